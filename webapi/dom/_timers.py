"""HTML's "run steps after a timeout" (https://html.spec.whatwg.org/#run-steps-after-a-timeout)
as webapi runs it: how time passes for ``AbortSignal.timeout(ms)``.

The steps run, no sooner than ``ms`` milliseconds later on the monotonic clock:

1. through the function :func:`set_timer` was given, if any (``timer(ms, steps)`` must run
   ``steps()`` once, later; tests give one that runs them when the test says);
2. else, when called in a thread where an asyncio event loop is running, as a callback of that
   loop (``loop.call_later``): the steps run on the loop's thread, between its tasks, as a
   browser runs them in a task of the event loop (Pyodide runs Python in its loop, which waits
   with JavaScript's ``setTimeout``);
3. else on webapi's timer thread, one daemon thread started on first need, which runs the
   steps of every timer in the order of their deadlines. A listener then runs on that
   thread: DOM objects are not thread-safe, so one that touches objects another thread uses
   must synchronize. Where no thread can start (WebAssembly outside a loop), this is a
   ``NotSupportedError`` ``DOMException``: call it where a loop runs (in a coroutine).

An exception the steps raise (beyond what dispatch reports itself) is reported as a listener's
is (:func:`webapi.dom._events.set_exception_reporter`).
"""

from __future__ import annotations

import os
import threading
import time

from webapi._webidl import running_loop

from ._events import report_the_exception
from ._exception import DOMException

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["run_steps_after_a_timeout", "running_loop", "set_timer"]

#: The timer :func:`set_timer` installed, or None for webapi's own.
_timer: Callable[[float, Callable[[], None]], object] | None = None


def set_timer(
    timer: Callable[[float, Callable[[], None]], object] | None,
) -> Callable[[float, Callable[[], None]], object] | None:
    """Make ``timer(milliseconds, steps)`` what runs steps after a timeout from now on, in
    every thread (None: webapi's own, as the module's docstring says). Returns the timer it
    replaces (None for webapi's own)."""
    global _timer
    previous = _timer
    _timer = timer
    return previous


def run_steps_after_a_timeout(milliseconds: float, steps: Callable[[], None]) -> None:
    """Run ``steps`` once, ``milliseconds`` from now or later (see the module's docstring).
    The timer keeps ``steps`` (and what they reference) until they ran."""
    timer = _timer
    if timer is not None:
        timer(milliseconds, steps)
        return
    loop = running_loop()
    if loop is not None:
        loop.call_later(milliseconds / 1000, _run_reporting, steps)
        return
    _timer_thread().schedule(milliseconds / 1000, steps)


def _run_reporting(steps: Callable[[], None]) -> None:
    try:
        steps()
    except Exception as exception:
        report_the_exception(exception, "Exception in steps run after a timeout", steps)


class _TimerThread:
    """One daemon thread running steps at their deadlines (a heap of deadline, order, steps)."""

    def __init__(self) -> None:
        self._condition = threading.Condition()
        self._queue: list[tuple[float, int, Callable[[], None]]] = []
        self._scheduled = 0
        thread = threading.Thread(target=self._run, name="webapi.dom timers", daemon=True)
        try:
            thread.start()
        except RuntimeError as error:  # Pyodide: no threads
            raise DOMException(
                "No thread can start here to wait for the timeout: call it where an asyncio "
                "event loop runs.",
                "NotSupportedError",
            ) from error

    def schedule(self, seconds: float, steps: Callable[[], None]) -> None:
        import heapq

        with self._condition:
            self._scheduled += 1
            heapq.heappush(self._queue, (time.monotonic() + seconds, self._scheduled, steps))
            self._condition.notify()

    def _run(self) -> None:
        import heapq

        queue, condition = self._queue, self._condition
        while True:
            with condition:
                while not queue or queue[0][0] > time.monotonic():
                    wait = queue[0][0] - time.monotonic() if queue else None
                    condition.wait(None if wait is None else min(wait, threading.TIMEOUT_MAX))
                steps = heapq.heappop(queue)[2]
            _run_reporting(steps)
            # (not kept while waiting for the next deadline: the steps' closure may hold a
            # document the program dropped)
            del steps


_thread: _TimerThread | None = None
_thread_lock = threading.Lock()


def _timer_thread() -> _TimerThread:
    """webapi's timer thread, started on first need (again in a child process after a fork,
    where the parent's thread does not run)."""
    global _thread
    with _thread_lock:
        if _thread is None:
            _thread = _TimerThread()
        return _thread


def _forget_thread() -> None:
    global _thread, _thread_lock
    _thread = None
    _thread_lock = threading.Lock()


if hasattr(os, "register_at_fork"):  # not on Windows
    os.register_at_fork(after_in_child=_forget_thread)
