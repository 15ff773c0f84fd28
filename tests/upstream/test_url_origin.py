"""Port of web-platform-tests ``url/url-origin.any.js``.

Upstream: web-platform-tests/wpt, url/url-origin.any.js, read at commit
9e3876f6510743e3fd2bc127cedb2710af328dc8 (current upstream also feeds it
``resources/urltestdata-javascript-only.json``; both resources are loaded from
``$WPT_DATA``, never copied).

For every case with an ``origin`` expectation, ``new URL(input, base).origin`` must
equal it.  The file adds nothing beyond that comparison, which the data-driven runner
in ``wpt/`` does for every case, so this port is a sampled family (``tests/_sample.py``): a sample
of the cases and of the JavaScript-only cases by default, every case in the slow tier.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from webapi import URL

from ._data import cases, params

WITH_ORIGIN = [(i, c) for i, c in enumerate(cases("urltestdata.json")) if "origin" in c]
JS_ONLY = [(i, c) for i, c in enumerate(cases("urltestdata-javascript-only.json")) if "origin" in c]


def test_data_was_loaded() -> None:
    assert len(WITH_ORIGIN) > 100
    assert JS_ONLY


@pytest.mark.parametrize(("index", "case"), params(WITH_ORIGIN + JS_ONLY, ("input", "base")))
@sampled(lambda params: any(params["case"] is case for _, case in JS_ONLY), rate=0.03)
def test_origin_parsing(index: int, case: dict[str, Any]) -> None:
    base = case["base"]
    url = URL(case["input"], base) if base is not None else URL(case["input"])
    assert url.origin == case["origin"]
