"""The Encoding Standard's labels and encoders (what the URL Standard uses).

Spec: https://encoding.spec.whatwg.org/

- :func:`get_encoding` turns a label into an encoding name, spelled exactly as
  the Encoding Standard's table of names and labels spells it.
- :func:`get_output_encoding` is the step form submission and URL parsing use.
- :func:`encode_or_fail_chunks` runs an encoding's encoder over a string in
  "fatal" mode, resuming after each error, the way
  https://url.spec.whatwg.org/#string-percent-encode-after-encoding loops it.

How the encoders are built
--------------------------
Where a CPython codec's encoder equals the standard's encoder at every scalar value, it is
used as it is (:data:`_CODEC_ENCODERS`: 18 single-byte encodings and EUC-KR, which is
``cp949``). The others are written out here: the standard's algorithm over the standard's
index, the index read on first use out of a CPython codec's *decoder*, which agrees with the
standard's index at every pointer but for the short, commented correction tables below.
These codecs' *encoders* differ from the standard's (counted over all scalar values):

==============  ===========  ==================================================================
encoding        differs at   the index: source, corrections
==============  ===========  ==================================================================
windows-874,    1 to 23      the codec of the same encoding; the bytes 0x80-0x9F that CPython's
windows-125x    code points  cp874/cp125x leave undefined are the C1 controls of the same value;
(not 1256),                  windows-1255 0xCA is U+05BA; KOI8-U 0xAE and 0xBE are U+045E and
KOI8-U                       U+040E (CPython's koi8_u has box drawings there)
Shift_JIS,      2,264 /      jis0208 from cp932 (EUDC pointers 8836-10715 are not part of it);
EUC-JP          6,244        cp932 and euc_jp pick other pointers and add best-fit mappings
Big5            1,221        big5hkscs, only the pointers the encoder uses (from
                             (0xA1 - 0x81) x 157 on), with 73 corrections
gb18030, GBK    21 / 2,166   the gb18030 codec (GB18030-2000), with the 2005 and 2022 revisions
                             and 0xA3 0xA0 = U+3000 applied (20 corrections); the four-byte
                             ranges are the codec's, save U+E7C7
ISO-2022-JP     (stateful)   jis0208 as above; the katakana index written out (NFKC, but
                             U+FF9E/U+FF9F to U+309B/U+309C)
==============  ===========  ==================================================================

At run time every stateless encoder is a C codec (see "CPython's codecs where they equal the
standard's encoder" at the end): those codecs as they are, a ``codecs.charmap_build`` table of
the index for the other single-byte encodings, and for the other multi-byte ones the codec of
:data:`_MULTI_BYTE_CODECS` with the standard's steps only at the code points where the two
differ (worked out on first use): one call of the codec with an error handler running the
standard's steps, in both error modes; ISO-2022-JP's html mode is CPython's ``iso2022_jp``
codec with such a handler, its fatal mode encodes each run of jis0208 code points through
EUC-JP's (see "Error mode html of the multi-byte encodings" at the end).

The proof that every encoder here equals the standard is
``tests/encoding/test_encoding_standard.py``: a step-by-step transcription of the standard's
encoders over its published index files (``../shared/encoding``, pinned by sha256), compared
with these encoders at every scalar value (the slow tier; ISO-2022-JP in each of its states),
and at every code point of the indexes in the default run; ``test_encoder_html_mode.py`` does
the same for html mode, at every code point (surrogates too) and in random mixed strings. If a
future CPython changed one of the codecs used here, those tests are what fail.

The label table is generated code (``_labels.py``, from the standard's ``encodings.json``
by ``python -m generate encoding-labels``, with a test that fails when it is stale) rather
than ``webencodings``' table read at run time: it is the standard's own file, pinned with
the rest of its data, and ``webencodings`` would be a runtime dependency for one
dictionary (whose table happens to be equal today, and last changed with its 2017 release).

Input is a Python ``str`` taken as a JavaScript string: a surrogate pair is its one
supplementary code point and a lone surrogate is U+FFFD (Web IDL's ``USVString``
conversion, :func:`webapi._webidl.scalar_value_string`), as :mod:`webapi.url` does.
"""

from __future__ import annotations

import codecs
import re
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache, partial
from itertools import chain, groupby
from typing import NamedTuple, cast

from webapi._cache import BoundedCache
from webapi._webidl import require_str, scalar_value_string
from webapi.infra import ASCII_WHITESPACE, ascii_lowercase

__all__ = ["encode_or_fail_chunks", "get_encoding", "get_output_encoding"]


@cache
def _encodings_by_label() -> dict[str, str]:
    from ._labels import LABELS  # generated from encodings.json, loaded on first use

    return LABELS


def get_encoding(label: str) -> str | None:
    """https://encoding.spec.whatwg.org/#concept-encoding-get

    Returns the encoding's name, or None for failure. ``label`` must be a ``str``
    (``TypeError`` naming it otherwise: decode ``bytes`` first).
    """
    if type(label) is not str:
        label = require_str(label, "get_encoding", "label")
    return _encodings_by_label().get(ascii_lowercase(label.strip(ASCII_WHITESPACE)))


def get_output_encoding(encoding: str) -> str:
    """https://encoding.spec.whatwg.org/#get-an-output-encoding"""
    if encoding in ("replacement", "UTF-16BE", "UTF-16LE"):
        return "UTF-8"
    return encoding


