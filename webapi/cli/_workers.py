"""``--jobs N`` on Linux: N forked copies of this process, each with a pipe for its tasks and
one for its results.

The parent multiplexes the pipes with ``selectors``: it never blocks on one pipe while a worker
waits on another, so no size of task or result can deadlock them.  Each worker is given at most
``AHEAD`` tasks before its results are read (memory stays flat), and results are yielded in
task order.  Compared with ``concurrent.futures``, the parent stays light: no executor threads
competing with it for the GIL, no ``multiprocessing`` to import, the chunk function inherited
rather than pickled with every task.
"""

from __future__ import annotations

import gc
import os
import pickle
import selectors
import struct
from collections import deque
from collections.abc import Callable, Iterator
from itertools import islice
from typing import TypeVar

__all__ = ["AHEAD", "forked_map"]

#: Tasks a worker holds at most: one it works on, one waiting in its pipe.
AHEAD = 2

_HEADER = struct.Struct("<Q")  # the length of the pickle that follows
_READ_SIZE = 1 << 20

T = TypeVar("T")
R = TypeVar("R")


class WorkerFailed(RuntimeError):
    """A worker process ended without sending the results of its tasks."""


class _Worker:
    __slots__ = ("incoming", "outgoing", "pid", "result_fd", "results", "task_fd", "tasks")

    def __init__(self, pid: int, task_fd: int, result_fd: int) -> None:
        self.pid = pid
        self.task_fd = task_fd  # the parent's (non-blocking) write end
        self.result_fd = result_fd  # the parent's (non-blocking) read end
        self.outgoing = bytearray()  # task messages not yet written
        self.incoming = bytearray()  # result bytes not yet a whole message
        self.tasks = 0  # tasks given and not answered
        self.results: deque[object] = deque()  # answers not yet yielded


def _serve(function: Callable[[T], R], task_fd: int, result_fd: int) -> None:
    """The worker's loop: read a task, write its result, until the parent closes the pipe."""
    with os.fdopen(task_fd, "rb") as tasks, os.fdopen(result_fd, "wb") as results:
        while header := tasks.read(_HEADER.size):
            (size,) = _HEADER.unpack(header)
            answer = pickle.dumps(function(pickle.loads(tasks.read(size))), protocol=5)
            results.write(_HEADER.pack(len(answer)))
            results.write(answer)
            results.flush()


def _fork(function: Callable[[T], R], inherited: list[int]) -> _Worker:
    task_read, task_write = os.pipe()
    result_read, result_write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the worker
        status = 0
        try:
            for fd in (*inherited, task_write, result_read):
                os.close(fd)
            _serve(function, task_read, result_write)
        except BaseException:  # an interrupt, or a bug: the parent reports the missing results
            status = 1
        finally:
            # Never return into the parent's code, nor flush its buffers or run its exit hooks.
            os._exit(status)
    os.close(task_read)
    os.close(result_write)
    os.set_blocking(task_write, False)
    os.set_blocking(result_read, False)
    inherited += [task_write, result_read]
    return _Worker(pid, task_write, result_read)


def forked_map(
    function: Callable[[list[T]], R], items: Iterator[T], jobs: int, size: int
) -> Iterator[tuple[list[T], R]]:
    """``(task, function(task))`` for successive tasks of ``size`` items, computed by ``jobs``
    forked workers, in order.  The workers start now (before, say, a progress bar's thread
    does); the tasks are read as the results are."""
    gc.freeze()  # objects the collector never visits stay shared with the workers
    inherited: list[int] = []
    workers = [_fork(function, inherited) for _ in range(jobs)]
    return _results(workers, items, size)


def _results(workers: list[_Worker], items: Iterator[T], size: int) -> Iterator[tuple[list[T], R]]:
    selector = selectors.DefaultSelector()
    for worker in workers:
        selector.register(worker.result_fd, selectors.EVENT_READ, worker)
    order: deque[tuple[list[T], _Worker]] = deque()
    exhausted = False
    try:
        while True:
            while not exhausted:  # give tasks to the least busy worker while one has room
                worker = min(workers, key=lambda w: w.tasks)
                if worker.tasks >= AHEAD:
                    break
                task = list(islice(items, size))
                if not task:
                    exhausted = True
                    break
                message = pickle.dumps(task, protocol=5)
                if not worker.outgoing:
                    selector.register(worker.task_fd, selectors.EVENT_WRITE, worker)
                worker.outgoing += _HEADER.pack(len(message))
                worker.outgoing += message
                worker.tasks += 1
                order.append((task, worker))
            while order and order[0][1].results:
                task, worker = order.popleft()
                yield task, worker.results.popleft()  # type: ignore[misc]
            if not order:
                return
            for key, events in selector.select():
                worker = key.data
                if events & selectors.EVENT_WRITE and key.fd == worker.task_fd:
                    written = os.write(worker.task_fd, worker.outgoing)
                    del worker.outgoing[:written]
                    if not worker.outgoing:
                        selector.unregister(worker.task_fd)
                elif events & selectors.EVENT_READ:
                    _receive(worker)
    finally:
        selector.close()
        for worker in workers:
            os.close(worker.task_fd)  # the worker reads the end of its tasks and exits
            os.close(worker.result_fd)
        for worker in workers:
            os.waitpid(worker.pid, 0)


def _receive(worker: _Worker) -> None:
    data = os.read(worker.result_fd, _READ_SIZE)
    if not data:
        raise WorkerFailed(f"worker process {worker.pid} ended before answering its tasks")
    incoming = worker.incoming
    incoming += data
    while len(incoming) >= _HEADER.size:
        (size,) = _HEADER.unpack_from(incoming)
        end = _HEADER.size + size
        if len(incoming) < end:
            break
        worker.results.append(pickle.loads(incoming[_HEADER.size : end]))
        del incoming[:end]
        worker.tasks -= 1
