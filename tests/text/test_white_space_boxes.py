"""White space where a run of text meets a box, as Chromium 156 gives it in ``body.innerText``
(the answers below were Chromium's; the slow tier asks it again): the anonymous flex and
grid items around runs of text, the boxes Chromium makes for Text nodes of white space alone,
floated and absolutely positioned replaced elements, ``<br>`` where spaces are preserved, and
the segment breaks removed after a break opportunity (a ``wbr``, preserved spaces that wrap at
a line's start)."""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from webapi.html import document_from_response

#: (name, the body's markup, Chromium 156's ``body.innerText``).
CASES = [
    # a run of text directly in a flex or grid container is an anonymous item: a block of its
    # own, whose collapsible spaces at either end go
    ("flex item after text", "<div style='display:flex'>a <b>x</b> c</div>", "a\nx\nc"),
    (
        "float does not apply to a flex item",
        "<div style='display:flex'>a <span style='float:left'>Z</span> b</div>",
        "a\nZ\nb",
    ),
    (
        "a float beside text in a block",
        "<div>a <span style='float:left'>Z</span> b</div>",
        "a \nZ\nb",
    ),
    (
        "absolutely positioned child ends the run",
        "<div style='display:flex'>a <span style='position:absolute'>Z</span> b</div>",
        "a\nZ\nb",
    ),
    (
        "grid item floated",
        "<div style='display:grid'> beta <p style='float:left'>x</p>y</div>",
        "beta\n\nx\n\ny",
    ),
    (
        "a button's flex items",
        "<button style='display:flex'>a <b>x</b> c</button>",
        "a\nx\nc",
    ),
    ("an svg flex item", "<div style='display:flex'>a <svg></svg> c</div>", "a\nc"),
    ("a block svg", "<div>a <svg style='display:block'><text>t</text></svg> c</div>", "a\nt\nc"),
    ("a floated svg", "<div>a <svg style='float:left'><text>t</text></svg> c</div>", "a \nt\nc"),
    ("an inline svg", "<div>a <svg><text>t</text></svg> c</div>", "a \nt\n c"),
    # white space alone in a flex or grid container: a box only after text of the same run
    (
        "preserved spaces after text and an out-of-flow box",
        "<div style='display:flex;white-space:pre'>a<b style='position:absolute'></b>  </div>",
        "a\n  ",
    ),
    (
        "preserved spaces after an in-flow item",
        "<div style='display:flex;white-space:pre'>a<b style='display:block'></b>  </div>",
        "a",
    ),
    (
        "preserved spaces after a comment",
        "<div style='display:flex;white-space:pre'>a<!-- -->  </div>",
        "a  ",
    ),
    (
        "preserved spaces after a br",
        "<div style='display:grid;white-space:pre'><br>  <br></div>",
        "\n  \n",
    ),
    (
        "preserved spaces after a wbr",
        "<div style='display:flex;white-space:pre'><wbr>  </div>",
        "  ",
    ),
    (
        "spaces between display: contents children's text",
        "<div style='display:grid;white-space:pre'><b style='display:contents'>x</b>  "
        "<i style='display:contents'>y</i></div>",
        "x  y",
    ),
    (
        "spaces alone in a display: contents child",
        "<div style='display:grid;white-space:pre'><p></p><b style='display:contents'>  "
        "<p>x</p>y</b>z</div>",
        "x\n\nyz",
    ),
    (
        "a details element's content is in its slot's block",
        "<details open style='display:flex;white-space:pre-wrap'><summary>s</summary>  </details>",
        "s\n  ",
    ),
    # replaced elements out of flow add their line break without ending the line
    ("floated image", "<div>a <img style='float:left'> b</div>", "a \nb"),
    (
        "absolutely positioned input",
        "<div> beta <input style='position:absolute'>x</div>",
        "beta \nx",
    ),
    ("image as a block", "<div>a <img style='display:block'> b</div>", "a\nb"),
    # a br where spaces are preserved keeps the collapsible space before it
    ("br in pre", "x <span style='white-space:pre'><br></span>y", "x \ny"),
    ("br in pre-wrap", "x <span style='white-space:pre-wrap'><br></span>y", "x \ny"),
    ("br in pre-line", "x <span style='white-space:pre-line'><br></span>y", "x\ny"),
    ("br in normal", "x <br>y", "x\ny"),
    ("hidden br in pre", "x <b style='visibility:hidden;white-space:pre'><br></b>y", "x y"),
    # a Text node of collapsible white space after text ending in white space has no box
    (
        "collapsible spaces after preserved ones",
        "<div style='white-space:pre'>a <b style='white-space:normal;display:contents'>  "
        "</b>b</div>",
        "a b",
    ),
    (
        "collapsible spaces after a preserved tab",
        "<div style='white-space:pre'>a&#9;<b style='white-space:normal;display:contents'>  "
        "</b>b</div>",
        "a\tb",
    ),
    (
        "collapsible spaces after an inline",
        "<div style='white-space:pre'><i>a </i><b style='white-space:normal;display:contents'>"
        "  </b>b</div>",
        "a  b",
    ),
    # a segment break after a break opportunity is removed
    ("wbr then a segment break", "a<wbr>&#10;b", "ab"),
    ("wbr then a space", "a<wbr> b", "a b"),
    ("wbr, a space, a segment break", "a<wbr> <i></i>&#10;b", "ab"),
    ("a space, wbr, a segment break", "a <wbr>&#10;b", "a b"),
    ("wbr, a word, a segment break", "a<wbr> x&#10;b", "a x b"),
    (
        "preserved spaces that wrap at a line's start",
        "<span style='white-space:pre-wrap'>  </span>&#10; b",
        "  b",
    ),
    (
        "preserved spaces that do not wrap",
        "<span style='white-space:pre'>  </span>&#10; b",
        "   b",
    ),
    (
        "preserved spaces after text",
        "<span style='white-space:pre-wrap'>a  </span>&#10;b",
        "a   b",
    ),
    ("preserved spaces then a space", "<span style='white-space:pre-wrap'>  </span> b", "   b"),
    (
        "preserved spaces after a preserved line feed",
        "<div style='white-space:pre-wrap'>x&#10;  <span style='white-space:normal'>&#10;b"
        "</span></div>",
        "x\n  b",
    ),
]


def _body(markup: str) -> str:
    return "<!DOCTYPE html><html><head><meta charset=utf-8></head><body>" + markup


def _inner_text(markup: str) -> str:
    document: Any = document_from_response(
        _body(markup).encode("utf-8"), "about:blank", "text/html; charset=utf-8"
    )
    return str(document.body.innerText)


@pytest.mark.parametrize(
    ("markup", "chromium"), [case[1:] for case in CASES], ids=[case[0] for case in CASES]
)
@sampled()
def test_white_space_as_chromium(markup: str, chromium: str) -> None:
    assert _inner_text(markup) == chromium


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_the_answers_are_chromiums() -> None:
    """Chromium asked again gives the answers above."""
    from oracles.chromium import browser

    answers = []
    with browser() as launched:
        page = launched.new_page(viewport={"width": 800, "height": 600})
        for _, markup, _ in CASES:
            page.set_content(_body(markup))
            answers.append(page.evaluate("() => document.body.innerText"))
    assert answers == [chromium for _, _, chromium in CASES]
