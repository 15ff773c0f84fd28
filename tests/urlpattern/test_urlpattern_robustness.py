"""Whatever strings come in, URLPatternImpl raises nothing but TypeError (lone surrogates,
controls and pattern syntax in every component included), and a pattern that builds answers
test(), exec() and its getters."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests._sizes import examples
from webapi import URLPattern
from webapi.urlpattern._urlpattern_impl import URLPatternImpl

_SYNTAX = (
    ":/?#@[]{}()*+\\.!$%^&|=-_~ abcXYZ019\u00e9\u2118\ud800\udfff\t\n\x00\u3000\U0001f345<>'\"`"
)
_COMPONENTS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")

text = st.text(alphabet=st.sampled_from(_SYNTAX), max_size=14) | st.text(max_size=8)
inits = st.dictionaries(st.sampled_from((*_COMPONENTS, "baseURL")), text, max_size=4)
inputs = text | st.builds(lambda a, b: f"https://{a}/{b}", text, text) | inits


def _exercise(pattern_input: Any, base: str | None, ignore_case: bool, probes: list[Any]) -> None:
    try:
        pattern = URLPatternImpl.construct(pattern_input, base, {"ignoreCase": ignore_case})
    except TypeError:
        return
    for component in _COMPONENTS:
        assert isinstance(getattr(pattern, component), str)
    assert isinstance(pattern.hasRegExpGroups, bool)
    for probe in probes:
        try:
            matched = pattern.test(probe, None)
            result = pattern.exec(probe, None)
        except TypeError:
            continue
        assert matched is (result is not None)


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(inputs, st.none() | text, st.booleans(), st.lists(inputs, max_size=3))
def test_only_type_errors_escape(
    pattern_input: Any, base: str | None, ignore_case: bool, probes: list[Any]
) -> None:
    if isinstance(pattern_input, dict):
        base = None
    _exercise(pattern_input, base, ignore_case, probes)


@pytest.mark.slow
@settings(max_examples=20_000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(inputs, st.none() | text, st.booleans(), st.lists(inputs, max_size=3))
def test_only_type_errors_escape_exhaustively(
    pattern_input: Any, base: str | None, ignore_case: bool, probes: list[Any]
) -> None:
    if isinstance(pattern_input, dict):
        base = None
    _exercise(pattern_input, base, ignore_case, probes)


# --- a thousand groups, without recursion (issue #30 item 14) ----------------------------------


@pytest.mark.parametrize("count", [1000, 3000])
def test_a_pattern_of_many_named_groups(count: int) -> None:
    pathname = "/" + "/".join(f":g{i}" for i in range(count))
    pattern = URLPattern({"pathname": pathname})
    path = "/" + "/".join(str(i) for i in range(count))
    assert pattern.test({"pathname": path})  # before: RecursionError
    result = pattern.exec({"pathname": path})
    assert result is not None and result["pathname"]["groups"][f"g{count - 1}"] == str(count - 1)
    assert not pattern.test({"pathname": "/x"})


def test_many_optional_groups() -> None:
    pattern = URLPattern({"pathname": "/" + "{a}?" * 500 + "z"})
    assert pattern.test({"pathname": "/aaaz"}) and not pattern.test({"pathname": "/b"})
