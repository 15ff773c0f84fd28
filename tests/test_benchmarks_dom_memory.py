"""``benchmarks/dom_memory.py`` on a few small pages: every pattern runs and reports its RSS
(no figure asserted: the growth over 10,000 pages is the benchmark's to show), and the
command line's table."""

from __future__ import annotations

import pytest

from benchmarks import dom_memory


@pytest.mark.needs_process_stats
@pytest.mark.parametrize("name", list(dom_memory.PATTERNS))
def test_each_pattern_runs(name: str) -> None:
    found = dom_memory.run_pattern(name, pages=3, checkpoint=2, size=3_000)
    assert set(found) == {"1", "2", "3", "seconds"}
    assert all(value > 0 for value in found.values())


def test_flat() -> None:
    margin = dom_memory.MARGIN
    assert dom_memory.flat({"10": 50.0, "100": 50.0 + margin}, 100, 10)
    assert not dom_memory.flat({"10": 50.0, "100": 51.0 + margin}, 100, 10)


@pytest.mark.slow
@pytest.mark.needs_process_stats
def test_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    dom_memory.main(["--pages", "2", "--checkpoint", "1", "--size", "2000", "--only", "Range"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("| pattern | RSS @1 |") and lines[2].startswith("| Range |")
