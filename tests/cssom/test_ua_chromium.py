"""The user agent style sheet's presentational defaults (webapi/html/rendering/_rendering.py: the
HTML Standard's Rendering section, and Chromium 156's own sheet for form controls) against Chromium
156's ``getComputedStyle`` of every HTML element and a few nested cases
(:mod:`tests.cssom._ua_chromium`, recorded with Playwright): every answer equal but the
differences named here, each for a reason outside the style sheet."""

from __future__ import annotations

import pytest

from tests._sample import sampled
from tests.cssom._ua_chromium import differences
from webapi.html import DOMParser, getComputedStyle

#: Chromium's answers webapi does not give, and why.
KNOWN = {
    # `auto` margins answer their used value, which needs layout
    **{("e-hr", name): "layout" for name in ("margin-left", "margin-right")},
    **{
        ("n-dialog-open", name): "layout"
        for name in ("margin-top", "margin-right", "margin-bottom", "margin-left")
    },
    # presentational hints of attributes (`font color`, `table border`) not mapped
    ("n-font-color", "color"): "font color hint",
    ("n-font-color", "border-top-color"): "font color hint",
    ("n-font-color", "border-left-color"): "font color hint",
    **{
        ("n-td-border", name): "table border hint"
        for name in (
            "border-top-style",
            "border-top-width",
            "border-left-style",
            "border-left-width",
        )
    },
    # `border-*-color`'s initial `currentcolor` computed as black, not as the element's colour
    **{
        (element, name): "initial currentcolor"
        for element in ("n-link", "n-link-visited")
        for name in ("border-top-color", "border-left-color")
    },
}


def test_every_element_as_chromium() -> None:
    equal, other = differences()
    found = {(element, name) for element, name, _, _ in other}
    assert found == set(KNOWN), other
    assert equal == 5163


@pytest.mark.parametrize(
    ("body", "name", "expected"),
    [
        ("<dialog id=t open>d</dialog>", "background-color", "rgb(255, 255, 255)"),
        ("<dialog id=t open>d</dialog>", "padding-top", "16px"),
        ("<a id=t href=/x>l</a>", "color", "rgb(0, 0, 238)"),
        ("<a id=t href=/x>l</a>", "text-decoration-line", "underline"),
        ("<a id=t href=/x>l</a>", "cursor", "pointer"),
        ("<a id=t>l</a>", "color", "rgb(0, 0, 0)"),
        ("<mark id=t>m</mark>", "background-color", "rgb(255, 255, 0)"),
        ("<h1 id=t>h</h1>", "margin-top", "21.44px"),
        ("<h1 id=t>h</h1>", "font-weight", "700"),
        ("<b><b id=t>b</b></b>", "font-weight", "900"),
        ("<section><h1 id=t>h</h1></section>", "font-size", "32px"),
        ("<h2><small id=t>s</small></h2>", "font-size", "20px"),
        ("<ul><li><ul id=t></ul></ul>", "list-style-type", "circle"),
        ("<body id=t>", "margin-left", "8px"),
        ("<p id=t dir=rtl>r</p>", "direction", "rtl"),
        ("<div id=t>d</div>", "unicode-bidi", "isolate"),
        ("<input id=t>", "background-color", "rgb(255, 255, 255)"),
        ("<button id=t>b</button>", "background-color", "rgb(239, 239, 239)"),
        ("<fieldset id=t></fieldset>", "border-top-color", "rgb(239, 239, 239)"),
        ("<p id=t style='font-weight: lighter'>p</p>", "font-weight", "100"),
    ],
)
@sampled()
def test_presentational_default(body: str, name: str, expected: str) -> None:
    document = DOMParser().parseFromString(body, "text/html")
    element = document.getElementById("t")
    assert getComputedStyle(element).getPropertyValue(name) == expected
