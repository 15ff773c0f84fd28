"""``--jobs N`` on Linux: N forked copies of this process that share the input and the output
by themselves, with nothing in between.

A turn is up to ``TURN_CHUNKS`` chunks of the input with a number (its place in the output).
A worker that is free takes the next turn: under a lock (a pipe holding one byte) it reads the
turn's chunks from where the input stands (a ``Position`` kept in memory the workers share)
and numbers it.  It works on the turn without the lock; the turn's output is written, with a
report, once every earlier turn has been: the worker that writes turn k wakes the one that
waits to write turn k + 1 (through that worker's own pipe).  A worker whose output must wait
takes the next turn meanwhile, holding at most ``AHEAD`` outputs (it writes them as soon as
their time comes, between chunks).  So a faster processor simply takes more turns (on shared
machines one processor is often slowed for a while), the output is in input order, and memory
stays flat whatever the input's length.

The parent process neither reads the input nor (when standard output is a file descriptor)
copies the output: it waits for the workers (noticing one that ends early) and reads their
reports (the counts; one per turn only for a progress bar), so N workers have N processors to
themselves.  Nothing is pickled: the chunk function is inherited, chunks are read where they
are worked on.  (An earlier design, a parent feeding forked workers pickled blocks through
pipes, spent a tenth of the work's processor time in the parent and its copies, and gave
``--jobs 2`` 1.3x to 1.5x over ``--jobs 1`` on two processors; this one 1.7x and more.)
"""

from __future__ import annotations

import gc
import mmap
import os
import select
import struct
import sys
from collections.abc import Callable, Iterator
from typing import NamedTuple

from ._io import Chunk, Position, SharedInput, split_lines
from ._records import ChunkResult

__all__ = ["AHEAD", "TURN_CHUNKS", "Report", "WorkerFailed", "forked_turns"]

#: Chunks read and worked on in one turn (about 64 KiB of a stream, some 4 ms of work): the
#: cost of taking and ending a turn (a few system calls) is paid once per turn, and the last
#: turn, which one worker may finish alone, is short.
TURN_CHUNKS = 4

#: Turns a worker may hold worked on and not yet written: while it waits for its turn to
#: write one, it works on the next, so a worker whose processor is taken from it for a while
#: (another program's time slice on a shared machine: 10 ms and more) holds the others back
#: only past some 40 ms of their work. At most this many turns' output (about 64 KiB each)
#: wait in a worker's memory. (With 2, the other worker waited for the order of the output 3
#: to 370 ms per run of 100,000 URLs on a loaded 2-processor machine, median 50 ms; with 16,
#: 0 to 27 ms, median 2 ms; beside one other busy program, --jobs 2 got 0.90-0.96 of what two
#: processes over the halves of the input get, and now 1.04-1.09: docs/cli.md.)
AHEAD = 16

#: How a worker ends: it finished; it failed; standard output was closed; from ``_ERRNO`` on,
#: reading or writing failed with the error number ``status - _ERRNO`` (``> /dev/full``: the
#: parent raises that ``OSError``, which ``main`` reports in a line, as with one process).
_DONE, _FAILED, _CLOSED, _ERRNO = 0, 1, 2, 3

#: The shared memory: the next turn's number, the next turn to write, then where the input
#: stands (exhausted, argument, stream, started, the pending bytes' length), then for each
#: worker the turn it waits to write (-1: none), then the pending bytes.
_TURN = struct.Struct("<q")
_NEXT_TURN, _TO_WRITE = 0, _TURN.size
_POSITION = struct.Struct("<BqqBq")
_POSITION_AT = 2 * _TURN.size
_WAITING_AT = _POSITION_AT + _POSITION.size
#: A report: bytes read, inputs that succeeded, inputs that failed, output bytes that follow
#: (0 when the worker wrote its output to the sink itself).
_REPORT = struct.Struct("<QQQQ")


class WorkerFailed(RuntimeError):
    """A worker process failed (its traceback is on standard error)."""


class Report(NamedTuple):
    """One turn's counts, in input order; ``text`` is its output when the parent writes it."""

    read: int
    ok: int
    failed: int
    text: str | None


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


