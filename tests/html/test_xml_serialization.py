"""DOM Parsing's XML serialization (https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization)
through ``XMLSerializer`` and the ``innerHTML``/``outerHTML`` of XML documents, with the XML
fragment parsing algorithm of their setters. Expected strings are the specification's steps
worked by hand; those marked "Chromium" were read from Chromium 156."""

from __future__ import annotations

from typing import Any

import pytest

from tests._sizes import DEPTHS
from webapi.dom import Document, DOMException
from webapi.html import DOMParser, XMLSerializer

XHTML = "http://www.w3.org/1999/xhtml"
SVG = "http://www.w3.org/2000/svg"
XMLNS = "http://www.w3.org/2000/xmlns/"
XLINK = "http://www.w3.org/1999/xlink"


def serialize(node: Any) -> str:
    return XMLSerializer().serializeToString(node)


def parse(text: str, type_: str = "application/xml") -> Any:
    return DOMParser().parseFromString(text, type_)


def new_document() -> Any:
    return Document()


@pytest.mark.parametrize(
    "text",
    [
        "<foo/>",
        '<!--c--><?pi d?><x xmlns:p="u" a="1" p:b="2"><![CDATA[<c>]]>t&amp;&gt;&lt;</x>',
        '<!DOCTYPE x PUBLIC "a" "b"><x/>',
        '<!DOCTYPE x SYSTEM "b"><x/>',
        f'<a xmlns="{XHTML}"><br /><p></p><svg xmlns="{SVG}"><g/></svg></a>',
        '<r xmlns:a="u"><a:b>x<c/></a:b><a:d xmlns:a="v"/></r>',
        '<r xmlns="u" xml:lang="en"><s xmlns=""/></r>',
    ],
)
def test_parse_then_serialize_round_trips(text: str) -> None:
    assert serialize(parse(text)) == text


def test_element_namespaces() -> None:
    doc = new_document()
    # a prefixed element with no declaration in scope: its prefix declared
    element = doc.createElementNS("urn:x", "p:el")
    assert serialize(element) == '<p:el xmlns:p="urn:x"/>'
    # no prefix: a default namespace declaration
    assert serialize(doc.createElementNS("urn:x", "el")) == '<el xmlns="urn:x"/>'
    # the child in its parent's namespace inherits it, its prefix dropped
    parent = doc.createElementNS("urn:x", "a")
    parent.appendChild(doc.createElementNS("urn:x", "q:b"))
    assert serialize(parent) == '<a xmlns="urn:x"><b/></a>'
    # a child in no namespace under a default one: xmlns=""
    parent = doc.createElementNS("urn:x", "a")
    parent.appendChild(doc.createElementNS(None, "b"))
    assert serialize(parent) == '<a xmlns="urn:x"><b xmlns=""/></a>'
    # the XML namespace always gets "xml:"
    assert serialize(doc.createElementNS("http://www.w3.org/XML/1998/namespace", "x:e")) == (
        "<xml:e/>"
    )


def test_attribute_namespaces_and_generated_prefixes() -> None:
    doc = new_document()
    element = doc.createElementNS("urn:x", "p:el")
    element.setAttributeNS("urn:y", "q:at", "1")
    element.setAttributeNS("urn:x", "p:at2", "2")
    element.setAttributeNS("urn:z", "at3", "3")
    # Chromium
    assert serialize(element) == (
        '<p:el xmlns:p="urn:x" xmlns:q="urn:y" q:at="1" p:at2="2" xmlns:ns1="urn:z" ns1:at3="3"/>'
    )
    root = doc.createElement("root")
    root.setAttributeNS(XLINK, "href", "v")
    assert serialize(root) == f'<root xmlns:ns1="{XLINK}" ns1:href="v"/>'
    # a prefix a following xmlns:p declaration binds to another namespace: generated
    root = doc.createElement("root")
    root.setAttributeNS("uri1", "p:foobar", "value1")
    root.setAttributeNS(XMLNS, "xmlns:p", "uri2")
    assert serialize(root) == '<root xmlns:ns1="uri1" ns1:foobar="value1" xmlns:p="uri2"/>'
    # the index is one for the whole serialization
    root = doc.createElement("root")
    for name in ("a", "b"):
        child = doc.createElement(name)
        child.setAttributeNS(f"urn:{name}", "at", "v")
        root.appendChild(child)
    assert serialize(root) == (
        '<root><a xmlns:ns1="urn:a" ns1:at="v"/><b xmlns:ns2="urn:b" ns2:at="v"/></root>'
    )


