"""End-to-end tests: the URL viewer in headless Chromium.  What they measured (how many
``urltestdata.json`` inputs this Chromium parses differently from webapi, and the screenshot) is
shown at the end of the run."""

from __future__ import annotations

from typing import Any

import pytest

_SUMMARY_KEY = pytest.StashKey[dict[str, Any]]()


@pytest.fixture
def e2e_summary(request: pytest.FixtureRequest) -> dict[str, Any]:
    """Filled by a test; printed at the end of the run."""
    summary: dict[str, Any] = {}
    request.config.stash[_SUMMARY_KEY] = summary
    return summary


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    summary = terminalreporter.config.stash.get(_SUMMARY_KEY, None)
    if not summary:
        return
    terminalreporter.section("URL viewer in headless Chromium")
    for line in summary.get("lines", []):
        terminalreporter.write_line(line)
