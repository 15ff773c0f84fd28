"""Running a chunk function over a stream of inputs: in this process or in ``--jobs N``
processes, output in input order, a bounded number of chunks in flight (constant memory
whatever the input's length), a progress bar and a summary on a terminal.

A chunk function takes a list of inputs and returns their output text with counts.  On Linux
``--jobs`` forks workers that inherit it (``_workers``); elsewhere it must be picklable (a
module-level function, or a ``functools.partial`` of one with the command's options).  Chunks
from a stream stay bytes until the process that works on them.
"""

from __future__ import annotations

import sys
import time
from collections import deque
from collections.abc import Callable, Iterator
from itertools import islice
from typing import TYPE_CHECKING, Any, TextIO

from ._io import Chunk, InputSource, SharedInput, split_lines
from ._records import ChunkResult

if TYPE_CHECKING:
    from concurrent.futures import Future

    from ._workers import Report

__all__ = ["Totals", "run"]

ChunkFunction = Callable[[list[str]], ChunkResult]


class Totals:
    __slots__ = ("failed", "ok", "seconds")

    def __init__(self) -> None:
        self.ok = 0
        self.failed = 0
        self.seconds = 0.0

    def add(self, ok: int, failed: int) -> None:
        self.ok += ok
        self.failed += failed

    def summary(self, verb: str) -> str:
        total = self.ok + self.failed
        rate = total / self.seconds if self.seconds > 0 else 0.0
        return (
            f"webapi: {verb} {total:,} inputs: {self.ok:,} ok, {self.failed:,} failed "
            f"in {self.seconds:.2f} s ({rate:,.0f} per second)"
        )


class _Progress:
    """A progress bar on standard error, through ``tqdm`` when it is installed (extra
    ``progress``); nothing otherwise, and nothing off a terminal."""

    @staticmethod
    def wanted(enabled: bool) -> bool:
        """Whether a bar will show."""
        if not enabled:
            return False
        try:
            import tqdm  # noqa: F401
        except ImportError:
            return False
        return True

    def __init__(self, enabled: bool, total_bytes: int | None) -> None:
        self.bar: Any = None
        if not enabled:
            return
        try:
            from tqdm import tqdm
        except ImportError:
            return
        self.bar = tqdm(
            total=total_bytes,
            unit="B" if total_bytes else " lines",
            unit_scale=True,
            file=sys.stderr,
            leave=False,
        )
        self.by_bytes = total_bytes is not None

    def update(self, read: int, lines: int) -> None:
        """``read`` more bytes of the streams, ``lines`` more inputs done."""
        if self.bar is not None:
            self.bar.update(read if self.by_bytes else lines)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def work(function: ChunkFunction, chunk: Chunk) -> ChunkResult:
    """``function`` over the lines of ``chunk`` (in a worker, or here)."""
    return function(split_lines(chunk))


def _in_process(
    chunks: Iterator[Chunk], function: ChunkFunction
) -> Iterator[tuple[Chunk, ChunkResult]]:
    for chunk in chunks:
        yield chunk, work(function, chunk)


#: Chunks sent to a worker process in one task: a task's cost in this process (pickling,
#: queues) is then paid once per ~128 KiB of input, and this process stays light.
TASK_CHUNKS = 8


def work_many(function: ChunkFunction, chunks: list[Chunk]) -> list[ChunkResult]:
    """``work`` over several chunks (one task of a worker process)."""
    return [function(split_lines(chunk)) for chunk in chunks]


def _in_processes(
    chunks: Iterator[Chunk], function: ChunkFunction, jobs: int
) -> Iterator[tuple[Chunk, ChunkResult]]:
    """``jobs`` worker processes, tasks of ``TASK_CHUNKS`` chunks, output in input order
    (where there is no ``fork``, as on Windows and macOS, whose workers start anew, or where
    standard input is not a file descriptor: Linux uses ``_workers.forked_turns``)."""
    from concurrent.futures import ProcessPoolExecutor  # only --jobs needs processes

    in_flight: deque[tuple[list[Chunk], Future[list[ChunkResult]]]] = deque()
    if sys.platform == "win32":
        jobs = min(jobs, 61)  # the most processes Windows' ProcessPoolExecutor waits on
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        while task := list(islice(chunks, TASK_CHUNKS)):
            in_flight.append((task, pool.submit(work_many, function, task)))
            # At most two tasks per process wait: memory stays flat, workers stay busy.
            if len(in_flight) >= 2 * jobs:
                done, future = in_flight.popleft()
                yield from zip(done, future.result(), strict=True)
        while in_flight:
            done, future = in_flight.popleft()
            yield from zip(done, future.result(), strict=True)


def run(
    source: InputSource,
    function: ChunkFunction,
    out: TextIO,
    *,
    jobs: int = 1,
    progress: bool = False,
    show_bar: bool = True,
) -> Totals:
    """Write ``function``'s output for every input of ``source`` to ``out``, in order; with
    ``progress`` and ``show_bar``, a progress bar on standard error (``show_bar=False``: the
    output goes to that terminal)."""
    progress = progress and show_bar
    totals = Totals()
    started = time.perf_counter()
    if sys.platform in ("emscripten", "wasi"):
        jobs = 1  # no processes there (Pyodide): the same output from this one
    total_bytes = source.total_bytes if progress else None
    shared = source.shared() if jobs > 1 and sys.platform == "linux" else None
    bar: _Progress | None = None
    try:
        reports: Iterator[tuple[int, int, int, str | None]]
        if shared is not None:
            reports = _in_turns(shared, function, out, jobs, _Progress.wanted(progress))
        else:
            chunks = source.chunks()
            results = (
                _in_process(chunks, function)
                if jobs <= 1
                else _in_processes(chunks, function, jobs)
            )
            reports = _as_reports(results)
        # The bar after a fork: its thread is not copied into the workers.
        bar = _Progress(progress, total_bytes)
        for read, ok, failed, text in reports:
            if text is not None:
                out.write(text)
            totals.add(ok, failed)
            bar.update(read, ok + failed)
        out.flush()
    finally:
        if shared is not None:
            shared.close()
        if bar is not None:
            bar.close()
        totals.seconds = time.perf_counter() - started
    return totals


def _as_reports(
    results: Iterator[tuple[Chunk, ChunkResult]],
) -> Iterator[tuple[int, int, int, str]]:
    """Results in this process, as the workers report turns: bytes read, inputs that
    succeeded, inputs that failed, output."""
    for chunk, (text, ok, failed) in results:
        yield (len(chunk) if isinstance(chunk, bytes) else 0), ok, failed, text


def _in_turns(
    shared: SharedInput, function: ChunkFunction, out: TextIO, jobs: int, every_turn: bool
) -> Iterator[Report]:
    """``jobs`` forked workers taking turns (Linux), started now: they write to ``out``'s file
    descriptor themselves, or (when it has none) send their output in the reports."""
    from ._workers import forked_turns

    try:
        sink: int | None = out.fileno()
    except (AttributeError, OSError, ValueError):
        sink = None
    out.flush()
    if sink is not None:
        encoding, errors = out.encoding or "utf-8", out.errors or "strict"
    else:
        encoding, errors = "utf-8", "surrogatepass"  # decoded again here, as it was
    return forked_turns(function, shared, jobs, sink, encoding, errors, every_turn=every_turn)
