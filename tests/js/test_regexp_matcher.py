"""The ECMA-262 matcher (``webapi.js.regexp._matcher``) on the constructs ``re`` cannot express,
against Node 26's ``RegExp`` (``v``/``vi`` flags, sticky at 0); and its limits: no recursion
with the subject's length, a step budget.

The generated differential (``test_regexp_differential.py``) runs every pattern through it too.
"""

from __future__ import annotations

import json
import subprocess
import warnings

import pytest

from webapi.js.regexp import Matcher, RegExpBudgetWarning, compile_regexp
from webapi.js.regexp import _matcher as matcher_module
from webapi.js.regexp._matcher import compile_matcher
from webapi.js.regexp._parser import parse

#: (pattern, subject): lookbehind of variable length and with captures (matched right to
#: left), empty iterations, captures reset per iteration, backreferences forward, backward and
#: into lookarounds, lazy and counted repetitions, case-insensitive backreferences.
CASES = [
    ("a*(?<=a+)b", "aab"),
    ("((?:a|)+)", "aaa"),
    ("(a*)*b", "aab"),
    ("((a)|b)+", "ab"),
    (".*(?<=(\\d+)(\\d+))$", "1053"),
    ("(?<=(\\d+)(\\d+))$", "1053"),
    ("(a)|\\1b", "b"),
    ("(?=(a+))a*b\\1", "aaab"),
    ("(?!(a)b)\\1a", "a"),
    ("a+?", "aaa"),
    ("a{2,3}", "aaaa"),
    ("(a)\\1", "aA"),
    ("(?<x>a)\\k<x>", "aa"),
    ("(z)((a+)?(b+)?(c))*", "zaacbbbcac"),
    ("(a|ab)(c|bcd)(d*)", "abcd"),
    ("(?<=a(?=b)b)c", "abc"),
    ("(.*?)a(?!(a+)b\\2c)\\2(.*)", "baaabaac"),
    ("(?:(a)|b)*", "ab"),
    ("(?:a|())*", "aab"),
    ("(a?)*?b", "ab"),
    ("((a?)*)*b", "aab"),
    ("x(?<=(x)\\1)", "x"),
    ("ab(?<=\\1(b))", "ab"),
    ("(?:(?<=(a))b)+", "ab"),
    ("(a*?){2,}b", "aab"),
    ("(?:a{0,2}){3,}?", "aaaa"),
]


def _ours(source: str, subject: str, ignore_case: bool) -> list[str | None] | None:
    match = compile_matcher(*parse(source, ignore_case), source).match(subject)
    return None if match is None else [match.group(0), *match.groups()]


@pytest.mark.needs_subprocess
def test_the_matcher_agrees_with_node_on_what_re_cannot_express() -> None:
    from oracles import node26

    script = (
        "const cases = JSON.parse(require('fs').readFileSync(0, 'utf8')); const out = [];"
        "for (const [s, t] of cases) for (const f of ['vy', 'viy']) {"
        "  const m = new RegExp(s, f).exec(t);"
        "  out.push(m === null ? null : Array.from(m, (x) => x === undefined ? null : x)); }"
        "process.stdout.write(JSON.stringify(out));"
    )
    completed = subprocess.run(
        [str(node26()), "-e", script],
        input=json.dumps(CASES).encode(),
        capture_output=True,
        check=True,
        timeout=120,
    )
    theirs = json.loads(completed.stdout)
    ours = [_ours(s, t, ignore_case) for s, t in CASES for ignore_case in (False, True)]
    differences = [
        (CASES[i // 2], i % 2, a, b) for i, (a, b) in enumerate(zip(ours, theirs, strict=True))
        if a != b
    ]  # fmt: skip
    assert differences == []
    assert sum(result is not None for result in ours) > len(CASES)


def test_compile_regexp_gives_the_matcher_only_where_re_cannot() -> None:
    assert isinstance(compile_regexp("(?<=a+)b"), Matcher)
    assert isinstance(compile_regexp("(a*)+"), Matcher)
    assert not isinstance(compile_regexp("(a+)b"), Matcher)


def test_no_recursion_with_the_subject() -> None:
    """A long subject and many iterations: an explicit stack, not Python's."""
    subject = "ab" * 50_000 + "c"
    match = compile_matcher(*parse("((?:a|b|)+)c", False)).match(subject)
    assert match is not None and match.group(1) == subject[:-1]
    match = compile_matcher(*parse("(?:(a)|b)*(?<=(a|b)+)c", False)).match(subject)
    assert match is not None and match.groups() == (None, "a")


def test_the_step_budget_gives_up_as_no_match_with_a_warning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(matcher_module, "STEP_BUDGET", 10_000)
    matcher = compile_matcher(*parse("(a*)*b", False), "(a*)*b")
    with pytest.warns(RegExpBudgetWarning, match="steps"):
        assert matcher.match("a" * 40) is None
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert matcher.match("aab") is not None  # within the budget: no warning


@pytest.mark.needs_subprocess
def test_the_cost_benchmark_runs() -> None:
    # Smoke run of benchmarks/regexp_matcher.py (times are printed, never asserted).
    from benchmarks import regexp_matcher

    assert regexp_matcher.main(["--budget", "0.0005"]) == 0
