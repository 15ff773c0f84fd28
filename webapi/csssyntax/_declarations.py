"""CSS Syntax's declarations (https://drafts.csswg.org/css-syntax-3/#declaration): "parse a
list of declarations" (https://drafts.csswg.org/css-syntax-3/#parse-list-of-declarations, a
``style`` attribute's value) and "consume a list of declarations" over a block of a sheet
already tokenized (a style rule's block).

One loop over the tokens with a stack of the blocks open (no recursion, each token looked at a
bounded number of times: linear in the input). At-rules and nested rules are consumed and
dropped, as a list of declarations has no use for them; a declaration that is not
``name : value`` is dropped. The value of a custom property (``--x``) keeps its text as
written (from its first to its last token, comments inside included, as Chromium keeps it).
"""

from __future__ import annotations

from ._blocks import BLOCK_CLOSERS
from ._tokenizer import Token, tokenize_with_offsets

__all__ = [
    "Declaration",
    "consume_a_declaration",
    "declarations_in",
    "parse_a_list_of_declarations",
]

_WHITESPACE = "whitespace"
_IDENT = "ident"
_AT_KEYWORD = "at-keyword"
_DELIM = "delim"
_COLON = ":"
_SEMICOLON = ";"


class Declaration:
    """https://drafts.csswg.org/css-syntax-3/#declaration: a ``name``, its ``value`` (the
    component values' tokens, without the whitespace around them and without ``!important``),
    ``important``, and the value's ``text`` as written (from its first token to its last)."""

    __slots__ = ("important", "name", "text", "value")

    def __init__(self, name: str, value: list[Token], important: bool, text: str) -> None:
        self.name = name
        self.value = value
        self.important = important
        self.text = text

    def __repr__(self) -> str:
        bang = " !important" if self.important else ""
        return f"Declaration({self.name!r}, {self.text!r}{bang})"


def parse_a_list_of_declarations(text: str) -> list[Declaration]:
    """https://drafts.csswg.org/css-syntax-3/#parse-list-of-declarations (a ``style``
    attribute's value): the declarations of ``text`` in order; at-rules, nested rules and
    invalid declarations dropped."""
    text, tokens, starts = tokenize_with_offsets(text)
    return declarations_in(tokens, starts, text, 0, len(tokens))


def declarations_in(
    tokens: list[Token], starts: list[int], text: str, start: int, end: int
) -> list[Declaration]:
    """https://drafts.csswg.org/css-syntax-3/#consume-list-of-declarations over
    ``tokens[start:end]`` (a style rule's block in a sheet already tokenized: ``starts`` the
    offset of each token in ``text``, with ``len(text)`` last)."""
    found: list[Declaration] = []
    n = end
    i = start
    while i < n:
        token = tokens[i]
        kind = token.kind
        if kind in (_WHITESPACE, _SEMICOLON):
            i += 1
            continue
        # https://drafts.csswg.org/css-syntax-3/#consume-declaration (or an at-rule, or a
        # rule, which this context drops): the tokens up to a ';' outside any block; an
        # at-rule also ends with its {} block.
        end = _end_of_item(tokens, i, kind == _AT_KEYWORD, n)
        if kind == _IDENT:
            declaration = consume_a_declaration(tokens, starts, text, i, end)
            if declaration is not None:
                found.append(declaration)
        i = end
    return found


def _end_of_item(tokens: list[Token], i: int, at_rule: bool, n: int) -> int:
    """Where the declaration (or at-rule) starting at ``tokens[i]`` ends: the index of the ';'
    outside every block that ends it (or after an at-rule's {} block), or ``n``."""
    stack: list[str] = []
    while i < n:
        kind = tokens[i].kind
        closer = BLOCK_CLOSERS.get(kind)
        if closer is not None:
            stack.append(closer)
        elif stack and kind == stack[-1]:
            stack.pop()
            if at_rule and not stack and kind == "}":
                return i + 1
        elif not stack and kind == _SEMICOLON:
            return i
        i += 1
    return n


def consume_a_declaration(
    tokens: list[Token], starts: list[int], text: str, i: int, end: int
) -> Declaration | None:
    """https://drafts.csswg.org/css-syntax-3/#consume-declaration over ``tokens[i:end]``
    (``tokens[i]`` an ident): None where it is not a declaration."""
    name = tokens[i].value
    i += 1
    while i < end and tokens[i].kind == _WHITESPACE:
        i += 1
    if i >= end or tokens[i].kind != _COLON:
        return None
    i += 1
    while i < end and tokens[i].kind == _WHITESPACE:
        i += 1
    last = end
    while last > i and tokens[last - 1].kind == _WHITESPACE:
        last -= 1
    important = False
    # The last two non-whitespace tokens "!" and "important": the declaration is important.
    if (
        last - i >= 2
        and tokens[last - 1].kind == _IDENT
        and tokens[last - 1].value.lower() == "important"
    ):
        bang = last - 2
        while bang > i and tokens[bang].kind == _WHITESPACE:
            bang -= 1
        if bang >= i and tokens[bang].kind == _DELIM and tokens[bang].value == "!":
            important = True
            last = bang
            while last > i and tokens[last - 1].kind == _WHITESPACE:
                last -= 1
    value = tokens[i:last]
    written = text[starts[i] : starts[last]].rstrip(" \t\n") if last > i else ""
    return Declaration(name, value, important, written)
