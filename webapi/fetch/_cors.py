"""CORS as a document's client makes it (https://fetch.spec.whatwg.org/#http-cors-protocol):
the CORS check, the CORS-preflight fetch and its cache, the CORS-unsafe request-header names
and the CORS filtered response's header names."""

from __future__ import annotations

import time

from webapi.url import URLRecord, url_serialize

from ._headers_impl import is_cors_safelisted_request_header, is_header_name

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._fetch import FetchRequest
    from ._response_impl import ResponseImpl
    from ._transport import Transport

__all__ = [
    "MAX_CACHE_ENTRIES",
    "MAX_KEY_LENGTH",
    "PURGE_UNIT",
    "CORSPreflightCache",
    "cors_check",
    "cors_exposed_header_names",
    "cors_preflight_fetch",
    "cors_unsafe_request_header_names",
    "is_cors_safelisted_method",
]

#: https://fetch.spec.whatwg.org/#cors-safelisted-method
_SAFELISTED_METHODS = frozenset(("GET", "HEAD", "POST"))
#: https://fetch.spec.whatwg.org/#cors-safelisted-response-header-name
_SAFELISTED_RESPONSE_NAMES = frozenset(
    (
        "cache-control",
        "content-language",
        "content-length",
        "content-type",
        "expires",
        "last-modified",
        "pragma",
    )
)
#: Chromium's cap on Access-Control-Max-Age (2 hours), and the Standard's default (5 s).
MAX_AGE_CAP = 7200
DEFAULT_MAX_AGE = 5


def is_cors_safelisted_method(method: str) -> bool:
    """https://fetch.spec.whatwg.org/#cors-safelisted-method"""
    return method in _SAFELISTED_METHODS


def cors_unsafe_request_header_names(headers: list[tuple[str, str]]) -> list[str]:
    """https://fetch.spec.whatwg.org/#cors-unsafe-request-header-names: the names (lowercase,
    sorted, once each) whose header is not CORS-safelisted, and every name when the safelisted
    values add up to more than 1024 bytes."""
    unsafe: set[str] = set()
    total = 0
    for name, value in headers:
        if not is_cors_safelisted_request_header(name, value) and not _simple_range(name, value):
            unsafe.add(name.lower())
        else:
            total += len(value)
    if total > 1024:
        unsafe.update(name.lower() for name, _ in headers)
    return sorted(unsafe)


def _simple_range(name: str, value: str) -> bool:
    """The CORS-safelisted request-header's ``range`` case: "a simple range header value"
    whose first part is not null (``bytes=0-1``, ``bytes=5-``)."""
    if name.lower() != "range" or len(value) > 128:
        return False
    from ._blob_scheme import parse_a_single_range_header_value

    parsed = parse_a_single_range_header_value(value, False)
    return parsed is not None and parsed[0] is not None


def _get(response: ResponseImpl, name: str) -> str | None:
    return response._headers.get(name)


def _values(response: ResponseImpl, name: str) -> list[str] | None:
    """ "extracting header list values": None where there is none."""
    value = _get(response, name)
    if value is None:
        return None
    return [item.strip(" \t") for item in value.split(",") if item.strip(" \t")]


def _token_values(response: ResponseImpl, name: str) -> list[str] | None:
    """ "extracting header list values" of a header whose ABNF is ``#token``
    (``Access-Control-Allow-Methods``, ``-Headers``): [] where there is none; None, the
    Standard's failure, where an element is not a token ("Bad value")."""
    values = _values(response, name)
    if values is None:
        return []
    if not all(is_header_name(value) for value in values):  # (a header name is a token)
        return None
    return values


def cors_check(request: FetchRequest, response: ResponseImpl) -> bool:
    """https://fetch.spec.whatwg.org/#concept-cors-check"""
    origin = _get(response, "Access-Control-Allow-Origin")
    if origin is None:
        return False
    if request.credentials_mode != "include" and origin == "*":
        return True
    if request.serialized_origin() != origin:
        return False
    if request.credentials_mode != "include":
        return True
    return _get(response, "Access-Control-Allow-Credentials") == "true"


