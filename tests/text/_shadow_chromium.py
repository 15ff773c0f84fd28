"""Asking Chromium what webapi's answers on the shadow tree pages of
:mod:`tests.text._shadow_pages` are compared with: ``python -m tests.text._shadow_chromium``
writes ``_shadow_chromium.json``; the slow test asks again and compares with the file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests import _stored_answers as stored_answers
from tests.text._shadow_pages import PAGES, SCRIPT

__all__ = ["DATA", "ask_chromium", "load"]

DATA = Path(__file__).with_name("_shadow_chromium.json")


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers for every page (one browser, a fresh page each)."""
    from oracles.chromium import browser

    answers: dict[str, Any] = {}
    with browser() as launched:
        for name, page in PAGES.items():
            tab = launched.new_page(viewport={"width": 800, "height": 600})
            tab.set_content("<!doctype html><html><head></head><body></body></html>")
            answers[name] = tab.evaluate(SCRIPT, list(page))
            tab.close()
        version = launched.version
    return {"chromium": version, "pages": answers}


def load() -> dict[str, Any]:
    """The recorded answers."""
    return stored_answers.load(DATA)


if __name__ == "__main__":
    stored_answers.record(DATA, ask_chromium(), sort_keys=True)
