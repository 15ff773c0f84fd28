"""Playwright's ``Response`` and ``Request`` of a navigation
(https://playwright.dev/python/docs/api/class-response,
https://playwright.dev/python/docs/api/class-request), as ``Page.goto``, ``reload``,
``go_back`` and ``go_forward`` give back the main resource's: made of the response the
window's navigation fetched (its status, status message, final URL, headers as received, body
bytes) and of the request it sent (its method, URL list, headers, body). The headers are the
response's own, before fetch's filtering (``Set-Cookie`` too, as Playwright's
``all_headers()``).
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["Request", "Response", "navigation_response_of"]


def _headers_of(pairs: list[tuple[str, str]]) -> dict[str, str]:
    """Playwright's ``all_headers()``: names lowercased, the values of a repeated name joined
    by ``", "`` (``set-cookie``'s by newlines)."""
    out: dict[str, str] = {}
    for name, value in pairs:
        lowered = name.lower()
        if lowered in out:
            out[lowered] += ("\n" if lowered == "set-cookie" else ", ") + value
        else:
            out[lowered] = value
    return out


class _Headers:
    """The header accessors Playwright's ``Request`` and ``Response`` share, over
    ``_headers`` (the headers as sent or received: name, value pairs in order)."""

    __slots__ = ()

    _headers: list[tuple[str, str]]

    @property
    def headers(self) -> dict[str, str]:
        """The headers, names lowercased (:func:`_headers_of`)."""
        return _headers_of(self._headers)

    def all_headers(self) -> dict[str, str]:
        """The headers (as :attr:`headers`)."""
        return _headers_of(self._headers)

    def headers_array(self) -> list[dict[str, str]]:
        """The headers as sent or received: ``[{"name", "value"}]``, in order."""
        return [{"name": name, "value": value} for name, value in self._headers]

    def header_value(self, name: str) -> str | None:
        """A header's value (repeated ones joined by ``", "``, ``set-cookie``'s by
        newlines), or None."""
        return _headers_of(self._headers).get(name.lower())


class Request(_Headers):
    """A navigation's request: ``url``, ``method``, ``headers``, ``post_data``,
    ``redirected_from`` (the request of the hop before a redirect), ``resource_type``
    (``"document"``)."""

    __slots__ = ("_body", "_headers", "_response", "method", "redirected_from", "url")

    def __init__(
        self,
        url: str,
        method: str,
        headers: list[tuple[str, str]],
        body: bytes | None,
        redirected_from: Request | None,
    ) -> None:
        #: The request's URL (this hop's).
        self.url = url
        #: The request's method.
        self.method = method
        #: The request of the hop before, where this one follows a redirect; else None.
        self.redirected_from = redirected_from
        self._headers = headers
        self._body = body
        self._response: Response | None = None

    def __repr__(self) -> str:
        return f"<Request url={self.url!r} method={self.method!r}>"

    @property
    def resource_type(self) -> str:
        """``"document"``: a navigation's."""
        return "document"

    def is_navigation_request(self) -> bool:
        """True: a navigation's."""
        return True

    @property
    def post_data_buffer(self) -> bytes | None:
        """The request's body, or None."""
        return self._body

    @property
    def post_data(self) -> str | None:
        """The request's body as text, or None."""
        return None if self._body is None else self._body.decode("utf-8", "replace")

    def response(self) -> Response | None:
        """The response to this request (None for a hop a redirect answered)."""
        return self._response


class Response(_Headers):
    """A navigation's response: ``status``, ``status_text``, ``ok``, ``url`` (the final
    one), ``headers``, ``body()``, ``text()``, ``json()``, ``request``."""

    __slots__ = ("_body", "_headers", "request", "status", "status_text", "url")

    def __init__(
        self,
        url: str,
        status: int,
        status_text: str,
        headers: list[tuple[str, str]],
        body: bytes,
        request: Request,
    ) -> None:
        #: The response's URL (the last of its redirects').
        self.url = url
        #: The HTTP status.
        self.status = status
        #: The status message, as the transport gave it.
        self.status_text = status_text
        #: The request this answers.
        self.request = request
        self._headers = headers
        self._body = body
        request._response = self

    def __repr__(self) -> str:
        return f"<Response url={self.url!r} request={self.request!r}>"

    @property
    def ok(self) -> bool:
        """Whether the status is in 200-299."""
        return 200 <= self.status <= 299

    @property
    def from_service_worker(self) -> bool:
        """False: webapi has no service workers."""
        return False

    def header_values(self, name: str) -> list[str]:
        """Every value of the header ``name``, in order."""
        lowered = name.lower()
        return [value for key, value in self._headers if key.lower() == lowered]

    def body(self) -> bytes:
        """The response's body."""
        return self._body

    def text(self) -> str:
        """The body decoded as UTF-8."""
        return self._body.decode("utf-8", "replace")

    def json(self) -> Any:
        """The body parsed as JSON."""
        return json.loads(self.text())

    def finished(self) -> None:
        """None: the body has been read."""
        return None


def navigation_response_of(document: Any) -> Response | None:
    """The :class:`Response` of the navigation that made ``document`` (``webapi.html``'s
    record of it), or None (none there, or an ``about:`` URL's)."""
    from webapi.html.engine import navigation_response

    found = navigation_response(document)
    if found is None:
        return None
    final = found.url_list[-1] if found.url_list else None
    if final is not None and final.startswith("about:"):
        return None  # (Playwright's "navigation to about:blank ... return null")
    hop = None
    urls = found.request_urls
    for index, url in enumerate(urls):
        last = index == len(urls) - 1
        headers = found.request_headers if last else []
        hop = Request(url, found.method, headers, found.request_body, hop)
    assert hop is not None
    return Response(
        final or hop.url, found.status, found.status_text, found.headers, found.body, hop
    )
