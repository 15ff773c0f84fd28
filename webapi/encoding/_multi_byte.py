"""The multi-byte decoders but ISO-2022-JP: gb18030 and GBK, Big5, EUC-JP, Shift_JIS, EUC-KR.

Spec: https://encoding.spec.whatwg.org/#legacy-multi-byte-chinese-(simplified)-encodings and
the sections after it.

Each encoding's handler is written as a *step*: from a position where the decoder holds no
leading byte, it reads one code point's bytes (or one error's) and returns the output
(``None`` for error) and the position after them; "restore byte to ioQueue" is not moving
past it. Between calls the decoder keeps the bytes of an unfinished sequence and reads them
again with the next input, which gives the standard's state (leading bytes) exactly.

Speed: CPython's codec of the nearest encoding decodes the input; where it fails, its error
handler takes one step of the standard's decoder past the error and the codec goes on (linear:
one pass, whatever the number of errors); where the input ends inside a sequence and more may
follow, that step finds the sequence unfinished and the decoder keeps its bytes. Where the
codec's result differs from the standard's, it holds one of :data:`SUSPECTS`, the code points
that codec gives for a byte sequence where the standard gives another result (found, and
proved complete over every byte sequence, by ``tests/encoding/test_decoders_standard.py``):
those of :data:`TRANSLATIONS` are replaced, those of :data:`TWO_WAY` make the input decode in
parts around their byte sequences. The rare rest (a U+FFFD gb18030's codec wrote itself,
EUC-JP's :data:`SUSPECT_BYTES`, cp932's extra single bytes in fatal mode) is decoded by the
standard's steps. Where :data:`EXACT_CODECS` has a second codec (Big5: cp950; GBK and
gb18030: gbk), an input without its differing bytes that it decodes without an error is its
output, no suspect to look for.
"""

from __future__ import annotations

import codecs
import re
import threading
from collections.abc import Callable
from functools import partial

from ._decoder_state import DecoderState, buffered_input, read_state
from ._indexes import (
    BIG5_TWO_CODE_POINTS,
    NULL,
    index_big5,
    index_euc_kr,
    index_gb18030,
    index_gb18030_ranges_code_point,
    index_jis0208,
    index_jis0212,
)

__all__ = [
    "CODECS",
    "CODEC_OUTPUTS_FFFD",
    "EXACT_CODECS",
    "MULTI_BYTE_DECODERS",
    "SOURCES",
    "SOURCES_FROM",
    "STEPS",
    "SUSPECTS",
    "SUSPECT_BYTES",
    "TRANSLATIONS",
    "TWO_WAY",
]

#: (output or None for error, next position); INCOMPLETE as output: the bytes from the
#: position on are the start of a sequence that the next input may finish.
Step = Callable[[bytes, int, bool], tuple[str | None, int]]
INCOMPLETE = "incomplete"


def _error_at(byte: int, i: int) -> tuple[None, int]:
    """Error after the leading byte at ``i``: "If byte is an ASCII byte, restore byte to
    ioQueue. Return error." (else both bytes are consumed)."""
    return None, (i + 1 if byte < 0x80 else i + 2)


def _end(i: int, n: int, final: bool) -> tuple[str | None, int]:
    """The input ends inside a sequence that starts at ``i``: at end-of-queue one error,
    else the bytes wait for the next input."""
    return (None, n) if final else (INCOMPLETE, i)


def gb18030_step(data: bytes, i: int, final: bool) -> tuple[str | None, int]:
    """https://encoding.spec.whatwg.org/#gb18030-decoder (also GBK's: "GBK's decoder is
    gb18030's decoder", https://encoding.spec.whatwg.org/#gbk-decoder)."""
    n = len(data)
    first = data[i]
    if first < 0x80:
        return chr(first), i + 1
    if first == 0x80:
        return "\u20ac", i + 1
    if first == 0xFF:
        return None, i + 1
    if i + 1 >= n:
        return _end(i, n, final)
    byte = data[i + 1]
    if 0x30 <= byte <= 0x39:
        second = byte
        if i + 2 >= n:
            return _end(i, n, final)
        third = data[i + 2]
        if not 0x81 <= third <= 0xFE:
            # "Restore « gb18030 second, byte » to ioQueue"
            return None, i + 1
        if i + 3 >= n:
            return _end(i, n, final)
        byte = data[i + 3]
        if not 0x30 <= byte <= 0x39:
            # "Restore « gb18030 second, gb18030 third, byte » to ioQueue"
            return None, i + 1
        pointer = (
            (first - 0x81) * (10 * 126 * 10)
            + (second - 0x30) * (10 * 126)
            + (third - 0x81) * 10
            + byte
            - 0x30
        )
        code_point = index_gb18030_ranges_code_point(pointer)
        return (None if code_point == NULL else code_point), i + 4
    offset = 0x40 if byte < 0x7F else 0x41
    if 0x40 <= byte <= 0x7E or 0x80 <= byte <= 0xFE:
        code_point = index_gb18030()[(first - 0x81) * 190 + byte - offset]
        if code_point != NULL:
            return code_point, i + 2
    return _error_at(byte, i)


