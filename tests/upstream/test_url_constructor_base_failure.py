"""Port of web-platform-tests ``url/url-constructor-base-failure.any.js``.

Upstream: web-platform-tests/wpt, url/url-constructor-base-failure.any.js, read at
commit 9ea269c83ab6e1f31d51a99c869d3ea63e347074.  Data: ``resources/urltestdata.json``
loaded from ``$WPT_DATA`` (never copied).

For each case that fails to parse without a base: used as the *base* of
``new URL("about:blank", input)`` it must throw a TypeError (a URL that fails with no
base can't be a base), and assigning it to ``href`` must throw a TypeError.  These
checks use the data differently from the plain comparisons, so every such case runs.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from webapi import URL

from ._data import cases, ids

FAILING = [
    (i, c)
    for i, c in enumerate(cases("urltestdata.json"))
    if c.get("failure") and c["base"] is None
]


def test_data_was_loaded() -> None:
    assert len(FAILING) > 100


@pytest.mark.parametrize(("index", "case"), FAILING, ids=ids(FAILING, "input"))
@sampled()
def test_base_argument_should_throw(index: int, case: dict[str, Any]) -> None:
    with pytest.raises(TypeError):
        URL("about:blank", case["input"])


@pytest.mark.parametrize(("index", "case"), FAILING, ids=ids(FAILING, "input"))
@sampled()
def test_href_should_throw(index: int, case: dict[str, Any]) -> None:
    url = URL("about:blank")
    with pytest.raises(TypeError):
        url.href = case["input"]
    assert url.href == "about:blank"  # not upstream: a failed href set changes nothing