#: Chromium 156's bounds of a network context's CORS-preflight cache
#: (services/network/cors/preflight_cache.cc): at most 1,024 entries (an entry: one origin's
#: preflight result for one URL), none for a URL longer than 1,024 characters, and 10 entries
#: purged when it is full (Chromium purges from a random place, webapi the oldest).
MAX_CACHE_ENTRIES = 1024
MAX_KEY_LENGTH = 1024
PURGE_UNIT = 10


class _PreflightResult:
    """The cache entries of one preflight: its methods' and header names' expiry (the
    monotonic time their max-age ends)."""

    __slots__ = ("expiry", "header_names", "methods")

    def __init__(self, methods: frozenset[str], header_names: frozenset[str], expiry: float):
        self.methods = methods
        self.header_names = header_names
        self.expiry = expiry


class CORSPreflightCache:
    """https://fetch.spec.whatwg.org/#concept-cache: entries of (origin, URL, credentials,
    method or header name) until their max-age ends, kept as Chromium 156 keeps them: one
    entry per origin, URL and credentials holding the last successful preflight's methods and
    header names (a new preflight's replace them), at most :data:`MAX_CACHE_ENTRIES`, none
    for a URL of more than :data:`MAX_KEY_LENGTH` characters: what a page or its servers send
    cannot grow it without bound."""

    __slots__ = ("_entries",)

    def __init__(self) -> None:
        self._entries: dict[tuple[str, str, bool], _PreflightResult] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def match(self, origin: str, url: URLRecord, credentials: bool, kind: str, name: str) -> bool:
        """A method ("method") or header-name ("header") cache entry match."""
        key = (origin, url_serialize(url), credentials)
        result = self._entries.get(key)
        if result is None:
            return False
        if result.expiry <= time.monotonic():
            del self._entries[key]
            return False
        if kind == "method":
            return name in result.methods
        return name.lower() in result.header_names

    def store(
        self,
        origin: str,
        url: URLRecord,
        credentials: bool,
        methods: list[str],
        header_names: list[str],
        max_age: int,
    ) -> None:
        """CORS-preflight fetch's steps 7.10-7.11 ("create a new cache entry" for each method
        and header name, with ``max_age``), as one entry replacing the URL's last."""
        serialized = url_serialize(url)
        if len(serialized) + len(origin) > MAX_KEY_LENGTH:
            return
        key = (origin, serialized, credentials)
        entries = self._entries
        entries.pop(key, None)
        if len(entries) >= MAX_CACHE_ENTRIES:
            for oldest in list(entries)[:PURGE_UNIT]:
                del entries[oldest]
        entries[key] = _PreflightResult(
            frozenset(methods),
            frozenset(name.lower() for name in header_names),
            time.monotonic() + max_age,
        )

    def clear(self, origin: str, url: URLRecord) -> None:
        """ "clear cache entries" for an origin and URL (a failed preflight)."""
        serialized = url_serialize(url)
        for key in [k for k in self._entries if k[0] == origin and k[1] == serialized]:
            del self._entries[key]


def needs_preflight(request: FetchRequest, cache: CORSPreflightCache) -> bool:
    """HTTP fetch's step 4.1's condition: a method or a CORS-unsafe header name no cache
    entry matches."""
    origin = request.serialized_origin()
    url = request.current_url
    credentials = request.credentials_mode == "include"
    method = request.method
    # "and either request's method is not a CORS-safelisted method or request's
    # use-CORS-preflight flag is set"
    unsafe_method = not is_cors_safelisted_method(method) or request.use_cors_preflight
    if unsafe_method and not cache.match(origin, url, credentials, "method", method):
        return True
    return any(
        not cache.match(origin, url, credentials, "header", name)
        for name in cors_unsafe_request_header_names(request.header_list)
    )


