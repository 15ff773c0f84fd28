"""test262's ``built-ins/RegExp/lookBehind`` (tc39/test262, 17 files), ported to the ECMA-262
matcher (``webapi.js.regexp._matcher``), which runs every lookbehind ``re`` cannot.

The upstream tests use ``String.prototype.match`` and ``RegExp.prototype.exec`` without the
``v`` flag; here each case is: the pattern in ``v``-flag syntax (where the two differ, a ``|``
inside a class is escaped: ``[a\\|b]``), the flags that matter (``i``; ``m`` as the modifier
group ``(?m:...)``; ``g`` as "every match, each search starting where the last match ended"),
the subject, and what the upstream test expects: the match and its captures, the list of
matches for ``g``, or None.  A search tries the sticky match at each index in turn, as
RegExpBuiltinExec does without the sticky flag.
"""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi.js.regexp._matcher import Match, Matcher, compile_matcher
from webapi.js.regexp._parser import parse

# (file, pattern, flags, subject, expected)
CASES: list[tuple[str, str, str, str, object]] = [
    # alternations.js: the first alternative that lets the whole match succeed, right to left
    ("alternations", ".*(?<=(..|...|....))(.*)", "", "xabcd", ["xabcd", "cd", ""]),
    ("alternations", ".*(?<=(xx|...|....))(.*)", "", "xabcd", ["xabcd", "bcd", ""]),
    ("alternations", ".*(?<=(xx|...))(.*)", "", "xxabcd", ["xxabcd", "bcd", ""]),
    ("alternations", ".*(?<=(xx|xxx))(.*)", "", "xxabcd", ["xxabcd", "xx", "abcd"]),
    # back-references-to-captures.js: inside a lookbehind, \1 before its group is matched after
    ("backrefs-to-captures", "(?<=\\1(\\w))d", "i", "abcCd", ["d", "C"]),
    ("backrefs-to-captures", "(?<=\\1([abx]))d", "", "abxxd", ["d", "x"]),
    ("backrefs-to-captures", "(?<=\\1(\\w+))c", "", "ababc", ["c", "ab"]),
    ("backrefs-to-captures", "(?<=\\1(\\w+))c", "", "ababbc", ["c", "b"]),
    ("backrefs-to-captures", "(?<=\\1(\\w+))c", "", "ababdc", None),
    ("backrefs-to-captures", "(?<=(\\w+)\\1)c", "", "ababc", ["c", "abab"]),
    # back-references.js
    ("back-references", "(.)(?<=(\\1\\1))", "", "abb", ["b", "b", "bb"]),
    ("back-references", "(.)(?<=(\\1\\1))", "i", "abB", ["B", "B", "bB"]),
    ("back-references", "((\\w)\\w)(?<=\\1\\2\\1)", "i", "aabAaBa", ["aB", "aB", "a"]),
    ("back-references", "(\\w(\\w))(?<=\\1\\2\\1)", "i", "aabAaBa", ["Ba", "Ba", "a"]),
    ("back-references", "(?=(\\w))(?<=(\\1)).", "i", "abaBbAa", ["b", "b", "B"]),
    ("back-references", "(?<=(.))(\\w+)(?=\\1)", "", "  'foo'  ", ["foo", "'", "foo"]),
    ("back-references", "(?<=(.))(\\w+)(?=\\1)", "", '  "foo"  ', ["foo", '"', "foo"]),
    ("back-references", "(.)(?<=\\1\\1\\1)", "", "abbb", ["b", "b"]),
    ("back-references", "(..)(?<=\\1\\1\\1)", "", "fababab", ["ab", "ab"]),
    ("back-references", "(?<=(.))(\\w+)(?=\\1)", "", '  .foo"  ', None),
    ("back-references", "(.)(?<=\\1\\1\\1)", "", "ab", None),
    ("back-references", "(.)(?<=\\1\\1\\1)", "", "abb", None),
    ("back-references", "(..)(?<=\\1\\1\\1)", "", "ab", None),
    ("back-references", "(..)(?<=\\1\\1\\1)", "", "abb", None),
    ("back-references", "(..)(?<=\\1\\1\\1)", "", "aabb", None),
    ("back-references", "(..)(?<=\\1\\1\\1)", "", "abab", None),
    ("back-references", "(..)(?<=\\1\\1\\1)", "", "fabxbab", None),
    ("back-references", "(..)(?<=\\1\\1\\1)", "", "faxabab", None),
    # captures-negative.js: a negative lookbehind keeps no capture
    ("captures-negative", "(?<!(^|[ab]))\\w{2}", "", "abcdef", ["de", None]),
    # captures.js
    ("captures", "(?<=(c))def", "", "abcdef", ["def", "c"]),
    ("captures", "(?<=(\\w{2}))def", "", "abcdef", ["def", "bc"]),
    ("captures", "(?<=(\\w(\\w)))def", "", "abcdef", ["def", "bc", "c"]),
    ("captures", "(?<=(\\w){3})def", "", "abcdef", ["def", "a"]),
    ("captures", "(?<=(bc)|(cd)).", "", "abcdef", ["d", "bc", None]),
    ("captures", "(?<=([ab]{1,2})\\D|(abc))\\w", "", "abcdef", ["c", "a", None]),
    ("captures", "\\D(?<=([ab]+))(\\w)", "", "abcdef", ["ab", "a", "b"]),
    ("captures", "(?<=b|c)\\w", "g", "abcdef", ["c", "d"]),
    ("captures", "(?<=[b-e])\\w{2}", "g", "abcdef", ["cd", "ef"]),
    # do-not-backtrack.js: the lookbehind is atomic
    ("do-not-backtrack", "(?<=([abc]+)).\\1", "", "abcdbc", None),
    # greedy-loop.js
    ("greedy-loop", "(?<=(b+))c", "", "abbbbbbc", ["c", "bbbbbb"]),
    ("greedy-loop", "(?<=(b\\d+))c", "", "ab1234c", ["c", "b1234"]),
    ("greedy-loop", "(?<=((?:b\\d{2})+))c", "", "ab12b23b34c", ["c", "b12b23b34"]),
    # misc.js
    ("misc", "(?<=$abc)def", "", "abcdef", None),
    ("misc", "^f.o(?<=foo)$", "", "fno", None),
    ("misc", "^foo(?<!foo)$", "", "foo", None),
    ("misc", "^f.o(?<!foo)$", "", "foo", None),
    ("misc", "^foo(?<=foo)$", "", "foo", ["foo"]),
    ("misc", "^f.o(?<=foo)$", "", "foo", ["foo"]),
    ("misc", "^f.o(?<!foo)$", "", "fno", ["fno"]),
    ("misc", "^foooo(?<=fo+)$", "", "foooo", ["foooo"]),
    ("misc", "^foooo(?<=fo*)$", "", "foooo", ["foooo"]),
    ("misc", "(abc\\1)", "", "abc", ["abc", "abc"]),
    ("misc", "(abc\\1)", "", "abc\u1234", ["abc", "abc"]),
    ("misc", "(abc\\1)", "i", "abc", ["abc", "abc"]),
    ("misc", "(abc\\1)", "i", "abc\u1234", ["abc", "abc"]),
    # mutual-recursive.js
    ("mutual-recursive", "(?<=a(.\\2)b(\\1)).{4}", "", "aabcacbc", ["cacb", "a", ""]),
    ("mutual-recursive", "(?<=a(\\2)b(..\\1))b", "", "aacbacb", ["b", "ac", "ac"]),
    ("mutual-recursive", "(?<=(?:\\1b)(aa)).", "", "aabaax", ["x", "aa"]),
    ("mutual-recursive", "(?<=(?:\\1|b)(aa)).", "", "aaaax", ["x", "aa"]),
    # negative.js
    ("negative", "(?<!abc)\\w\\w\\w", "", "abcdef", ["abc"]),
    ("negative", "(?<!a.c)\\w\\w\\w", "", "abcdef", ["abc"]),
    ("negative", "(?<!a\\wc)\\w\\w\\w", "", "abcdef", ["abc"]),
    ("negative", "(?<!a[a-z])\\w\\w\\w", "", "abcdef", ["abc"]),
    ("negative", "(?<!a[a-z]{2})\\w\\w\\w", "", "abcdef", ["abc"]),
    ("negative", "(?<!abc)def", "", "abcdef", None),
    ("negative", "(?<!a.c)def", "", "abcdef", None),
    ("negative", "(?<!a\\wc)def", "", "abcdef", None),
    ("negative", "(?<!a[a-z][a-z])def", "", "abcdef", None),
    ("negative", "(?<!a[a-z]{2})def", "", "abcdef", None),
    ("negative", "(?<!a{1}b{1})cde", "", "abcdef", None),
    ("negative", "(?<!a{1}[a-z]{2})def", "", "abcdef", None),
    # nested-lookaround.js
    ("nested-lookaround", "(?<=ab(?=c)\\wd)\\w\\w", "", "abcdef", ["ef"]),
    ("nested-lookaround", "(?<=a(?=([^a]{2})d)\\w{3})\\w\\w", "", "abcdef", ["ef", "bc"]),
    ("nested-lookaround", "(?<=a(?=([bc]{2}(?<!a{2}))d)\\w{3})\\w\\w", "", "abcdef", ["ef", "bc"]),
    ("nested-lookaround", "^faaao?(?<=^f[oa]+(?=o))", "", "faaao", ["faaa"]),
    ("nested-lookaround", "(?<=a(?=([bc]{2}(?<!a*))d)\\w{3})\\w\\w", "", "abcdef", None),
    # simple-fixed-length.js
    ("simple-fixed-length", "^.(?<=a)", "", "b", None),
    ("simple-fixed-length", "^f\\w\\w(?<=\\woo)", "", "boo", None),
    ("simple-fixed-length", "^f\\w\\w(?<=\\woo)", "", "fao", None),
    ("simple-fixed-length", "^f\\w\\w(?<=\\woo)", "", "foa", None),
    ("simple-fixed-length", "^.(?<=a)", "", "a", ["a"]),
    ("simple-fixed-length", "^f..(?<=.oo)", "", "foo1", ["foo"]),
    ("simple-fixed-length", "^f\\w\\w(?<=\\woo)", "", "foo2", ["foo"]),
    ("simple-fixed-length", "(?<=abc)\\w\\w\\w", "", "abcdef", ["def"]),
    ("simple-fixed-length", "(?<=a.c)\\w\\w\\w", "", "abcdef", ["def"]),
    ("simple-fixed-length", "(?<=a\\wc)\\w\\w\\w", "", "abcdef", ["def"]),
    ("simple-fixed-length", "(?<=a[a-z])\\w\\w\\w", "", "abcdef", ["cde"]),
    ("simple-fixed-length", "(?<=a[a-z][a-z])\\w\\w\\w", "", "abcdef", ["def"]),
    ("simple-fixed-length", "(?<=a[a-z]{2})\\w\\w\\w", "", "abcdef", ["def"]),
    ("simple-fixed-length", "(?<=a{1})\\w\\w\\w", "", "abcdef", ["bcd"]),
    ("simple-fixed-length", "(?<=a{1}b{1})\\w\\w\\w", "", "abcdef", ["cde"]),
    ("simple-fixed-length", "(?<=a{1}[a-z]{2})\\w\\w\\w", "", "abcdef", ["def"]),
    # sliced-strings.js: the subject is the slice; nothing before it is seen
    ("sliced-strings", "(?=(abcdefghijklmn))(?<=\\1)a", "i", "abcdefghijklmn", None),
    ("sliced-strings", "(?=(abcdefghijklmn))(?<=\\1)a", "", "abcdefghijklmn", None),
    ("sliced-strings", "(?=(abcdefg))(?<=\\1)", "", "bcdefgabcdefg", None),
    # start-of-line.js
    ("start-of-line", "(?<=^[^a-c]{3})def", "", "abcdef", None),
    ("start-of-line", '"^foooo(?<=^o+)$', "", "foooo", None),
    ("start-of-line", '"^foooo(?<=^o*)$', "", "foooo", None),
    ("start-of-line", "(?<=^abc)def", "", "abcdef", ["def"]),
    ("start-of-line", "(?<=^[a-c]{3})def", "", "abcdef", ["def"]),
    ("start-of-line", "(?<=^[a-c]{3})def", "m", "xyz\nabcdef", ["def"]),
    ("start-of-line", "(?<=^)\\w+", "gm", "ab\ncd\nefg", ["ab", "cd", "efg"]),
    ("start-of-line", "\\w+(?<=$)", "gm", "ab\ncd\nefg", ["ab", "cd", "efg"]),
    ("start-of-line", "(?<=^)\\w+(?<=$)", "gm", "ab\ncd\nefg", ["ab", "cd", "efg"]),
    ("start-of-line", "^foo(?<=^fo+)$", "", "foo", ["foo"]),
    ("start-of-line", "^foooo(?<=^fo*)", "", "foooo", ["foooo"]),
    ("start-of-line", "^(f)oo(?<=^\\1o+)$", "", "foo", ["foo", "f"]),
    ("start-of-line", "^(f)oo(?<=^\\1o+)$", "i", "foo", ["foo", "f"]),
    ("start-of-line", "^(f)oo(?<=^\\1o+).$", "i", "foo\u1234", ["foo\u1234", "f"]),
    ("start-of-line", "(?<=^\\w+)def", "", "abcdefdef", ["def"]),
    ("start-of-line", "(?<=^\\w+)def", "g", "abcdefdef", ["def", "def"]),
    # variable-length.js ([a|b|c] in v-flag syntax: the | escaped)
    ("variable-length", "(?<=[a\\|b\\|c]*)[^a\\|b\\|c]{3}", "", "abcdef", ["def"]),
    ("variable-length", "(?<=\\w*)[^a\\|b\\|c]{3}", "", "abcdef", ["def"]),
    # word-boundary.js
    ("word-boundary", "(?<=\\b)[d-f]{3}", "", "abc def", ["def"]),
    ("word-boundary", "(?<=\\B)\\w{3}", "", "ab cdef", ["def"]),
    ("word-boundary", "(?<=\\B)(?<=c(?<=\\w))\\w{3}", "", "ab cdef", ["def"]),
    ("word-boundary", "(?<=\\b)[d-f]{3}", "", "abcdef", None),
]

