"""HTML's ``link rel=preload`` (https://html.spec.whatwg.org/multipage/links.html#link-type-preload):
the resource fetched as a request of the document's client (as a ``stylesheet`` link's sheet
is: webapi/html/rendering/_link_style.py, webapi/html/rendering/_link_fetch.py), nothing kept of
it (webapi has no preload cache), and the ``load`` or ``error`` event Chromium 156 fires at the
element.

Chromium 156 fetches for an ``as`` of ``style``, ``script``, ``fetch``, ``font``, ``track`` and
``image``, where the ``media`` attribute matches; not for an absent ``as``, ``json`` or a value
it does not know. It fires ``error`` for a failure (a network error, a status outside 2xx),
for a ``style`` whose type is not ``text/css`` and for an ``image`` that does not decode
(webapi decodes no image: bytes without an image type's signature stand for that); ``load``
else. A
parsed link's event comes after the document's ``load`` (a preload does not delay it).
"""

from __future__ import annotations

from webapi.dom.engine import get_attribute_value_by_namespace, is_connected

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["is_preload_link", "preload_attribute_changed", "process_a_preload"]

#: The ``as`` values Chromium 156 preloads.
_DESTINATIONS = frozenset({"style", "script", "fetch", "font", "track", "image"})
#: The attributes whose change fetches a preload link's resource again.
_FETCH_ATTRIBUTES = frozenset({"href", "as", "rel", "media", "type"})


def _destination(element: Any) -> str | None:
    value = get_attribute_value_by_namespace(None, "as", element)
    if value is None:
        return None
    value = value.strip().lower()
    return value if value in _DESTINATIONS else None


def is_preload_link(element: Any) -> bool:
    """Whether the link preloads: a ``rel`` with ``preload``, a non-empty ``href``, an ``as``
    Chromium preloads, a ``media`` that matches."""
    from webapi.css.engine import evaluate_media_query_list

    rel = get_attribute_value_by_namespace(None, "rel", element)
    if rel is None or "preload" not in rel.lower().split():
        return False
    if not get_attribute_value_by_namespace(None, "href", element):
        return False
    if _destination(element) is None:
        return False
    media = get_attribute_value_by_namespace(None, "media", element)
    return media is None or evaluate_media_query_list(media)


def preload_attribute_changed(element: Any, name: str, old_value: str | None) -> None:
    """A connected preload link's ``href``, ``as``, ``media`` or ``type`` changed to another
    value, or its ``rel`` to one with ``preload``: its resource is fetched again (Chromium
    156: an ``as`` changed fires a new event)."""
    if name not in _FETCH_ATTRIBUTES:
        return
    if old_value == get_attribute_value_by_namespace(None, name, element):
        return
    if name == "rel" and old_value is not None and "preload" in old_value.lower().split():
        return
    process_a_preload(element)


def process_a_preload(element: Any, parsed: bool = False) -> None:
    """https://html.spec.whatwg.org/multipage/links.html#link-type-preload's fetch and its
    event: a task fetches the resource (through the document's client; no transport: an ``error``)
    and fires ``load`` or ``error`` at the element, unless by then the link is removed, no
    longer preloads or its ``href`` or ``as`` changed (the later task's event). ``parsed``: a
    link of a document being shown, whose event comes after the document's ``load`` (the
    task queues another once, behind it)."""
    from webapi.eventloop import event_loop_of

    from ..common._browsing_context import browsing_context_of

    if not is_connected(element) or not is_preload_link(element):
        return
    document = element._node_document
    if browsing_context_of(document) is None:
        return
    href = get_attribute_value_by_namespace(None, "href", element)
    destination = _destination(element)
    loop = event_loop_of(document)

    def fire() -> None:
        if not is_connected(element) or not is_preload_link(element):
            return
        if href != get_attribute_value_by_namespace(None, "href", element):
            return
        if destination != _destination(element):
            return
        from webapi.dom.engine import fire_an_event

        from ._link_fetch import after_subresources

        fetched = _fetched(element, href or "", destination)
        # (a fetch that waits for the running asyncio loop: the event once it arrived)
        if fetched is None and after_subresources(
            document, lambda: loop.queue_a_task(fire, document)
        ):
            return
        fire_an_event("load" if fetched else "error", element)

    if parsed:
        loop.queue_a_task(lambda: loop.queue_a_task(fire, document), document)
    else:
        loop.queue_a_task(fire, document)


def _fetched(element: Any, href: str, destination: str | None) -> bool | None:
    """Whether the preload's fetch succeeded as Chromium 156 judges it: a ``style`` of type
    ``text/css``, an ``image`` whose bytes match an image type's signature (MIME Sniffing's
    image type pattern matching: webapi decodes no image), any other fetched; None where the
    fetch waits for the running asyncio loop."""
    from webapi.mimesniff import match_image_type_pattern, parse_mime_type

    from ..common._document_base import encoding_parse_for
    from ..common._subresources import PENDING, referrer_policy_attribute
    from ._link_fetch import fetch_bytes

    record = encoding_parse_for(element._node_document, href)
    if record is None:
        return False
    # the potential-CORS request of no crossorigin attribute ("no-cors"), as="fetch" the
    # empty destination in the mode "cors" (https://html.spec.whatwg.org/multipage/links.html#link-type-preload)
    kind = "" if destination in (None, "fetch") else destination
    fetched = fetch_bytes(
        element._node_document,
        record,
        kind,
        mode="cors" if kind == "" else "no-cors",
        referrer_policy=referrer_policy_attribute(element),
    )
    if fetched is None:
        return False
    if fetched is PENDING:
        return None
    body, content_type = fetched
    if destination == "image":
        return match_image_type_pattern(body) is not None
    if destination != "style":
        return True
    mime = parse_mime_type(content_type.split(",")[-1]) if content_type else None
    return mime is not None and mime.essence == "text/css"