def _lead_and_trail_step(
    row_length: int,
    trails: tuple[int | None, ...],
    index: Callable[[], str],
    two_code_points: dict[int, str],
) -> Step:
    """The step of a decoder whose steps the standard writes alike for Big5 and EUC-KR
    (https://encoding.spec.whatwg.org/#big5-decoder,
    https://encoding.spec.whatwg.org/#euc-kr-decoder) but for step 3's pointer: an ASCII byte
    is its code point ("If byte is an ASCII byte, return a code point whose code point is
    byte"); a byte in the range 0x81 to 0xFE is the lead, any other an error; the byte after a
    lead gives the pointer (lead − 0x81) × ``row_length`` + ``trails[byte]`` (``None``: no
    pointer), looked up in ``index`` and then in ``two_code_points`` (Big5's pointers of two
    code points, which index Big5 has no code point for, so the order does not matter); no
    code point is an error, after which an ASCII byte is restored.
    """

    # (lead − 0x81) × row_length by lead, None where the byte is no lead
    rows = tuple(
        (lead - 0x81) * row_length if 0x81 <= lead <= 0xFE else None for lead in range(256)
    )

    def step(data: bytes, i: int, final: bool) -> tuple[str | None, int]:
        leading = data[i]
        if leading < 0x80:
            return chr(leading), i + 1
        row = rows[leading]
        if row is None:
            return None, i + 1
        if i + 1 >= len(data):
            return _end(i, i + 1, final)
        byte = data[i + 1]
        trail = trails[byte]
        if trail is not None:
            pointer = row + trail
            code_point = index()[pointer]
            if code_point != NULL:
                return code_point, i + 2
            two = two_code_points.get(pointer)
            if two is not None:
                return two, i + 2
        return _error_at(byte, i)

    return step


#: https://encoding.spec.whatwg.org/#big5-decoder step 3: "Let offset be 0x40 if byte is less
#: than 0x7F, otherwise 0x62.  If byte is in the range 0x40 to 0x7E, inclusive, or 0xA1 to
#: 0xFE, inclusive, set pointer to (lead − 0x81) × 157 + (byte − offset)."
big5_step = _lead_and_trail_step(
    157,
    tuple(
        byte - (0x40 if byte < 0x7F else 0x62)
        if 0x40 <= byte <= 0x7E or 0xA1 <= byte <= 0xFE
        else None
        for byte in range(256)
    ),
    index_big5,
    BIG5_TWO_CODE_POINTS,
)


def euc_jp_step(data: bytes, i: int, final: bool) -> tuple[str | None, int]:
    """https://encoding.spec.whatwg.org/#euc-jp-decoder"""
    n = len(data)
    leading = data[i]
    if leading < 0x80:
        return chr(leading), i + 1
    if not (leading in (0x8E, 0x8F) or 0xA1 <= leading <= 0xFE):
        return None, i + 1
    if i + 1 >= n:
        return _end(i, n, final)
    byte = data[i + 1]
    if leading == 0x8E and 0xA1 <= byte <= 0xDF:
        return chr(0xFF61 - 0xA1 + byte), i + 2
    index = index_jis0208
    start = i
    if leading == 0x8F and 0xA1 <= byte <= 0xFE:
        # "set EUC-JP jis0212 to true, set EUC-JP leading to byte"
        index, leading, i = index_jis0212, byte, i + 1
        if i + 1 >= n:
            return _end(start, n, final)
        byte = data[i + 1]
    if 0xA1 <= leading <= 0xFE and 0xA1 <= byte <= 0xFE:
        code_point = index()[(leading - 0xA1) * 94 + byte - 0xA1]
        if code_point != NULL:
            return code_point, i + 2
    return _error_at(byte, i)


def shift_jis_step(data: bytes, i: int, final: bool) -> tuple[str | None, int]:
    """https://encoding.spec.whatwg.org/#shift_jis-decoder"""
    leading = data[i]
    if leading <= 0x80:
        return chr(leading), i + 1
    if 0xA1 <= leading <= 0xDF:
        return chr(0xFF61 - 0xA1 + leading), i + 1
    if not (0x81 <= leading <= 0x9F or 0xE0 <= leading <= 0xFC):
        return None, i + 1
    if i + 1 >= len(data):
        return _end(i, i + 1, final)
    byte = data[i + 1]
    offset = 0x40 if byte < 0x7F else 0x41
    leading_offset = 0x81 if leading < 0xA0 else 0xC1
    if 0x40 <= byte <= 0x7E or 0x80 <= byte <= 0xFC:
        pointer = (leading - leading_offset) * 188 + byte - offset
        if 8836 <= pointer <= 10715:  # EUDC
            return chr(0xE000 - 8836 + pointer), i + 2
        code_point = index_jis0208()[pointer] if pointer < 120 * 94 else NULL
        if code_point != NULL:
            return code_point, i + 2
    return _error_at(byte, i)


#: https://encoding.spec.whatwg.org/#euc-kr-decoder step 3: "If byte is in the range 0x41 to
#: 0xFE, inclusive, set pointer to (lead − 0x81) × 190 + (byte − 0x41)."
euc_kr_step = _lead_and_trail_step(
    190,
    tuple(byte - 0x41 if 0x41 <= byte <= 0xFE else None for byte in range(256)),
    index_euc_kr,
    {},
)


