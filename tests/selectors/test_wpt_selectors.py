"""WPT's ``dom/nodes/selectors.js`` over ``ParentNode-querySelector-All-content.html`` and its
XHTML twin ``ParentNode-querySelector-All-content.xht`` (web-platform-tests at the project's
pinned commit, BSD-3-Clause; the data in ``_wpt_selectors.json``, written by ``python -m
generate wpt-selectors`` from the files the DOM's WPT runner reads), as
``ParentNode-querySelector-All.html`` (and ``-xht.xht``) and ``Element-matches.js`` run it:

- the contexts: the document, an element in it (with a copy of that element appended after
  it, which nothing may select), the element detached, a fragment holding it, and an empty
  element;
- every invalid selector a SyntaxError (code 12) from ``querySelector``,
  ``querySelectorAll``, ``matches`` and ``closest`` in every context;
- every valid selector of the QSA kind the expected elements, in tree order, the first from
  ``querySelector``, and ``matches``/``closest`` agreeing with the list;
- every valid or scoped selector of the ``matches`` kind without a reference node: each
  expected element matches, each ``unexpected`` one does not.

The XHTML document is built by the standard library's XML parser into an XML document of
webapi's DOM (webapi has no XML parser): type selectors and attribute names then compare
case-sensitively, as ``selectors.js``'s ``xhtml`` rows expect."""

from __future__ import annotations

import hashlib
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from tests._sample import sampled
from tests._sizes import tiered
from tests.selectors._trees import html_document
from webapi.dom import DOMException
from webapi.dom._attributes import get_attribute_value_by_name, set_attribute_value
from webapi.dom._creation import create_a_document
from webapi.dom._document import (
    create_comment,
    create_document_fragment,
    create_element,
    create_element_ns,
    create_text_node,
)
from webapi.dom._mutation import append
from webapi.dom._node import clone_node
from webapi.dom._selectors import closest, matches, query_selector, query_selector_all
from webapi.selectors._matching import subtree_elements

DATA = json.loads((Path(__file__).parent / "_wpt_selectors.json").read_text(encoding="utf-8"))
TEST_QSA = 0x01
TEST_MATCH = 0x10
URL = "http://web-platform.test/dom/nodes/ParentNode-querySelector-All-content.{}#target"
XHTML = "http://www.w3.org/1999/xhtml"


def _id(element: Any) -> str | None:
    return get_attribute_value_by_name("id", element)


def _by_id(node: Any, value: str) -> Any:
    return next(e for e in subtree_elements(node) if _id(e) == value)


def _special_elements(document: Any, parent: Any) -> None:
    """The elements ``setupSpecialElements`` adds: ``null`` and ``undefined`` elements, and
    divs in the HTML namespace, no namespace and another one."""
    append(create_element(document, "null"), parent)
    append(create_element(document, "undefined"), parent)
    for holder_id in ("any-namespace", "no-namespace"):
        holder = create_element(document, "div")
        set_attribute_value(holder, "id", holder_id)
        divs = [
            create_element(document, "div"),
            create_element_ns(document, XHTML, "div"),
            create_element_ns(document, None, "div"),
            create_element_ns(document, "http://www.example.org/ns", "div"),
        ]
        for number, div in enumerate(divs, 1):
            set_attribute_value(div, "id", f"{holder_id}-div{number}")
            append(div, holder)
        append(holder, parent)
    span = _by_id(document, "attr-presence-i1")
    set_attribute_value(span, "title", "", "ns", "http://www.example.org/ns")


def _xml_name(name: str) -> tuple[str | None, str]:
    if name.startswith("{"):
        namespace, _, local = name[1:].partition("}")
        return namespace, local
    return None, name