#: sticky.js: successive exec() of a global pattern, each from the last match's end.
STICKY = [
    ("(?<=^(\\w+))def", "abcdefdef", [["def", "abc"], ["def", "abcdef"]]),
    ("\\Bdef", "abcdefdef", [["def"], ["def"]]),
]


def _compile(pattern: str, flags: str) -> Matcher:
    source = f"(?m:{pattern})" if "m" in flags else pattern
    return compile_matcher(*parse(source, "i" in flags), source)


def _search(matcher: Matcher, subject: str, start: int = 0) -> Match | None:
    """RegExpBuiltinExec without the sticky flag: the first index from ``start`` that
    matches."""
    for index in range(start, len(subject) + 1):
        match = matcher.match(subject, index)
        if match is not None:
            return match
    return None


def _every_match(matcher: Matcher, subject: str) -> list[Match]:
    """The ``g`` flag: each search from where the last match ended (one further after an
    empty match, AdvanceStringIndex)."""
    found, start = [], 0
    while start <= len(subject):
        match = _search(matcher, subject, start)
        if match is None:
            break
        found.append(match)
        end = match.end()
        start = end + 1 if end == start and match.group(0) == "" else end
    return found


def _as_list(match: Match) -> list[str | None]:
    return [match.group(0), *match.groups()]


@pytest.mark.parametrize(
    ("file", "pattern", "flags", "subject", "expected"),
    CASES,
    ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)],
)
@sampled("file")
def test_lookbehind(file: str, pattern: str, flags: str, subject: str, expected: object) -> None:
    matcher = _compile(pattern, flags)
    if "g" in flags:
        assert [m.group(0) for m in _every_match(matcher, subject)] == expected
        return
    match = _search(matcher, subject)
    assert (None if match is None else _as_list(match)) == expected


@pytest.mark.parametrize(("pattern", "subject", "expected"), STICKY)
def test_sticky_global_exec(pattern: str, subject: str, expected: list[list[str]]) -> None:
    matcher = _compile(pattern, "g")
    assert [_as_list(m) for m in _every_match(matcher, subject)] == expected


def test_every_upstream_file_is_ported() -> None:
    files = {c[0] for c in CASES} | {"sticky"}
    assert len(files) == 17
