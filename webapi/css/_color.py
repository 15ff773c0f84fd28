"""A CSS ``<color>`` as sRGB (https://drafts.csswg.org/css-color-4/): the value parsed (hex,
named colors, ``transparent``, ``rgb()``/``rgba()``, ``hsl()``/``hsla()``, ``hwb()``,
``lab()``, ``lch()``, ``oklab()``, ``oklch()`` and ``color()`` in each predefined color
space), then converted to sRGB (https://drafts.csswg.org/css-color-4/#color-conversion-code):
what HTML's color well (``<input type=color>``) keeps of any CSS color.

Left out (:func:`parse_color_to_srgb` answers None for them, as for a value that is no
color): ``currentcolor`` and the system colors (they depend on an element), ``color-mix()``
and the relative color syntax (``rgb(from ...)``).
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable, Sequence

from webapi.csssyntax.engine import Token, preprocess, tokenize

from ._longhands import NAMED_COLORS

__all__ = ["parse_color_to_srgb", "serialize_hex"]

#: sRGB components (0-1, not clipped) and the alpha (0-1).
RGBA = tuple[float, float, float, float]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

_HEX = frozenset("0123456789abcdefABCDEF")
#: https://drafts.csswg.org/css-values-4/#angles: degrees per unit.
_ANGLE_UNITS = {"deg": 1.0, "grad": 0.9, "rad": 180 / math.pi, "turn": 360.0}

# https://drafts.csswg.org/css-color-4/#color-conversion-code: the matrices.
_XYZ_TO_LIN_SRGB: Matrix = (
    (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
    (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
    (0.05563007969699366, -0.20397695888897652, 1.0569715142428786),
)
_LIN_P3_TO_XYZ: Matrix = (
    (0.4865709486482162, 0.26566769316909306, 0.1982172852343625),
    (0.2289745640697488, 0.6917385218365064, 0.079286914093745),
    (0.0, 0.04511338185890264, 1.043944368900976),
)
_LIN_A98_TO_XYZ: Matrix = (
    (0.5766690429101305, 0.1855582379065463, 0.1882286462349947),
    (0.29734497525053605, 0.6273635662554661, 0.07529145849399788),
    (0.02703136138641234, 0.07068885253582723, 0.9913375368376388),
)
_LIN_PROPHOTO_TO_XYZ_D50: Matrix = (
    (0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
    (0.2880748288194013, 0.711835234241873, 0.00008993693872564),
    (0.0, 0.0, 0.8251046025104602),
)
_LIN_2020_TO_XYZ: Matrix = (
    (0.6369580483012914, 0.14461690358620832, 0.1688809751641721),
    (0.2627002120112671, 0.6779980715188708, 0.05930171646986196),
    (0.0, 0.028072693049087428, 1.060985057710791),
)
#: Bradford chromatic adaptation from D50 to D65.
_D50_TO_D65: Matrix = (
    (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    (0.012314014864481998, -0.020507649298898964, 1.330365926242124),
)
_OKLAB_TO_LMS: Matrix = (
    (1.0, 0.3963377773761749, 0.2158037573099136),
    (1.0, -0.1055613458156586, -0.0638541728258133),
    (1.0, -0.0894841775298119, -1.2914855480194092),
)
_LMS_TO_XYZ: Matrix = (
    (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
    (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
    (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816),
)
#: The D50 white point (https://drafts.csswg.org/css-color-4/#color-conversion-code).
_D50 = (0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)


def _multiply(matrix: Matrix, vector: Sequence[float]) -> tuple[float, float, float]:
    x, y, z = vector
    a, b, c = matrix
    return (
        a[0] * x + a[1] * y + a[2] * z,
        b[0] * x + b[1] * y + b[2] * z,
        c[0] * x + c[1] * y + c[2] * z,
    )


def _srgb_gamma(linear: float) -> float:
    """https://drafts.csswg.org/css-color-4/#color-conversion-code gam_sRGB (sign kept)."""
    magnitude = abs(linear)
    if magnitude > 0.0031308:
        return math.copysign(1.055 * magnitude ** (1 / 2.4) - 0.055, linear)
    return 12.92 * linear


def _srgb_linear(value: float) -> float:
    """lin_sRGB (and display-p3's transfer function, the same)."""
    magnitude = abs(value)
    if magnitude <= 0.04045:
        return value / 12.92
    return math.copysign(((magnitude + 0.055) / 1.055) ** 2.4, value)


def _a98_linear(value: float) -> float:
    return math.copysign(abs(value) ** (563 / 256), value)


def _prophoto_linear(value: float) -> float:
    magnitude = abs(value)
    if magnitude <= 16 / 512:
        return value / 16
    return math.copysign(magnitude**1.8, value)