# --- Encoders -------------------------------------------------------------------

#: A stateless encoder's handler for one non-ASCII code point: its bytes, or
#: None for "error with code point". (Every stateless encoder returns an ASCII
#: code point as the byte of the same value, so those never reach a handler.)
_Handler = Callable[[int], bytes | None]

_NOT_A_BYTE = re.compile(r"([^\x00-\xff])")


def encode_or_fail_chunks(encoding: str, text: str) -> list[bytes | int]:
    """Run ``encoding``'s encoder over ``text`` with
    https://encoding.spec.whatwg.org/#encode-or-fail until the end of the queue.

    Returns the output as byte chunks, with the code point of each error (an
    ``int``) where encode or fail returned it: the same encoder instance then
    carries on with the rest of ``text``, as the URL Standard's loop does.
    ``encoding`` is a name as :func:`get_encoding` returns it; the encodings
    without an encoder (replacement, UTF-16BE/LE) and unknown names raise
    :class:`LookupError`.
    """
    if type(encoding) is not str:
        encoding = require_str(encoding, "encode_or_fail_chunks", "encoding")
    if type(text) is not str:
        text = require_str(text, "encode_or_fail_chunks", "text")
    if encoding == "ISO-2022-JP":
        if text.isascii() and _ISO_2022_JP_RUN[_ASCII].fullmatch(text) is not None:
            return [text.encode("ascii")] if text else []
        return _iso_2022_jp_fatal_chunks(text)
    if encoding in _MULTI_BYTE_CODECS:
        if text.isascii():
            return [text.encode("ascii")] if text else []
        return _fatal_multi_byte_chunks(encoding, text)
    plan = _plan(encoding)  # look the name up even when text is ASCII
    if text.isascii():
        return [text.encode("ascii")] if text else []
    text = scalar_value_string(text)
    if encoding == "UTF-8":
        return [text.encode("utf-8")]
    return _fatal_chunks(plan, text)


def encode_html(encoding: str, text: str) -> bytes:
    """https://encoding.spec.whatwg.org/#encode with ``encoding``'s encoder in error mode
    "html": each code point the encoder fails on becomes ``&#``, its decimal value, ``;``
    (``encoding`` and ``text`` as :func:`encode_or_fail_chunks` takes them)."""
    if encoding == "ISO-2022-JP":
        return _iso_2022_jp_html(text)
    encoder = _html_encoder(encoding)  # look the name up even when text is ASCII
    if text.isascii():
        return text.encode("ascii")
    return encoder(text)


def _html_chunks(plan: _Plan, text: str) -> bytes:
    """A single-byte encoder, UTF-8's or EUC-KR's over the scalar value string ``text`` in
    "html" mode: CPython's "xmlcharrefreplace" writes the standard's "&#" + decimal + ";"."""
    return plan.codec(text, "xmlcharrefreplace")


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


#: https://encoding.spec.whatwg.org/#index-iso-2022-jp-katakana : U+FF61 to U+FF9F.
_ISO_2022_JP_KATAKANA = (
    "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノ"
    "ハヒフヘホマミムメモヤユヨラリルレロワン゛゜"
)
assert len(_ISO_2022_JP_KATAKANA) == 0xFF9F - 0xFF61 + 1

_ASCII, _ROMAN, _JIS0208 = "ASCII", "Roman", "jis0208"
_ISO_2022_JP_ESCAPE = {_ASCII: b"\x1b(B", _ROMAN: b"\x1b(J", _JIS0208: b"\x1b$B"}
#: What the ISO-2022-JP encoder passes through as bytes in the ASCII and Roman
#: states: ASCII but U+000E, U+000F, U+001B (and U+005C, U+007E in Roman).
_ISO_2022_JP_RUN = {
    _ASCII: re.compile(r"[\x00-\x0d\x10-\x1a\x1c-\x7f]+"),
    _ROMAN: re.compile(r"[\x00-\x0d\x10-\x1a\x1c-\x5b\x5d-\x7d\x7f]+"),
}


#: EUC-JP's bytes of a jis0208 pointer (0xA1 + leading, 0xA1 + trailing) to ISO-2022-JP's
#: (0x21 + leading, 0x21 + trailing).
_EUC_JP_TO_JIS = bytes.maketrans(bytes(range(0xA1, 0xFF)), bytes(range(0x21, 0x7F)))


@cache
def _jis0208_run() -> re.Pattern[str]:
    """A run of code points the ISO-2022-JP encoder writes as jis0208 pointers: those of index
    jis0208 and U+2212 ("If code point is U+2212, set it to U+FF0D"), but U+00A5 and U+203E,
    which it writes in the Roman state first, and U+FF61 to U+FF9F, which it maps to index
    ISO-2022-JP katakana first (neither is in index jis0208)."""
    code_points = set(_jis0208_pointers()[0]) | {0x2212}
    code_points -= {0xA5, 0x203E, *range(0xFF61, 0xFFA0)}
    ranges = []
    for _, group in groupby(enumerate(sorted(code_points)), lambda item: item[1] - item[0]):
        run = [code_point for _, code_point in group]
        ranges.append(f"\\U{run[0]:08x}-\\U{run[-1]:08x}")
    return re.compile(f"[{''.join(ranges)}]+")


