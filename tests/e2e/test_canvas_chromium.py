"""End to end: the ``toDataURL()`` and ``toBlob()`` answers of a blank canvas recorded in
``tests/html/test_canvas_serialization.py`` (``CHROMIUM_156``, ``CHROMIUM_156_BLOBS``) are
still Debian's Chromium's (decoded: type, size, every pixel transparent black)."""

from __future__ import annotations

import pytest

from oracles.chromium import evaluate
from tests.html.test_canvas_serialization import (
    CASES,
    CHROMIUM_156,
    CHROMIUM_156_BLOBS,
    JS_BLOBS,
    JS_DATA_URLS,
    summary,
)

pytestmark = pytest.mark.needs_subprocess


def test_the_recorded_data_urls_are_chromiums() -> None:
    assert [summary(url) for url in evaluate(JS_DATA_URLS, CASES)] == CHROMIUM_156


def test_the_recorded_blob_types_are_chromiums() -> None:
    assert evaluate(JS_BLOBS, CASES) == CHROMIUM_156_BLOBS
