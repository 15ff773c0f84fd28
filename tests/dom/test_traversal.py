"""Traversal (https://dom.spec.whatwg.org/#traversal): NodeIterator, TreeWalker, NodeFilter.
The expected orders are worked out here from the Standard's steps on small trees; WPT's
dom/traversal files run through the DOM runner (docs/wpt.md)."""

from __future__ import annotations

import sys

import pytest

import webapi.html
from webapi.dom import Document, DOMException, NodeFilter, NodeIterator, TreeWalker

MARKUP = "<p id=p>a<b id=b>b<i id=i>i</i></b><!--c-->d</p><div id=div>e</div>"


@pytest.fixture
def document() -> Document:
    return webapi.html.DOMParser().parseFromString(MARKUP, "text/html")


def names(nodes: list[object]) -> list[str]:
    out = []
    for node in nodes:
        out.append(node.nodeName if node.nodeType == 1 else node.nodeValue)  # type: ignore[attr-defined]
    return out


def test_node_filter_constants() -> None:
    assert (NodeFilter.FILTER_ACCEPT, NodeFilter.FILTER_REJECT, NodeFilter.FILTER_SKIP) == (1, 2, 3)
    assert NodeFilter.SHOW_ALL == 0xFFFFFFFF and NodeFilter.SHOW_ELEMENT == 1
    assert NodeFilter.SHOW_TEXT == 4 and NodeFilter.SHOW_COMMENT == 0x80
    assert NodeFilter.SHOW_DOCUMENT_FRAGMENT == 0x400


def test_node_iterator_in_tree_order_both_ways(document: Document) -> None:
    body = document.body
    iterator = document.createNodeIterator(body)
    assert isinstance(iterator, NodeIterator)
    assert iterator.root is body and iterator.whatToShow == 0xFFFFFFFF and iterator.filter is None
    assert iterator.referenceNode is body and iterator.pointerBeforeReferenceNode is True
    forward = []
    while (node := iterator.nextNode()) is not None:
        forward.append(node)
    assert names(forward) == ["BODY", "P", "a", "B", "b", "I", "i", "c", "d", "DIV", "e"]
    assert iterator.referenceNode.nodeValue == "e" and iterator.pointerBeforeReferenceNode is False
    backward = []
    while (node := iterator.previousNode()) is not None:
        backward.append(node)
    assert backward == forward[::-1]
    iterator.detach()  # does nothing
    assert iterator.nextNode() is body


def test_what_to_show_and_filters(document: Document) -> None:
    texts = document.createNodeIterator(
        document.body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT
    )
    assert names(list(iter(texts.nextNode, None))) == ["a", "b", "i", "c", "d", "e"]

    class Filter:  # an object with acceptNode, and a callable: both are NodeFilters
        def acceptNode(self, node: object) -> int:
            return NodeFilter.FILTER_SKIP if node.nodeName == "B" else NodeFilter.FILTER_ACCEPT  # type: ignore[attr-defined]

    for given in (Filter(), Filter().acceptNode):
        elements = document.createNodeIterator(document.body, NodeFilter.SHOW_ELEMENT, given)
        assert elements.filter is given
        # a NodeIterator's REJECT and SKIP are alike: the children of B are still visited
        assert names(list(iter(elements.nextNode, None))) == ["BODY", "P", "I", "DIV"]
    # the acceptNode result converts as an unsigned short: None (undefined) is 0, not ACCEPT
    nothing = document.createNodeIterator(document.body, NodeFilter.SHOW_ALL, lambda node: None)
    assert nothing.nextNode() is None


def test_the_filter_is_not_reentrant_and_its_exceptions_propagate(document: Document) -> None:
    walker: list[TreeWalker] = []

    def reenter(node: object) -> int:
        walker[0].nextNode()
        return NodeFilter.FILTER_ACCEPT

    walker.append(document.createTreeWalker(document.body, NodeFilter.SHOW_ALL, reenter))
    with pytest.raises(DOMException) as caught:
        walker[0].nextNode()
    assert caught.value.name == "InvalidStateError"

    class Boom(Exception):
        pass

    def boom(node: object) -> int:
        raise Boom

    iterator = document.createNodeIterator(document.body, NodeFilter.SHOW_ALL, boom)
    with pytest.raises(Boom):
        iterator.nextNode()
    # is active was reset: a second call runs the filter again (and raises again)
    with pytest.raises(Boom):
        iterator.nextNode()
    assert iterator.referenceNode is document.body


