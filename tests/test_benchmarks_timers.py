"""``benchmarks/timers.py`` (issue 55's row of 100,000 setTimeout(0) on the virtual clock): a
small run has the report's shape, and every callback ran once, in order (the run checks it)."""

from __future__ import annotations

from benchmarks import timers


def test_a_small_run_has_the_shape() -> None:
    result = timers.run(count=500, rounds=1)
    assert result["count"] == 500
    for collector in ("gc off", "gc on"):
        row = result[collector]
        assert set(row) == {"schedule", "run", "total"}
        assert row["total"] == row["schedule"] + row["run"] > 0
