"""Every decoder of :mod:`webapi.encoding` against the Encoding Standard itself.

The reference is ``encoding_reference.py``: a step-by-step transcription of the standard's
decoders over its published index files (pinned by sha256, found by :mod:`wpt.encoding`).
The default run compares every index pointer, every single byte and a sample of byte
sequences with streaming splits; the slow tier compares every two-byte sequence of every
encoding, every gb18030 four-byte sequence and every EUC-JP three-byte one, and
ISO-2022-JP from each of its states, and proves the fast path's suspect tables complete.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import encoding_reference as reference
import pytest
from streaming_calls import assert_calls

import wpt.encoding
from webapi.encoding import get_decoder
from webapi.encoding._indexes import (
    NULL,
    index_big5,
    index_euc_kr,
    index_gb18030,
    index_gb18030_ranges_code_point,
    index_jis0208,
    index_jis0212,
    single_byte_table,
)
from webapi.encoding._multi_byte import (
    _GATES_FROM,
    CODEC_OUTPUTS_FFFD,
    CODECS,
    EXACT_CODECS,
    SOURCES,
    SOURCES_FROM,
    STEPS,
    SUSPECT_BYTES,
    SUSPECTS,
    TRANSLATIONS,
    TWO_WAY,
    _gate,
    _possible,
    _source_groups,
)

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

NAMES = [e["name"] for group in wpt.encoding.encodings() for e in group["encodings"]]
SINGLE_BYTE = [
    e["name"]
    for group in wpt.encoding.encodings()
    if group["heading"] == "Legacy single-byte encodings"
    for e in group["encodings"]
]


def decode(name: str, data: bytes) -> str:
    return get_decoder(name).decode(data, True)


def test_there_are_39_encodings_and_28_single_byte() -> None:
    assert len(NAMES) == 40  # with the replacement encoding
    assert len(SINGLE_BYTE) == 28


@pytest.mark.parametrize(
    ("name", "table"),
    [
        ("gb18030", index_gb18030),
        ("big5", index_big5),
        ("jis0208", index_jis0208),
        ("jis0212", index_jis0212),
        ("euc-kr", index_euc_kr),
    ],
)
def test_index_at_every_pointer(name: str, table: object) -> None:
    built = table()  # type: ignore[operator]
    published = reference.index(name)
    assert max(published) < len(built)
    for pointer, char in enumerate(built):
        assert (None if char == NULL else ord(char)) == published.get(pointer), pointer


@pytest.mark.parametrize("name", SINGLE_BYTE)
def test_single_byte_index(name: str) -> None:
    table = single_byte_table(name)
    published = reference.index(name.lower().removesuffix("-i"))
    for byte in range(0x80, 0x100):
        expected = published.get(byte - 0x80)
        assert table[byte] == ("\ufffe" if expected is None else chr(expected))


def test_gb18030_ranges_at_every_range_start_and_end() -> None:
    pointers = [pointer for pointer, _ in wpt.encoding.index("gb18030-ranges")]
    edges = {p + d for p in pointers for d in (-1, 0, 1) if p + d >= 0}
    for p in sorted(edges | {7457, 39419, 39420, 188999, 1237575, 1237576}):
        got = index_gb18030_ranges_code_point(p)
        assert (None if got == NULL else ord(got)) == reference.gb18030_ranges_code_point(p), p


@pytest.mark.parametrize("name", NAMES)
def test_every_single_byte(name: str) -> None:
    for byte in range(256):
        data = bytes((byte,))
        assert decode(name, data) == reference.run(name, data), data


#: Bytes that matter to some decoder: escapes, ranges' ends, leading and trailing bytes.
_INTERESTING = [
    0x00, 0x0E, 0x0F, 0x1B, 0x21, 0x24, 0x28, 0x30, 0x39, 0x3F, 0x40, 0x41, 0x42, 0x49,
    0x4A, 0x5C, 0x5F, 0x7E, 0x7F, 0x80, 0x81, 0x8E, 0x8F, 0xA0, 0xA1, 0xD8, 0xDC, 0xDF,
    0xE0, 0xFC, 0xFD, 0xFE, 0xFF,
]  # fmt: skip


def sample(rng: random.Random, count: int) -> Iterator[bytes]:
    for _ in range(count):
        length = rng.randrange(12)
        yield bytes(
            rng.choice(_INTERESTING) if rng.random() < 0.6 else rng.randrange(256)
            for _ in range(length)
        )


def decode_in_pieces(name: str, data: bytes, cuts: list[int]) -> str:
    decoder = get_decoder(name)
    pieces, previous = [], 0
    for cut in cuts:
        pieces.append(decoder.decode(data[previous:cut]))
        previous = cut
    pieces.append(decoder.decode(data[previous:], True))
    return "".join(pieces)


def assert_whole_and_every_cut(name: str, data: bytes) -> str:
    """The decoder's output for ``data`` is the reference's, whole and cut in two anywhere;
    returns it."""
    expected = reference.run(name, data)
    assert decode(name, data) == expected
    for cut in range(len(data) + 1):
        assert decode_in_pieces(name, data, [cut]) == expected, cut
    return expected


@pytest.mark.parametrize(
    "count", [150, pytest.param(400, marks=pytest.mark.slow)], ids=lambda n: f"{n}-inputs"
)
@pytest.mark.parametrize("name", NAMES)
def test_sample_whole_and_streamed(name: str, count: int) -> None:
    """Random short inputs (150 an encoding by default, 400 in the slow tier, with every two
    bytes there too), whole, cut at random places and cut at every place."""
    rng = random.Random(name)
    for data in sample(rng, count):
        expected = reference.run(name, data)
        assert decode(name, data) == expected, data
        cuts = sorted(rng.sample(range(len(data) + 1), min(3, len(data) + 1)))
        assert decode_in_pieces(name, data, cuts) == expected, (data, cuts)
        assert decode_in_pieces(name, data, list(range(len(data) + 1))) == expected, data


@pytest.mark.parametrize("name", [n for n in NAMES if n != "replacement"])
def test_fatal_mode_raises_exactly_where_replacement_gives_an_error(name: str) -> None:
    rng = random.Random(name)
    for data in sample(rng, 200):
        expected = reference.run(name, data)
        if "\ufffd" in expected:
            with pytest.raises(UnicodeDecodeError):
                get_decoder(name, fatal=True).decode(data, True)
        else:
            assert get_decoder(name, fatal=True).decode(data, True) == expected


def test_replacement_decoder() -> None:
    assert decode("replacement", b"") == ""
    assert decode("replacement", b"abc") == "\ufffd"
    assert decode_in_pieces("replacement", b"abc", [0, 1, 2]) == "\ufffd"


def test_the_fast_path_meets_errors_and_suspects() -> None:
    # A stray byte in the middle of valid text: the codec resumes after the standard's step.
    text = "日本語のテキスト"
    data = text.encode("cp932")
    assert decode("Shift_JIS", data[:4] + b"\xa0" + data[4:]) == text[:2] + "\ufffd" + text[2:]
    assert decode("Shift_JIS", b"a\xa0b") == "a\ufffdb"
    assert decode("EUC-JP", b"x\x8f\xa2\xb7y") == "x\uff5ey"
    assert decode("EUC-JP", b"\xa1\xc1") == "\uff5e"
    assert decode("gb18030", b"\xa6\xd9") == "\ufe10"
    assert decode("GBK", b"\x80") == "\u20ac"
    assert decode("Big5", b"\x88\x62\x88\x64") == "\u00ca\u0304\u00ca\u030c"


# --- the slow tier: everything ------------------------------------------------------------


def every_pair() -> Iterator[bytes]:
    for a in range(256):
        for b in range(256):
            yield bytes((a, b))


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_every_two_bytes(name: str) -> None:
    for data in every_pair():
        assert decode(name, data) == reference.run(name, data), data


@pytest.mark.slow
def test_every_gb18030_four_byte_sequence() -> None:
    for a in range(0x81, 0xFF):
        for b in range(0x30, 0x3A):
            for c in range(0x81, 0xFF):
                for d in range(0x30, 0x3A):
                    data = bytes((a, b, c, d))
                    pointer = (a - 0x81) * 12600 + (b - 0x30) * 1260 + (c - 0x81) * 10 + d - 0x30
                    expected = reference.gb18030_ranges_code_point(pointer)
                    assert decode("gb18030", data) == (
                        "\ufffd" if expected is None else chr(expected)
                    ), data
    # and the sequences that break off: every third byte and fourth byte class
    for c in range(256):
        for d in (0x2F, 0x30, 0x39, 0x3A, 0x81, 0xFF):
            data = bytes((0x81, 0x30, c, d))
            assert decode("gb18030", data) == reference.run("gb18030", data), data


@pytest.mark.slow
def test_every_euc_jp_three_byte_sequence() -> None:
    for data in every_pair():
        data = b"\x8f" + data
        assert decode("EUC-JP", data) == reference.run("EUC-JP", data), data


#: An escape sequence into each state of the ISO-2022-JP decoder, and into the middle of a
#: character and of an escape.
_ISO_2022_JP_PREFIXES = [
    b"", b"\x1b(B", b"\x1b(J", b"\x1b(I", b"\x1b$@", b"\x1b$B", b"\x1b$B\x30", b"\x1b",
    b"\x1b(", b"\x1b$", b"\x1b(J\x1b", b"\x1b(I\x1b(", b"\x1b$B\x1b$", b"a\x1b(B",
]  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize("prefix", _ISO_2022_JP_PREFIXES)
def test_iso_2022_jp_in_every_state(prefix: bytes) -> None:
    for data in every_pair():
        data = prefix + data
        assert decode("ISO-2022-JP", data) == reference.run("ISO-2022-JP", data), data
        assert decode_in_pieces("ISO-2022-JP", data, [len(prefix)]) == reference.run(
            "ISO-2022-JP", data
        )


def codec_sequences(name: str, four_byte_step: int = 1) -> Iterator[bytes]:
    """Every byte sequence a multi-byte codec decodes as one piece (of gb18030's four-byte
    sequences, 1.6 million, every ``four_byte_step``-th)."""
    for a in range(256):
        yield bytes((a,))
    for a in range(0x80, 256):
        for b in range(256):
            yield bytes((a, b))
    if name == "EUC-JP":
        for data in every_pair():
            yield b"\x8f" + data
    if name in ("gb18030", "GBK"):
        four = itertools.product(range(0x81, 0xFF), range(0x30, 0x3A), repeat=2)
        for a, b, c, d in itertools.islice(four, None, None, four_byte_step):
            yield bytes((a, b, c, d))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CODECS))
def test_the_suspects_are_complete(name: str) -> None:
    """Wherever the fast path's codec decodes a byte sequence otherwise than the standard,
    its output holds a suspect (or the bytes hold a suspect byte sequence): so a codec
    result free of both is the standard's."""
    codec = CODECS[name]
    found = set()
    for data in codec_sequences(name):
        try:
            got = data.decode(codec)
        except UnicodeDecodeError:
            continue
        expected = reference.run(name, data)
        if got == expected or SUSPECT_BYTES.get(name, b"\xff\xff") in data:
            continue
        if len(got) == len(expected):
            found.update(g for g, e in zip(got, expected, strict=True) if g != e)
        else:
            found.update(got)
    assert found == set(SUSPECTS[name])


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CODECS))
def test_the_sources_of_the_suspects(name: str) -> None:
    """Every byte sequence the codec decodes to a suspect holds one of the suspect's
    SOURCES: so where the bytes of none of them are all in an input, the codec's output for
    it holds no such suspect."""
    codec = CODECS[name]
    suspects = set(SUSPECTS[name])
    for data in codec_sequences(name):
        try:
            got = data.decode(codec)
        except UnicodeDecodeError:
            continue
        for suspect in set(got) & suspects:
            assert any(source in data for source in SOURCES[name][suspect]), (data, suspect)


