"""Parse + href over corpus files with webapi (and urlsplit), printing µs per URL.

Self-contained (standard library and ``webapi`` only), so that the same file runs on CPython
and inside Pyodide, where the rest of ``benchmarks/`` is not available::

    python benchmarks/pyodide_bench.py [--data DIR | FILE ...] [--rounds N] [--warmup N]
        [--sample N]
    node benchmarks/pyodide_bench.mjs [same arguments]      # the same inside Pyodide (Node)

It does what ``python -m benchmarks --only parse`` does for the webapi and urlsplit contenders
(relative lines against the synthetic corpus' base, uncached ``urlsplit``, alternating rounds,
GC off while timing) and ends with one line ``RESULT {json}``. The first ``--warmup`` rounds
(2) are run and discarded: inside Pyodide they hold the imports and V8's tier-up of the hot
WebAssembly functions (the first round is several times slower than the next ones), natively
the imports and the specializing interpreter's warm-up. Rounds are timed in the CPU time of
the thread that runs Python on both sides (:func:`cpu_clock`), so that the other processes of
a shared machine and, under Node, V8's own helper threads (garbage collection, WebAssembly
compilation) do not count.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import re
import statistics
import sys
import time
import urllib.parse
from collections.abc import Callable, Sequence
from pathlib import Path

BASE = "https://www.example.com/docs/guide/index.html?lang=en#top"
CORPORA = ("urls-real-web.txt", "urls-real-files.txt", "urls-synthetic.txt")
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:")
_LEADING = "".join(chr(c) for c in range(0x21))

Item = tuple[str, str | None]
#: A clock as two readings, in nanoseconds: the one taken before the timed work and the one
#: after it (the same function but for :func:`tick_synchronized`).
Clock = tuple[Callable[[], int], Callable[[], int]]
WALL: Clock = (time.perf_counter_ns, time.perf_counter_ns)


def read_items(path: Path, sample: int | None) -> list[Item]:
    lines = [line.removesuffix("\r") for line in path.read_text(encoding="utf-8-sig").split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    if sample is not None and sample < len(lines):
        step = len(lines) / sample
        lines = [lines[int(i * step)] for i in range(sample)]
    return [(line, None if _SCHEME.match(line.lstrip(_LEADING)) else BASE) for line in lines]


def webapi_run(items: list[Item]) -> int:
    from webapi import URL

    failures = 0
    for line, base in items:
        try:
            URL(line, base).href  # noqa: B018
        except ValueError:
            failures += 1
    return failures


def urlsplit_run(items: list[Item]) -> int:
    original = urllib.parse.urlsplit
    split = getattr(original, "__wrapped__", original)
    join = urllib.parse.urljoin
    urllib.parse.urlsplit = split
    failures = 0
    try:
        for line, base in items:
            try:
                if base is None:
                    split(line).geturl()
                else:
                    split(join(base, line)).geturl()
            except ValueError:
                failures += 1
    finally:
        urllib.parse.urlsplit = original
    return failures


def cpu_clock() -> tuple[Clock, str]:
    """The clock rounds are timed with, and its name: the CPU time of the thread that runs
    Python. Natively ``time.thread_time_ns``. Pyodide has no CPU clock of its own
    (``time.process_time`` is Emscripten's ``clock()``, wall time since start, and there is no
    ``thread_time``); under Node 23.9 or later it reads Node's main-thread CPU time
    (``process.threadCpuUsage()``, see :func:`tick_synchronized`), under an older Node the
    whole process's (``process.cpuUsage()``: it also counts V8's helper threads, garbage
    collection and WebAssembly compilation, against Pyodide; the name says so), elsewhere (a
    browser) wall time."""
    if hasattr(time, "thread_time_ns"):
        return (time.thread_time_ns, time.thread_time_ns), "thread CPU time"
    try:
        import js  # type: ignore[import-not-found]  # Pyodide's JavaScript globals

        process = js.process
    except (ImportError, AttributeError):
        return WALL, "wall time"
    thread_usage = getattr(process, "threadCpuUsage", None)
    usage = thread_usage or process.cpuUsage

    def node_cpu_ns() -> int:
        used = usage()
        return int(used.user + used.system) * 1000

    if thread_usage is None:
        return (
            node_cpu_ns,
            node_cpu_ns,
        ), "Node process CPU time (no threadCpuUsage: V8's helper threads count)"
    return tick_synchronized(node_cpu_ns), "Node main-thread CPU time (tick-synchronized)"


def tick_synchronized(
    coarse: Callable[[], int], wall: Callable[[], int] = time.perf_counter_ns
) -> Clock:
    """Precise readings of a CPU clock that only moves at the scheduler's ticks.

    Linux updates a running thread's CPU time for ``getrusage(RUSAGE_THREAD)`` (what Node's
    ``process.threadCpuUsage()`` reads) only at each scheduler tick (every 4 ms at 250 Hz), not
    on the read itself as ``clock_gettime(CLOCK_THREAD_CPUTIME_ID)`` does: a 20 ms round read
    that way is off by up to 20%. Both readings wait, busy, for the clock to move, when it is
    exact: the first one returns that value (the timed work starts right after), the second one
    that value less the wall time it waited (the CPU time when the work ended, as long as the
    thread kept its core while waiting, at most one tick)."""

    def at_next_tick() -> int:
        first = coarse()
        while (now := coarse()) == first:
            pass
        return now

    def after() -> int:
        called = wall()
        now = at_next_tick()
        return now - (wall() - called)

    return at_next_tick, after


def time_ns(fn: Callable[[], object], clock: Clock = WALL) -> int:
    gc.collect()
    gc.disable()
    try:
        start = clock[0]()
        fn()
        return clock[1]() - start
    finally:
        gc.enable()


def bench(
    items: list[Item],
    rounds: int,
    clock: Clock = WALL,
    warmup: int = 2,
) -> dict[str, float]:
    contenders: dict[str, Callable[[], int]] = {
        "webapi": lambda: webapi_run(items),
        "urlsplit": lambda: urlsplit_run(items),
    }
    names = list(contenders)
    samples: dict[str, list[float]] = {name: [] for name in names}
    for r in range(warmup + rounds):
        for name in names[r % 2 :] + names[: r % 2]:
            ns = time_ns(contenders[name], clock)
            if r >= warmup:
                samples[name].append(ns / 1000 / max(1, len(items)))
    return {name: statistics.median(values) for name, values in samples.items()}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", type=Path, help="corpus files (default: --data's)")
    parser.add_argument("--data", type=Path, help="folder with the urls-*.txt corpora")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=2, help="rounds run and discarded first")
    parser.add_argument("--sample", type=int, help="lines per corpus (default: all)")
    args = parser.parse_args(argv)
    files: list[Path] = list(args.files)
    if not files:
        data = args.data or Path(
            os.environ.get("WEBAPI_BENCH_DATA")
            or Path(__file__).resolve().parent.parent.parent / "shared" / "bench"
        )
        files = [data / name for name in CORPORA]

    root = Path(__file__).resolve().parent.parent
    if (root / "webapi" / "__init__.py").is_file():  # run from a checkout: benchmark its webapi
        sys.path.insert(0, str(root))
    import webapi

    runtime = f"{platform.python_implementation()} {platform.python_version()} on {sys.platform}"
    if sys.platform == "emscripten":
        runtime += " (Pyodide)"
    clock, clock_name = cpu_clock()
    print(
        f"{runtime}; webapi {webapi.__version__}; {args.rounds} rounds after {args.warmup} "
        f"warm-up rounds; {clock_name}"
    )
    print(f"{'corpus':<22} {'lines':>7} {'webapi µs':>10} {'urlsplit µs':>12} {'ratio':>7}")
    results = {}
    for path in files:
        items = read_items(path, args.sample)
        us = bench(items, args.rounds, clock, args.warmup)
        ratio = us["webapi"] / us["urlsplit"]
        print(
            f"{path.name:<22} {len(items):>7} {us['webapi']:>10.2f} {us['urlsplit']:>12.2f} "
            f"{ratio:>6.2f}x"
        )
        results[path.name] = {"lines": len(items), **us}
    print("RESULT " + json.dumps({"runtime": runtime, "clock": clock_name, "corpora": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
