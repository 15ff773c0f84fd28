"""The actions' event logs against Chromium 156's under Playwright's own actions
(:mod:`tests.testing._actions_cases`, recorded in :mod:`tests.testing._actions_chromium`):
every case equal but the named departures (docs/testing.md, "Actions: where Chromium
answers otherwise"), each with its witness here."""

from __future__ import annotations

from typing import Any

import pytest

from tests.testing._actions_cases import cases, webapi_log
from tests.testing._actions_chromium import ask, load

#: The departures: case name -> its class (docs/testing.md).
DEPARTURES = {
    "radio/on/click": "CheckedRadioClickEvents",
    "radio/on/press space": "CheckedRadioClickEvents",
    "radio/on/dblclick": "CheckedRadioClickEvents",
    "radio/off/dblclick": "CheckedRadioClickEvents",
    "host=true/empty/click enter type": "BoundaryEventsAfterLayout",
    "host=true/empty/click enter backspace": "BoundaryEventsAfterLayout",
    "host=true/empty/click enter enter backspace": "BoundaryEventsAfterLayout",
    "host=true/empty/enter in a line": "BoundaryEventsAfterLayout",
}


def comparable(log: dict[str, Any]) -> tuple[Any, ...]:
    """A log as compared: the queued ``select`` events (``select()``'s, Tab's) counted, not
    placed (Chromium runs their task before or after Playwright's next input message:
    ``QueuedSelectEventTiming``)."""
    events = [tuple(e) for e in log["events"] if e[0] != "select"]
    selects = sum(1 for e in log["events"] if e[0] == "select")
    return events, selects, log["state"]


def differing(part: slice = slice(None)) -> dict[str, str]:
    """The cases (of ``part``) whose logs differ from Chromium's -> their class."""
    recorded = load()
    out = {}
    for case in cases()[part]:
        if comparable(webapi_log(case)) != comparable(recorded[case["name"]]):
            out[case["name"]] = DEPARTURES.get(case["name"], "unexplained")
    return out


def _check(part: slice) -> None:
    found = differing(part)
    assert len(load()) == len(cases()) >= 200
    assert {name for name, kind in found.items() if kind == "unexplained"} == set()
    names = {case["name"] for case in cases()[part]}
    assert set(found) == set(DEPARTURES) & names


def test_event_logs_equal_chromium_but_named_departures() -> None:
    """Every other case (the default tier's CPU budget); the others in the slow tier."""
    _check(slice(0, None, 2))


@pytest.mark.slow
def test_event_logs_equal_chromium_but_named_departures_the_others() -> None:
    _check(slice(1, None, 2))


def test_witness_checked_radio_click_events() -> None:
    case = next(c for c in cases() if c["name"] == "radio/on/click")
    ours = [e[0] for e in webapi_log(case)["events"]][-3:]
    chromium = [e[0] for e in load()["radio/on/click"]["events"]][-1:]
    assert ours == ["click", "input", "change"] and chromium == ["click"]


def test_witness_boundary_events_after_layout() -> None:
    """``BoundaryEventsAfterLayout``: Enter in an empty host clicked makes two ``div``\\ s; in
    Chromium the one now under the still pointer gets ``pointerover``/``mouseover`` (its
    layout moved it there), in webapi (no layout) the pointer stays over the host; the rest
    of the log is equal."""
    name = "host=true/empty/click enter type"
    case = next(c for c in cases() if c["name"] == name)
    boundary = {"pointerout", "pointerover", "mouseout", "mouseover"}
    chromium = load()[name]["events"]
    clicked = max(i for i, e in enumerate(chromium) if e[0] == "click")
    after = [e[:2] for e in chromium[clicked:] if e[0] in boundary]
    boundaries = [["pointerout", "t"], ["pointerover", "div"], ["mouseout", "t"]]
    assert after == [*boundaries, ["mouseover", "div"]]
    ours = webapi_log(case)
    rest = chromium[:clicked] + [e for e in chromium[clicked:] if e[0] not in boundary]
    assert comparable(ours) == comparable({"events": rest, "state": load()[name]["state"]})


def test_witness_queued_select_event_timing() -> None:
    """``QueuedSelectEventTiming``: in the recorded ``fill`` logs of fields holding a value,
    Chromium's ``select`` comes before the insertion in some, after it in others."""
    places = set()
    for name, log in load().items():
        if name.endswith("/ab/form/fill") or name.endswith("/ab/div/fill"):
            types = [e[0] for e in log["events"]]
            places.add(types.index("select") < types.index("beforeinput"))
    assert places == {True, False}


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_answers_as_recorded() -> None:
    """Chromium asked again, on a sample of the cases (the whole set takes minutes)."""
    from oracles.chromium import browser

    recorded = load()
    sample = cases()[::25]
    with browser() as launched:
        for case in sample:
            assert comparable(ask(launched, case)) == comparable(recorded[case["name"]]), case[
                "name"
            ]
