"""Collections and token lists (webapi/dom/_collections, _token_list): live views that follow
every mutation and attribute change, the getElementsBy* lists (HTML documents' lowercasing,
namespaces, class names in quirks mode), namedItem, getElementById, and DOMTokenList's methods
with the Standard's errors and update steps."""

from __future__ import annotations

import pytest

from webapi.dom import DOMException
from webapi.dom._attributes import (
    get_attribute_value_by_name,
    remove_attribute_by_name,
    set_attribute_value,
)
from webapi.dom._collections import (
    CollectionImpl,
    HTMLCollectionImpl,
    element_classes,
    element_id,
    get_element_by_id,
    list_of_elements_with_class_names,
    list_of_elements_with_namespace_and_local_name,
    list_of_elements_with_qualified_name,
    make_collection,
    static_node_list,
)
from webapi.dom._mutation import append, remove
from webapi.dom._nodes import DocumentImpl, ElementImpl, TextImpl
from webapi.dom._token_list import DOMTokenListImpl, ordered_set_parser, ordered_set_serializer
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE


def el(
    document: DocumentImpl,
    name: str,
    attrs: dict[str, str] | None = None,
    namespace: str = HTML_NAMESPACE,
) -> ElementImpl:
    return ElementImpl(document, namespace, name, None, attrs)


def names(collection: CollectionImpl) -> list[str]:
    return [n._local_name for n in collection._view()]  # type: ignore[attr-defined]


def test_a_live_collection_follows_mutations_and_attribute_changes() -> None:
    document = DocumentImpl(is_html=True)
    root = el(document, "div")
    a = el(document, "p", {"class": "x"})
    append(a, root)
    by_class = list_of_elements_with_class_names(root, "x")
    children = CollectionImpl(root, None, children_only=True)
    assert names(by_class) == ["p"] and children._length == 1
    b = el(document, "span", {"class": "x y"})
    append(b, a)
    append(TextImpl(document, "t"), root)
    assert names(by_class) == ["p", "span"]
    assert children._length == 2 and children._item(5) is None and children._item(-1) is None
    set_attribute_value(a, "class", "z")
    assert names(by_class) == ["span"]
    remove(a)
    assert names(by_class) == [] and children._length == 1
    view = children._view()
    assert children._view() is view  # no change since: the cached view, not a new walk
    static = static_node_list([b])
    assert static._length == 1 and static._item(0) is b and static._item(1) is None


def test_qualified_names_in_html_and_xml_documents() -> None:
    html = DocumentImpl(is_html=True)
    root = el(html, "div")
    for node in (
        el(html, "p"),
        el(html, "P"),
        el(html, "foreignObject", namespace=SVG_NAMESPACE),
        ElementImpl(html, SVG_NAMESPACE, "rect", "s"),
    ):
        append(node, root)
    assert names(list_of_elements_with_qualified_name(root, "P")) == [
        "p"
    ]  # lowercased for HTML elements
    assert names(list_of_elements_with_qualified_name(root, "foreignObject")) == ["foreignObject"]
    assert names(list_of_elements_with_qualified_name(root, "foreignobject")) == []
    assert names(list_of_elements_with_qualified_name(root, "s:rect")) == ["rect"]
    assert len(names(list_of_elements_with_qualified_name(root, "*"))) == 4
    xml = DocumentImpl()
    xml_root = el(xml, "r")
    append(el(xml, "P"), xml_root)
    assert names(list_of_elements_with_qualified_name(xml_root, "P")) == ["P"]
    assert names(list_of_elements_with_qualified_name(xml_root, "p")) == []


def test_namespace_and_local_name() -> None:
    document = DocumentImpl(is_html=True)
    root = el(document, "div")
    append(el(document, "a"), root)
    append(el(document, "a", namespace=SVG_NAMESPACE), root)
    append(ElementImpl(document, None, "a"), root)
    assert len(names(list_of_elements_with_namespace_and_local_name(root, "*", "a"))) == 3
    assert len(names(list_of_elements_with_namespace_and_local_name(root, SVG_NAMESPACE, "*"))) == 1
    assert len(names(list_of_elements_with_namespace_and_local_name(root, "", "a"))) == 1
    assert len(names(list_of_elements_with_namespace_and_local_name(root, None, "a"))) == 1
    assert len(names(list_of_elements_with_namespace_and_local_name(root, "*", "*"))) == 3


