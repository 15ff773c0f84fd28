"""CSS Nesting in the CSSOM (https://drafts.csswg.org/css-nesting-1/): style rules nested in
style rules and in group rules inside them, kept as rule objects (``CSSStyleRule.cssRules``),
their relative selectors written with the ``&`` they imply, declarations after a nested rule
as ``CSSNestedDeclarations``, ``insertRule``/``deleteRule``/``selectorText`` on nested rules,
and what a style rule may not hold. Each expected value is the specification's, in the form
Chromium 156 writes it (``test_sheets_chromium.py`` compares many more sheets with its
recorded answers)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.cssom import (
    CSSMediaRule,
    CSSNestedDeclarations,
    CSSRule,
    CSSStyleRule,
    CSSStyleSheet,
)
from webapi.dom import DOMException
from webapi.html import DOMParser
from webapi.html import getComputedStyle as computed


def _rules(text: str) -> Any:
    sheet = CSSStyleSheet()
    sheet.replaceSync(text)
    return sheet.cssRules


def test_a_nested_rule_is_a_child_of_its_style_rule() -> None:
    (rule,) = _rules(".a { color: red; .b { color: blue; } }")
    assert type(rule) is CSSStyleRule
    assert rule.selectorText == ".a"
    assert rule.style.color == "red"
    (child,) = rule.cssRules
    assert type(child) is CSSStyleRule
    assert child.selectorText == "& .b"
    assert child.style.color == "blue"
    assert child.parentRule is rule
    assert child.parentStyleSheet is rule.parentStyleSheet
    assert rule.cssText == ".a {\n  color: red;\n  & .b { color: blue; }\n}"


@pytest.mark.parametrize(
    ("written", "selector"),
    [
        (".b", "& .b"),
        ("> .b", "& > .b"),
        ("+ .b", "& + .b"),
        ("~.b", "& ~ .b"),
        ("&.b", "&.b"),
        ("& .b", "& .b"),
        (".b &", ".b &"),
        ("div&", "div&"),
        ("&&", "&&"),
        (":is(&) .b", ":is(&) .b"),
        (":has(> &)", ":has(> &)"),
        ("DIV", "& div"),
        (":hover", "& :hover"),
        (".b, > .c, &:hover", "& .b, & > .c, &:hover"),
    ],
)
def test_a_nested_selector_is_relative_with_the_implied_nesting_selector(
    written: str, selector: str
) -> None:
    (rule,) = _rules(f".a {{ {written} {{ }} }}")
    assert [child.selectorText for child in rule.cssRules] == [selector]


@pytest.mark.parametrize("written", ["&div", ".b, &div", "++ .b", ""])
def test_an_invalid_nested_selector_drops_its_rule(written: str) -> None:
    (rule,) = _rules(f".a {{ {written} {{ }} color: red }}")
    assert len(rule.cssRules) == 0
    assert rule.cssText == ".a { color: red; }"


def test_a_top_level_nesting_selector_is_kept() -> None:
    (rule,) = _rules("& { color: red }")
    assert rule.selectorText == "&"


def test_declarations_after_a_nested_rule_are_nested_declarations() -> None:
    (rule,) = _rules(".a { color: red; .b { } color: blue; display: none; foo: bar }")
    assert rule.style.cssText == "color: red;"
    style_rule, declarations = rule.cssRules
    assert type(style_rule) is CSSStyleRule
    assert type(declarations) is CSSNestedDeclarations
    assert isinstance(declarations, CSSRule)
    assert declarations.type == 0
    assert declarations.cssText == "color: blue; display: none;"
    assert declarations.style.display == "none"
    assert declarations.parentRule is rule
    assert rule.cssText == (".a {\n  color: red;\n  & .b { }\n  color: blue; display: none;\n}")


def test_only_valid_declarations_make_nested_declarations() -> None:
    (rule,) = _rules(".a { .b { } foo: bar; junk here; }")
    assert [type(child) for child in rule.cssRules] == [CSSStyleRule]


def test_a_dropped_rule_does_not_end_a_run_of_declarations() -> None:
    (rule,) = _rules(".a { color: red; @font-face { } &div { } color: blue }")
    assert len(rule.cssRules) == 0
    assert rule.style.color == "blue"


def test_a_declaration_whose_value_has_a_block_is_a_rule_unless_custom() -> None:
    (rule,) = _rules(".a { --x: {a}; div:hover { color: red } }")
    assert [child.selectorText for child in rule.cssRules] == ["& div:hover"]
    assert rule.style.getPropertyValue("--x") == "{a}"


def test_group_rules_in_a_style_rule_hold_declarations_and_relative_rules() -> None:
    (rule,) = _rules(".a { @media screen { color: red; .b { color: blue } } }")
    (media,) = rule.cssRules
    assert type(media) is CSSMediaRule
    declarations, nested = media.cssRules
    assert type(declarations) is CSSNestedDeclarations
    assert declarations.style.color == "red"
    assert nested.selectorText == "& .b"
    assert media.cssText == "@media screen {\n  color: red;\n  & .b { color: blue; }\n}"
    (supports,) = _rules(".a { @supports (display: grid) { display: grid } }")[0].cssRules
    assert [r.cssText for r in supports.cssRules] == ["display: grid;"]
    (layer,) = _rules(".a { @layer x { color: red } }")[0].cssRules
    assert layer.name == "x"
    assert [r.cssText for r in layer.cssRules] == ["color: red;"]


def test_at_rules_a_style_rule_may_not_hold_are_dropped() -> None:
    (rule,) = _rules(".a { @font-face { } @page { } @keyframes k { } @import 'x'; @layer x; }")
    assert len(rule.cssRules) == 0


def test_declarations_in_a_top_level_group_rule_are_dropped() -> None:
    (media,) = _rules("@media print { color: red; .b { } }")
    assert len(media.cssRules) == 0


def test_insert_rule_into_a_style_rule() -> None:
    (rule,) = _rules(".a { .b { } }")
    assert rule.insertRule("> .c { }", 0) == 0
    assert rule.insertRule("color: red; display: none", 2) == 2
    assert rule.insertRule("@media print { }", 1) == 1
    assert [r.cssText for r in rule.cssRules] == [
        "& > .c { }",
        "@media print {\n}",
        "& .b { }",
        "color: red; display: none;",
    ]
    assert type(rule.cssRules[3]) is CSSNestedDeclarations
    assert rule.cssRules[3].parentRule is rule
    media = rule.cssRules[1]
    media.insertRule(".d { }")
    media.insertRule("float: left", 1)
    assert media.cssText == "@media print {\n  & .d { }\n  float: left;\n}"
    rule.deleteRule(0)
    assert rule.cssRules[0] is media


@pytest.mark.parametrize(
    ("text", "index", "error"),
    [
        ("&div { }", 0, "SyntaxError"),
        (".c { } .d { }", 0, "SyntaxError"),
        ("foo: bar", 0, "SyntaxError"),
        ("", 0, "SyntaxError"),
        ("@layer x;", 0, "SyntaxError"),
        ("@import url(a.css);", 0, "HierarchyRequestError"),
        ("@font-face { }", 0, "HierarchyRequestError"),
        (".c { }", 2, "IndexSizeError"),
    ],
)
def test_insert_rule_into_a_style_rule_errors(text: str, index: int, error: str) -> None:
    (rule,) = _rules(".a { .b { } }")
    with pytest.raises(DOMException) as caught:
        rule.insertRule(text, index)
    assert caught.value.name == error
    assert len(rule.cssRules) == 1


def test_declarations_are_not_rules_outside_a_style_rule() -> None:
    (media,) = _rules("@media all { }")
    with pytest.raises(DOMException) as caught:
        media.insertRule("color: red")
    assert caught.value.name == "SyntaxError"
    with pytest.raises(DOMException):
        media.insertRule("> .c { }")


def test_selector_text_of_a_nested_rule_is_relative() -> None:
    (rule,) = _rules(".a { .b { } }")
    child = rule.cssRules[0]
    child.selectorText = "> .d"
    assert child.selectorText == "& > .d"
    child.selectorText = "&div"  # (does not parse: nothing changes)
    assert child.selectorText == "& > .d"
    child.selectorText = ".e, div &"
    assert child.selectorText == "& .e, div &"
    rule.selectorText = "> .f"  # (a top-level rule's selector is not relative)
    assert rule.selectorText == ".a"
    rule.selectorText = "& .x"
    assert rule.selectorText == "& .x"


def test_the_cascade_sees_changes_to_nested_rules() -> None:
    document = DOMParser().parseFromString(
        "<style>.a { .b { display: none } }</style><div class=a><p class=b id=t></p></div>",
        "text/html",
    )
    target = document.getElementById("t")
    assert computed(target).display == "none"
    rule = document.styleSheets[0].cssRules[0]
    rule.cssRules[0].style.display = "inline"
    assert computed(target).display == "inline"
    rule.insertRule("position: absolute", 1)
    assert computed(target).display == "inline"  # (matches .a, not .b)
    rule.cssRules[0].selectorText = "> .b"
    assert computed(target).display == "inline"
    rule.deleteRule(0)
    assert computed(target).display == "block"
    assert computed(document.querySelector(".a")).position == "absolute"


def test_scope_and_starting_style_nested_in_a_style_rule() -> None:
    """https://drafts.csswg.org/css-cascade-6/#scope-atrule and
    https://drafts.csswg.org/css-transitions-2/#at-ruledef-starting-style in a style rule:
    kept (Chromium 156 writes them so; ``test_sheets_chromium.py`` has more)."""
    from webapi.cssom import CSSGroupingRule, CSSScopeRule, CSSStartingStyleRule

    rules = _rules(".a { @scope (> .x) to (.y) { color: red; .b { } } @starting-style { .c { } } }")
    scope, starting = rules[0].cssRules
    assert isinstance(scope, CSSScopeRule) and isinstance(starting, CSSStartingStyleRule)
    assert isinstance(starting, CSSGroupingRule) and starting.type == 0
    # the start relative to the parent (its & written), the end not; the scope's style rules
    # not made relative, its declarations a CSSNestedDeclarations
    assert (scope.start, scope.end) == ("& > .x", ".y")
    assert [type(r) for r in scope.cssRules] == [CSSNestedDeclarations, CSSStyleRule]
    assert scope.cssRules[1].selectorText == ".b"
    assert starting.cssRules[0].selectorText == "& .c"  # (relative: in the style rule)
    assert rules[0].cssText == (
        ".a {\n  @scope (& > .x) to (.y) {\n  color: red;\n  .b { }\n}\n"
        "  @starting-style {\n  & .c { }\n}\n}"
    )
    # at the top level, a group of style rules
    top = _rules("@starting-style { .a { opacity: 0 } }")[0]
    assert isinstance(top, CSSStartingStyleRule)
    assert top.cssText == "@starting-style {\n  .a { opacity: 0; }\n}"
    # a prelude drops it; insertRule into a style rule parses them
    assert _rules(".a { @starting-style foo { color: red } }")[0].cssText == ".a { }"
    rule = _rules(".a { }")[0]
    rule.insertRule("@scope (.x) { color: red }")
    rule.cssRules[0].insertRule(".b { }", 1)
    assert rule.cssText == ".a {\n  @scope (& .x) {\n  color: red;\n  .b { }\n}\n}"
