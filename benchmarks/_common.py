"""Timing, tables and machine facts shared by the sections."""

from __future__ import annotations

import gc
import json
import os
import platform
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

__all__ = [
    "CLOCK",
    "MIN_TIMING_NS",
    "REPO_ROOT",
    "Batched",
    "alternate_rounds",
    "batched_rounds",
    "best_of",
    "fmt",
    "interleaved_chunks",
    "machine_info",
    "median",
    "ratio",
    "repeat_count",
    "table",
    "time_once",
]

#: The repository root (the parent of ``benchmarks/``).
REPO_ROOT = Path(__file__).resolve().parent.parent


def time_once(fn: Callable[[], object], clock: Callable[[], int] = time.perf_counter_ns) -> int:
    """Nanoseconds one call of ``fn`` takes, with the cyclic GC collected before and off during
    (``clock``: wall time unless another is given, e.g. ``time.thread_time_ns``)."""
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        start = clock()
        fn()
        stop = clock()
    finally:
        if was_enabled:
            gc.enable()
    return stop - start


def retained_bytes(make: Callable[[], object]) -> int:
    """The memory Python allocates (tracemalloc) that what ``make`` returns still holds after
    a collection (the cyclic GC collected before and after): a parsed tree's size."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        kept = make()
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    del kept
    return after - before


def peak_bytes(fn: Callable[[], object]) -> int:
    """The peak of the memory Python allocates (tracemalloc) during one call of ``fn``, the
    cyclic GC collected before."""
    gc.collect()
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def best_of(fn: Callable[[], object], repeat: int) -> int:
    """The smallest of ``repeat`` timings of ``fn`` (nanoseconds)."""
    return min(time_once(fn) for _ in range(max(1, repeat)))


#: The shortest a timing may be: a call that takes less is repeated within one timing until the
#: timing lasts this long. Timed alone between other contenders' calls, a short call pays for
#: caches and branch predictors the others left cold (a 0.06 ms C call costs ~0.3 ms that way),
#: and the clock's own cost and granularity weigh on it; repeated, it is measured as a program
#: calling it in a loop meets it. Issue 58 item 12.
MIN_TIMING_NS = 5_000_000

#: Thread CPU time where the platform has it (CPU time of this thread only, so other processes
#: on a loaded machine barely show); wall time where it has not (Pyodide).
CLOCK: Callable[[], int] = getattr(time, "thread_time_ns", time.perf_counter_ns)


def _timed(fn: Callable[[], object], count: int, clock: Callable[[], int]) -> int:
    """Nanoseconds of ``count`` calls of ``fn`` in one timing, the cyclic GC collected before
    and off during."""
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        start = clock()
        for _ in range(count):
            fn()
        return clock() - start
    finally:
        if was_enabled:
            gc.enable()


def repeat_count(
    fn: Callable[[], object], min_ns: int | None = None, clock: Callable[[], int] = CLOCK
) -> tuple[int, int]:
    """How many calls of ``fn`` one timing needs to last at least ``min_ns`` (default
    :data:`MIN_TIMING_NS`), and the nanoseconds of the last trial (that many calls).

    Trials of 1, then more calls (scaled from the last trial, at least doubled, at most 100
    times as many) until one lasts ``min_ns``; the trials warm the contender up.
    """
    floor = MIN_TIMING_NS if min_ns is None else min_ns
    count = 1
    while True:
        elapsed = _timed(fn, count, clock)
        if elapsed >= floor:
            return count, elapsed
        if elapsed <= 0:
            count *= 100
        else:
            count = min(count * 100, max(count * 2, -(-count * floor * 5 // (elapsed * 4))))


class Batched:
    """What :func:`batched_rounds` measured: per contender, the calls in each timing
    (``counts``) and the nanoseconds per call of each kept round (``per_call_ns``)."""

    __slots__ = ("counts", "per_call_ns")

    def __init__(self, counts: dict[str, int], per_call_ns: dict[str, list[float]]) -> None:
        self.counts = counts
        self.per_call_ns = per_call_ns

    def median_ns(self, name: str) -> float:
        """The median over rounds of ``name``'s nanoseconds per call."""
        return median(self.per_call_ns[name])

    def median_ms(self, name: str) -> float:
        return self.median_ns(name) / 1e6

    def ratio(self, mine: str, peer: str) -> float:
        """The median over rounds of ``mine``'s time over ``peer``'s in the same round (the
        two timed next to each other, so a burst of load weighs on both)."""
        return median(
            [
                a / b
                for a, b in zip(self.per_call_ns[mine], self.per_call_ns[peer], strict=True)
                if b
            ]
        )


