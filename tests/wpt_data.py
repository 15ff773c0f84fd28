"""The pinned web-platform-tests data for a test module, or a skip that says how to get it."""

from __future__ import annotations

from typing import Any

import pytest

import wpt


def load_or_skip(name: str) -> Any:
    """``wpt.load(name)``; where the data cannot be found or downloaded, the test is skipped
    with the loader's reason (``wpt/README.md`` says where it looks)."""
    try:
        return wpt.load(name)
    except wpt.WPTDataError as error:
        pytest.skip(f"web-platform-tests data {name} unavailable ({error}); see wpt/README.md")


def data_cases(name: str) -> list[Any]:
    """The cases of a WPT data file (its non-comment entries), for parametrize."""
    try:
        data = wpt.load(name)
    except wpt.WPTDataError as error:
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"{name} unavailable: {error}"))]
    return [case for case in data if not isinstance(case, str)]
