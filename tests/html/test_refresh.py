"""``webapi.html.parse_refresh``, ``refresh_url`` and ``location_url``: HTML's shared
declarative refresh steps
(https://html.spec.whatwg.org/multipage/semantics.html#shared-declarative-refresh-steps) and
Fetch's location URL (https://fetch.spec.whatwg.org/#concept-response-location-url).

The parsing cases are WPT's html/semantics/document-metadata/the-meta-element/
pragma-directives/attr-meta-http-equiv-refresh/parsing.html, in our words: a value either
does not refresh (``None``) or gives a time and a URL string (``None``: the page itself).
"""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi import URL
from webapi.html import Refresh, location_url, parse_refresh, refresh_url
from webapi.url import URLParseError, basic_url_parse

NO_REFRESH = [
    "",
    "1url=foo",
    "1x;url=foo",
    "; foo",
    ", foo",
    "foo",
    "+1; url=foo",
    "-1; url=foo",
    "+0; url=foo",
    "-0; url=foo",
    "+1; foo",
    "-1; foo",
    "+0; foo",
    "-0; foo",
    "+1",
    "-1",
    "+0",
    "-0",
    # Not in WPT: no time at all, and whitespace that is not ASCII whitespace.
    "   ",
    "\xa01",
    "1\xa0; url=foo",
    "\x0b1",
]
SELF = None  # the page itself
REFRESH = [
    ("1", 1, SELF),
    ("1 ", 1, SELF),
    ("1\t", 1, SELF),
    ("1\r", 1, SELF),
    ("1\n", 1, SELF),
    ("1\f", 1, SELF),
    ("1;", 1, SELF),
    ("1,", 1, SELF),
    *[
        (f"1{separator}{space}url=foo", 1, "foo")
        for separator in (";", ",", "")
        for space in (" ", "\t", "\r", "\n", "\f")
    ],
    ("1 x;url=foo", 1, "x;url=foo"),
    ("1;;url=foo", 1, ";url=foo"),
    ("  1  ;  url  =  foo", 1, "foo"),
    ("  1  ,  url  =  foo", 1, "foo"),
    ("  1  ;  foo", 1, "foo"),
    ("  1  ,  foo", 1, "foo"),
    ("  1  url  =  foo", 1, "foo"),
    ("1; url=foo ", 1, "foo "),  # the URL parser strips the space
    ("1; url=f\to\no", 1, "f\to\no"),  # and removes tab and newline
    ('1; url="foo"bar', 1, "foo"),
    ("1; url='foo'bar", 1, "foo"),
    ("1; url=\"foo'bar", 1, "foo'bar"),
    ("1; url foo", 1, "url foo"),
    ("1; urlfoo", 1, "urlfoo"),
    ("1; urfoo", 1, "urfoo"),
    ("1; ufoo", 1, "ufoo"),
    ('1; "foo"bar', 1, "foo"),
    ("0; url=foo", 0, "foo"),
    ("0; foo", 0, "foo"),
    ("0", 0, SELF),
    ("1.9; url=foo", 1, "foo"),
    ("1.9..5.; url=foo", 1, "foo"),
    # Not in WPT's list as such: case, quotes left open, a time of digits and dots only.
    ("5;URL='https://example.com/'", 5, "https://example.com/"),
    ('5; Url = "a b" c', 5, "a b"),
    ("3;url=", 3, ""),
    ("007", 7, SELF),
]


@pytest.mark.parametrize("value", NO_REFRESH)
def test_values_that_do_not_refresh(value: str) -> None:
    assert parse_refresh(value) is None
    assert refresh_url(value, "https://example.test/") is None


@pytest.mark.parametrize(("value", "time", "url"), REFRESH)
@sampled()
def test_values_that_refresh(value: str, time: int, url: str | None) -> None:
    refresh = parse_refresh(value)
    assert isinstance(refresh, Refresh)
    assert (refresh.time, refresh.url) == (time, url)
    assert str(refresh) == ("" if url is None else url)


