"""Port of web-platform-tests ``url/url-setters.any.js``.

Upstream: web-platform-tests/wpt, url/url-setters.any.js, read at commit
83f89165c42aae6c91ce0431e7d73fe926705be3.  Data: ``resources/setters_tests.json``,
loaded from ``$WPT_DATA`` (never copied).

For each attribute and case: ``url = new URL(href); url[attribute] = new_value;`` then
every attribute listed in ``expected`` must read back as given.  The file adds nothing
beyond that comparison (the data-driven runner in ``wpt/`` does every case), so this
port is a sampled family (``tests/_sample.py``): a sample of each attribute's cases by default,
every case in the slow tier.

Left out: the ``subset-tests-by-key.js`` variants (they only split browser jobs), and
url-setters-a-area.window.js, which repeats these cases on ``<a>``/``<area>`` elements
(DOM only).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from webapi import URL

from ._data import load, params

SETTERS: dict[str, Any] = load("setters_tests.json")

CASES = [
    (attribute, i, case)
    for attribute, attribute_cases in SETTERS.items()
    if attribute != "comment"
    for i, case in enumerate(attribute_cases)
]


def test_data_was_loaded() -> None:
    assert {"protocol", "host", "port", "pathname", "search", "hash"} <= set(SETTERS)
    # Every attribute has cases (each is a stratum of the sample: at least one runs by default).
    assert {attribute for attribute, _, _ in CASES} == set(SETTERS) - {"comment"}


@pytest.mark.parametrize(("attribute", "index", "case"), params(CASES, ("href", "new_value")))
@sampled("attribute", rate=0.03)
def test_setter(attribute: str, index: int, case: dict[str, Any]) -> None:
    url = URL(case["href"])
    setattr(url, attribute, case["new_value"])
    for name, value in case["expected"].items():
        assert getattr(url, name) == value, name
