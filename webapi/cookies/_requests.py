"""The adapter that makes a :class:`~webapi.cookies.CookieJar` the cookie jar of a
``requests.Session``, with the draft's rules both ways (storage and retrieval), redirects
included. Loaded on first use (it imports ``requests``).

What requests does with cookies, and so what the adapter keeps: ``Session.prepare_request``
copies the session's cookies (``session.cookies``, iterated) and the request's own
(``cookies=``) into a jar of the request's own (``PreparedRequest._cookies``, carried from hop
to hop of a redirect) and writes the Cookie header from it, by ``http.cookiejar``'s rules,
unless the request carries one (``headers=``, ``session.headers``): that one is sent as it is.
A redirect drops the Cookie header and writes one from that jar again. The adapter keeps
that jar but for the copies of the webapi jar's cookies (``_RequestCookies``), and each hop
without a given Cookie header gets the webapi jar's header followed by that jar's.
"""

from __future__ import annotations

import copy
import http.cookiejar
from typing import Any

import requests.cookies
import requests.sessions
from requests.adapters import BaseAdapter
from requests.structures import CaseInsensitiveDict

from ._jar import CookieJar
from ._records import Cookie
from ._stdlib import HTTPCookieJar, http_cookiejar_header, to_http_cookiejar

__all__ = ["RequestsCookieAdapter", "RequestsCookieJar", "use_in_requests"]


class _JarCookie(http.cookiejar.Cookie):
    """The ``http.cookiejar.Cookie`` copy of one of the jar's cookies that iterating a
    :class:`RequestsCookieJar` gives. requests copies them (``copy.copy`` keeps the class)
    into the jar of each request it prepares, where the adapter tells them from the request's
    own cookies."""


def _jar_cookie(cookie: Cookie) -> http.cookiejar.Cookie:
    copied = to_http_cookiejar(cookie)
    copied.__class__ = _JarCookie  # the same object layout: a mark, nothing else
    return copied


class RequestsCookieJar(requests.cookies.RequestsCookieJar, HTTPCookieJar):
    """``session.cookies`` after :func:`use_in_requests`: requests' ``RequestsCookieJar``,
    with its dict interface (``get``, ``set``, ``get_dict``, ``items``, ``[name]``, ``del``,
    ``update``, ``list_domains``, ...), over an :class:`~webapi.cookies.HTTPCookieJar`.

    The cookies with a domain are :attr:`jar`'s (each response's Set-Cookie fields go through
    the storage model; ``set_cookie`` and ``set(name, value, domain=...)`` store a cookie as it
    is); those without one (``set(name, value)``, ``cookies[name] = value``), which requests
    sends with every request, are kept by ``http.cookiejar``'s rules, as requests keeps
    them. Iterating gives ``http.cookiejar.Cookie`` copies of the jar's cookies (a domain
    cookie's domain with a leading dot, as ``http.cookiejar`` writes it), then the cookies
    without a domain. Pickles and copies (``copy()`` copies the jar too)."""

    _copy = staticmethod(_jar_cookie)

    def copy(self) -> RequestsCookieJar:
        """A jar of its own: a copy of :attr:`jar` and of the cookies without a domain."""
        new = type(self)(copy.copy(self.jar))
        new.set_policy(self.get_policy())
        for cookie in self._without_domain():
            new.set_cookie(copy.copy(cookie))
        return new


class _RequestCookies(requests.cookies.RequestsCookieJar):
    """The jar of one request (``PreparedRequest._cookies``) once the adapter has sent it:
    the request's own cookies and the session's cookies without a domain, which requests
    would send with it, by ``http.cookiejar``'s rules. It takes in neither the copies of the
    jar's cookies (the adapter asks the jar) nor a response's cookies (the session's jar
    stores them) when requests merges them at a redirect, and writes no Cookie header (the
    adapter writes it, at each hop)."""

    def set_cookie(self, cookie: http.cookiejar.Cookie, *args: Any, **kwargs: Any) -> None:
        if not isinstance(cookie, _JarCookie):
            super().set_cookie(cookie, *args, **kwargs)

    def extract_cookies(self, response: Any, request: Any) -> None:
        pass

    def add_cookie_header(self, request: Any) -> None:
        pass

    def copy(self) -> _RequestCookies:
        new = _RequestCookies()
        new.set_policy(self.get_policy())
        new.update(self)
        return new


def _written_by_user(request: Any, cookies: http.cookiejar.CookieJar | None) -> bool:
    """Whether ``request`` (prepared, not yet sent) carries a Cookie header other than the
    one requests wrote from its jar ``cookies``: one given with ``headers=`` (then requests
    wrote none), or set after preparing. For a request prepared elsewhere than the session's
    ``prepare_request`` (which tells it as requests merges the headers): it writes that
    jar's header again."""
    written = request.headers.get("Cookie")
    if written is None:
        return False
    if cookies is None:
        return True
    return bool(written != http_cookiejar_header(cookies, requests.cookies.MockRequest(request)))


