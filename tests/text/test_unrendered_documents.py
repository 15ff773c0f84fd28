"""The departure ``rendered-without-a-browsing-context`` (docs/text.md, "Departures from
Chromium 156"; issue #72 item 9): webapi renders every document, so ``innerText`` of a
``DOMParser`` document's element has its line breaks, tabs and hidden content left out, and
``getComputedStyle`` answers computed values there. Chromium 156 renders only a document a
browsing context shows: in a ``DOMParser`` or ``createHTMLDocument`` document no element is
"being rendered", so ``innerText`` is the descendant text content and every computed value
is ``""``. Chromium's answers are recorded here (:data:`CHROMIUM`) and asked again by the
slow test."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.html import DOMParser, open_window

MARKUP = (
    "<style>.ad { display: none } td { padding: 0 }</style>"
    "<p>One <b>two</b></p><div class=ad>Buy!</div>"
    "<table><tr><td>a<td>b</table>"
)

#: Chromium 156's answers in the page's own window: the body's ``innerText`` and the
#: ``display`` of ``.ad`` for a document the window shows (rendered), and for a
#: ``DOMParser`` document of the same markup (not rendered).
CHROMIUM = {
    "shown": ["One two\n\na\tb", "none"],
    "parsed": ["One twoBuy!ab", ""],
}

#: The page script reading both: the shown document's, then a parsed one's.
SCRIPT = """(markup) => {
  const read = (doc) => [doc.body.innerText,
    getComputedStyle(doc.querySelector(".ad")).display];
  const parsed = new DOMParser().parseFromString(markup, "text/html");
  return {shown: read(document), parsed: read(parsed)};
}"""


def _read(window: Any, document: Any) -> list[str]:
    return [
        document.body.innerText,
        window.getComputedStyle(document.querySelector(".ad")).display,
    ]


def test_a_parsed_document_is_rendered_as_a_shown_one() -> None:
    window = open_window(MARKUP.encode(), url="https://a.test/")
    parsed: Any = DOMParser().parseFromString(MARKUP, "text/html")
    assert _read(window, window.document) == CHROMIUM["shown"]
    # the departure: webapi's answer for the parsed document is the shown document's
    assert _read(window, parsed) == CHROMIUM["shown"]
    assert _read(window, parsed) != CHROMIUM["parsed"]
    assert parsed.body.textContent == CHROMIUM["parsed"][0]


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_renders_no_parsed_document() -> None:
    from oracles.chromium import browser, serve_answers

    page = ("<!DOCTYPE html>" + MARKUP).encode()
    with (
        serve_answers(lambda path: (200, page, "text/html; charset=utf-8")) as origin,
        browser() as launched,
    ):
        tab = launched.new_page()
        tab.goto(origin + "/")
        assert tab.evaluate(SCRIPT, MARKUP) == CHROMIUM
