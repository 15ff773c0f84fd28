"""The element index kept through changes of the tree (issue 77 item 1,
``webapi/selectors/_index_changes.py``): after each random insertion (an element, a subtree,
a fragment's children, an element moved by ``appendChild``/``insertBefore``), removal, or
change of a ``class`` or other attribute, between queries, the index holds the tree's elements
in tree order, by local name, by class and by attribute name, and the queries answer what
``matches`` (no index) answers for each element."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.selectors._trees import random_markup
from webapi.html.browsing._elements_bindings import DOMParser

_INDEX = "selectors: index"

_SELECTORS = [
    "a",
    "b.x",
    ".y",
    "c .x",
    "a > b",
    "[data-k]",
    "[data-k=v1] c",
    ":is(a, b) c.z",
    "#n3",
    "c:nth-child(2)",
    "b:has(> .x)",
    "a ~ c",
]


def _markup(rng: random.Random, budget: int) -> str:
    return "<!DOCTYPE html><body>" + random_markup(rng, budget, id_chance=0.2)


def _elements(document: Any) -> list[Any]:
    return list(document.getElementsByTagName("*"))


def _new_element(document: Any, rng: random.Random) -> Any:
    element = document.createElement(rng.choice("abc"))
    if rng.random() < 0.5:
        element.className = rng.choice(["x", "y z", "x z"])
    if rng.random() < 0.3:
        element.setAttribute("data-k", rng.choice(["v1", "v2"]))
    if rng.random() < 0.5:
        element.appendChild(
            _new_element(document, rng) if rng.random() < 0.5 else document.createTextNode("t")
        )
    return element


def _change(document: Any, rng: random.Random) -> None:
    every = _elements(document)
    target = rng.choice(every[1:]) if len(every) > 1 else document.body
    kind = rng.randrange(8)
    if kind == 0:
        target.appendChild(_new_element(document, rng))
    elif kind == 1 and target.parentNode is not None:
        target.parentNode.insertBefore(_new_element(document, rng), target)
    elif kind == 2 and target is not document.body and target.parentNode is not None:
        target.remove()
    elif kind == 3:
        fragment = document.createDocumentFragment()
        for _ in range(rng.randint(1, 3)):
            fragment.appendChild(_new_element(document, rng))
        target.appendChild(fragment)
    elif kind == 4:  # a move by appendChild of an element of the tree
        moved = rng.choice(every)
        if (
            moved is not document.documentElement
            and moved is not document.body
            and not moved.contains(target)
        ):
            target.appendChild(moved)
    elif kind == 5:
        target.className = rng.choice(["", "x", "y", "x y z"])
    elif kind == 6:
        target.setAttribute("data-k", rng.choice(["v1", "v2"]))
    else:
        target.appendChild(document.createTextNode("text"))


def _check_index(document: Any) -> None:
    entry = (document._cache or {}).get(_INDEX)
    if entry is None or entry[1] is None or entry[0] != document._tree_version:
        return
    index = entry[1]
    impl = [e._impl if hasattr(e, "_impl") else e for e in _elements(document)]
    assert index.elements == impl
    if index._positions is not None:
        assert index._positions == {e: i for i, e in enumerate(impl)}
    by_name: dict[str, list[Any]] = {}
    for element in impl:
        by_name.setdefault(element._local_name, []).append(element)
    assert {k: v for k, v in index.by_name.items() if v} == by_name
    classes = index._classes
    if classes is not None and classes[0] == document._attribute_versions.get("class"):
        wanted: dict[str, list[Any]] = {}
        for element in impl:
            for token in dict.fromkeys((element._attrs or {}).get("class", "").split()):
                wanted.setdefault(token, []).append(element)
        assert {k: v for k, v in classes[2].items() if v} == wanted


@pytest.mark.parametrize("seed", range(6))
def test_queries_after_random_changes_answer_as_matches(seed: int) -> None:
    rng = random.Random(seed)
    document = DOMParser().parseFromString(_markup(rng, 60), "text/html")
    for _ in range(40):
        for _ in range(rng.choice([1, 1, 1, 2, 12])):
            _change(document, rng)
        for selector in rng.sample(_SELECTORS, 4):
            found = list(document.querySelectorAll(selector))
            expected = [e for e in _elements(document) if e.matches(selector)]
            assert found == expected, selector
            assert document.querySelector(selector) == (expected[0] if expected else None)
            _check_index(document)


def test_the_index_is_kept_through_a_change() -> None:
    document = DOMParser().parseFromString(
        "<!DOCTYPE html><div class=x><p>a</p></div><div class=y></div>", "text/html"
    )
    document.querySelectorAll(".x")
    document.querySelectorAll(".y")
    index = document._cache[_INDEX][1]
    added = document.createElement("p")
    added.className = "x"
    document.body.lastChild.appendChild(added)
    assert document._cache[_INDEX] == (document._tree_version, index)
    assert [e.localName for e in document.querySelectorAll(".x")] == ["div", "p"]
    added.remove()
    assert document._cache[_INDEX] == (document._tree_version, index)
    assert len(document.querySelectorAll("p")) == 1
    _check_index(document)


def test_many_changes_without_a_query_drop_the_index() -> None:
    document = DOMParser().parseFromString("<!DOCTYPE html><div></div>", "text/html")
    document.querySelectorAll("div")
    document.querySelectorAll("div")
    for _ in range(20):
        document.body.appendChild(document.createElement("div"))
    assert _INDEX not in document._cache
    assert len(document.querySelectorAll("div")) == 21
