"""Inside Pyodide: the fetch-network suite's stand-in for WPT's server (wptserve), a transport
of webapi's (``send(method, url, headers, body)``, one hop, no sockets) that the page's
``fetch()`` and ``XMLHttpRequest`` send through.

It answers every origin of WPT's server configuration as one server does (the page's
``http://web-platform.test:8000``, its ``www``, ``www1``, ``www2`` subdomains, the
``not-web-platform.test`` host, the second HTTP port 8001 and the HTTPS ports 8443, 8444):
a request to any other host is a network error. A path is answered by one of the WPT Python
handlers the suite's files call, each emulated below in our own words from what the handler
does (web-platform-tests, BSD-3-Clause: the handlers are in the data root, pinned in
``wpt/wpt-fetch-network-manifest.json`` as the sources emulated), else by the file of the data
root (mounted at ``/wpt``) with wptserve's ``Content-Type`` by extension and its
``<file>.headers``, an ``.asis`` file as the raw response it holds, and wptserve's ``pipe``
query (``header(name,value[,append])``, ``status(code)``; the ``trickle`` pipe sends the body
whole). A path that is neither is a 404; a ``.py`` handler that is not emulated a 500.

What a real server does and this one does not: no delays but those a handler's parameters
ask for (``asyncio.sleep`` on Pyodide's event loop: ``trickle.py``, ``delay``), no body
streamed in parts but one (a transport's body is read whole: a response that never ends,
``infinite-slow-response.py``, read whole is a network error after its first part would have
been sent),
no HTTP/2, no TLS (an ``https:`` URL of the server is answered as its ``http:`` one). The one
body streamed is ``infinite-slow-response.py``'s when ``fetch()`` asks for a stream (its
dots as they come, until the page's ``abortKey`` or the body given up: the abort tests).
"""

from __future__ import annotations

import asyncio
import base64
import json
import re
from collections.abc import Awaitable, Callable
from email.utils import formatdate
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, unquote_to_bytes, urlencode, urlsplit

from webapi.fetch import StreamedBody, TransportResponse

try:  # (inside Pyodide: the runner's modules are top-level ones)
    import wpt_dom_resources as _frames_resources  # type: ignore[import-not-found]
except ImportError:
    from wpt import wpt_dom_resources as _frames_resources

#: Where wpt-dom.mjs mounts the data root.
ROOT = Path("/wpt")
#: The host names of WPT's server configuration (``{{host}}``, ``{{domains[...]}}``,
#: ``{{hosts[alt][]}}``).
HOST = "web-platform.test"
HOSTS = frozenset(
    {
        HOST,
        f"www.{HOST}",
        f"www1.{HOST}",
        f"www2.{HOST}",
        f"xn--n8j6ds53lwwkrqhv28a.{HOST}",
        f"xn--lve-6lad.{HOST}",
        "not-web-platform.test",
        "www.not-web-platform.test",
        "www1.not-web-platform.test",
        "www2.not-web-platform.test",
    }
)
#: Its ports: ``{{ports[http][0]}}``, ``[1]``, ``{{ports[https][0]}}``, ``[1]``.
PORTS = {"http": ("8000", "8001"), "https": ("8443", "8444")}

#: wptserve's Content-Type of a static file, by extension: the frames' stand-in's table
#: (``wpt_dom_resources``, one module beside this one inside Pyodide, of the ``wpt`` package
#: outside it) and the audio files xhr/ loads.
CONTENT_TYPES = {**_frames_resources.CONTENT_TYPES, ".wav": "audio/x-wav"}

Headers = list[tuple[str, str]]
#: What a handler answers: status, reason phrase, headers, body.
Answer = tuple[int, str, Headers, bytes]


def substitute(text: str) -> str:
    """wptserve's substitutions of a ``.sub.`` file (those ``common/get-host-info.sub.js``
    and the suite's files use): ``{{host}}``, ``{{ports[http][0]}}``, ``{{domains[www1]}}``,
    ``{{hosts[alt][]}}``, ``{{hosts[][www]}}``."""

    def value(match: re.Match[str]) -> str:
        expression = match.group(1).strip()
        if expression == "host":
            return HOST
        found = re.fullmatch(r"ports\[(\w+)\]\[(\d)\]", expression)
        if found:
            return PORTS.get(found.group(1), ("8000", "8001"))[int(found.group(2))]
        found = re.fullmatch(r"domains\[([\w-]*)\]", expression)
        if found:
            return f"{found.group(1)}.{HOST}" if found.group(1) else HOST
        found = re.fullmatch(r"hosts\[(alt)?\]\[([\w-]*)\]", expression)
        if found:
            base = "not-web-platform.test" if found.group(1) else HOST
            return f"{found.group(2)}.{base}" if found.group(2) else base
        return match.group(0)

    return re.sub(r"\{\{([^}]+)\}\}", value, text)


class Request:
    """What a handler reads of a request: ``method``, ``url``, ``path``, ``query`` (the
    pairs of the query, percent-decoded and isomorphic-decoded as wptserve's ``request.GET``),
    ``headers`` (name/value pairs as sent), ``body``."""

    __slots__ = ("body", "headers", "method", "origin", "path", "query", "url")

    def __init__(self, method: str, url: str, headers: Headers, body: bytes) -> None:
        parts = urlsplit(url)
        self.method = method
        self.url = url
        self.origin = f"{parts.scheme}://{parts.netloc.rpartition('@')[2]}"
        self.path = unquote_to_bytes(parts.path).decode("latin-1")
        self.query = parse_qsl(parts.query, keep_blank_values=True, encoding="latin-1")
        self.headers = headers
        self.body = body

    def get(self, name: str, default: str | None = None) -> str | None:
        """The first value of the query parameter ``name`` (wptserve's ``GET.first``)."""
        return next((value for key, value in self.query if key == name), default)

    def has(self, name: str) -> bool:
        return any(key == name for key, _ in self.query)

    def header(self, name: str, default: str | None = None) -> str | None:
        """The request header ``name``'s values, combined (wptserve's ``headers.get``)."""
        values = [value for key, value in self.headers if key.lower() == name.lower()]
        return ", ".join(values) if values else default

    def form(self, name: str) -> str | None:
        """A field of an ``application/x-www-form-urlencoded`` body (``request.POST``)."""
        pairs = parse_qsl(self.body.decode("latin-1"), keep_blank_values=True, encoding="latin-1")
        return next((value for key, value in pairs if key == name), None)


