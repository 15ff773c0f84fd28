"""The mutation and events differential against Chromium 156 (issue 43, "How it is proved"):
random sequences of DOM operations (``generate/dom_sequence_cases.py``) run as JavaScript in
Chromium (``generate/dom_sequences.js``; its answers precomputed by ``python -m generate
chromium-dom-sequences /usr/bin/chromium``) and as Python on webapi
(``tests/dom/_sequences.py``), compared after every step: the exception's name, the value,
the events the listeners recorded (type, phase, current target, target, defaultPrevented,
composedPath) and the dump of every tree the sequence reaches (node types, names, namespaces,
attributes, data, detached nodes and fragments).

The default tier compares each step in full; the slow tier (50,000 sequences) a 12-bit digest
of each. A sequence's first differing step falls in a named class of :data:`DEPARTURES` (a
Chromium departure from the DOM Standard, each with its witness test below, jsdom 31's answer
named), or the test fails; the steps after it are not compared (the states differ)."""

from __future__ import annotations

import gzip
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from generate.chromium_dom_sequences import TARGETS, cases, inputs_digest, step_digest
from generate.dom_sequence_cases import WITNESSES
from tests.dom._sequences import DOCTYPE, DOCUMENT, ELEMENT, FRAGMENT, TEXT, Run, run_sequence
from webapi.dom import DOMException
from webapi.dom._events import set_exception_reporter

_VARIADIC = {"append", "prepend", "before", "after", "replaceWith", "replaceChildren"}


def _replace_children_of_document(op: list[Any], before: Run, ours: list[Any]) -> bool:
    if op[0] != "replaceChildren" or ours[0] is not None:
        return False
    document = before.at(op[1])
    items = before.items(op[2])
    if document.nodeType != DOCUMENT:
        return False
    # an element or doctype given where the document has one
    kinds = {child.nodeType for child in document.childNodes} & {ELEMENT, DOCTYPE}
    return any(not isinstance(item, str) and item.nodeType in kinds for item in items)


def _convert_nodes_on_error(op: list[Any], before: Run, ours: list[Any]) -> bool:
    # converting nodes into a node builds a fragment (two nodes or strings or more), or the
    # one node cannot be inserted anywhere but into a document
    if op[0] not in _VARIADIC or ours[0] != "HierarchyRequestError":
        return False
    items = before.items(op[2])
    nodes = [item for item in items if not isinstance(item, str)]
    return (len(items) > 1 and bool(nodes)) or any(n.nodeType in (DOCUMENT, DOCTYPE) for n in nodes)


def _fragment_into_itself(op: list[Any], before: Run, ours: list[Any]) -> bool:
    if op[0] not in ("append", "prepend", "replaceChildren") or len(op[2]) != 1:
        return False
    target = before.at(op[1])
    return (
        ours[0] == "HierarchyRequestError"
        and before.at(op[2][0]) is target
        and target.nodeType == FRAGMENT
    )


def _document_children_moved(op: list[Any], before: Run, ours: list[Any]) -> bool:
    if op[0] not in _VARIADIC or ours[0] is not None:
        return False
    target = before.at(op[1])
    document = target if op[0] in ("append", "prepend", "replaceChildren") else target.parentNode
    if document is None or document.nodeType != DOCUMENT:
        return False
    items = before.items(op[2])
    return any(not isinstance(item, str) and document.contains(item) for item in items)


def _text_content_keeps_text_node(op: list[Any], before: Run, ours: list[Any]) -> bool:
    if op[0] != "textContent" or not op[2] or ours[0] is not None:
        return False
    target = before.at(op[1])
    child = target.firstChild
    return (
        target.nodeType in (ELEMENT, FRAGMENT)
        and child is not None
        and child.nextSibling is None
        and child.nodeType == TEXT
        and child.data == op[2]
    )


def _empty_token_list_update(op: list[Any], before: Run, ours: list[Any]) -> bool:
    if op[0] != "classList" or op[2] not in ("add", "remove") or ours[0] is not None:
        return False
    element = before.at(op[1])
    if element.nodeType != ELEMENT or element.hasAttribute("class"):
        return False
    before.step(op)
    return not element.hasAttribute("class")  # (the update steps returned at once)


def _document_into_itself(op: list[Any], before: Run, ours: list[Any]) -> bool:
    if op[0] not in ("insertBefore", "replaceChild") or ours[0] != "HierarchyRequestError":
        return False
    parent, node, child = before.at(op[1]), before.at(op[2]), before.at(op[3])
    return (
        node is parent
        and parent.nodeType == DOCUMENT
        and child is not None
        and child.parentNode is not parent
    )