@pytest.mark.parametrize("name", sorted(CODECS))
def test_the_possible_suspects_hold_each_whose_source_is_in_the_input(name: str) -> None:
    """_possible leaves a suspect out only where none of its SOURCES is in the input (so,
    with the test above, the codec's output holds no such suspect); a group of two-byte
    sources looked for as pairs (one ``re`` search) keeps exactly the suspects one of whose
    sources is in the input, aligned or not (Big5's A1 and A2 groups, gb18030's FE)."""
    groups = _source_groups(name)
    paired = {
        suspect
        for _, _, pairs in groups[0]
        if pairs
        for suspects in pairs[1].values()
        for suspect in suspects
    }
    assert paired or name not in ("Big5", "gb18030", "GBK")
    sources = [(suspect, source) for suspect, found in SOURCES[name].items() for source in found]
    alphabet = sorted({byte for _, source in sources for byte in source} | {0x41, 0x3C, 0xA4})
    rng = random.Random(f"possible {name}")
    for _ in range(4000):
        data = bytes(rng.choice(alphabet) for _ in range(rng.randrange(0, 10)))
        present = {suspect for suspect, source in sources if source in data}
        got = _possible(data, groups)
        assert present <= got, data
        assert got & paired == present & paired, data


@pytest.mark.parametrize("name", sorted(CODECS))
def test_the_sources_give_their_suspects(name: str) -> None:
    """The default tier's share: SOURCES has an entry for each suspect, and each source (a
    whole sequence, or cp932's single bytes) is what the codec decodes to its suspect."""
    codec = CODECS[name]
    assert set(SOURCES[name]) == set(SUSPECTS[name])
    for suspect, sources in SOURCES[name].items():
        assert sources
        for source in sources:
            assert source.decode(codec) == suspect, (source, suspect)


