"""A new document's first query: HTML's parser records the elements it appends after every
element before it (in tree order, by local name, those with an ``id``), and the first query
and the first lookup by ID take the element index and the ID map from that record instead of
a walk of the tree. The record must be left unused wherever it is not the tree: after the
parser itself moved, removed or put elements elsewhere (the adoption agency algorithm, foster
parenting, template contents, ``selectedcontent`` clones), and after any change of the tree
or of an ``id`` attribute before the first query. Each answer below is checked against the
elements of the tree in tree order as the public ``children`` give them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.selectors._trees import ancestors, html_document
from webapi.selectors import engine


def _tree_order(node: Any) -> list[Any]:
    """The element descendants of ``node`` in tree order (preorder over ``children``)."""
    found = []
    for child in node.children:
        found.append(child)
        found.extend(_tree_order(child))
    return found


def _classes(element: Any) -> list[str]:
    return (element.getAttribute("class") or "").split()


def _check_first_queries(markup: str) -> Any:
    """Each query kind, as the first query of a new document of ``markup`` (and the first
    lookup by ID), gives the elements of the tree in tree order; returns the last document."""
    cases = {
        "p": lambda e: e.localName == "p",
        "*": lambda e: True,
        ".x": lambda e: "x" in _classes(e),
        "#i": lambda e: e.id == "i",
        "div p": lambda e: e.localName == "p" and any(a.localName == "div" for a in ancestors(e)),
        "[title]": lambda e: e.hasAttribute("title"),
    }
    document = None
    for selector, test in cases.items():
        document = html_document(markup)
        expected = [e for e in _tree_order(document) if test(e)]
        assert list(document.querySelectorAll(selector)) == expected, (markup, selector)
        document = html_document(markup)
        expected = [e for e in _tree_order(document) if test(e)]
        assert document.querySelector(selector) is (expected[0] if expected else None)
    document = html_document(markup)
    expected = [e for e in _tree_order(document) if e.id == "i"]
    assert document.getElementById("i") is (expected[0] if expected else None), markup
    return document


@pytest.mark.parametrize(
    "markup",
    [
        # the adoption agency algorithm moves and clones elements
        "<!DOCTYPE html><div><b><p class=x id=i title>1</b>2<p class=x>3</p></div>",
        "<!DOCTYPE html><a><div><p id=i class=x>x</a><p class=x>y</p></div>",
        "<!DOCTYPE html><i><b><u><div><p class=x>a</i><p id=i>b</p></div>",
        # foster parenting: an element put before the table made before it
        "<!DOCTYPE html><div><table><tr><td class=x>1</td></tr>"
        "<p id=i class=x title>2</table></div>",
        "<!DOCTYPE html><table><b class=x><tr><td><p id=i>x</table><p class=x>",
        # template contents are not the document's tree
        "<!DOCTYPE html><div><template><p class=x id=i title>t</p></template>"
        "<p class=x>d</p></div>",
        # selectedcontent gets clones of the selected option's children
        "<!DOCTYPE html><select><button><selectedcontent></selectedcontent></button>"
        "<option><p class=x id=i>o</p></option></select><div><p class=x>after</p></div>",
        # the html and body start tags again: attributes added to the elements made first
        "<!DOCTYPE html><p class=x><html title=t><body class=x id=i title><div><p>",
        # a frameset removing the body
        "<!DOCTYPE html><p class=x><frameset><frame id=i class=x></frameset>",
        # duplicate IDs
        "<!DOCTYPE html><div id=i class=x><p id=i class=x title></p></div><p id=i>",
        # nothing repaired: the record is the tree
        "<!DOCTYPE html><div id=i><p class='x y'>a</p><p class=x>b</p><svg><g class=x></g></svg>",
    ],
)
def test_a_new_documents_first_query_is_the_trees(markup: str) -> None:
    _check_first_queries(markup)


def test_the_record_is_the_first_querys_index_on_a_tree_the_parser_did_not_repair() -> None:
    document = html_document("<!DOCTYPE html><div id=i><p class=x>a</p><p>b</p></div>")
    assert "parsed tree" in document._cache
    assert [p.textContent for p in document.querySelectorAll(".x")] == ["a"]
    # the index is the record's: made at the first query, with the parser's lists
    index = document._cache["selectors: index"][1]
    assert index is not None and index.elements is document._cache["parsed tree"][2]


def test_a_change_of_the_tree_before_the_first_query_leaves_the_record_unused() -> None:
    markup = "<!DOCTYPE html><div id=d><p class=x id=p1>a</p><p class=x id=p2>b</p></div>"
    document = html_document(markup)  # appended
    document.body.appendChild(document.createElement("p")).className = "x"
    assert [p.id for p in document.querySelectorAll(".x")] == ["p1", "p2", ""]
    assert len(document.querySelectorAll("p")) == 3
    document = html_document(markup)  # moved
    document.body.insertBefore(document.getElementById("p2"), document.body.firstChild)
    assert [p.id for p in document.querySelectorAll("p")] == ["p2", "p1"]
    document = html_document(markup)  # removed
    document.getElementById("p1").remove()
    assert [p.id for p in document.querySelectorAll(".x")] == ["p2"]
    assert document.querySelector("#p1") is None


def test_an_id_changed_before_the_first_lookup_leaves_the_recorded_ids_unused() -> None:
    markup = "<!DOCTYPE html><p id=a>1</p><p>2</p>"
    document = html_document(markup)
    first, second = document.querySelectorAll("p")
    second.id = "a"
    first.id = "b"
    assert document.getElementById("a") is second
    assert document.getElementById("b") is first
    assert list(document.querySelectorAll("#a")) == [second]
    document = html_document(markup)
    document.querySelectorAll("p")[0].removeAttribute("id")
    assert document.getElementById("a") is None
    assert document.querySelector("#a") is None


def test_a_class_changed_before_the_first_query() -> None:
    document = html_document("<!DOCTYPE html><p class=x>1</p><p>2</p>")
    document.querySelectorAll("p")[1].className = "x"
    assert [
        p.textContent for p in html_document("<p class=x>1</p><p>2</p>").querySelectorAll(".x")
    ] == ["1"]
    assert [p.textContent for p in document.querySelectorAll(".x")] == ["1", "2"]


def test_fragments_parsed_into_a_document_are_found() -> None:
    document = html_document("<!DOCTYPE html><div id=d><p class=x>a</p></div>")
    document.getElementById("d").innerHTML = "<p class=x id=n>b</p><p class=x>c</p>"
    assert [p.textContent for p in document.querySelectorAll(".x")] == ["b", "c"]
    assert document.getElementById("n").textContent == "b"


def test_a_class_attribute_added_or_changed_before_the_first_class_query() -> None:
    # the class map of a new document is made from the elements the parser saw with a class
    # attribute, while the class attributes are as the parse left them
    markup = "<!DOCTYPE html><p id=a class=x>1</p><p id=b>2</p><p id=c class=y>3</p>"
    document = html_document(markup)
    document.getElementById("b").setAttribute("class", "x")
    assert [p.id for p in document.querySelectorAll(".x")] == ["a", "b"]
    document = html_document(markup)
    document.getElementById("c").className = "x"
    assert [p.id for p in document.querySelectorAll(".x")] == ["a", "c"]
    document = html_document(markup)
    document.getElementById("a").removeAttribute("class")
    assert document.querySelector(".x") is None
    # a class the body start tag adds to the body made before
    document = html_document("<!DOCTYPE html><p class=x>1</p><body class=x><p class=x>2</p>")
    assert [e.localName for e in document.querySelectorAll(".x")] == ["body", "p", "p"]


def test_the_parser_records_each_class_value_with_the_indexes_of_its_elements() -> None:
    # the class map of a new document is made from the distinct class values (issue 58 item
    # 11), not from a pass over the elements with a class attribute
    document = html_document(
        "<!DOCTYPE html><p class=x>1</p><p class='x y'>2</p><p>3</p><p class=x>4</p><p class>5"
    )
    record = document._cache["parsed tree"]
    elements = record[2]
    assert record[6] == {"x": [3, 6], "x y": [4], "": [7]}  # (html, head, body: 0 to 2)
    assert [elements[i].textContent for i in (3, 4, 6, 7)] == ["1", "2", "4", "5"]


def _class_markup() -> str:
    # classes spread over several values, interleaved in tree order; other whitespace; case
    values = ["a", "b a", "a\tc", "c", "A", "a a", "c\x0cb", "a\nb", "b", "xa", "a-b", "B"]
    return "<!DOCTYPE html><div>" + "".join(
        f"<p class='{value}' id=p{n}>{n}</p><span class='{values[-n - 1]}'></span>"
        for n, value in enumerate(values)
    )


@pytest.mark.parametrize("quirks", [False, True])
@pytest.mark.parametrize(
    "selector",
    [".a", ".b", ".c", ".A", ".a.b", "p.a", "span.b", ".a:not(.b)", "div > .c", "div .a.c", ".z"],
)
def test_class_queries_of_a_new_document_from_the_class_values(selector: str, quirks: bool) -> None:
    markup = _class_markup()
    if quirks:
        markup = markup.replace("<!DOCTYPE html>", "")
    names = [n for n in selector.replace(":not(", " ").replace(")", "").split(" ")]
    wanted = [n[1:] for part in names for n in ["." + c for c in part.split(".")[1:]]]
    for first in (False, True):
        document = html_document(markup)
        assert (document._mode == "quirks") is quirks

        def has(element: Any, name: str) -> bool:
            classes = _classes(element)
            if quirks:
                return name.lower() in [c.lower() for c in classes]
            return name in classes

        expected = []
        for element in _tree_order(document):
            if ":not(" in selector:
                ok = has(element, "a") and not has(element, "b")
            else:
                ok = all(has(element, name) for name in wanted)
                if selector.startswith(("p.", "span.")):
                    ok = ok and element.localName == selector.split(".")[0]
                if selector.startswith("div"):
                    ok = ok and element.parentElement.localName == "div"
            if ok:
                expected.append(element)
        if first:
            assert document.querySelector(selector) is (expected[0] if expected else None)
        else:
            assert list(document.querySelectorAll(selector)) == expected, selector
        # and again on the same document (the class map made from the values)
        assert list(document.querySelectorAll(selector)) == expected, selector
        for name in "abcdefgh":  # a class map made after the second class asked for
            document.querySelectorAll("." + name)
        assert list(document.querySelectorAll(selector)) == expected, selector


def test_a_new_documents_first_query_for_its_first_match_takes_the_recorded_index() -> None:
    document = html_document("<!DOCTYPE html><div id=i><p class=x>a</p><p>b</p></div>")
    assert document.querySelector("p.x").textContent == "a"
    index = document._cache["selectors: index"][1]
    assert index is not None and index.elements is document._cache["parsed tree"][2]
    # an element's query for its first match walks its subtree
    document = html_document("<!DOCTYPE html><div id=i><p class=x>a</p><p>b</p></div>")
    assert document.getElementById("i").querySelector("p").textContent == "a"
    assert document._cache["selectors: index"][1] is None


@pytest.mark.parametrize("depth", [1, 3, 200])
def test_has_in_a_new_documents_first_query_over_nested_subjects(depth: int) -> None:
    # the subjects' subtrees walked until they pass an eighth of the tree, then the table
    markup = "<!DOCTYPE html>" + "<div>" * depth + "<p class=x>x</p>" + "</div>" * depth
    markup += "<div><span></span></div>" * 20 + "<div><b class=y></b></div>"
    for selector, index in (("div:has(.x)", 0), ("div:has(.y)", depth + 20), ("div:has(i)", -1)):
        document = html_document(markup)
        divs = list(document.querySelectorAll("div"))
        document = html_document(markup)
        found = document.querySelector(selector)
        assert found is (None if index < 0 else document.querySelectorAll("div")[index])
        assert len(divs) == depth + 21


def _walked(markup: str, selector: str) -> list[str]:
    """The ``querySelectorAll`` answer of a document changed after its parse (a comment
    appended: a walk of the tree, no record, no index), as the elements' paths."""
    document = html_document(markup)
    document.body.appendChild(document.createComment("c"))
    return [_path(e) for e in document.querySelectorAll(selector)]


