"""``text-transform: math-auto`` (https://drafts.csswg.org/css-text-4/#valdef-text-transform-math-auto,
https://w3c.github.io/mathml-core/#italic-mappings): a Text node whose data is one code point
is shown as that code point's mathematical italic form, where it has one (MathML Core's
``mi`` elements hold the value). Chromium 156 checks each Text node's data as it is (``<mi>
x </mi>`` is not transformed) and keeps a character without an italic form."""

from __future__ import annotations

__all__ = ["math_auto"]


def _italic_mappings() -> dict[str, str]:
    """MathML Core's italic mappings: the Latin letters, the Greek letters and symbols of
    Unicode's Mathematical Alphanumeric Symbols block (``h`` is Planck's constant, U+210E,
    a letter of the Letterlike Symbols block; U+03A2, no character, keeps its place)."""
    table: dict[str, str] = {}
    for first, italic, count in ((0x41, 0x1D434, 26), (0x61, 0x1D44E, 26)):
        for offset in range(count):
            table[chr(first + offset)] = chr(italic + offset)
    table["h"] = "\u210e"
    for first, italic in ((0x391, 0x1D6E2), (0x3B1, 0x1D6FC)):
        for offset in range(25):
            if first + offset != 0x3A2:
                table[chr(first + offset)] = chr(italic + offset)
    symbols = {
        "\u0131": 0x1D6A4,  # dotless i
        "\u0237": 0x1D6A5,  # dotless j
        "\u03f4": 0x1D6F3,  # capital theta symbol
        "\u2207": 0x1D6FB,  # nabla
        "\u2202": 0x1D715,  # partial differential
        "\u03f5": 0x1D716,  # lunate epsilon
        "\u03d1": 0x1D717,  # theta symbol
        "\u03f0": 0x1D718,  # kappa symbol
        "\u03d5": 0x1D719,  # phi symbol
        "\u03f1": 0x1D71A,  # rho symbol
        "\u03d6": 0x1D71B,  # pi symbol
    }
    for char, italic in symbols.items():
        table[char] = chr(italic)
    return table


_ITALIC = _italic_mappings()


def math_auto(data: str) -> str:
    """A Text node's ``data`` under ``text-transform: math-auto``."""
    if len(data) != 1:
        return data
    return _ITALIC.get(data, data)
