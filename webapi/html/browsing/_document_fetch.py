"""A document's requests (issue #72 item 1, one road to the network): each is a request of the
document's ``webapi.fetch.FetchClient`` (its URL, its cookie jar, Chromium's request profile,
its transport: ``webapi.html.browsing._navigation.DocumentTransport``), sent through fetch's main
fetch (``webapi.fetch.engine.fetch_steps``) with the destination, mode, credentials mode and
referrer HTML and CSSOM give it: a navigation's (``webapi.html.browsing._navigate``), an
``iframe``'s (``webapi.html.browsing._navigables``), a style sheet's and an ``@import``'s
(https://html.spec.whatwg.org/multipage/semantics.html#fetching-and-processing-a-resource-from-a-link-element,
https://drafts.csswg.org/cssom-1/#fetching-css-style-sheets), a preload's, ``window.fetch()``
(``webapi.html.browsing._window_fetch``) and ``XMLHttpRequest``'s (``fetch_client_of``).

:func:`fetch_now` runs the fetch to its end in the call, through ``webapi.eventloop``'s one
driver (a transport that answers at once, or an async one where no asyncio loop runs).
:func:`fetch_subresource` drives a subresource's fetch the same way, and where it waits for the
running asyncio loop (an async transport inside a coroutine, Jupyter, Pyodide) answers
:data:`PENDING`: the fetch is pending work of the document's event loop, its response kept
for the next request of the same resource (:class:`Subresources`)."""

from __future__ import annotations

from webapi.eventloop.engine import drive, run_now
from webapi.fetch.engine import NetworkError, as_transport, fetch_steps

from ..common._subresources import PENDING, Pending, referrer_policy_attribute

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from webapi.dom.engine import DocumentImpl
    from webapi.fetch.engine import FetchRequest, ResponseImpl

    from ._navigable import Navigable

__all__ = [
    "PENDING",
    "Pending",
    "Subresources",
    "after_subresources",
    "document_client",
    "failure_of",
    "fetch_now",
    "fetch_subresource",
    "program_client",
    "prohibit_mixed_content_of_ancestors",
    "referrer_policy_attribute",
]

#: The key of a document's client in its ``_cache`` (one per document: its CORS-preflight
#: cache lives as long as the document).
_CLIENT_KEY = "fetch client"


