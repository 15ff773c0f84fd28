"""``benchmarks/page_worst.py``: its rows on a small page, and its report naming each row's
worst page (no timing asserted)."""

from __future__ import annotations

import pytest

from benchmarks import page_worst


@pytest.mark.slow
def test_the_rows_and_the_worst_page_of_each() -> None:
    for module in ("bs4", "lxml"):
        pytest.importorskip(module)
    results = {"news 2 KB": page_worst.run_page(page_worst.PAGES["news 2 KB"](), rounds=1)}
    assert list(results["news 2 KB"]) == list(page_worst.GOALS)
    assert all(v > 0 for rows in results.values() for row in rows.values() for v in row.values())
    text = page_worst.report(results)
    assert text.count("**worst: news 2 KB**") == len(page_worst.GOALS)
