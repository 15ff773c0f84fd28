"""The Encoding Standard's indexes as the decoders use them (pointer -> code point).

Spec: https://encoding.spec.whatwg.org/#indexes

As for the encoders (:mod:`._encoders`), every index is read on first use out of a CPython
codec's decoder plus short commented correction tables; ``tests/encoding`` proves each one
equal to the standard's published index file at every pointer. A table is a ``str`` with one
character per pointer, ``"\\x00"`` where the index has no code point (no index maps a pointer
to U+0000).
"""

from __future__ import annotations

from functools import cache
from itertools import chain

from ._encoder_steps import (
    _BIG5_CORRECTIONS,
    _CODEC_ENCODERS,
    _GB18030_CORRECTIONS,
    _SINGLE_BYTE_CODECS,
    _SINGLE_BYTE_CORRECTIONS,
    _big5_two_bytes,
    _decode_one,
    _gb18030_two_bytes,
    _read_index,
    _shift_jis_two_bytes,
)

__all__ = [
    "BIG5_TWO_CODE_POINTS",
    "NULL",
    "index_big5",
    "index_euc_kr",
    "index_gb18030",
    "index_gb18030_ranges_code_point",
    "index_jis0208",
    "index_jis0212",
    "single_byte_table",
]

#: The table entry for "no code point at this pointer".
NULL = "\x00"


def _table(size: int, entries: object) -> str:
    chars = [NULL] * size
    for pointer, code_point in entries:  # type: ignore[attr-defined]
        chars[pointer] = chr(code_point)
    return "".join(chars)


@cache
def single_byte_table(encoding: str) -> str:
    """A ``codecs.charmap_decode`` table for a single-byte encoding: the 128 ASCII bytes as
    themselves, then https://encoding.spec.whatwg.org/#single-byte-decoder's index code point
    for byte - 0x80, U+FFFE ("undefined" to the charmap codec) where the index has none."""
    codec = _CODEC_ENCODERS.get(encoding) or _SINGLE_BYTE_CODECS[encoding]
    corrections = dict(_SINGLE_BYTE_CORRECTIONS.get(encoding, {}))
    if encoding in _SINGLE_BYTE_CODECS:
        # The windows-* indexes give the bytes 0x80-0x9F that Windows leaves undefined the
        # C1 control of the same value; CPython leaves them undefined.
        for pointer in range(0x20):
            if _decode_one(codec, bytes((pointer + 0x80,))) is None:
                corrections[pointer] = pointer + 0x80
    entries = _read_index(codec, range(0x80), lambda p: bytes((p + 0x80,)), corrections)
    upper = ["\ufffe"] * 0x80
    for pointer, code_point in entries:
        upper[pointer] = chr(code_point)
    return "".join(map(chr, range(0x80))) + "".join(upper)


@cache
def index_gb18030() -> str:
    """https://encoding.spec.whatwg.org/#index-gb18030 (the two-byte pointers)."""
    return _table(
        126 * 190,
        _read_index("gb18030", range(126 * 190), _gb18030_two_bytes, _GB18030_CORRECTIONS),
    )


