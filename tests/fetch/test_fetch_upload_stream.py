"""Stream request bodies (``fetch(url, method="POST", body=stream, duplex="half")``): the
Node-like client sends them with ``Transfer-Encoding: chunked``, a chunk on the wire as each is
read from the stream, as Node 26's undici does (the same hops, compared on a loopback server),
over every transport that takes them; a redirect other than 303 is a network error (the body's
source is null); an abort during the upload rejects with the abort reason; the document's
client refuses them as Chromium 156 does over HTTP/1.1 ("Failed to fetch", after the preflight
a stream body always has)."""

from __future__ import annotations

import asyncio
import http.server
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests._loopback import serving
from webapi.dom import AbortController, DOMException
from webapi.fetch import FetchClient, HTTPClientTransport, Request, Response, fetch
from webapi.fileapi import Blob
from webapi.streams import ReadableStream, TransformStream

pytestmark = [pytest.mark.needs_threads, pytest.mark.needs_sockets, pytest.mark.needs_loop_run]


class _Chunks(http.server.BaseHTTPRequestHandler):
    """Logs each request (method, target, headers in order, the body's chunks as framed, and
    whether the body was cut short); answers ``/r<status>`` with a redirect to ``/end``."""

    protocol_version = "HTTP/1.1"
    log: list[list[Any]]

    def _answer(self) -> None:
        headers = [[k.lower(), v] for k, v in self.headers.items() if k.lower() != "connection"]
        entry: list[Any] = [self.command, self.path, headers, [], False]
        self.log.append(entry)
        try:
            if "chunked" in (self.headers.get("transfer-encoding") or ""):
                while size := int(self.rfile.readline().strip() or b"x", 16):
                    entry[3].append(self.rfile.read(size).decode("latin-1"))
                    self.rfile.readline()
                self.rfile.readline()
            elif length := int(self.headers.get("content-length") or 0):
                entry[3].append(self.rfile.read(length).decode("latin-1"))
        except ValueError:  # (the connection closed within the body)
            entry[4] = True
            self.close_connection = True
            return
        if self.path.startswith("/r3"):
            self.send_response(int(self.path[2:5]))
            self.send_header("Location", "/end")
        elif self.command == "OPTIONS":  # (a preflight: allowed)
            self.send_response(204)
            for name in ("Origin", "Methods", "Headers"):
                self.send_header(f"Access-Control-Allow-{name}", "*")
        else:
            self.send_response(200)
            self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"ok")

    do_GET = do_POST = do_PUT = do_OPTIONS = _answer

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, list[list[Any]]]]:
    log: list[list[Any]] = []
    with serving(type("Handler", (_Chunks,), {"log": log})) as httpd:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", log


def _chunks(*parts: bytes) -> ReadableStream:
    async def produce() -> Any:
        for part in parts:
            await asyncio.sleep(0)
            yield part

    return ReadableStream.from_(produce())


def _body(kind: str) -> Any:
    """The body of a scenario, as the JavaScript of _NODE_RUN makes it."""
    if kind == "blob":
        return Blob(["blob-data"], {"type": "text/x"}).stream()
    if kind == "transform":
        transform = TransformStream(
            {"transform": lambda chunk, c: c.enqueue(chunk.upper().encode())}
        )
        writer = transform.writable.getWriter()
        writer.write("x")
        writer.write("yz")
        writer.close()
        return transform.readable
    if kind == "empty":
        return _chunks()
    if kind == "error":
        return ReadableStream(
            {
                "start": lambda c: c.enqueue(b"A"),
                "pull": lambda c: c.error(RuntimeError("boom")),
            }
        )
    return _chunks(b"ab", b"", b"cd")


#: (path, method, body kind, as a Request with a Content-Type)
_SCENARIOS = [
    ("/ok", "POST", "chunks", False),
    ("/put", "PUT", "chunks", False),
    ("/empty", "POST", "empty", False),
    ("/blob", "POST", "blob", False),
    ("/transform", "POST", "transform", False),
    ("/request", "POST", "chunks", True),
    ("/r303", "POST", "chunks", False),
    ("/r307", "POST", "chunks", False),
    ("/r308", "PUT", "chunks", False),
    ("/r302", "POST", "chunks", False),
    ("/error", "POST", "error", False),
]

