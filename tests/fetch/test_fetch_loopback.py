"""``fetch()`` over the standard library's ``http.client`` transport against a loopback
``http.server``, and some of issue #54's redirect scenarios compared with what Node 26's
undici ``fetch()`` sends to the same server (what reached the server, hop by hop)."""

from __future__ import annotations

import asyncio
import http.server
import json
from collections.abc import Iterator
from typing import Any

import pytest

from tests._loopback import serving
from webapi.fetch import HTTPClientTransport, fetch

pytestmark = [pytest.mark.needs_threads, pytest.mark.needs_sockets, pytest.mark.needs_loop_run]

#: Headers that only say how the connection is run (undici's keep-alive) or when.
_CONNECTION = {"connection", "keep-alive"}


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    log: list[list[Any]]

    def _answer(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        body = self.rfile.read(length) if length else b""
        headers = [[k.lower(), v] for k, v in self.headers.items() if k.lower() not in _CONNECTION]
        self.log.append([self.command, self.path, headers, body.decode("latin-1")])
        parts = self.path.split("/")
        if parts[1] == "c" and int(parts[2]) > 0:  # /c/<n>: a chain of n redirects to /end
            self.send_response(302)
            self.send_header("Location", f"/c/{int(parts[2]) - 1}")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if parts[1] == "r":  # /r/<status>/<location, percent-encoded>
            from urllib.parse import unquote

            location = unquote("/".join(parts[3:]))
            if parts[2].endswith("l"):  # the Location's code points as bytes (latin-1)
                parts[2] = parts[2][:-1]
            else:  # its UTF-8 bytes
                location = location.encode().decode("latin-1")
            port = self.server.server_address[1]
            location = location.replace("{localhost}", f"http://localhost:{port}")
            self.send_response(int(parts[2]))
            self.send_header("Location", location)
            self.send_header("Set-Cookie", "hop=1")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        data = b"end " + self.path.encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = _answer

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, list[list[Any]]]]:
    log: list[list[Any]] = []
    with serving(type("Handler", (_Handler,), {"log": log})) as httpd:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", log


def _r(status: int | str, location: str) -> str:
    from urllib.parse import quote

    return f"/r/{status}/{quote(location, safe='')}"


#: (name, path, init): some of issue #54's 17 scenarios, on one origin.
SCENARIOS: list[tuple[str, str, dict[str, Any]]] = [
    ("POST 301", _r(301, "/end"), {"method": "POST", "body": "a=1"}),
    ("POST 302", _r(302, "/end"), {"method": "POST", "body": "a=1"}),
    ("POST 303", _r(303, "/end"), {"method": "POST", "body": "a=1"}),
    ("POST 307", _r(307, "/end"), {"method": "POST", "body": "a=1"}),
    ("POST 308", _r(308, "/end"), {"method": "POST", "body": "a=1"}),
    ("PUT 302", _r(302, "/end"), {"method": "PUT", "body": "a=1"}),
    ("PUT 303", _r(303, "/end"), {"method": "PUT", "body": "a=1"}),
    ("DELETE 301", _r(301, "/end"), {"method": "DELETE"}),
    ("HEAD 303", _r(303, "/end"), {"method": "HEAD"}),
    (
        "Content-Language after 303",
        _r(303, "/end"),
        {"method": "POST", "body": "x", "headers": {"Content-Language": "fr"}},
    ),
    ("Authorization same-origin", _r(302, "/end"), {"headers": {"Authorization": "Basic eA=="}}),
    ("Location with spaces and UTF-8", _r(302, "/end/a b/é?q=é x#f"), {}),
    ("Location not UTF-8", _r("302l", "/end/é"), {}),
    ("backslash Location", _r(302, "\\end\\b"), {}),
    (
        "Authorization cross-origin",
        _r(302, "{localhost}/end"),
        {"headers": {"Authorization": "Basic eA=="}},
    ),
    ("chain of 20", "/c/20", {}),
    ("chain of 21", "/c/21", {}),
    ("chain of 3", _r(302, _r(307, _r(301, "/end"))), {"method": "POST", "body": "z"}),
]


async def _webapi(base: str, path: str, init: dict[str, Any]) -> list[Any]:
    try:
        response = await fetch(base + path, transport=HTTPClientTransport(timeout=10), **init)
    except TypeError as error:
        return [f"TypeError: {error}"]
    return [
        response.status,
        response.type,
        response.url.replace(base, ""),
        response.redirected,
        await response.text(),
    ]


def test_loopback_get_and_post(server: tuple[str, list[list[Any]]]) -> None:
    base, log = server
    start = len(log)
    result = asyncio.run(_webapi(base, _r(302, "/end"), {"method": "POST", "body": "a=1"}))
    assert result == [200, "basic", "/end", True, "end /end"]
    first, second = log[start:]
    assert first[0:2] == ["POST", _r(302, "/end")] and first[3] == "a=1"
    assert dict(first[2])["content-type"] == "text/plain;charset=UTF-8"
    assert second[0:2] == ["GET", "/end"] and second[3] == ""
    assert "content-type" not in dict(second[2])


def test_loopback_refused_port_is_a_network_error() -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # (closed when the block ends: nothing listens)
    with pytest.raises(TypeError, match="fetch failed") as caught:
        asyncio.run(fetch(f"http://127.0.0.1:{port}/", transport=HTTPClientTransport(timeout=5)))
    assert isinstance(caught.value.__cause__, OSError)


_NODE_RUN = """async (a) => {
  const out = [];
  for (const [path, init] of a.scenarios) {
    try {
      const r = await fetch(a.base + path, init);
      out.push([r.status, r.type, r.url.replace(a.base, ''), r.redirected, await r.text()]);
    } catch (e) { out.push([String(e)]); }
  }
  return out;
}"""


@pytest.mark.needs_subprocess
def test_redirect_scenarios_as_undici(server: tuple[str, list[list[Any]]]) -> None:
    """Each scenario's final Response and every hop the server saw (method, target, headers
    in order, body) are undici's (Node 26)."""
    from oracles import node26_evaluate

    base, log = server
    scenarios = [[path, init] for _, path, init in SCENARIOS]
    start = len(log)
    node_results = node26_evaluate(_NODE_RUN, {"base": base, "scenarios": scenarios})
    node_hops = log[start:]
    start = len(log)

    async def ours() -> list[Any]:
        return [await _webapi(base, path, init) for path, init in scenarios]

    our_results = asyncio.run(ours())
    our_hops = log[start:]
    assert json.loads(json.dumps(our_results)) == node_results
    assert our_hops == node_hops


@pytest.mark.needs_subprocess
def test_manual_redirect_differs_from_undici_as_documented(
    server: tuple[str, list[list[Any]]],
) -> None:
    """``redirect: "manual"``: the Standard's opaque-redirect response here; undici gives
    the 302 itself with its Location (docs/fetch.md). What was sent is the same."""
    from oracles import node26_evaluate

    base, log = server
    path = _r(302, "/end")
    start = len(log)
    node = node26_evaluate(
        "async (a) => { const r = await fetch(a.url, {redirect: 'manual'});"
        " return [r.type, r.status, r.headers.get('location'), r.url]; }",
        {"url": base + path},
    )
    node_hops = log[start:]
    assert node == ["basic", 302, "/end", base + path]

    async def ours() -> list[Any]:
        r = await fetch(base + path, redirect="manual", transport=HTTPClientTransport(10))
        return [r.type, r.status, r.headers.get("location"), r.url]

    start = len(log)
    assert asyncio.run(ours()) == ["opaqueredirect", 0, None, base + path]
    assert log[start:] == node_hops
