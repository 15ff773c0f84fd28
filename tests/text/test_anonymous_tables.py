"""innerText's tabs and line breaks of table cells and rows whose boxes are in anonymous
tables and rows (https://drafts.csswg.org/css-tables-3/#fixup): a cell outside a `table-row` box
is in an anonymous row of the cells next to it, a row outside a table part in an anonymous table
of the table parts next to it, each ending at the first box that is not one (text, an element
with a box); comments, white space, `display: none` and empty `display: contents` elements have
none. Each answer is Chromium 156's `document.body.innerText` of the markup after
`<!doctype html><body>` (asked through Playwright); webapi wrote a tab after a cell that the
next cell's box did not follow (`ta\\t y b` for `ta y b`), and no line break after a row that
a cell's anonymous row followed (`a\\trb` for `ar\\nb`)."""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi.html import DOMParser

C = "<b style='display:table-cell'>"
R = "<i style='display:table-row'>"
G = "<s style='display:table-row-group'>"
D = "style='display:table-cell'"

CHROMIUM = [
    (f"<span>t{C}a</b> y {C}b</b></span>", "ta y b"),
    (f"<div>t{C}a</b> y {C}b</b></div>", "tayb"),
    (f"<div>{C}a</b><u>y</u>{C}b</b></div>", "ayb"),
    (f"<div>{C}a</b><u style='display:none'>y</u>{C}b</b></div>", "a\tb"),
    (f"<div>{C}a</b>{R}<b>r</b></i>{C}b</b></div>", "ar\nb"),
    (f"<div style='display:table-row'>{C}a</b> y {C}b</b></div>", "a\tyb"),
    (f"<div style='display:table-row'>{C}a</b><u>y</u>{C}b</b></div>", "a\tyb"),
    (f"<div>{C}a</b><!--c-->{C}b</b></div>", "a\tb"),
    (f"<div>{C}a</b><u style='display:contents'>y</u>{C}b</b></div>", "ayb"),
    (f"<div>{C}a</b><u style='display:contents'></u>{C}b</b></div>", "a\tb"),
    (f"<div>{C}a</b><u style='position:absolute'>y</u>{C}b</b></div>", "a\ny\nb"),
    (f"<div>{R}<b>r</b></i> y {R}<b>s</b></i></div>", "rys"),
    (f"<div>{R}<b>r</b></i><!--c--> {R}<b>s</b></i></div>", "r\ns"),
    (f"<div>{R}<b>r</b></i><u>y</u>{R}<b>s</b></i></div>", "rys"),
    (f"<div>{R}<b>r</b></i>{G}{R}<b>s</b></i></s></div>", "r\ns"),
    (f"<div>{R}<b>r</b></i>{G}</s></div>", "r"),
    (f"<div>{R}<b>r</b></i>{G}</s>z</div>", "rz"),
    (f"<span>{R}<b>r</b></i>{C}c</b> z</span>", "r\nc z"),
    (f"<div style='display:table'>{R}<b>r</b></i>{C}c</b></div>", "r\nc"),
    (f"<div style='display:table'>{R}<b>r</b></i> text </div>", "r\ntext"),
    (f"<div style='display:table-row-group'>{R}<b>r</b></i>{C}c</b></div>", "r\nc"),
    (f"<div style='display:table-row-group'>{R}<b>r</b></i><u>u</u></div>", "r\nu"),
    # a details element's summary, then the block of its ::details-content slot
    (f"<div><details {D}><summary {D}>s</summary><code {D}>c</code></details></div>", "s"),
    (
        f"<div><details open {D}><summary {D}>s</summary><code {D}>c</code><code {D}>d</code>"
        "</details></div>",
        "sc\td",
    ),
    (
        f"<div><details {D}><summary {D}>s</summary><code {D}>c</code></details>"
        f"<ul style='display:contents'><li {D}>a</li><li {D}>b</li></ul></div>",
        "s\ta\tb",
    ),
    (
        f"<div {D}><b {D}>x</b><ul style='display:contents'><li {D}>a</li><li {D}>b</li></ul>"
        "</div>",
        "x\ta\tb",
    ),
]


@pytest.mark.parametrize(("markup", "text"), CHROMIUM)
@sampled()
def test_as_chromium(markup: str, text: str) -> None:
    body = DOMParser().parseFromString("<!doctype html><body>" + markup, "text/html").body
    assert body.innerText == text  # type: ignore[union-attr]