_NODE_RUN = """async (a) => {
  const enc = (s) => new TextEncoder().encode(s);
  const body = (kind) => {
    if (kind === 'blob') return new Blob(['blob-data'], {type: 'text/x'}).stream();
    if (kind === 'transform') {
      const t = new TransformStream({transform(ch, c) { c.enqueue(enc(ch.toUpperCase())); }});
      const w = t.writable.getWriter(); w.write('x'); w.write('yz'); w.close();
      return t.readable;
    }
    if (kind === 'empty') return new ReadableStream({start(c) { c.close(); }});
    if (kind === 'error') return new ReadableStream({start(c) { c.enqueue(enc('A')); },
                                                     pull(c) { c.error(new Error('boom')); }});
    const parts = [enc('ab'), new Uint8Array(0), enc('cd')];
    return new ReadableStream({async pull(c) {
      await null; if (parts.length) c.enqueue(parts.shift()); else c.close(); }});
  };
  const out = [];
  for (const [path, method, kind, asRequest] of a.scenarios) {
    const init = {method, body: body(kind), duplex: 'half'};
    try {
      const r = await (asRequest
        ? fetch(new Request(a.base + path, {...init, headers: {'content-type': 'text/x'}}))
        : fetch(a.base + path, init));
      out.push([r.status, r.url.replace(a.base, ''), r.redirected, await r.text()]);
    } catch (e) { out.push([String(e)]); }
  }
  return out;
}"""


async def _webapi(base: str, transport: Any) -> list[list[Any]]:
    out: list[list[Any]] = []
    for path, method, kind, as_request in _SCENARIOS:
        init = {"method": method, "body": _body(kind), "duplex": "half"}
        try:
            if as_request:
                request = Request(base + path, headers={"content-type": "text/x"}, **init)
                response = await fetch(request, transport=transport)
            else:
                response = await fetch(base + path, transport=transport, **init)
        except TypeError as error:
            out.append([f"TypeError: {error}"])
            continue
        url = response.url.replace(base, "")
        out.append([response.status, url, response.redirected, await response.text()])
    await asyncio.sleep(0.2)  # (the server logs the cut body of the last before what follows)
    return out


def _hops(log: list[list[Any]], start: int) -> list[list[Any]]:
    time.sleep(0.05)  # (a cut body's handler may log after the client has failed)
    return [[m, p, [h for h in hs if h[0] != "host"], c, cut] for m, p, hs, c, cut in log[start:]]


@pytest.mark.needs_subprocess
def test_stream_bodies_reach_the_server_as_undicis(server: Any) -> None:
    """Every hop (method, target, headers in order, the body's chunks as framed, cut short or
    not) and every final result are Node 26's: ``transfer-encoding: chunked`` last, a chunk on
    the wire per chunk read (an empty one skipped), ``content-length: 0`` for a stream that
    ends at once, 303 followed with a GET, 301/302/307/308 a network error, a stream that
    errors a network error with the chunks before it sent."""
    from oracles import node26_evaluate

    base, log = server
    scenarios = [list(s) for s in _SCENARIOS]
    start = len(log)
    node = node26_evaluate(_NODE_RUN, {"base": base, "scenarios": scenarios})
    node_hops = _hops(log, start)
    start = len(log)
    ours = asyncio.run(_webapi(base, HTTPClientTransport(timeout=10)))
    assert ours == node
    assert _hops(log, start) == node_hops
    assert ours[0] == [200, "/ok", False, "ok"] and ours[7] == ["TypeError: fetch failed"]
    first = node_hops[0]
    assert first[2][-1] == ["transfer-encoding", "chunked"] and first[3] == ["ab", "cd"]


@pytest.mark.slow  # (the four libraries' imports: seconds)
def test_every_transport_sends_the_stream_as_http_client(server: Any) -> None:
    """The same scenarios through the adapters of httpx (``Client``, ``AsyncClient``),
    aiohttp, urllib3 and requests: the same hops and results as ``http.client``'s."""
    httpx = pytest.importorskip("httpx")
    aiohttp = pytest.importorskip("aiohttp")
    urllib3 = pytest.importorskip("urllib3")
    requests = pytest.importorskip("requests")
    base, log = server
    start = len(log)
    expected = asyncio.run(_webapi(base, HTTPClientTransport(timeout=10)))
    expected_hops = _hops(log, start)

    async def through_async() -> list[Any]:
        async with httpx.AsyncClient() as client:
            first = await _webapi(base, client)
        jar = aiohttp.DummyCookieJar()
        async with aiohttp.ClientSession(cookie_jar=jar) as session:
            return [first, await _webapi(base, session)]

    for transport in (httpx.Client(), urllib3.PoolManager(), requests.Session(), None):
        start = len(log)
        if transport is None:
            results = asyncio.run(through_async())
            hops = _hops(log, start)
            assert results == [expected, expected]
            assert hops == expected_hops * 2
        else:
            assert asyncio.run(_webapi(base, transport)) == expected, transport
            assert _hops(log, start) == expected_hops, transport


