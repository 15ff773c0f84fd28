"""``fetch()``: https://fetch.spec.whatwg.org/#fetch-method (a document's client's steps are
:mod:`._client_fetch`'s, called through the request's client: ``client=``; below, the
Node-like client's)

The Fetch Standard's algorithms under their names, for a client with no origin, no
referrer, no cookies and no CORS (as Node's undici): fetch → main fetch → scheme fetch
(``about:blank``, ``data:``, ``blob:`` through the blob URL store; ``file:`` is a network
error) → HTTP fetch → HTTP-redirect fetch → HTTP-network-or-cache fetch (no cache) →
HTTP-network fetch (one hop through a transport, :mod:`._transport`). As undici's, a
response's type is "basic", or "cors" once a redirect left the first URL's origin, and its
headers are all kept (``Set-Cookie`` included); ``redirect: "manual"`` gives the Standard's
opaque-redirect response (undici gives the redirect response itself). A network error
rejects with ``TypeError("fetch failed")`` (undici's message; the transport's exception is
its ``__cause__``); an aborted signal rejects with its abort reason, checked before each hop
and after it, and at once while a hop waits (:func:`abortable`: the hop cut short).
"""

from __future__ import annotations

import sys
import weakref

from webapi._webidl import running_loop
from webapi.mimesniff import serialize_mime_type
from webapi.url import (
    OpaqueOrigin,
    URLRecord,
    basic_url_parse,
    serialize_origin,
    url_origin,
    url_serialize,
)

from ._body import Body, Settled
from ._headers_impl import HeadersImpl
from ._response_impl import ResponseImpl
from ._transport import TransportResponse, as_transport, get_default_transport
from ._transport_response import Interrupt, StreamedBody
from ._upload import UploadStream
from ._waits import in_a_thread, task_cancelling

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Awaitable, Coroutine
    from typing import Any

    from ._bindings import Response
    from ._transport import Transport

__all__ = ["NODE_CLIENT_HEADERS", "fetch"]

#: https://fetch.spec.whatwg.org/#bad-port
BAD_PORTS = frozenset(
    (
        0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95,
        101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161,
        179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563,
        587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060,
        5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
    )
)  # fmt: skip
#: https://fetch.spec.whatwg.org/#redirect-status
REDIRECT_STATUS = frozenset((301, 302, 303, 307, 308))
#: https://fetch.spec.whatwg.org/#null-body-status
NULL_BODY_STATUS = frozenset((101, 103, 204, 205, 304))
#: https://fetch.spec.whatwg.org/#request-body-header-name
REQUEST_BODY_HEADER_NAMES = (
    "content-encoding",
    "content-language",
    "content-location",
    "content-type",
)
#: The headers the Node-like client adds when the request has none of that name, in this
#: order, after the request's own (undici's: Node 26's fetch sends these values).
NODE_CLIENT_HEADERS = (
    ("accept", "*/*"),
    ("accept-language", "*"),
    ("sec-fetch-mode", "cors"),
    ("user-agent", "node"),
    ("accept-encoding", "gzip, deflate"),
)
#: NODE_CLIENT_HEADERS with each request mode met as ``Sec-Fetch-Mode``'s value, by mode.
_NODE_HEADERS_OF_MODE: dict[str, tuple[tuple[str, str], ...]] = {}
_MAX_REDIRECTS = 20
#: The methods undici's HTTP/1.1 writer sends ``Content-Length: 0`` for without a body.
_EXPECTS_PAYLOAD = frozenset({"PUT", "POST", "PATCH", "QUERY", "PROPFIND", "PROPPATCH"})


class NetworkError(Exception):
    """https://fetch.spec.whatwg.org/#concept-network-error (raised inside the algorithms;
    ``fetch()`` rejects with ``TypeError("fetch failed")`` from it)."""


class _Aborted(Exception):
    """The signal was found aborted between hops."""


