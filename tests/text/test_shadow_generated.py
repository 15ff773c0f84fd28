"""The generated shadow tree pages of :mod:`tests.text._shadow_generated`: each ``[id]``
element's computed styles and ``innerText`` and ``body.innerText`` equal what Chromium 156
answered (``_shadow_generated_chromium.json.gz``): a fifth of them by default, every one and
Chromium asked again in the slow tier."""

from __future__ import annotations

from typing import Any

import pytest

from tests.text._shadow_generated import COUNT, ask_chromium, load, page
from tests.text._shadow_pages import webapi_answers

_RECORDED = load()


def _differences(want: dict[str, Any], got: dict[str, Any]) -> list[str]:
    found = []
    if got["body"] != want["body"]:
        found.append(f"body.innerText: {want['body']!r} != {got['body']!r}")
    assert set(got["elements"]) == set(want["elements"])
    for key, expected in want["elements"].items():
        mine = got["elements"][key]
        if mine["innerText"] != expected["innerText"]:
            found.append(f"#{key}.innerText: {expected['innerText']!r} != {mine['innerText']!r}")
        for name, value in expected["style"].items():
            if mine["style"][name] != value:
                found.append(f"#{key} {name}: {value!r} != {mine['style'][name]!r}")
    return found


def test_every_page_recorded() -> None:
    assert len(_RECORDED["pages"]) == COUNT


def _failures(seeds: range) -> dict[int, list[str]]:
    failures = {}
    for seed in seeds:
        found = _differences(_RECORDED["pages"][seed], webapi_answers(page(seed)))
        if found:
            failures[seed] = found
    return failures


def test_sample_equals_chromium() -> None:
    """Every fifth page (the default tier's share of the CPU budget)."""
    assert _failures(range(0, COUNT, 5)) == {}


@pytest.mark.slow
def test_every_page_equals_chromium() -> None:
    assert _failures(range(COUNT)) == {}


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_recorded_answers_are_chromiums() -> None:
    """Chromium asked again gives the recorded answers (the file is not stale)."""
    assert ask_chromium()["pages"] == _RECORDED["pages"]