def batched_rounds(
    contenders: Mapping[str, Callable[[], object]],
    rounds: int = 7,
    warmup: int = 1,
    clock: Callable[[], int] = CLOCK,
    min_ns: int | None = None,
) -> Batched:
    """Time every contender's calls, each repeated within one timing to at least ``min_ns``
    (:data:`MIN_TIMING_NS`), in rounds that interleave the contenders.

    The harness every ratio benchmark uses (issue 58 item 12). First each contender's repeat
    count is found (:func:`repeat_count`, then the same in every round); then each round times
    every contender once (``count`` calls in one timing, the cyclic GC collected before and off
    during), the order rotating from round to round so none always runs first or right after
    the same other one. ``clock`` is thread CPU time where there is one. The calibration counts
    as the first warm-up round; with ``warmup=0`` its timing is kept as the first round (a
    contender of one call of many seconds is then not run twice). Returns the nanoseconds per
    call of each kept round, and the counts.
    """
    names = list(contenders)
    counts: dict[str, int] = {}
    samples: dict[str, list[float]] = {name: [] for name in names}
    for name in names:
        count, elapsed = repeat_count(contenders[name], min_ns, clock)
        counts[name] = count
        if warmup <= 0:
            samples[name].append(elapsed / count)
    total = max(0, warmup - 1) + rounds - (1 if warmup <= 0 else 0)
    for r in range(total):
        k = r % len(names)
        for name in names[k:] + names[:k]:
            elapsed = _timed(contenders[name], counts[name], clock)
            if r >= warmup - 1:
                samples[name].append(elapsed / counts[name])
    return Batched(counts, samples)


def alternate_rounds(
    contenders: Mapping[str, Callable[[], object]],
    rounds: int,
    warmup: int = 1,
    clock: Callable[[], int] = time.perf_counter_ns,
) -> dict[str, list[int]]:
    """Nanoseconds per call of each contender in each of ``rounds`` rounds: the contenders'
    calls batched and interleaved by :func:`batched_rounds` (the first ``warmup`` rounds
    discarded, the order rotating every round)."""
    timed = batched_rounds(contenders, rounds, warmup, clock)
    return {name: [round(ns) for ns in values] for name, values in timed.per_call_ns.items()}


