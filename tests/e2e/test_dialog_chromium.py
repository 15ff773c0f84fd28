"""End to end: the dialog scenario recorded in ``tests/html/test_dialog.py`` (``CHROMIUM_156``)
is still what Debian's Chromium logs, but for the two events whose order is a race in Chromium
(``TOGGLE_CLOSE_RACES``: either order is Chromium's)."""

from __future__ import annotations

import pytest

from oracles.chromium import evaluate
from tests.html.test_dialog import CHROMIUM_156, JS_SCENARIO, MARKUP, TOGGLE_CLOSE_RACES

pytestmark = pytest.mark.needs_subprocess


def _run() -> list[str]:
    found: list[str] = evaluate(JS_SCENARIO, MARKUP)
    for first, second in TOGGLE_CLOSE_RACES:
        if found[first : second + 1] == CHROMIUM_156[first : second + 1][::-1]:
            found[first], found[second] = found[second], found[first]  # (the other order)
    return found


def test_the_recorded_scenario_is_chromiums() -> None:
    # On a loaded machine Chromium's queued close event can also come after the scenario's
    # 10 ms timer (its task queues race: TOGGLE_CLOSE_RACES): up to ten runs, until one
    # matches (three all lost the race in a CI rehearsal with both cores busy).
    runs = []
    for _ in range(10):
        runs.append(_run())
        if runs[-1] == CHROMIUM_156:
            break
    assert CHROMIUM_156 in runs, runs[0]
