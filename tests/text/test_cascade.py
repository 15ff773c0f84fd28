"""webapi.css: parsing a style sheet (the rules kept, ``@media`` for the fixed 800x600
screen, ``@supports``, ``@layer``, ``@import`` never fetched), specificity, layer order, and the
cascade's answers through ``getComputedStyle`` (origins, ``!important``, the ``style``
attribute, ``inherit``/``initial``/``unset``/``revert``, blockification), each expected value
written from the specifications."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.css.engine import evaluate_media_query_list, parse_a_stylesheet, supports_condition
from webapi.html import document_from_response, getComputedStyle
from webapi.selectors.engine import calculate_specificity, parse_selector_cached


def _document(html: str) -> Any:
    return document_from_response(
        ("<!DOCTYPE html>" + html).encode(), "http://example.test/", "text/html; charset=utf-8"
    )


def _display(html: str, element_id: str = "t") -> str:
    document = _document(html)
    return getComputedStyle(document.getElementById(element_id)).display  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("query", "matches"),
    [
        ("", True),
        ("all", True),
        ("screen", True),
        ("print", False),
        ("not print", True),
        ("only screen", True),
        ("(min-width: 800px)", True),
        ("(min-width: 801px)", False),
        ("(max-width: 799px)", False),
        ("screen and (max-width: 1024px)", True),
        ("print, (orientation: landscape)", True),
        ("(orientation: portrait)", False),
        ("(width >= 600px)", True),
        ("(400px < width < 700px)", False),
        ("(min-width: 50em)", True),  # 800px
        ("(min-width: 51em)", False),
        ("(prefers-color-scheme: dark)", False),
        ("(hover: hover) and (pointer: fine)", True),
        ("(min-resolution: 2dppx)", False),
        ("(unknown-feature: 1)", False),
        ("tty", False),
        ("not (max-width: 600px)", True),
        ("(max-width: 600px) or (min-height: 500px)", True),
    ],
)
def test_media_queries_for_the_fixed_viewport(query: str, matches: bool) -> None:
    assert evaluate_media_query_list(query) is matches


@pytest.mark.parametrize(
    ("condition", "holds"),
    [
        ("(display: grid)", True),
        ("(display: nonsense)", False),
        ("(colour: red)", False),
        ("(color: red)", True),
        ("not (display: grid)", False),
        ("(display: flex) and (float: left)", True),
        ("(display: flex) and (float: up)", False),
        ("(display: nonsense) or (position: sticky)", True),
        ("selector(a > b)", True),
        ("selector(a >> b)", False),
        ("(--custom: x)", True),
    ],
)
def test_supports_conditions(condition: str, holds: bool) -> None:
    assert supports_condition(condition) is holds


@pytest.mark.parametrize(
    ("selector", "specificity"),
    [
        ("*", (0, 0, 0)),
        ("li", (0, 0, 1)),
        ("ul li", (0, 0, 2)),
        ("ul ol + li", (0, 0, 3)),
        (".a", (0, 1, 0)),
        ("a[href]", (0, 1, 1)),
        ("#x", (1, 0, 0)),
        ("#x .y:hover p::before", (1, 2, 2)),
        (":is(#a, .b) c", (1, 0, 1)),
        (":where(#a, .b) c", (0, 0, 1)),
        (":not(.a, #b)", (1, 0, 0)),
        ("li:nth-child(2n of .x)", (0, 2, 1)),
    ],
)
def test_specificity(selector: str, specificity: tuple[int, int, int]) -> None:
    (complex_selector, *_) = parse_selector_cached(selector).selectors
    assert calculate_specificity(complex_selector) == specificity


def test_a_sheet_keeps_the_rules_that_apply() -> None:
    sheet = parse_a_stylesheet(
        "@import url(x.css); @charset 'utf-8';"
        "a { display: block; color: red } b { colour: x } c { display: nonsense }"
        "@media print { d { display: none } } @media screen { e { display: none } }"
        "@font-face { font-family: x } @keyframes k { from { display: none } }"
        "f:unknown-pseudo { display: none } g { display: none !important }"
        "@layer one { h { float: left } }"
    )
    summary = [
        (
            str(r.selectors.selectors[0].parts[0][0].local_name),
            r.declarations,
            sheet.layers.path(r.layer),
        )
        for r in sheet.rules
    ]
    assert summary == [
        ("a", [("display", "block", False), ("color", "rgb(255, 0, 0)", False)], ""),
        ("e", [("display", "none", False)], ""),
        ("g", [("display", "none", True)], ""),
        ("h", [("float", "left", False)], "one"),
    ]
    assert [sheet.layers.path(number) for number in range(1, len(sheet.layers) + 1)] == ["one"]


def test_white_space_expands_to_its_longhands() -> None:
    (rule,) = parse_a_stylesheet("p { white-space: pre-line }").rules
    assert rule.declarations == [
        ("white-space-collapse", "preserve-breaks", False),
        ("text-wrap-mode", "wrap", False),
    ]


def test_specificity_then_order_then_importance() -> None:
    html = (
        "<style>#t { display: flex } div { display: grid } .c { display: table !important }"
        " .d { display: block }</style><div id=t class='c d'>x</div>"
    )
    assert _display(html) == "table"
    assert _display("<style>p { display: flex } p { display: grid }</style><p id=t>") == "grid"
    assert _display("<style>#t { display: flex } p { display: grid }</style><p id=t>") == "flex"


def test_the_style_attribute_beats_rules_but_not_important_ones() -> None:
    html = "<style>#t { display: flex }</style><p id=t style='display: grid'>"
    assert _display(html) == "grid"
    html = "<style>#t { display: flex !important }</style><p id=t style='display: grid'>"
    assert _display(html) == "flex"
    html = "<style>#t { display: flex !important }</style><p id=t style='display: grid !important'>"
    assert _display(html) == "grid"


def test_user_agent_important_rules_win() -> None:
    # the Rendering section's input[type=hidden i] { display: none !important }
    html = "<style>input { display: block !important }</style><input id=t type=HIDDEN>"
    assert _display(html) == "none"


def test_layers_order_normal_and_important_declarations() -> None:
    # https://drafts.csswg.org/css-cascade-5/#layer-ordering: unlayered beats layered for
    # normal declarations, later layers beat earlier; important ones the other way round
    html = (
        "<style>@layer a, b; @layer b { p { display: flex } }"
        " @layer a { p { display: grid } }</style><p id=t>"
    )
    assert _display(html) == "flex"
    html = "<style>p { display: table } @layer a { #t { display: grid } }</style><p id=t>"
    assert _display(html) == "table"
    html = (
        "<style>@layer a, b; @layer a { p { display: grid !important } }"
        " @layer b { p { display: flex !important } }"
        " p { display: table !important }</style><p id=t>"
    )
    assert _display(html) == "grid"


def test_defaulting_keywords() -> None:
    html = (
        "<style>div { white-space: pre; display: flex } .i { white-space: initial }"
        " .h { display: inherit } .u { white-space: unset; display: unset }"
        " p.r { display: revert }</style><div><span id=i class=i></span><span id=h class=h></span>"
        "<span id=u class=u></span></div><p id=r class=r style='display: grid'>"
    )
    document = _document(html)

    def style(element_id: str, name: str) -> str:
        return getComputedStyle(document.getElementById(element_id)).getPropertyValue(name)  # type: ignore[no-any-return]

    assert style("i", "white-space") == "normal"
    assert style("h", "display") == "flex"
    assert style("u", "white-space") == "pre"  # inherited: unset is inherit
    assert style("u", "display") == "block"  # not inherited: initial, blockified (flex item)
    assert style("r", "display") == "grid"  # the style attribute is after the revert
    document.getElementById("r").removeAttribute("style")
    assert style("r", "display") == "block"  # reverted to the user agent's p { display: block }


@pytest.mark.parametrize(
    ("html", "display"),
    [
        ("<span id=t style='float: left'>", "block"),
        ("<span id=t style='position: absolute; display: inline-flex'>", "flex"),
        ("<span id=t style='position: relative'>", "inline"),
        ("<div style='display: flex'><span id=t></span></div>", "block"),
        (
            "<div style='display: grid'><span id=t style='display: inline-table'></span></div>",
            "table",
        ),
        (
            "<div style='display: flex'><div style='display: contents'><b id=t></b></div></div>",
            "block",
        ),
        (
            "<div style='display: flex'><span id=t style='display: contents'></span></div>",
            "contents",
        ),
        ("<span id=t style='float: left; display: table-cell'>", "block"),
        ("<span id=t style='float: left; display: none'>", "none"),
    ],
)
def test_blockification(html: str, display: str) -> None:
    assert _display(html) == display


def test_absolute_position_computes_float_to_none() -> None:
    document = _document("<span id=t style='float: right; position: fixed'>")
    style = getComputedStyle(document.getElementById("t"))
    assert (style.cssFloat, style.float, style.position) == ("none", "none", "fixed")


def test_styles_follow_changes_to_the_tree() -> None:
    document = _document("<style>.x { display: none }</style><p id=t>a</p>")
    element = document.getElementById("t")
    style = getComputedStyle(element)
    assert style.display == "block"
    element.className = "x"
    assert style.display == "none"  # live: the declaration reads the tree as it is
    document.querySelector("style").textContent = ".x { display: flex }"
    assert style.display == "flex"
    element.remove()
    assert style.display == ""  # not connected: no style


@pytest.mark.parametrize(
    ("selector", "features"),
    [
        ("p", ()),
        ("div p", ("div",)),
        ("#a > .b .c", (".b", "#a")),
        ("ul.list > li + li", ("ul", ".list")),
        ("h1 ~ p", ()),
        ("section h1 + p span", ("p", "section")),
        ("A.X B", ("a", ".x")),
    ],
)
def test_the_ancestor_filter_needs_only_what_ancestors_must_have(
    selector: str, features: tuple[str, ...]
) -> None:
    from webapi.css._cascade import ancestor_features

    (complex_selector,) = parse_selector_cached(selector).selectors
    assert ancestor_features(complex_selector) == features


def test_sibling_rules_still_match_through_the_filter() -> None:
    html = (
        "<style>ul.l > li + li { display: none } section h1 + p span { display: block }</style>"
        "<ul class=l><li id=a>a<li id=t>b</ul><section><h1>h</h1><p><span id=s>x</span></p>"
        "</section>"
    )
    assert _display(html) == "none"
    assert _display(html, "a") == "list-item"
    assert _display(html, "s") == "block"


def test_a_modal_dialog_is_visible_in_a_hidden_parent() -> None:
    """HTML's rendering section: ``dialog:modal`` has ``visibility: visible`` (and ``position:
    fixed``) in the user agent sheet, so a modal dialog in a ``visibility: hidden`` parent is
    visible, a dialog shown non-modally inherits ``hidden``, and an author's value wins (WPT's
    ``the-dialog-element/modal-dialog-in-visibility-hidden.html``; Chromium 156 passes all
    three)."""
    document = document_from_response(
        b"<div style='visibility: hidden'><dialog>x</dialog></div>", "https://a.example/"
    )
    dialog = document.querySelector("dialog")
    dialog.show()
    assert getComputedStyle(dialog).visibility == "hidden"
    dialog.close()
    dialog.showModal()
    assert getComputedStyle(dialog).visibility == "visible"
    assert getComputedStyle(dialog).position == "fixed"
    dialog.close()
    dialog.style.visibility = "hidden"
    dialog.showModal()
    assert getComputedStyle(dialog).visibility == "hidden"


def test_alike_elements_share_their_computed_values() -> None:
    """Style sharing (as browsers do): siblings whose parent's computed values, matched rules,
    ``style`` attributes and hints are the same get one computed dict; a sibling matching
    another rule, with another ``style`` attribute or under another parent gets its own."""
    from webapi.html.rendering._rendering import document_styles, presentational_hints

    document = _document(
        "<style>.x { text-transform: uppercase }</style>"
        "<div><p id=a>a</p><p id=b>b</p><p id=c class=x>c</p><p id=d style='color: red'>d</p>"
        "</div><section><p id=e>e</p></section>"
    )
    resolver = document_styles(document)

    def style(element_id: str) -> Any:
        return resolver.style(document.getElementById(element_id), "", presentational_hints)

    assert style("a") is style("b")
    assert style("c") is not style("a")
    assert style("c")["text-transform"] == "uppercase"
    assert style("a")["text-transform"] == "none"
    assert style("d") is not style("a")
    assert getComputedStyle(document.getElementById("d")).color == "rgb(255, 0, 0)"
    assert getComputedStyle(document.getElementById("a")).color == "rgb(0, 0, 0)"
    assert style("e") is not style("a")


def test_alike_elements_share_their_matched_rules() -> None:
    """Rule sharing (as browsers' style sharing cache skips matching): elements of the same
    name, IDs, classes and attributes that the rules name, whose parents are alike in turn,
    take the rules matched for the first of them where every rule that may match them is
    pure (descendant and child combinators, type, ID, class, attribute selectors,
    ``:link``); an ID, class or attribute value no rule names does not tell them apart."""
    from webapi.html.rendering._rendering import document_styles, presentational_hints

    document = _document(
        "<style>.story h2 { text-transform: uppercase } #other h2 { color: red }</style>"
        + "".join(
            f"<article class=story id=s{n} data-n={n}><h2 id=h{n} class='t u{n}'>h</h2></article>"
            for n in range(3)
        )
        + "<article class=story id=other><h2 id=h3>h</h2></article>"
    )
    resolver = document_styles(document)
    headings = [document.getElementById(f"h{n}") for n in range(4)]
    for heading in headings:
        resolver.style(heading, "", presentational_hints)
    first, second, third, other = (resolver._element_matches(each)[0] for each in headings)
    assert first is second is third
    assert other is not first
    assert getComputedStyle(document.getElementById("h1")).textTransform == "uppercase"
    assert getComputedStyle(document.getElementById("h3")).color == "rgb(255, 0, 0)"
    assert getComputedStyle(document.getElementById("h2")).color == "rgb(0, 0, 0)"


def test_documents_share_the_user_agent_sheets_entries() -> None:
    """The user agent sheet's rules are made entries once (for each quirks mode) and copied
    into each document's buckets: two documents' resolvers hold the same entries for ``p``
    (numbered before the page's rules), whose own rules come after them."""
    from webapi.html.rendering._rendering import document_styles

    first = document_styles(_document("<style>p { color: red }</style><p id=t>x"))
    second = document_styles(_document("<p>y"))
    mine = first._buckets[""].by_tag["p"].free
    theirs = second._buckets[""].by_tag["p"].free
    assert mine[: len(theirs)] == theirs
    assert all(a is b for a, b in zip(mine[: len(theirs)], theirs, strict=True))
    assert len(mine) == len(theirs) + 1
    assert mine[-1].order > max(entry.order for entry in theirs)


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # ancestors told apart by a class a rule names, two levels up
        (
            "<style>.a .x { text-transform: uppercase }</style>"
            "<div class=a><p><span class=x>1</span></p></div>"
            "<div class=b><p><span class=x id=t>2</span></p></div>",
            "none",
        ),
        # siblings told apart by their place (rules that are not pure are matched each time)
        (
            "<style>li + li { text-transform: uppercase }</style>"
            "<ul><li>1</li><li id=t>2</li></ul>",
            "uppercase",
        ),
        (
            "<style>p:first-child { text-transform: uppercase }</style>"
            "<div><p>1</p><p id=t>2</p></div>",
            "none",
        ),
        # an attribute value a rule names
        (
            "<style>[data-k='2'] { text-transform: uppercase }</style>"
            "<b data-k=1>1</b><b data-k=2 id=t>2</b>",
            "uppercase",
        ),
        # :link tells an a with href from one without
        (
            "<style>a:link { text-transform: uppercase }</style><a href=/x>1</a><a id=t>2</a>",
            "none",
        ),
        # an ID a rule names, on an ancestor
        (
            "<style>#k i { text-transform: uppercase }</style>"
            "<p id=j><i>1</i></p><p id=k><i id=t>2</i></p>",
            "uppercase",
        ),
        # :not() of a class
        (
            "<style>b:not(.q) { text-transform: uppercase }</style><b>1</b><b class=q id=t>2</b>",
            "none",
        ),
    ],
)
def test_rule_sharing_tells_alike_elements_apart(html: str, expected: str) -> None:
    """Elements alike but for what a rule tests: each its own rules."""
    document = _document(html)
    assert getComputedStyle(document.getElementById("t")).textTransform == expected


