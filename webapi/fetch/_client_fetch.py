"""The steps of main fetch and HTTP-network-or-cache fetch that differ for a document's client
(:class:`._client.FetchClient`): the referrer, the response tainting by ``mode`` with CORS,
the filtered responses, the request headers (``Origin``, ``Referer``, ``Cookie``,
``Sec-Fetch-*``, the profile's) and the cookies of every hop."""

from __future__ import annotations

from itertools import pairwise

from webapi.referrerpolicy import (
    determine_request_referrer,
    is_url_potentially_trustworthy,
    set_request_referrer_policy_on_redirect,
)
from webapi.url import OpaqueOrigin, URLRecord, registrable_domain, url_origin, url_serialize

from ._cors import (
    cors_check,
    cors_exposed_header_names,
    cors_preflight_fetch,
    cors_unsafe_request_header_names,
    is_cors_safelisted_method,
    needs_preflight,
)
from ._fetch import (
    BAD_PORTS,
    NULL_BODY_STATUS,
    FetchRequest,
    NetworkError,
    _check_abort,
    _same_origin_with,
    cache_mode_headers,
    check_abort_after_hop,
    combined_header_list,
    drop_body,
    http_fetch,
    http_network_fetch,
    response_of_hop,
    scheme_fetch,
)
from ._mixed_content import (
    should_fetching_request_be_blocked_as_mixed_content,
    upgrade_mixed_content_request,
)
from ._response_impl import ResponseImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._transport import Transport

__all__ = [
    "append_request_origin_header",
    "client_network_or_cache_fetch",
    # (cors_check, cors_preflight_fetch, needs_preflight and
    # set_request_referrer_policy_on_redirect: ._fetch calls them through a client's _steps)
    "cors_check",
    "cors_preflight_fetch",
    "main_fetch_for_client",
    "needs_preflight",
    "sec_fetch_site",
    "set_request_referrer_policy_on_redirect",
]


async def main_fetch_for_client(
    request: FetchRequest, transport: Transport, recursive: bool = False
) -> ResponseImpl:
    """https://fetch.spec.whatwg.org/#concept-main-fetch for a request whose client is a
    document's: steps 6-7 (Mixed Content's upgrade and block: :mod:`._mixed_content`), 8-9
    (the referrer policy and the referrer, again on each redirect), 12
    (the response tainting by mode) and 14 (the filtered response, once: at the outer call)."""
    _check_abort(request)
    client = request.client
    assert client is not None
    # 6. "Upgrade a mixed content request to a potentially trustworthy URL, if appropriate."
    upgrade_mixed_content_request(request)
    url = request.current_url
    # 7. bad port, mixed content
    if url.scheme in ("http", "https") and url.port is not None and url.port in BAD_PORTS:
        raise NetworkError(f"port {url.port} is a bad port")
    if should_fetching_request_be_blocked_as_mixed_content(request):
        raise NetworkError(f"mixed content: {url_serialize(url)} blocked")
    # 8.
    if request.referrer_policy == "":
        request.referrer_policy = client.referrer_policy
    # 9.
    if request.referrer != "no-referrer":
        referrer = determine_request_referrer(request)
        request.referrer = "no-referrer" if referrer is None else referrer
    # 12.
    if (
        (_same_origin_with(request, url) and request.response_tainting == "basic")
        or url.scheme == "data"
        or request.mode in ("navigate", "websocket")
    ):
        request.response_tainting = "basic"
        response = await scheme_fetch(request, transport)
    elif request.mode == "same-origin":
        raise NetworkError("mode is 'same-origin' and the URL is another origin's")
    elif request.mode == "no-cors":
        if request.redirect_mode != "follow":
            raise NetworkError("mode 'no-cors' with a redirect mode other than 'follow'")
        request.response_tainting = "opaque"
        response = await scheme_fetch(request, transport)
    elif url.scheme not in ("http", "https"):
        raise NetworkError(f"a {url.scheme}: URL in CORS mode")
    else:
        # "request's unsafe-request flag is set and either request's method is not a
        # CORS-safelisted method or CORS-unsafe request-header names with request's header
        # list is not empty": a preflight first
        if request.response_tainting != "cors" or request.method != request.site_chain[1]:
            restart_site_chain(request)
        request.response_tainting = "cors"
        make_preflight = request.use_cors_preflight or (
            request.unsafe_request
            and (
                not is_cors_safelisted_method(request.method)
                or bool(cors_unsafe_request_header_names(request.header_list))
            )
        )
        response = await http_fetch(request, transport, make_preflight)
    if recursive or response.type == "opaqueredirect":
        return response
    # 14.-16.
    if not response.url_list:
        response.url_list = [request.serialize_url(u) for u in request.url_list]
    if response.status in NULL_BODY_STATUS or request.method in ("HEAD", "CONNECT"):
        drop_body(response)
    return filtered_response(request, response)


