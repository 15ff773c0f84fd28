"""An ``aiohttp.abc.AbstractCookieJar`` over a :class:`~webapi.cookies.CookieJar`, for
``aiohttp.ClientSession(cookie_jar=AiohttpCookieJar())``. Loaded on first use (it imports
aiohttp).

aiohttp asks the jar for the cookies of each request (``filter_cookies``, redirects
included) and gives it each response's Set-Cookie fields (``update_cookies_from_headers``):
both go through the draft's models here. aiohttp then writes the Cookie header itself from a
``SimpleCookie``, a mapping by name, sorted by name: of two cookies with one name (two
paths) the first in the draft's order (the longer path) is sent, and a nameless cookie goes
as ``=value``. :meth:`AiohttpCookieJar.middleware`, a client middleware, sends the draft's
exact Cookie header instead.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from http.cookies import BaseCookie, Morsel, SimpleCookie
from types import MappingProxyType
from typing import Any, cast

from aiohttp.abc import AbstractCookieJar

from ._jar import CookieJar
from ._paths import domain_matches
from ._records import Cookie

__all__ = ["AiohttpCookieJar"]


def _morsel(cookie: Cookie) -> Morsel[str]:
    """``cookie`` as a ``Morsel`` (value and coded value the cookie's value, unquoted; any
    name, as aiohttp's own helper builds them)."""
    morsel: Morsel[str] = Morsel()
    state = {"key": cookie.name, "value": cookie.value, "coded_value": cookie.value}
    cast(Any, morsel).__setstate__(state)  # no check of the name, no quoting
    morsel["domain"] = cookie.domain
    morsel["path"] = cookie.path
    if cookie.secure:
        morsel["secure"] = True
    if cookie.http_only:
        morsel["httponly"] = True
    if cookie.same_site != "Default":
        morsel["samesite"] = cookie.same_site
    if cookie.persistent:
        morsel["expires"] = cookie.expires.strftime("%a, %d %b %Y %H:%M:%S GMT")  # type: ignore[union-attr]
    return morsel


def _as_morsel(name: str, value: object) -> Morsel[str]:
    """A value given to ``update_cookies`` as aiohttp's jar reads it: a ``Morsel`` (a copy),
    or the ``Morsel`` ``SimpleCookie`` makes of ``name`` and the value (quoted as needed;
    an illegal name raises ``http.cookies.CookieError``, as there)."""
    if isinstance(value, Morsel):
        return value.copy()
    made: SimpleCookie = SimpleCookie()
    made[name] = str(value)  # what SimpleCookie's value_encode does with any value
    return made[name]


def _attributes(morsel: Morsel[str]) -> str:
    """The cookie-attributes of ``morsel``'s Set-Cookie serialization (``"; Path=/..."``),
    without its name and value."""
    return morsel.OutputString()[len(morsel.key) + 1 + len(morsel.coded_value) :]


class AiohttpCookieJar(AbstractCookieJar):
    """aiohttp's cookie jar interface over ``jar`` (a new :class:`~webapi.cookies.CookieJar`
    by default; ``.jar``). Requests carry no browsing context (same-site, top-level).

    Cookies given without a response URL (``ClientSession(cookies=...)``,
    ``update_cookies(cookies)``) have no host to be stored for: as aiohttp's own jar does,
    they go with every request (``shared``)."""

    def __init__(self, jar: CookieJar | None = None, *, loop: Any = None) -> None:
        try:
            running = loop or asyncio.get_running_loop()
        except RuntimeError:  # made outside a coroutine: aiohttp's jar needs no loop here
            running = None
        self._loop = running  # type: ignore[assignment]  # only aiohttp.CookieJar reads it
        if jar is not None and not isinstance(jar, CookieJar):
            from webapi._webidl import argument_error

            raise argument_error("AiohttpCookieJar", "jar", jar, "a CookieJar or None")
        #: The :class:`~webapi.cookies.CookieJar` that holds the cookies.
        self.jar = CookieJar() if jar is None else jar
        #: The cookies given without a response URL, sent with every request.
        self.shared: SimpleCookie = SimpleCookie()

    @property
    def unsafe(self) -> bool:
        """True: cookies from IP addresses are stored (as host-only cookies, by the draft)."""
        return True

    @property
    def quote_cookie(self) -> bool:
        """False: values are sent as they were received."""
        return False

    @property
    def cookies(self) -> MappingProxyType[tuple[str, str], SimpleCookie]:
        """The cookies by ``(domain, path)``, as aiohttp's jar lays them out."""
        table: dict[tuple[str, str], SimpleCookie] = {}
        for cookie in self.jar.cookies():
            table.setdefault((cookie.domain, cookie.path), SimpleCookie())[cookie.name] = _morsel(
                cookie
            )
        if self.shared:
            table[("", "")] = self.shared
        return MappingProxyType(table)

    @property
    def host_only_cookies(self) -> frozenset[tuple[str, str, str]]:
        """``(domain, path, name)`` of each host-only cookie."""
        return frozenset((c.domain, c.path, c.name) for c in self.jar.cookies() if c.host_only)

    def clear(self, predicate: Any = None) -> None:
        """Remove every cookie, or those whose ``Morsel`` ``predicate`` accepts."""
        if predicate is None:
            self.jar.clear()
            self.shared = SimpleCookie()
            return
        for cookie in self.jar.cookies():
            if predicate(_morsel(cookie)):
                self.jar.clear(cookie.domain, cookie.path, cookie.name)
        for name in [name for name, morsel in self.shared.items() if predicate(morsel)]:
            del self.shared[name]

    def clear_domain(self, domain: str) -> None:
        """Remove the cookies of ``domain`` and its subdomains."""
        domain = domain.lower()
        for cookie in self.jar.cookies():
            if domain_matches(cookie.domain, domain, False):
                self.jar.clear(cookie.domain, cookie.path, cookie.name)

    def update_cookies(self, cookies: Any, response_url: Any = None) -> None:
        """Store ``cookies`` (a mapping, a ``SimpleCookie`` or pairs of names to values or
        ``Morsel``\\ s) from ``response_url``, as aiohttp's jar reads them: a value that is
        not a ``Morsel`` is a whole cookie-value, quoted as ``SimpleCookie`` quotes it (so
        ``"x; Domain=a.example"`` is the value ``"x\\073 Domain=a.example"`` of a host-only
        cookie, as aiohttp sends it); a ``Morsel`` brings its attributes (``domain``, ``path``,
        ``expires``, ``max-age``, ``secure``, ``httponly``, ``samesite``). Each is then
        received as a Set-Cookie field from ``response_url``; without a URL it goes in
        :attr:`shared`."""
        items = cookies.items() if hasattr(cookies, "items") else cookies
        url = "" if response_url is None else str(response_url)
        for name, value in items:
            morsel = _as_morsel(name, value)
            if not url or not getattr(response_url, "host", None):
                self.shared[name] = morsel
                continue
            self.jar.set_cookie(f"{name}={morsel.coded_value}{_attributes(morsel)}", url)

    def update_cookies_from_headers(self, headers: Any, response_url: Any) -> None:
        """Store each Set-Cookie field value of a response from ``response_url``."""
        url = str(response_url)
        for field in headers:
            self.jar.set_cookie(field, url)

    def filter_cookies(self, request_url: Any) -> BaseCookie[str]:
        """The cookies a request to ``request_url`` sends, in the Cookie header's order
        (the first of each name), after :attr:`shared`'s."""
        found: SimpleCookie = SimpleCookie()
        for name, morsel in self.shared.items():
            found[name] = morsel
        for cookie in self.jar.cookies(str(request_url)):
            if cookie.name not in found:
                found[cookie.name] = _morsel(cookie)
        return found

    async def middleware(self, request: Any, handler: Any) -> Any:
        """An aiohttp client middleware (``ClientSession(cookie_jar=jar,
        middlewares=(jar.middleware,))``) that gives each request, redirects too, the jar's
        exact Cookie header in place of the one aiohttp writes from :meth:`filter_cookies`
        (sorted by name, one cookie a name): :attr:`shared` cookies first, then the jar's
        cookie-string for the request's URL, then the cookies aiohttp merged in from a Cookie
        header the request carries (``headers=``) and from ``cookies=`` (a name ``cookies=``
        gives replaces the jar's cookies of that name, as in aiohttp's header)."""
        written = request.headers.get("Cookie", "")
        ours = {f"{name}={m.coded_value}" for name, m in self.filter_cookies(request.url).items()}
        # aiohttp writes "name=value" pairs joined by "; " (SimpleCookie.output).
        given = [pair for pair in written.split("; ") if pair and pair not in ours]
        names = {pair.partition("=")[0] for pair in given}
        shared = [f"{n}={m.coded_value}" for n, m in self.shared.items() if n not in names]
        found = [str(c) for c in self.jar.cookies(str(request.url)) if c.name not in names]
        header = "; ".join(shared + found + given)
        if header:
            request.headers["Cookie"] = header
        else:
            request.headers.pop("Cookie", None)
        return await handler(request)

    def __iter__(self) -> Iterator[Morsel[str]]:
        return iter([_morsel(cookie) for cookie in self.jar.cookies()])

    def __len__(self) -> int:
        return len(self.jar.cookies())