def interleaved_chunks(
    runners: Mapping[str, Callable[[list[T]], object]],
    items: list[T],
    rounds: int,
    chunk: int = 500,
    warmup: int = 1,
    min_ns: int | None = None,
    clock: Callable[[], int] = CLOCK,
) -> dict[str, list[int]]:
    """Thread-CPU nanoseconds of each runner over ``items``, per round, contenders interleaved.

    The noise-robust method: every round walks ``items`` in chunks; each chunk is given to
    every runner in turn, the order rotating from chunk to chunk (and round to round), and each
    call is timed with ``time.thread_time_ns`` (CPU time of this thread only, so other
    processes on a loaded machine barely show). A burst of load therefore hits all contenders
    alike instead of one whole pass. The cyclic GC is collected before each round and off
    during it. The first ``warmup`` rounds are discarded; returns the per-round totals per
    runner (the time of one pass over ``items``).

    Every timing lasts at least ``min_ns`` (:data:`MIN_TIMING_NS`, issue 58 item 12): a chunk
    holds ``chunk`` items or, when the fastest runner takes less than ``min_ns`` over them, as
    many more as it needs (up to all of them); a runner still faster than that has its call
    repeated within the timing, as many times as :func:`repeat_count` finds on the first chunk,
    and is counted per pass.
    """
    names = list(runners)
    samples: dict[str, list[int]] = {name: [] for name in names}
    floor = MIN_TIMING_NS if min_ns is None else min_ns
    size = max(1, chunk)
    first = items[:size]
    per_chunk = {}
    for name in names:
        count, elapsed = repeat_count(partial(runners[name], first), floor, clock)
        per_chunk[name] = max(1.0, elapsed / count)
    fastest = min(per_chunk.values(), default=float(floor))
    if fastest < floor and len(first) == size:
        size = min(len(items), -(-size * floor // int(fastest)))
    chunks = [items[i : i + size] for i in range(0, len(items), size)] or [items]
    if len(chunks) > 1 and len(chunks[-1]) * 2 < size:
        chunks[-2:] = [chunks[-2] + chunks[-1]]
    scale = len(chunks[0]) / max(1, len(first))
    counts = {name: max(1, -(-floor // int(per_chunk[name] * scale))) for name in names}
    for r in range(warmup + rounds):
        totals = dict.fromkeys(names, 0.0)
        gc.collect()
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            for c, part in enumerate(chunks):
                k = (r + c) % len(names)
                for name in names[k:] + names[:k]:
                    fn, count = runners[name], counts[name]
                    start = clock()
                    for _ in range(count):
                        fn(part)
                    totals[name] += (clock() - start) / count
        finally:
            if was_enabled:
                gc.enable()
        if r >= warmup:
            for name in names:
                samples[name].append(round(totals[name]))
    return samples


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values)) if values else float("nan")


def median_us_per_item(samples: dict[str, list[int]], items: int) -> dict[str, float]:
    """Each contender's median over ``samples`` (nanoseconds per chunk of the same
    ``items`` items, as :func:`interleaved_chunks` gives them) in microseconds per item."""
    n = max(1, items)
    return {key: median([ns / 1000 / n for ns in values]) for key, values in samples.items()}


def ratio(a: float | None, b: float | None) -> float | None:
    if a is None or b is None or b == 0:
        return None
    return a / b


def fmt(value: float | None, digits: int = 2, suffix: str = "") -> str:
    """``value`` with ``digits`` decimals (``-`` for none)."""
    if value is None or value != value:  # None or NaN
        return "-"
    return f"{value:.{digits}f}{suffix}"


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A plain-text table: first column left-aligned, the others right-aligned."""
    widths = [len(h) for h in header]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))

    def line(cells: Sequence[str]) -> str:
        out = [cells[0].ljust(widths[0])]
        out += [cell.rjust(widths[i + 1]) for i, cell in enumerate(cells[1:])]
        return "  ".join(out).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(header), rule, *(line(row) for row in rows)])


def _cpu_model() -> str:
    try:
        text = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return platform.processor() or "unknown"
    for raw in text.splitlines():
        key, _, value = raw.partition(":")
        if key.strip() == "model name":
            return value.strip()
    return platform.processor() or "unknown"


def _nproc() -> int:
    """The CPUs this process may run on (what ``nproc`` prints)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _git_revision() -> str:
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=REPO_ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no", "--", "webapi"],
            cwd=REPO_ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + (" (webapi/ has uncommitted changes)" if dirty else "")


def machine_info() -> dict[str, str]:
    """What the figures were measured on."""
    import webapi
    from benchmarks.contenders import ada_version

    return {
        "python": sys.version.replace("\n", " "),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "cpu": _cpu_model(),
        "nproc": str(_nproc()),
        "webapi": f"{webapi.__version__} at {_git_revision()}",
        "ada-url": ada_version() or "not installed",
    }


def write_results(path: str, results: object) -> None:
    """Write a benchmark's ``results`` to the JSON file ``path``, with the machine they were
    measured on (:func:`machine_info`)."""
    with open(path, "w", encoding="utf-8") as file:
        json.dump({"machine": machine_info(), "results": results}, file, indent=1)
