"""Transports: what sends one HTTP request of ``fetch()`` and brings back its response (one hop:
no redirects, no cookies, no decoding of content codings; :mod:`._fetch` does those).

A transport is an object with a ``send(method, url, headers, body)`` method (``url`` a
serialized absolute HTTP(S) URL, ``headers`` the request's header list in order as
``(name, value)`` byte strings held as ``str`` of code points U+0000 to U+00FF, ``body`` the
body's bytes or ``None``) that returns a :class:`TransportResponse`, or an awaitable of one, and
a ``blocking`` attribute: ``True`` when ``send`` blocks on I/O (``fetch()`` then runs it in a
thread with ``asyncio.to_thread`` where threads exist). Two are here:

* :class:`HTTPClientTransport`: the standard library's ``http.client`` (HTTP/1.1, TLS by
  ``ssl`` with its default context), a new connection per request, imported when a request is
  sent (``import webapi`` never imports it);
* :class:`CallableTransport`: a Python function from a webapi ``Request`` to a webapi
  ``Response`` (or a ``(status, headers, body)`` tuple, or an awaitable of either), the test
  double that msw or fetch-mock are to JavaScript tests.

``fetch(url, transport=...)`` takes one (a plain function is wrapped in a
:class:`CallableTransport`); :func:`set_default_transport` sets the one used otherwise
(:class:`HTTPClientTransport` until then). Nothing leaves the machine unless a program calls
``fetch()`` with an HTTP(S) URL and a transport that sends it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable
    from typing import Any, Protocol

    class Transport(Protocol):
        """What ``fetch()`` sends one request with (see the module's docstring)."""

        blocking: bool

        def send(
            self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
        ) -> TransportResponse | Awaitable[TransportResponse]: ...


__all__ = [
    "CallableTransport",
    "HTTPClientTransport",
    "TransportResponse",
    "get_default_transport",
    "set_default_transport",
]


class TransportResponse:
    """One hop's response as a transport received it: the status, the status message (a byte
    string as ``str``), the header list in order (duplicates kept) and the body's bytes (as
    sent: a gzip body still compressed)."""

    __slots__ = ("body", "headers", "status", "status_text")

    def __init__(
        self, status: int, status_text: str, headers: list[tuple[str, str]], body: bytes
    ) -> None:
        self.status = status
        self.status_text = status_text
        self.headers = headers
        self.body = body

    def __repr__(self) -> str:
        return f"<TransportResponse {self.status} {self.status_text!r} {len(self.body)} bytes>"


class HTTPClientTransport:
    """The standard library's ``http.client``: HTTP/1.1, TLS by ``ssl`` (``ssl_context``, or
    ``ssl.create_default_context()``), a new connection per request, ``timeout`` seconds for
    the socket's operations (``None``: none). Proxies are not used. The header list is sent as
    it is, in its order, after a ``Host`` header (``http.client`` adds no other header)."""

    __slots__ = ("ssl_context", "timeout")

    #: ``send`` blocks: ``fetch()`` runs it in a thread where threads exist.
    blocking = True

    def __init__(self, timeout: float | None = None, ssl_context: Any = None) -> None:
        self.timeout = timeout
        self.ssl_context = ssl_context

    def send(
        self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
    ) -> TransportResponse:
        """Send the request, read the whole response, close the connection."""
        import http.client

        from webapi.url import URL

        parsed = URL(url)
        host = parsed.hostname
        if host.startswith("["):
            host = host[1:-1]
        port = int(parsed.port) if parsed.port else None
        connection: http.client.HTTPConnection
        if parsed.protocol == "https:":
            import ssl

            context = self.ssl_context or ssl.create_default_context()
            connection = http.client.HTTPSConnection(
                host, port, timeout=self.timeout, context=context
            )
        else:
            connection = http.client.HTTPConnection(host, port, timeout=self.timeout)
        try:
            target = (parsed.pathname or "/") + parsed.search
            connection.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
            connection.putheader("Host", parsed.host)
            for name, value in headers:
                connection.putheader(name, value.encode("latin-1"))
            connection.endheaders(body)
            response = connection.getresponse()
            data = response.read()
            return TransportResponse(
                response.status, response.reason, list(response.getheaders()), data
            )
        finally:
            connection.close()


class CallableTransport:
    """A Python function as the transport: called with a webapi ``Request`` (its URL, method,
    header list and body as they would go on the wire: immutable headers), it returns a webapi
    ``Response`` (``Response.error()`` is a network error), or ``(status, headers, body)``
    (``headers`` a mapping or a list of pairs, ``body`` bytes or ``str``), or an awaitable of
    either. ``blocking`` (default ``False``): run it in a thread, as a blocking transport."""

    __slots__ = ("blocking", "function")

    def __init__(self, function: Callable[[Any], Any], blocking: bool = False) -> None:
        self.function = function
        self.blocking = blocking

    def send(
        self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
    ) -> TransportResponse | Awaitable[TransportResponse]:
        """Call the function with the request; convert what it returns."""
        from ._bindings import Request
        from ._body import Body
        from ._request_impl import RequestImpl

        impl = RequestImpl.__new__(RequestImpl)
        impl._new_request(url)
        impl.method = method
        for name, value in headers:
            impl._headers.list_append(name, value)
        impl._headers._guard = "immutable"
        impl._body = None if body is None else Body(body)
        impl._signal_sources = ()
        impl._signal = None
        result = self.function(Request._wrap(impl))
        if hasattr(result, "__await__"):
            return _converted(result)
        return _convert(result)


async def _converted(result: Awaitable[Any]) -> TransportResponse:
    return _convert(await result)


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
    """The transport ``fetch()`` uses when given none (an :class:`HTTPClientTransport` until
    :func:`set_default_transport` sets another)."""
    transport = _default[0]
    if transport is None:
        transport = _default[0] = HTTPClientTransport()
    return transport  # type: ignore[no-any-return]


def set_default_transport(transport: Transport | Callable[[Any], Any] | None) -> None:
    """Set the transport ``fetch()`` uses when given none: a transport, a function (wrapped in
    a :class:`CallableTransport`), or ``None`` for :class:`HTTPClientTransport` again."""
    _default[0] = as_transport(transport) if transport is not None else None


def as_transport(transport: Any) -> Transport:
    """``transport`` itself if it has a ``send`` method, else a :class:`CallableTransport` of
    it (a ``TypeError`` naming the argument if it is not callable)."""
    if hasattr(transport, "send") and hasattr(transport, "blocking"):
        return transport  # type: ignore[no-any-return]
    if callable(transport):
        return CallableTransport(transport)
    raise TypeError(
        f"fetch(): 'transport' is not a transport or a function: {type(transport).__name__}"
    )
