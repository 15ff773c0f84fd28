"""The ``Response`` class's steps: https://fetch.spec.whatwg.org/#response-class

A Response here is what ``new Response()``, ``Response.error()``, ``Response.redirect()``,
``Response.json()`` and ``clone()`` make, and what ``fetch()`` fills in (:mod:`._fetch`),
with its response's status, status message, URL list, type and header list (a
:class:`HeadersImpl` with its guard), and its body (:mod:`._body`). Arguments arrive converted
by the generated bindings: the ``BodyInit`` as bytes, a Blob, a FormData, a URLSearchParams or
a ``str``; the ``ResponseInit`` as a ``dict`` with its defaults.
"""

from __future__ import annotations

import re

from webapi.js import RangeError
from webapi.url import URL

from ._body import Body, BodyOwner, extract_a_body, serialize_json
from ._headers_impl import HeadersImpl

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Any, Literal, TypeAlias

    #: https://fetch.spec.whatwg.org/#enumdef-responsetype
    ResponseType: TypeAlias = Literal[
        "basic", "cors", "default", "error", "opaque", "opaqueredirect"
    ]

__all__ = ["ResponseImpl"]

#: https://fetch.spec.whatwg.org/#null-body-status
_NULL_BODY_STATUS = frozenset((101, 103, 204, 205, 304))
#: https://fetch.spec.whatwg.org/#redirect-status
_REDIRECT_STATUS = frozenset((301, 302, 303, 307, 308))
#: RFC 9112's reason-phrase: *( HTAB / SP / VCHAR / obs-text ), a ByteString's code points.
_REASON_PHRASE = re.compile(r"[\t\x20-\x7e\x80-\xff]*")


class ResponseImpl(BodyOwner):
    """A ``Response`` object and its response (https://fetch.spec.whatwg.org/#concept-response)."""

    __slots__ = (
        "_body",
        "_headers",
        "internal_response",
        "status",
        "status_text",
        "type",
        "url_list",
    )

    #: https://fetch.spec.whatwg.org/#concept-response-status
    status: int
    #: https://fetch.spec.whatwg.org/#concept-response-status-message
    status_text: str
    #: https://fetch.spec.whatwg.org/#concept-response-type
    type: ResponseType
    #: https://fetch.spec.whatwg.org/#concept-response-url-list (serialized URLs)
    url_list: list[str]
    #: https://fetch.spec.whatwg.org/#concept-internal-response: a filtered response's (a
    #: request of the user agent's own keeps it: HTML reads a no-cors style sheet's bytes
    #: through it), else None
    internal_response: ResponseImpl | None

    def __init__(self) -> None:
        """A new response (status 200, type "default"), its headers' guard "response"."""
        self.status = 200
        self.status_text = ""
        self.type = "default"
        self.url_list = []
        self.internal_response = None
        self._body = None
        self._headers = HeadersImpl()
        self._headers._guard = "response"

    @classmethod
    def construct(cls, body: object, init: dict[str, Any]) -> ResponseImpl:
        """https://fetch.spec.whatwg.org/#dom-response (``body`` None for null)."""
        self = cls()
        body_with_type = None if body is None else extract_a_body(body)  # type: ignore[arg-type]
        self._initialize(init, body_with_type)
        return self

    def _initialize(self, init: dict[str, Any], body: tuple[Body, str | None] | None) -> None:
        """https://fetch.spec.whatwg.org/#initialize-a-response"""
        status = init["status"]
        if not 200 <= status <= 599:
            raise RangeError(
                f"Failed to construct 'Response': The status provided ({status}) is outside "
                "the range [200, 599]."
            )
        status_text = init["statusText"]
        if status_text and _REASON_PHRASE.fullmatch(status_text) is None:
            raise TypeError("Failed to construct 'Response': Invalid statusText")
        self.status = status
        self.status_text = status_text
        if "headers" in init:
            self._headers.fill(init["headers"])
        if body is not None:
            if status in _NULL_BODY_STATUS:
                raise TypeError(
                    "Failed to construct 'Response': Response with null body status cannot "
                    "have body"
                )
            self._body, content_type = body
            if content_type is not None and not self._headers.has("Content-Type"):
                # "append (`Content-Type`, body's type) to response's header list": the
                # header list's append, past the guard and without Headers' normalization
                # (a Blob's type " text/plain " stays so, as in undici and Chromium)
                self._headers.list_append("Content-Type", content_type)

    @classmethod
    def error(cls) -> ResponseImpl:
        """https://fetch.spec.whatwg.org/#dom-response-error: a network error, its headers
        immutable."""
        self = cls()
        self.status = 0
        self.type = "error"
        self._headers._guard = "immutable"
        return self

    @classmethod
    def redirect(cls, url: str, status: int) -> ResponseImpl:
        """https://fetch.spec.whatwg.org/#dom-response-redirect (``url`` parsed without a base:
        webapi has no document whose URL a relative one would resolve against)."""
        parsed = URL.parse(url)
        if parsed is None:
            raise TypeError(f"Failed to execute 'redirect' on 'Response': Invalid URL {url!r}")
        if status not in _REDIRECT_STATUS:
            raise RangeError(
                f"Failed to execute 'redirect' on 'Response': Invalid status code {status}"
            )
        self = cls()
        self._headers._guard = "immutable"
        self.status = status
        self._headers.list_append("Location", parsed.href)
        return self

    @classmethod
    def static_json(cls, data: Any, init: dict[str, Any]) -> ResponseImpl:
        """https://fetch.spec.whatwg.org/#dom-response-json"""
        body = Body(serialize_json(data))
        self = cls()
        self._initialize(init, (body, "application/json"))
        return self

    @property
    def url(self) -> str:
        """https://fetch.spec.whatwg.org/#dom-response-url (the fragment left out)."""
        if not self.url_list:
            return ""
        url = self.url_list[-1]
        return url.partition("#")[0]

    @property
    def redirected(self) -> bool:
        """https://fetch.spec.whatwg.org/#dom-response-redirected"""
        return len(self.url_list) > 1

    @property
    def ok(self) -> bool:
        """https://fetch.spec.whatwg.org/#dom-response-ok"""
        return 200 <= self.status <= 299

    @property
    def headers(self) -> HeadersImpl:
        """https://fetch.spec.whatwg.org/#dom-response-headers"""
        return self._headers

    def clone(self) -> ResponseImpl:
        """https://fetch.spec.whatwg.org/#dom-response-clone"""
        if self.is_unusable():
            raise TypeError(
                "Failed to execute 'clone' on 'Response': Response body is already used"
            )
        clone = ResponseImpl.__new__(ResponseImpl)
        clone.status = self.status
        clone.status_text = self.status_text
        clone.type = self.type
        clone.url_list = list(self.url_list)
        clone.internal_response = self.internal_response
        clone._body = None if self._body is None else self._body.clone()
        clone._headers = self._headers.copy()
        clone._headers._guard = self._headers._guard
        return clone
