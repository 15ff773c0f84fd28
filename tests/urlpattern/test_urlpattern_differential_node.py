"""URLPatternImpl against Node 26's URLPattern (ada's implementation) on generated patterns
and inputs: the same construction errors, pattern strings and hasRegExpGroups, and the same
test() and exec() results (groups that did not participate included).  One Node process
answers every case.  Cases running into ada's known divergences from the spec (see
_urlpattern_diff.py) are not generated; Chromium gets them
(test_urlpattern_differential_chromium.py)."""

from __future__ import annotations

import json

import pytest
from _urlpattern_diff import ANSWER_FUNCTION, cases, mismatches


@pytest.mark.needs_subprocess
def test_generated_patterns_agree_with_node() -> None:
    from oracles import node26_evaluate

    generated = cases(seed=20260320, count=400, ada_safe=True)
    answers = node26_evaluate(ANSWER_FUNCTION, generated, timeout=120)
    found = mismatches(generated, answers)
    assert not found, json.dumps(found[:3], ensure_ascii=False, indent=1)[:6000]
