"""Mixed Content in a window (issue #73 item 7): an ``https:`` page's insecure style sheets,
frames, ``fetch()`` and XHR requests are not sent (loopback ones are), a top-level navigation
to ``http:`` is, a frame of an ``https:`` page prohibits mixed content whatever its own URL,
and the window records what was blocked (``Window.blocked_mixed_content``).
tests/e2e/test_mixed_content_chromium.py holds the same page against Chromium 156."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.fetch import BlockedRequest
from webapi.html import open_window
from webapi.xmlhttprequest import XMLHttpRequest

PAGE = b"""<!doctype html><link rel=stylesheet href=http://cdn.example/a.css>
<link rel=stylesheet href=https://cdn.example/b.css>
<iframe src=http://frames.example/f></iframe><iframe src=http://127.0.0.1:8000/f></iframe>"""


class Site:
    def __init__(self, pages: dict[str, bytes] | None = None) -> None:
        self.pages = pages or {}
        self.sent: list[str] = []

    def __call__(self, request: Any) -> tuple[int, dict[str, str], bytes]:
        self.sent.append(request.url)
        body = self.pages.get(request.url, b"<p>ok")
        kind = "text/css" if request.url.endswith(".css") else "text/html"
        return 200, {"Content-Type": kind, "Access-Control-Allow-Origin": "*"}, body


def test_an_https_page_sends_no_insecure_subresource_request() -> None:
    site = Site()
    window = open_window(PAGE, url="https://shop.example/", transport=site)
    window.event_loop.run_until_idle()
    assert site.sent == ["http://127.0.0.1:8000/f", "https://cdn.example/b.css"]
    assert sorted(window.blocked_mixed_content) == [
        BlockedRequest("http://cdn.example/a.css", "style"),
        BlockedRequest("http://frames.example/f", "iframe"),
    ]
    assert [error.url for error in window.navigation_errors] == ["http://frames.example/f"]


def test_the_same_page_over_http_sends_every_request() -> None:
    site = Site()
    window = open_window(PAGE, url="http://shop.example/", transport=site)
    window.event_loop.run_until_idle()
    assert sorted(site.sent) == [
        "http://127.0.0.1:8000/f",
        "http://cdn.example/a.css",
        "http://frames.example/f",
        "https://cdn.example/b.css",
    ]
    assert window.blocked_mixed_content == []


@pytest.mark.needs_loop_run
def test_fetch_and_xhr_of_an_https_page() -> None:
    site = Site()
    window = open_window(b"<p>", url="https://shop.example/", transport=site)

    async def fetches() -> list[object]:
        results: list[object] = []
        for url in ("http://api.example/x", "http://localhost:8000/x"):
            try:
                results.append((await window.fetch(url)).status)
            except TypeError:
                results.append("TypeError")
        return results

    assert asyncio.run(fetches()) == ["TypeError", 200]
    xhr = XMLHttpRequest.for_document(window)
    events: list[str] = []
    xhr.addEventListener("error", lambda event: events.append(event.type))
    xhr.open("GET", "http://xhr.example/x")
    xhr.send()
    window.event_loop.run_until_idle()
    assert events == ["error"] and xhr.status == 0
    assert site.sent == ["http://localhost:8000/x"]
    assert window.blocked_mixed_content == [
        BlockedRequest("http://api.example/x", ""),
        BlockedRequest("http://xhr.example/x", ""),  # (XHR's destination is the empty string)
    ]


def test_a_top_level_navigation_to_http_is_not_mixed_content() -> None:
    site = Site({"http://other.example/": b"<title>other</title>"})
    window = open_window(
        b"<a href=http://other.example/>go</a>", url="https://shop.example/", transport=site
    )
    window.document.querySelector("a").click()
    window.event_loop.run_until_idle()
    assert window.location.href == "http://other.example/"
    assert window.document.title == "other"
    assert window.blocked_mixed_content == []


def test_a_frame_of_an_https_page_prohibits_mixed_content() -> None:
    # a data: frame (an opaque origin) and an http frame reached over loopback: their own
    # origins restrict nothing, their ancestor's does
    frame = b"<link rel=stylesheet href=http://cdn.example/in-frame.css>"
    site = Site({"http://127.0.0.1:8000/f": frame})
    page = b"<iframe src=http://127.0.0.1:8000/f></iframe><iframe src='data:text/html,"
    page += frame + b"'></iframe>"
    window = open_window(page, url="https://shop.example/", transport=site)
    window.event_loop.run_until_idle()
    assert site.sent == ["http://127.0.0.1:8000/f"]
    assert window.blocked_mixed_content == [
        BlockedRequest("http://cdn.example/in-frame.css", "style"),
        BlockedRequest("http://cdn.example/in-frame.css", "style"),
    ]


def test_an_http_page_framing_an_https_page() -> None:
    # the https frame's own requests are restricted, the http parent's are not
    frame = b"<link rel=stylesheet href=http://cdn.example/in-frame.css>"
    site = Site({"https://frames.example/f": frame})
    page = b"<link rel=stylesheet href=http://cdn.example/top.css>"
    page += b"<iframe src=https://frames.example/f></iframe>"
    window = open_window(page, url="http://shop.example/", transport=site)
    window.event_loop.run_until_idle()
    assert sorted(site.sent) == ["http://cdn.example/top.css", "https://frames.example/f"]
    assert window.blocked_mixed_content == [
        BlockedRequest("http://cdn.example/in-frame.css", "style")
    ]
