"""Ranges (https://dom.spec.whatwg.org/#ranges): boundary points, ``StaticRange``, ``Range``
and its live updates, HTML's ``createContextualFragment``. The expected boundary points and
trees are worked out here from the Standard's steps on small trees; a reference model of
"clone the contents" (the Standard's recursive steps, written here over the public API)
checks random ranges of random trees; deep trees run under a low recursion limit. WPT's
dom/ranges files run through the DOM runner (docs/wpt.md)."""

from __future__ import annotations

import copy
import gc
import pickle
import random
from collections.abc import Iterator
from typing import Any

import pytest

import webapi.html
from tests._sample import sampled
from tests.dom.test_deep_trees import low_recursion_limit
from webapi.dom import (
    AbstractRange,
    Document,
    DocumentFragment,
    DOMException,
    Node,
    Range,
    StaticRange,
)

MARKUP = "<p id=p>abc<b id=b>def</b>ghi</p><div id=div>jkl<!--c--></div>"


@pytest.fixture
def document() -> Document:
    return webapi.html.DOMParser().parseFromString(MARKUP, "text/html")


def shape(node: Any) -> Any:
    """A node as nested tuples: (nodeName, data) or (nodeName, children)."""
    if node.nodeType in (3, 4, 7, 8):
        return (node.nodeName, node.data)
    return (node.nodeName, tuple(shape(child) for child in node.childNodes))


def points(live_range: AbstractRange) -> tuple[Any, int, Any, int]:
    return (
        live_range.startContainer,
        live_range.startOffset,
        live_range.endContainer,
        live_range.endOffset,
    )


def error_name(call: Any, *arguments: Any) -> str:
    with pytest.raises(DOMException) as caught:
        call(*arguments)
    return caught.value.name


# --- the interfaces ---------------------------------------------------------------------------


def test_create_range_and_the_constructor(document: Document) -> None:
    live_range = document.createRange()
    assert isinstance(live_range, Range) and isinstance(live_range, AbstractRange)
    assert points(live_range) == (document, 0, document, 0) and live_range.collapsed
    assert live_range.commonAncestorContainer is document
    constructed = Range()  # (the thread's associated document, as new Text() has)
    assert constructed.startContainer.nodeType == Node.DOCUMENT_NODE
    assert constructed.startContainer is webapi.dom.Text().ownerDocument
    assert (Range.START_TO_START, Range.START_TO_END, Range.END_TO_END, Range.END_TO_START) == (
        0,
        1,
        2,
        3,
    )
    with pytest.raises(TypeError):
        AbstractRange()
    assert document.create_range().collapsed  # the snake_case alias


def test_set_start_and_end(document: Document) -> None:
    p, b = document.getElementById("p"), document.getElementById("b")
    text = p.firstChild
    live_range = document.createRange()
    live_range.setStart(text, 1)  # after the end (document, 0): the end follows
    assert points(live_range) == (text, 1, text, 1)
    live_range.setEnd(b, 1)
    assert points(live_range) == (text, 1, b, 1) and not live_range.collapsed
    live_range.setEnd(text, 0)  # before the start: the start follows
    assert points(live_range) == (text, 0, text, 0)
    live_range.setStartBefore(b)
    live_range.setEndAfter(b)
    assert points(live_range) == (p, 1, p, 2)
    live_range.setStartAfter(b)
    live_range.setEndBefore(b)  # before the start (p, 2): collapsed there
    assert points(live_range) == (p, 1, p, 1)
    # another tree: the other boundary point moves with it
    detached = document.createElement("span")
    live_range.setEnd(detached, 0)
    assert points(live_range) == (detached, 0, detached, 0)
    assert error_name(live_range.setStart, document.doctype or document, 99) == "IndexSizeError"
    doctype = document.implementation.createDocumentType("html", "", "")
    document.insertBefore(doctype, document.documentElement)
    assert error_name(live_range.setStart, doctype, 0) == "InvalidNodeTypeError"
    assert error_name(live_range.setStartBefore, document) == "InvalidNodeTypeError"
    assert error_name(live_range.setEnd, text, 4) == "IndexSizeError"