def test_escaping() -> None:
    doc = new_document()
    root = doc.createElement("root")
    root.setAttribute("a", '\t\n\r"<>&\xa0')
    root.appendChild(doc.createTextNode('\t\n\r"<>&\xa0'))
    # Chromium
    assert serialize(root) == (
        '<root a="&#9;&#10;&#13;&quot;&lt;&gt;&amp;\xa0">\t\n\r"&lt;&gt;&amp;\xa0</root>'
    )


def test_other_nodes() -> None:
    doc = new_document()
    assert serialize(doc.createCDATASection("x]]")) == "<![CDATA[x]]]]>"
    assert serialize(doc.createProcessingInstruction("t", "")) == "<?t ?>"
    assert serialize(doc.createComment("a--b")) == "<!--a--b-->"  # (not well-formed: allowed)
    doctype = doc.implementation.createDocumentType("a", 'p"', "s")
    assert serialize(doctype) == '<!DOCTYPE a PUBLIC "p"" "s">'
    assert serialize(doc.createAttribute("a")) == ""
    fragment = doc.createDocumentFragment()
    fragment.append(doc.createElement("a"), "t", doc.createElement("b"))
    assert serialize(fragment) == "<a/>t<b/>"
    # an HTML document's elements: in the HTML namespace, declared on the outermost
    html = doc.implementation.createHTMLDocument("")
    assert serialize(html.createElement("br")) == f'<br xmlns="{XHTML}" />'
    template = html.createElement("template")
    template.innerHTML = "<b>x</b>"
    assert serialize(template) == f'<template xmlns="{XHTML}"><b>x</b></template>'


def test_serializing_a_node_leaves_its_siblings_out() -> None:
    doc = parse("<r><a/><b/></r>")
    assert serialize(doc.documentElement.firstChild) == "<a/>"


@pytest.mark.parametrize("depth", DEPTHS)
def test_deep_tree_without_recursion(depth: int) -> None:
    doc = parse("<a>" * depth + "</a>" * depth)
    assert serialize(doc) == "<a>" * (depth - 1) + "<a/>" + "</a>" * (depth - 1)


# --- innerHTML / outerHTML of XML documents ---------------------------------------------------


def test_inner_and_outer_html_getters() -> None:
    root = parse('<r xmlns:a="u"><a:b>x<c/></a:b></r>').documentElement
    # Chromium
    assert root.innerHTML == '<a:b xmlns:a="u">x<c/></a:b>'
    assert root.outerHTML == '<r xmlns:a="u"><a:b>x<c/></a:b></r>'


@pytest.mark.parametrize(
    "make",
    [
        lambda doc: doc.createComment("a--b"),
        lambda doc: doc.createComment("ends with -"),
        lambda doc: doc.createProcessingInstruction("xml", "x"),
        lambda doc: doc.createTextNode("\x01"),
        lambda doc: doc.createProcessingInstruction("a:b", "x"),
    ],
)
def test_getters_require_well_formed(make: Any) -> None:
    doc = parse("<r/>")
    root = doc.documentElement
    root.appendChild(make(doc))
    with pytest.raises(DOMException) as caught:
        root.innerHTML  # noqa: B018
    assert caught.value.name == "InvalidStateError"
    with pytest.raises(DOMException):
        root.outerHTML  # noqa: B018
    serialize(root)  # (XMLSerializer: require well-formed false)


def test_inner_html_setter_parses_in_the_context_namespaces() -> None:
    doc = parse(f'<r xmlns:a="u" xmlns="{XHTML}"><s/></r>', "application/xhtml+xml")
    s = doc.documentElement.firstChild
    s.innerHTML = "<a:q>1</a:q><z/><y xmlns='v'/>&amp;<!--c--><?p d?>"
    kinds = [(n.nodeType, n.namespaceURI if n.nodeType == 1 else n.nodeValue) for n in s.childNodes]
    assert kinds == [(1, "u"), (1, XHTML), (1, "v"), (3, "&"), (8, "c"), (7, "d")]
    assert type(s.childNodes[1]).__name__ == "HTMLUnknownElement"
    assert all(n.ownerDocument is doc for n in s.childNodes)


@pytest.mark.parametrize("markup", ["<unclosed>", "</r><x>", "<b:c/>", "&nbsp;", "a<"])
def test_inner_html_setter_syntax_error(markup: str) -> None:
    root = parse("<r><kept/></r>").documentElement
    with pytest.raises(DOMException) as caught:
        root.innerHTML = markup
    assert caught.value.name == "SyntaxError"
    assert root.innerHTML == "<kept/>"


def test_outer_html_setter_and_insert_adjacent_html() -> None:
    doc = parse("<r><a/></r>")
    doc.documentElement.firstChild.outerHTML = "<b/><c/>"
    doc.documentElement.insertAdjacentHTML("beforeend", "<d>t</d>")
    assert doc.documentElement.outerHTML == "<r><b/><c/><d>t</d></r>"