def test_shared_computed_values_keep_each_elements_blockification() -> None:
    """The adjustments that depend on an element's place (https://drafts.csswg.org/css-display-3/
    #transformations: a flex item and the root are blockified) are the element's own even
    where its computed values are shared: the first ``summary`` of a flex ``details`` is a
    flex item (``block``), the second, alike, sits in the details' content slot (``inline``
    stays); the root's ``display: contents`` is ``block``, an alike child's stays
    ``contents``; alike flex items share their blockified values, an alike ``span`` outside
    the flex container stays ``inline``."""
    html = (
        "<details open style='display: flex'><summary id=a style='display: inline'>a</summary>"
        "<summary id=b style='display: inline'>b</summary></details>"
    )
    assert _display(html, "a") == "block"
    assert _display(html, "b") == "inline"
    from webapi.html.rendering._rendering import document_styles, presentational_hints

    document = _document(
        "<div style='display: flex'><span id=a>a</span><span id=b>b</span></div><span id=c>c</span>"
    )
    resolver = document_styles(document)
    a, b, c = (
        resolver.style(document.getElementById(name), "", presentational_hints) for name in "abc"
    )
    assert (a["display"], b["display"], c["display"]) == ("block", "block", "inline")
    assert a is b
    document = _document("<style>.c { display: contents }</style>")
    document.documentElement.className = "c"
    document.body.className = "c"
    assert getComputedStyle(document.documentElement).display == "block"
    assert getComputedStyle(document.body).display == "contents"


