"""The multi-byte encoders (``webapi/encoding/_encoders_html.py`` and ``_encoders_iso_2022_jp.py``,
issue #33), in error mode "html" and in fatal mode (each error marked with 0xFF and cut there): one
call of a CPython codec with an error handler that runs the standard's steps, euc_jp's JIS X 0212
and big5hkscs' HKSCS output mended after the call, a split of the text around the few code points a
codec encodes otherwise than the standard, and ISO-2022-JP through ``iso2022_jp`` with handlers
that follow the codec's state. Each shortcut is compared here with the transcription of the
Encoding Standard in ``test_encoding_standard.py``: every code point (0 to U+10FFFF, surrogates
included, which a JavaScript string may hold) on its own in both error modes (the slow tier; the
index code points and a sample in the default run), random mixed strings, and the facts the
shortcuts stand on.

``WEBAPI_FULL_DIFFERENTIALS=1`` runs 20,000 random strings per encoding instead of 300.
"""

from __future__ import annotations

import codecs
import os
import random
from collections.abc import Iterable

import pytest

from tests.encoding.test_encoding_standard import (
    SCALAR_VALUES,
    index_code_points,
    iso_2022_jp,
    reference_chunks,
    stateless_handler,
)
from webapi.encoding import encode, encode_or_fail_chunks
from webapi.encoding._encoder_steps import _handler
from webapi.encoding._encoders import _html_encoder
from webapi.encoding._encoders_html import (
    _LOOKING_PAST,
    _MARKERS,
    _MULTI_BYTE_CODECS,
    _codec_encodes,
    _disagreements,
)
from webapi.encoding._encoders_iso_2022_jp import _iso_2022_jp_codec

#: The encoders html mode runs otherwise than fatal mode.
ENCODINGS = [*sorted(_MULTI_BYTE_CODECS), "ISO-2022-JP"]

FULL = os.environ.get("WEBAPI_FULL_DIFFERENTIALS") == "1"

EVERY_CODE_POINT = range(0x110000)


def scalar_value_string(text: str) -> str:
    """https://infra.spec.whatwg.org/#javascript-string-convert, written apart from webapi's."""
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def reference_html(encoding: str, text: str) -> bytes:
    return b"".join(
        chunk if isinstance(chunk, bytes) else b"&#%d;" % chunk
        for chunk in reference_chunks(encoding, scalar_value_string(text))
    )


def one_at_a_time(encoding: str, code_points: Iterable[int]) -> list[str]:
    """Texts that hold each code point on its own: after a separator both encoders fail on
    (U+E5E5; a lone surrogate stays lone), and for ISO-2022-JP in each state the codec path
    takes (after ASCII "a", after jis0208 "≡", after an error "é") and, in a text of its own,
    after the Roman state's "¥"."""
    if encoding == "ISO-2022-JP":
        chars = [chr(c) for c in code_points]
        return ["".join(f"a{c}\u2261{c}é{c}" for c in chars), "".join(f"\xa5{c}" for c in chars)]
    return ["".join(f"\ue5e5{chr(c)}" for c in code_points) + "\ue5e5"]


def compare(encoding: str, code_points: Iterable[int], *, fatal_too: bool) -> None:
    """html mode (and fatal mode, which ``test_encoding_standard.py`` compares on scalar
    values, if ``fatal_too``) on :func:`one_at_a_time`'s texts."""
    for text in one_at_a_time(encoding, code_points):
        expected = reference_chunks(encoding, scalar_value_string(text))
        if fatal_too:
            assert encode_or_fail_chunks(encoding, text) == expected
        html = b"".join(c if isinstance(c, bytes) else b"&#%d;" % c for c in expected)
        if encode(text, encoding) != html:  # name the first code point that differs
            for c in code_points:
                for one in one_at_a_time(encoding, [c]):
                    assert encode(one, encoding) == reference_html(encoding, one), hex(c)
        assert encode(text, encoding) == html


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_each_index_code_point_and_a_sample(encoding: str) -> None:
    # Every third of the index's code points (test_encoding_standard.py takes each in fatal
    # mode), the codec's differences, the special cases and surrogates.
    sample = {*index_code_points(encoding)[::3], *SCALAR_VALUES[::1009], *range(0xD7F0, 0xE010)}
    sample |= {ord(c) for c in pool(encoding) if len(c) == 1}
    compare(encoding, sorted(sample), fatal_too=False)


@pytest.mark.slow
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_every_code_point(encoding: str) -> None:
    compare(encoding, EVERY_CODE_POINT, fatal_too=True)


