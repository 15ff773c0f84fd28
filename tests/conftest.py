"""Markers for tests that need what some platforms do not have, and hypothesis's profiles.

* ``needs_subprocess``: the test starts a process (a Python interpreter, mypy, ruff, a browser).
* ``needs_sockets``: the test serves or fetches over sockets, with threads (``http.server``).

Inside Pyodide (``sys.platform == "emscripten"``: CPython compiled to WebAssembly, run by
``pyodide/run.py``) there are no processes, sockets or threads, so tests with these markers are
deselected there and listed, with the reason, at the end of the run.  Everywhere else the
markers change nothing.

Comparisons with other implementations (the pinned Node 26 of ``oracles/``, Chromium through
Playwright) skip, saying why, where their tool is not installed; the run then ends with a
section naming what was skipped and the one command that installs and runs them (CI installs
them and sets ``WEBAPI_REQUIRE_ORACLES=1`` / ``WEBAPI_REQUIRE_E2E=1``, which turn such a skip
into a failure).

Hypothesis tests run the same examples every run (derandomized): 100 each in the default run
(profile ``default``), 3,000 each in the slow tier, which runs them again in a child pytest
with ``HYPOTHESIS_PROFILE=slow-tier`` (``tests/test_slow_reruns.py``).
``HYPOTHESIS_PROFILE=thorough``: 30,000 each, with fresh randomness.
"""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import HealthCheck, settings

_QUIET = {
    "deadline": None,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.filter_too_much],
}
settings.register_profile("default", max_examples=100, derandomize=True, **_QUIET)
settings.register_profile("slow-tier", max_examples=3_000, derandomize=True, **_QUIET)
settings.register_profile("thorough", max_examples=30_000, **_QUIET)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

#: Marker -> (what the test does, why that cannot run inside Pyodide).
PLATFORM_NEEDS = {
    "needs_subprocess": (
        "starts a process (a Python interpreter, mypy, ruff, a browser)",
        "Pyodide (WebAssembly) cannot start processes",
    ),
    "needs_sockets": (
        "serves or fetches over sockets, with threads",
        "Pyodide (WebAssembly) has no sockets or threads",
    ),
}

IN_PYODIDE = sys.platform == "emscripten"

_DESELECTED_KEY = pytest.StashKey[dict[str, list[str]]]()
#: Comparison -> the tests skipped for want of its reference, in this run.
_SKIPPED_COMPARISONS: dict[str, list[str]] = {}

#: Comparison -> the skip reasons that mean its reference is not installed (the phrases of
#: ``oracles.node26`` and of the e2e tests' ``_unavailable``).
SKIPPED_COMPARISONS = {
    "the differentials against Node 26 (oracles/)": ("Node 26 not installed",),
    "the comparisons with Chromium (Playwright, tests/e2e/)": (
        "playwright is not installed",
        "no Chromium at",
        "npm is not on PATH",
        "no `node` on PATH",
    ),
}
#: The one command that installs every reference and runs the suite with them required.
RUN_COMPARISONS = (
    "npm ci --prefix oracles/node && apt-get install -y chromium && "
    ".venv/bin/pip install -e '.[test,e2e]' && "
    "WEBAPI_REQUIRE_ORACLES=1 WEBAPI_REQUIRE_E2E=1 .venv/bin/python -m pytest"
)


def comparison_of(reason: str) -> str | None:
    """The comparison a skip reason says was not run for want of its reference, or None."""
    for comparison, phrases in SKIPPED_COMPARISONS.items():
        if any(phrase in reason for phrase in phrases):
            return comparison
    return None


def pytest_configure(config: pytest.Config) -> None:
    for name, (does, _) in PLATFORM_NEEDS.items():
        config.addinivalue_line("markers", f"{name}: the test {does} (deselected inside Pyodide)")
    config.stash[_DESELECTED_KEY] = {}
    _SKIPPED_COMPARISONS.clear()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if not report.skipped or not isinstance(report.longrepr, tuple):
        return
    comparison = comparison_of(str(report.longrepr[2]))
    if comparison is not None:
        _SKIPPED_COMPARISONS.setdefault(comparison, []).append(report.nodeid)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not IN_PYODIDE:
        return
    deselected: dict[str, list[str]] = config.stash[_DESELECTED_KEY]
    kept: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        needs = [name for name in PLATFORM_NEEDS if item.get_closest_marker(name) is not None]
        if needs:
            dropped.append(item)
            deselected.setdefault(needs[0], []).append(item.nodeid)
        else:
            kept.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    skipped = _SKIPPED_COMPARISONS
    if skipped:
        total = sum(len(ids) for ids in skipped.values())
        terminalreporter.section(f"comparisons skipped: {total} tests did not run")
        for comparison, ids in skipped.items():
            terminalreporter.write_line(f"{comparison}: {len(ids)} tests skipped")
        terminalreporter.write_line(f"to run them: {RUN_COMPARISONS}")
    deselected = terminalreporter.config.stash.get(_DESELECTED_KEY, {})
    if not deselected:
        return
    total = sum(len(ids) for ids in deselected.values())
    terminalreporter.section(f"deselected inside Pyodide: {total}")
    for name, ids in deselected.items():
        does, why = PLATFORM_NEEDS[name]
        terminalreporter.write_line(f"{name} ({len(ids)}): the test {does}; {why}")
        for nodeid in ids:
            terminalreporter.write_line(f"  {nodeid}")
