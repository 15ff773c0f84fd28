"""Every transport gives the same hops: issue #54's redirect scenarios of
``test_fetch_loopback`` (there proved equal to Node 26's undici over ``http.client``) sent
through the adapters of httpx (``Client``, ``AsyncClient``), aiohttp, urllib3 and requests
reach the loopback server as the same requests (method, target, headers in order, body), and
give the same final responses; the adapters send no header of their own but ``Host``, keep
the response's field lines (``Set-Cookie`` lines apart) and its compressed bytes, and store no
cookie in their client's jar."""

from __future__ import annotations

import asyncio
import gzip
import importlib
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests._loopback import serving
from tests.fetch.test_fetch_loopback import SCENARIOS, _Handler, _r
from webapi.fetch import HTTPClientTransport, TransportResponse, fetch

pytestmark = [pytest.mark.needs_threads, pytest.mark.needs_sockets, pytest.mark.needs_loop_run]


class _Extra(_Handler):
    """The loopback handler, and ``/h``: duplicated and many field lines, a gzip body. Nagle's
    algorithm off: the headers and the body are two writes, and on a kept-alive connection the
    second would wait for the client's delayed ACK (40 ms a request)."""

    disable_nagle_algorithm = True

    def _answer(self) -> None:
        if self.path.partition("?")[0] == "/raw":  # every field line as received
            self.log.append([self.command, self.path, list(self.headers.items()), ""])
            self.send_response(204)
            self.end_headers()
            return None
        if self.path != "/h":
            return super()._answer()
        self.log.append([self.command, self.path, [], ""])
        data = gzip.compress(b"hello " * 100)
        self.send_response(200, "Fine")
        self.send_header("Set-Cookie", "a=1")
        self.send_header("X-B", "1")
        self.send_header("Set-Cookie", "b=2; Path=/")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        return None

    do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = _answer


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, list[list[Any]]]]:
    log: list[list[Any]] = []
    with serving(type("Handler", (_Extra,), {"log": log})) as httpd:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", log


def _httpx() -> Any:
    import httpx

    return httpx.Client(timeout=10)


def _httpx_async() -> Any:
    import httpx

    return httpx.AsyncClient(timeout=10)


def _aiohttp() -> Any:
    import aiohttp

    return aiohttp.ClientSession(cookie_jar=aiohttp.DummyCookieJar())


def _urllib3() -> Any:
    import urllib3

    return urllib3.PoolManager(timeout=10)


def _requests() -> Any:
    import requests

    return requests.Session()


#: (name, library, the client as a user makes it: given to fetch() as it is)
CLIENTS: list[tuple[str, str, Callable[[], Any]]] = [
    ("httpx.Client", "httpx", _httpx),
    ("httpx.AsyncClient", "httpx", _httpx_async),
    ("aiohttp.ClientSession", "aiohttp", _aiohttp),
    ("urllib3.PoolManager", "urllib3", _urllib3),
    ("requests.Session", "requests", _requests),
]


async def _close(client: Any) -> None:
    close = getattr(client, "aclose", None) or getattr(client, "close", None)
    if close is None:
        close = client.clear
    result = close()
    if asyncio.iscoroutine(result):
        await result


async def _run(base: str, make: Callable[[], Any], work: list[tuple[str, dict[str, Any]]]) -> Any:
    client = make()
    out = []
    try:
        for path, init in work:
            try:
                response = await fetch(base + path, transport=client, **init)
            except TypeError as error:
                out.append([f"TypeError: {error}"])
                continue
            out.append(
                [
                    response.status,
                    response.type,
                    response.url.replace(base, ""),
                    response.redirected,
                    await response.text(),
                ]
            )
    finally:
        await _close(client)
    return out


_WORK = [(path, init) for _, path, init in SCENARIOS] + [
    # a header value of UTF-8 bytes (the bytes of "é" held as a byte string)
    ("/end", {"headers": {"X-U": "\xc3\xa9", "X-D": "1", "x-d": "2"}}),
]


def _library(name: str) -> None:
    pytest.importorskip(name)


@pytest.mark.parametrize(
    ("name", "library", "make"),
    # (each client through every scenario on a loopback server: httpx.Client's in the default
    # run, the others' in the slow tier)
    [
        pytest.param(
            *client, id=client[0], marks=[pytest.mark.slow] * (client[0] != "httpx.Client")
        )
        for client in CLIENTS
    ],
)
def test_redirect_scenarios_same_hops_as_http_client(
    server: tuple[str, list[list[Any]]], name: str, library: str, make: Callable[[], Any]
) -> None:
    """All 18 scenarios (with the chains of 20 and 21: 81 hops), and a request with a header
    of UTF-8 bytes and one given twice."""
    _check(server, _WORK, library, make)


