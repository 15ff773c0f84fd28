"""End to end: the Window's viewport members and ``matchMedia`` beside Chromium 156 (Debian's
/usr/bin/chromium, headless, through Playwright) in a 800x600 viewport, the one webapi's
cascade assumes: every query of tests/html/test_window_viewport.py's table and the numbers a
page reads. Two named departures: ``screenX``/``screenY`` (Chromium headless places its window
10 or 20 pixels from the screen's origin, webapi at it: not compared) and
:data:`GENERAL_ENCLOSED`."""

from __future__ import annotations

from typing import Any

from oracles.chromium import browser
from tests.html.test_window_viewport import QUERIES
from webapi.html import open_window

NUMBERS = [
    "innerWidth",
    "innerHeight",
    "outerWidth",
    "outerHeight",
    "devicePixelRatio",
    "scrollX",
    "scrollY",
    "pageXOffset",
    "pageYOffset",
]
SCREEN = ["width", "height", "availWidth", "availHeight", "colorDepth", "pixelDepth"]
#: Media Queries 4's <general-enclosed>: a query in parentheses that names no feature webapi
#: knows (``(foo: 1)``) is valid syntax that matches nothing; Chromium keeps it as written in
#: ``media``, webapi's media query reader writes ``not all``, as for a query it cannot parse.
#: Both match nothing.
GENERAL_ENCLOSED = "general-enclosed-written-not-all"
DEPARTURES = {"(foo: 1)": GENERAL_ENCLOSED}

SCRIPT = """([queries, numbers, screenNames]) => ({
  queries: queries.map(q => { const m = matchMedia(q); return [m.media, m.matches]; }),
  numbers: numbers.map(n => window[n]),
  screen: screenNames.map(n => screen[n]),
  idle: typeof requestIdleCallback,
})"""


def chromium_answers() -> Any:
    with browser() as launched:
        context = launched.new_context(viewport={"width": 800, "height": 600})
        page = context.new_page()
        page.set_content("<!doctype html><p>page")
        queries = [query for query, _media, _matches in QUERIES]
        return page.evaluate(SCRIPT, [queries, NUMBERS, SCREEN])


def test_the_viewport_is_chromiums() -> None:
    window = open_window(b"<!doctype html><p>page", url="https://a.test/")
    ours = {
        "queries": [
            [window.matchMedia(query).media, window.matchMedia(query).matches]
            for query, _media, _matches in QUERIES
        ],
        "numbers": [getattr(window, name) for name in NUMBERS],
        "screen": [getattr(window.screen, name) for name in SCREEN],
        "idle": "function" if callable(window.requestIdleCallback) else "undefined",
    }
    theirs = chromium_answers()
    for index, (query, _media, matches) in enumerate(QUERIES):
        if query in DEPARTURES:  # the witness: Chromium writes it as given, matching nothing
            assert theirs["queries"][index] == [query, False] and matches is False
            ours["queries"][index] = theirs["queries"][index]
    assert ours == theirs
