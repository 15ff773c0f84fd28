"""Deep trees through the public API: a chain of elements far deeper than Python's recursion
limit is built (linked as HTML's parser links nodes: see ``chain``), read (``textContent``),
cloned (``cloneNode``, ``copy.deepcopy``), compared (``isEqualNode``,
``compareDocumentPosition``, ``contains``), connected and emptied without a
``RecursionError``. 5,000 levels in the default run, 200,000 in the slow one."""

from __future__ import annotations

import copy

import pytest

from webapi.dom import Document, Element, Node
from webapi.dom.engine import parser_insert


def chain(depth: int) -> tuple[Document, Element, Element]:
    """A document, the top and the bottom of ``depth`` nested elements (the bottom holding a
    text)."""
    document = Document().implementation.createHTMLDocument("")
    # linked as HTML's parser links nodes (O(1) each): the DOM's appendChild checks the new
    # parent's ancestors and runs the inserted subtree's insertion steps, so a chain built
    # with it costs depth**2 / 2 either way (building is not what this test is about)
    bottom = document.createElement("b")
    bottom.append("x")
    top = bottom
    for _ in range(depth):
        parent = document.createElement("i")
        parser_insert(top, parent, None)
        top = parent
    return document, top, bottom


def check(depth: int) -> None:
    document, top, bottom = chain(depth)
    assert top.textContent == "x"
    clone = top.cloneNode(True)
    assert clone.isEqualNode(top) and clone is not top
    deep = copy.deepcopy(top)
    assert deep.isEqualNode(clone)
    assert top.contains(bottom) and not bottom.contains(top)
    position = bottom.compareDocumentPosition(top)
    assert position == Node.DOCUMENT_POSITION_CONTAINS | Node.DOCUMENT_POSITION_PRECEDING
    assert bottom.getRootNode() is top
    document.documentElement.append(top)
    assert bottom.isConnected and bottom.getRootNode() is document
    assert str(top) == "<i>" and str(bottom) == "<b>"
    bottom.firstChild.data = "y"  # type: ignore[union-attr]
    assert not clone.isEqualNode(top) and document.documentElement.textContent.endswith("y")
    top.textContent = "flat"
    assert top.childNodes.length == 1 and not bottom.isConnected


def test_a_deep_tree() -> None:
    check(5_000)  # five times the default recursion limit


@pytest.mark.slow
def test_a_200000_deep_tree() -> None:
    check(200_000)