def test_node_iterator_follows_removals(document: Document) -> None:
    # (Chromium 156 gives the same references: B after; "a" after; "c"; before; DIV before)
    body = document.body
    iterator = document.createNodeIterator(body)
    for _ in range(4):  # BODY, P, a, B
        iterator.nextNode()
    assert iterator.referenceNode.nodeName == "B" and iterator.pointerBeforeReferenceNode is False
    document.getElementById("b").remove()
    # pointer after: the last inclusive descendant of B's previous sibling ("a")
    assert iterator.referenceNode.nodeValue == "a" and iterator.pointerBeforeReferenceNode is False
    assert names([iterator.nextNode()]) == ["c"]
    iterator.previousNode()  # pointer before "c"
    assert iterator.pointerBeforeReferenceNode is True
    document.getElementById("p").remove()
    # pointer before: the first node following P that is not in it
    assert iterator.referenceNode.nodeName == "DIV" and iterator.pointerBeforeReferenceNode is True
    # removing the root, or a node outside it, leaves the reference as it is
    outside = document.createNodeIterator(document.getElementById("div"))
    outside.nextNode()
    document.body.remove()
    assert outside.referenceNode.nodeName == "DIV"


def test_tree_walker(document: Document) -> None:
    body = document.body
    walker = document.createTreeWalker(body, NodeFilter.SHOW_ELEMENT)
    assert isinstance(walker, TreeWalker) and walker.currentNode is body
    assert walker.parentNode() is None  # not above the root
    assert walker.firstChild().id == "p" and walker.firstChild().id == "b"
    assert walker.nextSibling() is None and walker.parentNode().id == "p"
    assert walker.nextSibling().id == "div" and walker.previousSibling().id == "p"
    assert walker.lastChild().id == "b"
    walker.currentNode = body
    order = list(iter(walker.nextNode, None))
    assert [e.id for e in order] == ["p", "b", "i", "div"]
    # previousNode ends at the root, which the filter accepts (Chromium 156: I, B, P, BODY)
    assert [e.nodeName for e in iter(walker.previousNode, None)] == ["I", "B", "P", "BODY"]
    assert walker.currentNode is body
    # REJECT skips a subtree in a TreeWalker, SKIP does not
    reject_b = document.createTreeWalker(
        body,
        NodeFilter.SHOW_ELEMENT,
        lambda e: NodeFilter.FILTER_REJECT if e.id == "b" else NodeFilter.FILTER_ACCEPT,
    )
    assert [e.id for e in iter(reject_b.nextNode, None)] == ["p", "div"]
    skip_b = document.createTreeWalker(
        body,
        NodeFilter.SHOW_ELEMENT,
        lambda e: NodeFilter.FILTER_SKIP if e.id == "b" else NodeFilter.FILTER_ACCEPT,
    )
    assert [e.id for e in iter(skip_b.nextNode, None)] == ["p", "i", "div"]
    skip_b.currentNode = document.getElementById("p")
    assert skip_b.firstChild().id == "i"  # through the skipped B


def test_a_deep_tree_is_walked_without_recursion() -> None:
    document = webapi.html.DOMParser().parseFromString("", "text/html")
    depth = 20_000
    node = document.body
    for _ in range(depth):
        node = node.appendChild(document.createElement("div"))
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200)
    try:
        walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT)
        assert sum(1 for _ in iter(walker.nextNode, None)) == depth
        assert sum(1 for _ in iter(walker.previousNode, None)) == depth  # (the root last)
        iterator = document.createNodeIterator(document.body)
        assert sum(1 for _ in iter(iterator.nextNode, None)) == depth + 1
        document.body.firstChild.remove()  # the pre-remove steps walk up, not down
        assert iterator.referenceNode is document.body
    finally:
        sys.setrecursionlimit(limit)
