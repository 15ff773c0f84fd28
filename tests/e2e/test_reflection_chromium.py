"""End to end: the reflected attributes' answers recorded in
``tests/html/test_reflection_more.py`` (``CHROMIUM_156``) are still Debian's Chromium's."""

from __future__ import annotations

import pytest

from oracles.chromium import evaluate
from tests.html.test_reflection_more import CHROMIUM_156, JS_ANSWERS, SETS, VALUES

pytestmark = pytest.mark.needs_subprocess


def test_the_recorded_answers_are_chromiums() -> None:
    attributes = [[tag, idl] for tag, idl, _ in CHROMIUM_156]
    found = evaluate(JS_ANSWERS, [attributes, VALUES, SETS])
    assert found == [expected for _, _, expected in CHROMIUM_156]
