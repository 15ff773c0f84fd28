"""``@import`` fetched (https://drafts.csswg.org/cssom-1/#the-cssimportrule-interface,
https://drafts.csswg.org/css-cascade-5/#at-import) through the document's fetch hook, the one a
``<link rel=stylesheet>``'s sheet uses: ``CSSImportRule.styleSheet`` and the imported sheet's
``href``, ``parentStyleSheet`` and ``ownerRule``, URLs relative to the importing sheet, cycles
stopped, and the imported rules in the cascade at the import's place, in its layer, under its
conditions. What Chromium 156 answers (asked through Playwright, a local server giving the
same files) is written beside each case."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from webapi.cssom import CSSImportRule, CSSStyleSheet
from webapi.dom import DOMException
from webapi.eventloop import EventLoop, VirtualClock, use_event_loop
from webapi.html import DOMParser, create_top_level_traversable, document_from_response
from webapi.html import getComputedStyle as computed

FILES = {
    "https://e.com/a.css": b"p { color: red } .h { display: none }",
    "https://e.com/self.css": b"@import url(self.css); p { color: blue }",
    "https://e.com/l1.css": b"@import url(l2.css); .l1 { }",
    "https://e.com/l2.css": b"@import url(l1.css); .l2 { }",
    "https://e.com/sub/b.css": b"@import url(c.css); .b { }",
    "https://e.com/sub/c.css": b".c { display: inline }",
    "https://e.com/lay.css": b"@layer q; @layer { p { color: green } } p { color: teal }",
    "https://e.com/blue.css": b"p { color: blue }",
}


def _page(body: str, files: dict[str, bytes] | None = None) -> tuple[Any, list[str]]:
    asked: list[str] = []
    served = FILES if files is None else files

    def fetcher(url: str) -> Any:
        asked.append(url)
        found = served.get(url)
        return None if found is None else (found, "text/css")

    document = document_from_response(body.encode(), "https://e.com/p.html")
    create_top_level_traversable(document, fetcher=fetcher)
    return document, asked


@pytest.fixture
def tasks() -> Iterator[Any]:
    """The thread's event loop on a virtual clock: its queued tasks run when the test says
    (``run()``)."""
    with use_event_loop(EventLoop(VirtualClock())) as loop:
        yield loop


def _texts(sheet: Any) -> list[str]:
    return [rule.cssText for rule in sheet.cssRules]


def test_the_import_rule_has_the_sheet_its_url_gave() -> None:
    document, asked = _page("<style>@import url(a.css);</style><p>x")
    rule = document.styleSheets[0].cssRules[0]
    assert isinstance(rule, CSSImportRule)
    imported = rule.styleSheet
    assert isinstance(imported, CSSStyleSheet)
    assert rule.styleSheet is imported  # [SameObject]
    assert asked == ["https://e.com/a.css"]  # fetched once
    # Chromium: href absolute, ownerNode null, ownerRule the rule, parentStyleSheet the
    # importing sheet, media "", the rules of the file
    assert imported.href == "https://e.com/a.css"
    assert imported.ownerNode is None and imported.ownerRule is rule
    assert imported.parentStyleSheet is document.styleSheets[0]
    assert imported.media.mediaText == ""
    assert _texts(imported) == ["p { color: red; }", ".h { display: none; }"]
    assert computed(document.querySelector("p")).color == "rgb(255, 0, 0)"


def test_a_failed_fetch_is_an_empty_sheet() -> None:
    document, _ = _page("<style>@import url(missing.css);</style>")
    imported = document.styleSheets[0].cssRules[0].styleSheet
    assert (imported.href, _texts(imported)) == ("https://e.com/missing.css", [])  # Chromium (404)


def test_no_fetcher_is_an_empty_sheet_and_nothing_leaves() -> None:
    document = document_from_response(
        b"<style>@import url(a.css);</style><p class=h>x", "https://e.com/p.html"
    )
    create_top_level_traversable(document)  # no fetcher
    imported = document.styleSheets[0].cssRules[0].styleSheet
    assert (imported.href, _texts(imported)) == ("https://e.com/a.css", [])
    assert computed(document.querySelector("p")).display == "block"


def test_a_constructed_sheet_or_an_unparsable_url_has_none() -> None:
    parsed = DOMParser().parseFromString("<style>@import url(a.css);</style>", "text/html")
    assert parsed.styleSheets[0].cssRules[0].styleSheet is None  # (about:blank's base)
    sheet = CSSStyleSheet()
    assert sheet.cssRules.length == 0 and sheet.ownerRule is None


def test_urls_are_relative_to_the_importing_sheet() -> None:
    document, asked = _page("<style>@import 'sub/b.css';</style><p class=c>x")
    outer = document.styleSheets[0].cssRules[0].styleSheet
    inner = outer.cssRules[0].styleSheet
    assert inner.href == "https://e.com/sub/c.css"  # Chromium
    assert inner.parentStyleSheet is outer
    assert computed(document.querySelector("p")).display == "inline"
    assert asked == ["https://e.com/sub/b.css", "https://e.com/sub/c.css"]


def test_cycles_are_stopped() -> None:
    # Chromium: the import that would load an importing sheet again has styleSheet null;
    # the rules of the sheets loaded apply
    document, _ = _page("<style>@import url(self.css);</style><p>x")
    imported = document.styleSheets[0].cssRules[0].styleSheet
    assert imported.cssRules[0].styleSheet is None
    assert computed(document.querySelector("p")).color == "rgb(0, 0, 255)"
    document, asked = _page("<style>@import url(l1.css);</style>")
    l1 = document.styleSheets[0].cssRules[0].styleSheet
    l2 = l1.cssRules[0].styleSheet
    assert l2.href == "https://e.com/l2.css" and l2.cssRules[0].styleSheet is None
    assert asked == ["https://e.com/l1.css", "https://e.com/l2.css"]
    # the document's own URL (a style element's sheet is at the document's location)
    document, asked = _page("<style>@import url(p.html);</style>")
    assert document.styleSheets[0].cssRules[0].styleSheet is None and asked == []


def test_conditions_decide_whether_the_rules_apply() -> None:
    for condition, color in [
        ("print", "rgb(0, 0, 0)"),
        ("screen and (min-width: 100px)", "rgb(255, 0, 0)"),
        ("supports(display: grid) screen", "rgb(255, 0, 0)"),
        ("supports(foo: bar)", "rgb(0, 0, 0)"),
        ("(max-width: 100px)", "rgb(0, 0, 0)"),
    ]:
        document, _ = _page(f"<style>@import url(a.css) {condition};</style><p>x")
        assert computed(document.querySelector("p")).color == color, condition
    # the media of the rule is the rule's; the imported sheet's own is empty (Chromium)
    document, _ = _page("<style>@import url(a.css) print;</style>")
    rule = document.styleSheets[0].cssRules[0]
    assert rule.media.mediaText == "print" and rule.styleSheet.media.mediaText == ""
    rule.media.mediaText = "screen"  # a change through the OM reaches the cascade
    document.body.innerHTML = "<p>x"
    assert computed(document.querySelector("p")).color == "rgb(255, 0, 0)"


def test_the_imported_rules_come_at_the_import_place() -> None:
    # before the sheet's own rules (a later rule of the same specificity wins)
    document, _ = _page("<style>@import url(a.css); p { color: olive }</style><p>x")
    assert computed(document.querySelector("p")).color == "rgb(128, 128, 0)"
    # in order of the imports
    document, _ = _page("<style>@import url(blue.css); @import url(a.css);</style><p>x")
    assert computed(document.querySelector("p")).color == "rgb(255, 0, 0)"
    document, _ = _page("<style>@import url(a.css); @import url(blue.css);</style><p>x")
    assert computed(document.querySelector("p")).color == "rgb(0, 0, 255)"


def test_an_import_layer_holds_the_imported_rules() -> None:
    # layer(z): the imported unlayered rules are in z, below the unlayered rules of the page
    document, _ = _page("<style>@import url(blue.css) layer(z); p { color: red }</style><p>x")
    rule = document.styleSheets[0].cssRules[0]
    assert rule.layerName == "z"
    assert computed(document.querySelector("p")).color == "rgb(255, 0, 0)"
    # without a layer, the imported rule beats a layered one of the page
    document, _ = _page("<style>@import url(blue.css); @layer x { p { color: red } }</style><p>x")
    assert computed(document.querySelector("p")).color == "rgb(0, 0, 255)"
    # layers ordered as declared: @layer z, y; then the import's z wins over nothing in y
    document, _ = _page(
        "<style>@layer y, z; @import url(blue.css) layer(y);"
        "@layer z { p { color: red } }</style><p>x"
    )
    assert computed(document.querySelector("p")).color == "rgb(255, 0, 0)"
    document, _ = _page(
        "<style>@layer z; @import url(blue.css) layer(y);@layer z { p { color: red } }</style><p>x"
    )
    assert computed(document.querySelector("p")).color == "rgb(0, 0, 255)"
    # the imported sheet's own layers nest in the import's: z.q, an anonymous z.(one), z
    document, _ = _page(
        "<style>@import url(lay.css) layer(z); @layer z.q { p { color: red } }</style><p>x"
    )
    assert computed(document.querySelector("p")).color == "rgb(0, 128, 128)"
    # an anonymous import layer: not the page's anonymous layer
    document, _ = _page(
        "<style>@import url(lay.css) layer; @layer { p { color: red } }</style><p>x"
    )
    assert document.styleSheets[0].cssRules[0].layerName == ""
    assert computed(document.querySelector("p")).color == "rgb(255, 0, 0)"


def test_a_link_sheet_imports_through_the_same_hook() -> None:
    files = {
        "https://e.com/css/main.css": b"@import url(more.css);",
        "https://e.com/css/more.css": b"p { display: none }",
    }
    document, asked = _page("<link rel=stylesheet href=css/main.css><p>x", files)
    sheet = document.styleSheets[0]
    assert sheet.cssRules[0].styleSheet.href == "https://e.com/css/more.css"
    assert computed(document.querySelector("p")).display == "none"
    assert asked == ["https://e.com/css/main.css", "https://e.com/css/more.css"]


def test_an_inserted_import_is_fetched() -> None:
    document, asked = _page("<style>p { }</style><p>x")
    sheet = document.styleSheets[0]
    sheet.insertRule("@import url(blue.css);", 0)
    assert sheet.cssRules[0].styleSheet.href == "https://e.com/blue.css"
    assert computed(document.querySelector("p")).color == "rgb(0, 0, 255)"
    sheet.deleteRule(0)
    assert computed(document.querySelector("p")).color == "rgb(0, 0, 0)"
    assert asked == ["https://e.com/blue.css"]


def test_the_style_element_fires_load_or_error_after_its_imports(tasks: Any) -> None:
    """https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block: a task
    fires ``load`` at a connected ``style`` once its imports are fetched, ``error`` where one
    failed (Chromium 156: ``load`` for a sheet with no import, a good one or a cycle;
    ``error`` for a 404; the nested ones here are this suite's own)."""
    document, asked = _page("")
    fired: list[str] = []
    for text in (
        "p { }",
        "@import url(a.css);",
        "@import url(missing.css);",
        "@import url(self.css);",
        "@import url(sub/b.css);",
    ):
        style = document.createElement("style")
        style.textContent = text
        style.addEventListener("load", lambda e: fired.append("load " + e.target.textContent))
        style.addEventListener("error", lambda e: fired.append("error " + e.target.textContent))
        document.head.append(style)
    assert fired == []  # (a task: after the script's turn)
    tasks.run_until_idle()
    assert fired == [
        "load p { }",
        "load @import url(a.css);",
        "error @import url(missing.css);",
        "load @import url(self.css);",
        "load @import url(sub/b.css);",
    ]
    assert "https://e.com/sub/c.css" in asked  # (a critical subresource: fetched)
    # its text changed: the block updated, a new event; a removed element gets none
    style = document.head.lastChild
    style.textContent = "@import url(nothing.css);"
    document.head.firstChild.textContent = "q { }"
    document.head.firstChild.remove()
    tasks.run_until_idle()
    assert fired[5:] == ["error @import url(nothing.css);"]


def test_a_deleted_import_unlinks_its_sheet() -> None:
    # (WPT css/cssom/cssimportrule-parent.html)
    document, _ = _page("<style>@import url(a.css);</style>")
    sheet = document.styleSheets[0]
    imported = sheet.cssRules[0].styleSheet
    assert imported.parentStyleSheet is sheet
    sheet.deleteRule(0)
    assert imported.parentStyleSheet is None and imported.ownerRule is None


def test_supports_takes_a_condition_or_a_declaration() -> None:
    # (WPT css/css-cascade/import-conditions.html)
    for condition, color in [
        ("supports(selector(p))", "rgb(255, 0, 0)"),
        ("supports(selector(p > a))", "rgb(255, 0, 0)"),
        ("supports(selector(p >))", "rgb(0, 0, 0)"),
        ("supports((display: grid) and (not (display: foo)))", "rgb(255, 0, 0)"),
        ("supports(not (display: grid))", "rgb(0, 0, 0)"),
    ]:
        document, _ = _page(f"<style>@import url(a.css) {condition};</style><p>x")
        assert computed(document.querySelector("p")).color == color, condition


def test_an_invalid_layer_is_part_of_the_media_queries() -> None:
    # (WPT css/css-cascade/parsing/layer-import-parsing.html: a <general-enclosed>)
    for text in ("layer()", "layer(A B)", "layer(A, B)"):
        rule = _page(f"<style>@import url(a.css) {text};</style>")[0].styleSheets[0].cssRules[0]
        assert rule.layerName is None and rule.media.length > 0, text


def test_a_bare_declaration_not_supported_drops_the_import() -> None:
    # Chromium 156: supports(<declaration>) of an unknown property, or no declaration, drops
    # the rule (insertRule: SyntaxError); a condition keeps it, false or not
    for condition, kept in [
        ("supports(foo: bar)", False),
        ("SUPPORTS(foo)", False),
        ("supports()", False),
        ("supports(--x: 1)", True),
        ("supports(display: grid !important)", True),
        ("supports((foo: bar))", True),
        ("supports(not (display: grid))", True),
        ("supports(selector(::foo))", True),
    ]:
        document, _ = _page(f"<style>@import url(a.css) {condition}; p {{ }}</style>")
        assert document.styleSheets[0].cssRules.length == (2 if kept else 1), condition
    sheet = _page("<style></style>")[0].styleSheets[0]
    with pytest.raises(DOMException) as raised:
        sheet.insertRule("@import url(a.css) supports(foo: bar);")
    assert sheet.insertRule("@import url(a.css) supports(not (foo: bar));") == 0
    assert raised.value.name == "SyntaxError"
    # a supported property's value is checked (``display: foo`` invalid): dropped, as Chromium
    document, _ = _page("<style>@import url(a.css) supports(display: foo);</style><p>x")
    assert document.styleSheets[0].cssRules.length == 0
    assert computed(document.querySelector("p")).color == "rgb(0, 0, 0)"  # not applied


def test_a_change_to_an_imported_sheet_is_what_the_cascade_sees() -> None:
    # (the imported sheet read through its rules once changed, in the import's layer)
    document, _ = _page(
        "<style>@import url(a.css) layer(x); p { color: green }</style><p class=h>x"
    )
    p = document.querySelector("p")
    imported = document.styleSheets[0].cssRules[0].styleSheet
    assert str(computed(p).display) == "none"
    imported.deleteRule(1)
    assert str(computed(p).display) == "block"
    imported.insertRule("p { color: red !important }", 1)
    assert computed(p).color == "rgb(255, 0, 0)"  # (an important rule of a layer wins)
    imported.cssRules[1].style.setProperty("color", "blue")
    assert computed(p).color == "rgb(0, 128, 0)"  # (not important: the unlayered rule wins)
