"""The cascade applying CSS Nesting (https://drafts.csswg.org/css-nesting-1/): nested style
rules match relative to their parent (``&`` as ``:is()`` of the parent's selector list, with
its specificity), declarations after a nested rule apply in their place in the order of
appearance (``CSSNestedDeclarations``), group rules inside style rules are decided like
top-level ones, and ``getComputedStyle``, ``innerText`` and ``visible_text`` see all that.
Each expected value follows from the specification; Chromium 156 gives the same (asked
once for these documents)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.css.engine import parse_a_stylesheet
from webapi.html import document_from_response, getComputedStyle, visible_text


def _document(html: str) -> Any:
    return document_from_response(
        ("<!DOCTYPE html>" + html).encode(), "http://example.test/", "text/html; charset=utf-8"
    )


def _value(html: str, name: str) -> str:
    document = _document(html)
    return getComputedStyle(document.getElementById("t")).getPropertyValue(name)  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("html", "name", "value"),
    [
        # a nested rule matches descendants of the parent's elements (the implied "& ")
        (
            "<style>.a { .b { display: inline } }</style><div class=a><p class=b id=t></p></div>",
            "display",
            "inline",
        ),
        (
            "<style>.a { .b { display: inline } }</style><p class=b id=t></p>",
            "display",
            "block",
        ),
        # relative selectors, and & after a compound
        (
            "<style>ul { > li { text-transform: uppercase; &:first-child { text-transform: "
            "none } } }</style><ul><li>a<li id=t>b</ul>",
            "text-transform",
            "uppercase",
        ),
        (
            "<style>.x { .y & { visibility: hidden } }</style>"
            "<div class=y><p class=x id=t></p></div>",
            "visibility",
            "hidden",
        ),
        (
            "<style>.a { :not(&) > .b { display: none } }</style>"
            "<div><p class=b id=t></p></div><div class=a></div>",
            "display",
            "none",
        ),
        # deeper nesting
        (
            "<style>.a { .b { .c { white-space: pre } } }</style>"
            "<div class=a><div class=b><p class=c id=t></p></div></div>",
            "white-space",
            "pre",
        ),
        # & has the specificity of :is(#x, .a): (1,1,0) for ":is(#x, .a) .b" beats (0,2,2)
        (
            "<style>#x, .a { .b { display: inline } } div.a p.b { display: none }</style>"
            "<div class=a><p class=b id=t></p></div>",
            "display",
            "inline",
        ),
        # declarations after a nested rule: the parent's selectors, in their place in order
        (
            "<style>.a { & { display: none } display: inline }</style><div class=a id=t></div>",
            "display",
            "inline",
        ),
        (
            "<style>.a { display: inline; & { display: none } }</style><div class=a id=t></div>",
            "display",
            "none",
        ),
        (
            "<style>.a { &.b { display: none } display: inline }</style>"
            "<div class='a b' id=t></div>",
            "display",
            "none",
        ),
        (
            "<style>#x, .a { .c { } display: inline } div.a { display: none }</style>"
            "<div class=a id=t></div>",
            "display",
            "none",
        ),
        (
            "<style>.a { display: inline !important; .b { } display: none }</style>"
            "<div class=a id=t></div>",
            "display",
            "inline",
        ),
        # group rules inside a style rule
        (
            "<style>.a { @media print { display: none } @media screen { & > p { display: "
            "inline } } }</style><div class=a><p id=t></p></div>",
            "display",
            "inline",
        ),
        (
            "<style>.a { @supports (display: grid) { float: left } }</style>"
            "<div class=a id=t></div>",
            "float",
            "left",
        ),
        (
            "<style>.a { @layer l { display: none } } .a { display: inline }</style>"
            "<div class=a id=t></div>",
            "display",
            "inline",
        ),
        # an invalid nested selector drops its rule only
        (
            "<style>.a { &div { display: none } position: relative }</style>"
            "<div class=a id=t></div>",
            "position",
            "relative",
        ),
        # & in a rule with no parent is :scope (the root element)
        ("<style>& { white-space: pre }</style><p id=t></p>", "white-space", "pre"),
    ],
)
def test_nested_rules_in_the_cascade(html: str, name: str, value: str) -> None:
    assert _value(html, name) == value


def test_the_sheet_has_each_nested_rule_in_order() -> None:
    sheet = parse_a_stylesheet(".a { float: left; .b { float: right } float: none; }")
    assert [rule.declarations for rule in sheet.rules] == [
        [("float", "left", False)],
        [("float", "right", False)],
        [("float", "none", False)],
    ]


def test_inner_text_sees_nested_rules() -> None:
    html = (
        "<style>.menu { .hidden { display: none } & > b { text-transform: uppercase } }"
        "</style><div class=menu>a<span class=hidden>b</span>c<b>d</b></div>"
    )
    assert _document(html).body.innerText == "acD"
    assert visible_text(("<!DOCTYPE html>" + html).encode()) == "acD"


@pytest.mark.slow
def test_doubling_nesting_selectors_stay_bounded() -> None:
    """``& &`` at each level doubles what ``&`` stands for: past a bound the rule is
    dropped rather than its selector grown without end."""
    sheet = parse_a_stylesheet(".a { " + "& & { " * 30 + "float: left" + " }" * 30 + " }")
    assert len(sheet.rules) < 30


@pytest.mark.parametrize(
    ("css", "body", "want"),
    [  # (Chromium 156's answers, asked once for these documents)
        (
            ".a{ @scope (.x) to (.stop){ color: red; .b { color: blue }"
            " :scope > .c { color: green } } }",
            "<div class=a><div class=x id=x><p class=b id=b1>1</p><p class=c id=c1>c</p>"
            "<div class=stop><p class=b id=b2>2</p></div></div></div>"
            "<div class=x id=x2><p class=b id=b3>3</p></div>",
            "x:rgb(255, 0, 0) b1:rgb(0, 0, 255) c1:rgb(0, 128, 0) b2:rgb(255, 0, 0)"
            " x2:rgb(0, 0, 0) b3:rgb(0, 0, 0)",
        ),
        (  # no start: the implicit scope (the style element's parent), not the parent rule's
            ".a{ @scope { .b { color:red } } }",
            "<div class=a><p class=b id=p>x</p></div><p class=b id=q>y</p>",
            "p:rgb(255, 0, 0) q:rgb(255, 0, 0)",
        ),
        (  # the declarations in it are :where(:scope)'s: no specificity
            ".a{ @scope (.x){ color:red } } .x{color:blue}",
            "<div class=a><p class=x id=p>x</p></div>",
            "p:rgb(0, 0, 255)",
        ),
        (
            ".a{ @scope (> .x){ & .y { color:red } } }",
            "<div class=a><div class=x><p class=y id=p>x</p></div>"
            "<div><div class=x><p class=y id=q>y</p></div></div></div>",
            "p:rgb(255, 0, 0) q:rgb(0, 0, 0)",
        ),
        (  # never applied: the style a transition starts from, and there are none
            ".a{ @starting-style { color:red } }",
            "<div class=a id=p>x</div>",
            "p:rgb(0, 0, 0)",
        ),
        (
            ".a{ @scope (.x){ @media screen { .y { color:red } } } }",
            "<div class=a><div class=x><p class=y id=p>x</p></div></div><p class=y id=q>q</p>",
            "p:rgb(255, 0, 0) q:rgb(0, 0, 0)",
        ),
    ],
)
def test_scope_nested_in_a_style_rule(css: str, body: str, want: str) -> None:
    """https://drafts.csswg.org/css-cascade-6/#scope-atrule nested in a style rule: its start
    relative to the parent's selectors, its rules scoped, its declarations the scoping
    root's."""
    document = _document(f"<body><style>{css}</style>{body}")
    got = " ".join(f"{e.id}:{getComputedStyle(e).color}" for e in document.querySelectorAll("[id]"))
    assert got == want
