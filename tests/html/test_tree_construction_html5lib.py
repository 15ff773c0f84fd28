"""HTML tree construction (``webapi.html.parsing._tree_builder``) against html5lib-tests'
tree-construction tests (``_html5lib_tree_construction.json``, generated from html5lib-tests
at the commit its header names: ``python -m generate html5lib-tree-construction GIT_DIR``).

Each test is run with its scripting flag (both ways when it names none), as a whole document or,
for a ``#document-fragment`` test, with the HTML fragment parsing algorithm in its context
element. Two checks: the whole tree, in html5lib's format, equals the expected one; and the
element view ``webapi.html.links`` reads (the HTML ``meta``, ``base``, ``a``, ``area``,
``link``, ``img``, ``iframe`` and ``form`` elements with their attributes, in tree order,
outside template contents) equals the one read off the expected tree.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import _sample
from webapi.dom.engine import DocumentFragmentImpl, DocumentImpl, ElementImpl, append
from webapi.html.parsing._html5lib_format import html5lib_tree
from webapi.html.parsing._parser_nodes import attributes_of, iter_elements
from webapi.html.parsing._tree_builder import (
    fragment_parsing_algorithm_steps,
    parse_document,
    parse_fragment,
)
from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE

DATA = Path(__file__).with_name("_html5lib_tree_construction.json")
#: The elements of the element view.
VIEW = frozenset({"meta", "base", "a", "area", "link", "img", "iframe", "form"})
_ATTRIBUTE = re.compile(r'([^"][^=]*)="(.*)"', re.DOTALL)
_NAMESPACES = {"": HTML_NAMESPACE, "svg": SVG_NAMESPACE, "math": MATHML_NAMESPACE}

Test = tuple[str, int, str, "bool | None", "str | None", str]
Run = tuple[str, int, str, bool, "str | None", str]


def _load() -> tuple[dict[str, object], list[Run]]:
    document = json.loads(DATA.read_text(encoding="utf-8"))
    runs: list[Run] = []
    for name, index, data, scripting, context, tree in document["tests"]:
        for flag in (False, True) if scripting is None else (scripting,):
            runs.append((name, index, data, flag, context, tree))
    return document["header"], runs


HEADER, RUNS = _load()


def parse(data: str, scripting: bool, context: str | None) -> tuple[str, list[ViewEntry]]:
    """The tree in html5lib's format and the element view, of ``data`` parsed as a document or
    in the ``context`` element (``"td"``, ``"svg path"``)."""
    if context is None:
        document = parse_document(data, scripting=scripting)
        return html5lib_tree(document), view_of(iter_elements(document))
    prefix, _, name = context.rpartition(" ")
    owner = DocumentImpl(is_html=True, content_type="text/html")
    element = ElementImpl(owner, _NAMESPACES[prefix], name)
    nodes = parse_fragment(data, element, scripting=scripting)
    fragment = DocumentFragmentImpl(owner)
    for node in nodes:
        append(node, fragment)
    return html5lib_tree(fragment), view_of(iter_elements(fragment))


ViewEntry = tuple[str, tuple[tuple[str, str], ...]]


def view_of(elements: Iterator[ElementImpl]) -> list[ViewEntry]:
    """The element view of ``elements`` (attributes sorted: html5lib's format sorts them)."""
    return [
        (element._local_name, tuple(sorted(attributes_of(element).items())))
        for element in elements
        if element._namespace == HTML_NAMESPACE and element._local_name in VIEW
    ]


def expected_view(tree: str) -> list[ViewEntry]:
    """The element view read off a tree in html5lib's format: each node a line ``| `` with two
    spaces per ancestor (a text or attribute value with newlines goes on over lines without
    ``| ``); an element ``<name>`` (``<svg name>`` outside HTML); its attributes ``name="v"``
    one level deeper; a template's contents under ``content`` (left out, as
    ``iter_elements`` leaves them out)."""
    nodes: list[list[object]] = []  # [depth, text]
    for line in tree.split("\n"):
        if line.startswith("| "):
            body = line[2:]
            content = body.lstrip(" ")
            nodes.append([(len(body) - len(content)) // 2, content])
        else:
            nodes[-1][1] = f"{nodes[-1][1]}\n{line}"
    view: list[ViewEntry] = []
    current: tuple[int, str, list[tuple[str, str]], list[bool]] | None = None
    skip_below: int | None = None
    for depth, text in nodes:
        assert isinstance(depth, int) and isinstance(text, str)
        if skip_below is not None:
            if depth > skip_below:
                continue
            skip_below = None
        if text == "content":  # (an attribute is name="value", a text node "quoted")
            skip_below = depth
            continue
        if current is not None and depth == current[0] + 1:
            attribute = _ATTRIBUTE.fullmatch(text)  # (an element line ends with ">")
            if attribute is not None and not current[3]:
                current[2].append((attribute[1], attribute[2]))
                continue
            current[3].append(True)  # a child: no attributes after it
        if current is not None:
            view.append((current[1], tuple(sorted(current[2]))))
            current = None
        if text.startswith("<") and not text.startswith(("<!", "<?")):
            name = text[1:-1]
            if name in VIEW:  # an HTML element (others have "svg " or "math " before the name)
                current = (depth, name, [], [])
    if current is not None:
        view.append((current[1], tuple(sorted(current[2]))))
    return view


def test_the_file_names_its_source() -> None:
    assert "9329e64694e7835d0dcff9811e22856ef6ad16f9" in str(HEADER["source"])
    assert HEADER["license"].startswith("MIT")  # type: ignore[attr-defined]
    assert len(HEADER["sha256"]) == 60  # type: ignore[arg-type]  # 57 files and 3 under scripted/
    tests = {(name, index) for name, index, *_ in RUNS}
    assert len(tests) == 1792
    assert len({(name, index) for name, index, _, _, context, _ in RUNS if context}) == 192
    assert len(RUNS) == 3549


def test_the_expected_view_reader() -> None:
    tree = (
        '| <html>\n|   <head>\n|     <base>\n|       href="/b/"\n|   <body>\n'
        '|     <a>\n|       href="x\ny"\n|       id="1"\n|       "text"\n'
        '|     <template>\n|       content\n|         <a>\n|           href="in"\n'
        '|     <svg a>\n|       href="svg"\n|     <img>'
    )
    assert expected_view(tree) == [
        ("base", (("href", "/b/"),)),
        ("a", (("href", "x\ny"), ("id", "1"))),
        ("img", ()),
    ]


#: The tests whose data predates processing instructions in HTML (whatwg/html#12118, which
#: Chromium 156 ships): ``<?x ...>`` is a ProcessingInstruction, no longer a bogus comment, and
#: ``<?`` at the end of the input is nothing. The Standard decides:
#: :func:`test_processing_instructions_in_html_change_four_tests` checks them.
PROCESSING_INSTRUCTIONS = {
    ("html5test-com.dat", 11),
    ("tests1.dat", 39),
    ("tests1.dat", 43),
    ("tests1.dat", 46),
}


def test_processing_instructions_in_html_change_four_tests() -> None:
    """The four tests' trees as the Standard has them now (each with either scripting flag):
    the comment html5lib-tests expects is a ProcessingInstruction with the target and the
    data (a ``?`` before the ``>`` is not data; the format writes ``<?target data?>``, as WPT's
    copy of these tests does), or for ``<?`` at the end, absent."""
    expected = {
        "<?": "",
        "<?COMMENT?>": "| <?COMMENT ?>\n",
        "<?COM--MENT?>": "| <?COM--MENT ?>\n",
        '<?import namespace="foo" implementation="#bar">': (
            '| <?import namespace="foo" implementation="#bar"?>\n'
        ),
    }
    seen = 0
    for name, index, data, scripting, context, tree in RUNS:
        if (name, index) not in PROCESSING_INSTRUCTIONS:
            continue
        seen += 1
        got_tree, _ = parse(data, scripting, context)
        assert got_tree != tree
        # html5lib-tests' tree but for the first line (its bogus comment)
        assert tree.startswith("| <!-- ?")
        rest = tree.split("\n", 1)[1]
        assert got_tree == expected[data] + rest
    assert seen == 8


@pytest.mark.parametrize("whole", _sample.WHOLE)
def test_every_test_matches_whole_tree_and_element_view(whole: bool) -> None:
    # (a sample of each data file by default, every run in the slow tier: tests/_sample.py)
    runs = (
        RUNS
        if whole
        else _sample.subset(
            "test_every_test_matches_whole_tree_and_element_view",
            RUNS,
            lambda run: f"{run[0]}:{run[1]}:{run[3]}",
            lambda run: run[0],
        )
    )
    runs = [run for run in runs if (run[0], run[1]) not in PROCESSING_INSTRUCTIONS]
    trees = views = 0
    failures = []
    for name, index, data, scripting, context, tree in runs:
        got_tree, got_view = parse(data, scripting, context)
        trees += got_tree == tree
        views += got_view == expected_view(tree)
        if got_tree != tree or got_view != expected_view(tree):
            failures.append((name, index, scripting, data))
    assert failures == []
    assert trees == views == len(runs)
    if whole:
        assert len(runs) == 3549 - 8


def test_fragment_cases_through_the_fragment_parsing_algorithm_steps() -> None:
    """Each fragment run (192 tests, 384 runs) through what ``innerHTML`` and the other
    setters call: a fragment of the context's document (the nodes adopted into it), scripting
    as the context's document has it, the tree html5lib-tests expects."""
    runs = 0
    for name, index, data, scripting, context, tree in RUNS:
        if context is None or (name, index) in PROCESSING_INSTRUCTIONS:
            continue
        prefix, _, local_name = context.rpartition(" ")
        owner = DocumentImpl(is_html=True, content_type="text/html")
        owner._scripting = scripting
        element = ElementImpl(owner, _NAMESPACES[prefix], local_name)
        fragment = fragment_parsing_algorithm_steps(element, data)
        assert fragment._node_document is owner
        assert all(node._node_document is owner for node in iter_elements(fragment))
        assert html5lib_tree(fragment) == tree, (name, index, scripting)
        runs += 1
    assert runs == 384


def test_fragment_parsing_reads_the_context() -> None:
    """The fragment parsing algorithm's steps that read the context element beyond its name:
    its document's mode (quirks: a table does not close a p) and the form element pointer (a
    form ancestor: a form start tag is ignored)."""
    for mode, tree in (
        ("quirks", "| <p>\n|   <table>"),
        ("limited-quirks", "| <p>\n| <table>"),
        ("no-quirks", "| <p>\n| <table>"),
    ):
        owner = DocumentImpl(is_html=True, content_type="text/html")
        owner._mode = mode
        body = ElementImpl(owner, HTML_NAMESPACE, "body")
        assert html5lib_tree(fragment_parsing_algorithm_steps(body, "<p><table>")) == tree
    owner = DocumentImpl(is_html=True, content_type="text/html")
    form = ElementImpl(owner, HTML_NAMESPACE, "form")
    div = ElementImpl(owner, HTML_NAMESPACE, "div")
    append(div, form)
    assert html5lib_tree(fragment_parsing_algorithm_steps(div, "<form><input>")) == "| <input>"
    alone = ElementImpl(owner, HTML_NAMESPACE, "div")
    assert html5lib_tree(fragment_parsing_algorithm_steps(alone, "<form><input>")) == (
        "| <form>\n|   <input>"
    )


def test_the_file_is_fresh() -> None:
    """``$HTML5LIB_TESTS_GIT``: a git repository of html5lib-tests (a clone or a bare mirror)
    with the pinned commit; without it, a skip."""
    location = os.environ.get("HTML5LIB_TESTS_GIT")
    if not location or not Path(location).exists():
        pytest.skip(
            "set $HTML5LIB_TESTS_GIT to a git repository of "
            "https://github.com/html5lib/html5lib-tests to check "
            "tests/html/_html5lib_tree_construction.json against it"
        )
    from generate.html5lib_tree_construction import find_git_dir, generate

    assert generate(find_git_dir(Path(location))) == DATA.read_text(encoding="utf-8")
