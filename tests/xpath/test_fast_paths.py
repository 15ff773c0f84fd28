"""The evaluator's shortcuts give what the steps as written give (issue 52's speed table):
``//name[...]`` taken as one ``descendant::`` step where no predicate reads a position, the
descendants by name from the document's element index (the second query of a tree's state),
the children of nodes apart without sorting, and the attribute predicates and arguments read
from an element's attribute list without ``Attr`` nodes.

Each expression is asked three ways of equal documents: on a fresh document (the first query
walks the tree), again (the element index answers), and with every element's attribute list
in its ``Attr`` form (the generic evaluation of attribute steps); the answers must be the
ones written here from XPath 1.0 and HTML's name rules."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.html import DOMParser
from webapi.xpath import select

PAGE = (
    "<!DOCTYPE html><body>"
    '<div id=a class="x box"><p id=p1>one</p><div id=b class=x><p id=p2>two</p>'
    '<ul id=u1><li id=l1>1</li><li id=l2>2</li></ul></div><p id=p3 title="">three</p></div>'
    '<ul id=u2><li id=l3>3</li><li id=l4 class="price old">4</li><li id=l5>5</li></ul>'
    '<svg id=s><a id=sa href="https://svg"></a><g id=sg></g></svg>'
    '<a id=h1 href="https://one">x</a><a id=h2 href="/two">y</a><a id=h3>z</a>'
    "<table id=t><tr id=r1><td id=c1>a</td><td id=c2>b</td></tr>"
    "<tr id=r2><td id=c3>c</td><td id=c4>d</td></tr></table>"
    "</body>"
)

#: Expression -> the ids of the nodes selected, in document order (a number for count()).
CASES: dict[str, Any] = {
    "//p": ["p1", "p2", "p3"],
    "//P": ["p1", "p2", "p3"],  # HTML's names: ASCII case-insensitive
    "//li[1]": ["l1", "l3"],  # positional: the first li of each parent, not of the page
    "//li[last()]": ["l2", "l5"],
    "//li[position() mod 2 = 0]": ["l2", "l4"],
    "(//li)[2]": ["l2"],
    "//li[position() > last() - 2]": ["l1", "l2", "l4", "l5"],
    "//li[-position() = -1 or position() = 3]": ["l1", "l3", "l5"],
    "//li[4 - position() * 1]": ["l2", "l4"],  # a number: true at its position
    "//li[" + "0 + " * 40 + "position() = 2]": ["l2", "l4"],  # deeper than compiled
    "//div//p": ["p1", "p2", "p3"],  # nested divs: once each, in document order
    "//div/p": ["p1", "p2", "p3"],  # the children of nested contexts, sorted
    "//div[@class]/p": ["p1", "p2", "p3"],
    '//div[@class="x"]//li': ["l1", "l2"],
    '//div[@class="x"]': ["b"],
    '//*[@class!="x"]': ["a", "l4"],
    '//*[contains(@class, "x")]': ["a", "b"],
    '//*[starts-with(@class, "pri")]': ["l4"],
    '//*[@id="main"]': [],
    "//*[@title]": ["p3"],  # an empty value is an attribute all the same
    '//p[@title=""]': ["p3"],
    "//a[@href]": ["h1", "h2"],  # the svg's a is no HTML element: not matched
    '//a[starts-with(@href, "https")]': ["h1"],
    "//*[@HREF]": ["h1", "h2"],  # an HTML element's attribute names: case-insensitive
    "//svg:a": ["sa"],
    "//svg:*[@href]": ["sa"],
    "//table/tbody/tr/td[2]": ["c2", "c4"],
    "//tr[td]": ["r1", "r2"],
    "//li[not(@class)]": ["l1", "l2", "l3", "l5"],
    '//li[boolean(@class) and contains(@class, "old")]': ["l4"],
    'count(//li[@id="l4" or @id="l5"])': 2.0,
    "count(//*)": 29.0,
    "//ul/li[2]/@id": ["l2", "l4"],
    "//h1 | //h2": [],
    '//li[@id="l5"] | //p | //ul': ["p1", "p2", "u1", "p3", "u2", "l5"],  # a union, sorted
    "//ul/@id | //li[1]": ["u1", "l1", "u2", "l3"],  # attributes after their elements
}


def _document() -> Any:
    return DOMParser().parseFromString(PAGE, "text/html")


def _ids(value: Any) -> Any:
    if isinstance(value, float):
        return value
    return [node.value if node.nodeType == 2 else node.id for node in value]


def _attr_form(document: Any) -> Any:
    """The document with every element's attribute list turned into ``Attr`` nodes."""
    for element in document.querySelectorAll("*"):
        for index in range(element.attributes.length):
            element.attributes.item(index)
    return document