STEPS: dict[str, Step] = {
    "gb18030": gb18030_step,
    "GBK": gb18030_step,
    "Big5": big5_step,
    "EUC-JP": euc_jp_step,
    "Shift_JIS": shift_jis_step,
    "EUC-KR": euc_kr_step,
}

#: The CPython codec each decoder tries first.
CODECS = {
    "gb18030": "gb18030",
    "GBK": "gb18030",
    "Big5": "big5hkscs",
    "EUC-JP": "euc_jp",
    "Shift_JIS": "cp932",
    "EUC-KR": "cp949",
}

#: Per encoding, what :data:`CODECS`' codec outputs for some byte sequence whose decoding by
#: the standard differs (proved complete by tests/encoding/test_decoders_standard.py): the
#: keys of :data:`TRANSLATIONS` and of :data:`TWO_WAY`.
SUSPECTS: dict[str, str] = {
    # cp932's 0xA0 and 0xFD-0xFF (errors to the standard)
    "Shift_JIS": "\uf8f0\uf8f1\uf8f2\uf8f3",
    "EUC-KR": "",
    # big5hkscs' choices where index Big5 has another code point or none
    "Big5": "\u00a2\u00a3\u00a5\u2022\u203e\u223c\u2609\u2641\uff0f\uff3c\uff64",
    # euc_jp's JIS X 0208 choices (0xA1 0xC1 is U+301C, not U+FF5E, and so on)
    "EUC-JP": "\u00a2\u00a3\u00ac\u2016\u2212\u301c",
    # the 20 pointers of _GB18030_CORRECTIONS, U+E5E5 and the four-byte form of U+E7C7
    "gb18030": "\u1e3f\ue5e5\ue78d\ue78e\ue78f\ue790\ue791\ue792\ue793\ue794\ue795\ue796"
    "\ue7c7\ue81e\ue826\ue82b\ue82c\ue832\ue843\ue854\ue864",
}
SUSPECTS["GBK"] = SUSPECTS["gb18030"]

#: Suspects the standard's decoder never outputs, each from byte sequences that the standard
#: decodes to one same code point: in the codec's output, each is replaced by that code point
#: (``str.replace``, in C). Proved over every byte sequence by
#: tests/encoding/test_decoders_standard.py (``test_the_translations_and_two_way_suspects``).
TRANSLATIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "Shift_JIS": tuple((c, "\ufffd") for c in "\uf8f0\uf8f1\uf8f2\uf8f3"),
    "EUC-KR": (),
    "Big5": (
        ("\u00a2", "\uffe0"), ("\u00a3", "\uffe1"), ("\u00a5", "\uffe5"), ("\u2022", "\u2027"),
        ("\u203e", "\u00af"), ("\u223c", "\uff5e"), ("\u2609", "\u2299"), ("\u2641", "\u2295"),
        ("\uff64", "\ufe51"),
    ),
    "EUC-JP": (
        ("\u00a2", "\uffe0"), ("\u00a3", "\uffe1"), ("\u00ac", "\uffe2"), ("\u2016", "\u2225"),
        ("\u2212", "\uff0d"), ("\u301c", "\uff5e"),
    ),
    "gb18030": (
        ("\ue5e5", "\u3000"), ("\ue78d", "\ufe10"), ("\ue78e", "\ufe12"), ("\ue78f", "\ufe11"),
        ("\ue790", "\ufe13"), ("\ue791", "\ufe14"), ("\ue792", "\ufe15"), ("\ue793", "\ufe16"),
        ("\ue794", "\ufe17"), ("\ue795", "\ufe18"), ("\ue796", "\ufe19"), ("\ue81e", "\u9fb4"),
        ("\ue826", "\u9fb5"), ("\ue82b", "\u9fb6"), ("\ue82c", "\u9fb7"), ("\ue832", "\u9fb8"),
        ("\ue843", "\u9fb9"), ("\ue854", "\u9fba"), ("\ue864", "\u9fbb"),
    ),
}  # fmt: skip
TRANSLATIONS["GBK"] = TRANSLATIONS["gb18030"]

#: The other suspects, which the standard also outputs (for other bytes): each with the byte
#: sequence that the codec decodes to it where the standard differs, and the standard's
#: output for that sequence. Where the sequence is not in the input, the suspect is the
#: standard's; where the suspect's other :data:`SOURCES` are not (and the standard's output is
#: no suspect), each suspect in the codec's output is the sequence's and is replaced by the
#: standard's output (the standard gives the suspect only for those other sources: a test);
#: else the input is decoded in parts between those sequences
#: (:meth:`MultiByteDecoder._around`). Proved with :data:`TRANSLATIONS`.
TWO_WAY: dict[str, tuple[tuple[str, bytes, str], ...]] = {
    "Shift_JIS": (),
    "EUC-KR": (),
    # big5hkscs reads A2 41 and A2 42 as U+FF0F and U+FF3C, as the standard reads other bytes
    "Big5": (("\uff0f", b"\xa2\x41", "\u2215"), ("\uff3c", b"\xa2\x42", "\ufe68")),
    "EUC-JP": (),
    # the standard swaps these two
    "gb18030": (("\ue7c7", b"\xa8\xbc", "\u1e3f"), ("\u1e3f", b"\x81\x35\xf4\x37", "\ue7c7")),
}
TWO_WAY["GBK"] = TWO_WAY["gb18030"]
#: Per encoding, a pattern that splits the input at the sequences of :data:`TWO_WAY`.
_TWO_WAY_SPLIT = {
    name: re.compile(b"(" + b"|".join(re.escape(s) for _, s, _ in entries) + b")")
    for name, entries in TWO_WAY.items()
    if entries
}