class Server:
    """The server's state across one page's requests: wptserve's stash, whose keys are
    scoped by a path (by default the handler's URL path: ``redirect.py``'s counts and
    ``preflight.py``'s records under one token are apart; ``stash-put.py`` and
    ``stash-take.py`` share their folder's)."""

    __slots__ = ("stash",)

    def __init__(self) -> None:
        self.stash: dict[tuple[str, str], Any] = {}

    def take(self, key: str | None, path: str) -> Any:
        return None if key is None else self.stash.pop((path, key), None)

    def put(self, key: str | None, value: Any, path: str) -> None:
        if key is not None:
            self.stash[(path, key)] = value


Handler = Callable[[Request, Server], "Answer | Awaitable[Answer]"]


def _folder(request: Request) -> str:
    """The folder of the request's path (``/fetch/api/resources/``: the stash path of
    ``stash-put.py``, ``stash-take.py`` and ``infinite-slow-response.py``)."""
    return request.path.rpartition("/")[0] + "/"


def _text(
    headers: Headers, body: bytes | str = b"", status: int = 200, reason: str = "OK"
) -> Answer:
    return status, reason, headers, body.encode("utf-8") if isinstance(body, str) else body


def _allow_origin_of(request: Request) -> Headers:
    """``Access-Control-Allow-Origin``: the request's ``Origin`` with credentials allowed, or
    ``*`` without one (what several handlers answer)."""
    origin = request.header("Origin")
    if origin is not None:
        return [
            ("Access-Control-Allow-Origin", origin),
            ("Access-Control-Allow-Credentials", "true"),
        ]
    return [("Access-Control-Allow-Origin", "*")]


# --- fetch/api/resources ----------------------------------------------------------------------


async def _redirect(request: Request, server: Server) -> Answer:
    """``redirect.py``: a redirect (``redirect_status``, of the query or a form body; 302 by
    default) to ``location``, to which the request's query is added (unless ``simple``) with
    ``count``, the number of requests seen under ``token`` (the stash); an ``OPTIONS`` request
    (a preflight) is a 200 unless ``redirect_preflight``; past ``max_count`` the count is the
    body (the redirects followed); ``redirect_referrerpolicy`` and ``delay`` (ms)."""
    token = request.get("token")
    record = server.take(token, request.path) or {"count": 0, "preflight": "0"}
    headers: Headers = [
        ("Content-Type", "text/plain"),
        ("Cache-Control", "no-cache"),
        ("Pragma", "no-cache"),
        *_allow_origin_of(request),
    ]
    if request.method == "OPTIONS":
        if request.has("allow_headers"):
            headers.append(("Access-Control-Allow-Headers", request.get("allow_headers") or ""))
        record["preflight"] = "1"
        if not request.has("redirect_preflight"):
            server.put(token, record, request.path)
            return _text(headers)
    status = 302
    if request.has("redirect_status"):
        status = int(request.get("redirect_status") or 302)
    elif (request.form("redirect_status") or "").isdigit():
        status = int(request.form("redirect_status") or 302)
    record["count"] += 1
    location = request.get("location")
    if location is not None:
        if not request.has("simple") and urlsplit(location).scheme in ("", "http", "https"):
            location += "&" if "?" in location else "?"
            location += urlencode(dict(request.query))
            location += f"&count={record['count']}"
        headers.append(("Location", location))
    if request.has("redirect_referrerpolicy"):
        headers.append(("Referrer-Policy", request.get("redirect_referrerpolicy") or ""))
    if request.has("delay"):
        await asyncio.sleep(float(request.get("delay") or 0) / 1000)
    if token is not None:
        server.put(token, record, request.path)
        if request.has("max_count") and record["count"] > int(request.get("max_count") or 0):
            return _text([], str(record["count"] - 1))
    return _text(headers, status=status, reason="Redirect")


def _inspect_headers(request: Request, server: Server) -> Answer:
    """``inspect-headers.py``: each request header named in ``headers`` (``|``-separated) as
    ``x-request-NAME``; with ``cors``, CORS headers allowing the request and exposing them."""
    names = (request.get("headers") or "").split("|") if request.has("headers") else []
    headers: Headers = []
    for name in names:
        value = request.header(name)
        if value is not None:
            headers.append((f"x-request-{name}", value))
    if request.has("cors"):
        origin = request.header("Origin")
        headers.append(("Access-Control-Allow-Origin", origin if origin is not None else "*"))
        headers.append(("Access-Control-Allow-Credentials", "true"))
        headers.append(("Access-Control-Allow-Methods", "GET, POST, HEAD"))
        headers.append(
            ("Access-Control-Expose-Headers", ", ".join(f"x-request-{name}" for name in names))
        )
        allowed = request.get("allow_headers")
        if allowed is None:
            allowed = ", ".join(dict.fromkeys(name.lower() for name, _ in request.headers))
        headers.append(("Access-Control-Allow-Headers", allowed))
    headers.append(("content-type", "text/plain"))
    return _text(headers)