def filtered_response(request: FetchRequest, response: ResponseImpl) -> ResponseImpl:
    """Main fetch's step 14: the basic (https://fetch.spec.whatwg.org/#concept-filtered-response-basic),
    CORS (#concept-filtered-response-cors) or opaque (#concept-filtered-response-opaque)
    filtered response of the request's response tainting."""
    tainting = request.response_tainting
    headers = response._headers.header_list()
    if tainting == "basic":
        kept = [(n, v) for n, v in headers if n.lower() not in ("set-cookie", "set-cookie2")]
    elif tainting == "cors":
        exposed = cors_exposed_header_names(request, response)
        kept = [(n, v) for n, v in headers if n.lower() in exposed]
    else:
        filtered = ResponseImpl()
        filtered.type = "opaque"
        filtered.status = 0
        filtered.status_text = ""
        if request.stream_body:  # (a page's fetch(): the bytes are never read, given up)
            drop_body(response)
        else:  # (a request of the user agent's own: HTML reads a no-cors style sheet)
            filtered.internal_response = response
        return filtered
    filtered = ResponseImpl()
    filtered.internal_response = response
    filtered.type = tainting  # type: ignore[assignment]
    filtered.status = response.status
    filtered.status_text = response.status_text
    for name, value in kept:
        filtered._headers.list_append(name, value)
    filtered._body = response._body
    filtered.url_list = response.url_list
    return filtered


def _same_site(a: URLRecord, b: URLRecord) -> bool:
    """https://html.spec.whatwg.org/multipage/browsers.html#same-site (schemeful) for tuple
    origins: the same scheme and the same host or registrable domain."""
    if a.scheme != b.scheme:
        return False
    if a.host == b.host:
        return True
    domain = registrable_domain(a.host)
    return domain is not None and domain == registrable_domain(b.host)


def sec_fetch_site(request: FetchRequest) -> str:
    """https://w3c.github.io/webappsec-fetch-metadata/#sec-fetch-site-header: "same-origin",
    "same-site" or "cross-site", the least of every URL of the URL list; as Chromium, of the
    URLs since its network request last started (its CORS loader starts a new one for a
    preflight, when a redirect makes the request cross-origin, and when a redirect changes
    the method: :func:`restart_site_chain`)."""
    assert request.client is not None
    page = request.client.creation_url
    value = "same-origin"
    for url in request.url_list[request.site_chain[0] :]:
        if _same_origin_with(request, url):
            continue
        value = "same-site"
        if not _same_site(url, page):
            return "cross-site"
    return value


def restart_site_chain(request: FetchRequest) -> None:
    """Chromium's CORS loader starting a new network request at the current URL."""
    request.site_chain = (len(request.url_list) - 1, request.method)


def append_request_origin_header(request: FetchRequest, headers: list[tuple[str, str]]) -> None:
    """https://fetch.spec.whatwg.org/#append-a-request-origin-header, as Chromium 156: a
    request that is not CORS gets "null" once a redirect went from one origin to another
    (the Standard: by its tainted origin flag), and of step 3.1's referrer policy cases only
    the downgrade (an ``https:`` origin, a URL that is not) makes it "null" (Chromium sends
    the origin under ``no-referrer`` and ``same-origin``)."""
    serialized = request.serialized_origin()
    if request.response_tainting == "cors":
        headers.append(("Origin", serialized))
        return
    if request.method in ("GET", "HEAD"):
        return
    urls = request.url_list
    if any(not _same_origin_urls(a, b) for a, b in pairwise(urls)):
        serialized = "null"
    if request.mode != "cors" and request.referrer_policy in (
        "no-referrer-when-downgrade",
        "strict-origin",
        "strict-origin-when-cross-origin",
    ):
        origin = request.origin
        if getattr(origin, "scheme", None) == "https" and request.current_url.scheme != "https":
            serialized = "null"
    headers.append(("Origin", serialized))


