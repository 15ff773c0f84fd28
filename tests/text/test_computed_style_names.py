"""The property names a computed style declaration lists (``length``, ``item()``, iteration):
every longhand, then the element's custom properties in code-point order, none for an element
a browser computes no style for. The answers were Chromium 156's (asked with Playwright when
this file was written; WPT css/cssom/cssstyledeclaration-custom-properties.html and
getComputedStyle-detached-subtree.html)."""

from __future__ import annotations

from webapi.html import DOMParser, getComputedStyle

PAGE = '<style>:root{--zz:1}</style><div style="--b:x;--a:y"></div>'


def test_custom_properties_follow_the_longhands() -> None:
    document = DOMParser().parseFromString(PAGE, "text/html")
    style = getComputedStyle(document.querySelector("div"))
    plain = getComputedStyle(document.body)
    assert len(style) == len(plain) + 2
    assert list(style)[-4:] == ["-webkit-writing-mode", "--a", "--b", "--zz"]
    assert style.item(len(style) - 1) == "--zz"
    assert list(plain)[-1] == "--zz"


def test_a_detached_element_has_an_empty_style() -> None:
    document = DOMParser().parseFromString(PAGE, "text/html")
    detached = document.createElement("p")
    style = getComputedStyle(detached)
    assert (len(style), style.length, list(style), style.color) == (0, 0, [], "")
    document.body.append(detached)
    assert len(style) > 400 and style.color == "rgb(0, 0, 0)"


def test_the_styles_of_more_pseudo_elements() -> None:
    # Chromium 156: the rules for ::marker, ::backdrop, ::spelling-error and ::grammar-error
    # apply to their styles (WPT css/cssom/getComputedStyle-pseudo.html); any element's
    document = DOMParser().parseFromString(
        "<style>li{color:red} li::marker{color:green} li::backdrop{color:green}"
        " li::spelling-error{color:green} li::grammar-error{color:green}</style>"
        "<ul><li>x</li></ul><div>y</div>",
        "text/html",
    )
    item, other = document.querySelector("li"), document.querySelector("div")
    for name in ("marker", "backdrop", "spelling-error", "grammar-error"):
        style = getComputedStyle(item, "::" + name)
        assert (style.color, style.content, len(style) > 400) == ("rgb(0, 128, 0)", "normal", True)
        assert getComputedStyle(other, "::" + name).color == "rgb(0, 0, 0)"
    assert getComputedStyle(item, ":marker").length == 0
    assert getComputedStyle(item, "::before").content == "none"


def test_the_styles_of_named_pseudo_elements() -> None:
    # Chromium 156: ::checkmark, ::view-transition and the pseudo-elements that take a name
    # (::highlight(name), ::view-transition-old(name)...) get their rules too, each name its
    # own (WPT css/cssom/getComputedStyle-pseudo-with-argument.html); ::file-selector-button a
    # file input's only, ::placeholder none (the element's own style)
    document = DOMParser().parseFromString(
        "<style>p{color:red} p::placeholder{color:green} p::view-transition{color:green}"
        " p::checkmark{width:7px} p::highlight(mark){color:blue}"
        " p::view-transition-old(a){color:lime} ::placeholder{color:green}"
        " ::file-selector-button{color:blue}</style><p>x</p><input><input type=file>",
        "text/html",
    )
    p = document.querySelector("p")
    assert getComputedStyle(p, "::placeholder").color == "rgb(255, 0, 0)"
    text, file = document.querySelectorAll("input")
    assert getComputedStyle(text, "::placeholder").color == "rgb(0, 0, 0)"
    assert getComputedStyle(file, "::file-selector-button").color == "rgb(0, 0, 255)"
    assert getComputedStyle(text, "::file-selector-button").color == "rgb(0, 0, 0)"
    assert getComputedStyle(p, "::view-transition").color == "rgb(0, 128, 0)"
    assert getComputedStyle(p, "::checkmark").width == "7px"
    assert getComputedStyle(p, "::highlight( mark )").color == "rgb(0, 0, 255)"
    assert getComputedStyle(p, "::highlight(other)").color == "rgb(255, 0, 0)"
    assert getComputedStyle(p, "::view-transition-old(a)").color == "rgb(0, 255, 0)"
    assert getComputedStyle(p, "::highlight(1)").length == 0
    assert document.querySelector("p::view-transition-new(*)") is None
