"""After a change through the CSSOM the cascade reads the sheet's rule objects (issue 72 item 4,
step 3: no serialization, no second parse): each change is seen by all three readers of the
cascade (``getComputedStyle``, ``innerText``'s ``display``/``visibility`` and
``webapi.aria``'s hidden), and the rules read agree with the sheet's text read (``@layer``,
``@supports``, ``@scope``, nesting, shadow roots and adopted sheets)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import webapi.aria
from webapi.css.engine import parse_a_stylesheet, sheet_from_rules
from webapi.cssom import CSSStyleSheet
from webapi.html import DOMParser
from webapi.html import getComputedStyle as computed


def _page(sheet: str) -> tuple[Any, Any]:
    document = DOMParser().parseFromString(
        f"<style>{sheet}</style><div class=d><p class=x>one</p><p class=y>two</p></div>",
        "text/html",
    )
    return document, document.styleSheets[0]


def _readers(document: Any) -> tuple[str, str, bool]:
    """``visibility`` of the first ``p``, the ``div``'s ``innerText``, the first ``p``
    hidden for the accessibility tree."""
    p = document.querySelector("p")
    text = str(document.querySelector("div").innerText)
    return str(computed(p).visibility), text, webapi.aria.hidden(p)


SHOWN = ("visible", "one\n\ntwo", False)
HIDDEN = ("hidden", "two", True)

#: (the sheet's text, the change) that hides the first ``p``; and those that show it again
HIDING: list[tuple[str, Callable[[Any], object]]] = [
    ("", lambda sheet: sheet.insertRule(".x { visibility: hidden }")),
    (
        ".x { color: red }",
        lambda sheet: sheet.cssRules[0].style.setProperty("visibility", "hidden"),
    ),
    (".z { visibility: hidden }", lambda sheet: setattr(sheet.cssRules[0], "selectorText", ".x")),
    (
        "@media print { .x { visibility: hidden } }",
        lambda sheet: sheet.cssRules[0].media.appendMedium("screen"),
    ),
    (
        ".d { & .z { visibility: hidden } }",
        lambda sheet: sheet.cssRules[0].cssRules[0].__setattr__("selectorText", "& .x"),
    ),
]
SHOWING: list[tuple[str, Callable[[Any], object]]] = [
    (".x { visibility: hidden }", lambda sheet: sheet.deleteRule(0)),
    (".x { visibility: hidden }", lambda sheet: setattr(sheet, "disabled", True)),
    (
        ".x { visibility: hidden }",
        lambda sheet: sheet.cssRules[0].style.removeProperty("visibility"),
    ),
    (
        "@layer a { .x { visibility: visible } } @layer b { .x { visibility: hidden } }",
        lambda sheet: sheet.insertRule("@layer b, a;", 0),
    ),
    (
        ".x { visibility: hidden }",
        lambda sheet: sheet.ownerNode.remove(),
    ),
]


@pytest.mark.parametrize(("text", "change"), HIDING)
def test_a_change_that_hides_is_seen_by_every_reader(
    text: str, change: Callable[[Any], object]
) -> None:
    document, sheet = _page(text)
    assert _readers(document) == SHOWN
    change(sheet)
    assert _readers(document) == HIDDEN


@pytest.mark.parametrize(("text", "change"), SHOWING)
def test_a_change_that_shows_is_seen_by_every_reader(
    text: str, change: Callable[[Any], object]
) -> None:
    document, sheet = _page(text)
    assert _readers(document) == HIDDEN
    change(sheet)
    assert _readers(document) == SHOWN


def test_replace_sync_of_a_shadow_roots_adopted_sheet() -> None:
    document, _ = _page("")
    host = document.querySelector("div")
    shadow = host.attachShadow({"mode": "open"})
    shadow.innerHTML = "<span>inside</span><slot></slot>"
    sheet = CSSStyleSheet()
    shadow.adoptedStyleSheets = [sheet]
    span = shadow.querySelector("span")
    assert str(computed(span).display) == "inline"
    sheet.replaceSync("span { display: none }")
    assert str(computed(span).display) == "none"
    assert webapi.aria.hidden(span)
    sheet.insertRule("span { display: block !important }", 1)
    assert str(computed(span).display) == "block"


#: Sheets read both ways (their text, their rules) to the same cascade: the kinds of rule the
#: rules' reader walks.
SHEETS = [
    ".x { visibility: hidden } .y { display: none !important; color: red }",
    "@layer b, a; @layer a { .x { display: flex } } @layer b { .x { display: grid } }",
    "@layer { .x { display: flex } } @layer { .x { display: grid } }",
    "@media (min-width: 1px) { .x { display: flex } } @media print { .x { display: grid } }",
    "@supports (display: grid) { .x { display: grid } } @supports (x: y) { .y { display: flex } }",
    ".d { display: flex; & .x { display: grid } color: red; .y { display: table } }",
    ".d { @media all { display: inline; .x { display: grid } } }",
    "@scope (.d) to (.y) { p { display: flex } & { display: grid } > .x { color: red } }",
    ".d { @scope (.x) { display: flex; p { color: red } } }",
    ":root { --v: none } .x { display: var(--v) }",
    ".x { margin: 1px 2px; font: 12px serif; white-space: pre }",
]


def _form(sheet: Any) -> list[tuple[str, list[tuple[str, object, bool]], str, object]]:
    return [
        (
            str(rule.selectors),
            [(name, str(value), important) for name, value, important in rule.declarations],
            sheet.layers.path(rule.layer),
            None if rule.scope is None else rule.scope.depth,
        )
        for rule in sheet.rules
    ]


@pytest.mark.parametrize("text", SHEETS)
def test_the_rules_read_are_the_text_read(text: str) -> None:
    _, sheet = _page(text)
    assert _form(sheet_from_rules(sheet._all_rules)) == _form(parse_a_stylesheet(text))


def test_a_value_the_property_does_not_take_is_dropped_at_parse() -> None:
    # Chromium 156: ``flexy`` dropped where the sheet is parsed (``.x { display: inline; }``),
    # so ``inline`` applies, read through the rules before and after a change alike
    # (tests/cssom/test_value_check.py: the check against Chromium's ``CSS.supports``)
    document, sheet = _page(".x { display: inline; display: flexy }")
    p = document.querySelector("p")
    assert sheet.cssRules[0].cssText == ".x { display: inline; }"
    assert str(computed(p).display) == "inline"
    sheet.insertRule("q {}", 1)
    assert str(computed(p).display) == "inline"


def test_a_change_to_a_shadow_trees_style_element() -> None:
    document, _ = _page("")
    shadow = document.querySelector("div").attachShadow({"mode": "open"})
    shadow.innerHTML = "<style>span { display: block }</style><span>inside</span>"
    span = shadow.querySelector("span")
    assert str(computed(span).display) == "block"
    sheet = shadow.styleSheets[0]
    sheet.cssRules[0].selectorText = "b"
    assert str(computed(span).display) == "inline"
    sheet.insertRule("@layer { span { visibility: hidden } }")
    assert str(computed(span).visibility) == "hidden"
    assert webapi.aria.hidden(span)


def test_the_sheets_namespace_prefixes_in_the_cascades_selectors() -> None:
    # (WPT css/cssom/CSSStyleRule-set-selectorText-namespace.html's cases): ``svg|*`` matches
    # an SVG element, ``.x`` under a default namespace of XHTML does not, ``*|*`` any
    document = DOMParser().parseFromString(
        "<style>@namespace url(http://www.w3.org/1999/xhtml);"
        " @namespace svg url(http://www.w3.org/2000/svg);"
        " svg|*.a { color: rgb(0, 0, 255) } p { color: rgb(255, 0, 0) }</style>"
        "<p>x</p><svg class=a></svg>",
        "text/html",
    )
    svg = document.querySelector("svg")
    assert str(computed(svg).color) == "rgb(0, 0, 255)"
    assert str(computed(document.querySelector("p")).color) == "rgb(255, 0, 0)"
    rule = document.styleSheets[0].cssRules[2]
    for selector, matches in (
        (".a", False),
        ("svg|*.a", True),
        ("*|*.a", True),
        ("*.a", False),
        ("svg|svg", True),
    ):
        rule.selectorText = selector
        assert (str(computed(svg).color) == "rgb(0, 0, 255)") is matches, selector
