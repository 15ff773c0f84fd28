"""Transports over other HTTP clients: a user's ``httpx.Client``, ``httpx.AsyncClient``,
``aiohttp.ClientSession``, ``urllib3.PoolManager`` or ``requests.Session`` sends one hop of
``fetch()`` (:mod:`._transport`'s interface). Each sends exactly the request's method, URL,
header list and body: no redirects followed, no cookies of the client's jar sent or stored
(aiohttp aside: see :class:`AiohttpTransport`), the client's default headers left out, the
body's bytes as received (content codings are ``fetch()``'s to undo), the response's header
list in order with its duplicates. The client's connection pool, proxies, TLS settings and
timeouts are used.

:func:`adapt` recognizes the clients by the module names of their types (and base types):
nothing here imports httpx, aiohttp, urllib3 or requests unless the object given is theirs.
"""

from __future__ import annotations

from ._transport_response import StreamedBody, TransportResponse, _fields, streams
from ._upload import UploadStream

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Any

    from ._transport_response import Transport

__all__ = [
    "AiohttpTransport",
    "HttpxAsyncTransport",
    "HttpxTransport",
    "RequestsTransport",
    "Urllib3Transport",
    "adapt",
]


class _Adapter:
    """What :mod:`._transport` reads of every adapter here: ``send`` takes ``stream=True`` (a
    long body is then read on demand: httpx's ``iter_raw`` or ``aiter_raw``, aiohttp's content,
    urllib3's and requests' raw response) and an :class:`UploadStream` body (sent chunked as it
    is read)."""

    __slots__ = ()

    #: ``send`` takes ``stream=True``: a long body is then read on demand.
    streams = True
    #: ``send`` takes an :class:`UploadStream` body (sent chunked as it is read).
    upload_streams = True


class _BlockingAdapter(_Adapter):
    """An adapter of a client whose calls block."""

    __slots__ = ()

    #: ``send`` blocks: ``fetch()`` runs it in a thread where threads exist.
    blocking = True


class _AsyncAdapter(_Adapter):
    """An adapter of an asyncio client."""

    __slots__ = ()

    #: ``send`` returns an awaitable.
    blocking = False


def _latin1(headers: Any) -> list[tuple[str, str]]:
    """``(name, value)`` byte-string pairs as ``str`` of code points U+0000 to U+00FF."""
    return [(n.decode("latin-1"), v.decode("latin-1")) for n, v in headers]


def _dict(headers: list[tuple[str, str]]) -> dict[str, str]:
    """The header list as a ``dict`` for the clients that take one: names in order of first
    appearance, the values of a repeated name combined with ", " (the same field, RFC 9110
    section 5.3). A new ``dict`` each time (the client may change it), a copy of the one
    made for the same header list lately (the same client's headers go with most requests)."""
    key = tuple(headers)
    known = _DICTS.get(key)
    if known is None:
        known = _combined_dict(headers)
        if len(_DICTS) >= 64:
            _DICTS.clear()
        _DICTS[key] = known
    return known.copy()


#: :func:`_dict`'s dicts of the header lists met lately. Bounded.
_DICTS: dict[tuple[tuple[str, str], ...], dict[str, str]] = {}


def _combined_dict(headers: list[tuple[str, str]]) -> dict[str, str]:
    out: dict[str, str] = {}
    lowered: dict[str, str] = {}
    for name, value in headers:
        key = lowered.setdefault(name.lower(), name)
        out[key] = f"{out[key]}, {value}" if key in out else value
    return out


def _length(headers: list[tuple[str, str]]) -> int | None:
    """The response's ``Content-Length`` (``None``: none, or not one number)."""
    for name, value in headers:
        if name.lower() == "content-length":
            value = value.strip()
            return int(value) if value.isdigit() else None
    return None


def _http_client_headers(response: Any) -> list[tuple[str, str]]:
    """The field lines as ``http.client`` parsed them (in order, duplicates kept, latin-1)."""
    return _fields(response)


