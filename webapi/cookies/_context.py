"""The request a cookie is received from or retrieved for: its canonicalized host, path,
whether it denotes a "secure" connection, and its same-site status (RFC 6265bis
"Canonicalized Host Names", "Paths and Path-Match", "'Same-site' and 'cross-site'
Requests")."""

from __future__ import annotations

import datetime
import time
from dataclasses import dataclass
from typing import TypedDict

from webapi.html import SchemeAndHost, same_site
from webapi.url import Origin, URLRecord, host_serialize, url_path_serialize
from webapi.url.engine import url_record_argument

__all__ = ["Request", "RequestOptions", "now_seconds", "request_context"]

#: The "safe" methods (RFC 9110, section 9.2.1) that Lax cookies accompany cross-site.
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})
_SECURE_SCHEMES = frozenset({"https", "wss"})


@dataclass(frozen=True, slots=True)
class Request:
    """What the storage and retrieval models need to know about a request-uri."""

    host: str  # the canonicalized host ("" when there is none)
    is_ip: bool
    path: str
    secure: bool
    same_site: bool
    top_level: bool
    safe_method: bool
    http: bool


class RequestOptions(TypedDict, total=False):
    """The keywords of :meth:`CookieJar.set_cookie`, :meth:`CookieJar.receive` and
    :meth:`CookieJar.cookie_header`: the time and the request's context, each optional.

    ``now``: an aware datetime or seconds since the epoch (default: the current time).
    ``http`` (default ``True``): ``False`` makes the call a "non-HTTP" API,
    ``document.cookie``'s setter or getter. ``site_for_cookies`` (default ``None``, a
    request without a client, which is same-site): the origin (or URL) of the request's
    client's "site for cookies". ``top_level`` (default ``True``): whether the request
    navigates a top-level traversable. ``method`` (default ``"GET"``): its method.
    """

    now: object
    http: bool
    site_for_cookies: object
    top_level: bool
    method: str


_OPTIONS = frozenset(RequestOptions.__annotations__)


def now_seconds(now: object, function: str) -> float:
    """``now`` (an aware datetime, epoch seconds, or ``None`` for the current time) as epoch
    seconds."""
    if now is None:
        return time.time()
    if isinstance(now, datetime.datetime):
        if now.tzinfo is None or now.utcoffset() is None:
            from webapi._webidl import argument_error

            raise argument_error(function, "now", now, "an aware datetime (with a tzinfo)")
        return now.timestamp()
    if isinstance(now, (int, float)) and not isinstance(now, bool):
        try:
            seconds = float(now)
        except OverflowError:  # an int past float's range
            seconds = float("inf")
        if seconds == seconds and abs(seconds) != float("inf"):
            return seconds
    from webapi._webidl import argument_error

    raise argument_error(function, "now", now, "an aware datetime, epoch seconds or None")


def _record(url: object, function: str, parameter: str) -> URLRecord:
    also = "an origin or " if parameter == "site_for_cookies" else ""
    return url_record_argument(url, function, parameter, also)


def _is_secure(record: URLRecord) -> bool:
    """Whether the request-uri denotes a "secure" connection, "as defined by the user agent":
    https and wss, and the loopback hosts browsers trust (``localhost`` and its subdomains,
    127.0.0.0/8, ``[::1]``), as the draft's note on the retrieval algorithm describes."""
    if record.scheme in _SECURE_SCHEMES:
        return True
    host = record.host
    if isinstance(host, str):
        return host == "localhost" or host.endswith(".localhost")
    if isinstance(host, int):
        return host >> 24 == 127
    if isinstance(host, tuple):
        return tuple(host) == (0, 0, 0, 0, 0, 0, 0, 1)
    return False


def request_context(url: object, function: str, options: RequestOptions) -> Request:
    """The :class:`Request` for ``url`` in the context ``options`` (a keyword ``function``
    does not take is a ``TypeError``, as Python raises it); ``site_for_cookies`` (an origin
    or URL, or ``None`` for a request without a client, which is same-site) decides
    same-site and cross-site."""
    if not options.keys() <= _OPTIONS:
        unexpected = min(options.keys() - _OPTIONS)
        message = f"CookieJar.{function}() got an unexpected keyword argument '{unexpected}'"
        raise TypeError(message)
    record = _record(url, function, "url")
    host = record.host
    canonical = "" if host is None else host_serialize(host)
    site_for_cookies = options.get("site_for_cookies")
    if site_for_cookies is None:
        is_same_site = True
    elif isinstance(site_for_cookies, (Origin, SchemeAndHost)):
        is_same_site = same_site(record, site_for_cookies)
    else:
        site_record = _record(site_for_cookies, function, "site_for_cookies")
        is_same_site = same_site(record, site_record)
    method = options.get("method", "GET")
    if not isinstance(method, str):
        from webapi._webidl import argument_error

        raise argument_error(function, "method", method, "a str")
    return Request(
        canonical,
        not isinstance(host, str),
        url_path_serialize(record),
        _is_secure(record),
        is_same_site,
        bool(options.get("top_level", True)),
        method.upper() in _SAFE_METHODS,
        bool(options.get("http", True)),
    )
