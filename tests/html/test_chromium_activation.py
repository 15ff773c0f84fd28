"""HTML's activation behaviors against Chromium 156: the scenarios of ``_activation_scenarios``
(clicks, dispatched events, canceled clicks, forms, labels, summary) run in webapi and compared,
step by step, with Chromium's stored answers (``_chromium_activation.json``, written by
``python -m tests.html._activation_scenarios``): every scenario answers as Chromium's but those
of a named departure (docs/dom.md), which must differ. The slow tier asks the browser again."""

from __future__ import annotations

import json

import pytest

from oracles.chromium import require_browser
from tests._sample import sampled
from tests.html._activation_scenarios import ANSWERS, SCENARIOS, ask_chromium, run_in_webapi

STORED = json.loads(ANSWERS.read_text(encoding="utf-8"))
DEPARTURES = {"radio-already-checked", "anchor-without-href"}


def test_the_file_holds_todays_scenarios() -> None:
    assert STORED["chromium"].startswith("156.")
    assert sorted(STORED["answers"]) == sorted(name for name, *_ in SCENARIOS)


@pytest.mark.parametrize(
    ("name", "markup", "steps", "departure"), SCENARIOS, ids=[s[0] for s in SCENARIOS]
)
@sampled()
def test_scenario_as_chromium(
    name: str, markup: str, steps: list[list[object]], departure: str | None
) -> None:
    ours = run_in_webapi(markup, steps)
    if departure is None:
        assert ours == STORED["answers"][name]
    else:
        assert departure in DEPARTURES
        assert ours != STORED["answers"][name]


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_the_browser_still_answers_the_same() -> None:
    require_browser()
    assert ask_chromium()["answers"] == STORED["answers"]
