"""The HTML Standard's DOM tree accessors of a ``Document``
(https://html.spec.whatwg.org/multipage/dom.html#dom-tree-accessors): the title element,
``document.title`` (getter and setter), ``document.head``, ``document.body`` (getter and
setter) and ``document.dir``, as functions of the document (``partial interface Document``'s
members belong on the DOM's ``Document`` class, generated in ``webapi.dom``: these are their
steps, for the bindings to call).
"""

from __future__ import annotations

from webapi.dom import DOMException
from webapi.dom.engine import (
    ElementImpl,
    append,
    child_text_content,
    create_an_element,
    descendants,
    insert,
    replace,
    string_replace_all,
)
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE

from ..common._reflect import get_known_value
from ._html_element import DIR

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom.engine import DocumentImpl

__all__ = [
    "get_body",
    "get_dir",
    "get_head",
    "get_title",
    "set_body",
    "set_dir",
    "set_title",
    "title_element",
]


def _is(node: object, namespace: str, *names: str) -> bool:
    return (
        isinstance(node, ElementImpl) and node._namespace == namespace and node._local_name in names
    )


def _document_element(document: DocumentImpl) -> ElementImpl | None:
    child = document._first_child
    while child is not None and not isinstance(child, ElementImpl):
        child = child._next_sibling
    return child


def _html_element(document: DocumentImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/dom.html#the-html-element-2: the document
    element, if it is an ``html`` element."""
    element = _document_element(document)
    return element if _is(element, HTML_NAMESPACE, "html") else None


def _first_child(parent: ElementImpl, namespace: str, name: str) -> ElementImpl | None:
    child = parent._first_child
    while child is not None and not _is(child, namespace, name):
        child = child._next_sibling
    return child  # type: ignore[return-value]


def title_element(document: DocumentImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/dom.html#the-title-element-2: the first
    ``title`` element (HTML namespace) in tree order, or None."""
    for node in descendants(document):
        if _is(node, HTML_NAMESPACE, "title"):
            return node  # type: ignore[return-value]
    return None


def get_head(document: DocumentImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/dom.html#dom-document-head: the first ``head``
    child of the ``html`` element."""
    html = _html_element(document)
    return None if html is None else _first_child(html, HTML_NAMESPACE, "head")


def get_body(document: DocumentImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/dom.html#dom-document-body: the first ``body``
    or ``frameset`` child of the ``html`` element."""
    html = _html_element(document)
    if html is None:
        return None
    child = html._first_child
    while child is not None and not _is(child, HTML_NAMESPACE, "body", "frameset"):
        child = child._next_sibling
    return child  # type: ignore[return-value]


def set_body(document: DocumentImpl, value: ElementImpl | None) -> None:
    """The ``body`` setter steps."""
    if not _is(value, HTML_NAMESPACE, "body", "frameset"):  # 1.
        raise DOMException(
            "The new body element must be a 'body' or 'frameset' element.",
            "HierarchyRequestError",
        )
    body = get_body(document)
    if value is body:  # 2.
        return
    if body is not None:  # 3.
        replace(body, value, body._parent)  # type: ignore[arg-type]
        return
    element = _document_element(document)
    if element is None:  # 4.
        raise DOMException("The document has no document element.", "HierarchyRequestError")
    append(value, element)  # type: ignore[arg-type]  # 5.


def get_title(document: DocumentImpl) -> str:
    """https://html.spec.whatwg.org/multipage/dom.html#document.title: the child text content
    of the title element (of the first SVG ``title`` child where the document element is an
    SVG ``svg``), ASCII whitespace stripped and collapsed."""
    element = _document_element(document)
    if _is(element, SVG_NAMESPACE, "svg"):  # 1.
        title = _first_child(element, SVG_NAMESPACE, "title")  # type: ignore[arg-type]
    else:  # 2.
        title = title_element(document)
    value = "" if title is None else child_text_content(title)
    for character in "\t\n\f\r":  # 3. strip and collapse ASCII whitespace
        value = value.replace(character, " ")
    return " ".join(part for part in value.split(" ") if part)


def set_title(document: DocumentImpl, value: str) -> None:
    """The ``title`` setter steps."""
    element = _document_element(document)
    if _is(element, SVG_NAMESPACE, "svg"):  # 1.
        title = _first_child(element, SVG_NAMESPACE, "title")  # type: ignore[arg-type]
        if title is None:
            title = create_an_element(document, "title", SVG_NAMESPACE)
            insert(title, element, element._first_child)  # type: ignore[arg-type, union-attr]
        string_replace_all(value, title)
    elif element is not None and element._namespace == HTML_NAMESPACE:  # 2.
        title = title_element(document)
        head = get_head(document)
        if title is None and head is None:
            return
        if title is None:
            title = create_an_element(document, "title", HTML_NAMESPACE)
            append(title, head)  # type: ignore[arg-type]
        string_replace_all(value, title)
    # 3. otherwise, nothing


def get_dir(document: DocumentImpl) -> str:
    """https://html.spec.whatwg.org/multipage/dom.html#dom-document-dir: reflects the ``html``
    element's ``dir``, limited to only known values ("" without one)."""
    html = _html_element(document)
    return "" if html is None else get_known_value(html, "dir", DIR)  # type: ignore[arg-type]


def set_dir(document: DocumentImpl, value: str) -> None:
    html = _html_element(document)
    if html is not None:
        html._set_content_attribute("dir", value)  # type: ignore[attr-defined]
