"""The document an XML well-formedness error leaves, as Chromium builds it: the nodes parsed
until the error, and a ``parsererror`` element (HTML namespace, Chromium's ``style``) with two
``h3`` headings around a ``div`` holding the error's message, inserted as the document
element's first child; with no document element, it goes in the ``body`` of a new ``html``
element appended to the document; an SVG document element is first moved into such a
``body`` (Chromium: "Until our SVG implementation has text support").

The HTML Standard leaves this to the user agent ("the XML parser ... must ... display an
error", https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents); WPT's
``DOMParser-parseFromString-xml.html`` asks for Gecko's document instead (a document element
``parsererror`` in Gecko's namespace), which Chromium does not build either. The message is
expat's, not Chromium's parser's (``docs/dom.md``, "parsererror messages").
"""

from __future__ import annotations

from webapi.dom.engine import (
    NODE_CLASSES,
    DocumentImpl,
    ElementImpl,
    create_an_element,
    make_node,
    parser_insert,
    parser_remove,
)
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE

__all__ = ["insert_error_message_block"]

#: The ``style`` of Chromium's ``parsererror`` element.
_STYLE = (
    "display: block; white-space: pre; border: 2px solid #c77; padding: 0 1em 0 1em; "
    "margin: 1em; background-color: #fdd; color: black"
)


def _element(document: DocumentImpl, local_name: str, text: str | None = None) -> ElementImpl:
    element = create_an_element(document, local_name, HTML_NAMESPACE)
    if text is not None:
        parser_insert(make_node(NODE_CLASSES["Text"], document, text), element, None)
    return element


def _document_element(document: DocumentImpl) -> ElementImpl | None:
    child = document._first_child
    while child is not None and not isinstance(child, ElementImpl):
        child = child._next_sibling
    return child


def insert_error_message_block(document: DocumentImpl, message: str) -> None:
    """Add the ``parsererror`` element for ``message`` (``error on line L at column C:
    ...``) to ``document``."""
    parent = _document_element(document)
    if parent is None or parent._namespace == SVG_NAMESPACE:
        html = _element(document, "html")
        body = _element(document, "body")
        parser_insert(body, html, None)
        if parent is not None:
            parser_remove(parent)
            parser_insert(parent, body, None)
        parser_insert(html, document, None)
        parent = body
    block = _element(document, "parsererror")
    block._attrs = {"style": _STYLE}
    parser_insert(_element(document, "h3", "This page contains the following errors:"), block, None)
    div = _element(document, "div", message)
    div._attrs = {"style": "font-family:monospace;font-size:12px"}
    parser_insert(div, block, None)
    heading = "Below is a rendering of the page up to the first error."
    parser_insert(_element(document, "h3", heading), block, None)
    parser_insert(block, parent, parent._first_child)
