"""The generated differential against Chromium 156 (``_generated.py``'s random styled
documents): ``body.innerText`` and the computed display, visibility, white-space,
text-transform, float and position of every element with an id. The default run compares the
400 recorded answers (``_chromium_generated.json``) and the first 100 of the 100,000 pages
recorded for the slow tier (``_chromium_generated_bulk.json.gz``: a digest of each answer,
the whole answer where webapi's differed); the slow tier compares all 100,000 and asks Chromium
again about 3,000 of them (another 3,000 each day). Every page that differs must be of a named
departure class (``_generated_chromium.departure_class``, docs/text.md)."""

from __future__ import annotations

import collections
import datetime
import functools
import json

import pytest

from tests import _sample
from tests.text._generated import generate
from tests.text._generated_chromium import (
    BULK_COUNT,
    COUNT,
    DATA,
    SEED,
    Bulk,
    bulk_pages,
    chromium_answers,
    departure_class,
    digest,
    load_bulk,
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


@pytest.mark.parametrize("whole", _sample.WHOLE)
def test_the_recorded_sample(whole: bool) -> None:
    # (a quarter of the recorded answers by default, every one in the slow tier)
    answers = json.loads(DATA.read_text(encoding="utf-8"))
    pages = generate(SEED, COUNT)
    assert len(answers) == len(pages) == COUNT
    if not whole:
        chosen = _sample.subset("test_the_recorded_sample", range(COUNT), str, rate=0.25)
        pages, answers = [pages[i] for i in chosen], [answers[i] for i in chosen]
    unexplained, classes = _unexplained(pages, answers)
    assert unexplained == []
    assert sum(classes.values()) <= COUNT // 40  # (6 of 400 when recorded)


@functools.cache
def _bulk() -> Bulk:
    return load_bulk()


def _bulk_unexplained(start: int, stop: int) -> tuple[list[int], dict[str, int]]:
    """The pages ``start`` to ``stop`` of the recorded 100,000 whose webapi answer is not
    Chromium's and of no departure class, and the classes met."""
    bulk = _bulk()
    unexplained = []
    classes: dict[str, int] = collections.Counter()
    for index, html in enumerate(bulk_pages(start, stop), start):
        mine = webapi_answer(html)
        if digest(mine) == bulk.digest(index):
            continue
        chromium = bulk.answers.get(index)
        name = None if chromium is None else departure_class(html, chromium, mine)
        if name is None:
            unexplained.append(index)
        else:
            classes[name] += 1
    return unexplained, classes


@pytest.mark.slow
def test_the_recorded_hundred_thousand_begin_as_chromium() -> None:
    bulk = _bulk()
    assert bulk.chromium.startswith("156.")
    assert len(bulk.digests) == 6 * BULK_COUNT
    # the first 100 (the slow tier's test_the_recorded_hundred_thousand begins with them)
    unexplained, classes = _bulk_unexplained(0, 100)
    assert unexplained == []
    assert sum(classes.values()) <= 100 // 40


def test_white_space_where_a_text_run_meets_a_flex_or_grid_item() -> None:
    # page 62: " beta " in a grid container before a floated grid item (floats do not apply
    # to grid items): its anonymous grid item ends at "beta", as Chromium's line does
    html = next(bulk_pages(62, 63))
    assert webapi_answer(html) == _bulk().answers[62]
    assert "\nbeta\nBETA\n" in _bulk().answers[62][0]


@pytest.mark.slow
def test_the_recorded_hundred_thousand(capsys: pytest.CaptureFixture[str]) -> None:
    unexplained, classes = _bulk_unexplained(0, BULK_COUNT)
    with capsys.disabled():
        print(f"\ninnerText differential: {BULK_COUNT} pages, classes {dict(classes)}")
    assert unexplained[:10] == []
    assert sum(classes.values()) <= BULK_COUNT // 40


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_more_pages_asked_of_chromium() -> None:
    # 3,000 of the recorded pages, another 3,000 each day, asked again page by page
    # (``set_content``, where the recording wrote them into one page in turn): still
    # Chromium's answers, and webapi's the same but for the departures.
    start = datetime.date.today().toordinal() * 3000 % (BULK_COUNT - 3000)
    pages = list(bulk_pages(start, start + 3000))
    answers = chromium_answers(pages)
    bulk = _bulk()
    changed = [
        start + offset
        for offset, answer in enumerate(answers)
        if digest(answer) != bulk.digest(start + offset)
    ]
    assert changed == []
    unexplained, _ = _unexplained(pages, answers)
    assert unexplained == []
