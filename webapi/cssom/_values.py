"""A declared value as a ``CSSStyleDeclaration`` keeps and serializes it
(https://drafts.csswg.org/cssom-1/#serialize-a-css-value), without the properties' grammars:
the value's tokens written back as Chromium serializes the simple cases (whitespace collapsed,
``, `` after a comma, `` / `` around a slash, numbers in their shortest form, units, keywords
and function names in lowercase, strings and URLs in double quotes, hex colors as ``rgb()``).
A value that would need a property's grammar to be checked is accepted (``display: inline
block``, which Chromium drops, is kept): a departure the documentation lists. What no
property accepts is dropped: an empty value, a ``!`` outside ``!important``, a bad string or
URL, a ``{}`` block, a closing bracket without its opening one, a hash that is not a hex
color.

A value with ``var()`` keeps its text as written, as Chromium keeps it (its grammar is checked
when computed), and so does a custom property's value.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.csssyntax.engine import Token

__all__ = ["serialize_string", "serialize_value"]

#: The properties whose identifiers are names the author chose (font families, animation
#: and counter names, grid areas...), kept in their case as Chromium keeps them; keywords
#: (``serif``, CSS-wide keywords) are lowercased still.
_NAMES_KEEP_CASE = frozenset(
    [
        "font-family",
        "font",
        "animation-name",
        "animation",
        "list-style-type",
        "list-style",
        "counter-reset",
        "counter-increment",
        "counter-set",
        "grid-area",
        "grid-row",
        "grid-column",
        "grid-row-start",
        "grid-row-end",
        "grid-column-start",
        "grid-column-end",
        "grid-template-areas",
        "grid-template",
        "grid",
        "container-name",
        "container",
        "view-transition-name",
        "view-transition-class",
        "anchor-name",
        "position-anchor",
        "timeline-scope",
        "scroll-timeline-name",
        "scroll-timeline",
        "view-timeline-name",
        "view-timeline",
        "animation-timeline",
        "font-palette",
        "page",
    ]
)
#: Keywords lowercased in those properties too.
_KEYWORDS = frozenset(
    [
        "inherit",
        "initial",
        "unset",
        "revert",
        "revert-layer",
        "default",
        "none",
        "auto",
        "serif",
        "sans-serif",
        "monospace",
        "cursive",
        "fantasy",
        "system-ui",
        "ui-serif",
        "ui-sans-serif",
        "ui-monospace",
        "ui-rounded",
        "math",
        "emoji",
        "fangsong",
    ]
)
#: Function names Chromium writes in their canonical case (the transform functions).
_FUNCTION_NAMES = {
    name.lower(): name
    for name in [
        "translateX",
        "translateY",
        "translateZ",
        "translate3d",
        "scaleX",
        "scaleY",
        "scaleZ",
        "scale3d",
        "rotateX",
        "rotateY",
        "rotateZ",
        "rotate3d",
        "skewX",
        "skewY",
        "matrix3d",
    ]
}
#: The sizing properties (https://drafts.csswg.org/css-sizing-3/#sizing-properties).
_SIZES = ("width", "height", "min-width", "min-height", "max-width", "max-height")
#: The properties that take lengths alone where a number could stand (a ``0`` there is
#: ``0px``, as Chromium writes it; ``line-height``, ``flex``, ``z-index`` take numbers).
_LENGTHS = frozenset(
    [
        *(f"{side}" for side in ("top", "right", "bottom", "left")),
        *(f"margin{side}" for side in ("", "-top", "-right", "-bottom", "-left")),
        *(f"padding{side}" for side in ("", "-top", "-right", "-bottom", "-left")),
        *(f"border-{side}-width" for side in ("top", "right", "bottom", "left")),
        "inset",
        *_SIZES,
        "border-width",
        "border-radius",
        "gap",
        "row-gap",
        "column-gap",
        "letter-spacing",
        "word-spacing",
        "text-indent",
        "outline-width",
        "outline-offset",
        "font-size",
        "clip",
        "flex-basis",
        *(
            f"{base}-{axis}{end}"
            for base in ("margin", "padding", "inset")
            for axis in ("block", "inline")
            for end in ("", "-start", "-end")
        ),
    ]
)
#: https://quirks.spec.whatwg.org/#the-unitless-length-quirk: the properties where a number
#: is a length in px in quirks mode (of those in :data:`_LENGTHS`).
_UNITLESS_QUIRK = frozenset(
    [
        *(f"{side}" for side in ("top", "right", "bottom", "left")),
        *(f"margin{side}" for side in ("", "-top", "-right", "-bottom", "-left")),
        *(f"padding{side}" for side in ("", "-top", "-right", "-bottom", "-left")),
        *(f"border-{side}-width" for side in ("top", "right", "bottom", "left")),
        "border-width",
        "clip",
        "font-size",
        *_SIZES,
        "letter-spacing",
        "word-spacing",
        "text-indent",
    ]
)
#: The properties of :data:`_LENGTHS` whose lengths and percentages cannot be negative.
_NON_NEGATIVE = frozenset(
    [
        *(f"padding{side}" for side in ("", "-top", "-right", "-bottom", "-left")),
        *(f"border-{side}-width" for side in ("top", "right", "bottom", "left")),
        "border-width",
        "border-radius",
        "font-size",
        "gap",
        "row-gap",
        "column-gap",
        *_SIZES,
        "outline-width",
    ]
)
#: The properties whose value is ``auto`` or an ``<integer>``
#: (https://drafts.csswg.org/css2/#z-index, https://drafts.csswg.org/css-display-4/#order-property
#: takes no ``auto``, which Chromium drops there too).
_INTEGERS = {"z-index": True, "order": False}
#: An angle's unit in degrees.
_ANGLES = {"deg": 1.0, "grad": 0.9, "rad": 57.29577951308232, "turn": 360.0}
_HEX = frozenset("0123456789abcdefABCDEF")
_OPENERS = {"(": ")", "[": "]", "function": ")"}


def serialize_value(name: str, tokens: list[Token], text: str, quirks: bool = False) -> str | None:
    """The value ``tokens`` (``text`` as written) of the property ``name`` serialized, or None
    where no property accepts it (the declaration is dropped). ``quirks``: the element's
    document is in quirks mode, where a number is a length in ``px`` for the properties of
    https://quirks.spec.whatwg.org/#the-unitless-length-quirk."""
    if not tokens:
        return None
    if name in _INTEGERS and not _is_integer_value(tokens, _INTEGERS[name]):
        return None
    keep_case = name in _NAMES_KEEP_CASE
    lengths = name in _LENGTHS
    if name == "font-family":
        tokens = _family_names_quoted(tokens)
    out: list[str] = []
    stack: list[str] = []
    space = False  # whitespace seen since the last piece
    has_var = False
    skip_to = -1
    for index, token in enumerate(tokens):
        if index < skip_to:
            continue
        kind = token.kind
        if kind == "whitespace":
            space = True
            continue
        if kind in ("bad-string", "bad-url", "{", "}", ";", "CDO", "CDC"):
            return None
        piece: str
        if kind == "," or (kind == "delim" and token.value == "/"):
            piece = ", " if kind == "," else " / "
            space = False
            out.append(piece)
            continue
        if kind == ")" or kind == "]":
            if not stack or stack[-1] != kind:
                return None
            stack.pop()
            out.append(kind)
            space = False
            continue
        if space and out and not out[-1].endswith((" ", "(", "[")):
            out.append(" ")
        space = False
        if kind == "ident":
            value = token.value
            lowered = value.lower()
            piece = value if keep_case and lowered not in _KEYWORDS else lowered
        elif kind == "function":
            lowered = token.value.lower()
            has_var = has_var or lowered in ("var", "env", "attr")
            rgb = (
                _rgb_function(tokens, index + 1, lowered.startswith("hsl"))
                if lowered in ("rgb", "rgba", "hsl", "hsla")
                else None
            )
            if rgb is not None:
                piece, skip_to = rgb
            else:
                piece = _FUNCTION_NAMES.get(lowered, lowered) + "("
                stack.append(")")
        elif kind == "(" or kind == "[":
            piece = kind
            stack.append(_OPENERS[kind])
        elif kind == "number":
            piece = _number(token.number)
            if lengths and (not stack or name == "clip"):
                if piece != "0" and not (quirks and name in _UNITLESS_QUIRK):
                    return None  # a length needs its unit
                piece += "px"  # a length's unitless zero (or quirk), as Chromium writes it
            if token.number < 0 and not stack and name in _NON_NEGATIVE:
                return None
        elif kind == "percentage":
            piece = _number(token.number) + "%"
            if token.number < 0 and not stack and name in _NON_NEGATIVE:
                return None
        elif kind == "dimension":
            piece = _number(token.number) + token.unit.lower()
            if token.number < 0 and not stack and name in _NON_NEGATIVE:
                return None
        elif kind == "string":
            piece = serialize_string(token.value)
            if name == "font-family" and _is_plain_family_name(token.value):
                piece = token.value  # Chromium writes a one-word family name unquoted
        elif kind == "url":
            piece = "url(" + serialize_string(token.value) + ")"
        elif kind == "hash":
            color = _hex_color(token.value)
            if color is None:
                return None  # a hash is a color wherever a property takes one
            piece = color
        elif kind == "delim":
            if token.value == "!":
                return None
            piece = token.value
        elif kind == "at-keyword":
            piece = "@" + token.value
        else:  # ":"
            piece = kind
        out.append(piece)
    if stack and not has_var:
        out.extend(reversed(stack))  # blocks open at the end are closed
    if has_var:
        return text
    result = "".join(out)
    if name == "content" and ", decimal)" in result:
        result = _DECIMAL_STYLE.sub(_without_decimal, result)
    if name == "all" and result not in _CSS_WIDE_KEYWORDS:
        return None  # https://drafts.csswg.org/css-cascade-5/#all-shorthand: a CSS-wide keyword
    return result


