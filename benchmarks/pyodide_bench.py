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
from typing import Any

BASE = "https://www.example.com/docs/guide/index.html?lang=en#top"
CORPORA = ("urls-real-web.txt", "urls-real-files.txt", "urls-synthetic.txt")
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:")
_LEADING = "".join(chr(c) for c in range(0x21))

Item = tuple[str, str | None]
#: A clock as two readings, in nanoseconds: the one taken before the timed work and the one
#: after it (the same function unless the reading has a cost to keep out of the window).
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
    ``thread_time``), so under Node it asks Node: on Linux the process's CPU time
    (``process.cpuUsage()``, exact) less that of its other threads (V8's garbage collection and
    WebAssembly compilation, Node's workers: :func:`other_threads_ns`); elsewhere Node's
    ``process.threadCpuUsage()`` (Node 23.9 or later; not on Linux, where it only moves at the
    scheduler's ticks, every 4 ms: a 20 ms round would be off by up to 20%); failing both the
    whole process's CPU time, which counts the helper threads against Pyodide (the name says
    so). In a browser page, the page's ``webapiBenchCpuNs()`` where it has one (the CPU time of
    the renderer's main thread, which ``benchmarks/pyodide_browser.py``'s server reads from
    ``/proc``, less the median cost of a reading, measured on empty windows), else wall
    time."""
    if hasattr(time, "thread_time_ns"):
        return (time.thread_time_ns, time.thread_time_ns), "thread CPU time"
    try:
        import js  # type: ignore[import-not-found]  # Pyodide's JavaScript globals
    except ImportError:
        return WALL, "wall time"
    process = getattr(js, "process", None)
    if process is None:
        page_clock = getattr(js, "webapiBenchCpuNs", None)
        if page_clock is None:
            return WALL, "wall time"

        def renderer_ns() -> int:
            return int(page_clock())

        # A reading costs the renderer's main thread some 0.5 ms (a synchronous request):
        # the part of it inside a window (after the server read the first figure, until it
        # reads the second) is what an empty window measures; its median is taken off.
        def empty_window() -> int:
            start = renderer_ns()
            return renderer_ns() - start

        empty = sorted(empty_window() for _ in range(READING_COST_SAMPLES))
        cost = empty[len(empty) // 2]

        def after() -> int:
            return renderer_ns() - cost

        return (
            (renderer_ns, after),
            f"renderer main-thread CPU time (/proc, via the server; less {cost / 1e6:.2f} ms "
            "for the readings)",
        )

    def usage_ns(usage: Callable[[], Any]) -> Callable[[], int]:
        def read() -> int:
            used = usage()
            return int(used.user + used.system) * 1000

        return read

    process_ns = usage_ns(process.cpuUsage)
    builtin = getattr(process, "getBuiltinModule", None)
    fs = builtin("node:fs") if builtin is not None else None
    if fs is not None and fs.existsSync(f"/proc/self/task/{process.pid}/schedstat"):
        pid = int(process.pid)

        def others() -> int:
            return other_threads_ns(lambda: list(fs.readdirSync(TASKS)), fs.readFileSync, pid)

        def before() -> int:
            helpers = others()  # read first: the reading's own cost stays out of the window
            return process_ns() - helpers

        def after() -> int:
            spent = process_ns()
            return spent - others()

        return (before, after), "Node main-thread CPU time (process less other threads)"
    thread_usage = getattr(process, "threadCpuUsage", None)
    if thread_usage is not None and sys.platform != "linux":
        thread_ns = usage_ns(thread_usage)
        return (thread_ns, thread_ns), "Node main-thread CPU time (threadCpuUsage)"
    return (process_ns, process_ns), "Node process CPU time (V8's helper threads count too)"


TASKS = "/proc/self/task"
#: Empty windows timed to find what a browser page's clock reading costs (see cpu_clock).
READING_COST_SAMPLES = 21


def other_threads_ns(
    tasks: Callable[[], list[str]], read: Callable[[str, str], str], main: int
) -> int:
    """The CPU time (ns) the threads of this process but ``main`` have used so far, from
    Linux's ``/proc/self/task/TID/schedstat`` (its first field); ``tasks`` lists the thread
    ids, ``read(path, "utf8")`` reads a file. Exact for a thread that is not running at the
    time; a running one's figure lags by at most a scheduler tick. A thread that ended is no
    longer counted: none do while timing, once warmed up."""
    total = 0
    for tid in tasks():
        if int(tid) != main:
            try:
                total += int(read(f"{TASKS}/{tid}/schedstat", "utf8").split()[0])
            except Exception:  # ended meanwhile (OSError natively, JsException in Pyodide)
                continue
    return total


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
