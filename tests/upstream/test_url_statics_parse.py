"""Port of web-platform-tests ``url/url-statics-parse.any.js``.

Upstream: web-platform-tests/wpt, url/url-statics-parse.any.js, read at commit
195b9eedd4f88d53d0be14ee5ead922ca8bf15db.

JavaScript ``undefined`` as the *url* argument is stringified to ``"undefined"``, so
those cases pass that string; ``undefined`` as *base* means the argument is left out.

Upstream's success branch reads ``assert_equals(URL.parse(url, base).href = new
URL(url, base).href)`` (an assignment with one argument, so it checks nothing beyond
not throwing).  What it means is ported: ``URL.parse`` gives a URL whose href equals
the constructor's.  ``assert_not_equals`` on two objects compares identity, ported as
``is not``.
"""

from __future__ import annotations

import pytest

from webapi import URL

UNDEFINED = "undefined"

CASES: list[tuple[str, str | None, bool]] = [
    (UNDEFINED, None, False),
    ("aaa:b", None, True),
    (UNDEFINED, "aaa:b", False),
    ("aaa:/b", None, True),
    (UNDEFINED, "aaa:/b", True),
    ("https://test:test", None, False),
    ("a", "https://b/", True),
]


@pytest.mark.parametrize(
    ("url", "base", "expected"), CASES, ids=[f"{u!r}-{b!r}" for u, b, _ in CASES]
)
def test_parse(url: str, base: str | None, expected: bool) -> None:
    parsed = URL.parse(url, base)
    if not expected:
        assert parsed is None
        if base is None:
            assert URL.parse(url) is None
        return
    assert isinstance(parsed, URL)
    assert parsed.href == URL(url, base).href


def test_parse_returns_a_unique_object() -> None:
    first = URL.parse("https://example/")
    second = URL.parse("https://example/")
    assert first is not None
    assert second is not None
    assert first is not second
    assert first.href == second.href == "https://example/"
    # The two are independent: changing one does not change the other.
    first.pathname = "/changed"
    assert second.href == "https://example/"
