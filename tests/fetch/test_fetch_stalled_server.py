"""Against a server that stalls (issue #73 item 4): an abort of the fetch's signal
(``AbortController.abort()``, ``AbortSignal.timeout()``) rejects at once with its reason, before
the response's headers and while its body is read, and cuts the request short: the connection
closed (the server sees it), the thread that waited on it freed; a cancellation of the task
that awaits the fetch or its body (``asyncio.wait_for``, ``task.cancel()``) likewise; the
default transport has a connect timeout and a read timeout. A body read as it arrives (item
5): a read gives what the connection holds, not 64 KiB. ``tests/_loopback.Stalling`` holds
each stalled connection 3 seconds: before, each of these waited for that."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests._loopback import Stalling
from webapi.dom import AbortController, AbortSignal, DOMException
from webapi.fetch import HTTPClientTransport, TransportResponse, fetch

pytestmark = [pytest.mark.needs_threads, pytest.mark.needs_sockets, pytest.mark.needs_loop_run]

#: The time an abort comes after the request starts, and the most it may take to take effect
#: (a stalled connection is held 3 s).
_AFTER = 0.1
_AT_ONCE = 1.0

_PARTIAL = b"HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n" + b"." * 10
_EVENT = b"data: " + b"x" * 52 + b"\n\n"  # (60 bytes)
_ANSWERS = {
    "/silent": (b"", True),
    "/partial": (_PARTIAL, True),
    "/sse": (
        b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
        b"\r\n3c\r\n" + _EVENT + b"\r\n",
        True,
    ),
}


@pytest.fixture
def server() -> Iterator[Stalling]:
    with Stalling(lambda target: _ANSWERS[target], hold=3.0) as stalling:
        yield stalling


def _closed_within(server: Stalling, moment: float) -> float:
    """The seconds from ``moment`` to the close of the server's last connection by the
    client (waiting up to a second for the server's thread to see it)."""
    deadline = time.monotonic() + 1.0
    while server.closed[-1] is None and time.monotonic() < deadline:
        time.sleep(0.005)
    closed = server.closed[-1]
    return float("inf") if closed is None else closed - moment


def _aborted(server: Stalling, path: str, signal_of: str, read: str) -> tuple[str, float, float]:
    """A fetch of ``path`` whose signal aborts ``_AFTER`` seconds in (an ``AbortController``
    or ``AbortSignal.timeout``), its body then read by ``read`` (``text()``, or a reader's
    reads): the name of the error it rejects with, and the seconds from the abort to the
    rejection and to the connection's close."""
    transport = HTTPClientTransport()
    controller = AbortController()

    async def main() -> tuple[str, float]:
        signal = controller.signal
        if signal_of == "timeout":
            signal = AbortSignal.timeout(int(_AFTER * 1000))
        else:
            asyncio.get_running_loop().call_later(_AFTER, controller.abort)
        try:
            response = await fetch(
                f"http://127.0.0.1:{server.port}{path}", transport=transport, signal=signal
            )
            if read == "text":
                await response.text()
            else:
                reader = response.body.getReader()
                while not (await reader.read())["done"]:
                    pass
        except DOMException as error:
            return error.name, time.monotonic()
        return "resolved", time.monotonic()

    start = time.monotonic()
    name, rejected = asyncio.run(main())
    abort = start + _AFTER
    transport.close()
    return name, rejected - abort, _closed_within(server, abort)


@pytest.mark.parametrize("signal_of", ["controller", "timeout"])
def test_an_abort_before_the_headers_rejects_at_once_and_closes_the_connection(
    server: Stalling, signal_of: str
) -> None:
    name, rejected, closed = _aborted(server, "/silent", signal_of, "text")
    assert name == ("AbortError" if signal_of == "controller" else "TimeoutError")
    assert rejected < _AT_ONCE and closed < _AT_ONCE


@pytest.mark.parametrize("read", ["text", "reader"])
@pytest.mark.parametrize("signal_of", ["controller", "timeout"])
def test_an_abort_while_the_body_is_read_rejects_at_once_and_closes_the_connection(
    server: Stalling, signal_of: str, read: str
) -> None:
    # (before: the read failed with TypeError once the server closed the connection, 3 s on)
    name, rejected, closed = _aborted(server, "/partial", signal_of, read)
    assert name == ("AbortError" if signal_of == "controller" else "TimeoutError")
    assert rejected < _AT_ONCE and closed < _AT_ONCE


def test_asyncio_wait_for_cancels_the_hop_and_closes_its_connection(server: Stalling) -> None:
    transport = HTTPClientTransport()

    async def main() -> None:
        url = f"http://127.0.0.1:{server.port}/silent"
        await asyncio.wait_for(fetch(url, transport=transport), _AFTER)

    start = time.monotonic()
    with pytest.raises(TimeoutError):
        asyncio.run(main())
    # (before: the thread ran on, its connection open until the server closed it)
    assert _closed_within(server, start + _AFTER) < _AT_ONCE


def test_a_cancelled_text_closes_the_connection(server: Stalling) -> None:
    transport = HTTPClientTransport()

    async def main() -> None:
        response = await fetch(f"http://127.0.0.1:{server.port}/partial", transport=transport)
        task = asyncio.ensure_future(response.text())
        asyncio.get_running_loop().call_later(_AFTER, task.cancel)
        await task

    start = time.monotonic()
    with pytest.raises(asyncio.CancelledError):
        asyncio.run(main())
    assert _closed_within(server, start + _AFTER) < _AT_ONCE


class _Stalled:
    """A transport whose ``send`` answers after ``seconds``: an async one (a coroutine that
    sleeps; ``cancelled`` says whether the abort cancelled it), or a blocking one (a thread
    that sleeps, which nothing interrupts)."""

    def __init__(self, blocking: bool, seconds: float = 3.0) -> None:
        self.blocking = blocking
        self.seconds = seconds
        self.cancelled = False

    def send(self, method: str, url: str, headers: Any, body: Any) -> Any:
        if self.blocking:
            time.sleep(self.seconds)
            return TransportResponse(200, "OK", [], b"late")

        async def answer() -> TransportResponse:
            try:
                await asyncio.sleep(self.seconds)
            except asyncio.CancelledError:
                self.cancelled = True
                raise
            return TransportResponse(200, "OK", [], b"late")

        return answer()


@pytest.mark.parametrize("blocking", [False, True])
def test_an_abort_rejects_at_once_whatever_the_transport(blocking: bool) -> None:
    # (an async transport's request is cancelled; a blocking one that cannot be interrupted
    # runs on in its thread, its answer dropped)
    transport = _Stalled(blocking, seconds=0.2 if blocking else 3.0)

    async def main() -> float:
        controller = AbortController()
        asyncio.get_running_loop().call_later(_AFTER, controller.abort)
        with pytest.raises(DOMException) as raised:
            await fetch("http://stalled.test/", transport=transport, signal=controller.signal)
        assert raised.value.name == "AbortError"
        return time.monotonic()

    start = time.monotonic()
    rejected = asyncio.run(main())
    assert rejected - start < (0.2 if blocking else _AT_ONCE)
    assert transport.cancelled is not blocking


def test_the_default_transport_has_a_connect_and_a_read_timeout(server: Stalling) -> None:
    default = HTTPClientTransport()
    assert (default.connect_timeout, default.timeout) == (10.0, 300.0)  # (before: None)
    transport = HTTPClientTransport(timeout=0.2)
    connection = transport._connect(("http", "127.0.0.1", server.port, ""), None)
    assert connection.timeout == 0.2  # (the connect's: never more than the read timeout)
    connection.connect()
    assert connection.sock.gettimeout() == 0.2
    connection.close()

    async def main() -> None:
        await fetch(f"http://127.0.0.1:{server.port}/silent", transport=transport)

    start = time.monotonic()
    with pytest.raises(TypeError, match="fetch failed") as raised:
        asyncio.run(main())
    assert time.monotonic() - start < _AT_ONCE
    assert isinstance(raised.value.__cause__, TimeoutError)
    slow_connect = HTTPClientTransport(timeout=None, connect_timeout=0.5)
    connection = slow_connect._connect(("http", "127.0.0.1", server.port, ""), None)
    connection.connect()
    assert (connection.timeout, connection.sock.gettimeout()) == (0.5, None)
    connection.close()


def test_a_chunked_body_gives_what_has_arrived(server: Stalling) -> None:
    # (before: the first read waited for 64 KiB, here until the server closed, 3 s on)
    async def main() -> tuple[bytes, float]:
        start = time.monotonic()
        url = f"http://127.0.0.1:{server.port}/sse"
        response = await fetch(url, transport=HTTPClientTransport())
        reader = response.body.getReader()
        chunk = await reader.read()
        took = time.monotonic() - start
        await reader.cancel()
        return bytes(chunk["value"]), took

    data, took = asyncio.run(main())
    assert data == _EVENT and took < _AT_ONCE


def test_a_body_of_known_length_gives_what_has_arrived(server: Stalling) -> None:
    async def main() -> tuple[bytes, float]:
        start = time.monotonic()
        url = f"http://127.0.0.1:{server.port}/partial"
        response = await fetch(url, transport=HTTPClientTransport())
        async for chunk in response.iter_chunks():
            return chunk, time.monotonic() - start
        raise AssertionError("no chunk")

    data, took = asyncio.run(main())
    assert data == b"." * 10 and took < _AT_ONCE


def test_a_streamed_body_read_in_the_call_gives_what_has_arrived(server: Stalling) -> None:
    # (no event loop: the transport's stream read in the calling thread)
    transport = HTTPClientTransport()
    start = time.monotonic()
    hop = transport.send("GET", f"http://127.0.0.1:{server.port}/sse", [], None, stream=True)
    assert hop.stream is not None
    assert hop.stream.read(65536) == _EVENT and time.monotonic() - start < _AT_ONCE
    hop.stream.close()
    assert _closed_within(server, start) < _AT_ONCE