#: https://drafts.csswg.org/css-lists-3/#counter-functions: a ``counter()``'s or
#: ``counters()``'s ``decimal`` style, the default, left out as Chromium 156 writes them
#: (``counter(par-num, decimal)`` is ``counter(par-num)``).
_DECIMAL_STYLE = re.compile(
    r'(?<![-\w])(counters?)\(([^(),"]+)((?:, "(?:[^"\\]|\\.)*")?), decimal\)'
)


def _without_decimal(match: re.Match[str]) -> str:
    """:data:`_DECIMAL_STYLE`'s match without its style (a ``counter()`` has no string, a
    ``counters()`` has one)."""
    function, counter, separator = match[1], match[2], match[3]
    if (function == "counters") != bool(separator):
        return match[0]
    return f"{function}({counter}{separator})"


#: https://drafts.csswg.org/css-values-4/#css-wide-keywords
_CSS_WIDE_KEYWORDS = frozenset(("inherit", "initial", "unset", "revert", "revert-layer"))


def _is_integer_value(tokens: list[Token], auto: bool) -> bool:
    """Whether ``tokens`` (of a property of :data:`_INTEGERS`) are its grammar's: one
    integer (or ``auto``, where the property takes it: ``auto``), a CSS-wide keyword, or a
    value with a function (a math function, ``var()``: checked when computed)."""
    found = [token for token in tokens if token.kind != "whitespace"]
    first = found[0]
    if first.kind == "function" or any(t.kind == "function" for t in found):
        return True
    if len(found) != 1:
        return False
    if first.kind == "number":
        return bool(first.integer)
    if first.kind == "ident":
        word = str(first.value).lower()
        return word in _CSS_WIDE_KEYWORDS or (word == "auto" and auto)
    return False


