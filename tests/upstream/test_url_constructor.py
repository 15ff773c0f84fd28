"""Port of web-platform-tests ``url/url-constructor.any.js``.

Upstream: web-platform-tests/wpt, url/url-constructor.any.js, read at commit
83f89165c42aae6c91ce0431e7d73fe926705be3.  Current upstream runs the same checks over
``resources/urltestdata.json`` and ``resources/urltestdata-javascript-only.json`` (the
cases with lone surrogates); both are used here, loaded from ``$WPT_DATA`` (never copied).

What the .any.js adds on top of comparing components is (a) a failure must throw a
``TypeError`` and (b) ``searchParams`` must serialize as the case says.  (a) is the
data-driven runner's check of every failure (``tests/wpt/test_urltestdata.py``: a
``URLParseError``, which is a ``TypeError``); (b) runs here on the ``searchParams`` cases and
the JavaScript-only cases, beside the plain component comparison: a sampled family
(``tests/_sample.py``: a sample of each of the three kinds by default, every case in the slow
tier), for the data-driven runner compares every case.

Left out: ``subset-tests-by-key.js`` variants (?include=file, ...) only split the run
into browser jobs; there is nothing to port.
"""

from __future__ import annotations

from typing import Any

import pytest

import wpt
from tests._sample import sampled
from webapi import URL

from ._data import cases, params

COMPONENTS = wpt.URL_COMPONENTS

ALL = list(enumerate(cases("urltestdata.json")))
JS_ONLY = list(enumerate(cases("urltestdata-javascript-only.json")))

WITH_SEARCH_PARAMS = [(i, c) for i, c in ALL if not c.get("failure") and "searchParams" in c]
PLAIN = [(i, c) for i, c in ALL if not c.get("failure") and "searchParams" not in c]
SUCCESSES = params(WITH_SEARCH_PARAMS + PLAIN + JS_ONLY, ("input", "base"))


def kind(case: dict[str, Any]) -> str:
    """The family's strata: the cases with ``searchParams``, the JavaScript-only, the plain."""
    if "searchParams" in case:
        return "searchParams"
    return "javascript-only" if any(case is js for _, js in JS_ONLY) else "plain"


def make_url(case: dict[str, Any]) -> URL:
    # Upstream: base !== null ? new URL(input, base) : new URL(input)
    if case["base"] is not None:
        return URL(case["input"], case["base"])
    return URL(case["input"])


def test_data_was_loaded() -> None:
    # Guards against the parametrized tests below silently collecting nothing.
    assert WITH_SEARCH_PARAMS
    assert JS_ONLY


@pytest.mark.parametrize(("index", "case"), SUCCESSES)
@sampled(lambda params: kind(params["case"]), rate=0.03)
def test_parsing(index: int, case: dict[str, Any]) -> None:
    url = make_url(case)
    for component in COMPONENTS:
        assert getattr(url, component) == case[component], component
    if "searchParams" in case:
        assert hasattr(url, "searchParams")
        assert url.searchParams.toString() == case["searchParams"], "searchParams"
    assert url.hash == case["hash"], "hash"
