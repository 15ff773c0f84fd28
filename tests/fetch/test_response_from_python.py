"""``Response.from_python`` and ``Response.from_aiohttp``: the response of each Python HTTP
client (requests, httpx, urllib3, urllib, aiohttp) from a loopback server, after a redirect,
as ``fetch()`` would give it: status and reason, every field line (both Set-Cookie lines),
the body, the URL, ``redirected``, immutable headers."""

from __future__ import annotations

import asyncio
import threading
import urllib.request
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from webapi.fetch import Response
from webapi.js import await_sync

pytestmark = [pytest.mark.needs_sockets, pytest.mark.needs_threads]


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        if self.path == "/old":
            self.send_response(302)
            self.send_header("Location", "/new")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body = b'{"x": [1, "\\u00e9"]}'
        self.send_response(200, "Fine")
        self.send_header("Content-Type", "application/json")
        self.send_header("Set-Cookie", "a=1")
        self.send_header("Set-Cookie", "b=2")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments: Any) -> None:
        pass


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join()


def _check(response: Response, base: str, redirected: bool = True) -> None:
    assert (response.status, response.statusText, response.ok) == (200, "Fine", True)
    assert (response.type, response.url, response.redirected) == (
        "basic",
        base + "/new",
        redirected,
    )
    assert response.headers.getSetCookie() == ["a=1", "b=2"]
    assert response.headers.get("content-type") == "application/json"
    assert await_sync(response.json()) == {"x": [1, "é"]}
    with pytest.raises(TypeError, match="immutable"):
        response.headers.append("x", "y")


def test_requests(base: str) -> None:
    requests = pytest.importorskip("requests")
    _check(Response.from_python(requests.get(base + "/old", timeout=10)), base)


def test_httpx(base: str) -> None:
    httpx = pytest.importorskip("httpx")
    _check(Response.from_python(httpx.get(base + "/old", follow_redirects=True)), base)


def test_urllib3(base: str) -> None:
    urllib3 = pytest.importorskip("urllib3")
    _check(Response.from_python(urllib3.PoolManager().request("GET", base + "/old")), base)


def test_urllib(base: str) -> None:
    with urllib.request.urlopen(base + "/old", timeout=10) as response:
        # http.client keeps no redirect history: redirected is false
        _check(Response.from_python(response), base, redirected=False)


def test_aiohttp(base: str) -> None:
    aiohttp = pytest.importorskip("aiohttp")

    async def main() -> Response:
        async with aiohttp.ClientSession() as session, session.get(base + "/old") as response:
            return await Response.from_aiohttp(response)

    _check(asyncio.run(main()), base)


def test_other_objects_are_refused() -> None:
    with pytest.raises(TypeError, match="parameter 'response'"):
        Response.from_python(object())