def _rgb_function(tokens: list[Token], start: int, hsl: bool = False) -> tuple[str, int] | None:
    """An ``rgb()``/``rgba()`` (``hsl``: an ``hsl()``/``hsla()``) of numbers, percentages (and
    a hue's angle) whose arguments start at ``tokens[start]``, as Chromium serializes it
    (``rgb(0 0 0 / 50%)`` is ``rgba(0, 0, 0, 0.5)``, ``hsl(120, 100%, 50%)`` is
    ``rgb(0, 255, 0)``; https://drafts.csswg.org/css-color-4/#rgb-functions,
    https://drafts.csswg.org/css-color-4/#hsl-to-rgb), and the index after its ``)``; None for
    another form (kept as written)."""
    values: list[Token] = []
    i = start
    n = len(tokens)
    while i < n and tokens[i].kind != ")":
        token = tokens[i]
        if token.kind in ("number", "percentage") or (
            hsl and not values and token.kind == "dimension" and token.unit.lower() in _ANGLES
        ):
            values.append(token)
        elif token.kind == "delim" and token.value == "/" and len(values) == 3:
            pass  # the alpha follows
        elif token.kind not in ("whitespace", ","):
            return None
        i += 1
    if i >= n or len(values) not in (3, 4):
        return None
    channels = []
    if hsl:
        hue, saturation, lightness = values[:3]
        if hue.kind == "percentage" or "number" in (saturation.kind, lightness.kind):
            return None
        degrees = hue.number * _ANGLES.get(hue.unit.lower(), 1.0)
        red, green, blue = _hsl_to_rgb(degrees, saturation.number / 100, lightness.number / 100)
        channels = [str(min(255, max(0, int(c * 255 + 0.5)))) for c in (red, green, blue)]
    for token in [] if hsl else values[:3]:
        number = token.number * 2.55 if token.kind == "percentage" else token.number
        channels.append(str(min(255, max(0, int(number + 0.5)))))
    alpha = 1.0
    if len(values) == 4:
        token = values[3]
        alpha = token.number / 100 if token.kind == "percentage" else token.number
        alpha = min(1.0, max(0.0, alpha))
    rgb = ", ".join(channels)
    if alpha == 1:
        return f"rgb({rgb})", i + 1
    return f"rgba({rgb}, {_number(alpha)})", i + 1