def _take_over(request: Any, given: bool) -> None:
    """Give ``request`` (prepared) a :class:`_RequestCookies` with the cookies of its jar
    that are not the jar's copies, and drop requests' Cookie header unless it was
    ``given``."""
    taken = _RequestCookies()
    for cookie in request._cookies or ():
        if not isinstance(cookie, _JarCookie):
            taken.set_cookie(copy.copy(cookie))
    request._cookies = taken
    if not given:
        request.headers.pop("Cookie", None)


class _PrepareRequest:
    """``session.prepare_request`` after :func:`use_in_requests`: requests' own, then the
    prepared request is taken over (:func:`_take_over`), its Cookie header given if the
    request's or the session's headers hold one, as requests merges them (or an auth set
    one)."""

    __slots__ = ("prepare", "session")

    def __init__(self, session: Any, prepare: Any) -> None:
        self.session = session
        #: requests' ``prepare_request`` (the session's bound method).
        self.prepare = prepare

    def __call__(self, request: Any) -> Any:
        prepared = self.prepare(request)
        headers = requests.sessions.merge_setting(
            request.headers, self.session.headers, dict_class=CaseInsensitiveDict
        )
        given = "Cookie" in headers
        if not given and (request.auth or self.session.auth):  # it may have set one
            given = _written_by_user(prepared, prepared._cookies)
        _take_over(prepared, given)
        return prepared


class RequestsCookieAdapter(BaseAdapter):
    """A ``requests`` transport adapter around another (``adapter``) that gives each request
    it sends, each hop of a redirect too, the Cookie header requests would write, with
    ``jar``'s cookies by the draft's rules in place of those of ``Session.cookies``: the
    jar's Cookie header for the request's URL and method, then the cookies requests sends by
    ``http.cookiejar``'s rules, the request's own (``cookies=``) and the session's cookies
    without a domain. A Cookie header the request carries (``headers=``, ``session.headers``)
    is sent as it is, with no cookie added, as requests does; a redirect drops it, as requests
    does. Other attributes are the wrapped adapter's."""

    def __init__(self, adapter: Any, jar: CookieJar) -> None:
        super().__init__()
        #: The adapter that sends the requests.
        self.adapter = adapter
        #: The :class:`~webapi.cookies.CookieJar` whose Cookie header each request gets.
        self.jar = jar

    def send(self, request: Any, *args: Any, **kwargs: Any) -> Any:
        """Set ``request``'s Cookie header (or leave the one given), then send it."""
        cookies = getattr(request, "_cookies", None)
        if not isinstance(cookies, _RequestCookies):  # not prepared by the session
            _take_over(request, _written_by_user(request, cookies))
        # A redirect: requests dropped the Cookie header and the request's jar wrote none;
        # one there now is given (or set by a hook or an auth).
        if "Cookie" not in request.headers:
            header = self.jar.cookie_header(request.url, method=request.method or "GET")
            others = http_cookiejar_header(request._cookies, requests.cookies.MockRequest(request))
            header = "; ".join(part for part in (header, others) if part)
            if header:
                request.headers["Cookie"] = header
        return self.adapter.send(request, *args, **kwargs)

    def close(self) -> None:
        """Close the wrapped adapter."""
        self.adapter.close()

    def __getattr__(self, name: str) -> Any:
        if name == "adapter":  # not yet set (unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.adapter, name)


def use_in_requests(session: Any, jar: CookieJar | None = None) -> CookieJar:
    """Make ``jar`` ``session``'s cookie jar, in one line, and return it: ``session.cookies``
    becomes a :class:`RequestsCookieJar` over it, holding the cookies the session held (as
    requests stored them: domain, path, host-only, Secure, expiry); each response's
    Set-Cookie fields go through the storage model, and each mounted adapter is wrapped in a
    :class:`RequestsCookieAdapter` (each request, redirects too, gets the retrieval model's
    Cookie header); ``session.prepare_request`` tells the request's jar and a Cookie header
    given to it from requests' (``_PrepareRequest``). ``jar`` is by default the one
    ``session.cookies`` already has (a second call), else a new
    :class:`~webapi.cookies.CookieJar`. Mount other adapters before calling it."""
    if not isinstance(session, requests.Session):
        from webapi._webidl import argument_error

        raise argument_error("use_in_requests", "session", session, "a requests.Session")
    held = session.cookies
    if jar is None:
        jar = held.jar if isinstance(held, RequestsCookieJar) else CookieJar()
    elif not isinstance(jar, CookieJar):
        from webapi._webidl import argument_error

        raise argument_error("use_in_requests", "jar", jar, "a CookieJar or None")
    if not (isinstance(held, RequestsCookieJar) and held.jar is jar):
        cookies = RequestsCookieJar(jar)
        cookies.update(held)
        session.cookies = cookies
    prepare = session.prepare_request
    if not isinstance(prepare, _PrepareRequest):
        session.prepare_request = _PrepareRequest(session, prepare)  # type: ignore[method-assign]
    for prefix, adapter in list(session.adapters.items()):
        if isinstance(adapter, RequestsCookieAdapter):
            adapter = adapter.adapter
        session.mount(prefix, RequestsCookieAdapter(adapter, jar))
    return jar
