"""Port of web-platform-tests ``url/url-searchparams.any.js``.

Upstream: web-platform-tests/wpt, url/url-searchparams.any.js, read at commit
49fd817603e660f9b9b93d164be821ad5c4028eb.

Upstream's ``bURL(url, base)`` is ``new URL(url, base || "about:blank")``; kept.
``"searchParams" in url`` becomes ``hasattr``.  Assigning the read-only attribute in
strict mode throws a ``TypeError`` in JavaScript; a read-only Python property raises
``AttributeError``, so either is accepted, and the attribute must stay the same object.
"""

from __future__ import annotations

import pytest

from webapi import URL, URLSearchParams


def b_url(url: str, base: str | None = None) -> URL:
    return URL(url, base or "about:blank")


def test_search_params_getter() -> None:
    url = b_url("http://example.org/?a=b")
    assert hasattr(url, "searchParams")
    search_params = url.searchParams
    assert url.searchParams is search_params, "Object identity should hold."
    assert url.search_params is search_params


def test_search_params_updating_clearing() -> None:
    url = b_url("http://example.org/?a=b")
    assert hasattr(url, "searchParams")
    search_params = url.searchParams
    assert search_params.toString() == "a=b"

    search_params.set("a", "b")
    assert url.searchParams.toString() == "a=b"
    assert url.search == "?a=b"
    url.search = ""
    assert url.searchParams.toString() == ""
    assert url.search == ""
    assert search_params.toString() == ""


def test_search_params_setter_invalid_values() -> None:
    url_string = "http://example.org"
    url = b_url(url_string)
    original = url.searchParams
    with pytest.raises((TypeError, AttributeError)):
        url.searchParams = URLSearchParams(url_string)  # type: ignore[misc]
    assert url.searchParams is original


def test_search_params_and_search_setters_update_propagation() -> None:
    url = b_url("http://example.org/file?a=b&c=d")
    assert hasattr(url, "searchParams")
    search_params = url.searchParams
    assert url.search == "?a=b&c=d"
    assert search_params.toString() == "a=b&c=d"

    # Setting 'search' propagates to the URL object's query object.
    url.search = "e=f&g=h"
    assert url.search == "?e=f&g=h"
    assert search_params.toString() == "e=f&g=h"

    # ...and the same with a leading '?'.
    url.search = "?e=f&g=h"
    assert url.search == "?e=f&g=h"
    assert search_params.toString() == "e=f&g=h"

    # In the other direction, altering searchParams propagates back to 'search'.
    search_params.append("i", " j ")
    assert url.search == "?e=f&g=h&i=+j+"
    assert url.searchParams.toString() == "e=f&g=h&i=+j+"
    assert search_params.get("i") == " j "

    search_params.set("e", "updated")
    assert url.search == "?e=updated&g=h&i=+j+"
    assert search_params.get("e") == "updated"

    url2 = b_url("http://example.org/file??a=b&c=d")
    assert url2.search == "??a=b&c=d"
    assert url2.searchParams.toString() == "%3Fa=b&c=d"

    url2.href = "http://example.org/file??a=b"
    assert url2.search == "??a=b"
    assert url2.searchParams.toString() == "%3Fa=b"
