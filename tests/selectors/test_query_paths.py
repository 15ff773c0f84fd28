"""The matcher's fast paths give the answers the Standard gives: compiled compounds,
descendant/child chains matched group by group (with a memo shared by a query's elements),
and the document's element index that repeated queries use, which must follow every change
of the tree."""

from __future__ import annotations

import pytest

from tests.selectors._trees import html_document


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