def _same_origin_urls(a: URLRecord, b: URLRecord) -> bool:
    origin_a, origin_b = url_origin(a), url_origin(b)
    if isinstance(origin_a, OpaqueOrigin) or isinstance(origin_b, OpaqueOrigin):
        return origin_a is origin_b
    return origin_a[:3] == origin_b[:3]


def _include_credentials(request: FetchRequest) -> bool:
    """HTTP-network-or-cache fetch's includeCredentials: "include", or "same-origin" with
    the response tainting "basic" (and, as Chromium, a no-cors request with the default
    credentials mode whose first URL is the client's origin sends and stores cookies on
    every hop, the cross-origin ones after a redirect too)."""
    mode = request.credentials_mode
    if mode == "include":
        return True
    if mode != "same-origin":
        return False
    tainting = request.response_tainting
    return tainting == "basic" or (
        tainting == "opaque" and _same_origin_with(request, request.url_list[0])
    )


def _content_length(request: FetchRequest, headers: list[tuple[str, str]]) -> None:
    """HTTP-network-or-cache fetch's steps 8.5-8.7: ``Content-Length``."""
    if request.body is None and request.method in ("POST", "PUT"):
        headers.append(("Content-Length", "0"))
    elif isinstance(request.body, bytes):  # (a stream body was refused before)
        headers.append(("Content-Length", str(len(request.body))))


def _fetch_metadata(request: FetchRequest, headers: list[tuple[str, str]], blocked: bool) -> None:
    """https://w3c.github.io/webappsec-fetch-metadata/#fetch-integration: ``Sec-Fetch-Site``
    ("none" for a navigation the user agent's user made), ``-Mode``, ``-User`` (a navigation
    with user activation) and ``-Dest``; then Chromium's ``Sec-Fetch-Storage-Access: none``
    where third-party cookies were ``blocked``."""
    site = "none" if request.browser_ui and request.mode == "navigate" else sec_fetch_site(request)
    headers.append(("Sec-Fetch-Site", site))
    headers.append(("Sec-Fetch-Mode", request.mode))
    if request.mode == "navigate" and request.user_activation:
        headers.append(("Sec-Fetch-User", "?1"))
    headers.append(("Sec-Fetch-Dest", request.destination or "empty"))
    if blocked:
        headers.append(("Sec-Fetch-Storage-Access", "none"))


def _subresource_headers(
    request: FetchRequest,
    own: list[tuple[str, str]],
    present: set[str],
    trustworthy: bool,
    blocked: bool,
    is_preflight: bool,
) -> list[tuple[str, str]]:
    """The header list of a request that is no navigation, in Chromium 156's order: the
    request's own headers, ``User-Agent``, the client hints, ``Accept``, ``Origin``,
    ``Sec-Fetch-*``, ``Referer``, the cache mode's, ``Accept-Encoding`` and
    ``Accept-Language`` (``Cookie`` last, by the caller)."""
    assert request.client is not None
    profile = request.client.profile
    headers: list[tuple[str, str]] = []
    _content_length(request, headers)
    # (Chromium sends no client hints with a preflight)
    hints = dict(profile.client_hints) if trustworthy and not is_preflight else {}
    if "sec-ch-ua-platform" in hints:
        headers.append(("sec-ch-ua-platform", hints.pop("sec-ch-ua-platform")))
    headers += own
    if "user-agent" not in present:
        headers.append(("User-Agent", profile.user_agent))
    headers += hints.items()
    # fetch's step 12: the destination's Accept where the request has none
    if "accept" not in present:
        headers.append(("Accept", profile.accept_for(request.destination)))
    append_request_origin_header(request, headers)
    if profile.sec_fetch and trustworthy:
        _fetch_metadata(request, headers, blocked)
    # 8.11. "If httpRequest's referrer is a URL": Referer
    if isinstance(request.referrer, URLRecord):
        headers.append(("Referer", url_serialize(request.referrer)))
    # 8.19. "If httpRequest's header list contains `Range`, then append (`Accept-Encoding`,
    # `identity`)"
    identity = "range" in present
    headers += cache_mode_headers(request.cache_mode, present, cased=True)
    headers.append(("Accept-Encoding", "identity" if identity else profile.accept_encoding))
    if "accept-language" not in present:
        headers.append(("Accept-Language", profile.accept_language))
    return headers