def test_collapse_select_and_compare(document: Document) -> None:
    p, b = document.getElementById("p"), document.getElementById("b")
    live_range = document.createRange()
    live_range.selectNode(b)
    assert points(live_range) == (p, 1, p, 2)
    live_range.selectNodeContents(p)
    assert points(live_range) == (p, 0, p, 3)
    live_range.selectNodeContents(p.firstChild)
    assert points(live_range) == (p.firstChild, 0, p.firstChild, 3)
    other = live_range.cloneRange()
    assert other is not live_range and points(other) == points(live_range)
    live_range.collapse(True)
    assert points(live_range) == (p.firstChild, 0, p.firstChild, 0)
    other.collapse()
    assert points(other) == (p.firstChild, 3, p.firstChild, 3)
    assert live_range.compareBoundaryPoints(Range.START_TO_START, other) == -1
    assert other.compareBoundaryPoints(Range.END_TO_END, live_range) == 1
    assert live_range.compareBoundaryPoints(Range.START_TO_END, live_range) == 0
    assert error_name(live_range.compareBoundaryPoints, 4, other) == "NotSupportedError"
    elsewhere = webapi.html.DOMParser().parseFromString("", "text/html").createRange()
    assert error_name(live_range.compareBoundaryPoints, 0, elsewhere) == "WrongDocumentError"
    live_range.detach()  # does nothing
    assert points(live_range) == (p.firstChild, 0, p.firstChild, 0)


def test_position_of_boundary_points(document: Document) -> None:
    """The position algorithm's three cases: one node, an ancestor, tree order."""
    p, b = document.getElementById("p"), document.getElementById("b")
    live_range = document.createRange()
    live_range.setStart(p, 1)  # before b
    live_range.setEnd(p, 2)  # after b
    assert live_range.comparePoint(b, 0) == 0 and live_range.comparePoint(b.firstChild, 3) == 0
    assert live_range.comparePoint(p.firstChild, 3) == -1  # (p, 1) is after the text's end
    assert live_range.comparePoint(p, 1) == 0 and live_range.comparePoint(p, 3) == 1
    assert live_range.comparePoint(document.getElementById("div"), 0) == 1
    assert live_range.comparePoint(document.body, 0) == -1
    assert live_range.isPointInRange(b, 1) and not live_range.isPointInRange(p, 0)
    assert not live_range.isPointInRange(document.createElement("x"), 0)  # another tree
    assert error_name(live_range.comparePoint, document.createElement("x"), 0) == (
        "WrongDocumentError"
    )
    assert error_name(live_range.comparePoint, p, 4) == "IndexSizeError"
    assert error_name(live_range.isPointInRange, p, 4) == "IndexSizeError"
    assert live_range.intersectsNode(b) and live_range.intersectsNode(p)
    assert live_range.intersectsNode(b.firstChild) and not live_range.intersectsNode(p.firstChild)
    assert live_range.intersectsNode(document)  # (no parent)
    assert not live_range.intersectsNode(document.createElement("x"))


def test_common_ancestor_and_stringifier(document: Document) -> None:
    p, b, div = (document.getElementById(name) for name in ("p", "b", "div"))
    live_range = document.createRange()
    live_range.setStart(b.firstChild, 1)
    live_range.setEnd(div.firstChild, 2)
    assert live_range.commonAncestorContainer is document.body
    assert str(live_range) == live_range.toString() == "efghijk"
    live_range.setEnd(b.firstChild, 2)
    assert live_range.commonAncestorContainer is b.firstChild and str(live_range) == "e"
    live_range.selectNodeContents(p)
    assert str(live_range) == "abcdefghi"
    assert (  # the comment's data is no Text node's
        str(document.createRange().__class__) != "" and "c" not in _whole(document, div)
    )


