"""End to end: Mixed Content (issue #73 item 7) beside Chromium 156 (Debian's /usr/bin/chromium,
headless, through Playwright): the requests a page's style sheets, frames, ``fetch()`` and XHR
make, each page served by a Playwright route to Chromium and by a callable transport to webapi,
compared as the set of URLs that reached the server. Chromium's rules webapi follows where
the Standard says otherwise (webapi/fetch/_mixed_content.py): an ``http://localhost`` page
restricts nothing, an image's request in the mode "cors" is upgraded, an image of an IP address
is sent."""

from __future__ import annotations

import asyncio
import contextlib
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from oracles.chromium import browser
from webapi.html import open_window
from webapi.xmlhttprequest import XMLHttpRequest

FRAME = "<link rel=stylesheet href=http://cdn.example/in-frame.css>"
PAGE = (
    "<!doctype html><link rel=stylesheet href=http://cdn.example/a.css>"
    "<link rel=stylesheet href=https://cdn.example/b.css>"
    "<iframe src=http://frames.example/f></iframe><iframe src=http://127.0.0.1:8000/f></iframe>"
    f"<iframe src='data:text/html,{FRAME}'></iframe>"
)
#: What each page's script asks for (webapi: the same through window.fetch and XHR).
FETCHES = ("http://api.example/x", "http://localhost:8000/x")
XHRS = ("http://xhr.example/x", "http://127.0.0.1:8000/xhr")
SCRIPT = "<script>" + "".join(f"fetch('{u}').catch(() => 0);" for u in FETCHES)
SCRIPT += "".join(
    f"{{const x = new XMLHttpRequest(); x.open('GET', '{u}'); x.send();}}" for u in XHRS
)
SCRIPT += "</script>"
TOPS = ["https://shop.example/", "http://shop.example/", "http://localhost:8123/"]


def _body(url: str, top: str) -> tuple[str, str]:
    if url == top:
        return PAGE, "text/html"
    if url.endswith(".css"):
        return "p{}", "text/css"
    if url.endswith("/f"):
        return FRAME, "text/html"
    return "ok", "text/plain"


def chromium_requests(top: str) -> list[str]:
    seen: list[str] = []
    with browser() as launched:
        page = launched.new_page()

        def route(handle: Any) -> None:
            url = handle.request.url
            seen.append(url)
            body, kind = _body(url, top)
            if url == top:
                body += SCRIPT
            headers = {"Access-Control-Allow-Origin": "*"}
            handle.fulfill(body=body, content_type=kind, headers=headers)

        page.route("**/*", route)
        page.goto(top)
        page.wait_for_timeout(1000)
    return sorted(url for url in seen if url != top)


def webapi_requests(top: str) -> list[str]:
    seen: list[str] = []

    def site(request: Any) -> tuple[int, dict[str, str], bytes]:
        seen.append(request.url)
        body, kind = _body(request.url, top)
        headers = {"Content-Type": kind, "Access-Control-Allow-Origin": "*"}
        return 200, headers, body.encode()

    window = open_window(top, transport=site)

    async def fetches() -> None:
        for url in FETCHES:
            with contextlib.suppress(TypeError):  # (a blocked request)
                await window.fetch(url)

    asyncio.run(fetches())
    for url in XHRS:
        xhr = XMLHttpRequest.for_document(window)
        xhr.open("GET", url)
        xhr.send()
    window.event_loop.run_until_idle()
    return sorted(url for url in seen if url != top)


@pytest.mark.parametrize("top", TOPS)
def test_the_requests_that_reach_the_server_are_chromiums(top: str) -> None:
    # (webapi in a thread of its own: Playwright's sync API keeps an asyncio loop running in
    # this one)
    with ThreadPoolExecutor(1) as thread:
        ours = thread.submit(webapi_requests, top).result()
    assert ours == chromium_requests(top)
