"""Element's attribute methods, NamedNodeMap, Attr and insert adjacent (webapi/dom/_element):
what WPT's dom/nodes/attributes.html, Element-setAttribute.html, Element-removeAttribute*.html,
Element-hasAttribute*.html, Element-tagName.html and Element-insertAdjacentElement /
-insertAdjacentText.html check, in our own words, on both forms of an attribute list (the
parser's dict, ``Attr`` nodes) where the answer must not depend on it."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.dom._attributes import (
    attribute_list,
    get_attribute_value,
    qualified_name,
    set_attribute_value,
    set_existing_attribute_value,
)
from webapi.dom._creation import create_a_document, create_a_text_node, create_an_attribute
from webapi.dom._element import (
    NamedNodeMapImpl,
    element_attributes,
    get_attribute,
    get_attribute_names,
    get_attribute_node,
    get_attribute_node_ns,
    get_attribute_ns,
    has_attribute,
    has_attribute_ns,
    has_attributes,
    html_uppercased_qualified_name,
    insert_adjacent_element,
    insert_adjacent_text,
    remove_attribute,
    remove_attribute_node,
    remove_attribute_ns,
    set_attribute,
    set_attribute_node,
    set_attribute_ns,
    toggle_attribute,
)
from webapi.dom._mutation import append
from webapi.dom._nodes import AttrImpl, DocumentImpl, ElementImpl, NodeImpl
from webapi.dom._tree import children
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE, XML_NAMESPACE, XMLNS_NAMESPACE

FORMS = ["dict", "nodes"]


def element(
    form: str = "dict",
    attrs: dict[str, str] | None = None,
    is_html: bool = True,
    namespace: str | None = HTML_NAMESPACE,
    name: str = "div",
) -> ElementImpl:
    made = ElementImpl(DocumentImpl(is_html=is_html), namespace, name, None, attrs)
    if form == "nodes":
        attribute_list(made)
    return made


def raises(name: str, call: Any, *arguments: Any) -> None:
    with pytest.raises(DOMException) as caught:
        call(*arguments)
    assert caught.value.name == name


def triples(target: ElementImpl) -> list[tuple[str | None, str, str]]:
    """(namespace, qualified name, value) of each attribute, in order."""
    return [(a._namespace, qualified_name(a), a._value) for a in attribute_list(target)]


def test_tag_name() -> None:
    html = DocumentImpl(is_html=True)
    assert html_uppercased_qualified_name(ElementImpl(html, HTML_NAMESPACE, "i")) == "I"
    assert html_uppercased_qualified_name(ElementImpl(html, HTML_NAMESPACE, "b", "x")) == "X:B"
    assert html_uppercased_qualified_name(ElementImpl(html, HTML_NAMESPACE, "\u0131nput")) == (
        "\u0131NPUT"  # ASCII uppercase only
    )
    assert html_uppercased_qualified_name(ElementImpl(html, SVG_NAMESPACE, "SVG", "s")) == "s:SVG"
    assert html_uppercased_qualified_name(ElementImpl(DocumentImpl(), HTML_NAMESPACE, "i")) == "i"


@pytest.mark.parametrize("form", FORMS)
def test_set_attribute_lowercases_on_html_elements_in_html_documents(form: str) -> None:
    div = element(form)
    set_attribute(div, "ALIGN", "left")
    set_attribute(div, "CHEEseCaKe", "tasty")
    assert get_attribute_ns(div, "", "ALIGN") is None
    assert get_attribute_ns(div, "", "align") == "left"
    assert get_attribute(div, "ALIGN") == "left"
    assert get_attribute_names(div) == ["align", "cheesecake"]
    svg = element(form, namespace=SVG_NAMESPACE)
    set_attribute(svg, "viewBox", "0 0 1 1")
    assert get_attribute_names(svg) == ["viewBox"]
    xml = element(form, is_html=False)
    set_attribute(xml, "ALIGN", "left")
    assert get_attribute_names(xml) == ["ALIGN"]


@pytest.mark.parametrize("name", ["", "a b", "a\tb", "a/b", "a=b", "a>b", "\x00", ">"])
def test_set_attribute_refuses_invalid_local_names(name: str) -> None:
    for form in FORMS:
        div = element(form, {"x": "1"})
        raises("InvalidCharacterError", set_attribute, div, name, "v")
        raises("InvalidCharacterError", toggle_attribute, div, name)
        assert get_attribute_names(div) == ["x"]


@pytest.mark.parametrize("name", ["xmlns", "xmlns:a", "xml:lang", "a:b", "$", "\u00e9", "1", "-"])
def test_set_attribute_takes_any_valid_local_name(name: str) -> None:
    for form in FORMS:
        div = element(form, is_html=False)
        set_attribute(div, name, "test")
        assert get_attribute(div, name) == "test"
        (only,) = attribute_list(div)
        assert (only._namespace, only._prefix, only._local_name) == (None, None, name)


@pytest.mark.parametrize("form", FORMS)
def test_set_attribute_keeps_the_order(form: str) -> None:
    div = element(form)
    for name, value in [("a", "1"), ("b", "2"), ("a", "3"), ("c", "4")]:
        set_attribute(div, name, value)
    assert triples(div) == [(None, "a", "3"), (None, "b", "2"), (None, "c", "4")]


def test_set_attribute_sets_the_first_attribute_with_the_qualified_name() -> None:
    div = element(name="baz", is_html=False)
    set_attribute_ns(div, "ab", "attr", "fail")
    set_attribute_ns(div, "kl", "attr", "pass")
    set_attribute(div, "attr", "pass")
    assert triples(div) == [("ab", "attr", "pass"), ("kl", "attr", "pass")]
    other = element(name="baz", is_html=False)
    set_attribute_ns(other, "foo", "foo:bar", "1")
    assert get_attribute(other, "foo:bar") == "1"
    set_attribute(other, "foo:bar", "2")
    assert triples(other) == [("foo", "foo:bar", "2")]
    assert (attribute_list(other)[0]._prefix, attribute_list(other)[0]._local_name) == (
        "foo",
        "bar",
    )


def test_set_attribute_ns() -> None:
    div = element()
    set_attribute_ns(div, None, "aa", "bb")
    set_attribute_ns(div, "", "xx", "bb")
    assert type(div._attrs) is dict  # no namespace, no prefix: the dict form stays
    assert triples(div) == [(None, "aa", "bb"), (None, "xx", "bb")]
    for namespace, name, error in [
        ("", "aa:bb", "NamespaceError"),
        (None, "aa:bb", "NamespaceError"),
        ("a", "xml:bb", "NamespaceError"),
        ("a", "xmlns:bb", "NamespaceError"),
        ("a", "xmlns", "NamespaceError"),
        (XMLNS_NAMESPACE, "a:xmlns", "NamespaceError"),
        (XMLNS_NAMESPACE, "b:foo", "NamespaceError"),
        ("a", "a=b", "InvalidCharacterError"),
        ("a", ":b", "InvalidCharacterError"),
    ]:
        raises(error, set_attribute_ns, div, namespace, name, "fail")
    set_attribute_ns(div, XML_NAMESPACE, "a:bb", "pass")  # no xml prefix needed
    set_attribute_ns(div, "ns", "a:xmlns", "pass")
    set_attribute_ns(div, XMLNS_NAMESPACE, "xmlns:a", "pass")
    set_attribute_ns(div, XMLNS_NAMESPACE, "xmlns", "pass")
    assert triples(div)[2:] == [
        (XML_NAMESPACE, "a:bb", "pass"),
        ("ns", "a:xmlns", "pass"),
        (XMLNS_NAMESPACE, "xmlns:a", "pass"),
        (XMLNS_NAMESPACE, "xmlns", "pass"),
    ]


def test_setting_again_with_another_prefix_keeps_the_prefix() -> None:
    div = element()
    set_attribute_ns(div, "a", "foo:bar", "X")
    set_attribute_ns(div, "a", "quux:bar", "Y")
    assert triples(div) == [("a", "foo:bar", "Y")]
    remove_attribute_ns(div, "a", "bar")
    assert not has_attributes(div)


@pytest.mark.parametrize("form", FORMS)
def test_unset_attributes_are_null(form: str) -> None:
    div = element(form, {"x": "1"})
    assert not has_attribute(div, "bar")
    assert not has_attribute_ns(div, None, "bar") and not has_attribute_ns(div, "", "bar")
    assert get_attribute(div, "bar") is None
    assert get_attribute_ns(div, None, "bar") is None and get_attribute_ns(div, "", "bar") is None
    assert get_attribute_ns(div, "urn:x", "x") is None


def test_first_set_attribute_is_returned() -> None:
    div = element()
    set_attribute_ns(div, "ab", "attr", "t1")
    set_attribute_ns(div, "kl", "attr", "t2")
    assert has_attribute(div, "attr") and has_attribute_ns(div, "kl", "attr")
    assert get_attribute(div, "attr") == "t1"
    assert (get_attribute_ns(div, "ab", "attr"), get_attribute_ns(div, "kl", "attr")) == (
        "t1",
        "t2",
    )
    assert get_attribute_ns(div, None, "attr") is None


@pytest.mark.parametrize("form", FORMS)
def test_only_lowercase_names_are_found_by_name_on_html_elements(form: str) -> None:
    div = element(form)
    set_attribute_ns(div, "", "CHEEseCaKe", "tasty")
    assert type(div._attrs) is (dict if form == "dict" else list)
    for name in ("CHEESECAKE", "CHEEseCaKe", "cheesecake"):
        assert not has_attribute(div, name) and get_attribute(div, name) is None
    assert has_attribute_ns(div, None, "CHEEseCaKe") and not has_attribute_ns(div, "", "cheesecake")
    assert get_attribute_ns(div, "", "CHEEseCaKe") == "tasty"
    remove_attribute(div, "CHEEseCaKe")  # lowercased: nothing removed
    assert has_attribute_ns(div, None, "CHEEseCaKe")
    remove_attribute_ns(div, "", "CHEEseCaKe")
    assert not has_attributes(div)


def test_mapped_attribute_set_first_or_later() -> None:
    first = element()
    set_attribute_ns(first, "", "align", "left")
    set_attribute_ns(first, "xx", "align", "right")
    assert get_attribute(first, "align") == "left"
    later = element()
    set_attribute_ns(later, "xx", "align", "right")
    set_attribute_ns(later, "", "align", "left")
    assert get_attribute(later, "align") == "right"
    assert get_attribute_ns(later, None, "align") == "left"


@pytest.mark.parametrize("form", FORMS)
def test_toggle_attribute(form: str) -> None:
    div = element(form, {"a": "1"})
    assert toggle_attribute(div, "A", True) is True and get_attribute(div, "a") == "1"
    assert toggle_attribute(div, "A") is False and not has_attribute(div, "a")
    assert toggle_attribute(div, "a", False) is False and not has_attribute(div, "a")
    assert toggle_attribute(div, "B") is True and get_attribute_names(div) == ["b"]
    assert get_attribute(div, "b") == ""
    assert toggle_attribute(div, "b", True) is True and get_attribute_names(div) == ["b"]
    namespaced = element(form, is_html=False)
    set_attribute_ns(namespaced, "urn:x", "p:q", "v")
    assert toggle_attribute(namespaced, "p:q") is False  # found by qualified name
    assert not has_attributes(namespaced)


@pytest.mark.parametrize("form", FORMS)
def test_has_attributes_and_names(form: str) -> None:
    div = element(form)
    assert not has_attributes(div) and get_attribute_names(div) == []
    set_attribute(div, "a", "1")
    assert has_attributes(div)
    remove_attribute(div, "a")
    assert not has_attributes(div) and get_attribute_names(div) == []
    set_attribute_ns(div, "urn:1", "p:x", "1")
    set_attribute_ns(div, "urn:2", "p:x", "2")  # the same qualified name twice
    assert get_attribute_names(div) == ["p:x", "p:x"]


@pytest.mark.parametrize("form", FORMS)
def test_remove_attribute_removes_the_first_by_qualified_name(form: str) -> None:
    div = element(form, is_html=False)
    set_attribute_ns(div, "urn:1", "p:x", "1")
    set_attribute_ns(div, "urn:2", "p:x", "2")
    remove_attribute(div, "p:x")
    assert triples(div) == [("urn:2", "p:x", "2")]
    remove_attribute(div, "nothing")
    remove_attribute_ns(div, "urn:1", "x")
    assert triples(div) == [("urn:2", "p:x", "2")]


def test_attribute_nodes() -> None:
    div = element(attrs={"id": "a"})
    node = get_attribute_node(div, "ID")
    assert node is not None and node is get_attribute_node_ns(div, None, "id")
    assert (node._element, node._value) == (div, "a")
    assert get_attribute_node(div, "nope") is None and get_attribute_node_ns(div, "x", "id") is None
    created = create_an_attribute(div._node_document, "title", None, None, "t")
    assert set_attribute_node(div, created) is None
    assert created._element is div and get_attribute(div, "title") == "t"
    replacement = create_an_attribute(div._node_document, "title", None, None, "u")
    assert set_attribute_node(div, replacement) is created
    assert created._element is None and get_attribute(div, "title") == "u"
    assert set_attribute_node(div, replacement) is replacement  # already there
    other = element()
    raises("InUseAttributeError", set_attribute_node, other, replacement)
    assert remove_attribute_node(div, replacement) is replacement
    assert replacement._element is None and get_attribute(div, "title") is None
    raises("NotFoundError", remove_attribute_node, div, replacement)
    raises("NotFoundError", remove_attribute_node, div, created)
    stray = get_attribute_node(other, "x")
    assert stray is None


def test_attr_value_setter_and_name() -> None:
    div = element(attrs={"x": "y"})
    attribute = get_attribute_node(div, "x")
    assert attribute is not None and qualified_name(attribute) == "x"
    version = div._node_document._version
    set_existing_attribute_value(attribute, "Y&lt;")  # not parsed
    assert get_attribute(div, "x") == "Y&lt;" and div._node_document._version > version
    loose = create_an_attribute(div._node_document, "z", "urn:x", "p")
    set_existing_attribute_value(loose, "1")
    assert loose._value == "1" and loose._element is None
    assert qualified_name(loose) == "p:z"


def test_reflected_id_and_class_name() -> None:
    """``id`` and ``className`` reflect "id" and "class": get and set an attribute value."""
    div = element()
    assert get_attribute_value(div, "id") == "" and get_attribute_value(div, "class") == ""
    set_attribute_value(div, "id", "main")
    set_attribute_value(div, "class", "a b")
    assert (get_attribute(div, "id"), get_attribute(div, "class")) == ("main", "a b")
    set_attribute_ns(div, "urn:x", "id", "other")  # another namespace is another attribute
    assert get_attribute_value(div, "id") == "main"


@pytest.mark.parametrize("form", FORMS)
def test_named_node_map(form: str) -> None:
    div = element(form, {"a": "1", "b": "2"})
    attributes = element_attributes(div)
    assert attributes is element_attributes(div)  # the same object
    assert isinstance(attributes, NamedNodeMapImpl) and attributes._length == 2
    first = attributes._item(0)
    assert first is not None and (first._local_name, first._value) == ("a", "1")
    assert attributes._item(2) is None and attributes._item(10**9) is None
    assert attributes._item(-1) is None
    assert attributes._get_named_item("B") is attribute_list(div)[1]
    assert attributes._get_named_item_ns("", "b") is attribute_list(div)[1]
    assert attributes._get_named_item("c") is None
    created = create_an_attribute(div._node_document, "c", None, None, "3")
    assert attributes._set_named_item(created) is None and attributes._length == 3
    removed = attributes._remove_named_item("A")
    assert removed is first and first._element is None and attributes._length == 2
    raises("NotFoundError", attributes._remove_named_item, "a")
    assert attributes._remove_named_item_ns(None, "b")._value == "2"
    raises("NotFoundError", attributes._remove_named_item_ns, None, "b")
    raises("NotFoundError", attributes._remove_named_item_ns, "urn:x", "c")
    assert [qualified_name(a) for a in attribute_list(div)] == ["c"]
    assert element_attributes(element(form))._length == 0


def test_named_node_map_supported_property_names() -> None:
    html = element()
    set_attribute(html, "abc", "1")
    set_attribute_ns(html, None, "ABC", "2")  # unreachable by name: left out
    set_attribute_ns(html, "urn:1", "p:x", "3")
    set_attribute_ns(html, "urn:2", "p:x", "4")  # the same name once
    set_attribute_ns(html, "urn:3", "\u0130", "5")  # not ASCII upper: kept
    assert element_attributes(html)._supported_property_names() == ["abc", "p:x", "\u0130"]
    svg = element(namespace=SVG_NAMESPACE)
    set_attribute_ns(svg, None, "viewBox", "0")
    assert element_attributes(svg)._supported_property_names() == ["viewBox"]
    xml = element(is_html=False)
    set_attribute(xml, "ABC", "1")
    assert element_attributes(xml)._supported_property_names() == ["ABC"]


def setup_adjacent() -> tuple[ElementImpl, ElementImpl]:
    """<parent><target></target></parent>"""
    parent = element(name="parent")
    target = ElementImpl(parent._node_document, HTML_NAMESPACE, "target")
    append(target, parent)
    return parent, target


def names(parent: NodeImpl) -> list[str]:
    return [
        child._local_name if isinstance(child, ElementImpl) else f"#{child._data}"  # type: ignore[attr-defined]
        for child in children(parent)
    ]


@pytest.mark.parametrize(
    ("where", "in_parent", "in_target"),
    [
        ("beforebegin", ["new", "target"], []),
        ("BeforeBegin", ["new", "target"], []),
        ("afterbegin", ["target"], ["new"]),
        ("beforeend", ["target"], ["new"]),
        ("afterend", ["target", "new"], []),
        ("AFTEREND", ["target", "new"], []),
    ],
)
def test_insert_adjacent_element(where: str, in_parent: list[str], in_target: list[str]) -> None:
    parent, target = setup_adjacent()
    new = ElementImpl(parent._node_document, HTML_NAMESPACE, "new")
    assert insert_adjacent_element(target, where, new) is new
    assert (names(parent), names(target)) == (in_parent, in_target)
    parent, target = setup_adjacent()
    insert_adjacent_text(target, where, "new")
    assert (names(parent), names(target)) == (
        [n if n == "target" else "#new" for n in in_parent],
        ["#new" for _ in in_target],
    )


def test_insert_adjacent_order_within_the_element() -> None:
    parent, target = setup_adjacent()
    append(create_a_text_node(parent._node_document, "x"), target)
    insert_adjacent_text(target, "afterbegin", "first")
    insert_adjacent_text(target, "beforeend", "last")
    assert names(target) == ["#first", "#x", "#last"]


def test_insert_adjacent_without_a_parent_and_bad_positions() -> None:
    lonely = element(name="lonely")
    new = element(name="new")
    assert insert_adjacent_element(lonely, "beforebegin", new) is None
    assert insert_adjacent_element(lonely, "afterend", new) is None
    assert new._parent is None
    insert_adjacent_text(lonely, "afterend", "t")  # nothing, no error
    for where in ("", "before", "beforebegin ", "\u212aeforebegin", "after-end"):
        raises("SyntaxError", insert_adjacent_element, lonely, where, new)
        raises("SyntaxError", insert_adjacent_text, lonely, where, "t")
    parent, target = setup_adjacent()
    raises("HierarchyRequestError", insert_adjacent_element, target, "afterbegin", parent)
    document = create_a_document()
    root = ElementImpl(document, None, "root")
    append(root, document)
    # beside a document element: a second element, a text child of a document
    raises("HierarchyRequestError", insert_adjacent_element, root, "afterend", element())
    raises("HierarchyRequestError", insert_adjacent_text, root, "beforebegin", "t")


def test_attr_nodes_for_the_map_belong_to_the_element() -> None:
    div = element(attrs={"a": "1"})
    only = element_attributes(div)._item(0)
    assert isinstance(only, AttrImpl) and only._element is div
    assert only._node_document is div._node_document
