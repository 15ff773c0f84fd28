"""``HTTPClientTransport``: connections kept alive per origin, and proxies from the
environment as urllib reads them (``http_proxy``, ``https_proxy`` through a ``CONNECT``
tunnel, ``no_proxy``), against loopback servers (one with TLS, by a certificate the openssl
command makes) that count their connections and log each request's target as received."""

from __future__ import annotations

import asyncio
import http.server
import re
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from tests._loopback import serving
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
    with serving(type("H", (_Handler,), {"log": log})) as httpd:
        yield httpd.server_address[1], log


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
    with serving(Recording) as httpd:
        proxy = f"http://us%40r:p%3Ass@127.0.0.1:{httpd.server_address[1]}"
        transport = HTTPClientTransport(timeout=10, proxies={"http": proxy})
        assert _get_all(transport, ["http://example.test/p"]) == ["ok"]
    assert seen == ["Basic dXNAcjpwOnNz"]  # base64 of "us@r:p:ss"
    assert log[-1][1] == "http://example.test/p"


class _Tunnel(http.server.BaseHTTPRequestHandler):
    """A ``CONNECT`` proxy: logs the target, then relays bytes both ways."""

    protocol_version = "HTTP/1.1"
    log: list[str]

    def do_CONNECT(self) -> None:
        import socket

        self.log.append(self.path)
        host, _, port = self.path.rpartition(":")
        upstream = socket.create_connection((host, int(port)))
        self.send_response(200, "Connection established")
        self.end_headers()
        self.close_connection = True

        def pump(source: Any, sink: Any) -> None:
            try:
                while data := source.recv(65536):
                    sink.sendall(data)
            except OSError:
                pass
            finally:
                sink.close()

        thread = threading.Thread(target=pump, args=(upstream, self.connection), daemon=True)
        thread.start()
        pump(self.connection, upstream)
        thread.join(5)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.mark.needs_subprocess
def test_https_direct_and_through_a_connect_tunnel(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """TLS by ``ssl`` with the given context, the connection kept; ``https_proxy`` from the
    environment: a ``CONNECT`` tunnel to the origin, TLS inside it."""
    import shutil
    import ssl
    import subprocess

    if shutil.which("openssl") is None:
        pytest.skip("needs the openssl command to make a certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    command = "openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost"
    command += " -addext subjectAltName=DNS:localhost"
    subprocess.run(
        [*command.split(), "-keyout", str(key), "-out", str(cert)],
        check=True,
        capture_output=True,
    )
    log: list[tuple[int, str, str]] = []
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), type("H", (_Handler,), {"log": log}))
    server_context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_context.load_cert_chain(cert, key)
    httpd.socket = server_context.wrap_socket(httpd.socket, server_side=True)
    tunnels: list[str] = []
    proxy = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), type("T", (_Tunnel,), {"log": tunnels})
    )
    for server in (httpd, proxy):
        threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    client_context = ssl.create_default_context(cafile=str(cert))
    url = f"https://localhost:{httpd.server_address[1]}"
    try:
        direct = HTTPClientTransport(timeout=10, ssl_context=client_context, proxies={})
        assert _get_all(direct, [f"{url}/a", f"{url}/b"]) == ["ok", "ok"]
        assert log[0][0] == log[1][0]  # (one connection)
        for name in ("http_proxy", "https_proxy", "no_proxy", "NO_PROXY"):
            monkeypatch.delenv(name, raising=False)
        monkeypatch.setenv("https_proxy", f"http://127.0.0.1:{proxy.server_address[1]}")
        tunnelled = HTTPClientTransport(timeout=10, ssl_context=client_context)
        assert _get_all(tunnelled, [f"{url}/c"]) == ["ok"]
        tunnelled.close()
        direct.close()
    finally:
        for server in (httpd, proxy):
            server.shutdown()
            server.server_close()
    assert tunnels == [f"localhost:{httpd.server_address[1]}"]
    assert log[-1][1:] == ("/c", f"localhost:{httpd.server_address[1]}")


def _raw_request(send: Any) -> bytes:
    """The bytes one request reaches a raw socket server with (``send(port)`` sends it; the
    server answers ``204`` once the header block's blank line is in)."""
    import socket

    listener = socket.create_server(("127.0.0.1", 0))
    received = bytearray()

    def serve() -> None:
        connection, _ = listener.accept()
        with connection:
            while b"\r\n\r\n" not in received:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                received.extend(chunk)
            if b"content-length: 3\r\n" in received.lower():
                while not received.endswith(b"abc"):
                    received.extend(connection.recv(65536))
            connection.sendall(b"HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n")

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        send(listener.getsockname()[1])
    finally:
        thread.join(5)
        listener.close()
    return bytes(received)


_WIRE_CASES = [
    ("GET", "/p?q=1", [("accept", "*/*"), ("user-agent", "node")], None),
    ("POST", "/", [("X-A", "caf\xe9 \t"), ("content-length", "3"), ("x-b", "")], b"abc"),
    # (a value http.client's putheader takes though the header block's pattern does not:
    # a line folded with CRLF and a tab, sent as it is, one header at a time)
    ("GET", "/f", [("x-folded", "a\r\n\tb"), ("x-c", "d")], None),
]


@pytest.mark.parametrize(("method", "target", "headers", "body"), _WIRE_CASES)
def test_the_request_bytes_are_http_clients_own(
    method: str, target: str, headers: list[tuple[str, str]], body: bytes | None
) -> None:
    """The bytes on the wire are those of ``http.client`` given the request line, ``Host``
    and each header by ``putheader`` in order (a value's ``str`` as latin-1), then the body."""
    import http.client

    def by_putheader(port: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        connection.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
        connection.putheader("Host", f"127.0.0.1:{port}")
        for name, value in headers:
            connection.putheader(name, value)
        connection.endheaders(body)
        connection.getresponse().read()
        connection.close()

    def by_transport(port: int) -> None:
        transport = HTTPClientTransport(timeout=5, proxies={})
        response = transport.send(method, f"http://127.0.0.1:{port}{target}", headers, body)
        assert response.status == 204
        transport.close()

    expected, sent = _raw_request(by_putheader), _raw_request(by_transport)
    host = re.compile(rb"\r\nHost: 127\.0\.0\.1:[0-9]+\r\n")  # (each server its port)
    assert host.sub(b"Host", sent) == host.sub(b"Host", expected)
    assert host.search(sent) and sent.startswith(f"{method} {target} HTTP/1.1\r\n".encode())


@pytest.mark.parametrize(
    "headers", [[("bad:name", "v")], [("x", "a\nb")], [("x", "\u0100")], [("x", b"v")]]
)
def test_headers_http_client_refuses_raise_as_before(headers: list[tuple[str, Any]]) -> None:
    """A header ``putheader`` refuses (a name with a colon, a bare LF in a value, a value
    beyond latin-1) raises its error; a ``bytes`` value goes as it is, as ``putheader``
    sends it."""
    transport = HTTPClientTransport(timeout=5, proxies={})

    def send(port: int) -> None:
        try:
            transport.send("GET", f"http://127.0.0.1:{port}/", headers, None)
        except ValueError:
            import socket

            socket.create_connection(("127.0.0.1", port)).close()  # (the server's accept)

    sent = _raw_request(send)
    transport.close()
    if isinstance(headers[0][1], bytes):
        assert b"\r\nx: v\r\n\r\n" in sent
    else:
        assert sent == b""
