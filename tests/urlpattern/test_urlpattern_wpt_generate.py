"""urlpattern-generate-test-data.json (tentative ``URLPattern.prototype.generate``): the
generated string, or a TypeError where the data expects null (an unknown component, a
missing group, a value the pattern cannot match, a wildcard, regexp or modified part)."""

from __future__ import annotations

import pytest
from _urlpattern_args import construct

import wpt

CASES = wpt.cases("urlpattern/urlpattern-generate-test-data.json")


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case.index}-{case.data['pattern']}")
def test_generate(case: wpt.Case) -> None:
    entry = case.data
    pattern = construct(entry["pattern"])
    if entry["expected"] is None:
        with pytest.raises(TypeError):
            pattern.generate(entry["component"], entry["groups"])
        return
    assert pattern.generate(entry["component"], entry["groups"]) == entry["expected"]


def test_case_count() -> None:
    assert len(CASES) == 19