def pool(encoding: str) -> list[str]:
    """What the random strings are made of: ASCII (the controls ISO-2022-JP fails on, the
    backslash and tilde of its Roman state), the index's code points, the special cases, the
    code points where the codec differs from the standard either way, and surrogates."""
    index = sorted(set(index_code_points(encoding)))
    rng = random.Random(encoding)
    special = [0x0E, 0x0F, 0x1B, 0x5C, 0x7E, 0x80, 0xA5, 0x203E, 0x2212, 0x20AC, 0xE5E5]
    special += [*range(0xFF61, 0xFFA0), 0x1F600, 0x20000, 0xFFFD, 0xFF0D, 0xE7C7]
    special += [0xCA, 0xEA, 0x304, 0x30C, 0x10304] * 4  # big5hkscs looks past (_LOOKING_PAST)
    if encoding == "ISO-2022-JP":
        codec = _iso_2022_jp_codec()
        differing = [*map(ord, codec.failing), *map(ord, codec.stand_ins)]
        differing += map(ord, codec.pointers)
    else:
        differing = list(_disagreements(encoding, _MULTI_BYTE_CODECS[encoding], _handler(encoding)))
    chosen = [*rng.sample(index, min(400, len(index))), *special, *differing]
    chosen += [*range(0x20, 0x7F)] * 3 + [0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xD83D, 0xDE00]
    # Surrogate pairs: a supplementary code point each (U+20000 is in Big5's HKSCS).
    pairs = ["\ud83d\ude00", "\ud840\udc00", "\udbff\udfff"] * 10
    return [*map(chr, chosen), *pairs]


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_random_mixed_strings(encoding: str) -> None:
    rng = random.Random(f"mixed {encoding}")
    chars = pool(encoding)
    for _ in range(20_000 if FULL else 300):
        text = "".join(rng.choices(chars, k=rng.randrange(0, 40)))
        text += "".join(rng.choices(chars, k=rng.randrange(0, 3))) * rng.randrange(1, 4)
        expected = reference_chunks(encoding, scalar_value_string(text))
        assert encode_or_fail_chunks(encoding, text) == expected, repr(text)
        html = b"".join(c if isinstance(c, bytes) else b"&#%d;" % c for c in expected)
        assert encode(text, encoding) == html, repr(text)


@pytest.mark.parametrize("encoding", sorted(_MARKERS))
def test_the_marker_bytes_mark_nothing_else(encoding: str) -> None:
    """euc_jp writes 0x8F, big5hkscs 0x81 to 0xA0, only first of a sequence of a fixed length,
    for code points where it differs from the standard (each its own sequence); and the
    standard's encoder never writes them: so the output is mended at each."""
    markers, length = _MARKERS[encoding]
    codec = _MULTI_BYTE_CODECS[encoding]
    differing = _disagreements(encoding, codec, _handler(encoding))
    marked: dict[bytes, int] = {}
    for code_point, encoded in _codec_encodes(codec).items():
        if any(byte in markers for byte in encoded):
            assert encoded[0] in markers and len(encoded) == length, hex(code_point)
            assert not any(byte in markers for byte in encoded[1:]), hex(code_point)
            assert differing.get(code_point) == encoded, hex(code_point)
            assert encoded not in marked, hex(code_point)
            marked[encoded] = code_point
    assert len(marked) > 3000
    standard = stateless_handler(encoding)
    for code_point in index_code_points(encoding):
        encoded = standard(code_point) or b""
        assert not any(byte in markers for byte in encoded), hex(code_point)


def test_iso_2022_jp_codec_differs_only_where_listed() -> None:
    """Where ``iso2022_jp`` and the standard both write a code point (after ASCII), they write
    the same bytes; the code points it fails on and the standard writes are listed with a
    stand-in or their pointer; those it writes and the standard does not are listed as
    failing."""
    codec = _iso_2022_jp_codec()
    assert codec.failing == "\xa2\xa3\xac\u2016\u301c"
    assert len(codec.stand_ins) + len(codec.pointers) > 400
    encodes = _codec_encodes("iso2022_jp")
    for code_point in sorted({*index_code_points("ISO-2022-JP"), *encodes}):
        if code_point < 0x80 or code_point in (0xA5, 0x203E):
            continue
        c = chr(code_point)
        [ours] = iso_2022_jp(c)
        theirs = encodes.get(code_point)
        if isinstance(ours, int):
            assert theirs is None or c in codec.failing, hex(code_point)
        elif theirs is None:
            stand_in = codec.stand_ins.get(c)
            assert stand_in is not None or codec.pointers[c] == ours[3:5], hex(code_point)
            assert stand_in is None or encodes[ord(stand_in)] == ours, hex(code_point)
        else:
            assert theirs == ours, hex(code_point)


