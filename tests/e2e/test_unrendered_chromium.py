"""End to end: Chromium's answers for an element that is not rendered, recorded in
``tests/html/test_unrendered.py`` (``CHROMIUM_156``), are still what Debian's Chromium gives."""

from __future__ import annotations

import pytest

from oracles.chromium import evaluate
from tests.html.test_unrendered import CHROMIUM_156, CHROMIUM_156_MEDIA, JS_MEDIA_PROBE, JS_PROBE

pytestmark = pytest.mark.needs_subprocess


def test_the_recorded_answers_are_chromiums() -> None:
    assert evaluate(JS_PROBE) == CHROMIUM_156


def test_the_recorded_media_and_canvas_answers_are_chromiums() -> None:
    assert evaluate(JS_MEDIA_PROBE) == CHROMIUM_156_MEDIA
