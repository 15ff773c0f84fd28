"""The document's client: the Fetch Standard's request client (an environment settings object,
https://html.spec.whatwg.org/multipage/webappapis.html#environment-settings-object) as far as
fetch reads it (its origin, its creation URL and API base URL, its policy container's referrer
policy, a cookie jar, the preflight cache), and the request headers a browser adds
(:class:`._profile.RequestProfile`: Chromium 156 headless on Linux by default).

``FetchClient(url).fetch(input, init)`` fetches as a page at ``url`` does (``fetch(input,
init, client=FetchClient(url))`` is the same call)."""

from __future__ import annotations

from collections import deque

from webapi.referrerpolicy import REFERRER_POLICIES
from webapi.url import URL, OpaqueOrigin, TupleOrigin, URLRecord, basic_url_parse, url_origin

from . import _client_fetch
from ._cors import CORSPreflightCache
from ._mixed_content import (
    BLOCKED_RECORD_SIZE,
    BlockedRequest,
    origin_prohibits_mixed_security_contexts,
)
from ._profile import CHROMIUM_156_REQUEST_PROFILE, RequestProfile

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Coroutine
    from typing import Any

    from ._bindings import Response
    from ._fetch import FetchRequest

__all__ = ["FetchClient"]


class FetchClient:
    """A document's client for ``fetch()``: the page at ``url`` (its creation URL, API base
    URL and origin), its ``referrer_policy`` ("" for the default,
    ``strict-origin-when-cross-origin``), a ``cookie_jar`` (an object with
    ``cookie_header(url, **context)`` and ``set_cookie(value, url, **context)``, as
    ``webapi.cookies.CookieJar``; ``None``: a new ``CookieJar``), the headers it adds
    (``profile``) and the ``transport`` its requests go through (``None``: the default
    transport). Its CORS-preflight cache lives as long as it does.

    A client of an ``https:`` page prohibits mixed security contexts: its requests to
    ``http:`` URLs but loopback ones and a top-level navigation's are blocked (a network
    error) and recorded in ``blocked_mixed_content``, an image's, audio's or video's upgraded
    to ``https:`` (Mixed Content, as Chromium 156). Setting its
    ``prohibits_mixed_security_contexts`` to ``False`` allows mixed content (Mixed Content's
    user controls: "the user agent has been instructed to allow mixed content")."""

    __slots__ = (
        "api_base_url",
        "blocked_mixed_content",
        "cookie_jar",
        "creation_url",
        "origin",
        "preflight_cache",
        "profile",
        "prohibits_mixed_security_contexts",
        "referrer_policy",
        "transport",
    )

    #: The algorithms of a document's client that ._fetch's call (it imports none of them).
    _steps = _client_fetch

    def __init__(
        self,
        url: str,
        *,
        referrer_policy: str = "",
        cookie_jar: Any = None,
        profile: RequestProfile | None = None,
        transport: Any = None,
    ) -> None:
        from webapi._webidl import argument_error, require_str

        require_str(url, "FetchClient", "url")
        record = basic_url_parse(url)
        if record is None:
            raise argument_error("FetchClient", "url", url, "an absolute URL")
        if referrer_policy != "" and referrer_policy not in REFERRER_POLICIES:
            raise argument_error(
                "FetchClient", "referrer_policy", referrer_policy, "a referrer policy or ''"
            )
        if profile is not None and not isinstance(profile, RequestProfile):
            raise argument_error("FetchClient", "profile", profile, "a RequestProfile or None")
        if cookie_jar is None:
            from webapi._lazy import load_provider

            cookie_jar = load_provider("cookie-jar")()
        #: https://html.spec.whatwg.org/multipage/webappapis.html#concept-environment-creation-url
        self.creation_url: URLRecord = record
        #: https://html.spec.whatwg.org/multipage/webappapis.html#api-base-url
        self.api_base_url: URLRecord = record
        #: https://html.spec.whatwg.org/multipage/webappapis.html#concept-settings-object-origin
        self.origin: TupleOrigin | OpaqueOrigin = url_origin(record)
        #: The policy container's referrer policy ("": strict-origin-when-cross-origin).
        self.referrer_policy = referrer_policy or "strict-origin-when-cross-origin"
        self.cookie_jar: Any = cookie_jar
        self.profile: RequestProfile = profile or CHROMIUM_156_REQUEST_PROFILE
        self.transport: Any = transport
        #: https://fetch.spec.whatwg.org/#concept-cache
        self.preflight_cache = CORSPreflightCache()
        #: https://w3c.github.io/webappsec-mixed-content/#categorize-settings-object: step 1
        #: (its origin, ``https`` as Chromium takes it) here; step 2 (an ancestor navigable's
        #: active document's origin) where a browsing context makes the client (webapi.html)
        self.prohibits_mixed_security_contexts = origin_prohibits_mixed_security_contexts(
            self.origin
        )
        #: The requests blocked as mixed content (``BlockedRequest(url, destination)``, the
        #: last 1,000), oldest first: what Chromium reports on its console
        self.blocked_mixed_content: deque[BlockedRequest] = deque(maxlen=BLOCKED_RECORD_SIZE)

    def parse_url(self, value: str) -> str | None:
        """``value`` parsed against the API base URL (what ``new Request(input)`` does in
        a page): the serialized URL, or ``None`` where it fails."""
        parsed = URL.parse(value, self.api_base_url_href)
        return None if parsed is None else parsed.href

    @property
    def api_base_url_href(self) -> str:
        from webapi.url import url_serialize

        return url_serialize(self.api_base_url)

    def new_request(
        self,
        url: URLRecord,
        *,
        destination: str,
        mode: str,
        credentials: str = "include",
        method: str = "GET",
        header_list: list[tuple[str, str]] | None = None,
        body: bytes | None = None,
        referrer: str | URLRecord = "client",
        referrer_policy: str = "",
        cache_mode: str = "default",
        user_activation: bool = False,
        browser_ui: bool = False,
    ) -> FetchRequest:
        """A request of the user agent's own whose client is this one
        (https://fetch.spec.whatwg.org/#concept-request, as HTML and CSSOM make them: a
        navigation's, an ``iframe``'s, a style sheet's, an ``@import``'s, a preload's), for
        ``fetch_steps`` (fetch's main fetch): its ``url`` (a copy is fetched), ``destination``,
        ``mode``, ``credentials`` mode, ``method``, own ``header_list`` and ``body``, its
        ``referrer`` ("client", "no-referrer" or a URL record: an ``@import``'s sheet) under
        ``referrer_policy`` ("": the client's), ``cache_mode``, and for a navigation its user
        activation (``Sec-Fetch-User``) and whether it is the program's own (``browser_ui``:
        ``Sec-Fetch-Site: none``). Its body is read whole (the user agent reads it)."""
        from ._fetch import FetchRequest

        request = FetchRequest(method, url.copy(), list(header_list or ()), body, "follow", None)
        request.client = self
        request.origin = self.origin
        request.destination = destination
        request.mode = mode
        request.credentials_mode = credentials
        request.referrer = referrer
        if referrer_policy in REFERRER_POLICIES:
            request.referrer_policy = referrer_policy
        request.cache_mode = cache_mode
        request.user_activation = user_activation
        request.browser_ui = browser_ui
        return request

    def fetch(self, input: Any, init: Any = None, **options: Any) -> Coroutine[Any, Any, Response]:
        """``fetch(input, init)`` from this client (:func:`webapi.fetch.fetch` with
        ``client=self``)."""
        from ._fetch import fetch

        return fetch(input, init, client=self, **options)

    def __repr__(self) -> str:
        return f"<FetchClient {self.api_base_url_href!r}>"
