"""The ECMA-262 matcher (``webapi.js.regexp._matcher``) on the constructs ``re`` cannot express,
against Node 26's ``RegExp`` (``v``/``vi`` flags, sticky at 0); and its limits: no recursion
with the subject's length, a step budget.

The generated differential (``test_regexp_differential.py``) runs every pattern through it too.
"""

from __future__ import annotations

import warnings

import pytest

from tests._sample import sampled
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


#: (pattern, subject, ignore case, Node 26's [match, *captures] or None, with flags vy/viy):
#: capture reset and empty iterations in every combination, lookarounds inside loops and loops
#: inside lookbehinds, backreferences to groups of other alternatives or iterations, counts
#: up to 10**9 of bodies that cannot consume. Rechecked against Node by the test below.
NODE_CASES: list[tuple[str, str, bool, list[str | None] | None]] = [
    ("a*(?<=a+)b", "aab", False, ["aab"]),
    ("((?:a|)+)", "aab", False, ["aa", "aa"]),
    ("(a*)*b", "aab", False, ["aab", "aa"]),
    ("((a)|b)+", "ab", False, ["ab", "b", None]),
    ("(a)|\\1b", "b", False, ["b", None]),
    ("(?!(a)b)\\1a", "aa", False, ["a", None]),
    ("a+?", "aaa", False, ["a"]),
    ("a{2,3}", "aaaa", False, ["aaa"]),
    ("(a)\\1", "aA", True, ["aA", "a"]),
    ("(a)\\1", "aA", False, None),
    ("(z)((a+)?(b+)?(c))*", "zaacbbbcac", False, ["zaacbbbcac", "z", "ac", "a", None, "c"]),
    ("\\d+(?<=(\\d+)(\\d+))$", "1053", False, ["1053", "1", "053"]),
    ("a+(?<=\\1(a))b", "aab", False, ["aab", "a"]),
    ("(?=(a+))a*b\\1", "aaabaaa", False, ["aaabaaa", "aaa"]),
    ("(?=(a+))a*b\\1", "aaaba", False, None),
    ("(a+?)(b+?)?", "aabb", False, ["a", "a", None]),
    ("(a+)??b", "aab", False, ["aab", "aa"]),
    ("(?:a{2,3}?)(a*)", "aaaaa", False, ["aaaaa", "aaa"]),
    ("(a{2,3}){2}", "aaaaaaa", False, ["aaaaaa", "aaa"]),
    ("(?<x>a)|(?<x>b)\\k<x>", "bb", False, ["bb", None, "b"]),
    ("(?:(?<x>a)|(?<x>b))\\k<x>", "bb", False, ["bb", None, "b"]),
    ("(a)?(?:\\1b)", "b", False, ["b", None]),
    ("(a\\1)", "a", False, ["a", "a"]),
    ("(?<=(a)(?:\\1))b", "xb", False, None),
    ("(?:(a)|b)*\\1", "aba", False, ["ab", None]),
    ("(?:(a)|b\\1)*", "aba", False, ["aba", "a"]),
    ("(?:a|(?=(a)))*?b", "ab", False, ["ab", None]),
    ("(?<!(a))\\1b", "b", False, ["b", None]),
    ("(a)(?i:\\1)", "aA", False, ["aA", "a"]),
    ("(?i:(a))\\1", "Aa", False, None),
    ("(?:|a)*", "aa", False, ["aa"]),
    ("(?:a|)*?b", "aab", False, ["aab"]),
    ("(?:(?=(a))a)*", "aa", False, ["aa", "a"]),
    ("(.*?)(?<=(a|ab))c", "xabc", False, ["xabc", "xab", "ab"]),
    ("^(?:a?)*$", "", False, [""]),
    ("(a|ab)(c|bcd)(d*)", "abcd", False, ["abcd", "a", "bcd", ""]),
    ("(?<=\\b)\\B", "", False, None),
    ("a(?=b)|a\\b", "a", False, ["a"]),
    ("(?m:^a$\\n^b$)", "a\nb", False, ["a\nb"]),
    ("^(?:a|(b))+?$", "ab", False, ["ab", "b"]),
    ("(?:(?<=(a))b)+", "abb", False, None),
    ("(?<=a(b*))c", "xxabbc", False, None),
    ("x*(?<=a(b*))c", "abbc", False, None),
    ("a*(?<=(?:(a)|b)+)", "aa", False, ["aa", "a"]),
    ("a*(?<=(a+?))b", "aaab", False, ["aaab", "a"]),
    ("a*b(?<=(a)(b))", "aab", False, ["aab", "a", "b"]),
    ("(?:a(?<=(?=(a))a))+", "aa", False, ["aa", "a"]),
    ("(?:){1000000000}a", "a", False, ["a"]),
    ("(?:(?=(a))|b){1000}(a)", "a", False, ["a", "a", "a"]),
    ("(?:(?=(a)|(b))){3,}\\2", "ab", False, ["", "a", None]),
    ("(?:\\b){2}(a)", "a", False, ["a", "a"]),
    ("(?:(?!a)|(a))+b", "b", False, ["b", None]),
    ("a(?<=(?:(?<=(a)))+)", "a", False, ["a", "a"]),
    ("(?:(?=(ab)|(a))){7}a\\2", "aab", False, ["aa", None, "a"]),
]


@pytest.mark.parametrize(("source", "subject", "ignore_case", "expected"), NODE_CASES)
@sampled()
def test_node_cases(
    source: str, subject: str, ignore_case: bool, expected: list[str | None] | None
) -> None:
    assert _ours(source, subject, ignore_case) == expected


