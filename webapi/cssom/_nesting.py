"""CSS Nesting (https://drafts.csswg.org/css-nesting-1/): the items of a style rule's block
(CSS Syntax's "consume a block's contents", https://drafts.csswg.org/css-syntax-3/#consume-block-contents),
a nested rule's selector made relative (https://drafts.csswg.org/css-nesting-1/#syntax: an
implied ``&`` and descendant combinator) and the nesting selector ``&`` replaced
(https://drafts.csswg.org/css-nesting-1/#nest-selector: it matches what ``:is()`` of the
parent's selector list matches, with that specificity).

Shared by the CSSOM's rules (:mod:`._rules`) and the cascade (:mod:`webapi.css`), which
both read the tokens of a sheet: each function is one pass over the tokens it is given.
"""

from __future__ import annotations

from ._syntax import BLOCK_CLOSERS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.selectors.engine import Token

__all__ = [
    "DECLARATION",
    "RULE",
    "block_contents",
    "relative_selector_text",
    "replace_nesting_selector",
]

#: The kinds of the items :func:`block_contents` gives.
DECLARATION = "declaration"
RULE = "rule"

_COMBINATORS = (">", "+", "~")


def block_contents(
    tokens: list[Token], close: list[int], start: int, end: int
) -> list[tuple[str, int, int, int]]:
    """https://drafts.csswg.org/css-syntax-3/#consume-block-contents over
    ``tokens[start:end]`` (a style rule's block, or a group rule's inside one): its items in
    order (``close``: :func:`._syntax.block_ends` of ``tokens``),
    ``(DECLARATION, first, after, 0)`` for a declaration (the tokens it spans) and
    ``(RULE, first, brace, block_end)`` for an at-rule or a qualified rule with a ``{}`` block
    (its prelude's first token, the ``{`` and its ``}``); an at-rule ending with ``;`` is
    ``(RULE, first, semicolon, semicolon)``. Items that are neither (a qualified rule that
    meets ``;`` first: "consume the remnants of a bad declaration") are declarations that
    the declarations' parse drops."""
    items: list[tuple[str, int, int, int]] = []
    i = start
    while i < end:
        kind = tokens[i].kind
        if kind in ("whitespace", ";", "comment"):
            i += 1
            continue
        if kind == "at-keyword":
            j = i + 1
            while j < end and tokens[j].kind not in (";", "{"):
                j = min(close[j], end) + 1 if tokens[j].kind in BLOCK_CLOSERS else j + 1
            if j < end and tokens[j].kind == "{":
                block_end = min(close[j], end)
                items.append((RULE, i, j, block_end))
                i = block_end + 1
            else:
                items.append((RULE, i, j, j))
                i = j + 1
            continue
        # up to a ';' (a declaration's end) or a '{' (a rule's block) outside other blocks
        j = i
        while j < end and tokens[j].kind not in (";", "{"):
            j = min(close[j], end) + 1 if tokens[j].kind in BLOCK_CLOSERS else j + 1
        if j >= end or tokens[j].kind == ";":
            # a declaration, or what no rule can be (the declarations' parse drops it)
            items.append((DECLARATION, i, j, 0))
            i = j + 1
            continue
        after = _declaration_with_block(tokens, close, i, j, end)
        if after >= 0:
            items.append((DECLARATION, i, after, 0))
            i = after + 1
            continue
        # "consume a qualified rule" with the nested flag: its prelude up to the '{'
        block_end = min(close[j], end)
        items.append((RULE, i, j, block_end))
        i = block_end + 1
    return items


def _declaration_with_block(
    tokens: list[Token], close: list[int], i: int, brace: int, end: int
) -> int:
    """https://drafts.csswg.org/css-syntax-3/#consume-declaration with the nested flag, for
    an item whose first top-level ``{`` is at ``brace``: a declaration is ``name :`` and a
    value, which may have a ``{}`` block only where it is a custom property's or the block
    is the value's only token (else the item is a rule: ``a:hover { }``). The index of the
    ``;`` (or ``end``) ending the declaration, or -1 for a rule."""
    if tokens[i].kind != "ident":
        return -1
    k = i + 1
    while k < brace and tokens[k].kind in ("whitespace", "comment"):
        k += 1
    if k >= brace or tokens[k].kind != ":":
        return -1
    custom = str(tokens[i].value).startswith("--")
    if not custom and any(t.kind not in ("whitespace", "comment") for t in tokens[k + 1 : brace]):
        return -1
    j = min(close[brace], end) + 1
    while j < end and tokens[j].kind != ";":
        if not custom and tokens[j].kind not in ("whitespace", "comment"):
            return -1
        j = min(close[j], end) + 1 if tokens[j].kind in BLOCK_CLOSERS else j + 1
    return j


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
    from webapi.selectors.engine import preprocess, tokenize

    source = preprocess(text)
    starts: list[int] = []
    tokens = tokenize(source, starts)
    starts.append(len(source))
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
    from webapi.selectors.engine import preprocess, tokenize

    source = preprocess(text)
    starts: list[int] = []
    tokens = tokenize(source, starts)
    starts.append(len(source))
    out: list[str] = []
    for index, token in enumerate(tokens):
        piece = source[starts[index] : starts[index + 1]]
        out.append(replacement if _is_nesting_selector(token) else piece)
    return "".join(out)
