"""Preprocessing the input stream
(https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream).

The input stream is a ``str`` of code points (decoding is ``webapi.html.decode_html``'s).
Before tokenization, newlines are normalized ("normalize newlines": each CR LF pair, and each
CR alone, becomes an LF), and surrogates, noncharacters and controls other than ASCII
whitespace and NULL are parse errors, which :func:`input_stream_errors` finds with one scan.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Iterator

__all__ = ["input_stream_errors", "normalize_newlines"]


# "Any occurrences of surrogates are surrogate-in-input-stream parse errors. Any occurrences of
# noncharacters are noncharacter-in-input-stream parse errors and any occurrences of controls
# other than ASCII whitespace and U+0000 NULL characters are control-character-in-input-stream
# parse errors." Controls: U+0000 to U+001F and U+007F to U+009F (Infra); ASCII whitespace:
# tab, LF, FF, CR, space; noncharacters: U+FDD0 to U+FDEF and the last two code points of
# each plane.
_BMP_PROBLEMS = re.compile(
    "[\x01-\x08\x0b\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]"
)
_ASTRAL_NONCHARACTERS = re.compile(
    "["
    + "".join(chr(plane << 16 | 0xFFFE) + chr(plane << 16 | 0xFFFF) for plane in range(1, 17))
    + "]"
)
#: The ASCII bytes that are no parse error (``bytes.translate`` deletes them: what is left of
#: an ASCII stream are its controls).
_ASCII_FINE = bytes(
    b for b in range(0x80) if not (0x01 <= b <= 0x08 or b == 0x0B or 0x0E <= b <= 0x1F or b == 0x7F)
)


def _code(char: str) -> str:
    if "\ud800" <= char <= "\udfff":
        return "surrogate-in-input-stream"
    if char <= "\x9f":
        return "control-character-in-input-stream"
    return "noncharacter-in-input-stream"


def normalize_newlines(text: str) -> str:
    """https://infra.spec.whatwg.org/#normalize-newlines : CR LF, then CR, to LF."""
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def input_stream_errors(stream: str) -> Iterator[tuple[int, str]]:
    """The parse errors of the input stream ``stream`` (newlines normalized), in order:
    (index, code) for each surrogate, noncharacter and control that is not ASCII whitespace
    or NULL. (An ASCII stream is checked with ``bytes.translate``, ten times as fast as a
    regular expression; the code points past U+FFFF, where the only problems are the
    noncharacters, with a scan of their own.)"""
    if stream.isascii():
        if not stream.encode("ascii").translate(None, _ASCII_FINE):
            return iter(())
        return ((m.start(), _code(m.group())) for m in _BMP_PROBLEMS.finditer(stream))
    bmp = ((m.start(), _code(m.group())) for m in _BMP_PROBLEMS.finditer(stream))
    astral = (
        (m.start(), "noncharacter-in-input-stream") for m in _ASTRAL_NONCHARACTERS.finditer(stream)
    )
    return heapq.merge(bmp, astral)
