"""The CSSOM's style sheets and rules (https://drafts.csswg.org/cssom-1/#css-style-sheets):
``document.styleSheets``, ``element.sheet``, ``CSSStyleSheet`` and its rules, constructable
sheets and ``adoptedStyleSheets``, and the cascade seeing each change made through them."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.cssom import (
    CSSContainerRule,
    CSSFontFaceRule,
    CSSImportRule,
    CSSKeyframeRule,
    CSSKeyframesRule,
    CSSLayerBlockRule,
    CSSLayerStatementRule,
    CSSMediaRule,
    CSSNamespaceRule,
    CSSPageRule,
    CSSRule,
    CSSRuleList,
    CSSStyleRule,
    CSSStyleSheet,
    CSSSupportsRule,
    MediaList,
    StyleSheetList,
)
from webapi.dom import DOMException
from webapi.html import DOMParser, create_top_level_traversable, document_from_response
from webapi.html import getComputedStyle as computed


def _document(body: str) -> Any:
    return DOMParser().parseFromString(body, "text/html")


def _error(call: Any) -> str:
    with pytest.raises(DOMException) as caught:
        call()
    return str(caught.value.name)


SHEET = (  # (as Chromium 156 writes them: tests/cssom/test_sheets_chromium.py)
    '@import url("a.css") screen;@namespace svg url(http://www.w3.org/2000/svg);'
    "div>p , A.x{color:RED;margin:0}"
    "@media screen and (min-width:100px){p{display:none}}"
    "@layer a,b;@layer x{i{float:left}}@supports (display:grid){b{position:fixed}}"
    "@font-face{font-family:x}@page :first{margin:1px}@keyframes k{from{color:red}}"
)


def test_each_rule_kind_its_class_and_css_text() -> None:
    sheet = CSSStyleSheet()
    sheet.replaceSync(SHEET)  # @import is dropped by replaceSync
    rules = sheet.cssRules
    assert isinstance(rules, CSSRuleList)
    kinds = [type(rule) for rule in rules]
    assert kinds == [
        CSSNamespaceRule,
        CSSStyleRule,
        CSSMediaRule,
        CSSLayerStatementRule,
        CSSLayerBlockRule,
        CSSSupportsRule,
        CSSFontFaceRule,
        CSSPageRule,
        CSSKeyframesRule,
    ]
    assert [rule.cssText for rule in rules] == [
        '@namespace svg url("http://www.w3.org/2000/svg");',
        "div > p, a.x { color: red; margin: 0px; }",
        "@media screen and (min-width: 100px) {\n  p { display: none; }\n}",
        "@layer a, b;",
        "@layer x {\n  i { float: left; }\n}",
        "@supports (display:grid) {\n  b { position: fixed; }\n}",
        "@font-face { font-family: x; }",
        "@page :first { margin: 1px; }",
        "@keyframes k { \n  0% { color: red; }\n}",
    ]
    assert [rule.type for rule in rules] == [10, 1, 4, 0, 0, 12, 5, 6, 7]
    assert CSSRule.STYLE_RULE == 1 and CSSRule.NAMESPACE_RULE == 10
    media = rules[2]
    assert media.conditionText == "screen and (min-width: 100px)"
    assert isinstance(media.media, MediaList) and media.media.length == 1
    assert media.cssRules[0].parentRule is media
    assert media.cssRules[0].parentStyleSheet is sheet
    assert rules[3].nameList == ("a", "b") and rules[4].name == "x"
    assert (rules[0].prefix, rules[0].namespaceURI) == ("svg", "http://www.w3.org/2000/svg")


def test_a_namespace_prefix_written_with_escapes() -> None:
    # (Chromium 156's answers; WPT's selectorSerialize.html "escaped character in attribute
    # prefix" and kin: the prefix is unescaped, as the selectors name it)
    document = _document(
        "<style>@namespace ns\\:odd url(ns); @namespace x\\* 'blah'; @namespace 1x url(y);"
        " [ns\\:odd|foo]{} [ns\\:odd|odd\\:name]{} x\\*|test{}</style>"
    )
    rules = document.styleSheets[0].cssRules
    assert [rule.cssText for rule in rules] == [
        '@namespace ns\\:odd url("ns");',
        '@namespace x\\* url("blah");',
        "[ns\\:odd|foo] { }",
        "[ns\\:odd|odd\\:name] { }",
        "x\\*|test { }",
    ]
    assert (rules[0].prefix, rules[1].prefix) == ("ns:odd", "x*")


def test_import_rule_of_a_document_with_no_base_has_no_sheet() -> None:
    document = _document('<style>@import url("a.css") layer(base) print; p { color: red }</style>')
    sheet = document.styleSheets[0]
    rule = sheet.cssRules[0]
    assert isinstance(rule, CSSImportRule)
    assert (rule.href, rule.layerName, rule.media.mediaText, rule.styleSheet) == (
        "a.css",
        "base",
        "print",
        None,
    )
    assert rule.cssText == '@import url("a.css") layer(base) print;'


@pytest.mark.parametrize(
    ("given", "serialized"),
    [
        (":after", "::after"),  # (a pseudo-element is "::" and its name, the legacy ones too)
        ("p:FIRST-LINE", "p::first-line"),
        ("[|lang]", "[lang]"),  # (the empty prefix: no namespace, left out)
        ("[\\30zonk]", "[\\30 zonk]"),  # (the name serialized as an identifier)
        ("[*|lang]", "[*|lang]"),
    ],
)
def test_selector_text_serialization(given: str, serialized: str) -> None:
    """https://drafts.csswg.org/cssom-1/#serialize-a-simple-selector, as Chromium 156 writes
    it (WPT's css/cssom/CSSStyleRule-set-selectorText.html, selectorSerialize.html)."""
    rule = _document("<style>p { color: red }</style>").querySelector("style").sheet.cssRules[0]
    rule.selectorText = given
    assert rule.selectorText == serialized


def test_selector_text_and_style_reach_the_cascade() -> None:
    document = _document("<style>.a { display: none }</style><p class=a>x</p><ul><li>y</ul>")
    p = document.querySelector("p")
    rule = document.querySelector("style").sheet.cssRules[0]
    assert computed(p).display == "none"
    rule.selectorText = "li"
    assert rule.selectorText == "li"
    assert computed(p).display == "block"
    assert computed(document.querySelector("li")).display == "none"
    rule.selectorText = "li >>> nope"  # does not parse: kept
    assert rule.selectorText == "li"
    rule.style.display = "inline"
    assert rule.cssText == "li { display: inline; }"
    assert rule.style.parentRule is rule and rule.style is rule.style
    assert computed(document.querySelector("li")).display == "inline"
    rule.style.cssText = "display: flex !important"
    assert computed(document.querySelector("li")).display == "flex"


def test_insert_rule_and_delete_rule() -> None:
    document = _document("<style>p { color: red }</style><p>x</p>")
    p = document.querySelector("p")
    sheet = document.styleSheets[0]
    assert sheet.insertRule("p { display: none }", 1) == 1
    assert computed(p).display == "none"  # at once
    sheet.deleteRule(1)
    assert computed(p).display == "block"
    assert _error(lambda: sheet.insertRule("", 0)) == "SyntaxError"
    assert _error(lambda: sheet.insertRule("p {} q {}", 0)) == "SyntaxError"
    assert _error(lambda: sheet.insertRule("p >>> q {}", 0)) == "SyntaxError"
    assert _error(lambda: sheet.insertRule("p {}", 5)) == "IndexSizeError"
    assert _error(lambda: sheet.deleteRule(5)) == "IndexSizeError"
    assert _error(lambda: sheet.insertRule("@import url(a.css);", 1)) == "HierarchyRequestError"
    assert sheet.insertRule("@import url(a.css);", 0) == 0
    assert _error(lambda: sheet.insertRule("p {}", 0)) == "HierarchyRequestError"
    assert _error(lambda: sheet.insertRule("@namespace x url(y);", 0)) == "InvalidStateError"
    media = sheet.insertRule("@media all { }", 2)
    group = sheet.cssRules[media]
    assert group.insertRule("p { display: inline }") == 0
    assert computed(p).display == "inline"
    assert _error(lambda: group.insertRule("@import url(a.css);")) == "HierarchyRequestError"
    group.deleteRule(0)
    assert computed(p).display == "block"
    assert [rule.cssText for rule in sheet.cssRules] == [
        '@import url("a.css");',
        "p { color: red; }",
        "@media all {\n}",
    ]


def test_legacy_rules_add_rule_remove_rule() -> None:
    sheet = CSSStyleSheet()
    assert sheet.rules is sheet.cssRules
    assert sheet.addRule("p", "color: red") == -1
    assert sheet.addRule("a", "color: blue", 0) == -1
    assert sheet.addRule() == -1  # "undefined { undefined }": an unknown type selector
    assert [rule.cssText for rule in sheet.rules] == [
        "a { color: blue; }",
        "p { color: red; }",
        "undefined { }",
    ]
    sheet.removeRule()
    assert sheet.rules.length == 2 and sheet.rules[0].selectorText == "p"


def test_document_style_sheets_in_tree_order_and_element_sheet() -> None:
    document = _document(
        "<style id=a>p{}</style><link rel=stylesheet href=x.css><link rel=icon href=i>"
        "<style type=text/plain>q{}</style><div><style id=b title=t media=print>b{}</style></div>"
    )
    sheets = document.styleSheets
    assert isinstance(sheets, StyleSheetList) and sheets is document.styleSheets
    assert sheets.length == 3
    a, link, b = sheets
    assert a is document.getElementById("a").sheet
    assert link.ownerNode is document.querySelector("link") and link.cssRules.length == 0
    assert (b.title, b.media.mediaText, b.type) == ("t", "print", "text/css")
    assert document.querySelector("style[type]").sheet is None
    assert document.querySelector("link[rel=icon]").sheet is None
    element = document.getElementById("a")
    element.textContent = "i{}"  # a new sheet for the new text
    assert element.sheet is not a and element.sheet.cssRules[0].selectorText == "i"
    element.remove()
    assert element.sheet is None and document.styleSheets.length == 2


def test_a_link_sheet_from_the_fetcher() -> None:
    page = b"<link rel=stylesheet href=/s.css><p>x</p>"
    document = document_from_response(page, "https://example.com/")
    asked: list[str] = []

    def fetcher(url: str) -> Any:
        asked.append(url)
        return (b"p { display: none }", "text/css")

    create_top_level_traversable(document, fetcher=fetcher)
    sheet = document.styleSheets[0]
    assert asked == ["https://example.com/s.css"]
    assert sheet.href == "https://example.com/s.css"
    assert sheet.cssRules[0].cssText == "p { display: none; }"
    assert computed(document.querySelector("p")).display == "none"


def test_disabled_and_media_leave_the_cascade() -> None:
    document = _document("<style>p { display: none }</style><p>x</p>")
    p = document.querySelector("p")
    sheet = document.styleSheets[0]
    sheet.disabled = True
    assert computed(p).display == "block"
    sheet.disabled = False
    assert computed(p).display == "none"
    sheet.media.appendMedium("print")
    assert sheet.media.mediaText == "print"
    assert computed(p).display == "block"
    sheet.media.deleteMedium("print")
    assert computed(p).display == "none"
    assert _error(lambda: sheet.media.deleteMedium("tv")) == "NotFoundError"
    sheet.media = "screen, print"  # [PutForwards=mediaText]
    assert (sheet.media.length, sheet.media[1], str(sheet.media)) == (2, "print", "screen, print")


@pytest.mark.needs_loop_run  # (replace() awaited by asyncio.run)
def test_constructable_sheets_and_adopted_style_sheets() -> None:
    document = _document("<style>p { display: none }</style><p>x</p>")
    p = document.querySelector("p")
    sheet = CSSStyleSheet(media="screen")
    assert (sheet.media.mediaText, sheet.ownerNode, sheet.href) == ("screen", None, None)
    sheet.replaceSync("@import url(a.css); p { display: table }")
    assert sheet.cssRules.length == 1
    assert _error(lambda: sheet.insertRule("@import url(a.css);")) == "SyntaxError"
    document.adoptedStyleSheets = [sheet]
    assert document.adoptedStyleSheets == [sheet]
    assert computed(p).display == "table"  # after the document's sheets
    assert asyncio.run(sheet.replace("p { display: grid }")) is sheet
    assert computed(p).display == "grid"
    owned = document.styleSheets[0]
    assert _error(lambda: owned.replaceSync("")) == "NotAllowedError"
    with pytest.raises(DOMException, match="non-constructed"):
        asyncio.run(owned.replace(""))
    assert _error(lambda: setattr(document, "adoptedStyleSheets", [owned])) == "NotAllowedError"
    with pytest.raises(TypeError):
        document.adoptedStyleSheets = ["p {}"]
    assert CSSStyleSheet(disabled=True).disabled is True
    document.adoptedStyleSheets = []
    assert computed(p).display == "none"


def test_a_shadow_roots_style_sheets_and_adopted_sheets() -> None:
    # (CSSOM's DocumentOrShadowRoot: a shadow root lists its own tree's sheets, live, and the
    # document's list leaves them out; its adopted sheets take what the document's take)
    document = _document("<style>p { color: red }</style><div id=host></div>")
    shadow = document.getElementById("host").attachShadow(mode="open")
    shadow.innerHTML = "<style>p { display: none }</style><p>in</p>"
    sheets = shadow.styleSheets
    assert shadow.styleSheets is sheets and shadow.style_sheets is sheets
    assert [sheet.ownerNode for sheet in sheets] == [shadow.firstChild]
    assert [sheet.ownerNode.parentNode for sheet in document.styleSheets] == [document.head]
    inner = shadow.querySelector("p")
    assert computed(inner).display == "none"
    link = document.createElement("link")
    link.rel, link.href = "stylesheet", "data:text/css,p{}"
    shadow.append(link)
    assert [sheet.ownerNode for sheet in sheets] == [shadow.firstChild, link]
    shadow.firstChild.remove()
    assert [sheet.ownerNode for sheet in sheets] == [link]
    assert len(document.styleSheets) == 1
    sheet = CSSStyleSheet()
    sheet.replaceSync("p { display: table }")
    shadow.adoptedStyleSheets = [sheet]
    assert shadow.adoptedStyleSheets == [sheet] and document.adoptedStyleSheets == []
    assert computed(inner).display == "table"
    assert _error(lambda: setattr(shadow, "adoptedStyleSheets", [link.sheet])) == "NotAllowedError"
    with pytest.raises(TypeError, match="on 'ShadowRoot'"):
        shadow.adoptedStyleSheets = ["p {}"]
    shadow.adoptedStyleSheets = []
    assert computed(inner).display == "block"


def test_insert_positions_around_layer_statements() -> None:
    sheet = (
        DOMParser()
        .parseFromString("<style>@layer a; @import url(x.css); p {}</style>", "text/html")
        .styleSheets[0]
    )
    assert [rule.type for rule in sheet.cssRules] == [0, 3, 1]
    assert _error(lambda: sheet.insertRule("q {}", 0)) == "HierarchyRequestError"
    assert _error(lambda: sheet.insertRule("q {}", 1)) == "HierarchyRequestError"
    assert sheet.insertRule("q {}", 2) == 2
    assert _error(lambda: sheet.insertRule("@import url(y.css);", 3)) == "HierarchyRequestError"
    assert sheet.insertRule("@import url(y.css);", 2) == 2
    assert sheet.insertRule("@layer b;", 0) == 0
    assert [rule.type for rule in sheet.cssRules] == [0, 0, 3, 3, 1, 1]


@pytest.mark.parametrize(
    ("written", "chromium"),
    [  # (Chromium 156's cssText of each, asked in the browser)
        (":nth-child(3n+0) {}", ":nth-child(3n) { }"),
        (":nth-child(odd) {}", ":nth-child(2n+1) { }"),
        (":nth-child(EVEN) {}", ":nth-child(2n) { }"),
        (":nth-child(0n+5) {}", ":nth-child(5) { }"),
        (":nth-child(-n + 3) {}", ":nth-child(-n+3) { }"),
        (":nth-child(+n-2) {}", ":nth-child(n-2) { }"),
        (":nth-child(2n+1 of .a) {}", ":nth-child(2n+1 of .a) { }"),
        ("@media all and (color) {}", "@media (color) {\n}"),
        ("@media not all and (color) {}", "@media not all and (color) {\n}"),
        ("@media all {}", "@media all {\n}"),
        ("@page named:First {}", "@page named:first { }"),
    ],
)
def test_an_plus_b_media_queries_and_page_selectors_as_chromium_writes_them(
    written: str, chromium: str
) -> None:
    sheet = CSSStyleSheet()
    sheet.replaceSync(written)
    assert sheet.cssRules[0].cssText == chromium


def test_keyframes_rules_and_their_keyframes_as_chromium() -> None:
    # (each answer Chromium 156's, asked in the browser with the same sheet and calls)
    sheet = CSSStyleSheet()
    sheet.replaceSync(
        "@keyframes foo { from { top: 0px; color: red } 50%, TO { top: 1px } 10.50% {} }"
        '@keyframes "b a r" {} @-webkit-keyframes w { 0% {} } @keyframes initial {}'
        "@keyframes none {} @keyframes x y {}"
    )
    rules = sheet.cssRules
    assert [type(rule) for rule in rules] == [CSSKeyframesRule] * 3
    assert [rule.cssText for rule in rules] == [
        "@keyframes foo { \n  0% { top: 0px; color: red; }\n  50%, 100% { top: 1px; }\n"
        "  10.5% { }\n}",
        "@keyframes b\\ a\\ r { \n}",
        "@-webkit-keyframes w { \n  0% { }\n}",
    ]
    keyframes = rules[0]
    assert (keyframes.name, keyframes.type, keyframes.length) == ("foo", 7, 3)
    assert [(type(k), k.type, k.keyText, k.style.cssText) for k in keyframes.cssRules] == [
        (CSSKeyframeRule, 8, "0%", "top: 0px; color: red;"),
        (CSSKeyframeRule, 8, "50%, 100%", "top: 1px;"),
        (CSSKeyframeRule, 8, "10.5%", ""),
    ]
    assert keyframes[1] is keyframes.cssRules[1] and keyframes.cssRules[1].parentRule is keyframes
    keyframes.cssRules[0].keyText = "to"
    assert keyframes.cssRules[0].keyText == "100%"
    assert _error(lambda: setattr(keyframes.cssRules[0], "keyText", "bogus")) == "SyntaxError"
    assert keyframes.findRule("TO") is keyframes.cssRules[0]
    assert keyframes.findRule("50%,100%") is keyframes.findRule("50%, to") is keyframes[1]
    assert keyframes.findRule("70%") is None
    keyframes.appendRule("bad")
    keyframes.appendRule("25% { left: 1px }")
    assert keyframes.length == 4 and keyframes[3].cssText == "25% { left: 1px; }"
    keyframes.deleteRule("to")
    assert keyframes.cssText == (
        "@keyframes foo { \n  50%, 100% { top: 1px; }\n  10.5% { }\n  25% { left: 1px; }\n}"
    )
    empty = rules[1]
    empty.name = "initial"
    assert empty.cssText == '@keyframes "initial" { \n}'
    assert _error(lambda: sheet.insertRule("50% { top: 0 }")) == "SyntaxError"
    assert CSSRule.KEYFRAMES_RULE == 7 and CSSRule.KEYFRAME_RULE == 8


def test_container_rules_as_chromium() -> None:
    sheet = CSSStyleSheet()
    sheet.replaceSync(
        "@container name (min-width: 100px) { div { color: red } } @container (min-width:100px) {}"
        "@container card style(--x: 1) and (width > 3px) { p {} } @container NAME {}"
    )
    rules = sheet.cssRules
    assert all(type(rule) is CSSContainerRule and rule.type == 0 for rule in rules)
    assert [(r.containerName, r.containerQuery, r.conditionText) for r in rules] == [
        ("name", "(min-width: 100px)", "name (min-width: 100px)"),
        ("", "(min-width: 100px)", "(min-width: 100px)"),
        ("card", "style(--x: 1) and (width > 3px)", "card style(--x: 1) and (width > 3px)"),
        ("NAME", "", "NAME"),
    ]
    assert [rule.cssText for rule in rules] == [
        "@container name (min-width: 100px) {\n  div { color: red; }\n}",
        "@container (min-width: 100px) {\n}",
        "@container card style(--x: 1) and (width > 3px) {\n  p { }\n}",
        "@container NAME {\n}",
    ]
    assert rules[0].cssRules[0].parentRule is rules[0]
    # never evaluated: the cascade (no layout, so no query container) applies none of it
    document = _document(
        "<style>@container (min-width: 1px) { p { display: none } }</style><p>x</p>"
    )
    assert computed(document.querySelector("p")).display == "block"


_NS = "@namespace ns url(ns);"
_DEFAULT_NS = "@namespace url(default_ns); @namespace nsdefault url(default_ns);" + _NS


@pytest.mark.parametrize(
    ("selector", "with_ns", "with_default"),
    [  # (Chromium 156's selectorText after each sheet, asked in the browser)
        ("*|e", "e", "*|e"),
        ("*|*", "*", "*|*"),
        ("|e", "|e", "|e"),
        ("ns|e", "ns|e", "ns|e"),
        ("ns|*", "ns|*", "ns|*"),
        ("*|*.c", ".c", "*|*.c"),
        ("*|*::before", "::before", "*|*::before"),
        ("nsdefault|e", None, "e"),
        ("nsdefault|*.c", None, ".c"),
        ("[*|attr]", "[*|attr]", "[*|attr]"),
        ("[ns|attr]", "[ns|attr]", "[ns|attr]"),
        (":is(*|e)", ":is(e)", ":is(*|e)"),
        ("undeclared|e", None, None),
    ],
)
def test_namespace_prefixes_of_selectors_as_chromium(
    selector: str, with_ns: str | None, with_default: str | None
) -> None:
    for rules, expected in ((_NS, with_ns), (_DEFAULT_NS, with_default)):
        sheet = CSSStyleSheet()
        sheet.replaceSync(rules + selector + " { font-size: 1em; }")
        last = sheet.cssRules[sheet.cssRules.length - 1]
        assert (last.selectorText if isinstance(last, CSSStyleRule) else None) == expected


def test_insert_rule_and_selector_text_see_the_sheets_namespaces() -> None:
    sheet = CSSStyleSheet()
    sheet.replaceSync(_NS + "p {}")
    sheet.insertRule("ns|e {}", 1)
    assert sheet.cssRules[1].selectorText == "ns|e"
    rule = sheet.cssRules[2]
    rule.selectorText = "ns|x"
    assert rule.selectorText == "ns|x"
    rule.selectorText = "*|y"
    assert rule.selectorText == "y"
    rule.selectorText = "other|z"  # (not declared: unchanged)
    assert rule.selectorText == "y"
    assert _error(lambda: CSSStyleSheet().insertRule("ns|e {}")) == "SyntaxError"


def test_insert_rule_checks_the_index_first_and_refuses_text_after_the_rule() -> None:
    # (cssom-1's insert a CSS rule: the index before the parse; css-syntax-3's parse a rule:
    # only white space after it; WPT's CSSGroupingRule-insertRule, insertRule-syntax-error-01)
    sheet = CSSStyleSheet()
    sheet.replaceSync("p {} @media all { a {} }")
    assert _error(lambda: sheet.cssRules[1].insertRule("???", 2)) == "IndexSizeError"
    assert _error(lambda: sheet.insertRule("???", 5)) == "IndexSizeError"
    assert _error(lambda: sheet.insertRule("p { color: red; } garbage", 1)) == "SyntaxError"
    assert _error(lambda: sheet.insertRule("@layer a; b", 0)) == "SyntaxError"
    assert sheet.insertRule("i { }  /* a comment */ ", 1) == 1


@pytest.mark.parametrize(
    ("rule", "valid"),
    [  # (css-cascade-5's <layer-name>: identifiers joined by '.', no CSS-wide keyword;
        # WPT's css-cascade/parsing/layer.html)
        ("@layer A . B {}", False),
        ("@layer A, B, C {}", False),
        ("@layer initial {}", False),
        ("@layer a.revert;", False),
        ("@layer A.B {}", True),
        ("@layer {}", True),
        ("@layer a.b, c;", True),
    ],
)
def test_layer_names(rule: str, valid: bool) -> None:
    sheet = CSSStyleSheet()
    if valid:
        sheet.insertRule(rule)
    else:
        assert _error(lambda: sheet.insertRule(rule)) == "SyntaxError"


def test_style_element_media_type_and_disabled() -> None:
    # (HTML's HTMLStyleElement: media and type reflect their attributes; disabled is the
    # sheet's flag, false without a sheet; WPT's medialist-interfaces-001 sets media first)
    document = _document("<head></head>")
    style = document.createElement("style")
    style.type = "text/css"
    style.media = "all"
    assert style.disabled is False  # no sheet yet
    style.disabled = True  # (nothing to set)
    document.head.appendChild(style)
    assert style.getAttribute("media") == "all" and style.getAttribute("type") == "text/css"
    assert style.sheet.media.mediaText == "all"
    style.sheet.media.appendMedium("screen")
    assert style.sheet.media.mediaText == "all, screen"
    assert style.disabled is False
    style.disabled = True
    assert style.sheet.disabled is True and style.disabled is True


@pytest.mark.parametrize(
    ("rule", "chromium"),
    [  # (Chromium 156's cssText, None where it drops the rule; WPT's cssom-pagerule)
        ("@page named:First {}", "@page named:first { }"),
        ("@page named :first {}", None),
        ("@page :first :left {}", None),
        ("@page :notapagepseudo {}", None),
        ("@page a, b:left {}", None),
        ("@page :LEFT:first {}", None),
        ("@page :blank {}", None),
        ("@page a b {}", None),
        ("@page A {}", "@page A { }"),
        ("@page {}", "@page { }"),
    ],
)
def test_page_selectors_as_chromium(rule: str, chromium: str | None) -> None:
    sheet = CSSStyleSheet()
    sheet.replaceSync(rule)
    assert (sheet.cssRules[0].cssText if sheet.cssRules.length else None) == chromium


def test_page_selector_text_setter_keeps_only_a_valid_selector() -> None:
    sheet = CSSStyleSheet()
    sheet.replaceSync("@page x {}")
    rule = sheet.cssRules[0]
    for text, chromium in (
        ("named :first", "x"),
        (":first :left", "x"),
        (":notapagepseudo", "x"),
        ("y:RIGHT", "y:right"),
        ("", ""),
        (" z ", "z"),
    ):
        rule.selectorText = text
        assert rule.selectorText == chromium, text


@pytest.mark.parametrize("opening", ["@media all {", ".a {"])
def test_css_text_of_rules_nested_thousands_deep(opening: str) -> None:
    # (serialize a CSS rule is a loop with a stack: a RecursionError escaped cssText here)
    depth = 5_000
    document = DOMParser().parseFromString(
        f"<style>{opening * depth}.b {{ color: red }}{'}' * depth}</style>", "text/html"
    )
    text = document.styleSheets[0].cssRules[0].cssText
    inner = opening if opening[0] == "@" else "& " + opening  # (a nested selector's &)
    assert text.startswith(f"{opening}\n  {inner}\n  {inner}\n")
    assert text.count("{") == depth + 1 and text.endswith("}\n}")


def test_a_style_element_in_a_shadow_tree_of_the_document_has_its_sheet() -> None:
    # (connected is shadow-including: https://dom.spec.whatwg.org/#connected; the sheet is the
    # shadow tree's, not in document.styleSheets: WPT css/cssom/adoptedstylesheets-observablearray)
    from webapi.html import open_window

    window = open_window(b"<div id=host></div><style>p {}</style>", url="https://a.test/")
    document = window.document
    shadow = document.getElementById("host").attachShadow({"mode": "open"})
    style = document.createElement("style")
    shadow.appendChild(style)
    assert style.sheet is not None
    assert document.styleSheets.length == 1
    span = document.createElement("span")
    shadow.appendChild(span)
    style.sheet.insertRule("span { color: rgb(1, 2, 3) }", 0)
    assert window.getComputedStyle(span).color == "rgb(1, 2, 3)"
    detached = document.createElement("div").attachShadow({"mode": "open"})
    alone = document.createElement("style")
    detached.appendChild(alone)
    assert alone.sheet is None  # (its host is not in the document)


def test_children_changed_makes_a_new_sheet_for_the_same_text() -> None:
    # HTML's "update a style block" on a style element's children changed steps: its old sheet
    # removed (ownerNode null, its inserted rule gone from the cascade), a new one parsed, as
    # Chromium 156 answers (WPT css/cssom/css-style-reparse.html)
    from webapi.html import getComputedStyle

    page = "<style>div{min-width:0px}</style><style id=s></style><div id=t></div>"
    document = DOMParser().parseFromString(page, "text/html")
    style, target = document.getElementById("s"), document.getElementById("t")
    old = style.sheet
    old.insertRule("#t{min-width:42px}")
    assert getComputedStyle(target).minWidth == "42px"
    style.appendChild(document.createTextNode(""))
    assert getComputedStyle(target).minWidth == "0px"
    assert old.ownerNode is None and style.sheet is not old
    assert (style.sheet.cssRules.length, old.cssRules.length) == (0, 1)


def test_a_selector_written_as_its_serialization_is_not_written_again() -> None:
    # (webapi/cssom/_selector_text.py's shortcut: a text already in its serialized form is
    # kept as it is; the full serialization of each agrees, and texts just outside the form
    # are written by it)
    from webapi.cssom._selector_text import _LEGACY, _WRITTEN_AS_SERIALIZED, _serialize

    kept = [
        "div",
        "p.a-b#Main",
        ".x:hover, .x:focus",
        "ul.list-1 > li + li ~ a",
        "my-el:first-child :root",
        "#id .Foo_bar",
        "h2::before",
    ]
    for text in kept:
        shortcut = _WRITTEN_AS_SERIALIZED.fullmatch(text) and not _LEGACY.search(text)
        assert bool(shortcut) == ("::" not in text), text
        assert _serialize(text) == text
    written = {
        "DIV": "div",
        "a:before": "a::before",
        "*.x": ".x",
        "a>b": "a > b",
        "a,b": "a, b",
        "[x='1']": '[x="1"]',
        "li:nth-child(2n+0)": "li:nth-child(2n)",
    }
    for text, serialized in written.items():
        assert not (_WRITTEN_AS_SERIALIZED.fullmatch(text) and not _LEGACY.search(text)), text
        assert _serialize(text) == serialized


def test_a_keyframe_drops_the_animation_properties() -> None:
    # (Chromium 156's answers; WPT's rule-restrictions.html "@keyframe")
    document = _document(
        "<style>@keyframes foo { from { margin-top: 10px; animation-name: none;"
        " animation-timing-function: linear; animation-duration: 1s; animation-composition: add;"
        " animation-delay: 1s; animation-play-state: paused; animation-range-start: normal;"
        " animation-timeline: auto; animation-iteration-count: inherit } }</style>"
    )
    keyframe = document.styleSheets[0].cssRules[0].cssRules[0]
    kept = (
        "margin-top: 10px; animation-timing-function: linear; animation-composition: add;"
        " animation-timeline: auto; animation-iteration-count: inherit;"
    )
    assert keyframe.cssText == "0% { " + kept + " }"
    style = keyframe.style
    style.setProperty("animation-name", "none")
    style.setProperty("animation", "x 1s")
    style.setProperty("animation-delay", "initial")
    style.setProperty("color", "red", "important")
    assert style.cssText == kept + " animation-delay: initial; color: red !important;"
    style.cssText = (
        "margin-bottom: 10px; animation-name: none; animation-timing-function: ease;"
        " animation-delay: 2s; color: blue !important"
    )
    assert style.cssText == "margin-bottom: 10px; animation-timing-function: ease;"
