"""Tests of webapi inside Pyodide: JavaScript interop, and webapi against the JavaScript ``URL``
of the runtime Pyodide runs in.

``python pyodide/run.py`` runs them (with the whole suite) inside Pyodide under Node; anywhere
else the Pyodide-only tests skip, saying so.  ``test_foreign_hooks.py`` runs everywhere.

The comparison test records its differences here; they are listed at the end of the run and
written, as JSON, to ``$WEBAPI_PYODIDE_REPORT_DIR/js-url-differences.json`` when that is set.
"""

from __future__ import annotations

from typing import Any

import pytest

_REPORT_KEY = pytest.StashKey[dict[str, Any]]()


@pytest.fixture
def js_url_report(request: pytest.FixtureRequest) -> dict[str, Any]:
    """The comparison's report: filled by the test, printed at the end of the run."""
    report: dict[str, Any] = {}
    request.config.stash[_REPORT_KEY] = report
    return report


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    report = terminalreporter.config.stash.get(_REPORT_KEY, None)
    if not report:
        return
    write = terminalreporter.write_line
    terminalreporter.section(f"webapi vs the JavaScript URL of {report['runtime']}")
    for name, stats in report["files"].items():
        write(
            f"{name}: {stats['inputs']} inputs, {stats['differ']} differ "
            f"(the WPT data agrees with webapi: {stats['webapi_right']}, "
            f"with JavaScript: {stats['js_right']}, with neither: {stats['neither']})"
        )
    for difference in report["differences"]:
        where = f"{difference['file']} #{difference['index']}"
        base = "" if difference["base"] is None else f" base {difference['base']!a}"
        write(f"{where}: {difference['input']!a}{base} -> WPT agrees with {difference['agrees']}")
        for component, values in difference["components"].items():
            write(
                f"    {component}: webapi {values['webapi']!a}, JavaScript {values['js']!a}, "
                f"WPT {values['expected']!a}"
            )
    if report.get("path"):
        write(f"written to {report['path']}")
