"""A document's top layer as far as it decides inertness
(https://drafts.csswg.org/css-position-4/#top-layer; nothing is drawn): the modal dialogs in
the order ``showModal()`` added them, kept in the document's ``_cache``, and the Standard's
"blocked by a modal dialog"
(https://html.spec.whatwg.org/multipage/interaction.html#blocked-by-a-modal-dialog): while a
document's top layer holds a modal dialog, every node of it but the topmost modal dialog and
its descendants is inert (here: not a focusable area)."""

from __future__ import annotations

from webapi.dom.engine import is_connected

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["add_to_the_top_layer", "blocking_modal_dialog", "remove_from_the_top_layer"]

_TOP_LAYER = "top layer: modal dialogs"  # the document's _cache key


def add_to_the_top_layer(element: Any) -> None:
    """https://drafts.csswg.org/css-position-4/#add-an-element-to-the-top-layer: ``element``
    last (removed first where it is there)."""
    document = element._node_document
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    layer: list[Any] = cache.setdefault(_TOP_LAYER, [])
    if element in layer:
        layer.remove(element)
    layer.append(element)


def remove_from_the_top_layer(element: Any) -> None:
    """https://drafts.csswg.org/css-position-4/#remove-an-element-from-the-top-layer-immediately"""
    cache = element._node_document._cache
    layer = None if cache is None else cache.get(_TOP_LAYER)
    if layer and element in layer:
        layer.remove(element)


def blocking_modal_dialog(document: Any) -> Any:
    """https://html.spec.whatwg.org/multipage/interaction.html#blocked-by-a-modal-dialog: the
    topmost modal dialog of ``document``'s top layer (one removed from the document, whose
    removing steps webapi does not run, is skipped), None where none blocks it."""
    cache = document._cache
    layer = None if cache is None else cache.get(_TOP_LAYER)
    if not layer:
        return None
    for element in reversed(layer):
        if element._is_modal and is_connected(element) and element._node_document is document:
            return element
    return None
