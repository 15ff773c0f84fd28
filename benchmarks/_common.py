"""Timing, tables and machine facts shared by the sections."""

from __future__ import annotations

import gc
import os
import platform
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

__all__ = [
    "REPO_ROOT",
    "alternate_rounds",
    "best_of",
    "fmt",
    "interleaved_chunks",
    "machine_info",
    "median",
    "ratio",
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


def alternate_rounds(
    contenders: Mapping[str, Callable[[], object]],
    rounds: int,
    warmup: int = 1,
    clock: Callable[[], int] = time.perf_counter_ns,
) -> dict[str, list[int]]:
    """Time each contender once per round, in an order that rotates every round.

    Round ``r`` starts with contender ``r % len(contenders)``, so none always runs first (or
    right after the same other one). The first ``warmup`` rounds are run and discarded.
    Returns the nanoseconds of each kept round, per contender.
    """
    names = list(contenders)
    samples: dict[str, list[int]] = {name: [] for name in names}
    for r in range(warmup + rounds):
        k = r % len(names)
        for name in names[k:] + names[:k]:
            ns = time_once(contenders[name], clock)
            if r >= warmup:
                samples[name].append(ns)
    return samples


def interleaved_chunks(
    runners: Mapping[str, Callable[[list[T]], object]],
    items: list[T],
    rounds: int,
    chunk: int = 500,
    warmup: int = 1,
) -> dict[str, list[int]]:
    """Thread-CPU nanoseconds of each runner over ``items``, per round, contenders interleaved.

    The noise-robust method: every round walks ``items`` in chunks of ``chunk``; each chunk is
    given to every runner in turn, the order rotating from chunk to chunk (and round to round),
    and each call is timed with ``time.thread_time_ns`` (CPU time of this thread only, so other
    processes on a loaded machine barely show). A burst of load therefore hits all contenders
    alike instead of one whole pass. The cyclic GC is collected before each round and off during
    it. The first ``warmup`` rounds are discarded; returns the per-round totals per runner.
    """
    names = list(runners)
    samples: dict[str, list[int]] = {name: [] for name in names}
    chunks = [items[i : i + chunk] for i in range(0, len(items), max(1, chunk))] or [items]
    # Thread CPU time where the platform has it (not inside Pyodide: wall time there).
    clock = getattr(time, "thread_time_ns", time.perf_counter_ns)
    for r in range(warmup + rounds):
        totals = dict.fromkeys(names, 0)
        gc.collect()
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            for c, part in enumerate(chunks):
                k = (r + c) % len(names)
                for name in names[k:] + names[:k]:
                    fn = runners[name]
                    start = clock()
                    fn(part)
                    totals[name] += clock() - start
        finally:
            if was_enabled:
                gc.enable()
        if r >= warmup:
            for name in names:
                samples[name].append(totals[name])
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
