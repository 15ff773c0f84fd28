"""The default tier's CPU budget (tests/cpu_budget.py), on a small project of its own: a whole
default run over its budget fails, naming its costliest files; a run under it, or a run of
chosen paths, passes."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import cast

import pytest

from tests import cpu_budget

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.needs_subprocess

PROJECT = {
    "pyproject.toml": (
        "[tool.pytest.ini_options]\n"
        'testpaths = ["t"]\n'
        "addopts = \"-m 'not slow' -p tests.cpu_budget -p no:cacheprovider\"\n"
        'markers = ["slow: slow"]\n'
    ),
    "t/test_spin.py": (
        "import pytest\n"
        "def test_spin():\n"
        "    total = 0\n"
        "    for number in range(300_000):\n"
        "        total += number * number\n"
        "    assert total\n"
        "@pytest.mark.slow\n"
        "def test_slow():\n"
        "    pass\n"
    ),
}


def _run(project: Path, budget: str | None, *arguments: str) -> subprocess.CompletedProcess[str]:
    # (no plugin but the budget's: hypothesis's, xdist's... loaded took most of each run)
    environment = dict(os.environ, PYTHONPATH=str(ROOT), PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    environment.pop("WEBAPI_CPU_BUDGET", None)
    if budget is not None:
        environment["WEBAPI_CPU_BUDGET"] = budget
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", *arguments],
        cwd=project,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )


def _project(tmp_path: Path) -> Path:
    for name, text in PROJECT.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_a_whole_run_over_its_budget_fails_and_names_its_files(tmp_path: Path) -> None:
    project = _project(tmp_path)
    over = _run(project, "0.001")
    assert over.returncode == 1, over.stdout
    assert "OVER ITS BUDGET" in over.stdout
    assert "t/test_spin.py" in over.stdout
    under = _run(project, "100000")
    assert under.returncode == 0, under.stdout
    assert "the default tier's CPU" in under.stdout
    report = json.loads((project / cpu_budget.REPORT).read_text(encoding="utf-8"))
    assert report["budget_seconds"] == 100000.0


def test_a_run_of_chosen_files_is_not_the_tier(tmp_path: Path) -> None:
    project = _project(tmp_path)
    chosen = _run(project, "0.001", "t/test_spin.py")
    assert chosen.returncode == 0, chosen.stdout
    assert "the default tier's CPU" not in chosen.stdout


class _Config:
    """A run's options as :func:`cpu_budget.whole_default_tier` reads them."""

    __slots__ = ("args_source", "options")

    def __init__(self, **options: object) -> None:
        self.args_source = pytest.Config.ArgsSource.TESTPATHS
        self.options = {"keyword": "", "markexpr": "not slow", "deselect": None, **options}

    def getoption(self, name: str, default: object = None) -> object:
        return self.options.get(name, default)


def test_a_run_that_only_collects_the_tier_is_not_the_tier() -> None:
    # (it would write a report of its collection alone over the last run's)
    whole = cast(Callable[[_Config], bool], cpu_budget.whole_default_tier)
    assert whole(_Config(collectonly=False))
    assert not whole(_Config(collectonly=True))
    assert not whole(_Config(collectonly=False, markexpr="slow"))


def test_ci_enforces_a_budget_on_the_readme_command() -> None:
    # .ci/run exports the ceiling before it runs the README's test command (the ceiling is
    # lowered as the tier shrinks, to cpu_budget.BUDGET_SECONDS).
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    ceiling = re.search(r"^export WEBAPI_CPU_BUDGET=(\d+(?:\.\d+)?)$", script, re.MULTILINE)
    assert ceiling is not None
    assert float(ceiling.group(1)) >= cpu_budget.BUDGET_SECONDS
    assert ceiling.start() < script.index('bash -c "$test_command"')
