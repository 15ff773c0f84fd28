"""``benchmarks/css_parse.py``: its sheets, and its rows on them (slow: the timing rounds)."""

from __future__ import annotations

import pytest

from benchmarks import css_parse


def test_the_sheets_of_each_row() -> None:
    rows = css_parse.sheets()
    assert list(rows) == ["400 rules, warm", "400 rules, cold", "pages' sheets"]
    warm = rows["400 rules, warm"]()
    assert warm == rows["400 rules, warm"]()
    first, second = rows["400 rules, cold"](), rows["400 rules, cold"]()
    assert first != second and len(first[0]) > len(warm[0])  # (new names each call)
    assert rows["pages' sheets"]() and all(".ad" in text for text in rows["pages' sheets"]())


@pytest.mark.slow
def test_a_run_times_every_contender() -> None:
    results = css_parse.run(rounds=1)
    assert [result["sheet"] for result in results] == list(css_parse.sheets())
    for result in results:
        assert set(result["ms"]) == {"tokenize", "cssom", "cascade"}
        assert all(ms > 0 for ms in result["ms"].values())
