"""The standard's encoders one code point at a time, over the standard's indexes read out of
CPython's decoders (see :mod:`._encoders` for how and where they differ).

Each stateless encoding's *handler* (:func:`_handler`) runs the standard's steps for one
non-ASCII code point: its bytes, or None for "error with code point". The C codecs that run the
encoders (:mod:`._encoders_single_byte`, :mod:`._encoders_html`) call them only where the
codec and the standard differ; the proofs compare them with the standard at every code point.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache, partial
from itertools import chain

# --- Encoders -------------------------------------------------------------------

#: A stateless encoder's handler for one non-ASCII code point: its bytes, or
#: None for "error with code point". (Every stateless encoder returns an ASCII
#: code point as the byte of the same value, so those never reach a handler.)
_Handler = Callable[[int], bytes | None]


@cache
def _handler(encoding: str) -> _Handler:
    factory = _HANDLER_FACTORIES.get(encoding)
    if factory is None:
        raise LookupError(f"no encoder for {encoding!r} (pass a name from get_encoding())")
    return factory()


def _decode_one(codec: str, data: bytes) -> int | None:
    """The single code point ``codec`` decodes ``data`` to, if it does."""
    try:
        decoded = data.decode(codec)
    except UnicodeDecodeError:
        return None
    return ord(decoded) if len(decoded) == 1 else None


def _read_index(
    codec: str,
    pointers: Iterable[int],
    pointer_bytes: Callable[[int], bytes],
    corrections: Mapping[int, int],
) -> Iterator[tuple[int, int]]:
    """The (pointer, code point) entries of an index, in pointer order, read
    out of ``codec``'s decoder: ``pointer_bytes`` is the byte sequence the
    encoding's decoder turns into that pointer."""
    for pointer in pointers:
        code_point = corrections.get(pointer)
        if code_point is None:
            code_point = _decode_one(codec, pointer_bytes(pointer))
        if code_point is not None:
            yield pointer, code_point


def _first_pointers(entries: Iterator[tuple[int, int]]) -> dict[int, int]:
    """https://encoding.spec.whatwg.org/#index-pointer for every code point:
    "the *first* pointer corresponding to code point"."""
    pointers: dict[int, int] = {}
    for pointer, code_point in entries:
        pointers.setdefault(code_point, pointer)
    return pointers


#: The encodings whose CPython codec's encoder equals the standard's encoder at every scalar
#: value (single-byte: https://encoding.spec.whatwg.org/#single-byte-encoder; EUC-KR:
#: https://encoding.spec.whatwg.org/#euc-kr-encoder).
_CODEC_ENCODERS = {
    "IBM866": "cp866",
    "ISO-8859-2": "iso8859_2",
    "ISO-8859-3": "iso8859_3",
    "ISO-8859-4": "iso8859_4",
    "ISO-8859-5": "iso8859_5",
    "ISO-8859-6": "iso8859_6",
    "ISO-8859-7": "iso8859_7",
    "ISO-8859-8": "iso8859_8",
    "ISO-8859-8-I": "iso8859_8",  # the same index as ISO-8859-8
    "ISO-8859-10": "iso8859_10",
    "ISO-8859-13": "iso8859_13",
    "ISO-8859-14": "iso8859_14",
    "ISO-8859-15": "iso8859_15",
    "ISO-8859-16": "iso8859_16",
    "KOI8-R": "koi8_r",
    "macintosh": "mac_roman",
    "windows-1256": "cp1256",
    "x-mac-cyrillic": "mac_cyrillic",
    "EUC-KR": "cp949",
}


def _codec_handler(codec: str) -> _Handler:
    def handler(code_point: int) -> bytes | None:
        try:
            return chr(code_point).encode(codec)
        except UnicodeEncodeError:
            return None

    return handler


# --- Single-byte encodings: https://encoding.spec.whatwg.org/#legacy-single-byte-encodings

#: The single-byte encodings whose CPython codec differs from the standard's encoder, and
#: the codec their index is read from.
_SINGLE_BYTE_CODECS = {
    "KOI8-U": "koi8_u",
    "windows-874": "cp874",
    "windows-1250": "cp1250",
    "windows-1251": "cp1251",
    "windows-1252": "cp1252",
    "windows-1253": "cp1253",
    "windows-1254": "cp1254",
    "windows-1255": "cp1255",
    "windows-1257": "cp1257",
    "windows-1258": "cp1258",
}