@pytest.mark.parametrize("name", sorted(CODECS))
def test_a_short_inputs_gate_holds_a_byte_of_each_source(name: str) -> None:
    """A short input's translation is searched for in the codec's output only where a byte
    of its gate is in the input: the gate holds a byte of each of the suspect's SOURCES (one
    of which is in every byte sequence the codec decodes to it:
    test_the_sources_of_the_suspects), so an input holding none has no such suspect. Big5's
    suspects whose low byte is markup's (U+2022 ``"``, U+203E ``>``, U+223C ``<``, U+2641
    ``A``, U+FF64 ``d``) have one; those searched cheaply have none."""
    gated = set()
    for suspect, _ in TRANSLATIONS[name]:
        sources = SOURCES[name][suspect]
        gate = _gate(suspect, sources)
        if gate:
            gated.add(suspect)
            assert len(gate) == len(sources)
            for byte, source in zip(gate, sources, strict=True):
                assert len(byte) == 1 and byte in source, (suspect, byte, source)
    if name == "Big5":
        assert gated == set("\u2022\u203e\u223c\u2641\uff64")


def test_a_two_way_suspect_the_standard_outputs_only_for_its_other_sources() -> None:
    """Where a TWO_WAY suspect's other SOURCES are not in an input, the decoder replaces each
    such suspect of the codec's output by the standard's output for the sequence: so the
    standard gives that suspect for no bytes but those sources (index Big5, every pointer; a
    pointer of two code points never gives one). gb18030's two swap, so are decoded in parts."""
    index = index_big5()
    for suspect, sequence, _ in TWO_WAY["Big5"]:
        pointers = [pointer for pointer, code_point in enumerate(index) if code_point == suspect]
        as_bytes = {
            bytes((0x81 + p // 157, p % 157 + (0x40 if p % 157 < 0x3F else 0x62))) for p in pointers
        }
        others = set(SOURCES["Big5"][suspect]) - {sequence}
        assert as_bytes == others, suspect
        for source in others:
            assert reference.run("Big5", source) == suspect
    for _, _, output in TWO_WAY["gb18030"]:
        assert output in SUSPECTS["gb18030"]


def check_exact_codec(name: str, sequences: Iterator[bytes]) -> set[tuple[bytes, ...]]:
    """EXACT_CODECS' codec decodes each of ``sequences`` (one byte, or a leading byte and
    another) that it decodes without an error and that holds no differing group as the
    standard's one step from its first byte: the same output, and the step reads every byte
    (a leading byte is never decoded alone, so the codec's pieces are the standard's steps
    in any input, and an input it decodes without an error is decoded as the standard
    does). Returns the groups the sequences it decodes otherwise hold."""
    codec, groups = EXACT_CODECS[name]
    step = STEPS[name]
    needed = set()
    for data in sequences:
        try:
            got = data.decode(codec)
        except UnicodeDecodeError:
            continue
        held = [g for g in groups if all(byte in data for byte in g)]
        if step(data, 0, True) == (got, len(data)):
            continue
        assert held, data
        needed.update(held)
    return needed


@pytest.mark.parametrize(
    "every",
    [
        pytest.param(13, id="every-13th-four-byte"),
        pytest.param(1, id="all", marks=pytest.mark.slow),
    ],
)
@pytest.mark.parametrize("name", sorted(EXACT_CODECS))
def test_the_exact_codec(name: str, every: int) -> None:
    """Every byte sequence the codec decodes as one piece (every single byte, every leading
    byte with every byte after it; of gb18030's four-byte sequences, every 13th by default,
    all in the slow tier); and each differing group is needed."""
    sequences = codec_sequences(name, four_byte_step=every)
    assert check_exact_codec(name, sequences) == set(EXACT_CODECS[name][1])


def test_an_input_without_a_differing_group_is_the_exact_codecs() -> None:
    """The exact codec's path is taken where it should (its output is the standard's: the
    tests above and every comparison with the reference), and left where it fails."""
    decoder = get_decoder("Big5")
    text = "價格：100∕200元‧含稅，臺北市"
    data = text.replace("∕", "／").replace("‧", "•").encode("big5hkscs")
    data = data.replace("／".encode("big5hkscs"), b"\xa2\x41").replace(
        "•".encode("big5hkscs"), b"\xa1\x45"
    )
    assert decoder._exact_output(data, True) == (text, len(data))  # type: ignore[attr-defined]
    assert decoder._exact_output(data + b"\xa4", False) == (text, len(data))  # type: ignore[attr-defined]
    assert decoder._exact_output(data + b"\x88\x62", True) is None  # type: ignore[attr-defined]
    assert decoder._exact_output(data + b"\x80", False) is None  # type: ignore[attr-defined]
    for extra in (b"", b"\x88\x62", b"\xc6\xa1", b"\xc7\xa1", b"\xf9\xfe", b"\xa4\xc6"):
        whole = data + extra + data
        assert_whole_and_every_cut("Big5", whole)


@pytest.mark.parametrize("name", ["GBK", "gb18030"])
def test_gbk_is_the_exact_codec_until_it_fails(name: str) -> None:
    """gbk's path (no differing group: every input is tried) gives the text of an input it
    decodes, and is left for one it fails on: 0x80 and 0xFF, a four-byte sequence, the
    sequences the gb18030 codec decodes otherwise (A6 D9, FE 59, A3 A0), a leading byte at the
    end of the input, a leading byte before ASCII; the decoder's output is the standard's
    whole and cut anywhere."""
    decoder = get_decoder(name)
    text = "中文网页，北京市海淀区。<a href=x>链接</a>"
    data = text.encode("gbk")
    assert decoder._exact_output(data, True) == (text, len(data))  # type: ignore[attr-defined]
    assert decoder._exact_output(data + b"\xb1", False) == (text, len(data))  # type: ignore[attr-defined]
    for failing in (b"\x80", b"\xff", b"\x81\x30\x81\x30", b"\xa6\xd9", b"\xfe\x59", b"\xa3\xa0"):
        assert decoder._exact_output(data + failing, True) is None, failing  # type: ignore[attr-defined]
    assert decoder._exact_output(data + b"\xb1", True) is None  # type: ignore[attr-defined]
    for extra in (
        b"",
        b"\x80",
        b"\x81\x30\x81\x30",
        b"\xa6\xd9",
        b"\xa8\xbc",
        b"\xb1a",
        b"\x84\x31\xa4\x37",
    ):
        whole = data + extra + data
        assert_whole_and_every_cut(name, whole)


def check_translations_and_two_way(name: str, sequences: Iterator[bytes]) -> None:
    """The suspects are the sources of TRANSLATIONS and TWO_WAY; the standard never outputs a
    translation's source, and where the codec's output holds one, translating it gives the
    standard's; a TWO_WAY suspect differs only for its one sequence, where the standard
    gives the recorded output; only the codecs of CODEC_OUTPUTS_FFFD output U+FFFD."""
    codec = CODECS[name]
    translations = dict(TRANSLATIONS[name])
    two_way = {suspect: (sequence, output) for suspect, sequence, output in TWO_WAY[name]}
    assert set(translations) | set(two_way) == set(SUSPECTS[name])
    assert not set(translations) & set(two_way)
    table = str.maketrans(translations)
    for data in sequences:
        expected = reference.run(name, data)
        assert not set(expected) & set(translations), data
        try:
            got = data.decode(codec)
        except UnicodeDecodeError:
            continue
        if "\ufffd" in got:
            assert name in CODEC_OUTPUTS_FFFD, data
        if got == expected or SUSPECT_BYTES.get(name, b"\xff\xff") in data:
            continue
        if got.translate(table) == expected:
            continue
        assert len(got) == len(expected) == 1, data
        assert got in two_way, data
        assert (data, expected) == two_way[got], data


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CODECS))
def test_the_translations_and_two_way_suspects(name: str) -> None:
    check_translations_and_two_way(name, codec_sequences(name))


