"""Transports: what sends one HTTP request of ``fetch()`` and brings back its response (one hop:
no redirects, no cookies, no decoding of content codings; :mod:`._fetch` does those).

A transport is an object with a ``send(method, url, headers, body)`` method (``url`` a
serialized absolute HTTP(S) URL, ``headers`` the request's header list in order as
``(name, value)`` byte strings held as ``str`` of code points U+0000 to U+00FF, ``body`` the
body's bytes or ``None``) that returns a :class:`TransportResponse`, or an awaitable of one, and
a ``blocking`` attribute: ``True`` when ``send`` blocks on I/O (``fetch()`` then runs it in a
thread with ``asyncio.to_thread`` where threads exist); and, optionally, ``browser_fetch``:
``True`` for a JavaScript ``fetch`` (Pyodide's ``js.fetch``), which adds its client's own
headers, so that the Node-like client hands it the request's header list alone; and,
optionally, ``streams``: ``True`` when ``send`` takes ``stream=True`` (``fetch()`` passes it),
with which a long body (:func:`streams`) is left on the connection, the response's ``stream``
(a :class:`StreamedBody` read on demand); and, optionally, ``upload_streams``: ``True`` when
``send`` takes an :class:`UploadStream` as ``body`` (a ``ReadableStream`` request body, sent
chunked as it is read: :mod:`._upload`; a transport without it gets the stream's bytes, read
to its end first); and, optionally, ``other_schemes``: ``True`` when a URL of a scheme fetch
does not resolve itself (``file:``, an application's own) goes to ``send`` rather than being a
network error (a window's transport, behind its fetch policy). Two are here:

* :class:`HTTPClientTransport`: the standard library's ``http.client`` (HTTP/1.1, TLS by
  ``ssl`` with its default context), connections kept alive per origin, proxies from the
  environment as urllib reads them, imported when a request is sent (``import webapi`` never
  imports it);
* :class:`CallableTransport`: a Python function from a webapi ``Request`` to a webapi
  ``Response`` (or a ``(status, headers, body)`` tuple, or an awaitable of either), the test
  double that msw or fetch-mock are to JavaScript tests.

Elsewhere: the adapters of httpx, aiohttp, urllib3 and requests clients
(:mod:`._transport_adapters`, which :func:`as_transport` picks for such a client), and
Pyodide's ``js.fetch`` (:mod:`._transport_pyodide`). ``fetch(url, transport=...)`` takes one
(a plain function is wrapped in a :class:`CallableTransport`); :func:`set_default_transport`
sets the one used otherwise (:class:`HTTPClientTransport`, under Pyodide ``JSFetchTransport``,
until then). Nothing leaves the machine unless a program calls
``fetch()`` with an HTTP(S) URL and a transport that sends it.
"""

from __future__ import annotations

import functools

from ._transport_response import (
    Interrupt,
    StreamedBody,
    TransportResponse,
    _fields,
    streams,
)
from ._upload import UploadStream

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    import re
    from collections.abc import Awaitable, Callable, Mapping
    from typing import Any

    from ._transport_response import Transport as Transport


__all__ = [
    "CallableTransport",
    "HTTPClientTransport",
    "Interrupt",
    "MockTransport",
    "StreamedBody",
    "TransportResponse",
    "UploadStream",
    "get_default_transport",
    "set_default_transport",
]


