"""``mypy --strict`` over files a test writes (the porting guide's examples, the Web IDL typing
snippets), every run with the same options and one cache, kept in ``build/`` from one session
to the next (``tests/conftest.py``): a cold cache analyses the standard library's stubs and
webapi (3 to 13 s), a warm one reads them (0.3 s a run). Errors of the modules the files import
are not reported (``--follow-imports silent``): CI runs mypy over webapi itself."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run_mypy(paths: Sequence[Path], cache: Path) -> subprocess.CompletedProcess[str]:
    """mypy's report on ``paths`` (one line per error, no summary), with the cache at
    ``cache``; the test skipped where mypy (the test extra) is not installed."""
    pytest.importorskip("mypy", reason="mypy (the test extra) is not installed")
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--follow-imports",
            "silent",
            "--hide-error-context",
            "--no-error-summary",
            "--cache-dir",
            str(cache),
            *map(str, paths),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
