"""The part matcher answers as the component's regular expression does (match or not, and every
group, None for one that did not participate), on the inputs the differential tests generate
and on generated part lists and inputs built from their own pieces, near misses included."""

from __future__ import annotations

import re

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

from webapi.js.regexp import Matcher
from webapi.urlpattern._component import (
    _BY_PARTS,
    _TIER_UP,
    DEFAULT_OPTIONS,
    HOSTNAME_OPTIONS,
    PATHNAME_OPTIONS,
)
from webapi.urlpattern._part_matcher import GiveUp, PartMatcher, part_matcher
from webapi.urlpattern._parts import Options
from webapi.urlpattern._pattern_parser import parse_a_pattern_string


def _agree(matcher: PartMatcher, regexp: re.Pattern[str] | Matcher, input: str) -> bool:
    """Whether both give the same answer (True also when the matcher gives up)."""
    try:
        groups = matcher.match(input)
    except GiveUp:
        return True
    m = regexp.match(input)
    expected = None if m is None else list(m.groups())
    assert groups == expected, (regexp, input)
    return True


def _check_public_cases(count: int, seed: int) -> int:
    checked = 0
    for record, inputs in public_patterns(count, seed):
        for values in component_values(record, inputs):
            for component, value in zip(record.components, values, strict=True):
                matcher = part_matcher(component.part_list, component.options)
                if matcher is None or not value.isascii():
                    continue
                regexp = regexp_of(component.part_list, component.options)
                checked += _agree(matcher, regexp, value)
                for near in near_misses(value):
                    _agree(matcher, regexp, near)
    return checked


@pytest.mark.slow
def test_generated_urlpattern_inputs() -> None:
    assert _check_public_cases(350, seed=9) > 1000


@pytest.mark.slow
def test_generated_urlpattern_inputs_100k() -> None:
    assert _check_public_cases(100_000, seed=20260320) > 100_000


PIECES = [
    "a",
    "ab",
    "K",
    "/",
    ".",
    "-",
    "\\.",
    "\\/",
    "\\\\",
    "%2F",
    ":x",
    ":y",
    "*",
    "?",
    "{a}",
    "{ab}?",
    "{/:z}",
    "{/:w}?",
    "{.*}?",
    "{-*-}",
    "{a*b}?",
    "(.*)",
    "([^\\/]+?)",
    "([^\\.]+?)",
    "([^]+?)",
    "{}",
]
ALPHABET = ["a", "b", "A", "B", "k", "K", "/", ".", "-", "x", "\n", "\r", "%2F", "\\"]


@given(
    st.lists(st.sampled_from(PIECES), max_size=7).map("".join),
    st.sampled_from(OPTIONS),
    st.booleans(),
    st.lists(st.lists(st.sampled_from(ALPHABET), max_size=10).map("".join), max_size=6),
)
def test_generated_part_lists(
    pattern: str, options: Options, ignore_case: bool, inputs: list[str]
) -> None:
    options = options.with_ignore_case(ignore_case)
    part_list = part_list_of(pattern, options)
    if part_list is None:
        return
    matcher = part_matcher(part_list, options)
    if matcher is None:
        return
    regexp = regexp_of(part_list, options)
    for input in [*inputs, *own_text_inputs(part_list)]:
        _agree(matcher, regexp, input)


def test_shapes_it_takes() -> None:
    def takes(pattern: str, options: Options = PATHNAME_OPTIONS) -> bool:
        return part_matcher(parse_a_pattern_string(pattern, options, str), options) is not None

    assert takes("/books/:id") and takes("/api/:a/:b?") and takes("/static/*")
    assert takes("{*.}?example.com", HOSTNAME_OPTIONS) and takes("http{s}?", DEFAULT_OPTIONS)
    assert not takes("/files/:path+") and not takes("/x/*+")
    assert not takes("/items/:id(\\d+)") and not takes("/caf\u00e9") and not takes("*?")


def test_it_gives_up_on_long_backtracking() -> None:
    from webapi import URLPattern

    pattern = URLPattern({"pathname": "/*-*-*-*-*x"})
    pathname = pattern._impl._url_pattern.pathname
    assert pathname._kind == _BY_PARTS
    matcher = part_matcher(pathname.part_list, pathname.options)
    assert matcher is not None
    with pytest.raises(GiveUp):
        matcher.match("/" + "-" * 60)
    assert not pattern.test({"pathname": "/" + "-" * 60})  # the regular expression answers
    assert pattern.test({"pathname": "/" + "-" * 60 + "x"})


def test_the_regular_expression_takes_over_after_a_few_matches() -> None:
    from webapi import URLPattern

    pattern = URLPattern({"pathname": "/tier-up/:id"})  # a component no other test matched
    pathname = pattern._impl._url_pattern.pathname
    assert pathname._kind == _BY_PARTS
    answers = []
    for i in range(_TIER_UP + 3):
        # The part matchers answer the first _TIER_UP matches.
        assert (pathname._regular_expression is None) == (i <= _TIER_UP)
        result = pattern.exec({"pathname": f"/tier-up/{i}"})
        answers.append(result["pathname"]["groups"] if result else None)
    assert answers == [{"id": str(i)} for i in range(_TIER_UP + 3)]
    assert not pattern.test({"pathname": "/tier-up/1/2"})
    assert pathname._regular_expression is not None
