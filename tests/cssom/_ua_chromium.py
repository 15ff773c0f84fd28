"""Chromium 156's ``getComputedStyle`` of every HTML element (and a few nested cases) over the
presentational properties the user agent style sheet sets (webapi/html/rendering/_rendering.py), the
witness of ``test_ua_chromium.py``. ``python -m tests.cssom._ua_chromium`` asks Chromium
(Playwright, ``oracles/chromium.py``) and writes ``_ua_chromium.json``;
``python -m tests.cssom._ua_chromium --compare`` counts webapi's answers equal to it and names
each difference."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from tests import _stored_answers as stored_answers

__all__ = [
    "COMPUTED_STYLES_SCRIPT",
    "DATA",
    "PAGE",
    "PROPERTIES",
    "ask_chromium",
    "computed_styles",
    "differences",
    "load",
    "webapi_answers",
]

DATA = Path(__file__).with_name("_ua_chromium.json")

#: The properties the user agent sheet's presentational rules set.
PROPERTIES = (
    "color",
    "background-color",
    "font-weight",
    "font-style",
    "font-size",
    "font-family",
    "text-decoration-line",
    "text-decoration-style",
    "margin-top",
    "margin-right",
    "margin-bottom",
    "margin-left",
    "padding-top",
    "padding-right",
    "padding-bottom",
    "padding-left",
    "border-top-style",
    "border-top-width",
    "border-top-color",
    "border-left-style",
    "border-left-width",
    "border-left-color",
    "cursor",
    "unicode-bidi",
    "direction",
    "list-style-type",
    "vertical-align",
    "line-height",
    "text-align",
    "-webkit-border-horizontal-spacing",
    "-webkit-border-vertical-spacing",
    "border-collapse",
    "box-sizing",
    "position",
    "overflow-x",
)

#: Every element of the HTML Standard's index (void ones empty), in a body.
_ELEMENTS = [
    "a",
    "abbr",
    "acronym",
    "address",
    "article",
    "aside",
    "audio",
    "b",
    "bdi",
    "bdo",
    "big",
    "blockquote",
    "button",
    "canvas",
    "caption",
    "center",
    "cite",
    "code",
    "data",
    "datalist",
    "dd",
    "del",
    "details",
    "dfn",
    "dialog",
    "dir",
    "div",
    "dl",
    "dt",
    "em",
    "fieldset",
    "figcaption",
    "figure",
    "font",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hgroup",
    "i",
    "iframe",
    "ins",
    "kbd",
    "label",
    "legend",
    "li",
    "listing",
    "main",
    "map",
    "mark",
    "marquee",
    "menu",
    "meter",
    "nav",
    "nobr",
    "noscript",
    "object",
    "ol",
    "optgroup",
    "option",
    "output",
    "p",
    "picture",
    "pre",
    "progress",
    "q",
    "rp",
    "rt",
    "ruby",
    "s",
    "samp",
    "search",
    "section",
    "select",
    "small",
    "span",
    "strike",
    "strong",
    "sub",
    "summary",
    "sup",
    "table",
    "tbody",
    "td",
    "textarea",
    "tfoot",
    "th",
    "thead",
    "time",
    "tr",
    "tt",
    "u",
    "ul",
    "var",
    "video",
    "xmp",
]
_VOID = ["area", "br", "col", "embed", "hr", "img", "input", "wbr"]
_TABLE = {"caption", "tbody", "td", "tfoot", "th", "thead", "tr"}


def _page() -> str:
    parts = []
    for name in _ELEMENTS:
        if name in _TABLE:
            continue
        inner = "x" if name not in ("select", "datalist") else "<option>o</option>"
        parts.append(f"<{name} id=e-{name}>{inner}</{name}>")
    for name in _VOID:
        if name != "col":
            parts.append(f"<{name} id=e-{name}>")
    parts.append(
        "<table id=t-table><caption id=e-caption>c</caption><colgroup><col id=e-col>"
        "</colgroup><thead id=e-thead><tr id=e-tr><th id=e-th>h</th></tr></thead>"
        "<tbody id=e-tbody><tr><td id=e-td>d</td></tr></tbody><tfoot id=e-tfoot><tr><td>f"
        "</td></tr></tfoot></table>"
    )
    # nested and stateful cases
    parts.append(
        "<a id=n-link href=/x>link</a><a id=n-link-visited href=about:blank>v</a>"
        "<area id=n-area href=/x><section><h1 id=n-h1-section>s</h1></section>"
        "<article><h1 id=n-h1-article>a</h1></article><aside><nav><section>"
        "<h1 id=n-h1-deep>d</h1></section></nav></aside><hgroup><h1 id=n-h1-hgroup>h</h1>"
        "</hgroup><dialog id=n-dialog-open open>d</dialog><ul><li><ul id=n-ul-ul><li><ol>"
        "<li><ul id=n-ul-3>x</ul></ol></ul></ul><ol><li><dl id=n-dl-ol>x</dl></ol>"
        "<b><b id=n-b-b>x</b></b><h1><b id=n-b-h1>x</b></h1><h2><small id=n-small-h2>x</small>"
        "</h2><p dir=rtl id=n-p-rtl>r</p><span dir=ltr id=n-span-ltr>l</span>"
        "<bdo dir=rtl id=n-bdo-rtl>b</bdo><abbr title=t id=n-abbr-title>a</abbr>"
        "<input id=n-text type=text><input id=n-checkbox type=checkbox>"
        "<input id=n-radio type=radio><input id=n-submit type=submit>"
        "<input id=n-button type=button value=b><input id=n-range type=range>"
        "<input id=n-color type=color><input id=n-file type=file>"
        "<input id=n-search type=search><input id=n-number type=number>"
        "<input id=n-disabled disabled><button id=n-button-disabled disabled>b</button>"
        "<select id=n-select-multiple multiple><option id=n-option>o</option>"
        "<optgroup id=n-optgroup label=g><option>p</option></optgroup></select>"
        "<fieldset><legend id=n-legend>l</legend></fieldset>"
        "<details open><summary id=n-summary>s</summary>d</details>"
        "<table border=1><tr><td id=n-td-border>x</td></tr></table>"
        "<font color=red id=n-font-color>f</font><center><p id=n-p-center>c</p></center>"
    )
    return (
        "<!DOCTYPE html><html><head><meta charset=utf-8><title>t</title></head><body>"
        + "".join(parts)
        + "</body></html>"
    )


PAGE = _page()

#: A page function: the computed values of ``properties`` of each element with an ``id``.
COMPUTED_STYLES_SCRIPT = """(properties) => {
  const out = {};
  for (const element of document.querySelectorAll('[id]')) {
    const computed = getComputedStyle(element);
    const style = {};
    for (const name of properties) style[name] = computed.getPropertyValue(name);
    out[element.id] = style;
  }
  return out;
}"""


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers (one page, 800x600)."""
    from oracles.chromium import browser

    with browser() as launched:
        page = launched.new_page(viewport={"width": 800, "height": 600})
        page.set_content(PAGE)
        elements = page.evaluate(COMPUTED_STYLES_SCRIPT, list(PROPERTIES))
        version = launched.version
    return {"chromium": version, "elements": elements}