def _path(element: Any) -> str:
    chain = [element, *ancestors(element)][:-1]
    return "/".join(str(list(e.parentElement.children).index(e)) for e in chain)


@pytest.mark.parametrize("first", [False, True])
@pytest.mark.parametrize("size", [2, 60])
def test_id_led_chains_of_a_new_document_within_the_ids_subtree(first: bool, size: int) -> None:
    # the candidates within the ID's subtree, without the positions of the whole tree
    rows = "".join(f"<p class=r>{n}<a>{n}</a></p>" for n in range(size))
    markup = (
        f"<!DOCTYPE html><div id=a>{rows}</div><div id=b>{rows}<div id=c>{rows}</div></div>"
        + "<p class=r><a>out</a></p>" * 10
    )
    for selector in ("#b p a", "#b > p > a", "#c .r", "#b a", "#z a", "#c > .r", "#b > div a"):
        expected = _walked(markup, selector)
        assert expected or selector.startswith("#z")
        document = html_document(markup)
        if first:
            found = document.querySelector(selector)
            assert (found and _path(found)) == (expected[0] if expected else None), selector
        else:
            assert [_path(e) for e in document.querySelectorAll(selector)] == expected, selector


def _chain_markup(rng: random.Random, budget: int) -> str:
    """Random nested ``div``, ``section``, ``span``, ``b`` and ``i`` elements (none the parser
    moves: its record is the tree), some with the classes ``x`` and ``y``, a ``title`` or
    the ID ``i`` (several of them)."""
    parts = []
    open_names: list[str] = []
    for _ in range(budget):
        if open_names and rng.random() < 0.35:
            parts.append(f"</{open_names.pop()}>")
            continue
        name = rng.choice(["div", "div", "section", "span", "b", "i"])
        attributes = ""
        if rng.random() < 0.4:
            attributes += " class='" + rng.choice(["x", "y", "x y", "y x"]) + "'"
        if rng.random() < 0.1:
            attributes += " title=t"
        if rng.random() < 0.05:
            attributes += " id=i"
        parts.append(f"<{name}{attributes}>")
        open_names.append(name)
    parts.extend(f"</{name}>" for name in reversed(open_names))
    return "<!DOCTYPE html><body>" + "".join(parts)


