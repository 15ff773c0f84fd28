"""``Response.clone()`` and ``Request.clone()`` of a body as the Fetch Standard's "clone a
body" does it (https://fetch.spec.whatwg.org/#concept-body-clone): the body's stream teed
with ``cloneForBranch2`` true, so the clone's chunks are structured clones of the original's
(WPT's ``fetch/api/response/response-clone.any.js``, "Check response clone use
structureClone for teed ReadableStreams", in Python's words), and a body still on the
connection teed as it comes (a branch's first chunk read before the rest is sent; an abort
of the fetch errors the clone too)."""

from __future__ import annotations

import asyncio
import http.server
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from tests._loopback import serving
from webapi.dom import DOMException
from webapi.fetch import HTTPClientTransport, Request, Response, fetch
from webapi.js import await_sync
from webapi.streams import ReadableStream


def _stream_of(*chunks: object) -> ReadableStream:
    def start(controller: Any) -> None:
        for chunk in chunks:
            controller.enqueue(chunk)
        controller.close()

    return ReadableStream({"start": start})


def _first_chunks(first: ReadableStream | None, second: ReadableStream | None) -> tuple[Any, Any]:
    assert first is not None and second is not None
    one = await_sync(first.getReader().read())
    two = await_sync(second.getReader().read())
    assert not one["done"] and not two["done"]
    return one["value"], two["value"]


@pytest.mark.parametrize(
    "chunk",
    [
        bytearray(b"\x00" * 16),
        memoryview(bytearray(b"\x01\x02\x03\x04")).cast("H"),
        __import__("array").array("i", [1, 2, 3]),
    ],
    ids=["bytearray", "memoryview", "array"],
)
def test_a_response_clone_gets_a_structured_clone_of_each_chunk(chunk: Any) -> None:
    response = Response(_stream_of(chunk))
    clone = response.clone()
    original, cloned = _first_chunks(response.body, clone.body)
    assert original is chunk  # (the first branch: the chunk itself)
    assert cloned is not chunk and type(cloned) is type(chunk)
    assert bytes(cloned) == bytes(chunk)
    if isinstance(chunk, memoryview):
        assert (cloned.format, cloned.shape) == (chunk.format, chunk.shape)
    original[0] = 9  # (the first branch's chunk changed: the clone's is its own)
    assert bytes(cloned) != bytes(original)


def test_a_request_clone_gets_a_structured_clone_of_each_chunk() -> None:
    chunk = bytearray(b"abc")
    request = Request("https://example.test/", method="POST", body=_stream_of(chunk), duplex="half")
    clone = request.clone()
    original, cloned = _first_chunks(request.body, clone.body)
    assert original is chunk and cloned is not chunk and cloned == chunk


def test_an_immutable_chunk_is_its_own_clone_and_tee_shares_chunks() -> None:
    data = b"bytes cannot change"
    response = Response(_stream_of(data))
    clone = response.clone()
    assert _first_chunks(response.body, clone.body) == (data, data)
    # ReadableStream.tee() is the Streams Standard's tee with cloneForBranch2 false: shared
    chunk = bytearray(b"shared")
    first, second = _stream_of(chunk).tee()
    one, two = _first_chunks(first, second)
    assert one is chunk and two is chunk


def test_a_chunk_that_cannot_be_cloned_errors_both_branches_and_cancels() -> None:
    reasons: list[object] = []

    def start(controller: Any) -> None:
        controller.enqueue(object())

    stream = ReadableStream({"start": start, "cancel": reasons.append})
    response = Response(stream)
    clone = response.clone()
    for branch in (response.body, clone.body):
        assert branch is not None
        with pytest.raises(DOMException) as raised:
            await_sync(branch.getReader().read())
        assert raised.value.name == "DataCloneError"
    assert len(reasons) == 1 and isinstance(reasons[0], DOMException)
    assert reasons[0].name == "DataCloneError"