class HTTPClientTransport:
    """The standard library's ``http.client``: HTTP/1.1, TLS by ``ssl`` (``ssl_context``, or
    ``ssl.create_default_context()``). ``timeout``: the seconds each operation on the socket
    may wait (300 by default, undici's ``headersTimeout`` and ``bodyTimeout``: a server silent
    that long while the response's headers or its body are awaited is a network error;
    ``None``: no limit); ``connect_timeout``: the seconds the connect may take (the TCP
    connection, a proxy's tunnel, the TLS handshake: 10 by default, undici's; never more than
    ``timeout``). Connections are kept alive and reused, up to ``max_idle`` idle ones per
    origin (and proxy), unless the server closes them; a request on a reused connection that
    the server had closed meanwhile is sent again once on a new one.

    ``proxies``: a mapping from scheme (``"http"``, ``"https"``) to a proxy's URL, or ``None``
    (the default) for the environment's as urllib reads them, once, at the first request
    (``urllib.request.getproxies()``:
    the ``http_proxy``/``https_proxy`` variables, lowercase first, ``HTTP_PROXY`` ignored in a
    CGI script; the system's settings on macOS and Windows), with its ``no_proxy`` list
    (``urllib.request.proxy_bypass``: host names and domain suffixes, ``*`` for all); ``{}``
    for none. An ``http:`` URL through a proxy is sent to it in absolute form; an ``https:``
    one through a ``CONNECT`` tunnel; a proxy URL's user name and password become a
    ``Proxy-Authorization: Basic`` header. The header list is sent as it is, in its order,
    after a ``Host`` header (``http.client`` adds no other header).

    A response's header block is read as Chromium reads it (up to 256 KiB, any number of
    fields; interim 1xx responses passed over), a streamed body as it arrives
    (:mod:`._http_client`); a request in progress is cut short from another thread through
    its :class:`Interrupt` (``fetch()``'s, for an abort or a cancelled task: the socket shut
    down, the thread freed; a connection still being made is left to its connect timeout)."""

    __slots__ = (
        "_from_environment",
        "_idle",
        "_lock",
        "connect_timeout",
        "max_idle",
        "proxies",
        "ssl_context",
        "timeout",
    )

    #: ``send`` blocks: ``fetch()`` runs it in a thread where threads exist.
    blocking = True
    #: ``send`` takes ``interrupt=``, an :class:`Interrupt` that cuts the request short.
    interrupts = True

    def __init__(
        self,
        timeout: float | None = 300.0,
        ssl_context: Any = None,
        proxies: Mapping[str, str] | None = None,
        max_idle: int = 6,
        connect_timeout: float | None = 10.0,
    ) -> None:
        import threading

        self.timeout = timeout
        self.connect_timeout = connect_timeout
        self.ssl_context = ssl_context
        self.proxies = None if proxies is None else dict(proxies)
        self._from_environment = False
        self.max_idle = max_idle
        self._idle: dict[tuple[str, str, int, str], list[Any]] = {}
        self._lock = threading.Lock()

    def close(self) -> None:
        """Close the idle connections."""
        with self._lock:
            idle, self._idle = self._idle, {}
        for connections in idle.values():
            for connection in connections:
                connection.close()

    def _proxy_for(self, scheme: str, host: str) -> str | None:
        """The proxy URL for a request to ``host`` over ``scheme``, or ``None``."""
        proxies = self.proxies
        if proxies is None:  # (read once, as urllib's ProxyHandler reads them)
            import urllib.request

            proxies = self.proxies = urllib.request.getproxies()
            self._from_environment = True
        proxy = proxies.get(scheme)
        if proxy is None or not self._from_environment:
            return proxy
        import urllib.request

        if "no" in proxies:
            bypass = urllib.request.proxy_bypass_environment(host, proxies)  # type: ignore[attr-defined]
        else:
            bypass = urllib.request.proxy_bypass(host)
        return None if bypass else proxy

    def _connect(self, key: tuple[str, str, int, str], proxy: str | None) -> Any:
        from ._http_client import HTTPConnection, HTTPSConnection

        scheme, host, port, _ = key
        read, connect = self.timeout, self.connect_timeout
        if read is not None and (connect is None or read < connect):
            connect = read
        if proxy is not None:
            from webapi.url import URL

            parsed = URL(proxy if "://" in proxy else "http://" + proxy)
            proxy_host = parsed.hostname.strip("[]")
            proxy_port = int(parsed.port) if parsed.port else 80
            if scheme == "https":
                connection: Any = HTTPSConnection(
                    proxy_host, proxy_port, connect, read, self._context()
                )
                connection.set_tunnel(host, port, headers=_proxy_auth(parsed))
                return connection
            return HTTPConnection(proxy_host, proxy_port, connect, read)
        if scheme == "https":
            return HTTPSConnection(host, port, connect, read, self._context())
        return HTTPConnection(host, port, connect, read)

    def _context(self) -> Any:
        if self.ssl_context is None:
            import ssl

            self.ssl_context = ssl.create_default_context()
        return self.ssl_context

    #: ``send`` takes ``stream=True``: a long body is then left on the connection.
    streams = True
    #: ``send`` takes an :class:`UploadStream` body: sent chunked, a chunk as it is read.
    upload_streams = True

    def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | UploadStream | None,
        stream: bool = False,
        interrupt: Interrupt | None = None,
    ) -> TransportResponse:
        """Send the request on an idle connection to its origin (or a new one; a new one for
        an :class:`UploadStream` body, sent in chunks as they are read: it could not be sent
        again if the idle one turned out closed), read the response (with ``stream``, a body
        that :func:`streams` says is long is read on demand, as it arrives: a
        :class:`StreamedBody`), keep the connection for the next request (once the body is
        read) unless it is to be closed. ``interrupt``: cuts the request short from another
        thread (its socket shut down: ``send``, or a read of the body, fails)."""
        http_client = _HTTP_CLIENT[0] if _HTTP_CLIENT else _import_http_client()
        scheme, host_header, host, port, target = _split(url)
        proxy = self._proxy_for(scheme, host)
        key = (scheme, host, port, proxy or "")
        extra: list[tuple[str, str]] = []
        if proxy is not None and scheme == "http":
            from webapi.url import URL

            target = url.partition("#")[0]
            extra = list(_proxy_auth(URL(proxy if "://" in proxy else "http://" + proxy)).items())
        block = _header_block(host_header, extra, headers)
        upload = type(body) is UploadStream
        for attempt in (0, 1):
            connection = None
            if not upload:
                with self._lock:
                    idle = self._idle.get(key)
                    connection = idle.pop() if idle else None
            reused = connection is not None
            if connection is None:
                connection = self._connect(key, proxy)
            if interrupt is not None:
                connection.owner = interrupt
                interrupt.hold(functools.partial(connection.interrupt, interrupt))
            try:
                connection.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
                if block is None or type(getattr(connection, "_buffer", None)) is not list:
                    connection.putheader("Host", host_header)
                    for name, value in extra:
                        connection.putheader(name, value)
                    for name, value in headers:  # (a str value goes as latin-1: http.client's)
                        connection.putheader(name, value)
                else:  # (the same lines, checked at once: http.client joins its buffer's
                    # lines with CRLF)
                    connection._buffer.append(block)
                connection.endheaders(body, encode_chunked=upload)
                response = connection.getresponse()
                fields = _fields(response)
                if stream and response.length != 0 and streams(fields, response.length):
                    streamed = self._streamed(key, connection, response)
                    return TransportResponse(
                        response.status, response.reason, fields, b"", stream=streamed
                    )
                data = response.read()
            except (http_client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                connection.close()
                if reused and attempt == 0 and not (interrupt is not None and interrupt.done):
                    continue  # (the server closed the idle connection: once on a new one)
                raise
            except http_client.HTTPException as error:  # (a body cut short, a bad status line)
                connection.close()
                raise OSError(f"http.client: {error!r}") from error
            except BaseException:
                connection.close()
                raise
            finally:
                if interrupt is not None:
                    interrupt.hold(None)
            self._keep(key, connection, response)
            return TransportResponse(response.status, response.reason, fields, data)
        raise AssertionError("unreachable")  # pragma: no cover

    def _keep(self, key: tuple[str, str, int, str], connection: Any, response: Any) -> None:
        """The connection into the idle ones of its origin (its response read), unless it is
        to be closed or there are ``max_idle`` already."""
        connection.owner = None  # (no interrupt of the request done reaches it now)
        if not response.will_close:
            with self._lock:
                pool = self._idle.setdefault(key, [])
                if len(pool) < self.max_idle:
                    pool.append(connection)
                    return
        connection.close()

    def _streamed(
        self, key: tuple[str, str, int, str], connection: Any, response: Any
    ) -> StreamedBody:
        """The body of ``response`` read on demand, as it arrives
        (:meth:`._http_client.HTTPResponse.read_arrived`); the connection kept once it is
        read, closed if the body is given up before; the request's interrupt cuts a read
        short."""

        def read(size: int) -> bytes:
            data: bytes = response.read_arrived(size)
            return data

        def close() -> None:
            response.close()
            connection.close()

        owner = connection.owner
        if owner is None:  # (sent with no interrupt: one for the reads of its body)
            owner = connection.owner = Interrupt()
        interrupt = functools.partial(connection.interrupt, owner)
        return StreamedBody(
            read, lambda: self._keep(key, connection, response), close, interrupt=interrupt
        )


#: ``http.client``, imported with the first request (an import statement in ``send`` would
#: look it up again at each).
_HTTP_CLIENT: list[Any] = []


def _import_http_client() -> Any:
    import http.client

    _HTTP_CLIENT.append(http.client)
    return http.client


#: A block of header lines as ``http.client``'s ``putheader`` takes each: a token for a
#: name (a subset of the names it takes), a value with no CR or LF (a subset of the values it
#: takes: http.client lets a CR or LF through before a space or tab, as obsolete folding).
_CHECKED_BLOCK: list[re.Pattern[bytes]] = []


def _header_block(
    host: str, extra: list[tuple[str, str]], headers: list[tuple[str, str]]
) -> bytes | None:
    """The header lines ``Host``, ``extra`` and ``headers`` as ``http.client``'s ``putheader``
    puts them on the wire (``name: value``, a ``str`` as latin-1), joined by CRLF with no
    CRLF after the last, checked with one pattern instead of two per header; ``None`` where
    a line is not one that certainly passes its checks (a name not a token, a value with a
    CR or LF, a value that is not a ``str`` of latin-1): each then goes through
    ``putheader``, which raises what it raises. The blocks of the header lists sent lately
    without ``extra`` are kept (the same client's headers go with most requests)."""
    if extra:
        return _header_block_anew(host, extra, headers)
    try:
        key = (host, *headers)
        return _BLOCKS[key]
    except KeyError:
        pass
    except TypeError:  # (a value that is no str: not kept)
        return _header_block_anew(host, extra, headers)
    if len(_BLOCKS) >= 256:
        _BLOCKS.clear()
    block = _BLOCKS[key] = _header_block_anew(host, extra, headers)
    return block


#: The blocks of :func:`_header_block` by host and header list (without extra lines). Bounded.
_BLOCKS: dict[tuple[Any, ...], bytes | None] = {}


def _header_block_anew(
    host: str, extra: list[tuple[str, str]], headers: list[tuple[str, str]]
) -> bytes | None:
    parts = ["Host: ", host]
    try:
        for name, value in (*extra, *headers):
            parts += ("\r\n", name, ": ", value)
        text = "".join(parts)
        data = text.encode("latin-1")
    except (TypeError, ValueError):
        return None
    lines = len(extra) + len(headers)  # (CRLFs between lines only: none in a name or value)
    if data.count(b"\r") != lines or data.count(b"\n") != lines:
        return None
    if not _CHECKED_BLOCK:
        import re

        line = rb"[!#$%&'*+\-.^_`|~0-9A-Za-z]+: [^\r\n]*"
        _CHECKED_BLOCK.append(re.compile(line + rb"(?:\r\n" + line + rb")*"))
    return data if _CHECKED_BLOCK[0].fullmatch(data) else None


#: The parts of the URLs sent lately (:func:`_split`), by URL. Bounded.
_SPLIT: dict[str, tuple[str, str, str, int, str]] = {}


def _split(url: str) -> tuple[str, str, str, int, str]:
    """A serialized HTTP(S) URL's scheme, host (with its port, as in ``Host``), host name
    (an IPv6 address without its brackets), port (the scheme's default where it has none) and
    request target (path and query)."""
    parts = _SPLIT.get(url)
    if parts is None:
        if len(_SPLIT) >= 256:
            _SPLIT.clear()
        parts = _SPLIT[url] = _split_anew(url)
    return parts


def _split_anew(url: str) -> tuple[str, str, str, int, str]:
    scheme, _, rest = url.partition("://")
    end = len(rest)
    for delimiter in "/?#":
        index = rest.find(delimiter)
        if index != -1 and index < end:
            end = index
    authority = rest[:end]
    target = rest[end:].partition("#")[0]
    if not target.startswith("/"):  # (a serialized special URL always has a path)
        target = "/" + target
    authority = authority.rpartition("@")[2]
    host, port = authority, ""
    if authority.startswith("["):
        end = authority.index("]")
        host, port = authority[1:end], authority[end + 2 :]
    elif ":" in authority:
        host, _, port = authority.partition(":")
    default = 443 if scheme == "https" else 80
    return scheme, authority, host, int(port) if port else default, target


def _proxy_auth(proxy: Any) -> dict[str, str]:
    """A ``Proxy-Authorization`` header for a proxy URL's user name and password, if any."""
    if not proxy.username and not proxy.password:
        return {}
    import base64
    from urllib.parse import unquote

    credentials = f"{unquote(proxy.username)}:{unquote(proxy.password)}".encode()
    return {"Proxy-Authorization": "Basic " + base64.b64encode(credentials).decode("ascii")}


class CallableTransport:
    """A Python function as the transport: called with a webapi ``Request`` (its URL, method,
    header list and body as they would go on the wire: immutable headers), it returns a webapi
    ``Response`` (``Response.error()`` is a network error), or ``(status, headers, body)``
    (``headers`` a mapping or a list of pairs, ``body`` bytes or ``str``), or an awaitable of
    either. ``blocking`` (default ``False``): run it in a thread, as a blocking transport."""

    __slots__ = ("blocking", "function")

    #: ``send`` takes an :class:`UploadStream` body: the request's body is then a stream of
    #: its chunks (a ``blocking`` one's: the bytes, read in its thread).
    upload_streams = True

    def __init__(self, function: Callable[[Any], Any], blocking: bool = False) -> None:
        self.function = function
        self.blocking = blocking

    def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | UploadStream | None,
    ) -> TransportResponse | Awaitable[TransportResponse]:
        """Call the function with the request (an :class:`UploadStream` body as a byte
        stream read as the function reads it; the function run in a thread, as its bytes);
        convert what it returns."""
        from ._bindings import Request
        from ._body import Body
        from ._request_impl import RequestImpl

        impl = RequestImpl.__new__(RequestImpl)
        impl._new_request(url)
        impl.method = method
        for name, value in headers:
            impl._headers.list_append(name, value)
        impl._headers._guard = "immutable"
        if isinstance(body, UploadStream):
            impl._body = Body(b"".join(body) if self.blocking else body.readable_stream())
        else:
            impl._body = None if body is None else Body(body)
        impl._signal_sources = ()
        impl._signal = None
        result = self.function(Request._wrap(impl))
        if hasattr(result, "__await__"):
            return _converted(result)
        return _convert(result)


