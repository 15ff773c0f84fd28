"""test262's ``built-ins/RegExp/named-groups`` (tc39/test262), the files about what a match
captures (duplicate-names-exec, duplicate-names-test, lookbehind, unicode-references,
unicode-match), ported as data and run through both engines: the ``re`` translation
(``compile_regexp``, where it expresses the pattern) and the ECMA-262 matcher. The ``groups``
object itself is URLPattern's business (its group names come from the pattern string), so
the captures are compared by number.

Each case: the pattern (``v`` flag), the subject, and what ``exec`` (the first match at any
index) gives: the match and its captures, or None.
"""

from __future__ import annotations

import re

import pytest

from tests._sample import sampled
from webapi.js.regexp import Matcher, compile_regexp
from webapi.js.regexp._matcher import compile_matcher
from webapi.js.regexp._parser import parse

CASES: list[tuple[str, str, str, object]] = [
    # duplicate-names-exec.js / duplicate-names-test.js: one name for groups in different
    # alternatives; \k<x> refers to the one that took part
    ("duplicate-names", "(?<x>a)|(?<x>b)", "bab", ["b", None, "b"]),
    ("duplicate-names", "(?<x>b)|(?<x>a)", "bab", ["b", "b", None]),
    ("duplicate-names", "(?:(?<x>a)|(?<x>b))\\k<x>", "aa", ["aa", "a", None]),
    ("duplicate-names", "(?:(?<x>a)|(?<x>b))\\k<x>", "bb", ["bb", None, "b"]),
    ("duplicate-names", "(?:(?:(?<x>a)|(?<x>b))\\k<x>){2}", "aabb", ["aabb", None, "b"]),
    ("duplicate-names", "(?:(?:(?<x>a)|(?<x>b))\\k<x>){2}", "abab", None),
    ("duplicate-names", "(?:(?<x>a)|(?<x>b))\\k<x>", "abab", None),
    ("duplicate-names", "(?:(?<x>a)|(?<x>b))\\k<x>", "cdef", None),
    ("duplicate-names", "^(?:(?<a>x)|(?<a>y)|z)\\k<a>$", "xx", ["xx", "x", None]),
    ("duplicate-names", "^(?:(?<a>x)|(?<a>y)|z)\\k<a>$", "z", ["z", None, None]),
    ("duplicate-names", "^(?:(?<a>x)|(?<a>y)|z)\\k<a>$", "zz", None),
    ("duplicate-names", "(?<a>x)|(?:zy\\k<a>)", "zy", ["zy", None]),
    ("duplicate-names", "^(?:(?<a>x)|(?<a>y)|z){2}\\k<a>$", "xz", ["xz", None, None]),
    ("duplicate-names", "^(?:(?<a>x)|(?<a>y)|z){2}\\k<a>$", "yz", ["yz", None, None]),
    ("duplicate-names", "^(?:(?<a>x)|(?<a>y)|z){2}\\k<a>$", "xzx", None),
    ("duplicate-names", "^(?:(?<a>x)|(?<a>y)|z){2}\\k<a>$", "yzy", None),
    # lookbehind.js: named groups inside lookbehinds (matched right to left)
    ("lookbehind", "(?<=(?<a>\\w){3})f", "abcdef", ["f", "c"]),
    ("lookbehind", "(?<=(?<a>\\w){4})f", "abcdef", ["f", "b"]),
    ("lookbehind", "(?<=(?<a>\\w)+)f", "abcdef", ["f", "a"]),
    ("lookbehind", "(?<=(?<a>\\w){6})f", "abcdef", None),
    ("lookbehind", "((?<=\\w{3}))f", "abcdef", ["f", ""]),
    ("lookbehind", "(?<a>(?<=\\w{3}))f", "abcdef", ["f", ""]),
    ("lookbehind", "(?<!(?<a>\\d){3})f", "abcdef", ["f", None]),
    ("lookbehind", "(?<!(?<a>\\D){3})f", "abcdef", None),
    ("lookbehind", "(?<!(?<a>\\D){3})f|f", "abcdef", ["f", None]),
    ("lookbehind", "(?<a>(?<!\\D{3}))f|f", "abcdef", ["f", None]),
    # unicode-references.js: references to named groups, before, inside and after them
    ("references", "(?<b>.).\\k<b>", "bab", ["bab", "b"]),
    ("references", "(?<b>.).\\k<b>", "baa", None),
    ("references", "(?<a>\\k<a>\\w)..", "bab", ["bab", "b"]),
    ("references", "\\k<a>(?<a>b)\\w\\k<a>", "bab", ["bab", "b"]),
    ("references", "(?<b>b)\\k<a>(?<a>a)\\k<b>", "bab", ["bab", "b", "a"]),
    ("references", "(?<a>a)(?<b>b)\\k<a>", "aba", ["aba", "a", "b"]),
    ("references", "(?<a>a)(?<b>b)\\k<a>|(?<c>c)", "aba", ["aba", "a", "b", None]),
    # unicode-match.js: named groups capture as numbered ones do
    ("match", "(?<a>a)", "bab", ["a", "a"]),
    ("match", "(?<$>a)", "bab", ["a", "a"]),
    ("match", ".(?<$>a).", "bab", ["bab", "a"]),
    ("match", ".(?<a>a)(?<b>.)", "bab", ["bab", "a", "b"]),
    ("match", "(?<a>\\w\\w)(?<b>\\w)", "bab", ["bab", "ba", "b"]),
    ("match", "(?<a>.)(?<b>.)(?<c>.)\\k<c>\\k<b>\\k<a>", "abccba", ["abccba", "a", "b", "c"]),
]


def _exec(engine: object, subject: str) -> list[str | None] | None:
    """RegExpBuiltinExec without the sticky flag: the first index with a match."""
    for index in range(len(subject) + 1):
        if isinstance(engine, re.Pattern):
            m: object = engine.match(subject, index)
        else:
            assert isinstance(engine, Matcher)
            m = engine.match(subject, index)
        if m is not None:
            return [m.group(0), *m.groups()]  # type: ignore[attr-defined]
    return None


@pytest.mark.parametrize(
    ("file", "pattern", "subject", "expected"),
    CASES,
    ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)],
)
@sampled()
def test_named_groups(file: str, pattern: str, subject: str, expected: object) -> None:
    engines = [compile_regexp(pattern), compile_matcher(*parse(pattern, False), pattern)]
    for engine in engines:
        assert _exec(engine, subject) == expected, engine