def _preflight(request: Request, server: Server) -> Answer:
    """``preflight.py``: allows the origins of ``origin`` (``, ``-separated; ``*`` without
    it) and, with ``credentials``, credentials. An ``OPTIONS`` request must carry
    ``Access-Control-Request-Method`` and ``Accept: */*`` (else a 400); it answers
    ``max_age``, ``allow_headers``, ``allow_methods``, ``preflight_status`` and records under
    ``token`` that it came, its ``Referer``, ``User-Agent`` and (with
    ``control_request_headers``) its ``Access-Control-Request-Headers``. Another request gets
    what was recorded as exposed ``x-did-preflight``, ``x-control-request-headers``,
    ``x-preflight-referrer`` and its own ``x-referrer`` and ``x-origin``; ``clear-stash``
    answers whether a record was there."""
    headers: Headers = [("Content-Type", "text/plain")]
    token = request.get("token")
    if request.has("origin"):
        for origin in (request.get("origin") or "").split(", "):
            headers.append(("Access-Control-Allow-Origin", origin))
    else:
        headers.append(("Access-Control-Allow-Origin", "*"))
    if request.has("clear-stash"):
        return _text(headers, "1" if server.take(token, request.path) is not None else "0")
    if request.has("credentials"):
        headers.append(("Access-Control-Allow-Credentials", "true"))
    record: dict[str, Any] = {"headers": "", "preflight": "0", "referrer": "", "agent": ""}
    if request.method == "OPTIONS":
        if request.header("Access-Control-Request-Method") is None:
            return _text([], "ERROR: no Access-Control-Request-Method", 400, "Bad Request")
        if request.header("Accept", "") != "*/*":
            return _text([], "ERROR: no Accept: */*", 400, "Bad Request")
        if request.has("control_request_headers"):
            record["headers"] = request.header("Access-Control-Request-Headers")
        for parameter, name in (
            ("max_age", "Access-Control-Max-Age"),
            ("allow_headers", "Access-Control-Allow-Headers"),
            ("allow_methods", "Access-Control-Allow-Methods"),
        ):
            if request.has(parameter):
                headers.append((name, request.get(parameter) or ""))
        record["preflight"] = "1"
        record["referrer"] = request.header("Referer", "")
        record["agent"] = request.header("User-Agent", "")
        server.put(token, record, request.path)
        return _text(headers, status=int(request.get("preflight_status") or 200))
    record = server.take(token, request.path) or record
    if (
        request.has("checkUserAgentHeaderInPreflight")
        and request.header("User-Agent") != record["agent"]
    ):
        return _text(headers, "ERROR: no User-Agent in the preflight", 400, "Bad Request")
    headers.append(
        (
            "Access-Control-Expose-Headers",
            "x-did-preflight, x-control-request-headers, x-referrer, x-preflight-referrer, "
            "x-origin",
        )
    )
    headers.append(("x-did-preflight", record["preflight"]))
    if record["headers"] is not None:
        headers.append(("x-control-request-headers", record["headers"]))
    headers.append(("x-preflight-referrer", record["referrer"]))
    headers.append(("x-referrer", request.header("Referer", "") or ""))
    headers.append(("x-origin", request.header("Origin", "") or ""))
    server.put(token, record, request.path)
    return _text(headers)


def _method(request: Request, server: Server) -> Answer:
    """``method.py``: the body back, with the method and the request's body headers as
    ``x-request-*`` (``NO`` where absent); CORS headers with ``cors``."""
    headers: Headers = []
    if request.has("cors"):
        headers += [
            ("Access-Control-Allow-Origin", "*"),
            ("Access-Control-Allow-Credentials", "true"),
            ("Access-Control-Allow-Methods", "GET, POST, PUT, FOO"),
            ("Access-Control-Allow-Headers", "x-test, x-foo"),
            ("Access-Control-Expose-Headers", "x-request-method"),
        ]
    headers.append(("x-request-method", request.method))
    for name in ("Type", "Length", "Encoding", "Language", "Location"):
        headers.append(
            (f"x-request-content-{name.lower()}", request.header(f"Content-{name}", "NO") or "")
        )
    return _text(headers, request.body)


def _status(request: Request, server: Server) -> Answer:
    """``status.py`` (fetch's and XHR's): status ``code`` with reason ``text`` (``OMG``), body
    ``content``, ``Content-Type`` ``type``, the method as ``X-Request-Method``."""
    headers: Headers = [
        ("Content-Type", request.get("type", "") or ""),
        ("X-Request-Method", request.method),
    ]
    return _text(
        headers,
        (request.get("content", "") or "").encode("latin-1"),
        int(request.get("code") or 200),
        request.get("text", "OMG") or "",
    )


def _echo_content(request: Request, server: Server) -> Answer:
    """``echo-content.py``: the body back as ``text/plain``, with the method and the body's
    ``Content-Length`` and ``Content-Type`` (``NO`` where absent)."""
    headers: Headers = [
        ("X-Request-Method", request.method),
        ("X-Request-Content-Length", request.header("Content-Length", "NO") or ""),
        ("X-Request-Content-Type", request.header("Content-Type", "NO") or ""),
        ("Content-Type", "text/plain"),
    ]
    return _text(headers, request.body)


def _credentials(request: Request) -> tuple[str, str] | None:
    value = request.header("Authorization") or ""
    scheme, _, encoded = value.partition(" ")
    if scheme.lower() != "basic":
        return None
    try:
        user, _, password = base64.b64decode(encoded.strip()).decode("latin-1").partition(":")
    except ValueError:
        return None
    return user, password


def _authentication(request: Request, server: Server) -> Answer:
    """``authentication.py``: ``Basic`` credentials ``user``/``password`` pass, anything else
    is a 401 asking for them in ``realm`` (``test``)."""
    if _credentials(request) == ("user", "password"):
        return _text([], "Authentication done")
    realm = request.get("realm", "test")
    return _text(
        [("WWW-Authenticate", f'Basic realm="{realm}"')],
        "Please login with credentials 'user' and 'password'",
        401,
        "Unauthorized",
    )


async def _trickle(request: Request, server: Server) -> Answer:
    """``trickle.py``: after ``ms`` (500) milliseconds, ``count`` (50) lines ``TEST_TRICKLE``
    as ``text/plain`` (unless ``notype``), each a further ``ms`` later (here: the delays
    awaited, then the body whole)."""
    delay = float(request.get("ms") or 500) / 1000
    count = int(request.get("count") or 50)
    await asyncio.sleep(delay * (count + 2))
    headers = [] if request.has("notype") else [("Content-Type", "text/plain")]
    return _text(headers, b"TEST_TRICKLE\n" * count)


def _cache(request: Request, server: Server) -> Answer:
    """``cache.py``: a 304 to ``If-None-Match: "123abc"``, else the content with that
    ``ETag``."""
    if request.header("If-None-Match") == '"123abc"':
        return _text([("X-HTTP-STATUS", "304")], b"", 304, "Not Modified")
    return _text(
        [("ETag", '"123abc"'), ("Content-Type", "text/plain")], "lorem ipsum dolor sit amet"
    )


