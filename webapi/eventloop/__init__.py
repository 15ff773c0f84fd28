"""HTML's event loops (https://html.spec.whatwg.org/multipage/webappapis.html#event-loops) and
timers (#timers): how time passes in webapi, in one place.

An :class:`EventLoop` holds the task queue, the microtask queue and the timers ("run steps
after a timeout") of what runs in it, and a clock: the monotonic clock of the machine (real
time), or a :class:`VirtualClock` that moves only when a test says (``advance(ms)``,
``run_until_idle()``), so that timers run in the same order every time, without a thread and
without sleeping. What runs the loop (its driver):

1. a program or test, calling :meth:`EventLoop.advance`, :meth:`EventLoop.run_until_idle` or
   :meth:`EventLoop.run_microtasks` (a virtual clock's loop is run only so);
2. with the real clock, asyncio: where an asyncio event loop runs in the thread when a task,
   microtask or timer is queued (code in a coroutine; Pyodide, whose loop always runs), the
   loop asks it to run the queued work (``call_soon``, ``call_later``): between asyncio's
   callbacks, after the code that queued it returns to the loop, as a browser runs a task
   after the script's;
3. a host set with :func:`set_host` (a JavaScript embedding such as the WPT runner: its
   ``queueMicrotask`` and ``setTimeout`` wake the loop).

Where none of these runs (a plain script), queued work waits until the program runs the
loop. Each thread has its own loop (:func:`current_event_loop`, replaced with
:func:`set_event_loop`); a ``Window`` may have one of its own (with a virtual clock), which
the DOM's algorithms of its document use (:func:`event_loop_of`).

No thread is started, ever: webapi's timers run only as the loop runs.
"""

from webapi._lazy import lazy_package as _lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from ._clocks import MonotonicClock as MonotonicClock
    from ._clocks import VirtualClock as VirtualClock
    from ._current import current_event_loop as current_event_loop
    from ._current import event_loop_of as event_loop_of
    from ._current import set_event_loop as set_event_loop
    from ._current import use_event_loop as use_event_loop
    from ._host import set_host as set_host
    from ._loop import EventLoop as EventLoop
    from ._loop import TimerHandle as TimerHandle
    from ._promise import Promise as Promise
    from ._promise import Thrown as Thrown
    from ._promise import promise_from_result as promise_from_result
    from ._promise import promise_rejected_with as promise_rejected_with
    from ._promise import promise_resolved_with as promise_resolved_with
    from ._report import ExceptionReport as ExceptionReport
    from ._report import report_the_exception as report_the_exception
    from ._report import set_exception_reporter as set_exception_reporter

__all__ = [
    "EventLoop",
    "ExceptionReport",
    "MonotonicClock",
    "Promise",
    "Thrown",
    "TimerHandle",
    "VirtualClock",
    "current_event_loop",
    "event_loop_of",
    "promise_from_result",
    "promise_rejected_with",
    "promise_resolved_with",
    "report_the_exception",
    "set_event_loop",
    "set_exception_reporter",
    "set_host",
    "use_event_loop",
]

_LAZY = {
    "._clocks": "MonotonicClock VirtualClock",
    "._current": "current_event_loop event_loop_of set_event_loop use_event_loop",
    "._host": "set_host",
    "._loop": "EventLoop TimerHandle",
    "._promise": "Promise Thrown promise_from_result promise_rejected_with promise_resolved_with",
    "._report": "ExceptionReport report_the_exception set_exception_reporter",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
