"""End to end: the details scenario recorded in ``tests/html/test_details.py``
(``CHROMIUM_156``) is still what Debian's Chromium logs."""

from __future__ import annotations

import pytest

from oracles.chromium import evaluate
from tests.html.test_details import CHROMIUM_156, JS_SCENARIO, MARKUP

pytestmark = pytest.mark.needs_subprocess


def test_the_recorded_scenario_is_chromiums() -> None:
    # the scenario waits 10 ms for Chromium's queued toggle events: on a loaded machine a run
    # may see one after the timer, so three runs, one must match
    runs = [evaluate(JS_SCENARIO, MARKUP) for _ in range(3)]
    assert CHROMIUM_156 in runs, runs[0]