def _redirect_empty_location(request: Request, server: Server) -> Answer:
    """``redirect-empty-location.py``: a 302 with an empty ``Location``."""
    return _text([("Location", "")], status=302, reason="Found")


def _stash_put(request: Request, server: Server) -> Answer:
    """``stash-put.py``: ``value`` kept under ``key`` (allowed to any origin; a preflight is
    allowed every method and header)."""
    if request.method == "OPTIONS":
        return _text(
            [
                ("Access-Control-Allow-Origin", "*"),
                ("Access-Control-Allow-Methods", "*"),
                ("Access-Control-Allow-Headers", "*"),
            ],
            "done",
        )
    headers: Headers = []
    if not request.has("disallow_cross_origin"):
        headers.append(("Access-Control-Allow-Origin", "*"))
    elif request.get("mode") != "no-cors" and request.get("frame_origin") != request.origin:
        return _text(headers, "not stashing for cors request")
    server.put(request.get("key"), request.get("value") or "", _folder(request))
    return _text(headers, "done")


def _stash_take(request: Request, server: Server) -> Answer:
    """``stash-take.py``: the value under ``key`` as JSON (``null`` when none), taken."""
    value = server.take(request.get("key"), _folder(request))
    return _text(
        [("Content-Type", "application/json"), ("Access-Control-Allow-Origin", "*")],
        json.dumps(value),
    )


def _clean_stash(request: Request, server: Server) -> Answer:
    """``clean-stash.py``: whether something was kept under ``token`` (``1``/``0``), taken."""
    return _text([], "1" if server.take(request.get("token"), request.path) is not None else "0")


def _dump_authorization_header(request: Request, server: Server) -> Answer:
    """``dump-authorization-header.py``: the request's ``Authorization`` (``none``), allowed
    to the request's origin with credentials; with ``strip_auth_header``, a preflight asking
    for ``Authorization`` is a 500."""
    headers: Headers = [("Content-Type", "text/html"), ("Cache-Control", "no-cache")]
    asked = (request.header("Access-Control-Request-Headers") or "").lower()
    if (
        request.has("strip_auth_header")
        and request.method == "OPTIONS"
        and "authorization" in asked
    ):
        return _text(headers, "fail", 500, "Internal Server Error")
    headers += _allow_origin_of(request)
    headers.append(("Access-Control-Allow-Headers", "Authorization"))
    return _text(headers, request.header("Authorization") or "none")


def _infinite_slow_response(request: Request, server: Server) -> Answer:
    """``infinite-slow-response.py``: a body that never ends (its ``stateKey`` set to
    ``open`` in the stash). Read whole (a send not asked to ``stream``: the jsdom run's
    loopback server), the connection fails once the state is recorded: a network error;
    streamed, :func:`_infinite_slow_stream`."""
    state = request.get("stateKey")
    if state:
        server.put(state, "open", _folder(request))
    raise OSError("infinite-slow-response.py: a body that never ends (read whole here)")


def _infinite_slow_stream(request: Request, server: Server) -> TransportResponse:
    """``infinite-slow-response.py`` asked to ``stream``: ``text/plain``, 2,048 ``.`` then a
    ``.`` every 10 ms, until ``abortKey`` is in the stash (the end of the body) or the client
    gives the body up; its ``stateKey`` is ``open`` in the stash meanwhile, then ``closed``."""
    folder = _folder(request)
    state = request.get("stateKey")
    abort = request.get("abortKey")
    if state:
        server.put(state, "open", folder)

    def closed() -> None:
        if state:
            server.put(state, "closed", folder)

    async def read(size: int) -> bytes:
        sent = b""
        while True:
            if abort and server.take(abort, folder) is not None:
                return sent
            await asyncio.sleep(0.01)
            sent += b"."
            if size >= 0:
                return sent

    headers = [("Content-Type", "text/plain"), ("Date", formatdate(usegmt=True))]
    stream = StreamedBody(read, closed, closed, prefix=b"." * 2048, blocking=False)
    return TransportResponse(200, "OK", headers, b"", stream=stream)


def _bad_chunk_encoding(request: Request, server: Server) -> Answer:
    """``bad-chunk-encoding.py``: a chunked body with a malformed chunk: a network error
    once the headers came (here, at once)."""
    raise OSError("bad-chunk-encoding.py: a malformed chunk")


# --- xhr/resources ------------------------------------------------------------------------------


def _query_text(request: Request) -> str:
    """The request URL's query as sent (``NO`` without one)."""
    query = urlsplit(request.url).query
    return query if query else "NO"


def _xhr_redirect(request: Request, server: Server) -> Answer | Awaitable[Answer]:
    """``xhr/resources/redirect.py``: a redirect of ``code`` (302, reason ``WEBSRT
    MARKETING``, body ``TEST``) to ``location`` (percent-decoded; a ``redirect.py`` location
    gets the code; without one, this path with ``?followed``), after ``delay`` ms; a request
    with ``followed`` gets ``MAGIC HAPPENED``."""
    code = int(request.get("code") or 302)
    location = request.get("location")
    if location is None:
        location = request.path + "?followed"
    else:
        location = location.encode("latin-1").decode("utf-8", "replace")
        if location.startswith("redirect.py"):
            location += f"&code={code}"
    if request.has("followed"):
        answer = _text([("Content", "Type: text/plain")], "MAGIC HAPPENED")  # ("Content:Type")
    else:
        answer = _text([("Location", location)], "TEST", code, "WEBSRT MARKETING")
    if not request.has("delay"):
        return answer

    async def later() -> Answer:
        await asyncio.sleep(float(request.get("delay") or 0) / 1000)
        return answer

    return later()


def _echo_headers(request: Request, server: Server) -> Answer:
    """``xhr/resources/echo-headers.py``: the request's header lines as the body
    (``text/plain``)."""
    lines = "".join(f"{name}: {value}\n" for name, value in request.headers)
    return _text([("Content-Type", "text/plain")], lines.encode("latin-1", "replace"))


