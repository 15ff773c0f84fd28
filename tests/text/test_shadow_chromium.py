"""Shadow trees in selectors, the cascade and ``innerText``: on the pages of
:mod:`tests.text._shadow_pages`, each ``[id]`` element's (in the document and in every shadow
tree) ``matches()`` answers, computed styles and ``innerText``, ``body.innerText`` and each
shadow root's ``querySelectorAll`` counts equal what Chromium 156 answered
(``_shadow_chromium.json``), but for the named :data:`DEPARTURES` (each with its witness test);
the slow tier asks Chromium again."""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from tests.text._shadow_chromium import ask_chromium, load
from tests.text._shadow_pages import PAGES, build, webapi_answers

_RECORDED = load()

#: Chromium 156's answers webapi does not give, by name: the reason, and the (page, shadow
#: root's index, selector) queries it covers.
DEPARTURES: dict[str, tuple[str, set[tuple[str, int, str]]]] = {
    "shadow-root-query-universal-ancestor": (
        "shadowRoot.querySelectorAll('* p') in Chromium 156 finds the shadow tree's "
        "top-level p elements too, as if '*' matched the featureless host above them; the "
        "same elements' matches('* p') is false and a '* p' rule in the shadow tree does not "
        "style them. webapi answers the query as matches() and the cascade do "
        "(https://drafts.csswg.org/css-scoping-1/#host-element-in-tree: only :host matches the "
        "host)",
        {
            ("outer-sheets-stay-out", 0, "* i"),
            ("host-in-shadow-combinators", 0, "* p"),
        },
    ),
}


def _differences(name: str, want: dict[str, Any], got: dict[str, Any]) -> list[str]:
    found = []
    if got["body"] != want["body"]:
        found.append(f"body.innerText: chromium {want['body']!r}, webapi {got['body']!r}")
    assert set(got["elements"]) == set(want["elements"])
    for key, expected in want["elements"].items():
        mine = got["elements"][key]
        if mine["innerText"] != expected["innerText"]:
            found.append(f"#{key}.innerText: {expected['innerText']!r} != {mine['innerText']!r}")
        for part in ("style", "matches"):
            for item, value in expected[part].items():
                if mine[part][item] != value:
                    found.append(f"#{key} {part} {item}: {value!r} != {mine[part][item]!r}")
    departures = set().union(*(cases for _, cases in DEPARTURES.values()))
    selectors = PAGES[name][2]
    for index, (expected_counts, counts) in enumerate(
        zip(want["queries"], got["queries"], strict=True)
    ):
        for selector, value, mine in zip(selectors, expected_counts, counts, strict=True):
            if value != mine and (name, index, selector) not in departures:
                found.append(
                    f"shadow root {index} querySelectorAll({selector!r}): {value} != {mine}"
                )
    return found


def test_pages_recorded() -> None:
    assert set(_RECORDED["pages"]) == set(PAGES)


@pytest.mark.parametrize("name", sorted(PAGES))
@sampled()
def test_page_equals_chromium(name: str) -> None:
    assert _differences(name, _RECORDED["pages"][name], webapi_answers(PAGES[name])) == []


def test_departure_shadow_root_query_universal_ancestor() -> None:
    """The witness: Chromium counted the top-level elements, webapi counts as matches()."""
    for name, index, selector in DEPARTURES["shadow-root-query-universal-ancestor"][1]:
        page = PAGES[name]
        position = page[2].index(selector)
        chromium = _RECORDED["pages"][name]["queries"][index][position]
        _, roots = build(page)
        shadow = roots[index + 1]
        found = shadow.querySelectorAll(selector)
        assert len(found) < chromium
        assert all(element.matches(selector) for element in found)
        top_level = [e for e in shadow.children if e.matches(selector.split()[-1])]
        assert top_level and not any(e.matches(selector) for e in top_level)


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_recorded_answers_are_chromiums() -> None:
    """Chromium asked again gives the recorded answers (the file is not stale)."""
    fresh = ask_chromium()
    assert fresh["pages"] == _RECORDED["pages"]
