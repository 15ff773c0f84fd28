"""Port of web-platform-tests ``url/urlsearchparams-getall.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-getall.any.js, read at commit
9194bb45c5ea8c2b1debe6f7068d47ed86693837.  ``assert_array_equals`` compares with a
Python list.
"""

from __future__ import annotations

from webapi import URLSearchParams


def test_get_all_basics() -> None:
    params = URLSearchParams("a=b&c=d")
    assert list(params.getAll("a")) == ["b"]
    assert list(params.getAll("c")) == ["d"]
    assert list(params.getAll("e")) == []
    params = URLSearchParams("a=b&c=d&a=e")
    assert list(params.getAll("a")) == ["b", "e"]
    params = URLSearchParams("=b&c=d")
    assert list(params.getAll("")) == ["b"]
    params = URLSearchParams("a=&c=d&a=e")
    assert list(params.getAll("a")) == ["", "e"]
    assert list(params.get_all("a")) == ["", "e"]  # the snake_case alias


def test_get_all_multiples() -> None:
    params = URLSearchParams("a=1&a=2&a=3&a")
    assert params.has("a"), 'Search params object has name "a"'
    matches = params.getAll("a")
    assert matches and len(matches) == 4, 'Search params object has values for name "a"'
    assert list(matches) == ["1", "2", "3", ""], 'Search params object has expected name "a" values'
    params.set("a", "one")
    assert params.get("a") == "one", 'Search params object has name "a" with value "one"'
    matches = params.getAll("a")
    assert matches and len(matches) == 1, 'Search params object has values for name "a"'
    assert list(matches) == ["one"], 'Search params object has expected name "a" values'