class FetchRequest:
    """The request the algorithms work on (https://fetch.spec.whatwg.org/#concept-request):
    the fields the Node-like client reads."""

    __slots__ = (
        "body",
        "body_source_null",
        "browser_init",
        "browser_ui",
        "cache_mode",
        "client",
        "credentials_mode",
        "destination",
        "first_href",
        "header_list",
        "method",
        "mode",
        "origin",
        "redirect_count",
        "redirect_mode",
        "referrer",
        "referrer_policy",
        "response_tainting",
        "signal",
        "site_chain",
        "stream_body",
        "tainted_origin",
        "unsafe_request",
        "url_list",
        "use_cors_preflight",
        "user_activation",
    )

    def __init__(
        self,
        method: str,
        url: URLRecord,
        header_list: list[tuple[str, str]],
        body: bytes | UploadStream | None,
        redirect_mode: str,
        signal: Any,
    ) -> None:
        self.method = method
        self.url_list = [url]
        self.header_list = header_list
        #: The body's bytes, or an :class:`UploadStream` (a stream body sent as it is read)
        self.body = body
        #: Whether the body's source is null (https://fetch.spec.whatwg.org/#concept-body-source:
        #: a ReadableStream given as the body; it cannot be sent again on a redirect)
        self.body_source_null = False
        self.redirect_mode = redirect_mode
        self.redirect_count = 0
        self.signal = signal
        #: https://fetch.spec.whatwg.org/#concept-request-response-tainting
        self.response_tainting = "basic"
        #: The request's members a browser's fetch applies (a ``browser_fetch`` transport's
        #: ``init``: mode, credentials, redirect, referrer, referrerPolicy, cache), or None
        self.browser_init: dict[str, str] | None = None
        # The document's client's fields (None: the Node-like client, which reads none)
        #: https://fetch.spec.whatwg.org/#concept-request-client
        #: (a :class:`._client.FetchClient`, whose ``_steps`` are :mod:`._client_fetch`'s:
        #: the Node-like client's algorithms here never import the document's client's)
        self.client: Any = None
        #: https://fetch.spec.whatwg.org/#concept-request-origin
        self.origin: Any = None
        #: https://fetch.spec.whatwg.org/#concept-request-tainted-origin
        self.tainted_origin = False
        #: "client", "no-referrer" or a URL (https://fetch.spec.whatwg.org/#concept-request-referrer)
        self.referrer: Any = "client"
        #: https://fetch.spec.whatwg.org/#concept-request-referrer-policy
        self.referrer_policy = ""
        #: https://fetch.spec.whatwg.org/#concept-request-mode
        self.mode = "cors"
        #: https://fetch.spec.whatwg.org/#concept-request-cache-mode (no cache: only the
        #: headers it adds, :func:`cache_mode_headers`)
        self.cache_mode = "default"
        #: https://fetch.spec.whatwg.org/#concept-request-credentials-mode
        self.credentials_mode = "same-origin"
        #: https://fetch.spec.whatwg.org/#unsafe-request-flag
        self.unsafe_request = False
        #: https://fetch.spec.whatwg.org/#use-cors-preflight-flag (XHR's upload listeners)
        self.use_cors_preflight = False
        #: https://fetch.spec.whatwg.org/#concept-request-destination ("": fetch()'s)
        self.destination = ""
        #: (Chromium's Sec-Fetch-Site: the URL list's index its network request started at,
        #: and that request's method; _client_fetch.sec_fetch_site)
        self.site_chain: tuple[int, str] = (0, method)
        #: The first URL's serialization where it is known (a Request's URL), or None
        self.first_href: str | None = None
        #: Whether a transport that streams (``streams``) may leave a long body on its
        #: connection, read on demand (``fetch()``'s requests; not XHR's, which reads whole)
        self.stream_body = False
        #: https://fetch.spec.whatwg.org/#request-user-activation (a navigation's: the
        #: ``Sec-Fetch-User`` header)
        self.user_activation = False
        #: Whether the request is a navigation "explicitly caused by a user's interaction
        #: with the user agent" (https://w3c.github.io/webappsec-fetch-metadata/#sec-fetch-site-header:
        #: its ``Sec-Fetch-Site`` is ``none``): HTML's user navigation involvement "browser
        #: UI", a program's own navigation (``open_window``)
        self.browser_ui = False

    def serialize_url(self, url: URLRecord, exclude_fragment: bool = False) -> str:
        """``url`` (one of the URL list's) serialized: the first URL's serialization as the
        Request's URL gave it, not computed again."""
        href = self.first_href
        if href is None or url is not self.url_list[0]:
            return url_serialize(url, exclude_fragment)
        return href.partition("#")[0] if exclude_fragment else href

    def serialized_origin(self) -> str:
        """https://fetch.spec.whatwg.org/#serializing-a-request-origin"""
        if self.tainted_origin:
            return "null"
        return serialize_origin(self.origin)

    @property
    def current_url(self) -> URLRecord:
        """https://fetch.spec.whatwg.org/#concept-request-current-url"""
        return self.url_list[-1]

    def has_header(self, name: str) -> bool:
        lowered = name.lower()
        return any(n.lower() == lowered for n, _ in self.header_list)

    def delete_header(self, name: str) -> None:
        lowered = name.lower()
        self.header_list = [(n, v) for n, v in self.header_list if n.lower() != lowered]


def _check_abort(request: FetchRequest) -> None:
    signal = request.signal
    if signal is not None and signal.aborted:
        raise _Aborted


def _same_origin(a: URLRecord, b: URLRecord) -> bool:
    """https://html.spec.whatwg.org/multipage/browsers.html#same-origin"""
    origin_a, origin_b = url_origin(a), url_origin(b)
    if isinstance(origin_a, OpaqueOrigin) or isinstance(origin_b, OpaqueOrigin):
        return origin_a is origin_b
    return origin_a == origin_b


def _response(
    status: int,
    status_text: str,
    headers: list[tuple[str, str]],
    body: bytes | StreamedBody | None,
    url_list: list[str],
) -> ResponseImpl:
    """A response (its header list ``headers``, each appended in order; ``url_list``
    serialized)."""
    response = ResponseImpl.__new__(ResponseImpl)  # (a new response's fields, all set here)
    response.status = status
    response.status_text = status_text
    response.type = "default"
    response.internal_response = None
    header_list = response._headers = HeadersImpl.of_header_list(headers)
    header_list._guard = "response"
    response._body = None if body is None else Body(body)
    response.url_list = url_list
    return response


def fetch_steps(request: FetchRequest, transport: Transport) -> Coroutine[Any, Any, ResponseImpl]:
    """https://fetch.spec.whatwg.org/#concept-fetch (the Node-like client: no origin, no
    policy container, no cache): main fetch's coroutine, the Node-like client's or the
    document's client's, itself (not one more coroutine that awaits it). (``fetch()``'s
    "processResponse" makes the Response, its headers "immutable".)"""
    if request.client is not None:
        return request.client._steps.main_fetch_for_client(request, transport)  # type: ignore[no-any-return]
    return main_fetch(request, transport)


