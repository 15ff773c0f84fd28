"""urlencoded-parser-data.json, as upstream url/urlencoded-parser.any.js does.

``URLSearchParams(input)`` must hold exactly the expected name-value pairs, in order, and so must
``URL("https://x/?" + input).searchParams``. Upstream only checks that each pair it iterates
matches; here the lengths must match too.
"""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi import URL, URLSearchParams
from wpt import Case


def _expected(case: Case) -> list[tuple[str, str]]:
    return [(name, value) for name, value in case.data["output"]]


@pytest.mark.wpt_data("urlencoded-parser-data.json")
@sampled()
def test_urlsearchparams_constructor(case: Case) -> None:
    params = URLSearchParams(case.data["input"])
    assert [(name, value) for name, value in params] == _expected(case)


@pytest.mark.wpt_data("urlencoded-parser-data.json")
@sampled()
def test_url_searchparams(case: Case) -> None:
    url = URL("https://x/?" + case.data["input"])
    assert [(name, value) for name, value in url.searchParams] == _expected(case)