#: Pointers (byte - 0x80) where index single-byte differs from the codec.
_SINGLE_BYTE_CORRECTIONS: dict[str, dict[int, int]] = {
    "windows-1255": {0x4A: 0x05BA},  # HEBREW POINT HOLAM HASER FOR VAV
    "KOI8-U": {0x2E: 0x045E, 0x3E: 0x040E},  # ў and Ў, as in KOI8-RU
}


@cache
def _single_byte_table(encoding: str) -> dict[int, bytes]:
    """The byte each non-ASCII code point encodes to in
    https://encoding.spec.whatwg.org/#single-byte-encoder, or in
    https://encoding.spec.whatwg.org/#x-user-defined-encoder: "If code point is in the range
    U+F780 to U+F7FF, inclusive, return a byte whose value is code point − 0xF780 + 0x80"."""
    if encoding == "x-user-defined":
        return {0xF780 + pointer: bytes((pointer + 0x80,)) for pointer in range(0x80)}
    codec = _SINGLE_BYTE_CODECS[encoding]
    # The windows-* indexes give the bytes 0x80-0x9F that Windows leaves
    # undefined the C1 control of the same value; CPython leaves them undefined.
    c1 = {
        pointer: pointer + 0x80
        for pointer in range(0x20)
        if _decode_one(codec, bytes((pointer + 0x80,))) is None
    }
    corrections = c1 | _SINGLE_BYTE_CORRECTIONS.get(encoding, {})
    pointers = _first_pointers(
        _read_index(codec, range(0x80), lambda pointer: bytes((pointer + 0x80,)), corrections)
    )
    return {code_point: bytes((pointer + 0x80,)) for code_point, pointer in pointers.items()}


def _single_byte_handler(encoding: str) -> _Handler:
    """https://encoding.spec.whatwg.org/#single-byte-encoder"""
    return _single_byte_table(encoding).get


# --- Chinese (simplified): https://encoding.spec.whatwg.org/#legacy-multi-byte-chinese-(simplified)-encodings

#: Pointers where index gb18030 differs from CPython's gb18030 codec (GB18030-2000).
_GB18030_CORRECTIONS = {
    # 0xA3 0xA0: "maps ... to U+3000 ... rather than U+E5E5 for compatibility"
    6555: 0x3000,
    # 0xA8 0xBC: the GB18030-2005 revision
    7533: 0x1E3F,
    # GB18030-2022: ten vertical forms and eight CJK ideographs leave the PUA
    7182: 0xFE10, 7183: 0xFE12, 7184: 0xFE11, 7185: 0xFE13, 7186: 0xFE14,
    7187: 0xFE15, 7188: 0xFE16, 7201: 0xFE17, 7202: 0xFE18, 7208: 0xFE19,
    23775: 0x9FB4, 23783: 0x9FB5, 23788: 0x9FB6, 23789: 0x9FB7,
    23795: 0x9FB8, 23812: 0x9FB9, 23829: 0x9FBA, 23845: 0x9FBB,
}  # fmt: skip

#: The gb18030 encoder's table for the PUA code points of those 18 pointers
#: (step 5: "This asymmetric encoder table preserves compatibility with the
#: GB18030-2005 standard").
_GB18030_PUA = {
    0xE78D: b"\xa6\xd9", 0xE78E: b"\xa6\xda", 0xE78F: b"\xa6\xdb", 0xE790: b"\xa6\xdc",
    0xE791: b"\xa6\xdd", 0xE792: b"\xa6\xde", 0xE793: b"\xa6\xdf", 0xE794: b"\xa6\xec",
    0xE795: b"\xa6\xed", 0xE796: b"\xa6\xf3", 0xE81E: b"\xfe\x59", 0xE826: b"\xfe\x61",
    0xE82B: b"\xfe\x66", 0xE82C: b"\xfe\x67", 0xE832: b"\xfe\x6d", 0xE843: b"\xfe\x7e",
    0xE854: b"\xfe\x90", 0xE864: b"\xfe\xa0",
}  # fmt: skip


def _gb18030_two_bytes(pointer: int) -> bytes:
    leading, trailing = divmod(pointer, 190)
    return bytes((leading + 0x81, trailing + (0x40 if trailing < 0x3F else 0x41)))