async def main_fetch(request: FetchRequest, transport: Transport) -> ResponseImpl:
    """https://fetch.spec.whatwg.org/#concept-main-fetch"""
    _check_abort(request)
    url = request.current_url
    # 7. "should request be blocked due to a bad port"
    if url.scheme in ("http", "https") and url.port is not None and url.port in BAD_PORTS:
        raise NetworkError(f"port {url.port} is a bad port")
    # 12. the request's origin is its first URL's (undici's: the Node-like client has none
    # of its own): "basic" while every URL is same origin with it; else a network error for
    # the mode "same-origin", "opaque" for "no-cors" (a network error where its redirect
    # mode is not "follow"), and "cors" for "cors" (no CORS check: undici makes none)
    # (an opaque origin, as about:blank's, is its own: the first URL is same origin with it)
    first = request.url_list[0]
    if request.response_tainting == "basic" and not (
        url is first or url.scheme == "data" or _same_origin(url, first)
    ):
        if request.mode == "same-origin":
            raise NetworkError("mode is 'same-origin' and the URL is of another origin")
        if request.mode == "no-cors":
            if request.redirect_mode != "follow":
                raise NetworkError("mode is 'no-cors' and redirect mode is not 'follow'")
            request.response_tainting = "opaque"
        else:
            request.response_tainting = "cors"
    response = await scheme_fetch(request, transport)
    return main_fetch_response(request, response)


def main_fetch_response(request: FetchRequest, response: ResponseImpl) -> ResponseImpl:
    """https://fetch.spec.whatwg.org/#concept-main-fetch steps 14-16, for the Node-like
    client: the response of scheme fetch filtered by the response tainting, its body null
    where its status or the method has none."""
    # 14. the filtered response of the response tainting, its headers all kept (undici
    # filters none: Set-Cookie stays); a browser's fetch filtered it already (its type)
    if response.type != "opaqueredirect":
        if response.type == "default":
            response.type = request.response_tainting  # type: ignore[assignment]
            if not response.url_list:
                response.url_list = [request.serialize_url(u) for u in request.url_list]
        # 16. null body status or HEAD: body null
        if response.status in NULL_BODY_STATUS or request.method in ("HEAD", "CONNECT"):
            drop_body(response)
        if response.type == "opaque":  # (undici's opaque response: its headers and URL kept)
            response.status = 0
            response.status_text = ""
            drop_body(response)
    return response


def scheme_fetch(request: FetchRequest, transport: Transport) -> Awaitable[ResponseImpl]:
    """https://fetch.spec.whatwg.org/#concept-scheme-fetch: the awaitable of the response
    (HTTP fetch's coroutine itself for an HTTP(S) URL, not one more coroutine that awaits it;
    a settled one for the others); a network error raised at once."""
    url = request.current_url
    scheme = url.scheme
    if scheme in ("http", "https"):
        return http_fetch(request, transport)
    if scheme == "about":
        if url.path == "blank":
            return Settled(
                _response(200, "OK", [("Content-Type", "text/html;charset=utf-8")], b"", []),
                None,
            )
        raise NetworkError("about: URL other than about:blank")
    if scheme == "data":
        from ._data_url import data_url_process

        data_url = data_url_process(url)
        if data_url is None:
            raise NetworkError("invalid data: URL")
        content_type = serialize_mime_type(data_url.mime_type)
        return Settled(
            _response(200, "OK", [("Content-Type", content_type)], data_url.body, []), None
        )
    if scheme == "blob":
        # the blob URL store's Blob, whole or one range (._blob_scheme); a network error where
        # the URL names none (revoked, never made), the method is not GET or the range fails
        from ._blob_scheme import blob_response

        ranges = [value for name, value in request.header_list if name.lower() == "range"]
        response = blob_response(request.method, url, ", ".join(ranges) if ranges else None)
        if response is None:
            raise NetworkError("blob: URL names no Blob, or the request cannot read it")
        return Settled(response, None)
    # "file": left to implementations (a network error, as Chromium's pages and undici
    # refuse it, unless the transport takes other schemes: a window's, behind its fetch
    # policy, webapi/html/browsing/_navigation.py); anything else a network error.
    if getattr(transport, "other_schemes", False):
        return http_fetch(request, transport)
    raise NetworkError(f"{scheme}: URLs are not fetched")


async def main_fetch_of_url(request: FetchRequest, transport: Transport) -> ResponseImpl:
    """:func:`main_fetch` of :func:`request_of_url`'s request over a transport that is no
    browser's fetch: the steps main fetch, HTTP fetch and HTTP-network-or-cache fetch take
    for it, in one coroutine instead of three awaiting each other (each layer is resumed at
    every suspension of an async transport). Its signal follows none (no abort); its URL is
    its first, an HTTP(S) one (the tainting stays "basic"; :data:`_PARSED` holds no other
    scheme's); with no header, no body and the cache mode
    "default", its header list is the Node-like client's alone (HTTP-network-or-cache
    fetch's first branch); a redirect goes on through HTTP-redirect fetch as HTTP fetch's
    redirect mode "follow" does. A URL of a bad port goes through :func:`main_fetch`.
    (tests/fetch/test_fetch_fast_path.py: the same hops and answers as a Request's.)"""
    url = request.url_list[0]
    if url.port is not None and url.port in BAD_PORTS:
        return await main_fetch(request, transport)
    hop = await http_network_fetch(request, list(node_client_headers("cors")), transport)
    response = response_of_hop(request, hop)
    if response.status in REDIRECT_STATUS:
        response = await http_redirect_fetch(request, response, transport)
    return main_fetch_response(request, response)