def _echo_method(request: Request, server: Server) -> Answer:
    """``xhr/resources/echo-method.py``: the method as the body (also to a ``HEAD``: the
    client discards it)."""
    return _text([("Content-type", "text/plain")], request.method)


def _content(request: Request, server: Server) -> Answer:
    """``xhr/resources/content.py``: the query's ``content``, else the request's body, as
    ``text/plain`` (with ``response_charset_label`` as its charset), the method, the query
    and the body's length and type as ``X-Request-*`` (``NO`` where absent)."""
    label = request.get("response_charset_label")
    headers: Headers = [
        ("Content-type", "text/plain" + (f";charset={label}" if label is not None else "")),
        ("X-Request-Method", request.method),
        ("X-Request-Query", _query_text(request)),
        ("X-Request-Content-Length", request.header("Content-Length", "NO") or ""),
        ("X-Request-Content-Type", request.header("Content-Type", "NO") or ""),
    ]
    content = request.get("content")
    body = content.encode("latin-1") if content is not None else request.body
    return _text(headers, body)


def _echo_content_type(request: Request, server: Server) -> Answer:
    """``xhr/resources/echo-content-type.py``: the request's ``Content-Type`` as the body."""
    return _text([("Content-Type", "text/plain")], request.header("Content-Type", "") or "")


def _delay(request: Request, server: Server) -> Awaitable[Answer]:
    """``xhr/resources/delay.py``: ``TEST_DELAY`` after ``ms`` (500) milliseconds, allowed to
    any origin (and the method ``YO``)."""

    async def later() -> Answer:
        await asyncio.sleep(float(request.get("ms") or 500) / 1000)
        return _text(
            [
                ("Access-Control-Allow-Origin", "*"),
                ("Access-Control-Allow-Methods", "YO"),
                ("Content-type", "text/plain"),
            ],
            "TEST_DELAY",
        )

    return later()


def _corsenabled(request: Request, server: Server) -> Answer:
    """``xhr/resources/corsenabled.py``: ``Test``, allowed to any origin (with credentials,
    the methods ``GET, POST, PUT, FOO``, the headers ``x-test, x-foo``, and ``content-type``
    with ``safelist_content_type``), the request described in exposed ``X-Request-*``
    headers (its ``delay`` in seconds is not waited here)."""
    headers: Headers = [
        ("Access-Control-Allow-Origin", "*"),
        ("Access-Control-Allow-Credentials", "true"),
        ("Access-Control-Allow-Methods", "GET, POST, PUT, FOO"),
        ("Access-Control-Allow-Headers", "x-test, x-foo"),
        (
            "Access-Control-Expose-Headers",
            "x-request-method, x-request-content-type, x-request-query, "
            "x-request-content-length, x-request-data",
        ),
    ]
    if request.has("safelist_content_type"):
        headers.append(("Access-Control-Allow-Headers", "content-type"))
    headers += [
        ("X-Request-Method", request.method),
        ("X-Request-Query", _query_text(request)),
        ("X-Request-Content-Length", request.header("Content-Length", "NO") or ""),
        ("X-Request-Content-Type", request.header("Content-Type", "NO") or ""),
        ("X-Request-Data", request.body.decode("latin-1")),
    ]
    return _text(headers, "Test")


def _xhr_inspect_headers(request: Request, server: Server) -> Answer:
    """``xhr/resources/inspect-headers.py``: the request's header lines named
    ``filter_name`` (``Name: value``, one a line), or the names of those whose value is
    ``filter_value`` (each followed by ``,``); CORS headers with ``cors``."""
    headers: Headers = []
    if request.has("cors"):
        headers += [
            ("Access-Control-Allow-Origin", "*"),
            ("Access-Control-Allow-Credentials", "true"),
            ("Access-Control-Allow-Methods", "GET, POST, PUT, FOO"),
            ("Access-Control-Allow-Headers", "x-test, x-foo"),
            (
                "Access-Control-Expose-Headers",
                "x-request-method, x-request-content-type, x-request-query, "
                "x-request-content-length",
            ),
        ]
    headers.append(("content-type", "text/plain"))
    by_value = request.get("filter_value", "") or ""
    by_name = (request.get("filter_name", "") or "").lower()
    result = ""
    for name, value in request.headers:
        if by_value:
            if value == by_value:
                result += name + ","
        elif name.lower() == by_name:
            result += f"{name}: {value}\n"
    return _text(headers, result.encode("latin-1", "replace"))


def _allow_origin(request: Request, server: Server) -> Answer:
    """``access-control-basic-allow.py``: allowed to the request's origin with
    credentials."""
    return _text(
        [
            ("Content-Type", "text/plain"),
            ("Access-Control-Allow-Credentials", "true"),
            ("Access-Control-Allow-Origin", request.header("Origin", "") or ""),
        ],
        "PASS: Cross-domain access allowed.",
    )


def _allow_star(request: Request, server: Server) -> Answer:
    """``access-control-basic-allow-star.py``: allowed to any origin."""
    return _text(
        [("Content-Type", "text/plain"), ("Access-Control-Allow-Origin", "*")],
        "PASS: Cross-domain access allowed.",
    )


def _xhr_headers(request: Request, server: Server) -> Answer:
    """``xhr/resources/headers.py``: ``TEST`` with custom headers (an empty one, one given
    twice, one of UTF-8 bytes) and the forbidden ``Set-Cookie``, ``Set-Cookie2``."""
    return _text(
        [
            ("Content-Type", "text/plain"),
            ("X-Custom-Header", "test"),
            ("Set-Cookie", "test"),
            ("Set-Cookie2", "test"),
            ("X-Custom-Header-Empty", ""),
            ("X-Custom-Header-Comma", "1"),
            ("X-Custom-Header-Comma", "2"),
            ("X-Custom-Header-Bytes", "\u2026".encode().decode("latin-1")),
        ],
        "TEST",
    )