class HttpxTransport(_BlockingAdapter):
    """An ``httpx.Client``: the request goes to the client's transport for its URL (its
    connection pool, proxy mounts, TLS settings), not through ``Client.send``, which would
    store ``Set-Cookie`` in the client's jar and run its auth and event hooks. httpx adds
    ``Host`` (first) where the header list has none, and nothing else; the body is read raw
    (``iter_raw``: no decompression)."""

    __slots__ = ("client",)

    def __init__(self, client: Any) -> None:
        self.client = client

    def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | UploadStream | None,
        stream: bool = False,
    ) -> TransportResponse:
        """Send one request through the client's transport; read the raw body (with
        ``stream``, a long one on demand)."""
        import httpx

        request = _httpx_request(httpx, self.client, method, url, headers, body)
        try:
            response = self.client._transport_for_url(request.url).handle_request(request)
            fields = _latin1(response.headers.raw)
            try:
                if response.is_stream_consumed:  # (made with its content: a MockTransport's)
                    data = response.content
                elif stream and streams(fields, _length(fields)):
                    chunks = response.iter_raw()
                    close = response.close
                    streamed = StreamedBody(
                        lambda size: b"".join(chunks) if size < 0 else next(chunks, b""),
                        close,
                        close,
                    )
                    status, reason = response.status_code, response.reason_phrase
                    response = None  # (closed once its body is read, or given up)
                    return TransportResponse(status, reason, fields, b"", stream=streamed)
                else:
                    data = b"".join(response.iter_raw())
            finally:
                if response is not None:
                    response.close()
        except httpx.HTTPError as error:
            raise OSError(f"httpx: {error!r}") from error
        return TransportResponse(response.status_code, response.reason_phrase, fields, data)


def _httpx_request(
    httpx: Any,
    client: Any,
    method: str,
    url: str,
    headers: list[tuple[str, str]],
    body: bytes | UploadStream | None,
    asynchronous: bool = False,
) -> Any:
    # (the URL and the header list sent lately as httpx's objects, made once: httpx's URL
    # parser is half of a request's making; an httpx.URL is immutable, and httpx.Request
    # copies the Headers it is given)
    target = _HTTPX_URLS.get(url)
    if target is None:
        target = httpx.URL(url)
        if len(_HTTPX_URLS) >= 256:
            _HTTPX_URLS.clear()
        _HTTPX_URLS[url] = target
    key = tuple(headers)
    raw = _HTTPX_HEADERS.get(key)
    if raw is None:
        raw = httpx.Headers([(n.encode("latin-1"), v.encode("latin-1")) for n, v in headers])
        if len(_HTTPX_HEADERS) >= 64:
            _HTTPX_HEADERS.clear()
        _HTTPX_HEADERS[key] = raw
    content: Any = body
    if type(body) is UploadStream:  # (its chunks: an iterator, or an async one)
        content = body.__aiter__() if asynchronous else iter(body)
    request = httpx.Request(method, target, headers=raw, content=content)
    timeout = client.timeout
    request.extensions = {"timeout": timeout.as_dict()}
    return request


#: The ``httpx.URL`` of each URL sent lately, by its serialization. Bounded.
_HTTPX_URLS: dict[str, Any] = {}
#: The ``httpx.Headers`` of the header lists sent lately (never changed: each request
#: copies them). Bounded.
_HTTPX_HEADERS: dict[tuple[tuple[str, str], ...], Any] = {}


class HttpxAsyncTransport(_AsyncAdapter):
    """An ``httpx.AsyncClient``, as :class:`HttpxTransport` (its transport's
    ``handle_async_request``; the raw body by ``aiter_raw``)."""

    __slots__ = ("client",)

    def __init__(self, client: Any) -> None:
        self.client = client

    async def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | UploadStream | None,
        stream: bool = False,
    ) -> TransportResponse:
        """Send one request through the client's transport; read the raw body (with
        ``stream``, a long one on demand)."""
        import httpx

        request = _httpx_request(httpx, self.client, method, url, headers, body, True)
        try:
            transport = self.client._transport_for_url(request.url)
            response = await transport.handle_async_request(request)
            fields = _latin1(response.headers.raw)
            try:
                if response.is_stream_consumed:  # (made with its content: a MockTransport's)
                    data = response.content
                elif stream and streams(fields, _length(fields)):
                    chunks = response.aiter_raw()

                    async def read(size: int) -> bytes:
                        if size < 0:
                            return b"".join([chunk async for chunk in chunks])
                        return await anext(chunks, b"")

                    close = response.aclose
                    streamed = StreamedBody(read, close, close, blocking=False)
                    status, reason = response.status_code, response.reason_phrase
                    response = None  # (closed once its body is read, or given up)
                    return TransportResponse(status, reason, fields, b"", stream=streamed)
                else:
                    data = b"".join([chunk async for chunk in response.aiter_raw()])
            finally:
                if response is not None:
                    await response.aclose()
        except httpx.HTTPError as error:
            raise OSError(f"httpx: {error!r}") from error
        return TransportResponse(response.status_code, response.reason_phrase, fields, data)