def test_a_time_that_starts_with_a_dot_is_zero() -> None:
    # The Standard: "If timeString is the empty string, then: If the code point in input
    # pointed to by position is not U+002E (.), then return." -- so ".9" is a time of 0.
    # WPT's parsing.html (older than that step) expects no refresh for ".9; url=foo";
    # Chromium refreshes (checked by hand: ".9;url=dot" goes to dot).
    refresh = parse_refresh(".9; url=foo")
    assert refresh is not None and (refresh.time, refresh.url) == (0, "foo")


def test_huge_times_saturate() -> None:
    refresh = parse_refresh("9" * 10_000 + "; url=x")
    assert refresh is not None and refresh.time == 2**63 - 1 and refresh.url == "x"
    refresh = parse_refresh("0" * 10_000 + "12")
    assert refresh is not None and refresh.time == 12


def test_refresh_url_resolves_against_the_document_base() -> None:
    doc = "https://example.test/dir/page.html?q#frag"
    assert refresh_url("0; url=next?é", doc) == "https://example.test/dir/next?%C3%A9"
    assert (
        refresh_url("0; url=next?é", doc, encoding="windows-1252")
        == "https://example.test/dir/next?%E9"
    )
    assert refresh_url("0; url=next", doc, base_href="/other/") == "https://example.test/other/next"
    # No URL: the document's own URL (not the base URL), fragment and all.
    assert refresh_url("5", doc, base_href="/other/") == doc
    # A URL that does not parse: nothing happens.
    assert refresh_url("0; url=http://a b/", doc) is None
    assert refresh_url("0; url=", doc) == "https://example.test/dir/page.html?q"
    # A Refresh header's bytes: isomorphic decoding (0xC3 0xA9 are two code points).
    assert refresh_url(b"0;url=/\xc3\xa9", doc) == "https://example.test/%C3%83%C2%A9"
    assert refresh_url(bytearray(b"1, /x"), doc) == "https://example.test/x"  # type: ignore[arg-type]


def test_location_url() -> None:
    request = "https://example.test/a/b?x#top"
    assert location_url("/c", request) == "https://example.test/c#top"
    assert location_url("/c#", request) == "https://example.test/c#"
    assert location_url("/c#here", request) == "https://example.test/c#here"
    assert location_url("https://other.test/", "https://example.test/") == "https://other.test/"
    assert location_url(" d ", request) == "https://example.test/a/d#top"
    assert location_url("", request) == "https://example.test/a/b?x#top"
    # Bytes are UTF-8 (bad bytes U+FFFD), as browsers decode the header.
    assert location_url("/é".encode(), request) == "https://example.test/%C3%A9#top"
    assert location_url(b"/\xff", request) == "https://example.test/%EF%BF%BD#top"
    # The status, when given, must be a redirect status.
    for status in (301, 302, 303, 307, 308):
        assert location_url("/c", request, status=status) == "https://example.test/c#top"
    for status in (200, 201, 300, 304, 305, 306, 399):
        assert location_url("/c", request, status=status) is None
    with pytest.raises(TypeError, match="status"):
        location_url("/c", request, status="302")  # type: ignore[arg-type]
    # No header, or one that does not parse.
    assert location_url(None, request) is None
    assert location_url("http://a b/", request) is None
    assert location_url("https://x.test/", URL(request)) == "https://x.test/#top"
    assert location_url("/z", basic_url_parse(request)) == "https://example.test/z#top"  # type: ignore[arg-type]


def test_argument_errors() -> None:
    with pytest.raises(TypeError, match="parse_refresh"):
        parse_refresh(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="location"):
        location_url(5, "https://example.test/")  # type: ignore[arg-type]
    with pytest.raises(URLParseError):
        location_url("/a", "relative")
    with pytest.raises(URLParseError):
        refresh_url("0; url=a", "relative")
    with pytest.raises(LookupError):
        refresh_url("0; url=a", "https://example.test/", encoding="no-such-encoding")
