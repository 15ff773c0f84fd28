"""ParentNode, ChildNode and NonDocumentTypeChildNode (webapi/dom/_mixins): the cases WPT's
dom/nodes/ChildNode-before/after/replaceWith, ParentNode-prepend/append/replaceChildren check,
in our own words (a node among the arguments, strings become Text nodes, the parent gone), and
the element siblings and children."""

from __future__ import annotations

import pytest

from webapi.dom import DOMException
from webapi.dom._mixins import (
    after,
    before,
    child_element_count,
    first_element_child,
    last_element_child,
    next_element_sibling,
    parent_append,
    prepend,
    previous_element_sibling,
    remove_child_node,
    replace_children,
    replace_with,
)
from webapi.dom._mutation import append
from webapi.dom._nodes import CommentImpl, DocumentImpl, ElementImpl, NodeImpl, TextImpl
from webapi.html.parsing._serialization import serialize_fragment
from webapi.infra import HTML_NAMESPACE


def setup() -> tuple[DocumentImpl, ElementImpl, ElementImpl]:
    """<div><x></x></div>: the parent, and its child."""
    document = DocumentImpl(is_html=True)
    parent = ElementImpl(document, HTML_NAMESPACE, "div")
    child = ElementImpl(document, HTML_NAMESPACE, "x")
    append(child, parent)
    return document, parent, child


def el(document: DocumentImpl, name: str) -> ElementImpl:
    return ElementImpl(document, HTML_NAMESPACE, name)


def test_before_after_and_replace_with_strings_and_nodes() -> None:
    document, parent, child = setup()
    before(child, ["a", el(document, "y")])
    assert serialize_fragment(parent) == "a<y></y><x></x>"
    after(child, [el(document, "z"), "b"])
    assert serialize_fragment(parent) == "a<y></y><x></x><z></z>b"
    replace_with(child, ["c"])
    assert serialize_fragment(parent) == "a<y></y>c<z></z>b"
    assert child._parent is None


def test_the_node_itself_among_the_arguments() -> None:
    document, parent, child = setup()
    before(child, [child])
    assert serialize_fragment(parent) == "<x></x>"
    after(child, ["t", child])
    assert serialize_fragment(parent) == "t<x></x>"
    replace_with(child, [child, el(document, "y")])
    assert serialize_fragment(parent) == "t<x></x><y></y>"


def test_the_previous_siblings_that_are_arguments_are_skipped() -> None:
    document, parent, child = setup()
    a, b = el(document, "a"), el(document, "b")
    for node in (a, b):
        append(node, parent)
    # <x><a><b>; b.before(x, a): the viable previous sibling of b not in the arguments is none
    before(b, [child, a])
    assert serialize_fragment(parent) == "<x></x><a></a><b></b>"
    after(child, [b, a])  # the viable next sibling of x not in the arguments: none
    assert serialize_fragment(parent) == "<x></x><b></b><a></a>"


def test_without_a_parent_nothing_happens() -> None:
    document, _, _ = setup()
    alone = el(document, "p")
    other = el(document, "q")
    before(alone, [other])
    after(alone, [other])
    replace_with(alone, [other])
    remove_child_node(alone)
    assert other._parent is None


def test_prepend_append_and_replace_children() -> None:
    document, parent, child = setup()
    prepend(parent, ["a", el(document, "p")])
    parent_append(parent, [CommentImpl(document, "c"), "z"])
    assert serialize_fragment(parent) == "a<p></p><x></x><!--c-->z"
    replace_children(parent, [child, "only"])
    assert serialize_fragment(parent) == "<x></x>only"
    replace_children(parent, [])
    assert parent._first_child is None


def test_replace_children_checks_against_the_children_it_replaces() -> None:
    document = DocumentImpl(is_html=True)
    html = el(document, "html")
    append(html, document)
    replace_children(document, [el(document, "other")])  # the old element is excluded
    assert document._first_child is not None and document._first_child._local_name == "other"  # type: ignore[attr-defined]
    with pytest.raises(DOMException) as caught:
        replace_children(document, [el(document, "a"), el(document, "b")])
    assert caught.value.name == "HierarchyRequestError"
    with pytest.raises(DOMException):
        replace_children(document, ["text"])
    assert document._first_child._local_name == "other"  # type: ignore[attr-defined]


def test_element_children_and_siblings() -> None:
    document = DocumentImpl(is_html=True)
    parent = el(document, "div")
    nodes: list[NodeImpl] = [
        TextImpl(document, "t"),
        el(document, "a"),
        CommentImpl(document, "c"),
        el(document, "b"),
        TextImpl(document, "u"),
    ]
    for node in nodes:
        append(node, parent)
    assert first_element_child(parent) is nodes[1] and last_element_child(parent) is nodes[3]
    assert child_element_count(parent) == 2
    assert next_element_sibling(nodes[1]) is nodes[3] and next_element_sibling(nodes[3]) is None
    assert (
        previous_element_sibling(nodes[4]) is nodes[3]
        and previous_element_sibling(nodes[0]) is None
    )
    empty = el(document, "e")
    assert first_element_child(empty) is None and child_element_count(empty) == 0
