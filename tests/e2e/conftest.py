"""End-to-end tests: the URL viewer and webapi's answers beside a live headless Chromium.
What they measured (how many ``urltestdata.json`` inputs this Chromium parses differently from
webapi, and the screenshot) is shown at the end of the run.

Every test here drives a live browser, so all of them are in the slow tier (CI runs it; locally
``pytest -m slow tests/e2e``): the default run checks webapi against Chromium's answers stored
in the tests' data (tests/html, tests/selectors, tests/dom), which these tests and the
``generate`` commands keep current (issue 42: the default run within its time)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from oracles.chromium import keep_browsers

_HERE = Path(__file__).resolve().parent


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """This folder's tests join the slow tier (before ``-m`` selects).  Whether an item's file
    is under this folder is asked once per file: resolving each of the session's 33,000 items'
    paths cost each process 2.3 s of the default run."""
    here: dict[Path, bool] = {}
    for item in items:
        path = item.path
        inside = here.get(path)
        if inside is None:
            inside = here[path] = _HERE in path.resolve().parents
        if inside:
            item.add_marker(pytest.mark.slow)


_SUMMARY_KEY = pytest.StashKey[dict[str, Any]]()
_BROWSERS_KEY = pytest.StashKey[list[str]]()


@pytest.fixture(scope="package", autouse=True)
def _one_chromium() -> Iterator[None]:
    """One Chromium for the package's tests, launched by the first that asks for it
    (``oracles.chromium.keep_browsers``)."""
    with keep_browsers():
        yield


@pytest.fixture
def e2e_summary(request: pytest.FixtureRequest) -> dict[str, Any]:
    """Filled by a test; printed at the end of the run."""
    summary: dict[str, Any] = {}
    request.config.stash[_SUMMARY_KEY] = summary
    return summary


@pytest.fixture
def e2e_browsers_summary(request: pytest.FixtureRequest) -> list[str]:
    """Lines about how browsers differ from the standard (test_browsers.py); printed at the end."""
    return request.config.stash.setdefault(_BROWSERS_KEY, [])


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    lines = terminalreporter.config.stash.get(_BROWSERS_KEY, [])
    if lines:
        terminalreporter.section("How Chromium's and Node's URL differ from the standard")
        for line in lines:
            terminalreporter.write_line(line)
    summary = terminalreporter.config.stash.get(_SUMMARY_KEY, None)
    if not summary:
        return
    terminalreporter.section("URL viewer in headless Chromium")
    for line in summary.get("lines", []):
        terminalreporter.write_line(line)
