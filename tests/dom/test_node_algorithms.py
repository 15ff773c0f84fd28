"""The Node interface's algorithms (webapi/dom/_node): text content, normalize, cloning (deep
trees, attributes in both forms, documents, cloning steps), equals, and compareDocumentPosition,
with cases for each branch of their steps."""

from __future__ import annotations

import pytest

from tests._sizes import DEPTHS
from webapi.dom._attributes import attribute_list, get_attribute_by_name, set_attribute_value
from webapi.dom._mutation import append, insert
from webapi.dom._node import (
    DOCUMENT_POSITION_CONTAINED_BY,
    DOCUMENT_POSITION_CONTAINS,
    DOCUMENT_POSITION_DISCONNECTED,
    DOCUMENT_POSITION_FOLLOWING,
    DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC,
    DOCUMENT_POSITION_PRECEDING,
    clone_node,
    compare_document_position,
    get_text_content,
    node_equals,
    normalize,
    set_text_content,
)
from webapi.dom._nodes import (
    AttrImpl,
    CDATASectionImpl,
    CommentImpl,
    DocumentFragmentImpl,
    DocumentImpl,
    DocumentTypeImpl,
    ElementImpl,
    NodeImpl,
    ProcessingInstructionImpl,
    TextImpl,
)
from webapi.dom._tree import children, descendants
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE


def el(document: DocumentImpl, name: str, attrs: dict[str, str] | None = None) -> ElementImpl:
    return ElementImpl(document, HTML_NAMESPACE, name, None, attrs)


def tree(document: DocumentImpl) -> ElementImpl:
    """<div id=x>a<b>b<i>c</i></b><!--d-->e</div>"""
    div = el(document, "div", {"id": "x"})
    b, i = el(document, "b"), el(document, "i")
    append(TextImpl(document, "a"), div)
    append(b, div)
    append(TextImpl(document, "b"), b)
    append(i, b)
    append(TextImpl(document, "c"), i)
    append(CommentImpl(document, "d"), div)
    append(TextImpl(document, "e"), div)
    return div


def test_text_content_by_interface() -> None:
    document = DocumentImpl()
    div = tree(document)
    assert get_text_content(div) == "abce"
    assert get_text_content(document) is None
    assert get_text_content(DocumentTypeImpl(document, "html")) is None
    assert get_text_content(CommentImpl(document, "c")) == "c"
    assert get_text_content(AttrImpl(document, None, None, "a", "v")) == "v"
    set_text_content(div, "new")
    assert [get_text_content(c) for c in children(div)] == ["new"]
    set_text_content(div, "")
    assert div._first_child is None
    attribute = get_attribute_by_name("id", div)
    assert attribute is not None
    set_text_content(attribute, "y")
    assert attribute._value == "y"
    loose = AttrImpl(document, None, None, "a", "1")
    set_text_content(loose, "2")
    assert loose._value == "2"
    set_text_content(document, "ignored")
    assert document._first_child is None


def test_normalize_joins_exclusive_text_and_drops_empty_text() -> None:
    document = DocumentImpl()
    div = el(document, "div")
    b = el(document, "b")
    for node in (
        TextImpl(document, ""),
        TextImpl(document, "a"),
        TextImpl(document, "b"),
        CDATASectionImpl(document, "c"),
        TextImpl(document, "d"),
        TextImpl(document, ""),
        b,
    ):
        append(node, div)
    append(TextImpl(document, "x"), b)
    append(TextImpl(document, "y"), b)
    normalize(div)
    assert [(type(n).__name__, n._data) for n in children(div) if isinstance(n, TextImpl)] == [
        ("TextImpl", "ab"),
        ("CDATASectionImpl", "c"),
        ("TextImpl", "d"),
    ]
    assert [n._data for n in children(b)] == ["xy"]  # type: ignore[attr-defined]


def test_clone_copies_what_each_interface_has() -> None:
    document = DocumentImpl(is_html=True)
    document._url = "https://example.org/"
    document._mode = "quirks"
    div = tree(document)
    append(div, document)
    shallow = clone_node(div)
    assert shallow is not div and shallow._first_child is None
    assert node_equals(shallow, el(document, "div", {"id": "x"}))
    deep = clone_node(div, subtree=True)
    assert node_equals(deep, div) and deep._parent is None
    assert [type(n) for n in descendants(deep)] == [type(n) for n in descendants(div)]
    copy = clone_node(document, subtree=True)
    assert isinstance(copy, DocumentImpl)
    assert (copy._url, copy._mode, copy._is_html) == ("https://example.org/", "quirks", True)
    assert all(n._node_document is copy for n in descendants(copy))
    other = DocumentImpl()
    moved = clone_node(div, other, subtree=True)
    assert all(n._node_document is other for n in descendants(moved))
    pi = clone_node(ProcessingInstructionImpl(document, "t", "d"))
    assert isinstance(pi, ProcessingInstructionImpl) and (pi._target, pi._data) == ("t", "d")


def test_clone_attributes_in_both_forms() -> None:
    document = DocumentImpl(is_html=True)
    div = el(document, "div", {"a": "1"})
    copy = clone_node(div)
    assert isinstance(copy, ElementImpl) and copy._attrs == {"a": "1"}
    # (the dict form is shared until one of them changes it: tests/dom/test_clone_attributes.py)
    assert copy._attrs_shared and div._attrs_shared
    set_attribute_value(copy, "a", "2")
    assert (div._attrs, copy._attrs) == ({"a": "1"}, {"a": "2"})
    attribute_list(div)  # the Attr-node form
    svg_attr = AttrImpl(document, SVG_NAMESPACE, "s", "b", "2")
    from webapi.dom._attributes import append_attribute

    append_attribute(svg_attr, div)
    copy = clone_node(div)
    assert isinstance(copy, ElementImpl)
    copied = attribute_list(copy)
    assert [(a._namespace, a._prefix, a._local_name, a._value) for a in copied] == [
        (None, None, "a", "1"),
        (SVG_NAMESPACE, "s", "b", "2"),
    ]
    assert all(a._element is copy for a in copied) and copied[1] is not svg_attr


