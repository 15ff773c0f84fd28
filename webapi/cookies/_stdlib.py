"""An ``http.cookiejar.CookieJar`` whose cookies follow RFC 6265bis: the adapter that gives
:class:`~webapi.cookies.CookieJar` to code written for the standard library's jar
(``urllib.request.HTTPCookieProcessor``, ``httpx.Cookies`` and ``httpx.Client(cookies=...)``).

The two methods those clients call are the browser's: ``extract_cookies(response, request)``
receives each Set-Cookie field of the response (storage model) and
``add_cookie_header(request)`` sets the Cookie header (retrieval model). Iterating gives
``http.cookiejar.Cookie`` copies; ``set_cookie`` stores one as it is, as the standard
library's does.
"""

from __future__ import annotations

import http.cookiejar
import math
from collections.abc import Iterator
from typing import Any

from ._context import now_seconds
from ._jar import CookieJar
from ._records import Cookie
from ._storage import limited_expiry

__all__ = ["HTTPCookieJar", "from_http_cookiejar", "to_http_cookiejar"]


def to_http_cookiejar(cookie: Cookie) -> http.cookiejar.Cookie:
    """``cookie`` as an ``http.cookiejar.Cookie`` (a domain cookie's domain with a leading
    dot, as that module writes it; HttpOnly and SameSite in its ``rest``)."""
    if not isinstance(cookie, Cookie):
        from webapi._webidl import argument_error

        raise argument_error("to_http_cookiejar", "cookie", cookie, "a webapi.cookies.Cookie")
    rest = {"SameSite": cookie.same_site}
    if cookie.http_only:
        rest["HttpOnly"] = ""
    expires = None if not cookie.persistent else int(max(cookie.expiry, 0))
    return http.cookiejar.Cookie(
        0,
        cookie.name,
        cookie.value,
        None,
        False,
        cookie.domain if cookie.host_only else "." + cookie.domain,
        not cookie.host_only,
        not cookie.host_only,
        cookie.path,
        True,
        cookie.secure,
        expires,
        not cookie.persistent,
        None,
        None,
        rest,
    )


def from_http_cookiejar(cookie: http.cookiejar.Cookie, now: object = None) -> Cookie:
    """An ``http.cookiejar.Cookie`` as a :class:`~webapi.cookies.Cookie` (a leading dot, or
    ``domain_specified``, makes a domain cookie; a ``None`` value a nameless-style empty
    value), created at ``now`` (an aware datetime or epoch seconds; default: the current
    time).

    Its ``expires`` (epoch seconds, or ``None`` for a session cookie) is limited as an
    Expires attribute's expiry-time is: at most 400 days (``COOKIE_AGE_LIMIT``) after
    ``now``; a number past float's range is no error (``10**400`` is that limit,
    ``-10**400`` a cookie already expired). A ``cookie`` that is not an
    ``http.cookiejar.Cookie``, or whose ``expires`` is neither ``None`` nor a number, is a
    ``TypeError``."""
    seconds = now_seconds(now, "from_http_cookiejar")
    if not isinstance(cookie, http.cookiejar.Cookie) or not _is_expires(cookie.expires):
        from webapi._webidl import argument_error

        expected = "an http.cookiejar.Cookie whose expires is None or a number"
        raise argument_error("from_http_cookiejar", "cookie", cookie, expected)
    domain = cookie.domain.lower()
    host_only = not (cookie.domain_specified or domain.startswith("."))
    domain = domain.removeprefix(".")
    same_site = str(cookie.get_nonstandard_attr("SameSite") or "Default").capitalize()
    if same_site not in ("Strict", "Lax", "None"):
        same_site = "Default"
    http_only = cookie.has_nonstandard_attr("HttpOnly") or cookie.has_nonstandard_attr("httponly")
    expires = cookie.expires
    expiry = math.inf if expires is None else limited_expiry(_as_float(expires), seconds)
    return Cookie(
        cookie.name,
        cookie.value if cookie.value is not None else "",
        domain,
        cookie.path or "/",
        host_only,
        bool(cookie.secure),
        bool(http_only),
        same_site,
        expiry,
        seconds,
    )