def _navigation_headers(
    request: FetchRequest,
    own: list[tuple[str, str]],
    present: set[str],
    trustworthy: bool,
    blocked: bool,
) -> list[tuple[str, str]]:
    """The header list of a navigation request, in Chromium 156's order (recorded:
    tests/html/_chromium_destinations.json): the cache mode's, the client hints,
    ``Upgrade-Insecure-Requests``, the request's own headers (a form's ``Content-Type``),
    ``User-Agent``, ``Origin``, ``Accept``, ``Sec-Fetch-*``, ``Referer``, ``Accept-Encoding``
    and ``Accept-Language`` (``Cookie`` last, by the caller)."""
    assert request.client is not None
    profile = request.client.profile
    headers = cache_mode_headers(request.cache_mode, present, cased=True)
    _content_length(request, headers)
    if trustworthy:
        headers += profile.client_hints
    if profile.upgrade_insecure_requests:
        headers.append(("Upgrade-Insecure-Requests", "1"))
    headers += own
    if "user-agent" not in present:
        headers.append(("User-Agent", profile.user_agent))
    append_request_origin_header(request, headers)
    if "accept" not in present:
        headers.append(("Accept", profile.accept_for(request.destination)))
    if profile.sec_fetch and trustworthy:
        _fetch_metadata(request, headers, blocked)
    if isinstance(request.referrer, URLRecord):
        headers.append(("Referer", url_serialize(request.referrer)))
    headers.append(("Accept-Encoding", profile.accept_encoding))
    if "accept-language" not in present:
        headers.append(("Accept-Language", profile.accept_language))
    return headers


async def client_network_or_cache_fetch(
    request: FetchRequest, transport: Transport, is_preflight: bool = False
) -> ResponseImpl:
    """https://fetch.spec.whatwg.org/#concept-http-network-or-cache-fetch for a document's
    client (no cache): the header list of a navigation (:func:`_navigation_headers`) or of
    another request (:func:`_subresource_headers`) in Chromium's order, then ``Cookie``; every
    Set-Cookie of the response into the jar when credentials are included."""
    client = request.client
    assert client is not None
    if request.body is not None and request.body_source_null:
        # (Chromium 156 sends a stream body only over HTTP/2 or QUIC: over HTTP/1.1, which
        # the transports speak, ERR_H2_OR_QUIC_REQUIRED, "Failed to fetch", after the
        # preflight a stream body always has; the stream never read)
        raise NetworkError("a stream body needs HTTP/2 or QUIC (Chromium's fetch)")
    profile = client.profile
    url = request.current_url
    own = combined_header_list(request.header_list)  # (one line a name, as Chromium)
    present = {name.lower() for name, _ in own}
    trustworthy = is_url_potentially_trustworthy(url)
    include_credentials = not is_preflight and _include_credentials(request)
    # third-party cookies blocked (the profile's choice, Chromium 156's as recorded): a
    # request to another site than the page's neither sends nor stores cookies, and says so
    # in Sec-Fetch-Storage-Access (Chromium's Storage Access headers); a top-level
    # navigation's response is the new first-party document: never blocked (an iframe's is)
    top_level = request.mode == "navigate" and request.destination == "document"
    blocked = (
        include_credentials
        and profile.block_third_party_cookies
        and not top_level
        and not _same_site(url, client.creation_url)
    )
    if blocked:
        include_credentials = False
    if request.mode == "navigate":
        headers = _navigation_headers(request, own, present, trustworthy, blocked)
    else:
        headers = _subresource_headers(request, own, present, trustworthy, blocked, is_preflight)
    jar = client.cookie_jar
    context = {
        "site_for_cookies": url_serialize(client.creation_url),
        # (a top-level navigation's request is a top-level one: the request's client, the
        # initiator, is its site for cookies, and Lax cookies go with a cross-site GET)
        "top_level": top_level,
        "method": request.method,
    }
    if include_credentials and jar is not None:
        # 8.17.2. the cookie-string of the jar for the URL (the same-site computation with
        # the client's site for cookies)
        cookies = jar.cookie_header(request.serialize_url(url), **context)
        if cookies:
            headers.append(("Cookie", cookies))
    _check_abort(request)
    hop = await http_network_fetch(request, headers, transport)
    check_abort_after_hop(request, hop)
    if include_credentials and jar is not None:
        # HTTP-network fetch's "If includeCredentials is true, the user agent should parse
        # and store response's `Set-Cookie` headers"
        for name, value in hop.headers:
            if name.lower() == "set-cookie":
                jar.set_cookie(value, request.serialize_url(url), **context)
    return response_of_hop(request, hop)
