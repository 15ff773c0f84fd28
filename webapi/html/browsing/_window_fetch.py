"""``window.fetch(input, init)`` (https://fetch.spec.whatwg.org/#dom-global-fetch, issue #55
item 2): ``webapi.fetch.fetch`` with the document's client, a ``webapi.fetch.FetchClient`` of
the window's active document (its URL, its document base URL as the API base URL), the
top-level traversable's cookie jar and transport (``webapi.html.browsing._document_fetch``: the
client every request of the document is sent with). Without a transport nothing leaves the machine:
a request to a URL that needs the network rejects with the ``TypeError`` of a network error (a
``data:`` or ``blob:`` URL is fetched)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.dom.engine import DocumentImpl

    from ._navigable import Navigable

__all__ = ["document_fetch_client", "fetch_client_of", "window_fetch"]


def document_fetch_client(navigable: Navigable, document: DocumentImpl) -> Any:
    """The document's client (``webapi.html.browsing._document_fetch.document_client``)."""
    from ._document_fetch import document_client

    return document_client(navigable, document)


def window_fetch(navigable: Navigable, input: Any, init: Any = None, **options: Any) -> Any:
    """``fetch(input, init)`` from the navigable's active document: a promise of the window's
    event loop (``webapi.eventloop.Promise``), the fetch started in the call and driven by
    webapi.eventloop's one driver (to its end in the call where the transport answers at once
    or no asyncio loop runs; else pending work of the loop, which awaiting the promise waits
    for), as JavaScript's ``fetch()`` starts and returns its promise."""
    from webapi.eventloop import Promise, event_loop_of
    from webapi.eventloop.engine import drive

    document = navigable.active_document
    client = document_fetch_client(navigable, document)
    loop = event_loop_of(document)
    promise = Promise(loop)

    def settle(response: Any, error: BaseException | None) -> None:
        if error is not None:
            promise._reject(error)
        else:
            promise._resolve(response)

    try:
        coroutine = client.fetch(input, init, **options)
    except Exception as error:  # (an argument's TypeError: a rejected promise, as in a page)
        promise._reject(error)
        return promise
    drive(coroutine, settle, loop)
    return promise


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
    from ._document_fetch import _CLIENT_KEY

    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    client = cache.get(_CLIENT_KEY)
    if client is None:
        from webapi.fetch import FetchClient
        from webapi.url import basic_url_parse

        from ..common._document_base import base_uri

        client = cache[_CLIENT_KEY] = FetchClient(document._url)
        base = basic_url_parse(base_uri(document))
        if base is not None:
            client.api_base_url = base
    return client
