"""Shorthands expanded into their longhands and written back (``border`` and its sides,
``outline``, ``flex``, ``font-variant``), as WPT's css/cssom/shorthand-values.html,
flex-serialization.html and font-variant-shorthand-serialization.html check them and as
Chromium 156 answers."""

from __future__ import annotations

import pytest

from webapi.cssom._declaration import (
    parse_a_css_declaration_block,
    serialize_a_css_declaration_block,
)
from webapi.html import DOMParser

CASES = [
    (
        "border: 2px dashed green; border-top: 2px;",
        "border-width: 2px;"
        " border-style: none dashed dashed;"
        " border-color: currentcolor green green;"
        " border-image: none;",
    ),
    (
        "border: 3px double; border-left: 3px double",
        "border: 3px double;",
    ),
    (
        "border-top: 5px; border-right: 5px; border-bottom: 5px; border-left: 5px;",
        "border-width: 5px; border-style: none; border-color: currentcolor;",
    ),
    (
        "border: 2px; border-bottom: 2px !important;",
        "border-top: 2px;"
        " border-right: 2px;"
        " border-left: 2px;"
        " border-image: none;"
        " border-bottom: 2px !important;",
    ),
    (
        "border: none",
        "border-width: medium; border-style: none; border-color: currentcolor; border-image: none;",
    ),
    (
        "border: 0",
        "border: 0px;",
    ),
    (
        "border: 1px 2px",
        "",
    ),
    (
        "border: -1px solid",
        "",
    ),
    (
        "border: var(--b)",
        "border: var(--b);",
    ),
    (
        "border: unset",
        "border: unset;",
    ),
    (
        "outline-color: green; outline-width: 3px; outline-style: solid",
        "outline: green solid 3px;",
    ),
    (
        "flex: 3",
        "flex: 3 1 0%;",
    ),
    (
        "flex: none",
        "flex: 0 0 auto;",
    ),
    (
        "flex: unset; flex-grow: 2",
        "flex-shrink: unset; flex-basis: unset; flex-grow: 2;",
    ),
    (
        "font-variant: normal; font-variant-caps: small-caps",
        "font-variant: small-caps;",
    ),
    (
        "font-variant: none; font-variant-position: sub",
        "font-variant-ligatures: none;"
        " font-variant-caps: normal;"
        " font-variant-numeric: normal;"
        " font-variant-east-asian: normal;"
        " font-variant-alternates: normal;"
        " font-variant-emoji: normal;"
        " font-variant-position: sub;",
    ),
    (
        "font-variant: super super",
        "",
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_block_written_back(text: str, expected: str) -> None:
    assert serialize_a_css_declaration_block(parse_a_css_declaration_block(text)) == expected


def test_longhands_and_shorthand_through_style() -> None:
    html = "<div style='border: 4px solid'></div>"
    document = DOMParser().parseFromString(html, "text/html")
    style = document.querySelector("div").style
    assert style.borderTopWidth == "4px"
    assert style.borderImageSource == "none"
    style.borderLeftStyle = "dotted"
    assert style.border == ""
    assert style.borderStyle == "solid solid solid dotted"
    style.fontVariant = "none"
    assert style.fontVariantLigatures == "none"
    assert style.getPropertyValue("font-variant") == "none"
    style.removeProperty("border")
    assert style.borderTopWidth == ""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("z-index: 4; z-index: nope", "z-index: 4;"),
        ("z-index: 2.5", ""),
        ("z-index: +7", "z-index: 7;"),
        ("order: auto", ""),
        ("--x\\;y: 1", "--x\\;y: 1;"),
        ("--\\\\: 2", "--\\\\: 2;"),
    ],
)
def test_integers_and_custom_property_names(text: str, expected: str) -> None:
    # Chromium 156: z-index and order take integers (z-index auto too); a custom property's
    # name is written escaped, so that the text parses back to the same name
    assert serialize_a_css_declaration_block(parse_a_css_declaration_block(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("margin-inline: 1px 2px", "margin-inline: 1px 2px;"),
        ("padding-block: 0", "padding-block: 0px;"),
        (
            "margin-inline-start: 1px; margin-top: 2px; margin-inline-end: 1px",
            "margin-inline: 1px; margin-top: 2px;",
        ),
        ("inset-block: 1px 2px 3px", ""),
    ],
)  # fmt: skip
def test_flow_relative_pairs(text: str, expected: str) -> None:
    # Chromium 156: margin-block/-inline, padding-* and inset-* expanded and written back
    assert serialize_a_css_declaration_block(parse_a_css_declaration_block(text)) == expected


def test_a_longhand_set_again_moves_after_the_other_mapping() -> None:
    # https://drafts.csswg.org/cssom-1/#set-a-css-declaration: padding-top set to its own
    # value goes after the flow-relative declarations of its group (WPT's
    # cssstyledeclaration-setter-logical.html), padding-left stays before them
    document = DOMParser().parseFromString("<p>", "text/html")
    p = document.querySelector("p")
    p.setAttribute("style", "padding-top: 1px; padding-left: 2px; padding-block-start: 3px")
    p.style.setProperty("padding-top", "1px")
    assert list(p.style) == ["padding-left", "padding-block-start", "padding-top"]
