"""A component's ``re`` pattern is compiled when first used, after the URL pattern was built:
RegExpCreate's errors come from the translation (a JavaScript syntax error, a construct ``re``
cannot reproduce), which runs at construction.  So ``re.compile`` must never fail on a
translation that succeeded, or ``test()``/``exec()`` would throw where the constructor should
have.  Checked here on every regular expression of the test data: the WPT URLPattern data, the
translator differential's generated patterns (test_regexp_differential.py) and the public
differential's generated URL patterns (_urlpattern_public_cases.py), all of which translate
shallow (:data:`webapi.js.regexp.SHALLOW_DEPTH`); deeper ones compile at construction.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

import wpt
from webapi.js.regexp import SHALLOW_DEPTH, Matcher, Untranslatable, translate


def _construct_public(args: list[Any]) -> Any:
    from webapi import URLPattern

    try:
        return URLPattern(*args)
    except TypeError:
        return None


def _check_components(pattern: Any) -> int:
    """Compile every component's expression the way test() does; the number with regexp
    groups. A pattern ``re`` cannot express compiles to the ECMA-262 matcher."""
    custom = 0
    for component in pattern._impl._url_pattern.components:
        if component.has_regexp_groups:
            custom += 1
            source = component.regular_expression_string
            try:
                translation = translate(source, ignore_case=component.options.ignore_case)
            except Untranslatable:
                assert isinstance(component.regular_expression, Matcher), source
                continue
            assert translation.shallow, source
        assert isinstance(component.regular_expression, re.Pattern)
    return custom


def test_every_wpt_pattern_compiles() -> None:
    from _urlpattern_args import construct

    custom = 0
    for case in wpt.cases("urlpattern/urlpatterntestdata.json"):
        try:
            impl = construct(*case.data["pattern"])
        except TypeError:
            continue
        for component in impl._url_pattern.components:
            custom += component.has_regexp_groups
            assert isinstance(component.regular_expression, re.Pattern)
    assert custom > 15


def _check_generated_patterns(count: int, seed: int) -> None:
    # The regexp generator of the RegExp differential, in tests/js (not a package).
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "js"))
    try:
        from test_regexp_differential import generate
    finally:
        sys.path.pop(0)

    translated = 0
    for source, ignore_case, _, _ in generate(count, seed):
        try:
            translation = translate(source, ignore_case=ignore_case)
        except (TypeError, RecursionError):
            continue
        translated += 1
        assert translation.shallow, source
        try:
            re.compile(translation.source)
        except (re.error, OverflowError, RecursionError) as error:  # pragma: no cover
            pytest.fail(f"{source!r} (i={ignore_case}) -> {translation.source!r}: {error}")
    assert translated > count // 20


@pytest.mark.slow
def test_generated_regexps_compile() -> None:
    _check_generated_patterns(4000, seed=20261122)


@pytest.mark.slow
def test_generated_regexps_compile_650k() -> None:
    # The pairs of the translator differential's long campaign (seed of its full run).
    _check_generated_patterns(650_000, seed=20261123)


def _check_public_cases(count: int, seed: int) -> None:
    from _urlpattern_public_cases import cases

    custom = 0
    for case in cases(seed, count):
        pattern = _construct_public(case["args"])
        if pattern is not None:
            custom += _check_components(pattern)
    assert custom > count // 10


def test_generated_urlpatterns_compile() -> None:
    _check_public_cases(500, seed=9)  # (100,000 in the slow tier, below)


@pytest.mark.slow
def test_generated_urlpatterns_compile_100k() -> None:
    _check_public_cases(100_000, seed=20260320)


def test_regexp_groups_compile_on_first_use() -> None:
    from webapi import URLPattern

    pattern = URLPattern({"pathname": "/:id(\\d+)/([\\p{L}--[a-z]]+)", "hash": "(x|y)"})
    pathname = pattern._impl._url_pattern.pathname
    assert pathname.has_regexp_groups and pathname._regular_expression is None
    assert pattern.pathname == "/:id(\\d+)/([\\p{L}--[a-z]]+)" and pattern.hasRegExpGroups
    assert pattern.test({"pathname": "/12/AB", "hash": "x"})
    assert pathname._regular_expression is not None
    assert not pattern.test({"pathname": "/12/ab", "hash": "x"})
    assert pattern.exec({"pathname": "/1/Q", "hash": "y"})["pathname"]["groups"] == {
        "id": "1",
        "0": "Q",
    }


def test_deeply_nested_regexp_groups_compile_at_construction() -> None:
    from webapi import URLPattern

    deep = "(?:" * SHALLOW_DEPTH + "a" + ")" * SHALLOW_DEPTH
    pattern = URLPattern({"pathname": f"/({deep})"})
    pathname = pattern._impl._url_pattern.pathname
    assert not translate(pathname.regular_expression_string).shallow
    assert pathname._regular_expression is not None
    assert pattern.test({"pathname": "/a"}) and not pattern.test({"pathname": "/b"})
    shallow = "(?:" * (SHALLOW_DEPTH - 4) + "a" + ")" * (SHALLOW_DEPTH - 4)
    pattern = URLPattern({"pathname": f"/({shallow})"})
    assert pattern._impl._url_pattern.pathname._regular_expression is None


@pytest.mark.parametrize(
    ("pathname", "message"),
    [
        ("/([)", "Invalid regular expression"),
        ("/(\\k<x>)", "Invalid regular expression"),
        ("/(\\p{sc=Foo})", "script-value"),
    ],
)
def test_regexp_errors_are_thrown_at_construction(pathname: str, message: str) -> None:
    from webapi import URLPattern

    with pytest.raises(TypeError) as info:
        URLPattern({"pathname": pathname})
    assert message in str(info.value)
    assert "custom regular expression group" in str(info.value)


def test_valid_regexps_re_cannot_express_are_matched_as_javascript_does() -> None:
    """A variable-length lookbehind and an empty iteration: valid JavaScript, run by the
    ECMA-262 matcher with Node 26's answers."""
    from webapi import URLPattern

    pattern = URLPattern({"pathname": "/(a+(?<=/a+)b)"})
    assert pattern.test({"pathname": "/aab"}) and not pattern.test({"pathname": "/b"})
    result = URLPattern({"pathname": "/((?:a|)+)"}).exec({"pathname": "/aa"})
    assert result is not None and result["pathname"]["groups"] == {"0": "aa"}


def test_an_untranslatable_error_is_a_type_error() -> None:
    assert issubclass(Untranslatable, TypeError)
