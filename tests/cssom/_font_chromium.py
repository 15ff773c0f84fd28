"""Chromium 156's ``getComputedStyle`` of elements declaring the ``font`` shorthand
(https://drafts.csswg.org/css-fonts-4/#font-prop) in a parent of ``font-size: 20px``, and of a
child of theirs with ``font-size: 2em``: the font longhands and a ``1em`` padding, the witness
of ``test_font_shorthand.py``. ``python -m tests.cssom._font_chromium`` asks Chromium
(Playwright, ``oracles/chromium.py``) and writes ``_font_chromium.json``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests import _stored_answers as stored_answers
from tests.cssom._ua_chromium import COMPUTED_STYLES_SCRIPT, computed_styles

__all__ = ["ANSWERS", "FONTS", "PAGE", "PROPERTIES", "ask_chromium", "load", "webapi_answers"]

ANSWERS = Path(__file__).with_name("_font_chromium.json")

#: The properties asked.
PROPERTIES = (
    "font-size",
    "line-height",
    "font-family",
    "font-weight",
    "font-style",
    "font-stretch",
    "font-variant-caps",
    "padding-top",
)

#: The values of ``font`` declared (each on its own element), then the element's other
#: declarations.
FONTS: list[str] = [
    "12px/1.5 serif",
    "12px serif",
    "small serif",
    "x-large/2 monospace",
    "medium monospace",
    "larger serif",
    "smaller serif",
    "150% serif",
    "2em Arial",
    "bold 1.5em/20px serif",
    "italic small-caps bold condensed 10px/normal serif",
    "oblique 300 12px sans-serif",
    "normal normal 14px serif",
    "normal 700 normal 14px/150% serif",
    '10px "Foo Bar", Arial , serif',
    "calc(10px + 1em) serif",
    "1rem serif",
    "0 serif",
    "900 12px serif",
    "caption",
    "icon",
    "menu",
    "message-box",
    "small-caption",
    "status-bar",
    "12px",
    "bold serif",
    "12px/1.5",
    "italic italic 12px serif",
    "-1px serif",
    "inherit",
    "initial",
    "unset",
    "12px serif; font-size: 30px",
    "12px serif; line-height: 3",
    "bold 12px serif !important; font-weight: 100",
]


def _page() -> str:
    parts = []
    for index, font in enumerate(FONTS):
        parts.append(
            f"<div style='font-size: 20px; font-weight: 600; line-height: 2'>"
            f"<p id=p{index} style='padding-top: 1em; font: {font}'>x"
            f"<span id=s{index} style='font-size: 2em; padding-top: 1em'>y</span></p></div>"
        )
    return "<!DOCTYPE html><title>font</title>" + "".join(parts)


PAGE = _page()


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers (one page)."""
    from oracles.chromium import browser

    with browser() as launched:
        page = launched.new_page()
        page.set_content(PAGE)
        elements = page.evaluate(COMPUTED_STYLES_SCRIPT, list(PROPERTIES))
        version = launched.version
    return {"chromium": version, "elements": elements}


def webapi_answers() -> dict[str, dict[str, str]]:
    """webapi's answers in the shape of Chromium's."""
    from webapi.html import DOMParser

    document: Any = DOMParser().parseFromString(PAGE, "text/html")
    return computed_styles(document, PROPERTIES)


def load() -> dict[str, Any]:
    """The recorded answers."""
    return stored_answers.load(ANSWERS)


if __name__ == "__main__":
    stored_answers.record(ANSWERS, ask_chromium())
