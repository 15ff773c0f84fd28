"""httpx's event hooks that put a :class:`~webapi.cookies.CookieJar` into an ``httpx.Client``
or ``httpx.AsyncClient``: each request (redirects too) gets the jar's Cookie header, and
each response's Set-Cookie fields go into the jar. httpx is not imported: the hooks use only
the request's ``url``, ``method`` and ``headers`` and the response's ``request`` and
``headers``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ._jar import CookieJar

__all__ = ["httpx_event_hooks"]


def httpx_event_hooks(
    jar: CookieJar, *, asynchronous: bool = False
) -> dict[str, list[Callable[[Any], Any]]]:
    """The ``event_hooks`` for ``httpx.Client(event_hooks=...)`` (``asynchronous=True``:
    coroutine hooks for ``httpx.AsyncClient``) that make ``jar`` the client's cookie jar.
    Requests carry no browsing context (same-site, top-level, with their method). Leave the
    client's own ``cookies`` empty: httpx would add those too."""
    if not isinstance(jar, CookieJar):
        from webapi._webidl import argument_error

        raise argument_error("httpx_event_hooks", "jar", jar, "a CookieJar")

    def on_request(request: Any) -> None:
        header = jar.cookie_header(str(request.url), method=str(request.method))
        if header:
            request.headers["Cookie"] = header
        elif "Cookie" in request.headers:
            del request.headers["Cookie"]

    def on_response(response: Any) -> None:
        url = str(response.request.url)
        method = str(response.request.method)
        for field in response.headers.get_list("set-cookie"):
            jar.set_cookie(field, url, method=method)

    if not asynchronous:
        return {"request": [on_request], "response": [on_response]}

    async def on_request_async(request: Any) -> None:
        on_request(request)

    async def on_response_async(response: Any) -> None:
        on_response(response)

    return {"request": [on_request_async], "response": [on_response_async]}
