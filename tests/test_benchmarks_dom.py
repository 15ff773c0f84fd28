"""``benchmarks/dom.py`` on a small page: its rows and contenders, and that the href walk's
contenders give the same URLs (no timing asserted)."""

from __future__ import annotations

from urllib.parse import urljoin

import pytest

from benchmarks import dom
from benchmarks.html_tokenizer import page


@pytest.mark.slow
def test_the_rows_and_the_report() -> None:
    pytest.importorskip("bs4")
    pytest.importorskip("html5lib")
    results = dom.run([5_000], rounds=1)
    rows = results[5_000]
    assert list(rows) == ["parse", "outerHTML", "href walk", "memory"]
    assert set(rows["parse"]) == set(rows["memory"]) == {"webapi", "html5lib", "BeautifulSoup"}
    assert all(value > 0 for found in rows.values() for value in found.values())
    report = dom.report(results)
    assert report.count("\n| 5 KB |") == 4 and "<= 0.6x html5lib" in report


def test_the_href_walks_agree() -> None:
    bs4 = pytest.importorskip("bs4")
    from webapi.html import document_from_response

    text = page(20_000)
    document = document_from_response(text.encode(), dom.URL, "text/html;charset=utf-8")
    ours = [a.href for a in document.getElementsByTagName("a")]
    soup = bs4.BeautifulSoup(text, "html.parser")
    theirs = [urljoin(dom.URL, a.get("href", "")) for a in soup.find_all("a")]
    assert len(ours) > 10 and ours == theirs
