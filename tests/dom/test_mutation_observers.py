"""Mutation observers (https://dom.spec.whatwg.org/#mutation-observers): the records each
mutation queues, observe()'s options and TypeErrors, subtree and transient registered
observers, takeRecords, disconnect, exceptions, the order across observers, and how time
passes (a checkpoint, a queuer, an asyncio loop)."""

from __future__ import annotations

import asyncio
import gc
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from webapi.dom import (
    Document,
    MutationObserver,
    MutationRecord,
    perform_a_microtask_checkpoint,
)
from webapi.dom._events import set_exception_reporter
from webapi.dom._mutation_observers import STATE, surrounding_agent
from webapi.eventloop import EventLoop, VirtualClock, set_host, use_event_loop


@pytest.fixture(autouse=True)
def _clean() -> Iterator[None]:
    """Each test leaves no registered observer behind (the mutation algorithms' one test): its
    records delivered, and its cycles (an observer's callback and records reach the nodes it
    observes) collected now, as Python 3.14's incremental collector (Pyodide's) may not have
    done yet when the next test asks whether anything is observed. The same before it: other
    files' tests may leave records waiting (inside Pyodide, for a microtask its loop runs only
    after the test run) and their observed nodes with them."""
    perform_a_microtask_checkpoint()
    gc.collect()
    yield
    perform_a_microtask_checkpoint()
    assert not surrounding_agent.pending
    gc.collect()


class Recorder:
    """An observer whose callback's calls are kept: each call's records."""

    def __init__(self) -> None:
        self.calls: list[list[MutationRecord]] = []
        self.observer = MutationObserver(self)

    def __call__(self, records: list[MutationRecord], observer: MutationObserver) -> None:
        assert observer is self.observer
        self.calls.append(records)

    def flush(self) -> list[MutationRecord]:
        """The records of the callback's calls at the next checkpoint."""
        perform_a_microtask_checkpoint()
        records = [r for call in self.calls for r in call]
        self.calls.clear()
        return records


def summary(record: MutationRecord) -> dict[str, Any]:
    return {
        "type": record.type,
        "target": record.target,
        "added": list(record.addedNodes),
        "removed": list(record.removedNodes),
        "previous": record.previousSibling,
        "next": record.nextSibling,
        "name": record.attributeName,
        "namespace": record.attributeNamespace,
        "old": record.oldValue,
    }


def tree(record: dict[str, Any], **expected: Any) -> bool:
    base = {"type": "childList", "added": [], "removed": [], "previous": None, "next": None}
    base.update(name=None, namespace=None, old=None)
    base.update(expected)
    return record == base


@pytest.fixture
def doc() -> Document:
    return Document()


def test_append_insert_remove_records(doc: Document) -> None:
    parent = doc.createElement("div")
    a, b, c = (doc.createElement(n) for n in "abc")
    recorder = Recorder()
    recorder.observer.observe(parent, childList=True)
    parent.appendChild(a)
    parent.appendChild(c)
    parent.insertBefore(b, c)
    parent.removeChild(b)
    records = [summary(r) for r in recorder.flush()]
    assert tree(records[0], target=parent, added=[a])
    assert tree(records[1], target=parent, added=[c], previous=a)
    assert tree(records[2], target=parent, added=[b], previous=a, next=c)
    assert tree(records[3], target=parent, removed=[b], previous=a, next=c)
    assert len(records) == 4
    recorder.observer.disconnect()


def test_fragment_insert_queues_for_fragment_and_parent(doc: Document) -> None:
    parent = doc.createElement("div")
    fragment = doc.createDocumentFragment()
    x, y = doc.createTextNode("x"), doc.createTextNode("y")
    fragment.append(x, y)
    recorder = Recorder()
    recorder.observer.observe(parent, childList=True)
    recorder.observer.observe(fragment, childList=True)
    parent.appendChild(fragment)
    records = [summary(r) for r in recorder.flush()]
    assert tree(records[0], target=fragment, removed=[x, y])
    assert tree(records[1], target=parent, added=[x, y])
    assert len(records) == 2
    recorder.observer.disconnect()