#: Where Chromium 156 departs from the DOM Standard (webapi follows the Standard): name ->
#: (the departure, jsdom 31.0.1's answer, the test that tells a sequence's first differing
#: step of the class from its operation, webapi's state before it (which the test may run
#: the step on) and webapi's record).
DEPARTURES: dict[str, tuple[str, str, Callable[[list[Any], Run, list[Any]], bool]]] = {
    "replace-children-of-document": (
        "document.replaceChildren(element or doctype) on a document that has one: Chromium "
        "156 throws HierarchyRequestError; since whatwg/dom ea2a74e (July 2026: ensure "
        "pre-insert validity excludes the children being replaced) the Standard replaces them",
        "as webapi",
        _replace_children_of_document,
    ),
    "convert-nodes-on-error": (
        "append/prepend/before/after/replaceWith/replaceChildren of nodes that cannot be "
        "inserted (a HierarchyRequestError): the Standard's converting nodes into a node "
        "appends the nodes one by one to a new DocumentFragment (up to one that cannot be "
        "appended to it, a document or doctype), where they stay after the error; Chromium "
        "156 removes the nodes from their parents first and leaves them parentless (a "
        "doctype too), or leaves them where they were",
        "as webapi",
        _convert_nodes_on_error,
    ),
    "empty-token-list-update": (
        "classList.add() or .remove() with no token on an element without a class attribute: "
        'Chromium 156 adds class=""; the DOMTokenList update steps return when the element '
        "has no such attribute and the token set is empty",
        "as webapi",
        _empty_token_list_update,
    ),
    "fragment-into-itself": (
        "fragment.append(fragment), .prepend(fragment) or .replaceChildren(fragment): the "
        "Standard's pre-insert (ensure pre-insert validity) throws HierarchyRequestError, the "
        "fragment being an inclusive ancestor of itself; Chromium 156 throws nothing (its "
        "appendChild throws)",
        "as webapi",
        _fragment_into_itself,
    ),
    "document-children-moved": (
        "before/after/replaceWith on a document's child (append/prepend/replaceChildren on "
        "the document) given nodes of that document (html's head, html itself) among "
        "others: the Standard moves them into the new fragment first, then checks the "
        "fragment against the document as it now is (valid); Chromium 156 throws "
        "HierarchyRequestError",
        "as webapi",
        _document_children_moved,
    ),
    "text-content-keeps-text-node": (
        "textContent = s on an element or fragment whose one child is a Text node whose data "
        "is s already: Chromium 156 does nothing (the node stays); the Standard's string "
        "replace all replaces it with a new Text node",
        "as webapi",
        _text_content_keeps_text_node,
    ),
    "document-into-itself": (
        "document.insertBefore(document, child) or document.replaceChild(document, child) "
        "where child is not the document's child: the Standard (ensure pre-insert validity, "
        "replace) throws HierarchyRequestError (node is an inclusive ancestor of parent) "
        "before it looks at child; Chromium 156 skips that check when the parent is a "
        "document (no node has a document child) and throws NotFoundError",
        "as webapi",
        _document_into_itself,
    ),
}


def replay(sequence: dict[str, Any], steps: int) -> Run:
    """webapi's state after the sequence's first ``steps`` operations."""
    run = Run(sequence["markup"])
    for op in sequence["ops"][:steps]:
        run.step(op)
    return run


def classify(sequence: dict[str, Any], step: int, ours: list[Any]) -> str | None:
    """The class of a sequence's first differing step (given webapi's record of it), or
    None. Each class's test is given webapi's state before the step (and may run it)."""
    op = sequence["ops"][step]
    for name, (_reason, _jsdom, applies) in DEPARTURES.items():
        if applies(op, replay(sequence, step), ours):
            return name
    return None


def _load(path: Path) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    if not path.exists():
        pytest.skip(
            f"{path.name} is missing: python -m generate chromium-dom-sequences /usr/bin/chromium"
        )
    data = json.loads(gzip.decompress(path.read_bytes()).decode("utf-8"))
    found = cases(data["tier"])
    assert inputs_digest(found) == data["inputs_sha256"], "the generator changed: regenerate"
    return found, data