class AiohttpTransport(_AsyncAdapter):
    """An ``aiohttp.ClientSession``: ``allow_redirects=False``, ``auto_decompress=False``, and
    aiohttp's automatic ``Accept``, ``Accept-Encoding``, ``User-Agent`` and ``Content-Type``
    skipped (``Host`` it adds, first, and cannot be told not to). aiohttp encodes header values
    as UTF-8: a value whose bytes are not UTF-8 cannot be sent (a network error); a name given
    again in another case is sent in its first spelling (aiohttp would keep the last line
    only). It has no per-request switch for the session's cookie jar: make the session with
    ``cookie_jar=aiohttp.DummyCookieJar()``, or aiohttp stores each hop's ``Set-Cookie`` and
    sends the jar's cookies on the next request (the hops then differ from a Node-like
    client's). The response's field lines are ``raw_headers`` (in order, duplicates kept)."""

    __slots__ = ("session",)

    _SKIP = ("Accept", "Accept-Encoding", "User-Agent", "Content-Type")

    def __init__(self, session: Any) -> None:
        self.session = session

    async def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | UploadStream | None,
        stream: bool = False,
    ) -> TransportResponse:
        """Send one request with the session; read the body as received (with ``stream``, a
        long one on demand)."""
        aiohttp, CIMultiDict, CIMultiDictProxy, URL = _AIOHTTP or _aiohttp_names()
        # (as serialized: yarl would requote it; without a user name and password, which
        # aiohttp would send as Authorization: the fetch's headers are all)
        target = _YARL_URLS.get(url)
        if target is None:
            target = URL(url, encoded=True)
            if "@" in url:
                target = target.with_user(None)
            if len(_YARL_URLS) >= 256:
                _YARL_URLS.clear()
            _YARL_URLS[url] = target  # (a yarl URL is immutable: shared)
        data: Any = body
        if type(body) is UploadStream:  # (aiohttp frames it and adds the header itself)
            data = body.__aiter__()
            headers = [(n, v) for n, v in headers if n.lower() != "transfer-encoding"]
        key = tuple(headers)
        known = _AIOHTTP_HEADERS.get(key)
        if known is None:
            spelling: dict[str, str] = {}
            pairs = _for_aiohttp(headers, spelling)
            # (a read-only view, shared: aiohttp copies the headers it is given into a new
            # CIMultiDict of its own, and takes a MultiDict or its proxy as it is, not
            # copied once more)
            known = (CIMultiDictProxy(CIMultiDict(pairs)), spelling.keys() >= _AUTO_NAMES)
            if len(_AIOHTTP_HEADERS) >= 64:
                _AIOHTTP_HEADERS.clear()
            _AIOHTTP_HEADERS[key] = known
        sent, all_automatic = known
        skip: tuple[str, ...] | None = self._SKIP
        if body is None and method in _AIOHTTP_PLAIN and all_automatic:
            skip = None  # (none of its automatic headers would be added: not asked to skip)
        try:
            response = await self.session.request(
                method,
                target,
                headers=sent,
                data=data,
                allow_redirects=False,
                auto_decompress=False,
                skip_auto_headers=skip,
            )
            fields = _latin1(response.raw_headers)
            status, reason = response.status, response.reason or ""
            try:
                if stream and streams(fields, response.content_length):
                    content = response.content

                    async def read(size: int) -> bytes:
                        data: bytes = await content.read(size)
                        return data

                    streamed = StreamedBody(read, response.release, response.close, blocking=False)
                    response = None  # (released once its body is read, or closed)
                    return TransportResponse(status, reason, fields, b"", stream=streamed)
                data = await response.read()
            finally:
                if response is not None:
                    response.release()
        except aiohttp.ClientError as error:
            raise OSError(f"aiohttp: {error!r}") from error
        return TransportResponse(status, reason, fields, data)


#: ``aiohttp``, ``multidict.CIMultiDict`` and its proxy, and ``yarl.URL``, imported with the
#: first request (an import statement in ``send`` would look them up again at each).
_AIOHTTP: list[Any] = []


def _aiohttp_names() -> list[Any]:
    import aiohttp
    from multidict import CIMultiDict, CIMultiDictProxy
    from yarl import URL

    _AIOHTTP[:] = [aiohttp, CIMultiDict, CIMultiDictProxy, URL]
    return _AIOHTTP


#: The ``yarl.URL`` of each URL sent lately, by its serialization. Bounded.
_YARL_URLS: dict[str, Any] = {}

