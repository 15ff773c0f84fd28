"""``HTTPClientTransport``: connections kept alive per origin, and proxies from the
environment as urllib reads them (``http_proxy``, ``no_proxy``), against a loopback server that
counts its connections and logs each request's target as received."""

from __future__ import annotations

import asyncio
import http.server
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from webapi.fetch import HTTPClientTransport, fetch

pytestmark = [pytest.mark.needs_threads, pytest.mark.needs_sockets, pytest.mark.needs_loop_run]


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    log: list[tuple[int, str, str]]

    def do_GET(self) -> None:
        self.log.append((self.client_address[1], self.path, self.headers.get("Host", "")))
        data = b"ok"
        self.send_response(200)
        if self.path.endswith("/close"):
            self.send_header("Connection", "close")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        if self.path.endswith("/drop"):  # (closed without a word, as an idle timeout does)
            self.close_connection = True

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def server() -> Iterator[tuple[int, list[tuple[int, str, str]]]]:
    log: list[tuple[int, str, str]] = []
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), type("H", (_Handler,), {"log": log}))
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield httpd.server_address[1], log
    finally:
        httpd.shutdown()
        httpd.server_close()


def _get_all(transport: HTTPClientTransport, urls: list[str]) -> list[str]:
    async def run() -> list[str]:
        return [await (await fetch(url, transport=transport)).text() for url in urls]

    return asyncio.run(run())


def test_connections_are_reused_per_origin(server: tuple[int, list[Any]]) -> None:
    port, log = server
    transport = HTTPClientTransport(timeout=10, proxies={})
    base = f"http://127.0.0.1:{port}"
    assert _get_all(transport, [f"{base}/a", f"{base}/b", f"{base}/c"]) == ["ok"] * 3
    assert len({connection for connection, _, _ in log}) == 1
    # another origin (localhost) is another connection; "Connection: close" is honoured
    _get_all(transport, [f"http://localhost:{port}/d", f"{base}/close", f"{base}/e"])
    assert len({connection for connection, _, _ in log}) == 3
    transport.close()


def test_a_connection_the_server_closed_is_replaced(server: tuple[int, list[Any]]) -> None:
    port, log = server
    transport = HTTPClientTransport(timeout=10, proxies={})
    base = f"http://127.0.0.1:{port}"
    _get_all(transport, [f"{base}/drop"])
    assert _get_all(transport, [f"{base}/b"]) == ["ok"]
    assert [path for _, path, _ in log] == ["/drop", "/b"]
    assert log[0][0] != log[1][0]


def test_proxies_from_the_environment(
    server: tuple[int, list[Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``http_proxy`` as urllib reads it: the request goes to the proxy in absolute form, with
    the proxy URL's credentials as Proxy-Authorization; ``no_proxy`` hosts go direct."""
    port, log = server
    for name in ("http_proxy", "HTTP_PROXY", "https_proxy", "no_proxy", "NO_PROXY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("http_proxy", f"http://127.0.0.1:{port}")
    monkeypatch.setenv("no_proxy", "direct.test,localhost")
    transport = HTTPClientTransport(timeout=10)
    assert _get_all(transport, ["http://example.test/x?y#z"]) == ["ok"]
    assert log[-1][1:] == ("http://example.test/x?y", "example.test")
    _get_all(transport, [f"http://localhost:{port}/direct"])
    assert log[-1][1:] == ("/direct", f"localhost:{port}")
    transport.close()


def test_proxy_credentials_and_explicit_proxies(server: tuple[int, list[Any]]) -> None:
    _, log = server
    seen: list[str | None] = []

    class Recording(_Handler):
        def do_GET(self) -> None:
            seen.append(self.headers.get("Proxy-Authorization"))
            super().do_GET()

    Recording.log = log
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recording)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        proxy = f"http://us%40r:p%3Ass@127.0.0.1:{httpd.server_address[1]}"
        transport = HTTPClientTransport(timeout=10, proxies={"http": proxy})
        assert _get_all(transport, ["http://example.test/p"]) == ["ok"]
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert seen == ["Basic dXNAcjpwOnNz"]  # base64 of "us@r:p:ss"
    assert log[-1][1] == "http://example.test/p"