@cache
def _gb18030_pointers() -> dict[int, int]:
    entries = _read_index("gb18030", range(126 * 190), _gb18030_two_bytes, _GB18030_CORRECTIONS)
    return _first_pointers(entries)


def _index_gb18030_ranges_pointer(code_point: int) -> int:
    """https://encoding.spec.whatwg.org/#index-gb18030-ranges-pointer"""
    if code_point == 0xE7C7:
        return 7457
    # Outside index gb18030 (and U+E5E5, U+E7C7 and the PUA table), CPython's
    # four-byte sequences are those of index gb18030 ranges.
    b1, b2, b3, b4 = chr(code_point).encode("gb18030")
    return (((b1 - 0x81) * 10 + b2 - 0x30) * 126 + b3 - 0x81) * 10 + b4 - 0x30


def _gb18030_handler(is_gbk: bool) -> _Handler:
    """https://encoding.spec.whatwg.org/#gb18030-encoder (GBK's encoder when
    ``is_gbk``: https://encoding.spec.whatwg.org/#gbk-encoder)."""
    pointers = _gb18030_pointers()

    def handler(code_point: int) -> bytes | None:
        if code_point == 0xE5E5:
            return None
        if is_gbk and code_point == 0x20AC:
            return b"\x80"
        encoded = _GB18030_PUA.get(code_point)
        if encoded is not None:
            return encoded
        pointer = pointers.get(code_point)
        if pointer is not None:
            return _gb18030_two_bytes(pointer)
        if is_gbk:
            return None
        pointer = _index_gb18030_ranges_pointer(code_point)
        byte1, pointer = divmod(pointer, 10 * 126 * 10)
        byte2, pointer = divmod(pointer, 10 * 126)
        byte3, byte4 = divmod(pointer, 10)
        return bytes((byte1 + 0x81, byte2 + 0x30, byte3 + 0x81, byte4 + 0x30))

    return handler


# --- Chinese (traditional): https://encoding.spec.whatwg.org/#big5-encoder

#: Pointers (from 5024 on) where index Big5 differs from CPython's big5hkscs.
_BIG5_CORRECTIONS = {
    5029: 0x2027, 5038: 0xFE51, 5120: 0x00AF, 5153: 0xFF5E, 5168: 0x2295,
    5169: 0x2299, 5182: 0x2215, 5183: 0xFE68, 5185: 0xFFE5, 5187: 0xFFE0,
    5188: 0xFFE1,
    # 0xA3 0xC0-0xE1: the control pictures U+2400-U+241F, U+2421, then U+20AC
    **{5432 + i: 0x2400 + i for i in range(0x20)}, 5464: 0x2421, 5465: 0x20AC,
    10942: 0x5EF4, 10946: 0x65E0, 10948: 0x7676, 10950: 0x96B6, 10957: 0x3003,
    10958: 0x4EDD,
    19028: 0x5029, 19035: 0x507D, 19088: 0x5305, 19096: 0x5344, 19112: 0x537F,
    19162: 0x5605, 19240: 0x5A77, 19299: 0x5E75, 19305: 0x5ED0, 19326: 0x5F58,
    19355: 0x60A4, 19398: 0x6490, 19439: 0x6674, 19454: 0x675E, 19553: 0x6C9C,
    19554: 0x6E1D, 19557: 0x6E2F, 19611: 0x716E, 19643: 0x732A, 19672: 0x745C,
    19697: 0x74E9, 19748: 0x7809,
}  # fmt: skip

#: "If code point is U+2550, U+255E, U+2561, U+256A, U+5341, or U+5345, return
#: the *last* pointer"
_BIG5_LAST_POINTER = frozenset((0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345))


def _big5_two_bytes(pointer: int) -> bytes:
    leading, trailing = divmod(pointer, 157)
    return bytes((leading + 0x81, trailing + (0x40 if trailing < 0x3F else 0x62)))


@cache
def _index_big5_pointers() -> dict[int, int]:
    """https://encoding.spec.whatwg.org/#index-big5-pointer for every code point."""
    # "Let index be index Big5 excluding all entries whose pointer is less than
    # (0xA1 - 0x81) x 157" (the Hong Kong Supplementary Character Set extensions).
    entries = _read_index(
        "big5hkscs", range((0xA1 - 0x81) * 157, 126 * 157), _big5_two_bytes, _BIG5_CORRECTIONS
    )
    pointers: dict[int, int] = {}
    for pointer, code_point in entries:
        if code_point in _BIG5_LAST_POINTER:
            pointers[code_point] = pointer
        else:
            pointers.setdefault(code_point, pointer)
    return pointers


