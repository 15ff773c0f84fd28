"""A :class:`~webapi.cookies.CookieJar` in an ``httpx.Client`` or ``httpx.AsyncClient``: each
request (redirects too) gets the jar's Cookie header, and each response's Set-Cookie fields go
into the jar. httpx is imported by :func:`use_in_httpx` only: the event hooks use only the
request's ``url``, ``method`` and ``headers`` and the response's ``request`` and ``headers``.

What httpx does with cookies, and so what :func:`use_in_httpx` keeps: ``build_request`` copies
the client's cookies (``client.cookies``) and the request's own (``cookies=``, which httpx
deprecates) into a jar and writes the Cookie header from it, by ``http.cookiejar``'s rules,
unless the request carries one (``headers=``, ``client.headers``): that one is sent as it is.
A redirect drops the Cookie header and writes one from the client's cookies again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from ._jar import CookieJar

__all__ = ["httpx_event_hooks", "use_in_httpx"]


class _Done:
    """An awaitable that is already done."""

    __slots__ = ()

    def __await__(self) -> Iterator[None]:
        return iter(())


_DONE = _Done()


class _Hook:
    """An httpx event hook for both clients: it does its work when called and returns an
    awaitable that is already done, which ``httpx.AsyncClient`` awaits and ``httpx.Client``
    leaves. No hook of the wrong flavour can be silently skipped."""

    __slots__ = ("_work",)

    def __init__(self, work: Callable[[Any], None]) -> None:
        self._work = work

    def __call__(self, message: Any) -> _Done:
        self._work(message)
        return _DONE


def _set_cookie_header(request: Any, header: str) -> None:
    if header:
        request.headers["Cookie"] = header
    elif "Cookie" in request.headers:
        del request.headers["Cookie"]


def httpx_event_hooks(
    jar: CookieJar, *, asynchronous: bool = False
) -> dict[str, list[Callable[[Any], Any]]]:
    """The ``event_hooks`` for ``httpx.Client(event_hooks=...)`` or
    ``httpx.AsyncClient(event_hooks=...)`` that make ``jar`` the client's cookie jar. Each
    hook serves both clients (``asynchronous`` is kept for older callers). Requests carry no
    browsing context (same-site, top-level, with their method).

    The hooks cannot see the client: the request's Cookie header is the jar's, in place of
    any it carries (httpx's own jar, ``client.cookies``, also stores each response's cookies
    and writes a header from them, which the hooks cannot tell from one you give), so the
    client's ``cookies=`` and a ``Cookie`` header you give are not sent:
    :func:`use_in_httpx` sends them as httpx does."""
    if not isinstance(jar, CookieJar):
        from webapi._webidl import argument_error

        raise argument_error("httpx_event_hooks", "jar", jar, "a CookieJar")
    if not isinstance(asynchronous, bool):
        from webapi._webidl import argument_error

        raise argument_error("httpx_event_hooks", "asynchronous", asynchronous, "a bool")

    def on_request(request: Any) -> None:
        _set_cookie_header(request, jar.cookie_header(str(request.url), method=request.method))

    def on_response(response: Any) -> None:
        url = str(response.request.url)
        method = str(response.request.method)
        for field in response.headers.get_list("set-cookie"):
            jar.set_cookie(field, url, method=method)

    return {"request": [_Hook(on_request)], "response": [_Hook(on_response)]}


def _beyond(written: str, built: str) -> list[str] | None:
    """The cookie-pairs of the Cookie header ``written`` left when each of ``built``'s is
    taken out once, in their order; ``None`` when one of ``built``'s is missing."""
    left = Counter(written.split("; "))
    left.subtract(built.split("; "))
    if any(count < 0 for count in left.values()):
        return None
    pairs = []
    for pair in written.split("; "):
        if left[pair] > 0:
            left[pair] -= 1
            pairs.append(pair)
    return pairs


def use_in_httpx(client: Any, jar: CookieJar | None = None) -> CookieJar:
    """Make ``jar`` the cookie jar of ``client`` (an ``httpx.Client`` or
    ``httpx.AsyncClient``), in one line, and return it: ``client.cookies`` becomes an
    ``httpx.Cookies`` over an :class:`~webapi.cookies.HTTPCookieJar` over it, holding the
    cookies the client held (as httpx stored them), so each response's Set-Cookie fields go
    through the storage model; an event hook gives each request, redirects too, the Cookie
    header httpx would write with ``jar``'s cookies by the draft's rules: the jar's Cookie
    header, then the cookies httpx sends by ``http.cookiejar``'s rules (the client's
    cookies without a domain, as ``cookies=`` gives them, and a request's own ``cookies=``).
    A Cookie header the request carries (``headers=``, ``client.headers``) is sent as it is,
    as httpx does; a redirect drops it, as httpx does. ``jar`` is by default the one
    ``client.cookies`` already has, else a new :class:`~webapi.cookies.CookieJar`. Requests
    carry no browsing context (same-site, top-level, with their method)."""
    import urllib.request

    import httpx

    from ._stdlib import HTTPCookieJar, http_cookiejar_header

    if not isinstance(client, (httpx.Client, httpx.AsyncClient)):
        from webapi._webidl import argument_error

        raise argument_error(
            "use_in_httpx", "client", client, "an httpx.Client or httpx.AsyncClient"
        )
    held = client.cookies.jar
    if jar is None:
        jar = held.jar if isinstance(held, HTTPCookieJar) else CookieJar()
    elif not isinstance(jar, CookieJar):
        from webapi._webidl import argument_error

        raise argument_error("use_in_httpx", "jar", jar, "a CookieJar or None")
    store = held
    if not (isinstance(held, HTTPCookieJar) and held.jar is jar):
        store = HTTPCookieJar(jar)
        for cookie in held:
            store.set_cookie(cookie)
        client.cookies = store

    def on_request(request: Any) -> None:
        url = str(request.url)
        given = ""
        written = request.headers.get("Cookie")
        if written is not None:
            # httpx's header holds the pairs of the one it writes from the client's cookies,
            # and those of the request's own cookies=; any other header is the user's.
            cookies = httpx.Cookies(client.cookies).jar
            built = http_cookiejar_header(cookies, urllib.request.Request(url))
            pairs = None if built is None else _beyond(written, built)
            if pairs is None:
                return
            given = "; ".join(pairs)
        probe = urllib.request.Request(url, method=request.method)
        store.add_cookie_header(probe)  # the jar's cookies, then those without a domain
        header = "; ".join(part for part in (probe.get_header("Cookie"), given) if part)
        _set_cookie_header(request, header)

    hooks = client.event_hooks
    client.event_hooks = {
        "request": [h for h in hooks["request"] if not isinstance(h, _Hook)] + [_Hook(on_request)],
        "response": [h for h in hooks["response"] if not isinstance(h, _Hook)],
    }
    return jar
