"""The generated differential against Chromium 156 (``_generated.py``'s random styled
documents): ``body.innerText`` and the computed display, visibility, white-space,
text-transform, float and position of every element with an id. The default run compares the
400 recorded answers (``_chromium_generated.json``); the slow tier asks Chromium about 3,000
more. Every page that differs must be of a named departure class
(``_generated_chromium.departure_class``, docs/text.md)."""

from __future__ import annotations

import collections
import json

import pytest

from tests.text._generated import generate
from tests.text._generated_chromium import (
    COUNT,
    DATA,
    SEED,
    chromium_answers,
    departure_class,
    webapi_answer,
)


def _unexplained(pages: list[str], answers: list[object]) -> tuple[list[int], dict[str, int]]:
    unexplained = []
    classes: dict[str, int] = collections.Counter()
    for index, (html, chromium) in enumerate(zip(pages, answers, strict=True)):
        mine = webapi_answer(html)
        if mine == chromium:
            continue
        assert isinstance(chromium, list)
        name = departure_class(html, chromium, mine)
        if name is None:
            unexplained.append(index)
        else:
            classes[name] += 1
    return unexplained, classes


def test_the_recorded_sample() -> None:
    answers = json.loads(DATA.read_text(encoding="utf-8"))
    unexplained, classes = _unexplained(generate(SEED, COUNT), answers)
    assert unexplained == []
    assert sum(classes.values()) <= COUNT // 40  # (6 of 400 when recorded)


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_more_pages_asked_of_chromium() -> None:
    pages = generate(SEED * 100, 3000)
    unexplained, _ = _unexplained(pages, chromium_answers(pages))
    assert unexplained == []
