"""The ``font`` shorthand (https://drafts.csswg.org/css-fonts-4/#font-prop): ``[ <'font-style'>
|| <font-variant-css2> || <'font-weight'> || <font-width-css3> ]? <'font-size'> [ /
<'line-height'> ]? <'font-family'>#`` or a system font keyword, split into the longhands it
sets (each then checked as a declaration of its own would be, ``webapi/css/_properties.py``),
the others it resets to their initial values."""

from __future__ import annotations

import re

__all__ = ["FONT_LONGHANDS", "font_longhands"]

#: The longhands ``font`` resets to their initial values (besides those it sets).
_RESET = (
    "font-size-adjust",
    "font-kerning",
    "font-variant-ligatures",
    "font-variant-numeric",
    "font-variant-east-asian",
    "font-variant-alternates",
    "font-variant-position",
    "font-variant-emoji",
    "font-feature-settings",
    "font-language-override",
    "font-optical-sizing",
    "font-variation-settings",
)
#: Every longhand a declaration of ``font`` sets (a CSS-wide keyword or ``var()``: all).
FONT_LONGHANDS = (
    "font-style",
    "font-variant-caps",
    "font-variant",
    "font-weight",
    "font-stretch",
    "font-size",
    "line-height",
    "font-family",
    *_RESET,
)

#: https://drafts.csswg.org/css-fonts-4/#font-stretch-prop's keywords as the percentages
#: Chromium 156 computes them to.
_WIDTHS = {
    "ultra-condensed": "50%",
    "extra-condensed": "62.5%",
    "condensed": "75%",
    "semi-condensed": "87.5%",
    "semi-expanded": "112.5%",
    "expanded": "125%",
    "extra-expanded": "150%",
    "ultra-expanded": "200%",
}
_WEIGHTS = frozenset({"bold", "bolder", "lighter"})
_SIZE_KEYWORDS = frozenset(
    {
        "xx-small",
        "x-small",
        "small",
        "medium",
        "large",
        "x-large",
        "xx-large",
        "xxx-large",
        "larger",
        "smaller",
    }
)
#: A non-negative length or percentage, or a math function (checked by the longhand).
_SIZE = re.compile(r"(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:%|[a-z]+)|0|(?:calc|min|max|clamp)\(.*")
_NUMBER = re.compile(r"(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?")
#: System font keywords: Chromium 156 on Linux gives each its default font (16px Arial).
_SYSTEM_FONTS = frozenset({"caption", "icon", "menu", "message-box", "small-caption", "status-bar"})


def font_longhands(pieces: list[str]) -> list[tuple[str, str]] | None:
    """The longhands and their values of a ``font`` value given as its serialized components
    (``split_components``: white space separated, ``/`` a component of its own), or None
    where it does not parse (a size or family missing, a keyword twice, a negative size)."""
    if len(pieces) == 1 and pieces[0].lower() in _SYSTEM_FONTS:
        values = {"font-size": "16px", "font-family": "Arial"}
        return _with_defaults(values)
    values = {}
    index = 0
    normals = 0
    while index < len(pieces) and index < 4:
        word = pieces[index].lower()
        if word == "normal":
            normals += 1
        elif word in ("italic", "oblique"):
            if "font-style" in values:
                return None
            values["font-style"] = word
        elif word == "small-caps":
            if "font-variant-caps" in values:
                return None
            values["font-variant-caps"] = word
        elif word in _WEIGHTS or (
            _NUMBER.fullmatch(word) and any(_is_size(piece) for piece in pieces[index + 1 : 5])
        ):
            if "font-weight" in values:
                return None
            values["font-weight"] = word
        elif word in _WIDTHS:
            if "font-stretch" in values:
                return None
            values["font-stretch"] = _WIDTHS[word]
        else:
            break
        index += 1
    if index >= len(pieces) or not _is_size(pieces[index]):
        return None
    values["font-size"] = pieces[index]
    index += 1
    if index < len(pieces) and pieces[index] == "/":
        if index + 1 >= len(pieces):
            return None
        values["line-height"] = pieces[index + 1]
        index += 2
    family = " ".join(pieces[index:])
    if not family or family.endswith(","):
        return None
    values["font-family"] = family
    return _with_defaults(values)


def _is_size(piece: str) -> bool:
    return piece.lower() in _SIZE_KEYWORDS or bool(_SIZE.fullmatch(piece.lower()))


def _with_defaults(values: dict[str, str]) -> list[tuple[str, str]]:
    """Every longhand of :data:`FONT_LONGHANDS`: its value in ``values``, else its initial."""
    caps = values.get("font-variant-caps", "normal")
    initial = {
        "font-style": "normal",
        "font-variant-caps": caps,
        "font-variant": caps,
        "font-weight": "normal",
        "font-stretch": "100%",
        "line-height": "normal",
    }
    out = []
    for name in FONT_LONGHANDS:
        value = values.get(name) or initial.get(name)
        out.append((name, value if value is not None else "initial"))
    return out
