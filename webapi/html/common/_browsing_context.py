"""Where a document's navigable and an ``iframe``'s content navigable are kept: in the node's
``_cache`` (never in a table of the module, which would keep them alive), read by every wing of
``webapi.html`` ("has a browsing context", an iframe's ``contentDocument``), made and dropped
by the browsing wing (``webapi.html.browsing._navigable``'s ``Navigable``, which the wings
below it do not name: its values are ``Any`` here).

https://html.spec.whatwg.org/multipage/document-sequences.html#concept-document-bc and
https://html.spec.whatwg.org/multipage/document-sequences.html#content-navigable.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.dom.engine import DocumentImpl, ElementImpl

__all__ = [
    "CONTENT_NAVIGABLE_KEY",
    "NAVIGABLES_MADE",
    "NAVIGABLE_KEY",
    "browsing_context_of",
    "cached_navigable",
    "content_navigable",
]

#: ``[True]`` once some navigable was made: until then no document has a browsing context and
#: no ``iframe`` a content navigable (the common case, told at once).
NAVIGABLES_MADE = [False]
#: The key, in a document's ``_cache``, of its navigable, for the documents that are some
#: navigable's active document (the Standard's "browsing context" of a document: non-null
#: only for those).
NAVIGABLE_KEY = "navigable"
#: The key, in an ``iframe``'s ``_cache``, of its content navigable
#: (https://html.spec.whatwg.org/multipage/document-sequences.html#content-navigable).
CONTENT_NAVIGABLE_KEY = "content navigable"


def cached_navigable(node: DocumentImpl | ElementImpl, key: str) -> Any:
    """The navigable kept in the node's ``_cache`` under ``key``, or None."""
    cache = node._cache
    return None if cache is None else cache.get(key)


def browsing_context_of(document: DocumentImpl) -> Any:
    """The navigable whose active document ``document`` is, or None (no browsing context)."""
    if not NAVIGABLES_MADE[0]:
        return None
    navigable = cached_navigable(document, NAVIGABLE_KEY)
    if navigable is None or navigable.active_document is not document:
        return None
    return navigable


def content_navigable(element: ElementImpl) -> Any:
    """The ``iframe``'s content navigable, or None."""
    return cached_navigable(element, CONTENT_NAVIGABLE_KEY) if NAVIGABLES_MADE[0] else None
