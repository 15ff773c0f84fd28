"""The pinned web-platform-tests data for a test, or a skip that says how to get it (the
tests of every package use these, on the host and inside Pyodide)."""

from __future__ import annotations

import os
from typing import Any, NoReturn

import pytest

from . import data as wpt


def data_missing(message: str) -> NoReturn:
    """External data a test needs is missing: skip, saying ``message`` (what is missing and
    how to provide it), or fail where ``WEBAPI_REQUIRE_DATA=1`` (CI) says it must be there."""
    if os.environ.get("WEBAPI_REQUIRE_DATA") == "1":
        pytest.fail(f"{message} (and WEBAPI_REQUIRE_DATA=1 makes that a failure)")
    pytest.skip(f"external data missing: {message}")


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
