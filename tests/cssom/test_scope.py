"""``@scope`` (https://drafts.csswg.org/css-cascade-6/#scoped-styles): the ``CSSScopeRule``
object (``start``, ``end``, ``cssText``, the preludes refused) and the cascade of its rules
(the scoping roots and limits, ``:scope``, ``&`` and relative selectors, the implicit scope,
nested ``@scope``, scope proximity after specificity). Each expected value is Chromium 156's
answer (asked with Playwright when written)."""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi.cssom import CSSConditionRule, CSSGroupingRule, CSSScopeRule, CSSStyleSheet
from webapi.html import DOMParser, getComputedStyle

#: (body, property of the element ``#t``, Chromium 156's answer)
CASCADE = [
    (
        "<style>@scope (.a) { span { z-index: 1 } }</style><div class=a><span id=t></span></div>",
        "z-index",
        "1",
    ),
    (
        "<style>@scope (.a) { span { z-index: 1 } }</style><div class=b><span id=t></span></div>",
        "z-index",
        "auto",
    ),
    ("<style>@scope (.a) { .a { z-index: 1 } }</style><div class=a id=t></div>", "z-index", "auto"),
    (
        "<style>@scope (.a) { :scope { z-index: 1 } }</style><div class=a id=t></div>",
        "z-index",
        "1",
    ),
    ("<style>@scope (.a) { & { z-index: 1 } }</style><div class=a id=t></div>", "z-index", "1"),
    (
        "<style>@scope (.a) to (.c) { span { z-index: 1 } }</style>"
        "<div class=a><div class=c><span id=t></span></div></div>",
        "z-index",
        "auto",
    ),
    (
        "<style>@scope (.a) to (.c) { span { z-index: 1 } }</style>"
        "<div class=a><div class=b><span id=t></span></div></div>",
        "z-index",
        "1",
    ),
    (
        "<style>@scope (.a) to (.c) { .c { z-index: 1 } }</style>"
        "<div class=a><div class=c id=t></div></div>",
        "z-index",
        "auto",
    ),
    (
        "<style>@scope (.a) to (:scope > .b) { span { z-index: 1 } }</style>"
        "<div class=a><div class=b><span id=t></span></div></div>",
        "z-index",
        "auto",
    ),
    (
        "<style>@scope (.a) to (:scope > .b) { span { z-index: 1 } }</style>"
        "<div class=a><div class=c><div class=b><span id=t></span></div></div></div>",
        "z-index",
        "1",
    ),
    (
        "<style>@scope (.a) { > span { z-index: 1 } }</style>"
        "<div class=a><p><span id=t></span></p></div>",
        "z-index",
        "auto",
    ),
    (
        "<style>@scope (.a) { > p { z-index: 1 } }</style><div class=a><p id=t></p></div>",
        "z-index",
        "1",
    ),
    (
        "<style>@scope (.b) { span { z-index: 2 } } @scope (.a) { span { z-index: 1 } }</style>"
        "<div class=a><div class=b><span id=t></span></div></div>",
        "z-index",
        "2",
    ),
    (
        "<style>@scope (.b) { span { z-index: 2 } } @scope (.a) { span.x { z-index: 1 } }</style>"
        "<div class=a><div class=b><span class=x id=t></span></div></div>",
        "z-index",
        "1",
    ),
    (
        "<style>@scope (.a) { span { z-index: 2 } } span { z-index: 1 }</style>"
        "<div class=a><span id=t></span></div>",
        "z-index",
        "2",
    ),
    (
        "<div class=a><style>@scope { span { z-index: 3 } }</style><span id=t></span></div>",
        "z-index",
        "3",
    ),
    (
        "<div class=a><style>@scope { span { z-index: 3 } }</style></div><span id=t></span>",
        "z-index",
        "auto",
    ),
    (
        "<style>@scope (.a) { @scope (.b) { span { z-index: 4 } } }</style>"
        "<div class=a><div class=b><span id=t></span></div></div>",
        "z-index",
        "4",
    ),
    (
        "<style>@scope (.a) { @scope (.b) { span { z-index: 4 } } }</style>"
        "<div class=b><span id=t></span></div>",
        "z-index",
        "auto",
    ),
    (
        "<style>@scope (.a) { @media screen { span { z-index: 5 } } }</style>"
        "<div class=a><span id=t></span></div>",
        "z-index",
        "5",
    ),
]


CASCADE.append(
    (
        "<div id=m><style>:where(:scope) .b { z-index: 2 } @scope { & .b { z-index: 1 } }"
        "</style><div class=b id=t></div></div>",
        "z-index",
        "1",
    )
)


@pytest.mark.parametrize(("body", "name", "expected"), CASCADE)
@sampled()
def test_scoped_rules_cascade_as_chromium(body: str, name: str, expected: str) -> None:
    document = DOMParser().parseFromString("<!DOCTYPE html>" + body, "text/html")
    assert getComputedStyle(document.getElementById("t")).getPropertyValue(name) == expected


