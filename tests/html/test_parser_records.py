"""What HTML's parser leaves for a parsed page's memory and first reads (issue 77 items 2 and
3): the start tags of one spelling of attributes share one attribute dict (marked shared, so
a change to one element's attributes copies it first), and a document whose Text nodes the
parser appended in tree order keeps them for the first read of the document element's
``textContent`` (``webapi.dom._kept_text.PARSED_TEXTS``), which must give what a walk gives,
whatever changed the tree or a Text node's data before that read."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from webapi.dom._kept_text import PARSED_TEXTS
from webapi.dom.engine import parser_add_missing_attribute
from webapi.html import DOMParser

REPEATED = "<!DOCTYPE html><body><p title=t class='x y' data-k=v>a<p title=t class='x y' data-k=v>b"


def _parse(markup: str) -> Any:
    return DOMParser().parseFromString(markup, "text/html")


def _attributes(element: Any) -> list[tuple[str, str]]:
    return [(name, element.getAttribute(name)) for name in element.getAttributeNames()]


def _attr_value(element: Any) -> None:
    element.getAttributeNode("title").value = "attr"


CHANGES: dict[str, Callable[[Any], object]] = {
    "setAttribute": lambda e: e.setAttribute("title", "changed"),
    "setAttribute of a new attribute": lambda e: e.setAttribute("data-new", "1"),
    "removeAttribute": lambda e: e.removeAttribute("title"),
    "classList.add": lambda e: e.classList.add("z"),
    "classList.remove": lambda e: e.classList.remove("x"),
    "dataset": lambda e: e.dataset.__setitem__("k", "w"),
    "setAttributeNS with a namespace": lambda e: e.setAttributeNS("urn:x", "p:q", "v"),
    "an Attr node's value": _attr_value,
    "the parser adding a missing attribute": lambda e: parser_add_missing_attribute(
        e, "lang", "en"
    ),
}


def test_tags_of_one_spelling_share_one_attribute_dict() -> None:
    first, second = _parse(REPEATED).querySelectorAll("p")
    assert first._attrs is second._attrs
    assert first._attrs_shared and second._attrs_shared


@pytest.mark.parametrize("name", list(CHANGES))
def test_a_change_to_a_shared_dict_changes_that_element_alone(name: str) -> None:
    document = _parse(REPEATED)
    first, second = document.querySelectorAll("p")
    before = _attributes(second)
    CHANGES[name](first)
    alone = _parse("<p title=t class='x y' data-k=v>").querySelector("p")
    CHANGES[name](alone)
    assert _attributes(first) == _attributes(alone) != before
    assert _attributes(second) == before
    assert _attributes(_parse(REPEATED).querySelector("p")) == before


def _walked(node: Any) -> str:
    """The descendant text content by a recursion over ``childNodes``."""
    if node.nodeType == 3:
        return str(node.data)
    return "".join(_walked(child) for child in node.childNodes)


PAGES = {
    "in order": "<!DOCTYPE html><title>T</title> <p>a<b>b</b>c<!--x-->d</p>\n<ul><li>e<li>f</ul>",
    "text after the body": "<p>a</p></body> \n </html> \n",
    "foster parented text": "<table>x<tr><td>y</td></tr>z</table>w",
    "misnested formatting": "<p>a<b>b<i>c</b>d</i>e</p><b>f<p>g</b>h",
    "template contents": "<p>a<template>b<i>c</i></template>d",
    "a head and a body": "<head><title>t</title><style>s</style></head> x <body>y",
    "svg": "<svg><text>a<tspan>b</tspan></text></svg>c<math><mi>d</mi></math>",
    "text fostered before nested tables": (
        "<table><tr><td>a<table><tr>b<td>c</td>d</tr></table>e</td>f</tr>g</table>h"
    ),
    "text fostered before tables made one after another": (
        "<div><table>a<tr><td>b</table></div><table>c</table><table><tr><td><table>d</table>"
        "</td>e</table>"
    ),
    "text fostered after text before the table": "x<table>y<tr><td>z</td></tr>w</table>v",
    "an element fostered": "<table><tr><td>a</td></tr><b>b</b>c</table>d",
    "misnested formatting in a table": "<table><tr><td><a>a<div>b</a>c</div></td></tr></table>",
    "misnested formatting around a table": "<a>a<table><tr>b<td>c</td></tr></a>d</table>e",
    "a furthest block with formatting between": (
        "<b>1<i>2<u>3<p>4</b>5</i>6</u>7<a>8<div>9<a>10</a>11</div>12"
    ),
}


def _append_text(document: Any) -> None:
    document.body.append("added")


def _remove_first(document: Any) -> None:
    found = document.body.firstChild
    if found is not None:
        found.remove()


def _set_data(document: Any) -> None:
    walker = document.createTreeWalker(document.body, 4)
    text = walker.nextNode()
    if text is not None:
        text.data = "changed"


BEFORE_READ: dict[str, Callable[[Any], object]] = {
    "nothing": lambda document: None,
    "an attribute set": lambda document: document.body.setAttribute("class", "c"),
    "a Text node appended": _append_text,
    "the body's first child removed": _remove_first,
    "a Text node's data set": _set_data,
    "the body's text set": lambda document: setattr(document.body, "textContent", "new"),
}


@pytest.mark.parametrize("change", list(BEFORE_READ))
@pytest.mark.parametrize("page", list(PAGES))
def test_the_first_read_of_the_document_element_gives_what_a_walk_gives(
    page: str, change: str
) -> None:
    document = _parse(PAGES[page])
    BEFORE_READ[change](document)
    root = document.documentElement
    assert root.textContent == _walked(root)
    assert root.textContent == _walked(root)  # (a read again)
    assert PARSED_TEXTS not in (document._cache or {})  # (taken out by the first read)


@pytest.mark.parametrize(
    ("page", "kept"),
    [
        ("in order", True),
        ("text after the body", True),
        ("foster parented text", True),
        ("text fostered before nested tables", True),
        ("text fostered before tables made one after another", True),
        ("text fostered after text before the table", True),
        ("misnested formatting", True),
        ("misnested formatting in a table", True),
        ("a furthest block with formatting between", True),
        ("template contents", False),
        ("an element fostered", False),
        ("misnested formatting around a table", True),
    ],
)
def test_the_parser_keeps_its_texts_where_it_appended_them_in_tree_order(
    page: str, kept: bool
) -> None:
    document = _parse(PAGES[page])
    assert (PARSED_TEXTS in (document._cache or {})) is kept


SOUP = (
    "<table>",
    "</table>",
    "<tr>",
    "<td>",
    "</td>",
    "</tr>",
    "<caption>",
    "<tbody>",
    "x",
    "yz ",
    "<b>",
    "</b>",
    "<i>",
    "</i>",
    "<a>",
    "</a>",
    "<nobr>",
    "<p>",
    "</p>",
    "<div>",
    "</div>",
    "<li>",
    "<ul>",
    "<select>",
    "<option>",
    "<svg>",
    "</svg>",
    "<template>",
    "</template>",
    "<!--c-->",
    "<form>",
    "</form>",
    "<col>",
)


def test_the_first_read_of_tag_soup_gives_what_a_walk_gives() -> None:
    """Random tag soup (fostered text, the adoption agency algorithm's moves, tables in
    tables): the parser's record, where it keeps one, gives the walk's text."""
    pick = random.Random(77)
    kept = 0
    for _ in range(300):
        document = _parse("".join(pick.choice(SOUP) for _ in range(pick.randint(1, 24))))
        kept += PARSED_TEXTS in (document._cache or {})
        root = document.documentElement
        assert root.textContent == _walked(root)
    assert kept > 100