@pytest.mark.parametrize("name", sorted(CODECS))
def test_the_translations_and_two_way_suspects_on_their_sequences(name: str) -> None:
    """The default tier's share: the sequences of each suspect (and every single byte)."""
    codec = CODECS[name]
    ours = [bytes((a,)) for a in range(256)] + [s for _, s, _ in TWO_WAY[name]]
    for suspect in SUSPECTS[name]:
        encoded = suspect.encode(codec, "ignore")
        if encoded:
            ours.append(encoded)
    ours += [bytes((0xA1, b)) for b in range(0x40, 0x100)] + [
        bytes((0xA2, b)) for b in range(0x40, 0x100)
    ]
    ours += [bytes((0xA6, b)) for b in range(0xD9, 0xF4)] + [
        bytes((0xFE, b)) for b in range(0x50, 0xA1)
    ]
    check_translations_and_two_way(name, iter(ours))


_ALIGNMENT = [
    # Big5: U+FF0F's differing sequence A2 41 as a character, and where A2 is a trailing byte
    ("Big5", "∕／﹨＼a∕".encode("big5hkscs", "replace")),
    ("Big5", b"\xa4\xa2\x41\xa2\x41\xa4\xa2\x42"),
    ("Big5", b"\xa2\x41\xa2\x42\xa2"),
    ("Big5", b"x\xa2\xa2\x41\xff\xa2\x41\x80\xa2\x42\xa2\x42"),
    ("Big5", b"\xf9\xfe\xa2\x41\xa1\x45\xa1\xc2\xa1\x4e"),
    # the suspects gated by a byte in short inputs, among markup, and their gate bytes alone
    ("Big5", b'<p id="d">\xa1\xe3\xa1\xf2 A\xa1\x4e\xa4\xa1\xe3\xa1\xc2>\xf2\xe3'),
    # gb18030: A8 BC and 81 35 F4 37, aligned and not
    ("gb18030", b"\xa8\xbc\x81\x35\xf4\x37\xa8\xa8\xbc\x81\x81\x35\xf4\x37"),
    ("GBK", b"a\xa8\xbc\x81\x35\xf4\x37\xa6\xd9\x84\x31\xa4\x37\xa8\xbc"),
    ("gb18030", b"\x81\x35\xa8\xbc\xa8\xbc"),
    # EUC-JP: the wave dash and friends among other characters, and misaligned
    ("EUC-JP", b"\xa4\xa2\xa1\xc1\xa1\xdd\xb0\xa1\xc1\xa1\xf1\x8f\xa2\xb7\xa1\xc2"),
    ("Shift_JIS", b"\x82\xa0\xa0\xfd\x82\xa0\xfe\xff"),
]


