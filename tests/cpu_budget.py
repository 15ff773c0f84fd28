"""The default tier's CPU budget: the whole default run (``pytest``, no selection) within
:data:`BUDGET_SECONDS` of CPU on a fresh clone, so within some 90 s on CI's two cores.

Each process counts its own CPU time (user and system) and that of the processes it started and
waited for (Node, Chromium, mypy, ruff, the command line): with pytest-xdist each worker counts
its share and sends it to the controller (``workeroutput``), which adds its own.  Every run of
the whole default tier prints the total and the ten files that took most of it (the CPU spent
in each file's tests, setup and teardown included) and writes them to
``build/default-tier-cpu.json``; where ``$WEBAPI_CPU_BUDGET`` names a number of seconds (CI sets
it for the README's test command) a total above it fails the run, naming the files.

Inside Pyodide (no ``resource`` module, no processes) nothing is counted.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

BUDGET_SECONDS = 150.0
#: Where the report goes, under the run's root directory.
REPORT = Path("build") / "default-tier-cpu.json"

try:
    import resource
except ModuleNotFoundError:  # Pyodide
    resource = None  # type: ignore[assignment]

_FILES = pytest.StashKey[Counter[str]]()
_TESTS = pytest.StashKey[Counter[str]]()
#: How many of the costliest tests the report lists.
LISTED_TESTS = 300
_WORKERS = pytest.StashKey[list[float]]()
_TOTAL = pytest.StashKey[float]()


def process_cpu(children: bool = True) -> float:
    """This process's CPU seconds (user and system), with its waited-for children's."""
    if resource is None:
        return time.process_time()
    own = resource.getrusage(resource.RUSAGE_SELF)
    seconds = own.ru_utime + own.ru_stime
    if children:
        theirs = resource.getrusage(resource.RUSAGE_CHILDREN)
        seconds += theirs.ru_utime + theirs.ru_stime
    return seconds


def whole_default_tier(config: pytest.Config) -> bool:
    """Whether this run is the whole default tier: no paths, no ``-k``, the ini's ``-m``, its
    tests run (a ``--collect-only`` run, which runs none, would write a report of its
    collection alone over the last run's)."""
    return (
        config.args_source is pytest.Config.ArgsSource.TESTPATHS
        and not config.getoption("collectonly")
        and not config.getoption("keyword")
        and config.getoption("markexpr") == "not slow"
        and not config.getoption("deselect")
        and not config.getoption("lf", False)
    )


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_FILES] = Counter()
    config.stash[_TESTS] = Counter()
    config.stash[_WORKERS] = []


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Any:
    before = process_cpu()
    yield
    seconds = process_cpu() - before
    item.config.stash[_FILES][item.nodeid.partition("::")[0]] += seconds
    item.config.stash[_TESTS][item.nodeid] = seconds


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    output = getattr(node, "workeroutput", {})
    if "cpu_seconds" in output:
        node.config.stash[_WORKERS].append(float(output["cpu_seconds"]))
        node.config.stash[_FILES].update(output.get("cpu_files", {}))
        node.config.stash[_TESTS].update(output.get("cpu_tests", {}))


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    if resource is None:
        return
    if _is_worker(config):
        output: dict[str, Any] = config.workeroutput  # type: ignore[attr-defined]
        output["cpu_seconds"] = process_cpu()
        output["cpu_files"] = dict(config.stash[_FILES])
        output["cpu_tests"] = dict(config.stash[_TESTS].most_common(LISTED_TESTS))
        return
    if not whole_default_tier(config):
        return
    workers = config.stash[_WORKERS]
    # (the controller of xdist runs no test; its children are the workers, counted by them)
    total = process_cpu(children=not workers) + sum(workers)
    config.stash[_TOTAL] = total
    files = config.stash[_FILES]
    report = config.rootpath / REPORT
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(
        json.dumps(
            {
                "cpu_seconds": round(total, 1),
                "budget_seconds": _budget(),
                "files": {name: round(value, 2) for name, value in files.most_common()},
                "tests": {
                    name: round(value, 2)
                    for name, value in config.stash[_TESTS].most_common(LISTED_TESTS)
                },
            },
            indent=1,
        ),
        encoding="utf-8",
    )
    budget = _budget()
    if budget is not None and total > budget and session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def _budget() -> float | None:
    value = os.environ.get("WEBAPI_CPU_BUDGET")
    return float(value) if value else None


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    config = terminalreporter.config
    total = config.stash.get(_TOTAL, None)
    if total is None:
        return
    budget = _budget()
    over = budget is not None and total > budget
    terminalreporter.section("the default tier's CPU" + (": OVER ITS BUDGET" if over else ""))
    limit = f"{budget:.0f} s enforced" if budget is not None else f"{BUDGET_SECONDS:.0f} s"
    terminalreporter.write_line(f"{total:.1f} s of CPU (budget {limit}); the ten costliest files:")
    for name, seconds in config.stash[_FILES].most_common(10):
        terminalreporter.write_line(f"  {seconds:6.1f} s  {name}")
