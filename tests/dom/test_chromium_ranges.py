"""The ranges differential against Chromium 156: random small documents, two live ranges and
random operations on them and on the tree (``generate/dom_range_cases.py``), run as
JavaScript in Chromium (``generate/dom_ranges.js``; its answers precomputed by ``python -m
generate chromium-dom-ranges /usr/bin/chromium``) and as Python on webapi
(``tests/dom/_ranges_interpreter.py``), compared after every step: the exception's name, the
value (``toString()``, comparisons, contents serialized), both ranges' boundary points and the
document's serialization.

The default tier (200 cases) compares each step in full; the slow tier (5,000 cases) a 12-bit
digest of each. A case's first differing step falls in a named class of :data:`DEPARTURES` (a
Chromium departure from the DOM Standard, with its witness test below), or the test fails; the
steps after it are not compared (the states differ)."""

from __future__ import annotations

import gzip
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import webapi.html
from generate.chromium_dom_ranges import TARGETS, cases
from generate.chromium_dom_sequences import inputs_digest, step_digest
from tests.dom._ranges_interpreter import CaseRun


def _document_into_itself(op: list[Any], before: CaseRun) -> bool:
    if op[0] != "insertBefore":
        return False
    parent, node, child = before.at(op[1]), before.at(op[2]), before.at(op[3])
    return parent.nodeType == 9 and node is parent and child.parentNode is not parent


def _normalize_empty_following_text(op: list[Any], before: CaseRun) -> bool:
    if op[0] != "normalize":
        return False
    root = before.at(op[1])
    boundaries = {
        (id(container), offset)
        for r in before.ranges
        for container, offset in ((r.startContainer, r.startOffset), (r.endContainer, r.endOffset))
    }
    walker = before.document.createTreeWalker(root, 4)  # SHOW_TEXT
    node = walker.nextNode()
    while node is not None:
        following = node.nextSibling
        if following is not None and following.nodeType == 3 and following.data == "":
            parent = node.parentNode
            index = list(parent.childNodes).index(following)
            if (id(parent), index) in boundaries:
                return True
        node = walker.nextNode()
    return False


def _moved_node(op: list[Any], before: CaseRun) -> bool:
    if op[0] != "insertBefore":
        return False
    parent, node, child = before.at(op[1]), before.at(op[2]), before.at(op[3])
    old_parent = node.parentNode
    if old_parent is None or child.parentNode is not parent or node is child:
        return False
    containers = [
        container for r in before.ranges for container in (r.startContainer, r.endContainer)
    ]
    return any(
        container in (parent, old_parent) or node.contains(container) for container in containers
    )


#: class -> (what differs, the predicate of a first differing step given webapi's state
#: before it).
DEPARTURES: dict[str, tuple[str, Callable[[list[Any], CaseRun], bool]]] = {
    "document-into-itself": (
        "document.insertBefore(document, child) where child is not the document's child: the "
        "Standard throws HierarchyRequestError before it looks at child; Chromium 156 throws "
        "NotFoundError (the mutation differential's class of the same name)",
        _document_into_itself,
    ),
    "normalize-empty-following-text": (
        "normalize() where a Text node is followed by an empty Text node and a boundary point "
        "is (their parent, the empty node's index): the Standard's step 6 moves that boundary "
        "point into the Text node (its length); Chromium 156 removes the empty node without "
        "merging it, so the boundary point stays in the parent (the same place in the text)",
        _normalize_empty_following_text,
    ),
    "insert-moves-after-removing": (
        "parent.insertBefore(node, child) where node is in a tree already and a boundary point "
        "is in node, its parent or parent: the Standard's insert updates the live ranges for "
        "the insertion (step 5: offsets in parent after child's index) before adopting, which "
        "removes node from its old place (the pre-remove steps); Chromium 156 removes node "
        "first, so a boundary point the removal moved into parent after child is moved again "
        "(witness: moving body before head with a range ending in body: the Standard gives "
        "(html, 1), Chromium (html, 2))",
        _moved_node,
    ),
}


def classify(case: dict[str, Any], step: int) -> str | None:
    run = CaseRun(case["markup"])
    for op in case["ops"][:step]:
        run.step(op)
    for name, (_reason, applies) in DEPARTURES.items():
        if applies(case["ops"][step], run):
            return name
    return None


def _load(path: Path) -> dict[str, Any]:
    if not path.exists():
        pytest.skip(f"{path.name} is missing: python -m generate chromium-dom-ranges CHROMIUM")
    data: dict[str, Any] = json.loads(gzip.decompress(path.read_bytes()))
    return data


def _compare(tier: str, digest: bool) -> Counter[str]:
    data = _load(TARGETS[tier])
    found = cases(tier)
    assert data["inputs_sha256"] == inputs_digest(found), "the cases changed: regenerate"
    classes: Counter[str] = Counter()
    for number, (case, theirs) in enumerate(zip(found, data["answers"], strict=True)):
        run = CaseRun(case["markup"])
        for step, op in enumerate(case["ops"]):
            ours = run.step(op)
            same = (
                step_digest(ours) == theirs[3 * step : 3 * step + 3]
                if digest
                else ours == theirs[step]
            )
            if not same:
                name = classify(case, step)
                assert name is not None, (number, step, op, case["markup"], ours, theirs)
                classes[name] += 1
                break
        else:
            classes["same"] += 1
    return classes


def test_the_default_tier_in_full() -> None:
    classes = _compare("default", False)
    assert classes["same"] >= 190, classes


@pytest.mark.slow
def test_the_slow_tier_by_digest() -> None:
    classes = _compare("slow", True)
    assert classes["same"] >= 4_800, classes


def test_witness_document_into_itself() -> None:
    document = webapi.html.DOMParser().parseFromString("<p>x", "text/html")
    with pytest.raises(webapi.dom.DOMException) as caught:
        document.insertBefore(document, document.createElement("i"))
    assert caught.value.name == "HierarchyRequestError"  # (Chromium 156: NotFoundError)


def test_witness_normalize_empty_following_text() -> None:
    document = webapi.html.DOMParser().parseFromString("<div>a</div>", "text/html")
    div = document.body.firstChild
    empty = div.firstChild.splitText(1)
    live_range = document.createRange()
    live_range.setStart(div, 1)  # between "a" and the empty Text node
    assert empty.data == "" and div.childNodes.length == 2
    assert _normalize_empty_following_text(["normalize", 0], _state_of(document, live_range))
    div.normalize()
    # the Standard: into the Text node at its length (Chromium 156: (div, 1) stays)
    assert (live_range.startContainer, live_range.startOffset) == (div.firstChild, 1)


def test_witness_insert_moves_after_removing() -> None:
    document = webapi.html.DOMParser().parseFromString("<p>x", "text/html")
    html, body = document.documentElement, document.body
    live_range = document.createRange()
    live_range.setEnd(body, 1)
    run = _state_of(document, live_range)
    run.nodes = [html, body, document.head]
    assert _moved_node(["insertBefore", 0, 1, 2], run)
    html.insertBefore(body, document.head)
    # the Standard: step 5 first ((body, 1) is not in html), then the removal: (html, 1)
    assert (live_range.endContainer, live_range.endOffset) == (html, 1)  # (Chromium 156: 2)


def _state_of(document: Any, live_range: Any) -> CaseRun:
    """A CaseRun over ``document`` (for a predicate): its table the document's tree, the
    range and a collapsed one."""
    run = CaseRun("")
    run.document = document
    run.nodes = [document.body.firstChild]
    run.ranges = [live_range, document.createRange()]
    return run
