"""Deep trees through the public API: a chain of elements far deeper than Python's recursion
limit is built with ``appendChild`` both ways (top-down: each element appended to the deepest
one; bottom-up: each element wrapping the chain so far), in a document where HTML's element
classes (whose ``option`` has insertion and removing steps) are loaded, then read
(``textContent``, ``outerHTML``), cloned (``cloneNode``, ``copy.deepcopy``), compared
(``isEqualNode``, ``compareDocumentPosition``, ``contains``), connected, moved and emptied, all
under a recursion limit of 400. 20,000 levels in the default run, 200,000 in the slow one."""

from __future__ import annotations

import copy
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from webapi.dom import DOMException, Element, Node
from webapi.html import DOMParser

#: The recursion limit the walks run under (a recursion over the tree would need ``depth``).
LIMIT = 400


@contextmanager
def low_recursion_limit() -> Iterator[None]:
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(LIMIT)
    try:
        yield
    finally:
        sys.setrecursionlimit(previous)


def top_down(document: object, depth: int) -> tuple[Element, Element]:
    """The top and the bottom of ``depth`` nested ``i`` elements, each appended to the deepest
    so far, the bottom's text then appended."""
    top = bottom = document.createElement("i")  # type: ignore[attr-defined]
    for _ in range(depth - 1):
        bottom = bottom.appendChild(document.createElement("i"))  # type: ignore[attr-defined]
    bottom.append("x")
    return top, bottom


def bottom_up(document: object, depth: int) -> tuple[Element, Element]:
    """The same chain, each new element made the parent of the chain so far."""
    bottom = top = document.createElement("i")  # type: ignore[attr-defined]
    bottom.append("x")
    for _ in range(depth - 1):
        parent = document.createElement("i")  # type: ignore[attr-defined]
        assert parent.appendChild(top) is top
        top = parent
    return top, bottom


def check(
    depth: int, build: Callable[[object, int], tuple[Element, Element]], copies: bool = True
) -> None:
    """Build the chain, then read, (``copies``) clone and compare, move and empty it."""
    document = DOMParser().parseFromString("<!doctype html><body>", "text/html")
    with low_recursion_limit():
        top, bottom = build(document, depth)
        assert bottom.parentNode.parentNode.localName == "i"  # type: ignore[union-attr]
        assert top.textContent == "x"
        assert bottom.getRootNode() is top and not bottom.isConnected
        # the chain holds itself: no level may take an ancestor as its child
        with pytest.raises(DOMException) as raised:
            bottom.appendChild(top)
        assert raised.value.name == "HierarchyRequestError"
        with pytest.raises(DOMException):
            bottom.appendChild(bottom)
        clone = top.cloneNode(True) if copies else None
        if clone is not None:
            assert clone.isEqualNode(top) and clone is not top
            assert copy.deepcopy(top).isEqualNode(clone)
        assert top.contains(bottom) and not bottom.contains(top)
        position = bottom.compareDocumentPosition(top)
        assert position == Node.DOCUMENT_POSITION_CONTAINS | Node.DOCUMENT_POSITION_PRECEDING
        html = top.outerHTML
        assert html == "<i>" * depth + "x" + "</i>" * depth
        document.body.append(top)
        assert bottom.isConnected and bottom.getRootNode() is document
        assert document.body.firstChild is top
        assert str(top) == "<i>" and str(bottom) == "<i>"
        bottom.firstChild.data = "y"  # type: ignore[union-attr]
        assert document.documentElement.textContent.endswith("y")
        assert clone is None or not clone.isEqualNode(top)
        # moved whole: out of the document, into an element of it, and back
        holder = document.createElement("div")
        holder.appendChild(top)
        assert not bottom.isConnected and bottom.getRootNode() is holder
        document.body.appendChild(holder)
        assert bottom.isConnected
        top.remove()
        assert not bottom.isConnected and top.parentNode is None
        top.textContent = "flat"
        assert top.childNodes.length == 1 and top.firstChild.data == "flat"  # type: ignore[union-attr]
        assert bottom.getRootNode() is not top and not top.contains(bottom)


@pytest.mark.parametrize("build", [top_down, bottom_up])
def test_a_deep_tree(build: Callable[[object, int], tuple[Element, Element]]) -> None:
    check(20_000, build, copies=False)  # twenty times the default recursion limit
    check(2_000, build)  # five times LIMIT, with the copies


@pytest.mark.slow
@pytest.mark.parametrize("build", [top_down, bottom_up])
def test_a_200000_deep_tree(build: Callable[[object, int], tuple[Element, Element]]) -> None:
    check(200_000, build)