async def http_fetch(
    request: FetchRequest, transport: Transport, make_cors_preflight: bool = False
) -> ResponseImpl:
    """https://fetch.spec.whatwg.org/#concept-http-fetch (no service workers; the CORS
    preflight and the CORS check for a document's client, :mod:`._cors`)."""
    if request.client is not None:
        steps = request.client._steps
        # 4.1. "If makeCORSPreflight is true and" a method or header name no cache entry
        # matches: the CORS-preflight fetch first
        if make_cors_preflight and steps.needs_preflight(request, request.client.preflight_cache):
            await steps.cors_preflight_fetch(request, transport)
    actual_response = await http_network_or_cache_fetch(request, transport)
    # 4.5. "If request's response tainting is "cors" and a CORS check for request and
    # response returns failure, then return a network error." (on redirects too)
    if (
        request.client is not None
        and request.response_tainting == "cors"
        and not request.client._steps.cors_check(request, actual_response)
    ):
        drop_body(actual_response)
        raise NetworkError("CORS check failed")
    if actual_response.status in REDIRECT_STATUS:
        mode = request.redirect_mode
        if mode == "error":
            drop_body(actual_response)
            raise NetworkError("redirect mode is 'error'")
        if mode == "manual":
            drop_body(actual_response)
            return _opaque_redirect(actual_response)
        return await http_redirect_fetch(request, actual_response, transport)
    return actual_response


def drop_body(response: ResponseImpl) -> None:
    """The response's body null, the bytes still on the transport's connection given up."""
    if response._body is not None:
        response._body.cancel()
        response._body = None


def _opaque_redirect(response: ResponseImpl) -> ResponseImpl:
    """https://fetch.spec.whatwg.org/#concept-filtered-response-opaque-redirect"""
    filtered = ResponseImpl()
    filtered.type = "opaqueredirect"
    filtered.status = 0
    filtered.url_list = response.url_list
    return filtered


def location_url(response: ResponseImpl, request_fragment: str | None) -> URLRecord | None:
    """https://fetch.spec.whatwg.org/#concept-response-location-url: ``None`` for none; a
        :class:`NetworkError` for a value the URL parser fails on. As undici, several ``Location``
        values are one, joined by ", ", and the value's bytes are decoded as UTF-8 (U+FFFD for
    bytes that are not UTF-8)."""
    if response.status not in REDIRECT_STATUS:
        return None
    location = response._headers.get("Location")
    if location is None:
        return None
    if not location.isascii():  # (undici: bytes that are not UTF-8 become U+FFFD)
        location = location.encode("latin-1").decode("utf-8", "replace")
    base = basic_url_parse(response.url_list[-1])
    url = basic_url_parse(location, base)
    if url is None:
        raise NetworkError(f"invalid Location {location!r}")
    if url.fragment is None:
        url.fragment = request_fragment
    return url


async def http_redirect_fetch(
    request: FetchRequest, response: ResponseImpl, transport: Transport
) -> ResponseImpl:
    """https://fetch.spec.whatwg.org/#concept-http-redirect-fetch"""
    # 3. locationURL
    try:
        location = location_url(response, request.current_url.fragment)
    except NetworkError:
        drop_body(response)
        raise
    if location is None:  # 4.
        return response
    drop_body(response)  # (the redirect's body is not read)
    # 5.
    if location.scheme not in ("http", "https"):
        raise NetworkError(f"redirect to a {location.scheme}: URL")
    # 6.
    if request.redirect_count == _MAX_REDIRECTS:
        raise NetworkError("redirect count exceeded")
    # 7.
    request.redirect_count += 1
    # 8.-9. "If request's mode is "cors", locationURL includes credentials, and request's
    # origin is not same origin with locationURL's origin" / "request's response tainting is
    # "cors" and locationURL includes credentials": a network error (for a document's client
    # in every mode, as Chromium 156 refuses such a redirect)
    credentials = bool(location.username or location.password)
    # (and for the Node-like client in the mode "cors" to any origin: undici has no origin
    # of its own for the URL to be same origin with)
    if credentials and (
        request.client is not None or request.mode == "cors" or request.response_tainting == "cors"
    ):
        raise NetworkError("redirect to a URL with credentials")
    status = response.status
    # 11. "If internalResponse's status is not 303, request's body is non-null, and
    # request's body's source is null, then return a network error."
    if status != 303 and request.body is not None and request.body_source_null:
        raise NetworkError("a redirect would send a stream body again")
    # 12. method rewriting
    if (status in (301, 302) and request.method == "POST") or (
        status == 303 and request.method not in ("GET", "HEAD")
    ):
        request.method = "GET"
        request.body = None
        request.body_source_null = False
        for name in REQUEST_BODY_HEADER_NAMES:
            request.delete_header(name)
    # 13. Authorization removed on a cross-origin hop
    if not _same_origin(request.current_url, location):
        request.delete_header("Authorization")
        # 14. "If request's current URL's origin is not same origin with locationURL's
        # origin and request's origin is not same origin with request's current URL's
        # origin, then set request's tainted origin flag."
        if request.client is not None and not _same_origin_with(request, request.current_url):
            request.tainted_origin = True
    if request.client is not None:
        # 17. "Invoke set request's referrer policy on redirect on request and internalResponse."
        values = [v for n, v in response._headers.header_list() if n.lower() == "referrer-policy"]
        request.client._steps.set_request_referrer_policy_on_redirect(request, values)
    # 15. append locationURL to the URL list
    request.url_list.append(location)
    # 20.-21. main fetch again
    if request.client is not None:
        steps = request.client._steps
        return await steps.main_fetch_for_client(request, transport, recursive=True)  # type: ignore[no-any-return]
    return await main_fetch(request, transport)


