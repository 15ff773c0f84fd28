"""``:has()`` and ``:target`` cost what a browser's do: ``matches()``, ``closest()`` and an
element's queries look at the subject's own region for ``:has()`` (its descendants, or its
following siblings and their descendants: https://drafts.csswg.org/selectors-4/#relational),
never the whole document, and the target element is found once per state of the document
(https://html.spec.whatwg.org/multipage/browsing-the-web.html#target-element). The answers
are checked against a naive reading of the Standard over random trees."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.selectors._trees import html_document
from webapi.selectors import _matching

_TAGS = ("a", "b", "c")
_CLASSES = ("x", "y")
_COMBINATORS = (" ", ">", "+", "~")


def _random_markup(rng: random.Random, count: int) -> str:
    """``count`` random elements nested at random (tags a/b/c, classes x/y)."""
    out: list[str] = []
    open_tags: list[str] = []
    for _ in range(count):
        while open_tags and rng.random() < 0.4:
            out.append(f"</{open_tags.pop()}>")
        tag = rng.choice(_TAGS)
        out.append(f"<{tag} class={rng.choice(_CLASSES)}>")
        open_tags.append(tag)
    return "<div id=root>" + "".join(out) + "</div>"


def _elements(root: Any) -> list[Any]:
    found = []
    stack = [root]
    while stack:
        node = stack.pop()
        if node._node_type == 1:
            found.append(node)
        child = node._last_child
        while child is not None:
            stack.append(child)
            child = child._previous_sibling
    return found


def _compound_matches(compound: tuple[str, str], element: Any) -> bool:
    tag, cls = compound
    return bool(element._local_name == tag and element.getAttribute("class") == cls)


def _related(element: Any, combinator: str) -> list[Any]:
    """The elements ``combinator`` leads to from ``element``, rightwards (its descendants,
    children, next sibling, following siblings), by their definitions."""
    if combinator == " ":
        return _elements(element)[1:]
    if combinator == ">":
        return [c for c in element.childNodes if c._node_type == 1]
    siblings = []
    node = element.nextElementSibling
    while node is not None:
        siblings.append(node)
        if combinator == "+":
            break
        node = node.nextElementSibling
    return siblings


def _naive_has(element: Any, relative: list[tuple[str, tuple[str, str]]]) -> bool:
    """Whether some element reached from ``element`` by the relative selector's combinators,
    left to right, matches each compound in turn (the relative selector anchored at it)."""
    current = [element]
    for combinator, compound in relative:
        reached = {id(r): r for e in current for r in _related(e, combinator)}
        current = [r for r in reached.values() if _compound_matches(compound, r)]
    return bool(current)


def _random_relative(rng: random.Random) -> list[tuple[str, tuple[str, str]]]:
    return [
        (rng.choice(_COMBINATORS), (rng.choice(_TAGS), rng.choice(_CLASSES)))
        for _ in range(rng.randint(1, 3))
    ]


def _text(relative: list[tuple[str, tuple[str, str]]]) -> str:
    return " ".join(f"{c} {t}.{k}" for c, (t, k) in relative).strip()


#: Three random trees by default, five more in the slow tier.
@pytest.mark.parametrize(
    "seed", [*range(3), *(pytest.param(seed, marks=pytest.mark.slow) for seed in range(3, 8))]
)
def test_has_against_its_definition_over_random_trees(seed: int) -> None:
    rng = random.Random(seed)
    document: Any = html_document(_random_markup(rng, 40))
    root = document.documentElement
    elements = _elements(root)
    for _ in range(6):
        relative = _random_relative(rng)
        selector = f":has({_text(relative)})"
        expected = [e for e in elements if _naive_has(e, relative)]
        # matches() of each element, closest() from each, the document's query and each
        # element's (scoped) query, and a query where :has() is an ancestor's (outside scope)
        assert [e for e in elements if e.matches(selector)] == expected, selector
        for element in elements:
            ancestors = [
                a for a in _elements(root) if a in expected and _elements(a).count(element)
            ]
            nearest = ancestors[-1] if ancestors else None
            assert element.closest(selector) is nearest, selector
            inside = [e for e in _elements(element)[1:] if e in expected]
            assert list(element.querySelectorAll(selector)) == inside, selector
            under = [
                e
                for e in _elements(element)[1:]
                if any(a in expected for a in _elements(root) if e in _elements(a)[1:])
            ]
            assert list(element.querySelectorAll(f"{selector} *")) == under, selector
        assert list(document.querySelectorAll(selector)) == expected, selector


def _recorded(monkeypatch: pytest.MonkeyPatch) -> tuple[set[int], list[Any]]:
    """The elements the compiled compound tests are applied to, and the roots walked."""
    tested: set[int] = set()
    walked: list[Any] = []
    compiled = _matching.Matcher.compiled
    walk = _matching.subtree_elements

    def recording_compiled(self: Any, compound: Any) -> Any:
        test = compiled(self, compound)

        def recording(element: Any, matcher: Any) -> bool:
            tested.add(id(element))
            return test(element, matcher)

        return recording

    def recording_walk(root: Any) -> Any:
        walked.append(root)
        return walk(root)

    monkeypatch.setattr(_matching.Matcher, "compiled", recording_compiled)
    monkeypatch.setattr(_matching, "subtree_elements", recording_walk)
    return tested, walked


@pytest.mark.parametrize("relative", ["a", "a.x b", "> b c", "~ p a", "+ p > a"])
def test_has_in_matches_looks_at_the_subjects_region_only(
    monkeypatch: pytest.MonkeyPatch, relative: str
) -> None:
    document: Any = html_document(
        "<p id=before><a class=x><b><c></c></b></a></p>"
        "<section><p id=subject><a class=x><b><c></c></b></a></p><p><a></a></p></section>"
        "<p id=after><a class=x><b><c></c></b></a></p>"
    )
    subject = document.getElementById("subject")
    region = _elements(subject) if relative[0] not in "~+" else _elements(subject.parentNode)
    allowed = {id(e) for e in region}
    ancestor = subject.parentNode
    while ancestor is not document:  # (closest() tests its compound on the way up)
        allowed.add(id(ancestor))
        ancestor = ancestor.parentNode
    tested, _ = _recorded(monkeypatch)
    subject.matches(f":has({relative})")
    subject.closest(f"p:has({relative})")
    assert tested <= allowed


def test_target_is_found_once_per_state_of_the_document(monkeypatch: pytest.MonkeyPatch) -> None:
    document: Any = html_document("<table>" + "<tr><td>x</td></tr>" * 50 + "</table><a name=n></a>")
    document._url = "https://example.com/#n"  # (an a's name: no ID map answers it)
    cells = list(document.querySelectorAll("td"))
    named = document.querySelector("a[name=n]")
    _, walked = _recorded(monkeypatch)
    assert not any(cell.matches(":target") for cell in cells)
    assert named.matches(":target")
    assert len(walked) <= 1
    # a change of the tree or of a name is a new state: the target found again
    named.setAttribute("name", "m")
    assert not named.matches(":target")
    cells[3].setAttribute("id", "n")
    assert cells[3].matches(":target") and not named.matches(":target")
    cells[3].remove()
    named.setAttribute("name", "n")
    assert named.matches(":target")
    document.body.prepend(document.createElement("a"))
    document.body.firstChild.setAttribute("name", "n")
    assert document.body.firstChild.matches(":target") and not named.matches(":target")
