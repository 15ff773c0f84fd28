"""The linear matcher answers as the component's compiled regular expression does (match or not,
and every group, None for one that did not participate) on the WPT URLPattern data, on the
public differential's generated patterns and inputs, and on generated part lists (every
modifier, both wildcards, prefixes and suffixes, ignore case, every option) and inputs
(non-ASCII and line terminators included); and matches the issue's exponential patterns and
very long part lists at once (#30.4)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from _generated_patterns import (
    OPTIONS,
    component_values,
    near_misses,
    own_text_inputs,
    part_list_of,
    public_patterns,
    regexp_of,
)
from hypothesis import given
from hypothesis import strategies as st

import wpt
from webapi.js.regexp import Matcher
from webapi.urlpattern import _linear_matcher
from webapi.urlpattern._backtracking_bound import WORK, backtracking_input_limit
from webapi.urlpattern._component import (
    _BY_PARTS,
    _TIER_UP,
    HOSTNAME_OPTIONS,
    PATHNAME_OPTIONS,
    Component,
)
from webapi.urlpattern._linear_matcher import LinearMatcher, linear_matcher
from webapi.urlpattern._parts import Options, Part
from webapi.urlpattern._pattern_parser import parse_a_pattern_string


def _agree(matcher: LinearMatcher, regexp: re.Pattern[str] | Matcher, input: str) -> None:
    m = regexp.match(input)
    expected = None if m is None else list(m.groups())
    assert matcher.match(input) == expected, (input, regexp)


def _check_component(part_list: list[Part], options: Options, inputs: list[str]) -> int:
    matcher = linear_matcher(part_list, options)
    if matcher is None:
        return 0
    regexp = regexp_of(part_list, options)
    for input in inputs:
        _agree(matcher, regexp, input)
        for near in near_misses(input):
            _agree(matcher, regexp, near)
    return 1


def _check_record(record: Any, inputs: list[Any]) -> int:
    """Each component's matcher against its regular expression, on the values the inputs give."""
    values: list[list[str]] = [[] for _ in record.components]
    for result in component_values(record, inputs):
        for index, value in enumerate(result):
            values[index].append(value)
    return sum(
        _check_component(component.part_list, component.options, component_inputs)
        for component, component_inputs in zip(record.components, values, strict=True)
    )


def test_wpt_data() -> None:
    from _urlpattern_args import construct

    checked = 0
    for case in wpt.cases("urlpattern/urlpatterntestdata.json"):
        try:
            pattern = construct(*case.data["pattern"])
        except TypeError:
            continue
        inputs = case.data.get("inputs") or [{}]
        inputs = [input if isinstance(input, list) else [input] for input in inputs]
        checked += _check_record(pattern._url_pattern, inputs)
    assert checked > 1500


def _check_public_cases(count: int, seed: int) -> int:
    return sum(_check_record(record, inputs) for record, inputs in public_patterns(count, seed))


@pytest.mark.slow
def test_generated_urlpattern_inputs() -> None:
    assert _check_public_cases(300, seed=11) > 1200  # (50,000 in the slow tier, below)


@pytest.mark.slow
def test_generated_urlpattern_inputs_50k() -> None:
    assert _check_public_cases(50_000, seed=20261125) > 100_000