#: (sheet text, Chromium 156's first rule's cssText, start, end; None: no rule)
RULES = [
    (
        "@scope (.a) { > .b { color: red } & .c { color: red } .d { color: red } "
        ":scope { color: red } }",
        "@scope (.a) {\n  > .b { color: red; }\n  & .c { color: red; }\n  .d { color: red; }\n"
        "  :scope { color: red; }\n}",
        ".a",
        None,
    ),
    (
        "@scope (.A:HOVER,#b , div) to (> .b) {}",
        "@scope (.A:hover, #b, div) to (> .b) {\n}",
        ".A:hover, #b, div",
        "> .b",
    ),
    ("@scope to (.a){}", "@scope to (.a) {\n}", None, ".a"),
    ("@scope {}", "@scope {\n}", None, None),
    ("@scope (.a)to (.b) {}", "@scope (.a) to (.b) {\n}", ".a", ".b"),
    ("@scope (.a) to (&) {}", "@scope (.a) to (&) {\n}", ".a", "&"),
    (
        "@scope (.a) { @media screen { f { color: red } } }",
        "@scope (.a) {\n  @media screen {\n  f { color: red; }\n}\n}",
        ".a",
        None,
    ),
]
INVALID = [
    "@scope (div::before) {}",
    "@scope (> &) {}",
    "@scope () {}",
    "@scope (.a) from (.c) {}",
    "@scope to {}",
    "@scope (.a) to (.b) (.c) {}",
    "@scope div {}",
    "@scope (> &) to (>>) {}",
]


@pytest.mark.parametrize(("text", "css_text", "start", "end"), RULES)
def test_scope_rule_object(text: str, css_text: str, start: str | None, end: str | None) -> None:
    sheet = CSSStyleSheet()
    sheet.replaceSync(text)
    rule = sheet.cssRules[0]
    assert isinstance(rule, CSSScopeRule)
    assert isinstance(rule, CSSGroupingRule) and not isinstance(rule, CSSConditionRule)
    assert (rule.cssText, rule.start, rule.end) == (css_text, start, end)


@pytest.mark.parametrize("text", INVALID)
def test_invalid_preludes_drop_the_rule(text: str) -> None:
    sheet = CSSStyleSheet()
    sheet.replaceSync(text)
    assert sheet.cssRules.length == 0


def test_insert_rule_into_a_scope_rule_restyles() -> None:
    document = DOMParser().parseFromString(
        "<!DOCTYPE html><style>@scope (.a) { }</style><div class=a><p id=t></p></div>",
        "text/html",
    )
    rule = document.styleSheets[0].cssRules[0]
    assert rule.insertRule("p { z-index: 9 }") == 0
    assert rule.cssRules[0].selectorText == "p"
    assert getComputedStyle(document.getElementById("t")).zIndex == "9"


def test_the_nesting_selector_has_the_scope_starts_specificity() -> None:
    # https://drafts.csswg.org/css-cascade-6/#scoped-rules: & is :is(<scope-start>) (here
    # #m: as specific as #m .b, then the nearer scope wins), as WPT's scope-specificity.html
    # asserts; Chromium 156 answers 2 (it fails that subtest)
    for sheet in (
        "@scope (#m) { & .b { z-index: 1 } } #m .b { z-index: 2 }",
        "#m .b { z-index: 2 } @scope (#m) { & .b { z-index: 1 } }",
    ):
        document = DOMParser().parseFromString(
            f"<!DOCTYPE html><style>{sheet}</style><div id=m><div class=b id=t></div></div>",
            "text/html",
        )
        assert getComputedStyle(document.getElementById("t")).zIndex == "1"


@pytest.mark.parametrize(
    ("css", "body", "want"),
    [  # (Chromium 156's answers, asked with Playwright for these documents)
        (  # the end is relative to the root: the root that has .b is no limit; .b:scope is
            "@scope (.a) to (.b) { :scope { z-index:1; } }"
            " @scope (.a) to (.b:scope) { :scope { z-index:42; } }",
            "<div class='a b' id=a><div class=b id=b><div id=below></div></div></div>"
            "<div id=outside></div>",
            "a:1 b:auto below:auto outside:auto",
        ),
        (  # & in the end is the scoping root (as Chromium matches it)
            ".a { @scope (&.b) to (&.c) { :scope, * { z-index: 1; } } }",
            "<div class='a b' id=ab><div class='a c' id=ac><div class='a b c' id=abc>"
            "</div></div></div>",
            "ab:1 ac:1 abc:1",
        ),
        (  # an end list with a relative selector among others
            "@scope (.a) to (.b, > .c) { * { z-index: 2; } }",
            "<div class=a id=r><p class=b id=p1><i id=i1></i></p><p class=c id=p2></p>"
            "<div><p class=c id=p3></p></div></div>",
            "r:auto p1:auto i1:auto p2:auto p3:2",
        ),
        (
            "@scope (.a) to (:scope > .b) { .b { z-index: 3; } }",
            "<div class=a><p class=b id=q1></p><div><p class=b id=q2></p></div></div>",
            "q1:auto q2:3",
        ),
    ],
)
def test_scope_limits_as_chromium(css: str, body: str, want: str) -> None:
    document = DOMParser().parseFromString(
        f"<!doctype html><body><div><style>{css}</style>{body}</div>", "text/html"
    )
    got = " ".join(
        f"{e.id}:{getComputedStyle(e).zIndex}" for e in document.querySelectorAll("[id]")
    )
    assert got == want


def test_an_end_list_with_relative_selectors_serializes_as_chromium() -> None:
    sheet = CSSStyleSheet()
    sheet.replaceSync("@scope (.a) to (.b, > .c) { > p, .q { } } @scope (.a) to (> .c, .b) { }")
    assert [rule.cssText for rule in sheet.cssRules] == [
        "@scope (.a) to (.b, > .c) {\n  > p, .q { }\n}",
        "@scope (.a) to (> .c, .b) {\n}",
    ]
    assert sheet.cssRules[0].end == ".b, > .c"
