"""Port of web-platform-tests ``url/urlencoded-parser.any.js``.

Upstream: web-platform-tests/wpt, url/urlencoded-parser.any.js, read at commit
139a32d3512932f351bc86a9f8bea918e9a25218.  Data: ``resources/urlencoded-parser-data.json``
loaded from ``$WPT_DATA`` (never copied); it is small, so every case runs.

Upstream compares each iterated pair with the expected one; the port compares the
whole list, which also catches missing or extra pairs.

Left out: urlencoded-parser-request-response.any.js runs the same data through
``Request``/``Response.formData()`` (Fetch API), which this package does not provide.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from webapi import URLSearchParams

from ._data import ids, load

CASES = list(enumerate(load("urlencoded-parser-data.json")))


def test_data_was_loaded() -> None:
    assert len(CASES) > 20


@pytest.mark.parametrize(("index", "case"), CASES, ids=ids(CASES, "input"))
@sampled()
def test_url_search_params_constructed_with(index: int, case: dict[str, Any]) -> None:
    sp = URLSearchParams(case["input"])
    assert [list(item) for item in sp] == case["output"]