def first_difference(
    sequence: dict[str, Any], expected: list[Any] | str, digests: bool
) -> tuple[int, list[Any]] | None:
    """The first step where webapi's record differs from Chromium's (its index and webapi's
    record), or None."""
    ours = run_sequence(sequence)
    for step, record in enumerate(ours):
        if digests:
            assert isinstance(expected, str)
            width = len(expected) // len(ours)
            same = expected[step * width : (step + 1) * width] == step_digest(record)
        else:
            same = expected[step] == record
        if not same:
            return step, record
    return None


def check(tier: str) -> Counter[str]:
    """Compare a tier's sequences: the number of sequences equal to Chromium's at every
    step (``"equal"``) and in each named class; fails on an unexplained one."""
    found, data = _load(TARGETS[tier])
    previous = set_exception_reporter(lambda report: None)
    try:
        classes: Counter[str] = Counter()
        unexplained = []
        for number, (sequence, expected) in enumerate(zip(found, data["answers"], strict=True)):
            difference = first_difference(sequence, expected, tier == "slow")
            if difference is None:
                classes["equal"] += 1
                continue
            step, ours = difference
            name = classify(sequence, step, ours)
            if name is None:
                shown = expected[step] if tier == "default" else "(a digest)"
                unexplained.append((number, step, sequence["ops"][step], shown, ours))
            else:
                classes[name] += 1
    finally:
        set_exception_reporter(previous)
    assert not unexplained, (
        f"{len(unexplained)} of {len(found)} sequences differ from Chromium's unexplained; "
        f"classes: {dict(classes)}; first: {unexplained[:2]!r}"
    )
    # most sequences meet no departure: the classes are narrow, the comparison real
    assert classes["equal"] >= 0.8 * len(found), dict(classes)
    return classes


def test_default_tier_agrees_with_chromium_but_for_named_departures() -> None:
    check("default")


@pytest.mark.slow
def test_slow_tier_agrees_with_chromium_but_for_named_departures() -> None:
    check("slow")


def test_the_comparison_sees_a_difference() -> None:
    # a webapi record changed in any of its four parts no longer agrees with Chromium's
    found, data = _load(TARGETS["default"])
    sequence, expected = next(
        (sequence, expected)
        for sequence, expected in zip(found, data["answers"], strict=True)
        if first_difference(sequence, expected, False) is None
    )
    for part, changed in enumerate(["NotFoundError", "x", ["e"], "D0"]):
        wrong = [list(step) for step in expected]
        wrong[-1][part] = changed
        assert first_difference(sequence, wrong, False) == (len(wrong) - 1, expected[-1])
    digests = "".join(step_digest(step) for step in expected)
    assert first_difference(sequence, digests, True) is None
    assert first_difference(sequence, "fff" + digests[3:], True) is not None


@pytest.mark.parametrize("name", list(DEPARTURES))
def test_witness_of_each_departure(name: str) -> None:
    """Each class's witness (generate/dom_sequence_cases.WITNESSES): its first step that
    differs from Chromium's is of that class; what the Standard gives (and Chromium's
    answers to the witness's other steps) is spelled out below."""
    _, data = _load(TARGETS["default"])
    sequence = WITNESSES[name]
    chromium = data["witnesses"][name]
    difference = first_difference(sequence, chromium, False)
    assert difference is not None
    assert classify(sequence, *difference) == name
    STANDARD[name](Run(sequence["markup"]), chromium)


def _standard_replace_children(run: Run, chromium: list[list[Any]]) -> None:
    assert chromium[0][0] == "HierarchyRequestError"
    html = run.doc.documentElement
    run.doc.replaceChildren(html)
    assert run.doc.firstChild is html and run.doc.doctype is None


def _standard_convert_nodes(run: Run, chromium: list[list[Any]]) -> None:
    p, b = run.doc.body.firstChild, run.doc.body.lastChild
    with pytest.raises(DOMException) as error:
        run.doc.body.append(p, run.doc)
    assert error.value.name == "HierarchyRequestError"
    # p was appended to the new fragment before the document could not be
    assert p.parentNode.nodeType == 11 and p.parentNode.parentNode is None
    assert "\nE5 h|p" in chromium[0][3]  # Chromium: p parentless
    text = p.firstChild
    with pytest.raises(DOMException):
        run.doc.replaceChildren(text, b)  # a text node cannot be a document's child
    assert b.parentNode is text.parentNode and b.parentNode.nodeType == 11
    assert "\nT6" in chromium[1][3] and "\nE7 h|b" in chromium[1][3]  # Chromium: parentless


def _standard_token_list(run: Run, chromium: list[list[Any]]) -> None:
    p = run.doc.body.firstChild
    p.classList.add()
    p.classList.remove()
    assert not p.hasAttribute("class")
    assert 'E5 h|p class=""' in chromium[0][3]


