"""The web-platform-tests data summary at the end of a run: per data file, the cases that ran
and those excused for the Unicode version (``tests/wpt/conftest.py``), with the excused ones and
their code points.

A plugin that ``tests/conftest.py`` registers, not a hook of ``tests/wpt/conftest.py``: the
process that prints the summary counts the cases from their reports (``REPORT_KEY``, set where
the test ran), and with pytest-xdist that process runs no test and loads no conftest but the
top one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.wpt import unicode_assigned

#: The report's entry that names its case: (file, group, index) and, for a case skipped at
#: setup, (its id, the code points that excuse it).
REPORT_KEY = "wpt_data_case"


@dataclass
class _FileStats:
    cases_run: set[tuple[str | None, int]] = field(default_factory=set)
    cases_skipped: set[tuple[str | None, int]] = field(default_factory=set)
    #: Excused cases: key -> (case id, code points that excuse it).
    excused: dict[tuple[str | None, int], tuple[str, list[int]]] = field(default_factory=dict)
    passed: int = 0
    failed: int = 0
    skipped: int = 0


@dataclass
class _Stats:
    files: dict[str, _FileStats] = field(default_factory=dict)


#: This session's counts (made anew when a session starts).
_STATS = [_Stats()]


def pytest_sessionstart(session: pytest.Session) -> None:
    _STATS[0] = _Stats()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    entry = report.__dict__.get(REPORT_KEY)
    if entry is not None:
        _record(_STATS[0], entry, report)


def _record(stats: _Stats, entry: Sequence[Any], report: pytest.TestReport) -> None:
    file, group, index, excuse = entry
    file_stats = stats.files.setdefault(file, _FileStats())
    key = (group, index)
    if report.when == "setup" and report.skipped:
        file_stats.skipped += 1
        file_stats.cases_skipped.add(key)
        if excuse is not None and excuse[1]:
            file_stats.excused[key] = (excuse[0], list(excuse[1]))
    elif report.when == "setup" and report.failed:
        file_stats.failed += 1
        file_stats.cases_run.add(key)
    elif report.when == "call":
        file_stats.cases_run.add(key)
        if report.passed:
            file_stats.passed += 1
        else:
            file_stats.failed += 1


def pytest_terminal_summary(
    terminalreporter: pytest.TerminalReporter, exitstatus: int, config: pytest.Config
) -> None:
    del exitstatus
    del config
    stats = _STATS[0]
    if not stats.files:
        return
    try:
        from webapi.url import UNICODE_VERSION

        version = str(UNICODE_VERSION)
    except Exception as exc:  # the summary must not hide the real failure
        version = f"unknown ({type(exc).__name__})"
    terminalreporter.section(
        f"web-platform-tests data (made for Unicode {unicode_assigned.VERSION}; "
        f"webapi runs with Unicode {version})"
    )
    width = max(len(name) for name in stats.files)
    for name in sorted(stats.files):
        s = stats.files[name]
        terminalreporter.write_line(
            f"{name:<{width}}  cases run: {len(s.cases_run):>5}  "
            f"excused (Unicode version): {len(s.excused):>4}  "
            f"items passed: {s.passed:>5}  failed: {s.failed:>4}  skipped: {s.skipped:>4}"
        )
    excused = [
        (name, *entry)
        for name in sorted(stats.files)
        for entry in stats.files[name].excused.values()
    ]
    if excused:
        terminalreporter.write_line(
            f"excused cases ({len(excused)}): their input holds a code point assigned in only "
            f"one of Unicode {unicode_assigned.VERSION} and {version}"
        )
        for name, ident, code_points in excused:
            listed = " ".join(f"U+{code_point:04X}" for code_point in code_points)
            terminalreporter.write_line(f"  {name} {ident}: {listed}")