def _rec2020_linear(value: float) -> float:
    alpha, beta = 1.09929682680944, 0.018053968510807
    magnitude = abs(value)
    if magnitude < beta * 4.5:
        return value / 4.5
    return math.copysign(((magnitude + alpha - 1) / alpha) ** (1 / 0.45), value)


def _from_xyz_d65(xyz: Sequence[float]) -> tuple[float, float, float]:
    r, g, b = _multiply(_XYZ_TO_LIN_SRGB, xyz)
    return _srgb_gamma(r), _srgb_gamma(g), _srgb_gamma(b)


def _from_linear(
    matrix: Matrix, transfer: Callable[[float], float], values: Sequence[float], d50: bool
) -> tuple[float, float, float]:
    xyz = _multiply(matrix, [transfer(v) for v in values])
    return _from_xyz_d65(_multiply(_D50_TO_D65, xyz) if d50 else xyz)


def _lab_to_srgb(lightness: float, a: float, b: float) -> tuple[float, float, float]:
    """https://drafts.csswg.org/css-color-4/#color-conversion-code Lab_to_XYZ (D50), to sRGB."""
    kappa, epsilon = 24389 / 27, 216 / 24389
    f1 = (lightness + 16) / 116
    f0 = a / 500 + f1
    f2 = f1 - b / 200
    x = f0**3 if f0**3 > epsilon else (116 * f0 - 16) / kappa
    y = f1**3 if lightness > kappa * epsilon else lightness / kappa
    z = f2**3 if f2**3 > epsilon else (116 * f2 - 16) / kappa
    xyz = (x * _D50[0], y * _D50[1], z * _D50[2])
    return _from_xyz_d65(_multiply(_D50_TO_D65, xyz))


def _oklab_to_srgb(lightness: float, a: float, b: float) -> tuple[float, float, float]:
    """OKLab_to_XYZ, to sRGB."""
    lms = _multiply(_OKLAB_TO_LMS, (lightness, a, b))
    return _from_xyz_d65(_multiply(_LMS_TO_XYZ, [c**3 for c in lms]))


def _f32(value: float) -> float:
    """``value`` as a 32-bit float (Chromium computes HSL and HWB colors in them)."""
    return float(struct.unpack("f", struct.pack("f", value))[0])


def _hue_channel(low: float, high: float, sextant: float) -> float:
    """One channel of an HSL color from its hue in sixths of a turn, as Chromium 156 computes
    it (Blink's ``CalcHue``, 32-bit floats): the same function as
    https://drafts.csswg.org/css-color-4/#hsl-to-rgb's, its rounding Chromium's."""
    if sextant < 0:
        sextant = _f32(sextant + 6)
    elif sextant >= 6:
        sextant = _f32(sextant - 6)
    if sextant < 1:
        return _f32(low + _f32(_f32(high - low) * sextant))
    if sextant < 3:
        return high
    if sextant < 4:
        return _f32(low + _f32(_f32(high - low) * _f32(4 - sextant)))
    return low


def _hsl_to_srgb(hue: float, saturation: float, lightness: float) -> tuple[float, float, float]:
    """https://drafts.csswg.org/css-color-4/#hsl-to-rgb (saturation and lightness 0-1), in
    32-bit floats as Chromium 156 computes it (a channel of x.5 of 255 rounds its way)."""
    hue, saturation, lightness = _f32(hue), _f32(saturation), _f32(lightness)
    sextant = _f32(hue / 60)  # (in sixths of a turn, then within one turn)
    if not 0 <= sextant < 6:
        sextant = _f32(sextant % 6)
    if lightness <= 0.5:
        high = _f32(lightness * _f32(saturation + 1))
    else:
        high = _f32(_f32(lightness + saturation) - _f32(lightness * saturation))
    low = _f32(_f32(2 * lightness) - high)
    return (
        _hue_channel(low, high, _f32(sextant + 2)),
        _hue_channel(low, high, sextant),
        _hue_channel(low, high, _f32(sextant - 2)),
    )


def _hwb_to_srgb(hue: float, white: float, black: float) -> tuple[float, float, float]:
    """https://drafts.csswg.org/css-color-4/#hwb-to-rgb (whiteness and blackness 0-1), in
    32-bit floats as Chromium 156 computes it."""
    white, black = _f32(white), _f32(black)
    if white + black >= 1:
        gray = _f32(white / _f32(white + black))
        return gray, gray, gray
    r, g, b = _hsl_to_srgb(hue, 1, 0.5)
    scale = _f32(_f32(1 - white) - black)
    return (
        _f32(_f32(r * scale) + white),
        _f32(_f32(g * scale) + white),
        _f32(_f32(b * scale) + white),
    )


