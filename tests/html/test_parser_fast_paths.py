"""The parser's fast paths build the tree the plain steps build.

The tokenizer reads on past a token before tree construction has processed it, except after
the start tags tree construction may switch the tokenizer's state after
(``STATE_SWITCHING_START_TAGS``); the adjusted current node's namespace is asked when the
tokenizer meets ``<![CDATA[``. The reference here hands every token over at once (a batch of
one, as the tokenizer did before), and each document of html5lib-tests' tree construction
data (every run: 3,549, documents and fragments, with either scripting flag) and the
benchmark page must come out the same, in html5lib's format and serialized. The elements
the parser makes with its table of classes (``ParserNodes``) are of the classes the DOM's
"create an element" gives.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.html_parse import PAGES
from benchmarks.html_tokenizer import page
from webapi.dom.engine import (
    DocumentFragmentImpl,
    DocumentImpl,
    ElementImpl,
    NodeImpl,
    append,
    create_an_element,
    descendants,
)
from webapi.html import tokenize
from webapi.html.parsing import _insertion_modes, _tree_builder
from webapi.html.parsing._foreign_content import in_foreign_content
from webapi.html.parsing._html5lib_format import html5lib_tree
from webapi.html.parsing._input_stream import normalize_newlines
from webapi.html.parsing._parser_nodes import attribute_value
from webapi.html.parsing._serialization import serialize_fragment
from webapi.html.parsing._tokenizer import Tokenizer
from webapi.html.parsing._tokens import CharactersToken, EndTagToken, StartTagToken
from webapi.html.parsing._tree_state import TreeBuilder
from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE

DATA = Path(__file__).with_name("_html5lib_tree_construction.json")
_NAMESPACES = {"": HTML_NAMESPACE, "svg": SVG_NAMESPACE, "math": MATHML_NAMESPACE}

Run = tuple[str, bool, "str | None"]


def _runs() -> list[Run]:
    document = json.loads(DATA.read_text(encoding="utf-8"))
    runs: list[Run] = []
    for _name, _index, data, scripting, context, _tree in document["tests"]:
        for flag in (False, True) if scripting is None else (scripting,):
            runs.append((data, flag, context))
    return runs


#: Markup where handing over late would show: text after each state-switching start tag
#: that the data state would read as markup, CDATA in and out of foreign content.
EDGES: list[Run] = [
    (f"<p>a<{name}>x<b>y</b>&amp;</{name}>z<i>w</i>", scripting, None)
    for name in sorted(_insertion_modes.STATE_SWITCHING_START_TAGS)
    for scripting in (False, True)
] + [
    ("<svg><![CDATA[<b>x</b>]]></svg><![CDATA[y]]><math><mi><![CDATA[z]]>", True, None),
    ("<div><svg><desc><![CDATA[a]]></desc><![CDATA[b]]></svg></div>", True, None),
    ("<![CDATA[<i>x</i>]]><b>y</b>", False, "svg path"),
    ("<textarea>\n<b>x</b></textarea><title>&lt;<i></title>", True, None),
]


class _OneTokenAtATime(Tokenizer):
    """The tokenizer handing every token over as soon as it is emitted."""

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self.batch = 1


def _trees(data: str, scripting: bool, context: str | None) -> tuple[str, str]:
    """The tree of ``data`` in html5lib's format and serialized (a document, or the nodes of
    the fragment parsing algorithm in ``context``)."""
    if context is None:
        document = _tree_builder.parse_document(data, scripting=scripting)
        return html5lib_tree(document), serialize_fragment(document)
    prefix, _, name = context.rpartition(" ")
    owner = DocumentImpl(is_html=True, content_type="text/html")
    element = ElementImpl(owner, _NAMESPACES[prefix], name)
    fragment = DocumentFragmentImpl(owner)
    for node in _tree_builder.parse_fragment(data, element, scripting=scripting):
        append(node, fragment)
    return html5lib_tree(fragment), serialize_fragment(fragment)


def _differences(runs: list[Run], patch: pytest.MonkeyPatch) -> Iterator[Run]:
    batched = [_trees(*run) for run in runs]
    with patch.context() as one_at_a_time:
        one_at_a_time.setattr(_tree_builder, "Tokenizer", _OneTokenAtATime)
        for run, trees in zip(runs, batched, strict=True):
            if _trees(*run) != trees:
                yield run


def test_batched_tokens_build_the_same_trees_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    # the default tier: every 8th run, the edges and a 20 KB page
    runs = [*_runs()[::8], *EDGES, (page(20_000), True, None)]
    assert list(_differences(runs, monkeypatch)) == []


@pytest.mark.slow
def test_batched_tokens_build_the_same_trees(monkeypatch: pytest.MonkeyPatch) -> None:
    runs = _runs()
    assert len(runs) == 3549
    runs += [*EDGES, (page(100_000), True, None), (page(1_000_000), True, None)]
    assert list(_differences(runs, monkeypatch)) == []


def test_handing_over_late_after_a_state_switch_would_show(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the differential finds a tokenizer that reads past a start tag that switches its state:
    # each name's edge with either scripting flag (noscript switches with scripting only)
    names = sorted(_insertion_modes.STATE_SWITCHING_START_TAGS)
    monkeypatch.setattr(_tree_builder, "STATE_SWITCHING_START_TAGS", frozenset())
    found = set(_differences(EDGES, monkeypatch))
    for name in names:
        for scripting in (False, True):
            edge = (f"<p>a<{name}>x<b>y</b>&amp;</{name}>z<i>w</i>", scripting, None)
            assert (edge in found) == (name != "noscript" or scripting), edge


def _elements(node: NodeImpl) -> Iterator[ElementImpl]:
    """The elements below ``node`` in tree order, template contents included."""
    for descendant in descendants(node):
        if isinstance(descendant, ElementImpl):
            yield descendant
            content = getattr(descendant, "_content", None)
            if isinstance(content, DocumentFragmentImpl):
                yield from _elements(content)


def test_the_parsers_elements_are_of_the_dom_element_interfaces() -> None:
    # ParserNodes looks each name's class up once a parse: every element it made is of the
    # class "create an element" gives its local name and namespace, with the token's "is"
    # (every 4th run: their names are the same few)
    seen = set()
    for data, scripting, context in [*_runs()[::4], *EDGES, (page(20_000), True, None)]:
        if context is not None:
            continue
        document = _tree_builder.parse_document(data, scripting=scripting)
        for element in _elements(document):
            made = create_an_element(document, element._local_name, element._namespace)
            assert type(element) is type(made), (data, element._local_name)
            assert element._is_value == attribute_value(element, "is")
            seen.add(type(element).__name__)
    assert {"HTMLTemplateElement", "HTMLUnknownElement", "HTMLDivElement", "Element"} <= seen


def test_equal_names_and_attribute_values_share_one_string_in_the_tree() -> None:
    """The tokenizer gives each spelling of a tag or attribute name one lowercased string, and
    each attribute value one string, for the whole parse: a page's thousands of elements hold
    a few distinct names and class values, not a copy each (issue 58 item 13: memory per
    element). Values and names are as the Standard's steps give them."""
    from webapi.html.parsing._parser_nodes import attributes_of
    from webapi.html.parsing._tree_builder import parse_document

    markup = "".join(
        f'<DIV Class="item odd" data-n="{i}"><span CLASS="item odd">x</span></div>'
        for i in range(3)
    )
    document = parse_document(markup)
    elements = [e for e in descendants(document) if isinstance(e, ElementImpl)]
    divs = [e for e in elements if e._local_name == "div"]
    spans = [e for e in elements if e._local_name == "span"]
    assert len(divs) == len(spans) == 3
    assert len({id(e._local_name) for e in divs}) == 1
    assert len({id(e._local_name) for e in spans}) == 1
    keys = [next(iter(attributes_of(e))) for e in divs + spans]
    assert keys == ["class"] * 6
    assert len({id(key) for key in keys[:3]}) == 1  # (one spelling, "Class")
    values = [attributes_of(e)["class"] for e in divs + spans]
    assert values == ["item odd"] * 6
    assert len({id(value) for value in values}) == 1
    assert [attributes_of(e)["data-n"] for e in divs] == ["0", "1", "2"]


