"""``moveBefore()`` and the move algorithm (https://dom.spec.whatwg.org/#dom-parentnode-movebefore,
https://dom.spec.whatwg.org/#move), from the Standard's text: the pre-move checks with their
exception names, the new order, live ranges, ``NodeIterator``, the two mutation records, the
moving steps (an ``option``'s select; an ``iframe`` keeps its content navigable), and the
results Chromium 156 gives for the same calls (noted where checked)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from webapi.dom import (
    Document,
    DOMException,
    MutationObserver,
    NodeFilter,
    perform_a_microtask_checkpoint,
)
from webapi.dom._mutation_observers import surrounding_agent
from webapi.html import DOMParser, create_top_level_traversable, document_from_response


def html(markup: str) -> Any:
    return DOMParser().parseFromString(markup, "text/html")


def names(parent: Any) -> list[str]:
    return [child.nodeName for child in parent.childNodes]


@pytest.fixture(autouse=True)
def _clean() -> Iterator[None]:
    """Each test leaves no pending mutation record behind."""
    yield
    perform_a_microtask_checkpoint()
    assert not surrounding_agent.pending


def test_moves_before_the_child_or_last() -> None:
    document = html("<div id=a><i></i><b></b></div><div id=c><u></u></div>")
    a, c = document.getElementById("a"), document.getElementById("c")
    u = c.firstChild
    assert a.moveBefore(u, a.lastChild) is None  # (undefined, as in Chromium)
    assert names(a) == ["I", "U", "B"] and names(c) == []
    c.move_before(a.firstChild, None)
    assert names(a) == ["U", "B"] and names(c) == ["I"]
    a.moveBefore(a.lastChild, a.firstChild)  # within one parent
    assert names(a) == ["B", "U"]


def test_reference_child_that_is_the_node_moves_nothing() -> None:
    # 2. "If referenceChild is node, then set referenceChild to node's next sibling."
    document = html("<div><i></i><b></b></div>")
    div = document.querySelector("div")
    i, b = div.firstChild, div.lastChild
    div.moveBefore(i, i)
    div.moveBefore(b, b)
    assert list(div.childNodes) == [i, b]


def test_disconnected_trees_move_within_their_root() -> None:
    document = Document()
    parent = document.createElement("p")
    first, second = parent.appendChild(document.createElement("i")), document.createElement("b")
    parent.appendChild(second)
    parent.moveBefore(second, first)
    assert names(parent) == ["b", "i"]
    fragment = document.createDocumentFragment()
    element = fragment.appendChild(document.createElement("x"))
    text = fragment.appendChild(document.createTextNode("t"))
    fragment.moveBefore(text, element)  # (Chromium: "#text" first)
    assert fragment.firstChild is text


def error_name(call: Any) -> str:
    with pytest.raises(DOMException) as caught:
        call()
    return caught.value.name


def test_different_shadow_including_roots_throw() -> None:
    # 1. The roots differ: connected into disconnected, disconnected into connected, two
    # documents, a node with no parent.
    document = html("<div></div>")
    div = document.querySelector("div")
    loose = document.createElement("span")
    assert error_name(lambda: div.moveBefore(loose, None)) == "HierarchyRequestError"
    holder = document.createElement("p")
    holder.appendChild(loose)
    assert error_name(lambda: holder.moveBefore(div, None)) == "HierarchyRequestError"
    other = html("<p></p>")
    assert error_name(lambda: other.body.moveBefore(div, None)) == "HierarchyRequestError"
    assert div.parentNode is document.body and loose.parentNode is holder


def test_validity_checks_in_order() -> None:
    document = html("<!DOCTYPE html><div id=outer><div id=inner></div></div><p></p>")
    outer, inner = document.getElementById("outer"), document.getElementById("inner")
    p = document.querySelector("p")
    # 2. node is an inclusive ancestor of the new parent
    assert error_name(lambda: inner.moveBefore(outer, None)) == "HierarchyRequestError"
    assert error_name(lambda: outer.moveBefore(outer, None)) == "HierarchyRequestError"
    # 3. child is not the new parent's child (checked before the node's type)
    assert error_name(lambda: p.moveBefore(inner, outer)) == "NotFoundError"
    assert error_name(lambda: p.moveBefore(document.doctype, inner)) == "NotFoundError"
    # 4. only elements and character data move: not a doctype
    assert error_name(lambda: p.moveBefore(document.doctype, None)) == "HierarchyRequestError"
    # 5. no Text into a document
    text = p.appendChild(document.createTextNode("t"))
    assert error_name(lambda: document.moveBefore(text, None)) == "HierarchyRequestError"
    # 6. no second element in a document, nor one before its doctype
    assert error_name(lambda: document.moveBefore(p, None)) == "HierarchyRequestError"
    element = document.documentElement
    assert error_name(lambda: document.moveBefore(element, document.doctype)) == (
        "HierarchyRequestError"
    )
    assert names(document) == ["html", "HTML"] and p.firstChild is text


def test_document_children_move() -> None:
    # A comment moves into a document (Chromium: "#comment" first); the document element
    # moves among its document's children after the doctype.
    document = html("<!DOCTYPE html><body><!--c-->")
    comment = document.body.firstChild
    document.moveBefore(comment, document.doctype)
    assert names(document) == ["#comment", "html", "HTML"]
    # 6. the element would come before the doctype
    element = document.documentElement
    assert error_name(lambda: document.moveBefore(element, comment)) == "HierarchyRequestError"


def test_document_element_cannot_move_within_its_document() -> None:
    # 6. "newParent has an element child": the moved element itself counts (Chromium 156
    # throws the same for both calls).
    document = html("<!DOCTYPE html><!--c-->")
    comment, element = document.childNodes[1], document.documentElement
    assert error_name(lambda: document.moveBefore(element, comment)) == "HierarchyRequestError"
    assert error_name(lambda: document.moveBefore(element, None)) == "HierarchyRequestError"
    assert names(document) == ["html", "#comment", "HTML"]


def test_live_ranges_follow_the_standard() -> None:
    # The live range pre-remove steps, then insert's offset increase for the one node: the
    # same calls in Chromium give (p1, 0) to (p2, 2).
    document = html("<div id=p1></div><div id=p2></div>")
    p1, p2 = document.getElementById("p1"), document.getElementById("p2")
    k = p1.appendChild(document.createElement("span"))
    s = p2.appendChild(document.createElement("s"))
    live = document.createRange()
    live.setStart(p1, 0)
    live.setEnd(p2, 1)
    p2.moveBefore(k, s)
    assert (live.startContainer, live.startOffset) == (p1, 0)
    assert (live.endContainer, live.endOffset) == (p2, 2)
    inside = document.createRange()
    inside.selectNodeContents(k)
    p1.moveBefore(k, None)  # a boundary point inside the moved node goes to its old parent
    assert (inside.startContainer, inside.startOffset) == (p2, 0)
    assert (inside.endContainer, inside.endOffset) == (p2, 0)


def test_node_iterator_pre_remove_steps() -> None:
    document = html("<div id=a><i></i><b></b></div><div id=c></div>")
    a, c = document.getElementById("a"), document.getElementById("c")
    iterator = document.createNodeIterator(a, NodeFilter.SHOW_ELEMENT)
    assert iterator.nextNode() is a
    i = iterator.nextNode()
    assert i is a.firstChild
    c.moveBefore(i, None)  # the reference moves to the node before it
    assert iterator.referenceNode is a
    assert iterator.nextNode() is a.firstChild  # <b>


def test_one_removal_and_one_insertion_record() -> None:
    document = html("<div id=p1><i></i><span></span><b></b></div><div id=p2><u></u></div>")
    p1, p2 = document.getElementById("p1"), document.getElementById("p2")
    i, span, b = p1.childNodes
    u = p2.firstChild
    records: list[Any] = []
    observer = MutationObserver(lambda found, _observer: records.extend(found))
    observer.observe(document.body, childList=True, subtree=True)
    p2.moveBefore(span, u)
    perform_a_microtask_checkpoint()
    observer.disconnect()
    assert [
        (r.target, list(r.addedNodes), list(r.removedNodes), r.previousSibling, r.nextSibling)
        for r in records
    ] == [(p1, [], [span], i, b), (p2, [span], [], None, u)]


def test_option_moving_steps_update_the_select() -> None:
    # The option HTML element moving steps; the same calls in Chromium give these values.
    document = html(
        "<select><option>A</option><optgroup><option>B</option></optgroup>"
        "<option>C</option></select>"
    )
    a, b, c = document.querySelectorAll("option")
    select = document.querySelector("select")

    def selected() -> list[bool]:
        return [a.selected, b.selected, c.selected]

    assert selected() == [True, False, False]
    document.body.moveBefore(a, None)
    assert selected() == [True, True, False]
    document.body.moveBefore(b, None)
    assert selected() == [True, True, True]
    select.moveBefore(a, c)
    assert selected() == [True, True, False]
    assert select.selectedIndex == 0


def test_iframe_keeps_its_content_navigable() -> None:
    # No removing or insertion steps run: the child navigable is not destroyed, and no new
    # one (nor a load event) is made.
    document = document_from_response(b"<div id=a></div><div id=b></div>", "https://e.test/")
    create_top_level_traversable(document)
    iframe = document.createElement("iframe")
    loads: list[object] = []
    iframe.addEventListener("load", loads.append)
    document.getElementById("a").appendChild(iframe)
    inner = iframe.contentDocument
    assert inner is not None and len(loads) == 1
    document.getElementById("b").moveBefore(iframe, None)
    assert iframe.contentDocument is inner and len(loads) == 1
    iframe.remove()  # removing still destroys it
    assert iframe.contentDocument is None


def test_argument_errors_are_type_errors() -> None:
    document = html("<div></div>")
    div = document.querySelector("div")
    with pytest.raises(TypeError, match="parameter 1 is not of type 'Node'"):
        div.moveBefore(None, None)
    with pytest.raises(TypeError, match="parameter 2 is not of type 'Node'"):
        div.moveBefore(document.createElement("i"), "x")
    with pytest.raises(TypeError):
        div.moveBefore(document.createElement("i"))  # type: ignore[call-arg]


def test_deep_subtree_moves_without_recursion() -> None:
    document = html("<div id=a></div><div id=b></div>")
    top = node = document.createElement("div")
    for _ in range(100_000):
        node = node.appendChild(document.createElement("div"))
    document.getElementById("a").appendChild(top)
    document.getElementById("b").moveBefore(top, None)
    assert top.parentNode is document.getElementById("b")
