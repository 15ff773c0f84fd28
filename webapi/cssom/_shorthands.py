"""The four-sided shorthands (``margin``, ``padding``, ``inset``, ``border-width``,
``border-style``, ``border-color``; https://drafts.csswg.org/css-box-4/#margin-shorthand and
their kin): expanded to their longhands when declared, and written back as the shorthand when
all four longhands are declared with the same importance
(https://drafts.csswg.org/cssom-1/#serialize-a-css-declaration-block), the fewest values that
give the four (``1px 2px``), as Chromium writes them."""

from __future__ import annotations

__all__ = [
    "LONGHANDS",
    "PAIRS",
    "SHORTHAND_OF",
    "collapse",
    "collapse_pair",
    "expand",
    "split_components",
]

_SIDES = ("top", "right", "bottom", "left")
#: Each shorthand's longhands, top, right, bottom, left.
LONGHANDS: dict[str, tuple[str, str, str, str]] = {
    "margin": ("margin-top", "margin-right", "margin-bottom", "margin-left"),
    "padding": ("padding-top", "padding-right", "padding-bottom", "padding-left"),
    "inset": _SIDES,
    "border-width": (
        "border-top-width",
        "border-right-width",
        "border-bottom-width",
        "border-left-width",
    ),
    "border-style": (
        "border-top-style",
        "border-right-style",
        "border-bottom-style",
        "border-left-style",
    ),
    "border-color": (
        "border-top-color",
        "border-right-color",
        "border-bottom-color",
        "border-left-color",
    ),
}
#: The shorthand of each longhand.
SHORTHAND_OF = {longhand: name for name, four in LONGHANDS.items() for longhand in four}
#: The two-longhand shorthands kept whole when declared, but written as the shorthand when
#: both longhands are declared with the same importance (``overflow-x: scroll; overflow-y:
#: hidden`` is ``overflow: scroll hidden``: https://drafts.csswg.org/css-overflow-3/#propdef-overflow,
#: as Chromium 156 serializes it).
PAIRS: dict[str, tuple[str, str]] = {"overflow": ("overflow-x", "overflow-y")}
_CSS_WIDE = frozenset(["inherit", "initial", "unset", "revert", "revert-layer"])


def split_components(value: str) -> list[str]:
    """The serialized ``value``'s space-separated components (not splitting inside
    parentheses or quotes)."""
    found: list[str] = []
    depth = 0
    quote = ""
    start = 0
    escaped = False
    for i, c in enumerate(value):
        if escaped:
            escaped = False
        elif c == "\\":
            escaped = True
        elif quote:
            if c == quote:
                quote = ""
        elif c in "\"'":
            quote = c
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == " " and depth == 0:
            found.append(value[start:i])
            start = i + 1
    found.append(value[start:])
    return [piece for piece in found if piece]


def expand(value: str) -> tuple[str, str, str, str] | None:
    """The four longhands' values of a serialized shorthand ``value`` (one to four
    components; a CSS-wide keyword alone), or None where it is not one."""
    pieces = split_components(value)
    if not 1 <= len(pieces) <= 4 or "," in pieces or "/" in pieces:
        return None
    if any(piece in _CSS_WIDE for piece in pieces) and len(pieces) > 1:
        return None
    top = pieces[0]
    right = pieces[1] if len(pieces) > 1 else top
    bottom = pieces[2] if len(pieces) > 2 else top
    left = pieces[3] if len(pieces) > 3 else right
    return top, right, bottom, left


def collapse(top: str, right: str, bottom: str, left: str) -> str | None:
    """The shorthand's value for the four longhands' values (None where a CSS-wide keyword
    is not all four's)."""
    wide = [value in _CSS_WIDE for value in (top, right, bottom, left)]
    if any(wide):
        return top if top == right == bottom == left else None
    if left == right:
        if bottom == top:
            return top if right == top else f"{top} {right}"
        return f"{top} {right} {bottom}"
    return f"{top} {right} {bottom} {left}"


def collapse_pair(first: str, second: str) -> str | None:
    """A two-longhand shorthand's value for its longhands' values (:data:`PAIRS`): one value
    where they are the same, else both (None where a CSS-wide keyword is not both's)."""
    if first in _CSS_WIDE or second in _CSS_WIDE:
        return first if first == second else None
    return first if first == second else f"{first} {second}"