def webapi_answers() -> dict[str, dict[str, str]]:
    """webapi's answers in the shape of Chromium's."""
    from webapi.html import document_from_response

    document: Any = document_from_response(
        PAGE.encode("utf-8"), "about:blank", "text/html; charset=utf-8"
    )
    return computed_styles(document, PROPERTIES)


def computed_styles(document: Any, properties: Iterable[str]) -> dict[str, dict[str, str]]:
    """What :data:`COMPUTED_STYLES_SCRIPT` gives in Chromium, read of a webapi document:
    the computed values of ``properties`` of each element with an ``id``, by id."""
    from webapi.html import getComputedStyle

    out = {}
    for element in document.querySelectorAll("[id]"):
        computed = getComputedStyle(element)
        out[element.id] = {name: computed.getPropertyValue(name) for name in properties}
    return out


def load() -> dict[str, Any]:
    """The recorded answers."""
    return stored_answers.load(DATA)


def differences() -> tuple[int, list[tuple[str, str, str, str]]]:
    """How many (element, property) answers equal Chromium's, and the others (element,
    property, webapi's, Chromium's)."""
    chromium = load()["elements"]
    ours = webapi_answers()
    equal = 0
    other = []
    for element, style in chromium.items():
        for name, value in style.items():
            mine = ours.get(element, {}).get(name)
            if mine == value:
                equal += 1
            else:
                other.append((element, name, str(mine), value))
    return equal, other


if __name__ == "__main__":
    if "--compare" in sys.argv:
        equal, other = differences()
        for row in other:
            print(*row, sep="\t")
        print(f"{equal} equal, {len(other)} different")
    else:
        DATA.write_text(
            json.dumps(ask_chromium(), ensure_ascii=False, indent=1, sort_keys=True) + "\n",
            encoding="utf-8",
        )
        print(f"wrote {DATA}")