def _standard_document_into_itself(run: Run, chromium: list[list[Any]]) -> None:
    p = run.doc.body.firstChild
    for call in (lambda: run.doc.insertBefore(run.doc, p), lambda: p.insertBefore(p, p)):
        with pytest.raises(DOMException) as error:
            call()
        assert error.value.name == "HierarchyRequestError"
    assert [step[0] for step in chromium] == [
        "NotFoundError",
        "NotFoundError",
        "HierarchyRequestError",  # an element into itself: Chromium agrees
    ]


def _standard_fragment(run: Run, chromium: list[list[Any]]) -> None:
    fragment = run.doc.createDocumentFragment()
    for method in (fragment.append, fragment.prepend, fragment.replaceChildren):
        with pytest.raises(DOMException) as error:
            method(fragment)
        assert error.value.name == "HierarchyRequestError"
    assert [step[0] for step in chromium[1:]] == [
        None,
        None,
        None,
        "HierarchyRequestError",  # appendChild: Chromium agrees
        None,
        None,  # a fragment with a child too
    ]


def _standard_document_children(run: Run, chromium: list[list[Any]]) -> None:
    doc = run.doc
    html, head, comment = doc.documentElement, doc.head, doc.createComment("c")
    html.replaceWith(head, comment)  # head leaves html first: one element for the document
    assert list(doc.childNodes)[1:] == [head, comment] and html.parentNode is None
    assert chromium[1][0] == "HierarchyRequestError"


def _standard_text_content(run: Run, chromium: list[list[Any]]) -> None:
    p, b = run.doc.body.firstChild, run.doc.body.lastChild
    text = p.firstChild
    p.textContent = "a"  # the same data: still a new node
    assert p.firstChild is not text and p.firstChild.data == "a" and text.parentNode is None
    assert '  E5 h|p \n    T6 "a"' in chromium[0][3]  # Chromium: the same node
    b.textContent = "z"  # other data: Chromium replaces the node too
    assert '   E7 h|b \n    T- "z"' in chromium[1][3]


#: What the Standard gives in each witness, checked on webapi.
STANDARD: dict[str, Callable[[Run, list[list[Any]]], None]] = {
    "replace-children-of-document": _standard_replace_children,
    "convert-nodes-on-error": _standard_convert_nodes,
    "empty-token-list-update": _standard_token_list,
    "fragment-into-itself": _standard_fragment,
    "document-into-itself": _standard_document_into_itself,
    "document-children-moved": _standard_document_children,
    "text-content-keeps-text-node": _standard_text_content,
}


def _jsdom_agrees(differing: list[tuple[dict[str, Any], tuple[int, list[Any]]]]) -> None:
    """jsdom's record of each sequence's step is webapi's (given with its index)."""
    from generate.chromium_dom_sequences import interpreter
    from oracles import node26_evaluate

    function = (
        "(input) => { const { JSDOM } = require('jsdom'); "
        f"return ({interpreter()})(new JSDOM('').window, input); }}"
    )
    answers = node26_evaluate(function, [sequence for sequence, _ in differing], timeout=300)
    for (sequence, (step, ours)), jsdom in zip(differing, answers, strict=True):
        assert jsdom[step] == ours, (sequence, step)


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
def test_jsdom_answers_the_witnesses_as_webapi() -> None:
    """jsdom 31.0.1, the second oracle, on each departure's witness: at its first step that
    differs from Chromium's it answers as the Standard (and webapi) do."""
    _, data = _load(TARGETS["default"])
    differing = []
    for name, sequence in WITNESSES.items():
        assert DEPARTURES[name][1] == "as webapi"
        difference = first_difference(sequence, data["witnesses"][name], False)
        assert difference is not None
        differing.append((sequence, difference))
    _jsdom_agrees(differing)


@pytest.mark.slow
def test_jsdom_answers_the_default_tiers_differences_as_webapi() -> None:
    """jsdom on every sequence of the default tier that differs from Chromium's: at the first
    differing step it answers as webapi."""
    found, data = _load(TARGETS["default"])
    previous = set_exception_reporter(lambda report: None)
    try:
        differing = [
            (sequence, difference)
            for sequence, expected in zip(found, data["answers"], strict=True)
            if (difference := first_difference(sequence, expected, False)) is not None
        ]
    finally:
        set_exception_reporter(previous)
    assert len(differing) >= 10
    _jsdom_agrees(differing)