def _whole(document: Document, node: Any) -> str:
    live_range = document.createRange()
    live_range.selectNodeContents(node)
    return str(live_range)


def test_static_range(document: Document) -> None:
    p = document.getElementById("p")
    static = StaticRange(
        {"startContainer": p, "startOffset": 1, "endContainer": p.firstChild, "endOffset": 99}
    )
    assert points(static) == (p, 1, p.firstChild, 99)  # not checked: no valid range is needed
    assert not static.collapsed
    p.removeChild(p.firstChild)  # a static range does not follow
    assert points(static)[:2] == (p, 1)
    doctype = document.implementation.createDocumentType("html", "", "")
    attribute = document.createAttribute("a")
    for bad in (doctype, attribute):
        init = {"startContainer": p, "startOffset": 0, "endContainer": bad, "endOffset": 0}
        assert error_name(StaticRange, init) == "InvalidNodeTypeError"
    with pytest.raises(TypeError):
        StaticRange({"startContainer": p, "startOffset": 0, "endContainer": p})  # (required)
    assert not hasattr(static, "setStart")


def test_python_protocols(document: Document) -> None:
    live_range = document.createRange()
    live_range.selectNode(document.getElementById("b"))
    assert "Range start=(" in repr(live_range)
    copied = copy.copy(live_range)
    assert isinstance(copied, Range) and copied is not live_range
    assert points(copied) == points(live_range)
    with pytest.raises(TypeError):
        pickle.dumps(live_range)
    with pytest.raises(TypeError):
        copy.deepcopy(live_range)
    static = StaticRange(
        {"startContainer": document, "startOffset": 0, "endContainer": document, "endOffset": 0}
    )
    assert points(copy.copy(static)) == points(static) and "StaticRange" in repr(static)


# --- live ranges follow their tree ------------------------------------------------------------


def test_insert_and_remove_move_boundary_points(document: Document) -> None:
    p, b = document.getElementById("p"), document.getElementById("b")
    live_range = document.createRange()
    live_range.setStart(p, 1)
    live_range.setEnd(p, 3)
    p.insertBefore(document.createElement("x"), p.firstChild)  # insert, 5.: offsets > index
    assert points(live_range) == (p, 2, p, 4)
    p.insertBefore(document.createDocumentFragment(), b)  # nothing inserted
    fragment = document.createDocumentFragment()
    fragment.append("1", "2")
    p.insertBefore(fragment, b)  # two nodes at index 2: the start (p, 2) stays
    assert points(live_range) == (p, 2, p, 6)
    p.appendChild(document.createElement("y"))  # (child null: no step)
    assert points(live_range) == (p, 2, p, 6)
    p.removeChild(p.firstChild)  # remove: offsets > index decrease
    assert points(live_range) == (p, 1, p, 5)
    live_range.setStart(b.firstChild, 1)
    p.removeChild(b)  # a boundary point inside the removed node moves to (parent, index)
    assert points(live_range) == (p, 3, p, 4)
    body = document.body
    body.removeChild(p)  # p is an inclusive ancestor of both: (body, p's index)
    assert points(live_range) == (body, 0, body, 0)


def test_replace_data_moves_boundary_points(document: Document) -> None:
    text = document.getElementById("div").firstChild  # "jkl"
    ranges = []
    for offset in range(4):
        live_range = document.createRange()
        live_range.setStart(text, offset)
        ranges.append(live_range)
    text.replaceData(1, 1, "XYZ")  # "jXYZl": 8. (1, 2] -> 1; 10. > 2: + 3 - 1
    assert [r.startOffset for r in ranges] == [0, 1, 1, 5]
    text.appendData("!")  # nothing after the end
    assert [r.startOffset for r in ranges] == [0, 1, 1, 5]
    text.deleteData(0, 2)  # "YZl!": (0, 2] -> 0, > 2: -2
    assert [r.startOffset for r in ranges] == [0, 0, 0, 3]
    text.data = "ab"  # replace all: every offset in (0, 4] -> 0
    assert [r.startOffset for r in ranges] == [0, 0, 0, 0]
    assert all(r.startContainer is text for r in ranges)


