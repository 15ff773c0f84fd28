"""test262's ``built-ins/RegExp/regexp-modifiers`` (tc39/test262), the cases on ASCII subjects
that decide a match (the ones about the ``flags`` properties and non-ASCII subjects are left
out: URLPattern matches canonicalized ASCII components), ported as data and run through both
engines: the ``re`` translation (``compile_regexp``) and the ECMA-262 matcher.

Each case: the pattern (``v``-flag syntax), the flags of the whole expression (``i``, and
``m``/``s`` as an enclosing modifier group), and the subjects ``RegExp.prototype.test`` accepts
and refuses.
"""

from __future__ import annotations

import re

import pytest

from tests._sample import sampled
from webapi.js.regexp import compile_regexp
from webapi.js.regexp._matcher import Matcher, compile_matcher
from webapi.js.regexp._parser import parse

# (upstream file, pattern, flags, subjects that match, subjects that do not)
CASES: list[tuple[str, str, str, list[str], list[str]]] = [
    ("add-ignoreCase", "(?i:a)b", "", ["Ab", "ab"], ["AB"]),
    ("add-ignoreCase", "b(?i:a)", "", ["bA", "ba"], ["BA"]),
    ("add-ignoreCase", "a(?i:b)c", "", ["abc", "aBc"], ["ABc", "aBC", "ABC"]),
    ("remove-ignoreCase", "(?-i:fo)o", "i", ["foo", "foO"], ["FOO", "FOo"]),
    ("remove-ignoreCase", "b(?-i:ar)", "i", ["bar", "Bar"], ["BAR", "bAR"]),
    ("remove-ignoreCase", "b(?-i:a)z", "i", ["baz", "Baz", "baZ", "BaZ"], ["bAz", "BAZ"]),
    ("add-ignoreCase-affects-backreferences", "(a)(?i:\\1)", "", ["aa", "aA"], ["AA", "Aa"]),
    ("add-ignoreCase-affects-backreferences", "(a)(?i-:\\1)", "", ["aa", "aA"], ["AA", "Aa"]),
    ("remove-ignoreCase-affects-backreferences", "(a)(?-i:\\1)", "i", ["AA", "aa"], ["aA", "Aa"]),
    ("add-ignoreCase-affects-characterClasses", "(?i:[ab])c", "", ["ac", "Ac", "bc", "Bc"], []),
    ("add-ignoreCase-affects-characterClasses", "(?i:[^ab])c", "", [], ["ac", "Ac", "bc", "Bc"]),
    ("add-ignoreCase-does-not-affect-alternatives-outside", "a|b|(?i:c)|d|e", "", ["C"],
     ["A", "B", "D", "E"]),
    ("nesting-add-ignoreCase-within-remove-ignoreCase", "(?-i:a(?i:b))c", "i",
     ["aBc", "abC", "abc"], ["ABC", "ABc", "Abc"]),
    ("nesting-remove-ignoreCase-within-add-ignoreCase", "(?i:a(?-i:b))c", "",
     ["Abc", "abc"], ["ABC", "ABc", "aBc", "abC"]),
    ("add-remove-modifiers", "(?m-i:^a$)", "i", ["a\n"], ["A\n"]),
    ("nested-add-remove-modifiers", "(?m:^(?-i:a)$)", "i", ["a\n"], ["A\n"]),
    ("add-multiline", "(?m:es$)", "", ["es\ns"], []),
    ("add-multiline", "(?m-:es$)", "", ["es\ns"], []),
    ("add-multiline", "^a\\n(?m:^b$)\\nc$", "", ["a\nb\nc"], ["\na\nb\nc", "a\nb\nc\n"]),
    ("remove-multiline", "^(?-m:es$)", "m", ["\nes"], ["\nes\ns"]),
    ("remove-multiline", "(?-m:^es)$", "m", ["es\n"], ["e\nes\n"]),
    ("add-dotAll", "(?s:^.$)", "", ["a", "3", "\v", "\f", "\n", "\r"], []),
    ("add-dotAll", "a.(?s:b.b).c", "", ["a,b,b,c", "a,b\nb,c"],
     ["a\nb\nb,c", "a,b\nb\nc", "a\nb\nb\nc"]),
    ("remove-dotAll", "(?-s:^.$)", "s", ["a", "3", "\v", "\f"], ["\n", "\r"]),
    ("remove-dotAll", "a.(?-s:b.b).c", "s", ["a,b,b,c", "a\nb,b\nc"], ["a,b\nb,c", "a\nb\nb\nc"]),
]  # fmt: skip


def _source(pattern: str, flags: str) -> str:
    wrap = "".join(flag for flag in "ms" if flag in flags)
    return f"(?{wrap}:{pattern})" if wrap else pattern


def _engines(pattern: str, flags: str) -> list[object]:
    source, ignore_case = _source(pattern, flags), "i" in flags
    return [
        compile_regexp(source, ignore_case=ignore_case),
        compile_matcher(*parse(source, ignore_case), source),
    ]


def _test(engine: object, subject: str) -> bool:
    """RegExp.prototype.test: a match at some index."""
    if isinstance(engine, re.Pattern):
        return engine.search(subject) is not None
    assert isinstance(engine, Matcher)
    return any(engine.match(subject, i) is not None for i in range(len(subject) + 1))


@pytest.mark.parametrize(
    ("file", "pattern", "flags", "matching", "not_matching"),
    CASES,
    ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)],
)
@sampled()
def test_modifiers(
    file: str, pattern: str, flags: str, matching: list[str], not_matching: list[str]
) -> None:
    for engine in _engines(pattern, flags):
        assert [s for s in matching if not _test(engine, s)] == [], engine
        assert [s for s in not_matching if _test(engine, s)] == [], engine
