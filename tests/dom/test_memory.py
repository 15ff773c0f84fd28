"""Every document is freed once the program drops it (issue 58 item 1): whatever the program
read or made of it (``childNodes`` of every node, iterators, live collections, observers,
live ranges), no table of webapi's keeps it alive. A weak reference to the document is dead
after the access pattern, the references dropped and one ``gc.collect()`` (the tree's
parent/child links are reference cycles: the cyclic collector frees a tree, not reference
counting alone). ``benchmarks/dom_memory.py`` measures the same patterns over 10,000 pages."""

from __future__ import annotations

import gc
import sys
import weakref
from collections.abc import Callable
from typing import Any

import pytest

from webapi.dom import AbortController, MutationObserver, perform_a_microtask_checkpoint
from webapi.eventloop import EventLoop, VirtualClock
from webapi.html import DOMParser

PAGE = (
    "<!DOCTYPE html><html><head><title>t</title></head><body>"
    "<div id=a class=c title=x><!--comment--><p>text <a href=/x>link</a></p></div>"
    "<svg><?pi data?></svg><p class=c>more</p></body></html>"
)


def parse() -> Any:
    return DOMParser().parseFromString(PAGE, "text/html")


def freed_after(pattern: Callable[[Any], object]) -> bool:
    """Whether a document is collected once ``pattern(document)`` ran and both the document
    and what the pattern returned were dropped."""
    document = parse()
    result = pattern(document)
    reference = weakref.ref(document)
    del document, result
    gc.collect()
    return reference() is None


def _walk(node: Any) -> None:
    if node.nodeType == 1:
        for attribute in node.attributes:
            attribute.childNodes  # noqa: B018
    for child in node.childNodes:
        _walk(child)


def test_recursive_child_nodes_walk() -> None:
    # reading childNodes of a Text, Comment, ProcessingInstruction, DocumentType or Attr node
    # kept the node, and so its document, alive for ever
    assert freed_after(_walk)


@pytest.mark.parametrize(
    "leaf",
    [
        lambda d: d.doctype,
        lambda d: d.createTextNode("x"),
        lambda d: d.createComment("x"),
        lambda d: d.createProcessingInstruction("x", "y"),
        lambda d: d.createAttribute("x"),
        lambda d: d.querySelector("[title]").getAttributeNode("title"),
    ],
    ids=["doctype", "text", "comment", "pi", "attr", "attr-of-element"],
)
def test_child_nodes_of_a_leaf(leaf: Callable[[Any], Any]) -> None:
    assert freed_after(lambda document: leaf(document).childNodes)


def test_child_nodes_of_a_leaf_is_an_empty_node_list_of_its_own() -> None:
    # what the change kept: [SameObject], a NodeList per node, empty
    document = parse()
    text = document.createTextNode("x")
    comment = document.createComment("x")
    assert text.childNodes is text.childNodes
    assert text.childNodes is not comment.childNodes
    assert len(text.childNodes) == 0 and text.childNodes.item(0) is None
    assert type(text.childNodes).__name__ == "NodeList"
    assert document.doctype.childNodes.length == 0


def test_tree_walker_and_node_iterator() -> None:
    def walker(document: Any) -> object:
        walker = document.createTreeWalker(document, 0xFFFFFFFF)
        while walker.nextNode() is not None:
            pass
        return walker

    def iterator(document: Any) -> object:
        iterator = document.createNodeIterator(document, 0xFFFFFFFF, lambda node: 1)
        while iterator.nextNode() is not None:
            pass
        document.body.lastChild.remove()  # (the iterator's pre-removing steps)
        return iterator

    assert freed_after(walker)
    assert freed_after(iterator)


def test_query_selector_all_and_live_collections() -> None:
    def collections(document: Any) -> object:
        by_tag = document.getElementsByTagName("a")
        by_class = document.getElementsByClassName("c")
        document.body.append(document.createElement("a"))
        return len(by_tag), len(by_class), document.body.children.length

    assert freed_after(lambda document: [a.href for a in document.querySelectorAll("a")])
    assert freed_after(collections)