def test_moving_a_node_queues_a_removal_then_an_insertion(doc: Document) -> None:
    one, two = doc.createElement("p"), doc.createElement("q")
    child = doc.createElement("b")
    one.appendChild(child)
    recorder = Recorder()
    recorder.observer.observe(one, childList=True)
    recorder.observer.observe(two, childList=True)
    two.appendChild(child)
    records = [summary(r) for r in recorder.flush()]
    assert tree(records[0], target=one, removed=[child])
    assert tree(records[1], target=two, added=[child])
    recorder.observer.disconnect()


def test_replace_child_is_one_record(doc: Document) -> None:
    parent = doc.createElement("div")
    a, old, c, new = (doc.createElement(n) for n in ("a", "old", "c", "new"))
    parent.append(a, old, c)
    recorder = Recorder()
    recorder.observer.observe(parent, childList=True)
    parent.replaceChild(new, old)
    records = [summary(r) for r in recorder.flush()]
    assert records == [{**records[0], "added": [new], "removed": [old], "previous": a, "next": c}]
    assert tree(records[0], target=parent, added=[new], removed=[old], previous=a, next=c)
    recorder.observer.disconnect()


def test_replace_all_is_one_record_without_siblings(doc: Document) -> None:
    parent = doc.createElement("div")
    a, b = doc.createElement("a"), doc.createElement("b")
    parent.append(a, b)
    recorder = Recorder()
    recorder.observer.observe(parent, childList=True)
    parent.textContent = "t"
    text = parent.firstChild
    parent.replaceChildren()
    parent.replaceChildren()  # nothing added or removed: no record
    records = [summary(r) for r in recorder.flush()]
    assert tree(records[0], target=parent, added=[text], removed=[a, b])
    assert tree(records[1], target=parent, removed=[text])
    assert len(records) == 2
    recorder.observer.disconnect()


def test_attribute_records_and_old_values(doc: Document) -> None:
    element = doc.createElement("div")
    with_old, without_old = Recorder(), Recorder()
    with_old.observer.observe(element, attributeOldValue=True)  # attributes implied
    without_old.observer.observe(element, attributes=True)
    element.setAttribute("a", "1")
    element.setAttribute("a", "2")
    element.removeAttribute("a")
    element.setAttributeNS("urn:x", "p:b", "3")
    element.toggleAttribute("c")
    seen = [(r["name"], r["namespace"], r["old"]) for r in map(summary, with_old.flush())]
    assert seen == [("a", None, None), ("a", None, "1"), ("a", None, "2"), ("b", "urn:x", None),
                    ("c", None, None)]  # fmt: skip
    assert [summary(r)["old"] for r in without_old.flush()] == [None] * 5
    with_old.observer.disconnect()
    without_old.observer.disconnect()


def test_attribute_filter(doc: Document) -> None:
    element = doc.createElement("div")
    recorder = Recorder()
    recorder.observer.observe(element, attributeFilter=["id", "b"])
    element.setAttribute("id", "x")
    element.setAttribute("class", "y")
    element.setAttributeNS("urn:x", "b", "z")  # a namespaced attribute never passes a filter
    assert [r.attributeName for r in recorder.flush()] == ["id"]
    recorder.observer.disconnect()


def test_character_data_records(doc: Document) -> None:
    text = doc.createTextNode("abc")
    recorder = Recorder()
    recorder.observer.observe(text, characterDataOldValue=True)  # characterData implied
    text.data = "x"
    text.appendData("y")
    text.nodeValue = "z"
    with pytest.raises(Exception, match="past"):
        text.deleteData(10, 1)  # throws before queueing
    records = [summary(r) for r in recorder.flush()]
    assert [(r["type"], r["old"]) for r in records] == [
        ("characterData", "abc"),
        ("characterData", "x"),
        ("characterData", "xy"),
    ]
    recorder.observer.disconnect()


def test_subtree_and_not(doc: Document) -> None:
    root = doc.createElement("div")
    child = doc.createElement("span")
    text = doc.createTextNode("t")
    root.appendChild(child)
    child.appendChild(text)
    deep, shallow = Recorder(), Recorder()
    deep.observer.observe(root, subtree=True, attributes=True, characterData=True, childList=True)
    shallow.observer.observe(root, attributes=True, characterData=True, childList=True)
    child.setAttribute("x", "1")
    text.data = "u"
    child.appendChild(doc.createComment("c"))
    root.setAttribute("y", "2")
    assert [r.type for r in deep.flush()] == ["attributes", "characterData", "childList",
                                              "attributes"]  # fmt: skip
    assert [r.type for r in shallow.flush()] == ["attributes"]
    deep.observer.disconnect()
    shallow.observer.disconnect()