#: color()'s predefined color spaces: the linear transfer, the matrix to XYZ, whether D50.
_SPACES: dict[str, tuple[Callable[[float], float], Matrix | None, bool]] = {
    "srgb": (_srgb_linear, None, False),
    "srgb-linear": (float, None, False),
    "display-p3": (_srgb_linear, _LIN_P3_TO_XYZ, False),
    "a98-rgb": (_a98_linear, _LIN_A98_TO_XYZ, False),
    "prophoto-rgb": (_prophoto_linear, _LIN_PROPHOTO_TO_XYZ_D50, True),
    "rec2020": (_rec2020_linear, _LIN_2020_TO_XYZ, False),
    "xyz": (float, None, False),
    "xyz-d65": (float, None, False),
    "xyz-d50": (float, None, True),
}


def _hex(digits: str) -> RGBA | None:
    """https://drafts.csswg.org/css-color-4/#hex-notation"""
    if len(digits) not in (3, 4, 6, 8) or not _HEX.issuperset(digits):
        return None
    if len(digits) <= 4:
        digits = "".join(c + c for c in digits)
    values = [int(digits[k : k + 2], 16) / 255 for k in range(0, len(digits), 2)]
    return values[0], values[1], values[2], values[3] if len(values) == 4 else 1.0


def _named(word: str) -> RGBA | None:
    """A named color (https://drafts.csswg.org/css-color-4/#named-colors) or transparent."""
    word = word.lower()
    if word == "transparent":
        return 0.0, 0.0, 0.0, 0.0
    written = NAMED_COLORS.get(word)
    if written is None:
        return None
    r, g, b = (int(part) / 255 for part in written[4:-1].split(","))
    return r, g, b, 1.0


def _arguments(tokens: list[Token]) -> tuple[list[Token | None], bool, Token | None] | None:
    """A color function's arguments (whitespace dropped): the components (None for
    ``none``), whether commas separate them (the legacy syntax), the alpha (after ``/`` or
    a fourth comma); None where the shape is neither."""
    items = [t for t in tokens if t.kind != "whitespace"]
    if any(t.kind == "," for t in items):
        if len(items) not in (5, 7) or any(items[k].kind != "," for k in range(1, len(items), 2)):
            return None
        values = items[0::2]
        if any(_is_none(t) for t in values):
            return None
        return list(values[:3]), True, values[3] if len(values) == 4 else None
    alpha = None
    if len(items) == 5 and items[3].kind == "delim" and items[3].value == "/":
        alpha = items[4]
        items = items[:3]
    if len(items) != 3:
        return None
    return [None if _is_none(t) else t for t in items], False, alpha


def _is_none(token: Token) -> bool:
    return token.kind == "ident" and str(token.value).lower() == "none"


def _number(token: Token | None, percent: float | None) -> float | None:
    """A ``<number>`` (or ``none``: 0), or a ``<percentage>`` as ``percent`` times it / 100
    where percentages are allowed; None otherwise."""
    if token is None:
        return 0.0
    if token.kind == "number":
        return float(token.number)
    if token.kind == "percentage" and percent is not None:
        return float(token.number) * percent / 100
    return None


def _hue(token: Token | None) -> float | None:
    """https://drafts.csswg.org/css-color-4/#hue-syntax: a number of degrees or an angle."""
    if token is None:
        return 0.0
    if token.kind == "number":
        return float(token.number)
    if token.kind == "dimension":
        unit = _ANGLE_UNITS.get(str(token.unit).lower())
        if unit is not None:
            return float(token.number) * unit
    return None


def _alpha(token: Token | None) -> float | None:
    """https://drafts.csswg.org/css-color-4/#typedef-alpha-value, clamped to 0-1."""
    if token is None:
        return 1.0
    if _is_none(token):
        return 0.0
    value = _number(token, 1.0)
    return None if value is None else min(max(value, 0.0), 1.0)


def _function(name: str, tokens: list[Token]) -> RGBA | None:
    """One color function's value in sRGB, or None."""
    if name == "color":
        return _color_function(tokens)
    parsed = _arguments(tokens)
    if parsed is None:
        return None
    c, legacy, alpha_token = parsed
    alpha = _alpha(alpha_token)
    if alpha is None:
        return None
    if name in ("rgb", "rgba"):
        values = [_number(t, 255.0) for t in c]
        if legacy and len({t.kind for t in c if t is not None}) != 1:
            return None  # (the legacy syntax: all numbers or all percentages)
        if any(v is None for v in values):
            return None
        r, g, b = (min(max(v or 0.0, 0.0), 255.0) / 255 for v in values)
        return r, g, b, alpha
    if name in ("hsl", "hsla", "hwb"):
        if legacy and (name == "hwb" or any(t is None or t.kind != "percentage" for t in c[1:])):
            return None
        hue, first, second = _hue(c[0]), _number(c[1], 100.0), _number(c[2], 100.0)
        if hue is None or first is None or second is None:
            return None
        first, second = first / 100, second / 100
        if name == "hwb":
            return (*_hwb_to_srgb(hue, max(first, 0), max(second, 0)), alpha)
        return (*_hsl_to_srgb(hue, max(first, 0), min(max(second, 0), 1)), alpha)
    if legacy:
        return None
    if name in ("lab", "oklab"):
        return _lab_like(name, c, alpha)
    if name in ("lch", "oklch"):
        return _lch_like(name, c, alpha)
    return None


