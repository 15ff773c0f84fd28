"""``benchmarks/build.py``: its contenders build the same tree, and its rows and report (no
timing asserted)."""

from __future__ import annotations

from typing import Any

import pytest

from benchmarks import build


def test_the_builders_make_the_same_elements() -> None:
    pytest.importorskip("bs4")
    ours: Any = build.build_webapi()
    theirs: Any = build.build_bs4()
    divs = ours.body.children
    tags = theirs.body.find_all("div")
    assert len(divs) == len(tags) == build.ELEMENTS
    for div, tag in zip(divs[:50], tags[:50], strict=True):
        assert div.outerHTML == str(tag)


@pytest.mark.slow
def test_the_rows_and_the_report() -> None:
    for module in ("bs4", "lxml", "html5lib"):
        pytest.importorskip(module)
    rows = build.run(rounds=1, start_runs=1)
    assert list(rows) == list(build.GOALS)
    assert all(value > 0 for found in rows.values() for value in found.values())
    report = build.report(rows)
    assert report.count("\n| ") == 1 + len(build.GOALS) and "<= 3.0x lxml" in report
