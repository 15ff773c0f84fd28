"""The slow tier's schedule: CI runs one share of it a day, in two processes balanced by stored
durations.

The slow tier (``pytest -m slow``: every code point, the long differentials, the WPT suites, the
Chromium re-asks) is some 170 minutes of one core's time; CI's machines have two cores and CI's
budget is 40 minutes.  So the tier's test files are dealt into :data:`SHARES` shares of about
equal stored duration, CI runs one share a run (the share of the UTC date: its ordinal modulo
:data:`SHARES`, so every file runs at least once every :data:`SHARES` days), and each share
into :data:`GROUPS` groups run at once, one process each.  A file is never split, so its module
fixtures (a browser, a Node oracle, a WPT runtime) are set up once, as ``--dist loadfile`` does.

The deal is longest processing time first (each file, longest first, to the least loaded of the
``SHARES * GROUPS`` bins), over the files' durations stored in :data:`DURATIONS`
(``tests/slow_durations.json``: seconds per file measured in a CI run, two processes on two
cores), a file the store does not know counted as :data:`UNKNOWN_PER_TEST` per test.  Group 0
of every share starts :data:`CHECKS_SECONDS` loaded: ``.ci/run`` runs ``.ci/checks`` after its
tests.  The files marked ``every_slow_run`` run in every share (the URL viewer's end-to-end
test, whose screenshot is CI's artifact), in the last group.

Options (inactive unless given, so ``pytest -m slow`` runs the whole tier):

``--slow-share=S/K`` or ``--slow-share=today``
    keep the files of share ``S`` (0-based) of ``K`` (``K`` must be :data:`SHARES`);
``--slow-group=G/N``
    of those, keep group ``G`` of ``N`` (``N`` must be :data:`GROUPS`);
``--store-durations=PATH``
    write this run's seconds per file (setup, call and teardown of its tests) as JSON.

``python tests/slow_schedule.py today`` prints today's share (``S/K``);
``python tests/slow_schedule.py merge FILE...`` folds measured files into the store.
"""

from __future__ import annotations

import datetime
import heapq
import json
import sys
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

SHARES = 4
GROUPS = 2
#: ``.ci/checks`` after group 0's tests (the tests without unicodedata2, mypy, ruff, the API
#: reference): ~5 minutes measured beside the tier.
CHECKS_SECONDS = 300.0
#: A test of a file the store does not know: the slow tier's tests below its thirty longest
#: took 1,625 s for 14,809 tests in the rehearsal of 29 November.
UNKNOWN_PER_TEST = 0.11
DURATIONS = Path(__file__).with_name("slow_durations.json")
EVERY_RUN = "every_slow_run"


