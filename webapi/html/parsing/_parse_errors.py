"""The parse errors the HTML tokenizer reports
(https://html.spec.whatwg.org/multipage/parsing.html#parse-errors), apart from its tokens: a
record made with ``dataclasses``, which (with ``inspect``) loads with the first tokenizer that
collects errors, not with a parse.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ParseError"]


@dataclass(frozen=True, slots=True)
class ParseError:
    """A parse error (https://html.spec.whatwg.org/multipage/parsing.html#parse-errors): its
    code as the standard names it (``"unexpected-null-character"``), and where: ``index`` in
    the input stream (the text after newlines are normalized, CR LF and CR to LF), ``line``
    and ``column`` counted from 1 (the position of the character the tokenizer was looking at,
    or just past the last one at the end of the input; code points, where html5lib-tests count
    UTF-16 code units). An immutable record, not an exception: parse errors never stop the
    parser."""

    code: str
    index: int
    line: int
    column: int
