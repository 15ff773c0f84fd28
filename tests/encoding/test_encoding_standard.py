"""Every encoder of :mod:`webapi.encoding` against the Encoding Standard itself.

The reference below is the standard's encoder algorithms written out step by step over the
standard's own index files (``../shared/encoding``, pinned by sha256, loaded by
:mod:`wpt.encoding`), sharing nothing with the module under test. Each test runs the
implementation's ``encode_or_fail_chunks`` over a string and compares its whole output, bytes
and errors, with the reference's. A separator that both must fail on stands between the code
points, so every code point's bytes (or error) are compared on their own.

The slow tier runs every Unicode scalar value (1,112,064) through every encoder; the fast tier
runs every code point of the encoder's indexes and every 251st scalar value.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable
from functools import cache
from operator import itemgetter

import pytest

import wpt.encoding
from webapi.encoding import encode_or_fail_chunks, get_encoding

#: A code point's bytes, or None for "error with code point".
Handler = Callable[[int], bytes | None]

SCALAR_VALUES = [*range(0xD800), *range(0xE000, 0x110000)]
assert len(SCALAR_VALUES) == 1_112_064

# --- the reference: https://encoding.spec.whatwg.org/ as written ---------------------------


def is_ascii(code_point: int) -> bool:
    return code_point <= 0x7F


def first_pointers(entries: Iterable[tuple[int, int]]) -> dict[int, int]:
    """https://encoding.spec.whatwg.org/#index-pointer for every code point of an index."""
    pointers: dict[int, int] = {}
    for pointer, code_point in entries:
        pointers.setdefault(code_point, pointer)
    return pointers


@cache
def index_pointers(name: str) -> dict[int, int]:
    return first_pointers(wpt.encoding.index(name))


def utf_8(code_point: int) -> bytes | None:
    """https://encoding.spec.whatwg.org/#utf-8-encoder"""
    if is_ascii(code_point):
        return bytes((code_point,))
    if code_point <= 0x7FF:
        count, offset = 1, 0xC0
    elif code_point <= 0xFFFF:
        count, offset = 2, 0xE0
    else:
        count, offset = 3, 0xF0
    output = [(code_point >> (6 * count)) + offset]
    while count > 0:
        temp = code_point >> (6 * (count - 1))
        output.append(0x80 | (temp & 0x3F))
        count -= 1
    return bytes(output)


def single_byte(index_name: str) -> Handler:
    """https://encoding.spec.whatwg.org/#single-byte-encoder"""
    pointers = index_pointers(index_name)

    def handler(code_point: int) -> bytes | None:
        if is_ascii(code_point):
            return bytes((code_point,))
        pointer = pointers.get(code_point)
        return None if pointer is None else bytes((pointer + 0x80,))

    return handler


@cache
def gb18030_encoder_table() -> dict[int, bytes]:
    """The table of step 5 of the gb18030 encoder, read out of the standard's source."""
    source = wpt.encoding.read_verified("encoding.bs").decode("utf-8")
    section = source[source.index("<h4 id=gb18030-encoder") : source.index("<h4 id=big5-")]
    rows = re.findall(r"<td>U\+([0-9A-F]{4})\s*<td>0x([0-9A-F]{2}) 0x([0-9A-F]{2})", section)
    assert len(rows) == 18
    return {int(c, 16): bytes((int(b1, 16), int(b2, 16))) for c, b1, b2 in rows}


def index_gb18030_ranges_pointer(code_point: int) -> int:
    """https://encoding.spec.whatwg.org/#index-gb18030-ranges-pointer"""
    if code_point == 0xE7C7:
        return 7457
    ranges = wpt.encoding.index("gb18030-ranges")
    # "the last code point in index gb18030 ranges that is less than or equal to codePoint"
    pointer_offset, offset = ranges[bisect_right(ranges, code_point, key=itemgetter(1)) - 1]
    return pointer_offset + code_point - offset


