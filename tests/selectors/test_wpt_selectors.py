"""WPT's ``dom/nodes/selectors.js`` over ``ParentNode-querySelector-All-content.html``
(web-platform-tests, BSD-3-Clause; the data in ``_wpt_selectors.json``, written by ``python -m
generate wpt-selectors``), as ``ParentNode-querySelector-All.html`` runs it: the document, an
element in it (with a copy of that element appended after it, which nothing may select), the
element detached, and a fragment holding it; every invalid selector a SyntaxError from
``querySelector`` and ``querySelectorAll``; every valid one the expected elements, in tree
order, the first from ``querySelector``; and ``matches``/``closest`` agreeing with the lists."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests._sizes import tiered
from tests.selectors._trees import html_document
from webapi.dom import DOMException
from webapi.dom._attributes import get_attribute_value_by_name, set_attribute_value
from webapi.dom._document import create_document_fragment, create_element, create_element_ns
from webapi.dom._mutation import append
from webapi.dom._node import clone_node
from webapi.dom._selectors import closest, matches, query_selector, query_selector_all
from webapi.selectors._matching import subtree_elements

DATA = json.loads((Path(__file__).parent / "_wpt_selectors.json").read_text(encoding="utf-8"))
TEST_QSA = 0x01
URL = "http://web-platform.test/dom/nodes/ParentNode-querySelector-All-content.html#target"


def _id(element: Any) -> str | None:
    return get_attribute_value_by_name("id", element)


def _set_id(element: Any, value: str) -> None:
    set_attribute_value(element, "id", value)


def _special_elements(document: Any, parent: Any) -> None:
    """The elements ``setupSpecialElements`` adds: ``null`` and ``undefined`` elements, and
    divs in the HTML namespace, no namespace and another one."""
    append(create_element(document, "null"), parent)
    append(create_element(document, "undefined"), parent)
    for holder_id in ("any-namespace", "no-namespace"):
        holder = create_element(document, "div")
        _set_id(holder, holder_id)
        divs = [
            create_element(document, "div"),
            create_element_ns(document, "http://www.w3.org/1999/xhtml", "div"),
            create_element_ns(document, None, "div"),
            create_element_ns(document, "http://www.example.org/ns", "div"),
        ]
        for number, div in enumerate(divs, 1):
            _set_id(div, f"{holder_id}-div{number}")
            append(div, holder)
        append(holder, parent)
    span = next(e for e in subtree_elements(document) if _id(e) == "attr-presence-i1")
    set_attribute_value(span, "title", "", "ns", "http://www.example.org/ns")


def _prepared() -> tuple[Any, Any]:
    """The content document with the special elements, and its ``#root``."""
    document = html_document(DATA["content"])
    document._url = URL
    root = next(e for e in subtree_elements(document) if _id(e) == "root")
    _special_elements(document, root)
    return document, root


@pytest.fixture(scope="module")
def contexts() -> dict[str, Any]:
    """The four contexts: the in-document element's in a document of its own, where its
    out-of-scope copy is appended to the body (as the WPT test does after the document's
    tests)."""
    document, root = _prepared()
    detached = clone_node(root, subtree=True)
    fragment = create_document_fragment(document)
    append(clone_node(root, subtree=True), fragment)
    other, element = _prepared()
    out_of_scope = clone_node(element, subtree=True)
    for copy in [out_of_scope, *subtree_elements(out_of_scope)]:
        set_attribute_value(copy, "data-clone", "")
    body = next(e for e in subtree_elements(other) if e._local_name == "body")
    append(out_of_scope, body)
    return {"document": document, "element": element, "detached": detached, "fragment": fragment}


#: Where the data expect what the HTML Standard no longer says: name -> (webapi's answer, the
#: reason). Chromium 156 answers as webapi does.
WPT_DEPARTURES = {
    ":link and :visited pseudo-class selectors, matching link elements with href attributes": (
        [],
        "HTML's :link is a and area elements with an href attribute (a link element is not "
        "one since the Standard stopped matching it); Chromium 156 selects no link element",
    ),
}

VALID = [
    pytest.param(name, selector, expect, exclude, id=f"{index}:{selector}")
    for index, (name, selector, expect, exclude, test_type) in enumerate(DATA["valid"])
    if test_type & TEST_QSA and "html" not in exclude
]
INVALID = [pytest.param(selector, id=selector) for _name, selector in DATA["invalid"]]
CONTEXTS = ["document", "element", "detached", "fragment"]


def test_the_data_is_whole() -> None:
    assert len(DATA["invalid"]) == 34
    assert len(DATA["valid"]) == 202
    assert "BSD-3-Clause" in DATA["license"]


@pytest.mark.parametrize("context", CONTEXTS)
@pytest.mark.parametrize("selector", INVALID)
def test_invalid_selectors_raise_syntax_error(
    contexts: dict[str, Any], context: str, selector: str
) -> None:
    node = contexts[context]
    for method in (query_selector, query_selector_all):
        with pytest.raises(DOMException) as raised:
            method(node, selector)
        assert raised.value.name == "SyntaxError"
        assert raised.value.code == 12
    if context != "document":
        for method in (matches, closest):
            with pytest.raises(DOMException, match="not a valid selector"):
                method(node, selector)


@pytest.mark.parametrize("context", CONTEXTS)
@pytest.mark.parametrize(("name", "selector", "expect", "exclude"), tiered(VALID, unpack=True))
def test_valid_selectors_select_the_expected_elements(
    contexts: dict[str, Any],
    context: str,
    name: str,
    selector: str,
    expect: list[str],
    exclude: list[str],
) -> None:
    if context in exclude:
        pytest.skip(f"selectors.js leaves the {context} context out for this selector")
    node = contexts[context]
    found = query_selector_all(node, selector)
    if name in WPT_DEPARTURES:
        expect = WPT_DEPARTURES[name][0]
    assert [_id(e) for e in found] == expect, name
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


def test_null_and_undefined_select_elements_of_those_names(contexts: dict[str, Any]) -> None:
    # (runSpecialSelectorTests: Web IDL's DOMString conversion gives "null" and "undefined")
    for context in CONTEXTS:
        node = contexts[context]
        assert [e._local_name for e in query_selector_all(node, "null")] == ["null"]
        assert query_selector(node, "undefined")._local_name == "undefined"


def test_the_universal_selector_gives_every_descendant_in_tree_order(
    contexts: dict[str, Any],
) -> None:
    for context in CONTEXTS:
        node = contexts[context]
        assert query_selector_all(node, "*") == list(subtree_elements(node))
