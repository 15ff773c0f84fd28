"""``benchmarks/html_links.py`` runs, and its lxml peer finds the links ``links()`` finds on
the benchmark page (the comparison is of equal work)."""

from __future__ import annotations

import pytest

from webapi.html import links


def test_the_peer_does_the_same_work() -> None:
    pytest.importorskip("lxml.html", reason="lxml (the bench extra) is not installed")
    from benchmarks.html_links import URL, lxml_links, run
    from benchmarks.html_tokenizer import page
    from webapi.html.parsing._fast_elements import available

    data = page().encode()
    ours = [str(link) for link in links(data, URL, "text/html; charset=utf-8")]
    assert len(ours) > 400
    assert ours == lxml_links(data, URL)
    result = run(rounds=1)
    fast = {"webapi links (fast-html)"} if available() else set()
    assert set(result) == {"webapi links (pure)", *fast, "lxml.html + urljoin"}
    assert all(ms > 0 for ms in result.values())
