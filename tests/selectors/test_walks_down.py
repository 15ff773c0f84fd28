"""Chains of descendant and child combinators answered by walks down from the matches of a
compound's left-hand side (``_below`` in ``webapi/selectors/_index.py``, where those are few
against the compound's candidates), ``:nth-child(B)`` of a small B answered by counting the
siblings (no table), ``:first-of-type`` and ``:last-of-type`` by a pass over their local
name's list (``_first_of_type``), and ``querySelector``'s candidates passed over up to the
leftmost compound's first match: each checked against brute force on random trees (nested
matches, text between elements, changes between queries), and the walks checked to be taken."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tests.selectors._trees import ancestors, html_document
from webapi.selectors import _index


def _random_markup(rng: random.Random, budget: int) -> str:
    """A random tree of xa, xb and xc elements (nested in each other), some with the class x,
    whitespace and text between them."""
    out: list[str] = []
    stack: list[str] = []
    for n in range(budget):
        if stack and rng.random() < 0.35:
            out.append(f"</{stack.pop()}>")
        name = rng.choice(["xa", "xb", "xc"])
        attributes = f" id=n{n}"
        if rng.random() < 0.3:
            attributes += " class=x"
        out.append(f"<{name}{attributes}>" + rng.choice(["", " ", "t", "\n "]))
        stack.append(name)
    return "".join(out)


def _index_in(element: Any, last: bool = False) -> int:
    parent = element.parentElement
    if parent is None:
        return 1
    children = list(parent.children)
    return (children[::-1] if last else children).index(element) + 1


def _is(name: str, x: bool = False) -> Callable[[Any], bool]:
    def test(e: Any) -> bool:
        return bool(e.localName == name and (not x or e.classList.contains("x")))

    return test


def _child_of(left: Callable[[Any], bool], right: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda e: right(e) and e.parentElement is not None and left(e.parentElement)


def _within(left: Callable[[Any], bool], right: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda e: right(e) and any(left(a) for a in ancestors(e))


def _nth(name: str, b: int, last: bool = False) -> Callable[[Any], bool]:
    return lambda e: (name == "*" or e.localName == name) and _index_in(e, last) == b


_A, _B, _C, _AX = _is("xa"), _is("xb"), _is("xc"), _is("xa", True)

#: Selectors and their answers by brute force.
_CASES: dict[str, Callable[[Any], bool]] = {
    "xa.x xc": _within(_AX, _C),
    "xa.x > xc": _child_of(_AX, _C),
    "xa.x xb > xc": _child_of(_within(_AX, _B), _C),
    "xa.x > xb xc": _within(_child_of(_AX, _B), _C),
    "xc.x *": _within(_is("xc", True), lambda e: True),
    "xa.x xc:nth-child(2)": _within(_AX, _nth("xc", 2)),
    "xa.x > :nth-child(3)": _child_of(_AX, _nth("*", 3)),
    "xb.x > xc:nth-last-child(1)": _child_of(_is("xb", True), _nth("xc", 1, True)),
    "xa.x xb:first-of-type": _within(
        _AX,
        lambda e: (
            e.localName == "xb"
            and next(c for c in e.parentElement.children if c.localName == "xb") is e
        ),
    ),
    "xc:first-of-type": lambda e: (
        e.localName == "xc"
        and next(c for c in e.parentElement.children if c.localName == "xc") is e
    ),
    "xa.x > xb:last-of-type": _child_of(
        _AX,
        lambda e: (
            e.localName == "xb"
            and [c for c in e.parentElement.children if c.localName == "xb"][-1] is e
        ),
    ),
    "xc:nth-child(1)": _nth("xc", 1),
    ":nth-child(8)": _nth("*", 8),
    "xb:nth-last-child(2)": _nth("xb", 2, True),
    ":nth-child(9)": _nth("*", 9),  # (beyond the near ones: the table)
    "xb xa.x > xc": _child_of(_within(_B, _AX), _C),
}


@pytest.mark.slow
def test_walks_down_against_brute_force_through_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    walked = []
    below = _index._below

    def counted(*arguments: Any) -> Any:
        found = below(*arguments)
        walked.append(found is not None)
        return found

    monkeypatch.setattr(_index, "_below", counted)
    rng = random.Random(5812)
    for tree in range(3):
        # (many candidates outside the left-hand matches: their walks down cost less)
        tail = "<xc></xc><xb></xb>" * (tree * 25)
        document: Any = html_document("<!DOCTYPE html>" + tail + _random_markup(rng, 120))
        for step in range(4):
            everything = list(document.querySelectorAll("*"))
            for selector, test in _CASES.items():
                expected = [e for e in everything if test(e)]
                for _ in range(2):  # (a new tree's first query, then the index's)
                    found = list(document.querySelectorAll(selector))
                    assert found == expected, (tree, step, selector)
                    first = document.querySelector(selector)
                    assert first is (expected[0] if expected else None), (tree, step, selector)
                sample = rng.sample(everything, 20)
                assert [e.matches(selector) for e in sample] == [test(e) for e in sample]
            element = rng.choice(everything[2:])
            if step % 3 == 0:
                element.classList.toggle("x")
            elif step % 3 == 1:
                made = document.createElement(rng.choice(["xa", "xb", "xc"]))
                rng.choice(everything).append(" ", made)
            elif not element.contains(target := rng.choice(everything)):
                target.prepend(element)
    assert any(walked) and not all(walked)  # the walks taken, and left where they cost more


def test_a_child_walk_under_nested_matches_keeps_tree_order() -> None:
    # the xa.x matches nest: their children in tree order are not their lists one after the
    # other (the walk down is left to the walk up)
    document: Any = html_document(
        "<div>"
        + "<xa class=x><xc id=c1></xc><xa class=x><xc id=c2></xc></xa><xc id=c3></xc></xa>" * 3
        + "<xc></xc>" * 100
    )
    ids = [e.id for e in document.querySelectorAll("xa.x > xc")]
    assert ids == ["c1", "c2", "c3"] * 3
    assert [e.id for e in document.querySelectorAll("xa.x xc")] == ["c1", "c2", "c3"] * 3


def test_nth_child_of_a_small_b_counts_elements_not_text() -> None:
    document: Any = html_document(
        "<ul>t<li id=l1></li> <!--x--> <li id=l2></li>t<li id=l3></li></ul>"
    )
    assert [e.id for e in document.querySelectorAll("li:nth-child(2)")] == ["l2"]
    assert [e.id for e in document.querySelectorAll("li:nth-last-child(3)")] == ["l1"]
    assert document.querySelectorAll("li:nth-child(4)").length == 0
    assert document.querySelector("#l3").matches(":nth-child(3):nth-last-child(1)")


def test_of_type_by_a_pass_over_a_names_list_keeps_namespaces_apart() -> None:
    # a td of another namespace among the siblings, and a td's own tds between its siblings
    document: Any = html_document(
        "<table><tr id=r1><td id=d1><table><tr><td id=d2></td><td id=d3></td></tr></table>"
        "</td><td id=d4></td></tr></table>"
    )
    row = document.getElementById("r1")
    other = document.createElementNS("urn:x", "td")
    other.id = "o1"
    row.insertBefore(other, row.firstChild)
    last = document.createElementNS("urn:x", "td")
    last.id = "o2"
    row.appendChild(last)
    assert [e.id for e in document.querySelectorAll("td:first-of-type")] == ["o1", "d1", "d2"]
    assert [e.id for e in document.querySelectorAll("td:last-of-type")] == ["d3", "d4", "o2"]
    assert [e.id for e in document.querySelectorAll("tr > td:first-of-type")] == ["o1", "d1", "d2"]