#: httpx's name for its test double (``httpx.MockTransport``): a :class:`CallableTransport`,
#: sync or async by what its function returns.
MockTransport = CallableTransport


async def _converted(result: Awaitable[Any]) -> TransportResponse:
    from ._bindings import Response

    result = await result
    if isinstance(result, Response) and result._impl._body is not None:
        body = result._impl._body
        if body.streaming():  # (a fetched Response handed on: its body read here)
            await body.clone().read_all_bytes_async()
    return _convert(result)


def _convert(result: Any) -> TransportResponse:
    """A transport response from what a :class:`CallableTransport`'s function returned."""
    from ._bindings import Response

    if isinstance(result, Response):
        impl = result._impl
        if impl.type == "error":
            raise OSError("the transport's function returned a network error")
        body = b"" if impl._body is None else impl._body.clone().read_all_bytes()
        return TransportResponse(impl.status, impl.status_text, impl.headers.header_list(), body)
    status, headers, body = result
    pairs = list(headers.items()) if hasattr(headers, "items") else [tuple(h) for h in headers]
    if isinstance(body, str):
        body = body.encode()
    return TransportResponse(int(status), "", [(str(n), str(v)) for n, v in pairs], bytes(body))


_default: list[Any] = [None]


def get_default_transport() -> Transport:
    """The transport ``fetch()`` uses when given none (an :class:`HTTPClientTransport`, under
    Pyodide a ``JSFetchTransport``, until :func:`set_default_transport` sets another)."""
    transport = _default[0]
    if transport is None:
        import sys

        if sys.platform == "emscripten":  # Pyodide: the browser's fetch
            from ._transport_pyodide import JSFetchTransport

            transport = _default[0] = JSFetchTransport()
        else:
            transport = _default[0] = HTTPClientTransport()
    return transport  # type: ignore[no-any-return]