def test_class_names_in_quirks_mode_compare_ascii_case_insensitively() -> None:
    document = DocumentImpl(is_html=True)
    root = el(document, "div")
    append(el(document, "p", {"class": "Foo\tbar"}), root)
    append(el(document, "q", {"class": "foo"}), root)
    assert names(list_of_elements_with_class_names(root, "foo")) == ["q"]
    assert names(list_of_elements_with_class_names(root, "bar  Foo")) == ["p"]
    assert names(list_of_elements_with_class_names(root, " \n")) == []
    document._mode = "quirks"
    assert names(list_of_elements_with_class_names(root, "FOO")) == ["p", "q"]
    assert names(list_of_elements_with_class_names(root, "\u0130")) == []  # ASCII only


def test_ids_classes_named_items_and_get_element_by_id() -> None:
    document = DocumentImpl(is_html=True)
    root = el(document, "div")
    first = el(document, "a", {"name": "n", "id": "dup"})
    second = el(document, "b", {"id": "dup"})
    svg = el(document, "c", {"name": "svgname"}, namespace=SVG_NAMESPACE)
    for node in (first, second, svg):
        append(node, root)
    assert element_id(first) == "dup" and element_id(el(document, "x", {"id": ""})) is None
    assert element_classes(el(document, "x", {"class": " b a b "})) == ["b", "a"]
    assert get_element_by_id(root, "dup") is first
    assert get_element_by_id(root, "") is None and get_element_by_id(root, "nope") is None
    everything = list_of_elements_with_qualified_name(root, "*")
    assert everything._named_item("dup") is first
    assert everything._named_item("n") is first
    assert everything._named_item("svgname") is None  # name counts for HTML elements only
    assert everything._named_item("") is None
    assert everything._supported_property_names() == ["dup", "n"]


# --- DOMTokenList ----------------------------------------------------------------------------


def test_ordered_set_parser_splits_on_ascii_whitespace_only() -> None:
    assert ordered_set_parser(" a\tb\na\x0c c\r") == ["a", "b", "c"]
    assert ordered_set_parser("a\u00a0b") == ["a\u00a0b"]
    assert ordered_set_serializer(["a", "b"]) == "a b"


def token_list(value: str | None) -> tuple[ElementImpl, DOMTokenListImpl]:
    element = el(DocumentImpl(is_html=True), "div", None if value is None else {"class": value})
    return element, DOMTokenListImpl(element, "class")


def test_add_remove_and_the_update_steps() -> None:
    element, tokens = token_list("  a b  a ")
    assert tokens._length == 2 and tokens._item(1) == "b" and tokens._item(2) is None
    tokens._add(["c", "a"])
    assert get_attribute_value_by_name("class", element) == "a b c"  # serialized anew
    tokens._remove(["a", "x"])
    assert tokens._value == "b c"
    absent, empty = token_list(None)
    empty._remove(["x"])  # no attribute and an empty set: the update steps write nothing
    assert get_attribute_value_by_name("class", absent) is None
    present, empty_present = token_list("")
    empty_present._remove(["x"])
    assert get_attribute_value_by_name("class", present) == ""


@pytest.mark.parametrize(
    ("token", "error"),
    [("", "SyntaxError"), ("a b", "InvalidCharacterError"), ("a\tb", "InvalidCharacterError")],
)
def test_token_errors(token: str, error: str) -> None:
    _, tokens = token_list("a")
    for call in (
        lambda: tokens._add([token]),
        lambda: tokens._remove([token]),
        lambda: tokens._toggle(token),
        lambda: tokens._replace("a", token),
        lambda: tokens._replace(token, "a"),
    ):
        with pytest.raises(DOMException) as caught:
            call()
        assert caught.value.name == error


def test_replace_checks_emptiness_before_whitespace() -> None:
    _, tokens = token_list("a")
    with pytest.raises(DOMException) as caught:
        tokens._replace("a b", "")
    assert caught.value.name == "SyntaxError"


