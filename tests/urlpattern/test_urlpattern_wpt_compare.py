"""urlpattern-compare-test-data.json (tentative ``URLPattern.compareComponent``), checked as
upstream urlpattern/resources/urlpattern-compare-tests.tentative.js does: the expected
order, the reverse order negated, and each pattern equal to itself."""

from __future__ import annotations

import pytest
from _urlpattern_args import construct

import wpt
from tests._sample import sampled
from webapi.urlpattern._urlpattern_impl import URLPatternImpl

CASES = wpt.cases("urlpattern/urlpattern-compare-test-data.json")


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case.index}-{case.data['component']}")
@sampled()
def test_compare_component(case: wpt.Case) -> None:
    entry = case.data
    left = construct(entry["left"])
    right = construct(entry["right"])
    component = entry["component"]
    compare = URLPatternImpl.compareComponent
    assert compare(component, left, right) == entry["expected"]
    assert compare(component, right, left) == -entry["expected"]
    assert compare(component, left, left) == 0
    assert compare(component, right, right) == 0


def test_compare_component_rejects_unknown_component() -> None:
    pattern = construct({})
    with pytest.raises(TypeError):
        URLPatternImpl.compareComponent("href", pattern, pattern)


def test_case_count() -> None:
    assert len(CASES) == 25
