"""MathML elements as Chromium 156 renders them without MathML layout (the answers below were
Chromium's; the slow tier asks it again): MathML Core's user agent rules for ``display``
(``math`` on ``<math>``, ``block math`` on the other MathML elements, table parts, the
``semantics``/``maction`` children not shown), ``math`` computed to flow on elements that are
not MathML elements, a math box's MathML children blockified, ``<math>`` an atomic inline in
``innerText``, and ``text-transform: math-auto`` (``mi``'s single letters in their italic form).

The departure ``mathml-layout-children`` (:func:`test_departure_mathml_layout_children`): text
directly inside a MathML element that is no token element, and HTML elements inside MathML
ones, are laid out by Chromium's MathML layout, which drops some of that text and blockifies
some of those elements; webapi renders them as inline content."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.html import document_from_response, getComputedStyle

#: (name, the body's markup, Chromium 156's ``body.innerText``).
TEXT_CASES = [
    (
        "inline and block math among text",
        "<p>a <math><mi>x</mi><mo>+</mo><mn>1</mn></math> b <math display=block><mrow><mi>y"
        "</mi></mrow><mtable><mtr><mtd>1</mtd><mtd>2</mtd></mtr><mtr><mtd>3</mtd></mtr></mtable>"
        "</math> c <math><semantics><mi>z</mi><annotation>zz</annotation></semantics></math></p>",
        "a \n𝑥\n+\n1\n b\n𝑦\n1\t2\n3\nc \n𝑧",
    ),
    ("mi of one letter", "<math><mi>x</mi></math>", "𝑥"),
    ("mi of one letter between spaces", "<math><mi> x </mi></math>", "x"),
    ("mi of two letters", "<math><mi>xy</mi></math>", "xy"),
    ("mi's letter in a span", "<math><mi><span>x</span></mi></math>", "𝑥"),
    ("mi's letter and a comment", "<math><mi>x<!--c--></mi></math>", "𝑥"),
    ("mathvariant normal", "<math><mi mathvariant=NORMAL>x</mi></math>", "x"),
    ("math-auto on a div", "<div style='text-transform:math-auto'>x</div>", "𝑥"),
    ("math-auto on two letters", "<div style='text-transform:math-auto'>xy</div>", "xy"),
    ("mo keeps its letter", "<math><mo>x</mo></math>", "x"),
    ("h is Planck's constant", "<math><mi>h</mi></math>", "ℎ"),
    ("a digit", "<math><mi>7</mi></math>", "7"),
    ("a letter and a combining accent", "<math><mi>e\u0301</mi></math>", "e\u0301"),
    ("a ligature", "<math><mi>\ufb01</mi></math>", "\ufb01"),
    (
        "Greek letters and symbols",
        "<div>"
        + "".join(f"<math><mi>{c}</mi></math>" for c in "ΑΡΣΩαςωıȷϴ∇∂ϵϑϰϕϱϖϜ\u03a2")
        + "</div>",
        "\n".join("𝛢𝛲𝛴𝛺𝛼𝜍𝜔𝚤𝚥𝛳𝛻𝜕𝜖𝜗𝜘𝜙𝜚𝜛Ϝ\u03a2"),
    ),
]

#: (name, the body's markup, Chromium 156's computed ``display`` of each ``[id]`` element).
DISPLAY_CASES = [
    (
        "MathML elements",
        "<math id=m><mrow id=r><mi id=i>x</mi><mfrac id=f><mn>1</mn><mn>2</mn></mfrac></mrow>"
        "<mtable id=t><mtr id=tr><mtd id=td>1</mtd></mtr></mtable><semantics id=s><mi>y</mi>"
        "<annotation id=an>t</annotation></semantics><mspace id=sp></mspace><span id=sn>h"
        "</span></math><math id=b display=BLOCK></math>",
        "m math,r block math,i block math,f block math,t table,tr table-row,td table-cell,"
        "s block math,an none,sp block math,sn inline,b block math",
    ),
    (
        "math display on other elements",
        "<div id=a style='display:math'>x</div><div id=b style='display:block math'>y</div>"
        "<math id=c style='display:inline'></math><math id=d style='display:block'></math>"
        "<div id=e style='display:inline math'></div><math id=g style='display:inline math'>"
        "</math>",
        "a inline,b block,c inline,d block,e inline,g math",
    ),
]

_DISPLAYS = (
    "() => [...document.querySelectorAll('[id]')]"
    ".map(e => e.id + ' ' + getComputedStyle(e).display).join()"
)


def _body(markup: str) -> str:
    return "<!DOCTYPE html><html><head><meta charset=utf-8></head><body>" + markup


def _document(markup: str) -> Any:
    return document_from_response(
        _body(markup).encode("utf-8"), "about:blank", "text/html; charset=utf-8"
    )


def _displays(markup: str) -> str:
    document = _document(markup)
    return ",".join(
        f"{element.id} {getComputedStyle(element).display}"
        for element in document.querySelectorAll("[id]")
    )


@pytest.mark.parametrize(
    ("markup", "chromium"),
    [case[1:] for case in TEXT_CASES],
    ids=[case[0] for case in TEXT_CASES],
)
def test_inner_text_as_chromium(markup: str, chromium: str) -> None:
    assert _document(markup).body.innerText == chromium


@pytest.mark.parametrize(
    ("markup", "chromium"),
    [case[1:] for case in DISPLAY_CASES],
    ids=[case[0] for case in DISPLAY_CASES],
)
def test_display_as_chromium(markup: str, chromium: str) -> None:
    assert _displays(markup) == chromium


def test_departure_mathml_layout_children() -> None:
    """``mathml-layout-children``: Chromium 156 answers ``"𝑥\\n𝑦"`` (the span blockified) and
    ``"y"`` (the text directly in ``math`` dropped); webapi renders both as inline content."""
    assert _document("<math><mi>x<span>y</span></mi></math>").body.innerText == "𝑥𝑦"
    assert _document("<math>x<span>y</span></math>").body.innerText == "xy"


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_the_answers_are_chromiums() -> None:
    """Chromium asked again gives the answers above (and the departure's)."""
    from oracles.chromium import browser

    with browser() as launched:
        page = launched.new_page(viewport={"width": 800, "height": 600})
        texts = []
        for _, markup, _ in TEXT_CASES:
            page.set_content(_body(markup))
            texts.append(page.evaluate("() => document.body.innerText"))
        displays = []
        for _, markup, _ in DISPLAY_CASES:
            page.set_content(_body(markup))
            displays.append(page.evaluate(_DISPLAYS))
        departures = []
        for markup in ("<math><mi>x<span>y</span></mi></math>", "<math>x<span>y</span></math>"):
            page.set_content(_body(markup))
            departures.append(page.evaluate("() => document.body.innerText"))
    assert texts == [chromium for _, _, chromium in TEXT_CASES]
    assert displays == [chromium for _, _, chromium in DISPLAY_CASES]
    assert departures == ["𝑥\n𝑦", "y"]
