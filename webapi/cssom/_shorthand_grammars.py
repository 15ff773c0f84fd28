"""The shorthands a declaration block expands into their longhands and writes back from them
(https://drafts.csswg.org/cssom-1/#serialize-a-css-declaration-block, "shorthands ... that
can represent all the longhands"): the four-sided ones and ``overflow``
(:mod:`._shorthands`), the ``border`` family (https://drafts.csswg.org/css-backgrounds-3/#propdef-border),
``outline`` (https://drafts.csswg.org/css-ui-4/#outline), ``flex``
(https://drafts.csswg.org/css-flexbox-1/#flex-property) and ``font-variant``
(https://drafts.csswg.org/css-fonts-4/#font-variant-prop), each with its longhands' initial
values, a reader of its value and a writer of its value from the longhands' (as Chromium 156
writes them: the initial values left out).

A shorthand's reader answers None where the value is not one webapi can split: a strict
shorthand's value is then invalid (dropped), another's kept whole as declared (its
longhands removed), as every shorthand not listed here is.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ._shorthands import LONGHANDS, PAIRS, collapse, collapse_pair, expand, split_components

__all__ = ["CSS_WIDE", "SHORTHANDS", "SHORTHANDS_OF", "Shorthand", "is_logical", "logical_group"]

CSS_WIDE = frozenset(["inherit", "initial", "unset", "revert", "revert-layer"])
_LINE_STYLES = frozenset(
    ["none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset"]
)
_WIDTHS = frozenset(["thin", "medium", "thick"])
_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_DIMENSION = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?(?:[a-zA-Z]+|%)")
_MATH = ("calc(", "min(", "max(", "clamp(")

Values = tuple[str, ...]


class Shorthand:
    """A shorthand's longhands, their initial values, its reader and its writer."""

    __slots__ = ("initial", "longhands", "name", "read", "strict", "write")

    def __init__(
        self,
        name: str,
        longhands: tuple[str, ...],
        initial: tuple[str, ...] | None,
        read: Callable[[str], Values | None],
        write: Callable[[Values], str | None],
        strict: bool,
    ) -> None:
        self.name = name
        self.longhands = longhands
        self.initial = initial
        self.read = read
        self.write = write
        self.strict = strict

    def expand(self, value: str) -> Values | None:
        """The longhands' values for the shorthand's ``value`` (a CSS-wide keyword: each
        longhand's), None where it cannot be split."""
        if value in CSS_WIDE:
            return (value,) * len(self.longhands)
        return self.read(value)

    def serialize(self, values: Values) -> str | None:
        """The shorthand's value for its longhands' ``values`` (the same CSS-wide keyword:
        that keyword), None where the shorthand cannot represent them."""
        wide = [value in CSS_WIDE for value in values]
        if any(wide):
            return values[0] if all(value == values[0] for value in values) else None
        return self.write(values)


def _is_width(component: str) -> bool:
    """A ``<line-width>`` (https://drafts.csswg.org/css-backgrounds-3/#typedef-line-width)."""
    return (
        component in _WIDTHS
        or bool(_DIMENSION.fullmatch(component))
        or component == "0"
        or component.startswith(_MATH)
    )


def _is_number(component: str) -> bool:
    return bool(_NUMBER.fullmatch(component))


def _line(styles: frozenset[str]) -> Callable[[str], Values | None]:
    """The reader of a ``<line-width> || <line-style> || <color>`` value (each at most once,
    any order): (width, style, color)."""

    def read(value: str) -> Values | None:
        width = style = color = None
        components = split_components(value)
        if not 1 <= len(components) <= 3 or any("," in c and "(" not in c for c in components):
            return None
        for component in components:
            if component in CSS_WIDE:
                return None
            if component in styles:
                if style is not None:
                    return None
                style = component
            elif _is_width(component):
                if width is not None or component.startswith("-"):
                    return None
                width = "0px" if component == "0" else component
            else:
                if color is not None or component == "/":
                    return None
                color = component
        return (width or "medium", style or "none", color or "currentcolor")

    return read


