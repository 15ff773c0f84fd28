"""pyodide/run.py's processes: the whole suite shared by two Pyodide processes where there are two
cores (Pyodide cannot start processes, so no ``xdist`` inside it), each keeping the test files
``tests/conftest.py`` deals it, and one JUnit summary of their reports."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest
from _load import module_from_file

TESTS = Path(__file__).resolve().parent
RUN_PY = TESTS.parent / "pyodide" / "run.py"


@pytest.fixture
def run(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.delenv("WEBAPI_PYODIDE_JOBS", raising=False)
    return module_from_file("_pyodide_run_shards_under_test", RUN_PY)


def test_the_whole_suite_takes_two_processes_on_two_cores(
    run: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(run.os, "cpu_count", lambda: 2)
    assert run.shard_count([]) == 2
    assert run.shard_count(["-q", "-p", "no:randomly"]) == 2
    monkeypatch.setattr(run.os, "cpu_count", lambda: 8)
    assert run.shard_count([]) == 2
    monkeypatch.setattr(run.os, "cpu_count", lambda: 1)
    assert run.shard_count([]) == 1


def test_named_files_or_tests_take_one(run: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(run.os, "cpu_count", lambda: 2)
    assert run.shard_count(["-q", "tests/dom"]) == 1
    assert run.shard_count(["tests/url/test_x.py"]) == 1
    assert run.shard_count(["tests/url/test_setters.py::test_one"]) == 1


def test_the_environment_sets_the_count(run: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WEBAPI_PYODIDE_JOBS", "3")
    assert run.shard_count(["tests/dom"]) == 3


def test_each_process_is_told_its_share_and_writes_its_own_report(run: ModuleType) -> None:
    single = run.suite_config([], Path("/runtime"), ["-q"])
    assert "WEBAPI_PYODIDE_SHARD" not in single["env"]
    assert any(arg.endswith("/junit.xml") for arg in single["args"])
    second = run.suite_config([], Path("/runtime"), ["-q"], (1, 2))
    assert second["env"]["WEBAPI_PYODIDE_SHARD"] == "1/2"
    assert any(arg.endswith("/junit-1.xml") for arg in second["args"])
    assert second["args"][-1] == "-q"


def _report(path: Path, tests: int, failures: int, skipped: int, unicode: int) -> Path:
    skips = "".join(
        f'<testcase name="s{i}"><skipped message="'
        + ("excused for the Unicode version: 16.0" if i < unicode else "no browser")
        + '"/></testcase>'
        for i in range(skipped)
    )
    path.write_text(
        f'<testsuites><testsuite tests="{tests}" failures="{failures}" errors="0" '
        f'skipped="{skipped}">{skips}</testsuite></testsuites>',
        encoding="utf-8",
    )
    return path


def test_the_summary_adds_the_processes_reports(run: ModuleType, tmp_path: Path) -> None:
    first = _report(tmp_path / "a.xml", 10, 1, 2, 1)
    second = _report(tmp_path / "b.xml", 5, 0, 1, 0)
    assert run.junit_summary(first, second) == (
        "15 tests: 11 passed, 1 failed, 0 errors, 3 skipped (1 of them for the Unicode version)"
    )


def test_the_shares_are_disjoint_and_cover_every_file(monkeypatch: pytest.MonkeyPatch) -> None:
    conftest = module_from_file("_tests_conftest_under_test", TESTS / "conftest.py")
    nodeids = [f"tests/{d}/test_{n}.py::t{k}" for d in "abc" for n in range(7) for k in range(3)]
    shares: list[list[str]] = []
    for index in range(2):
        monkeypatch.setenv("WEBAPI_PYODIDE_SHARD", f"{index}/2")
        items: list[Any] = [SimpleNamespace(nodeid=nodeid) for nodeid in nodeids]
        dropped: list[Any] = []
        config = SimpleNamespace(
            hook=SimpleNamespace(pytest_deselected=lambda items, into=dropped: into.extend(items))
        )
        conftest._keep_this_shard(config, items)
        assert len(items) + len(dropped) == len(nodeids)
        shares.append([item.nodeid for item in items])
    files = [{nodeid.partition("::")[0] for nodeid in share} for share in shares]
    assert not files[0] & files[1]
    assert sorted(shares[0] + shares[1]) == sorted(nodeids)
    # A file's tests stay together, and the two shares differ by one file at most.
    assert abs(len(files[0]) - len(files[1])) <= 1
