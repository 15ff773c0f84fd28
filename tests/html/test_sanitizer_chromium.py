"""The Sanitizer differential against Chromium 156: random fragments × random configurations
(``tests/html/_sanitizer_cases.py``) through ``setHTML`` and ``setHTMLUnsafe`` (the context
``div``'s ``getHTML({serializableShadowRoots: true})``, or the error's name) and, for a
configuration dict, ``new Sanitizer(dict).get()``.

The modifier differential: a random configuration and random calls of the ``Sanitizer``'s
modifiers (``allowElement`` ... ``removeUnsafe``), comparing each call's result and the
``get()`` after them.

The default tier compares 300 of the 1,500 recorded answers (``_sanitizer_chromium.json.gz``,
``python -m tests.html._sanitizer_chromium`` records them) and 120 of the 1,000 recorded
modifier cases; the slow tier all of them, and asks Chromium again on 12,000 new cases and
2,000 new modifier cases. A difference is in a named class of :data:`DEPARTURES`
(with its witness in ``tests/html/test_sanitizer.py``) or fails the test."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from tests.html._sanitizer_cases import (
    case,
    modifier_case,
    webapi_answer,
    webapi_modifier_answer,
)
from tests.html._sanitizer_chromium import load


def _foster_parented_replacement(one: list[Any]) -> bool:
    config = one[2]
    return (
        isinstance(config, dict)
        and bool(config.get("replaceWithChildrenElements"))
        and "<table" in one[1]
    )


#: class -> (what differs, the predicate of a case in it).
DEPARTURES: dict[str, tuple[str, Callable[[list[Any]], bool]]] = {
    "FosterParentedReplacement": (
        "an element the configuration replaces with its children, foster-parented before a "
        "table: Chromium 156 puts its children inside the table (it sanitizes as it parses); "
        "webapi, as the specification, where the element was",
        _foster_parented_replacement,
    ),
}


def _compare(seed: int, answers: list[list[Any]]) -> tuple[int, Counter[str], list[str]]:
    from webapi.html import DOMParser

    document = DOMParser().parseFromString("<!DOCTYPE html><body>", "text/html")
    classes: Counter[str] = Counter()
    unexplained: list[str] = []
    for index, want in enumerate(answers):
        one = case(seed, index)
        got = webapi_answer(document, one)
        if got == want:
            continue
        named = [name for name, (_, test) in DEPARTURES.items() if test(one)]
        if named:
            classes[named[0]] += 1
        else:
            unexplained.append(f"case {index} {one!r}: webapi {got!r}, Chromium {want!r}")
    return len(answers), classes, unexplained


def test_recorded_sample_matches_chromium() -> None:
    recorded = load()
    count, classes, unexplained = _compare(recorded["seed"], recorded["answers"][:300])
    assert count == 300
    assert unexplained == []
    assert sum(classes.values()) <= 2


@pytest.mark.slow
def test_all_recorded_answers_match_chromium() -> None:
    recorded = load()
    count, classes, unexplained = _compare(recorded["seed"], recorded["answers"])
    assert count == recorded["count"] == 1500
    assert unexplained == [], unexplained[:5]
    assert sum(classes.values()) <= 5


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_new_cases_match_chromium_now() -> None:
    from tests.html._sanitizer_chromium import ask

    seed, count = 7, 12_000
    answers = ask([case(seed, i) for i in range(count)], batch=1000)
    total, classes, unexplained = _compare(seed, answers)
    assert total == count
    assert unexplained == [], unexplained[:5]
    assert sum(classes.values()) <= 10, classes


def _compare_modifiers(seed: int, answers: list[list[Any]]) -> list[str]:
    differing = []
    for index, want in enumerate(answers):
        one = modifier_case(seed, index)
        got = webapi_modifier_answer(one)
        if got != want:
            differing.append(f"case {index} {one!r}: webapi {got!r}, Chromium {want!r}")
    return differing


def test_recorded_modifier_sample_matches_chromium() -> None:
    recorded = load()
    assert _compare_modifiers(recorded["modifier_seed"], recorded["modifier_answers"][:120]) == []


@pytest.mark.slow
def test_all_recorded_modifier_answers_match_chromium() -> None:
    recorded = load()
    answers = recorded["modifier_answers"]
    assert len(answers) == recorded["modifier_count"] == 1000
    assert _compare_modifiers(recorded["modifier_seed"], answers) == []


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_new_modifier_cases_match_chromium_now() -> None:
    from tests.html._sanitizer_cases import CHROMIUM_MODIFIER_SCRIPT
    from tests.html._sanitizer_chromium import ask

    seed, count = 8, 2_000
    cases = [modifier_case(seed, i) for i in range(count)]
    answers = ask(cases, batch=500, script=CHROMIUM_MODIFIER_SCRIPT)
    assert len(answers) == count
    assert _compare_modifiers(seed, answers)[:5] == []
