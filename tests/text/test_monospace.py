"""Chromium's monospace font size: an element whose ``font-family`` is the generic
``monospace`` alone has Chromium's default fixed font size (13px) where a keyword decides its
size (``medium`` initially: ``code``, ``pre``, ``kbd``...), the keyword table's size for it
(``small`` 12px, ``large`` 16px...), and a size relative to a keyword's (``em``, ``%``,
``smaller``) scaled by 13/16 where the family changes to it (16/13 back); absolute sizes
(``px``, ``rem``, and relative ones of those) stay. No specification says so (CSS Fonts 4
leaves the keywords' sizes to the user agent); the rows are Chromium 156's answers, asked
through Playwright for these bodies (``getComputedStyle(#t)``'s ``font-size`` and
``margin-top``)."""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi.html import DOMParser, getComputedStyle


@pytest.mark.parametrize(
    ("body", "font_size", "margin_top"),
    [
        ("<code id=t>x</code>", "13px", "0px"),
        ("<div style='font-size:20px'><code id=t>x</code></div>", "20px", "0px"),
        ("<h1><code id=t>x</code></h1>", "26px", "0px"),
        ("<code style='font-size:2em' id=t>x</code>", "26px", "0px"),
        (
            "<div style='font-size:20px'><code style='font-size:1em' id=t>x</code></div>",
            "20px",
            "0px",
        ),
        ("<code style='font-size:100%' id=t>x</code>", "13px", "0px"),
        ("<code style='font-size:10px' id=t>x</code>", "10px", "0px"),
        ("<code><span style='font-family:serif' id=t>x</span></code>", "16px", "0px"),
        (
            "<code style='font-size:20px'><span style='font-family:serif' id=t>x</span></code>",
            "20px",
            "0px",
        ),
        ("<div style='font-family:monospace, serif' id=t>x</div>", "16px", "0px"),
        ("<div style='font-family:serif, monospace' id=t>x</div>", "16px", "0px"),
        ("<div style='font-family:\"monospace\"' id=t>x</div>", "16px", "0px"),
        ("<div style='font-family:Courier' id=t>x</div>", "16px", "0px"),
        ("<div style='font-family:ui-monospace' id=t>x</div>", "16px", "0px"),
        ("<code><code id=t>x</code></code>", "13px", "0px"),
        ("<pre id=t>x</pre>", "13px", "13px"),
        ("<code style='font-size:smaller' id=t>x</code>", "10.8333px", "0px"),
        ("<code style='font-size:larger' id=t>x</code>", "15.6px", "0px"),
        ("<small><code id=t>x</code></small>", "10.8333px", "0px"),
        ("<code style='font-size:1rem' id=t>x</code>", "16px", "0px"),
        ("<div style='font-family: monospace; font-size: inherit' id=t>x</div>", "13px", "0px"),
        (
            "<div style='font-size:20px'>"
            "<div style='font-family: monospace; font-size: inherit' id=t>x</div></div>",
            "20px",
            "0px",
        ),
        ("<code><p id=t>x</p></code>", "13px", "13px"),
        ("<tt><span style='font-family:sans-serif'><code id=t>x</code></span></tt>", "13px", "0px"),
        ("<code style='line-height: 2em' id=t>x</code>", "13px", "0px"),
        ("<code style='margin-top: 1em' id=t>x</code>", "13px", "13px"),
        ("<code style='font-size:xx-small' id=t>x</code>", "9px", "0px"),
        ("<code style='font-size:x-small' id=t>x</code>", "10px", "0px"),
        ("<code style='font-size:small' id=t>x</code>", "12px", "0px"),
        ("<code style='font-size:medium' id=t>x</code>", "13px", "0px"),
        ("<code style='font-size:large' id=t>x</code>", "16px", "0px"),
        ("<code style='font-size:x-large' id=t>x</code>", "20px", "0px"),
        ("<code style='font-size:xx-large' id=t>x</code>", "26px", "0px"),
        ("<code style='font-size:xxx-large' id=t>x</code>", "39px", "0px"),
        ("<span style='font-size:xx-small' id=t>x</span>", "9px", "0px"),
        ("<span style='font-size:x-small' id=t>x</span>", "10px", "0px"),
        ("<span style='font-size:small' id=t>x</span>", "13px", "0px"),
        ("<span style='font-size:medium' id=t>x</span>", "16px", "0px"),
        ("<span style='font-size:large' id=t>x</span>", "18px", "0px"),
        ("<span style='font-size:x-large' id=t>x</span>", "24px", "0px"),
        ("<span style='font-size:xx-large' id=t>x</span>", "32px", "0px"),
        ("<span style='font-size:xxx-large' id=t>x</span>", "48px", "0px"),
        (
            "<code><span style='font-family:serif; font-size:2em' id=t>x</span></code>",
            "32px",
            "0px",
        ),
        (
            "<code style='font-size:2em'><span style='font-family:serif' id=t>x</span></code>",
            "32px",
            "0px",
        ),
        ("<code style='font-family:initial' id=t>x</code>", "16px", "0px"),
        ("<div style='font-size:small'><code id=t>x</code></div>", "12px", "0px"),
        ("<code style='font-size:initial' id=t>x</code>", "13px", "0px"),
        (
            "<code style='font-size:small'>"
            "<span style='font-size:150%; font-family:serif' id=t>x</span></code>",
            "22.1538px",
            "0px",
        ),
        ("<h2><code id=t>x</code></h2>", "19.5px", "0px"),
        ("<sub><code id=t>x</code></sub>", "10.8333px", "0px"),
        ("<code><b style='font-size:larger' id=t>x</b></code>", "15.6px", "0px"),
    ],
)
@sampled()
def test_font_size_as_chromium(body: str, font_size: str, margin_top: str) -> None:
    document = DOMParser().parseFromString("<!doctype html><body>" + body, "text/html")
    style = getComputedStyle(document.getElementById("t"))
    assert (style.fontSize, style.marginTop) == (font_size, margin_top)