#: Per encoding, each suspect's *sources*: byte strings one of which is inside every byte
#: sequence that :data:`CODECS`' codec decodes to the suspect (proved over every byte sequence
#: by tests/encoding/test_decoders_standard.py, ``test_the_sources_of_the_suspects``). Where,
#: for each source, one of its bytes is not in the input (``memchr``: one C scan of the bytes,
#: cheaper than a scan of the text for a code point whose low byte is common there), the
#: codec's output holds no such suspect and its text is not searched.
SOURCES: dict[str, dict[str, tuple[bytes, ...]]] = {
    # cp932 decodes each of these bytes, alone or after a lead, to its own code point
    "Shift_JIS": {
        "\uf8f0": (b"\xa0",), "\uf8f1": (b"\xfd",), "\uf8f2": (b"\xfe",), "\uf8f3": (b"\xff",),
    },
    "EUC-KR": {},
    "Big5": {
        "\u00a2": (b"\xa2\x46",), "\u00a3": (b"\xa2\x47",), "\u00a5": (b"\xa2\x44",),
        "\u2022": (b"\xa1\x45",), "\u203e": (b"\xa1\xc2",), "\u223c": (b"\xa1\xe3",),
        "\u2609": (b"\xa1\xf3",), "\u2641": (b"\xa1\xf2",), "\uff0f": (b"\xa1\xfe", b"\xa2\x41"),
        "\uff3c": (b"\xa2\x40", b"\xa2\x42"), "\uff64": (b"\xa1\x4e",),
    },
    "EUC-JP": {
        "\u00a2": (b"\xa1\xf1",), "\u00a3": (b"\xa1\xf2",), "\u00ac": (b"\xa2\xcc",),
        "\u2016": (b"\xa1\xc2",), "\u2212": (b"\xa1\xdd",), "\u301c": (b"\xa1\xc1",),
    },
    "gb18030": {
        "\u1e3f": (b"\x81\x35\xf4\x37",), "\ue5e5": (b"\xa3\xa0",), "\ue78d": (b"\xa6\xd9",),
        "\ue78e": (b"\xa6\xda",), "\ue78f": (b"\xa6\xdb",), "\ue790": (b"\xa6\xdc",),
        "\ue791": (b"\xa6\xdd",), "\ue792": (b"\xa6\xde",), "\ue793": (b"\xa6\xdf",),
        "\ue794": (b"\xa6\xec",), "\ue795": (b"\xa6\xed",), "\ue796": (b"\xa6\xf3",),
        "\ue7c7": (b"\xa8\xbc",), "\ue81e": (b"\xfe\x59",), "\ue826": (b"\xfe\x61",),
        "\ue82b": (b"\xfe\x66",), "\ue82c": (b"\xfe\x67",), "\ue832": (b"\xfe\x6d",),
        "\ue843": (b"\xfe\x7e",), "\ue854": (b"\xfe\x90",), "\ue864": (b"\xfe\xa0",),
    },
}  # fmt: skip
SOURCES["GBK"] = SOURCES["gb18030"]

#: Per encoding, from this many bytes on, an input's suspects are first looked for by their
#: :data:`SOURCES`' bytes (a shorter text is scanned faster than its bytes are looked at;
#: where most suspects' bytes are in every text, as Big5's and the Japanese encodings', a
#: streaming call's 4 KB are too). A matter of speed only: both ways are proved.
SOURCES_FROM = {"Shift_JIS": 8192, "EUC-JP": 8192, "Big5": 1024, "EUC-KR": 1024, "gb18030": 1024}
SOURCES_FROM["GBK"] = SOURCES_FROM["gb18030"]


#: From this many bytes on, a short input's translations are first looked for by their gate's
#: bytes (:func:`_gate`; below, the text is short and a snippet's ``memchr``s cost more than
#: they save). A matter of speed only: both ways are proved.
_GATES_FROM = 1024


def _may_hold(data: bytes, sources: tuple[tuple[bytes, ...], ...]) -> bool:
    """Whether every byte of one of ``sources`` (each as its distinct bytes) is in ``data``."""
    for source in sources:
        for byte in source:
            if byte not in data:
                break
        else:
            return True
    return False


#: Per encoding's settings: the sources of the suspects looked for by their bytes, grouped by
#: their first byte, each source as (suspect, its other distinct bytes), and for a group of
#: two-byte sources, its :data:`_Pairs`; and the other suspects, always looked for in the text.
_SourceGroups = tuple[
    tuple[tuple[bytes, tuple[tuple[str, tuple[bytes, ...]], ...], "_Pairs | None"], ...],
    frozenset[str],
]
#: A group of two-byte sources: a pattern of its first byte and any of its second bytes (the
#: second a group), and each second byte's suspects.
_Pairs = tuple[re.Pattern[bytes], dict[bytes, frozenset[str]]]


def _stops_at_markup(suspect: str) -> bool:
    """Whether ``str``'s search for ``suspect`` stops at markup and Latin text: it runs
    ``memchr`` over the low byte of the code point's UTF-16 code unit, here a printable ASCII
    byte, so it stops at each such character (a matter of speed only)."""
    return 0x20 <= ord(suspect) & 0xFF < 0x80


