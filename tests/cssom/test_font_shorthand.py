"""The ``font`` shorthand in the cascade (https://drafts.csswg.org/css-fonts-4/#font-prop,
``webapi/css/_font.py``): the longhands it sets and resets, its size relative to the parent's
(keywords, ``larger``, percentages, ``em``, ``calc()``), the ``em`` lengths that depend on it
and ``line-height``'s resolved value, against Chromium 156's answers (``_font_chromium.py``,
stored; the slow tier asks again)."""

from __future__ import annotations

import pytest

from tests.cssom._font_chromium import FONTS, ask_chromium, load, webapi_answers
from webapi.html import DOMParser, getComputedStyle


def test_font_as_chromium() -> None:
    stored = load()["elements"]
    ours = webapi_answers()
    differences = [
        (element, FONTS[int(element[1:])], name, ours[element][name], value)
        for element, style in stored.items()
        for name, value in style.items()
        if ours[element][name] != value
    ]
    assert differences == []
    assert len(stored) == 2 * len(FONTS)


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
def test_chromium_answers_the_same_now() -> None:
    assert ask_chromium()["elements"] == load()["elements"]


@pytest.mark.parametrize(
    ("style", "name", "expected"),
    [
        ("font: 12px/1.5 serif", "font-size", "12px"),
        ("font: 12px/1.5 serif", "line-height", "18px"),
        ("font: small serif", "font-size", "13px"),
        ("font: 150% serif; margin-left: 2em", "margin-left", "60px"),
        ("font: larger serif", "font-size", "24px"),
        ("font: bold 2em Arial", "font-weight", "700"),
        ("font: caption", "font-family", "Arial"),
        ("line-height: 1.25", "line-height", "25px"),
        ("font-size: calc(1em + 2px)", "font-size", "22px"),
    ],
)
def test_font(style: str, name: str, expected: str) -> None:
    document = DOMParser().parseFromString(
        f"<div style='font-size: 20px'><p id=t style='{style}'>x</p></div>", "text/html"
    )
    assert getComputedStyle(document.getElementById("t")).getPropertyValue(name) == expected
