"""Preprocessing the input stream
(https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream).

The input stream is a ``str`` of code points (decoding is ``webapi.html.decode_html``'s).
Before tokenization, newlines are normalized ("normalize newlines": each CR LF pair, and each
CR alone, becomes an LF), and surrogates, noncharacters and controls other than ASCII
whitespace and NULL are parse errors, which :func:`input_stream_errors` finds with one scan.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["input_stream_errors", "normalize_newlines"]

# "Any occurrences of surrogates are surrogate-in-input-stream parse errors. Any occurrences of
# noncharacters are noncharacter-in-input-stream parse errors and any occurrences of controls
# other than ASCII whitespace and U+0000 NULL characters are control-character-in-input-stream
# parse errors." Controls: U+0000 to U+001F and U+007F to U+009F (Infra); ASCII whitespace:
# tab, LF, FF, CR, space; noncharacters: U+FDD0 to U+FDEF and the last two code points of
# each plane.
_NONCHARACTERS = "\ufdd0-\ufdef" + "".join(
    f"{chr(plane << 16 | 0xFFFE)}{chr(plane << 16 | 0xFFFF)}" for plane in range(17)
)
_PROBLEMS = re.compile(
    f"(?P<surrogate>[\ud800-\udfff])|(?P<noncharacter>[{_NONCHARACTERS}])"
    "|(?P<control>[\x01-\x08\x0b\x0e-\x1f\x7f-\x9f])"
)
_CODES = {
    "surrogate": "surrogate-in-input-stream",
    "noncharacter": "noncharacter-in-input-stream",
    "control": "control-character-in-input-stream",
}


def normalize_newlines(text: str) -> str:
    """https://infra.spec.whatwg.org/#normalize-newlines : CR LF, then CR, to LF."""
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def input_stream_errors(stream: str) -> Iterator[tuple[int, str]]:
    """The parse errors of the input stream ``stream`` (newlines normalized), in order:
    (index, code) for each surrogate, noncharacter and control that is not ASCII whitespace
    or NULL."""
    for match in _PROBLEMS.finditer(stream):
        kind = match.lastgroup
        assert kind is not None
        yield match.start(), _CODES[kind]