def test_transient_observers_see_a_removed_subtree_until_notified(doc: Document) -> None:
    root = doc.createElement("div")
    child = doc.createElement("span")
    grandchild = doc.createElement("b")
    root.appendChild(child)
    child.appendChild(grandchild)
    recorder = Recorder()
    recorder.observer.observe(root, subtree=True, attributes=True, childList=True)
    root.removeChild(child)
    grandchild.setAttribute("a", "1")  # seen through child's transient registered observer
    records = recorder.flush()
    assert [(r.type, r.target) for r in records] == [
        ("childList", root),
        ("attributes", grandchild),
    ]
    grandchild.setAttribute("a", "2")  # the transient observers went with the notification
    assert recorder.flush() == []
    recorder.observer.disconnect()


def test_no_transient_observer_without_subtree(doc: Document) -> None:
    root = doc.createElement("div")
    child = doc.createElement("span")
    root.appendChild(child)
    recorder = Recorder()
    recorder.observer.observe(root, attributes=True, childList=True)
    root.removeChild(child)
    child.setAttribute("a", "1")
    assert [r.type for r in recorder.flush()] == ["childList"]
    recorder.observer.disconnect()


def test_observe_again_replaces_options_and_drops_transients(doc: Document) -> None:
    root = doc.createElement("div")
    child = doc.createElement("span")
    root.appendChild(child)
    recorder = Recorder()
    recorder.observer.observe(root, subtree=True, attributes=True, childList=True)
    root.removeChild(child)
    recorder.observer.observe(root, childList=True)  # the transient on child goes
    child.setAttribute("a", "1")
    root.setAttribute("b", "2")
    assert [r.type for r in recorder.flush()] == ["childList"]
    recorder.observer.disconnect()


def test_take_records_empties_the_queue(doc: Document) -> None:
    element = doc.createElement("div")
    recorder = Recorder()
    recorder.observer.observe(element, attributes=True)
    element.id = "a"
    element.id = "b"
    taken = recorder.observer.takeRecords()
    assert [r.attributeName for r in taken] == ["id", "id"]
    assert all(isinstance(r, MutationRecord) for r in taken)
    assert recorder.observer.takeRecords() == []
    assert recorder.flush() == []  # no callback: nothing was left
    recorder.observer.disconnect()


def test_disconnect_drops_records_and_stops_observing(doc: Document) -> None:
    element = doc.createElement("div")
    recorder = Recorder()
    recorder.observer.observe(element, attributes=True)
    element.id = "a"
    recorder.observer.disconnect()
    element.id = "b"
    assert recorder.flush() == []
    assert not STATE.observed  # nothing observes any more: the mutation algorithms skip it


def test_observe_option_type_errors(doc: Document) -> None:
    observer = MutationObserver(lambda records: None)
    element = doc.createElement("div")
    for options in (
        {},
        {"subtree": True},
        {"attributes": False, "attributeOldValue": True},
        {"attributes": False, "attributeFilter": ["a"]},
        {"characterData": False, "characterDataOldValue": True},
    ):
        with pytest.raises(TypeError, match="'observe' on 'MutationObserver'"):
            observer.observe(element, options)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        observer.observe("not a node", {"childList": True})  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        MutationObserver(42)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        MutationRecord()
    assert not STATE.observed


def test_callback_exceptions_are_reported_and_others_still_run(doc: Document) -> None:
    element = doc.createElement("div")
    reported: list[BaseException | None] = []
    previous = set_exception_reporter(lambda report: reported.append(report.exc_value))
    try:

        def raising(records: list[MutationRecord]) -> None:
            raise ValueError("boom")

        first = MutationObserver(raising)
        second = Recorder()
        first.observe(element, attributes=True)
        second.observer.observe(element, attributes=True)
        element.id = "x"
        assert len(second.flush()) == 1
        assert len(reported) == 1 and isinstance(reported[0], ValueError)
    finally:
        set_exception_reporter(previous)
        first.disconnect()
        second.observer.disconnect()


def test_observers_are_notified_in_the_order_they_got_records(doc: Document) -> None:
    a, b = doc.createElement("a"), doc.createElement("b")
    order: list[str] = []
    first = MutationObserver(lambda records: order.append("first"))
    second = MutationObserver(lambda records: order.append("second"))
    first.observe(a, attributes=True)
    second.observe(b, attributes=True)
    b.id = "1"
    a.id = "2"
    b.id = "3"
    perform_a_microtask_checkpoint()
    assert order == ["second", "first"]
    first.disconnect()
    second.disconnect()