def _check(
    server: tuple[str, list[list[Any]]],
    work: list[tuple[str, dict[str, Any]]],
    library: str,
    make: Callable[[], Any],
) -> None:
    _library(library)
    base, log = server
    start = len(log)
    expected = asyncio.run(_run(base, lambda: HTTPClientTransport(timeout=10), work))
    expected_hops = log[start:]
    start = len(log)
    results = asyncio.run(_run(base, make, work))
    hops = log[start:]
    assert results == expected
    assert len(hops) == len(expected_hops)
    for hop, want in zip(hops, expected_hops, strict=True):
        assert hop == _added_by(library, want)


def _added_by(library: str, hop: list[Any]) -> list[Any]:
    """The hop as the library sends it: what it adds that cannot be removed (docs/fetch.md):
    aiohttp's ``Content-Length: 0`` on a request without a body whose method is not GET, HEAD,
    OPTIONS or TRACE; urllib3's (and requests') one line for a name given twice, the values
    joined by ", " (they take a ``dict``)."""
    method, target, headers, body = hop
    if library in ("urllib3", "requests"):
        joined: dict[str, list[str]] = {}
        for name, value in headers:
            joined.setdefault(name, []).append(value)
        headers = [[name, ", ".join(values)] for name, values in joined.items()]
    names = {name for name, _ in headers}
    if (
        library == "aiohttp"
        and method not in ("GET", "HEAD", "OPTIONS", "TRACE")
        and ("content-length" not in names)
    ):
        headers = [*headers, ["content-length", "0"]]
    return [method, target, headers, body]


#: What each library adds to the header list it is given (docs/fetch.md, "Transports").
_ADDED = {
    "httpx": [],
    "aiohttp": [],
    "urllib3": [("Accept-Encoding", "identity/"), ("User-Agent", "python-urllib3/")],
    "requests": [("Accept-Encoding", "identity/"), ("User-Agent", "python-urllib3/")],
}


@pytest.mark.parametrize(("name", "library", "make"), CLIENTS, ids=[c[0] for c in CLIENTS])
def test_nothing_but_host_is_added(
    server: tuple[str, list[list[Any]]], name: str, library: str, make: Callable[[], Any]
) -> None:
    """The client's default headers (requests' ``User-Agent``, ``Accept: */*``,
    ``Accept-Encoding``, ``Connection: keep-alive``; httpx's and aiohttp's likewise) are not
    sent: ``Host`` first, the header list, and only what the table says."""
    _library(library)
    base, log = server
    from webapi.fetch._transport import as_transport

    async def one() -> None:
        client = make()
        try:
            hop = as_transport(client).send("GET", base + "/raw", [("X-Only", "1")], None)
            if not isinstance(hop, TransportResponse):
                hop = await hop
            assert hop.status == 204
        finally:
            await _close(client)

    asyncio.run(one())
    method, _, headers, _ = log[-1]
    assert method == "GET"
    assert headers[0][0].lower() == "host"
    assert ("X-Only", "1") in headers
    added = [(n, v.partition("/")[0] + "/") for n, v in headers[1:] if n != "X-Only"]
    assert added == _ADDED[library]


@pytest.mark.parametrize(("name", "library", "make"), CLIENTS, ids=[c[0] for c in CLIENTS])
def test_field_lines_and_gzip_body_as_received(
    server: tuple[str, list[list[Any]]], name: str, library: str, make: Callable[[], Any]
) -> None:
    _library(library)
    base, _ = server
    from webapi.fetch._transport import as_transport

    async def one() -> tuple[TransportResponse, list[tuple[str, str]]]:
        client = make()
        try:
            transport = as_transport(client)
            hop = transport.send("GET", base + "/h", [("accept", "*/*")], None)
            if not isinstance(hop, TransportResponse):
                hop = await hop
            response = await fetch(base + "/h", transport=client)
            assert await response.text() == "hello " * 100  # (decoded once, by fetch())
            return hop, list(response.headers)
        finally:
            await _close(client)

    hop, headers = asyncio.run(one())
    assert (hop.status, hop.status_text) == (200, "Fine")
    names = [n.lower() for n, _ in hop.headers]
    assert names[:4] == ["server", "date", "set-cookie", "x-b"] and names[4] == "set-cookie"
    assert [v for n, v in hop.headers if n.lower() == "set-cookie"] == ["a=1", "b=2; Path=/"]
    assert gzip.decompress(hop.body) == b"hello " * 100  # (the bytes as sent)
    assert headers.count(("set-cookie", "a=1")) == 1
    assert ("set-cookie", "b=2; Path=/") in headers