def _by_bytes(suspect: str, sources: tuple[bytes, ...]) -> bool:
    """Whether ``suspect`` is looked for by its sources' bytes (a matter of speed only):
    where its text search stops at markup (:func:`_stops_at_markup`), or where no source
    starts with 0xA1, the lead of the
    punctuation row of EUC-JP's, Big5's and GBK's two-byte tables (in nearly every text of
    theirs: such a source's bytes would be found)."""
    return _stops_at_markup(suspect) or all(s[0] != 0xA1 for s in sources)


def _source_groups(encoding: str) -> _SourceGroups:
    groups: dict[bytes, list[tuple[str, bytes]]] = {}
    for suspect, sources in SOURCES[encoding].items():
        if _by_bytes(suspect, sources):
            for source in sources:
                groups.setdefault(source[:1], []).append((suspect, source))
    always = frozenset(
        suspect for suspect, sources in SOURCES[encoding].items() if not _by_bytes(suspect, sources)
    )
    return tuple(
        (
            first,
            tuple(
                (suspect, tuple(bytes((b,)) for b in sorted(set(source[1:]) - {source[0]})))
                for suspect, source in found
            ),
            _pairs(first, found) if _by_pairs(found) else None,
        )
        for first, found in sorted(groups.items())
    ), always


def _by_pairs(found: list[tuple[str, bytes]]) -> bool:
    """Whether a group of sources is looked for as pairs (a matter of speed only): where each
    source is two bytes and a suspect's text search would stop at markup
    (:func:`_stops_at_markup`); else the ``memchr`` of its bytes and the search of the text
    cost less than the ``re`` scan (EUC-JP's U+00AC, gb18030's private-use code points)."""
    return all(len(source) == 2 for _, source in found) and any(
        _stops_at_markup(suspect) for suspect, _ in found
    )


def _pairs(first: bytes, found: list[tuple[str, bytes]]) -> _Pairs:
    seconds: dict[bytes, frozenset[str]] = {}
    for suspect, source in found:
        seconds[source[1:]] = seconds.get(source[1:], frozenset()) | {suspect}
    escaped = b"".join(re.escape(second) for second in sorted(seconds))
    return re.compile(re.escape(first) + b"([" + escaped + b"])"), seconds


def _possible(data: bytes, source_groups: _SourceGroups) -> set[str] | frozenset[str]:
    """The suspects to look for in the codec's output for ``data``: those one of whose
    sources is in ``data``, and those always looked for. A group's first byte is looked for
    once (``memchr``); then two-byte sources are found with one ``re`` search for the first
    byte followed by any of the seconds (a literal first byte: ``re`` scans for it in C), as a
    text of varied characters holds every byte but not every pair; a longer source's other
    bytes are each looked for (``memchr``)."""
    groups, found = source_groups
    for first, sources, pairs in groups:
        if first in data:
            if pairs is not None:
                pattern, seconds = pairs
                for second in set(pattern.findall(data)):
                    found = found | seconds[second]
                continue
            for suspect, rest in sources:
                for byte in rest:
                    if byte not in data:
                        break
                else:
                    found = found | {suspect}
    return found


#: The codecs that decode some byte sequence to U+FFFD (gb18030's 84 31 A4 37, which the
#: standard decodes to U+FFFD too, as a code point and no error): with these a U+FFFD in the
#: codec's output is no proof of an error (a test proves the others never output one).
CODEC_OUTPUTS_FFFD = frozenset(("gb18030", "GBK"))

#: Per encoding, a second CPython codec and its *differing groups*: where an input holds, of
#: each group, not every byte, and the codec decodes it without an error, its output is the
#: standard's (proved over every byte sequence by tests/encoding/test_decoders_standard.py,
#: ``test_the_exact_codec``): no suspect to search for. cp950 decodes rows A1 and A2 as the
#: standard (where big5hkscs has :data:`SUSPECTS`), but C6 A1 to C7 FE (kana and Cyrillic
#: where index Big5 has other symbols) and F9 FE otherwise, and fails on HKSCS' sequences
#: (then :data:`CODECS`' codec decodes the input). Only the groups' bytes are looked for
#: (``memchr`` each), so an input holding C6 or C7 as a trailing byte is decoded the other way
#: too: about one character in 80 has one, so this serves short inputs and texts of a small
#: vocabulary (a text of a few hundred different characters holds one; there the ``memchr``s
#: find it early).
#: For GBK and gb18030, gbk decodes every one- and two-byte sequence it does not fail on as
#: the standard (no differing group) and fails on the rest (four-byte sequences, 0x80, 0xFF,
#: the standard's 2005 and 2022 changes, where the gb18030 codec has :data:`SUSPECTS`): any
#: input it decodes is decoded at its speed, which is also faster than gb18030's; an input
#: it fails on is decoded again the other way, the cost of one gbk pass up to its error.
EXACT_CODECS: dict[str, tuple[str, tuple[tuple[bytes, ...], ...]]] = {
    "Big5": ("cp950", ((b"\xc6",), (b"\xc7",), (b"\xf9", b"\xfe"))),
    "GBK": ("gbk", ()),
    "gb18030": ("gbk", ()),
}

