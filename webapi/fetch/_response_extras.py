"""What Python users expect of ``Response`` and ``Request`` beyond the IDL: ``repr()``, and a
``Response`` made from the response of a Python HTTP client (requests, httpx, urllib3,
``http.client``/urllib, aiohttp), so that a test double or a crawler hands its objects to
ported code."""

from __future__ import annotations

import sys

from ._extras import headers_init
from ._headers_impl import HeadersImpl
from ._response_impl import ResponseImpl

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import AsyncIterator
    from typing import Any, Self

    from ._request_impl import RequestImpl


def _fetched(
    status: int,
    reason: str | bytes | None,
    headers: object,
    body: bytes,
    urls: list[str],
) -> ResponseImpl:
    """A response as fetch() would give it (https://fetch.spec.whatwg.org/#concept-response):
    type "basic", its URL list, its header list (every field line, in order) immutable, the
    status as received (1xx and 304 included: no constructor check applies)."""
    impl = ResponseImpl()
    impl.status = status
    text = reason.decode("latin-1") if isinstance(reason, bytes) else reason or ""
    impl.status_text = text
    impl.type = "basic"
    impl.url_list = urls
    pairs = headers_init(headers)
    fill = HeadersImpl.construct(pairs)  # type: ignore[arg-type]
    fill._guard = "immutable"
    impl._headers = fill
    from ._body import Body

    impl._body = Body(bytes(body)) if body or status not in (101, 103, 204, 205, 304) else None
    return impl


def _absolute(urls: list[str]) -> list[str]:
    """``urls`` (a redirect chain, urllib3's: a later one may be relative) each resolved
    against the one before it."""
    from webapi.url import URL

    result: list[str] = []
    for url in urls:
        parsed = URL.parse(url, result[-1]) if result else URL.parse(url)
        result.append(url if parsed is None else parsed.href)
    return result


def _url_list(response: Any) -> list[str]:
    history = getattr(response, "history", None) or []
    urls = [str(getattr(hop, "url", "")) for hop in history]
    url = getattr(response, "url", None) or getattr(response, "geturl", lambda: None)()
    return [u for u in [*urls, str(url)] if u] if url else []


__all__ = ["RequestExtras", "ResponseExtras"]