def xhtml_document(markup: str) -> Any:
    """The XML document an XML parser makes of ``markup`` (elements, attributes, text and
    comments; the doctype left out, which selectors never see)."""
    builder = ET.TreeBuilder(insert_comments=True)
    parser = ET.XMLParser(target=builder)
    parser.feed(markup)
    root = parser.close()
    document = create_a_document("XMLDocument")
    document._content_type = "application/xhtml+xml"
    pending: list[tuple[Any, Any]] = [(root, document)]
    while pending:
        source, parent = pending.pop()
        if isinstance(source, _Text):
            append(create_text_node(document, source.text), parent)
            continue
        if source.tag is ET.Comment:
            append(create_comment(document, source.text or ""), parent)
        else:
            namespace, local = _xml_name(source.tag)
            element = create_element_ns(document, namespace, local)
            for name, value in source.attrib.items():
                attribute_namespace, attribute_local = _xml_name(name)
                set_attribute_value(element, attribute_local, value, None, attribute_namespace)
            append(element, parent)
            if source.text:
                append(create_text_node(document, source.text), element)
            pending.extend((child, element) for child in reversed(source))
        if source.tail:
            # (a node's tail follows it: the siblings are taken in order, so it is due now)
            pending.append((_Text(source.tail), parent))
    return document


class _Text:
    """A tail of the XML parser's tree, waiting in the stack as a text node to append."""

    def __init__(self, text: str) -> None:
        self.text = text


def _prepared(kind: str) -> tuple[Any, Any]:
    """The content document with the special elements, and its ``#root``."""
    if kind == "html":
        document = html_document(DATA["content"])
        document._url = URL.format("html")
    else:
        document = xhtml_document(DATA["content_xht"])
        document._url = URL.format("xht")
    root = _by_id(document, "root")
    _special_elements(document, root)
    return document, root


def _contexts(kind: str) -> dict[str, Any]:
    """The five contexts: the in-document element's in a document of its own, where its
    out-of-scope copy is appended to the body (as the WPT test does after the document's
    tests)."""
    document, root = _prepared(kind)
    detached = clone_node(root, subtree=True)
    fragment = create_document_fragment(document)
    append(clone_node(root, subtree=True), fragment)
    other, element = _prepared(kind)
    out_of_scope = clone_node(element, subtree=True)
    for copy in [out_of_scope, *subtree_elements(out_of_scope)]:
        set_attribute_value(copy, "data-clone", "")
    append(out_of_scope, _by_id(other, "body"))
    empty = create_element(document, "div")
    return {
        "document": document,
        "element": element,
        "detached": detached,
        "fragment": fragment,
        "empty": empty,
    }


class _Lazy(dict[str, dict[str, Any]]):
    """The contexts of each document, made when first asked for (the XHTML document's only
    by the slow tier)."""

    def __missing__(self, kind: str) -> dict[str, Any]:
        self[kind] = made = _contexts(kind)
        return made


@pytest.fixture(scope="module")
def contexts() -> dict[str, dict[str, Any]]:
    return _Lazy()


#: The XHTML document's rows run in the slow tier (the HTML one's in the default tier).
_TIER = {"html": (), "xhtml": (pytest.mark.slow,)}


def _rows(rows: list[dict[str, Any]], flag: int) -> list[Any]:
    return [
        pytest.param(
            doc_type, row, id=f"{doc_type}-{index}:{row['selector']}", marks=_TIER[doc_type]
        )
        for doc_type in ("html", "xhtml")
        for index, row in enumerate(rows)
        if row["testType"] & flag and doc_type not in row.get("exclude", [])
    ]


VALID = _rows(DATA["valid"], TEST_QSA)
MATCHES = _rows(
    [row for row in DATA["valid"] + DATA["scoped"] if not row.get("ctx") and not row.get("ref")],
    TEST_MATCH,
)
INVALID = [pytest.param(selector, id=selector) for _name, selector in DATA["invalid"]]
CONTEXTS = ["document", "element", "detached", "fragment"]


def test_the_data_is_whole() -> None:
    assert len(DATA["invalid"]) == 34
    assert len(DATA["valid"]) == 207
    assert len(DATA["scoped"]) == 198
    assert "0d4f5079526492412a427152fcc1d08958bdf952" in DATA["source"]
    assert "BSD-3-Clause" in DATA["license"]
    assert len(VALID) == 410
    assert len(MATCHES) == 434


def test_the_data_is_that_of_the_pinned_files() -> None:
    from wpt.dom import data_root, missing_message

    root = data_root()
    if root is None:
        pytest.skip(missing_message())
    for path, sha256 in DATA["sha256"].items():
        if not (root / path).is_file():
            pytest.skip(f"{path} is not in {root}")
        assert hashlib.sha256((root / path).read_bytes()).hexdigest() == sha256, path
    assert (root / "dom/nodes/ParentNode-querySelector-All-content.html").read_text(
        encoding="utf-8"
    ) == DATA["content"]


