"""``benchmarks/actions.py`` (issue 75's row: actions <= 1 ms each): a small run has the
report's shape."""

from __future__ import annotations

from benchmarks import actions


def test_a_small_run_has_the_shape() -> None:
    result = actions.run(count=4, rounds=1)
    assert set(result) == {"click", "fill", "press", "check/uncheck", "select_option"}
    assert all(value > 0 for value in result.values())