#: The header lists sent lately (the same client's headers go with most requests): each one's
#: pairs as :func:`_for_aiohttp` gives them, in a read-only ``CIMultiDictProxy``, and whether
#: it has every name in :data:`_AUTO_NAMES`. Bounded.
_AIOHTTP_HEADERS: dict[tuple[tuple[str, str], ...], tuple[Any, bool]] = {}

#: The headers aiohttp adds where the request has none (``Accept``, ``Accept-Encoding``,
#: ``User-Agent``), lowercase; and the methods it adds no ``Content-Type`` or
#: ``Content-Length`` for without a body, as written (it upper-cases a method first: a
#: ``patch`` is its ``PATCH``; any other method is given the skip set).
_AUTO_NAMES = frozenset(("accept", "accept-encoding", "user-agent"))
_AIOHTTP_PLAIN = frozenset(("GET", "HEAD", "DELETE", "OPTIONS"))


def _for_aiohttp(
    headers: list[tuple[str, str]], spelling: dict[str, str] | None = None
) -> list[tuple[str, str]]:
    """The header list as aiohttp sends it right: it encodes names and values as UTF-8, so a
    value's bytes (held as ``str`` of U+0000 to U+00FF) are given as the text they are in UTF-8
    (bytes that are not UTF-8 cannot be sent: ``ValueError``, a network error); and it keeps
    the lines of a name given twice only when spelled alike, so each name takes its first
    spelling (``spelling``: filled with each lowercase name's first spelling)."""
    out = []
    if spelling is None:
        spelling = {}
    for name, value in headers:
        name = spelling.setdefault(name.lower(), name)
        if not value.isascii():
            try:
                value = value.encode("latin-1").decode("utf-8")
            except UnicodeDecodeError:
                raise ValueError(
                    f"aiohttp sends header values as UTF-8: {name}'s bytes are not UTF-8"
                ) from None
        out.append((name, value))
    return out


class Urllib3Transport(_BlockingAdapter):
    """A ``urllib3.PoolManager`` (or ``ProxyManager``): ``redirect=False``, ``retries=False``,
    ``decode_content=False``. urllib3 adds ``Host`` (first) and, where the header list has none
    (``fetch()`` always sends both), ``Accept-Encoding: identity`` and its ``User-Agent``;
    nothing else. The request's header list goes as a ``dict`` (a
    repeated name's values combined with ", "); the response's field lines are ``http.client``'s
    (in order, duplicates kept)."""

    __slots__ = ("pool",)

    def __init__(self, pool: Any) -> None:
        self.pool = pool

    def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | UploadStream | None,
        stream: bool = False,
    ) -> TransportResponse:
        """Send one request with the pool; read the body as received (with ``stream``, a
        long one on demand)."""
        import urllib3

        try:
            upload = type(body) is UploadStream
            response = self.pool.urlopen(
                method,
                url,
                body=iter(body) if upload else body,  # type: ignore[arg-type]
                chunked=upload,
                headers=_dict(headers),
                redirect=False,
                retries=False,
                preload_content=False,
                decode_content=False,
            )
            fields = _urllib3_headers(response)
            if stream:
                streamed = _urllib3_streamed(response, response.release_conn, fields)
                if streamed is not None:
                    return streamed
            try:
                data = response.read(decode_content=False)
            finally:
                response.release_conn()
        except urllib3.exceptions.HTTPError as error:
            raise OSError(f"urllib3: {error!r}") from error
        return TransportResponse(response.status, response.reason or "", fields, data)


def _urllib3_headers(response: Any) -> list[tuple[str, str]]:
    original = getattr(response, "_original_response", None)
    if original is not None:
        return _http_client_headers(original)
    return list(response.headers.iteritems())  # (grouped by name: the order of first appearance)


