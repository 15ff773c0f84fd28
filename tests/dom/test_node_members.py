"""Node's members (webapi/dom/_node, _tree, _namespace_lookup): what WPT's Node-nodeName.html,
Node-nodeValue.html, Node-properties.html, Node-isConnected.html, Node-contains.html,
Node-parentElement.html, Node-baseURI.html, Node-appendChild / -insertBefore / -replaceChild /
-removeChild.html and Node-lookupNamespaceURI.html / Node-lookupPrefix.xhtml check, in our
own words."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.dom._creation import (
    create_a_comment_node,
    create_a_doctype,
    create_a_document,
    create_a_document_fragment,
    create_a_processing_instruction_node,
    create_a_text_node,
    create_an_attribute,
    create_an_element,
    create_cdata_section,
)
from webapi.dom._element import set_attribute, set_attribute_ns
from webapi.dom._mutation import insert
from webapi.dom._namespace_lookup import (
    is_default_namespace,
    lookup_namespace_uri,
    lookup_prefix,
)
from webapi.dom._node import (
    append_child,
    base_uri,
    contains,
    get_node_value,
    get_root_node,
    has_child_nodes,
    insert_before,
    is_same_node,
    node_name,
    owner_document,
    remove_child,
    replace_child,
    set_node_value,
)
from webapi.dom._nodes import DocumentImpl, ElementImpl, NodeImpl
from webapi.dom._tree import children, is_connected, parent_element
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE, XML_NAMESPACE, XMLNS_NAMESPACE


def raises(name: str, call: Any, *arguments: Any) -> None:
    with pytest.raises(DOMException) as caught:
        call(*arguments)
    assert caught.value.name == name


def html(name: str, document: DocumentImpl | None = None) -> ElementImpl:
    return create_an_element(document or DocumentImpl(is_html=True), name, HTML_NAMESPACE)


def test_node_name() -> None:
    document = DocumentImpl(is_html=True)
    xml = DocumentImpl()
    assert node_name(html("i", document)) == "I"
    assert node_name(create_an_element(document, "b", HTML_NAMESPACE, "x")) == "X:B"
    assert node_name(create_an_element(document, "svg", SVG_NAMESPACE)) == "svg"
    assert node_name(create_an_element(xml, "i", HTML_NAMESPACE)) == "i"
    assert node_name(create_an_attribute(document, "href", "urn:x", "p")) == "p:href"
    assert node_name(create_a_text_node(document, "x")) == "#text"
    assert node_name(create_cdata_section(xml, "x")) == "#cdata-section"
    assert node_name(create_a_comment_node(document, "x")) == "#comment"
    assert node_name(create_a_processing_instruction_node(document, "abc", "x")) == "abc"
    assert node_name(document) == "#document"
    assert node_name(create_a_doctype(document, "html")) == "html"
    assert node_name(create_a_document_fragment(document)) == "#document-fragment"


def test_node_value() -> None:
    document = DocumentImpl(is_html=True)
    for node in (
        create_a_text_node(document, "A span!"),
        create_a_comment_node(document, "A span!"),
        create_a_processing_instruction_node(document, "t", "A span!"),
    ):
        assert get_node_value(node) == "A span!"
        set_node_value(node, "test")
        assert get_node_value(node) == "test"
        set_node_value(node, None)
        assert get_node_value(node) == ""
    element = html("p", document)
    append_child(element, create_a_text_node(document, "kept"))
    attribute = create_an_attribute(document, "a", None, None, "v")
    assert get_node_value(attribute) == "v"
    set_node_value(attribute, None)
    assert attribute._value == ""
    for other in (
        element,
        document,
        create_a_doctype(document, "html"),
        create_a_document_fragment(document),
    ):
        assert get_node_value(other) is None
        set_node_value(other, "ignored")
        assert get_node_value(other) is None
    assert element._first_child is not None and element._first_child._data == "kept"  # type: ignore[attr-defined]


def test_node_value_of_an_attribute_changes_its_element() -> None:
    element = html("p")
    set_attribute(element, "title", "a")
    from webapi.dom._element import get_attribute, get_attribute_node

    attribute = get_attribute_node(element, "title")
    assert attribute is not None
    set_node_value(attribute, "b")
    assert get_attribute(element, "title") == "b"


def test_owner_document_parent_element_and_children() -> None:
    document = create_a_document()
    assert owner_document(document) is None
    root = create_an_element(document, "root", None)
    text = create_a_text_node(document, "t")
    assert owner_document(root) is document and owner_document(text) is document
    assert not has_child_nodes(root) and parent_element(text) is None
    append_child(document, root)
    append_child(root, text)
    assert has_child_nodes(root) and has_child_nodes(document)
    assert parent_element(text) is root and parent_element(root) is None  # a document parent
    fragment = create_a_document_fragment(document)
    child = create_a_comment_node(document, "c")
    append_child(fragment, child)
    assert parent_element(child) is None


def test_is_connected_and_get_root_node() -> None:
    document = DocumentImpl(is_html=True)
    outer = html("div", document)
    inner = html("span", document)
    append_child(outer, inner)
    assert not is_connected(outer) and not is_connected(inner)
    assert get_root_node(inner) is outer and get_root_node(inner, composed=True) is outer
    append_child(document, outer)
    assert is_connected(outer) and is_connected(inner) and is_connected(document)
    assert get_root_node(inner) is document
    remove_child(document, outer)
    assert not is_connected(inner)
    fragment = create_a_document_fragment(document)
    append_child(fragment, outer)
    assert not is_connected(inner) and get_root_node(inner) is fragment
    lonely = create_a_text_node(document, "x")
    assert get_root_node(lonely) is lonely


def test_is_same_node_and_contains() -> None:
    document = DocumentImpl(is_html=True)
    a, b = html("a", document), html("b", document)
    append_child(a, b)
    assert is_same_node(a, a) and not is_same_node(a, b) and not is_same_node(a, None)
    assert contains(a, a) and contains(a, b) and not contains(b, a)
    assert not contains(a, None) and not contains(a, html("a", document))
    append_child(document, a)
    assert contains(document, b) and not contains(b, document)
    attribute = create_an_attribute(document, "x")
    assert not contains(a, attribute)  # attributes are no one's descendants


def test_base_uri() -> None:
    document = DocumentImpl(is_html=True)
    document._url = "https://example.com/dir/page.html"
    element = html("p", document)
    assert base_uri(element) == base_uri(document) == "https://example.com/dir/page.html"
    assert base_uri(create_an_attribute(document, "x")) == "https://example.com/dir/page.html"

    class WithBase(DocumentImpl):
        __slots__ = ()

        def _base_url(self) -> str:
            return "https://example.com/base/"

    based = WithBase(is_html=True)
    assert base_uri(create_a_text_node(based, "t")) == "https://example.com/base/"


def test_child_methods() -> None:
    document = DocumentImpl(is_html=True)
    parent = html("div", document)
    a, b, c = html("a", document), html("b", document), html("c", document)
    assert append_child(parent, a) is a
    assert insert_before(parent, b, a) is b
    assert insert_before(parent, c, None) is c
    assert [n._local_name for n in children(parent)] == ["b", "a", "c"]  # type: ignore[attr-defined]
    assert replace_child(parent, html("d", document), a) is a and a._parent is None
    assert remove_child(parent, b) is b and b._parent is None
    assert [n._local_name for n in children(parent)] == ["d", "c"]  # type: ignore[attr-defined]
    raises("NotFoundError", remove_child, parent, b)
    raises("NotFoundError", insert_before, parent, b, a)
    raises("NotFoundError", replace_child, parent, b, a)
    raises("HierarchyRequestError", append_child, c, parent)  # an ancestor
    raises("HierarchyRequestError", append_child, create_a_text_node(document, "t"), b)
    raises("HierarchyRequestError", append_child, document, create_a_text_node(document, "t"))
    raises("HierarchyRequestError", append_child, parent, create_a_doctype(document, "x"))
    fragment = create_a_document_fragment(document)
    append_child(fragment, html("x", document))
    append_child(fragment, html("y", document))
    assert append_child(parent, fragment) is fragment and fragment._first_child is None
    assert [n._local_name for n in children(parent)] == ["d", "c", "x", "y"]  # type: ignore[attr-defined]


def namespaced_tree() -> tuple[DocumentImpl, ElementImpl, ElementImpl]:
    """<prefix:elem xmlns:bar="barURI" xmlns="defaultURI"><childElem (childNamespace)>"""
    document = DocumentImpl(is_html=True)
    element = create_an_element(document, "elem", "fooNamespace", "prefix")
    child = create_an_element(document, "childElem", "childNamespace")
    append_child(element, child)
    return document, element, child


def test_lookup_namespace_uri_of_nodes_that_have_none() -> None:
    document = DocumentImpl(is_html=True)
    for node in (create_a_document_fragment(document), create_a_doctype(document, "html")):
        for prefix in (None, "", "foo", "xml", "xmlns"):
            assert lookup_namespace_uri(node, prefix) is None
        assert is_default_namespace(node, None) and is_default_namespace(node, "")
        assert not is_default_namespace(node, "foo")
        assert lookup_prefix(node, "foo") is None
    empty = create_a_document()
    assert lookup_namespace_uri(empty, "xml") is None  # no document element: null
    assert lookup_namespace_uri(create_an_attribute(document, "a"), "xml") is None


def test_lookup_namespace_uri() -> None:
    document, element, child = namespaced_tree()
    assert lookup_namespace_uri(element, None) is None
    assert lookup_namespace_uri(element, "") is None
    assert lookup_namespace_uri(element, "prefix") == "fooNamespace"
    assert lookup_namespace_uri(element, "xml") == XML_NAMESPACE
    assert lookup_namespace_uri(element, "xmlns") == XMLNS_NAMESPACE
    assert is_default_namespace(element, None) and is_default_namespace(element, "")
    assert not is_default_namespace(element, "fooNamespace")
    set_attribute_ns(element, XMLNS_NAMESPACE, "xmlns:bar", "barURI")
    set_attribute_ns(element, XMLNS_NAMESPACE, "xmlns", "defaultURI")
    assert lookup_namespace_uri(element, "bar") == "barURI"
    assert lookup_namespace_uri(element, None) == "defaultURI"
    assert is_default_namespace(element, "defaultURI")
    # the child: its own namespace for no prefix, the parent's declarations for others
    assert lookup_namespace_uri(child, None) == "childNamespace"
    assert lookup_namespace_uri(child, "prefix") == "fooNamespace"
    assert lookup_namespace_uri(child, "bar") == "barURI"
    assert is_default_namespace(child, "childNamespace")
    set_attribute_ns(child, XMLNS_NAMESPACE, "xmlns:bar", "")  # an empty value: null
    assert lookup_namespace_uri(child, "bar") is None
    set_attribute_ns(child, XMLNS_NAMESPACE, "xmlns:prefix", "otherPrefix")
    assert lookup_namespace_uri(child, "prefix") == "otherPrefix"
    # other nodes ask their parent element (text, comment), element (attr), document element
    text = create_a_text_node(document, "t")
    append_child(child, text)
    assert lookup_namespace_uri(text, "prefix") == "otherPrefix"
    comment = create_a_comment_node(document, "c")
    append_child(element, comment)
    assert lookup_namespace_uri(comment, None) == "defaultURI"
    attribute = create_an_attribute(document, "a")
    assert lookup_namespace_uri(attribute, "prefix") is None
    set_attribute(element, "plain", "v")
    from webapi.dom._element import get_attribute_node

    plain = get_attribute_node(element, "plain")
    assert plain is not None and lookup_namespace_uri(plain, "prefix") == "fooNamespace"
    append_child(document, element)
    assert lookup_namespace_uri(document, "bar") == "barURI"
    assert is_default_namespace(document, "defaultURI")


def test_an_xmlns_attribute_without_the_xmlns_namespace_declares_nothing() -> None:
    document = DocumentImpl(is_html=True)
    element = html("html", document)
    set_attribute(element, "xmlns", "urn:ignored")  # null namespace, as the HTML parser makes
    set_attribute(element, "xmlns:x", "urn:x")
    assert lookup_namespace_uri(element, None) == HTML_NAMESPACE  # its own
    assert lookup_namespace_uri(element, "x") is None
    assert lookup_prefix(element, "urn:x") is None


def test_lookup_prefix() -> None:
    document, element, child = namespaced_tree()
    assert lookup_prefix(element, None) is None and lookup_prefix(element, "") is None
    assert lookup_prefix(element, "fooNamespace") == "prefix"
    assert lookup_prefix(child, "fooNamespace") == "prefix"  # from the parent
    assert lookup_prefix(child, "childNamespace") is None  # no prefix
    set_attribute_ns(element, XMLNS_NAMESPACE, "xmlns:bar", "barURI")
    set_attribute_ns(element, XMLNS_NAMESPACE, "xmlns:baz", "barURI")
    assert lookup_prefix(child, "barURI") == "bar"  # the first declaration
    text = create_a_text_node(document, "t")
    append_child(child, text)
    assert lookup_prefix(text, "barURI") == "bar"
    assert lookup_prefix(document, "fooNamespace") is None  # no document element yet
    append_child(document, element)
    assert lookup_prefix(document, "fooNamespace") == "prefix"
    attribute = create_an_attribute(document, "a")
    assert lookup_prefix(attribute, "fooNamespace") is None
    orphan = create_a_text_node(document, "t")
    assert lookup_prefix(orphan, "fooNamespace") is None


def test_lookups_on_a_deep_tree_do_not_recurse() -> None:
    document = DocumentImpl()
    top = create_an_element(document, "top", "urn:top", "t")
    set_attribute_ns(top, XMLNS_NAMESPACE, "xmlns:deep", "urn:deep")
    current: NodeImpl = top
    for _ in range(50_000):  # (insert: appending checks every ancestor, each time)
        child = ElementImpl(document, None, "e")
        insert(child, current, None)
        current = child
    assert lookup_namespace_uri(current, "deep") == "urn:deep"
    assert lookup_prefix(current, "urn:top") == "t"
    assert lookup_namespace_uri(current, "none") is None
