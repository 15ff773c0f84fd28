"""CSS Syntax's blocks (https://drafts.csswg.org/css-syntax-3/#consume-simple-block): where
each block of a sheet's tokens ends, found in one pass, and the items of a block's contents
(https://drafts.csswg.org/css-syntax-3/#consume-block-contents) as the rule lists and style
rules of CSSOM (:mod:`webapi.cssom`) and the cascade (:mod:`webapi.css`) read them.

Each function is one pass over the tokens it is given (a stack of the blocks open, no
recursion): linear in the input.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._tokenizer import Token

__all__ = ["BLOCK_CLOSERS", "DECLARATION", "RULE", "block_contents", "block_ends"]

#: The tokens that open a block or a function's arguments, and the kind of token that closes
#: each (https://drafts.csswg.org/css-syntax-3/#consume-simple-block).
BLOCK_CLOSERS = {"(": ")", "[": "]", "{": "}", "function": ")"}

#: The kinds of the items :func:`block_contents` gives.
DECLARATION = "declaration"
RULE = "rule"


def block_ends(tokens: list[Token]) -> list[int]:
    """For each token that opens a block (:data:`BLOCK_CLOSERS`), the index of the token that
    closes it (the end where it is unclosed); -1 for the other tokens."""
    close = [-1] * len(tokens)
    stack: list[int] = []
    for index, token in enumerate(tokens):
        kind = token.kind
        if kind in BLOCK_CLOSERS:
            stack.append(index)
        elif stack and kind == BLOCK_CLOSERS[tokens[stack[-1]].kind]:
            close[stack.pop()] = index
    for index in stack:
        close[index] = len(tokens)
    return close


def block_contents(
    tokens: list[Token], close: list[int], start: int, end: int
) -> list[tuple[str, int, int, int]]:
    """https://drafts.csswg.org/css-syntax-3/#consume-block-contents over
    ``tokens[start:end]`` (a style rule's block, or a group rule's inside one): its items in
    order (``close``: :func:`block_ends` of ``tokens``),
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