@pytest.mark.parametrize("expression", list(CASES))
def test_each_way_gives_the_answer(expression: str) -> None:
    namespaces = {"svg": "http://www.w3.org/2000/svg"}
    fresh = _document()
    first = _ids(select(fresh, expression, namespaces))
    again = _ids(select(fresh, expression, namespaces))
    attr_form = _ids(select(_attr_form(_document()), expression, namespaces))
    attr_form_again = _ids(select(_attr_form(_document()), expression, namespaces))
    assert (first, again, attr_form, attr_form_again) == (CASES[expression],) * 4


def test_an_attribute_named_in_upper_case_by_set_attribute_ns() -> None:
    # setAttributeNS keeps the case of a name: both attributes are matched by @id on an
    # HTML element (HTML's rule), in the attribute list's order
    document = _document()
    element = document.getElementById("p1")
    element.setAttributeNS(None, "ID", "other")
    for _ in range(2):
        assert _ids(select(document, '//p[@id="other"]')) == ["p1"]
        assert [a.value for a in select(element, "@id")] == ["p1", "other"]
        assert select(element, "string(@id)") == "p1"


def test_the_index_follows_the_tree() -> None:
    document = _document()
    assert len(select(document, "//li")) == 5
    assert len(select(document, "//li")) == 5  # from the index
    document.getElementById("u2").append(document.createElement("li"))
    assert len(select(document, "//li")) == 6
    assert len(select(document, "//li")) == 6
    document.getElementById("l1").remove()
    assert _ids(select(document, "//li[1]")) == ["l2", "l3"]
    assert len(select(document, "//li")) == 5


def test_a_detached_subtree_is_walked() -> None:
    document = _document()
    div = document.createElement("div")
    div.innerHTML = "<p class=x>1</p><section><p>2</p></section>"
    for _ in range(2):
        assert len(select(div, ".//p")) == 2
        assert len(select(div, './/p[@class="x"]')) == 1


def test_an_attribute_in_a_namespace_is_no_match_for_a_name_without_prefix() -> None:
    # (setAttributeNS turns the element's attribute list into Attr nodes: the Attr form's
    # reading must leave out attributes in a namespace, as the name test does)
    document = _document()
    element = document.getElementById("l1")
    element.setAttributeNS("urn:x", "x:class", "price")
    for _ in range(2):
        assert _ids(select(document, '//li[contains(@class, "price")]')) == ["l4"]
        assert _ids(select(document, "//li[@class]")) == ["l4"]
        assert _ids(select(document, '//li[@id="l1"][not(@class)]')) == ["l1"]
        assert select(element, "string(@class)") == ""


def test_the_same_on_an_xml_document_s_attributes_in_either_form() -> None:
    markup = '<r xmlns:x="urn:x"><i id="a" x:k="1"/><i id="b" k="2"/><i id="c" K="3"/></r>'
    for attr_form in (False, True):
        document = DOMParser().parseFromString(markup, "application/xml")
        if attr_form:
            _attr_form(document)
        for _ in range(2):
            assert [e.getAttribute("id") for e in select(document, "//i[@k]")] == ["b"]
            assert [e.getAttribute("id") for e in select(document, '//i[@K="3"]')] == ["c"]
            assert select(document, "string(//i[1]/@k)") == ""


#: Paragraphs whose string-values are white space of XPath's kinds, other white space, empty.
TEXTS = (
    "<!DOCTYPE html><body>"
    "<p id=w1> \t\r\n </p><p id=w2>\u00a0</p><p id=w3><b> </b>x</p><p id=w4></p>"
    "<p id=w5><!--c--></p><p id=w6><i> </i><i>\n</i></p><p id=w7>\u2003</p><p id=w8> y </p>"
    "</body>"
)


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        # boolean(normalize-space(string-value)): a character other than #x20 #x9 #xD #xA
        ("//p[normalize-space()]", ["w2", "w3", "w7", "w8"]),
        ("//p[not(normalize-space())]", ["w1", "w4", "w5", "w6"]),  # the generic evaluation
        ("//p[string()]", ["w1", "w2", "w3", "w6", "w7", "w8"]),  # any character
        ("//p[not(string())]", ["w4", "w5"]),
        ("//p[normalize-space()][2]", ["w3"]),  # the filtered list keeps its positions
    ],
)
def test_string_predicates(expression: str, expected: list[str]) -> None:
    document = DOMParser().parseFromString(TEXTS, "text/html")
    assert [node.id for node in select(document, expression)] == expected


def test_descendants_of_nested_and_apart_contexts() -> None:
    # `//*//*`: the elements with an element ancestor, each once, in document order, from
    # contexts nested in each other (a deep chain) and apart (branches off it)
    markup = "<!DOCTYPE html><body>" + "<div><p>x</p><span></span>" * 300 + "</div>" * 300
    document = DOMParser().parseFromString(markup, "text/html")
    everything = list(document.getElementsByTagName("*"))
    expected = [element for element in everything if element.parentElement is not None]
    assert select(document, "//*//*") == expected
    assert select(document, "//div//*") == [
        element
        for element in everything
        if element.parentElement is not None and element.parentElement.closest("div")
    ]
