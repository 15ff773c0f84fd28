"""``window.fetch(input, init)`` (https://fetch.spec.whatwg.org/#dom-global-fetch, issue #55
item 2): ``webapi.fetch.fetch`` with the document's client, a ``webapi.fetch.FetchClient`` of
the window's active document (its URL, its document base URL as the API base URL), the
top-level traversable's cookie jar and transport. Without a transport nothing leaves the
machine: a request to a URL that needs the network rejects with the ``TypeError`` of a network
error (a ``data:`` or ``blob:`` URL is fetched)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Coroutine
    from typing import Any

    from webapi.dom.engine import DocumentImpl

    from ._navigable import Navigable

__all__ = ["document_fetch_client", "fetch_client_of", "window_fetch"]

#: The key of a document's client in its ``_cache`` (one per document: its CORS-preflight
#: cache lives as long as the document).
_CLIENT_KEY = "fetch client"


def _no_network(request: Any) -> Any:
    """The transport of a window given none: every request is a network error."""
    raise OSError("the window has no transport: nothing leaves the machine")


def document_fetch_client(navigable: Navigable, document: DocumentImpl) -> Any:
    """The document's client (made on first use, kept in the document's cache)."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    client = cache.get(_CLIENT_KEY)
    if client is None:
        from webapi.fetch import FetchClient
        from webapi.url import basic_url_parse

        from ._document_base import base_uri
        from ._window import cookie_jar_of

        top = navigable.traversable()
        transport = top.transport if top.transport is not None else _no_network
        client = FetchClient(document._url, cookie_jar=cookie_jar_of(top), transport=transport)
        base = basic_url_parse(base_uri(document))
        if base is not None:
            client.api_base_url = base
        cache[_CLIENT_KEY] = client
    return client


def window_fetch(navigable: Navigable, input: Any, init: Any = None) -> Coroutine[Any, Any, Any]:
    """``fetch(input, init)`` from the navigable's active document (an awaitable)."""
    client = document_fetch_client(navigable, navigable.active_document)
    return client.fetch(input, init)  # type: ignore[no-any-return]


def fetch_client_of(document: Any) -> Any:
    """The ``webapi.fetch.FetchClient`` that ``document``'s requests are sent with (its
    ``XMLHttpRequest``'s: https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send step 7, the
    relevant settings object as the request's client): the client ``window.fetch()`` uses
    where ``document`` is a navigable's active document (the top-level traversable's cookie
    jar and transport), else a client of the document's URL with its base URL as the API base
    URL (a new cookie jar, the default transport), made on first use and kept by the
    document."""
    from webapi.dom.engine import DocumentImpl

    if not isinstance(document, DocumentImpl):
        from webapi._webidl import argument_error

        raise argument_error("fetch_client_of", "document", document, "a Document")
    from ._navigable import browsing_context_of

    navigable = browsing_context_of(document)
    if navigable is not None:
        return document_fetch_client(navigable, document)
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    client = cache.get(_CLIENT_KEY)
    if client is None:
        from webapi.fetch import FetchClient
        from webapi.url import basic_url_parse

        from ._document_base import base_uri

        client = cache[_CLIENT_KEY] = FetchClient(document._url)
        base = basic_url_parse(base_uri(document))
        if base is not None:
            client.api_base_url = base
    return client