def test_split_text_moves_boundary_points(document: Document) -> None:
    p = document.getElementById("p")
    text = p.firstChild  # "abc"
    inside, at_split, after_text = (document.createRange() for _ in range(3))
    inside.setStart(text, 3)
    at_split.setStart(text, 1)
    after_text.setStart(p, 1)  # (p, text's index + 1)
    after_text.setEnd(p, 1)
    new = text.splitText(1)
    assert new.data == "bc" and text.data == "a"
    assert (inside.startContainer, inside.startOffset) == (new, 2)  # 7.2.
    assert (at_split.startContainer, at_split.startOffset) == (text, 1)  # not > offset
    assert points(after_text) == (p, 2, p, 2)  # 7.4.-7.5.


def test_normalize_moves_boundary_points(document: Document) -> None:
    div = document.createElement("div")
    first = div.appendChild(document.createTextNode("ab"))
    second = div.appendChild(document.createTextNode("cd"))
    div.appendChild(document.createTextNode(""))
    third = div.appendChild(document.createTextNode("ef"))
    in_second, between, in_third, at_end = (document.createRange() for _ in range(4))
    in_second.setStart(second, 1)
    between.setStart(div, 1)  # (div, second's index)
    in_third.setStart(third, 2)
    at_end.setStart(div, 4)
    div.normalize()
    assert div.childNodes.length == 1 and first.data == "abcdef"
    assert (in_second.startContainer, in_second.startOffset) == (first, 3)  # 6.1.
    assert (between.startContainer, between.startOffset) == (first, 2)  # 6.3.
    # the empty text removed first (its index 2), then (div, 3) is third's index: 6.3.
    assert (in_third.startContainer, in_third.startOffset) == (first, 6)
    assert (at_end.startContainer, at_end.startOffset) == (div, 1)


def test_adopted_nodes_keep_their_ranges_live(document: Document) -> None:
    span = document.createElement("span")
    span.append("abc")
    live_range = document.createRange()
    live_range.setStart(span.firstChild, 2)
    other = webapi.html.DOMParser().parseFromString("", "text/html")
    other.body.appendChild(span)  # adopted: the range follows its tree's document
    span.firstChild.deleteData(0, 1)
    assert (live_range.startContainer, live_range.startOffset) == (span.firstChild, 1)
    span.insertBefore(other.createElement("i"), span.firstChild)
    live_range.setStart(span, 1)
    span.removeChild(span.firstChild)
    assert (live_range.startContainer, live_range.startOffset) == (span, 0)


def test_a_document_without_ranges_pays_one_test() -> None:
    document = webapi.html.DOMParser().parseFromString(MARKUP, "text/html")
    document.body.appendChild(document.createElement("x"))
    document.getElementById("div").firstChild.data = "changed"
    assert document._live_ranges is None
    live_range = document.createRange()
    assert len(document._live_ranges) == 1
    del live_range
    gc.collect()
    assert not document._live_ranges  # a range nobody holds is forgotten


# --- contents ----------------------------------------------------------------------------------