class _Shared:
    """What the workers share: memory (turn numbers, the input's position, who waits), the
    lock, each worker's pipe to be woken through."""

    def __init__(self, workers: int, capacity: int) -> None:
        self.workers = workers
        self.pending_at = _WAITING_AT + workers * _TURN.size
        self.memory = mmap.mmap(-1, self.pending_at + capacity)  # shared with forked children
        for worker in range(workers):
            self._set_waiting(worker, -1)
        self.lock_in, self.lock_out = os.pipe()
        os.write(self.lock_out, b"\0")
        self.wake = [os.pipe() for _ in range(workers)]

    def fds(self) -> list[int]:
        return [self.lock_in, self.lock_out, *(fd for pipe in self.wake for fd in pipe)]

    def acquire(self) -> None:
        os.read(self.lock_in, 1)  # one byte: one worker has it

    def release(self) -> None:
        os.write(self.lock_out, b"\0")

    def _get(self, at: int) -> int:
        value: int = _TURN.unpack_from(self.memory, at)[0]
        return value

    def _set_waiting(self, worker: int, turn: int) -> None:
        _TURN.pack_into(self.memory, _WAITING_AT + worker * _TURN.size, turn)

    def take(self, input: SharedInput) -> tuple[int, list[Chunk], int]:
        """(Holding the lock) the next turn: its number (-1: none is left), chunks, bytes read."""
        exhausted, argument, stream, started, size = _POSITION.unpack_from(
            self.memory, _POSITION_AT
        )
        if exhausted:
            return -1, [], 0
        pending = self.memory[self.pending_at : self.pending_at + size]
        chunks, read, position = input.take(
            Position(argument, stream, bool(started), pending), TURN_CHUNKS
        )
        if position is None:
            _POSITION.pack_into(self.memory, _POSITION_AT, 1, 0, 0, 0, 0)
        else:
            argument, stream, started, pending = position
            if self.pending_at + len(pending) > len(self.memory):
                raise RuntimeError("a line's remainder outgrew the shared memory")  # a bug
            self.memory[self.pending_at : self.pending_at + len(pending)] = pending
            _POSITION.pack_into(
                self.memory, _POSITION_AT, 0, argument, stream, started, len(pending)
            )
        if not chunks:
            return -1, [], read
        number = self._get(_NEXT_TURN)
        _TURN.pack_into(self.memory, _NEXT_TURN, number + 1)
        return number, chunks, read

    def may_write(self, turn: int) -> bool:
        """Whether every turn before ``turn`` has been written (a look without the lock
        first: this runs between chunks)."""
        if self._get(_TO_WRITE) != turn:
            return False
        self.acquire()
        ready = self._get(_TO_WRITE) == turn
        self.release()
        return ready

    def wait_to_write(self, worker: int, turn: int) -> None:
        """Return when every turn before ``turn`` has been written."""
        self.acquire()
        ready = self._get(_TO_WRITE) == turn
        if not ready:
            self._set_waiting(worker, turn)
        self.release()
        if not ready:
            os.read(self.wake[worker][0], 1)

    def written(self, turn: int) -> None:
        """``turn`` is written: the next may be, and its worker, if it waits, is woken."""
        self.acquire()
        _TURN.pack_into(self.memory, _TO_WRITE, turn + 1)
        for worker in range(self.workers):
            if self._get(_WAITING_AT + worker * _TURN.size) == turn + 1:
                self._set_waiting(worker, -1)
                os.write(self.wake[worker][1], b"\0")
        self.release()


class _Job(NamedTuple):
    """What every worker is given."""

    function: Callable[[list[str]], ChunkResult]
    input: SharedInput
    shared: _Shared
    sink: int | None  #: where the output goes; ``None``: into the reports, for the parent
    encoding: str
    errors: str
    reports: int
    every_turn: bool  #: a report for each turn (else one at the end; not without a sink)


class _Held(NamedTuple):
    """A turn worked on and not yet written: its output, bytes read, inputs that succeeded,
    inputs that failed."""

    turn: int
    data: bytes
    read: int
    ok: int
    failed: int


def _serve(job: _Job, worker: int) -> None:
    """A worker's turns, until the input is exhausted and its output written."""
    shared = job.shared
    held: list[_Held] = []
    totals = [0, 0, 0]  # what is reported at the end when turns are not reported
    exhausted = False
    while True:
        if not exhausted and len(held) < AHEAD:
            shared.acquire()
            try:
                turn, chunks, read = shared.take(job.input)
            finally:
                shared.release()
            if turn >= 0:
                held.append(_work(job, held, totals, turn, chunks, read))
                _write_ready(job, held, totals)
                continue
            exhausted = True
        if not held:
            break
        shared.wait_to_write(worker, held[0].turn)
        _write_ready(job, held, totals)
    if not job.every_turn:
        _write_all(job.reports, _REPORT.pack(*totals, 0))


def _work(
    job: _Job, held: list[_Held], totals: list[int], turn: int, chunks: list[Chunk], read: int
) -> _Held:
    """A turn's output and counts; between chunks, what ``held`` may write by now."""
    results = []
    for chunk in chunks:
        results.append(job.function(split_lines(chunk)))
        if held:
            _write_ready(job, held, totals)
    data = "".join(result.text for result in results).encode(job.encoding, job.errors)
    ok = sum(result.ok for result in results)
    return _Held(turn, data, read, ok, sum(result.failed for result in results))


def _write_ready(job: _Job, held: list[_Held], totals: list[int]) -> None:
    """Write the turns of ``held`` whose time has come (every earlier turn written), with
    their reports (or their counts added to ``totals``)."""
    while held and job.shared.may_write(held[0].turn):
        turn, data, read, ok, failed = held.pop(0)
        if job.sink is not None:
            _write_all(job.sink, data)
            if job.every_turn:
                _write_all(job.reports, _REPORT.pack(read, ok, failed, 0))
            else:
                totals[0] += read
                totals[1] += ok
                totals[2] += failed
        else:
            _write_all(job.reports, _REPORT.pack(read, ok, failed, len(data)) + data)
        job.shared.written(turn)


