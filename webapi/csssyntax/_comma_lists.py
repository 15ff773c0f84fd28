"""A comma-separated list's items in a CSS text
(https://drafts.csswg.org/css-syntax-3/#parse-comma-separated-list-of-component-values, on the
text rather than its tokens): the commas outside strings, parentheses and brackets cut it, an
escaped character never does. The cascade's selector lists (:mod:`webapi.css`) and parsel's
queries (:mod:`webapi.parsel`) are split by it; one pass, linear in the text."""

from __future__ import annotations


def split_at_top_level_commas(text: str) -> list[str]:
    """``text`` cut at its commas outside strings, parentheses and brackets (the items as
    written, white space kept)."""
    parts: list[str] = []
    depth = 0
    quote = ""
    start = 0
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\\":
            index += 2
            continue
        if quote:
            if char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
        index += 1
    parts.append(text[start:])
    return parts
