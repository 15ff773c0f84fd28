"""The slow tier's schedule (tests/slow_schedule.py): every file in one share and one group, the
shares about equal, the deal the same however the files come, the store naming real files."""

from __future__ import annotations

import datetime
import json
import random
import re
from pathlib import Path

from tests import slow_schedule
from tests.slow_schedule import GROUPS, SHARES, deal

ROOT = Path(__file__).resolve().parent.parent


def _files(count: int, seed: int) -> tuple[dict[str, int], dict[str, float]]:
    generator = random.Random(seed)
    tests = {f"tests/t{index:03}.py": generator.randint(1, 400) for index in range(count)}
    known = {
        name: generator.choice([0.5, 3.0, 40.0, 300.0, 900.0])
        for name in tests
        if generator.random() < 0.4
    }
    return tests, known


def _estimate(name: str, tests: dict[str, int], known: dict[str, float]) -> float:
    return known.get(name, tests[name] * slow_schedule.UNKNOWN_PER_TEST)


def test_every_file_lands_in_one_share_and_group() -> None:
    tests, known = _files(180, 1)
    placed = deal(tests, known, ["tests/t007.py"])
    assert set(placed) == set(tests)
    assert placed["tests/t007.py"] == (-1, GROUPS - 1)
    for name, (share, group) in placed.items():
        if name != "tests/t007.py":
            assert 0 <= share < SHARES and 0 <= group < GROUPS


def test_the_bins_are_within_one_file_of_each_other() -> None:
    # Longest processing time first: when the last file went to the least loaded bin, that bin
    # was the lightest, so no bin ends heavier than the lightest plus the longest file (with
    # the checks' head start on group 0 counted as load).
    for seed in range(5):
        tests, known = _files(150, seed)
        placed = deal(tests, known)
        loads = {
            (share, group): slow_schedule.CHECKS_SECONDS if group == 0 else 0.0
            for share in range(SHARES)
            for group in range(GROUPS)
        }
        for name, where in placed.items():
            loads[where] += _estimate(name, tests, known)
        longest = max(_estimate(name, tests, known) for name in tests)
        assert max(loads.values()) - min(loads.values()) <= longest


def test_the_deal_does_not_depend_on_the_order_of_collection() -> None:
    tests, known = _files(120, 7)
    names = list(tests)
    random.Random(3).shuffle(names)
    shuffled = {name: tests[name] for name in names}
    assert deal(shuffled, known) == deal(tests, known)


def test_every_day_of_a_cycle_runs_a_different_share() -> None:
    start = datetime.date(2026, 11, 29)
    shares = [slow_schedule.todays_share(start + datetime.timedelta(days)) for days in range(8)]
    assert sorted(shares[:SHARES]) == list(range(SHARES))
    assert shares[SHARES:] == shares[:SHARES]


def test_the_store_names_test_files_that_exist() -> None:
    stored = slow_schedule.stored_durations()
    missing = [name for name in stored if not (ROOT / name).is_file()]
    assert not missing, f"tests/slow_durations.json names files that are gone: {missing}"
    assert all(seconds >= 0 for seconds in stored.values())


def test_merge_replaces_what_was_measured(tmp_path: Path) -> None:
    store = tmp_path / "store.json"
    store.write_text(json.dumps({"about": "x", "files": {"a.py": 1.0, "b.py": 2.0}}))
    measured = tmp_path / "measured.json"
    measured.write_text(json.dumps({"files": {"b.py": 5.5, "c.py": 0.5}}))
    assert slow_schedule.merge([measured], store) == {"a.py": 1.0, "b.py": 5.5, "c.py": 0.5}
    assert json.loads(store.read_text())["about"] == "x"


def test_ci_runs_todays_share_in_as_many_groups_as_the_deal_has() -> None:
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "tests/slow_schedule.py today" in run
    groups = set(re.findall(r"slow_tier (\d+)", run))
    assert groups == {str(group) for group in range(GROUPS)}
    assert f'--slow-group="$1/{GROUPS}"' in run
