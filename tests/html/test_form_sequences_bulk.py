"""The forms differential's 100,000 sequences (issue 51; ``tests/html/_form_sequences_bulk.py``):
webapi's record of each, and its real submissions' requests, compared with Chromium 156's as
recorded once (a digest of each; Chromium's parts that differed from webapi's when recorded, so
that each difference is classified again on every run). The default run compares the first
:data:`DEFAULT_COUNT`; the slow tier all of them (some 2 ms a sequence), and
``tests/e2e/test_form_sequences_chromium.py`` asks Chromium again about a window of them."""

from __future__ import annotations

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


@pytest.mark.slow
@pytest.mark.needs_loop_run
def test_the_recorded_hundred_thousand(capsys: pytest.CaptureFixture[str]) -> None:
    found = compare(_bulk())
    with capsys.disabled():
        print(
            f"\nforms differential: {BULK_COUNT} sequences, {found.equal} equal,"
            f" {found.requests} real requests, classes {dict(found.classes.most_common())}"
        )
    assert dict(list(found.unexplained.items())[:10]) == {}
    assert set(found.classes) <= set(DEPARTURES)
    assert found.requests > 3_000  # (3,778: most submissions stop at validation)
