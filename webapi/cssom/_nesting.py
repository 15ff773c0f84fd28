"""CSS Nesting (https://drafts.csswg.org/css-nesting-1/): a nested rule's selector made
relative (https://drafts.csswg.org/css-nesting-1/#syntax: an implied ``&`` and descendant
combinator) and the nesting selector ``&`` replaced
(https://drafts.csswg.org/css-nesting-1/#nest-selector: it matches what ``:is()`` of the
parent's selector list matches, with that specificity).

Shared by the CSSOM's rules (:mod:`._rules`) and the cascade (:mod:`webapi.css`): each
function is one pass over the tokens of the text it is given (CSS Syntax's tokenizer,
:mod:`webapi.csssyntax.engine`).
"""

from __future__ import annotations

from webapi.csssyntax.engine import tokenize_with_offsets

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.csssyntax.engine import Token

__all__ = ["relative_selector_text", "replace_nesting_selector"]

_COMBINATORS = (">", "+", "~")


def _top_level_parts(tokens: list[Token]) -> list[tuple[int, int]]:
    """The spans of the selectors of a selector list's tokens (split at top-level commas)."""
    parts: list[tuple[int, int]] = []
    depth = 0
    begin = 0
    for index, token in enumerate(tokens):
        kind = token.kind
        if kind in ("function", "(", "["):
            depth += 1
        elif kind in (")", "]"):
            depth -= 1
        elif kind == "," and depth == 0:
            parts.append((begin, index))
            begin = index + 1
    parts.append((begin, len(tokens)))
    return parts


def _is_nesting_selector(token: Token) -> bool:
    return token.kind == "delim" and token.value == "&"


def relative_selector_text(text: str) -> str:
    """https://drafts.csswg.org/css-nesting-1/#syntax: a nested style rule's selector list
    with each selector that starts with a combinator, or has no ``&``, made to start with
    ``& `` (Chromium 156 writes the ``&`` it implies: ``> .b`` is ``& > .b``, ``.b`` is
    ``& .b``)."""
    source, tokens, starts = tokenize_with_offsets(text)
    out: list[str] = []
    for begin, finish in _top_level_parts(tokens):
        part = source[starts[begin] : starts[finish]].strip()
        first = begin
        while first < finish and tokens[first].kind in ("whitespace", "comment"):
            first += 1
        leading = (
            first < finish and tokens[first].kind == "delim" and tokens[first].value in _COMBINATORS
        )
        if part and (leading or not any(_is_nesting_selector(t) for t in tokens[begin:finish])):
            part = "& " + part
        out.append(part)
    return ", ".join(out)


def replace_nesting_selector(text: str, replacement: str) -> str:
    """``text`` with each nesting selector ``&`` (a ``&`` delimiter token, inside functions
    too) replaced by ``replacement``: ``:is(<the parent's selector list>)``, or ``:scope``
    for a rule that has no parent style rule
    (https://drafts.csswg.org/css-nesting-1/#nest-selector). ``&div`` becomes ``:scopediv``
    or ``:is(...)div``, which do not parse: Chromium 156 drops such a rule too."""
    if "&" not in text:
        return text
    source, tokens, starts = tokenize_with_offsets(text)
    out: list[str] = []
    for index, token in enumerate(tokens):
        piece = source[starts[index] : starts[index + 1]]
        out.append(replacement if _is_nesting_selector(token) else piece)
    return "".join(out)
