"""Port of web-platform-tests ``url/urlsearchparams-has.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-has.any.js.  The wpt revision
stored by the search tool (commit c02b1349a5999d0fb8d287232a75c9a6ff4ac1fb) has the
first two tests; current upstream adds the two-argument ``has(name, value)`` tests
(text read from a verbatim copy of the current file), ported here too.

JavaScript ``has(null)`` and ``append('first', null)`` stringify null to ``"null"``;
the port passes that string.  ``has('a', undefined)`` means "no value": ``None``.
"""

from __future__ import annotations

from webapi import URLSearchParams


def test_has_basics() -> None:
    params = URLSearchParams("a=b&c=d")
    assert params.has("a")
    assert params.has("c")
    assert not params.has("e")
    params = URLSearchParams("a=b&c=d&a=e")
    assert params.has("a")
    params = URLSearchParams("=b&c=d")
    assert params.has("")
    params = URLSearchParams("null=a")
    assert params.has("null")


def test_has_following_delete() -> None:
    params = URLSearchParams("a=b&c=d&&")
    params.append("first", 1)  # type: ignore[arg-type]
    params.append("first", 2)  # type: ignore[arg-type]
    assert params.has("a"), 'Search params object has name "a"'
    assert params.has("c"), 'Search params object has name "c"'
    assert params.has("first"), 'Search params object has name "first"'
    assert not params.has("d"), 'Search params object has no name "d"'
    params.delete("first")
    assert not params.has("first"), 'Search params object has no name "first"'


def test_two_argument_has() -> None:
    params = URLSearchParams("a=b&a=d&c&e&")
    assert params.has("a", "b")
    assert not params.has("a", "c")
    assert params.has("a", "d")
    assert params.has("e", "")
    params.append("first", "null")
    assert not params.has("first", "")
    assert params.has("first", "null")
    params.delete("a", "b")
    assert params.has("a", "d")
    assert not params.has("a", "b")  # not upstream: the pair really is gone


def test_two_argument_has_respects_undefined_as_second_arg() -> None:
    params = URLSearchParams("a=b&a=d&c&e&")
    assert params.has("a", "b")
    assert not params.has("a", "c")
    assert params.has("a", "d")
    assert params.has("a", None)
    # Not upstream: None behaves as the one-argument form for other names too.
    assert params.has("c", None)
    assert not params.has("z", None)
