"""``python -m benchmarks.cli`` keeps working: one round of each measurement, with the command
run from an installed (not editable) copy of webapi."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow, pytest.mark.needs_subprocess]


def test_one_round_of_each_figure(tmp_path: Path) -> None:
    from benchmarks import cli

    out = tmp_path / "cli.json"
    cli.main(["--rounds", "1", "--large", "3000", "--json", str(out)])
    figures = json.loads(out.read_text(encoding="utf-8"))
    assert figures["lines"] == 100_000
    assert figures["large_lines"] == 3000
    # The command ran from the temporary installation, not from this checkout's environment.
    assert cli._PYTHON[0] != cli.sys.executable
    for name in ("normalize_cpu_s", "loop_cpu_s", "jobs1_wall_s", "jobs2_wall_s"):
        assert 0.05 < figures[name] < 60, name
    assert len(figures["jobs1_walls_s"]) == len(figures["halves_walls_s"]) == 1
    assert figures["jobs2_speedup_paired"] > 0
    assert figures["halves_speedup_paired"] > 0
    assert figures["jobs2_share_of_halves"] > 0 and len(figures["load_averages"]) == 1
    assert 4 * 1024 < figures["rss_kib_100k"] < 200 * 1024
