"""``benchmarks/html_parse.py`` on small pages: its pages, rows and report (no timing
asserted), and that the tag soup and table pages are what they claim to be."""

from __future__ import annotations

import pytest

from benchmarks import html_parse


def test_the_pages_have_what_they_name() -> None:
    from webapi.html.browsing._elements_bindings import DOMParser

    soup = DOMParser().parseFromString(html_parse.soup_page(5_000), "text/html")
    body = soup.body
    assert body is not None
    # foster parenting: the table's stray text is put before the table
    table = body.querySelector("table")
    assert table is not None and "stray text" in (table.previousSibling.data or "")
    # the adoption agency: an a nested in an a is closed first
    assert body.querySelector("a a") is None
    tables = DOMParser().parseFromString(html_parse.table_page(5_000), "text/html")
    assert len(tables.querySelectorAll("td")) >= 100
    assert len(html_parse.table_page(5_000)) >= 5_000 <= len(html_parse.soup_page(5_000))


@pytest.mark.slow
def test_the_rows_and_the_report() -> None:
    """About 5 s on this machine."""
    pytest.importorskip("bs4")
    pytest.importorskip("html5lib")
    results = html_parse.run(3_000, rounds=1)
    assert list(results) == ["article", "tag soup", "tables"]
    for found in results.values():
        assert set(found) == {
            "webapi",
            "html5lib",
            "BeautifulSoup",
            "webapi/html5lib",
            "webapi/BeautifulSoup",
        }
        assert all(value > 0 for value in found.values())
    report = html_parse.report(results)
    assert report.count("\n| ") == 4 and "| tag soup |" in report
