"""Chromium 156's ``getComputedStyle`` of lengths an element declares in ``em``, ``rem``, the
absolute units and math functions (``calc()``, ``min()``, ``max()``, ``clamp()``,
https://drafts.csswg.org/css-values-4/#calc-computed-value) outside ``font-size`` and in it,
and of the ``background`` shorthand's longhands: each case an element with one declaration in
a parent of ``font-size: 20px`` and ``width: 400px``, and the property asked of it.
``python -m tests.cssom._lengths_chromium`` asks Chromium (Playwright, ``oracles/chromium.py``)
and writes ``_lengths_chromium.json``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests import _stored_answers as stored_answers

__all__ = ["ANSWERS", "CASES", "PAGE", "ask_chromium", "load", "webapi_answers"]

ANSWERS = Path(__file__).with_name("_lengths_chromium.json")

#: (the element's declarations, the property asked).
CASES: list[tuple[str, str]] = [
    ("margin-left: calc(1em + 3px)", "margin-left"),
    ("margin-left: calc(10px - 2em)", "margin-left"),
    ("margin-left: calc(1px + 2px)", "margin-left"),
    ("margin-left: calc(calc(1px + 1em) * 2)", "margin-left"),
    ("margin-left: calc((1px + 1em) * 2)", "margin-left"),
    ("margin-left: calc(2 * (1em - 1px) / 4)", "margin-left"),
    ("margin-left: min(1em, 30px)", "margin-left"),
    ("margin-left: max(1em, 30px)", "margin-left"),
    ("margin-left: clamp(10px, 2em, 30px)", "margin-left"),
    ("margin-left: CALC(1EM + 1PX)", "margin-left"),
    ("margin-left: 12pt", "margin-left"),
    ("margin-left: 1in", "margin-left"),
    ("margin-left: calc(1cm + 1mm)", "margin-left"),
    ("margin-left: 2pc", "margin-left"),
    ("margin-left: 4q", "margin-left"),
    ("margin-left: calc(1px + 1em); font-size: 10px", "margin-left"),
    ("margin: calc(1px + 1px) calc(1em - 1px)", "margin-right"),
    ("margin: calc(1px + 1px) calc(1em - 1px)", "margin-top"),
    ("padding-top: calc(10px - 2em)", "padding-top"),
    ("padding-top: calc(2 * 1em)", "padding-top"),
    ("padding-top: calc(1em / 4)", "padding-top"),
    ("padding-inline-start: calc(1em + 1px)", "padding-inline-start"),
    ("line-height: calc(1em + 2px)", "line-height"),
    ("line-height: calc(2 * 10px)", "line-height"),
    ("line-height: calc(1.5 * 1em)", "line-height"),
    ("width: calc(100px + 2em)", "width"),
    ("max-width: calc(100px + 2em)", "max-width"),
    ("min-height: calc(1in - 6px)", "min-height"),
    ("text-indent: calc(1rem + 1em)", "text-indent"),
    ("letter-spacing: calc(0.1em + 1px)", "letter-spacing"),
    ("word-spacing: calc(1px + 1pt)", "word-spacing"),
    ("border-top-width: calc(1px + 0.1em); border-top-style: solid", "border-top-width"),
    ("outline-width: calc(1px + 1px); outline-style: solid", "outline-width"),
    ("outline-offset: calc(1px - 1em)", "outline-offset"),
    ("position: relative; top: calc(1em + 1px)", "top"),
    ("column-gap: calc(1em - 30px)", "column-gap"),
    ("font-size: 12pt", "font-size"),
    ("font-size: calc(12pt + 1em)", "font-size"),
    ("font-size: min(1em, 10px)", "font-size"),
    ("font-size: calc(50% + 2px)", "font-size"),
    ("font-size: 12pt; padding-top: 1em", "padding-top"),
    ("background: green", "background-color"),
    ("background: green", "background-image"),
    ("background: url(a.png) no-repeat red", "background-color"),
    ("background: none", "background-color"),
    ("background-color: red; background: url(a.png)", "background-color"),
    ("background-image: url(a.png); background: blue", "background-image"),
    ("background-repeat: no-repeat; background: rgb(1, 2, 3)", "background-repeat"),
    ("background: url(a), blue", "background-color"),
    ("background: linear-gradient(red, blue)", "background-color"),
    ("background: #0f0", "background-color"),
    ("background: hsl(120, 100%, 25%) url(x)", "background-color"),
    ("--c: green; background: var(--c)", "background-color"),
    ("background: inherit", "background-color"),
    # departures (test_computed_lengths.py's KNOWN): a percentage, a font metric, the
    # background shorthand's other parts
    ("margin-left: calc(50% + 1px)", "margin-left"),
    ("margin-left: 2ex", "margin-left"),
    ("background: url(a.png) no-repeat", "background-repeat"),
]


def _page() -> str:
    parts = []
    for index, (declarations, _name) in enumerate(CASES):
        parts.append(
            f"<div style='font-size: 20px; width: 400px'><p id=p{index} "
            f"style='{declarations}'>x</p></div>"
        )
    return "<!DOCTYPE html><title>lengths</title><body style='background: blue'>" + "".join(parts)


PAGE = _page()

_SCRIPT = """(cases) => cases.map(([_, name], index) =>
  getComputedStyle(document.getElementById('p' + index)).getPropertyValue(name))"""


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers (one page, 800x600)."""
    from oracles.chromium import browser

    with browser() as launched:
        page = launched.new_page(viewport={"width": 800, "height": 600})
        page.set_content(PAGE)
        answers = page.evaluate(_SCRIPT, [list(case) for case in CASES])
        version = launched.version
    return {"chromium": version, "answers": answers}


def webapi_answers() -> list[str]:
    """webapi's answers in the shape of Chromium's."""
    from webapi.html import DOMParser, getComputedStyle

    document: Any = DOMParser().parseFromString(PAGE, "text/html")
    return [
        getComputedStyle(document.getElementById(f"p{index}")).getPropertyValue(name)
        for index, (_declarations, name) in enumerate(CASES)
    ]


def load() -> dict[str, Any]:
    """The recorded answers."""
    return stored_answers.load(ANSWERS)


if __name__ == "__main__":
    stored_answers.record(ANSWERS, ask_chromium())
