"""XMLHttpRequest over real sockets: the standard library's ``http.client`` transport against a
loopback ``http.server`` (a redirect, a POST body, the response's headers), in a plain script
(the webapi event loop run by the test), synchronously, and under a running asyncio loop."""

from __future__ import annotations

import asyncio
import http.server
from collections.abc import Iterator
from typing import Any

import pytest

from tests._loopback import serving
from webapi.eventloop import EventLoop, MonotonicClock, use_event_loop
from webapi.fetch import HTTPClientTransport
from webapi.xmlhttprequest import XMLHttpRequest

pytestmark = [pytest.mark.needs_threads, pytest.mark.needs_sockets, pytest.mark.needs_loop_run]


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    log: list[tuple[str, str, str, bytes]]

    def _answer(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        body = self.rfile.read(length) if length else b""
        self.log.append((self.command, self.path, self.headers.get("content-type", ""), body))
        if self.path == "/redirect":
            self.send_response(302)
            self.send_header("Location", "/end")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        data = b'{"path": "' + self.path.encode() + b'", "length": ' + str(length).encode() + b"}"
        self.send_response(201, "Made")
        self.send_header("Content-Type", "application/json")
        self.send_header("X-Two", "a")
        self.send_header("X-Two", "b")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = _answer

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, list[tuple[str, str, str, bytes]]]]:
    log: list[tuple[str, str, str, bytes]] = []
    with serving(type("Handler", (_Handler,), {"log": log})) as httpd:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", log


def _request(base: str, asynchronous: bool) -> tuple[XMLHttpRequest, list[str]]:
    xhr = XMLHttpRequest()
    xhr.transport = HTTPClientTransport(timeout=10)
    events: list[str] = []
    for name in ("readystatechange", "load", "loadend", "error"):
        xhr.addEventListener(name, lambda e: events.append(f"{e.type}{xhr.readyState}"))
    xhr.open("POST", base + "/redirect", asynchronous)
    xhr.responseType = "json" if asynchronous else ""
    xhr.send("a=1")
    return xhr, events


def test_an_asynchronous_request_on_loopback(server: tuple[str, list[Any]]) -> None:
    base, log = server
    with use_event_loop(EventLoop(MonotonicClock())) as loop:
        xhr, events = _request(base, True)
        loop.run_until_idle()
    assert xhr.status == 201 and xhr.statusText == "Made"
    assert xhr.response == {"path": "/end", "length": 0}  # a 302 turns the POST into a GET
    assert xhr.responseURL == base + "/end"
    assert xhr.getResponseHeader("x-two") == "a, b"
    assert log[-2][:4] == ("POST", "/redirect", "text/plain;charset=UTF-8", b"a=1")
    assert log[-1][:2] == ("GET", "/end")
    assert events == ["readystatechange1", "readystatechange2", "readystatechange3",
                      "readystatechange4", "load4", "loadend4"]  # fmt: skip


def test_a_synchronous_request_on_loopback(server: tuple[str, list[Any]]) -> None:
    base, _ = server
    xhr, events = _request(base, False)
    assert xhr.readyState == 4 and xhr.responseText == '{"path": "/end", "length": 0}'
    assert events == ["readystatechange1", "readystatechange4", "load4", "loadend4"]


def test_under_a_running_asyncio_loop(server: tuple[str, list[Any]]) -> None:
    """The fetch runs on asyncio (the blocking transport in a thread); the events are tasks of
    webapi's event loop, which asyncio runs; a synchronous request blocks in its call."""
    base, _ = server

    async def main() -> tuple[Any, ...]:
        xhr, events = _request(base, True)
        for _ in range(500):
            if xhr.readyState == 4:
                break
            await asyncio.sleep(0.01)
        sync, _ = _request(base, False)
        return xhr.status, xhr.response, events[-1], sync.status

    assert asyncio.run(main()) == (201, {"path": "/end", "length": 0}, "loadend4", 201)


@pytest.mark.parametrize("ends", ["abort", "timeout"])
def test_an_abort_or_a_timeout_closes_the_connection_at_once(ends: str) -> None:
    """``abort()`` and the timeout terminate the fetch (issue #73 item 4): against a server
    that stalls, the connection is closed at once (before: it stayed open, its thread waiting,
    until the server closed it 3 s on)."""
    import time

    from tests._loopback import Stalling

    with Stalling(lambda target: (b"", True), hold=3.0) as server:

        async def main() -> list[str]:
            xhr = XMLHttpRequest()
            xhr.transport = HTTPClientTransport()
            events: list[str] = []
            xhr.addEventListener("loadend", lambda e: events.append(e.type))
            xhr.addEventListener(ends, lambda e: events.append(e.type))
            xhr.open("GET", f"http://127.0.0.1:{server.port}/")
            if ends == "timeout":
                xhr.timeout = 100
            xhr.send()
            await asyncio.sleep(0.1)
            if ends == "abort":
                xhr.abort()
            for _ in range(100):
                if events:
                    break
                await asyncio.sleep(0.01)
            return events

        start = time.monotonic()
        assert asyncio.run(main()) == [ends, "loadend"]
        while server.closed[-1] is None and time.monotonic() - start < 2:
            time.sleep(0.01)
        assert (server.closed[-1] or float("inf")) - start < 1.0
