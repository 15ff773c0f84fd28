"""``Request.client_arguments``: a Request sent by requests, httpx, aiohttp and urllib3 to a
loopback server that echoes what it received (method, path, the headers given, the body)."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from webapi.fetch import Request

pytestmark = [pytest.mark.needs_sockets, pytest.mark.needs_threads]


class _Echo(BaseHTTPRequestHandler):
    def do_PUT(self) -> None:
        if self.path == "/redirect":
            self.send_response(307)
            self.send_header("Location", "/elsewhere")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        echo = json.dumps(
            {
                "method": self.command,
                "path": self.path,
                "x": self.headers.get_all("X-A"),
                "type": self.headers.get("Content-Type"),
                "body": body.decode("latin-1"),
            }
        ).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(echo)))
        self.end_headers()
        self.wfile.write(echo)

    def log_message(self, *arguments: Any) -> None:
        pass


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Echo)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join()


def _request(base: str, path: str = "/p?q=1", **init: Any) -> Request:
    return Request(
        base + path,
        method="put",
        headers=[("X-A", "1"), ("x-a", "2"), ("Cookie", "dropped")],
        body="\u00e9",
        **init,
    )


EXPECTED = {
    "method": "PUT",
    "path": "/p?q=1",
    "x": ["1, 2"],
    "type": "text/plain;charset=UTF-8",
    "body": "\u00c3\u00a9",
}


def test_requests(base: str) -> None:
    requests = pytest.importorskip("requests")
    request = _request(base)
    response = requests.request(**request.client_arguments("requests"), timeout=10)
    assert response.json() == EXPECTED and request.bodyUsed
    manual = requests.request(
        **_request(base, "/redirect", redirect="manual").client_arguments("requests"), timeout=10
    )
    assert manual.status_code == 307


def test_httpx(base: str) -> None:
    httpx = pytest.importorskip("httpx")
    assert httpx.request(**_request(base).client_arguments("httpx")).json() == EXPECTED
    manual = httpx.request(
        **_request(base, "/redirect", redirect="manual").client_arguments("httpx")
    )
    assert manual.status_code == 307


def test_urllib3(base: str) -> None:
    urllib3 = pytest.importorskip("urllib3")
    response = urllib3.PoolManager().request(**_request(base).client_arguments("urllib3"))
    assert json.loads(response.data) == EXPECTED


def test_aiohttp(base: str) -> None:
    aiohttp = pytest.importorskip("aiohttp")

    async def main() -> Any:
        async with aiohttp.ClientSession() as session:
            arguments = _request(base).client_arguments("aiohttp")
            async with session.request(**arguments) as response:
                return await response.json(content_type=None)  # (the echo sends no type)

    assert asyncio.run(main()) == EXPECTED


def test_unknown_clients() -> None:
    with pytest.raises(TypeError, match="parameter 'client'"):
        Request("https://x/").client_arguments("curl")
