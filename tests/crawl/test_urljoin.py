"""``webapi.crawl.urljoin`` against the urljoin cases of CPython's own tests.

The cases are read at test time from the running interpreter's ``test.test_urlparse`` (every
``checkJoin`` call of its RFC 1808, RFC 2396, RFC 3986 and urljoin tests, recorded instead of
checked), so they are CPython's own, for the CPython that runs the tests.  Each difference from
``urllib.parse.urljoin`` belongs to a documented class (docs/porting.md, "urljoin"); a new
difference, or a class that no longer occurs, fails the test.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Callable

import pytest

from webapi import URLParseError
from webapi.crawl import urljoin


def cpython_join_cases() -> list[tuple[str, str, str]]:
    try:
        module = importlib.import_module("test.test_urlparse")
    except ImportError:
        pytest.skip("this interpreter has no test.test_urlparse (CPython's test suite)")
    cases: list[tuple[str, str, str]] = []

    class Recorder(module.UrlParseTestCase):  # type: ignore[misc, name-defined]
        def checkJoin(self, base: object, relurl: object, expected: object, *_: object) -> None:
            if isinstance(base, str) and isinstance(relurl, str) and isinstance(expected, str):
                cases.append((base, relurl, expected))

    for name in dir(Recorder):
        if name.startswith("test") and ("join" in name.lower() or name.startswith("test_RFC")):
            getattr(Recorder(name), name)()
    return list(dict.fromkeys(cases))


def _difference_class(base: str, relative: str, cpython: str, ours: str | None) -> str | None:
    """Why webapi's answer differs from urllib's, or None if nothing documented explains it."""
    if ours is None:
        return "fails-to-parse"
    if ours == cpython + "/" and cpython.count("/") == 2:
        return "empty-special-path-is-slash"
    if relative == "" and "#" in cpython and ours == cpython.split("#")[0]:
        return "empty-reference-drops-fragment"
    if "/./" in cpython or "/../" in cpython:
        return "dot-segments-removed"
    return None


def _ours(base: str, relative: str) -> str | None:
    try:
        return urljoin(base, relative)
    except URLParseError:
        return None


def test_cpython_urljoin_cases() -> None:
    cases = cpython_join_cases()
    assert len(cases) > 100
    classes: Counter[str] = Counter()
    unexplained = []
    for base, relative, expected in cases:
        ours = _ours(base, relative)
        if ours == expected:
            classes["same"] += 1
            continue
        name = _difference_class(base, relative, expected, ours)
        if name is None:
            unexplained.append((base, relative, expected, ours))
        else:
            classes[name] += 1
    assert unexplained == []
    # Every documented class still occurs (docs/porting.md gives the counts for 3.11).
    assert set(classes) == {
        "same",
        "fails-to-parse",
        "empty-special-path-is-slash",
        "empty-reference-drops-fragment",
        "dot-segments-removed",
    }, classes


def test_examples() -> None:
    assert urljoin("http://a/b/c/d;p?q", "../g") == "http://a/b/g"
    assert urljoin("https://example.com/a/", "//cdn.example/x") == "https://cdn.example/x"
    assert urljoin("", "HTTP://EXAMPLE.com:80/./a") == "http://example.com/a"
    assert urljoin("http://a/b", "http://[::1]:8080") == "http://[::1]:8080/"
    join: Callable[[str, str], str] = urljoin
    with pytest.raises(ValueError):
        join("http://a/", "http://[::1")  # urllib raises here too
    with pytest.raises(URLParseError):
        join("not a base", "x")
    with pytest.raises(TypeError):
        join("http://a/", b"x")  # type: ignore[arg-type]
