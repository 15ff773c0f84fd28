"""End to end: the text control selection scenarios recorded in
``tests/html/_chromium_text_selection.json``, the ``autocomplete``/``list`` answers in
``tests/html/_chromium_autofill.json`` and the popover log in ``tests/html/_chromium_popover.json``
are still what Debian's Chromium answers."""

from __future__ import annotations

import json

import pytest

from oracles.chromium import evaluate
from tests.html._text_selection_cases import CASES, JS_RUNNER, TARGET

pytestmark = pytest.mark.needs_subprocess


def test_the_recorded_answers_are_chromiums() -> None:
    recorded = json.loads(TARGET.read_text(encoding="utf-8"))["answers"]
    assert evaluate(JS_RUNNER, CASES) == recorded


def test_the_recorded_autofill_answers_are_chromiums() -> None:
    from tests.html import _autofill_cases

    recorded = json.loads(_autofill_cases.TARGET.read_text(encoding="utf-8"))["answers"]
    assert evaluate(_autofill_cases.JS_RUNNER, _autofill_cases.argument()) == recorded


def test_the_recorded_popover_log_is_chromiums() -> None:
    from tests.html import _popover_cases

    recorded = json.loads(_popover_cases.TARGET.read_text(encoding="utf-8"))["log"]
    # the scenario waits 30 ms for the toggle tasks: three runs on a loaded machine, one must
    # match
    runs = [evaluate(_popover_cases.JS_SCENARIO, _popover_cases.argument()) for _ in range(3)]
    assert recorded in runs, runs[0]