def _redirect_cors(request: Request, server: Server) -> Answer:
    """``xhr/resources/redirect-cors.py``: a ``GET`` is a 302 to ``location``; a preflight a
    200 allowing ``GET`` for a second (a 302 too with ``redirect_preflight``); the origin
    allowed with ``allow_origin``, ``allow_header`` allowed."""
    location = request.get("location", "") or ""
    headers: Headers = []
    status = 200
    if request.method == "OPTIONS":
        if request.has("redirect_preflight"):
            status = 302
            headers.append(("Location", location))
        headers += [("Access-Control-Allow-Methods", "GET"), ("Access-Control-Max-Age", "1")]
    elif request.method == "GET":
        status = 302
        headers.append(("Location", location))
    if request.has("allow_origin"):
        headers.append(("Access-Control-Allow-Origin", request.header("Origin", "") or ""))
    if request.has("allow_header"):
        headers.append(("Access-Control-Allow-Headers", request.get("allow_header") or ""))
    return _text(headers, status=status, reason="Found" if status == 302 else "OK")


def _reset_token(request: Request, server: Server) -> Answer:
    """``xhr/resources/reset-token.py``: the state under ``token`` emptied."""
    server.put(request.get("token"), "", request.path)
    return _text([("Access-Control-Allow-Origin", request.header("Origin", "") or "")], "PASS")


def _preflight_denied(request: Request, server: Server) -> Answer:
    """``access-control-preflight-denied.py``: a state machine under ``token`` checking that
    a denied preflight stops the request: ``command=reset`` (a ``GET``) empties it; a first
    ``OPTIONS`` is answered (without allowing the method) and marks it denied; then only a
    ``GET`` with ``command=complete`` succeeds; anything else is a 400 naming the state."""
    token = request.get("token")
    state = server.take(token, request.path) or "Uninitialized"
    command = request.get("command")
    headers: Headers = [
        ("Cache-Control", "no-store"),
        ("Access-Control-Allow-Origin", request.header("Origin", "") or ""),
        ("Access-Control-Max-Age", "1"),
    ]

    def fail(message: str) -> Answer:
        return _text(headers, f"FAIL: {message}", 400, "Bad Request")

    if command == "reset":
        if request.method == "GET":
            server.put(token, "", request.path)
            return _text(headers, "Server state reset")
        server.put(token, state, request.path)
        return fail("Invalid Method.")
    if state == "Uninitialized":
        if request.method == "OPTIONS":
            server.put(token, "Denied", request.path)
            return _text(headers, "This request should not be displayed.")
        return fail(state)
    if state == "Denied":
        if request.method == "GET" and command == "complete":
            server.put(token, "", request.path)
            return _text(headers, "Request successfully blocked.")
        server.put(token, "Deny Ignored", request.path)
        return fail("The request was not denied.")
    server.put(token, "", request.path)
    return fail(state if state == "Deny Ignored" else "Unknown Error.")


def _infinite_redirects(request: Request, server: Server) -> Answer:
    """``xhr/resources/infinite-redirects.py``: a 301 to itself for ever, its query
    alternating ``page`` and (with ``mix``) the redirect type."""
    parts = urlsplit(request.url)
    here = f"{parts.scheme}://{parts.netloc}{parts.path}"
    page = "default" if request.get("page") == "alternate" else "alternate"
    kind = 301 if request.get("type") == "301" else 302
    mix = 0
    if request.get("mix") == "1":
        mix = 1
        kind = 302 if kind == 301 else 301
    location = f"{here}?page={page}&type={kind}&mix={mix}"
    return _text(
        [("Cache-Control", "no-cache"), ("Pragma", "no-cache"), ("Location", location)],
        f"Hello guest. You have been redirected to {location}",
        301,
        "Moved Permanently",
    )


def _parse_headers(request: Request, server: Server) -> Answer:
    """``xhr/resources/parse-headers.py``: the query's ``my-custom-header`` as the response
    header ``My-Custom-Header`` (its bytes as given: a NUL byte too)."""
    headers: Headers = []
    if request.has("my-custom-header"):
        headers.append(("My-Custom-Header", request.get("my-custom-header") or ""))
    return _text(headers)


async def _xhr_trickle(request: Request, server: Server) -> Answer:
    """``xhr/resources/trickle.py``: as fetch's (``ms``, ``count``), with a
    ``Content-Length`` where ``specifylength`` asks (here: the delays awaited, then the
    body whole)."""
    delay = float(request.get("ms") or 500) / 1000
    count = int(request.get("count") or 50)
    await asyncio.sleep(delay * (count + 2))
    headers: Headers = [("Content-type", "text/plain")]
    if request.has("specifylength"):
        headers.append(("Content-Length", str(count * 13)))
    return _text(headers, b"TEST_TRICKLE\n" * count)


def _requri(request: Request, server: Server) -> Answer:
    """``xhr/resources/requri.py``: the request's URL (with ``full``) or its path and
    query."""
    if request.has("full"):
        return _text([], request.url)
    parts = urlsplit(request.url)
    return _text([], parts.path + (f"?{parts.query}" if parts.query else ""))


def _conditional(request: Request, server: Server) -> Answer:
    """``xhr/resources/conditional.py``: an ``ETag`` of ``tag`` or a ``Last-Modified`` of
    ``date``; a 304 (``SUPERCOOL``) when ``If-None-Match`` or ``If-Modified-Since`` matches,
    else ``MAYBE NOT``; a preflight allows ``If-None-Match``."""
    tag, date = request.get("tag"), request.get("date", "") or ""
    if request.method == "OPTIONS":
        return _text(
            [
                ("Access-Control-Allow-Origin", "*"),
                ("Access-Control-Allow-Headers", "IF-NONE-MATCH"),
            ]
        )
    headers: Headers = []
    if tag:
        headers.append(("ETag", f'"{tag}"'))
    elif date:
        headers.append(("Last-Modified", date))
    cors = request.get("cors")
    if cors:
        headers.append(("Access-Control-Allow-Origin", "*"))
    match, modified = request.header("If-None-Match"), request.header("If-Modified-Since")
    if (match is not None and match == tag) or (modified is not None and modified == date):
        return _text(headers, b"", 304, "SUPERCOOL")
    if not cors:
        headers.append(("Access-Control-Allow-Origin", "*"))
    headers.append(("Content-Type", "text/plain"))
    return _text(headers, "MAYBE NOT")


def _accept(request: Request, server: Server) -> Answer:
    """``xhr/resources/accept.py``: the request's ``Accept`` (``NO``)."""
    return _text([("Content-Type", "text/plain")], request.header("Accept", "NO") or "")


