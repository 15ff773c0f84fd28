"""``direct_regular_expression`` writes exactly what the translator makes of the spec's
generated regular expression (the same ``re`` source, character for character), for every
part list it accepts: the WPT URLPattern data, the public differential's generated patterns,
and part lists parsed from generated pattern strings with every option."""

from __future__ import annotations

from typing import Any

import pytest
from _generated_patterns import OPTIONS, part_list_of, public_patterns
from hypothesis import given
from hypothesis import strategies as st

import wpt
from webapi.js.regexp import translate
from webapi.urlpattern._component import DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS
from webapi.urlpattern._parts import Options, Part
from webapi.urlpattern._pattern_parser import parse_a_pattern_string
from webapi.urlpattern._regexp_direct import direct_regular_expression
from webapi.urlpattern._regexp_generation import generate_a_regular_expression_and_name_list


def _agrees(part_list: list[Part], options: Options) -> bool:
    """Whether the direct source, if any, is the translation; True when there is one."""
    direct = direct_regular_expression(part_list, options)
    if direct is None:
        return False
    javascript, _ = generate_a_regular_expression_and_name_list(part_list, options)
    assert direct == translate(javascript, ignore_case=options.ignore_case).source, javascript
    return True


def _check_pattern(record: Any) -> int:
    direct = 0
    for component in record.components:
        if component.has_regexp_groups:
            assert direct_regular_expression(component.part_list, component.options) is None
            continue
        direct += _agrees(component.part_list, component.options)
    return direct


def test_wpt_patterns() -> None:
    from _urlpattern_args import construct

    direct = 0
    for case in wpt.cases("urlpattern/urlpatterntestdata.json"):
        try:
            pattern = construct(*case.data["pattern"])
        except TypeError:
            continue
        direct += _check_pattern(pattern._url_pattern)
    assert direct > 1000


def _check_public_cases(count: int, seed: int) -> None:
    direct = 0
    for record, _ in public_patterns(count, seed):
        direct += _check_pattern(record)
    assert direct > count


def test_generated_urlpatterns() -> None:
    _check_public_cases(500, seed=9)  # (100,000 in the slow tier, below)


@pytest.mark.slow
def test_generated_urlpatterns_100k() -> None:
    _check_public_cases(100_000, seed=20260320)


PIECES = [
    "a",
    "K",
    "s",
    "/",
    ".",
    "-",
    "\\.",
    "\\/",
    "\\\\",
    "\\*",
    "%2F",
    "é",
    "\n",
    "$",
    "^",
    "[",
    ":x",
    ":y",
    "*",
    "?",
    "+",
    "{",
    "}",
    "{a}",
    "{/:z}",
    "{.*}?",
    "(\\d+)",
    "(.*)",
    "([^\\/]+?)",
    "([^\\.]+?)",
    "([^]+?)",
    "{}",
    "{}?",
]


@given(
    st.lists(st.sampled_from(PIECES), max_size=8).map("".join),
    st.sampled_from(OPTIONS),
    st.booleans(),
)
def test_generated_part_lists(pattern: str, options: Options, ignore_case: bool) -> None:
    options = options.with_ignore_case(ignore_case)
    part_list = part_list_of(pattern, options)
    if part_list is None:
        return
    if not any(part.type == "regexp" for part in part_list):
        _agrees(part_list, options)


def test_accepted_shapes() -> None:
    def accepted(pattern: str, options: Options = PATHNAME_OPTIONS) -> bool:
        part_list = parse_a_pattern_string(pattern, options, lambda value: value)
        return _agrees(part_list, options)

    assert accepted("/books/:id")
    assert accepted("/api/v1/:resource/:id?")
    assert accepted("/static/*")
    assert accepted("{*.}?example.com", HOSTNAME_OPTIONS)
    assert accepted("http{s}?", DEFAULT_OPTIONS)
    assert accepted("/a/(.*)?", DEFAULT_OPTIONS.with_ignore_case(True))
    assert not accepted("/files/:path+")
    assert not accepted("/list/*?/:x*")
    assert not accepted("/items/:id(\\d+)")
    assert not accepted("/caf\u00e9")
