"""The HTML Standard's DOM tree accessors (https://html.spec.whatwg.org/multipage/dom.html#dom-tree-accessors),
as ``webapi.html.elements._document_tree``'s steps (the ``Document`` members they will be:
``title``, ``head``, ``body``, ``dir``)."""

from __future__ import annotations

from typing import Any

import pytest

import webapi.html
from webapi.dom import Document, DOMException
from webapi.html.elements._document_tree import (
    get_body,
    get_dir,
    get_head,
    get_title,
    set_body,
    set_dir,
    set_title,
    title_element,
)


@pytest.fixture
def document() -> Any:
    assert webapi.html.HTMLElement  # (registers the HTML element classes)
    return Document().implementation.createHTMLDocument("  A \n title ")


def test_title(document: Any) -> None:
    assert get_title(document) == "A title"  # stripped and collapsed
    set_title(document, "New")
    assert title_element(document).textContent == "New"
    document.documentElement.firstChild.removeChild(title_element(document))
    assert get_title(document) == ""
    set_title(document, "Made")  # a title element appended to the head
    assert get_head(document).lastChild.localName == "title"
    assert get_title(document) == "Made"


def test_title_without_head_or_html(document: Any) -> None:
    head = get_head(document)
    head.parentNode.removeChild(head)
    set_title(document, "nowhere")  # no title element, no head: nothing
    assert get_title(document) == ""
    xml = Document()
    xml.appendChild(xml.createElementNS("http://www.w3.org/2000/svg", "svg"))
    set_title(xml, "svg title")  # an SVG title element first in the svg element
    assert xml.documentElement.firstChild.namespaceURI == "http://www.w3.org/2000/svg"
    assert get_title(xml) == "svg title"


def test_head_and_body(document: Any) -> None:
    html = document.documentElement
    assert get_head(document) is html.firstChild
    assert get_body(document) is html.lastChild
    frameset = document.createElement("frameset")
    set_body(document, frameset)  # replaces the body
    assert get_body(document) is frameset and html.lastChild is frameset
    with pytest.raises(DOMException) as caught:
        set_body(document, document.createElement("div"))
    assert caught.value.name == "HierarchyRequestError"
    html.removeChild(frameset)
    body = document.createElement("body")
    set_body(document, body)  # appended to the document element
    assert html.lastChild is body
    empty = Document()
    with pytest.raises(DOMException):
        set_body(empty, empty.createElementNS("http://www.w3.org/1999/xhtml", "body"))


def test_dir(document: Any) -> None:
    assert get_dir(document) == ""
    set_dir(document, "RTL")
    assert document.documentElement.getAttribute("dir") == "RTL"
    assert get_dir(document) == "rtl"
    set_dir(Document(), "ltr")  # no html element: nothing
    assert get_dir(Document()) == ""