@pytest.mark.needs_subprocess
def test_the_node_cases_are_what_node_says() -> None:
    from oracles import node26_evaluate

    function = (
        "(cases) => cases.map(([s, t, i]) => {"
        "  const m = new RegExp(s, i ? 'viy' : 'vy').exec(t);"
        "  return m === null ? null : Array.from(m, (x) => x === undefined ? null : x); })"
    )
    data = [[s, t, i] for s, t, i, _ in NODE_CASES]
    theirs = node26_evaluate(function, data, timeout=120)
    assert theirs == [expected for *_, expected in NODE_CASES]


def _ours(source: str, subject: str, ignore_case: bool) -> list[str | None] | None:
    match = compile_matcher(*parse(source, ignore_case), source).match(subject)
    return None if match is None else [match.group(0), *match.groups()]


@pytest.mark.needs_subprocess
def test_the_matcher_agrees_with_node_on_what_re_cannot_express() -> None:
    from oracles import node26_evaluate

    function = (
        "(cases) => { const out = [];"
        "for (const [s, t] of cases) for (const f of ['vy', 'viy']) {"
        "  const m = new RegExp(s, f).exec(t);"
        "  out.push(m === null ? null : Array.from(m, (x) => x === undefined ? null : x)); }"
        "return out; }"
    )
    theirs = node26_evaluate(function, CASES, timeout=120)
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


@pytest.mark.parametrize("pairs", [5_000, pytest.param(50_000, marks=pytest.mark.slow)])
def test_no_recursion_with_the_subject(pairs: int) -> None:
    """A long subject and many iterations (ten times the recursion limit by default, a hundred
    in the slow tier): an explicit stack, not Python's."""
    subject = "ab" * pairs + "c"
    match = compile_matcher(*parse("((?:a|b|)+)c", False)).match(subject)
    assert match is not None and match.group(1) == subject[:-1]
    match = compile_matcher(*parse("(?:(a)|b)*(?<=(a|b)+)c", False)).match(subject)
    assert match is not None and match.groups() == (None, "a")


def test_the_step_budget_gives_up_as_no_match_with_a_warning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(matcher_module, "STEP_BUDGET", 10_000)
    # A backreference: no memo of states, the spec's exponential backtracking.
    matcher = compile_matcher(*parse("(a*)*\\1b", False), "(a*)*\\1b")
    with pytest.warns(RegExpBudgetWarning, match="steps"):
        assert matcher.match("a" * 40) is None
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert matcher.match("aab") is not None  # within the budget: no warning


def test_without_backreferences_no_state_is_entered_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """(a*)*b, (a|a)*b, (\\d+)*$: exponential in ECMA-262's backtracking, linear with the
    memo of states (a budget of 10,000 steps plus a few per character and instruction)."""
    monkeypatch.setattr(matcher_module, "STEP_BUDGET", 10_000)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for source, subject in [
            ("(a*)*b", "a" * 40),
            ("(a|a)*b", "a" * 40),
            ("(\\d+)*$", "1" * 39 + "x"),
            ("(?:a+)+(?:a+)+b", "a" * 200),
        ]:
            matcher = compile_matcher(*parse(source, False), source)
            assert matcher.linear
            assert matcher.match(subject) is None
            assert matcher.match(subject + "b") is None or "b" in source


@pytest.mark.needs_subprocess
def test_the_cost_benchmark_runs() -> None:
    # Smoke run of benchmarks/regexp_matcher.py (times are printed, never asserted).
    from benchmarks import regexp_matcher

    assert regexp_matcher.main(["--budget", "0.0005"]) == 0


def test_a_lookaround_that_captures_nothing_shares_its_states_across_positions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue #73 item 12: ``(?:a(?=a*$))*`` against 3,000 a's ran its lookahead to the end
    from each position (4.5 million steps), past the budget, and answered no match, so the
    ``pattern`` attribute reported a mismatch; a lookaround's runs now share their states
    with their outcomes, each state entered once in all of them: linear, and the answer is
    ECMA-262's (Node: a match of the whole subject). A lookahead that fails late (the subject
    ends in b) and a negative one answer as before; a lookaround that captures runs alone."""
    monkeypatch.setattr(matcher_module, "STEP_BUDGET", 10_000)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for source, subject, end in [
            ("(?:a(?=a*$))*", "a" * 3_000, 3_000),
            ("(?:a(?=a*$))*", "a" * 3_000 + "b", 0),
            ("(?:a(?!a*b$))*", "a" * 3_000, 3_000),
            ("(?:a(?!a*b$))*", "a" * 3_000 + "b", 0),
            ("(?:a(?=(?:a|b)*c))*", "a" * 3_000 + "c", 3_000),
            ("(?:(?<=^a*)a)*", "a" * 3_000, 3_000),
        ]:
            matcher = compile_matcher(*parse(source, False), source)
            assert matcher.linear
            match = matcher.match(subject)
            assert match is not None and match.end() == end, source
    assert not compile_matcher(*parse("(?:a(?=(a*)$))*", False)).linear


def test_a_class_of_many_members_is_built_at_once() -> None:
    """Issue #73 item 11: a class's members were united one at a time (each union rebuilding
    the whole list of ranges: 5,000 scattered ideographs took 46 s to compile); united at once
    now. The members, ranges and escapes of a long class are all in it, nothing else is."""
    members = [0x4E00 + 2 * ((k * 7919) % 5_000) for k in range(5_000)]
    source = "[" + "".join(map(chr, members)) + "a-c\\d\\q{xy}]"
    matcher = compile_matcher(*parse(source, False), source)
    for cp in members[:50] + members[-50:]:
        assert matcher.match(chr(cp)) is not None
    for subject in ("a", "b", "c", "7", "xy"):
        assert matcher.match(subject) is not None, subject
    for subject in (chr(0x4E01), chr(0x4E00 + 10_000), "d", "x"):
        assert matcher.match(subject) is None, subject