def _same_origin_with(request: FetchRequest, url: URLRecord) -> bool:
    """Whether ``url``'s origin is same origin with the request's origin."""
    origin = url_origin(url)
    if isinstance(origin, OpaqueOrigin) or isinstance(request.origin, OpaqueOrigin):
        return origin is request.origin
    return bool(origin[:3] == request.origin[:3])


async def http_network_or_cache_fetch(
    request: FetchRequest, transport: Transport, is_preflight: bool = False
) -> ResponseImpl:
    """https://fetch.spec.whatwg.org/#concept-http-network-or-cache-fetch (no cache; the
    Node-like client: no credentials, no Origin or Referer, its profile NODE_CLIENT_HEADERS;
    a document's client's: :func:`._client_fetch.client_request_headers`)."""
    if request.client is not None:
        steps = request.client._steps
        return await steps.client_network_or_cache_fetch(request, transport, is_preflight)  # type: ignore[no-any-return]
    headers = combined_header_list(request.header_list)
    if not headers and request.body is None and request.cache_mode == "default":
        # (a request with no headers of its own, no body, no cache mode: the client's alone)
        if not getattr(transport, "browser_fetch", False):
            headers = list(node_client_headers(request.mode))
            if request.method in _EXPECTS_PAYLOAD:
                headers.append(("content-length", "0"))
    elif not getattr(transport, "browser_fetch", False):  # (js.fetch adds its client's own)
        present = {name.lower() for name, _ in headers}
        body = request.body
        if type(body) is UploadStream and not await _peek_upload(request, body):
            body = request.body = b""  # (a stream that ends with no byte: an empty body)
        # (undici's Content-Length: the body's length, but none for an empty or null body unless
        # the method expects one, as its HTTP/1.1 writer decides; a stream body chunked)
        length = None
        if not isinstance(body, UploadStream):
            length = None if body is None else str(len(body))
            if length in (None, "0"):
                length = "0" if request.method in _EXPECTS_PAYLOAD else None
        for name, value in NODE_CLIENT_HEADERS:
            if name == "accept-encoding":
                headers += cache_mode_headers(request.cache_mode, present)
            if name not in present:
                if name == "sec-fetch-mode":
                    value = request.mode
                elif name == "accept-encoding" and "range" in present:
                    # 8.19. "If httpRequest's header list contains `Range`, then append
                    # (`Accept-Encoding`, `identity`)"
                    value = "identity"
                headers.append((name, value))
        if length is not None:  # (last, as undici sends it)
            headers.append(("content-length", length))
        elif type(body) is UploadStream:  # (in its place, as undici's writer sends a stream)
            headers.append(("transfer-encoding", "chunked"))
    _check_abort(request)
    hop = await http_network_fetch(request, headers, transport)
    check_abort_after_hop(request, hop)
    return response_of_hop(request, hop)


def node_client_headers(mode: str) -> tuple[tuple[str, str], ...]:
    """:data:`NODE_CLIENT_HEADERS` with the request mode ``mode`` as ``Sec-Fetch-Mode``'s
    value (made once per mode): the header list of a request that has none of its own."""
    client_headers = _NODE_HEADERS_OF_MODE.get(mode)
    if client_headers is None:
        client_headers = _NODE_HEADERS_OF_MODE[mode] = tuple(
            (n, mode if n == "sec-fetch-mode" else v) for n, v in NODE_CLIENT_HEADERS
        )
    return client_headers


async def _peek_upload(request: FetchRequest, upload: UploadStream) -> bytes:
    """The first non-empty chunk of a stream body (read before the headers go, as undici's
    writer reads it: ``b""`` for a stream that ends without one); its failure a network
    error, or the abort."""
    try:
        return await upload.peek()
    except OSError as error:
        _check_abort(request)
        raise NetworkError(str(error)) from error


def check_abort_after_hop(request: FetchRequest, hop: TransportResponse) -> None:
    """The abort check after a hop: an aborted signal gives the hop's body up."""
    signal = request.signal
    if signal is not None and signal.aborted:
        if hop.stream is not None:
            hop.stream.close()
        raise _Aborted


