"""Port of web-platform-tests ``url/urlsearchparams-sort.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-sort.any.js, read at commit
49fd817603e660f9b9b93d164be821ad5c4028eb.

``sort()`` is a stable sort by name comparing UTF-16 code units, not code points:
an astral character (two code units starting 0xD83C...) sorts before U+FB03 even
though its code point is larger.  Upstream compares each iterated pair with the
expected one; the port compares whole lists, which also catches missing or extra pairs.
"""

from __future__ import annotations

import pytest

from webapi import URL, URLSearchParams

CASES: list[tuple[str, list[tuple[str, str]]]] = [
    ("z=b&a=b&z=a&a=a", [("a", "b"), ("a", "a"), ("z", "b"), ("z", "a")]),
    ("\ufffd=x&\ufffc&\ufffd=a", [("\ufffc", ""), ("\ufffd", "x"), ("\ufffd", "a")]),
    # U+1F308 is above U+FB03 as a code point, but below it in UTF-16 code units.
    ("\ufb03&\U0001f308", [("\U0001f308", ""), ("\ufb03", "")]),
    ("\u00e9&e\ufffd&e\u0301", [("e\u0301", ""), ("e\ufffd", ""), ("\u00e9", "")]),
    (
        "z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g",
        [
            ("a", "a"),
            ("a", "b"),
            ("a", "c"),
            ("a", "d"),
            ("a", "e"),
            ("a", "f"),
            ("a", "g"),
            ("z", "z"),
            ("z", "y"),
            ("z", "x"),
            ("z", "w"),
            ("z", "v"),
            ("z", "u"),
            ("z", "t"),
        ],
    ),
    ("bbb&bb&aaa&aa=x&aa=y", [("aa", "x"), ("aa", "y"), ("aaa", ""), ("bb", ""), ("bbb", "")]),
    ("z=z&=f&=t&=x", [("", "f"), ("", "t"), ("", "x"), ("z", "z")]),
    ("a\U0001f308&a\U0001f4a9", [("a\U0001f308", ""), ("a\U0001f4a9", "")]),
]

IDS = [text.encode("ascii", "backslashreplace").decode("ascii") for text, _ in CASES]


@pytest.mark.parametrize(("text", "output"), CASES, ids=IDS)
def test_parse_and_sort(text: str, output: list[tuple[str, str]]) -> None:
    params = URLSearchParams(text)
    params.sort()
    assert [tuple(pair) for pair in params] == output


@pytest.mark.parametrize(("text", "output"), CASES, ids=IDS)
def test_url_parse_and_sort(text: str, output: list[tuple[str, str]]) -> None:
    url = URL("?" + text, "https://example/")
    url.searchParams.sort()
    params = URLSearchParams(url.search)
    assert [tuple(pair) for pair in params] == output


def test_sorting_non_existent_params_removes_question_mark_from_url() -> None:
    url = URL("http://example.com/?")
    url.searchParams.sort()
    assert url.href == "http://example.com/"
    assert url.search == ""
