"""End to end: the answers recorded in ``tests/html/test_input_steps.py`` (``CHROMIUM_156``:
``stepUp``/``stepDown`` and ``valueAsDate``) are still Debian's Chromium's."""

from __future__ import annotations

import pytest

from oracles.chromium import evaluate
from tests.html.test_input_steps import CHROMIUM_156, JS_STEPS

pytestmark = pytest.mark.needs_subprocess


def test_the_recorded_answers_are_chromiums() -> None:
    cases = [[markup, direction, n] for markup, direction, n, *_ in CHROMIUM_156]
    found = evaluate(JS_STEPS, cases)
    assert [tuple(answer) for answer in found] == [tuple(case[3:]) for case in CHROMIUM_156]
