"""The DOM's XPath interfaces (https://dom.spec.whatwg.org/#xpath): ``XPathEvaluator``,
``document.evaluate``, ``createExpression``, ``createNSResolver``, ``XPathExpression`` and
``XPathResult`` of every type; the resolver as a callable, an object or a node. What WPT's
``domxpath/`` checks of them (evaluator-constructor, document.tentative,
xpathevaluatorbase-creatensresolver, resolver-callback-interface,
resolver-non-string-result), in our words."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from webapi.dom import DOMException, XPathEvaluator, XPathExpression, XPathResult
from webapi.dom._events import ExceptionReport, set_exception_reporter
from webapi.html import DOMParser

SVG = "http://www.w3.org/2000/svg"


@pytest.fixture
def document() -> Any:
    return DOMParser().parseFromString(
        "<ul><li>a</li><li>b</li><li>c</li></ul><svg><path/></svg>", "text/html"
    )


@pytest.fixture
def reports() -> Iterator[list[ExceptionReport]]:
    found: list[ExceptionReport] = []
    previous = set_exception_reporter(found.append)
    yield found
    set_exception_reporter(previous)


def test_constructible_evaluator(document: Any) -> None:
    evaluator = XPathEvaluator()
    assert isinstance(evaluator, XPathEvaluator)
    assert evaluator.evaluate("count(//li)", document).numberValue == 3.0


def test_any_type_resolves_to_the_value_type(document: Any) -> None:
    assert document.evaluate("count(//li)", document).resultType == XPathResult.NUMBER_TYPE
    assert document.evaluate("string(//li)", document).resultType == XPathResult.STRING_TYPE
    assert document.evaluate("//li = 'b'", document).resultType == XPathResult.BOOLEAN_TYPE
    nodes = document.evaluate("//li", document)
    assert nodes.resultType == XPathResult.UNORDERED_NODE_ITERATOR_TYPE
    assert [nodes.iterateNext().textContent for _ in range(3)] == ["a", "b", "c"]
    assert nodes.iterateNext() is None


def test_parent_of_the_root_element_and_result_reuse(document: Any) -> None:
    result = document.evaluate("..", document.documentElement, None, XPathResult.ANY_TYPE, None)
    assert result.iterateNext() is document
    again = document.evaluate("..", document.documentElement, None, XPathResult.ANY_TYPE, result)
    assert again.iterateNext() is document
    assert again.iterateNext() is None


def test_conversions_to_the_type_asked(document: Any) -> None:
    assert document.evaluate("//li", document, None, XPathResult.STRING_TYPE).stringValue == "a"
    assert document.evaluate("//li", document, None, XPathResult.BOOLEAN_TYPE).booleanValue
    assert document.evaluate("'7'", document, None, XPathResult.NUMBER_TYPE).numberValue == 7.0
    with pytest.raises(TypeError):
        document.evaluate("1", document, None, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE)
    with pytest.raises(TypeError):
        document.evaluate("1", document).stringValue  # noqa: B018


def test_snapshots_and_single_nodes(document: Any) -> None:
    snapshot = document.evaluate("//li", document, None, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE)
    assert snapshot.snapshotLength == 3
    assert snapshot.snapshotItem(2).textContent == "c"
    assert snapshot.snapshotItem(3) is None
    document.body.appendChild(document.createElement("p"))
    assert snapshot.snapshotItem(0).textContent == "a"  # a snapshot outlives mutations
    first = document.evaluate("//li", document, None, XPathResult.FIRST_ORDERED_NODE_TYPE)
    assert first.singleNodeValue.textContent == "a"
    none = document.evaluate("//p/li", document, None, XPathResult.ANY_UNORDERED_NODE_TYPE)
    assert none.singleNodeValue is None
    with pytest.raises(TypeError):
        first.snapshotLength  # noqa: B018
    with pytest.raises(TypeError):
        first.iterateNext()


def test_iterators_are_invalidated_by_a_mutation(document: Any) -> None:
    result = document.evaluate("//li", document, None, XPathResult.ORDERED_NODE_ITERATOR_TYPE)
    assert result.invalidIteratorState is False
    assert result.iterateNext().textContent == "a"
    document.body.appendChild(document.createElement("p"))
    assert result.invalidIteratorState is True
    with pytest.raises(DOMException) as raised:
        result.iterateNext()
    assert raised.value.name == "InvalidStateError"


def test_create_expression_parses_once(document: Any) -> None:
    expression = document.createExpression("string(//li[2])")
    assert isinstance(expression, XPathExpression)
    assert expression.evaluate(document).stringValue == "b"
    assert expression.evaluate(document.body, XPathResult.STRING_TYPE).stringValue == "b"
    with pytest.raises(DOMException) as raised:
        document.createExpression("//li[")
    assert raised.value.name == "SyntaxError"


@pytest.mark.parametrize("evaluator", ["document", "XPathEvaluator"])
def test_create_ns_resolver_returns_the_node(document: Any, evaluator: str) -> None:
    on = document if evaluator == "document" else XPathEvaluator()
    for node in (
        document,
        document.createDocumentFragment(),
        document.body,
        document.createAttribute("foo"),
    ):
        assert on.createNSResolver(node) is node
    assert on.createNSResolver(document.createElement("body")).lookupNamespaceURI("xml") == (
        "http://www.w3.org/XML/1998/namespace"
    )
    assert on.createNSResolver(document.createTextNode("x")).lookupNamespaceURI("xml") is None


def test_resolvers_of_every_form(document: Any) -> None:
    callable_calls: list[str] = []

    def resolver(prefix: str) -> str:
        callable_calls.append(prefix)
        return SVG

    found = document.evaluate("//svg:path", document, resolver, XPathResult.FIRST_ORDERED_NODE_TYPE)
    assert found.singleNodeValue.localName == "path"
    document.evaluate("//svg:path", document, resolver)
    assert callable_calls == ["svg", "svg"]  # not cached

    class Resolver:
        def lookupNamespaceURI(self, prefix: str) -> str:
            return SVG

    assert document.evaluate("count(//svg:*)", document, Resolver()).numberValue == 2.0
    assert (
        document.evaluate(
            "count(//s:*)", document, {"lookupNamespaceURI": lambda p: SVG}
        ).numberValue
        == 2.0
    )
    svg = document.querySelector("svg")
    svg.setAttribute("xmlns:q", SVG)  # no namespace declaration in an HTML document's DOM
    html_resolver = document.createNSResolver(document.documentElement)
    with pytest.raises(DOMException) as raised:
        document.evaluate("//q:path", document, html_resolver)
    assert raised.value.name == "NamespaceError"


def test_unresolved_prefixes(document: Any) -> None:
    with pytest.raises(DOMException) as raised:
        document.evaluate("/foo:bar", document.documentElement, lambda prefix: None)
    assert raised.value.name == "NamespaceError"
    with pytest.raises(DOMException):
        document.evaluate("/foo:bar", document.documentElement)


def test_a_prefix_resolved_to_the_empty_string() -> None:
    # A resolver's "" is a namespace, not a failure to resolve (WPT's
    # domxpath/resolver-callback-interface.html evaluates "/foo:bar" with a resolver returning
    # "" and expects no exception); as in Chromium 156, "p:name" then matches no node (not
    # even one of no namespace) and "p:*" any element or attribute, as "*" does.
    xml = DOMParser().parseFromString('<r a="1"><b/><c xmlns="urn:x"><b/></c></r>', "text/xml")
    empty = lambda prefix: ""  # noqa: E731
    snapshot = XPathResult.ORDERED_NODE_SNAPSHOT_TYPE
    assert xml.evaluate("/foo:bar", xml, empty, snapshot).snapshotLength == 0
    assert xml.evaluate("//x:b", xml, empty, snapshot).snapshotLength == 0
    assert xml.evaluate("//x:*", xml, empty, snapshot).snapshotLength == 4
    assert xml.evaluate("//@x:*", xml, empty, snapshot).snapshotLength == 1
    assert xml.evaluate("//@x:a", xml, empty, snapshot).snapshotLength == 0


@pytest.mark.parametrize("result", [0, False])
def test_non_string_results_are_strings(document: Any, result: object) -> None:
    calls: list[str] = []

    def resolver(prefix: str) -> object:
        calls.append(prefix)
        return result

    document.evaluate("/foo:bar", document.documentElement, resolver)  # "0", "false": no error
    assert calls == ["foo"]


def test_a_raising_resolver_is_reported(document: Any, reports: list[ExceptionReport]) -> None:
    error = ValueError("test")

    def resolver(prefix: str) -> str:
        raise error

    with pytest.raises(DOMException) as raised:
        document.evaluate("/foo:bar", document.documentElement, resolver)
    assert raised.value.name == "NamespaceError"
    assert [report.exc_value for report in reports] == [error]


def test_an_object_without_the_operation_is_a_type_error(document: Any) -> None:
    with pytest.raises(TypeError):
        document.evaluate("/foo:bar", document.documentElement, {"lookupNamespaceURI": {}})
    with pytest.raises(TypeError):
        document.evaluate("/foo:bar", document.documentElement, object())


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.body.setAttribute("x", "1"),
        lambda d: setattr(d.querySelector("li").firstChild, "data", "z"),
        lambda d: d.body.append("t"),
    ],
)
def test_any_change_invalidates_an_iterator(document: Any, change: Any) -> None:
    # Chromium: an attribute's or a text's change too
    result = document.evaluate("//li", document, None, XPathResult.ORDERED_NODE_ITERATOR_TYPE)
    result.iterateNext()
    change(document)
    assert result.invalidIteratorState is True
    with pytest.raises(DOMException):
        result.iterateNext()


def test_a_change_elsewhere_leaves_an_iterator_valid(document: Any) -> None:
    result = document.evaluate("//li", document)
    other = document.implementation.createHTMLDocument()
    other.body.append("x")
    assert result.invalidIteratorState is False
    assert result.iterateNext().textContent == "a"


def test_context_nodes_chromium_refuses(document: Any) -> None:
    doctype = document.implementation.createDocumentType("a", "", "")
    for node in (document.createDocumentFragment(), doctype):
        with pytest.raises(DOMException) as raised:
            document.evaluate("count(.)", node)
        assert raised.value.name == "NotSupportedError"
    for node in (
        document.createTextNode("x"),
        document.createAttribute("a"),
        document.createElement("p"),
    ):
        assert document.evaluate("count(.)", node).numberValue == 1.0


def test_a_number_that_is_no_type_is_any_type(document: Any) -> None:
    assert document.evaluate("//li", document, None, 100).resultType == 4
    assert document.evaluate("1", document, None, 12).resultType == 1
