"""A session history entry's document state
(https://html.spec.whatwg.org/multipage/browsing-the-web.html#document-state-2): what the
entries of one document share (a ``pushState`` or a fragment navigation makes an entry with
the active entry's document state), and what outlives the document once it is unloaded, so
that a traversal back to the entry can load it again: the origin, the request referrer and
the nested histories of its frames.

webapi has no back/forward cache: "destroy a document" (step 9: "set document's node
navigable's active session history entry's document state's document to null") drops the
document from its state when it stops being a navigable's active document
(:func:`forget_the_document`), so that no entry keeps a document alive once it is
unloaded; a traversal to an entry whose document is null reloads it
(``webapi.html.browsing._navigate``).
"""

from __future__ import annotations

from webapi.dom.engine import document_origin

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.dom.engine import DocumentImpl
    from webapi.url import Origin

__all__ = [
    "DOCUMENT_STATE_KEY",
    "DocumentState",
    "document_state_of",
    "forget_the_document",
    "populate",
]

#: The key, in a document's ``_cache``, of the document state it is the document of.
DOCUMENT_STATE_KEY = "document state"


class DocumentState:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#document-state-2: its
    document (None once unloaded), origin, request referrer (the ``Referer`` its document was
    loaded with: a traversal sends it again) and nested histories (the session histories of
    the child navigables made for the document's ``iframe`` elements, oldest first:
    ``webapi.html.browsing._session_history.SessionHistory``)."""

    __slots__ = ("document", "nested_histories", "origin", "request_referrer")

    def __init__(self) -> None:
        self.document: DocumentImpl | None = None
        self.origin: Origin | None = None
        self.request_referrer = ""
        self.nested_histories: list[Any] = []

    def __repr__(self) -> str:
        shown = "unloaded" if self.document is None else repr(self.document._url)
        return f"<DocumentState {shown}>"


def populate(state: DocumentState, document: DocumentImpl) -> None:
    """``document`` is the state's document (a new document, or the one a reload or a
    traversal loaded for it): its origin and request referrer are the state's."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    previous: DocumentState | None = cache.get(DOCUMENT_STATE_KEY)  # type: ignore[assignment]
    if previous is not None and previous is not state and previous.document is document:
        previous.document = None  # (a document is the document of one state)
    state.document = document
    state.origin = document_origin(document)
    state.request_referrer = str(cache.get("referrer", ""))
    cache[DOCUMENT_STATE_KEY] = state


def document_state_of(document: DocumentImpl) -> DocumentState:
    """The document state whose document ``document`` is (a new one on first need)."""
    cache = document._cache
    state: DocumentState | None = None if cache is None else cache.get(DOCUMENT_STATE_KEY)  # type: ignore[assignment]
    if state is None or state.document is not document:
        state = DocumentState()
        populate(state, document)
    return state


def forget_the_document(document: DocumentImpl) -> None:
    """https://html.spec.whatwg.org/multipage/document-lifecycle.html#destroy-a-document
    step 9: the document's state keeps no document any more (its entries keep their URLs,
    states and nested histories)."""
    cache = document._cache
    state: DocumentState | None = None if cache is None else cache.get(DOCUMENT_STATE_KEY)  # type: ignore[assignment]
    if state is not None and state.document is document:
        state.document = None