def _write_side(values: Values) -> str | None:
    """A ``border-top``'s (and its kin's) value: the values not initial, else ``medium``."""
    kept = [v for v, i in zip(values, _SIDE_INITIAL, strict=True) if v != i]
    return " ".join(kept) if kept else "medium"


_SIDE_INITIAL = ("medium", "none", "currentcolor")
_IMAGE = (
    "border-image-source",
    "border-image-slice",
    "border-image-width",
    "border-image-outset",
    "border-image-repeat",
)
_IMAGE_INITIAL = ("none", "100%", "1", "0", "stretch")


def _read_image(value: str) -> Values | None:
    """``border-image: none`` (any other value is kept whole)."""
    return _IMAGE_INITIAL if value == "none" else None


def _write_image(values: Values) -> str | None:
    """``border-image``'s value: ``<source> <slice> / <width> / <outset> <repeat>`` with
    the initial parts left out (``none`` where all are)."""
    source, slice_, width, outset, repeat = values
    if values == _IMAGE_INITIAL:
        return "none"
    parts = [] if source == "none" else [source]
    if slice_ != "100%" or width != "1" or outset != "0":
        parts.append(slice_)
        if width != "1" or outset != "0":
            parts.append(f"/ {width}")
            if outset != "0":
                parts.append(f"/ {outset}")
    if repeat != "stretch":
        parts.append(repeat)
    return " ".join(parts)


def _border_longhands() -> tuple[str, ...]:
    sides = ("top", "right", "bottom", "left")
    return (
        *(f"border-{side}-width" for side in sides),
        *(f"border-{side}-style" for side in sides),
        *(f"border-{side}-color" for side in sides),
        *_IMAGE,
    )


_BORDER_INITIAL = ("medium",) * 4 + ("none",) * 4 + ("currentcolor",) * 4 + _IMAGE_INITIAL


def _read_border(value: str) -> Values | None:
    found = _line(_LINE_STYLES)(value)
    if found is None:
        return None
    width, style, color = found
    return (width,) * 4 + (style,) * 4 + (color,) * 4 + _IMAGE_INITIAL


def _write_border(values: Values) -> str | None:
    """``border``'s value: the four sides the same and ``border-image`` initial (Chromium
    writes no ``border`` where all its values are initial)."""
    widths, styles, colors, image = values[0:4], values[4:8], values[8:12], values[12:]
    if image != _IMAGE_INITIAL or any(len(set(four)) != 1 for four in (widths, styles, colors)):
        return None
    side = (widths[0], styles[0], colors[0])
    if side == _SIDE_INITIAL:
        return None
    return _write_side(side)


def _write_outline(values: Values) -> str | None:
    """``outline``'s value, color style width, as Chromium orders them (``none`` where all
    are initial)."""
    kept = [v for v, i in zip(values, ("currentcolor", "none", "medium"), strict=True) if v != i]
    return " ".join(kept) if kept else "none"


def _read_outline(value: str) -> Values | None:
    found = _line(_LINE_STYLES | {"auto"} - {"hidden"})(value)
    return None if found is None else (found[2], found[1], found[0])


def _read_flex(value: str) -> Values | None:
    """``none | [<flex-grow> <flex-shrink>? || <flex-basis>]``: grow, shrink, basis (a
    missing basis is ``0%``)."""
    if value == "none":
        return ("0", "0", "auto")
    if value == "auto":
        return ("1", "1", "auto")
    components = split_components(value)
    numbers: list[str] = []
    basis = None
    for i, component in enumerate(components):
        if component in CSS_WIDE or component == "none":
            return None
        if _is_number(component) and (not numbers or components[i - 1] == numbers[-1]):
            if len(numbers) == 2:
                return None
            numbers.append(component)
        elif basis is None:
            basis = "0px" if component == "0" else component
        else:
            return None
    if (not numbers and basis is None) or len(components) > 3:
        return None
    grow = numbers[0] if numbers else "1"
    shrink = numbers[1] if len(numbers) > 1 else "1"
    return (grow, shrink, basis if basis is not None else "0%")


