"""End to end: Chromium asked again for the fields of ``benchmarks.pages`` on 60 of its pages
(940 to 999: every kind of page the corpus makes), each loaded from its URL
(``benchmarks.pages_chromium.ask``), gives the answers recorded in
``benchmarks/pages_chromium.json.gz`` and webapi's."""

from __future__ import annotations

import pytest

from benchmarks.pages_chromium import ask, load
from tests.test_dask_fields_chromium import webapi_rows

pytestmark = [pytest.mark.needs_subprocess]

SAMPLE = range(940, 1000)


def test_chromium_gives_the_recorded_answers_and_webapis() -> None:
    version, answers = ask(SAMPLE)
    recorded = load()
    assert version == recorded["browser"]
    assert answers == recorded["answers"][SAMPLE.start : SAMPLE.stop]
    ours = webapi_rows(SAMPLE)
    for row in ours:
        del row["url"]
    assert ours == answers
