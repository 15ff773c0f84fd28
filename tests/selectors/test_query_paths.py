"""The matcher's fast paths give the answers the Standard gives: compiled compounds,
descendant/child chains matched group by group (with a memo shared by a query's elements),
and the document's element index that repeated queries use, which must follow every change
of the tree."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.selectors._trees import html_document
from webapi.dom import DOMException


def _ids(nodes: object) -> list[str]:
    return [node.id for node in nodes]  # type: ignore[attr-defined]


def test_a_group_that_fails_at_the_nearest_ancestor_matches_higher() -> None:
    # the b nearest the c is not a child of an a; the one above it is
    document = html_document("<a><b id=b1><b id=b2><c id=c1></c></b></b></a><b><c id=c2></c></b>")
    assert _ids(document.querySelectorAll("a > b c")) == ["c1"]
    assert _ids(document.querySelectorAll("a > b > b c")) == ["c1"]
    assert _ids(document.querySelectorAll("a > b > b > c")) == ["c1"]
    assert _ids(document.querySelectorAll("b > b > c")) == ["c1"]
    assert _ids(document.querySelectorAll("a b > c")) == ["c1"]
    assert _ids(document.querySelectorAll("body > b c")) == ["c2"]
    assert _ids(document.querySelectorAll("a c, body > b > c")) == ["c1", "c2"]


def test_the_memo_of_one_query_does_not_leak_between_elements() -> None:
    # siblings under one parent share ancestors: the memo keeps what holds above each
    document = html_document(
        "<section><div class=x><p id=p1></p></div><div><p id=p2></p></div></section>"
        "<div class=x><section><p id=p3></p></section></div>"
    )
    assert _ids(document.querySelectorAll(".x p")) == ["p1", "p3"]
    assert _ids(document.querySelectorAll("section > div p")) == ["p1", "p2"]
    assert _ids(document.querySelectorAll(".x section p")) == ["p3"]
    assert _ids(document.querySelectorAll("div.x > p")) == ["p1"]
    p3 = document.querySelector("#p3")
    assert p3.matches(".x p") and not p3.matches("section > div p")
    assert p3.closest(".x section") is document.querySelector("div.x section")


def test_a_deep_chain_over_a_deep_tree() -> None:
    depth = 300
    document = html_document("<div>" * depth + "<p id=deep></p>")
    chain = " ".join(["div"] * 50) + " > p"
    assert _ids(document.querySelectorAll(chain)) == ["deep"]
    assert document.querySelectorAll("span " + chain).length == 0
    assert _ids(document.querySelectorAll(" > ".join(["div"] * depth) + " > p")) == ["deep"]
    assert document.querySelectorAll(" > ".join(["div"] * (depth + 1)) + " > p").length == 0
    assert document.querySelectorAll("body > div div").length == depth - 1


@pytest.mark.parametrize(
    ("selectors", "expected"),
    [
        ("P", ["p1", "p2"]),  # type selectors lower-cased against HTML elements
        (":is(h1, H2)", ["h1", "h2"]),
        ("svg|*", []),  # (an undeclared prefix is refused below)
        ("foreignObject", ["fo"]),
        ("foreignobject", []),  # an SVG element: its name is compared as written
        ("[DATA-X]", ["p2"]),
        ("p:not(.a)", ["p2"]),
        (":where(p, h1):first-child", ["h1"]),
    ],
)
def test_names_and_case_in_an_html_document(selectors: str, expected: list[str]) -> None:
    document = html_document(
        "<h1 id=h1></h1><h2 id=h2></h2><p id=p1 class=a></p><p id=p2 data-x></p>"
        "<svg><foreignObject id=fo></foreignObject></svg>"
    )
    if selectors == "svg|*":
        with pytest.raises(Exception, match="namespace"):
            document.querySelectorAll(selectors)
        return
    for _ in range(3):  # the first query walks the tree, the later ones use its index
        assert _ids(document.querySelectorAll(selectors)) == expected


def test_the_element_index_follows_changes_of_the_tree() -> None:
    document = html_document("<div id=d><p id=p1></p><p id=p2></p></div>")
    for _ in range(2):
        assert _ids(document.querySelectorAll("p")) == ["p1", "p2"]
    div = document.querySelector("#d")
    added = document.createElement("p")
    added.id = "p0"
    div.prepend(added)
    assert _ids(document.querySelectorAll("p")) == ["p0", "p1", "p2"]
    assert _ids(document.querySelectorAll("p")) == ["p0", "p1", "p2"]
    document.querySelector("#p1").remove()
    assert _ids(document.querySelectorAll("div > p")) == ["p0", "p2"]
    assert _ids(document.querySelectorAll("div > p")) == ["p0", "p2"]
    div.innerHTML = "<span><p id=p3></p></span>"
    assert _ids(document.querySelectorAll("p")) == ["p3"]
    assert _ids(document.querySelectorAll("span p")) == ["p3"]
    document.querySelector("#p3").setAttribute("class", "k")
    assert _ids(document.querySelectorAll("p.k")) == ["p3"]
    div.textContent = ""
    assert document.querySelectorAll("p").length == 0
    assert _ids(document.querySelectorAll("*"))[-1] == "d"


# --- relative selectors and the hostile shapes, at small sizes --------------------------------

_COMBINATORS = (" ", ">", "+", "~")


def _random_markup(rng: random.Random, budget: int) -> str:
    """A random tree of a, b and c elements (a body of ``budget`` elements at most)."""
    out: list[str] = []
    stack: list[str] = []
    for _ in range(budget):
        if stack and rng.random() < 0.4:
            out.append(f"</{stack.pop()}>")
        name = rng.choice("abc")
        out.append(f"<{name}>")
        stack.append(name)
    return "".join(out)


def _left_of(element: Any, combinator: str) -> list[Any]:
    """The elements a combinator leads to from ``element``, read leftwards (its parent, its
    ancestors, its previous sibling, its previous siblings)."""
    found = []
    step = "parentElement" if combinator in " >" else "previousElementSibling"
    node = getattr(element, step)
    while node is not None:
        found.append(node)
        if combinator in ">+":
            break
        node = getattr(node, step)
    return found


def _reference_has(
    anchor: Any, combinators: list[str], names: list[str], elements: list[Any]
) -> bool:
    """https://drafts.csswg.org/selectors-4/#relational, by brute force: some element matches
    the relative selector ``combinators[0] names[0] combinators[1] names[1] ...`` anchored at
    ``anchor`` (each compound a type selector)."""

    def matches_from(i: int, element: Any) -> bool:  # names[i] at element, the rest leftwards
        if element.localName != names[i]:
            return False
        lefts = _left_of(element, combinators[i])
        if i == 0:
            return anchor in lefts
        return any(matches_from(i - 1, left) for left in lefts)

    return any(matches_from(len(names) - 1, element) for element in elements)


def test_has_with_relative_selectors_of_several_compounds_against_brute_force() -> None:
    rng = random.Random(44)
    for _ in range(25):
        document = html_document(_random_markup(rng, 30))
        elements = list(document.querySelectorAll("body *"))
        for _ in range(8):
            size = rng.randint(1, 3)
            combinators = [rng.choice(_COMBINATORS) for _ in range(size)]
            names = [rng.choice("abc") for _ in range(size)]
            relative = " ".join(f"{c} {n}" for c, n in zip(combinators, names, strict=True))
            selector = f"body *:has({relative})"
            expected = [e for e in elements if _reference_has(e, combinators, names, elements)]
            assert list(document.querySelectorAll(selector)) == expected, selector
            for element in elements[:5]:
                assert element.matches(selector) == (element in expected), selector


def test_nested_is_deeper_than_the_parser_takes_is_a_syntax_error() -> None:
    document = html_document("<p id=p>")
    assert _ids(document.querySelectorAll(":is(" * 50 + "p" + ")" * 50)) == ["p"]
    for depth in (1_000, 10_000):
        with pytest.raises(DOMException) as caught:
            document.querySelectorAll(":is(" * depth + "p" + ")" * depth)
        assert caught.value.name == "SyntaxError"


def test_long_sibling_chains_and_has_over_many_siblings() -> None:
    count = 1_000
    document = html_document("<div>" + "<p></p>" * count + "<span></span></div>")
    assert document.querySelectorAll("span ~ p ~ p + p").length == 0
    assert document.querySelectorAll("p ~ p + p").length == count - 2
    assert document.querySelectorAll("p:has(~ p + span)").length == count - 1
    assert document.querySelectorAll("p:has(+ p ~ span)").length == count - 1
    assert document.querySelectorAll("p:has(~ span + p)").length == 0
    assert document.querySelectorAll("div:has(> p + p ~ span)").length == 1
    assert document.querySelectorAll("div:has(p span)").length == 0
    assert document.querySelectorAll("p:nth-child(2n of p)").length == count // 2
    assert document.querySelectorAll("p:nth-last-child(3 of p)").length == 1
    assert document.querySelectorAll(":nth-child(1 of span)").length == 1


def test_has_over_a_deep_tree() -> None:
    depth = 2_000
    document = html_document("<div>" * depth + "<span></span>")
    assert document.querySelectorAll("div:has(span)").length == depth
    assert document.querySelectorAll("div:has(> span)").length == 1
    assert document.querySelectorAll("div:has(div > div > span)").length == depth - 2
    assert document.querySelectorAll("div:has(span div)").length == 0
    assert document.querySelectorAll("span ~ div div div div").length == 0


# --- the element index's maps (class, ID, name) and the left-to-right combinator sets ----------
# Each query below is made twice where it matters: the index is made at the second query of a
# state of the tree, so the second answer comes from it (the first from a walk).


def _twice(root: Any, selectors: str) -> list[str]:
    first = _ids(root.querySelectorAll(selectors))
    second = _ids(root.querySelectorAll(selectors))
    assert first == second, selectors
    one = root.querySelector(selectors)
    assert (one.id if one is not None else None) == (second[0] if second else None), selectors
    return second


def test_the_class_map_follows_class_attribute_changes() -> None:
    document = html_document(
        "<!DOCTYPE html><div id=d><p id=p1 class=x></p><p id=p2 class='y x'></p><p id=p3></p></div>"
    )
    assert _twice(document, ".x") == ["p1", "p2"]
    p1, p2, p3 = (document.getElementById(i) for i in ("p1", "p2", "p3"))
    p3.setAttribute("class", "x")
    assert _twice(document, ".x") == ["p1", "p2", "p3"]
    p1.classList.remove("x")
    assert _twice(document, ".x") == ["p2", "p3"]
    p1.className = "z x"
    assert _twice(document, ".x") == ["p1", "p2", "p3"]
    p2.removeAttribute("class")
    assert _twice(document, ".x") == ["p1", "p3"]
    p3.getAttributeNode("class").value = "y"
    assert _twice(document, ".x") == ["p1"]
    assert _twice(document, ".y") == ["p3"]
    p1.classList.add("y")
    assert _twice(document, "div > .y") == ["p1", "p3"]
    # a class attribute in a namespace is not the class attribute
    p2.setAttributeNS("urn:x", "x:class", "x")
    assert _twice(document, ".x") == ["p1"]
    p2.setAttribute("class", "x x\tx")  # one element, however often its class repeats
    assert _twice(document, ".x") == ["p1", "p2"]


def test_the_maps_follow_elements_moved_inserted_and_removed() -> None:
    document = html_document(
        "<!DOCTYPE html><section id=s1><p id=a class=x></p></section>"
        "<section id=s2><p id=b class=x></p></section>"
    )
    assert _twice(document, ".x") == ["a", "b"]
    a, b = document.getElementById("a"), document.getElementById("b")
    s2 = document.getElementById("s2")
    s2.appendChild(a)  # moved after b
    assert _twice(document, ".x") == ["b", "a"]
    assert _twice(document, "#s2 > .x") == ["b", "a"]
    assert _twice(document, "#s1 .x") == []
    s2.moveBefore(a, b)
    assert _twice(document, "section .x") == ["a", "b"]
    assert _twice(document, "p") == ["a", "b"]
    b.remove()
    assert _twice(document, ".x") == ["a"]
    assert _twice(document, "p") == ["a"]
    added = document.createElement("p")
    added.id = "c"
    added.className = "x"
    document.getElementById("s1").append(added)
    assert _twice(document, ".x") == ["c", "a"]
    assert _twice(document, "section > p.x") == ["c", "a"]
    # a removed element's class or ID change leaves the document's maps as they are
    b.className = "x"
    b.id = "a"
    assert _twice(document, ".x") == ["c", "a"]
    assert _twice(document, "#a") == ["a"]


def test_duplicate_ids_are_answered_in_tree_order() -> None:
    document = html_document(
        "<!DOCTYPE html><div id=outer><p id=d class=one></p></div><p id=d class=two></p>"
        "<span><b id=d></b></span>"
    )
    assert [e.className for e in document.querySelectorAll("#d")] == ["one", "two", ""]
    for _ in range(2):
        assert document.querySelector("#d").className == "one"
        assert document.querySelector("span #d").localName == "b"
        assert document.querySelector("#d.two").className == "two"
        assert [e.localName for e in document.querySelectorAll("body > #d, span > #d")] == [
            "p",
            "b",
        ]
        assert _ids(document.querySelectorAll("#outer #d")) == ["d"]
    document.getElementById("outer").remove()
    assert document.querySelector("#d").className == "two"
    assert document.querySelector("#d").className == "two"


def test_query_selector_is_the_first_in_tree_order_for_a_selector_list() -> None:
    document = html_document(
        "<!DOCTYPE html><a id=a1 class=y></a><div><b id=b1 class=x></b><a id=a2></a></div>"
        "<b id=b2></b>"
    )
    for _ in range(3):
        assert document.querySelector("b, a").id == "a1"
        assert document.querySelector("div b, a").id == "a1"
        assert document.querySelector(".x, .y").id == "a1"
        assert document.querySelector("div > a, b").id == "b1"
        assert document.querySelector("body > b, div > a").id == "a2"
        assert _ids(document.querySelectorAll("b, a")) == ["a1", "b1", "a2", "b2"]
        assert _ids(document.querySelectorAll("b, .x, div *")) == ["b1", "a2", "b2"]
        assert document.querySelector("i, u") is None


def test_quirks_mode_classes_through_the_class_map() -> None:
    quirks = html_document("<p id=p1 class=Foo></p><p id=p2 class='BAR foo'></p><p id=p3>")
    assert quirks._mode == "quirks"
    assert _twice(quirks, ".foo") == ["p1", "p2"]
    assert _twice(quirks, ".FOO") == ["p1", "p2"]
    assert _twice(quirks, "body > .bar") == ["p2"]
    assert _twice(quirks, "#P2") == ["p2"]
    standard = html_document("<!DOCTYPE html><p id=p1 class=Foo></p><p id=p2 class='BAR foo'>")
    assert _twice(standard, ".foo") == ["p2"]
    assert _twice(standard, ".Foo") == ["p1"]
    assert _twice(standard, "body > .bar") == []
    assert _twice(standard, "#P2") == []


def test_scoped_queries_find_descendants_only() -> None:
    document = html_document(
        "<!DOCTYPE html><section class=x id=s><div class=x id=d><p class=x id=p1></p>"
        "<p id=p2><i class=x id=i></i></p></div><p class=x id=p3></p></section>"
        "<p class=x id=p4></p>"
    )
    div = document.getElementById("d")
    for _ in range(2):
        assert _twice(div, ".x") == ["p1", "i"]
        assert _twice(div, "p") == ["p1", "p2"]
        assert _twice(div, "*") == ["p1", "p2", "i"]
        # the compounds on the left may match above the scoping root
        assert _twice(div, "section .x") == ["p1", "i"]
        assert _twice(div, "section > div > p") == ["p1", "p2"]
        assert _twice(div, ":scope > .x") == ["p1"]
        assert _twice(div, ".x, p") == ["p1", "p2", "i"]
        assert _twice(document.getElementById("p3"), ".x") == []
        assert _twice(document.getElementById("s"), "#p3, #p4, #p1") == ["p1", "p3"]
    # a tree outside the document: walked
    detached = div.cloneNode(True)
    assert _twice(detached, ".x") == ["p1", "i"]


def test_template_contents_are_not_searched() -> None:
    document = html_document(
        "<!DOCTYPE html><p class=x id=p1></p><template><p class=x id=t1></p><b id=t2></b>"
        "</template><p id=p2></p>"
    )
    for _ in range(2):
        assert _ids(document.querySelectorAll(".x")) == ["p1"]
        assert _ids(document.querySelectorAll("p")) == ["p1", "p2"]
        assert _ids(document.querySelectorAll("template *, #t1, #t2")) == []
    content = document.querySelector("template").content
    assert _ids(content.querySelectorAll(".x, b")) == ["t1", "t2"]
    assert content.querySelector("p").id == "t1"


def _reference_matches(element: Any, parts: list[tuple[str, str]]) -> bool:
    """https://drafts.csswg.org/selectors-4/#match-a-complex-selector-against-an-element by
    brute force, for compounds that are a type or a class selector joined by descendant and
    child combinators (``parts``: (combinator on its left, compound), left to right)."""

    def compound(node: Any, text: str) -> bool:
        if text.startswith("."):
            return text[1:] in (node.getAttribute("class") or "").split()
        return bool(node.localName == text)

    def matches_from(i: int, node: Any) -> bool:  # parts[i] at node, the rest leftwards
        if not compound(node, parts[i][1]):
            return False
        if i == 0:
            return True
        lefts = _left_of(node, parts[i][0])
        return any(matches_from(i - 1, left) for left in lefts)

    return matches_from(len(parts) - 1, element)


def test_descendant_and_child_chains_against_brute_force() -> None:
    rng = random.Random(58)
    for _ in range(20):
        markup = "<!DOCTYPE html>" + _random_markup(rng, 40)
        document = html_document(markup)
        for element in document.querySelectorAll("body *"):
            if rng.random() < 0.5:
                element.className = " ".join(rng.sample("xyz", rng.randint(1, 2)))
        elements = list(document.querySelectorAll("*"))
        for _ in range(10):
            size = rng.randint(1, 4)
            parts = [
                ("" if i == 0 else rng.choice(" >"), rng.choice(["a", "b", "c", ".x", ".y"]))
                for i in range(size)
            ]
            selector = "".join(f"{c}{s}" if c != ">" else f" > {s}" for c, s in parts)
            expected = [e for e in elements if _reference_matches(e, parts)]
            listed = f"{selector}, b.z"
            expected_listed = [
                e for e in elements if e in expected or (e.localName == "b" and "z" in e.classList)
            ]
            for _ in range(2):
                assert list(document.querySelectorAll(selector)) == expected, selector
                assert document.querySelector(selector) is (expected[0] if expected else None)
                assert list(document.querySelectorAll(listed)) == expected_listed, listed
                scope = rng.choice(elements)
                inside = [e for e in expected if scope.compareDocumentPosition(e) & 16]
                assert list(scope.querySelectorAll(selector)) == inside, selector


def test_child_positions_kept_for_a_state_of_the_tree_follow_its_changes() -> None:
    document = html_document(
        "<!DOCTYPE html><ul id=u><li id=l1></li>t<li id=l2></li><b id=b1></b><li id=l3></li></ul>"
    )
    assert _twice(document, "li:nth-child(2)") == ["l2"]
    assert _twice(document, "li:nth-last-child(odd)") == ["l2", "l3"]
    assert _twice(document, "li:nth-of-type(3)") == ["l3"]
    assert _twice(document, "li:nth-last-of-type(1)") == ["l3"]
    assert _twice(document, ":nth-child(2 of li)") == ["l2"]
    ul = document.getElementById("u")
    added = document.createElement("li")
    added.id = "l0"
    ul.prepend(added)
    assert _twice(document, "li:nth-child(2)") == ["l1"]
    assert _twice(document, "li:nth-last-child(odd)") == ["l0", "l2", "l3"]
    assert _twice(document, "li:nth-of-type(3)") == ["l2"]
    assert _twice(document, "ul > :nth-child(4)") == ["b1"]
    document.getElementById("b1").remove()
    assert _twice(document, "ul > :nth-child(4)") == ["l3"]
    assert _twice(document, "li:nth-child(1073741824n+1)") == []


def test_has_a_child_among_several_compounds() -> None:
    document = html_document(
        "<!DOCTYPE html><div id=d1>text<p></p></div><div id=d2><span><p></p></span></div>"
        "<div id=d3><i class=x></i></div><div id=d4><!-- c --></div>"
    )
    assert _twice(document, "div:has(> p)") == ["d1"]
    assert _twice(document, "div:has(> p, > .x)") == ["d1", "d3"]
    assert _twice(document, "div:not(:has(> *))") == ["d4"]
    assert _twice(document, "body > :has(> span > p)") == ["d2"]


def test_chains_led_by_an_id_search_within_its_element() -> None:
    document = html_document(
        "<!DOCTYPE html><p id=p0></p><div id=m><p id=p1></p><section><p id=p2></p></section>"
        "</div><p id=p3></p>"
    )
    for _ in range(2):
        assert _twice(document, "#m p") == ["p1", "p2"]
        assert _twice(document, "#m > p") == ["p1"]
        assert _twice(document, "body > #m section > p") == ["p2"]
        assert _twice(document, "#p0 p, #m p") == ["p1", "p2"]
        assert _twice(document, "#nothing p, #p0 ~ div p") == ["p1", "p2"]
        assert _twice(document, "#nothing p") == []
    document.getElementById("p3").id = "m"  # two elements with the ID: both subtrees
    document.querySelector("div#m").append(document.createElement("i"))
    added = document.createElement("p")
    added.id = "p4"
    document.querySelector("p#m").append(added)
    assert _twice(document, "#m p") == ["p1", "p2", "p4"]
    document.querySelector("div").id = "x"
    assert _twice(document, "#m p") == ["p4"]
    assert _twice(document, "#m *") == ["p4"]


@pytest.mark.parametrize("quirks", [False, True])
def test_not_classes_and_has_a_child_against_brute_force(quirks: bool) -> None:
    rng = random.Random(5811)
    markup = ("" if quirks else "<!DOCTYPE html>") + _random_markup(rng, 60)
    document = html_document(markup)
    assert (document._mode == "quirks") is quirks
    elements = list(document.querySelectorAll("body *"))
    for element in elements:
        if rng.random() < 0.7:
            element.className = " ".join(rng.sample(["x", "y", "Z"], rng.randint(1, 2)))

    def classes(element: Any) -> set[str]:
        found = set((element.getAttribute("class") or "").split())
        return {c.lower() for c in found} if quirks else found

    def has_child(element: Any, test: Any) -> bool:
        return any(test(child) for child in element.children)

    cases = {
        "a:not(.x)": lambda e: e.localName == "a" and "x" not in classes(e),
        "a:not(.Z)": lambda e: e.localName == "a" and ("z" if quirks else "Z") not in classes(e),
        ":not(.x, .z)": lambda e: not classes(e) & {"x", "z"},
        "body :not(.Z)": lambda e: ("z" if quirks else "Z") not in classes(e),
        ".y:not(.x)": lambda e: "y" in classes(e) and "x" not in classes(e),
        "b:has(> a)": lambda e: e.localName == "b" and has_child(e, lambda c: c.localName == "a"),
        ":has(> .x, > c)": lambda e: has_child(
            e, lambda c: "x" in classes(c) or c.localName == "c"
        ),
        "c:not(.y):has(> b.x)": lambda e: (
            e.localName == "c"
            and "y" not in classes(e)
            and has_child(e, lambda c: c.localName == "b" and "x" in classes(c))
        ),
        "a > b:has(> :not(.x))": lambda e: (
            e.localName == "b"
            and e.parentElement is not None
            and e.parentElement.localName == "a"
            and has_child(e, lambda c: "x" not in classes(c))
        ),
    }
    everything = list(document.querySelectorAll("*"))
    for selector, expected_test in cases.items():
        listed = elements if selector.startswith("body") else everything
        expected = [e for e in listed if expected_test(e)]
        for _ in range(2):
            assert list(document.querySelectorAll(selector)) == expected, selector
            assert document.querySelector(selector) is (expected[0] if expected else None)
    elements[0].className = "x"
    expected = [e for e in elements if e.localName == "a" and "x" not in classes(e)]
    assert list(document.querySelectorAll("a:not(.x)")) == expected


def test_ids_in_quirks_mode_through_the_index() -> None:
    document = html_document(
        "<div id=Main><p id=P1></p><section><p id=p2></p></section></div><p id=MAIN></p>"
    )
    assert document._mode == "quirks"
    assert _twice(document, "#main") == ["Main", "MAIN"]
    assert _twice(document, "#p1") == ["P1"]
    assert _twice(document, "#MAIN p") == ["P1", "p2"]
    assert _twice(document, "#p2") == ["p2"]
    document.getElementById("P1").id = "Q"
    assert _twice(document, "#p1") == []
    assert _twice(document, "#q, #P2") == ["Q", "p2"]
    document.getElementById("MAIN").id = "other"
    assert _twice(document, "#main p") == ["Q", "p2"]
    assert _twice(document, "#main > p") == ["Q"]


def test_query_selector_past_the_candidates_it_tries_one_by_one() -> None:
    document = html_document(
        "<!DOCTYPE html>" + "<p class=x></p>" * 100 + "<p id=last></p><p class=x id=x></p>"
    )
    for _ in range(2):
        assert document.querySelector("p:not(.x)").id == "last"
        assert document.querySelector("p:not(.x):not(#last)") is None
        assert document.querySelector("body:has(> p) > p.x:not(:nth-child(-n+100))").id == "x"


def test_ids_through_the_index_when_the_dom_registered_no_id_map() -> None:
    # the selectors package used without the DOM's ID map (webapi.selectors.engine called
    # directly on a tree): the index's own ID map, in tree order, following id changes
    from webapi.selectors import engine
    from webapi.selectors._matching import ID_LOOKUP

    document = html_document(
        "<!DOCTYPE html><div id=m><p id=a></p></div><p id=m></p><section><p id=b></p></section>"
    )
    saved = ID_LOOKUP[:]
    ID_LOOKUP.clear()
    try:
        for _ in range(2):
            assert [e.localName for e in engine.query_selector_all(document, "#m")] == ["div", "p"]
            assert _ids(engine.query_selector_all(document, "#m p, section #b")) == ["a", "b"]
            assert engine.query_selector(document, "#b").id == "b"
        document.getElementById("b").id = "m"
        for _ in range(2):
            assert _ids(engine.query_selector_all(document, "section #m")) == ["m"]
            assert engine.query_selector_all(document, "#b") == []
    finally:
        ID_LOOKUP[:] = saved


@pytest.mark.parametrize("quirks", [False, True])
def test_has_a_descendant_through_the_index_against_brute_force(quirks: bool) -> None:
    # ``:has()`` of one compound after a descendant combinator, on a tree queried before (the
    # index's path: the ancestors of the compound's matches, or for querySelector the
    # compound's candidates within each subject's subtree), as subject, in a chain, scoped,
    # and after classes change and elements move
    rng = random.Random(5812)
    markup = ("" if quirks else "<!DOCTYPE html>") + _random_markup(rng, 80)
    document = html_document(markup)
    elements = list(document.querySelectorAll("body *"))
    for element in elements:
        if rng.random() < 0.6:
            element.className = " ".join(rng.sample(["x", "y"], rng.randint(1, 2)))

    def classes(element: Any) -> set[str]:
        return set((element.getAttribute("class") or "").split())

    def has(element: Any, test: Any) -> bool:  # some descendant passes ``test``
        return any(test(d) for d in element.querySelectorAll("*"))

    def is_b_x(e: Any) -> bool:
        return e.localName == "b" and "x" in classes(e)

    cases = {
        "a:has(.x)": lambda e: e.localName == "a" and has(e, lambda d: "x" in classes(d)),
        ".y:has(b.x)": lambda e: "y" in classes(e) and has(e, is_b_x),
        "b:has(c.x.y)": lambda e: (
            e.localName == "b" and has(e, lambda d: d.localName == "c" and classes(d) >= {"x", "y"})
        ),
        ":has(c):not(.x)": lambda e: "x" not in classes(e) and has(e, lambda d: d.localName == "c"),
        "b:has(.x, c.y) > a": lambda e: (
            e.localName == "a"
            and e.parentElement.localName == "b"
            and has(
                e.parentElement,
                lambda d: "x" in classes(d) or (classes(d) >= {"y"} and d.localName == "c"),
            )
        ),
        "c:has(b.x) a": lambda e: (
            e.localName == "a"
            and any(
                ancestor.localName == "c" and has(ancestor, is_b_x) for ancestor in _left_of(e, " ")
            )
        ),
    }
    for step in range(4):
        everything = list(document.querySelectorAll("*"))
        for selector, expected_test in cases.items():
            expected = [e for e in everything if expected_test(e)]
            for _ in range(2):
                assert list(document.querySelectorAll(selector)) == expected, (step, selector)
                assert document.querySelector(selector) is (expected[0] if expected else None)
            for scope in everything[2::4]:
                inside = [e for e in expected if scope.contains(e) and e is not scope]
                assert list(scope.querySelectorAll(selector)) == inside, (step, selector)
                first = scope.querySelector(selector)
                assert first is (inside[0] if inside else None), (step, selector)
        # the tree changes: a class, then an element moved
        rng.choice(everything[2:]).className = rng.choice(["x", "y", ""])
        moved = rng.choice(everything[3:])
        target = rng.choice(everything[2:])
        if not moved.contains(target):
            target.appendChild(moved)


def test_attribute_values_compared_with_their_case_rules_each_time() -> None:
    # the compiled test keeps the answer for each value met, apart for the values compared
    # ASCII case-insensitively (scope on an HTML element) and the others (an SVG element's,
    # an attribute HTML does not list): the same value answers differently
    document = html_document(
        "<!DOCTYPE html><table><tr><th id=h1 scope=COL><th id=h2 scope=col data-x=COL>"
        "<th id=h3 scope=row data-x=col></table><svg><g id=g1 scope=COL></g>"
        "<g id=g2 scope=col></g></svg>"
    )
    for _ in range(3):
        assert _ids(document.querySelectorAll("[scope=col]")) == ["h1", "h2", "g2"]
        assert _ids(document.querySelectorAll("[scope=col s]")) == ["h2", "g2"]
        assert _ids(document.querySelectorAll("[scope=col i]")) == ["h1", "h2", "g1", "g2"]
        assert _ids(document.querySelectorAll("[data-x=col]")) == ["h3"]
        assert _ids(document.querySelectorAll("[data-x=col i]")) == ["h2", "h3"]
        assert _ids(document.querySelectorAll("[scope^=C]")) == ["h1", "h2", "g1"]
        assert _ids(document.querySelectorAll("[scope$=OL]")) == ["h1", "h2", "g1"]
        assert _ids(document.querySelectorAll("[data-x*=O]")) == ["h2"]
        assert _ids(document.querySelectorAll("[*|scope=COL]")) == ["h1", "h2", "g1"]


@pytest.mark.parametrize("quirks", [False, True])
def test_classes_looked_for_one_by_one_then_by_the_class_map(quirks: bool) -> None:
    # the first two classes a state of the class attributes is asked for are found by a
    # pass each, the third makes the class map: every answer follows the changes between
    document = html_document(
        ("" if quirks else "<!DOCTYPE html>")
        + "<p id=p1 class='a b'></p><p id=p2 class=ab></p><p id=p3 class='b\tc'></p>"
        "<p id=p4 class=A></p>"
    )
    a = ["p1", "p4"] if quirks else ["p1"]
    for _ in range(2):
        assert _twice(document, ".a") == a
        assert _twice(document, ".b") == ["p1", "p3"]
        assert _twice(document, ".ab") == ["p2"]
        assert _twice(document, ".c") == ["p3"]
    document.querySelector("#p2").className = "a"
    assert _twice(document, ".a") == (["p1", "p2", "p4"] if quirks else ["p1", "p2"])
    assert _twice(document, ".ab") == []
    document.querySelector("#p1").removeAttribute("class")
    assert _twice(document, ".b") == ["p3"]
    assert _twice(document, ".a") == (["p2", "p4"] if quirks else ["p2"])
    assert _twice(document, ".c") == ["p3"]