def set_default_transport(transport: Transport | Callable[[Any], Any] | None) -> None:
    """Set the transport ``fetch()`` uses when given none: a transport, a function (wrapped in
    a :class:`CallableTransport`), or ``None`` for :class:`HTTPClientTransport` again."""
    _default[0] = as_transport(transport) if transport is not None else None


def as_transport(transport: Any) -> Transport:
    """``transport`` itself if it has a ``send`` method and a ``blocking`` attribute; the
    adapter of an httpx, aiohttp, urllib3 or requests client (:mod:`._transport_adapters`);
    else a :class:`CallableTransport` of it (a ``TypeError`` naming the argument if it is not
    callable)."""
    if hasattr(transport, "send") and hasattr(transport, "blocking"):
        return transport  # type: ignore[no-any-return]
    adapt = _ADAPT[0] if _ADAPT else _import_adapt()
    adapter = adapt(transport)
    if adapter is not None:
        return adapter
    if callable(transport):
        return CallableTransport(transport)
    raise TypeError(
        f"fetch(): 'transport' is not a transport or a function: {type(transport).__name__}"
    )


#: :func:`._transport_adapters.adapt`, imported with the first client adapted (an import
#: statement in :func:`as_transport` costs more than the adapter's own steps).
_ADAPT: list[Callable[[Any], Transport | None]] = []


def _import_adapt() -> Callable[[Any], Transport | None]:
    from ._transport_adapters import adapt

    _ADAPT.append(adapt)
    return adapt
