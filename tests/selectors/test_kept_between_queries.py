"""What the selectors keep between the queries of one state of a tree (issue 58 item 11):
the ancestors of a compound's matches that ``:has()`` reads, kept by the element index while
the attributes the compound reads stay as they are; a chain's first match looked for after
the first element matching its leftmost compound; a new document's first match of an
attribute selector, the elements without that attribute passed over. Each against brute
force on random trees, queried again after each of the changes that must not leave them
stale: classes, attributes, IDs, insertions, removals, moves, elements moved into a fragment
(the DOM has no shadow trees) and into a template's contents."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from tests.selectors._trees import ancestors, html_document, random_markup


def _classes(element: Any) -> set[str]:
    return set((element.getAttribute("class") or "").split())


def _descendants(element: Any) -> list[Any]:
    found = []
    for child in element.children:
        found.append(child)
        found.extend(_descendants(child))
    return found


def _has(element: Any, test: Callable[[Any], bool]) -> bool:
    return any(test(d) for d in _descendants(element))


def _x(e: Any) -> bool:
    return "x" in _classes(e)


def _k1(e: Any) -> bool:
    return bool(e.getAttribute("data-k") == "v1")


#: Selectors and their answers by brute force (a predicate of an element).
_CASES: dict[str, Callable[[Any], bool]] = {
    ":has(.x)": lambda e: _has(e, _x),
    "a:has([data-k])": lambda e: e.localName == "a" and _has(e, lambda d: d.hasAttribute("data-k")),
    ".y:has(b[data-k=v1])": lambda e: (
        "y" in _classes(e) and _has(e, lambda d: d.localName == "b" and _k1(d))
    ),
    "b:has(#n7, #n12)": lambda e: e.localName == "b" and _has(e, lambda d: d.id in ("n7", "n12")),
    "c:has(.x) a": lambda e: (
        e.localName == "a" and any(a.localName == "c" and _has(a, _x) for a in ancestors(e))
    ),
    ":has(c.z) > b": lambda e: (
        e.localName == "b"
        and e.parentElement is not None
        and _has(e.parentElement, lambda d: d.localName == "c" and "z" in _classes(d))
    ),
    "b.x > c a": lambda e: (
        e.localName == "a"
        and any(
            a.localName == "c"
            and a.parentElement is not None
            and a.parentElement.localName == "b"
            and _x(a.parentElement)
            for a in ancestors(e)
        )
    ),
    "[data-k=v1] b": lambda e: e.localName == "b" and any(_k1(a) for a in ancestors(e)),
    "[data-k=v2]": lambda e: e.getAttribute("data-k") == "v2",
    "[data-k]:not(.y)": lambda e: e.hasAttribute("data-k") and "y" not in _classes(e),
    "[data-k]": lambda e: e.hasAttribute("data-k"),
    "[data-k=v1]": _k1,
    "c[data-k*='1']": lambda e: e.localName == "c" and "1" in (e.getAttribute("data-k") or ""),
    "[data-k^=v]": lambda e: (e.getAttribute("data-k") or "").startswith("v"),
    "a[data-k$='2']": lambda e: (
        e.localName == "a" and (e.getAttribute("data-k") or "").endswith("2")
    ),
    "#n7": lambda e: e.id == "n7",
    "c#n12": lambda e: e.localName == "c" and e.id == "n12",
    "b:first-of-type": lambda e: e.localName == "b" and _nth_of_type(e, e.parentElement) == 1,
    ":last-of-type": lambda e: _nth_of_type(e, e.parentElement, True) == 1,
    "c:only-of-type": lambda e: (
        e.localName == "c"
        and _nth_of_type(e, e.parentElement) == _nth_of_type(e, e.parentElement, True) == 1
    ),
    ".x:first-child": lambda e: _x(e) and e.previousElementSibling is None,
    "a > :last-child": lambda e: (
        e.parentElement is not None
        and e.parentElement.localName == "a"
        and e.nextElementSibling is None
    ),
    "b :only-child": lambda e: (
        e.previousElementSibling is None
        and e.nextElementSibling is None
        and any(a.localName == "b" for a in ancestors(e))
    ),
}


def _nth_of_type(element: Any, parent: Any, last: bool = False) -> int:
    """The element's position among its parent's children of its type (from the end:
    ``last``); 1 for an element without a parent element (body's children have one)."""
    if parent is None:
        return 1
    same = [c for c in parent.children if c.localName == element.localName]
    return (same[::-1] if last else same).index(element) + 1


def _change(rng: random.Random, document: Any, step: int) -> None:
    """One change of the tree: a class, an attribute, an ID, an element inserted, removed or
    moved, an element moved out into a fragment, or into a template's contents."""
    everything = list(document.body.querySelectorAll("*"))
    if len(everything) < 4:
        document.body.appendChild(document.createElement("b")).className = "x"
        return
    element = rng.choice(everything)
    kind = step % 8
    if kind == 0:  # (attributes: of several elements, the tree as it was)
        for changed in rng.sample(everything, 3):
            changed.className = rng.choice(["x", "y z", "z", ""])
    elif kind == 1:
        for changed in rng.sample(everything, 3):
            if rng.random() < 0.5:
                changed.setAttribute("data-k", rng.choice(["v1", "v2"]))
            else:
                changed.removeAttribute("data-k")
    elif kind == 2:
        for changed in rng.sample(everything, 3):
            changed.id = rng.choice(["n7", "n12", "other"])
    elif kind == 3:
        made = document.createElement(rng.choice("abc"))
        made.className = rng.choice(["x", "z", ""])
        made.setAttribute("data-k", "v1")
        element.appendChild(made)
    elif kind == 4:
        element.remove()
    elif kind == 5:
        target = rng.choice(everything)
        if not element.contains(target):
            target.appendChild(element)
    elif kind == 6:
        document.createDocumentFragment().appendChild(element)
    else:
        template = document.createElement("template")
        document.body.appendChild(template)
        template.content.appendChild(element)


@pytest.mark.slow
def test_kept_answers_against_brute_force_through_changes() -> None:
    rng = random.Random(5811)
    for tree in range(3):
        document: Any = html_document("<!DOCTYPE html>" + random_markup(rng, 40, id_chance=0.3))
        for step in range(11):
            everything = list(document.querySelectorAll("*"))
            for selector, test in _CASES.items():
                expected = [e for e in everything if test(e)]
                for _ in range(3):  # (a new tree's first query, then the index's)
                    assert list(document.querySelectorAll(selector)) == expected, (tree, selector)
                    first = document.querySelector(selector)
                    assert first is (expected[0] if expected else None), (tree, step, selector)
                scope = rng.choice(everything)
                inside = [e for e in expected if scope.compareDocumentPosition(e) & 16]
                assert scope.querySelector(selector) is (inside[0] if inside else None)
            _change(rng, document, step if step < 8 else rng.randrange(3))
            # attribute lists in their other form (Attr nodes asked for, a namespaced one)
            rest = list(document.querySelectorAll("*"))
            for converted in rng.sample(rest, min(3, len(rest))):
                assert len(converted.attributes) >= 0
            rng.choice(rest).setAttributeNS("urn:x", "x:data-k", rng.choice(["v1", "v2"]))


def test_a_new_documents_first_query_of_an_attribute_selector() -> None:
    # every query the first of its document (a new parse each time): elements without the
    # attribute passed over, those with it in the other form (a namespaced attribute) tested
    for markup, selector, expected in [
        ("<p data-k=v1 id=p1><b id=b1 data-k=v2></b>", "[data-k=v2]", "b1"),
        ("<p id=p1><b id=b1 DATA-K=v1></b>", "[data-k=v1]", "b1"),
        ("<p id=p1><svg><g id=g1 viewBox=v></g></svg>", "[viewBox=v]", "g1"),
        ("<p id=p1><svg><g id=g1 viewBox=v></g></svg>", "[viewbox=v]", None),
        ("<p id=p1 title=t><b id=b1 title=t></b>", "b[title=t]", "b1"),
        ("<p id=p1 lang=EN><b id=b1 lang=en></b>", "b[lang=EN]", "b1"),
    ]:
        document: Any = html_document("<!DOCTYPE html>" + markup)
        found = document.querySelector(selector)
        assert (found.id if found is not None else None) == expected, selector
    document = html_document("<!DOCTYPE html><p id=p1><b id=b1></b>")
    document.querySelector("#b1").setAttributeNS("urn:x", "x:data-k", "v1")
    assert document.querySelector("[*|data-k=v1]").id == "b1"
    assert document.querySelector("[data-k=v1]") is None


def test_of_type_positions_are_kept_for_a_state_of_the_tree() -> None:
    # :first-of-type and its kin read the positions numbered for the tree as it is (kept by
    # the element index between queries): each change of the children numbers them again;
    # an element of another namespace is of another type
    document: Any = html_document(
        "<!DOCTYPE html><table><tr><th>h</th><td>1</td><td>2</td></tr><tr><td>3</td></tr></table>"
    )

    def texts(selector: str) -> list[str]:
        found = [e.textContent for e in document.querySelectorAll(selector)]
        assert found == [e.textContent for e in document.querySelectorAll(selector)]
        return found

    assert texts("tr > td:first-of-type") == ["1", "3"]
    assert texts("td:last-of-type") == ["2", "3"]
    assert texts("td:only-of-type") == ["3"]
    row = document.querySelector("tr")
    made = document.createElement("td")
    made.textContent = "0"
    row.insertBefore(made, row.children[1])
    assert texts("tr > td:first-of-type") == ["0", "3"]
    made.remove()
    assert texts("tr > td:first-of-type") == ["1", "3"]
    row.append(row.children[1])
    assert texts("tr > td:first-of-type") == ["2", "3"]
    assert texts("td:last-of-type") == ["1", "3"]
    foreign = document.createElementNS("urn:x", "td")
    foreign.textContent = "f"
    row.append(foreign)
    assert texts("tr > td:first-of-type") == ["2", "f", "3"]
    assert texts("td:last-of-type") == ["1", "f", "3"]
    assert texts("td:only-of-type") == ["f", "3"]
    document.querySelectorAll("tr")[1].appendChild(row.children[1])
    assert texts("td:only-of-type") == ["1", "f"]


def test_attribute_values_in_either_form_of_the_attribute_list() -> None:
    # the compiled value tests read the dict form and the Attr form (Attr nodes asked for, a
    # namespaced attribute set) alike: HTML's case rules on HTML elements, a namespaced
    # attribute of the same local name not the selector's (no namespace prefix)
    document: Any = html_document(
        "<!DOCTYPE html><input id=a type=Text><input id=b type=text data-x=1>"
        "<svg><g id=c type=Text data-x=21></g></svg>"
    )
    expected = {
        "[type=text]": ["a", "b"],
        "[type=text i]": ["a", "b", "c"],
        "[type=text s]": ["b"],
        "[type^=T]": ["a", "b", "c"],
        "[type$=xT]": ["a", "b"],
        "[data-x*='1']": ["b", "c"],
        "[data-x='1']": ["b"],
        "[data-x^='2']": ["c"],
        "[*|type=text]": ["a", "b"],
    }
    for form in ("dict", "attr"):
        if form == "attr":
            for element in document.querySelectorAll("*"):
                assert len(element.attributes) >= 0
            document.getElementById("a").setAttributeNS("urn:x", "x:data-x", "1")
        for selector, ids in expected.items():
            for _ in range(2):
                found = [e.id for e in document.querySelectorAll(selector)]
                assert found == ids, (form, selector)
