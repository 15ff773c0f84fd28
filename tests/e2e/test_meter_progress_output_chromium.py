"""End to end: the meter, progress and output answers recorded in
``tests/html/test_meter_progress_output.py`` (``CHROMIUM_156_TABLE``, ``CHROMIUM_156_OUTPUT``)
are still what Debian's Chromium answers."""

from __future__ import annotations

import pytest

from oracles.chromium import evaluate
from tests.html.test_meter_progress_output import (
    CHROMIUM_156_OUTPUT,
    CHROMIUM_156_TABLE,
    JS_OUTPUT,
    JS_TABLE,
    OUTPUT_MARKUP,
    table_cases,
)

pytestmark = pytest.mark.needs_subprocess


def test_the_recorded_table_is_chromiums() -> None:
    assert evaluate(JS_TABLE, table_cases()) == CHROMIUM_156_TABLE


def test_the_recorded_output_scenario_is_chromiums() -> None:
    assert evaluate(JS_OUTPUT, OUTPUT_MARKUP) == CHROMIUM_156_OUTPUT