_LIGATURES = frozenset(
    [
        "common-ligatures",
        "no-common-ligatures",
        "discretionary-ligatures",
        "no-discretionary-ligatures",
        "historical-ligatures",
        "no-historical-ligatures",
        "contextual",
        "no-contextual",
    ]
)
_CAPS = frozenset(
    ["small-caps", "all-small-caps", "petite-caps", "all-petite-caps", "unicase", "titling-caps"]
)
_ALTERNATES = frozenset(["historical-forms"])
_ALTERNATE_FUNCTIONS = (
    "stylistic(",
    "styleset(",
    "character-variant(",
    "swash(",
    "ornaments(",
    "annotation(",
)
_NUMERIC = frozenset(
    [
        "lining-nums",
        "oldstyle-nums",
        "proportional-nums",
        "tabular-nums",
        "diagonal-fractions",
        "stacked-fractions",
        "ordinal",
        "slashed-zero",
    ]
)
_EAST_ASIAN = frozenset(
    [
        "jis78",
        "jis83",
        "jis90",
        "jis04",
        "simplified",
        "traditional",
        "full-width",
        "proportional-width",
        "ruby",
    ]
)
_POSITION = frozenset(["sub", "super"])
_EMOJI = frozenset(["text", "emoji", "unicode"])
#: The longhands' keywords in Chromium's order of the longhands.
_VARIANT_GROUPS = (_LIGATURES, _CAPS, _NUMERIC, _EAST_ASIAN, _ALTERNATES, _POSITION, _EMOJI)
#: The groups taking one keyword only.
_SINGLE = (False, True, False, False, False, True, True)


def _read_font_variant(value: str) -> Values | None:
    """``normal | none | [<common-lig-values> || ... || <font-variant-emoji>]``: each
    keyword to its longhand (``none`` is ``font-variant-ligatures: none``)."""
    if value == "normal":
        return ("normal",) * 7
    if value == "none":
        return ("none",) + ("normal",) * 6
    found: list[list[str]] = [[] for _ in _VARIANT_GROUPS]
    for component in split_components(value):
        for i, group in enumerate(_VARIANT_GROUPS):
            inside = component in group or (i == 4 and component.startswith(_ALTERNATE_FUNCTIONS))
            if inside:
                if component in found[i] or (_SINGLE[i] and found[i]):
                    return None
                found[i].append(component)
                break
        else:
            return None
    return tuple(" ".join(words) if words else "normal" for words in found)


def _write_font_variant(values: Values) -> str | None:
    """``font-variant``'s value: ``none`` (ligatures ``none``, the others ``normal``), the
    values not ``normal`` in the longhands' order, else ``normal``."""
    if values[0] == "none":
        return "none" if all(v == "normal" for v in values[1:]) else None
    kept = [value for value in values if value != "normal"]
    return " ".join(kept) if kept else "normal"


def _four(name: str) -> Shorthand:
    def read(value: str) -> Values | None:
        return expand(value)

    def write(values: Values) -> str | None:
        return collapse(*values)

    return Shorthand(name, LONGHANDS[name], None, read, write, True)


def _pair(name: str) -> Shorthand:
    def write(values: Values) -> str | None:
        return collapse_pair(*values)

    def read(value: str) -> Values | None:
        components = split_components(value)
        if len(components) == 2 and not CSS_WIDE.intersection(components):
            return (components[0], components[1])
        return (components[0], components[0]) if len(components) == 1 else None

    return Shorthand(name, PAIRS[name], None, read, write, True)


def _side(side: str) -> Shorthand:
    longhands = tuple(f"border-{side}-{part}" for part in ("width", "style", "color"))
    return Shorthand(
        f"border-{side}", longhands, _SIDE_INITIAL, _line(_LINE_STYLES), _write_side, True
    )