def _mutate(document: Any) -> None:
    body = document.body
    body.append(document.createElement("span"))
    body.setAttribute("data-x", "1")
    document.querySelector("p").firstChild.data = "changed"
    body.firstChild.remove()


@pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="Pyodide's loop is always running: the records wait in a queued microtask, held until "
    "it runs (the case of no loop and no checkpoint does not arise there)",
)
def test_mutation_observer_records_never_delivered() -> None:
    # no event loop, no checkpoint: the records waited in the thread's pending observers,
    # holding their nodes (and the observers' registered lists were a table of the module)
    def observed(document: Any) -> None:
        observer = MutationObserver(lambda records, observer: None)
        observer.observe(
            document, childList=True, attributes=True, characterData=True, subtree=True
        )
        _mutate(document)

    assert freed_after(observed)


def test_mutation_observer_delivered() -> None:
    # the callback references the document: the module's table of registered observer lists
    # held the observer, and so the document
    delivered: list[str] = []

    def observed(document: Any) -> object:
        observer = MutationObserver(
            lambda records, observer: delivered.append(f"{len(records)} {document.title}")
        )
        observer.observe(document, childList=True, subtree=True)
        _mutate(document)
        perform_a_microtask_checkpoint()
        return observer

    assert freed_after(observed)
    assert delivered == ["2 t"]


def test_a_dropped_observer_still_observes_a_document_the_program_holds() -> None:
    # the node keeps its observers alive (through its document), as the Standard's registered
    # observer list does: an observer the program did not keep still gets its records
    delivered: list[str] = []
    document = parse()
    MutationObserver(lambda records, observer: delivered.extend(r.type for r in records)).observe(
        document.body, childList=True
    )
    gc.collect()
    document.body.append("x")
    perform_a_microtask_checkpoint()
    assert delivered == ["childList"]


def test_an_adopted_node_keeps_its_observer() -> None:
    # the node moves to another document, its first document is dropped: the observer lives
    # on with the node
    delivered: list[str] = []
    first, second = parse(), parse()
    node = first.querySelector("p")
    MutationObserver(lambda records, observer: delivered.extend(r.type for r in records)).observe(
        node, attributes=True
    )
    second.body.append(second.adoptNode(node))
    reference = weakref.ref(first)
    del first
    gc.collect()
    assert reference() is None
    node.setAttribute("x", "1")
    perform_a_microtask_checkpoint()
    assert delivered == ["attributes"]


def test_live_range() -> None:
    def ranged(document: Any) -> object:
        range_ = document.createRange()
        range_.selectNodeContents(document.body)
        _mutate(document)
        return range_

    assert freed_after(ranged)


def test_steps_run_after_a_timeout_are_not_kept() -> None:
    # webapi's timer thread kept the last steps it ran (and what they referenced) until the
    # next timer's steps ran; the event loop drops a timer's steps when they run or when it
    # is cancelled
    class Held:
        pass

    loop = EventLoop(VirtualClock())
    ran: list[int] = []
    references = []
    for cancel in (False, True):
        held = Held()
        references.append(weakref.ref(held))

        def steps(held: Held = held) -> None:
            ran.append(1)

        timer = loop.run_steps_after_a_timeout(5, steps)
        if cancel:
            timer.cancel()
        del held, steps
    loop.run_until_idle()
    gc.collect()
    assert ran == [1] and [reference() for reference in references] == [None, None]


def test_abort_signal_listeners() -> None:
    def listened(document: Any) -> object:
        controller = AbortController()
        document.body.addEventListener("x", lambda event: document, {"signal": controller.signal})
        controller.signal.addEventListener("abort", lambda event: document)
        return controller

    assert freed_after(listened)
