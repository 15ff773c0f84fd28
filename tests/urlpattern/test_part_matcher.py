"""The part matcher answers as the component's regular expression does (match or not, and every
group, None for one that did not participate), on the inputs the differential tests generate
and on generated part lists and inputs built from their own pieces, near misses included."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from webapi.js.regexp import compile_regexp
from webapi.urlpattern._component import (
    _BY_PARTS,
    _TIER_UP,
    DEFAULT_OPTIONS,
    HOSTNAME_OPTIONS,
    PATHNAME_OPTIONS,
)
from webapi.urlpattern._part_matcher import GiveUp, PartMatcher, part_matcher
from webapi.urlpattern._parts import Options, Part
from webapi.urlpattern._pattern_parser import parse_a_pattern_string
from webapi.urlpattern._regexp_generation import generate_a_regular_expression_and_name_list


def _regexp(part_list: list[Part], options: Options) -> re.Pattern[str]:
    source, _ = generate_a_regular_expression_and_name_list(part_list, options)
    return compile_regexp(source, ignore_case=options.ignore_case)


def _agree(matcher: PartMatcher, regexp: re.Pattern[str], input: str) -> bool:
    """Whether both give the same answer (True also when the matcher gives up)."""
    try:
        groups = matcher.match(input)
    except GiveUp:
        return True
    m = regexp.match(input)
    expected = None if m is None else list(m.groups())
    assert groups == expected, (regexp.pattern, input)
    return True


def _check_public_cases(count: int, seed: int) -> int:
    from _urlpattern_public_cases import cases

    from webapi import URLPattern
    from webapi.urlpattern._url_pattern import _component_values

    checked = 0
    for case in cases(seed, count):
        try:
            pattern = URLPattern(*case["args"])
        except TypeError:
            continue
        record = pattern._impl._url_pattern
        for input in case["inputs"]:
            args: Any = input or [{}]
            try:
                values = _component_values(record, args[0], args[1] if len(args) > 1 else None)
            except TypeError:
                continue
            if values is None:
                continue
            for component, value in zip(record.components, values[1], strict=True):
                matcher = part_matcher(component.part_list, component.options)
                if matcher is None or not value.isascii():
                    continue
                regexp = _regexp(component.part_list, component.options)
                checked += _agree(matcher, regexp, value)
                # Near misses: each prefix, and a code point changed.
                for cut in range(len(value)):
                    _agree(matcher, regexp, value[:cut])
                    _agree(matcher, regexp, value[:cut] + "x" + value[cut + 1 :])
    return checked


def test_generated_urlpattern_inputs() -> None:
    assert _check_public_cases(2000, seed=9) > 2000


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
OPTIONS = [DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS]
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
    try:
        part_list = parse_a_pattern_string(pattern, options, lambda value: value)
    except TypeError:
        return
    matcher = part_matcher(part_list, options)
    if matcher is None:
        return
    regexp = _regexp(part_list, options)
    # Inputs made of the pattern's own fixed text too, so that many match.
    texts = [p.value + p.prefix + p.suffix for p in part_list]
    for input in [*inputs, "".join(texts), "/".join(texts), "a".join(texts)]:
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
