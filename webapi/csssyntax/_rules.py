"""CSS Syntax's rule lists (https://drafts.csswg.org/css-syntax-3/#consume-list-of-rules): where
each rule of a list starts, where its prelude ends and where its block ends, over a sheet's
tokens. The CSSOM's rule trees (:mod:`webapi.cssom`) and the cascade's sheets
(:mod:`webapi.css`) step through a sheet's rule lists with :func:`next_rule`, one rule at a
time, each with a stack of the lists open (no recursion): linear in the sheet's length.
"""

from __future__ import annotations

from ._blocks import BLOCK_CLOSERS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._tokenizer import Token

__all__ = ["next_rule"]

#: The tokens "consume a list of rules" passes over between rules (a ``;`` is not a rule's
#: start: https://drafts.csswg.org/css-syntax-3/#consume-stylesheet-contents drops it as the
#: start of a qualified rule with no block).
_BETWEEN_RULES = frozenset(("whitespace", "CDO", "CDC", ";"))


def next_rule(
    tokens: list[Token], close: list[int], i: int, end: int
) -> tuple[int, int, int] | None:
    """The next rule of the rule list ``tokens[i:end]`` (``close``: :func:`._blocks.block_ends`
    of ``tokens``), as ``(first, prelude_end, block_end)``: its first token (an at-keyword for
    an at-rule, https://drafts.csswg.org/css-syntax-3/#consume-at-rule; else the prelude of a
    qualified rule, https://drafts.csswg.org/css-syntax-3/#consume-qualified-rule), the index
    of the ``{`` that opens its block or of the ``;`` that ends an at-rule's statement (``end``
    for an at-rule the list's end cuts short: a parse error, the rule kept), and the index of
    its block's ``}`` (``prelude_end`` where it has no block); the list goes on after
    ``block_end``. None where the list has no rule left (a qualified rule with no block at the
    end is dropped)."""
    while i < end and tokens[i].kind in _BETWEEN_RULES:
        i += 1
    if i >= end:
        return None
    at_rule = tokens[i].kind == "at-keyword"
    j = i + 1 if at_rule else i
    while j < end:
        kind = tokens[j].kind
        if kind == "{" or (at_rule and kind == ";"):
            break
        j = close[j] + 1 if kind in BLOCK_CLOSERS else j + 1
    if j >= end:
        return (i, end, end) if at_rule else None
    return i, j, min(close[j], end) if tokens[j].kind == "{" else j
