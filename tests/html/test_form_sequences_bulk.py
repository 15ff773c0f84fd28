"""The forms differential's 100,000 sequences (issue 51; ``tests/html/_form_sequences_bulk.py``):
webapi's record of each, and its real submissions' requests, compared with Chromium 156's as
recorded once (a digest of each; Chromium's parts that differed from webapi's when recorded, so
that each difference is classified again on every run). The default run compares the first
:data:`DEFAULT_COUNT`; the slow tier all of them (some 2 ms a sequence), and
``tests/e2e/test_form_sequences_chromium.py`` asks Chromium again about a window of them."""

from __future__ import annotations

import datetime
import functools

import pytest

from tests.html._form_sequences import DEPARTURES
from tests.html._form_sequences_bulk import (
    BULK_COUNT,
    DEFAULT_COUNT,
    Bulk,
    compare,
    load_bulk,
)


@functools.cache
def _bulk() -> Bulk:
    return load_bulk()


@pytest.mark.needs_loop_run  # (the real submissions' bodies)
def test_the_first_sequences_as_recorded() -> None:
    bulk = _bulk()
    assert bulk.chromium.startswith("156.")
    assert len(bulk.digests) == 6 * BULK_COUNT
    found = compare(bulk, 0, DEFAULT_COUNT)
    assert found.unexplained == {}
    assert set(found.classes) <= set(DEPARTURES)
    # (differences met and named, and real requests compared: the comparison is not empty)
    assert found.equal < DEFAULT_COUNT and sum(found.classes.values()) > 0
    assert found.requests > 0


#: The slow tier compares half of the recorded sequences a run, the first half on even days
#: and the second on odd ones (all of them every two days: CI's time, issue #72 item 6).
HALF = BULK_COUNT // 2


def todays_half(today: datetime.date | None = None) -> tuple[int, int]:
    """The sequences the slow tier compares today: ``(start, stop)``."""
    start = HALF * ((today or datetime.date.today()).toordinal() % 2)
    return start, start + HALF


@pytest.mark.slow
@pytest.mark.needs_loop_run
def test_the_recorded_sequences_of_the_day(capsys: pytest.CaptureFixture[str]) -> None:
    start, stop = todays_half()
    found = compare(_bulk(), start, stop)
    with capsys.disabled():
        print(
            f"\nforms differential: sequences {start} to {stop} of {BULK_COUNT},"
            f" {found.equal} equal, {found.requests} real requests,"
            f" classes {dict(found.classes.most_common())}"
        )
    assert dict(list(found.unexplained.items())[:10]) == {}
    assert set(found.classes) <= set(DEPARTURES)
    assert found.requests > 1_500  # (3,778 in all: most submissions stop at validation)


def test_the_two_halves_cover_every_sequence() -> None:
    halves = {todays_half(datetime.date(2026, 11, day)) for day in (28, 29)}
    assert halves == {(0, HALF), (HALF, BULK_COUNT)}