def test_cloning_steps_run_for_each_node() -> None:
    seen: list[tuple[str, bool]] = []

    class Hooked(ElementImpl):
        __slots__ = ()

        def _cloning_steps(self, copy: NodeImpl, subtree: bool) -> None:
            assert type(copy) is Hooked
            seen.append((self._local_name, subtree))

    document = DocumentImpl()
    outer = Hooked(document, HTML_NAMESPACE, "outer")
    append(Hooked(document, HTML_NAMESPACE, "inner"), outer)
    clone_node(outer, subtree=True)
    assert seen == [("outer", True), ("inner", True)]


@pytest.mark.parametrize("depth", DEPTHS)
def test_clone_and_equals_a_tree_deeper_than_the_recursion_limit(depth: int) -> None:
    document = DocumentImpl()
    top = el(document, "div")
    current = top
    for _ in range(depth):  # (insert: append's validity check walks the ancestors)
        child = el(document, "div")
        insert(child, current, None)
        current = child
    copy = clone_node(top, subtree=True)
    assert node_equals(copy, top)
    append(TextImpl(document, "x"), current)
    assert not node_equals(copy, top)


def test_equals_compares_interfaces_data_attributes_and_children() -> None:
    document = DocumentImpl()
    assert node_equals(TextImpl(document, "a"), TextImpl(DocumentImpl(), "a"))
    assert not node_equals(TextImpl(document, "a"), CommentImpl(document, "a"))
    assert not node_equals(TextImpl(document, "a"), CDATASectionImpl(document, "a"))
    assert node_equals(
        el(document, "a", {"x": "1", "y": "2"}), el(document, "a", {"y": "2", "x": "1"})
    )
    assert not node_equals(el(document, "a", {"x": "1"}), el(document, "a", {"x": "2"}))
    assert not node_equals(el(document, "a"), ElementImpl(document, SVG_NAMESPACE, "a"))
    assert not node_equals(el(document, "a"), ElementImpl(document, HTML_NAMESPACE, "a", "p"))
    assert node_equals(
        DocumentTypeImpl(document, "html", "p", "s"), DocumentTypeImpl(document, "html", "p", "s")
    )
    assert not node_equals(
        DocumentTypeImpl(document, "html", "p"), DocumentTypeImpl(document, "html")
    )
    assert node_equals(DocumentFragmentImpl(document), DocumentFragmentImpl(document))
    one, two = el(document, "p"), el(document, "p")
    append(TextImpl(document, "a"), one)
    assert not node_equals(one, two)
    append(TextImpl(document, "a"), two)
    assert node_equals(one, two)
    mixed = el(document, "a", {"x": "1"})
    attribute_list(mixed)
    assert node_equals(mixed, el(document, "a", {"x": "1"}))


def test_compare_document_position() -> None:
    document = DocumentImpl()
    div = tree(document)
    append(div, document)
    b = div._first_child._next_sibling  # type: ignore[union-attr]
    assert b is not None
    text_a = div._first_child
    assert text_a is not None
    assert compare_document_position(div, div) == 0
    assert (
        compare_document_position(b, div)
        == DOCUMENT_POSITION_CONTAINS + DOCUMENT_POSITION_PRECEDING
    )
    assert (
        compare_document_position(div, b)
        == DOCUMENT_POSITION_CONTAINED_BY + DOCUMENT_POSITION_FOLLOWING
    )
    assert compare_document_position(b, text_a) == DOCUMENT_POSITION_PRECEDING
    assert compare_document_position(text_a, b) == DOCUMENT_POSITION_FOLLOWING
    detached = el(document, "x")
    there = compare_document_position(div, detached)
    back = compare_document_position(detached, div)
    flags = DOCUMENT_POSITION_DISCONNECTED + DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
    assert there & flags == flags and back & flags == flags
    assert {there - flags, back - flags} == {
        DOCUMENT_POSITION_PRECEDING,
        DOCUMENT_POSITION_FOLLOWING,
    }
    id_attr = get_attribute_by_name("id", div)
    assert id_attr is not None
    # an attribute's element contains it; the attribute precedes the element's children
    assert (
        compare_document_position(id_attr, div)
        == DOCUMENT_POSITION_CONTAINS + DOCUMENT_POSITION_PRECEDING
    )
    assert (
        compare_document_position(div, id_attr)
        == DOCUMENT_POSITION_CONTAINED_BY + DOCUMENT_POSITION_FOLLOWING
    )
    assert compare_document_position(id_attr, b) == DOCUMENT_POSITION_FOLLOWING
    from webapi.dom._attributes import set_attribute_value

    set_attribute_value(div, "z", "1")
    z_attr = get_attribute_by_name("z", div)
    assert z_attr is not None
    assert compare_document_position(id_attr, z_attr) == (
        DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + DOCUMENT_POSITION_FOLLOWING
    )
    assert compare_document_position(z_attr, id_attr) == (
        DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + DOCUMENT_POSITION_PRECEDING
    )
    loose = AttrImpl(document, None, None, "q", "")
    assert compare_document_position(loose, div) & DOCUMENT_POSITION_DISCONNECTED
