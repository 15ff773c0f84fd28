"""A long response body is streamed from a transport that streams (``http.client``, urllib3,
requests, httpx's ``Client``): left on the connection and read on demand, so that reading it
chunk by chunk (``Response.iter_chunks()``, the reader of ``response.body`` in JavaScript)
never holds it whole, and reading it whole (``bytes()``) holds one copy, the transport's;
the connection goes back to its pool once the body is read, is closed when the body is given
up, and an abort of the fetch's signal errors a body being read (issue #54)."""

from __future__ import annotations

import asyncio
import gc
import gzip
import http.server
import tracemalloc
import warnings
from collections.abc import Iterator
from typing import Any

import pytest

from tests._loopback import serving
from webapi.fetch import HTTPClientTransport, Response, fetch

pytestmark = [pytest.mark.needs_threads, pytest.mark.needs_sockets, pytest.mark.needs_loop_run]

MB = 1 << 20
_CHUNK = b"x" * (256 * 1024)


class _Handler(http.server.BaseHTTPRequestHandler):
    """``/bytes/<n>``: n bytes with their length; ``/cut/<n>``: half of n bytes said, the
    connection then closed; ``/chunked/<n>``: n bytes chunked;
    ``/gzip/<n>``: n bytes gzipped; ``/redirect/<n>``: a 302 to ``/bytes/3`` with an n-byte
    body; ``/nothing/<n>``: a 204. Each request logs its connection's port."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    log: list[tuple[int, str]]

    def do_GET(self) -> None:
        self.log.append((self.client_address[1], self.path))
        _, kind, number = self.path.split("/")
        n = int(number)
        if kind == "nothing":
            self.send_response(204)
            self.end_headers()
            return
        if kind == "cut":  # (half the body said, then the connection closed)
            self.send_response(200)
            self.send_header("Content-Length", str(n))
            self.end_headers()
            self.wfile.write(b"x" * (n // 2))
            self.close_connection = True
            return
        self.send_response(302 if kind == "redirect" else 200)
        if kind == "redirect":
            self.send_header("Location", "/bytes/3")
        if kind == "gzip":
            data = gzip.compress(b"x" * n)
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            return
        if kind == "chunked":
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(n))
        self.end_headers()
        if self.command == "HEAD":
            return
        try:
            while n > 0:
                part = _CHUNK if n >= len(_CHUNK) else _CHUNK[:n]
                if kind == "chunked":
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
                else:
                    self.wfile.write(part)
                n -= len(part)
            if kind == "chunked":
                self.wfile.write(b"0\r\n\r\n")
        except OSError:  # (the client gave the body up)
            self.close_connection = True

    do_HEAD = do_GET

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def server() -> Iterator[tuple[str, list[tuple[int, str]]]]:
    log: list[tuple[int, str]] = []
    with serving(type("H", (_Handler,), {"log": log})) as httpd:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", log


def _clients() -> list[Any]:
    """(name, a function making the client ``fetch()`` is given, closing it)."""
    import importlib.util

    out: list[Any] = [("http.client", lambda: HTTPClientTransport(timeout=30, proxies={}), "close")]
    if importlib.util.find_spec("requests"):
        out.append(("requests", lambda: __import__("requests").Session(), "close"))
    if importlib.util.find_spec("httpx"):
        out.append(("httpx", lambda: __import__("httpx").Client(trust_env=False), "close"))
    if importlib.util.find_spec("urllib3"):
        out.append(("urllib3", lambda: __import__("urllib3").PoolManager(), "clear"))
    return out


CLIENTS = _clients()


def _peak(function: Any) -> tuple[Any, int]:
    """What ``function()`` returns and the peak of traced memory while it ran."""
    gc.collect()
    tracemalloc.start()
    try:
        return function(), tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize(
    ("name", "make", "close"),
    # (a memory bound over a 16 MB body: http.client's in the default run, the others' in the
    # slow tier)
    [
        pytest.param(*client, id=client[0], marks=[pytest.mark.slow] * (client[0] != "http.client"))
        for client in CLIENTS
    ],
)
def test_a_long_body_read_in_chunks_is_never_held_whole(
    server: tuple[str, list[Any]], name: str, make: Any, close: str
) -> None:
    base, _ = server
    client = make()
    size = 16 * MB

    async def chunks(path: str) -> tuple[int, set[int], bool]:
        response = await fetch(f"{base}{path}", transport=client)
        total, sizes = 0, set()
        async for chunk in response.iter_chunks():
            total += len(chunk)
            sizes.add(len(chunk))
        return total, sizes, response.bodyUsed

    async def whole() -> int:
        return len(await (await fetch(f"{base}/bytes/{size}", transport=client)).bytes())

    try:
        (total, sizes, used), peak = _peak(lambda: asyncio.run(chunks(f"/bytes/{size}")))
        assert (total, used) == (size, True)
        assert max(sizes) <= 65536
        assert peak < size / 8  # (before: the transport read it whole, ~1x)
        (total, _, _), peak = _peak(lambda: asyncio.run(chunks(f"/chunked/{size}")))
        assert total == size and peak < size / 8
        # read whole: the transport's copy, no other (httpx's raw chunks are joined, as
        # its own client.get(url).content joins them: two copies there)
        length, peak = _peak(lambda: asyncio.run(whole()))
        assert length == size and peak < size * (2.25 if name == "httpx" else 1.25)
    finally:
        getattr(client, close)()


@pytest.mark.parametrize(("name", "make", "close"), CLIENTS, ids=[c[0] for c in CLIENTS])
def test_the_connection_is_kept_once_read_and_closed_when_given_up(
    server: tuple[str, list[Any]], name: str, make: Any, close: str
) -> None:
    base, log = server
    client = make()

    async def main() -> list[Any]:
        out: list[Any] = []
        response = await fetch(f"{base}/bytes/{MB}", transport=client)
        out.append(len(await response.text()))
        out.append(await (await fetch(f"{base}/bytes/3", transport=client)).text())
        response = await fetch(f"{base}/bytes/{4 * MB}", transport=client)
        async for chunk in response.iter_chunks(1000):
            out.append(len(chunk))
            break  # (the rest given up)
        out.append(await (await fetch(f"{base}/bytes/2", transport=client)).text())
        return out

    try:
        assert asyncio.run(main()) == [MB, "xxx", 1000, "xx"]
    finally:
        getattr(client, close)()
    ports = [port for port, _ in log]
    assert ports[0] == ports[1] != ports[3]  # (read: kept; given up: a new connection)
    assert ports[1] == ports[2]


def test_an_abort_errors_the_body_being_read(server: tuple[str, list[Any]]) -> None:
    from webapi.dom import AbortController, DOMException

    base, _ = server
    transport = HTTPClientTransport(timeout=30, proxies={})

    async def main() -> tuple[int, str]:
        controller = AbortController()
        url = f"{base}/bytes/{8 * MB}"
        response = await fetch(url, transport=transport, signal=controller.signal)
        seen = 0
        with pytest.raises(DOMException) as raised:
            async for chunk in response.iter_chunks():
                seen += len(chunk)
                controller.abort()
        return seen, raised.value.name

    try:
        seen, name = asyncio.run(main())
    finally:
        transport.close()
    # (one read: what had arrived, at most a read's 64 KiB; the abort ends the rest)
    assert (0 < seen <= 65536, name) == (True, "AbortError")


def test_a_long_body_read_whole_under_a_loop_and_by_hand(server: tuple[str, list[Any]]) -> None:
    base, _ = server
    transport = HTTPClientTransport(timeout=30, proxies={})

    async def main() -> list[Any]:
        response = await fetch(f"{base}/bytes/{MB}", transport=transport)
        promise = response.text()  # (consumed now: used at once, as in JavaScript)
        used = response.bodyUsed
        clone_source = await fetch(f"{base}/chunked/{MB}", transport=transport)
        clone = clone_source.clone()
        return [
            used,
            len(await promise),
            len(await clone_source.bytes()),
            len(await clone.bytes()),
            await (await fetch(f"{base}/gzip/{MB}", transport=transport)).bytes() == b"x" * MB,
            (await fetch(f"{base}/redirect/{MB}", transport=transport)).url,
            (await fetch(f"{base}/bytes/{MB}", transport=transport, method="HEAD")).body_used,
        ]

    async def by_hand() -> int:
        response = await fetch(f"{base}/bytes/{MB}", transport=transport)
        return len(await response.arrayBuffer())

    try:
        assert asyncio.run(main()) == [True, MB, MB, MB, True, f"{base}/bytes/3", False]
        coroutine = by_hand()  # (no event loop: the body read in this thread)
        with pytest.raises(StopIteration) as stop:
            coroutine.send(None)
        assert stop.value.value == MB

        async def unawaited() -> bool:
            response = await fetch(f"{base}/bytes/{MB}", transport=transport)
            response.json()  # (never awaited: no warning)
            return response.bodyUsed

        with warnings.catch_warnings():
            warnings.simplefilter("error")
            assert asyncio.run(unawaited()) is True
            gc.collect()
    finally:
        transport.close()


def test_iter_chunks_of_a_body_in_memory() -> None:
    async def main() -> list[Any]:
        response = Response("abcdefg")
        chunks = [chunk async for chunk in response.iter_chunks(3)]
        null = [chunk async for chunk in Response(None).iter_chunks()]
        return [chunks, response.bodyUsed, null]

    assert asyncio.run(main()) == [[b"abc", b"def", b"g"], True, []]
    response = Response("a")
    asyncio.run(response.text())
    with pytest.raises(TypeError, match="unusable"):
        response.iter_chunks()
    with pytest.raises(TypeError, match="'size'"):
        Response("a").iter_chunks(0)


def _async_clients() -> list[Any]:
    """(name, a function making the async client on the running loop)."""
    import importlib.util

    out: list[Any] = []
    if importlib.util.find_spec("httpx"):
        out.append(("httpx async", lambda: __import__("httpx").AsyncClient(trust_env=False)))
    if importlib.util.find_spec("aiohttp"):
        out.append(
            (
                "aiohttp",
                lambda: __import__("aiohttp").ClientSession(
                    cookie_jar=__import__("aiohttp").DummyCookieJar()
                ),
            )
        )
    return out


ASYNC_CLIENTS = _async_clients()


@pytest.mark.parametrize(("name", "make"), ASYNC_CLIENTS, ids=[c[0] for c in ASYNC_CLIENTS])
def test_an_async_transport_streams_too(
    server: tuple[str, list[Any]], name: str, make: Any
) -> None:
    base, log = server
    size = 16 * MB

    async def main() -> list[Any]:
        client = make()
        try:
            out: list[Any] = []
            response = await fetch(f"{base}/bytes/{size}", transport=client)
            total, biggest = 0, 0
            tracemalloc.start()
            try:
                async for chunk in response.iter_chunks():
                    total += len(chunk)
                    biggest = max(biggest, len(chunk))
                peak = tracemalloc.get_traced_memory()[1]
            finally:
                tracemalloc.stop()
            out += [total, biggest <= 65536, peak < size / 8]
            out.append(await (await fetch(f"{base}/bytes/3", transport=client)).text())
            response = await fetch(f"{base}/chunked/{MB}", transport=client)
            clone = response.clone()
            out += [len(await response.bytes()), len([c async for c in clone.iter_chunks()])]
            response = await fetch(f"{base}/bytes/{4 * MB}", transport=client)
            async for _ in response.iter_chunks(1000):
                break  # (the rest given up)
            out.append(await (await fetch(f"{base}/bytes/2", transport=client)).text())
            out.append((await fetch(f"{base}/redirect/{MB}", transport=client)).url)
            return out
        finally:
            await client.close() if name == "aiohttp" else await client.aclose()

    expected = [size, True, True, "xxx", MB, MB // 65536, "xx", f"{base}/bytes/3"]
    assert asyncio.run(main()) == expected
    ports = [port for port, _ in log]
    assert ports[0] == ports[1]  # (read to its end: the connection kept)
    assert ports[4] != ports[3]  # (given up: a new connection)


@pytest.mark.parametrize(
    ("name", "make"),
    [(name, make) for name, make, _ in CLIENTS] + ASYNC_CLIENTS,
    ids=[c[0] for c in CLIENTS] + [c[0] for c in ASYNC_CLIENTS],
)
def test_a_body_cut_short_is_a_type_error(
    server: tuple[str, list[Any]], name: str, make: Any
) -> None:
    base, _ = server

    async def main() -> list[str]:
        client = make()
        try:
            out = []
            for read_whole in (True, False):
                response = await fetch(f"{base}/cut/{4 * MB}", transport=client)
                with pytest.raises(TypeError) as raised:
                    if read_whole:
                        await response.bytes()
                    else:
                        async for _ in response.iter_chunks():
                            pass
                out.append(str(raised.value))
            return out
        finally:
            closing = getattr(client, "aclose", None) or getattr(client, "close", None)
            if closing is None:  # (urllib3's PoolManager)
                client.clear()
            else:
                result = closing()
                if hasattr(result, "__await__"):
                    await result

    assert asyncio.run(main()) == ["network error while reading the body"] * 2


def test_a_short_body_cut_short_is_a_network_error(server: tuple[str, list[Any]]) -> None:
    base, _ = server
    transport = HTTPClientTransport(timeout=30, proxies={})

    async def main() -> Any:
        with pytest.raises(TypeError, match="fetch failed") as raised:
            await fetch(f"{base}/cut/1000", transport=transport)  # (read with the response)
        return raised.value.__cause__

    try:
        import http.client

        cause = asyncio.run(main())
        assert isinstance(cause, OSError)
        assert isinstance(cause.__cause__, http.client.IncompleteRead)
    finally:
        transport.close()
