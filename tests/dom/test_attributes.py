"""An element's attribute list (webapi/dom/_attributes): each algorithm on both of the list's
forms (the dict the parser makes, ``Attr`` nodes), with the same answers, order and change
steps; ``InUseAttributeError``; HTML's lowercasing of names."""

from __future__ import annotations

import pytest

from webapi.dom import DOMException
from webapi.dom._attributes import (
    append_attribute,
    attribute_list,
    get_attribute_by_name,
    get_attribute_by_namespace,
    get_attribute_value,
    get_attribute_value_by_name,
    qualified_name,
    remove_attribute_by_name,
    remove_attribute_by_namespace,
    set_attribute,
    set_attribute_value,
)
from webapi.dom._nodes import AttrImpl, DocumentImpl, ElementImpl
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE, XLINK_NAMESPACE

FORMS = ["dict", "nodes"]


def make(
    form: str, attrs: dict[str, str], is_html: bool = True, namespace: str = HTML_NAMESPACE
) -> ElementImpl:
    element = ElementImpl(DocumentImpl(is_html=is_html), namespace, "div", None, dict(attrs))
    if form == "nodes":
        attribute_list(element)
        assert type(element._attrs) is list
    return element


def pairs(element: ElementImpl) -> list[tuple[str | None, str | None, str, str]]:
    return [(a._namespace, a._prefix, a._local_name, a._value) for a in attribute_list(element)]


@pytest.mark.parametrize("form", FORMS)
def test_reading_by_name_lowercases_for_html_elements_in_html_documents(form: str) -> None:
    element = make(form, {"id": "x", "data-a": "1"})
    assert get_attribute_value_by_name("ID", element) == "x"
    assert get_attribute_value_by_name("Data-A", element) == "1"
    assert get_attribute_value_by_name("nope", element) is None
    xml = make(form, {"id": "x"}, is_html=False)
    assert get_attribute_value_by_name("ID", xml) is None
    svg = make(form, {"viewBox": "0 0 1 1"}, namespace=SVG_NAMESPACE)
    assert get_attribute_value_by_name("viewBox", svg) == "0 0 1 1"
    assert get_attribute_value_by_name("viewbox", svg) is None


@pytest.mark.parametrize("form", FORMS)
def test_set_attribute_value_keeps_the_order_and_runs_the_change_steps(form: str) -> None:
    changes: list[tuple[str, str | None, str | None, str | None]] = []

    class Watched(ElementImpl):
        __slots__ = ()

        def _attribute_change_steps(
            self, local_name: str, old: str | None, new: str | None, namespace: str | None
        ) -> None:
            changes.append((local_name, old, new, namespace))

    element = Watched(DocumentImpl(is_html=True), HTML_NAMESPACE, "div", None, {"a": "1", "b": "2"})
    if form == "nodes":
        attribute_list(element)
    version = element._node_document._version
    set_attribute_value(element, "a", "3")
    set_attribute_value(element, "c", "4")
    set_attribute_value(element, "href", "x", "xlink", XLINK_NAMESPACE)
    assert pairs(element) == [
        (None, None, "a", "3"),
        (None, None, "b", "2"),
        (None, None, "c", "4"),
        (XLINK_NAMESPACE, "xlink", "href", "x"),
    ]
    assert changes == [
        ("a", "1", "3", None),
        ("c", None, "4", None),
        ("href", None, "x", XLINK_NAMESPACE),
    ]
    assert element._node_document._version == version + 3
    assert get_attribute_value(element, "href", XLINK_NAMESPACE) == "x"
    assert get_attribute_value(element, "href") == ""
    assert get_attribute_value(element, "a", "") == "3"  # the empty namespace is null


@pytest.mark.parametrize("form", FORMS)
def test_removing_by_name_and_by_namespace(form: str) -> None:
    element = make(form, {"a": "1", "b": "2"})
    removed = remove_attribute_by_name("A", element)
    assert removed is not None and (removed._local_name, removed._value, removed._element) == (
        "a",
        "1",
        None,
    )
    assert remove_attribute_by_name("a", element) is None
    assert remove_attribute_by_namespace(None, "b", element) is not None
    assert attribute_list(element) == []


def test_attr_nodes_keep_their_identity() -> None:
    element = make("dict", {"a": "1"})
    first = get_attribute_by_name("a", element)
    assert first is not None and first is get_attribute_by_name("a", element)
    assert first is get_attribute_by_namespace("", "a", element)
    assert first._element is element and first._node_document is element._node_document


def test_set_attribute_with_attr_nodes() -> None:
    document = DocumentImpl(is_html=True)
    element = ElementImpl(document, HTML_NAMESPACE, "div", None, {"a": "1"})
    new = AttrImpl(DocumentImpl(), None, None, "a", "2")
    old = set_attribute(new, element)
    assert old is not None and old._value == "1" and old._element is None
    assert new._element is element and new._node_document is document
    assert set_attribute(new, element) is new  # already there: returned, nothing changes
    other = ElementImpl(document, HTML_NAMESPACE, "p")
    with pytest.raises(DOMException) as caught:
        set_attribute(new, other)
    assert (caught.value.name, caught.value.code) == ("InUseAttributeError", 10)
    extra = AttrImpl(document, SVG_NAMESPACE, "s", "a", "3")
    assert set_attribute(extra, element) is None  # another namespace: appended
    assert [qualified_name(a) for a in attribute_list(element)] == ["a", "s:a"]
    append_attribute(AttrImpl(document, None, None, "z", ""), element)
    assert [qualified_name(a) for a in attribute_list(element)] == ["a", "s:a", "z"]


def test_the_two_forms_answer_alike() -> None:
    """The same operations on an element of each form give the same attributes."""
    results = []
    for form in FORMS:
        element = make(form, {"x": "0", "y": "1"})
        set_attribute_value(element, "y", "2")
        set_attribute_value(element, "z", "3")
        remove_attribute_by_name("x", element)
        set_attribute_value(element, "x", "4")
        results.append(
            (
                pairs(element),
                get_attribute_value_by_name("Y", element),
                get_attribute_value(element, "z"),
            )
        )
    assert results[0] == results[1]
    assert results[0][0] == [(None, None, "y", "2"), (None, None, "z", "3"), (None, None, "x", "4")]
