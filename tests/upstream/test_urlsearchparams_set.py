"""Port of web-platform-tests ``url/urlsearchparams-set.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-set.any.js, read at commit
06137e6a684069a4f442624f90b91c03f22a2ab6.  JavaScript numbers are passed as ints.
"""

from __future__ import annotations

from webapi import URLSearchParams


def test_set_basics() -> None:
    params = URLSearchParams("a=b&c=d")
    params.set("a", "B")
    assert str(params) == "a=B&c=d"
    params = URLSearchParams("a=b&c=d&a=e")
    params.set("a", "B")
    assert str(params) == "a=B&c=d"
    params.set("e", "f")
    assert str(params) == "a=B&c=d&e=f"


def test_url_search_params_set() -> None:
    params = URLSearchParams("a=1&a=2&a=3")
    assert params.has("a"), 'Search params object has name "a"'
    assert params.get("a") == "1", 'Search params object has name "a" with value "1"'
    assert str(params) == "a=1&a=2&a=3"
    params.set("first", 4)  # type: ignore[arg-type]
    assert params.has("a"), 'Search params object has name "a"'
    assert params.get("a") == "1", 'Search params object has name "a" with value "1"'
    assert str(params) == "a=1&a=2&a=3&first=4"
    params.set("a", 4)  # type: ignore[arg-type]
    assert params.has("a"), 'Search params object has name "a"'
    assert params.get("a") == "4", 'Search params object has name "a" with value "4"'
    assert str(params) == "a=4&first=4"