def _worker(job: _Job, worker: int, inherited: list[int]) -> int:
    """The forked worker: its status."""
    try:
        for fd in inherited:
            os.close(fd)
        _serve(job, worker)
    except BrokenPipeError:
        return _CLOSED
    except KeyboardInterrupt:
        return _FAILED
    except BaseException as error:
        number = error.errno if isinstance(error, OSError) else None
        if number is not None and 0 < number < 256 - _ERRNO:
            return _ERRNO + number  # the parent raises it again
        import traceback  # only to report a bug

        traceback.print_exc()
        sys.stderr.flush()
        return _FAILED
    return _DONE


def forked_turns(
    function: Callable[[list[str]], ChunkResult],
    input: SharedInput,
    workers: int,
    sink: int | None,
    encoding: str = "utf-8",
    errors: str = "strict",
    *,
    every_turn: bool = True,
) -> Iterator[Report]:
    """Run ``function`` over ``input`` in ``workers`` forked processes: their output goes to
    the file descriptor ``sink`` (or, when it is ``None``, into the reports' ``text``),
    encoded with ``encoding`` and ``errors``.  The reports come in input order, one for each
    turn, or (when ``every_turn`` is false and there is a sink) one from each worker at its
    end: the parent then sleeps until the end instead of waking at every turn.

    Raises ``WorkerFailed`` when a worker failed, ``BrokenPipeError`` when the sink was closed.
    """
    gc.freeze()  # objects the collector never visits stay shared with the workers
    shared = _Shared(workers, 2 * input.size + 4096)
    reports_in, reports_out = os.pipe()
    lives = [os.pipe() for _ in range(workers)]  # each worker holds one end: EOF, it ended
    fds = [*shared.fds(), reports_in, reports_out, *(fd for pipe in lives for fd in pipe)]
    every_turn = every_turn or sink is None
    job = _Job(function, input, shared, sink, encoding, errors, reports_out, every_turn)
    pids: list[int] = []
    try:
        for worker in range(workers):
            keep = {shared.lock_in, shared.lock_out, *shared.wake[worker], reports_out}
            keep.add(lives[worker][1])
            keep.update(pipe[1] for pipe in shared.wake)  # to wake the others
            pid = os.fork()
            if pid == 0:
                status = _FAILED
                try:
                    status = _worker(job, worker, [fd for fd in fds if fd not in keep])
                finally:
                    # Never return into the parent's code, nor flush its buffers or run its
                    # exit hooks.
                    os._exit(status)
            pids.append(pid)
    except BaseException:
        _close(fds)
        _end(pids, kill=True)
        raise
    finally:
        gc.unfreeze()  # here the collector may visit everything again
    _close([fd for fd in fds if fd != reports_in and fd not in (pipe[0] for pipe in lives)])
    return _reports(reports_in, {pipe[0]: pid for pipe, pid in zip(lives, pids, strict=True)})


def _close(fds: list[int]) -> None:
    for fd in fds:
        os.close(fd)


def _reports(reports_in: int, lives: dict[int, int]) -> Iterator[Report]:
    """The reports as they come; a worker that ends early ends them all."""
    pids = list(lives.values())
    poll = select.poll()
    for fd in (reports_in, *lives):
        poll.register(fd, select.POLLIN)
    incoming = bytearray()
    open_reports = True
    complete = False
    try:
        while open_reports or lives:
            for fd, _ in poll.poll():
                if fd != reports_in:  # a worker ended
                    poll.unregister(fd)
                    os.close(fd)
                    pid = lives.pop(fd)
                    status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
                    pids.remove(pid)
                    if status == _CLOSED:
                        raise BrokenPipeError("standard output was closed")
                    if status >= _ERRNO:
                        number = status - _ERRNO
                        raise OSError(number, os.strerror(number))
                    if status != _DONE:
                        raise WorkerFailed(f"worker process {pid} failed (status {status})")
                    continue
                data = os.read(reports_in, 1 << 16)
                if not data:
                    poll.unregister(fd)
                    open_reports = False
                    continue
                incoming += data
                while len(incoming) >= _REPORT.size:
                    read, ok, failed, size = _REPORT.unpack_from(incoming)
                    end = _REPORT.size + size
                    if len(incoming) < end:
                        break
                    text = incoming[_REPORT.size : end].decode("utf-8", "surrogatepass")
                    del incoming[:end]
                    yield Report(read, ok, failed, text if size else None)
        complete = True
    finally:
        os.close(reports_in)
        for fd in lives:
            os.close(fd)
        _end(pids, kill=not complete)


def _end(pids: list[int], *, kill: bool) -> None:
    """Wait for every worker (ending them first when ``kill``); ``_reports`` has read the
    statuses that matter as the workers ended."""
    if kill:
        import signal  # only when something went wrong

        for pid in pids:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:  # it had ended
                continue
    for pid in pids:
        os.waitpid(pid, 0)
