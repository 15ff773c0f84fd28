"""An ``http.cookiejar.CookieJar`` whose cookies follow RFC 6265bis: the adapter that gives
:class:`~webapi.cookies.CookieJar` to code written for the standard library's jar
(``urllib.request.HTTPCookieProcessor``, ``httpx.Cookies`` and ``httpx.Client(cookies=...)``).

The two methods those clients call are the browser's: ``extract_cookies(response, request)``
receives each Set-Cookie field of the response (storage model) and
``add_cookie_header(request)`` sets the Cookie header (retrieval model). Iterating gives
``http.cookiejar.Cookie`` copies; ``set_cookie`` stores one as it is, as the standard
library's does. A cookie without a domain (``domain=""``: what requests' and httpx's
``cookies.set(name, value)`` make) has no host for the draft: the standard library's own store
keeps it and sends it with every request, by its own rules, as requests, httpx and urllib do.
"""

from __future__ import annotations

import dataclasses
import http.cookiejar
import math
import time
from collections.abc import Callable, Iterator
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


class _Probe:
    """A request as ``http.cookiejar`` reads it, but without a Cookie header; it keeps the
    Cookie header the jar adds instead of adding it to the request."""

    __slots__ = ("_request", "header")

    def __init__(self, request: Any) -> None:
        self._request = request
        #: The Cookie header's value ``add_cookie_header`` gave, or ``None``.
        self.header: str | None = None

    def has_header(self, name: str) -> bool:
        return name.lower() != "cookie" and bool(self._request.has_header(name))

    def add_unredirected_header(self, name: str, value: str) -> None:
        if name.lower() == "cookie":
            self.header = value

    def __getattr__(self, name: str) -> Any:
        return getattr(self._request, name)


def http_cookiejar_header(cookiejar: http.cookiejar.CookieJar, request: Any) -> str | None:
    """The Cookie header ``http.cookiejar``'s rules give ``request`` (a ``urllib.request``
    ``Request`` or an object with its methods) from the cookies in ``cookiejar``'s own store, as
    if the request carried none; ``None`` when no cookie goes."""
    probe = _Probe(request)
    http.cookiejar.CookieJar.add_cookie_header(cookiejar, probe)  # type: ignore[arg-type]
    return probe.header


class HTTPCookieJar(http.cookiejar.CookieJar):
    """An ``http.cookiejar.CookieJar`` that keeps its cookies in a
    :class:`~webapi.cookies.CookieJar` (``.jar``) and follows RFC 6265bis.

    Requests carry no browsing context here: each is same-site and top-level (the jar's
    defaults), with its own method. The standard library's ``policy`` is not consulted, but
    for the cookies without a domain (``domain=""``), which the standard library's own store
    (this object's) keeps and sends with every request by its rules, as it does.
    """

    #: Makes the ``http.cookiejar.Cookie`` copy of one of :attr:`jar`'s cookies (iteration).
    _copy = staticmethod(to_http_cookiejar)

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
        """Set ``request``'s Cookie header (unredirected, as the standard library does): the
        jar's cookies, then those without a domain. A request that already carries a Cookie
        header gets none, as from the standard library's jar."""
        if request.has_header("Cookie"):
            return
        method = request.get_method() if hasattr(request, "get_method") else "GET"
        header = self.jar.cookie_header(request.get_full_url(), method=method)
        if self._without_domain():
            header = "; ".join(filter(None, (header, http_cookiejar_header(self, request))))
        if header:
            request.add_unredirected_header("Cookie", header)

    def set_cookie(self, cookie: http.cookiejar.Cookie) -> None:
        """Store ``cookie`` as it is (as the standard library's ``set_cookie``): in the jar,
        or, without a domain, in the standard library's own store. A host-only cookie of
        ``name.local`` (one label before it) is the host ``name``'s, where the standard
        library keeps the cookies of a host without a dot (``localhost``)."""
        if not cookie.domain:
            super().set_cookie(cookie)
            return
        converted = from_http_cookiejar(cookie)
        domain = converted.domain
        if converted.host_only and domain.endswith(".local") and "." not in domain[:-6]:
            # http.cookiejar keeps a cookie from a host without a dot (localhost) under
            # "<host>.local", its "effective request-host" (RFC 2965), and sends it there.
            converted = dataclasses.replace(converted, domain=domain[:-6])
        self.jar.add(converted)

    def set_cookie_if_ok(self, cookie: http.cookiejar.Cookie, request: Any) -> None:
        """Store ``cookie`` as it is (the storage model's checks apply to Set-Cookie fields,
        through :meth:`extract_cookies`)."""
        self.set_cookie(cookie)

    def clear(
        self, domain: str | None = None, path: str | None = None, name: str | None = None
    ) -> None:
        """Remove every cookie, or those of ``domain`` (a leading dot is ignored; ``""`` the
        cookies without a domain), ``path`` and ``name``."""
        if domain == "":
            self._clear_without_domain(
                lambda c: (path is None or c.path == path) and (name is None or c.name == name)
            )
            return
        if domain is None:
            super().clear()
        else:
            domain = domain.lower().removeprefix(".")
        self.jar.clear(domain, path, name)

    def clear_session_cookies(self) -> None:
        """Remove the cookies whose persistent-flag is false."""
        self._clear_without_domain(lambda cookie: cookie.discard)
        self.jar.clear_session_cookies()

    def clear_expired_cookies(self) -> None:
        """Remove the expired cookies (the jar also does it whenever it reads them)."""
        now = int(time.time())
        self._clear_without_domain(lambda cookie: cookie.is_expired(now))
        self.jar.cookies()

    def _without_domain(self) -> list[http.cookiejar.Cookie]:
        """The cookies without a domain (the standard library's own store)."""
        return list(super().__iter__())

    def _clear_without_domain(self, remove: Callable[[http.cookiejar.Cookie], bool]) -> None:
        for cookie in self._without_domain():
            if remove(cookie):
                super().clear("", cookie.path, cookie.name)

    def __iter__(self) -> Iterator[http.cookiejar.Cookie]:
        """Copies of the jar's cookies (in creation order), then the cookies without a
        domain."""
        copies = [self._copy(cookie) for cookie in self.jar.cookies()]
        return iter(copies + self._without_domain())

    def __len__(self) -> int:
        return len(self.jar.cookies()) + len(self._without_domain())

    def __repr__(self) -> str:
        cookies = [str(cookie) for cookie in self.jar.cookies()]
        cookies += [f"{cookie.name}={cookie.value}" for cookie in self._without_domain()]
        return f"<{type(self).__name__}[{', '.join(cookies)}]>"