def combined_header_list(header_list: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The header list with the values of one name joined by ", " at that name's first place
    (https://fetch.spec.whatwg.org/#concept-header-list-combine, as undici's header list
    holds them and sends them)."""
    places: dict[str, int] = {}
    out: list[tuple[str, str]] = []
    for name, value in header_list:
        lowered = name.lower()
        if lowered in places:
            index = places[lowered]
            out[index] = (out[index][0], out[index][1] + ", " + value)
        else:
            places[lowered] = len(out)
            out.append((name, value))
    return out


def cache_mode_headers(
    cache_mode: str, present: set[str], cased: bool = False
) -> list[tuple[str, str]]:
    """https://fetch.spec.whatwg.org/#concept-http-network-or-cache-fetch steps 8.15-8.16
    (``present``: the lowercase names the request has): ``Cache-Control: max-age=0`` for
    "no-cache", ``Pragma`` and ``Cache-Control`` ``no-cache`` for "no-store" and "reload"
    (there is no cache: these are all a cache mode does here). The names lowercase (as
    undici sends them), or ``cased`` as a document's client (Chromium) sends them."""
    pragma, cache_control = ("Pragma", "Cache-Control") if cased else ("pragma", "cache-control")
    out = []
    if cache_mode == "no-cache" and "cache-control" not in present:
        out.append((cache_control, "max-age=0"))
    if cache_mode in ("no-store", "reload"):
        if "pragma" not in present:
            out.append((pragma, "no-cache"))
        if "cache-control" not in present:
            out.append((cache_control, "no-cache"))
    return out


def response_of_hop(request: FetchRequest, hop: TransportResponse) -> ResponseImpl:
    """The response of a hop a transport brought back (its content codings decoded), with the
    request's URL list; a final URL of a transport that followed redirects itself (Pyodide's
    ``js.fetch``) joins the list."""
    if hop.url is not None and hop.url != url_serialize(request.current_url, True):
        final = basic_url_parse(hop.url)
        if final is not None:
            request.url_list.append(final)
    url_list = request.url_list
    response = _response(
        hop.status,
        hop.status_text,
        hop.headers,
        hop.stream if hop.stream is not None else hop.body,
        [request.serialize_url(url_list[0])]
        if len(url_list) == 1
        else [request.serialize_url(url) for url in url_list],
    )
    if hop.stream is None and hop.body and "content-encoding" in response._headers._lowered:
        # (the header list's lowercase names, made once) "handle content codings": undone
        # as the body is read (a streamed body has none: a transport reads a coded body whole)
        from ._content_codings import decoded_body, decoders_of

        codings = decoders_of([v for n, v in hop.headers if n.lower() == "content-encoding"])
        if codings is not None:
            response._body = Body(decoded_body(codings, hop.body))
    if hop.type is not None:  # (a browser's fetch: its filtered response)
        response.type = hop.type  # type: ignore[assignment]
        if hop.type == "opaque":  # https://fetch.spec.whatwg.org/#concept-filtered-response-opaque
            response.url_list = []
        elif hop.type == "opaqueredirect":
            # https://fetch.spec.whatwg.org/#concept-filtered-response-opaque-redirect: "body
            # is null" (the browser's empty ArrayBuffer is no body: an abort leaves it alone)
            drop_body(response)
    return response


async def http_network_fetch(
    request: FetchRequest, headers: list[tuple[str, str]], transport: Transport
) -> TransportResponse:
    """https://fetch.spec.whatwg.org/#concept-http-network-fetch: one hop through the
    transport (a blocking one in a thread, where there are threads and a running loop)."""
    url = request.serialize_url(request.current_url, exclude_fragment=True)
    result: Any
    send = transport.send
    method, body = request.method, request.body
    stream = request.stream_body and getattr(transport, "streams", False)
    try:
        if request.browser_init is not None:
            result = send(method, url, headers, body, init=request.browser_init)  # type: ignore[call-arg]
        elif transport.blocking and _THREADS:
            asyncio = _ASYNCIO[0] if _ASYNCIO else _import_asyncio()
            # (in the call where no loop runs, or where the caller waits for it in the call:
            # webapi.eventloop's synchronous drive)
            if asyncio._get_running_loop() is None or _driver().synchronous():
                if stream:
                    result = send(method, url, headers, body, stream=True)  # type: ignore[call-arg]
                else:
                    result = send(method, url, headers, body)
            else:
                options: dict[str, Any] = {"stream": True} if stream else {}
                interrupt = None
                if getattr(transport, "interrupts", False):
                    interrupt = options["interrupt"] = Interrupt()
                sent = in_a_thread(send, method, url, headers, body, **options)
                result = await abortable(request, sent, interrupt)
        elif stream:
            result = send(method, url, headers, body, stream=True)  # type: ignore[call-arg]
        else:
            result = send(method, url, headers, body)
        if not isinstance(result, TransportResponse):
            if running_loop() is None:  # (the driver runs the rest in an asyncio loop)
                await _driver().needs_a_loop()
            result = await (result if request.signal is None else abortable(request, result))
    except (OSError, ValueError, TypeError) as error:
        _check_abort(request)  # (aborted while the body was sent: the abort)
        raise NetworkError(str(error)) from error
    for _, value in result.headers:
        if "\x00" in value or "\r" in value or "\n" in value:
            # A header value "contains no 0x00 (NUL) or HTTP newline bytes"
            # (https://fetch.spec.whatwg.org/#header-value): a response that has one is a
            # network error, as browsers make it (WPT header-value-null-byte.any.js)
            if result.stream is not None:
                result.stream.close()
            raise NetworkError("a response header value holds a NUL or newline byte")
    return result  # type: ignore[no-any-return]


async def abortable(
    request: FetchRequest, awaitable: Awaitable[Any], interrupt: Interrupt | None = None
) -> Any:
    """``awaitable`` (a hop's: the future of its thread, :func:`._waits.in_a_thread`, or an
    async transport's, awaited as a task) awaited until it is done, the request's signal
    aborts (https://fetch.spec.whatwg.org/#abort-fetch: the wait given up at once,
    :class:`_Aborted`) or the awaiting task is cancelled (``asyncio.wait_for``,
    ``task.cancel()``: ``CancelledError``, as it was). Either of these last two cancels the
    awaitable (an async transport's request cancelled, its connection closed by its client)
    and calls ``interrupt`` (a blocking transport's request cut short: its connection closed,
    its thread freed); a response that comes later is dropped."""
    asyncio = _ASYNCIO[0] if _ASYNCIO else _import_asyncio()
    future = asyncio.ensure_future(awaitable)
    signal = request.signal
    aborted = False

    def abort_the_wait() -> None:
        nonlocal aborted
        aborted = True
        future.cancel()
        if interrupt is not None:
            interrupt()

    if signal is not None:
        signal._add_algorithm(abort_the_wait)
    try:
        return await future
    except asyncio.CancelledError:
        if interrupt is not None:
            interrupt()
        if aborted and not task_cancelling():
            raise _Aborted from None
        raise
    finally:
        if signal is not None:
            signal._remove_algorithm(abort_the_wait)


def _browser_init(impl: Any) -> dict[str, str]:
    """The members of the Request ``impl`` a browser's fetch applies itself (a
    ``browser_fetch`` transport's ``init``), as a RequestInit writes them: the referrer
    "client" as ``about:client``, "no-referrer" as the empty string."""
    referrer = impl.referrer_value
    return {
        "mode": impl.mode,
        "credentials": impl.credentials,
        "redirect": impl.redirect,
        "referrer": {"client": "about:client", "no-referrer": ""}.get(referrer, referrer),
        "referrerPolicy": impl.referrer_policy,
        "cache": impl.cache,
    }


def _threads() -> bool:
    return sys.platform not in ("emscripten", "wasi")


#: Whether threads exist (a blocking transport then runs in one under a running loop).
_THREADS = _threads()
#: ``asyncio``, imported with the first hop of a blocking transport (not with webapi.fetch).
_ASYNCIO: list[Any] = []


def _driver() -> Any:
    """``webapi.eventloop.engine`` (the coroutine driver), imported with the first hop that
    asks it."""
    from webapi.eventloop import engine

    return engine


def _import_asyncio() -> Any:
    import asyncio

    _ASYNCIO.append(asyncio)
    return asyncio


async def fetch(
    input: Any, init: Any = None, *, transport: Any = None, client: Any = None, **options: Any
) -> Response:
    """https://fetch.spec.whatwg.org/#dom-global-fetch: the ``Response`` of ``input`` (a URL
    or a ``Request``) and ``init`` (a ``RequestInit``, or its members as keywords, as
    ``Request()`` takes them), awaited. ``client``: ``None`` for the Node-like client (no
    origin, no referrer, no cookies, no CORS), or a :class:`~webapi.fetch.FetchClient`, a
    document's client (its origin, referrer, cookies, CORS; a relative ``input`` is parsed
    against its URL). ``transport``: the transport of this call (a transport or a function,
    :mod:`webapi.fetch._transport`; otherwise the client's, or the default one). Rejects
    with ``TypeError("fetch failed")`` for a network error, with the signal's abort reason
    when it is aborted."""
    request_class, response_class = _BINDINGS or _import_bindings()
    if client is not None:
        if getattr(type(client), "_steps", None) is None:  # (a FetchClient)
            from webapi._webidl import argument_error

            raise argument_error("fetch", "client", client, "a FetchClient or None")
        input, init, options = _resolve_against_client(client, input, init, options)
        if transport is None:
            transport = client.transport
    request: FetchRequest | None = None
    signal: Any = None
    the_transport: Transport | None = None
    of_url = False
    if type(input) is str and init is None and not options and client is None:
        # (a URL fetched lately, as its serialization, for a transport that is no browser's
        # fetch: the request of the Request its steps make, made at once; the Request's
        # steps cannot fail for it, so the transport may be checked first)
        record = _PARSED.get(input)
        if record is not None and not record.username and not record.password:
            the_transport = (
                get_default_transport() if transport is None else as_transport(transport)
            )
            if not getattr(the_transport, "browser_fetch", False):
                request = request_of_url(input, record)
                of_url = True
    if request is None or the_transport is None:
        request, signal, the_transport = await _request_of_input(
            request_class, input, init, options, client, transport
        )
    try:
        if of_url:
            response = await main_fetch_of_url(request, the_transport)
        else:
            response = await fetch_steps(request, the_transport)
        response._headers._guard = "immutable"  # ("processResponse": the Response's headers)
    except _Aborted:
        response = None
    except NetworkError as error:
        raise TypeError("fetch failed") from (error.__cause__ or error)
    if response is None:
        signal.throwIfAborted()
    assert response is not None  # (an aborted fetch's signal is aborted: it raised)
    if response._body is not None and signal is not None:
        # https://fetch.spec.whatwg.org/#abort-fetch step 4, for an abort once the Response is
        # there: "If response's body is non-null and is readable, then error response's body
        # with error" (a body read whole before, as text() reads it, is closed: unchanged).
        # (Held weakly: the signal's algorithm keeps neither the body, which goes with its
        # Response, nor the signal in a cycle.)
        response._body.abortable = True
        body_ref, signal_ref = weakref.ref(response._body), weakref.ref(signal)

        def abort_the_body() -> None:
            body, the_signal = body_ref(), signal_ref()
            if body is not None and the_signal is not None:
                body.error_with(the_signal)

        signal._add_algorithm(abort_the_body)
    wrapped: Response = response_class._wrap(response)
    return wrapped


async def _request_of_input(
    request_class: Any,
    input: Any,
    init: Any,
    options: dict[str, Any],
    client: Any,
    transport: Any,
) -> tuple[FetchRequest, Any, Transport]:
    """fetch()'s steps 1-2 (https://fetch.spec.whatwg.org/#dom-global-fetch): the Request of
    ``input`` and ``init`` made by its constructor, and its request (the body read first
    where the transport takes bytes); the signal, or None where it follows none; the
    transport (``transport`` as one, or the default one)."""
    request_object = request_class(input, init, **options)
    impl = request_object._impl
    the_transport = get_default_transport() if transport is None else as_transport(transport)
    signal: Any = None
    if impl._signal is not None or impl._signal_sources:
        signal = request_object.signal
        # (the abort reason raised as the signal's throwIfAborted() raises it: a reason that
        # is no exception, as JavaScript's abort("stop"), as an AbortReasonError holding it)
        signal.throwIfAborted()
    # (else the request's signal follows no signal: it can never be aborted, and is not made)
    url = _parsed_request_url(impl.url)
    body: bytes | UploadStream | None = None
    source_null = False
    if impl._body is not None:
        body_impl = impl._body
        source_null = body_impl.stream is not None and body_impl.source is body_impl.stream
        if source_null and (client is not None or getattr(the_transport, "upload_streams", False)):
            # (a stream body: read as the transport sends it, a chunk at a time; a document's
            # client's is refused over HTTP/1.1 as Chromium refuses it, never read: both lock
            # and disturb the stream, as a fetch's read does)
            assert body_impl.stream is not None
            body = UploadStream(body_impl.stream.getReader(), signal)
            body_impl.disturbed = True
        else:  # (a transport that takes bytes: a stream body gathered first)
            body = await body_impl.read_all_bytes_async()
    header_list = impl.headers.header_list()
    if client is not None:
        # (Chromium 156 sends its own User-Agent whatever a page sets, and preflights none:
        # https://crbug.com/571722; the Standard allows a page's since 2015)
        header_list = [(n, v) for n, v in header_list if n.lower() != "user-agent"]
    request = FetchRequest(impl.method, url, header_list, body, impl.redirect, signal)
    request.body_source_null = source_null
    request.first_href = impl.url
    request.stream_body = True
    request.mode = impl.mode
    request.cache_mode = impl.cache
    if client is None and getattr(the_transport, "browser_fetch", False):
        request.browser_init = _browser_init(impl)
    if client is not None:
        request.client = client
        request.origin = client.origin
        request.credentials_mode = impl.credentials
        request.referrer_policy = impl.referrer_policy
        request.destination = impl.destination
        request.unsafe_request = True
        # (Chromium preflights a stream body's CORS request whatever its method and headers)
        request.use_cors_preflight = source_null
        referrer = impl.referrer_value
        if referrer in ("client", "no-referrer"):
            request.referrer = referrer
        else:
            parsed = basic_url_parse(referrer)
            # the Request constructor's step: a referrer of another origin is "client"
            if parsed is None or not _same_origin_with(request, parsed):
                request.referrer = "client"
            else:
                request.referrer = parsed
    if type(body) is UploadStream and signal is not None:
        # https://fetch.spec.whatwg.org/#abort-fetch step 2: "If request's body is non-null and
        # is readable, then cancel request's body with error" (a read waiting ends)
        upload_ref = weakref.ref(body)

        def cancel_the_body() -> None:
            upload = upload_ref()
            if upload is not None:
                upload.cancel(signal.reason)

        signal._add_algorithm(cancel_the_body)
    return request, signal, the_transport


def request_of_url(href: str, record: URLRecord) -> FetchRequest:
    """The request of ``new Request(href)`` for ``href`` a URL's serialization without
    credentials that the URL parser gives back unchanged (``record``, a URL parsed lately),
    made without the Request: https://fetch.spec.whatwg.org/#dom-request with no init takes
    the new request's initial values (method `GET`, an empty header list, a null body,
    redirect mode "follow", cache mode "default", credentials mode "same-origin") and step
    38's fallback mode "cors"; its signal follows no signal, so it is never aborted and not
    made. (tests/fetch/test_fetch_fast_path.py: the same hops as the Request's.)"""
    request = FetchRequest("GET", record.copy(), [], None, "follow", None)
    request.first_href = href
    request.stream_body = True
    request.mode = "cors"
    return request


#: ``Request`` and ``Response`` (webapi.fetch's bindings: imported with the first fetch)
_BINDINGS: list[Any] = []


def _import_bindings() -> list[Any]:
    from ._bindings import Request, Response

    _BINDINGS[:] = [Request, Response]
    return _BINDINGS


#: The records of the HTTP(S) URLs fetched lately, by their serialization (a Request's URL is
#: one: parsing it again gives the same record), each fetch taking a copy: the full parser is
#: a fifth of a kept-alive GET's time in fetch() (benchmarks/fetch_transports.py). Bounded.
_PARSED: dict[str, URLRecord] = {}
_PARSED_MAX = 256


def _parsed_request_url(href: str) -> URLRecord:
    """The record of a Request's URL ``href`` (serialized), a copy of the last one parsed
    for an HTTP(S) URL (a ``blob:`` URL's record holds its entry at parse time: parsed
    again)."""
    record = _PARSED.get(href)
    if record is None:
        record = basic_url_parse(href)
        assert record is not None  # (the Request's URL is a parsed one)
        if not href.startswith(("http://", "https://")):
            return record
        if len(_PARSED) >= _PARSED_MAX:
            _PARSED.clear()
        _PARSED[href] = record
    return record.copy()


def _resolve_against_client(
    client: Any, input: Any, init: Any, options: dict[str, Any]
) -> tuple[Any, Any, dict[str, Any]]:
    """``input`` and the ``referrer`` member parsed against the client's API base URL, as
    ``new Request()`` parses them in a page."""
    if isinstance(input, str):
        parsed_input = client.parse_url(input)
        if parsed_input is None:
            raise TypeError(f"Failed to execute 'fetch': Failed to parse URL from {input!r}")
        input = parsed_input

    def resolved(members: dict[str, Any]) -> dict[str, Any]:
        referrer = members.get("referrer")
        if isinstance(referrer, str) and referrer:
            parsed = client.parse_url(referrer)
            if parsed is not None:
                return {**members, "referrer": parsed}
        return members

    options = resolved(options)
    if isinstance(init, dict):
        init = resolved(init)
    return input, init, options
