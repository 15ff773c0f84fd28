"""Asking Chromium what webapi's ``innerText`` and ``getComputedStyle`` are compared with: each
page of :mod:`tests.text._pages` loaded in headless Chromium (``oracles/chromium.py``), then
``document.body.innerText`` and, for each element with an ``id``, its ``innerText`` and the
computed values of :data:`~tests.text._pages.PROPERTIES` for it and its ``::before`` and
``::after``. ``python -m tests.text._chromium_text`` writes ``_chromium_text.json``; the slow
test asks again and compares with the file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests import _stored_answers as stored_answers
from tests.text._pages import PAGES, PROPERTIES

__all__ = ["DATA", "ask_chromium", "load", "webapi_answers"]

DATA = Path(__file__).with_name("_chromium_text.json")

_SCRIPT = """(properties) => {
  const style = (element, pseudo) => {
    const computed = getComputedStyle(element, pseudo);
    const out = {};
    for (const name of properties) out[name] = computed.getPropertyValue(name);
    return out;
  };
  const elements = {};
  for (const element of document.querySelectorAll('[id]')) {
    elements[element.id] = {
      innerText: element.innerText,
      style: style(element, null),
      before: style(element, '::before'),
      after: style(element, '::after'),
    };
  }
  return {body: document.body.innerText, elements};
}"""


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers for every page (one browser, one page each)."""
    from oracles.chromium import browser

    answers: dict[str, Any] = {}
    with browser() as launched:
        page = launched.new_page(viewport={"width": 800, "height": 600})
        for name, html in PAGES.items():
            page.set_content(html)
            answers[name] = page.evaluate(_SCRIPT, list(PROPERTIES))
        version = launched.version
    return {"chromium": version, "pages": answers}


def webapi_answers(html: str) -> dict[str, Any]:
    """webapi's answers for one page, in the shape of Chromium's."""
    from webapi.html import document_from_response, getComputedStyle

    document: Any = document_from_response(
        html.encode("utf-8"), "about:blank", "text/html; charset=utf-8"
    )

    def style(element: Any, pseudo: str | None) -> dict[str, str]:
        computed = getComputedStyle(element, pseudo)
        return {name: computed.getPropertyValue(name) for name in PROPERTIES}

    elements = {}
    for element in document.querySelectorAll("[id]"):
        elements[element.id] = {
            "innerText": getattr(element, "innerText", None),
            "style": style(element, None),
            "before": style(element, "::before"),
            "after": style(element, "::after"),
        }
    return {"body": document.body.innerText, "elements": elements}


def load() -> dict[str, Any]:
    """The recorded answers."""
    return stored_answers.load(DATA)


if __name__ == "__main__":
    stored_answers.record(DATA, ask_chromium(), sort_keys=True)
