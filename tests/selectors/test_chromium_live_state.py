"""The state pseudo-classes after a script changes HTML's element state, against Chromium 156:
the scenarios of ``_live_state_scenarios`` (``checked``, ``defaultChecked``, ``indeterminate``,
radio groups, ``selectedIndex``, ``option.selected``, a value against a placeholder,
``disabled``, ``required`` and ``readOnly`` by IDL, ``focus()``/``blur()`` (``:focus``,
``:focus-within``, ``:focus-visible``), ``details.open``,
a form's reset...) run in webapi, each selector's matches after each step compared with
Chromium's stored answers (``_chromium_live_state.json``, written by
``python -m tests.selectors._live_state_scenarios``): equal but for the named departures
(``DEPARTURES``), where they must differ. The slow tier asks the browser again."""

from __future__ import annotations

import json

import pytest

from oracles.chromium import require_browser
from tests._sample import sampled
from tests.selectors._live_state_scenarios import (
    ANSWERS,
    SCENARIOS,
    SELECTORS,
    ask_chromium,
    run_in_webapi,
)

STORED = json.loads(ANSWERS.read_text(encoding="utf-8"))

#: (scenario, step, selector) -> the departure (docs/selectors.md's table) by which webapi's
#: answer differs from Chromium's.
DEPARTURES = {
    ("checkbox indeterminate", 1, ":checked"): "indeterminate-checkbox-checked",
    ("checkbox indeterminate", 2, ":checked"): "indeterminate-checkbox-checked",
    ("focus and blur", 7, ":focus"): "focus-fixup-at-once",
    ("focus and blur", 7, ":focus-within"): "focus-fixup-at-once",
    ("focus and blur", 7, ":focus-visible"): "focus-fixup-at-once",
}


def test_the_file_holds_todays_scenarios() -> None:
    assert STORED["chromium"].startswith("156.")
    assert sorted(STORED["answers"]) == sorted(name for name, *_ in SCENARIOS)


@pytest.mark.parametrize(("name", "markup", "steps"), SCENARIOS, ids=[s[0] for s in SCENARIOS])
@sampled()
def test_scenario_as_chromium(name: str, markup: str, steps: list[list[object]]) -> None:
    ours = run_in_webapi(markup, steps)
    theirs = STORED["answers"][name]
    assert len(ours) == len(theirs) == len(steps) + 1
    for step, (our_answers, their_answers) in enumerate(zip(ours, theirs, strict=True)):
        for selector, mine, chromium in zip(SELECTORS, our_answers, their_answers, strict=True):
            if (name, step, selector) in DEPARTURES:
                assert mine != chromium, (step, selector)
            else:
                assert mine == chromium, (step, steps[step - 1] if step else "markup", selector)


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_the_browser_still_answers_the_same() -> None:
    require_browser()
    assert ask_chromium()["answers"] == STORED["answers"]