class _Iso2022JpCodec(NamedTuple):
    """What :func:`_iso_2022_jp_html` needs to run CPython's ``iso2022_jp`` codec."""

    #: The code points the codec encodes and the standard's encoder fails on.
    failing: str
    #: For each code point the standard writes as a jis0208 pointer and the codec fails on,
    #: a code point the codec writes as that pointer, if there is one ...
    stand_ins: dict[str, str]
    #: ... else the pointer's two bytes.
    pointers: dict[str, bytes]
    #: The codec's error handler in html mode.
    errors: str
    #: The codec's error handler in fatal mode.
    fatal_errors: str


#: The codec's escape sequences around a jis0208 pointer's two bytes.
_JIS0208_ESCAPES = (b"\x1b$B", b"\x1b(B")


@cache
def _iso_2022_jp_codec() -> _Iso2022JpCodec:
    """Where CPython's ``iso2022_jp`` codec, run over text without U+00A5, U+203E, U+000E,
    U+000F and U+001B, differs from the standard's encoder at a code point (found the way
    :func:`_disagreements` finds it, each code point after ASCII): 5 code points it encodes
    and the standard does not (U+00A2, U+00A3, U+00AC, U+2016, U+301C: the standard's index
    has the fullwidth forms there), and some 500 the standard writes as jis0208 pointers
    and the codec fails on (the NEC and IBM extensions, U+2212, halfwidth katakana, ...)."""
    pointers = _jis0208_pointers()[0]

    def standard(code_point: int) -> bytes | None:
        if code_point == 0x2212:
            code_point = 0xFF0D
        elif 0xFF61 <= code_point <= 0xFF9F:
            code_point = ord(_ISO_2022_JP_KATAKANA[code_point - 0xFF61])
        pointer = pointers.get(code_point)
        if pointer is None or code_point in (0xA5, 0x203E):
            return None
        leading, trailing = divmod(pointer, 94)
        return bytes((leading + 0x21, trailing + 0x21))

    codec_encodes = _codec_encodes("iso2022_jp")
    candidates = set(pointers) | codec_encodes.keys() | {0x2212, *range(0xFF61, 0xFFA0)}
    failing: list[str] = []
    stand_ins: dict[str, str] = {}
    wrapped_pointers: dict[str, bytes] = {}
    for code_point in sorted(candidates - {0xA5, 0x203E}):
        if code_point < 0x80:
            continue
        pair = standard(code_point)
        ours = None if pair is None else pair.join(_JIS0208_ESCAPES)
        theirs = codec_encodes.get(code_point)
        if theirs == ours:
            continue
        if pair is None:
            failing.append(chr(code_point))
            continue
        # (The codec encodes no code point otherwise than the standard where both encode it:
        # tests/encoding/test_encoder_html_mode.py.)
        try:
            stand_in = pair.join(_JIS0208_ESCAPES).decode("iso2022_jp")
        except UnicodeDecodeError:
            stand_in = ""
        if len(stand_in) == 1 and codec_encodes.get(ord(stand_in)) == ours:
            stand_ins[chr(code_point)] = stand_in
        else:
            wrapped_pointers[chr(code_point)] = pair
    errors, fatal = "webapi.encoding-html-ISO-2022-JP", "webapi.encoding-fatal-ISO-2022-JP"
    codec = _Iso2022JpCodec("".join(failing), stand_ins, wrapped_pointers, errors, fatal)
    codecs.register_error(errors, cast(_ErrorHandler, _iso_2022_jp_error_handler(codec)))
    codecs.register_error(fatal, cast(_ErrorHandler, _iso_2022_jp_fatal_handler(codec)))
    return codec


def _iso_2022_jp_fatal_handler(
    codec: _Iso2022JpCodec,
) -> Callable[[UnicodeEncodeError], tuple[str | bytes, int]]:
    """``iso2022_jp``'s error handler in fatal mode (:func:`_iso_2022_jp_fatal_chunks`): a
    stand-in as in html mode; else the run of code points from there that the codec cannot
    write and that have no stand-in, as the standard writes them from the state the codec is
    in (what the code point before the run says: the run takes all there is), each error as
    :data:`_ERROR_MARK`, the code point, :data:`_ERROR_MARK` (after ESC ( B in the jis0208
    state: "set ISO-2022-JP encoder state to ASCII"), then back to the codec's state."""
    stand_ins, pointers = codec.stand_ins, codec.pointers
    # The mark of each code point the standard fails on, once written.
    cache: BoundedCache[str, bytes] = BoundedCache(_HTML_CACHE_BUDGET, 256)
    marks = cache.entries

    def on_error(error: UnicodeEncodeError) -> tuple[str | bytes, int]:
        text, start = error.object, error.start
        c = text[start]
        mark = marks.get(c)
        if mark is not None:
            # The common case: an error alone between ASCII code points (or the ends).
            after = start + 1
            if (start == 0 or text[start - 1] <= "\x7f") and (
                after == len(text) or text[after] <= "\x7f"
            ):
                return mark, after
        stand_in = stand_ins.get(c)
        if stand_in is not None:
            return stand_in, start + 1
        before = _ASCII if start == 0 or text[start - 1] <= "\x7f" else _JIS0208
        state, end, n = before, start, len(text)
        output = bytearray()
        while end < n:
            c = text[end]
            pair = pointers.get(c)
            if pair is not None:
                if state == _ASCII:
                    output += b"\x1b$B"
                    state = _JIS0208
                output += pair
                end += 1
                continue
            if c in stand_ins or c <= "\x7f" or not _not_jis0208(c):
                break  # the codec writes it (or, for a stand-in, the next call)
            if "\ud800" <= c <= "\udfff":
                code_point, end = _javascript_code_point(text, end)
                mark = b"%s%d%s" % (_ERROR_MARK, code_point, _ERROR_MARK)
            else:
                end += 1
                mark = marks.get(c)
                if mark is None:
                    mark = b"%s%d%s" % (_ERROR_MARK, ord(c), _ERROR_MARK)
                    cache.store(c, mark, sys.getsizeof(c) + sys.getsizeof(mark))
            if state == _JIS0208:
                output += b"\x1b(B"
                state = _ASCII
            output += mark
        if state != before:
            output += _ISO_2022_JP_ESCAPE[before]
            _wrapped.it = True
        return bytes(output), end

    return on_error


