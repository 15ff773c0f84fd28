"""The generated differential's answers (:mod:`tests.text._generated`): Chromium's and webapi's
``body.innerText`` and the computed :data:`~tests.text._generated.PROPERTIES` of every element
of the body with an id. ``python -m tests.text._generated_chromium`` records Chromium's
answers for the default sample (:data:`SEED`, :data:`COUNT`) in
``_chromium_generated.json``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.text._generated import PROPERTIES, generate

__all__ = ["COUNT", "DATA", "SEED", "chromium_answers", "webapi_answer"]

SEED = 53
COUNT = 400
DATA = Path(__file__).with_name("_chromium_generated.json")

_SCRIPT = """(properties) => {
  const styles = [];
  for (const element of document.body.querySelectorAll('[id]')) {
    const computed = getComputedStyle(element);
    styles.push([element.id, ...properties.map((name) => computed.getPropertyValue(name))]);
  }
  return [document.body.innerText, styles];
}"""


def chromium_answers(pages: list[str]) -> list[Any]:
    """Chromium's answer for each page (one browser, one page)."""
    from oracles.chromium import browser

    answers = []
    with browser() as launched:
        page = launched.new_page(viewport={"width": 800, "height": 600})
        for html in pages:
            page.set_content(html)
            answers.append(page.evaluate(_SCRIPT, list(PROPERTIES)))
    return answers


def webapi_answer(html: str) -> list[Any]:
    """webapi's answer for one page, in the shape of Chromium's."""
    from webapi.html import document_from_response, getComputedStyle

    document: Any = document_from_response(
        html.encode("utf-8"), "about:blank", "text/html; charset=utf-8"
    )
    styles = []
    for element in document.body.querySelectorAll("[id]"):
        computed = getComputedStyle(element)
        styles.append([element.id, *(computed.getPropertyValue(name) for name in PROPERTIES)])
    return [document.body.innerText, styles]


if __name__ == "__main__":
    recorded = chromium_answers(generate(SEED, COUNT))
    DATA.write_text(json.dumps(recorded, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {DATA}")


#: The ways webapi knowingly departs from Chromium on generated pages, each with a test that
#: says whether a page is of it (docs/text.md, "Departures"). A page that differs and is of
#: none is a failure.
def departure_class(html: str, chromium: list[Any], webapi: list[Any]) -> str | None:
    """The name of the departure class of a page whose answers differ, else None."""
    from webapi.html import document_from_response, getComputedStyle

    document: Any = document_from_response(
        html.encode("utf-8"), "about:blank", "text/html; charset=utf-8"
    )
    if chromium[1] == webapi[1] and chromium[0].lower() == webapi[0].lower():
        for element in document.querySelectorAll("*"):
            if getComputedStyle(element).textTransform == "capitalize":
                return "capitalize: the text before a word, across blocks inside inlines"
    proper = {
        "table-cell": ("table-row",),
        "table-row": ("table", "inline-table", *_GROUPS),
        **{group: ("table", "inline-table") for group in _GROUPS},
    }
    for element in document.body.querySelectorAll("*"):
        display = getComputedStyle(element).display
        if display in proper:
            parent = element.parentElement
            while parent is not None and getComputedStyle(parent).display == "contents":
                parent = parent.parentElement
            if parent is None or getComputedStyle(parent).display not in proper[display]:
                return "anonymous table boxes (a cell or row outside a table)"
    if "<wbr>" in html and chromium[0].replace(" ", "") == webapi[0].replace(" ", ""):
        return "a collapsible space after <wbr>"
    return None


_GROUPS = ("table-row-group", "table-header-group", "table-footer-group")
