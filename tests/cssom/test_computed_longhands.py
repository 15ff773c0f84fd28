"""``getComputedStyle`` of every longhand Chromium 156 enumerates (docs/text.md, "What is
computed"): the initial values, inheritance, the CSS-wide keywords and ``revert-layer``
(https://drafts.csswg.org/css-cascade-5/#revert-layer), ``all``, the four-sided and paired
shorthands, named colors and ``currentcolor`` computed to ``rgb()``, ``font-size`` and
``em``/``rem`` lengths computed to ``px``. Each expected value is Chromium 156's answer for
the same document (asked with Playwright when written)."""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi.css.engine import ALL_LONGHANDS
from webapi.html import DOMParser, getComputedStyle

#: (body, property of the element ``#t``, Chromium 156's answer)
CASES = [
    (
        "<style>#t { font-size: 18px !important; line-height: 2em }"
        "</style><p id=t style='font-size: 24px'></p>",
        "line-height",
        "36px",
    ),
    (
        "<style>#p { font-size: 20px } #t { font-size: 1.5em; margin-left: 2em; "
        "padding: 1rem 0.5em }"
        "</style><div id=p><p id=t></p></div>",
        "font-size",
        "30px",
    ),
    (
        "<style>#p { font-size: 20px } #t { font-size: 1.5em; margin-left: 2em; "
        "padding: 1rem 0.5em }"
        "</style><div id=p><p id=t></p></div>",
        "margin-left",
        "60px",
    ),
    (
        "<style>#p { font-size: 20px } #t { font-size: 1.5em; margin-left: 2em; "
        "padding: 1rem 0.5em }"
        "</style><div id=p><p id=t></p></div>",
        "padding",
        "16px 15px",
    ),
    (
        "<style>#p { font-size: 50% } #t { text-indent: 3em }</style><div id=p><p id=t></p></div>",
        "text-indent",
        "24px",
    ),
    (
        "<style>#p { font-size: large } #t { letter-spacing: 0.1em }"
        "</style><div id=p><i id=t></i></div>",
        "letter-spacing",
        "1.8px",
    ),
    (
        "<style>#p { font-size: 12px; letter-spacing: 1em } "
        "</style><div id=p><i id=t style='font-size: 30px'></i></div>",
        "letter-spacing",
        "12px",
    ),
    ("<style>#t { font-size: x-large }</style><div id=t></div>", "font-size", "24px"),
    (
        "<style>#t { color: Menu; background-color: AccentColor }</style><div id=t></div>",
        "color",
        "rgb(255, 255, 255)",
    ),
    (
        "<style>#t { color: Menu; background-color: AccentColor }</style><div id=t></div>",
        "background-color",
        "rgb(0, 117, 255)",
    ),
    ("<div id=t></div>", "color", "rgb(0, 0, 0)"),
    ("<div id=t></div>", "z-index", "auto"),
    ("<style>#t { z-index: 3; color: Green }</style><div id=t></div>", "z-index", "3"),
    ("<style>#t { color: Green }</style><div id=t></div>", "color", "rgb(0, 128, 0)"),
    (
        "<style>#t { background-color: transparent }</style><div id=t></div>",
        "background-color",
        "rgba(0, 0, 0, 0)",
    ),
    (
        "<style>#p { color: #123; z-index: 2 }</style><div id=p><i id=t></i></div>",
        "color",
        "rgb(17, 34, 51)",
    ),
    (
        "<style>#p { color: #123; z-index: 2 }</style><div id=p><i id=t></i></div>",
        "z-index",
        "auto",
    ),
    (
        "<style>#p { z-index: 2 } #t { z-index: inherit }</style><div id=p><i id=t></i></div>",
        "z-index",
        "2",
    ),
    (
        "<style>#p { color: red } #t { color: initial }</style><div id=p><i id=t></i></div>",
        "color",
        "rgb(0, 0, 0)",
    ),
    (
        "<style>#p { color: red } #t { color: unset }</style><div id=p><i id=t></i></div>",
        "color",
        "rgb(255, 0, 0)",
    ),
    ("<style>#t { margin: 1px 2px }</style><div id=t></div>", "margin-left", "2px"),
    ("<style>#t { margin: 1px 2px }</style><div id=t></div>", "margin", "1px 2px"),
    ("<style>#t { overflow: hidden clip }</style><div id=t></div>", "overflow-y", "clip"),
    ("<style>#t { overflow: hidden clip }</style><div id=t></div>", "overflow", "hidden clip"),
    ("<style>#t { gap: 5px }</style><div id=t></div>", "column-gap", "5px"),
    (
        "<style>#t { color: blue; border-top-color: currentcolor }</style><div id=t></div>",
        "border-top-color",
        "rgb(0, 0, 255)",
    ),
    (
        "<style>#p { color: lime } #t { color: currentcolor }</style><div id=p><i id=t></i></div>",
        "color",
        "rgb(0, 255, 0)",
    ),
    (
        "<style>@layer a, b; @layer a { #t { z-index: 1 } "
        "} @layer b { #t { z-index: revert-layer } }</style>"
        "<div id=t></div>",
        "z-index",
        "1",
    ),
    (
        "<style>@layer a, b; @layer a { #t { color: red } "
        "} @layer b { #t { all: revert-layer } }</style>"
        "<div id=t></div>",
        "color",
        "rgb(255, 0, 0)",
    ),
    (
        "<style>@layer a { #t { z-index: 1 } "
        "} #t { z-index: 2 } #t { z-index: revert-layer }</style>"
        "<div id=t></div>",
        "z-index",
        "1",
    ),
    (
        "<style>#t { z-index: 4 } #t { z-index: revert-layer }</style><div id=t></div>",
        "z-index",
        "auto",
    ),
    (
        "<style>#p { color: red } #t { all: initial }</style><div id=p><i id=t></i></div>",
        "color",
        "rgb(0, 0, 0)",
    ),
    (
        "<style>#t { z-index: 5 !important }</style><div id=t style='z-index: 6'></div>",
        "z-index",
        "5",
    ),
    ("<style>#t { --n: 7; z-index: var(--n) }</style><div id=t></div>", "z-index", "7"),
    ("<style>#t { opacity: 0.5; cursor: pointer }</style><div id=t></div>", "cursor", "pointer"),
]