def stored_durations(path: Path = DURATIONS) -> dict[str, float]:
    """The store's seconds per test file (paths relative to the repository, ``/``-separated)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return {name: float(seconds) for name, seconds in data["files"].items()}


def todays_share(today: datetime.date | None = None) -> int:
    """The share CI runs on ``today`` (the UTC date by default)."""
    day = today or datetime.datetime.now(datetime.UTC).date()
    return day.toordinal() % SHARES


def deal(
    tests_per_file: Mapping[str, int],
    durations: Mapping[str, float],
    every_run: Iterable[str] = (),
) -> dict[str, tuple[int, int]]:
    """Each file's ``(share, group)``; the files of ``every_run`` get ``(-1, GROUPS - 1)``
    (every share's last group).  Longest processing time first over ``SHARES * GROUPS`` bins,
    ties by path, so every process computes the same deal from the same collection."""
    always = set(every_run)

    def estimate(name: str) -> float:
        known = durations.get(name)
        return known if known is not None else tests_per_file[name] * UNKNOWN_PER_TEST

    preload = sum(estimate(name) for name in always if name in tests_per_file)
    bins = [
        (
            (CHECKS_SECONDS if group == 0 else 0.0) + (preload if group == GROUPS - 1 else 0.0),
            share * GROUPS + group,
        )
        for share in range(SHARES)
        for group in range(GROUPS)
    ]
    heapq.heapify(bins)
    placed: dict[str, tuple[int, int]] = {name: (-1, GROUPS - 1) for name in always}
    order = sorted(
        (name for name in tests_per_file if name not in always),
        key=lambda name: (-estimate(name), name),
    )
    for name in order:
        load, index = heapq.heappop(bins)
        placed[name] = divmod(index, GROUPS)
        heapq.heappush(bins, (load + estimate(name), index))
    return placed


def _fraction(text: str, count: int, option: str) -> int:
    index, _, total = text.partition("/")
    if not (index.isdigit() and total.isdigit()) or int(total) != count or int(index) >= count:
        raise pytest.UsageError(f"{option}={text}: expected I/{count} with 0 <= I < {count}")
    return int(index)


def add_options(parser: pytest.Parser) -> None:
    """The options, added by ``tests/conftest.py``'s ``pytest_addoption`` (a plugin registered
    after the command line is parsed cannot add any)."""
    group = parser.getgroup("slow tier schedule")
    group.addoption(
        "--slow-share",
        help=f"keep share S/{SHARES} of the slow tier's files, or 'today' (the UTC date's)",
    )
    group.addoption("--slow-group", help=f"of the share, keep group G/{GROUPS}")
    group.addoption("--store-durations", help="write seconds per test file as JSON to this path")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", f"{EVERY_RUN}: the file runs in every share of the slow tier's schedule"
    )
    path = config.getoption("--store-durations")
    if path is not None:  # (a run that stores nothing pays nothing per test)
        config.pluginmanager.register(_Recorder(Path(path)), "slow-tier-durations")


def _file(item: pytest.Item) -> str:
    return item.nodeid.partition("::")[0]


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    share_option = config.getoption("--slow-share")
    group_option = config.getoption("--slow-group")
    if share_option is None and group_option is None:
        return
    share = (
        todays_share()
        if share_option in (None, "today")
        else _fraction(share_option, SHARES, "--slow-share")
    )
    group = None if group_option is None else _fraction(group_option, GROUPS, "--slow-group")
    tests_per_file = Counter(_file(item) for item in items)
    every_run = {_file(item) for item in items if item.get_closest_marker(EVERY_RUN)}
    placed = deal(tests_per_file, stored_durations(), every_run)

    def kept(name: str) -> bool:
        file_share, file_group = placed[name]
        return file_share in (-1, share) and group in (None, file_group)

    keep = [item for item in items if kept(_file(item))]
    dropped = [item for item in items if not kept(_file(item))]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep


class _Recorder:
    """``--store-durations``: each file's seconds (its tests' setup, call and teardown),
    written to ``path`` at the session's end."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.seconds: Counter[str] = Counter()

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.seconds[report.nodeid.partition("::")[0]] += report.duration

    def pytest_sessionfinish(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        files = {name: round(value, 1) for name, value in sorted(self.seconds.items())}
        self.path.write_text(json.dumps({"files": files}), encoding="utf-8")


def merge(measured: Iterable[Path], store: Path = DURATIONS) -> dict[str, float]:
    """The store with every file measured in ``measured`` replaced by its measured seconds."""
    data = json.loads(store.read_text(encoding="utf-8"))
    files: dict[str, float] = dict(data["files"])
    for path in measured:
        files.update(json.loads(path.read_text(encoding="utf-8"))["files"])
    data["files"] = dict(sorted(files.items()))
    store.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return data["files"]


def main(arguments: list[str]) -> int:
    if arguments == ["today"]:
        print(f"{todays_share()}/{SHARES}")
        return 0
    if arguments[:1] == ["merge"] and len(arguments) > 1:
        merge(Path(name) for name in arguments[1:])
        return 0
    print(__doc__.split("\n\n")[-1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
