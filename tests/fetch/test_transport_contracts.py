"""The two named contracts of a transport (webapi.fetch.SyncTransport, AsyncTransport: issue #72
item 2): a class of each, written from the contract alone (inheriting nothing), serves
``fetch()`` and a window alike (its page, a style sheet, a link followed), in a plain script
and inside a running asyncio loop; ``MockTransport`` is the one test double serving both."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

import pytest

from webapi.fetch import (
    AsyncTransport,
    CallableTransport,
    MockTransport,
    SyncTransport,
    TransportResponse,
    fetch,
)
from webapi.html import open_window

PAGES = {
    "https://c.test/": b"<link rel=stylesheet href=/s.css><a id=a href=/next>next</a><p id=p>p",
    "https://c.test/s.css": b"#p { color: rgb(9, 8, 7) }",
    "https://c.test/next": b"<title>next</title>",
}


def _answer(url: str, sent: list[str]) -> TransportResponse:
    sent.append(url)
    kind = "text/css" if url.endswith(".css") else "text/html"
    return TransportResponse(200, "OK", [("Content-Type", kind)], PAGES[url])


class Answering:
    """A SyncTransport: answers in the call."""

    blocking = False

    def __init__(self) -> None:
        self.sent: list[str] = []

    def send(
        self, method: str, url: str, headers: list[tuple[str, str]], body: Any
    ) -> TransportResponse:
        return _answer(url, self.sent)


class Awaiting:
    """An AsyncTransport: answers once awaited, after a turn of the loop."""

    blocking = False

    def __init__(self) -> None:
        self.sent: list[str] = []

    def send(
        self, method: str, url: str, headers: list[tuple[str, str]], body: Any
    ) -> Awaitable[TransportResponse]:
        async def later() -> TransportResponse:
            await asyncio.sleep(0)
            return _answer(url, self.sent)

        return later()


def test_each_class_meets_its_contract_and_mock_transport_is_the_double() -> None:
    sync_transport: SyncTransport = Answering()
    async_transport: AsyncTransport = Awaiting()
    assert isinstance(sync_transport, SyncTransport)
    assert isinstance(async_transport, AsyncTransport)
    assert MockTransport is CallableTransport


def _browse(window: Any) -> tuple[str, str]:
    color = window.getComputedStyle(window.document.getElementById("p")).color
    window.document.getElementById("a").click()
    window.event_loop.run_until_idle()  # (the navigation is a task of the window's loop)
    return color, window.document.title


@pytest.mark.parametrize(
    "transport_class",
    # (an async transport in a plain script: the rest of the fetch runs in the thread's own
    # asyncio loop, which Pyodide cannot run to completion)
    [Answering, pytest.param(Awaiting, marks=pytest.mark.needs_loop_run)],
)
def test_a_window_in_a_plain_script(transport_class: type[Any]) -> None:
    transport = transport_class()
    window = open_window("https://c.test/", transport=transport)
    assert _browse(window) == ("rgb(9, 8, 7)", "next")
    assert transport.sent == ["https://c.test/", "https://c.test/s.css", "https://c.test/next"]


@pytest.mark.needs_loop_run
@pytest.mark.parametrize("transport_class", [Answering, Awaiting])
def test_fetch_and_a_window_inside_a_running_loop(transport_class: type[Any]) -> None:
    transport = transport_class()

    async def main() -> tuple[str, str, str]:
        response = await fetch("https://c.test/s.css", transport=transport)
        text = await response.text()
        window = open_window("https://c.test/", transport=transport)
        await window.event_loop.idle()
        color = window.getComputedStyle(window.document.getElementById("p")).color
        window.document.getElementById("a").click()
        await window.event_loop.idle()
        return text, color, window.document.title

    assert asyncio.run(main()) == (PAGES["https://c.test/s.css"].decode(), "rgb(9, 8, 7)", "next")