def test_an_imported_display_none_hides_text() -> None:
    """``@import`` (fetched through the document's fetcher): the imported sheet's rules are
    in the cascade, so ``innerText`` and ``visible_text`` leave out what they hide, in the
    import's layer (an unlayered rule of the page beats it) and under its media."""
    from webapi.html import create_top_level_traversable

    files = {
        "https://e.com/hide.css": b".ad, nav { display: none }",
        "https://e.com/print.css": b"p { text-transform: uppercase }",
    }
    page = (
        b"<style>@import url(hide.css) layer(base); @import url(print.css) print;"
        b"nav { display: block }</style>"
        b"<nav>menu</nav><div class=ad>buy</div><p>text</p>"
    )
    document = document_from_response(page, "https://e.com/")
    create_top_level_traversable(document, fetcher=lambda url: (files[url], "text/css"))
    assert document.body.innerText == "menu\n\ntext"
    assert getComputedStyle(document.querySelector(".ad")).display == "none"
    # without a fetcher nothing is fetched: the page's own rules only
    document = document_from_response(page, "https://e.com/")
    assert document.body.innerText == "menu\nbuy\n\ntext"


@pytest.mark.parametrize("quirks", [False, True])
def test_a_documents_rules_stay_its_own(quirks: bool) -> None:
    # The user agent sheet's buckets are shared by every document's resolver, and an author
    # rule keyed as one of them (a type, the universal bucket, an attribute, a class, an ID)
    # is added to a copy: a later document sees none of it.
    doctype = "" if quirks else "<!DOCTYPE html>"
    sheet = (
        "p { display: inline } * { visibility: hidden } [hidden] { display: block }"
        " .c { display: flex } #i { display: table } li::before { content: 'x' }"
    )
    html = "<p id=t>p</p><div hidden id=h>h</div><div class=c id=c></div><div id=i></div>"
    html += "<ul><li id=l>a</ul>"
    for styled in (True, False):
        document = document_from_response(
            (doctype + (f"<style>{sheet}</style>" if styled else "") + html).encode(),
            "http://example.test/",
            "text/html; charset=utf-8",
        )
        computed = {
            name: getComputedStyle(document.getElementById(name))
            for name in ("t", "h", "c", "i", "l")
        }
        shown = [
            computed["t"].display,
            computed["t"].visibility,
            computed["h"].display,
            computed["c"].display,
            computed["i"].display,
            getComputedStyle(document.getElementById("l"), "::before").content,
        ]
        if styled:
            assert shown == ["inline", "hidden", "block", "flex", "table", '"x"']
        else:
            assert shown == ["block", "visible", "none", "block", "block", "none"]