def _iso_2022_jp_fatal_chunks(text: str) -> list[bytes | int]:
    """The ISO-2022-JP encoder in fatal mode, as :func:`_iso_2022_jp_html` runs html mode,
    with each error written as in :func:`_fatal_multi_byte_chunks` and cut there."""
    for c in "\xa5\u203e\x0e\x0f\x1b":
        if c in text:
            return _iso_2022_jp_chunks(text)
    output = _iso_2022_jp_fatal_pieces(_iso_2022_jp_codec(), text)
    return _cut_at_marks(output)


def _iso_2022_jp_fatal_pieces(codec: _Iso2022JpCodec, text: str) -> bytes:
    for c in codec.failing:
        if c in text:
            mark = b"%s%d%s" % (_ERROR_MARK, ord(c), _ERROR_MARK)
            return mark.join([_iso_2022_jp_fatal_pieces(codec, p) for p in text.split(c)])
    _wrapped.it = False
    output = text.encode("iso2022_jp", codec.fatal_errors)
    if _wrapped.it:
        # The handler went back to the codec's state after its run; the standard writes no
        # escape there when the codec switches again at once (see _iso_2022_jp_html_pieces).
        output = output.replace(b"\x1b(B\x1b$B", b"").replace(b"\x1b$B\x1b(B", b"")
    return output


def _iso_2022_jp_error_handler(
    codec: _Iso2022JpCodec,
) -> Callable[[UnicodeEncodeError], tuple[str | bytes, int]]:
    """``iso2022_jp``'s error handler in :func:`_iso_2022_jp_html`. Text it returns, the codec
    encodes in its state (switching to ASCII for "&#N;", as the standard's encoder does before
    an error; to jis0208 for a stand-in); bytes it writes as they are, in the state the codec
    is in, which is what the code point before says (:func:`_iso_2022_jp_codec_state`): runs
    of pointers."""
    # What each code point the codec fails on becomes: its "&#N;" or its stand-in.
    cache: BoundedCache[str, str] = BoundedCache(_HTML_CACHE_BUDGET, 256)
    remembered = cache.entries
    stand_ins, pointers = codec.stand_ins, codec.pointers

    def on_error(error: UnicodeEncodeError) -> tuple[str | bytes, int]:
        start = error.start
        known = remembered.get(error.object[start])
        if known is not None:
            return known, start + 1
        text = error.object
        c = text[start]
        pair = pointers.get(c)
        if pair is None:
            if "\ud800" <= c <= "\udfff":  # no supplementary code point is in jis0208
                code_point, end = _javascript_code_point(text, start)
                return f"&#{code_point};", end
            known = stand_ins.get(c) or f"&#{ord(c)};"
            cache.store(c, known, sys.getsizeof(known) + sys.getsizeof(c))
            return known, start + 1
        # A run of code points the codec cannot write: their pointers, in the jis0208 state.
        end, n = start + 1, len(text)
        run = [pair]
        while end < n and (pair := pointers.get(text[end])) is not None:
            run.append(pair)
            end += 1
        if _iso_2022_jp_codec_state(codec, text, start) == _JIS0208:
            return b"".join(run), end
        _wrapped.it = True
        return b"".join(run).join(_JIS0208_ESCAPES), end

    return on_error


#: Whether an ISO-2022-JP handler went back to the codec's state after its bytes, per thread.
_wrapped = threading.local()


def _iso_2022_jp_codec_state(codec: _Iso2022JpCodec, text: str, position: int) -> str:
    """The state ``iso2022_jp`` is in before ``text[position]`` (ASCII or jis0208): that of the
    last code point before it that the codec or its error handler's text encoded. (The code
    points the handler writes as bytes come in runs, each looked back over once: linear.)"""
    while position > 0:
        position -= 1
        c = text[position]
        if c in codec.pointers:
            continue
        if c <= "\x7f" or "\ud800" <= c <= "\udfff":
            return _ASCII
        return _ASCII if c not in codec.stand_ins and _not_jis0208(c) else _JIS0208
    return _ASCII


def _not_jis0208(c: str) -> bool:
    """Whether the standard's ISO-2022-JP encoder fails on ``c`` (not ASCII, ¥ or ‾)."""
    code_point = ord(c)
    if code_point == 0x2212 or 0xFF61 <= code_point <= 0xFF9F:
        return False
    return code_point not in _jis0208_pointers()[0]


