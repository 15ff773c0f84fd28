"""A run that skips the comparisons with Node 26 or Chromium says so at its end, with the one
command that runs them (issue 20: the README's test command passed while silently skipping
them); a test that needs an extra that is not installed is skipped, naming the extra (issue 42:
without the test extra, the run stopped at collecting ``tests/idl``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

pytestmark = pytest.mark.needs_subprocess


def _run(tmp_path: Path, body: str, *others: str) -> str:
    (tmp_path / "conftest.py").write_text((TESTS / "conftest.py").read_text(encoding="utf-8"))
    (tmp_path / "test_probe.py").write_text(body)
    for index, other in enumerate(others):
        (tmp_path / f"test_probe_{index}.py").write_text(other)
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-rs", str(tmp_path)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    return completed.stdout


@pytest.mark.slow
def test_skipped_comparisons_are_listed_with_the_command_that_runs_them(tmp_path: Path) -> None:
    out = _run(
        tmp_path,
        "import pytest\n"
        "def test_node():\n"
        "    pytest.skip('Node 26 not installed: run `npm ci --prefix oracles/node`')\n"
        "def test_browser():\n"
        "    pytest.skip('playwright is not installed (pip install playwright)')\n"
        "def test_other_browser():\n"
        "    pytest.skip('no Chromium at /usr/bin/chromium (apt-get install chromium)')\n"
        "def test_plain():\n"
        "    pytest.skip('not on this platform')\n",
    )
    assert "comparisons skipped: 3 tests did not run" in out
    assert "the differentials against Node 26 (oracles/): 1 tests skipped" in out
    assert "the comparisons with Chromium (Playwright, tests/e2e/): 2 tests skipped" in out
    assert "WEBAPI_REQUIRE_ORACLES=1 WEBAPI_REQUIRE_E2E=1" in out


@pytest.fixture(scope="module")
def run_without_comparisons(tmp_path_factory: pytest.TempPathFactory) -> str:
    """One child run of tests that skip, none for want of Node or Chromium: a plain skip, a
    module and a test that import an extra's package that is not installed (as where the
    extra is not), and a check that every extra of pyproject.toml is named."""
    pyproject = TESTS.parent / "pyproject.toml"
    return _run(
        tmp_path_factory.mktemp("probe"),
        "import pytest\ndef test_plain():\n    pytest.skip('not here')\n",
        "import sys\n"
        "sys.modules['widlparser'] = None\n"
        "import widlparser\n"
        "def test_reads_idl():\n"
        "    pass\n",
        "import re, sys, tomllib\n"
        "from conftest import EXTRA_MODULES\n"
        "def test_needs_lxml():\n"
        "    sys.modules['lxml'] = None\n"
        "    import lxml.html\n"
        "def test_every_extra_is_named():\n"
        f"    with open({str(pyproject)!r}, 'rb') as file:\n"
        "        extras = tomllib.load(file)['project']['optional-dependencies']\n"
        "    named = {re.split('[^A-Za-z0-9_.-]', d)[0].lower() for ds in extras.values() "
        "for d in ds if not d.startswith('webapi-py')}\n"
        "    listed = {re.split('[^A-Za-z0-9_.-]', d)[0] for d, _ in EXTRA_MODULES.values()}\n"
        "    assert named - {'pytest'} <= listed, named - listed\n",
    )


def test_a_run_that_skips_no_comparison_says_nothing_of_them(run_without_comparisons: str) -> None:
    assert "1 passed, 3 skipped" in run_without_comparisons
    assert "comparisons skipped" not in run_without_comparisons


def test_a_missing_extra_skips_what_needs_it_and_names_the_extra(
    run_without_comparisons: str,
) -> None:
    out = run_without_comparisons
    assert "widlparser (the test extra) is not installed: pip install -e '.[test]'" in out
    assert "lxml (the bench extra) is not installed: pip install -e '.[bench]'" in out
