"""The adapter that makes a :class:`~webapi.cookies.CookieJar` the cookie jar of a
``requests.Session``, with the draft's rules both ways (storage and retrieval), redirects
included. Loaded on first use (it imports ``requests``).
"""

from __future__ import annotations

from typing import Any

from requests.adapters import BaseAdapter

from ._jar import CookieJar
from ._stdlib import HTTPCookieJar

__all__ = ["RequestsCookieAdapter", "use_in_requests"]


class RequestsCookieAdapter(BaseAdapter):
    """A ``requests`` transport adapter around another (``adapter``) that gives each request
    it sends, each hop of a redirect too, ``jar``'s Cookie header for its URL and method
    (replacing the one ``requests`` built from ``Session.cookies`` by ``http.cookiejar``'s
    rules). Other attributes are the wrapped adapter's."""

    def __init__(self, adapter: Any, jar: CookieJar) -> None:
        super().__init__()
        #: The adapter that sends the requests.
        self.adapter = adapter
        #: The :class:`~webapi.cookies.CookieJar` whose Cookie header each request gets.
        self.jar = jar

    def send(self, request: Any, *args: Any, **kwargs: Any) -> Any:
        """Set ``request``'s Cookie header from the jar (or remove it), then send it."""
        header = self.jar.cookie_header(request.url, method=request.method or "GET")
        if header:
            request.headers["Cookie"] = header
        else:
            request.headers.pop("Cookie", None)
        return self.adapter.send(request, *args, **kwargs)

    def close(self) -> None:
        """Close the wrapped adapter."""
        self.adapter.close()

    def __getattr__(self, name: str) -> Any:
        if name == "adapter":  # not yet set (unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.adapter, name)


def use_in_requests(session: Any, jar: CookieJar | None = None) -> CookieJar:
    """Make ``jar`` (a new :class:`~webapi.cookies.CookieJar` by default) ``session``'s
    cookie jar, in one line: ``session.cookies`` becomes an
    :class:`~webapi.cookies.HTTPCookieJar` over it (each response's Set-Cookie fields go
    through the storage model) and each mounted adapter is wrapped in a
    :class:`RequestsCookieAdapter` (each request, redirects too, gets the retrieval model's Cookie
    header). Returns the jar. Mount other adapters before calling it; cookies given to one
    request (``cookies=``) are not sent: add them to the jar."""
    import requests

    if not isinstance(session, requests.Session):
        from webapi._webidl import argument_error

        raise argument_error("use_in_requests", "session", session, "a requests.Session")
    if jar is None:
        jar = CookieJar()
    elif not isinstance(jar, CookieJar):
        from webapi._webidl import argument_error

        raise argument_error("use_in_requests", "jar", jar, "a CookieJar or None")
    # requests takes any http.cookiejar.CookieJar (its typing says RequestsCookieJar).
    session.cookies = HTTPCookieJar(jar)  # type: ignore[assignment]
    for prefix, adapter in list(session.adapters.items()):
        if isinstance(adapter, RequestsCookieAdapter):
            adapter = adapter.adapter
        session.mount(prefix, RequestsCookieAdapter(adapter, jar))
    return jar
