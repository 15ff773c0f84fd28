"""``Locator.aria_snapshot()`` and ``to_match_aria_snapshot`` against Playwright's own in
Chromium 156 (issue #75 item 3): on the 650 pages of
:func:`~tests.testing._snapshot_playwright.snapshot_pages` (handwritten ones, and pages of the
accessibility generators: forms, lists, tables, headings, landmarks, links, hidden content,
states), webapi's ``page.locator("body").aria_snapshot()`` text beside Playwright's, and on
the first 200 the verdicts (1,118) of ``to_match_aria_snapshot`` for templates derived from
each snapshot (partial, regular-expression names, changed states, order and text,
``/children: equal``), recorded in ``_playwright_snapshots.json.gz``. Every difference is a
named departure (docs/testing.md, "Where Playwright answers otherwise"; witness in
test_aria_snapshot.py):

- ``CssContentAltText``: an element's own ``content: ... / "alternative"`` names it in
  Playwright; webapi's cascade keeps no alternative text in ``content``.

The slow tier compares every page and asks Playwright again."""

from __future__ import annotations

from itertools import islice

import pytest

from tests.testing._snapshot_playwright import (
    TEMPLATED,
    ask,
    ask_matches,
    load,
    snapshot_pages,
    templates,
)
from webapi.html import DOMParser
from webapi.testing._aria_snapshot import aria_tree, render_yaml
from webapi.testing._aria_template import matches, parse_template

#: The pages the default tier compares (the slow tier: all of them).
DEFAULT_PAGES = 150
DEFAULT_TEMPLATED = 40
#: The pages where webapi answers otherwise, with their departure.
DEPARTURES = {44: "CssContentAltText"}


def _body(html: str) -> object:
    return DOMParser().parseFromString(html, "text/html").body


def _snapshot_differences(stop: int | None) -> tuple[int, dict[int, str]]:
    snapshots = load()["snapshots"]
    compared, found = 0, {}
    for index, (html, theirs) in enumerate(
        zip(islice(snapshot_pages(), stop), snapshots, strict=False)
    ):
        compared += 1
        if render_yaml(aria_tree(_body(html))) != theirs:
            found[index] = theirs
    return compared, found


def _verdict_differences(stop: int) -> tuple[int, set[tuple[int, int]]]:
    data = load()
    compared, found = 0, set()
    pages = islice(snapshot_pages(), stop)
    for index, (html, verdicts) in enumerate(zip(pages, data["verdicts"], strict=False)):
        tree = aria_tree(_body(html))
        for number, (template, verdict) in enumerate(
            zip(templates(data["snapshots"][index]), verdicts, strict=True)
        ):
            compared += 1
            if matches(tree, parse_template(template)) != verdict:
                found.add((index, number))
    return compared, found


def test_snapshots_equal_playwrights() -> None:
    compared, found = _snapshot_differences(DEFAULT_PAGES)
    assert compared == DEFAULT_PAGES
    assert set(found) == {k for k in DEPARTURES if k < DEFAULT_PAGES}


def test_template_verdicts_equal_playwrights() -> None:
    compared, found = _verdict_differences(DEFAULT_TEMPLATED)
    assert compared == 230
    assert {index for index, _ in found} <= set(DEPARTURES)


@pytest.mark.slow
def test_snapshots_equal_playwrights_all_pages() -> None:
    """650 pages: 649 snapshots equal, one named departure."""
    compared, found = _snapshot_differences(None)
    assert compared == len(load()["snapshots"]) == 650
    assert set(found) == set(DEPARTURES)


@pytest.mark.slow
def test_template_verdicts_equal_playwrights_all() -> None:
    """1,118 verdicts of 200 pages: equal but for the departure's page."""
    compared, found = _verdict_differences(TEMPLATED)
    assert compared == 1118
    assert found == {(44, 0), (44, 1), (44, 2)}


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_playwright_answers_again() -> None:
    """Playwright's snapshots and verdicts now equal the recorded ones."""
    from oracles.chromium import browser

    data = load()
    with browser() as launched:
        page = launched.new_page()
        for index, (html, recorded) in enumerate(
            zip(snapshot_pages(), data["snapshots"], strict=True)
        ):
            assert ask(page, html) == recorded, index
            if index < TEMPLATED:
                verdicts = [ask_matches(page, t) for t in templates(recorded)]
                assert verdicts == data["verdicts"][index], index