def _lab_like(name: str, c: list[Token | None], alpha: float) -> RGBA | None:
    """``lab()`` and ``oklab()`` (https://drafts.csswg.org/css-color-4/#specifying-lab-lch)."""
    scale, axis = (100.0, 125.0) if name == "lab" else (1.0, 0.4)
    lightness, a, b = _number(c[0], scale), _number(c[1], axis), _number(c[2], axis)
    if lightness is None or a is None or b is None:
        return None
    convert = _lab_to_srgb if name == "lab" else _oklab_to_srgb
    return (*convert(min(max(lightness, 0.0), scale), a, b), alpha)


def _lch_like(name: str, c: list[Token | None], alpha: float) -> RGBA | None:
    """``lch()`` and ``oklch()``: their polar form of Lab and OKLab."""
    scale, chroma_scale = (100.0, 150.0) if name == "lch" else (1.0, 0.4)
    lightness, chroma, hue = _number(c[0], scale), _number(c[1], chroma_scale), _hue(c[2])
    if lightness is None or chroma is None or hue is None:
        return None
    chroma = max(chroma, 0.0)
    a, b = chroma * math.cos(math.radians(hue)), chroma * math.sin(math.radians(hue))
    convert = _lab_to_srgb if name == "lch" else _oklab_to_srgb
    return (*convert(min(max(lightness, 0.0), scale), a, b), alpha)


def _color_function(tokens: list[Token]) -> RGBA | None:
    """https://drafts.csswg.org/css-color-4/#color-function: ``color(space c1 c2 c3 / a)``."""
    items = [t for t in tokens if t.kind != "whitespace"]
    if not items or items[0].kind != "ident":
        return None
    name = str(items[0].value).lower()
    space = _SPACES.get(name)
    if space is None:
        return None
    parsed = _arguments(items[1:])
    if parsed is None or parsed[1]:
        return None
    values = [_number(t, 1.0) for t in parsed[0]]
    alpha = _alpha(parsed[2])
    if alpha is None or any(v is None for v in values):
        return None
    transfer, matrix, d50 = space
    components = [v or 0.0 for v in values]
    if name == "srgb":
        return components[0], components[1], components[2], alpha
    if name == "srgb-linear":
        r, g, b = (_srgb_gamma(v) for v in components)
        return r, g, b, alpha
    if matrix is None:  # (xyz, xyz-d65, xyz-d50)
        xyz = _multiply(_D50_TO_D65, components) if d50 else components
        return (*_from_xyz_d65(xyz), alpha)
    return (*_from_linear(matrix, transfer, components, d50), alpha)


def parse_color_to_srgb(text: str) -> RGBA | None:
    """https://drafts.csswg.org/css-color-4/#parse-a-css-color-value, converted to sRGB: the
    components (0-1, outside it where the color is outside sRGB's gamut) and the alpha; None
    for a value that is no color (or one left out: see the module docstring)."""
    tokens = [t for t in tokenize(preprocess(text)) if t.kind != "whitespace"]
    if not tokens:
        return None
    first = tokens[0]
    if len(tokens) == 1:
        if first.kind == "hash":
            return _hex(str(first.value))
        if first.kind == "ident":
            return _named(str(first.value))
        return None
    if first.kind != "function" or tokens[-1].kind != ")":
        return None
    inner = tokens[1:-1]
    if any(t.kind in ("function", "(", "[", "{", ")", "]", "}") for t in inner):
        return None  # (nested functions: calc(), var(), color-mix(): not here)
    return _function(str(first.value).lower(), inner)


def serialize_hex(color: RGBA) -> str:
    """The color's sRGB components clipped to the gamut and rounded to 8 bits, as
    ``#rrggbb`` (lowercase; the alpha dropped): a color well's value as Chromium 156 keeps
    it."""
    return "#" + "".join(f"{int(min(max(c, 0.0), 1.0) * 255 + 0.5):02x}" for c in color[:3])