#: Byte sequences whose codec result is an ASCII code point (too common to be a suspect):
#: euc_jp decodes 0x8F 0xA2 0xB7 (index jis0212 pointer 116, U+FF5E) as U+007E.
SUSPECT_BYTES: dict[str, bytes] = {"EUC-JP": b"\x8f\xa2\xb7"}

#: The bytes after which a sequence may go on: a byte below 0x30 ends every sequence of every
#: encoding here (it is no trailing byte: a leading byte before it is an error, and it is
#: restored and decoded as ASCII), so where a part of the input is read from the standard's
#: first state it starts after the last such byte (``bytes.rstrip`` of these finds it from
#: the end, in C).
_NOT_BOUNDARY = bytes(range(0x30, 0x100))


class MultiByteDecoder:
    """An instance of one of these decoders (see the module docstring)."""

    __slots__ = (
        "_codec",
        "_codec_function",
        "_count_fffd",
        "_exact",
        "_fatal",
        "_gated_translations",
        "_name",
        "_pending",
        "_source_groups",
        "_sources_from",
        "_step",
        "_suspect_bytes",
        "_to_steps",
        "_translation_map",
        "_translations",
        "_two_way",
        "_two_way_outputs",
    )

    def __init__(self, encoding: str, fatal: bool) -> None:
        (
            self._name,
            self._step,
            self._codec,
            self._translations,
            self._gated_translations,
            self._translation_map,
            self._to_steps,
            self._two_way,
            self._two_way_outputs,
            self._count_fffd,
            self._suspect_bytes,
            self._source_groups,
            self._codec_function,
            self._fatal,
            self._exact,
        ) = _SETTINGS.get((encoding, fatal)) or _settings(encoding, fatal)
        self._sources_from = SOURCES_FROM[self._name]
        self._pending = b""

    def decode(self, data: bytes, final: bool = False) -> str:
        data = buffered_input(self._pending, data)
        if not data:
            return self._steps(data, 0, final)[0]
        text, position = self._fast(data, final)
        self._pending = data[position:] if position < len(data) else b""
        return text

    def getstate(self) -> DecoderState:
        """The bytes of the unfinished sequence (the standard's leading bytes), flags 0."""
        return self._pending, 0

    def setstate(self, state: DecoderState) -> None:
        """The decoder with ``state``'s buffer pending (see :class:`~._decoders.Decoder`)."""
        self._pending = read_state(state, 1)[0]

    def _fast(self, data: bytes, final: bool = True) -> tuple[str, int]:
        """The standard's output for ``data`` (and end-of-queue if ``final``) and where the
        bytes of a sequence left unfinished start (``len(data)`` for none)."""
        suspect_bytes = self._suspect_bytes
        # (its first byte, a lead byte, is rare: memchr finds it faster than the sequence)
        if suspect_bytes is not None and suspect_bytes[:1] in data and suspect_bytes in data:
            return self._steps(data, 0, final)
        # no differing group's bytes all in the input: the exact codec's output, if it has one
        if self._exact is not None and not _may_hold(data, self._exact[2]):
            found = self._exact_output(data, final)
            if found is not None:
                return found
        # a long input: only the suspects one of whose sources has all its bytes in it
        possible = _possible(data, self._source_groups) if len(data) >= self._sources_from else None
        text, replacements, end = self._codec_output(data, final)
        for suspect, sequence, output, agreeing in self._two_way:
            if (possible is not None and suspect not in possible) or suspect not in text:
                continue
            if output and not any(
                _may_hold(data, (source_bytes,)) and source in data
                for source, source_bytes in agreeing
            ):
                # The suspect's other sources are not in the input: each suspect in the
                # output is the codec's for the sequence, and the standard's is output.
                text = text.replace(suspect, output)
                continue
            if sequence in data:
                around = self._around(data, final)
                if around is None:
                    return self._steps(data, 0, final)
                text, replacements, end = around
                break
        # A U+FFFD the codec wrote itself is no proof: the standard's steps.
        if (
            self._count_fffd
            and (replacements or "\ufffd" in text)
            and text.count("\ufffd") != replacements
        ):
            return self._steps(data, 0, final)
        to_steps = self._to_steps
        if possible is None:
            for suspect in to_steps:
                if suspect in text:
                    return self._steps(data, 0, final)
            if len(data) < _GATES_FROM:
                for suspect, code_point in self._translations:
                    text = text.replace(suspect, code_point)
                return text, end
            for suspect, code_point, gate in self._gated_translations:
                if gate:
                    for byte in gate:
                        if byte in data:
                            break
                    else:
                        continue
                text = text.replace(suspect, code_point)
            return text, end
        for suspect in possible:
            if suspect in to_steps and suspect in text:
                return self._steps(data, 0, final)
        translations = self._translation_map
        for suspect in possible:
            translated = translations.get(suspect)
            if translated is not None:
                text = text.replace(suspect, translated)
        return text, end

    def _codec_output(self, data: bytes, final: bool) -> tuple[str, int, int]:
        """The codec's output for ``data`` (with the standard's steps at its errors), how many
        errors were replaced, and where a sequence left unfinished starts (``final`` false).

        Most inputs have no error: the codec reads them without an error handler. A
        streaming call's input mostly ends inside a sequence: CPython's incremental decoder
        of the codec reads it (``final`` false) and keeps the bytes of the sequence it finds
        unfinished at the end; where the standard's step finds the same bytes an unfinished
        sequence, the bytes before them are the codec's output and those are left unfinished
        (a codec may wait for more bytes where the standard has already found an error: then,
        as on any other error, the whole input again, with the handler)."""
        found = self._strict_output(self._codec, self._codec_function, data, final)
        if found is not None:
            return found[0], 0, found[1]
        texts, replacements, end = self._codec_decode([data], final)
        return texts[0], replacements, end

    def _exact_output(self, data: bytes, final: bool) -> tuple[str, int] | None:
        """:data:`EXACT_CODECS`' codec's output for ``data`` (which holds no differing group)
        and where a sequence left unfinished starts, or ``None`` (:meth:`_strict_output`)."""
        assert self._exact is not None
        codec, function, _ = self._exact
        return self._strict_output(codec, function, data, final)

    def _strict_output(
        self, codec: str, function: Callable[..., tuple[str, int]], data: bytes, final: bool
    ) -> tuple[str, int] | None:
        """``codec``'s output for ``data`` without an error handler (``function``, its decode
        function, for a final call) and where a sequence left unfinished starts; ``None``
        where it fails, or leaves bytes unfinished that the standard does not (a codec may
        wait for more bytes where the standard has already found an error)."""
        try:
            if final:
                return function(data)[0], len(data)
            text, unfinished = _decode_streaming(codec, data)
        except UnicodeDecodeError:
            return None
        if not unfinished:
            return text, len(data)
        if self._step(unfinished, 0, False) == (INCOMPLETE, 0):
            return text, len(data) - len(unfinished)
        return None

    def _codec_decode(self, parts: list[bytes], final: bool = True) -> tuple[list[str], int, int]:
        """The codec's output for each part, how many errors it replaced, and where in the
        last part a sequence left unfinished starts (its length for none; ``final`` false).

        The codec decodes; at each error it calls _resume_after_error, which takes one step
        of the standard's decoder there. (One error handler for the whole input: catching
        UnicodeDecodeError and decoding the rest again would copy the rest at each error.)
        Where that step finds the input ends inside a sequence (``final`` false), the handler
        skips to the end and notes where the sequence started."""
        running = _running.__dict__
        outer = (
            running.get("decoder"),
            running.get("replacements", 0),
            running.get("final", True),
            running.get("unfinished"),
        )
        running["decoder"], running["replacements"] = self, 0
        running["final"], running["unfinished"] = final, None
        decode = self._codec_function
        try:
            texts = [decode(part, _RESUME)[0] for part in parts]
            replacements = running["replacements"]
            unfinished = running["unfinished"]
        finally:
            (
                running["decoder"],
                running["replacements"],
                running["final"],
                running["unfinished"],
            ) = outer
        return texts, replacements, len(parts[-1]) if unfinished is None else unfinished

    def _around(self, data: bytes, final: bool) -> tuple[str, int, int] | None:
        """The codec's output for ``data`` in parts between the :data:`TWO_WAY` sequences,
        each sequence read as the standard does, how many errors were replaced and where a
        sequence left unfinished at the end starts (``final`` false), or ``None`` where a
        part before a sequence ends inside a sequence (so that the sequence's bytes are not
        where one starts).

        A part is read from the standard's first state (the part before it ended where a
        sequence ends) and decoded as a whole input: where its end is inside a sequence,
        end-of-queue is an error, the part's last output. So a part whose output does not
        end in U+FFFD ends where a sequence ends, and the sequence after it is read from the
        first state too: the standard's one result (not the codec's) for it."""
        split = _TWO_WAY_SPLIT[self._name].split(data)
        parts = split[::2]
        try:
            texts: list[str] = []
            replacements = 0
            if len(parts) > 1:
                texts, replacements, _ = self._codec_decode(parts[:-1])
            last_text, last_replacements, unfinished = self._codec_decode(parts[-1:], final)
        except UnicodeDecodeError:
            # fatal mode: an error in a part, maybe the end-of-queue of a part cut inside a
            # sequence (the steps decide)
            return None
        texts += last_text
        replacements += last_replacements
        standard = self._two_way_outputs
        pieces = []
        last = len(parts) - 1
        for k, text in enumerate(texts):
            pieces.append(text)
            if k < last:
                if text[-1:] == "\ufffd":
                    part = parts[k]
                    if self._steps(part, len(part.rstrip(_NOT_BOUNDARY)), False)[1] < len(part):
                        return None
                pieces.append(standard[split[2 * k + 1]])
        return "".join(pieces), replacements, len(data) - len(parts[-1]) + unfinished

    def _output(self, output: str | None, data: bytes, i: int) -> str:
        if output is None:
            if self._fatal:
                raise UnicodeDecodeError(self._name, data, max(i - 1, 0), i, "invalid sequence")
            return "\ufffd"
        return output

    def _steps(self, data: bytes, i: int, final: bool) -> tuple[str, int]:
        """The standard's steps from ``i`` on: the output and where unfinished bytes start."""
        pieces = []
        n = len(data)
        step = self._step
        while i < n:
            output, j = step(data, i, final)
            if output == INCOMPLETE:
                break
            pieces.append(self._output(output, data, j))
            i = j
        return "".join(pieces), i