def _big5_handler() -> _Handler:
    pointers = _index_big5_pointers()

    def handler(code_point: int) -> bytes | None:
        pointer = pointers.get(code_point)
        return None if pointer is None else _big5_two_bytes(pointer)

    return handler


# --- Japanese: https://encoding.spec.whatwg.org/#legacy-multi-byte-japanese-encodings


def _shift_jis_two_bytes(pointer: int) -> bytes:
    leading, trailing = divmod(pointer, 188)
    leading += 0x81 if leading < 0x1F else 0xC1
    trailing += 0x40 if trailing < 0x3F else 0x41
    return bytes((leading, trailing))


@cache
def _jis0208_pointers() -> tuple[dict[int, int], dict[int, int]]:
    """The index pointer in index jis0208 and
    https://encoding.spec.whatwg.org/#index-shift_jis-pointer, for every code point."""
    # Pointers 8836-10715 are EUDC, which Shift_JIS's decoder maps to the PUA
    # outside index jis0208 (as cp932 does).
    pointers = chain(range(8836), range(10716, 120 * 94))
    index_pointers: dict[int, int] = {}
    shift_jis_pointers: dict[int, int] = {}
    for pointer, code_point in _read_index("cp932", pointers, _shift_jis_two_bytes, {}):
        index_pointers.setdefault(code_point, pointer)
        # "index jis0208 excluding all entries whose pointer is in the range 8272
        # to 8835" (NEC-selected IBM extensions, which come again further on)
        if not 8272 <= pointer <= 8835:
            shift_jis_pointers.setdefault(code_point, pointer)
    return index_pointers, shift_jis_pointers


#: The Shift_JIS and EUC-JP encoders: "If codePoint is U+00A5 (¥), then return byte 0x5C. If
#: codePoint is U+203E (‾), then return byte 0x7E."
_YEN_AND_OVERLINE = {0xA5: b"\x5c", 0x203E: b"\x7e"}


def _shift_jis_handler() -> _Handler:
    """https://encoding.spec.whatwg.org/#shift_jis-encoder"""
    pointers = _jis0208_pointers()[1]

    def handler(code_point: int) -> bytes | None:
        if code_point == 0x80:
            return b"\x80"
        if code_point in _YEN_AND_OVERLINE:
            return _YEN_AND_OVERLINE[code_point]
        if 0xFF61 <= code_point <= 0xFF9F:
            return bytes((code_point - 0xFF61 + 0xA1,))
        if code_point == 0x2212:
            code_point = 0xFF0D
        pointer = pointers.get(code_point)
        return None if pointer is None else _shift_jis_two_bytes(pointer)

    return handler


def _euc_jp_handler() -> _Handler:
    """https://encoding.spec.whatwg.org/#euc-jp-encoder"""
    pointers = _jis0208_pointers()[0]

    def handler(code_point: int) -> bytes | None:
        if code_point in _YEN_AND_OVERLINE:
            return _YEN_AND_OVERLINE[code_point]
        if 0xFF61 <= code_point <= 0xFF9F:
            return bytes((0x8E, code_point - 0xFF61 + 0xA1))
        if code_point == 0x2212:
            code_point = 0xFF0D
        pointer = pointers.get(code_point)
        if pointer is None:
            return None
        leading, trailing = divmod(pointer, 94)
        return bytes((leading + 0xA1, trailing + 0xA1))

    return handler


def _utf8(code_point: int) -> bytes | None:
    return chr(code_point).encode("utf-8")


_HANDLER_FACTORIES: dict[str, Callable[[], _Handler]] = {
    "UTF-8": lambda: _utf8,
    **{name: partial(_codec_handler, codec) for name, codec in _CODEC_ENCODERS.items()},
    **{name: partial(_single_byte_handler, name) for name in _SINGLE_BYTE_CODECS},
    "GBK": partial(_gb18030_handler, True),
    "gb18030": partial(_gb18030_handler, False),
    "Big5": _big5_handler,
    "EUC-JP": _euc_jp_handler,
    "Shift_JIS": _shift_jis_handler,
    "x-user-defined": partial(_single_byte_handler, "x-user-defined"),
}