@pytest.mark.parametrize(
    "markup",
    [
        "<p><b class=x id=a>1<p>2",  # reconstruct the active formatting elements
        "<b class=x id=a><p>1</b>2",  # the adoption agency algorithm's clone
        "<a class=x id=a><div>1</a>2",
    ],
)
def test_elements_made_from_another_elements_attributes_own_them(markup: str) -> None:
    """An element keeps its start tag's attribute dict; one the parser makes from another
    element's attributes (reconstructed, or cloned by the adoption agency) gets its own:
    changing either leaves the other as it was."""
    from webapi.html.browsing._elements_bindings import DOMParser

    document = DOMParser().parseFromString(markup, "text/html")
    first, *others = document.querySelectorAll(".x")
    assert others
    first.setAttribute("class", "changed")
    first.setAttribute("title", "t")
    for other in others:
        assert other.getAttribute("class") == "x"
        assert not other.hasAttribute("title")
    others[-1].setAttribute("class", "y")
    assert first.getAttribute("class") == "changed"


def _dispatched_trees(data: str, scripting: bool) -> tuple[str, str]:
    """The tree of the document ``data`` built by the tree construction dispatcher for every
    token (``TreeBuilder.process``, as ``meta_elements`` drives it): none of the document
    loop's shortcuts (``_run``: "in body" and "in cell" written out, the data state's runs of
    text as ``str`` and its end tags one token a spelling, ``Tokenizer.tree_loop``)."""
    tokenizer = Tokenizer(normalize_newlines(data))
    builder = TreeBuilder(tokenizer, scripting, _insertion_modes.initial, in_foreign_content)
    for _token in _tree_builder._steps(builder):
        pass
    document = builder.document
    return html5lib_tree(document), serialize_fragment(document)