async def cors_preflight_fetch(request: FetchRequest, transport: Transport) -> None:
    """https://fetch.spec.whatwg.org/#cors-preflight-fetch: returns when the preflight
    allows ``request``, raises a NetworkError otherwise."""
    from ._fetch import FetchRequest, NetworkError, http_network_or_cache_fetch

    # 1. the preflight request: OPTIONS, the request's current URL, origin, referrer and
    # policy, mode "cors", response tainting "cors", credentials omitted
    preflight = FetchRequest(
        "OPTIONS", request.current_url.copy(), [], None, "manual", request.signal
    )
    preflight.client = request.client
    preflight.origin = request.origin
    preflight.tainted_origin = request.tainted_origin
    preflight.referrer = request.referrer
    preflight.referrer_policy = request.referrer_policy
    preflight.mode = "cors"
    preflight.credentials_mode = "omit"
    preflight.response_tainting = "cors"
    # (Chromium 156 sends the request's cache mode's headers with its preflight too)
    preflight.cache_mode = request.cache_mode
    request.site_chain = (len(request.url_list) - 1, request.method)  # (Chromium's restart)
    # 2.-5.
    preflight.header_list.append(("Accept", "*/*"))
    preflight.header_list.append(("Access-Control-Request-Method", request.method))
    unsafe = cors_unsafe_request_header_names(request.header_list)
    if unsafe:
        preflight.header_list.append(("Access-Control-Request-Headers", ",".join(unsafe)))
    response = await http_network_or_cache_fetch(preflight, transport, is_preflight=True)
    # 7. "If a CORS check for request and response returns success and response's status is
    # an ok status"
    if not (cors_check(request, response) and 200 <= response.status <= 299):
        raise NetworkError("CORS preflight failed")
    # 7.1.-7.3. "If either methods or headerNames is failure, return a network error."
    methods = _token_values(response, "Access-Control-Allow-Methods")
    header_names = _token_values(response, "Access-Control-Allow-Headers")
    if methods is None or header_names is None:
        raise NetworkError("CORS preflight: an Access-Control-Allow- list that is not tokens")
    include = request.credentials_mode == "include"
    method = request.method
    if (
        method not in methods
        and not is_cors_safelisted_method(method)
        and (include or "*" not in methods)
    ):
        raise NetworkError(f"CORS preflight does not allow the method {method}")
    lowered = {name.lower() for name in header_names}
    # (the Standard's "CORS non-wildcard request-header name" step, Authorization not
    # covered by "*", is left out as Chromium 156 leaves it out)
    for name in unsafe:
        if name not in lowered and (include or "*" not in lowered):
            raise NetworkError(f"CORS preflight does not allow the header {name}")
    # 7.8.-7.9. max-age (5 s where there is none; capped as Chromium caps it)
    max_age_value = _get(response, "Access-Control-Max-Age")
    max_age = DEFAULT_MAX_AGE
    if max_age_value is not None and max_age_value.strip().isdigit():
        max_age = int(max_age_value.strip())
    max_age = min(max_age, MAX_AGE_CAP)
    client = request.client
    if client is None or max_age == 0:
        return
    cache = client.preflight_cache
    origin = request.serialized_origin()
    url = request.current_url
    cache.store(origin, url, include, methods, header_names, max_age)


def cors_exposed_header_names(request: FetchRequest, response: ResponseImpl) -> frozenset[str]:
    """https://fetch.spec.whatwg.org/#concept-filtered-response-cors with main fetch's step
    14's "CORS-exposed header-name list": the lowercase names a CORS filtered response
    keeps (the safelisted ones, those ``Access-Control-Expose-Headers`` names; ``*`` all
    but ``Set-Cookie`` unless the credentials mode is "include")."""
    exposed = {name.lower() for name in _values(response, "Access-Control-Expose-Headers") or []}
    if request.credentials_mode != "include" and "*" in exposed:
        return frozenset(
            name.lower()
            for name, _ in response._headers.header_list()
            if name.lower() not in ("set-cookie", "set-cookie2")
        )
    return frozenset(_SAFELISTED_RESPONSE_NAMES | exposed)