#: The decoder whose codec is running in this thread, and how many errors it replaced.
_running = threading.local()
#: Per thread, CPython's incremental decoder of each codec, by the codec's name, while no call
#: uses it (reset after each call: it holds nothing between calls, so the decoders here stay
#: copyable).
_incremental = threading.local()
_RESUME = "webapi.encoding.multi-byte-resume"


def _decode_streaming(codec: str, data: bytes) -> tuple[str, bytes]:
    """CPython's incremental decoder of ``codec`` (strict) over ``data``: its output, and the
    bytes it keeps as a sequence left unfinished at the end."""
    # taken out while in use (a signal handler decoding in between gets its own)
    decoders = _incremental.__dict__
    incremental = decoders.pop(codec, None)
    if incremental is None:
        incremental = codecs.getincrementaldecoder(codec)()
    try:
        return incremental.decode(data), incremental.getstate()[0]
    finally:
        incremental.reset()
        decoders[codec] = incremental


#: :data:`EXACT_CODECS`' codec's name, its decoding function and the differing groups.
_Exact = tuple[str, Callable[..., tuple[str, int]], tuple[tuple[bytes, ...], ...]]
_TwoWay = tuple[str, bytes, str, tuple[tuple[bytes, tuple[bytes, ...]], ...]]
_Settings = tuple[
    str,
    Step,
    str,
    tuple[tuple[str, str], ...],
    tuple[tuple[str, str, tuple[bytes, ...]], ...],
    dict[str, str],
    str,
    tuple[_TwoWay, ...],
    dict[bytes, str],
    bool,
    "bytes | None",
    _SourceGroups,
    Callable[..., tuple[str, int]],
    bool,
    "_Exact | None",
]
#: A decoder's fixed attributes by (encoding, fatal), made once (a new decoder per call of
#: ``TextDecoder.decode``: its set-up is part of every snippet's cost).
_SETTINGS: dict[tuple[str, bool], _Settings] = {}