def test_clone_extract_and_delete_contents(document: Document) -> None:
    p, b, div = (document.getElementById(name) for name in ("p", "b", "div"))
    live_range = document.createRange()
    live_range.setStart(b.firstChild, 1)
    live_range.setEnd(div.firstChild, 2)
    expected = (
        ("P", (("B", (("#text", "ef"),)), ("#text", "ghi"))),
        ("DIV", (("#text", "jk"),)),
    )
    clone = live_range.cloneContents()
    assert isinstance(clone, DocumentFragment) and shape(clone)[1] == expected
    assert document.body.innerHTML.startswith('<p id="p">abc<b id="b">def</b>')
    extracted = live_range.extractContents()
    assert shape(extracted)[1] == expected
    assert extracted.firstChild.id == "p"  # a clone: attributes copied, an element of the same kind
    assert (
        document.body.innerHTML == '<p id="p">abc<b id="b">d</b></p><div id="div">l<!--c--></div>'
    )
    assert points(live_range) == (document.body, 1, document.body, 1)
    live_range.selectNodeContents(document.body)
    live_range.setStart(p.firstChild, 1)
    live_range.deleteContents()
    assert document.body.innerHTML == '<p id="p">a</p>'
    assert points(live_range) == (document.body, 1, document.body, 1)  # (p's index + 1)
    empty = live_range.extractContents()
    assert empty.childNodes.length == 0 and empty.ownerDocument is document


def test_contents_within_one_character_data_node(document: Document) -> None:
    comment = document.getElementById("div").lastChild
    live_range = document.createRange()
    live_range.setStart(comment, 0)
    live_range.setEnd(comment, 1)
    assert shape(live_range.cloneContents())[1] == (("#comment", "c"),)
    assert shape(live_range.extractContents())[1] == (("#comment", "c"),)
    assert comment.data == ""
    live_range.setEnd(comment, 0)


def test_a_doctype_cannot_be_extracted() -> None:
    document = webapi.html.DOMParser().parseFromString("<!doctype html><p>x", "text/html")
    live_range = document.createRange()
    live_range.selectNodeContents(document)
    assert error_name(live_range.cloneContents) == "HierarchyRequestError"
    assert error_name(live_range.extractContents) == "HierarchyRequestError"
    assert document.documentElement is not None  # nothing moved


def test_insert_node(document: Document) -> None:
    p = document.getElementById("p")
    live_range = document.createRange()
    live_range.setStart(p.firstChild, 1)  # collapsed in a Text node: split, the end follows
    new = document.createElement("hr")
    live_range.insertNode(new)
    assert p.innerHTML == 'a<hr>bc<b id="b">def</b>ghi'
    assert points(live_range) == (p.firstChild, 1, p, 2)
    fragment = document.createDocumentFragment()
    fragment.append("1", "2")
    live_range.setStart(p, 0)
    live_range.setEnd(p, 0)
    live_range.insertNode(fragment)
    assert p.innerHTML.startswith("12a<hr>") and points(live_range) == (p, 0, p, 2)
    comment = document.getElementById("div").lastChild
    live_range.setStart(comment, 0)
    assert error_name(live_range.insertNode, new) == "HierarchyRequestError"
    live_range.selectNode(new)
    assert error_name(live_range.insertNode, document.body) == "HierarchyRequestError"
    detached = document.createTextNode("x")
    live_range.setStart(detached, 0)
    assert error_name(live_range.insertNode, new) == "HierarchyRequestError"


def test_surround_contents(document: Document) -> None:
    p, b = document.getElementById("p"), document.getElementById("b")
    live_range = document.createRange()
    live_range.setStart(p.firstChild, 1)
    live_range.setEnd(p.lastChild, 1)
    wrapper = document.createElement("span")
    wrapper.append("old")
    live_range.surroundContents(wrapper)
    assert p.innerHTML == 'a<span>bc<b id="b">def</b>g</span>hi'
    assert points(live_range) == (p, 1, p, 2)
    live_range.setStart(b.firstChild, 1)  # b is partially contained
    assert error_name(live_range.surroundContents, document.createElement("i")) == (
        "InvalidStateError"
    )
    live_range.selectNode(b)
    assert error_name(live_range.surroundContents, document.createDocumentFragment()) == (
        "InvalidNodeTypeError"
    )


