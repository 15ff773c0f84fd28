"""URLPatternImpl against Node 26's URLPattern (ada's implementation) on generated patterns
and inputs: the same construction errors, pattern strings and hasRegExpGroups, and the same
test() and exec() results (groups that did not participate included).  One Node process
answers every case.  Cases running into ada's known divergences from the spec (see
_urlpattern_diff.py) are not generated; Chromium gets them
(test_urlpattern_differential_chromium.py)."""

from __future__ import annotations

import json
import subprocess

import pytest
from _urlpattern_diff import ANSWER_FUNCTION, cases, mismatches


@pytest.mark.needs_subprocess
def test_generated_patterns_agree_with_node() -> None:
    from oracles import node26

    node = node26()
    generated = cases(seed=20260320, count=400, ada_safe=True)
    script = (
        f"const answer = {ANSWER_FUNCTION};\n"
        "const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));\n"
        "process.stdout.write(JSON.stringify(answer(input)));\n"
    )
    completed = subprocess.run(
        [str(node), "-e", script],
        input=json.dumps(generated),
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    found = mismatches(generated, json.loads(completed.stdout))
    assert not found, json.dumps(found[:3], ensure_ascii=False, indent=1)[:6000]