def _distinct_bytes(sequence: bytes) -> tuple[bytes, ...]:
    return tuple(bytes((byte,)) for byte in sorted(set(sequence)))


def _gate(suspect: str, sources: tuple[bytes, ...]) -> tuple[bytes, ...]:
    """A short input's test for ``suspect`` before its search in the codec's output: one
    byte of each of its :data:`SOURCES` (the last: the trailing byte, rarer than the lead
    bytes the sources share), one of which is in every input whose codec output holds the
    suspect (``memchr`` each); none where the search is cheap anyway (it does not stop at
    markup: :func:`_stops_at_markup`)."""
    return tuple(source[-1:] for source in sources) if _stops_at_markup(suspect) else ()


def _settings(encoding: str, fatal: bool) -> _Settings:
    translations = TRANSLATIONS[encoding]
    two_way = TWO_WAY[encoding]
    # A translation to an error is the fatal mode's exception: the steps raise it.
    kept = tuple(t for t in translations if not (fatal and t[1] == "\ufffd"))
    settings = (
        encoding,
        STEPS[encoding],
        CODECS[encoding],
        kept,
        tuple((c, t, _gate(c, SOURCES[encoding][c])) for c, t in kept),
        dict(kept),
        "".join(c for c, t in translations if fatal and t == "\ufffd"),
        tuple(
            (
                c,
                sequence,
                # "": the standard's output is a suspect too (gb18030's swap): parts only
                "" if output in SUSPECTS[encoding] else output,
                tuple(
                    (source, _distinct_bytes(source))
                    for source in SOURCES[encoding][c]
                    if source != sequence
                ),
            )
            for c, sequence, output in two_way
        ),
        {sequence: output for _, sequence, output in two_way},
        encoding in CODEC_OUTPUTS_FFFD,
        SUSPECT_BYTES.get(encoding),
        _source_groups(encoding),
        # the codec's function: ``bytes.decode(name)`` looks the name up at each call
        codecs.lookup(CODECS[encoding]).decode,
        fatal,
        _exact(encoding),
    )
    _SETTINGS[encoding, fatal] = settings
    return settings


def _exact(encoding: str) -> _Exact | None:
    if encoding not in EXACT_CODECS:
        return None
    codec, groups = EXACT_CODECS[encoding]
    return codec, codecs.lookup(codec).decode, groups


def _resume_after_error(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler of :meth:`MultiByteDecoder._fast`: one step of the standard's
    decoder where the codec failed (the bytes the standard decodes there, or U+FFFD for its
    error, or the fatal error), and the codec resumes after it; where the input ends inside
    the sequence and more input may follow, nothing and the end (the decoder keeps the
    sequence's bytes)."""
    assert isinstance(error, UnicodeDecodeError)
    running = _running
    decoder: MultiByteDecoder = running.decoder
    data = error.object
    output, position = decoder._step(data, error.start, running.final)
    if output == INCOMPLETE:
        running.unfinished = error.start
        return "", len(data)
    if output is None:
        running.replacements += 1
    return decoder._output(output, data, position), position


codecs.register_error(_RESUME, _resume_after_error)

MULTI_BYTE_DECODERS: dict[str, Callable[[bool], MultiByteDecoder]] = {
    name: partial(MultiByteDecoder, name) for name in STEPS
}