def _loop_differences(runs: list[Run]) -> list[Run]:
    return [
        (data, scripting, None)
        for data, scripting, context in runs
        if context is None and _trees(data, scripting, None) != _dispatched_trees(data, scripting)
    ]


#: Markup through the document loop's shortcuts: cells (their tags that close no cell, end
#: tags ignored or closing them), text foster-parented out of tables (with formatting
#: elements to reconstruct, NULs, whitespace), the same end tag again and again.
LOOP_EDGES: list[Run] = [
    ("<table><tr><td>a<b>b</td><td>c</tr></table>", True, None),
    ("<table><tr><td>x</body></caption></col></colgroup></html>y</table>z", True, None),
    ("<table><tr><td><p>x</tbody>y</td></tr></table>", True, None),
    ("<b><table><tr>stray<td>x</td></tr> more\0<i>z</i>\n</table>w</b>", True, None),
    ("<p><a>1</a><table> <tr>\0 </tr>x</table></p></p></p>", False, None),
    ("<div><i>a<table><td>b</i>c</table>d</div>", True, None),
]


def test_the_document_loop_builds_the_dispatchers_trees_sample() -> None:
    # the default tier: every 8th document run, the edges, the benchmark's three pages at 10 KB
    pages = [build(10_000) for build in PAGES.values()]
    runs = [*_runs()[::8], *EDGES, *LOOP_EDGES, *((text, True, None) for text in pages)]
    assert _loop_differences(runs) == []


@pytest.mark.slow
def test_the_document_loop_builds_the_dispatchers_trees() -> None:
    pages = [build(100_000) for build in PAGES.values()]
    runs = [*_runs(), *EDGES, *LOOP_EDGES, *((text, True, None) for text in pages)]
    assert _loop_differences(runs) == []


def test_tokenize_yields_a_token_object_for_each_token() -> None:
    # (Tokenizer.tree_loop's runs of text as str and shared end tags are the document loop's
    # alone: tokenize gives each token an object of its own)
    tokens = list(tokenize("<b>x</b>y</b>z</B>"))
    assert [type(token) for token in tokens] == [
        StartTagToken,
        CharactersToken,
        EndTagToken,
        CharactersToken,
        EndTagToken,
        CharactersToken,
        EndTagToken,
    ]
    ends = [token for token in tokens if type(token) is EndTagToken]
    assert len({id(token) for token in ends}) == 3
    assert [(token.name, token.attributes) for token in ends] == [("b", {})] * 3
    ends[0].attributes["x"] = "y"
    assert ends[1].attributes == {}
