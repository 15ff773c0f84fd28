"""A ``Window`` inside Pyodide, in a page of headless Chromium, over the real ``js.fetch``
(issue #72 item 2: "every transport works inside a running loop and under Pyodide (tested
there)"): ``open_window(url, transport=JSFetchTransport())`` called in the page's running loop
loads a network page, its style sheet (pending work of the window's loop, which
``await window.event_loop.idle()`` waits for), a form submitted to the next page, and
``window.fetch()`` of the page; the answers are compared with Chromium's own navigation of the
same pages in another page of the same browser.

The site is the URL viewer's (:mod:`tests.e2e.pyodide_fetch`: the pinned Pyodide runtime,
webapi's wheel and its dependencies) with three pages written beside it (:data:`PAGES`).
"""

from __future__ import annotations

from typing import Any

import pytest

from oracles.chromium import browser as chromium_browser
from tests.e2e import pyodide_fetch
from tests.fetch import _client_chromium as scenarios_module

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]

SITE = pyodide_fetch.REPO / "build" / "window-js-transport"

#: The pages under ``/w/``: a page with a style sheet and a GET form, the form's target (whose
#: list XPath counts), and a JSON resource ``window.fetch()`` reads.
PAGES = {
    "page.html": (
        "<!DOCTYPE html><title>First</title><link rel=stylesheet href=style.css>"
        "<p id=x>Styled</p><form action=next.html><input name=q value='a b'></form>"
    ),
    "style.css": "#x { color: rgb(1, 2, 3) } p { text-transform: uppercase }",
    "next.html": (
        "<!DOCTYPE html><title>Second</title><h1>Results</h1>"
        "<ul><li>one</li><li>two</li><li>three</li></ul>"
    ),
    "data.json": '{"answer": 42}',
}

#: webapi's side, in Pyodide: the window opened in the page's running loop.
PYTHON = """
import json

from webapi.fetch import JSFetchTransport
from webapi.html import open_window

async def run_window(url):
    window = open_window(url, transport=JSFetchTransport())
    await window.event_loop.idle()
    document = window.document
    first = [
        document.title,
        window.getComputedStyle(document.getElementById("x")).color,
        document.body.innerText,
    ]
    response = await window.fetch("data.json")
    fetched = await response.text()
    document.forms[0].submit()
    await window.event_loop.idle()
    document = window.document
    count = document.evaluate("count(//li)", document, None, 1, None).numberValue
    second = [window.location.href, document.title, document.body.innerText, count]
    return json.dumps([first, fetched, second])
"""

#: Chromium's side: the same reads in the page's own document after each navigation.
FIRST = """() => [document.title, getComputedStyle(document.getElementById("x")).color,
  document.body.innerText]"""
FETCHED = """async () => (await fetch("data.json")).text()"""
SECOND = """() => [location.href, document.title, document.body.innerText,
  document.evaluate("count(//li)", document, null, 1, null).numberValue]"""


def _write_pages(site: Any) -> None:
    folder = site / "w"
    folder.mkdir(exist_ok=True)
    for name, text in PAGES.items():
        (folder / name).write_text(text, encoding="utf-8")


def _webapi_answers(browser: Any, origin: str, page_url: str) -> Any:
    """webapi's answers, from a window inside Pyodide in a Chromium tab; a tab whose renderer
    crashed (once in CI's slow tier, where another process ran Pyodide in its own browser at
    the same time: the machine's memory, not an answer) is opened again, once."""
    from playwright.sync_api import Error as PlaywrightError

    for attempt in (1, 2):
        page = pyodide_fetch.open_page(browser.new_context(), origin + "/window-js.html")
        try:
            return pyodide_fetch.call(page, PYTHON, "run_window", page_url)
        except PlaywrightError as error:
            if attempt == 2 or "Target crashed" not in str(error):
                raise
    raise AssertionError("unreachable")


def test_a_window_in_pyodide_loads_and_navigates_as_chromium() -> None:
    run, site = pyodide_fetch.build_site(SITE)
    _write_pages(site)
    with (
        pyodide_fetch.serve(site, run, "/window-js.html") as (ports, _log),
        chromium_browser() as browser,
    ):
        origin = scenarios_module.origin_of("A", ports)
        page_url = origin + "/w/page.html"
        webapi = _webapi_answers(browser, origin, page_url)

        chromium = browser.new_context().new_page()
        chromium.goto(page_url)
        first = chromium.evaluate(FIRST)
        fetched = chromium.evaluate(FETCHED)
        with chromium.expect_navigation():
            chromium.evaluate("() => document.forms[0].submit()")
        second = chromium.evaluate(SECOND)
    assert second[0] == origin + "/w/next.html?q=a+b"
    assert first[:2] == ["First", "rgb(1, 2, 3)"]
    assert webapi == [first, fetched, second]