def gb18030(is_gbk: bool) -> Handler:
    """https://encoding.spec.whatwg.org/#gb18030-encoder"""
    pointers = index_pointers("gb18030")
    table = gb18030_encoder_table()

    def handler(code_point: int) -> bytes | None:
        if is_ascii(code_point):
            return bytes((code_point,))
        if code_point == 0xE5E5:
            return None
        if is_gbk and code_point == 0x20AC:
            return b"\x80"
        if code_point in table:
            return table[code_point]
        pointer = pointers.get(code_point)
        if pointer is not None:
            leading = pointer // 190 + 0x81
            trailing = pointer % 190
            offset = 0x40 if trailing < 0x3F else 0x41
            return bytes((leading, trailing + offset))
        if is_gbk:
            return None
        pointer = index_gb18030_ranges_pointer(code_point)
        byte1 = pointer // (10 * 126 * 10)
        pointer = pointer % (10 * 126 * 10)
        byte2 = pointer // (10 * 126)
        pointer = pointer % (10 * 126)
        byte3 = pointer // 10
        byte4 = pointer % 10
        return bytes((byte1 + 0x81, byte2 + 0x30, byte3 + 0x81, byte4 + 0x30))

    return handler


@cache
def index_big5_pointers() -> dict[int, int]:
    """https://encoding.spec.whatwg.org/#index-big5-pointer for every code point."""
    index = [(p, c) for p, c in wpt.encoding.index("big5") if p >= (0xA1 - 0x81) * 157]
    pointers = first_pointers(index)
    for pointer, code_point in index:
        if code_point in (0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345):
            pointers[code_point] = pointer  # "the *last* pointer"
    return pointers


def big5(code_point: int) -> bytes | None:
    """https://encoding.spec.whatwg.org/#big5-encoder"""
    if is_ascii(code_point):
        return bytes((code_point,))
    pointer = index_big5_pointers().get(code_point)
    if pointer is None:
        return None
    leading = pointer // 157 + 0x81
    trailing = pointer % 157
    offset = 0x40 if trailing < 0x3F else 0x62
    return bytes((leading, trailing + offset))


#: The EUC-JP and Shift_JIS encoders' steps for U+00A5 (¥) and U+203E (‾).
YEN_AND_OVERLINE = {0xA5: b"\x5c", 0x203E: b"\x7e"}


