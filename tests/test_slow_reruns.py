"""The slow tier's bigger runs of tests that have a size knob: each runs again in a child
pytest with the knob turned up (the default run uses the small setting).

- the hypothesis tests with 3,000 examples each (the ``slow-tier`` profile of
  ``tests/conftest.py``) instead of 100: ``tests/properties``, and the fast path's and
  punycode's comparisons with their models (which ran 3,000 and 2,000 before the tiers);
- ``tests/hostile/test_hostile_inputs.py`` at 2**20 code points (a megabyte and more of input)
  instead of 2**16.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

RERUNS = {
    "hypothesis-3000-examples": (
        ["properties", "url/test_fast_path.py", "uts46/test_punycode.py"],
        {"HYPOTHESIS_PROFILE": "slow-tier"},
    ),
    "hostile-1MiB": (
        ["hostile/test_hostile_inputs.py", "hostile/test_hostile_decoding.py"],
        {"HOSTILE_SIZE": str(2**20)},
    ),
}


@pytest.mark.slow
@pytest.mark.needs_subprocess
@pytest.mark.parametrize("name", sorted(RERUNS))
def test_rerun_with_the_bigger_setting(name: str) -> None:
    paths, env = RERUNS[name]
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow"]
    run = subprocess.run(
        [*command, *(str(TESTS / path) for path in paths)],
        env={**os.environ, **env},
        cwd=TESTS.parent,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout[-5000:]
    assert " passed" in run.stdout.splitlines()[-1]
