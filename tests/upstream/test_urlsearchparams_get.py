"""Port of web-platform-tests ``url/urlsearchparams-get.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-get.any.js, read at commit
39c743e4f7877abf16db6ace465089f6c61b2b60.  JavaScript ``null`` results are ``None``.
"""

from __future__ import annotations

from webapi import URLSearchParams


def test_get_basics() -> None:
    params = URLSearchParams("a=b&c=d")
    assert params.get("a") == "b"
    assert params.get("c") == "d"
    assert params.get("e") is None
    params = URLSearchParams("a=b&c=d&a=e")
    assert params.get("a") == "b"
    params = URLSearchParams("=b&c=d")
    assert params.get("") == "b"
    params = URLSearchParams("a=&c=d&a=e")
    assert params.get("a") == ""


def test_more_get_basics() -> None:
    params = URLSearchParams("first=second&third&&")
    assert params is not None, "constructor returned non-null value."
    assert params.has("first"), 'Search params object has name "first"'
    assert params.get("first") == "second", (
        'Search params object has name "first" with value "second"'
    )
    assert params.get("third") == "", 'Search params object has name "third" with the empty value.'
    assert params.get("fourth") is None, 'Search params object has no "fourth" name and value.'
