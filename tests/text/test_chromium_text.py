"""webapi's ``body.innerText``, each ``[id]`` element's ``innerText`` and ``getComputedStyle``
answers (and its ``::before``/``::after``'s) on the page-like bodies of ``_pages.py``, equal to
what Chromium 156 answered (``_chromium_text.json``); the slow tier asks Chromium again."""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from tests.text._chromium_text import ask_chromium, load, webapi_answers
from tests.text._pages import PAGES

_RECORDED = load()


def _differences(want: dict[str, Any], got: dict[str, Any]) -> list[str]:
    found = []
    if got["body"] != want["body"]:
        found.append(f"body.innerText: chromium {want['body']!r}, webapi {got['body']!r}")
    for key, expected in want["elements"].items():
        mine = got["elements"][key]
        if mine["innerText"] != expected["innerText"]:
            found.append(f"#{key}.innerText: {expected['innerText']!r} != {mine['innerText']!r}")
        for part in ("style", "before", "after"):
            for name, value in expected[part].items():
                if mine[part][name] != value:
                    found.append(f"#{key} {part} {name}: {value!r} != {mine[part][name]!r}")
    return found


def test_at_least_forty_pages() -> None:
    assert len(PAGES) >= 40
    assert set(_RECORDED["pages"]) == set(PAGES)


@pytest.mark.parametrize("name", sorted(PAGES))
@sampled()
def test_page_equals_chromium(name: str) -> None:
    assert _differences(_RECORDED["pages"][name], webapi_answers(PAGES[name])) == []


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_recorded_answers_are_chromiums() -> None:
    """Chromium asked again gives the recorded answers (the file is not stale)."""
    fresh = ask_chromium()
    assert fresh["pages"] == _RECORDED["pages"]
