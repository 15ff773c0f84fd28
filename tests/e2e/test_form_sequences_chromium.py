"""End to end: the generated forms differential (``tests/html/_form_sequences.py``) against
Debian's Chromium (headless, through Playwright), in the slow tier:

- the recorded answers the default run compares with (``tests/html/test_form_sequences.py``:
  the sample's records and requests, the departures' witnesses) are still Chromium's;
- :data:`WINDOW` of the 100,000 recorded sequences (``tests/html/_form_sequences_bulk.py``;
  another window each day) asked again: Chromium's record of each (every step's outcome, IDL
  read, validity flag and state pseudo-class, what decides each submission's request inside
  the page: ``new FormData(form, submitter)``'s entries, the method, action and enctype as the
  submitter or the form gives them, ``acceptCharset``, the document's encoding) and, for every
  fifth, the requests its real submissions made (each into an iframe of its own, caught by
  Playwright's routing: method, URL, Content-Type, body bytes, the multipart boundary aside)
  has the recorded digest, and webapi's differs from it only by named classes
  (:data:`DEPARTURES`); the classes met are printed at the end of the run.

Time on the shared 2-core machine (November 2026): some 11 ms a sequence in Chromium (most of
it the real submissions' iframes), 2 in webapi: the window takes some 40 s.
"""

from __future__ import annotations

import datetime
from typing import Any

import pytest

from oracles.chromium import browser
from tests.html._form_sequences import DEPARTURES, ask_chromium, recorded
from tests.html._form_sequences_bulk import (
    BULK_COUNT,
    bulk_sequences,
    chromium_answers,
    compare,
    digest,
    load_bulk,
)

pytestmark = pytest.mark.needs_subprocess

WINDOW = 3_000


def test_the_recorded_answers_are_chromiums() -> None:
    assert ask_chromium() == recorded()


@pytest.mark.needs_loop_run
def test_a_window_of_the_recorded_sequences_asked_again(e2e_summary: dict[str, Any]) -> None:
    start = datetime.date.today().toordinal() * WINDOW % (BULK_COUNT - WINDOW)
    sequences = list(bulk_sequences(start, start + WINDOW))
    with browser() as launched:
        answers, extra = chromium_answers(sequences, launched)
    bulk = load_bulk()
    changed = [
        start + offset
        for offset, answer in enumerate(answers)
        if digest(*answer) != bulk.digest(start + offset)
    ]
    found = compare(bulk, start, start + WINDOW)
    e2e_summary.setdefault("lines", []).append(
        f"forms differential: sequences {start} to {start + WINDOW} asked again, "
        f"{found.requests} real requests, classes "
        + ", ".join(f"{name} {count}" for name, count in found.classes.most_common())
    )
    assert extra == []
    assert changed == []
    assert found.unexplained == {}
    assert set(found.classes) <= set(DEPARTURES)
    assert found.requests > 50  # (some 110 in 3,000)
