"""Port of web-platform-tests ``url/urlsearchparams-size.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-size.any.js, read at commit
139a32d3512932f351bc86a9f8bea918e9a25218.
"""

from __future__ import annotations

from webapi import URL, URLSearchParams


def test_size_and_deletion() -> None:
    params = URLSearchParams("a=1&b=2&a=3")
    assert params.size == 3

    params.delete("a")
    assert params.size == 1


def test_size_and_addition() -> None:
    params = URLSearchParams("a=1&b=2&a=3")
    assert params.size == 3

    params.append("b", "4")
    assert params.size == 4


def test_size_when_obtained_from_a_url() -> None:
    url = URL("http://localhost/query?a=1&b=2&a=3")
    assert url.searchParams.size == 3

    url.searchParams.delete("a")
    assert url.searchParams.size == 1

    url.searchParams.append("b", 4)  # type: ignore[arg-type]
    assert url.searchParams.size == 2


def test_size_when_obtained_from_a_url_and_using_search() -> None:
    url = URL("http://localhost/query?a=1&b=2&a=3")
    assert url.searchParams.size == 3

    url.search = "?"
    assert url.searchParams.size == 0
