"""Cookies as a browser keeps them: RFC 6265bis (draft-ietf-httpbis-rfc6265bis, "User Agent
Requirements"), with the ``__Http-`` and ``__Host-Http-`` name prefixes of the
layered-cookies draft.

``CookieJar`` stores the cookies of Set-Cookie fields and gives the Cookie header for a
request (and ``document.cookie``'s view with ``http=False``); ``parse_set_cookie`` and
``parse_cookie_date`` are the draft's parsing algorithms. See docs/cookies.md.
"""

from ._dates import parse_cookie_date
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

__all__ = [
    "COOKIE_AGE_LIMIT",
    "MAX_ATTRIBUTE_VALUE_OCTETS",
    "MAX_COOKIES",
    "MAX_COOKIES_PER_DOMAIN",
    "MAX_NAME_VALUE_OCTETS",
    "PURGE_DOMAIN_TO",
    "PURGE_TO",
    "Cookie",
    "CookieJar",
    "SetCookie",
    "default_path",
    "domain_matches",
    "parse_cookie_date",
    "parse_set_cookie",
    "path_matches",
]
