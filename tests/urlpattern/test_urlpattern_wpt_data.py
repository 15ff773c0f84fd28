"""urlpatterntestdata.json, checked as upstream urlpattern/resources/urlpatterntests.js
does, through ``URLPatternImpl`` with the bindings' Web IDL conversions mimicked.

For each case: construction throws TypeError when ``expected_obj`` is "error"; otherwise
every component getter equals the expected pattern string (given, or derived as the
harness derives it: the constructor's own value, "*" when an earlier component is given,
the base URL's value, else "*"); then test() and exec() agree with ``expected_match``
(TypeError for "error"), exec()'s ``inputs`` and every component's input and groups
included, a group that did not participate being None.
"""

from __future__ import annotations

from typing import Any

import pytest
from _urlpattern_args import construct, match_args

import wpt
from tests._sample import sampled
from tests._sizes import tiered
from webapi import URL

COMPONENTS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")

EARLIER_COMPONENTS = {
    "protocol": (),
    "hostname": ("protocol",),
    "port": ("protocol", "hostname"),
    "username": (),
    "password": (),
    "pathname": ("protocol", "hostname", "port"),
    "search": ("protocol", "hostname", "port", "pathname"),
    "hash": ("protocol", "hostname", "port", "pathname", "search"),
}

CASES = wpt.cases("urlpattern/urlpatterntestdata.json")

#: Cases that need ECMAScript regular expression semantics the stand-in translator of
#: webapi/js/regexp/_translate.py lacks: v-flag class set operations (351-354) and a
#: quantified group whose only iteration matches empty not participating (329).
NEEDS_REAL_TRANSLATOR = {329, 351, 352, 353, 354}


def _id(case: wpt.Case) -> str:
    text = ascii(case.data["pattern"])
    return f"{case.index}-{text[:50]}"


def expected_pattern_string(entry: dict[str, Any], component: str) -> str:
    expected_obj = entry.get("expected_obj") or {}
    if component in expected_obj:
        value: str = expected_obj[component]
        return value
    pattern = entry["pattern"]
    first = pattern[0] if pattern else None
    base_url = None
    if isinstance(first, dict) and first.get("baseURL"):
        base_url = URL(first["baseURL"])
    elif len(pattern) > 1 and isinstance(pattern[1], str):
        base_url = URL(pattern[1])
    if component in entry.get("exactly_empty_components", ()):
        return ""
    if isinstance(first, dict) and first.get(component):
        own: str = first[component]
        return own
    if isinstance(first, dict) and any(c in first for c in EARLIER_COMPONENTS[component]):
        return "*"
    if base_url is not None and component not in ("username", "password"):
        base_value: str = getattr(base_url, component)
        if component == "protocol":
            base_value = base_value[:-1]
        elif component in ("search", "hash"):
            base_value = base_value[1:]
        return base_value
    return "*"


@pytest.mark.parametrize("case", tiered(CASES), ids=_id)
@sampled()
def test_urlpatterntestdata(case: wpt.Case, request: pytest.FixtureRequest) -> None:
    from webapi.js.regexp import _translate as _regexp

    if case.index in NEEDS_REAL_TRANSLATOR and getattr(_regexp, "STAND_IN", False):
        request.applymarker(pytest.mark.xfail(reason="needs the real regexp translator"))
    entry = case.data
    if entry.get("expected_obj") == "error":
        with pytest.raises(TypeError):
            construct(*entry["pattern"])
        return
    pattern = construct(*entry["pattern"])
    got = {component: getattr(pattern, component) for component in COMPONENTS}
    assert got == {c: expected_pattern_string(entry, c) for c in COMPONENTS}

    inputs = entry.get("inputs", [])
    expected_match = entry.get("expected_match")
    if expected_match == "error":
        with pytest.raises(TypeError):
            pattern.test(*match_args(*inputs))
        with pytest.raises(TypeError):
            pattern.exec(*match_args(*inputs))
        return
    # JavaScript truthiness: any object, {} included, is true.
    truthy = isinstance(expected_match, dict) or bool(expected_match)
    assert pattern.test(*match_args(*inputs)) is truthy
    result = pattern.exec(*match_args(*inputs))
    if not isinstance(expected_match, dict):
        assert result is expected_match is None
        return
    assert result is not None

    expected_inputs = expected_match.get("inputs", inputs)
    got_inputs = result["inputs"]
    assert isinstance(got_inputs, list)
    assert len(got_inputs) == len(expected_inputs)
    for got_input, expected_input in zip(got_inputs, expected_inputs, strict=True):
        if isinstance(got_input, str):
            assert got_input == expected_input
        else:
            assert isinstance(expected_input, dict)
            for component in COMPONENTS:
                assert got_input.get(component) == expected_input.get(component)

    empty = entry.get("exactly_empty_components", ())
    for component in COMPONENTS:
        expected = expected_match.get(component)
        if not expected:
            expected = {"input": "", "groups": {} if component in empty else {"0": ""}}
        assert result[component] == expected, component


def test_case_count() -> None:
    assert len(CASES) == 369
