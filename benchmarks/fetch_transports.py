"""Section ``fetch``: webapi's ``fetch()`` over each transport against that transport alone,
on a loopback server (issue #54's speed rows).

Rows, per transport: one ``GET`` of a 1 KB and of a 1 MB body (the body read whole), through
``fetch(url, transport=client)`` + ``await response.bytes()`` and through the client alone as
its users call it (``session.get(url).content``, ``client.get(url).content``,
``pool.request("GET", url).data``, ``await response.read()``, and for ``http.client`` a kept-alive
``HTTPConnection``'s ``request`` + ``getresponse().read()``); a chain of 10 redirects through
``fetch()`` over requests and over ``http.client`` against requests' own following
(``session.get``). Every client keeps its connections alive. The contenders alternate in one
process (``batched_rounds``: thread CPU time of the calling thread, the server's work in its own
thread not counted); a blocking transport's ``fetch()`` is driven in the calling thread (no
event loop: ``send`` is called there), an async one's on one event loop that both contenders
use. Each row's contenders are called :data:`WARM_CALLS` times first (not timed). Goal:
every ratio at most 1.3x.

Memory: the peak of traced memory (``tracemalloc``) while a 100 MB body is fetched and read
whole (``bytes()``), and read chunk by chunk (``iter_chunks()``), through ``fetch()`` over each
transport, against the transport alone reading it whole.

Run: ``python -m benchmarks.fetch_transports [--rounds N] [--quick]``.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gc
import http.client
import http.server
import importlib.util
import threading
import time
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, ClassVar

from benchmarks._common import batched_rounds, fmt, table
from webapi.fetch import HTTPClientTransport, fetch

__all__ = ["FetchResult", "report", "run", "serve"]

GOAL = 1.3
_CLOCK = getattr(time, "thread_time_ns", time.perf_counter_ns)
_CHUNK = 1 << 20


class _Handler(http.server.BaseHTTPRequestHandler):
    """``/bytes/<n>``: n bytes; ``/c/<n>``: a chain of n 302s to ``/c/0`` (a 3-byte body)."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    _bodies: ClassVar[dict[int, bytes]] = {}

    def do_GET(self) -> None:
        _, kind, number = self.path.split("/")
        n = int(number)
        if kind == "c" and n > 0:
            self.send_response(302)
            self.send_header("Location", f"/c/{n - 1}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if kind == "c":
            n = 3
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(n))
        self.end_headers()
        chunk = self._bodies.get(min(n, _CHUNK))
        if chunk is None:
            chunk = self._bodies[min(n, _CHUNK)] = b"x" * min(n, _CHUNK)
        while n > 0:
            self.wfile.write(chunk if n >= len(chunk) else chunk[:n])
            n -= len(chunk)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def serve() -> Iterator[str]:
    """A loopback server in a thread; its base URL."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def _drive(coroutine: Any) -> Any:
    """Run a coroutine that awaits nothing pending (a blocking transport's ``fetch()``
    outside an event loop) in this thread."""
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value
    coroutine.close()
    raise RuntimeError("the coroutine awaited something")


async def _fetch_bytes(url: str, transport: Any) -> bytes:
    response = await fetch(url, transport=transport)
    return await response.bytes()


async def _fetch_chunks(url: str, transport: Any) -> int:
    response = await fetch(url, transport=transport)
    total = 0
    async for chunk in response.iter_chunks():
        total += len(chunk)
    return total


def _fetch_sync(url: str, transport: Any) -> bytes:
    return _drive(_fetch_bytes(url, transport))  # type: ignore[no-any-return]


def _on_loop(loop: asyncio.AbstractEventLoop, function: Callable[..., Any], *args: Any) -> Any:
    return loop.run_until_complete(function(*args))


@dataclass
class Row:
    transport: str
    case: str
    webapi_ms: float
    alone_ms: float
    ratio: float


@dataclass
class FetchResult:
    rows: list[Row] = field(default_factory=list)
    #: transport -> (peak MiB through fetch() read whole, read in chunks with iter_chunks(),
    #: peak MiB alone read whole) for the 100 MB body
    memory: dict[str, tuple[float, float, float]] = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)


def _have(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def _sync_clients(
    base: str, only: set[str] | None
) -> dict[str, tuple[Any, Callable[[str], bytes], Callable[[], None]]]:
    """transport name -> (what fetch() is given, the client alone reading a URL, close)."""
    from urllib.parse import urlsplit

    out: dict[str, tuple[Any, Callable[[str], bytes], Callable[[], None]]] = {}
    netloc = urlsplit(base).netloc
    connection = http.client.HTTPConnection(netloc, timeout=30)

    def http_client_alone(url: str) -> bytes:
        connection.request("GET", url[len(base) :], headers={"Accept": "*/*"})
        return connection.getresponse().read()

    transport = HTTPClientTransport(timeout=30, proxies={})

    def close_http_client() -> None:
        connection.close()
        transport.close()

    out["http.client"] = (transport, http_client_alone, close_http_client)
    if _have("requests") and (only is None or "requests" in only):
        import requests

        session = requests.Session()
        session.trust_env = False
        out["requests"] = (session, lambda url: session.get(url).content, session.close)
    if _have("httpx") and (only is None or "httpx" in only):
        import httpx

        client = httpx.Client(trust_env=False, timeout=30)
        out["httpx"] = (client, lambda url: client.get(url).content, client.close)
    if _have("urllib3") and (only is None or "urllib3" in only):
        import urllib3

        pool = urllib3.PoolManager(timeout=30)
        out["urllib3"] = (pool, lambda url: pool.request("GET", url).data, pool.clear)
    return out


#: Calls of each contender, alternating, before a row's calibration: the first calls of a
#: client (and the first ``fetch()`` of a URL, through the ``Request`` constructor) take
#: milliseconds, and a calibration that met one timed a single call a round (httpx's
#: ``AsyncClient``: 1.0x-1.7x from run to run, 0.8x-0.95x warm).
WARM_CALLS = 10


def _ratio_row(
    name: str, case: str, webapi: Callable[[], object], alone: Callable[[], object], rounds: int
) -> Row:
    for _ in range(WARM_CALLS):
        webapi()
        alone()
    timed = batched_rounds({"webapi": webapi, "alone": alone}, rounds, 1, _CLOCK)
    return Row(
        name,
        case,
        timed.median_ms("webapi"),
        timed.median_ms("alone"),
        timed.ratio("webapi", "alone"),
    )


def _speed_sync(base: str, rounds: int, result: FetchResult, only: set[str] | None) -> None:
    sizes = (("1 KB", f"{base}/bytes/1000"), ("1 MB", f"{base}/bytes/1000000"))
    clients = _sync_clients(base, only)
    try:
        for name, (client, alone, _) in clients.items():
            for case, url in sizes:
                assert len(_drive(_fetch_bytes(url, client))) == len(alone(url))
                result.rows.append(
                    _ratio_row(
                        name,
                        f"GET {case}",
                        functools.partial(_fetch_sync, url, client),
                        functools.partial(alone, url),
                        rounds,
                    )
                )
        if "requests" in clients:
            chain = f"{base}/c/10"
            session_get = clients["requests"][1]
            assert session_get(chain) == b"xxx"
            for name in ("requests", "http.client"):
                client = clients[name][0]
                result.rows.append(
                    _ratio_row(
                        name,
                        "10 redirects vs requests'",
                        functools.partial(_fetch_sync, chain, client),
                        lambda: session_get(chain),
                        rounds,
                    )
                )
    finally:
        for _, _, close in clients.values():
            close()


def _async_clients(
    loop: asyncio.AbstractEventLoop, only: set[str] | None
) -> dict[str, tuple[Any, Callable[[str], Any], Callable[[], Any]]]:
    """transport name -> (what fetch() is given, the client alone reading a URL, close), for
    the async clients, made on ``loop``."""
    clients: dict[str, tuple[Any, Callable[[str], Any], Callable[[], Any]]] = {}
    if _have("httpx") and (only is None or "httpx async" in only):
        import httpx

        aclient = loop.run_until_complete(_make(lambda: httpx.AsyncClient(trust_env=False)))

        async def httpx_alone(url: str) -> bytes:
            content: bytes = (await aclient.get(url)).content
            return content

        clients["httpx async"] = (aclient, httpx_alone, aclient.aclose)
    if _have("aiohttp") and (only is None or "aiohttp" in only):
        import aiohttp

        session = loop.run_until_complete(
            _make(lambda: aiohttp.ClientSession(cookie_jar=aiohttp.DummyCookieJar()))
        )

        async def aiohttp_alone(url: str) -> bytes:
            async with session.get(url) as response:
                data: bytes = await response.read()
                return data

        clients["aiohttp"] = (session, aiohttp_alone, session.close)
    return clients


def _speed_async(base: str, rounds: int, result: FetchResult, only: set[str] | None) -> None:
    loop = asyncio.new_event_loop()
    try:
        clients = _async_clients(loop, only)
        for name, (client, alone, _) in clients.items():
            for case, path in (("1 KB", "/bytes/1000"), ("1 MB", "/bytes/1000000")):
                url = base + path
                result.rows.append(
                    _ratio_row(
                        name,
                        f"GET {case}",
                        functools.partial(_on_loop, loop, _fetch_bytes, url, client),
                        functools.partial(_on_loop, loop, alone, url),
                        rounds,
                    )
                )
        for _, _, close in clients.values():
            loop.run_until_complete(close())
    finally:
        loop.close()


async def _make(factory: Callable[[], Any]) -> Any:
    return factory()  # (aiohttp's session wants a running loop)


def _peak_mib(call: Callable[[], object]) -> float:
    gc.collect()
    tracemalloc.start()
    try:
        call()
        return tracemalloc.get_traced_memory()[1] / (1 << 20)
    finally:
        tracemalloc.stop()


def _memory(base: str, megabytes: int, result: FetchResult, only: set[str] | None) -> None:
    url = f"{base}/bytes/{megabytes * 1_000_000}"
    clients = _sync_clients(base, only)
    try:
        for name, (client, alone, _) in clients.items():
            ours = _peak_mib(functools.partial(_fetch_sync, url, client))
            chunks = _peak_mib(functools.partial(_drive, _fetch_chunks(url, client)))
            theirs = _peak_mib(functools.partial(alone, url))
            result.memory[name] = (ours, chunks, theirs)
    finally:
        for _, _, close in clients.values():
            close()
    if only is not None and not only & {"httpx async", "aiohttp"}:
        return
    loop = asyncio.new_event_loop()
    try:
        async_clients = _async_clients(loop, only)
        for name, (client, alone, _) in async_clients.items():
            ours = _peak_mib(functools.partial(_on_loop, loop, _fetch_bytes, url, client))
            chunks = _peak_mib(functools.partial(_on_loop, loop, _fetch_chunks, url, client))
            theirs = _peak_mib(functools.partial(_on_loop, loop, alone, url))
            result.memory[name] = (ours, chunks, theirs)
        for _, _, close in async_clients.values():
            loop.run_until_complete(close())
    finally:
        loop.close()


def run(rounds: int = 7, megabytes: int = 100, only: set[str] | None = None) -> FetchResult:
    """The rows (``only``: the transports to time, by their names in the report; all
    installed by default)."""
    result = FetchResult()
    result.missing = [m for m in ("requests", "httpx", "urllib3", "aiohttp") if not _have(m)]
    with serve() as base:
        _speed_sync(base, rounds, result, only)
        if only is None or only & {"httpx async", "aiohttp"}:
            _speed_async(base, rounds, result, only)
        if megabytes:
            _memory(base, megabytes, result, only)
    return result


def report(result: FetchResult) -> str:
    rows = [
        [
            row.transport,
            row.case,
            fmt(row.webapi_ms, 3, " ms"),
            fmt(row.alone_ms, 3, " ms"),
            fmt(row.ratio, 2, "x") + ("" if row.ratio <= GOAL else " (over goal)"),
        ]
        for row in result.rows
    ]
    text = "fetch: webapi's fetch() over each transport vs the transport alone (goal <= 1.3x)\n"
    text += table(["transport", "case", "fetch()", "alone", "ratio"], rows)
    if result.memory:
        memory_rows = [
            [
                name,
                fmt(ours, 1, " MiB"),
                fmt(chunks, 1, " MiB"),
                fmt(theirs, 1, " MiB"),
                fmt(ours / theirs, 2, "x"),
                fmt(chunks / theirs, 3, "x"),
            ]
            for name, (ours, chunks, theirs) in result.memory.items()
        ]
        text += "\npeak traced memory reading the large body (fetch(): whole, in chunks)\n"
        text += table(
            ["transport", "whole", "chunks", "alone", "whole/alone", "chunks/alone"], memory_rows
        )
    if result.missing:
        text += "\nnot installed: " + ", ".join(result.missing)
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.fetch_transports")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--megabytes", type=int, default=100)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    if args.quick:
        args.rounds, args.megabytes = 2, 10
    print(report(run(args.rounds, args.megabytes)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
