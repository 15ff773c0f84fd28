"""The values of the ``<color>`` longhands that are keywords alone
(https://drafts.csswg.org/css-color-4/#typedef-color: a named or system color,
``transparent``, ``currentcolor``): a value of words that is not one such keyword is invalid
and dropped where the CSSOM parses it, as Chromium 156 drops ``color: unknown color`` or the
``"undefined"`` a ``setProperty("color", undefined)`` gives. Values with functions or hashes
are not checked here (kept as the CSSOM serializes them)."""

from __future__ import annotations

from webapi.csssyntax.engine import Token

from ._longhands import NAMED_COLORS

__all__ = ["COLOR_KEYWORD_PROPERTIES", "drops_color_words"]

#: The longhands whose grammar is ``<color>`` alone, with the other keywords Chromium 156
#: takes for each beside the colors (``CSS.supports``).
COLOR_KEYWORD_PROPERTIES: dict[str, frozenset[str]] = {
    **{
        name: frozenset()
        for name in (
            "color",
            "background-color",
            *(f"border-{side}-color" for side in ("top", "right", "bottom", "left")),
            *(
                f"border-{axis}-{edge}-color"
                for axis in ("block", "inline")
                for edge in ("start", "end")
            ),
            "text-decoration-color",
            "column-rule-color",
            "text-emphasis-color",
            "-webkit-text-fill-color",
            "-webkit-text-stroke-color",
            "-webkit-tap-highlight-color",
            "flood-color",
            "lighting-color",
            "stop-color",
        )
    },
    "outline-color": frozenset({"-webkit-focus-ring-color"}),
    "caret-color": frozenset({"auto"}),
    "accent-color": frozenset({"auto"}),
}
#: Keywords every ``<color>`` takes beside :data:`NAMED_COLORS` (the named and system
#: colors), with Chromium's own link colors.
_COLOR_WORDS = frozenset({"transparent", "currentcolor", "-webkit-link", "-webkit-activelink"})
_CSS_WIDE = frozenset({"inherit", "initial", "unset", "revert", "revert-layer"})
_HEX_DIGITS = frozenset("0123456789abcdef")


def drops_color_words(name: str, tokens: list[Token]) -> bool:
    """Whether the value ``tokens`` of the ``<color>`` longhand ``name`` (lowercased) is
    words only and not one color keyword (nor a CSS-wide keyword): invalid. A word of three or
    six hex digits is kept (a hashless color, https://quirks.spec.whatwg.org/#the-hashless-hex-color-quirk,
    which the check cannot tell from a standards mode's)."""
    extra = COLOR_KEYWORD_PROPERTIES.get(name)
    if extra is None:
        return False
    words: list[str] = []
    for token in tokens:
        if token.kind == "whitespace":
            continue
        if token.kind != "ident":
            return False
        words.append(str(token.value).lower())
    if len(words) != 1:
        return len(words) > 1
    word = words[0]
    if len(word) in (3, 6) and _HEX_DIGITS.issuperset(word):
        return False
    return not (word in NAMED_COLORS or word in _COLOR_WORDS or word in _CSS_WIDE or word in extra)