def test_the_stream_is_read_as_the_body_is_sent(server: Any) -> None:
    """Each chunk is read from the stream once the server has the one before: the body is
    never read whole before the request goes (it was gathered first)."""
    base, log = server
    count = 6

    async def main() -> list[Any]:
        start = len(log)
        sent = 0

        async def pull(controller: Any) -> None:
            nonlocal sent
            if sent:  # (the server has the chunk before: else this waits, at most 5 s)
                deadline = time.monotonic() + 5
                while sum(len(e[3]) for e in log[start:]) < sent:
                    if time.monotonic() > deadline:
                        raise AssertionError("the server does not have the chunk before")
                    await asyncio.sleep(0.005)
            if sent == count:
                controller.close()
                return
            sent += 1
            controller.enqueue(b"%d" % sent)

        stream = ReadableStream({"pull": pull}, {"highWaterMark": 0})
        response = await fetch(
            base + "/ok",
            method="POST",
            body=stream,
            duplex="half",
            transport=HTTPClientTransport(5),
        )
        return [response.status, log[start][3]]

    assert asyncio.run(main()) == [200, ["1", "2", "3", "4", "5", "6"]]


def test_an_abort_during_the_upload_rejects_with_the_reason(server: Any) -> None:
    base, log = server
    cancelled: list[Any] = []

    async def main() -> Any:
        controller = AbortController()
        sent = 0

        async def pull(c: Any) -> None:
            nonlocal sent
            sent += 1
            if sent == 3:
                controller.abort()
            await asyncio.sleep(0.01)
            if sent > 10:  # (a fetch that goes on reading)
                c.close()
                return
            c.enqueue(b"p%d" % sent)

        stream = ReadableStream(
            {"pull": pull, "cancel": lambda reason: cancelled.append(reason)},
            {"highWaterMark": 0},
        )
        try:
            await fetch(
                base + "/abort",
                method="POST",
                body=stream,
                duplex="half",
                signal=controller.signal,
                transport=HTTPClientTransport(5),
            )
        except DOMException as error:
            return error.name, sent
        return "sent", sent

    start = len(log)
    assert asyncio.run(main()) == ("AbortError", 3)
    assert [getattr(reason, "name", reason) for reason in cancelled] == ["AbortError"]
    hops = _hops(log, start)
    assert hops[0][1] == "/abort" and hops[0][4] is True  # (cut short)
    assert hops[0][3] == ["p1", "p2"]


def test_a_function_transport_gets_the_stream() -> None:
    seen: list[Any] = []

    async def server(request: Request) -> Response:
        seen.append((request.headers.get("transfer-encoding"), request.body is not None))
        return Response(await request.text())

    async def main() -> str:
        response = await fetch(
            "https://example.test/", method="POST", body=_chunks(b"a", b"bc"), duplex="half",
            transport=server,
        )  # fmt: skip
        return await response.text()

    assert asyncio.run(main()) == "abc"
    assert seen == [("chunked", True)]


def test_a_transport_that_takes_bytes_gets_the_stream_gathered() -> None:
    from webapi.fetch import TransportResponse

    class Bytes:
        blocking = False

        def send(self, method: str, url: str, headers: Any, body: Any) -> TransportResponse:
            sent.append((dict(headers).get("content-length"), body))
            return TransportResponse(200, "OK", [], b"")

    sent: list[Any] = []
    asyncio.run(fetch("https://a.test/", method="POST", body=_chunks(b"a", b"b"), duplex="half",
                      transport=Bytes()))  # fmt: skip
    assert sent == [("2", b"ab")]


def test_the_documents_client_refuses_a_stream_body_as_chromium() -> None:
    """Chromium 156 over HTTP/1.1: "Failed to fetch", nothing sent to its own origin, the
    preflight alone to another (a stream body is always preflighted), the stream locked."""
    seen: list[Any] = []

    def server(request: Request) -> Any:
        seen.append(
            (request.method, request.url, request.headers.get("access-control-request-method"))
        )
        cors = {
            "Access-Control-Allow-Origin": "https://app.test",
            "Access-Control-Allow-Methods": "*",
        }
        return (204, cors, b"")

    page = FetchClient("https://app.test/page", transport=server)

    async def main() -> list[Any]:
        out = []
        for url in ("/up", "https://api.test/up"):
            stream = _chunks(b"x")
            try:
                await page.fetch(url, method="POST", body=stream, duplex="half")
            except TypeError as error:
                out.append((str(error), stream.locked))
        return out

    assert asyncio.run(main()) == [("fetch failed", True)] * 2
    assert seen == [("OPTIONS", "https://api.test/up", "POST")]


