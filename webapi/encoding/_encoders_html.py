"""Error mode "html" (and, with another error, fatal) of the stateless multi-byte encoders:
Shift_JIS, EUC-JP, Big5, GBK and gb18030, each one call of a CPython codec with an error
handler running the standard's steps (see the comment below)."""

from __future__ import annotations

import codecs
import re
import sys
from collections.abc import Callable, Iterable
from functools import cache
from itertools import groupby
from typing import cast

from webapi._cache import BoundedCache

from ._encoder_steps import (
    _GB18030_PUA,
    _gb18030_pointers,
    _Handler,
    _handler,
    _index_big5_pointers,
    _jis0208_pointers,
)

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
# standard's Big5 encoder starts at 0xA1), its output is mended after the call (found with
# ``in`` or a ``bytes.translate`` that deletes every other byte), in one ``re.split`` that keeps
# each marked sequence, which a dict maps to the standard's bytes; the
# others (5 for Shift_JIS and EUC-JP, 19 for Big5 and the two after which big5hkscs looks
# past, :data:`_LOOKING_PAST`, 21 for gb18030, none for GBK) are found in the text with
# ``str.find`` (a C search) and the text split around them, or, where a code point's low byte
# is printable ASCII (Big5's, which ``str.find``'s memchr would find at every tag), with one
# regular expression.

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

#: The code points after which a codec may encode two code points as one sequence, the only
#: ones any of :data:`_MULTI_BYTE_CODECS` looks past: big5hkscs' Ê and ê, which with U+0304
#: or U+030C after them it writes as HKSCS 0x8862, 0x8864, 0x88A3, 0x88A5 (Ê̄ Ê̌ ê̄ ê̌), and
#: so too with any code point whose low 16 bits are 0x0304 or 0x030C (U+10304, ...: its test
#: masks the code point). The standard's encoders take one code point at a time: these are
#: found in the text as the code points the codec encodes otherwise are, and the codec never
#: sees them.
_LOOKING_PAST = {"big5hkscs": "\u00ca\u00ea"}

#: What :func:`codecs.register_error` takes.
_ErrorHandler = Callable[[UnicodeError], tuple[str | bytes, int]]

#: Up to this many code points the codec encodes otherwise are found with ``str.find``, in
#: a text longer than :data:`_SHORT` (in a shorter one, one regular-expression search costs
#: less than a call per code point).
_FEW = 24
_SHORT = 500
#: Up to this many marked sequences in a codec's output are mended one by one (``bytes.index``
#: from the one before); more in one regular-expression split.
_FEW_MARKED = 8


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
    # Each marked sequence to the standard's bytes.
    mend: dict[bytes, bytes] = {}
    for code_point in [cp for cp, encoded in wrong.items() if encoded[0] in markers]:
        mend[wrong.pop(code_point)] = standard(code_point)
    for c in _LOOKING_PAST.get(codec, ""):
        wrong[ord(c)] = c.encode(codec)
    others = bytes(byte for byte in range(0x100) if byte not in markers)
    marked = _MarkedSequences(markers, length)
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
        # (a marker is the first byte of a sequence wherever it is: no other byte the codec or
        # the standard writes has its value)
        if len(markers) == 1:
            count = output.count(markers)
            if not count:
                return output
            found = markers * count
        else:
            found = output.translate(None, others)  # the markers, in the order they come
            if not found:
                return output
        if len(found) <= _FEW_MARKED:  # each sequence found after the one before it
            pieces = []
            position = 0
            for lead in found:
                start = output.index(lead, position)
                pieces.append(output[position:start])
                position = start + length
                pieces.append(mend[output[start:position]])
            pieces.append(output[position:])
            return b"".join(pieces)
        # One split at the marked sequences, each the second part of three: text, sequence,
        # text, ...
        leads = set(found)
        parts = marked[leads.pop() if len(leads) == 1 else -1].split(output)
        parts[1::2] = map(mend.__getitem__, parts[1::2])
        return b"".join(parts)

    def encode(text: str) -> bytes:
        if few and len(text) > _SHORT:
            for c in few:
                if c in text:
                    return replacements[c].join([encode(piece) for piece in text.split(c)])
        elif many is not None and many.search(text) is not None:
            return _around(many, standard, text, coded)
        return coded(text)

    return encode


class _MarkedSequences(dict[int, re.Pattern[bytes]]):
    """For each marker, and for -1 any marker: a pattern of a sequence of ``length`` bytes led
    by it, as a group (which ``split`` keeps); compiled on first use."""

    def __init__(self, markers: bytes, length: int) -> None:
        super().__init__()
        self.markers, self.length = markers, length

    def __missing__(self, marker: int) -> re.Pattern[bytes]:
        leads = self.markers if marker < 0 else bytes((marker,))
        lead = b"".join(b"\\x%02x" % byte for byte in leads)
        pattern = re.compile(b"([%s]%s)" % (lead, b"." * (self.length - 1)), re.DOTALL)
        self[marker] = pattern
        return pattern


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