@pytest.mark.parametrize(("name", "data"), _ALIGNMENT)
def test_the_differing_sequences_among_others(name: str, data: bytes) -> None:
    """Inputs holding the sequences where the codec differs, where they are characters and
    where their bytes belong to other characters: the standard's output whole, with a
    prefix of each length before them (shifting which bytes pair up), in every split, and
    in fatal mode."""
    for prefix in (b"", b"\xa4", b"\xa4\xa4", b"\x81\x30"):
        whole = prefix + data + b"<p>" + data
        expected = assert_whole_and_every_cut(name, whole)
        if b"\x84\x31\xa4\x37" in whole:  # gb18030's U+FFFD, a code point and no error
            continue
        if "\ufffd" in expected:
            with pytest.raises(UnicodeDecodeError):
                get_decoder(name, fatal=True).decode(whole, True)
        else:
            assert get_decoder(name, fatal=True).decode(whole, True) == expected


@pytest.mark.parametrize(("name", "data"), _ALIGNMENT)
def test_the_differing_sequences_in_long_inputs(name: str, data: bytes) -> None:
    """The same inputs past the length from which the suspects are first looked for by
    their SOURCES' bytes, and past the one from which a short input's translations are
    first looked for by their gate's (_GATES_FROM): among CJK text and ASCII, at both ends,
    misaligned, streamed."""
    unit = "漢字かな abc ".encode(CODECS[name], "ignore")
    for length in (_GATES_FROM, SOURCES_FROM[name]):
        some = unit * (length // len(unit) + 1)
        for prefix in (b"", b"\xa4", b"\x81\x30"):
            for whole in (prefix + data + some, some + prefix + data, some + data + some):
                expected = reference.run(name, whole)
                assert decode(name, whole) == expected
                middle = len(whole) // 2
                assert decode_in_pieces(name, whole, [middle]) == expected
                assert decode_in_pieces(name, whole, [len(whole) - len(data) // 2]) == expected
    filler = unit * (SOURCES_FROM[name] // len(unit) + 1)
    # and an input holding only the sources, at every alignment
    sources = b"".join(s for found in SOURCES[name].values() for s in found)
    for prefix in (b"", b"\xa4", b"\x81\x30"):
        whole = filler + prefix + sources * 3 + filler
        assert decode(name, whole) == reference.run(name, whole)
        if "\ufffd" not in reference.run(name, whole):
            assert get_decoder(name, fatal=True).decode(whole, True) == reference.run(name, whole)
        else:
            with pytest.raises(UnicodeDecodeError):
                get_decoder(name, fatal=True).decode(whole, True)


def _chunked(rng: random.Random, data: bytes) -> list[bytes]:
    cuts = sorted(rng.sample(range(len(data) + 1), rng.randrange(len(data) + 2)))
    chunks, previous = [], 0
    for cut in cuts:
        chunks.append(data[previous:cut])
        previous = cut
    chunks.append(data[previous:])
    return chunks


#: Per multi-byte encoding, a character's bytes and a sequence's unfinished first bytes.
_UNFINISHED = {
    "gb18030": (b"\xd6\xd0", [b"\x81", b"\x81\x30", b"\x81\x30\x81"]),
    "GBK": (b"\xd6\xd0", [b"\x81", b"\x81\x30", b"\x81\x30\x81"]),
    "Big5": (b"\xa4\xa4", [b"\xa4", b"\x81", b"\xfe"]),
    "EUC-JP": (b"\xa4\xa2", [b"\xa4", b"\x8e", b"\x8f", b"\x8f\xa2"]),
    "Shift_JIS": (b"\x82\xa0", [b"\x82", b"\xe0", b"\xfc"]),
    "EUC-KR": (b"\xb0\xa1", [b"\xb0", b"\x81", b"\xfe"]),
}


@pytest.mark.parametrize("name", sorted(_UNFINISHED))
def test_a_streaming_call_ending_inside_a_sequence(name: str) -> None:
    """A streaming call whose bytes after the last one below 0x30 end inside a sequence
    (kept for the next call), with an error or a differing sequence before it in that tail
    or not, and none of it: each call's output is the standard's, in both error modes."""
    character, unfinished_starts = _UNFINISHED[name]
    tails = [b"", character * 3, b"\xff" + character, b"\xa1\x45\xa1\xc1" + character]
    for start in unfinished_starts:
        for tail in tails:
            for head in (b"", b"abc <p>" + character, character + b"\n"):
                chunks = [head + tail + start, character + b"x " + character + start, b""]
                assert_calls(name, chunks)


def _check_call_ends(name: str, ends: Iterator[bytes]) -> None:
    """A streaming call ending in each of ``ends`` after a character, then a call of one byte
    and the end: each call's output is the standard's (CPython's incremental decoder keeps
    some of these bytes for more input where the standard has found an error already)."""
    character = _UNFINISHED[name][0]
    for end in ends:
        assert_calls(name, [b"a" + character + end, b"x", b""])


@pytest.mark.parametrize(
    "stride",
    [pytest.param(7, id="every-7th"), pytest.param(1, id="all", marks=pytest.mark.slow)],
)
@pytest.mark.parametrize("name", sorted(_UNFINISHED))
def test_a_streaming_call_ending_in_lead_bytes_and_others(name: str, stride: int) -> None:
    """Every ``stride``-th end of the product (7 is prime to its lengths: each lead, second
    and third byte is among the default run's), all of them in the slow tier."""
    seconds = (0x20, 0x2F, 0x30, 0x39, 0x40, 0x7E, 0x7F, 0x80, 0x81, 0xA0, 0xA1, 0xFE, 0xFF)
    ends = [
        bytes((lead, second, *third))
        for lead in range(0x80, 0x100)
        for second in seconds
        for third in ((), (0x20,), (0x81,), (0xA1,), (0x30,))
    ]
    _check_call_ends(name, iter(ends[::stride]))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(_UNFINISHED))
def test_a_streaming_call_ending_in_every_two_bytes(name: str) -> None:
    _check_call_ends(name, every_pair())


_UTF8_EDGES = [0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4]


@pytest.mark.parametrize("name", NAMES)
def test_every_call_gives_the_standards_output(name: str) -> None:
    """Each streaming call returns what the standard's decoder has output by the end of its
    bytes (``run_chunks``), not only the same concatenation: random data, random chunkings
    (empty chunks included), both error modes."""
    rng = random.Random("calls " + name)
    for data in sample(rng, 300):
        if rng.random() < 0.3:
            data += bytes(rng.choice(_UTF8_EDGES) for _ in range(rng.randrange(1, 4)))
        assert_calls(name, _chunked(rng, data))


def test_utf8_an_error_in_the_call_that_reads_it() -> None:
    """``ED`` then ``A0``: "UTF-8 upper boundary" is ``9F`` after ``ED``, so reading ``A0``
    gives two errors at once (CPython's incremental decoder kept both bytes pending)."""
    from webapi import TextDecoder

    text_decoder = TextDecoder("utf-8")
    calls = [text_decoder.decode(b"\xed", stream=True), text_decoder.decode(b"\xa0", stream=True)]
    assert [*calls, text_decoder.decode()] == ["", "\ufffd\ufffd", ""]
    for second in range(0xA0, 0xC0):
        decoder = get_decoder("UTF-8")
        assert [
            decoder.decode(b"\xed"),
            decoder.decode(bytes((second,))),
            decoder.decode(b"a"),
        ] == [
            "",
            "\ufffd\ufffd",
            "a",
        ]
        with pytest.raises(UnicodeDecodeError):
            fatal = get_decoder("UTF-8", fatal=True)
            fatal.decode(b"\xed")
            fatal.decode(bytes((second,)))
    # A valid surrogate-free sequence after ED still waits for its third byte.
    decoder = get_decoder("UTF-8")
    assert [decoder.decode(b"\xed"), decoder.decode(b"\x9f"), decoder.decode(b"\xbf", True)] == [
        "",
        "",
        "\ud7ff",
    ]


@pytest.mark.slow
def test_utf8_every_two_bytes_and_edge_triples_in_every_split() -> None:
    edges = sorted({*_UTF8_EDGES, *_INTERESTING, 0xC0, 0xC1, 0xE1, 0xF1, 0xF5})
    sequences = [bytes((a,)) for a in range(256)]
    sequences += [bytes((a, b)) for a in range(256) for b in range(256)]
    sequences += [bytes((a, b, c)) for a in edges for b in edges for c in edges]
    for data in sequences:
        for cut in range(len(data) + 1):
            chunks = [data[:cut], data[cut:], b""]
            decoder = get_decoder("UTF-8")
            got = [decoder.decode(c, i == 2) for i, c in enumerate(chunks)]
            assert got == reference.run_chunks("UTF-8", chunks), chunks