def test_iso_2022_jp_pointer_runs_in_each_state() -> None:
    # ① (NEC row 13: iso2022_jp cannot write it) after ASCII, jis0208, an error, a stand-in,
    # at the start and end, in runs, and before each kind of code point.
    circled = "\u2460\u2461"
    for before in ["", "a", "\u3042", "é", "\uff71", "\u2212", "\ud800", "😀", "é😀"]:
        for after in ["", "a", "\u3042", "é", "\uff71", "\u2460", "\udc00", "\u301c", "éa"]:
            text = before + circled + after + circled[0]
            assert encode(text, "ISO-2022-JP") == reference_html("ISO-2022-JP", text), text
            expected = reference_chunks("ISO-2022-JP", scalar_value_string(text))
            assert encode_or_fail_chunks("ISO-2022-JP", text) == expected, text


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_surrogates_as_a_javascript_string(encoding: str) -> None:
    # A pair is its supplementary code point, a lone surrogate U+FFFD; at the start, the end,
    # next to each other and to code points the codec and its handler write.
    for text in [
        "\ud83d\ude00", "\ud840\udc00a", "\ude00\ud83d", "a\ud800", "\udc00\udc00€",
        "①\ud83d\ude00①", "\u3042\ud800\u3042", "é\udbff\udfff\ud800\udfffｶ",
    ]:  # fmt: skip
        assert encode(text, encoding) == reference_html(encoding, text), repr(text)


def test_mended_and_split_in_one_text() -> None:
    text = "é〜ï①髙ｶ¥‾\u2212" * 3 + "日本語 \ud800"
    assert encode(text, "EUC-JP") == reference_html("EUC-JP", text)
    assert b"\x8f" not in encode(text, "EUC-JP")
    # HKSCS (ā, é, 𠀀: big5hkscs writes them, the standard's Big5 does not) with U+FF0F
    # and U+2022 (big5hkscs writes them at other pointers) and € (the standard's only).
    text = "ā é ／ 𠀀 • € 臺北 \ud840\udc00" * 3
    assert encode(text, "Big5") == reference_html("Big5", text)


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_codec_pairs_are_one_code_point_at_a_time(encoding: str) -> None:
    # big5hkscs writes Ê̄ Ê̌ ê̄ ê̌ as one HKSCS sequence each (a KeyError escaped here before),
    # and so Ê + U+10304 and the like; the standard takes one code point at a time. Alone, in
    # a row, after the other half, next to what the codec writes otherwise, in a long text.
    texts = [
        "\u00ca\u0304",
        "a\u00ca\u030c\u00ca",
        "\u00ea\u0304\u00ea\u030c",
        "\u00ca\u00ca\u0304",
    ]
    texts += ["\u0304\u00ea\u030c\u030c", "\u00ea\u030c€／•é" * 3 + "中", "臺\u00ca\u0304" * 300]
    texts += ["\u00ca\U00010304", "\u00ea\U0010030c\u00ea\U0002030c", "\u00ca\ud800\udf04"]
    for text in texts:
        assert encode(text, encoding) == reference_html(encoding, text), repr(text)
        expected = reference_chunks(encoding, scalar_value_string(text))
        assert encode_or_fail_chunks(encoding, text) == expected, repr(text)


def test_codec_pairs_on_the_url_query_path() -> None:
    from webapi.html import encoding_parse_and_serialize
    from webapi.url import urlencoded_serialize

    assert urlencoded_serialize([("q", "\u00ca\u0304")], "Big5") == "q=%26%23202%3B%26%23772%3B"
    url = encoding_parse_and_serialize("?\u00ea\u030c", "https://example.com/", encoding="big5")
    assert url == "https://example.com/?%26%23234%3B%26%23780%3B"


@pytest.mark.slow
def test_the_codecs_look_past_only_where_listed() -> None:
    """The proof of :data:`_LOOKING_PAST`: a codec that may write two code points as one
    sequence must look past the first, so its incremental encoder holds the first back when
    nothing follows yet; only big5hkscs does, at U+00CA and U+00EA, and with what follows
    them (every scalar value but U+000A, the separator) it writes one sequence exactly where
    the second's low 16 bits are 0x0304 or 0x030C."""
    held: dict[str, str] = {}
    for codec in sorted(set(_MULTI_BYTE_CODECS.values())):
        encoder = codecs.getincrementalencoder(codec)()
        for code_point in SCALAR_VALUES:
            try:
                if encoder.encode(chr(code_point)) == b"":
                    held[codec] = held.get(codec, "") + chr(code_point)
            except UnicodeEncodeError:
                pass
            encoder.reset()
    assert held == _LOOKING_PAST
    seconds = [c for c in SCALAR_VALUES if c != 0x0A]
    alone = {c: chr(c).encode("big5hkscs", "replace") for c in seconds}
    for first in held["big5hkscs"]:
        text = "\n".join(first + chr(c) for c in seconds)
        encoded = text.encode("big5hkscs", "replace").split(b"\n")
        head = first.encode("big5hkscs")
        one_sequence = [
            c for c, out in zip(seconds, encoded, strict=True) if out != head + alone[c]
        ]
        assert one_sequence == [c for c in seconds if c & 0xFFFF in (0x0304, 0x030C)]