def _iso_2022_jp_html(text: str) -> bytes:
    """https://encoding.spec.whatwg.org/#iso-2022-jp-encoder in error mode html.

    For text without U+00A5 and U+203E (the Roman state's) and U+000E, U+000F and U+001B
    (errors in the ASCII and Roman states), CPython's ``iso2022_jp`` codec switches between
    the ASCII and jis0208 states where the standard does, and writes the same bytes, but at
    the code points :func:`_iso_2022_jp_codec` lists, which its error handler or a split of the
    text takes. An "&#N;" goes through the encoder in the ASCII state: an error in the jis0208
    state switches to ASCII first ("restore code point to ioQueue, set ISO-2022-JP encoder
    state to ASCII, and return three bytes 0x1B 0x28 0x42"), as the codec does for text. Each
    piece of a split ends in the ASCII state, where the standard is after "&#N;".
    """
    if text.isascii() and _ISO_2022_JP_RUN[_ASCII].fullmatch(text) is not None:
        return text.encode("ascii")
    for c in "\xa5\u203e\x0e\x0f\x1b":
        if c in text:
            return _iso_2022_jp_html_steps(text)
    codec = _iso_2022_jp_codec()
    return _iso_2022_jp_html_pieces(codec, text)


def _iso_2022_jp_html_pieces(codec: _Iso2022JpCodec, text: str) -> bytes:
    for c in codec.failing:
        if c in text:
            reference = b"&#%d;" % ord(c)
            return reference.join([_iso_2022_jp_html_pieces(codec, p) for p in text.split(c)])
    _wrapped.it = False
    output = text.encode("iso2022_jp", codec.errors)
    if _wrapped.it:
        # A run of pointers written in the ASCII state ends with ESC ( B; ESC $ B follows when
        # the codec writes the next pointer. The standard writes neither there (and never
        # writes ESC ( B before ESC $ B: ESC ( B is followed by an ASCII code point, an
        # "&#N;" or the end).
        output = output.replace(b"\x1b(B\x1b$B", b"")
    return output


def _iso_2022_jp_html_steps(text: str) -> bytes:
    """:func:`_iso_2022_jp_html` for text with what it leaves to the encoder's steps."""
    # Stateful: the "&#...;" goes through the encoder in the state the error left.
    return b"".join(
        chunk if isinstance(chunk, bytes) else b"&#%d;" % chunk
        for chunk in _iso_2022_jp_chunks(text)
    )


def _iso_2022_jp_chunks(text: str) -> list[bytes | int]:
    """https://encoding.spec.whatwg.org/#iso-2022-jp-encoder over all of
    ``text`` and then end-of-queue, with "fatal" errors collected in order."""
    if text.isascii() and _ISO_2022_JP_RUN[_ASCII].fullmatch(text) is not None:
        return [text.encode("ascii")]
    text = scalar_value_string(text)
    pointers = _jis0208_pointers()[0]
    output: list[bytes | int] = []
    buffer = bytearray()
    state = _ASCII

    def switch_to(new_state: str) -> None:
        nonlocal state
        buffer.extend(_ISO_2022_JP_ESCAPE[new_state])
        state = new_state

    def error(code_point: int) -> None:
        if buffer:
            output.append(bytes(buffer))
            buffer.clear()
        output.append(code_point)

    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c <= "\x7f":
            run = None if state == _JIS0208 else _ISO_2022_JP_RUN[state].match(text, i)
            if run is not None:
                buffer.extend(run.group().encode("ascii"))
                i = run.end()
            elif state != _JIS0208 and c in "\x0e\x0f\x1b":
                # "If ISO-2022-JP encoder state is ASCII or Roman, and code point
                # is U+000E, U+000F, or U+001B, return error with U+FFFD"
                error(0xFFFD)
                i += 1
            else:
                switch_to(_ASCII)  # "restore code point to ioQueue" and go round
            continue
        run = _jis0208_run().match(text, i)
        if run is not None:
            # Code points index jis0208 has (U+2212 as U+FF0D): their pointers' bytes, each
            # 0x21 higher, are EUC-JP's for the same pointers, each 0xA1 higher, whose
            # encoder (its C codec) gives them for a whole run at once.
            if state != _JIS0208:
                switch_to(_JIS0208)
            euc_jp = _html_encoder("EUC-JP")(run.group())
            buffer.extend(euc_jp.translate(_EUC_JP_TO_JIS))
            i = run.end()
            continue
        if c in "¥‾":
            if state != _ROMAN:
                switch_to(_ROMAN)
            buffer.append(0x5C if c == "¥" else 0x7E)
            i += 1
            continue
        code_point = ord(c)
        if code_point == 0x2212:
            code_point = 0xFF0D
        elif 0xFF61 <= code_point <= 0xFF9F:
            code_point = ord(_ISO_2022_JP_KATAKANA[code_point - 0xFF61])
        pointer = pointers.get(code_point)
        if pointer is None:
            if state == _JIS0208:
                switch_to(_ASCII)
            error(code_point)
            i += 1
            continue
        if state != _JIS0208:
            switch_to(_JIS0208)
        leading, trailing = divmod(pointer, 94)
        buffer.extend((leading + 0x21, trailing + 0x21))
        i += 1
    if state != _ASCII:
        switch_to(_ASCII)
    if buffer:
        output.append(bytes(buffer))
    return output


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