@pytest.mark.parametrize(("body", "name", "expected"), CASES)
@sampled()
def test_computed_value_as_chromium(body: str, name: str, expected: str) -> None:
    document = DOMParser().parseFromString("<!DOCTYPE html>" + body, "text/html")
    style = getComputedStyle(document.getElementById("t"))
    assert style.getPropertyValue(name) == expected


def test_every_longhand_is_enumerated_with_a_value() -> None:
    document = DOMParser().parseFromString("<!DOCTYPE html><foo-bar></foo-bar>", "text/html")
    style = getComputedStyle(document.querySelector("foo-bar"))
    names = list(style)
    assert len(names) == style.length == 479  # as Chromium 156's getComputedStyle(body).length
    assert names == list(ALL_LONGHANDS)
    assert names[:3] == ["accent-color", "align-content", "align-items"]
    assert all(style.getPropertyValue(name) != "" for name in names)
    assert style.zIndex == style.z_index == style["z-index"] == "auto"


def test_changes_through_the_cssom_are_seen() -> None:
    document = DOMParser().parseFromString(
        "<!DOCTYPE html><style>@layer a, b; @layer a { #t { } } @layer b { #t { } }</style>"
        "<div id=t class=x></div>",
        "text/html",
    )
    sheet = document.styleSheets[0]
    style = getComputedStyle(document.getElementById("t"))
    sheet.cssRules[1].cssRules[0].style.setProperty("z-index", "3")
    assert style.zIndex == "3"
    sheet.cssRules[2].cssRules[0].style.setProperty("all", "revert-layer")
    assert style.zIndex == "3"  # the later layer rolls back to the first
    sheet.cssRules[2].cssRules[0].style.setProperty("all", "initial")
    assert style.zIndex == "auto"