#: Pattern pieces: every part shape the generator makes (fixed text, named groups, both
#: wildcards, each modifier, with and without prefix and suffix, empty groups).
PIECES = [
    "a",
    "ab",
    "K",
    "s",
    "/",
    ".",
    "-",
    "\\.",
    "\\/",
    ":x",
    ":y",
    ":q*",
    ":q+",
    ":r?",
    "*",
    "*?",
    "*+",
    "**",
    "?",
    "+",
    "{a}",
    "{ab}?",
    "{ab}*",
    "{ab}+",
    "{}",
    "{}?",
    "{}*",
    "{}+",
    "{/:z}",
    "{/:w}?",
    "{/:w}*",
    "{/:w}+",
    "{.*}?",
    "{-*-}",
    "{-*-}*",
    "{-*-}+",
    "{a*b}?",
    "{a:v}+",
    "(.*)",
    "([^\\/]+?)",
    "([^\\.]+?)",
]
#: Input code points: the pieces' own, both cases, the delimiters, LF and CR (which "." does
#: not match), and non-ASCII ones (U+212A folds to "k" and U+017F to "s" in ECMA-262; the
#: translation to re, which the matcher follows, matches ASCII case variants only).
ALPHABET = ["a", "b", "A", "B", "k", "K", "s", "/", ".", "-", "x", "\n", "\r", "\\"]
ALPHABET += ["\u212a", "\u017f", "é", "\u2028", "\U0001f600"]


def _check_generated(pattern: str, options: Options, inputs: list[str]) -> bool:
    part_list = part_list_of(pattern, options)
    if part_list is None:
        return False
    matcher = linear_matcher(part_list, options)
    if matcher is None:
        return False
    regexp = regexp_of(part_list, options)
    for input in [*inputs, *own_text_inputs(part_list, "/a-")]:
        _agree(matcher, regexp, input)
    return True


@given(
    st.lists(st.sampled_from(PIECES), max_size=7).map("".join),
    st.sampled_from(OPTIONS),
    st.booleans(),
    st.lists(st.lists(st.sampled_from(ALPHABET), max_size=12).map("".join), max_size=6),
)
def test_generated_part_lists(
    pattern: str, options: Options, ignore_case: bool, inputs: list[str]
) -> None:
    _check_generated(pattern, options.with_ignore_case(ignore_case), inputs)


def _seeded(count: int, seed: int) -> int:
    rng = random.Random(seed)
    checked = 0
    for _ in range(count):
        pattern = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 8)))
        options = rng.choice(OPTIONS).with_ignore_case(rng.random() < 0.3)
        inputs = [
            "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 14))) for _ in range(6)
        ]
        checked += _check_generated(pattern, options, inputs)
    return checked


@pytest.mark.slow
def test_seeded_part_lists() -> None:
    assert _seeded(1500, seed=30) > 1000


@pytest.mark.slow
def test_seeded_part_lists_100k() -> None:
    assert _seeded(100_000, seed=20261125) > 60_000


def _component(pattern: str, options: Options = PATHNAME_OPTIONS) -> Component:
    from webapi.urlpattern._component import compile_a_component

    return compile_a_component(pattern, lambda value: value, options)