# --- CPython's codecs where they equal the standard's encoder ---------------------
#
# A single-byte encoder, UTF-8's and EUC-KR's is a C codec equal to the standard's encoder at
# every scalar value (a CPython codec, or a charmap built from the standard's index): a span it
# fails on is a span the standard's encoder fails on. The multi-byte ones are in "Error mode
# html of the multi-byte encodings" below, both modes. tests/encoding/test_encoding_standard.py
# compares them with a transcription of the standard at every scalar value (slow tier).

#: A C encoder: ``(text, errors)`` to bytes, raising or calling the ``errors`` handler as
#: ``str.encode`` does.
_CodecEncode = Callable[[str, str], bytes]


class _Plan(NamedTuple):
    """How a single-byte encoding, UTF-8 or EUC-KR is encoded: see the comment above."""

    codec: _CodecEncode
    handler: _Handler


#: The name of the error handler that records the spans a codec fails on (registered on
#: first use) and the spans it recorded, per thread.
_COLLECT = "webapi.encoding-collect"
_collected = threading.local()


def _collect(error: UnicodeError) -> tuple[str, int]:
    assert isinstance(error, UnicodeEncodeError)
    _collected.spans.append((error.start, error.end))
    return "", error.end


def _fatal_chunks(plan: _Plan, text: str) -> list[bytes | int]:
    """The encoder over ``text`` in "fatal" mode, resuming after each error: byte chunks
    (merged between errors) and the code point of each error."""
    spans: list[tuple[int, int]] = []
    _collected.spans = spans
    encoded = plan.codec(text, _COLLECT)
    if not spans:
        return [encoded] if encoded else []
    # Encode again between the failed spans: each piece once more, so linear.
    output: list[bytes | int] = []
    position = 0
    for start, end in spans:
        if start > position:
            output.append(plan.codec(text[position:start], "strict"))
        output.extend(map(ord, text[start:end]))
        position = end
    if position < len(text):
        output.append(plan.codec(text[position:], "strict"))
    return output


@cache
def _plan(encoding: str) -> _Plan:
    handler = _handler(encoding)
    if not _registered:
        codecs.register_error(_COLLECT, _collect)
        _registered.append(True)
    if encoding == "UTF-8" or encoding in _CODEC_ENCODERS:  # equal at every scalar value
        same = _CODEC_ENCODERS.get(encoding, "utf-8")
        return _Plan(partial(_str_encode, same), handler)
    # single-byte: a charmap of the standard's index
    return _Plan(_charmap(_single_byte_table(encoding)), handler)


_registered: list[bool] = []


def _str_encode(codec: str, text: str, errors: str) -> bytes:
    return text.encode(codec, errors)


def _charmap(encoded: Mapping[int, bytes]) -> _CodecEncode:
    """A C single-byte encoder equal to a single-byte encoding's encoder, given the byte of
    each non-ASCII code point it encodes: the charmap codec over the table of each byte's
    code point (a code point two pointers share is in it once, at the byte it encodes to)."""
    table = [chr(byte) for byte in range(0x80)] + ["\ufffe"] * 0x80  # U+FFFE: no mapping
    for code_point, byte in encoded.items():
        table[byte[0]] = chr(code_point)
    mapping = codecs.charmap_build("".join(table))
    return lambda text, errors: codecs.charmap_encode(text, errors, mapping)[0]


#: The code points the multi-byte handlers encode outside their index pointers (or, for
#: U+E5E5 and U+E7C7, treat apart from the index): the Shift_JIS and EUC-JP encoders' U+0080,
#: U+00A5, U+203E, U+2212 and U+FF61-U+FF9F; GBK's U+20AC; gb18030's U+E5E5, U+E7C7 and its
#: PUA table.
_OUTSIDE_THE_INDEX = frozenset(
    (0x80, 0xA5, 0x203E, 0x2212, 0x20AC, 0xE5E5, 0xE7C7, *range(0xFF61, 0xFFA0), *_GB18030_PUA)
)


def _index_code_points(encoding: str) -> Iterable[int]:
    if encoding == "Shift_JIS":
        return _jis0208_pointers()[1]
    if encoding == "EUC-JP":
        return _jis0208_pointers()[0]
    if encoding == "Big5":
        return _index_big5_pointers()
    return _gb18030_pointers()


def _codec_encodes(codec: str) -> dict[int, bytes]:
    """What ``codec`` encodes each non-ASCII code point it encodes to: per block of 256 code
    points, one encode that drops what fails, and for a block where anything is left, one
    more with the code points separated by U+000A (a byte no multi-byte sequence of these
    codecs holds)."""
    # Each block's code points as UTF-32BE: 00 plane high low, the last byte 00 to FF.
    utf32 = bytearray(b"".join(bytes((0, 0, 0, low)) for low in range(0x100)))
    encodes: dict[int, bytes] = {}
    for first in range(0, 0x110000, 0x100):
        if 0xD800 <= first < 0xE000:
            continue
        utf32[1::4] = bytes((first >> 16,)) * 0x100
        utf32[2::4] = bytes(((first >> 8) & 0xFF,)) * 0x100
        block = utf32.decode("utf-32-be")
        if first == 0:
            block, first = block[0x80:], 0x80
        if block.encode(codec, "ignore"):
            pieces = "\n".join(block).encode(codec, "ignore").split(b"\n")
            for code_point, encoded in enumerate(pieces, first):
                if encoded:
                    encodes[code_point] = encoded
    return encodes