_CHAINS = (
    "div b",
    "div > b",
    "div.x b",
    ".x > span i",
    "div.x:not(.y) span",
    "section div > b",
    "[title] i",
    "#i span",
    "#i > b i",
    ".y .x b",
    "div span b i",
    "* > i",
    "section > div.y i",
)


@pytest.mark.parametrize("seed", range(12))
def test_a_new_documents_first_match_of_a_chain_against_a_walk(seed: int) -> None:
    # the walks of the subtrees of the leftmost compound's matches, one after the other,
    # against the first element of a changed document's querySelectorAll (no record)
    rng = random.Random(seed)
    markup = _chain_markup(rng, 150)
    for selector in _CHAINS:
        expected = _walked(markup, selector)
        document = html_document(markup)
        found = document.querySelector(selector)
        assert (found and _path(found)) == (expected[0] if expected else None), (seed, selector)


def test_a_new_documents_first_match_of_a_chain_passes_over_what_precedes_its_lead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 200 candidates (a elements) before the first div.x: none of them is walked up from
    made: list[Any] = []

    class Recorded(engine.Matcher):
        __slots__ = ()

        def __init__(self, scope: Any, query: bool = False) -> None:
            super().__init__(scope, query)
            made.append(self)

    monkeypatch.setattr(engine, "Matcher", Recorded)
    markup = (
        "<!DOCTYPE html><header><nav>" + "<p><a>n</a></p>" * 200 + "</nav></header>"
        "<div class=x><h2><a>first</a></h2></div><div class=x><h2><a>second</a></h2></div>"
    )
    document = html_document(markup)
    assert document.querySelector("div.x > h2 a").textContent == "first"
    (memos,) = made[-1].memos.values()
    # the groups above the a: the div.x (known to have no such group above it) and the h2
    assert len(memos[1]) <= 3


