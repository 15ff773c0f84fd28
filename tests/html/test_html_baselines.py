"""``benchmarks/html_baselines.py`` (how often Python's HTML libraries give the browser's links,
the table of docs/html.md) runs, and its classes mean what they say on pages made for each."""

from __future__ import annotations

import pytest

from benchmarks.html_baselines import LIBRARIES, classify, compare, reference


@pytest.fixture(autouse=True, scope="module")
def _the_libraries() -> None:
    """The libraries compared (``benchmarks/html_baselines.py`` imports each when it first
    uses it), imported when the tests run: at the module's import, both processes of the
    default run imported Scrapy, lxml, html5lib and BeautifulSoup as they collected (0.25 s
    each), and one runs these tests."""
    pytest.importorskip("lxml.html", reason="lxml (the bench extra) is not installed")
    pytest.importorskip("html5lib", reason="html5lib (the bench extra) is not installed")
    pytest.importorskip("bs4", reason="beautifulsoup4 (the test extra) is not installed")
    pytest.importorskip("scrapy", reason="scrapy (the test extra) is not installed")


UTF8 = "text/html; charset=utf-8"


def test_a_plain_page_is_the_same_for_every_library() -> None:
    page = b"<!doctype html><p><a href=x.html>x</a><img src=/i.png><form action=f></form>"
    for library in LIBRARIES:
        assert classify(library, page, UTF8) == ("same", "same"), library


def test_the_classes() -> None:
    # urljoin keeps a backslash, the URL parser makes it a slash: resolution
    assert classify("html5lib + urljoin", b"<a href='a\\b.html'>x</a>", UTF8)[0] == "resolution"
    # html.parser reads a tag inside <title> as a tag: parsing
    page = b"<title><a href=t.html></title><a href=x.html>"
    assert classify("BeautifulSoup (html.parser) + urljoin", page, UTF8)[0] == "parsing"
    # an unparsable base: urljoin raises
    page = b"<base href='http://[bad'><a href=x>"
    assert classify("html5lib + urljoin", page, UTF8)[0] == "raised ValueError"
    # lxml.html.fromstring does not see the Content-Type: it reads Latin-1, not Shift_JIS
    page = "<a href='?あ'>x</a><p>日本語".encode("shift_jis")
    shift_jis = "text/html; charset=shift_jis"
    assert reference(page, shift_jis)[0] == "Shift_JIS"
    assert classify("lxml.html make_links_absolute", page, shift_jis)[0] == "decoding"
    # and Scrapy's response reads it, and percent-encodes the query as a browser does
    assert classify("Scrapy LinkExtractor", page, shift_jis)[0] == "same"


def test_compare_counts_every_page() -> None:
    table = compare(6)
    assert set(table) == set(LIBRARIES)
    for views in table.values():
        assert set(views) == {"a/area href set", "all URL attributes"}
        assert all(sum(classes.values()) == 6 for classes in views.values())