def _header_user_agent(request: Request, server: Server) -> Answer:
    """``xhr/resources/header-user-agent.py``: ``PASS`` where the request (and its preflight)
    carried a ``User-Agent``, else a 400."""
    headers: Headers = [
        ("Access-Control-Allow-Origin", "*"),
        ("Access-Control-Max-Age", "0"),
        ("Access-Control-Allow-Headers", "x-test"),
    ]
    agent = request.header("User-Agent")
    if request.method == "OPTIONS":
        if not agent:
            return _text(headers, "FAIL: no User-Agent in the preflight", 400, "Bad Request")
        return _text(headers)
    if agent:
        return _text(headers, "PASS")
    return _text(headers, "FAIL: no User-Agent in the request", 400, "Bad Request")


#: The emulated handlers, by path.
HANDLERS: dict[str, Handler] = {
    "fetch/api/resources/redirect.py": _redirect,
    "fetch/api/resources/inspect-headers.py": _inspect_headers,
    "fetch/api/resources/preflight.py": _preflight,
    "fetch/api/resources/method.py": _method,
    "fetch/api/resources/status.py": _status,
    "fetch/api/resources/echo-content.py": _echo_content,
    "fetch/api/resources/authentication.py": _authentication,
    "fetch/api/resources/trickle.py": _trickle,
    "fetch/api/resources/cache.py": _cache,
    "fetch/api/resources/redirect-empty-location.py": _redirect_empty_location,
    "fetch/api/resources/stash-put.py": _stash_put,
    "fetch/api/resources/stash-take.py": _stash_take,
    "fetch/api/resources/clean-stash.py": _clean_stash,
    "fetch/api/resources/dump-authorization-header.py": _dump_authorization_header,
    "fetch/api/resources/infinite-slow-response.py": _infinite_slow_response,
    "fetch/api/resources/bad-chunk-encoding.py": _bad_chunk_encoding,
    "xhr/resources/status.py": _status,
    "xhr/resources/redirect.py": _xhr_redirect,
    "xhr/resources/echo-headers.py": _echo_headers,
    "xhr/resources/echo-method.py": _echo_method,
    "xhr/resources/content.py": _content,
    "xhr/resources/echo-content-type.py": _echo_content_type,
    "xhr/resources/delay.py": _delay,
    "xhr/resources/corsenabled.py": _corsenabled,
    "xhr/resources/inspect-headers.py": _xhr_inspect_headers,
    "xhr/resources/access-control-basic-allow.py": _allow_origin,
    "xhr/resources/access-control-basic-allow-star.py": _allow_star,
    "xhr/resources/headers.py": _xhr_headers,
    "xhr/resources/redirect-cors.py": _redirect_cors,
    "xhr/resources/reset-token.py": _reset_token,
    "xhr/resources/access-control-preflight-denied.py": _preflight_denied,
    "xhr/resources/infinite-redirects.py": _infinite_redirects,
    "xhr/resources/parse-headers.py": _parse_headers,
    "xhr/resources/trickle.py": _xhr_trickle,
    "xhr/resources/requri.py": _requri,
    "xhr/resources/conditional.py": _conditional,
    "xhr/resources/accept.py": _accept,
    "xhr/resources/header-user-agent.py": _header_user_agent,
}


def _common_redirect(request: Request, server: Server) -> Answer:
    """``common/redirect.py``: a redirect (``status``, 302) to ``location``."""
    status = request.get("status") or "302"
    return _text(
        [("Location", request.get("location", "") or "")],
        status=int(status) if status.isdigit() else 302,
        reason="Redirect",
    )


HANDLERS["common/redirect.py"] = _common_redirect


def _headers_file(path: Path) -> Headers:
    extra = path.with_name(path.name + ".headers")
    if not extra.is_file():
        return []
    pairs = []
    for line in extra.read_text(encoding="utf-8").splitlines():
        name, colon, value = line.partition(":")
        if colon and name.strip():
            pairs.append((name.strip(), value.strip()))
    return pairs


def _asis(data: bytes) -> Answer:
    """An ``.asis`` file: the raw response it holds (status line, header lines, body)."""
    head, _, body = data.replace(b"\r\n", b"\n").partition(b"\n\n")
    lines = head.decode("latin-1").split("\n")
    _, _, rest = lines[0].partition(" ")
    code, _, reason = rest.partition(" ")
    headers = []
    for line in lines[1:]:
        name, colon, value = line.partition(":")
        if colon:  # (the value as a client's HTTP parser reads it: spaces and tabs trimmed)
            headers.append((name.strip(), value.strip(" \t")))
    return int(code), reason, headers, body


def _pipes(answer: Answer, pipe: str) -> Answer:
    """wptserve's ``pipe`` query on a static file: ``header(name,value[,True])`` (``True``:
    appended, else set), ``status(code)``; others (``trickle``, ``sub``) leave it as is."""
    status, reason, headers, body = answer
    for step in re.findall(r"(\w+)\(((?:[^()\\]|\\.)*)\)", pipe):
        kind, arguments = step
        parts = [part.replace("\\,", ",") for part in re.split(r"(?<!\\),", arguments)]
        if kind == "header" and len(parts) >= 2:
            name, value = parts[0], parts[1]
            if not (len(parts) > 2 and parts[2] == "True"):
                headers = [(n, v) for n, v in headers if n.lower() != name.lower()]
            headers.append((name, value))
        elif kind == "status" and parts[0].isdigit():
            status, reason = int(parts[0]), ""
    return status, reason, headers, body


def script_test_page(script: Path) -> bytes:
    """The page wptserve makes of a ``.any.js`` or ``.window.js`` test at its ``.html``
    name: ``GLOBAL`` for the window scope, the harness, each ``// META: script=``, the
    test."""
    text = script.read_text(encoding="utf-8")
    metas = re.findall(r"^//\s*META:\s*script=(\S+)", text, re.MULTILINE)
    parts = [
        "<!doctype html><meta charset=utf-8>",
        "<script>self.GLOBAL = {isWindow: () => true, isWorker: () => false,"
        " isShadowRealm: () => false};</script>",
        '<script src="/resources/testharness.js"></script>',
        '<script src="/resources/testharnessreport.js"></script>',
        *(f'<script src="{meta}"></script>' for meta in metas),
        f'<div id=log></div><script src="{script.name}"></script>',
    ]
    return "\n".join(parts).encode("utf-8")