#: Pointers below (0xA1 - 0x81) x 157 (the Hong Kong Supplementary Character Set part, which
#: the encoder does not use) where index Big5 differs from CPython's big5hkscs: CPython leaves
#: them undefined.
_BIG5_HKSCS_CORRECTIONS = {
    1000: 0x3875, 1001: 0x21D53, 1002: 0x2369E, 1003: 0x26021, 1004: 0x3EEC, 1005: 0x258DE,
    1006: 0x3AF5, 1007: 0x7AFC, 1008: 0x9F97, 1009: 0x24161, 1010: 0x2890D, 1011: 0x231EA,
    1012: 0x20A8A, 1013: 0x2325E, 1014: 0x430A, 1015: 0x8484, 1016: 0x9F96, 1017: 0x942F,
    1018: 0x4930, 1019: 0x8613, 1020: 0x5896, 1021: 0x974A, 1022: 0x9218, 1023: 0x79D0,
    1024: 0x7A32, 1025: 0x6660, 1026: 0x6A29, 1027: 0x889D, 1028: 0x744C, 1029: 0x7BC5,
    1030: 0x6782, 1031: 0x7A2C, 1032: 0x524F, 1033: 0x9046, 1034: 0x34E6, 1035: 0x73C4,
    1036: 0x25DB9, 1037: 0x74C6, 1038: 0x9FC7, 1039: 0x57B3, 1040: 0x492F, 1041: 0x544C,
    1042: 0x4131, 1043: 0x2368E, 1044: 0x5818, 1045: 0x7A72, 1046: 0x27B65, 1047: 0x8B8F,
    1048: 0x46AE, 1049: 0x26E88, 1050: 0x4181, 1051: 0x25D99, 1052: 0x7BAE, 1053: 0x224BC,
    1054: 0x9FC8, 1055: 0x224C1, 1056: 0x224C9, 1057: 0x224CC, 1058: 0x9FC9, 1059: 0x8504,
    1060: 0x235BB, 1061: 0x40B4, 1062: 0x9FCA, 1063: 0x44E1, 1064: 0x2ADFF, 1065: 0x62C1,
    1066: 0x706E, 1067: 0x9FCB, 2082: 0x7BB8, 2088: 0x7C06, 2103: 0x7CCE, 2114: 0x7DD2,
    2123: 0x7E1D, 2148: 0x8005, 2151: 0x8028, 2221: 0x83C1, 2239: 0x84A8, 2244: 0x840F,
    2303: 0x89A6, 2304: 0x89A9, 2354: 0x8D77, 2400: 0x90FD, 2413: 0x92B9, 2477: 0x975C,
    2498: 0x97FF, 2605: 0x9F16, 2673: 0x8503, 2746: 0x5159, 2747: 0x515B, 2748: 0x515D,
    2749: 0x515E, 2771: 0x936E, 2780: 0x7479, 2990: 0x6D67, 3087: 0x799B, 3259: 0x9097,
    3301: 0x975D, 3436: 0x701E, 3451: 0x5B28, 4136: 0x7201, 4138: 0x77D7, 4141: 0x7E87,
    4182: 0x99D6, 4206: 0x91D4, 4220: 0x60DE, 4230: 0x6FB6, 4241: 0x8F36, 4258: 0x4FBB,
    4273: 0x71DF, 4279: 0x9104, 4282: 0x9DF0, 4294: 0x83CF, 4329: 0x5C10, 4330: 0x79E3,
    4349: 0x5A67, 4419: 0x8F0B, 4422: 0x7B51, 4494: 0x62D0, 4624: 0x6062, 4694: 0x75F9,
    4708: 0x6C4A, 4742: 0x9B2E, 4748: 0x9F17, 4815: 0x50ED, 4828: 0x5F0C, 4902: 0x880F,
    4922: 0x62CE, 4982: 0x7468, 4992: 0x7162, 4997: 0x7250,
}  # fmt: skip

#: "If there is a row in the table below whose first column is pointer, then return the two
#: code points listed in its second column": not part of index Big5 (big5hkscs has them).
BIG5_TWO_CODE_POINTS = {
    1133: "\u00ca\u0304",
    1135: "\u00ca\u030c",
    1164: "\u00ea\u0304",
    1166: "\u00ea\u030c",
}


@cache
def index_big5() -> str:
    """https://encoding.spec.whatwg.org/#index-big5"""
    corrections = _BIG5_CORRECTIONS | _BIG5_HKSCS_CORRECTIONS
    pointers = (p for p in range(126 * 157) if p not in BIG5_TWO_CODE_POINTS)
    return _table(126 * 157, _read_index("big5hkscs", pointers, _big5_two_bytes, corrections))


@cache
def index_jis0208() -> str:
    """https://encoding.spec.whatwg.org/#index-jis0208"""
    # Pointers 8836-10715 are EUDC, outside index jis0208; cp932 maps them to the PUA.
    pointers = chain(range(8836), range(10716, 120 * 94))
    return _table(120 * 94, _read_index("cp932", pointers, _shift_jis_two_bytes, {}))


#: Pointers where index jis0212 differs from CPython's euc_jp (0x8F, then two bytes).
_JIS0212_CORRECTIONS = {116: 0xFF5E}  # euc_jp: U+007E TILDE


def _jis0212_bytes(pointer: int) -> bytes:
    leading, trailing = divmod(pointer, 94)
    return bytes((0x8F, leading + 0xA1, trailing + 0xA1))


@cache
def index_jis0212() -> str:
    """https://encoding.spec.whatwg.org/#index-jis0212"""
    return _table(
        94 * 94, _read_index("euc_jp", range(94 * 94), _jis0212_bytes, _JIS0212_CORRECTIONS)
    )


def _euc_kr_bytes(pointer: int) -> bytes:
    leading, trailing = divmod(pointer, 190)
    return bytes((leading + 0x81, trailing + 0x41))


@cache
def index_euc_kr() -> str:
    """https://encoding.spec.whatwg.org/#index-euc-kr (equal to CPython's cp949 decoder)."""
    # 126 rows: the leading byte 0xFE has a row of pointers, none of them in the index
    return _table(126 * 190, _read_index("cp949", range(126 * 190), _euc_kr_bytes, {}))


def index_gb18030_ranges_code_point(pointer: int) -> str:
    """https://encoding.spec.whatwg.org/#index-gb18030-ranges-code-point, ``NULL`` for null."""
    if 39419 < pointer < 189000 or pointer > 1237575:
        return NULL
    if pointer == 7457:
        return "\ue7c7"
    # Elsewhere CPython's four-byte sequences are those of index gb18030 ranges.
    byte1, rest = divmod(pointer, 10 * 126 * 10)
    byte2, rest = divmod(rest, 10 * 126)
    byte3, byte4 = divmod(rest, 10)
    four = bytes((byte1 + 0x81, byte2 + 0x30, byte3 + 0x81, byte4 + 0x30))
    return four.decode("gb18030")