def _urllib3_streamed(
    response: Any, release: Any, headers: list[tuple[str, str]]
) -> TransportResponse | None:
    """The response of a urllib3 ``response`` (not preloaded; its field lines ``headers``)
    with its body left on the connection, if it is long (:func:`streams`), else ``None``;
    ``release`` once read. The body is read as it arrives: its ``http.client`` response's
    (:class:`._http_client.ArrivingBody`: what the connection holds, every chunk at hand at
    once), else urllib3's ``read1`` (a response of another kind: Pyodide's); a read in
    progress is cut short by shutting the connection's socket down."""
    length = getattr(response, "length_remaining", None)
    if length == 0 or not streams(headers, length):
        return None
    original = getattr(response, "_original_response", None)
    read: Any
    if original is not None and getattr(original, "fp", None) is not None:
        from ._http_client import ArrivingBody

        read = ArrivingBody(original).read
    else:

        def read(size: int) -> bytes:
            if size < 0:
                return response.read(None, decode_content=False)  # type: ignore[no-any-return]
            return response.read1(size, decode_content=False)  # type: ignore[no-any-return]

    def released() -> None:
        # (urllib3 gives its connection back to its pool once it read a body to the end
        # itself: here, its http.client response read to the end, asked to)
        response.release_conn()
        release()

    def close() -> None:
        response.close()
        release()

    def interrupt() -> None:
        from ._http_client import shut_down

        shut_down(getattr(getattr(response, "connection", None), "sock", None))

    streamed = StreamedBody(read, released, close, interrupt=interrupt)
    return TransportResponse(response.status, response.reason or "", headers, b"", stream=streamed)


class RequestsTransport(_BlockingAdapter):
    """A ``requests.Session``: the request goes to the session's adapter for its URL
    (``HTTPAdapter.send``: its pool, retries and TLS), with the proxies and certificate
    settings the session would use (``merge_environment_settings``), not through
    ``Session.send``, which would store ``Set-Cookie`` in the session's jar. The session's
    default headers (``User-Agent: python-requests``, ``Accept: */*``, ``Accept-Encoding``,
    ``Connection: keep-alive``) are not sent: requests merges them only when it prepares a
    request, which this adapter does itself. Below it urllib3 adds what
    :class:`Urllib3Transport` says. The request's header list goes as a ``dict`` (a repeated
    name's values combined with ", "); the response's field lines are ``http.client``'s (in
    order, duplicates kept), the body read raw (no decompression)."""

    __slots__ = ("session", "timeout")

    def __init__(self, session: Any, timeout: float | None = None) -> None:
        self.session = session
        self.timeout = timeout

    def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | UploadStream | None,
        stream: bool = False,
    ) -> TransportResponse:
        """Send one request with the session's adapter; read the raw body (with ``stream``,
        a long one on demand)."""
        import requests

        session = self.session
        prepared = requests.PreparedRequest()
        prepared.method = method
        prepared.url = url
        prepared.headers = requests.structures.CaseInsensitiveDict(_dict(headers))
        prepared.body = iter(body) if type(body) is UploadStream else body
        try:
            settings = session.merge_environment_settings(url, {}, False, None, None)
            response = session.get_adapter(url).send(
                prepared,
                stream=True,
                timeout=self.timeout,
                verify=settings["verify"],
                cert=settings["cert"],
                proxies=settings["proxies"],
            )
            raw = response.raw
            fields = _urllib3_headers(raw)
            if stream:
                streamed = _urllib3_streamed(raw, response.close, fields)
                if streamed is not None:
                    return streamed
            try:
                data = raw.read(decode_content=False)
            finally:
                response.close()
        except requests.RequestException as error:
            raise OSError(f"requests: {error!r}") from error
        return TransportResponse(raw.status, raw.reason or "", fields, data)


#: The clients :func:`adapt` recognizes: (top-level module, class path, adapter name).
_CLIENTS = (
    ("httpx", "httpx.AsyncClient", "HttpxAsyncTransport"),
    ("httpx", "httpx.Client", "HttpxTransport"),
    ("aiohttp", "aiohttp.ClientSession", "AiohttpTransport"),
    ("urllib3", "urllib3.PoolManager", "Urllib3Transport"),
    ("requests", "requests.Session", "RequestsTransport"),
)


def adapt(client: Any) -> Transport | None:
    """The adapter of ``client`` when it is (an instance of a subclass of) one of the clients
    above, else ``None``. A library is imported only when one of the client's types comes from
    one of its modules."""
    kind = type(client)
    adapter = _ADAPTERS.get(kind, False)
    if adapter is False:
        name = _adapter_of(client)
        adapter = _ADAPTERS[kind] = None if name is None else globals()[name]
    return None if adapter is None else adapter(client)


#: The adapter's class for each type of client met (``None``: none), found once per type.
_ADAPTERS: dict[type, Any] = {}


def _adapter_of(client: Any) -> str | None:
    modules = {cls.__module__.partition(".")[0] for cls in type(client).__mro__}
    for module, path, adapter in _CLIENTS:
        if module in modules:
            import importlib

            owner = importlib.import_module(module)
            if isinstance(client, getattr(owner, path.partition(".")[2])):
                return adapter
    return None
