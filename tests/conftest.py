"""Markers for tests that need what some platforms do not have, and hypothesis's profiles.

* ``needs_subprocess``: the test starts a process (a Python interpreter, mypy, ruff, a browser).
* ``needs_sockets``: the test serves or fetches over sockets, with threads (``http.server``).

Inside Pyodide (``sys.platform == "emscripten"``: CPython compiled to WebAssembly, run by
``pyodide/run.py``) there are no processes, sockets or threads, so tests with these markers are
deselected there and listed, with the reason, at the end of the run.  Everywhere else the
markers change nothing.

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


def pytest_configure(config: pytest.Config) -> None:
    for name, (does, _) in PLATFORM_NEEDS.items():
        config.addinivalue_line("markers", f"{name}: the test {does} (deselected inside Pyodide)")
    config.stash[_DESELECTED_KEY] = {}


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
