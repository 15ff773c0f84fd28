"""What the cascade sees of a style sheet is what ``document.styleSheets`` shows (issue 72 item
4): each way the CSSOM changes a sheet (``insertRule``/``deleteRule`` on the sheet, a grouping
rule or a style rule, ``replaceSync``/``replace``, a rule's ``selectorText``, its ``style``
edited through ``CSSStyleDeclaration``, a ``@media`` rule's media list, the sheet's
``disabled``) takes effect at the next ``getComputedStyle``, before and after compared."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from webapi.cssom import CSSStyleSheet
from webapi.html import DOMParser
from webapi.html import getComputedStyle as computed


def _document(sheet: str) -> Any:
    return DOMParser().parseFromString(
        f"<style>{sheet}</style><div class=d><p class=x>t</p></div>", "text/html"
    )


def _page(sheet: str) -> tuple[Any, Any]:
    document = _document(sheet)
    return document, document.styleSheets[0]


def _display(document: Any) -> str:
    return str(computed(document.querySelector("p")).display)


#: (the sheet's text, the change, ``display`` of the ``p`` before, after)
CHANGES: list[tuple[str, Callable[[Any], object], str, str]] = [
    ("", lambda sheet: sheet.insertRule("p { display: flex }"), "block", "flex"),
    ("p { display: flex }", lambda sheet: sheet.deleteRule(0), "flex", "block"),
    (
        "p { display: flex } .x { display: grid }",
        lambda sheet: sheet.insertRule("p.x { display: inline }", 2),
        "grid",
        "inline",
    ),
    ("", lambda sheet: sheet.addRule("p", "display: table"), "block", "table"),
    ("p { display: flex }", lambda sheet: sheet.removeRule(0), "flex", "block"),
    (
        "@media all { p { display: flex } }",
        lambda sheet: sheet.cssRules[0].insertRule(".x { display: grid }", 1),
        "flex",
        "grid",
    ),
    (
        "@media all { p { display: flex } }",
        lambda sheet: sheet.cssRules[0].deleteRule(0),
        "flex",
        "block",
    ),
    (
        "@media print { p { display: flex } }",
        lambda sheet: sheet.cssRules[0].media.appendMedium("screen"),
        "block",
        "flex",
    ),
    (
        "@media screen { p { display: flex } }",
        lambda sheet: sheet.cssRules[0].media.deleteMedium("screen"),
        "flex",
        "flex",  # (an empty media list matches all)
    ),
    (
        "@media screen { p { display: flex } }",
        lambda sheet: setattr(sheet.cssRules[0].media, "mediaText", "print"),
        "flex",
        "block",
    ),
    (
        ".d { & p { display: flex } }",
        lambda sheet: sheet.cssRules[0].insertRule("& .x { display: grid }", 1),
        "flex",
        "grid",
    ),
    (
        ".d { & p { display: flex } }",
        lambda sheet: sheet.cssRules[0].deleteRule(0),
        "flex",
        "block",
    ),
    (
        "q { display: flex }",
        lambda sheet: setattr(sheet.cssRules[0], "selectorText", "p"),
        "block",
        "flex",
    ),
    (
        "p { display: flex }",
        lambda sheet: sheet.cssRules[0].style.setProperty("display", "grid"),
        "flex",
        "grid",
    ),
    (
        "p { display: flex }",
        lambda sheet: sheet.cssRules[0].style.removeProperty("display"),
        "flex",
        "block",
    ),
    (
        "p { display: flex }",
        lambda sheet: setattr(sheet.cssRules[0].style, "cssText", "display: inline-block"),
        "flex",
        "inline-block",
    ),
    (
        "p { display: flex }",
        lambda sheet: setattr(sheet.cssRules[0].style, "display", "table-cell"),
        "flex",
        "table-cell",
    ),
    (
        "p { display: flex } p { display: grid }",
        lambda sheet: sheet.cssRules[0].style.setProperty("display", "inline", "important"),
        "grid",
        "inline",
    ),
    (
        "@layer a { p { display: flex } } @layer b { p { display: grid } }",
        lambda sheet: sheet.insertRule("@layer b, a;", 0),
        "grid",
        "flex",
    ),
    (
        "",
        lambda sheet: sheet.insertRule("@supports (display: grid) { p { display: grid } }"),
        "block",
        "grid",
    ),
    ("p { display: flex }", lambda sheet: setattr(sheet, "disabled", True), "flex", "block"),
    ("p { display: flex }", lambda sheet: sheet.media.appendMedium("print"), "flex", "block"),
]


@pytest.mark.parametrize(("text", "change", "before", "after"), CHANGES)
def test_a_change_through_the_om_is_what_the_cascade_sees(
    text: str, change: Callable[[Any], object], before: str, after: str
) -> None:
    document, sheet = _page(text)
    assert _display(document) == before
    change(sheet)
    assert _display(document) == after


def test_replace_sync_of_an_adopted_sheet() -> None:
    document, _ = _page("")
    sheet = CSSStyleSheet()
    sheet.replaceSync("p { display: flex }")
    document.adoptedStyleSheets = [sheet]
    assert _display(document) == "flex"
    sheet.replaceSync("p { display: grid } p { display: table }")
    assert _display(document) == "table"
    sheet.replaceSync("")
    assert _display(document) == "block"


@pytest.mark.needs_loop_run
def test_replace_of_an_adopted_sheet() -> None:
    document, _ = _page("")
    sheet = CSSStyleSheet()
    sheet.replaceSync("p { display: flex }")
    document.adoptedStyleSheets = [sheet]
    assert _display(document) == "flex"
    assert asyncio.run(sheet.replace(".x { display: inline }")) is sheet
    assert _display(document) == "inline"


#: Sheets where a reader could go astray: what the cascade applies agrees with the rules
#: ``document.styleSheets`` shows (the same sheet read through its rules after a change
#: that makes the OM's rules, not the text, what the cascade reads).
AGREEING = [
    "p { display: flex } @layer a, b",  # (an at-rule cut short by the end: kept)
    "p { display: flex } <!-- .x { display: grid } -->",
    "p { display: flex; } q > r",  # (a qualified rule with no block at the end: dropped)
    "p { display: flex } ; .x { display: grid }",
    "@media all { p { display: flex }",  # (blocks left open by the end)
    "p { display: flex } @unknown x { p { display: grid } } .x[title='{'] { display: table }",
    ".d { p { display: flex } display: block; & .x { display: grid } }",
]


@pytest.mark.parametrize("text", AGREEING)
def test_the_cascade_and_the_om_agree(text: str) -> None:
    unasked = _display(_document(text))  # (the <style>'s sheet never asked for)
    document, sheet = _page(text)
    sheet.insertRule("q {}", sheet.cssRules.length)  # (the OM's rules are now the sheet's)
    assert _display(document) == unasked


def test_an_at_rule_cut_short_by_the_end_of_a_sheet_is_one_for_the_cascade_too() -> None:
    # (the cascade's own read of the rule list dropped it, while cssRules showed it: "consume
    # an at-rule" at the end of the input returns the rule. Chromium 156: red, layers b, a)
    document = DOMParser().parseFromString(
        "<style>@layer b, a</style>"
        "<style>@layer a { p { color: red } } @layer b { p { color: blue } }</style><p>x",
        "text/html",
    )
    assert computed(document.querySelector("p")).color == "rgb(255, 0, 0)"
    assert [rule.cssText for rule in document.styleSheets[0].cssRules] == ["@layer b, a;"]
