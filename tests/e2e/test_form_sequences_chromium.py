"""End to end: the generated forms differential (``tests/html/_form_sequences.py``) against
Debian's Chromium (headless, through Playwright), in the slow tier:

- the recorded answers the default run compares with (``tests/html/test_form_sequences.py``:
  the sample's records and requests, the departures' witnesses) are still Chromium's;
- :data:`COUNT` new sequences (seed :data:`SEED`), each compared on every step's outcome,
  IDL read, validity flag and state pseudo-class, and on what decides each submission's
  request inside the page (``new FormData(form, submitter)``'s entries, the method, action
  and enctype as the submitter or the form gives them, ``acceptCharset``, the document's
  encoding); every :data:`REAL`-th sequence's submissions are real ones, each into an
  iframe of its own, the request caught by Playwright's routing and compared with
  ``webapi.html.last_form_submission``'s (method, URL, Content-Type, body bytes, the
  multipart boundary aside; a ``data:`` URL, which makes no request, counted as none).
  Every difference must fall in a named class (:data:`DEPARTURES`); the classes met and
  their counts are printed at the end of the run.

Time on the shared 2-core machine (November 2026, a load average of 13 to 16 from other
work): 5,000 sequences in 148 to 176 s (some 8 ms a sequence in webapi, 19 to 25 in Chromium
with the waits for the real submissions), within the budget of 3 minutes this test has; 100,000
would take some 50 to 70 minutes, so the slow tier runs 5,000 (issue 51 asked for 100,000).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from oracles.chromium import browser
from tests.html._form_sequences import (
    DEPARTURES,
    ask_chromium,
    chromium_records,
    classify,
    classify_request,
    generate,
    our_records,
    recorded,
)

pytestmark = pytest.mark.needs_subprocess

COUNT, SEED, REAL = 5_000, 515151, 5


def test_the_recorded_answers_are_chromiums() -> None:
    assert ask_chromium() == recorded()


@pytest.mark.needs_loop_run
def test_generated_sequences_against_chromium(e2e_summary: dict[str, Any]) -> None:
    sequences = generate(COUNT, SEED, REAL)
    ours, our_requests = our_records(sequences)
    with browser() as launched:
        theirs, caught = chromium_records(sequences, launched.new_page())
    classes: Counter[str] = Counter()
    unexplained = []
    for index, (sequence, mine, other) in enumerate(zip(sequences, ours, theirs, strict=True)):
        names, left = classify(sequence, mine, other)
        classes.update(names)
        if left:
            unexplained.append((index, left))
    requests = {key: caught.get(key) for key in our_requests}
    different_requests = {}
    for key, mine in our_requests.items():
        if mine == requests[key]:
            continue
        index, step = key
        name = classify_request(
            sequences[index], ours[index], theirs[index], step, mine, requests[key]
        )
        if name is None:
            different_requests[key] = (mine, requests[key])
        elif name != "derived":
            classes[name] += 1
    extra = sorted(set(caught) - set(our_requests))
    made = sum(1 for request in our_requests.values() if request)
    e2e_summary.setdefault("lines", []).append(
        f"forms differential: {COUNT} sequences, {made} real requests, classes "
        + ", ".join(f"{name} {count}" for name, count in classes.most_common())
    )
    assert set(classes) <= set(DEPARTURES)
    assert unexplained == []
    assert made > 50
    assert different_requests == {}
    assert extra == []