def test_records_made_in_a_callback_are_delivered_in_the_same_checkpoint(doc: Document) -> None:
    # as a browser's: the callback's mutation queues the microtask again, and the checkpoint
    # runs every microtask queued until it ends (webapi's checkpoint notified them only at the
    # next one)
    element = doc.createElement("div")
    calls: list[list[str | None]] = []

    def callback(records: list[MutationRecord]) -> None:
        calls.append([r.oldValue for r in records])
        if len(calls) == 1:
            element.id = "again"

    observer = MutationObserver(callback)
    observer.observe(element, attributeOldValue=True)
    element.id = "first"
    perform_a_microtask_checkpoint()
    assert calls == [[None], ["first"]]
    perform_a_microtask_checkpoint()
    assert calls == [[None], ["first"]]
    observer.disconnect()


def test_the_host_runs_the_microtask(doc: Document) -> None:
    queued: list[Any] = []
    previous = set_host(queue_microtask=queued.append)
    try:
        recorder = Recorder()
        recorder.observer.observe(doc, childList=True, subtree=True, attributes=True)
        doc.appendChild(doc.createElement("html"))
        doc.documentElement.id = "x"  # type: ignore[union-attr]
        assert len(queued) == 1  # one microtask until it runs
        assert recorder.calls == []
        queued.pop()()
        assert [r.type for call in recorder.calls for r in call] == ["childList", "attributes"]
    finally:
        set_host(queue_microtask=previous[0])
        recorder.observer.disconnect()


@pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="Pyodide under Node 20 cannot run an asyncio loop to completion (no stack switching)",
)
def test_an_asyncio_loop_runs_the_microtask(doc: Document) -> None:
    recorder = Recorder()
    recorder.observer.observe(doc, childList=True)

    async def main() -> list[str]:
        doc.appendChild(doc.createComment("c"))
        assert recorder.calls == []  # not before the coroutine yields to the loop
        await asyncio.sleep(0)
        return [r.type for call in recorder.calls for r in call]

    assert asyncio.run(main()) == ["childList"]
    recorder.observer.disconnect()


def test_nothing_is_queued_while_nothing_observes(doc: Document) -> None:
    assert not STATE.observed
    element = doc.createElement("div")
    element.setAttribute("a", "b")
    element.appendChild(doc.createTextNode("t"))
    assert not surrounding_agent.pending and not STATE.lists


@pytest.mark.needs_threads
def test_each_thread_notifies_its_own_records(doc: Document) -> None:
    import threading

    element = doc.createElement("div")
    recorder = Recorder()
    recorder.observer.observe(element, attributes=True)

    def other_thread() -> None:
        other = Document().createElement("p")
        element.id = "from the other thread"  # (one thread at a time: this one, now)
        assert not other.hasAttribute("x")
        perform_a_microtask_checkpoint()

    thread = threading.Thread(target=other_thread)
    thread.start()
    thread.join()
    assert [r.attributeName for call in recorder.calls for r in call] == ["id"]
    recorder.calls.clear()
    element.id = "here"
    assert recorder.calls == []  # this thread's record waits for this thread's checkpoint
    assert [r.attributeName for r in recorder.flush()] == ["id"]
    recorder.observer.disconnect()


def test_record_node_lists_are_static_and_the_same_object(doc: Document) -> None:
    parent = doc.createElement("div")
    recorder = Recorder()
    recorder.observer.observe(parent, childList=True)
    child = parent.appendChild(doc.createElement("p"))
    (record,) = recorder.observer.takeRecords()
    added = record.addedNodes
    assert record.addedNodes is added and len(record.removedNodes) == 0
    parent.removeChild(child)  # a static list: the record keeps what was added
    assert list(added) == [child]
    assert "MutationRecord childList" in repr(record)
    assert repr(recorder.observer).endswith("records=1>")
    recorder.observer.disconnect()


def test_a_collected_node_takes_its_registered_observer_list_with_it(doc: Document) -> None:
    import gc

    observer = MutationObserver(lambda records: None)
    element = doc.createElement("div")
    observer.observe(element, attributes=True)
    assert STATE.lists
    del element
    gc.collect()
    assert not STATE.lists  # (the observer held the node weakly)
    observer.disconnect()
    assert not STATE.observed


@pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="Pyodide's loop is always running: the records wait in a queued microtask that holds "
    "the observed element until it runs (after the test)",
)
def test_once_every_observed_node_is_collected_nothing_is_observed() -> None:
    # Without a disconnect(): the mutation algorithms skip the observers' steps again (a
    # document observed once and dropped, its records untaken, made every insert after it, in
    # any document, walk the ancestors: a deep tree built top-down took quadratic time).
    import gc

    def observed_and_dropped() -> None:
        observer = MutationObserver(lambda records: None)
        element = Document().createElement("div")
        observer.observe(element, attributes=True)
        element.setAttribute("a", "b")
        assert STATE.observed

    observed_and_dropped()
    gc.collect()
    assert not STATE.lists and not STATE.observed


def test_observe_again_looks_only_at_its_own_transients(
    doc: Document, monkeypatch: pytest.MonkeyPatch
) -> None:
    # an observer of many nodes observing one of them again: step 7.1 removes the transients
    # made from that registration (none here, one below), without a walk of its node list
    from webapi.dom import _mutation_observers

    nodes = [doc.createElement("p") for _ in range(200)]
    recorder = Recorder()
    for node in nodes:
        recorder.observer.observe(node, attributes=True)
    removed: list[object] = []
    remove = _mutation_observers._remove_transients

    def counting(node: Any, observer: Any = None, source: Any = None) -> None:
        removed.append(node)
        remove(node, observer, source)

    monkeypatch.setattr(_mutation_observers, "_remove_transients", counting)
    recorder.observer.observe(nodes[7], attributes=True, attributeOldValue=True)
    assert removed == []
    root, child = doc.createElement("div"), doc.createElement("span")
    root.appendChild(child)
    recorder.observer.observe(root, subtree=True, attributes=True)
    root.removeChild(child)
    recorder.observer.observe(root, subtree=True, childList=True)
    assert removed == [child]
    child.setAttribute("a", "1")  # (its transient is gone)
    nodes[7].setAttribute("b", "2")
    assert [(r.target, r.oldValue) for r in recorder.flush()] == [(nodes[7], None)]
    recorder.observer.disconnect()


def test_a_document_without_observers_queues_nothing_while_another_has_some(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An observer registered in one document does not make every mutation of another look
    for observers (before: a global flag, each insert an ancestor walk: a 100,000-deep tree
    built top-down was quadratic while any observer lived anywhere)."""
    from webapi.dom import _mutation

    observed = Document().implementation.createHTMLDocument("")
    recorder = Recorder()
    recorder.observer.observe(observed.body, childList=True, subtree=True)
    calls: list[object] = []
    real = _mutation.queue_a_tree_mutation_record
    monkeypatch.setattr(
        _mutation, "queue_a_tree_mutation_record", lambda *a: (calls.append(a), real(*a))
    )
    other = Document().implementation.createHTMLDocument("")
    node = other.body
    for _ in range(50):
        node = node.appendChild(other.createElement("div"))
    node.remove()
    assert calls == []
    observed.body.append(observed.createElement("p"))
    assert len(calls) == 1
    assert len(recorder.flush()) == 1
    adopted = observed.body.lastChild
    other.body.append(adopted)  # (its document now keeps the observer: a subtree registration)
    adopted.append(other.createElement("i"))
    assert len(calls) >= 2
    recorder.observer.disconnect()
    perform_a_microtask_checkpoint()


def test_a_virtual_clocks_loop_runs_the_microtask_when_the_test_says(doc: Document) -> None:
    with use_event_loop(EventLoop(VirtualClock())) as loop:
        recorder = Recorder()
        recorder.observer.observe(doc, childList=True)
        try:
            doc.appendChild(doc.createElement("html"))
            assert recorder.calls == [] and loop.pending == 1  # the microtask, queued
            loop.run_microtasks()
            assert [r.type for call in recorder.calls for r in call] == ["childList"]
            doc.documentElement.appendChild(doc.createElement("body"))  # type: ignore[union-attr]
            loop.queue_a_task(lambda: recorder.calls.append([]))  # a task after the mutation
            loop.advance(0)  # the microtask checkpoint comes first
            assert [len(call) for call in recorder.calls] == [1, 0]
        finally:
            recorder.observer.disconnect()