def test_a_chunk_that_is_not_bytes_is_a_network_error(server: Any) -> None:
    """The Standard's TypeError for a chunk that is not a Uint8Array (undici sends a string's
    UTF-8 bytes: docs/fetch.md), the chunks before it sent."""
    base, log = server

    async def main() -> str:
        stream = ReadableStream.from_([b"ab", "text"])
        try:
            await fetch(
                base + "/text",
                method="POST",
                body=stream,
                duplex="half",
                transport=HTTPClientTransport(5),
            )
        except TypeError as error:
            return f"{error} ({error.__cause__})"
        return "sent"

    start = len(log)
    assert asyncio.run(main()).startswith(
        "fetch failed (a chunk of the request body's stream is not"
    )
    assert _hops(log, start)[0][3:] == [["ab"], True]


class _ForeignBuffer:
    """Stands for a proxy of a JavaScript ``Uint8Array`` (a page's chunk under Pyodide): no
    buffer protocol, its bytes through the registered foreign buffer hook."""

    def __init__(self, data: bytes) -> None:
        self.data = data


def test_a_javascript_buffer_chunk_is_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    """A chunk the page enqueued (a JavaScript ``Uint8Array``: the WPT runner's
    ``new Response(new ReadableStream(...))`` and ``fetch(url, {body: stream})``) is read as
    bytes, through the foreign buffer hook as every bytes argument is; it was a ``TypeError``
    (not bytes-like) in the body and in the upload."""
    from webapi._webidl import _foreign

    monkeypatch.setattr(_foreign, "_buffers", ())
    _foreign.register_foreign_buffer(
        lambda value: value.data if isinstance(value, _ForeignBuffer) else None
    )
    sent: list[bytes] = []

    async def server(request: Request) -> Response:
        sent.append(await request.arrayBuffer())
        return Response("ok")

    async def main() -> tuple[str, str]:
        chunks = [_ForeignBuffer(b"a"), _ForeignBuffer(b"bc")]
        text = await Response(ReadableStream.from_(chunks)).text()
        response = await fetch(
            "https://example.test/", method="POST", body=ReadableStream.from_(chunks),
            duplex="half", transport=server,
        )  # fmt: skip
        return text, await response.text()

    assert asyncio.run(main()) == ("abc", "ok")
    assert sent == [b"abc"]


_CHROMIUM_RUN = """async (other) => {
  const out = [];
  for (const url of ['/ok', other + '/ok']) {
    const body = new ReadableStream({start(c) { c.enqueue(new Uint8Array([97])); c.close(); }});
    try { const r = await fetch(url, {method: 'POST', body, duplex: 'half'}); out.push(r.status); }
    catch (e) { out.push([e.name, body.locked]); }
  }
  return out;
}"""


@pytest.mark.slow  # (a live oracle)
@pytest.mark.needs_subprocess
def test_the_documents_client_as_chromium_live() -> None:
    """A page of Chromium 156 at the loopback server's origin and a FetchClient there: the
    same failure (a TypeError, the stream locked) and the same hops (none to the page's
    origin, the preflight alone to another)."""
    from oracles.chromium import browser

    log: list[list[Any]] = []

    class Page(_Chunks):
        def _answer(self) -> None:
            if self.path != "/page":
                return super()._answer()
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", "5")
            self.end_headers()
            self.wfile.write(b"page!")
            return None

        do_GET = do_POST = do_OPTIONS = _answer

    handler = type("Handler", (Page,), {"log": log})
    with serving(handler) as first, serving(handler) as second:
        base = f"http://127.0.0.1:{first.server_address[1]}"
        other = f"http://127.0.0.1:{second.server_address[1]}"
        with browser() as launched:  # (Playwright's loop runs in the block: asyncio.run after)
            page = launched.new_page()
            page.goto(base + "/page")
            start = len(log)
            chromium = page.evaluate(_CHROMIUM_RUN, other)
            chromium_hops = [(m, p) for m, p, *_ in _hops(log, start) if p != "/favicon.ico"]
        client = FetchClient(base + "/page", transport=HTTPClientTransport(5))

        async def ours() -> list[Any]:
            out: list[Any] = []
            for url in ("/ok", other + "/ok"):
                stream = _chunks(b"a")
                try:
                    response = await client.fetch(url, method="POST", body=stream, duplex="half")
                    out.append(response.status)
                except TypeError:
                    out.append(["TypeError", stream.locked])
            return out

        start = len(log)
        assert asyncio.run(ours()) == chromium == [["TypeError", True]] * 2
        assert [(m, p) for m, p, *_ in _hops(log, start)] == chromium_hops == [("OPTIONS", "/ok")]