def test_a_new_documents_first_lookup_by_id_stops_at_its_match_the_second_makes_the_map() -> None:
    # the first lookup looks at the recorded elements up to its match, no map made; the
    # second makes the ID map, which answers every lookup after it
    markup = "<!DOCTYPE html><p id=a>1</p><p id=b>2</p><div id=a>3</div><p>4</p>"
    document = html_document(markup)
    assert document.querySelector("#a").textContent == "1"
    assert document._ids is None
    assert document.querySelector("#b").textContent == "2"
    assert document._ids is not None and len(document._ids["a"].in_order()) == 2
    assert document.getElementById("a").textContent == "1"
    document = html_document(markup)  # the first match not the selector's: the others after it
    assert document.querySelector("div#a").textContent == "3"
    document = html_document(markup)
    assert document.getElementById("c") is None and document._ids is None
    assert document.getElementById("a").textContent == "1" and document._ids is not None


@pytest.mark.parametrize("lookup", ["querySelector", "getElementById"])
def test_a_new_documents_first_lookup_by_id_after_each_kind_of_change(lookup: str) -> None:
    # each change before the first lookup leaves the parser's record of the elements with an
    # id unused: the lookup walks the tree (an element inserted before the first match, the
    # first match removed, an id given to an element made without one, an id taken away)
    markup = "<!DOCTYPE html><p>0</p><p id=a>1</p><p id=b>2</p><p id=a>3</p>"

    def first(document: Any) -> Any:
        found = (
            document.querySelector("#a")
            if lookup == "querySelector"
            else document.getElementById("a")
        )
        return None if found is None else found.textContent

    def changed(change: Any) -> Any:
        document = html_document(markup)
        change(document, document.body.children)
        return first(document)

    inserted = html_document("<!DOCTYPE html><b id=a>new</b>").body.firstChild
    assert changed(lambda d, c: d.body.prepend(d.importNode(inserted, True))) == "new"
    assert changed(lambda d, c: c[1].remove()) == "3"
    assert changed(lambda d, c: c[0].setAttribute("id", "a")) == "0"
    assert changed(lambda d, c: c[1].removeAttribute("id")) == "3"
    assert changed(lambda d, c: c[2].setAttribute("id", "a")) == "1"
    assert changed(lambda d, c: d.body.append(c[1])) == "3"  # moved after the other
    document = html_document(markup)  # a lookup, then a change: the map made after it
    assert first(document) == "1"
    document.body.children[1].remove()
    assert first(document) == "3"
    document.body.prepend(document.createElement("i"))
    document.body.firstChild.id = "a"
    assert first(document) == ""
