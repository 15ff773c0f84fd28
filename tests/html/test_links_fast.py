"""The fast path of ``webapi.html.links`` (``webapi.html.parsing._fast_elements``: html5ever through
``markupever``, the ``fast-html`` extra) against the pure one (webapi's own tree construction):
the same elements, in the same order, with the same attributes, on

- the generated pages of the Chromium links differential
  (``tests/e2e/test_links_chromium.py``'s generator: flat and tree pages);
- the 2,000 generated pages of the Chromium and parse5 differentials
  (``tests/html/_pages.py``'s ``oracle_pages``), decoded as ``decode_html`` decodes them, with
  the scripting flag set and unset;
- html5lib-tests' tree-construction documents that have an element ``links()`` reads, with
  their scripting flag (both ways when they name none);
- the benchmark page (``benchmarks/html_links.py``).

Each page is read by html5ever without the guard (:func:`read_elements`): where it differs from
the pure path, the guard (:func:`trusted`) must send the page to the pure path. So the fast
path, used only where the guard trusts it, gives the pure path's elements on every page; and the
guard is shown to be needed (pages of each class it excludes do differ).

A fixed sample in the default run; ``WEBAPI_FULL_DIFFERENTIALS=1`` runs every page instead.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path

import pytest

import webapi.html.parsing._fast_elements as _fast_module
from tests.e2e.test_links_chromium import generate
from tests.html._pages import oracle_pages
from tests.html.test_reconstruct_budget import reconstructions
from webapi.html import Link, links
from webapi.html.browsing._links import _ELEMENTS, _html_elements, _page_links
from webapi.html.parsing._encoding_sniffing import _decode_html
from webapi.html.parsing._fast_elements import fast_html_elements, read_elements, trusted
from webapi.html.parsing._parser_nodes import attributes_of, iter_elements
from webapi.html.parsing._tree_builder import parse_document
from webapi.html.parsing._tree_state import reconstruct_budget

pytest.importorskip("markupever", reason="markupever (the fast-html extra) is not installed")

FULL = os.environ.get("WEBAPI_FULL_DIFFERENTIALS") == "1"
TREE_CONSTRUCTION = Path(__file__).with_name("_html5lib_tree_construction.json")


def _differences(texts: list[str], scripting: bool) -> Counter[str]:
    """Compare html5ever's elements with the pure path's on ``texts``; every page where they
    differ must be one the guard does not trust. Counts: pages compared, pages that differ,
    pages the guard sends to the pure path."""
    counts: Counter[str] = Counter()
    for text in texts:
        pure = list(_html_elements(text, scripting))
        fast = read_elements(text, _ELEMENTS)
        guarded = not trusted(text, scripting)
        counts["pages"] += 1
        counts["guarded"] += guarded
        if fast != pure:
            counts["differ"] += 1
            assert guarded, (text, pure, fast)
        elif not guarded:
            assert fast_html_elements(text, scripting, _ELEMENTS) == pure
            counts["fast"] += 1
    return counts


def test_the_chromium_links_differentials_pages() -> None:
    flat, tree = (600, 300) if FULL else (100, 100)
    counts = _differences(generate(31, flat, tree=False) + generate(131, tree, tree=True), True)
    assert counts["pages"] == flat + tree
    assert counts["differ"] == 0
    assert counts["fast"] == flat + tree  # none of these pages needs the guard


@pytest.mark.slow
@pytest.mark.parametrize("scripting", [True, False])
def test_the_2000_generated_pages(scripting: bool) -> None:
    count = 2000 if FULL else 200
    texts = [
        _decode_html(page.body, page.content_type, "windows-1252", scripting).text
        for page in oracle_pages(count)
    ]
    counts = _differences(texts, scripting)
    assert counts["pages"] == count
    # most pages take the fast path; the guard holds back those with an annotation-xml (and,
    # without scripting, a noscript), some of which html5ever builds otherwise
    assert counts["fast"] > count // 3
    if FULL:
        assert counts["differ"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("scripting", [True, False])
def test_html5lib_tree_construction_documents(scripting: bool) -> None:
    tests = json.loads(TREE_CONSTRUCTION.read_text(encoding="utf-8"))["tests"]
    texts = [
        data
        for _name, _index, data, flag, context, _tree in tests
        if context is None and flag in (None, scripting) and list(_html_elements(data, scripting))
    ]
    counts = _differences(texts, scripting)
    assert counts["pages"] > 350
    assert counts["fast"] > counts["pages"] * 0.9


def test_the_benchmark_page() -> None:
    from benchmarks.html_tokenizer import page

    text = page()
    counts = _differences([text], True)
    assert counts["fast"] == 1  # the benchmark times the fast path
    assert len(links(text.encode(), "https://example.com/", "text/html; charset=utf-8")) > 400


def test_the_guard_is_needed() -> None:
    # An <a> while an earlier a is open but out of scope behind MathML annotation-xml: the
    # Standard (and Chromium, parse5, the pure path) removes the earlier a; html5ever clones it.
    page = (
        "<a href=outer.html><p><math><annotation-xml encoding=text/html>"
        "<a href=slash.html>x</a></annotation-xml></math><a href=inner.html>x</a></p></a>"
    )
    pure = list(_html_elements(page, True))
    assert [attributes["href"] for _, attributes in pure] == [
        "outer.html",
        "slash.html",
        "inner.html",
    ]
    assert read_elements(page, _ELEMENTS) != pure
    assert fast_html_elements(page, True, _ELEMENTS) is None
    # Without scripting a noscript's contents are elements; markupever parses with scripting.
    page = "<noscript><img src=lazy.png></noscript>"
    assert list(_html_elements(page, False)) == [("img", {"src": "lazy.png"})]
    assert read_elements(page, _ELEMENTS) == []
    assert fast_html_elements(page, False, _ELEMENTS) is None
    assert fast_html_elements(page, True, _ELEMENTS) == []
    # A lone surrogate is no Rust string: the pure path reads the page.
    assert fast_html_elements("<a href=x>\ud800", True, _ELEMENTS) is None
    assert [str(link) for link in links("<a href=x>\ud800", "https://e.com/")] == [
        "https://e.com/x"
    ]


def _selectedcontent_documents() -> list[str]:
    """html5lib-tests' tree-construction documents with a ``selectedcontent``, and each again
    with links in its options' contents (an ``<img>`` and an ``<a>`` before each option's
    first character)."""
    tests = json.loads(TREE_CONSTRUCTION.read_text(encoding="utf-8"))["tests"]
    documents = [data for _n, _i, data, _f, context, _t in tests if "selectedcontent" in data]
    with_links = [
        re.sub(r"(<option[^>]*>)(\w)", r"\1<img src=\2.png><a href=\2.html>\2</a>", data)
        for data in documents
    ]
    return documents + with_links


def test_selectedcontent_pages_take_the_pure_path() -> None:
    # html5ever does not clone the selected option into selectedcontent (issue 42 item 14):
    # the guard sends every page with a selectedcontent tag to the pure path
    documents = _selectedcontent_documents()
    assert len(documents) == 8
    names = ("selectedcontent", "option", "i", "b", *_ELEMENTS)
    differ = 0
    for text in documents:
        pure = [
            (element._local_name, attributes_of(element))
            for element in iter_elements(parse_document(text))
            if element._local_name in names
        ]
        # the clone's elements are missing (three documents clone text alone)
        differ += read_elements(text, names) != pure
        assert not trusted(text, True)
        assert fast_html_elements(text, True, _ELEMENTS) is None
        found = [str(link) for link in links(text, "https://e.com/")]
        assert found == [str(link) for link in _pure(text)]
    assert differ == 5
    # the links: the selected option's first in tree order (inside the button), then every
    # option's
    found = [link.value for link in links(documents[-1], "https://e.com/")]
    assert found == ["Y.png", "Y.html", "X.png", "X.html", "Y.png", "Y.html"]


def _pure(text: str) -> list[Link]:
    return _page_links(text, "https://e.com/", None, "windows-1252", True, _html_elements)


def test_html5ever_answers_only_within_the_pure_paths_reconstruct_budget() -> None:
    # The pure path stops reconstructing formatting elements past a budget (linear in the
    # text); html5ever's answer is used only where the pure path stays within it.
    n, r = 100, 400
    text = "<p><a href=x>" + "".join(f"<b id={i}>" for i in range(n)) + "</p>" + "<p>x</p>" * r
    assert reconstructions(text) > reconstruct_budget(len(text))
    assert read_elements(text, _ELEMENTS) is None  # even with no time budget
    assert [str(link) for link in links(text, "https://e.com/")] == [
        str(link) for link in _pure(text)
    ]
    # a dense tree of more nodes than the budget but no formatting element: html5ever answers
    dense = "<table><tr>" + "<td>1" * 20000 + "<a href=y>"
    assert len(_fast_module._parse(dense, None)) > reconstruct_budget(len(dense))
    assert read_elements(dense, _ELEMENTS) == [("a", {"href": "y"})]
    # ... unless the text has a frameset tag (a frameset can take the body, and what
    # reconstructing made in it, out of the tree)
    assert read_elements(dense + "<frameset>", _ELEMENTS) is None


@pytest.mark.parametrize(
    "text",
    [
        "<p>" + "<b id=N>".replace("N", "1") * 3 + "</p>" + "<p>x</p>" * 50,
        "<p>" + "".join(f"<i id={i}>" for i in range(30)) + "</p> <p> </p> " * 30 + "<frameset>",
        "<table><td><b><i><u><p>x</table>" * 20 + "<p>y" * 20,
        "<a href=1><b><a href=2><p>x</a>y</b>z" * 20,
    ],
)
def test_html5ever_makes_a_node_for_each_reconstructed_element(text: str) -> None:
    # what the budget check relies on, on the tests' documents and these
    assert reconstructions(text) <= len(_fast_module._parse(text, None))


@pytest.mark.slow
def test_html5ever_makes_a_node_for_each_reconstructed_element_of_the_tests() -> None:
    tests = json.loads(TREE_CONSTRUCTION.read_text(encoding="utf-8"))["tests"]
    for _name, _index, data, _flag, context, _tree in tests:
        if context is None:
            assert reconstructions(data) <= len(_fast_module._parse(data, None))


def test_links_uses_the_fast_path_where_trusted(monkeypatch: pytest.MonkeyPatch) -> None:
    import webapi.html.browsing._links as module

    calls: list[str] = []
    real = module._html_elements

    def pure(text: str, scripting: bool) -> object:
        calls.append(text)
        return real(text, scripting)

    monkeypatch.setattr(module, "_html_elements", pure)
    found = links(b"<a href=a>x</a><select><a href=b></a></select>", "https://e.com/d/")
    assert [str(link) for link in found] == ["https://e.com/d/a", "https://e.com/d/b"]
    assert calls == []
    found = links(b"<math><annotation-xml><a href=c></a></annotation-xml></math>", "https://e.com/")
    assert [str(link) for link in found] == []
    assert len(calls) == 1


def test_a_parse_over_its_budget_is_left_for_the_pure_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import webapi.html.parsing._fast_elements as fast_module

    # deep nesting: html5ever's scope checks walk the whole stack for each <div>
    page = "<span><div></span></div>" * 3000 + "<div>" * 3000 + "<a href=deep>x</a>"
    pure = list(_html_elements(page, True))
    assert pure == [("a", {"href": "deep"})]
    assert read_elements(page, _ELEMENTS) == pure  # no budget: html5ever's own answer
    assert read_elements(page, _ELEMENTS, -1) is None  # out of time before the first chunk
    assert fast_html_elements(page, True, _ELEMENTS) in (pure, None)  # within 2 ms + 100 ns/char
    monkeypatch.setattr(fast_module, "budget_ns", lambda length: -1)
    assert fast_html_elements(page, True, _ELEMENTS) is None
    assert [str(link) for link in links(page, "https://e.com/")] == ["https://e.com/deep"]
    # the text is given in chunks: a tag or a character reference across a chunk's end
    text = "x" * (fast_module.CHUNK - 3) + "<a href='&amp;x'>" + "<img src=y>"
    assert read_elements(text, _ELEMENTS) == [("a", {"href": "&x"}), ("img", {"src": "y"})]


def test_a_failing_fast_parser_leaves_the_page_to_the_pure_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import webapi.html.parsing._fast_elements as fast_module

    class Failing:
        class HtmlOptions:
            pass

        class Parser:
            def __init__(self, options: object) -> None:
                raise RuntimeError("a stand-in for a failure of the Rust parser")

    monkeypatch.setattr(fast_module, "_parser", Failing)
    assert fast_module.available()
    page = "<a href=x>y</a>"
    assert fast_html_elements(page, True, _ELEMENTS) is None
    assert [str(link) for link in links(page, "https://e.com/")] == ["https://e.com/x"]
