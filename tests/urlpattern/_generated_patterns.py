"""What the matcher and translator tests (test_linear_matcher.py, test_part_matcher.py,
test_regexp_direct.py) build their generated cases from: the three option sets, part lists
parsed from generated pattern strings, the public differential's generated patterns and the
component values of their inputs, the near misses of an input and inputs made of a part
list's own fixed text. Each test keeps its own pieces and alphabet (what its matcher takes)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from webapi.js.regexp import Matcher, compile_regexp
from webapi.urlpattern._component import DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS
from webapi.urlpattern._parts import Options, Part
from webapi.urlpattern._pattern_parser import parse_a_pattern_string
from webapi.urlpattern._regexp_generation import generate_a_regular_expression_and_name_list

OPTIONS = [DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS]


def part_list_of(pattern: str, options: Options) -> list[Part] | None:
    """The part list of a generated pattern string, or None where the parser rejects it."""
    try:
        return parse_a_pattern_string(pattern, options, lambda value: value)
    except TypeError:
        return None


def regexp_of(part_list: list[Part], options: Options) -> re.Pattern[str] | Matcher:
    """The component's regular expression: the spec's source, compiled as webapi compiles it."""
    source, _ = generate_a_regular_expression_and_name_list(part_list, options)
    return compile_regexp(source, ignore_case=options.ignore_case)


def near_misses(value: str) -> Iterator[str]:
    """Each prefix of ``value``, and ``value`` with one code point changed."""
    for cut in range(len(value)):
        yield value[:cut]
        yield value[:cut] + "x" + value[cut + 1 :]


def own_text_inputs(part_list: list[Part], separators: str = "/a") -> list[str]:
    """Inputs made of the part list's own fixed text (so that many match): joined with nothing
    and with each of ``separators``."""
    texts = [p.prefix + p.value + p.suffix for p in part_list]
    return ["".join(texts), *(separator.join(texts) for separator in separators)]


def public_patterns(count: int, seed: int) -> Iterator[tuple[Any, list[list[Any]]]]:
    """The public differential's ``count`` generated cases (``seed``) that construct: each
    pattern's URL pattern record and its inputs' argument lists."""
    from _urlpattern_public_cases import cases

    from webapi import URLPattern

    for case in cases(seed, count):
        try:
            pattern = URLPattern(*case["args"])
        except TypeError:
            continue
        yield pattern._impl._url_pattern, [input or [{}] for input in case["inputs"]]


def component_values(record: Any, inputs: list[Any]) -> Iterator[tuple[str, ...]]:
    """For each input (an argument list) the record matches against, the component values it
    gives each component (inputs that throw or that give no values are left out)."""
    from webapi.urlpattern._url_pattern import _component_values

    for args in inputs:
        try:
            result = _component_values(record, args[0], args[1] if len(args) > 1 else None)
        except (TypeError, IndexError):
            continue
        if result is not None:
            yield result[1]