@pytest.mark.parametrize(("name", "library", "make"), CLIENTS, ids=[c[0] for c in CLIENTS])
def test_the_clients_jar_is_left_alone(
    server: tuple[str, list[list[Any]]], name: str, library: str, make: Callable[[], Any]
) -> None:
    """The 302 sets ``hop=1``: the next hop carries no Cookie, the client's jar stays empty."""
    _library(library)
    base, log = server

    async def one() -> int:
        client = make()
        try:
            await fetch(base + _r(302, "/end"), transport=client)
            jar = getattr(client, "cookies", None) or getattr(client, "cookie_jar", None)
            return 0 if jar is None else len(list(jar))
        finally:
            await _close(client)

    start = len(log)
    assert asyncio.run(one()) == 0
    assert all("cookie" not in dict(hop[2]) for hop in log[start:])


@pytest.mark.parametrize(("name", "library", "make"), CLIENTS, ids=[c[0] for c in CLIENTS])
def test_header_lists_and_urls_sent_again_are_sent_as_given(
    server: tuple[str, list[list[Any]]], name: str, library: str, make: Callable[[], Any]
) -> None:
    """The adapters keep the client's objects of the header lists and URLs sent lately
    (httpx's ``URL`` and ``Headers``, aiohttp's ``CIMultiDictProxy`` and ``yarl.URL``...):
    each request, the same lists again among others, a name's case changed, a query added,
    reaches the server with exactly its own header lines and target, and
    the kept objects are not changed by the client between requests."""
    _library(library)
    base, log = server
    from webapi.fetch._transport import as_transport

    one_list = [("X-A", "1"), ("x-b", "2")]
    sends = [
        ("/raw", one_list),
        ("/raw?q=1", [("X-A", "1")]),
        ("/raw", one_list),
        ("/raw?q=2", [("x-a", "1"), ("x-b", "2")]),
        ("/raw", []),
        ("/raw?q=1", one_list),
    ]

    async def run_all() -> None:
        client = make()
        try:
            transport = as_transport(client)
            for path, headers in sends:
                hop = transport.send("GET", base + path, list(headers), None)
                if not isinstance(hop, TransportResponse):
                    hop = await hop
                assert hop.status == 204
        finally:
            await _close(client)

    start = len(log)
    asyncio.run(run_all())
    received = log[start:]
    assert [hop[1] for hop in received] == [path for path, _ in sends]
    for (_, headers), hop in zip(sends, received, strict=True):
        own = [(n, v) for n, v in hop[2] if n.lower() in ("x-a", "x-b")]
        assert [(n.lower(), v) for n, v in own] == [(n.lower(), v) for n, v in headers]
        added = [(n, v.partition("/")[0] + "/") for n, v in hop[2][1:] if (n, v) not in own]
        assert added == _ADDED[library]


@pytest.mark.needs_subprocess
def test_as_transport_recognizes_the_clients_without_importing_others() -> None:
    """``as_transport`` imports a library only for an object whose type is from it."""
    import subprocess

    code = (
        "import sys\n"
        "from webapi.fetch._transport import as_transport\n"
        "t = as_transport(lambda r: (200, {}, b''))\n"
        "import urllib3\n"
        "t = as_transport(urllib3.PoolManager())\n"
        "print(type(t).__name__, sorted(m for m in ('httpx', 'aiohttp', 'requests')"
        " if m in sys.modules))\n"
    )
    if "urllib3" not in sys.modules:
        importlib.import_module("urllib3")
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["Urllib3Transport", "[]"]


def test_subclasses_are_recognized() -> None:
    requests = pytest.importorskip("requests")
    from webapi.fetch import RequestsTransport
    from webapi.fetch._transport import as_transport

    class MySession(requests.Session):
        pass

    assert isinstance(as_transport(MySession()), RequestsTransport)
    with pytest.raises(TypeError, match="transport"):
        as_transport(object())
