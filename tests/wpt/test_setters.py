"""setters_tests.json, as upstream url-setters.any.js does.

``URL(href)`` (which must not throw), set the attribute named by the case's group to
``new_value``, then every attribute in ``expected`` must read back as given.
"""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi import URL
from wpt import Case


@pytest.mark.wpt_data("setters_tests.json")
@sampled(lambda params: params["case"].group, rate=0.02)
def test_setter(case: Case) -> None:
    attribute = case.group
    assert attribute is not None
    url = URL(case.data["href"])
    setattr(url, attribute, case.data["new_value"])
    expected: dict[str, str] = case.data["expected"]
    got = {name: getattr(url, name) for name in expected}
    assert got == expected