def test_create_contextual_fragment(document: Document) -> None:
    table = webapi.html.DOMParser().parseFromString("<table><tr id=r></tr></table>", "text/html")
    live_range = table.createRange()
    live_range.selectNodeContents(table.getElementById("r"))
    cells = live_range.createContextualFragment("<td>a<td>b")
    assert shape(cells)[1] == (("TD", (("#text", "a"),)), ("TD", (("#text", "b"),)))
    live_range.selectNodeContents(table.documentElement)  # html: parsed as in a body
    assert [n.nodeName for n in live_range.createContextualFragment("<td>a<p>b").childNodes] == [
        "#text",
        "P",
    ]
    live_range.setStart(table, 0)  # no element: a body
    assert live_range.createContextualFragment("<tr>").childNodes.length == 0
    text = document.getElementById("p").firstChild
    live_range = document.createRange()
    live_range.setStart(text, 1)  # a Text node: its parent element
    fragment = live_range.createContextualFragment("<b>x</b>")
    assert fragment.ownerDocument is document and fragment.firstChild.tagName == "B"


# --- a reference model: the Standard's recursive "clone the contents", on small trees ----------


def _contained(node: Any, live_range: Any) -> bool:
    root = live_range.startContainer.getRootNode()
    return (
        node.getRootNode() is root
        and live_range.comparePoint(node, 0) == 0
        and live_range.comparePoint(node, _length(node)) == 0
        and not _is_inclusive_ancestor(node, live_range.startContainer)
        and not _is_inclusive_ancestor(node, live_range.endContainer)
    )


def _is_inclusive_ancestor(a: Any, b: Any) -> bool:
    return a is b or bool(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_CONTAINED_BY)


def _partially_contained(node: Any, live_range: Any) -> bool:
    start = _is_inclusive_ancestor(node, live_range.startContainer)
    end = _is_inclusive_ancestor(node, live_range.endContainer)
    return start != end


def _length(node: Any) -> int:
    if node.nodeType in (3, 4, 7, 8):
        return len(node.data)
    return node.childNodes.length


def model_clone_contents(live_range: Any) -> Any:
    """https://dom.spec.whatwg.org/#concept-range-clone, step by step, recursing."""
    start, start_offset = live_range.startContainer, live_range.startOffset
    end, end_offset = live_range.endContainer, live_range.endOffset
    document = start if start.nodeType == 9 else start.ownerDocument
    fragment = document.createDocumentFragment()
    if live_range.collapsed:
        return fragment
    if start is end and start.nodeType in (3, 4, 7, 8):
        clone = start.cloneNode()
        clone.data = start.data[start_offset:end_offset]
        fragment.appendChild(clone)
        return fragment
    common = live_range.commonAncestorContainer
    first = last = None
    if not _is_inclusive_ancestor(start, end):
        first = next(c for c in common.childNodes if _partially_contained(c, live_range))
    if not _is_inclusive_ancestor(end, start):
        last = [c for c in common.childNodes if _partially_contained(c, live_range)][-1]
    contained = [c for c in common.childNodes if _contained(c, live_range)]
    if first is not None and first.nodeType in (3, 4, 7, 8):
        clone = start.cloneNode()
        clone.data = start.data[start_offset:]
        fragment.appendChild(clone)
    elif first is not None:
        clone = fragment.appendChild(first.cloneNode())
        subrange = document.createRange()
        subrange.setStart(start, start_offset)
        subrange.setEnd(first, _length(first))
        clone.appendChild(model_clone_contents(subrange))
    for child in contained:
        fragment.appendChild(child.cloneNode(True))
    if last is not None and last.nodeType in (3, 4, 7, 8):
        clone = end.cloneNode()
        clone.data = end.data[:end_offset]
        fragment.appendChild(clone)
    elif last is not None:
        clone = fragment.appendChild(last.cloneNode())
        subrange = document.createRange()
        subrange.setStart(last, 0)
        subrange.setEnd(end, end_offset)
        clone.appendChild(model_clone_contents(subrange))
    return fragment


