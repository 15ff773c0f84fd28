"""The hostile trees' shapes (issue 43, "Bad input"; their times are rows of
benchmarks/hostile) at small sizes, with their exact answers: a deep chain built with
``appendChild`` both ways, many siblings, many attributes on one element, many elements for
``getElementsByTagName``/``getElementsByClassName``; and the bookkeeping that keeps building
linear (insertion and removing steps run over the nodes that have them, the ancestor check's
shortcut) against a model written from the Standard's words: "for each shadow-including
inclusive descendant ... in shadow-including tree order, run the insertion steps", and the
removing steps for the removed node then each of its descendants, and the moving steps
likewise for ``moveBefore``."""

from __future__ import annotations

import random
import sys
from typing import Any

import pytest

from webapi.dom import Document, DOMException, Element, MutationObserver, Node
from webapi.dom.engine import make_node
from webapi.html import DOMParser
from webapi.infra import HTML_NAMESPACE

steps_run: list[tuple[str, str]] = []


class Stepped(Element):
    """An element class with insertion, removing and moving steps that record their runs."""

    __slots__ = ()

    def _insertion_steps(self) -> None:
        steps_run.append(("inserted", self.id))

    def _removing_steps(self, is_subtree_root: bool, old_ancestor: object) -> None:
        steps_run.append(("removed" if is_subtree_root else "removed below", self.id))

    def _moving_steps(self, is_subtree_root: bool, old_ancestor: object) -> None:
        steps_run.append(("moved" if is_subtree_root else "moved below", self.id))


def html_document() -> Document:
    return DOMParser().parseFromString("<!doctype html><body>", "text/html")  # type: ignore[no-any-return]


def inclusive_descendants(node: Node) -> list[Node]:
    """The model's tree order: a stack of the children still to visit (no recursion)."""
    found: list[Node] = []
    stack = [node]
    while stack:
        current = stack.pop()
        found.append(current)
        stack.extend(reversed(list(current.childNodes)))
    return found


def stepped_ids(node: Node) -> list[str]:
    return [n.id for n in inclusive_descendants(node) if isinstance(n, Stepped)]


def test_insertion_and_removing_steps_match_the_standards_walk() -> None:
    """Random trees of stepped and plain elements, moved about with appendChild, insertBefore,
    remove, replaceChild and fragments: every insertion runs the steps of exactly the stepped
    inclusive descendants in tree order, every removal the removed node's then its stepped
    descendants' (however the bookkeeping learnt or forgot which subtrees hold them)."""
    rng = random.Random(43)
    document = html_document()
    made = 0

    def element() -> Element:
        nonlocal made
        made += 1
        if rng.random() < 0.3:
            node: Element = make_node(Stepped, document, HTML_NAMESPACE, "x")
        else:
            node = document.createElement("y")
        node.id = str(made)
        return node

    nodes = [element() for _ in range(12)]
    for _ in range(1_500):
        node = rng.choice(nodes)
        target = rng.choice(nodes)
        action = rng.randrange(5)
        steps_run.clear()
        try:
            if action == 0:
                nodes.append(element())
                expected_in = stepped_ids(nodes[-1])
                target.appendChild(nodes[-1])
            elif action == 1 and node.parentNode is not None:
                parent = node.parentNode
                expected = [("removed", i) for i in stepped_ids(node)[:1] if i == node.id]
                expected += [("removed below", i) for i in stepped_ids(node) if i != node.id]
                parent.removeChild(node)
                assert steps_run == expected
                continue
            elif action == 2:
                fragment = document.createDocumentFragment()
                fragment.append(element(), element())
                steps_run.clear()  # (their insertion into the fragment)
                nodes.extend(fragment.childNodes)  # type: ignore[arg-type]
                expected_in = [i for child in fragment.childNodes for i in stepped_ids(child)]
                target.insertBefore(fragment, target.firstChild)
                # (the fragment's children are removed from it first: their removing steps)
                assert steps_run[: len(expected_in)] == [("removed", i) for i in expected_in]
                del steps_run[: len(expected_in)]
            else:
                was_attached = node.parentNode is not None
                moved_ids = stepped_ids(node)
                target.appendChild(node)
                removed = [("removed", moved_ids[0])] if moved_ids[:1] == [node.id] else []
                removed += [("removed below", i) for i in moved_ids if i != node.id]
                expected_in = moved_ids
                if was_attached:
                    assert steps_run[: len(removed)] == removed
                    del steps_run[: len(removed)]
        except DOMException as error:
            assert error.name == "HierarchyRequestError"
            assert target is node or node.contains(target)
            continue
        assert steps_run == [("inserted", i) for i in expected_in]