def _is_expires(value: object) -> bool:
    """Whether ``value`` can be an ``http.cookiejar.Cookie``'s ``expires``: ``None`` or a
    number (not a bool, not NaN)."""
    if value is None:
        return True
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value


def _as_float(number: float) -> float:
    """``number`` as a float, an int past float's range as an infinity of its sign."""
    try:
        return float(number)
    except OverflowError:
        return math.inf if number > 0 else -math.inf


class HTTPCookieJar(http.cookiejar.CookieJar):
    """An ``http.cookiejar.CookieJar`` that keeps its cookies in a
    :class:`~webapi.cookies.CookieJar` (``.jar``) and follows RFC 6265bis.

    Requests carry no browsing context here: each is same-site and top-level (the jar's
    defaults), with its own method. The standard library's ``policy`` is not consulted.
    """

    def __init__(self, jar: CookieJar | None = None) -> None:
        super().__init__()
        #: The :class:`~webapi.cookies.CookieJar` that holds the cookies.
        self.jar = CookieJar() if jar is None else jar

    def extract_cookies(self, response: Any, request: Any) -> None:
        """Receive each Set-Cookie field of ``response`` (its ``info()`` headers) for
        ``request`` (its ``get_full_url()`` and ``get_method()``)."""
        url = request.get_full_url()
        method = request.get_method() if hasattr(request, "get_method") else "GET"
        for field in response.info().get_all("Set-Cookie") or ():
            self.jar.set_cookie(str(field), url, method=method)

    def make_cookies(self, response: Any, request: Any) -> list[http.cookiejar.Cookie]:
        """The cookies ``response`` would store for ``request``, without storing them."""
        scratch = CookieJar()
        url = request.get_full_url()
        made = []
        for field in response.info().get_all("Set-Cookie") or ():
            cookie = scratch.set_cookie(str(field), url)
            if cookie is not None:
                made.append(to_http_cookiejar(cookie))
        return made

    def add_cookie_header(self, request: Any) -> None:
        """Set ``request``'s Cookie header (unredirected, as the standard library does)."""
        method = request.get_method() if hasattr(request, "get_method") else "GET"
        header = self.jar.cookie_header(request.get_full_url(), method=method)
        if header:
            request.add_unredirected_header("Cookie", header)

    def set_cookie(self, cookie: http.cookiejar.Cookie) -> None:
        """Store ``cookie`` as it is (as the standard library's ``set_cookie``)."""
        self.jar.add(from_http_cookiejar(cookie))

    def set_cookie_if_ok(self, cookie: http.cookiejar.Cookie, request: Any) -> None:
        """Store ``cookie`` as it is (the storage model's checks apply to Set-Cookie fields,
        through :meth:`extract_cookies`)."""
        self.set_cookie(cookie)

    def clear(
        self, domain: str | None = None, path: str | None = None, name: str | None = None
    ) -> None:
        """Remove every cookie, or those of ``domain`` (a leading dot is ignored), ``path``
        and ``name``."""
        if domain is not None:
            domain = domain.lower().removeprefix(".")
        self.jar.clear(domain, path, name)

    def clear_session_cookies(self) -> None:
        """Remove the cookies whose persistent-flag is false."""
        self.jar.clear_session_cookies()

    def clear_expired_cookies(self) -> None:
        """Remove the expired cookies (the jar also does it whenever it reads them)."""
        self.jar.cookies()

    def __iter__(self) -> Iterator[http.cookiejar.Cookie]:
        return iter([to_http_cookiejar(cookie) for cookie in self.jar.cookies()])

    def __len__(self) -> int:
        return len(self.jar.cookies())

    def __repr__(self) -> str:
        return f"<HTTPCookieJar[{', '.join(str(c) for c in self.jar.cookies())}]>"
