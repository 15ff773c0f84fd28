"""The properties the cascade computes (those that decide which text is rendered and how):
each one's initial value, whether it is inherited, and the parsing of a declared value into
the specified value kept (a keyword, or for ``content`` the list of its strings), with the
shorthands that set them (``white-space``, ``text-wrap``). Values are checked as Chromium 156
accepts them; a value that does not parse drops the declaration.

References: https://drafts.csswg.org/css-display-3/#the-display-properties,
https://drafts.csswg.org/css-display-3/#visibility,
https://drafts.csswg.org/css-contain-2/#content-visibility,
https://drafts.csswg.org/css-text-4/#white-space-property,
https://drafts.csswg.org/css-text-3/#text-transform-property,
https://drafts.csswg.org/css2/#float-position, https://drafts.csswg.org/css-position-3/#position-property,
https://drafts.csswg.org/css-content-3/#content-property.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from webapi.cssom.engine import (
    FOUR_SIDED,
    expand_four_sides,
    serialize_value,
    split_components,
)
from webapi.csssyntax.engine import Token, preprocess, tokenize

from ._color_keywords import COLOR_KEYWORD_PROPERTIES, drops_color_words
from ._font import FONT_LONGHANDS, font_longhands
from ._longhands import LONGHANDS, NAMED_COLORS
from ._variables import Pending

__all__ = [
    "ALL_LONGHANDS",
    "COLOR_PROPERTIES",
    "CSS_WIDE_KEYWORDS",
    "GENERIC_INHERITED",
    "GENERIC_INITIAL",
    "INHERITED",
    "INITIAL",
    "PAIRS",
    "PROPERTIES",
    "expand_declaration",
    "white_space_shorthand",
]

#: https://drafts.csswg.org/css-cascade-5/#defaulting-keywords
CSS_WIDE_KEYWORDS = frozenset({"inherit", "initial", "unset", "revert", "revert-layer"})

#: Initial values (https://drafts.csswg.org/css-cascade-5/#initial-values).
INITIAL: dict[str, object] = {
    "display": "inline",
    "visibility": "visible",
    "content-visibility": "visible",
    "white-space-collapse": "collapse",
    "text-wrap-mode": "wrap",
    "text-transform": "none",
    "float": "none",
    "position": "static",
    "content": "normal",
}
#: The inherited properties (https://drafts.csswg.org/css-cascade-5/#inherited-property).
INHERITED = frozenset({"visibility", "white-space-collapse", "text-wrap-mode", "text-transform"})
#: The longhands computed, in a fixed order.
PROPERTIES = tuple(INITIAL)

#: The other longhands Chromium knows (:mod:`._longhands`), whose computed value is their
#: specified value as the CSSOM serializes it (no units resolved, no keywords computed:
#: docs/text.md): their initial values as Chromium answers them, and the inherited ones.
GENERIC_INITIAL: dict[str, str] = {
    name: initial for name, (initial, _) in LONGHANDS.items() if name not in INITIAL
}
GENERIC_INHERITED = frozenset(
    name for name, (_, inherited) in LONGHANDS.items() if inherited and name in GENERIC_INITIAL
)
#: The longhands in Chromium's order (what ``getComputedStyle`` enumerates).
ALL_LONGHANDS = tuple(LONGHANDS)
#: The longhands whose value is a color, or a list with colors (their named colors computed
#: to ``rgb()``, https://drafts.csswg.org/css-color-4/#resolving-color-values).
COLOR_PROPERTIES = frozenset(
    name
    for name, (initial, _) in LONGHANDS.items()
    if name.endswith("-color") or initial.startswith("rgb")
) | {"fill", "stroke", "box-shadow", "text-shadow", "-webkit-box-shadow"}
_COLOR_KEYWORDS = {**NAMED_COLORS, "transparent": "rgba(0, 0, 0, 0)"}
_WORD = re.compile(r"(?<![-\w#\\\"'])([a-zA-Z]+)(?![-\w(\"'])")
#: The shorthands of two longhands whose value is one or two components, the first
#: longhand's and the second's (one for both): ``overflow``, ``gap``, ``place-*``, the
#: logical ``*-block``/``*-inline`` pairs (https://drafts.csswg.org/css-logical-1/).
PAIRS: dict[str, tuple[str, str]] = {
    "overflow": ("overflow-x", "overflow-y"),
    "overscroll-behavior": ("overscroll-behavior-x", "overscroll-behavior-y"),
    "gap": ("row-gap", "column-gap"),
    "place-content": ("align-content", "justify-content"),
    "place-items": ("align-items", "justify-items"),
    "place-self": ("align-self", "justify-self"),
    **{
        f"{box}-{axis}": (f"{box}-{axis}-start", f"{box}-{axis}-end")
        for box in ("margin", "padding", "inset", "scroll-margin", "scroll-padding")
        for axis in ("block", "inline")
    },
}
#: https://drafts.csswg.org/css-cascade-5/#all-shorthand: every longhand but ``direction``
#: and ``unicode-bidi`` (``white-space``'s two for the shorthand the cascade expands).
_ALL = tuple(name for name in LONGHANDS if name not in ("direction", "unicode-bidi"))

# The display values by their keywords (https://drafts.csswg.org/css-display-3/#the-display-properties),
# multi-keyword forms as Chromium serializes their computed value.
_DISPLAY: dict[tuple[str, ...], str] = {}
for _single in (
    "none",
    "contents",
    "block",
    "inline",
    "inline-block",
    "flex",
    "inline-flex",
    "grid",
    "inline-grid",
    "flow-root",
    "list-item",
    "table",
    "inline-table",
    "table-row-group",
    "table-header-group",
    "table-footer-group",
    "table-row",
    "table-cell",
    "table-column-group",
    "table-column",
    "table-caption",
    "ruby",
    "ruby-text",
    "math",
):
    _DISPLAY[(_single,)] = _single
for _words, _value in {
    "block flow": "block",
    "inline flow": "inline",
    "flow block": "block",
    "flow inline": "inline",
    "inline flow-root": "inline-block",
    "flow-root inline": "inline-block",
    "block flow-root": "flow-root",
    "flow-root block": "flow-root",
    "block flex": "flex",
    "flex block": "flex",
    "inline flex": "inline-flex",
    "flex inline": "inline-flex",
    "block grid": "grid",
    "grid block": "grid",
    "inline grid": "inline-grid",
    "grid inline": "inline-grid",
    "block table": "table",
    "table block": "table",
    "inline table": "inline-table",
    "table inline": "inline-table",
    "block list-item": "list-item",
    "list-item block": "list-item",
    "flow list-item": "list-item",
    "list-item flow": "list-item",
    "block flow list-item": "list-item",
    "inline list-item": "inline list-item",
    "list-item inline": "inline list-item",
    "inline flow list-item": "inline list-item",
    "flow-root list-item": "flow-root list-item",
    "list-item flow-root": "flow-root list-item",
    "block flow-root list-item": "flow-root list-item",
    "inline flow-root list-item": "inline flow-root list-item",
    "inline ruby": "ruby",
    "block ruby": "block ruby",
    "ruby block": "block ruby",
    "block math": "block math",
    "math block": "block math",
    "inline math": "math",
    "flow": "block",
    "-webkit-box": "-webkit-box",
    "-webkit-inline-box": "-webkit-inline-box",
}.items():
    # (the keywords of a multi-keyword value in any order: ``<display-outside> ||
    # <display-inside>``, ``<display-outside>? && [flow | flow-root]? && list-item``)
    for _order in itertools.permutations(_words.split()):
        _DISPLAY[_order] = _value

_KEYWORDS: dict[str, frozenset[str]] = {
    "visibility": frozenset({"visible", "hidden", "collapse"}),
    "content-visibility": frozenset({"visible", "auto", "hidden"}),
    "white-space-collapse": frozenset({"collapse", "preserve", "preserve-breaks", "break-spaces"}),
    "text-wrap-mode": frozenset({"wrap", "nowrap"}),
    "float": frozenset({"none", "left", "right", "inline-start", "inline-end"}),
    "position": frozenset({"static", "relative", "absolute", "fixed", "sticky"}),
}
_TRANSFORM_CASE = frozenset({"capitalize", "uppercase", "lowercase"})

#: The white-space shorthand's single keywords: (white-space-collapse, text-wrap-mode).
_WHITE_SPACE: dict[str, tuple[str, str]] = {
    "normal": ("collapse", "wrap"),
    "pre": ("preserve", "nowrap"),
    "nowrap": ("collapse", "nowrap"),
    "pre-wrap": ("preserve", "wrap"),
    "break-spaces": ("break-spaces", "wrap"),
    "pre-line": ("preserve-breaks", "wrap"),
}
_WHITE_SPACE_NAME = {pair: name for name, pair in _WHITE_SPACE.items()}


def white_space_shorthand(collapse: str, wrap: str) -> str:
    """The computed ``white-space`` as Chromium serializes it from its two longhands
    (https://drafts.csswg.org/css-text-4/#white-space-property)."""
    name = _WHITE_SPACE_NAME.get((collapse, wrap))
    if name is not None:
        return name
    return f"{collapse} {wrap}" if wrap != "wrap" else collapse


def _idents(tokens: list[Token]) -> list[str] | None:
    """The ASCII-lowercased identifiers of ``tokens`` (whitespace between), or None if there
    is anything else."""
    words = []
    for token in tokens:
        if token.kind == "whitespace":
            continue
        if token.kind != "ident":
            return None
        words.append(token.value.lower())
    return words


def _parse_display(tokens: list[Token]) -> object | None:
    words = _idents(tokens)
    return None if not words else _DISPLAY.get(tuple(words))


def _keyword_parser(name: str) -> Callable[[list[Token]], object | None]:
    allowed = _KEYWORDS[name]

    def parse(tokens: list[Token]) -> object | None:
        words = _idents(tokens)
        if words is None or len(words) != 1 or words[0] not in allowed:
            return None
        return words[0]

    return parse


def _parse_text_transform(tokens: list[Token]) -> object | None:
    """``none | math-auto | capitalize | uppercase | lowercase``: Chromium 156 parses neither
    ``full-width`` nor ``full-size-kana`` (a declaration with them is dropped)."""
    words = _idents(tokens)
    if not words or len(set(words)) != len(words):
        return None
    if words in (["none"], ["math-auto"]):
        return words[0]
    if len(words) != 1 or words[0] not in _TRANSFORM_CASE:
        return None
    return words[0]


def _parse_content(tokens: list[Token]) -> object | None:
    """https://drafts.csswg.org/css-content-3/#content-property: ``normal``, ``none``, or a
    list of strings, ``attr(name)``, quotes and counters (a tuple of items: a string, or
    ``("attr", name)``, ``("quote", "open-quote")``, ``("counter", text)``), an optional
    ``/ alt`` text after them ignored."""
    words = [t for t in tokens if t.kind != "whitespace"]
    if len(words) == 1 and words[0].kind == "ident":
        keyword = words[0].value.lower()
        if keyword in ("normal", "none"):
            return keyword
    items: list[object] = []
    index = 0
    while index < len(words):
        token = words[index]
        if token.kind == "string":
            items.append(token.value)
        elif token.kind == "ident" and token.value.lower() in (
            "open-quote",
            "close-quote",
            "no-open-quote",
            "no-close-quote",
        ):
            items.append(("quote", token.value.lower()))
        elif token.kind == "function":
            name = token.value.lower()
            close = index + 1
            depth = 1
            while close < len(words):
                kind = words[close].kind
                if kind in ("function", "("):
                    depth += 1
                elif kind == ")":
                    depth -= 1
                    if depth == 0:
                        break
                close += 1
            arguments = words[index + 1 : close]
            if name == "attr" and arguments and arguments[0].kind == "ident":
                items.append(("attr", arguments[0].value))
            elif name in ("counter", "counters"):
                items.append(("counter", name))
            elif name in ("url", "image-set", "linear-gradient", "radial-gradient"):
                items.append(("image", name))
            else:
                return None
            index = close
        elif token.kind == "url":
            items.append(("image", "url"))
        elif token.kind == "delim" and token.value == "/":
            break
        else:
            return None
        index += 1
    return tuple(items) if items else None


_PARSERS: dict[str, Callable[[list[Token]], object | None]] = {
    "display": _parse_display,
    "text-transform": _parse_text_transform,
    "content": _parse_content,
}
for _name in _KEYWORDS:
    _PARSERS[_name] = _keyword_parser(_name)


#: The properties whose whole value grammar the cascade knows (their values checked where
#: the CSSOM parses a declaration: :func:`drops_value`); ``content``, ``font`` and
#: ``background`` are read in part, and the other longhands are the CSSOM's own values.
CHECKED_PROPERTIES = frozenset(
    (*(name for name in _PARSERS if name != "content"), "white-space", "text-wrap")
)


def drops_value(name: str, tokens: list[Token], text: str) -> bool:
    """Whether a declaration of ``name`` (ASCII-lowercased) with the value ``tokens`` (its
    ``text`` as written) is invalid at parse time, as Chromium 156 drops it from a sheet, a
    ``style`` attribute and ``setProperty`` (https://drafts.csswg.org/css-syntax-3/#consume-declaration's
    caller: "if the declaration's value does not match the property's grammar, it is
    invalid"): ``display: flexy``. Only :data:`CHECKED_PROPERTIES` are checked, and the
    ``<color>`` longhands' values of words (``color: unknown color``,
    :func:`._color_keywords.drops_color_words`); a value with
    ``var()``, ``env()`` or ``attr()`` is valid until computed. The CSSOM (below this
    package) asks it through the ``"css-value-check"`` provider declared in ``webapi``."""
    if name not in CHECKED_PROPERTIES and name not in COLOR_KEYWORD_PROPERTIES:
        return False
    for token in tokens:
        if token.kind == "function" and token.value.lower() in ("var", "env", "attr"):
            return False
    if name in COLOR_KEYWORD_PROPERTIES:
        return drops_color_words(name, tokens)
    return expand_declaration(name, tokens, text) is None


def expand_declaration(
    name: str, tokens: list[Token], text: str | None = None
) -> list[tuple[str, object]] | None:
    """The longhands a declaration of ``name`` sets and their specified values (a CSS-wide
    keyword as itself), ``[]`` for a property the cascade does not compute, None where the
    value is invalid (the declaration is dropped). With the value's ``text``: a custom
    property (``--x``) is itself with its text, and a value with ``var()`` a
    :class:`~._variables.Pending` value for each longhand (substituted when the element's
    custom properties are known, ``webapi/css/_variables.py``); without it such values are
    dropped."""
    if name.startswith("--"):
        return [(name, text)] if text is not None and len(name) > 2 else []
    name = name.lower()
    if name == "font":
        return _font(tokens, text)
    if name == "background":
        return _background(tokens, text)
    if name in ("white-space", "text-wrap"):
        targets: tuple[str, ...] = (
            ("white-space-collapse", "text-wrap-mode")
            if name == "white-space"
            else ("text-wrap-mode",)
        )
    elif name in _PARSERS:
        targets = (name,)
    elif name in GENERIC_INITIAL or name in FOUR_SIDED or name in PAIRS or name == "all":
        return _generic(name, tokens, text)
    else:
        return []
    for token in tokens:
        if token.kind == "function":
            function = token.value.lower()
            if function == "var" and text is not None:
                pending = Pending(name, text)
                return [(target, pending) for target in targets]
            if function in ("var", "env", "attr") and name != "content":
                return None
    words = _idents(tokens)
    if words is not None and len(words) == 1 and words[0] in CSS_WIDE_KEYWORDS:
        return [(target, words[0]) for target in targets]
    if name == "white-space":
        return _white_space(words)
    if name == "text-wrap":
        return _text_wrap(words)
    value = _PARSERS[name](tokens)
    return None if value is None else [(name, value)]


def _white_space(words: list[str] | None) -> list[tuple[str, object]] | None:
    """https://drafts.csswg.org/css-text-4/#white-space-property: one of the six keywords, or
    ``white-space-collapse || text-wrap-mode``."""
    if not words:
        return None
    if len(words) == 1 and words[0] in _WHITE_SPACE:
        collapse, wrap = _WHITE_SPACE[words[0]]
        return [("white-space-collapse", collapse), ("text-wrap-mode", wrap)]
    collapse_value = "collapse"
    wrap_value = "wrap"
    seen = set()
    for word in words:
        if word in _KEYWORDS["white-space-collapse"] and "c" not in seen:
            collapse_value = word
            seen.add("c")
        elif word in _KEYWORDS["text-wrap-mode"] and "w" not in seen:
            wrap_value = word
            seen.add("w")
        else:
            return None
    return [("white-space-collapse", collapse_value), ("text-wrap-mode", wrap_value)]


def _text_wrap(words: list[str] | None) -> list[tuple[str, object]] | None:
    """https://drafts.csswg.org/css-text-4/#text-wrap: ``text-wrap-mode || text-wrap-style``
    (the style, which changes no text, is not kept)."""
    if not words or len(words) > 2:
        return None
    mode = "wrap"
    modes = styles = 0
    for word in words:
        if word in ("wrap", "nowrap"):
            mode = word
            modes += 1
        elif word in ("auto", "balance", "stable", "pretty"):
            styles += 1
        else:
            return None
    return None if modes > 1 or styles > 1 else [("text-wrap-mode", mode)]


def _generic(name: str, tokens: list[Token], text: str | None) -> list[tuple[str, object]] | None:
    """A declaration of a longhand the cascade keeps as its serialized specified value
    (:data:`GENERIC_INITIAL`), of a four-sided shorthand (:data:`FOUR_SIDED`) or of ``all``
    (https://drafts.csswg.org/css-cascade-5/#all-shorthand, a CSS-wide keyword only)."""
    targets = FOUR_SIDED.get(name) or PAIRS.get(name) or (_ALL if name == "all" else (name,))
    for token in tokens:
        if token.kind == "function" and token.value.lower() == "var":
            if text is None:
                return None
            pending = Pending(name, text)
            return [(target, pending) for target in targets]
    words = _idents(tokens)
    if words is not None and len(words) == 1 and words[0] in CSS_WIDE_KEYWORDS:
        return [(target, words[0]) for target in targets]
    if name == "all":
        return None
    written = text if text is not None else "".join(str(t.value) for t in tokens)
    value = serialize_value(name, tokens, written)
    if value is None:
        return None
    if name in COLOR_PROPERTIES and "url(" not in value and '"' not in value:
        value = _WORD.sub(_computed_color, value)
        if name == "color" and value == "currentcolor":
            value = "inherit"  # https://drafts.csswg.org/css-color-4/#resolving-other-colors
    pair = PAIRS.get(name)
    if pair is not None:
        pieces = split_components(value)
        if not 1 <= len(pieces) <= 2 or "," in value or "/" in pieces:
            return None
        return [(pair[0], pieces[0]), (pair[1], pieces[-1])]
    if name not in FOUR_SIDED:
        return [(name, value)]
    if name == "border-color":
        value = _WORD.sub(_computed_color, value)
    sides = expand_four_sides(value)
    if sides is None:
        return None
    return list(zip(targets, sides, strict=True))


#: https://drafts.csswg.org/css-backgrounds-3/#background: the longhands the shorthand sets.
_BACKGROUND = (
    "background-image",
    "background-position",
    "background-size",
    "background-repeat",
    "background-attachment",
    "background-origin",
    "background-clip",
    "background-color",
)
_COLOR_FUNCTIONS = frozenset(
    {"rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix"}
)


def _is_color(token: Token) -> bool:
    """Whether a component of a ``background`` value is a ``<color>``."""
    if token.kind == "hash":
        return True
    if token.kind == "function":
        return str(token.value).lower() in _COLOR_FUNCTIONS
    if token.kind == "ident":
        word = str(token.value).lower()
        return word in NAMED_COLORS or word in ("transparent", "currentcolor")
    return False


def _background(tokens: list[Token], text: str | None) -> list[tuple[str, object]] | None:
    """The ``background`` shorthand (https://drafts.csswg.org/css-backgrounds-3/#background)
    for its ``background-color``: the final layer's ``<color>`` component (computed), or the
    initial ``transparent`` where it has none; a value of one ``<color>`` or ``none`` sets the
    other longhands to their initial values too (the others keep what their own declarations
    give: webapi has no grammar for images, positions and sizes, docs/css.md). A CSS-wide
    keyword, and a value with ``var()`` (substituted first), set all eight."""
    for token in tokens:
        if token.kind == "function" and token.value.lower() == "var":
            if text is None:
                return None
            pending = Pending("background", text)
            return [(target, pending) for target in _BACKGROUND]
    words = _idents(tokens)
    if words is not None and len(words) == 1 and words[0] in CSS_WIDE_KEYWORDS:
        return [(target, words[0]) for target in _BACKGROUND]
    written = text if text is not None else "".join(str(t.value) for t in tokens)
    value = serialize_value("background", tokens, written)
    if value is None:
        return None
    depth = 0
    last: list[Token] = []
    components, layers = 0, 1
    for token in tokens:
        if token.kind in ("function", "(", "[", "{"):
            if depth == 0:
                last.append(token)
                components += 1
            depth += 1
        elif token.kind in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and token.kind == ",":
            last, components = [], 0
            layers += 1
        elif depth == 0 and token.kind != "whitespace":
            last.append(token)
            components += 1
    colors = [token for token in last if _is_color(token)]
    color = "rgba(0, 0, 0, 0)"
    if colors:
        start = tokens.index(colors[-1])
        end = start + 1
        if tokens[start].kind == "function":
            depth = 0
            for end in range(start, len(tokens)):
                kind = tokens[end].kind
                depth += kind in ("function", "(", "[", "{")
                depth -= kind in (")", "]", "}")
                if depth == 0:
                    break
            end += 1
        piece = tokens[start:end]
        found = _generic("background-color", piece, "".join(str(t.value) for t in piece))
        if found is None:
            return None
        color = str(found[0][1])
    out: list[tuple[str, object]] = [("background-color", color)]
    if layers == 1 and components == 1 and (colors or words == ["none"]):
        out.extend((name, GENERIC_INITIAL[name]) for name in _BACKGROUND[:-1])
    return out


def _font(tokens: list[Token], text: str | None) -> list[tuple[str, object]] | None:
    """The ``font`` shorthand (``webapi/css/_font.py``): each longhand it sets checked as its
    own declaration would be (one that does not parse drops the whole declaration)."""
    for token in tokens:
        if token.kind == "function" and token.value.lower() == "var":
            if text is None:
                return None
            pending = Pending("font", text)
            return [(target, pending) for target in FONT_LONGHANDS]
    words = _idents(tokens)
    if words is not None and len(words) == 1 and words[0] in CSS_WIDE_KEYWORDS:
        return [(target, words[0]) for target in FONT_LONGHANDS]
    written = text if text is not None else "".join(str(t.value) for t in tokens)
    value = serialize_value("font", tokens, written)
    longhands = None if value is None else font_longhands(split_components(value))
    if longhands is None:
        return None
    out: list[tuple[str, object]] = []
    for longhand, piece in longhands:
        found = _generic(longhand, tokenize(preprocess(piece)), piece)
        if found is None:
            return None
        out.extend(found)
    return out


def _computed_color(match: re.Match[str]) -> str:
    """A named color (or ``transparent``) as its computed ``rgb()``/``rgba()``."""
    word = match.group(1)
    return _COLOR_KEYWORDS.get(word.lower(), word)