class _Trickle(http.server.BaseHTTPRequestHandler):
    """``/``: a chunked body, 10 ``a``, then 10 ``b`` once ``gate`` is set (10 ``c`` if it
    is not within 3 s: a client that waited for the whole body before giving its first
    chunk)."""

    protocol_version = "HTTP/1.1"
    gate: threading.Event

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        try:
            self.wfile.write(b"a\r\n" + b"a" * 10 + b"\r\n")
            self.wfile.flush()
            rest = b"b" if self.gate.wait(3) else b"c"  # ("c": the client waited for it)
            self.wfile.write(b"a\r\n" + rest * 10 + b"\r\n0\r\n\r\n")
        except OSError:  # (the client gave the body up)
            self.close_connection = True

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def trickle() -> Iterator[tuple[str, threading.Event]]:
    gate = threading.Event()
    with serving(type("H", (_Trickle,), {"gate": gate})) as httpd:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/", gate


@pytest.mark.needs_threads
@pytest.mark.needs_sockets
@pytest.mark.needs_loop_run
def test_a_streamed_body_clone_reads_each_chunk_as_it_comes(
    trickle: tuple[str, threading.Event],
) -> None:
    url, gate = trickle
    transport = HTTPClientTransport(timeout=30, proxies={})

    async def main() -> list[Any]:
        response = await fetch(url, transport=transport)
        clone = response.clone()
        chunks = clone.iter_chunks(10)
        first = await chunks.__anext__()  # (before the server sends the rest)
        early = not gate.is_set()
        gate.set()
        rest = b"".join([chunk async for chunk in chunks])
        return [first, early, rest, await response.text(), clone.bodyUsed]

    try:
        assert asyncio.run(main()) == [b"a" * 10, True, b"b" * 10, "a" * 10 + "b" * 10, True]
    finally:
        gate.set()
        transport.close()


@pytest.mark.needs_threads
@pytest.mark.needs_sockets
@pytest.mark.needs_loop_run
def test_an_abort_while_a_clone_reads_errors_the_clone(
    trickle: tuple[str, threading.Event],
) -> None:
    from webapi.dom import AbortController

    url, gate = trickle
    transport = HTTPClientTransport(timeout=30, proxies={})

    async def main() -> list[Any]:
        controller = AbortController()
        response = await fetch(url, transport=transport, signal=controller.signal)
        clone = response.clone()
        chunks = clone.iter_chunks(10)
        first = await chunks.__anext__()
        controller.abort()
        gate.set()
        with pytest.raises(DOMException) as raised:
            await chunks.__anext__()
        with pytest.raises(DOMException) as raised_too:
            await response.text()
        return [first, raised.value.name, raised_too.value.name]

    try:
        assert asyncio.run(main()) == [b"a" * 10, "AbortError", "AbortError"]
    finally:
        gate.set()
        transport.close()


def _transports() -> list[Any]:
    import importlib.util

    out: list[Any] = [("http.client", lambda: HTTPClientTransport(timeout=30, proxies={}))]
    if importlib.util.find_spec("aiohttp"):
        out.append(("aiohttp", lambda: __import__("aiohttp").ClientSession()))
    if importlib.util.find_spec("httpx"):
        out.append(("httpx async", lambda: __import__("httpx").AsyncClient(trust_env=False)))
    return out


@pytest.mark.needs_threads
@pytest.mark.needs_sockets
@pytest.mark.needs_loop_run
@pytest.mark.parametrize("make", [m for _, m in _transports()], ids=[n for n, _ in _transports()])
def test_both_branches_read_at_once_get_the_whole_body_each(
    trickle: tuple[str, threading.Event], make: Any
) -> None:
    url, gate = trickle
    gate.set()

    async def main() -> list[Any]:
        client = make()
        try:
            out: list[Any] = []
            for _ in range(3):
                response = await fetch(url, transport=client)
                clone = response.clone()
                clone_of_clone = clone.clone()
                chunks = clone.iter_chunks(3)
                out.append(
                    await asyncio.gather(response.bytes(), _joined(chunks), clone_of_clone.bytes())
                )
            return out
        finally:
            closing = client.close() if hasattr(client, "close") else client.aclose()
            if closing is not None:
                await closing

    body = b"a" * 10 + b"b" * 10
    assert asyncio.run(main()) == [[body, body, body]] * 3


async def _joined(chunks: Any) -> bytes:
    return b"".join([chunk async for chunk in chunks])
