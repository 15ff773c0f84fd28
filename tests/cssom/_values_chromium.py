"""Chromium 156's ``CSS.supports(name, value)`` for values of the properties whose grammar the
cascade knows whole (``webapi.css.engine``'s checked properties) and of words for the
``<color>`` longhands: the witness that a
declaration the CSSOM's parse drops (``display: flexy``) is one Chromium drops, and that none
Chromium keeps is dropped. ``python -m tests.cssom._values_chromium`` asks Chromium
(Playwright, ``oracles/chromium.py``) and writes ``_values_chromium.json.gz``."""

from __future__ import annotations

import gzip
import itertools
import json
from pathlib import Path
from typing import Any

__all__ = ["ANSWERS", "ask_chromium", "candidates", "load"]

ANSWERS = Path(__file__).with_name("_values_chromium.json.gz")

_COMMON = ("initial", "inherit", "unset", "revert", "revert-layer", "auto", "none", "normal")
_JUNK = ("foo", "flexy", "1px", "0", "left right", "hidden visible", "wrap nowrap")
_OUTSIDE = ("block", "inline", "run-in")
_INSIDE = ("flow", "flow-root", "table", "flex", "grid", "ruby", "math", "grid-lanes")
_DISPLAY_SINGLE = [
    "contents",
    "list-item",
    "inline-block",
    "inline-table",
    "inline-flex",
    "inline-grid",
    "table-row-group",
    "table-header-group",
    "table-footer-group",
    "table-row",
    "table-cell",
    "table-column-group",
    "table-column",
    "table-caption",
    "ruby-base",
    "ruby-text",
    "ruby-base-container",
    "ruby-text-container",
    "-webkit-box",
    "-webkit-inline-box",
    "inline-list-item",
    "block-ruby",
    "inline-math",
    "masonry",
    "inline-grid-lanes",
    "inline-masonry",
]
_KEYWORDS = {
    "visibility": "visible hidden collapse",
    "content-visibility": "visible auto hidden",
    "float": "left right inline-start inline-end footnote start end",
    "position": "static relative absolute fixed sticky -webkit-sticky",
    "white-space-collapse": "collapse preserve preserve-breaks break-spaces preserve-spaces "
    "discard",
    "text-wrap-mode": "wrap nowrap",
    "text-transform": "capitalize uppercase lowercase full-width full-size-kana math-auto",
    "white-space": "pre pre-wrap pre-line nowrap break-spaces -webkit-nowrap collapse preserve "
    "preserve-breaks preserve-spaces discard wrap",
    "text-wrap": "wrap nowrap balance pretty stable avoid-orphans",
}
_PAIRS = {
    "text-transform": ("capitalize full-width", "uppercase full-size-kana", "capitalize uppercase"),
    "white-space": ("preserve nowrap", "nowrap preserve", "break-spaces nowrap", "normal nowrap"),
    "text-wrap": ("wrap balance", "nowrap pretty", "balance nowrap", "auto wrap", "balance pretty"),
}


#: Values of words for the ``<color>`` longhands (``webapi/css/_color_keywords.py``).
_COLOR_PROPERTIES = (
    "color",
    "background-color",
    "border-top-color",
    "border-inline-end-color",
    "outline-color",
    "caret-color",
    "accent-color",
    "text-decoration-color",
    "-webkit-text-fill-color",
    "stop-color",
)
_COLOR_WORDS = (
    "red",
    "RebeccaPurple",
    "transparent",
    "currentColor",
    "Canvas",
    "ButtonText",
    "activeborder",
    "-webkit-link",
    "-webkit-activelink",
    "-webkit-focus-ring-color",
    "-webkit-text",
    "undefined",
    "null",
    "unknown color",
    "red blue",
)


def candidates() -> list[tuple[str, str]]:
    """The ``(property, value)`` pairs asked (deterministic)."""
    display = set(_DISPLAY_SINGLE) | set(_OUTSIDE) | set(_INSIDE)
    for pair in itertools.permutations((*_OUTSIDE, *_INSIDE, "list-item"), 2):
        display.add(" ".join(pair))
    for triple in itertools.permutations(("block", "inline", "flow", "flow-root", "list-item"), 3):
        display.add(" ".join(triple))
    found = [("display", value) for value in sorted(display | set(_COMMON) | set(_JUNK))]
    for name, words in sorted(_KEYWORDS.items()):
        values = set(words.split()) | set(_COMMON) | set(_JUNK) | set(_PAIRS.get(name, ()))
        found.extend((name, value) for value in sorted(values))
    for name in _COLOR_PROPERTIES:
        values = set(_COLOR_WORDS) | set(_COMMON) | {v for v in _JUNK if v[0].isalpha()}
        found.extend((name, value) for value in sorted(values))
    return found


def load() -> list[tuple[str, str, bool]]:
    """The recorded answers: ``(property, value, Chromium supports it)``."""
    with gzip.open(ANSWERS, "rt", encoding="utf-8") as file:
        rows: list[Any] = json.load(file)
    return [(name, value, bool(supported)) for name, value, supported in rows]


def ask_chromium(cases: list[tuple[str, str]]) -> list[bool]:
    """Chromium's ``CSS.supports(name, value)`` for each case."""
    from oracles.chromium import browser

    with browser() as launched:
        page = launched.new_page()
        answers: list[bool] = page.evaluate(
            "(cases) => cases.map(([n, v]) => CSS.supports(n, v))", [list(c) for c in cases]
        )
    return answers


if __name__ == "__main__":
    asked = candidates()
    rows = [[name, value, ok] for (name, value), ok in zip(asked, ask_chromium(asked), strict=True)]
    with gzip.open(ANSWERS, "wt", encoding="utf-8") as out:
        json.dump(rows, out, ensure_ascii=False, indent=0)
    print(f"wrote {ANSWERS}")