def _hsl_to_rgb(hue: float, saturation: float, lightness: float) -> tuple[float, ...]:
    """https://drafts.csswg.org/css-color-4/#hsl-to-rgb: red, green and blue in [0, 1]."""
    hue %= 360
    saturation = min(1.0, max(0.0, saturation))
    lightness = min(1.0, max(0.0, lightness))

    def f(n: int) -> float:
        k = (n + hue / 30) % 12
        a = saturation * min(lightness, 1 - lightness)
        return lightness - a * max(-1, min(k - 3, 9 - k, 1))

    return f(0), f(8), f(4)


def _family_names_quoted(tokens: list[Token]) -> list[Token]:
    """A ``font-family`` value's family names written as identifiers separated by whitespace
    (``Helvetica Neue``) as one string token, as Chromium serializes them (quoted)."""
    from webapi.csssyntax.engine import Token

    found: list[Token] = []
    run: list[str] = []

    def end_run() -> None:
        if len(run) > 1:
            found.append(Token("string", " ".join(run)))
        elif run:
            found.append(Token("ident", run[0]))
        run.clear()

    for token in tokens:
        if token.kind == "ident" and token.value.lower() not in _KEYWORDS:
            run.append(token.value)
        elif token.kind == "whitespace" and run:
            continue
        else:
            end_run()
            found.append(token)
    end_run()
    return found


def _hex_color(digits: str) -> str | None:
    """https://drafts.csswg.org/css-color-4/#hex-notation serialized as Chromium serializes a
    color (https://drafts.csswg.org/css-color-4/#serializing-sRGB-values): ``rgb(r, g, b)``,
    or ``rgba(r, g, b, a)`` with the alpha in the fewest decimals (2, else 3) that give the same
    8-bit value; None where ``digits`` are not 3, 4, 6 or 8 hex digits (a hash is a color
    wherever a property takes one)."""
    n = len(digits)
    if n not in (3, 4, 6, 8) or any(c not in _HEX for c in digits):
        return None
    if n <= 4:
        digits = "".join(c + c for c in digits)
    channels = [int(digits[k : k + 2], 16) for k in range(0, len(digits), 2)]
    rgb = ", ".join(str(c) for c in channels[:3])
    if len(channels) == 3 or channels[3] == 255:
        return f"rgb({rgb})"
    alpha = channels[3] / 255
    written = f"{alpha:.2f}"
    if round(float(written) * 255) != channels[3]:
        written = f"{alpha:.3f}"
    written = written.rstrip("0").rstrip(".") or "0"
    return f"rgba({rgb}, {written})"


def _is_plain_family_name(value: str) -> bool:
    """Whether a font family string is one identifier that is not a keyword (Chromium then
    serializes it without quotes: ``'Arial'`` is ``Arial``)."""
    if not value or value.lower() in _KEYWORDS or value.startswith("--"):
        return False
    start = value[1:] if value[0] == "-" else value
    if not start or not (start[0].isalpha() or start[0] == "_" or start[0] >= "\x80"):
        return False
    return all(c.isalnum() or c in "-_" or c >= "\x80" for c in value) and value.isprintable()


def _number(number: float) -> str:
    """A number as Chromium serializes it: at most six significant digits, no exponent for
    the usual magnitudes, no ``+``, ``-0`` as ``0``."""
    if number == int(number) and abs(number) < 1e15:
        return str(int(number))
    written = f"{number:.6g}"
    if "e" in written:
        written = f"{number:.6f}".rstrip("0").rstrip(".")
    return written


def serialize_string(value: str) -> str:
    """https://drafts.csswg.org/cssom-1/#serialize-a-string."""
    out = ['"']
    for c in value:
        if c == "\0":
            out.append("\ufffd")
        elif "\x01" <= c <= "\x1f" or c == "\x7f":
            out.append(f"\\{ord(c):x} ")
        elif c == '"' or c == "\\":
            out.append("\\" + c)
        else:
            out.append(c)
    out.append('"')
    return "".join(out)