def test_moving_steps_match_the_standards_walk() -> None:
    """Random moves among stepped and plain elements, with appendChild between them (so the
    bookkeeping of which subtrees hold steps learns and forgets): each move runs the moving
    steps of exactly the stepped inclusive descendants in tree order, isSubtreeRoot true for
    the moved node only, and no insertion or removing steps; a refused move runs none."""
    rng = random.Random(43)
    document = html_document()
    top = document.body.appendChild(document.createElement("div"))
    nodes: list[Any] = []
    for made in range(40):
        if rng.random() < 0.3:
            node = make_node(Stepped, document, HTML_NAMESPACE, "x")
        else:
            node = document.createElement("y")
        node.id = str(made)
        rng.choice([top, *nodes]).appendChild(node)
        nodes.append(node)
    for _ in range(1_500):
        node, target = rng.choice(nodes), rng.choice([top, *nodes])
        steps_run.clear()
        if rng.random() < 0.1:
            if not node.contains(target):
                target.appendChild(node)
            continue
        child = rng.choice([None, *target.childNodes])
        ids = stepped_ids(node)
        # "If referenceChild is node, then set referenceChild to node's next sibling."
        expected_next = node.nextSibling if child is node else child
        try:
            target.moveBefore(node, child)
        except DOMException as error:
            assert error.name == "HierarchyRequestError" and node.contains(target)
            assert steps_run == []
            continue
        expected = [("moved" if i == node.id else "moved below", i) for i in ids]
        assert steps_run == expected
        assert node.parentNode is target
        assert node.nextSibling is expected_next


def test_the_ancestor_check_of_a_node_with_no_children() -> None:
    """A childless node is a host-including inclusive ancestor of itself alone, unless it is a
    template whose contents hold the parent."""
    document = html_document()
    leaf = document.createElement("p")
    with pytest.raises(DOMException) as raised:
        leaf.appendChild(leaf)
    assert raised.value.name == "HierarchyRequestError"
    template = document.createElement("template")
    with pytest.raises(DOMException):
        template.content.appendChild(template)  # type: ignore[attr-defined]
    inner = template.content.appendChild(document.createElement("div"))  # type: ignore[attr-defined]
    with pytest.raises(DOMException):
        inner.appendChild(template)
    assert template.childNodes.length == 0
    other = document.createElement("template")
    inner.appendChild(other)  # (another template: no ancestor of inner)
    assert other.parentNode is inner


@pytest.mark.parametrize("direction", ["top-down", "bottom-up"])
def test_a_chain_with_options_runs_their_steps(direction: str) -> None:
    """Options at the bottom of a chain built either way, the chain then put in a select: the
    select's options and selected option are the Standard's."""
    document = html_document()
    options = []
    for text in ("a", "b"):
        option = document.createElement("option")
        option.textContent = text
        options.append(option)
    options[1].setAttribute("selected", "")
    select = document.createElement("select")
    holder = document.createElement("div")
    if direction == "top-down":
        bottom = holder
        for _ in range(50):
            bottom = bottom.appendChild(document.createElement("span"))
        bottom.append(*options)
        chain = holder
    else:
        chain = document.createElement("span")
        chain.append(*options)
        for _ in range(50):
            parent = document.createElement("span")
            parent.appendChild(chain)
            chain = parent
    select.appendChild(chain)
    assert select.length == 2 and select.item(1) is options[1]  # type: ignore[attr-defined]
    assert select.value == "b" and select.selectedIndex == 1  # type: ignore[attr-defined]
    assert options[1].index == 1 and options[1].selected  # type: ignore[attr-defined]
    chain.remove()
    assert select.length == 0 and select.selectedIndex == -1  # type: ignore[attr-defined]
    assert options[1].index == 0  # type: ignore[attr-defined]  # (in no select)
    select.appendChild(options[0])
    assert select.selectedIndex == 0  # type: ignore[attr-defined]