def _disagreements(encoding: str, codec: str, handler: _Handler) -> dict[int, bytes | None]:
    """Where ``codec``'s encoder differs from ``encoding``'s (``handler``): each such code
    point and what the codec encodes it to (None: it fails). Only a code point one of them
    encodes can differ: the standard's index and the code points its steps encode outside
    the index, and what the codec encodes. For gb18030 the latter is every scalar value, but
    outside the index (and :data:`_OUTSIDE_THE_INDEX`) the standard's four-byte ranges are
    CPython's (:func:`_index_gb18030_ranges_pointer`), so the codec's two-byte sequences,
    which the index holds, are what is left to compare."""
    every_scalar_value = codec == "gb18030"
    codec_encodes = {} if every_scalar_value else _codec_encodes(codec)
    candidates = set(_index_code_points(encoding)) | _OUTSIDE_THE_INDEX | codec_encodes.keys()
    differing: dict[int, bytes | None] = {}
    for code_point in sorted(candidates):
        if every_scalar_value:
            try:
                theirs: bytes | None = chr(code_point).encode(codec)
            except UnicodeEncodeError:
                theirs = None
        else:
            theirs = codec_encodes.get(code_point)
        if code_point >= 0x80 and theirs != handler(code_point):
            differing[code_point] = theirs
    return differing


def _one_of(code_points: Iterable[int]) -> re.Pattern[str]:
    """A pattern of one of ``code_points`` (sorted); any supplementary code point where one
    of them is: a class of many ranges above U+FFFF is tested range by range, one of BMP code
    points by table."""
    listed = list(code_points)
    ranges = []
    if listed and listed[-1] > 0xFFFF:
        listed = [code_point for code_point in listed if code_point <= 0xFFFF]
        ranges.append("\\U00010000-\\U0010ffff")
    for _, group in groupby(enumerate(listed), lambda item: item[1] - item[0]):
        run = [code_point for _, code_point in group]
        ranges.append(f"\\U{run[0]:08x}-\\U{run[-1]:08x}")
    return re.compile(f"[{''.join(ranges)}]")


# --- Error mode "html" of the multi-byte encodings (and fatal) -----------------------------
#
# One call of CPython's codec with an error handler (registered on first use) that runs the
# standard's steps on each code point the codec fails on: the standard's bytes where it
# encodes the code point (U+20AC for GBK, ¥ for Shift_JIS, ...), else its "&#N;"; a surrogate
# pair is its supplementary code point and a lone surrogate U+FFFD, which makes the input a
# scalar value string without a pass over it. What is left are the code points the codec
# encodes otherwise than the standard (:func:`_disagreements` with bytes): where the codec
# leads them with a byte that nothing else it writes holds and the standard never writes
# (euc_jp's JIS X 0212, led by 0x8F; big5hkscs' HKSCS, led by 0x87 to 0xA0, where the
# standard's Big5 encoder starts at 0xA1), its output is mended after the call, split at each
# such byte (found with ``in`` or a ``bytes.translate`` that deletes every other byte); the
# others (5 for Shift_JIS and EUC-JP, 19 for Big5, 21 for gb18030, none for GBK) are found in
# the text with ``str.find`` (a C search) and the text split around them (a regular
# expression would find more at once but costs more than the codec).

#: The codec each multi-byte encoding but ISO-2022-JP runs, in both error modes: the one
#: :func:`_disagreements` finds fewest code points for that it encodes otherwise than the
#: standard (Shift_JIS: 5 with shift_jis, 2,262 with cp932).
_MULTI_BYTE_CODECS = {
    "Shift_JIS": "shift_jis",
    "EUC-JP": "euc_jp",
    "Big5": "big5hkscs",
    "GBK": "gbk",
    "gb18030": "gb18030",
}

#: The bytes the codec writes first of a sequence of the given length for a code point it
#: encodes otherwise than the standard (all but 5 for euc_jp, all but 19 for big5hkscs), and
#: nowhere else; the standard never writes them.
_MARKERS = {"EUC-JP": (b"\x8f", 3), "Big5": (bytes(range(0x81, 0xA1)), 2)}

#: What :func:`codecs.register_error` takes.
_ErrorHandler = Callable[[UnicodeError], tuple[str | bytes, int]]

#: Up to this many code points the codec encodes otherwise are found with ``str.find``, in
#: a text longer than :data:`_SHORT` (in a shorter one, one regular-expression search costs
#: less than a call per code point).
_FEW = 24
_SHORT = 500


def _html_error_handler(
    standard: Callable[[int], bytes],
) -> Callable[[UnicodeEncodeError], tuple[bytes, int]]:
    """The codec's error handler in html mode (see the comment above): ``standard`` gives the
    standard's bytes or "&#N;" for a code point. What it gives a code point is remembered (a
    page repeats the few code points its codec fails on), in a cache of bounded size."""
    cache: BoundedCache[str, bytes] = BoundedCache(_HTML_CACHE_BUDGET, 256)
    remembered = cache.entries

    def on_error(error: UnicodeEncodeError) -> tuple[bytes, int]:
        start = error.start
        c = error.object[start]
        encoded = remembered.get(c)
        if encoded is None:
            if "\ud800" <= c <= "\udfff":
                code_point, end = _javascript_code_point(error.object, start)
                return standard(code_point), end
            encoded = standard(ord(c))
            cache.store(c, encoded, sys.getsizeof(c) + sys.getsizeof(encoded))
        return encoded, start + 1

    return on_error


