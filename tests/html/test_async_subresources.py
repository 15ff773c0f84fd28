"""A window's style sheets, their ``@import`` rules and preloads over an async transport inside a
running asyncio loop (issue #72 item 2: an async transport works everywhere a synchronous one
does): each fetch is pending work of the window's loop, the sheet applies once it arrived, the
element's ``load``/``error`` event comes after it, one request per resource; and the same
pages over a transport that answers at once give the same answers in the call."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.fetch import CallableTransport
from webapi.html import open_window

pytestmark = pytest.mark.needs_loop_run

SITE = {
    "https://a.test/": (
        "text/html",
        b"<link id=l rel=stylesheet href=/a.css><link id=m rel=stylesheet href=/missing.css>"
        b"<link id=p rel=preload as=style href=/p.css>"
        b"<p id=x>x</p><p id=y>y</p><p id=z>z</p>",
    ),
    "https://a.test/a.css": ("text/css", b'@import "b.css"; #x { color: rgb(1, 2, 3) }'),
    "https://a.test/b.css": ("text/css", b"@import url(c.css); #y { color: rgb(4, 5, 6) }"),
    "https://a.test/c.css": ("text/css", b"#z { color: rgb(7, 8, 9) }"),
    "https://a.test/p.css": ("text/css", b""),
}


class Site:
    """The site's pages; ``requests`` lists the URLs asked for."""

    def __init__(self) -> None:
        self.requests: list[str] = []

    def answer(self, request: Any) -> tuple[int, dict[str, str], bytes]:
        self.requests.append(request.url)
        found = SITE.get(request.url)
        if found is None:
            return 404, {"content-type": "text/plain"}, b"no"
        return 200, {"content-type": found[0]}, found[1]

    async def answer_later(self, request: Any) -> tuple[int, dict[str, str], bytes]:
        await asyncio.sleep(0)
        return self.answer(request)


def _listen(window: Any) -> list[str]:
    events: list[str] = []
    for name in ("l", "m", "p"):
        element = window.document.getElementById(name)
        for kind in ("load", "error"):
            element.addEventListener(kind, lambda event, n=name: events.append(f"{n}:{event.type}"))
    return events


def _colors(window: Any) -> list[str]:
    document = window.document
    return [window.getComputedStyle(document.getElementById(n)).color for n in ("x", "y", "z")]


EXPECTED = ["rgb(1, 2, 3)", "rgb(4, 5, 6)", "rgb(7, 8, 9)"]


def test_sheets_and_imports_arrive_as_pending_work_of_the_window_loop() -> None:
    site = Site()

    async def main() -> tuple[Any, list[str], list[str], Any]:
        window = open_window("https://a.test/", transport=CallableTransport(site.answer_later))
        await window.event_loop.idle()
        return window, _colors(window), list(site.requests), window.document

    _, colors, requests, document = asyncio.run(main())
    assert colors == EXPECTED
    assert document.getElementById("l").sheet.cssRules.length == 2
    assert document.getElementById("l").sheet.cssRules[0].styleSheet.href == "https://a.test/b.css"
    # one request per resource (the page, three sheets, the missing one, the preload)
    assert sorted(requests) == sorted(
        [
            "https://a.test/",
            "https://a.test/a.css",
            "https://a.test/b.css",
            "https://a.test/c.css",
            "https://a.test/missing.css",
            "https://a.test/p.css",
        ]
    )


def test_the_events_come_once_the_fetches_arrived() -> None:
    site = Site()

    def page_at_once_sheets_later(request: Any) -> Any:
        if request.url == "https://a.test/":
            return site.answer(request)
        return site.answer_later(request)

    async def main() -> tuple[list[str], Any, list[str]]:
        transport = CallableTransport(page_at_once_sheets_later)
        window = open_window("https://a.test/", transport=transport)
        events = _listen(window)
        sheet_before = window.document.getElementById("l").sheet
        await window.event_loop.idle()
        return events, sheet_before, _colors(window)

    events, sheet_before, colors = asyncio.run(main())
    assert sheet_before is None  # (none while it loads, as in Chromium)
    assert sorted(events) == ["l:load", "m:error", "p:load"]
    assert colors == EXPECTED


def test_a_transport_that_answers_at_once_gives_the_same_in_the_call() -> None:
    site = Site()
    window = open_window("https://a.test/", transport=CallableTransport(site.answer))
    document = window.document
    assert document.getElementById("l").sheet is not None
    assert _colors(window) == EXPECTED
    events = _listen(window)
    window.event_loop.run_until_idle()
    assert events == []  # (their tasks ran while the page loaded, before the listeners)
    assert document.getElementById("l").sheet.cssRules[0].styleSheet.href == "https://a.test/b.css"


def test_an_async_function_with_no_running_loop_answers_in_the_call() -> None:
    site = Site()
    window = open_window("https://a.test/", transport=CallableTransport(site.answer_later))
    assert _colors(window) == EXPECTED
