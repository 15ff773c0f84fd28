"""DOMPurify's fixtures (cure53/DOMPurify ``test/fixtures/expect.mjs``, pinned in
``wpt/dompurify-manifest.json``) through ``setHTML`` against Chromium 156 (issue #74): each
payload on a ``div`` with the default configuration and with ``{}``, webapi's
``getHTML()`` beside Chromium's recorded one (``tests/html/_sanitizer_dompurify_chromium.py``).
DOMPurify's own expected outputs are its policy, not the Sanitizer's: they are not compared.
The default tier compares every fourth case, the slow tier all, and asks Chromium again; a
difference is a named class of :mod:`tests.html._sanitizer_bulk_departures` or fails."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.html._sanitizer_bulk import webapi_answer
from tests.html._sanitizer_bulk_departures import classify
from tests.html._sanitizer_dompurify_chromium import cases, load

#: The fixtures (223 payloads, each with two configurations) and how they compare.
COUNTS = {"equal": 446}


def _cases_or_skip() -> list[list[Any]]:
    """The fixtures' cases, or a skip where the pinned download cannot be had here (no
    network to its URL, nothing in ``wpt/_cache``): as the WPT suites leave out the folders of
    their pinned downloads, with or without ``WEBAPI_REQUIRE_DATA`` (which asks for what
    ``../shared`` holds)."""
    from wpt.data import WPTDataError

    try:
        pinned, asked = cases()
    except WPTDataError as error:
        pytest.skip(f"DOMPurify's fixtures: a pinned download not had here ({error})")
    assert load()["fixtures_sha256"] == pinned
    return asked


def _compare(indices: range) -> Counter[str]:
    from webapi.html import DOMParser

    document = DOMParser().parseFromString("<!DOCTYPE html><body>", "text/html")
    asked, answers = _cases_or_skip(), load()["answers"]
    assert len(answers) == len(asked) == 446
    counts: Counter[str] = Counter()
    for index in indices:
        ours, theirs = webapi_answer(document, asked[index]), answers[index]
        counts[
            "equal" if ours == theirs else classify(asked[index], theirs, ours) or "unexplained"
        ] += 1
    return counts


def test_a_sample_of_the_fixtures_as_chromium() -> None:
    counts = _compare(range(0, 446, 4))
    assert counts == {"equal": 112}


@pytest.mark.slow
def test_every_fixture_as_chromium() -> None:
    assert _compare(range(446)) == COUNTS


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_answers_again() -> None:
    from oracles.chromium import browser
    from tests.html._sanitizer_bulk import CHROMIUM_SCRIPT

    asked = _cases_or_skip()
    with browser() as launched:
        tab = launched.new_page()
        tab.set_content("<!DOCTYPE html><body>")
        assert tab.evaluate(CHROMIUM_SCRIPT, asked) == load()["answers"]