#: The bytes each html-mode error handler's cache may hold.
_HTML_CACHE_BUDGET = 1 << 19


def _javascript_code_point(text: str, start: int) -> tuple[int, int]:
    """https://infra.spec.whatwg.org/#javascript-string-convert at the surrogate
    ``text[start]``: the code point and where it ends."""
    lead = ord(text[start])
    if lead <= 0xDBFF and start + 1 < len(text):
        trail = ord(text[start + 1])
        if 0xDC00 <= trail <= 0xDFFF:
            return 0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00), start + 2
    return 0xFFFD, start + 1


@cache
def _html_encoder(encoding: str) -> Callable[[str], bytes]:
    """``encoding``'s encoder in html mode over a non-ASCII ``str`` (surrogates taken as
    :func:`encode_or_fail_chunks` takes them)."""
    if encoding not in _MULTI_BYTE_CODECS:  # single-byte, UTF-8 or EUC-KR: a codec equal everywhere
        plan = _plan(encoding)
        return lambda text: _html_chunks(plan, scalar_value_string(text))
    return _multi_byte_encoder(encoding, b"&#%d;")


#: In fatal mode, what the multi-byte encoders write for an error: a byte none of them
#: writes otherwise (their bytes end at 0xFE), the code point in decimal, the byte again.
_ERROR_MARK = b"\xff"


def _fatal_multi_byte_chunks(encoding: str, text: str) -> list[bytes | int]:
    """A multi-byte encoder but ISO-2022-JP in fatal mode: :func:`_multi_byte_encoder` with
    each error marked, then cut at the marks."""
    return _cut_at_marks(_multi_byte_encoder(encoding, _ERROR_MARK + b"%d" + _ERROR_MARK)(text))


def _cut_at_marks(output: bytes) -> list[bytes | int]:
    """Byte chunks and error code points out of ``output`` with each error marked."""
    if _ERROR_MARK not in output:
        return [output] if output else []
    parts = output.split(_ERROR_MARK)  # bytes, code point, bytes, ..., bytes
    chunks: list[bytes | int] = []
    for index, part in enumerate(parts):
        if index % 2:
            chunks.append(int(part))
        elif part:
            chunks.append(part)
    return chunks


@cache
def _multi_byte_encoder(encoding: str, error: bytes) -> Callable[[str], bytes]:
    """A multi-byte encoder but ISO-2022-JP over a non-ASCII ``str`` (see the comment above),
    writing ``error % code_point`` for an error (html mode's "&#N;", or fatal mode's mark)."""
    codec = _MULTI_BYTE_CODECS[encoding]
    handler = _handler(encoding)

    def standard(code_point: int) -> bytes:
        encoded = handler(code_point)
        return error % code_point if encoded is None else encoded

    mode = "html" if error.startswith(b"&") else "fatal"
    errors = f"webapi.encoding-{mode}-{encoding}"
    codecs.register_error(errors, cast(_ErrorHandler, _html_error_handler(standard)))

    wrong = {cp: b for cp, b in _disagreements(encoding, codec, handler).items() if b}
    markers, length = _MARKERS.get(encoding, (b"", 0))
    # Each marked sequence, less its first byte, to the standard's bytes, per first byte.
    mend: dict[int, dict[bytes, bytes]] = {marker: {} for marker in markers}
    for code_point in [cp for cp, encoded in wrong.items() if encoded[0] in mend]:
        encoded = wrong.pop(code_point)
        mend[encoded[0]][encoded[1:]] = standard(code_point)
    others = bytes(byte for byte in range(0x100) if byte not in mend)
    replacements = {chr(code_point): standard(code_point) for code_point in wrong}
    # str.find looks for a code point's low byte with memchr: one that is a printable ASCII
    # byte, which HTML is full of, stops it at every tag; a regular expression then costs less.
    ascii_low_bytes = sum(0x20 <= code_point & 0xFF <= 0x7E for code_point in wrong)
    few = "".join(sorted(replacements)) if len(wrong) <= _FEW and ascii_low_bytes <= 2 else ""
    many = _one_of(sorted(wrong)) if wrong else None

    def coded(text: str) -> bytes:
        output = text.encode(codec, errors)
        if not markers:
            return output
        if len(markers) == 1:
            found = markers if markers in output else b""
        else:
            found = output.translate(None, others)
        for marker in set(found):
            parts = output.split(bytes((marker,)))
            table, k = mend[marker], length - 1
            output = parts[0] + b"".join([table[part[:k]] + part[k:] for part in parts[1:]])
        return output

    def encode(text: str) -> bytes:
        if few and len(text) > _SHORT:
            for c in few:
                if c in text:
                    return replacements[c].join([encode(piece) for piece in text.split(c)])
        elif many is not None and many.search(text) is not None:
            return _around(many, standard, text, coded)
        return coded(text)

    return encode


def _around(
    pattern: re.Pattern[str],
    standard: Callable[[int], bytes],
    text: str,
    coded: Callable[[str], bytes],
) -> bytes:
    """``text`` encoded by ``coded`` but at each code point ``pattern`` matches, which
    ``standard`` encodes."""
    output: list[bytes] = []
    position = 0
    for match in pattern.finditer(text):
        start = match.start()
        if start > position:
            output.append(coded(text[position:start]))
        output.append(standard(ord(text[start])))
        position = start + 1
    if position < len(text):
        output.append(coded(text[position:]))
    return b"".join(output)
