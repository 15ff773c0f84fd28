"""Document and DOMImplementation (webapi/dom/_document): what WPT's
Document-createElement.html, Document-createElementNS.js, Document-createAttribute.html,
Document-adoptNode.html, Document-importNode.html, Document-constructor.html and
DOMImplementation-createDocument / -createDocumentType / -createHTMLDocument / -hasFeature
check, in our own words, with the names judged by the Standard's current name validation
(WPT's stored lists predate it; the cases that changed were checked against Chromium 156)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.dom._attributes import attribute_list, get_attribute_value
from webapi.dom._creation import NODE_CLASSES, create_a_document, document_origin
from webapi.dom._document import (
    adopt_node,
    character_set,
    compat_mode,
    content_type,
    create_attribute,
    create_attribute_ns,
    create_cdata_section,
    create_comment,
    create_document,
    create_document_fragment,
    create_document_type,
    create_element,
    create_element_ns,
    create_html_document,
    create_processing_instruction,
    create_text_node,
    doctype,
    document_url,
    has_feature,
    implementation,
    import_node,
)
from webapi.dom._element import html_uppercased_qualified_name, set_attribute
from webapi.dom._mutation import append
from webapi.dom._node import node_equals
from webapi.dom._nodes import (
    AttrImpl,
    DocumentImpl,
    DocumentTypeImpl,
    ElementImpl,
    NodeImpl,
    TextImpl,
    document_element,
)
from webapi.dom._tree import children, descendants
from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE, XMLNS_NAMESPACE
from webapi.url import OpaqueOrigin


def html_document() -> DocumentImpl:
    return create_html_document(implementation(create_a_document()))


def xml_document() -> DocumentImpl:
    return create_document(implementation(create_a_document()), None, "root")


def xhtml_document() -> DocumentImpl:
    return create_document(implementation(create_a_document()), HTML_NAMESPACE, "html")


def raises(name: str, call: Any, *arguments: Any) -> None:
    with pytest.raises(DOMException) as caught:
        call(*arguments)
    assert caught.value.name == name


VALID_ELEMENT_NAMES = [
    "foo",
    "f1oo",
    "foo1",
    "f\u0bc6",
    "\u0bc6",
    "\u0bc6foo",
    ":",
    ":foo",
    "f:oo",
    "foo:",
    "f::oo",
    "xml",
    "xmlns",
    "xml:foo",
    "svg",
    "FOO",
    "mar\u212a",  # non-ASCII letters are neither lowercased nor uppercased
    "\u0130nput",
    "\u0131nput",
    # valid since the 2025 name validation (an ASCII alpha first, then anything but
    # whitespace, NULL, "/" and ">"; or a code point from U+0080 first): Chromium 156 agrees
    "f}oo",
    "foo}",
    "f<oo",
    "\uffff foo".replace(" ", ""),
    "f\uffffoo",
]
INVALID_ELEMENT_NAMES = ["", "1foo", "1:foo", "fo o", "}foo", "-foo", ".foo", "^^", "<foo", "a/b"]


@pytest.mark.parametrize("name", VALID_ELEMENT_NAMES)
def test_create_element_valid_names(name: str) -> None:
    lower = name.translate(
        str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
    )
    upper = lower.translate(
        str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    )
    html = create_element(html_document(), name)
    assert (html._local_name, html._namespace, html._prefix) == (lower, HTML_NAMESPACE, None)
    assert html_uppercased_qualified_name(html) == upper
    xml = create_element(xml_document(), name)
    assert (xml._local_name, xml._namespace, xml._prefix) == (name, None, None)
    assert html_uppercased_qualified_name(xml) == name
    xhtml = create_element(xhtml_document(), name)
    assert (xhtml._local_name, xhtml._namespace) == (name, HTML_NAMESPACE)
    assert html_uppercased_qualified_name(xhtml) == name  # not an HTML document


@pytest.mark.parametrize("name", INVALID_ELEMENT_NAMES)
def test_create_element_invalid_names(name: str) -> None:
    for document in (html_document(), xml_document(), xhtml_document()):
        raises("InvalidCharacterError", create_element, document, name)


def test_create_element_options() -> None:
    document = html_document()
    assert create_element(document, "div", {"is": "x-a"})._is_value == "x-a"
    assert create_element(document, "div", "x-a")._is_value is None  # a string: no is value
    assert create_element(document, "div", {})._is_value is None
    raises(
        "NotSupportedError",
        create_element,
        document,
        "div",
        {"is": "x", "customElementRegistry": None},
    )
    assert create_element(document, "div", {"customElementRegistry": None})._is_value is None
    assert create_element_ns(document, SVG_NAMESPACE, "g", {"is": "x-g"})._is_value == "x-g"


@pytest.mark.parametrize(
    ("namespace", "qualified_name", "expected"),
    [
        (None, "foo", (None, None, "foo")),
        (None, "f}oo", (None, None, "f}oo")),
        ("", "foo", (None, None, "foo")),
        (None, "1foo", "InvalidCharacterError"),
        (None, ":foo", "InvalidCharacterError"),  # an empty prefix
        (None, "f:oo", "NamespaceError"),
        ("", "f:oo", "NamespaceError"),
        (None, "foo:", "InvalidCharacterError"),  # an empty local name
        (None, "xml", (None, None, "xml")),
        (None, "xmlns", "NamespaceError"),
        (None, "xml:foo", "NamespaceError"),
        ("http://example.com/", "f:oo", ("http://example.com/", "f", "oo")),
        # split at the first colon: the rest is the local name (Chromium 156 departs from
        # this: tests/e2e/test_dom_chromium.py)
        ("http://example.com/", "f:o:o", ("http://example.com/", "f", "o:o")),
        ("http://example.com/", "f::oo", ("http://example.com/", "f", ":oo")),
        ("http://example.com/", "a:0", "InvalidCharacterError"),
        ("http://example.com/", "0:a", ("http://example.com/", "0", "a")),  # any prefix
        ("http://example.com/", "namespaceURI:{", "InvalidCharacterError"),
        ("http://example.com/", "namespaceURI:a ", "InvalidCharacterError"),
        ("http://example.com/", "xml:test", "NamespaceError"),
        ("http://example.com/", "XML:foo", ("http://example.com/", "XML", "foo")),
        ("http://example.com/", "xmlns:test", "NamespaceError"),
        ("http://example.com/", "test:xmlns", ("http://example.com/", "test", "xmlns")),
        (
            "http://www.w3.org/XML/1998/namespace",
            "xml:foo",
            ("http://www.w3.org/XML/1998/namespace", "xml", "foo"),
        ),
        ("http://www.w3.org/xml/1998/namespace", "xml:foo", "NamespaceError"),
        (XMLNS_NAMESPACE, "xmlns", (XMLNS_NAMESPACE, None, "xmlns")),
        (XMLNS_NAMESPACE, "xmlns:foo", (XMLNS_NAMESPACE, "xmlns", "foo")),
        (XMLNS_NAMESPACE, "foo", "NamespaceError"),
        (XMLNS_NAMESPACE, "foo:xmlns", "NamespaceError"),
    ],
)
def test_create_element_ns(namespace: str | None, qualified_name: str, expected: Any) -> None:
    for document in (html_document(), xml_document()):
        if isinstance(expected, str):
            raises(expected, create_element_ns, document, namespace, qualified_name)
        else:
            element = create_element_ns(document, namespace, qualified_name)
            assert (element._namespace, element._prefix, element._local_name) == expected
            assert element._node_document is document and element._parent is None


def test_create_element_ns_keeps_case_and_uppercases_html_tag_names() -> None:
    document = html_document()
    assert html_uppercased_qualified_name(create_element_ns(document, HTML_NAMESPACE, "I")) == "I"
    assert (
        html_uppercased_qualified_name(create_element_ns(document, HTML_NAMESPACE, "x:b")) == "X:B"
    )
    assert create_element_ns(document, HTML_NAMESPACE, "DIV")._local_name == "DIV"
    assert (
        html_uppercased_qualified_name(create_element_ns(document, SVG_NAMESPACE, "s:SVG"))
        == "s:SVG"
    )


def test_nodes_of_each_kind() -> None:
    document = xml_document()
    text = create_text_node(document, "t")
    comment = create_comment(document, "--")
    fragment = create_document_fragment(document)
    section = create_cdata_section(document, "c")
    instruction = create_processing_instruction(document, "x", "y")
    assert [type(n) for n in (text, comment, fragment, section)] == [
        NODE_CLASSES["Text"],
        NODE_CLASSES["Comment"],
        NODE_CLASSES["DocumentFragment"],
        NODE_CLASSES["CDATASection"],
    ]
    assert (text._data, comment._data, section._data) == ("t", "--", "c")
    assert (instruction._target, instruction._data) == ("x", "y")
    nodes: list[NodeImpl] = [text, comment, fragment, section, instruction]
    assert all(n._node_document is document and n._parent is None for n in nodes)
    raises("NotSupportedError", create_cdata_section, html_document(), "c")
    raises("InvalidCharacterError", create_cdata_section, document, "]]>")
    raises("InvalidCharacterError", create_processing_instruction, document, "1x", "y")
    raises("InvalidCharacterError", create_processing_instruction, document, "x", "?>")


def test_create_attribute() -> None:
    html = create_attribute(html_document(), "TITLE")
    assert (html._local_name, html._namespace, html._prefix, html._value) == (
        "title",
        None,
        None,
        "",
    )
    assert html._element is None
    assert create_attribute(xml_document(), "TITLE")._local_name == "TITLE"
    for name in ("", "a b", "a/b", "a=b", "a>", "\x00"):
        raises("InvalidCharacterError", create_attribute, html_document(), name)
    assert create_attribute(html_document(), "a:b")._local_name == "a:b"  # any local name
    attribute = create_attribute_ns(html_document(), SVG_NAMESPACE, "s:Foo")
    assert (attribute._namespace, attribute._prefix, attribute._local_name) == (
        SVG_NAMESPACE,
        "s",
        "Foo",
    )
    raises("NamespaceError", create_attribute_ns, html_document(), None, "s:Foo")
    raises("InvalidCharacterError", create_attribute_ns, html_document(), None, "a=")


def test_import_node() -> None:
    source = xml_document()
    root = document_element(source)
    assert root is not None
    append(create_text_node(source, "child"), root)
    set_attribute(root, "a", "1")
    target = html_document()
    shallow = import_node(target, root)
    assert shallow._node_document is target and shallow._first_child is None
    assert isinstance(shallow, ElementImpl) and get_attribute_value(shallow, "a") == "1"
    assert all(a._node_document is target for a in attribute_list(shallow))
    deep = import_node(target, root, True)
    assert node_equals(deep, root) and deep._first_child is not None
    assert deep._first_child._node_document is target
    assert import_node(target, root, {"selfOnly": True})._first_child is None
    assert import_node(target, root, {})._first_child is not None  # selfOnly defaults to false
    assert root._parent is source  # the original stays where it is
    raises("NotSupportedError", import_node, target, source)
    attribute = attribute_list(root)[0]
    imported = import_node(target, attribute)  # an Attr: a copy of no element
    assert isinstance(imported, AttrImpl) and imported is not attribute
    assert (imported._local_name, imported._value, imported._element) == ("a", "1", None)
    assert imported._node_document is target and attribute._element is root
    # the copy's tag name is judged by its new document
    xhtml_div = create_element_ns(source, HTML_NAMESPACE, "div")
    assert html_uppercased_qualified_name(xhtml_div) == "div"
    assert html_uppercased_qualified_name(import_node(target, xhtml_div)) == "DIV"  # type: ignore[arg-type]


def test_adopt_node() -> None:
    source = html_document()
    element = create_element(source, "p")
    body = document_element(source)._last_child  # type: ignore[union-attr]
    assert body is not None
    append(element, body)
    set_attribute(element, "id", "x")
    attribute_list(element)  # Attr nodes: they move too
    target = xml_document()
    assert adopt_node(target, element) is element
    assert element._parent is None and element._node_document is target
    assert all(a._node_document is target for a in attribute_list(element))
    assert html_uppercased_qualified_name(element) == "p"  # an XML document's now
    assert adopt_node(target, element) is element  # again: nothing changes
    raises("NotSupportedError", adopt_node, target, source)
    raises("NotSupportedError", adopt_node, target, target)
    doctype_node = doctype(source)
    assert doctype_node is not None and adopt_node(target, doctype_node)._parent is None


def test_document_getters() -> None:
    document = html_document()
    assert compat_mode(document) == "CSS1Compat"
    document._mode = "limited-quirks"
    assert compat_mode(document) == "CSS1Compat"
    document._mode = "quirks"
    assert compat_mode(document) == "BackCompat"
    assert character_set(document) == "UTF-8"
    assert content_type(document) == "text/html"
    assert document_url(document) == "about:blank"
    document._url = "https://example.com/a?b#c"
    assert document_url(document) == "https://example.com/a?b#c"


def test_new_document() -> None:
    """``new Document()``: an XML document (no XMLDocument needed), as in Chromium 156."""
    document = create_a_document()
    assert not document._is_html and content_type(document) == "application/xml"
    assert (document_url(document), character_set(document), compat_mode(document)) == (
        "about:blank",
        "UTF-8",
        "CSS1Compat",
    )
    assert doctype(document) is None and document_element(document) is None
    element = create_element(document, "A")
    assert (element._local_name, element._namespace) == ("A", None)


def test_doctype_and_document_element() -> None:
    document = html_document()
    found = doctype(document)
    assert isinstance(found, DocumentTypeImpl) and found is document._first_child
    root = document_element(document)
    assert isinstance(root, ElementImpl) and root._local_name == "html"
    empty = create_a_document()
    append(create_comment(empty, "c"), empty)
    assert doctype(empty) is None and document_element(empty) is None


def test_implementation_is_the_same_object() -> None:
    document = create_a_document()
    assert implementation(document) is implementation(document)
    assert implementation(document)._document is document
    assert has_feature(implementation(document)) is True


@pytest.mark.parametrize("name", ["html", "", "foo:bar", "a/b", "\u00e9", "<x"])
def test_create_document_type(name: str) -> None:
    document = html_document()
    created = create_document_type(implementation(document), name, "pub", "sys")
    assert (created._name, created._public_id, created._system_id) == (name, "pub", "sys")
    assert created._node_document is document and created._parent is None


@pytest.mark.parametrize("name", ["a b", "a\tb", "a>", ">", "\x00", "a\fb"])
def test_create_document_type_invalid_names(name: str) -> None:
    raises(
        "InvalidCharacterError", create_document_type, implementation(html_document()), name, "", ""
    )


@pytest.mark.parametrize(
    ("namespace", "content"),
    [
        (HTML_NAMESPACE, "application/xhtml+xml"),
        (SVG_NAMESPACE, "image/svg+xml"),
        (MATHML_NAMESPACE, "application/xml"),
        ("http://example.com/", "application/xml"),
        ("", "application/xml"),
        (None, "application/xml"),
    ],
)
def test_create_document_content_type(namespace: str | None, content: str) -> None:
    maker = implementation(html_document())
    for qualified_name in ("", "root"):
        document = create_document(maker, namespace, qualified_name)
        assert (document._is_html, document._content_type, document._url) == (
            False,
            content,
            "about:blank",
        )
        root = document_element(document)
        if qualified_name:
            assert root is not None and (root._namespace, root._local_name) == (
                namespace or None,
                "root",
            )
        else:
            assert root is None and document._first_child is None


def test_create_document_with_a_doctype_and_an_element() -> None:
    source = html_document()
    maker = implementation(source)
    doctype_node = create_document_type(maker, "svg", "-//W3C//DTD SVG 1.1//EN", "")
    document = create_document(maker, SVG_NAMESPACE, "svg:svg", doctype_node)
    assert list(children(document)) == [doctype_node, document_element(document)]
    assert doctype_node._node_document is document  # adopted
    root = document_element(document)
    assert root is not None and (root._prefix, root._local_name) == ("svg", "svg")
    assert document_origin(document) is document_origin(source)
    created = create_element(document, "DIV")  # an XML document, not XHTML: no namespace
    assert (created._local_name, created._namespace) == ("DIV", None)
    xhtml = create_document(maker, HTML_NAMESPACE, "html")
    assert create_element(xhtml, "DIV")._namespace == HTML_NAMESPACE  # application/xhtml+xml
    raises("NamespaceError", create_document, maker, None, "a:b")
    raises("InvalidCharacterError", create_document, maker, None, "1a")
    used = create_document_type(maker, "x", "", "")
    append(used, create_a_document())
    other = create_document(maker, None, "r", used)  # a doctype in use moves
    assert used._parent is other


def test_create_html_document() -> None:
    source = create_a_document()
    maker = implementation(source)
    document = create_html_document(maker, "Hello")
    assert (document._is_html, document._content_type, document._mode) == (
        True,
        "text/html",
        "no-quirks",
    )
    names = [
        (n._local_name, n._namespace)
        if isinstance(n, ElementImpl)
        else type(n).__name__.removesuffix("Impl")
        for n in descendants(document)
    ]
    assert names == [
        "DocumentType",
        ("html", HTML_NAMESPACE),
        ("head", HTML_NAMESPACE),
        ("title", HTML_NAMESPACE),
        "Text",
        ("body", HTML_NAMESPACE),
    ]
    assert doctype(document)._name == "html"  # type: ignore[union-attr]
    assert isinstance(document_origin(document), OpaqueOrigin)
    assert document_origin(document) is document_origin(source)
    made = descendants(create_html_document(maker))
    # (the elements are Element objects, or HTML's classes once webapi.html registered them)
    assert [
        "Element" if isinstance(n, ElementImpl) else type(n).__name__.removesuffix("Impl")
        for n in made
    ] == [
        "DocumentType",
        "Element",
        "Element",
        "Element",
    ]  # no title given: none
    empty_title = create_html_document(maker, "")
    title = [n for n in descendants(empty_title) if isinstance(n, ElementImpl)][2]
    assert title._local_name == "title"
    text = title._first_child
    assert isinstance(text, TextImpl) and text._data == ""
