"""XPath against Chromium asked now (/usr/bin/chromium through Playwright): the page and
expressions of ``tests/xpath/chromium_cases.py`` evaluated by ``document.evaluate`` in
Chromium and by ``webapi.xpath.select``, described alike (node paths, numbers as JavaScript
writes them, strings, booleans, exception names); and the recorded answers
(``tests/xpath/chromium_answers.json``, which the default run compares against) still
Chromium's."""

from __future__ import annotations

import json

import pytest

from tests.xpath.chromium_cases import ANSWERS, EXPRESSIONS, PAGE, ask_chromium
from tests.xpath.differential import describe

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]


def test_webapi_agrees_with_chromium_now() -> None:
    chromium = dict(zip(EXPRESSIONS, ask_chromium(), strict=True))
    ours = dict(zip(EXPRESSIONS, describe(PAGE, EXPRESSIONS), strict=True))
    differ = {e: (ours[e], chromium[e]) for e in EXPRESSIONS if ours[e] != chromium[e]}
    assert differ == {}
    assert chromium == json.loads(ANSWERS.read_text("utf-8"))
