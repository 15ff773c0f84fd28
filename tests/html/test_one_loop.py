"""One loop for every wait (issue #72 items 2 and 9): webapi.eventloop's one driver steps the
fetches of a window (its navigations, its frames', its style sheets', ``window.fetch()``,
``XMLHttpRequest``), so that a transport that awaits works wherever one that answers at once
does, in a plain script and inside a running asyncio loop, and a first page that does not
load is an exception from ``open_window``."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.eventloop import Promise
from webapi.fetch import TransportResponse
from webapi.html import open_window

PAGES = {
    "/": b"<title>top</title><a href=/next>next</a>"
    b"<link rel=stylesheet href=/s.css><iframe src=/frame></iframe>",
    "/next": b"<title>next</title>",
    "/frame": b"<title>frame</title>",
    "/s.css": b"p { color: green }",
}


def _answer(url: str) -> tuple[int, dict[str, str], bytes]:
    path = "/" + url.split("/", 3)[3]
    found = PAGES.get(path)
    if found is None:
        return 404, {"Content-Type": "text/html"}, b"<title>404</title>"
    kind = "text/css" if path.endswith(".css") else "text/html"
    return 200, {"Content-Type": kind}, found


async def awaiting(request: Any) -> Any:
    """A transport that awaits (an ``async def``): its answer after a turn of asyncio."""
    await asyncio.sleep(0)
    return _answer(request.url)


class Blocking:
    """A transport that blocks (``blocking``), recording the threads it was called in."""

    blocking = True

    def __init__(self) -> None:
        self.threads: list[int] = []

    def send(self, method: str, url: str, headers: Any, body: Any) -> TransportResponse:
        self.threads.append(threading.get_ident())
        status, headers, content = _answer(url)
        return TransportResponse(status, "", list(headers.items()), content)


def _loaded(window: Any) -> tuple[str, str, int]:
    sheet = window.document.querySelector("link").sheet
    return window.document.title, window[0].document.title, sheet.cssRules.length


@pytest.mark.needs_loop_run  # (an awaiting transport driven in the call: asyncio's own loop)
def test_an_awaiting_transport_in_a_plain_script() -> None:
    # (no asyncio loop runs: the driver runs the transport in the thread's own loop, in the
    # call; a link's click was an error document: "must answer at once")
    window = open_window("https://a.test/", transport=awaiting)
    assert _loaded(window) == ("top", "frame", 1)
    window.document.querySelector("a").click()
    window.event_loop.run_until_idle()
    assert window.document.title == "next" and window.navigation_errors == []


@pytest.mark.needs_loop_run  # (an awaiting transport driven in the call: asyncio's own loop)
def test_an_httpx_async_client_in_a_plain_script() -> None:
    httpx = pytest.importorskip("httpx")

    async def handler(request: Any) -> Any:
        status, headers, content = _answer(str(request.url))
        return httpx.Response(status, headers=headers, content=content)

    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    window = open_window("https://a.test/", transport=client)
    assert _loaded(window) == ("top", "frame", 1)


@pytest.mark.needs_loop_run
def test_a_blocking_transport_inside_a_running_loop_is_called_in_the_call() -> None:
    # (was an empty about:blank: the blocking transport went to a thread nobody waited for)
    transport = Blocking()

    async def main() -> tuple[str, str, int]:
        window = open_window("https://a.test/", transport=transport)
        return _loaded(window)

    assert asyncio.run(main()) == ("top", "frame", 1)
    assert set(transport.threads) == {threading.get_ident()}


@pytest.mark.needs_loop_run
def test_an_awaiting_transport_inside_a_running_loop_is_pending_work() -> None:
    async def main() -> list[Any]:
        window = open_window("https://a.test/", transport=awaiting)
        seen: list[Any] = [window.document.URL, window.event_loop.pending > 0]
        await window.event_loop.idle()
        seen += [window.document.title, window[0].document.title, window.navigation_errors]
        window.document.querySelector("a").click()
        await window.event_loop.idle()
        seen.append(window.document.title)
        return seen

    assert asyncio.run(main()) == ["about:blank", True, "top", "frame", [], "next"]


@pytest.mark.needs_loop_run
def test_window_fetch_is_a_promise_of_the_windows_loop() -> None:
    window = open_window(b"<p>", url="https://a.test/", transport=awaiting)
    promise = window.fetch("/s.css")
    assert isinstance(promise, Promise) and promise._loop is window.event_loop
    # started in the call (no asyncio loop: in the driver's own), settled already
    assert promise.done() and promise.result().status == 200

    async def main() -> list[str]:
        inside = await window.fetch("/next")
        task = asyncio.create_task(window.fetch("/frame"))
        blocking = open_window(b"<p>", url="https://a.test/", transport=Blocking())
        other = await blocking.fetch("/")
        return [await r.text() for r in (inside, await task, other)]

    texts = asyncio.run(main())
    assert texts == [PAGES["/next"].decode(), PAGES["/frame"].decode(), PAGES["/"].decode()]
    rejected = window.fetch("http://exa mple.test/")
    with pytest.raises(TypeError):
        asyncio.run(rejected)


def test_a_first_page_that_does_not_load_is_an_exception() -> None:
    def down(request: Any) -> Any:
        raise OSError("connection refused")

    with pytest.raises(DOMException) as caught:
        open_window("https://a.test/", transport=down)
    assert caught.value.name == "NetworkError" and "https://a.test/" in str(caught.value)
    assert isinstance(caught.value.__cause__, OSError)
    with pytest.raises(DOMException, match="about:config"):
        open_window("about:config")


@pytest.mark.needs_loop_run  # (an awaiting transport driven in the call: asyncio's own loop)
def test_a_first_page_of_any_status_is_a_page() -> None:
    assert open_window("https://a.test/missing", transport=awaiting).document.title == "404"