def random_tree(rng: random.Random, document: Any) -> Any:
    top = document.createElement("div")
    nodes = [top]
    for index in range(rng.randrange(1, 14)):
        parent = rng.choice([n for n in nodes if n.nodeType == 1])
        kind = rng.random()
        if kind < 0.45:
            node = document.createElement(rng.choice("abi"))
        elif kind < 0.9:
            node = document.createTextNode("t" * rng.randrange(0, 4) + str(index))
        else:
            node = document.createComment("c" * rng.randrange(0, 3))
        parent.appendChild(node)
        nodes.append(node)
    return top, nodes


def random_range(rng: random.Random, document: Any, nodes: list[Any]) -> Any:
    live_range = document.createRange()
    live_range.selectNodeContents(nodes[0])
    for setter in ("setStart", "setEnd"):
        node = rng.choice(nodes)
        getattr(live_range, setter)(node, rng.randrange(_length(node) + 1))
    return live_range


@pytest.mark.parametrize("seed", range(200))
@sampled()
def test_contents_against_the_model(seed: int) -> None:
    rng = random.Random(seed)
    document = webapi.html.DOMParser().parseFromString("", "text/html")
    top, nodes = random_tree(rng, document)
    document.body.appendChild(top)
    live_range = random_range(rng, document, nodes)
    expected = shape(model_clone_contents(live_range))
    assert shape(live_range.cloneContents()) == expected
    before = shape(top)
    expected_text = "".join(
        n.data for n in _text_nodes(top) if _contained(n, live_range)
    )  # the stringifier's middle part
    assert expected_text in str(live_range)
    assert shape(live_range.extractContents()) == expected
    assert shape(top) != before or not expected[1] or live_range.collapsed
    assert live_range.collapsed


def _text_nodes(node: Any) -> Iterator[Any]:
    for child in node.childNodes:
        if child.nodeType == 3:
            yield child
        yield from _text_nodes(child)


# --- deep trees: the Standard's recursion written as loops --------------------------------------


def deep_document(depth: int) -> tuple[Any, Any, Any]:
    """A body holding a chain of ``depth`` ``i`` elements whose deepest holds "abc", then a
    Text node "tail": (document, the deepest text, the tail)."""
    document = webapi.html.DOMParser().parseFromString("", "text/html")
    bottom = document.body.appendChild(document.createElement("i"))
    for _ in range(depth - 1):
        bottom = bottom.appendChild(document.createElement("i"))
    text = bottom.appendChild(document.createTextNode("abc"))
    tail = document.body.appendChild(document.createTextNode("tail"))
    return document, text, tail


@pytest.mark.parametrize(
    "depth", [20_000, pytest.param(200_000, marks=pytest.mark.slow)], ids=["20000", "200000"]
)
def test_ranges_over_a_deep_tree(depth: int) -> None:
    document, text, tail = deep_document(depth)
    with low_recursion_limit():
        live_range = document.createRange()
        live_range.setStart(text, 1)
        live_range.setEnd(tail, 2)
        assert live_range.commonAncestorContainer is document.body
        assert str(live_range) == "bcta"
        assert live_range.comparePoint(document.body.firstChild, 0) == -1
        assert live_range.intersectsNode(text) and live_range.isPointInRange(text, 2)
        clone = live_range.cloneContents()
        assert clone.textContent == "bcta"
        extracted = live_range.extractContents()
        assert extracted.textContent == "bcta" and text.data == "a" and tail.data == "il"
        assert points(live_range) == (document.body, 1, document.body, 1)
        live_range.setStart(text, 0)
        live_range.deleteContents()
        assert text.data == "" and document.body.lastChild is tail
        reverse = document.createRange()  # the end deep, the start shallow
        reverse.setStart(document.body, 0)
        reverse.setEnd(text, 0)
        assert reverse.cloneContents().firstChild.nodeName == "I"
        reverse.selectNodeContents(document.body)
        reverse.deleteContents()
        assert document.body.firstChild is None