@pytest.mark.parametrize("encoding", sorted(_MARKERS))
def test_mended_with_one_marker_and_with_several(encoding: str) -> None:
    # The split at the marked sequences takes a pattern of the one marker the output holds,
    # else of every marker: a text with a code point of each marker, and one of each alone.
    codec = _MULTI_BYTE_CODECS[encoding]
    markers = _MARKERS[encoding][0]
    differing = _disagreements(encoding, codec, _handler(encoding))
    by_marker: dict[int, str] = {}
    for code_point, theirs in differing.items():
        if theirs and theirs[0] in markers:
            by_marker.setdefault(theirs[0], chr(code_point))
    assert len(by_marker) == {"EUC-JP": 1, "Big5": 0xA0 - 0x87 + 1}[encoding]  # 0x87 to 0xA0
    texts = ["a" + " 日本 ".join(by_marker.values()) * 3 + "€\ud800"]
    texts += [f"{c}<p>{c}{c} 中 {c}" for c in by_marker.values()]
    for text in texts:
        assert encode(text, encoding) == reference_html(encoding, text), repr(text)
        expected = reference_chunks(encoding, scalar_value_string(text))
        assert encode_or_fail_chunks(encoding, text) == expected, repr(text)


def test_html_error_handlers_remember_within_a_bound() -> None:
    from webapi.encoding._encoders_html import _HTML_CACHE_BUDGET

    # 20,000 distinct code points GBK fails on (past the cache's budget): each still right.
    text = "".join(map(chr, range(0x10000, 0x10000 + 20_000)))
    expected = b"".join(b"&#%d;" % c for c in range(0x10000, 0x10000 + 20_000))
    assert _HTML_CACHE_BUDGET < 20_000 * 100
    assert encode(text, "GBK") == expected
    assert encode(text, "ISO-2022-JP") == expected
    assert _html_encoder("GBK")("€\ud83d\ude00") == b"\x80&#128512;"


@pytest.mark.parametrize("encoding", sorted(_MULTI_BYTE_CODECS))
def test_fatal_mode_marks_errors_with_a_byte_nothing_writes(encoding: str) -> None:
    """Fatal mode cuts the encoder's output at 0xFF, which neither the codec nor the standard
    writes (their bytes end at 0xFE; the slow tier's comparison at every code point is the
    proof, this the quick check)."""
    codec = _MULTI_BYTE_CODECS[encoding]
    standard = stateless_handler(encoding)
    for code_point in sorted({*index_code_points(encoding), *SCALAR_VALUES[::97]}):
        try:
            theirs = chr(code_point).encode(codec)
        except UnicodeEncodeError:
            theirs = b""
        assert 0xFF not in theirs + (standard(code_point) or b""), hex(code_point)
    text = "日本 é €\ud83d\ude00 \ud800 ①"
    assert encode_or_fail_chunks(encoding, text) == reference_chunks(
        encoding, scalar_value_string(text)
    )


@pytest.mark.parametrize("encoding", sorted(_MARKERS))
def test_mended_one_by_one_and_in_one_split(encoding: str) -> None:
    # Up to _FEW_MARKED marked sequences are mended one after the other, more in one split:
    # each count around the bound, the sequences of different markers, next to each other,
    # at both ends and between text.
    from webapi.encoding._encoders_html import _FEW_MARKED

    codec = _MULTI_BYTE_CODECS[encoding]
    markers = _MARKERS[encoding][0]
    differing = _disagreements(encoding, codec, _handler(encoding))
    marked = [
        chr(code_point)
        for code_point, theirs in sorted(differing.items())
        if theirs and theirs[0] in markers
    ]
    for count in (1, 2, _FEW_MARKED - 1, _FEW_MARKED, _FEW_MARKED + 1, 3 * _FEW_MARKED):
        chosen = [marked[(i * 37) % len(marked)] for i in range(count)]
        for text in ("".join(chosen), "中 " + " a ".join(chosen) + " 文€", "é" + "".join(chosen)):
            assert encode(text, encoding) == reference_html(encoding, text), (count, text)