def static_file(request: Request, root: Path = ROOT) -> Answer | None:
    """A file of the data root ``root`` as wptserve serves it (the page of a script test at
    its ``.html`` name), or None."""
    relative = request.path.lstrip("/")
    for suffix in (".any.html", ".window.html"):
        script = root / (relative.removesuffix(".html") + ".js")
        if relative.endswith(suffix) and script.is_file():
            return 200, "OK", [("Content-Type", "text/html")], script_test_page(script)
    file = root / relative
    if ".." in Path(relative).parts or not file.is_file():
        return None
    data = file.read_bytes()
    if file.suffix == ".asis":
        return _asis(data)
    if ".sub." in file.name:
        data = substitute(data.decode("utf-8")).encode("utf-8")
    headers: Headers = [
        ("Content-Type", CONTENT_TYPES.get(file.suffix.lower(), "application/octet-stream"))
    ]
    extra = _headers_file(file)
    if any(name.lower() == "content-type" for name, _ in extra):
        headers = []
    answer: Answer = (200, "OK", headers + extra, data)
    pipe = request.get("pipe")
    return _pipes(answer, pipe) if pipe else answer


class StandInServer:
    """The transport (``webapi.fetch``'s interface: ``blocking``, ``send``) answering as WPT's
    server, one :class:`Server` state a page, its files those of ``root`` (the data root,
    mounted at ``/wpt`` in the runner); ``requests`` lists what reached it (method, URL), for
    the runner's diagnostics."""

    __slots__ = ("requests", "root", "server")

    blocking = False
    #: ``send`` takes ``stream=True`` (``fetch()`` passes it): ``infinite-slow-response.py``
    #: is then a body on the connection, read as it comes.
    streams = True

    def __init__(self, root: Path = ROOT) -> None:
        self.root = root
        self.server = Server()
        self.requests: list[tuple[str, str]] = []

    def send(
        self, method: str, url: str, headers: Headers, body: bytes | None, stream: bool = False
    ) -> TransportResponse | Awaitable[TransportResponse]:
        """One hop: a handler's answer, a file's, a 404; a network error (``OSError``) for a
        host that is not the server's."""
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
        port = str(parts.port or (443 if parts.scheme == "https" else 80))
        if host not in HOSTS or port not in PORTS.get(parts.scheme, ()):
            raise OSError(f"the stand-in server has no host {parts.netloc!r}")
        self.requests.append((method, url))
        request = Request(method, url, headers, body or b"")
        handler = HANDLERS.get(request.path.lstrip("/"))
        if stream and handler is _infinite_slow_response:
            return _infinite_slow_stream(request, self.server)
        if handler is not None:
            answer = handler(request, self.server)
            if isinstance(answer, tuple):
                return _response(answer)
            return _awaited(answer)
        if request.path.endswith(".py"):  # (a WPT handler this server does not emulate)
            return _response(
                (500, "Not Emulated", [("Content-Type", "text/plain")], b"handler not emulated")
            )
        found = static_file(request, self.root)
        if found is None:
            found = (404, "Not Found", [("Content-Type", "text/plain")], b"404 Not Found")
        elif request.path.endswith(".asis"):  # (the response as the file has it: no more)
            return TransportResponse(found[0], found[1], found[2], found[3])
        return _response(found)


async def _awaited(answer: Awaitable[Answer]) -> TransportResponse:
    return _response(await answer)


def _response(answer: Answer) -> TransportResponse:
    """The transport's response: what a client's HTTP parser makes of the answer on the wire
    (each field value without its leading and trailing spaces and tabs, the optional
    whitespace of HTTP's field syntax), with a ``Content-Length``."""
    status, reason, headers, body = answer
    headers = [(name, value.strip(" \t")) for name, value in headers]
    if not any(name.lower() == "content-length" for name, _ in headers):
        headers = [*headers, ("Content-Length", str(len(body)))]
    if not any(name.lower() == "date" for name, _ in headers):  # (as wptserve adds it)
        headers.append(("Date", formatdate(usegmt=True)))
    return TransportResponse(status, reason, headers, body)


def serve_http(root: Path, port: int = 0) -> Any:
    """The stand-in server on a loopback HTTP port (CPython: for jsdom's and Chromium's runs
    of the suite's files, ``generate/jsdom_wpt_fetch_network.py``), a started
    ``ThreadingHTTPServer`` (``shutdown()`` stops it): a request's URL is its
    ``X-WPT-URL`` header (the interceptor's), else ``http://`` its ``Host`` and target; a
    network error closes the connection without an answer. One :class:`StandInServer` state
    for all requests."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    standin = StandInServer(root)

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:
            return

        def _answer(self) -> None:
            url = self.headers.get("X-WPT-URL") or f"http://{self.headers.get('Host')}{self.path}"
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = [
                (name, value)
                for name, value in self.headers.items()
                if name.lower() not in ("x-wpt-url", "connection", "keep-alive")
            ]
            try:
                result = standin.send(self.command, url, headers, body if length else None)
                response = (
                    result
                    if isinstance(result, TransportResponse)
                    else asyncio.run(_settled(result))
                )
            except OSError:
                self.close_connection = True
                return
            self.send_response_only(response.status, response.status_text)
            for name, value in response.headers:
                self.send_header(name, value)
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(response.body)

        do_GET = do_POST = do_PUT = do_DELETE = do_OPTIONS = do_HEAD = do_PATCH = _answer

        def handle_one_request(self) -> None:
            # (any method, as wptserve answers FOO or a lowercase one)
            self.raw_requestline = self.rfile.readline(65537)
            if not self.raw_requestline:
                self.close_connection = True
                return
            if not self.parse_request():
                return
            self._answer()
            self.wfile.flush()

    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


async def _settled(result: Awaitable[TransportResponse]) -> TransportResponse:
    return await result