def test_toggle_and_replace_write_only_when_they_change_the_set() -> None:
    element, tokens = token_list("  a   b ")
    assert tokens._toggle("a", True) is True
    assert get_attribute_value_by_name("class", element) == "  a   b "  # not run: web compatibility
    assert tokens._toggle("a") is False and tokens._value == "b"
    assert tokens._toggle("c", False) is False and tokens._value == "b"
    assert tokens._toggle("c") is True and tokens._value == "b c"
    assert tokens._replace("x", "y") is False and tokens._value == "b c"
    assert tokens._replace("b", "c") is True and tokens._value == "c"
    set_attribute_value(element, "class", "p q r")
    assert tokens._replace("r", "p") is True and tokens._value == "p q"
    assert tokens._contains("q") and not tokens._contains("r")


def test_the_token_set_follows_the_attribute() -> None:
    element, tokens = token_list("a")
    set_attribute_value(element, "class", "x y")
    assert tokens._item(0) == "x"
    remove_attribute_by_name("class", element)
    assert tokens._length == 0
    tokens._value = "  z "
    assert get_attribute_value_by_name("class", element) == "  z " and tokens._item(0) == "z"


def test_supports_needs_supported_tokens() -> None:
    element = el(DocumentImpl(is_html=True), "link")
    rel = DOMTokenListImpl(element, "rel", frozenset({"stylesheet", "preload"}))
    assert rel._supports("StyleSheet") and not rel._supports("nope")
    with pytest.raises(TypeError, match="no supported tokens"):
        DOMTokenListImpl(element, "class")._supports("a")


def test_get_elements_by_tag_name_cases_prefixes_and_namespaces() -> None:
    """The quick local-name test before the filter keeps the Standard's answers: an HTML
    document lowercases the name for HTML elements only, a prefixed element matches its
    qualified name only."""
    document = DocumentImpl(is_html=True)
    root = el(document, "div")
    html_upper = ElementImpl(document, HTML_NAMESPACE, "ABC")
    svg = ElementImpl(document, SVG_NAMESPACE, "foreignObject")
    prefixed = ElementImpl(document, SVG_NAMESPACE, "a", "p")
    plain = el(document, "a")
    for node in (html_upper, svg, prefixed, plain, TextImpl(document, "a")):
        append(node, root)

    def found(name: str) -> list[ElementImpl]:
        return list_of_elements_with_qualified_name(root, name)._view()  # type: ignore[return-value]

    assert found("abc") == [] and found("ABC") == []
    assert found("foreignObject") == [svg] and found("foreignobject") == []
    assert found("a") == [plain] and found("A") == [plain]
    assert found("p:a") == [prefixed]


def test_a_collection_is_found_again_only_after_a_change_it_can_see() -> None:
    """Issue 58: a live collection keeps its nodes through changes its filter cannot see (an
    attribute it does not read, a change of another attribute than ``class`` for a class
    collection), walks on from its cursor (``item(i + 1)`` after ``item(i)`` is one step),
    and starts again after a change to the tree or to an attribute its filter reads."""
    document = DocumentImpl(is_html=True)
    root = el(document, "div")
    items = [el(document, "p", {"class": "c"}) for _ in range(50)]
    for item in items:
        append(item, root)
    calls = []

    def counting(node: object) -> bool:
        calls.append(node)
        return True

    collection = make_collection(HTMLCollectionImpl, root, counting, True, ())
    for index in range(50):
        assert collection._item(index) is items[index]
        set_attribute_value(items[index], "data-x", "y")  # (not read by the filter)
    assert len(calls) == 50 and collection._length == 50 and len(calls) == 50
    by_class = list_of_elements_with_class_names(root, "c")
    assert by_class._item(0) is items[0]
    set_attribute_value(items[0], "title", "t")
    assert by_class._item(1) is items[1]
    assert by_class._cursor is items[2]  # (walked as far as asked, not further)
    set_attribute_value(items[1], "class", "d")
    assert by_class._item(1) is items[2] and by_class._length == 49
    remove(items[2])
    assert by_class._item(1) is items[3] and by_class._length == 48