def document_client(navigable: Navigable, document: DocumentImpl) -> Any:
    """The client of ``document``, the navigable's active document (made on first use, kept
    in the document's cache): its URL, its document base URL as the API base URL, the
    top-level traversable's cookie jar, and its transport behind the fetch policy
    (``DocumentTransport``)."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    client = cache.get(_CLIENT_KEY)
    if client is None:
        from webapi.fetch import FetchClient
        from webapi.url import basic_url_parse

        from ..common._document_base import base_uri
        from ._navigation import DocumentTransport
        from ._window import cookie_jar_of

        top = navigable.traversable()
        client = FetchClient(
            document._url,
            cookie_jar=cookie_jar_of(top),
            transport=DocumentTransport(top, document),
        )
        base = basic_url_parse(base_uri(document))
        if base is not None:
            client.api_base_url = base
        prohibit_mixed_content_of_ancestors(client, navigable)
        cache[_CLIENT_KEY] = client
    return client


def prohibit_mixed_content_of_ancestors(client: Any, navigable: Navigable) -> None:
    """https://w3c.github.io/webappsec-mixed-content/#categorize-settings-object step 2 for
    the client of ``navigable``'s document: it prohibits mixed security contexts where an
    ancestor navigable's active document's origin is ``https`` (an ``http:`` or ``data:``
    frame of an ``https:`` page; step 1, its own origin, is the client's). What
    the client blocks is recorded with what every client of the top-level traversable
    blocked (``Window.blocked_mixed_content``)."""
    from webapi.fetch.engine import origin_prohibits_mixed_security_contexts
    from webapi.url import basic_url_parse, url_origin

    top = navigable.traversable()
    if top.blocked_mixed_content is None:
        top.blocked_mixed_content = client.blocked_mixed_content
    else:
        client.blocked_mixed_content = top.blocked_mixed_content
    ancestor = navigable.parent
    while ancestor is not None and not client.prohibits_mixed_security_contexts:
        # (its origin, or where none was given yet its URL's: asking document_origin would
        # give it a new opaque one)
        document = ancestor.active_document
        origin = document._origin
        if origin is None:
            record = basic_url_parse(document._url)
            origin = None if record is None else url_origin(record)
        if origin_prohibits_mixed_security_contexts(origin):
            client.prohibits_mixed_security_contexts = True
        ancestor = ancestor.parent


def program_client(navigable: Navigable, url: str, referrer_policy: str = "") -> Any:
    """A client of the page at ``url`` under ``referrer_policy`` with the top-level
    traversable's cookie jar and transport: a program's own navigation's (the target itself,
    same-site for cookies), a history traversal's (the referrer its document was loaded
    with)."""
    from webapi.fetch import FetchClient
    from webapi.referrerpolicy import REFERRER_POLICIES

    from ._navigation import DocumentTransport
    from ._window import cookie_jar_of

    top = navigable.traversable()
    if referrer_policy not in REFERRER_POLICIES:
        referrer_policy = ""
    client = FetchClient(
        url,
        referrer_policy=referrer_policy,
        cookie_jar=cookie_jar_of(top),
        transport=DocumentTransport(top),
    )
    prohibit_mixed_content_of_ancestors(client, navigable)
    return client


def fetch_now(request: FetchRequest) -> ResponseImpl:
    """Fetch's main fetch of ``request`` through its client's transport, run to its end in the
    call (``webapi.eventloop``'s driver, a synchronous drive: an async transport in the
    thread's own asyncio loop where none runs): the response (filtered, as main fetch gives
    it), or the fetch engine's ``NetworkError`` raised; ``webapi.eventloop.engine.WouldWait``
    where it waits for the running asyncio loop."""
    return run_now(fetch_steps(request, as_transport(request.client.transport)))  # type: ignore[no-any-return]


def failure_of(error: BaseException) -> tuple[str, BaseException | None] | None:
    """The reason and exception of a failed navigation (``NavigationError``'s) for what its
    fetch raised: a fetch policy's refusal "refused"; the fetcher's or a callable policy's
    exception, or a fetch that would wait, "exception"; any other network error "network
    error" (with the transport's exception, where there is one); None where there was no
    transport at all (nothing is navigated to)."""
    from ._navigation import CallbackFailed, NoTransport, Refused

    if isinstance(error, NetworkError):
        cause = error.__cause__
        if isinstance(cause, NoTransport):
            return None
        if isinstance(cause, Refused):
            return "refused", None
        if isinstance(cause, CallbackFailed):
            return "exception", cause.__cause__
        return "network error", cause
    return "exception", error


def fetch_subresource(
    document: DocumentImpl,
    url: Any,
    destination: str,
    *,
    mode: str = "no-cors",
    referrer: Any = "client",
    referrer_policy: str = "",
) -> tuple[bytes, str] | Pending | None:
    """The body and ``Content-Type`` value (empty where absent) of the response to a
    request of ``document``'s client for ``url`` (a URL record) with ``destination``,
    ``mode`` (a style sheet's and a preload's "no-cors": the potential-CORS request of no
    ``crossorigin`` attribute), credentials "include" and ``referrer`` ("client", or an
    ``@import``'s sheet URL), its internal response read as the user agent reads it; None
    where the document has no browsing context, for a network error (no transport, a
    refused URL, a transport's failure) or a status outside 200-299; :data:`PENDING` where
    the fetch waits for the running asyncio loop (:class:`Subresources`: the next call for
    the same resource once it arrived answers with it)."""
    from ._navigable import browsing_context_of

    navigable = browsing_context_of(document)
    if navigable is None:
        return None
    from webapi.url import url_serialize

    key = (url_serialize(url), destination, mode, _referrer_key(referrer), referrer_policy)
    registry = Subresources.of(document)
    if key in registry.arrived:
        response, error = registry.arrived.pop(key)
    elif key in registry.waiting:
        return PENDING
    else:
        client = document_client(navigable, document)
        request = client.new_request(
            url,
            destination=destination,
            mode=mode,
            credentials="include",
            referrer=referrer,
            referrer_policy=referrer_policy,
        )
        outcome = registry.fetch(request, key, document)
        if outcome is None:
            return PENDING
        response, error = outcome
    if error is not None:  # (a network error, a failure of the transport: no sheet)
        return None
    internal = response.internal_response or response
    if not 200 <= internal.status < 300:
        return None
    body = b"" if internal._body is None else internal._body.read_all_bytes()
    return body, internal._headers.get("Content-Type") or ""


def _referrer_key(referrer: Any) -> str:
    """A request's referrer as part of a :class:`Subresources` key ("client" or a URL)."""
    if isinstance(referrer, str):
        return referrer
    from webapi.url import url_serialize

    return url_serialize(referrer)


#: The key of a document's :class:`Subresources` in its ``_cache``.
_SUBRESOURCES_KEY = "subresource fetches"


class Subresources:
    """A document's subresource fetches that wait for the running asyncio loop (issue #72
    item 2: an async transport works everywhere a synchronous one does): each is pending
    work of the document's event loop (``await window.event_loop.idle()`` waits for it);
    its outcome, once it arrives (a task of the loop), is kept under its key for the next
    request of the same resource (the style sheet built again, an ``@import`` followed),
    the cascade told (the CSSOM's ``bump_generation``), and the steps waiting for the
    document's fetches (:func:`after_subresources`: a ``load`` event) queued once none
    waits. A transport that answers at once never leaves anything here."""

    __slots__ = ("after", "arrived", "waiting")

    def __init__(self) -> None:
        #: key -> (response, None) or (None, the exception), not yet taken
        self.arrived: dict[tuple[str, ...], tuple[Any, BaseException | None]] = {}
        #: the keys of the fetches under way
        self.waiting: set[tuple[str, ...]] = set()
        #: the steps to run once no fetch waits
        self.after: list[Callable[[], object]] = []

    @staticmethod
    def of(document: DocumentImpl) -> Subresources:
        """``document``'s (made on first use, kept in its cache)."""
        cache = document._cache
        if cache is None:
            cache = document._cache = {}
        found = cache.get(_SUBRESOURCES_KEY)
        if not isinstance(found, Subresources):
            found = cache[_SUBRESOURCES_KEY] = Subresources()
        return found

    def fetch(
        self, request: FetchRequest, key: tuple[str, ...], document: DocumentImpl
    ) -> tuple[Any, BaseException | None] | None:
        """Fetch's main fetch of ``request`` through ``webapi.eventloop``'s driver: its
        outcome where it ends in the call, else None (kept under ``key`` when it arrives)."""
        from webapi.eventloop import event_loop_of

        outcome: list[tuple[Any, BaseException | None]] = []
        waits = [False]

        def done(response: Any, error: BaseException | None) -> None:
            if not waits[0]:
                outcome.append((response, error))
                return
            self.arrived[key] = (response, error)
            self.waiting.discard(key)
            from webapi.cssom.engine import bump_generation

            bump_generation()
            if not self.waiting:
                steps, self.after[:] = list(self.after), []
                for step in steps:
                    step()

        coroutine = fetch_steps(request, as_transport(request.client.transport))
        drive(coroutine, done, event_loop_of(document), synchronous=True)
        if outcome:
            return outcome[0]
        waits[0] = True
        self.waiting.add(key)
        return None


def after_subresources(document: DocumentImpl, steps: Callable[[], object]) -> bool:
    """Run ``steps`` once none of ``document``'s subresource fetches waits for the running
    asyncio loop (True), or nothing where none waits now (False: the caller goes on)."""
    cache = document._cache
    registry = None if cache is None else cache.get(_SUBRESOURCES_KEY)
    if not isinstance(registry, Subresources) or not registry.waiting:
        return False
    registry.after.append(steps)
    return True