@pytest.mark.parametrize("doc_type", ["html", pytest.param("xhtml", marks=_TIER["xhtml"])])
@pytest.mark.parametrize("context", [*CONTEXTS, "empty"])
@pytest.mark.parametrize("selector", INVALID)
@sampled()
def test_invalid_selectors_raise_syntax_error(
    contexts: dict[str, dict[str, Any]], doc_type: str, context: str, selector: str
) -> None:
    node = contexts[doc_type][context]
    for method in (query_selector, query_selector_all):
        with pytest.raises(DOMException) as raised:
            method(node, selector)
        assert raised.value.name == "SyntaxError"
        assert raised.value.code == 12
    if context != "document":
        for element_method in (matches, closest):
            with pytest.raises(DOMException, match="not a valid selector"):
                element_method(node, selector)


@pytest.mark.parametrize("context", CONTEXTS)
@pytest.mark.parametrize(("doc_type", "row"), tiered(VALID))
@sampled("context")
def test_valid_selectors_select_the_expected_elements(
    contexts: dict[str, dict[str, Any]], context: str, doc_type: str, row: dict[str, Any]
) -> None:
    if context in row.get("exclude", []):
        pytest.skip(f"selectors.js leaves the {context} context out for this selector")
    node = contexts[doc_type][context]
    selector = row["selector"]
    found = query_selector_all(node, selector)
    assert [_id(e) for e in found] == row["expect"], row["name"]
    assert not any(get_attribute_value_by_name("data-clone", e) is not None for e in found)
    first = query_selector(node, selector)
    assert first is (found[0] if found else None)
    if ":scope" in selector:
        return  # (matches and closest scope the selector at the element itself)
    chosen = {id(e) for e in found}
    for element in subtree_elements(node):
        assert matches(element, selector) is (id(element) in chosen), _id(element)
    for element in found:
        assert closest(element, selector) is element


@pytest.mark.parametrize(("doc_type", "row"), MATCHES)
@sampled("doc_type")
def test_matches_rows_match_the_expected_elements_only(
    contexts: dict[str, dict[str, Any]], doc_type: str, row: dict[str, Any]
) -> None:
    # (Element-matches.js's rows "with no refNodes", over the document)
    document = contexts[doc_type]["document"]
    for expected in row["expect"]:
        assert matches(_by_id(document, expected), row["selector"]), expected
    for unexpected in row.get("unexpected", []):
        assert not matches(_by_id(document, unexpected), row["selector"]), unexpected


@pytest.mark.parametrize("doc_type", ["html", pytest.param("xhtml", marks=_TIER["xhtml"])])
def test_null_and_undefined_select_elements_of_those_names(
    contexts: dict[str, dict[str, Any]], doc_type: str
) -> None:
    # (runSpecialSelectorTests: Web IDL's DOMString conversion gives "null" and "undefined")
    for context in CONTEXTS:
        node = contexts[doc_type][context]
        assert [e._local_name for e in query_selector_all(node, "null")] == ["null"]
        found = query_selector(node, "undefined")
        assert found is not None
        assert found._local_name == "undefined"


@pytest.mark.parametrize("doc_type", ["html", pytest.param("xhtml", marks=_TIER["xhtml"])])
def test_the_universal_selector_gives_every_descendant_in_tree_order(
    contexts: dict[str, dict[str, Any]], doc_type: str
) -> None:
    for context in CONTEXTS:
        node = contexts[doc_type][context]
        assert query_selector_all(node, "*") == list(subtree_elements(node))


@pytest.mark.slow
def test_the_xhtml_document_is_an_xml_document(contexts: dict[str, dict[str, Any]]) -> None:
    document = contexts["xhtml"]["document"]
    assert not document._is_html
    assert _by_id(document, "root")._namespace == XHTML
    # (XML: the type selector is case-sensitive; HTML: lower-cased against HTML elements)
    assert query_selector_all(document, "DIV") == []
    assert query_selector_all(contexts["html"]["document"], "DIV")