def _no_regexp(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make reading a component's compiled expression fail: only the part matchers answer."""

    def refuse(self: Component) -> object:
        raise AssertionError("the backtracking regular expression was used")

    monkeypatch.setattr(Component, "regular_expression", property(refuse))


def test_near_misses_do_not_backtrack(monkeypatch: pytest.MonkeyPatch) -> None:
    # Polynomial on main (the part matcher gave up to the regular expression): /*/*/z against
    # /x/x.../y took 3.4 s for 20,000 segments, /:a-:b-:c/z 24 s for 2,000.
    _no_regexp(monkeypatch)
    for pattern, input, groups in [
        ("/*/*/z", "/x" * 3000 + "/y", None),
        ("/:a-:b-:c/z", "/" + "x-" * 3000 + "/y", None),
        ("/:a*/*/z", "/x" * 3000 + "/y", None),
        ("/*/*/z", "/x" * 3000 + "/z", {"0": "x" + "/x" * 2998, "1": "x"}),
        ("/:a-:b-:c", "/" + "x-" * 3000 + "x", {"a": "x", "b": "x", "c": "x" + "-x" * 2998}),
    ]:
        component = _component(pattern)
        assert component._kind == _BY_PARTS
        assert component.exec(input) == groups


def test_exponential_patterns_match_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # The cases: {a}? thirty times (37 s on a near miss), /* a hundred times on a
    # matching URL (over 20 s).
    _no_regexp(monkeypatch)
    optional = _component("/" + "{a}?" * 30 + "a" * 30)
    assert not optional.test("/" + "a" * 30 + "b")
    assert not optional.test("/" + "a" * 61)
    assert optional.exec("/" + "a" * 45) == {}
    wildcards = _component("/*" * 100)
    groups = wildcards.exec("/x" * 150)
    assert groups is not None
    # Greedy: the first takes all it can, leaving one segment to each of the others.
    assert groups["0"] == "x" + "/x" * 50
    assert [groups[str(i)] for i in range(1, 100)] == ["x"] * 99
    assert not wildcards.test("/x" * 99)


def test_long_part_lists(monkeypatch: pytest.MonkeyPatch) -> None:
    # A pattern of 1,000 named groups raised RecursionError in the part matcher once; it and
    # every part list of more than 200 groups went to the regular expression.
    _no_regexp(monkeypatch)
    named = _component("".join(f"/:g{i}" for i in range(1000)))
    groups = named.exec("".join(f"/v{i}" for i in range(1000)))
    assert groups == {f"g{i}": f"v{i}" for i in range(1000)}
    assert named.exec("".join(f"/v{i}" for i in range(999))) is None
    wildcards = _component("/*" * 100 + "/z")
    assert wildcards.test("/x" * 100 + "/z")
    assert not wildcards.test("/x" * 200 + "/y")


def test_the_regular_expression_only_within_its_bound() -> None:
    # After _TIER_UP matches the compiled expression answers inputs up to the limit; longer
    # ones stay linear (the expression would take seconds on them).
    component = _component("/*/*/z")
    limit = backtracking_input_limit(component.part_list, component.options)
    assert 10 < limit < 100  # (n + 1) ** 3 <= WORK
    assert (limit + 1) ** 3 <= WORK < (limit + 2) ** 3
    for _ in range(_TIER_UP + 1):
        assert component.test("/a/b/z")
    assert component._regular_expression is not None
    assert not component.test("/x" * 50_000 + "/y")  # on re: minutes
    assert component.exec("/a/b/z") == {"0": "a", "1": "b"}


def test_backtracking_bound() -> None:
    def limit(pattern: str, options: Options = PATHNAME_OPTIONS) -> int:
        part_list = parse_a_pattern_string(pattern, options, str)
        return backtracking_input_limit(part_list, options)

    assert limit("/books") == WORK - 1  # the ways times the input's length
    assert limit("/books/:id") == 255  # (n + 1) ** 2
    assert limit("/:a/:b?") == 38  # (n + 1) ** 2 * (n + 2)
    assert limit("/files/:path+") == 38  # iterations cut at "/": (n + 1) * (n + 2) ** 2
    assert limit("/*+") == 10  # any cut: (n + 1) * 2 ** (n + 2)
    assert limit("/" + "{a}?" * 16) == 0  # 2 ** 16 ways
    assert limit("/" + "{a}?" * 17) == -1
    assert limit("{:a.}+", HOSTNAME_OPTIONS) == limit("/files/:path+")


def test_capture_lists_stay_short() -> None:
    # A thread's capture list is folded into a dict past _MAX_LIST links, so freeing it
    # never recurses deeper than that (under Pyodide a 6,000-link list overflowed the
    # WebAssembly stack); what it reads back is the latest position of each boundary.
    captures = None
    for position in range(3 * _linear_matcher._MAX_LIST):
        captures = _linear_matcher._record(captures, (position % 300, 1000 + position), position)
        links = 0
        node = captures
        while isinstance(node, tuple):
            links += 1
            node = node[2]
        assert links <= _linear_matcher._MAX_LIST
    latest = _linear_matcher._fold(captures)
    expected: dict[int, int] = {}
    for position in range(3 * _linear_matcher._MAX_LIST):
        expected[position % 300] = position
        expected[1000 + position] = position
    assert latest == expected
