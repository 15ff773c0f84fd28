"""End to end: the ``selectedcontent`` element's post-connection and removing steps beside
Chromium (Debian's /usr/bin/chromium, headless, through Playwright): Chromium answers each case
of ``tests/html/test_selectedcontent_steps.py`` as stored there (its ``CHROMIUM_156``), which
the default run checks webapi against."""

from __future__ import annotations

import pytest

from oracles.chromium import evaluate
from tests.html.test_selectedcontent_steps import CHROMIUM_156, SCRIPT

pytestmark = pytest.mark.needs_subprocess


def test_chromium_answers_as_stored() -> None:
    cases = list(CHROMIUM_156)
    answers = evaluate(f"(cases) => cases.map({SCRIPT})", [list(case) for case in cases])
    assert dict(zip(cases, answers, strict=True)) == CHROMIUM_156
