"""The transport of ``fetch()`` under Pyodide: the browser's (or Node's) own ``fetch`` through
``js.fetch``, the default there (:func:`._transport.get_default_transport`).

Unlike the other transports, it cannot send one hop: the JavaScript ``fetch`` follows
redirects itself (with ``redirect: "manual"`` it would hide the ``Location``), so one ``send``
covers the whole chain and the :class:`TransportResponse` carries the final URL (``url``),
which ``fetch()`` appends to the request's URL list. The page's rules apply to what is sent:
the forbidden request headers (``User-Agent`` in some browsers, ``Accept-Encoding``,
``Host``, ``Content-Length``, ``Cookie``...) are the browser's, CORS applies, cookies are the
browser's, ``Set-Cookie`` is not readable, and the body comes decoded: the response's
``Content-Encoding`` is dropped from the header list so that ``fetch()`` does not decode it
again.
"""

from __future__ import annotations

from ._transport_response import TransportResponse

__all__ = ["JSFetchTransport"]


class JSFetchTransport:
    """``js.fetch`` (Pyodide only), given the request's ``mode``, ``credentials``,
    ``redirect``, ``referrer``, ``referrerPolicy`` and ``cache`` (``init``, from ``fetch()``;
    the browser's defaults otherwise: ``redirect: "follow"``); ``credentials``, if given,
    instead of the request's."""

    __slots__ = ("credentials",)

    #: ``send`` returns an awaitable (a JavaScript promise awaited).
    blocking = False
    #: A JavaScript ``fetch`` adds its client's own headers (``Accept``, ``Accept-Language``,
    #: ``User-Agent``, ``Accept-Encoding``, ``Sec-Fetch-*``, ``Content-Length``) and applies
    #: the request's members itself: ``fetch()`` hands it the request's header list alone, as
    #: a page's script gives its own, and the members as ``init``.
    browser_fetch = True

    def __init__(self, credentials: str | None = None) -> None:
        self.credentials = credentials

    async def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | None,
        *,
        init: dict[str, str] | None = None,
    ) -> TransportResponse:
        """Fetch with ``js.fetch`` (``init``: the request's members the browser applies);
        read the body as an ``ArrayBuffer``. The response's type is the browser's."""
        import importlib

        js = importlib.import_module("js")
        ffi = importlib.import_module("pyodide.ffi")
        to_js = ffi.to_js

        members: dict[str, object] = {"redirect": "follow", "credentials": "same-origin"}
        members.update(init or {})
        if self.credentials is not None:
            members["credentials"] = self.credentials
        members["method"] = method
        members["headers"] = [[name, value] for name, value in headers]
        if body is not None:
            members["body"] = to_js(body)
        try:
            response = await js.fetch(url, to_js(members, dict_converter=js.Object.fromEntries))
            buffer = await response.arrayBuffer()
        except ffi.JsException as error:
            raise OSError(f"js.fetch: {error}") from error
        pairs = [(str(pair[0]), str(pair[1])) for pair in response.headers.entries()]
        pairs = [(n, v) for n, v in pairs if n.lower() != "content-encoding"]
        result = TransportResponse(
            int(response.status), str(response.statusText), pairs, bytes(buffer.to_py())
        )
        result.url = str(response.url) or None
        result.type = str(response.type)
        return result
