"""Cookies as a browser keeps them: RFC 6265bis (draft-ietf-httpbis-rfc6265bis, "User Agent
Requirements"), with the ``__Http-`` and ``__Host-Http-`` name prefixes of the
layered-cookies draft.

``CookieJar`` stores the cookies of Set-Cookie fields and gives the Cookie header for a
request (and ``document.cookie``'s view with ``http=False``); ``parse_set_cookie`` and
``parse_cookie_date`` are the draft's parsing algorithms. See docs/cookies.md.
"""

from webapi._lazy import lazy_package as _lazy_package

from ._context import RequestOptions
from ._dates import parse_cookie_date
from ._httpx import httpx_event_hooks, use_in_httpx
from ._jar import CookieJar
from ._paths import default_path, domain_matches, path_matches
from ._records import Cookie, SetCookie
from ._set_cookie import MAX_ATTRIBUTE_VALUE_OCTETS, MAX_NAME_VALUE_OCTETS, parse_set_cookie
from ._storage import (
    COOKIE_AGE_LIMIT,
    MAX_COOKIES,
    MAX_COOKIES_PER_DOMAIN,
    PURGE_DOMAIN_TO,
    PURGE_TO,
)

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from ._aiohttp import AiohttpCookieJar as AiohttpCookieJar
    from ._persistence import CookieFileError as CookieFileError
    from ._requests import RequestsCookieAdapter as RequestsCookieAdapter
    from ._requests import RequestsCookieJar as RequestsCookieJar
    from ._requests import use_in_requests as use_in_requests
    from ._scrapy import ScrapyCookiesMiddleware as ScrapyCookiesMiddleware
    from ._stdlib import HTTPCookieJar as HTTPCookieJar
    from ._stdlib import from_http_cookiejar as from_http_cookiejar
    from ._stdlib import to_http_cookiejar as to_http_cookiejar

#: The adapters load on first use (they import http.cookiejar, requests, aiohttp), and so
#: does the saved jar's reader (json).
_LAZY = {
    "._stdlib": "HTTPCookieJar from_http_cookiejar to_http_cookiejar",
    "._persistence": "CookieFileError",
    "._requests": "RequestsCookieAdapter RequestsCookieJar use_in_requests",
    "._aiohttp": "AiohttpCookieJar",
    "._scrapy": "ScrapyCookiesMiddleware",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)

__all__ = [
    "COOKIE_AGE_LIMIT",
    "MAX_ATTRIBUTE_VALUE_OCTETS",
    "MAX_COOKIES",
    "MAX_COOKIES_PER_DOMAIN",
    "MAX_NAME_VALUE_OCTETS",
    "PURGE_DOMAIN_TO",
    "PURGE_TO",
    "AiohttpCookieJar",
    "Cookie",
    "CookieFileError",
    "CookieJar",
    "HTTPCookieJar",
    "RequestOptions",
    "RequestsCookieAdapter",
    "RequestsCookieJar",
    "ScrapyCookiesMiddleware",
    "SetCookie",
    "default_path",
    "domain_matches",
    "from_http_cookiejar",
    "httpx_event_hooks",
    "parse_cookie_date",
    "parse_set_cookie",
    "path_matches",
    "to_http_cookiejar",
    "use_in_httpx",
    "use_in_requests",
]
