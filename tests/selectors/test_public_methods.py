"""The DOM's public selector methods (https://dom.spec.whatwg.org/#scope-match-a-selectors-string):
``querySelector``/``querySelectorAll`` on ``Document``, ``DocumentFragment`` and ``Element``;
``matches``, ``webkitMatchesSelector`` and ``closest`` on ``Element``."""

from __future__ import annotations

from typing import Any

import pytest

from tests.selectors._trees import html_document
from webapi.dom import DocumentFragment, DOMException, Element, NodeList

MARKUP = "<div id=a><p class=x>1</p><p>2</p><a href=/x>l</a></div><template><p>t</p></template>"


def test_query_selector_all_is_a_static_node_list_in_tree_order() -> None:
    document = html_document(MARKUP)
    found = document.querySelectorAll("p")
    assert isinstance(found, NodeList)
    assert [p.textContent for p in found] == ["1", "2"]  # template contents are not searched
    document.querySelector("div").append(document.createElement("p"))
    assert found.length == 2  # static: later changes do not show


def test_query_selector_on_each_parent_node() -> None:
    document = html_document(MARKUP)
    div = document.querySelector("#a")
    assert isinstance(div, Element) and div.id == "a"
    assert div.querySelector("p:last-of-type").textContent == "2"
    assert div.querySelector(":scope > div") is None
    fragment = document.createDocumentFragment()
    assert isinstance(fragment, DocumentFragment)
    fragment.append(document.createElement("span"))
    assert fragment.querySelector("span") is fragment.firstChild
    assert document.querySelector("nothing") is None


def test_matches_closest_and_the_webkit_alias() -> None:
    document = html_document(MARKUP)
    a = document.querySelector("a")
    assert a.matches("div > a[href]") and a.webkitMatchesSelector("a")
    assert not a.matches("p")
    assert a.closest("#a") is document.querySelector("div")
    assert a.closest("a") is a
    assert a.closest("table") is None


def _the_five_methods(document: Any, element: Any) -> tuple[Any, ...]:
    return (
        document.querySelector,
        document.querySelectorAll,
        element.matches,
        element.webkitMatchesSelector,
        element.closest,
    )


@pytest.mark.parametrize("selectors", ["a:has(:has(b))", "", "[", "svg|rect", "p::"])
def test_invalid_selectors_raise_syntax_error(selectors: str) -> None:
    document = html_document(MARKUP)
    element = document.querySelector("a")
    for call in _the_five_methods(document, element):
        with pytest.raises(DOMException) as caught:
            call(selectors)
        assert (caught.value.name, caught.value.code) == ("SyntaxError", 12)


def test_the_argument_is_converted_as_a_dom_string() -> None:
    # Web IDL's DOMString: JavaScript's ToString(true) is "true", a type selector
    document = html_document("<true>1</true><p>2</p>")
    assert [e.localName for e in document.querySelectorAll(True)] == ["true"]
    with pytest.raises(DOMException, match="SyntaxError"):
        document.querySelector(1)  # "1": no compound selector
    with pytest.raises(TypeError, match="parameter 1"):
        document.querySelector(object())


def test_none_is_refused_as_every_required_dom_string_argument() -> None:
    # (docs/selectors.md, "None": webapi's one rule, docs/porting.md: a required argument
    # refuses None with a TypeError naming it; JavaScript's null reaches the methods as "null"
    # through Web IDL's conversion in the JavaScript bindings, as the WPT runner shows)
    document = html_document("<null>1</null><undefined>2</undefined>")
    element = document.querySelector("null")
    assert element is not None and document.querySelectorAll("null").length == 1
    for call in _the_five_methods(document, element):
        with pytest.raises(TypeError, match="parameter 1 is not of type 'DOMString'"):
            call(None)