class ResponseExtras:
    """The mixin of the generated ``Response``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: ResponseImpl

    if TYPE_CHECKING:  # the generated class's

        @classmethod
        def _wrap(cls, impl: ResponseImpl) -> Self: ...

    @classmethod
    def from_python(cls, response: Any) -> Self:
        """The ``Response`` that ``fetch()`` would have given for the response of a Python HTTP
        client, read (its body already received): a ``requests.Response``, an
        ``httpx.Response``, a urllib3 ``HTTPResponse`` (``preload_content``) or an
        ``http.client.HTTPResponse`` (what ``urllib.request.urlopen`` returns, read now). Its
        status and reason, every header field line in order (``Set-Cookie`` included: the
        headers are the client's, immutable), the body's bytes (decoded of its content coding,
        as the client gives them), its URL and ``redirected`` (the client's redirect
        history). aiohttp's responses need ``await``: :meth:`from_aiohttp`."""
        module = type(response).__module__.partition(".")[0]
        if module == "requests":
            raw = getattr(response, "raw", None)
            headers = getattr(raw, "headers", None) or response.headers
            impl = _fetched(
                response.status_code,
                response.reason,
                headers,
                response.content,
                _url_list(response),
            )
        elif module == "httpx":
            impl = _fetched(
                response.status_code,
                response.reason_phrase,
                response.headers,
                response.read(),
                _url_list(response),
            )
        elif module == "urllib3":
            retries = getattr(response, "retries", None)
            hops = [str(hop.url) for hop in getattr(retries, "history", ()) if hop.url]
            urls = _absolute([*hops, str(response.url)] if response.url else hops)
            impl = _fetched(response.status, response.reason, response.headers, response.data, urls)
        elif "http.client" in sys.modules and isinstance(
            response, sys.modules["http.client"].HTTPResponse
        ):
            url = response.geturl() if hasattr(response, "geturl") else None
            impl = _fetched(
                response.status,
                response.reason,
                response.headers,
                response.read(),
                [url] if url else [],
            )
        else:
            raise TypeError(
                "Response.from_python(): parameter 'response' is not the response of requests, "
                f"httpx, urllib3 or http.client (got an object of type {type(response).__name__!r})"
            )
        return cls._wrap(impl)

    @classmethod
    async def from_aiohttp(cls, response: Any) -> Self:
        """:meth:`from_python` for an aiohttp ``ClientResponse``, its body read (awaited)."""
        body = await response.read()
        urls = [str(hop.url) for hop in response.history] + [str(response.url)]
        headers = [[n.decode("latin-1"), v.decode("latin-1")] for n, v in response.raw_headers]
        return cls._wrap(_fetched(response.status, response.reason, headers, body, urls))

    def iter_chunks(self, size: int = 65536) -> AsyncIterator[bytes]:
        """The body's bytes in chunks of at most ``size`` bytes, an async iterator (``async
        for chunk in response.iter_chunks():``), as a reader of ``response.body`` reads them
        in JavaScript (webapi has no Streams Standard for ``body`` itself). A body that
        ``fetch()`` left on the connection (a long one: docs/fetch.md, "Speed and memory") is
        read from it a chunk at a time, never held whole (in a thread under a running event
        loop, for a blocking transport); an abort of the fetch's signal meanwhile makes the
        next chunk raise the abort reason; leaving the loop early gives the rest up (the
        connection closed). The body is used (``bodyUsed``) from the call on; a body used
        already is a ``TypeError``, a null body has no chunks."""
        if type(size) is not int or size < 1:
            from webapi._webidl import argument_error

            raise argument_error("iter_chunks", "size", size, "a positive int")
        return self._impl._chunks(size)

    def __repr__(self) -> str:
        impl = self._impl
        return f"<{type(self).__name__} [{impl.status}] type={impl.type!r} url={impl.url!r}>"


class RequestExtras:
    """The mixin of the generated ``Request``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: RequestImpl

    def __repr__(self) -> str:
        return f"<{type(self).__name__} [{self._impl.method}] {self._impl.url!r}>"

    @property
    def content(self) -> bytes:
        """The request's body as bytes (``b""`` without one), read now, as httpx's
        ``Request.content`` gives it: what a transport function (a test double) reads of what
        a page sends (a form's submission, ``fetch()``'s body). A body of bytes is read again
        as often as asked; a stream body once (then ``TypeError``: it is used), and only where
        its chunks are at hand (``RuntimeError`` otherwise)."""
        body = self._impl._body
        if body is None:
            return b""
        if body.stream is not None and body.disturbed:
            raise TypeError("Request.content: the stream body has already been read")
        return body.read_all_bytes()

    def client_arguments(self, client: str) -> dict[str, Any]:
        """The keyword arguments with which ``client`` sends this request, for
        ``requests.request(**kw)``, ``httpx.request(**kw)`` (or a client's ``request``),
        ``aiohttp.ClientSession().request(**kw)`` or ``urllib3.PoolManager().request(**kw)``
        (``client`` is ``"requests"``, ``"httpx"``, ``"aiohttp"`` or ``"urllib3"``): the method,
        the URL, the headers (as iteration gives them: names lowercased, sorted, repeats
        combined), the body's bytes (read: the request's body is then used, as ``fetch()``
        uses it) and whether to follow redirects (``redirect``: "follow" or not). The client
        adds the headers it always sends (``Host``, ``Content-Length``, ``User-Agent``...)."""
        impl = self._impl
        headers = impl.headers.sort_and_combine
        body = impl._consume() if impl._body is not None else None
        follow = impl.redirect == "follow"
        method, url = impl.method, impl.url
        if client == "requests":
            return {
                "method": method,
                "url": url,
                "headers": dict(headers),
                "data": body,
                "allow_redirects": follow,
            }
        if client == "httpx":
            return {
                "method": method,
                "url": url,
                "headers": list(headers),
                "content": body,
                "follow_redirects": follow,
            }
        if client == "aiohttp":
            return {
                "method": method,
                "url": url,
                "headers": list(headers),
                "data": body,
                "allow_redirects": follow,
            }
        if client == "urllib3":
            return {
                "method": method,
                "url": url,
                "headers": dict(headers),
                "body": body,
                "redirect": follow,
            }
        raise TypeError(
            "client_arguments(): parameter 'client' is not 'requests', 'httpx', 'aiohttp' or "
            f"'urllib3' (got {client!r})"
        )