def test_siblings() -> None:
    document = html_document()
    parent = document.createElement("div")
    count = 300
    for i in range(count):
        parent.appendChild(document.createElement("i")).id = f"a{i}"
    for i in range(count):
        parent.insertBefore(document.createElement("b"), parent.firstChild).id = f"b{i}"
    assert parent.childNodes.length == parent.children.length == 2 * count
    ids = [parent.childNodes[i].id for i in range(2 * count)]  # type: ignore[union-attr]
    assert ids == [f"b{i}" for i in reversed(range(count))] + [f"a{i}" for i in range(count)]
    assert [parent.children[i].id for i in range(2 * count)] == ids  # type: ignore[union-attr]
    assert parent.childNodes.item(2 * count) is None and parent.children.item(2 * count) is None
    removed = []
    while parent.firstChild is not None:
        removed.append(parent.removeChild(parent.firstChild).id)
        assert parent.childNodes.length == 2 * count - len(removed)
    assert removed == ids and parent.lastChild is None


def test_many_attributes() -> None:
    document = html_document()
    element = document.createElement("div")
    count = 300
    for i in range(count):
        element.setAttribute(f"A{i}", str(i))  # (lowercased: an HTML element)
    assert element.getAttribute(f"a{count - 1}") == str(count - 1)
    assert element.getAttributeNames() == [f"a{i}" for i in range(count)]
    for i in range(0, count, 2):
        element.removeAttribute(f"A{i}")
    element.removeAttributeNS(None, "a1")
    element.removeAttributeNS("urn:x", "a3")  # (no such attribute: nothing)
    element.removeAttribute("missing")
    left = [f"a{i}" for i in range(3, count, 2)]
    assert element.getAttributeNames() == left
    attributes = element.attributes
    assert attributes.length == len(left)
    assert [attributes.item(i).name for i in range(len(left))] == left  # type: ignore[union-attr]
    assert attributes.item(len(left)) is None
    assert attributes.item(0).ownerElement is element  # type: ignore[union-attr]
    removed = element.attributes.removeNamedItem("a5")
    assert removed.value == "5" and removed.ownerElement is None
    for name in left:
        element.removeAttribute(name)
    assert not element.hasAttributes() and element.attributes.length == 0


def test_removing_attributes_no_attr_node_was_made_for() -> None:
    """Removing from an element that never handed out an ``Attr`` node (its attributes kept
    as values): the mutation records have the old values, the removed ``Attr`` of
    ``removeNamedItemNS`` has the value and no element."""
    document = html_document()
    element = document.createElement("div")
    element.setAttribute("a", "1")
    element.setAttribute("b", "2")
    element.setAttribute("c", "3")
    observer = MutationObserver(lambda records, observer: None)
    observer.observe(element, {"attributeOldValue": True})
    element.removeAttribute("B")
    element.removeAttributeNS("", "c")
    records = observer.takeRecords()
    assert [(r.attributeName, r.oldValue) for r in records] == [("b", "2"), ("c", "3")]
    observer.disconnect()
    element.setAttribute("b", "2")
    assert element.getAttributeNames() == ["a", "b"]
    removed = element.attributes.removeNamedItemNS(None, "a")
    assert (removed.name, removed.value, removed.ownerElement) == ("a", "1", None)
    assert element.getAttributeNames() == ["b"]
    with pytest.raises(DOMException) as raised:
        element.attributes.removeNamedItem("a")
    assert raised.value.name == "NotFoundError"


def test_elements_by_tag_and_class_name() -> None:
    document = html_document()
    count = 200
    for i in range(count):
        element = document.body.appendChild(document.createElement("p" if i % 2 else "span"))
        element.className = "c d" if i % 3 else "d"
        element.id = str(i)
    by_tag = document.getElementsByTagName("p")
    by_class = document.getElementsByClassName("c")
    assert [e.id for e in by_tag] == [str(i) for i in range(count) if i % 2]
    assert [by_class[i].id for i in range(by_class.length)] == [  # type: ignore[union-attr]
        str(i) for i in range(count) if i % 3
    ]
    document.body.firstElementChild.className = "c"  # type: ignore[union-attr]
    assert by_class.length == len([i for i in range(count) if i % 3]) + 1  # (live)


def test_innerhtml_deep_nesting_and_no_recursion() -> None:
    """Hostile markup through innerHTML: deep nesting parsed and serialized back under a low
    recursion limit."""
    document = html_document()
    depth = 3_000
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(400)
    try:
        document.body.innerHTML = "<div>" * depth + "x"
        assert document.body.innerHTML == "<div>" * depth + "x" + "</div>" * depth
        document.body.innerHTML = "<select>" + "<span><option>" * 50
        assert document.body.getElementsByTagName("option").length == 50
    finally:
        sys.setrecursionlimit(previous)
