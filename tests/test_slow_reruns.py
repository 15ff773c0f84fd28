"""The slow tier's bigger runs of tests that have a size knob: each runs again in a child
pytest with the knob turned up (the default run uses the small setting).

- the hypothesis tests with 1,500 examples each (the ``slow-tier`` profile of
  ``tests/conftest.py``) instead of the default run's 30: ``tests/properties``, and the fast
  path's and punycode's comparisons with their models (which ran 3,000 and 2,000 before the
  tiers; 3,000 in the slow tier until its long runs took 75 minutes of CI's 90, 16 of them
  here);
- every other file with hypothesis tests with 100 examples each (the ``hundred`` profile: the
  default run's count until it took 30);
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
    "hypothesis-1500-examples": (
        ["properties", "url/test_fast_path.py", "uts46/test_punycode.py"],
        {"HYPOTHESIS_PROFILE": "slow-tier"},
    ),
    "hypothesis-100-examples": (
        [
            "cli/test_streaming_tools.py",
            "cookies/test_persistence.py",
            "dom/test_character_data.py",
            "dom/test_node_tree.py",
            "encoding/test_python_codecs_one_call.py",
            "fetch/test_header_list_shortcut.py",
            "fetch/test_headers_construct_common.py",
            "fileapi/test_blob.py",
            "forms/test_multipart_parse.py",
            "html/test_active_formatting.py",
            "html/test_open_elements.py",
            "html/test_tokenizer.py",
            "html/test_tree_builder.py",
            "infra/test_base64.py",
            "infra/test_strings.py",
            "mimesniff/test_bad_input.py",
            "selectors/test_selectors.py",
            "url/test_ipv6.py",
            "url/test_linear_shortcuts.py",
            "url/test_parser.py",
            "url/test_percent.py",
            "url/test_urlencoded.py",
            "urlpattern/test_linear_matcher.py",
            "urlpattern/test_part_matcher.py",
            "urlpattern/test_regexp_direct.py",
            "urlpattern/test_urlpattern_robustness.py",
        ],
        {"HYPOTHESIS_PROFILE": "hundred"},
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


def test_every_hypothesis_file_runs_again_with_more_examples() -> None:
    """The default run takes 30 examples a hypothesis test; a file with ``@given`` that no
    rerun lists would never run more."""
    listed = [
        TESTS / path
        for name, (paths, _) in RERUNS.items()
        if name.startswith("hypothesis-")
        for path in paths
    ]
    with_given = {
        path
        for path in TESTS.rglob("test_*.py")
        if path.name != "test_slow_reruns.py" and "@given" in path.read_text(encoding="utf-8")
    }
    left_out = {
        path.relative_to(TESTS).as_posix()
        for path in with_given
        if not any(path == entry or entry in path.parents for entry in listed)
    }
    assert not left_out, f"add to a hypothesis rerun of RERUNS: {sorted(left_out)}"
    assert with_given
