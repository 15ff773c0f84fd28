"""Port of web-platform-tests ``url/urlsearchparams-append.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-append.any.js, read at commit
49fd817603e660f9b9b93d164be821ad5c4028eb.

``params + ''`` is ``str(params)``.  JavaScript ``append(null, null)`` stringifies null
to ``"null"``; in Python ``None`` means "omitted", so the port passes ``"null"``.
JavaScript numbers are passed as Python ints (converted with ToString).
"""

from __future__ import annotations

from webapi import URLSearchParams


def test_append_same_name() -> None:
    params = URLSearchParams()
    params.append("a", "b")
    assert str(params) == "a=b"
    params.append("a", "b")
    assert str(params) == "a=b&a=b"
    params.append("a", "c")
    assert str(params) == "a=b&a=b&a=c"


def test_append_empty_strings() -> None:
    params = URLSearchParams()
    params.append("", "")
    assert str(params) == "="
    params.append("", "")
    assert str(params) == "=&="


def test_append_null() -> None:
    params = URLSearchParams()
    params.append("null", "null")
    assert str(params) == "null=null"
    params.append("null", "null")
    assert str(params) == "null=null&null=null"


def test_append_multiple() -> None:
    params = URLSearchParams()
    params.append("first", 1)  # type: ignore[arg-type]
    params.append("second", 2)  # type: ignore[arg-type]
    params.append("third", "")
    params.append("first", 10)  # type: ignore[arg-type]
    assert params.has("first"), 'Search params object has name "first"'
    assert params.get("first") == "1", 'Search params object has name "first" with value "1"'
    assert params.get("second") == "2", 'Search params object has name "second" with value "2"'
    assert params.get("third") == "", 'Search params object has name "third" with value ""'
    params.append("first", 10)  # type: ignore[arg-type]
    assert params.get("first") == "1", 'Search params object has name "first" with value "1"'