def euc_jp(code_point: int) -> bytes | None:
    """https://encoding.spec.whatwg.org/#euc-jp-encoder"""
    if is_ascii(code_point):
        return bytes((code_point,))
    if code_point in YEN_AND_OVERLINE:  # "If codePoint is U+00A5 (¥), then return byte 0x5C" ...
        return YEN_AND_OVERLINE[code_point]
    if 0xFF61 <= code_point <= 0xFF9F:
        return bytes((0x8E, code_point - 0xFF61 + 0xA1))
    if code_point == 0x2212:
        code_point = 0xFF0D
    pointer = index_pointers("jis0208").get(code_point)
    if pointer is None:
        return None
    return bytes((pointer // 94 + 0xA1, pointer % 94 + 0xA1))


@cache
def index_shift_jis_pointers() -> dict[int, int]:
    """https://encoding.spec.whatwg.org/#index-shift_jis-pointer for every code point."""
    index = wpt.encoding.index("jis0208")
    return first_pointers((p, c) for p, c in index if not 8272 <= p <= 8835)


def shift_jis(code_point: int) -> bytes | None:
    """https://encoding.spec.whatwg.org/#shift_jis-encoder"""
    if is_ascii(code_point) or code_point == 0x80:
        return bytes((code_point,))
    if code_point in YEN_AND_OVERLINE:  # "If codePoint is U+00A5 (¥), then return byte 0x5C" ...
        return YEN_AND_OVERLINE[code_point]
    if 0xFF61 <= code_point <= 0xFF9F:
        return bytes((code_point - 0xFF61 + 0xA1,))
    if code_point == 0x2212:
        code_point = 0xFF0D
    pointer = index_shift_jis_pointers().get(code_point)
    if pointer is None:
        return None
    leading, trailing = pointer // 188, pointer % 188
    leading_offset = 0x81 if leading < 0x1F else 0xC1
    offset = 0x40 if trailing < 0x3F else 0x41
    return bytes((leading + leading_offset, trailing + offset))


def euc_kr(code_point: int) -> bytes | None:
    """https://encoding.spec.whatwg.org/#euc-kr-encoder"""
    if is_ascii(code_point):
        return bytes((code_point,))
    pointer = index_pointers("euc-kr").get(code_point)
    if pointer is None:
        return None
    return bytes((pointer // 190 + 0x81, pointer % 190 + 0x41))


def x_user_defined(code_point: int) -> bytes | None:
    """https://encoding.spec.whatwg.org/#x-user-defined-encoder"""
    if is_ascii(code_point):
        return bytes((code_point,))
    if 0xF780 <= code_point <= 0xF7FF:
        return bytes((code_point - 0xF780 + 0x80,))
    return None


def iso_2022_jp(text: str) -> list[bytes | int]:
    """https://encoding.spec.whatwg.org/#iso-2022-jp-encoder run with "encode or fail" until
    end-of-queue, collecting the errors: the state carries over an error."""
    pointers = index_pointers("jis0208")
    katakana = dict(wpt.encoding.index("iso-2022-jp-katakana"))
    output: list[bytes | int] = []
    buffer = bytearray()
    state = "ASCII"
    queue = [*map(ord, text), None][::-1]  # popped from the end; "restore" pushes back

    def error(code_point: int) -> None:
        if buffer:
            output.append(bytes(buffer))
            buffer.clear()
        output.append(code_point)

    while queue:
        code_point = queue.pop()
        if code_point is None:
            if state != "ASCII":
                state = "ASCII"
                buffer += b"\x1b(B"
            break
        if state in ("ASCII", "Roman") and code_point in (0x0E, 0x0F, 0x1B):
            error(0xFFFD)
            continue
        if state == "ASCII" and is_ascii(code_point):
            buffer.append(code_point)
            continue
        if state == "Roman" and (
            (is_ascii(code_point) and code_point not in (0x5C, 0x7E))
            or code_point in (0xA5, 0x203E)
        ):
            buffer.append({0xA5: 0x5C, 0x203E: 0x7E}.get(code_point, code_point))
            continue
        if is_ascii(code_point) and state != "ASCII":
            queue.append(code_point)
            state = "ASCII"
            buffer += b"\x1b(B"
            continue
        if code_point in (0xA5, 0x203E) and state != "Roman":
            queue.append(code_point)
            state = "Roman"
            buffer += b"\x1b(J"
            continue
        if code_point == 0x2212:
            code_point = 0xFF0D
        if 0xFF61 <= code_point <= 0xFF9F:
            code_point = katakana[code_point - 0xFF61]
        pointer = pointers.get(code_point)
        if pointer is None:
            if state == "jis0208":
                queue.append(code_point)
                state = "ASCII"
                buffer += b"\x1b(B"
                continue
            error(code_point)
            continue
        if state != "jis0208":
            queue.append(code_point)
            state = "jis0208"
            buffer += b"\x1b$B"
            continue
        buffer += bytes((pointer // 94 + 0x21, pointer % 94 + 0x21))
    if buffer:
        output.append(bytes(buffer))
    return output


#: The name of the index of each single-byte encoding (its name lowercased, but one).
SINGLE_BYTE = {
    encoding["name"]: encoding["name"].lower().replace("iso-8859-8-i", "iso-8859-8")
    for group in wpt.encoding.encodings()
    if group["heading"] == "Legacy single-byte encodings"
    for encoding in group["encodings"]
}


def stateless_handler(encoding: str) -> Handler:
    if encoding in SINGLE_BYTE:
        return single_byte(SINGLE_BYTE[encoding])
    handlers: dict[str, Handler] = {
        "UTF-8": utf_8,
        "GBK": gb18030(is_gbk=True),
        "gb18030": gb18030(is_gbk=False),
        "Big5": big5,
        "EUC-JP": euc_jp,
        "Shift_JIS": shift_jis,
        "EUC-KR": euc_kr,
        "x-user-defined": x_user_defined,
    }
    return handlers[encoding]


def reference_chunks(encoding: str, text: str) -> list[bytes | int]:
    """What ``encode_or_fail_chunks(encoding, text)`` must return, per the standard."""
    if encoding == "ISO-2022-JP":
        return iso_2022_jp(text)
    handler = stateless_handler(encoding)
    output: list[bytes | int] = []
    buffer = bytearray()
    for c in text:
        encoded = handler(ord(c))
        if encoded is None:
            if buffer:
                output.append(bytes(buffer))
                buffer.clear()
            output.append(ord(c))
        else:
            buffer += encoded
    if buffer:
        output.append(bytes(buffer))
    return output


# --- the comparison -----------------------------------------------------------------------

#: Every encoding that has an encoder (all but replacement, UTF-16BE and UTF-16LE).
ENCODERS = [
    encoding["name"]
    for group in wpt.encoding.encodings()
    for encoding in group["encodings"]
    if encoding["name"] not in ("replacement", "UTF-16BE", "UTF-16LE")
]


def index_code_points(encoding: str) -> list[int]:
    """The code points an encoder is most likely to get wrong: those of its indexes and
    special cases, and either side of each gb18030 range."""
    names = {
        "GBK": ["gb18030"],
        "gb18030": ["gb18030", "gb18030-ranges"],
        "Big5": ["big5"],
        "EUC-JP": ["jis0208"],
        "ISO-2022-JP": ["jis0208"],
        "Shift_JIS": ["jis0208"],
        "EUC-KR": ["euc-kr"],
    }.get(encoding, [SINGLE_BYTE[encoding]] if encoding in SINGLE_BYTE else [])
    code_points = {c for name in names for _, c in wpt.encoding.index(name)}
    code_points |= {c + delta for c in code_points for delta in (-1, 1)}
    code_points |= {*range(0x100), 0x203E, 0x2212, *range(0xFF61, 0xFFA0), 0xE5E5, 0x20AC}
    code_points |= {*range(0xE78D, 0xE865), *range(0xF780, 0xF800), 0xFFFF, 0x10000, 0x10FFFF}
    return sorted(c for c in code_points if 0 <= c <= 0x10FFFF and not 0xD800 <= c <= 0xDFFF)


def interleaved(encoding: str, code_points: Iterable[int]) -> str:
    """The code points, each followed by a separator the encoder fails on (UTF-8 fails on
    nothing), so that each code point's output stands on its own; ISO-2022-JP gets each code
    point in each of its three states instead (after ASCII "a", Roman "¥", jis0208 "≡")."""
    if encoding == "UTF-8":
        return "".join(map(chr, code_points))
    if encoding == "ISO-2022-JP":
        return "".join(f"a{c}\xa5{c}\u2261{c}" for c in map(chr, code_points))
    separator = "\ue5e5"  # U+E5E5: no index has it, and gb18030 fails on it by name
    assert reference_chunks(encoding, separator) == [0xE5E5]
    return separator.join(map(chr, code_points)) + separator


def compare(encoding: str, code_points: list[int]) -> None:
    text = interleaved(encoding, code_points)
    expected = reference_chunks(encoding, text)
    actual = encode_or_fail_chunks(encoding, text)
    if actual != expected:  # name the first code point that differs, not a 2-million-item diff
        for c in code_points:
            one = interleaved(encoding, [c])
            assert encode_or_fail_chunks(encoding, one) == reference_chunks(encoding, one), hex(c)
    assert actual == expected


@pytest.mark.parametrize("encoding", ENCODERS)
def test_encoder_on_its_indexes_and_a_sample(encoding: str) -> None:
    sample = set(index_code_points(encoding)) | set(SCALAR_VALUES[::251])
    compare(encoding, sorted(sample))


@pytest.mark.slow
@pytest.mark.parametrize("encoding", ENCODERS)
def test_encoder_on_every_scalar_value(encoding: str) -> None:
    compare(encoding, SCALAR_VALUES)


def test_every_encoding_has_an_encoder_here() -> None:
    assert len(ENCODERS) == 37
    for encoding in ENCODERS:
        assert encode_or_fail_chunks(encoding, "a") == [b"a"]


def test_separators_and_states_reach_the_encoder() -> None:
    # The comparison would prove little if every code point came out as an error.
    chunks = encode_or_fail_chunks("Shift_JIS", interleaved("Shift_JIS", [0x41, 0x2261, 0x2260]))
    assert chunks == [b"A", 0xE5E5, b"\x81\xdf", 0xE5E5, b"\x81\x82", 0xE5E5]
    # "a≡¥≡≡≡": ≡ after ASCII, after Roman, after jis0208.
    assert reference_chunks("ISO-2022-JP", interleaved("ISO-2022-JP", [0x2261])) == [
        b'a\x1b$B"a\x1b(J\\\x1b$B"a"a"a\x1b(B'
    ]


# --- the label table ----------------------------------------------------------------------


def test_label_table_is_fresh() -> None:
    from generate import encoding_labels

    committed = encoding_labels.TARGET.read_text(encoding="utf-8")
    assert committed == encoding_labels.generate(), "run: python -m generate encoding-labels"


def test_every_label_of_the_standard() -> None:
    labels = 0
    for group in wpt.encoding.encodings():
        for encoding in group["encodings"]:
            for label in encoding["labels"]:
                assert get_encoding(label) == encoding["name"]
                assert get_encoding(f" {label.upper()}\t") == encoding["name"]
                labels += 1
    assert labels == 228