def _build() -> dict[str, Shorthand]:
    found = [_four(name) for name in LONGHANDS]
    found += [_pair(name) for name in PAIRS]
    found += [_side(side) for side in ("top", "right", "bottom", "left")]
    found.append(
        Shorthand("border", _border_longhands(), _BORDER_INITIAL, _read_border, _write_border, True)
    )
    found.append(
        Shorthand("border-image", _IMAGE, _IMAGE_INITIAL, _read_image, _write_image, False)
    )
    found.append(
        Shorthand(
            "outline",
            ("outline-color", "outline-style", "outline-width"),
            ("currentcolor", "none", "medium"),
            _read_outline,
            _write_outline,
            True,
        )
    )
    found.append(
        Shorthand(
            "flex",
            ("flex-grow", "flex-shrink", "flex-basis"),
            ("0", "1", "auto"),
            _read_flex,
            lambda values: " ".join(values),
            False,
        )
    )
    found.append(
        Shorthand(
            "font-variant",
            (
                "font-variant-ligatures",
                "font-variant-caps",
                "font-variant-numeric",
                "font-variant-east-asian",
                "font-variant-alternates",
                "font-variant-position",
                "font-variant-emoji",
            ),
            ("normal",) * 7,
            _read_font_variant,
            _write_font_variant,
            True,
        )
    )
    return {shorthand.name: shorthand for shorthand in found}


#: The shorthands expanded and written back, by name.
SHORTHANDS = _build()
#: The shorthands of each longhand, the one with the most longhands first (the preferred
#: shorthand when serializing a block).
SHORTHANDS_OF: dict[str, tuple[Shorthand, ...]] = {}
for _shorthand in sorted(SHORTHANDS.values(), key=lambda s: -len(s.longhands)):
    for _longhand in _shorthand.longhands:
        SHORTHANDS_OF[_longhand] = (*SHORTHANDS_OF.get(_longhand, ()), _shorthand)


_PHYSICAL_SIDES = frozenset(["top", "right", "bottom", "left"])
_LOGICAL_SIDES = frozenset(["block-start", "block-end", "inline-start", "inline-end"])
_SIDED = ("margin", "padding", "scroll-margin", "scroll-padding")


def logical_group(name: str) -> str | None:
    """The logical property group of the longhand ``name``
    (https://drafts.csswg.org/css-logical-1/#logical-property-group: ``margin`` of
    ``margin-top`` and ``margin-inline-start``, ``border-width`` of ``border-left-width``),
    None for a property in none webapi knows."""
    for base in _SIDED:
        if name.startswith(base + "-"):
            rest = name[len(base) + 1 :]
            return base if rest in _PHYSICAL_SIDES or rest in _LOGICAL_SIDES else None
    if name in _PHYSICAL_SIDES or (name.startswith("inset-") and name[6:] in _LOGICAL_SIDES):
        return "inset"
    if name.startswith("border-"):
        side, _, part = name[7:].rpartition("-")
        if part in ("width", "style", "color") and (
            side in _PHYSICAL_SIDES or side in _LOGICAL_SIDES
        ):
            return "border-" + part
    return None


def is_logical(name: str) -> bool:
    """Whether the longhand ``name`` of a logical property group is its flow-relative one
    (``margin-inline-start``), not its physical one (``margin-left``)."""
    return "-block-" in name or "-inline-" in name or name.endswith(("-block", "-inline"))


def _logical_pair(name: str, first: str, second: str) -> Shorthand:
    """``margin-block`` and its kin (https://drafts.csswg.org/css-logical-1/#propdef-margin-block):
    one or two values, the start's and the end's."""

    def read(value: str) -> Values | None:
        components = split_components(value)
        if not 1 <= len(components) <= 2 or CSS_WIDE.intersection(components):
            return None
        return (components[0], components[-1])

    def write(values: Values) -> str | None:
        return collapse_pair(*values)

    return Shorthand(name, (first, second), None, read, write, True)


for _base in ("margin", "padding", "inset"):
    for _axis in ("block", "inline"):
        _name = f"{_base}-{_axis}"
        SHORTHANDS[_name] = _logical_pair(_name, f"{_name}-start", f"{_name}-end")
        for _longhand in (f"{_name}-start", f"{_name}-end"):
            SHORTHANDS_OF[_longhand] = (*SHORTHANDS_OF.get(_longhand, ()), SHORTHANDS[_name])
