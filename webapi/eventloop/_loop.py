"""An event loop (https://html.spec.whatwg.org/multipage/webappapis.html#event-loops): its task
queue, its microtask queue, its timers, and the processing model that runs them, over a clock
(:mod:`._clocks`) and woken by asyncio or a host (:mod:`._host`) where one runs.

The task queues of the Standard's task sources are one queue here: a task is taken in the
order it was queued, whatever its source ("the user agent may choose" among sources; one
first-in first-out order is what makes a virtual clock's runs the same every time). A timer
becomes a task when its time comes (#run-steps-after-a-timeout: "queue a global task on the
timer task source"), the timers due at once in the order of their deadlines, then of their
scheduling.
"""

from __future__ import annotations

import heapq
import itertools
import math
import weakref
from collections import deque

from webapi._webidl import argument_error, is_coroutine, run_a_coroutine, running_loop

from ._clocks import MonotonicClock, VirtualClock
from ._host import HOST
from ._report import report_the_exception

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["DEFAULT_LIMIT", "MICROTASK_LIMIT", "EventLoop", "TimerHandle"]

#: How many tasks :meth:`EventLoop.run_until_idle` runs before it decides that the timers
#: re-arm themselves for ever (as JavaScript's fake timers stop after a limit).
DEFAULT_LIMIT = 100_000
#: How many microtasks one checkpoint runs before it decides that they queue themselves for
#: ever (a browser's page hangs; a program gets a ``RuntimeError`` from the call that ran the
#: checkpoint, the rest left queued): far above what a stream of a million chunks queues.
MICROTASK_LIMIT = 1_000_000


class TimerHandle:
    """A timer of an event loop: ``cancel()`` keeps its steps from running (if they have not
    run yet); ``deadline`` is the loop's time, in milliseconds, at which they are due."""

    __slots__ = ("_steps", "deadline", "order")

    def __init__(self, deadline: float, order: int, steps: Callable[[], object]) -> None:
        self.deadline = deadline
        self.order = order
        self._steps: Callable[[], object] | None = steps

    def __lt__(self, other: TimerHandle) -> bool:
        return (self.deadline, self.order) < (other.deadline, other.order)

    @property
    def cancelled(self) -> bool:
        """Whether the timer was cancelled or has run."""
        return self._steps is None

    def cancel(self) -> None:
        """Keep the steps from running (they and what they hold are dropped now)."""
        self._steps = None

    def __repr__(self) -> str:
        state = "done or cancelled" if self._steps is None else "pending"
        return f"<TimerHandle deadline={self.deadline:.3f}ms {state}>"


class EventLoop:
    """An event loop with a clock: ``EventLoop()`` reads real time, ``EventLoop(VirtualClock())``
    a test's (see :mod:`webapi.eventloop`).

    ``queue_a_task(steps)``, ``queue_a_microtask(steps)`` and ``run_steps_after_a_timeout(ms,
    steps)`` queue work; ``advance(ms)``, ``run_until_idle()`` and ``run_microtasks()`` run it.
    An exception the steps raise is reported (the DOM's "report an exception": Python's
    ``sys.unraisablehook`` by default) and the loop goes on."""

    __slots__ = (
        "__weakref__",
        "_clock",
        "_io",
        "_microtasks",
        "_order",
        "_performing_a_microtask_checkpoint",
        "_running",
        "_tasks",
        "_timer_lists",
        "_timers",
        "_wake_at",
        "_wakes",
        "_woken_soon",
    )

    def __init__(self, clock: MonotonicClock | VirtualClock | None = None) -> None:
        if clock is None:
            clock = MonotonicClock()
        elif not isinstance(clock, (MonotonicClock, VirtualClock)):
            raise argument_error(
                "EventLoop", "clock", clock, "a VirtualClock, a MonotonicClock or None"
            )
        self._clock = clock
        self._tasks: deque[Callable[[], object]] = deque()
        self._microtasks: deque[Callable[[], object]] = deque()
        #: the deadlines of the timers: a heap of floats, each deadline once (compared in C)
        self._timers: list[float] = []
        #: deadline -> its timers in the order of their calls (a flood of timers shares a few
        #: deadlines: each costs a dict lookup and an append, not a sift through a heap of n)
        self._timer_lists: dict[float, deque[TimerHandle]] = {}
        self._order = itertools.count()
        #: https://html.spec.whatwg.org/multipage/webappapis.html#performing-a-microtask-checkpoint
        self._performing_a_microtask_checkpoint = False
        self._running = False
        #: whether a wake to run tasks is scheduled on asyncio or the host
        self._woken_soon = False
        #: the host wakes asked for and not come yet, where the host runs one task a wake
        self._wakes = 0
        #: the earliest time a timer wake is scheduled for (math.inf: none)
        self._wake_at = math.inf
        #: the asyncio tasks of the coroutines it drives that wait for I/O (webapi.eventloop's
        #: driver: an async transport awaited where an asyncio loop runs), None while none
        self._io: set[Any] | None = None

    # --- what the loop reads

    @property
    def clock(self) -> MonotonicClock | VirtualClock:
        """The loop's clock."""
        return self._clock

    @property
    def virtual(self) -> bool:
        """Whether the loop's clock is a :class:`VirtualClock` (only a test runs the loop)."""
        return self._clock.virtual

    def now(self) -> float:
        """The loop's time in milliseconds (its clock's)."""
        return self._clock.now()

    @property
    def pending(self) -> int:
        """How many tasks, microtasks, timers (cancelled ones not counted) and pieces of
        pending work (a fetch waiting for an async transport: :meth:`idle`) wait."""
        lists = self._timer_lists.values()
        timers = sum(1 for each in lists for timer in each if timer._steps is not None)
        io = 0 if self._io is None else len(self._io)
        return len(self._tasks) + len(self._microtasks) + timers + io

    def _io_started(self, task: Any) -> None:
        """The driver's: ``task`` (an asyncio task) is pending work of this loop."""
        if self._io is None:
            self._io = set()
        self._io.add(task)

    def _io_finished(self, task: Any) -> None:
        """The driver's: ``task`` is done (its steps after it are a task of this loop)."""
        if self._io is not None:
            self._io.discard(task)

    async def idle(self, limit: int = DEFAULT_LIMIT) -> int:
        """:meth:`run_until_idle` in a coroutine: the loop is run until nothing waits, its
        pending work too (a fetch of an async transport, a task of the running asyncio loop,
        awaited between runs: what a synchronous :meth:`run_until_idle` inside a running
        asyncio loop cannot wait for). Returns how many tasks ran."""
        import asyncio

        ran = self.run_until_idle(limit)
        while self._io:
            await asyncio.wait(list(self._io), return_when=asyncio.FIRST_COMPLETED)
            await asyncio.sleep(0)  # (the done callbacks queue the steps after them)
            ran += self.run_until_idle(limit)
        return ran

    def next_deadline(self) -> float | None:
        """The loop's time at which the next timer is due, or None."""
        deadlines, lists = self._timers, self._timer_lists
        while deadlines:
            timers = lists[deadlines[0]]
            while timers and timers[0]._steps is None:  # (cancelled: dropped)
                timers.popleft()
            if timers:
                return deadlines[0]
            del lists[heapq.heappop(deadlines)]
        return None

    def driven(self) -> bool:
        """Whether queued microtasks will run without a program's checkpoint: the loop is
        running, its clock is virtual (a test runs it), or asyncio or a host wakes it."""
        return (
            self._running
            or self._clock.virtual
            or HOST.queue_microtask is not None
            or running_loop() is not None
        )

    # --- queuing

    def queue_a_task(self, steps: Callable[[], object], document: object = None) -> None:
        """https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-task (every task
        source's queue is this one queue: see the module's docstring).

        A task with a ``document`` (a DOM document: "the document of the task") is kept by
        the document, the loop holding the document weakly: a document the program dropped
        is freed with its tasks, which could only ever have acted on it (a browser discards
        them with it), however long the loop waits to run."""
        if not callable(steps):
            raise argument_error("queue_a_task", "steps", steps, "a callable")
        if document is None:
            self._tasks.append(steps)
        else:
            order = next(self._order)
            pending: dict[int, Callable[[], object]] | None = document._pending_tasks  # type: ignore[attr-defined]
            if pending is None:
                pending = document._pending_tasks = {}  # type: ignore[attr-defined]
            pending[order] = steps
            self._tasks.append(_DocumentTask(weakref.ref(document), order))
        self._wake_soon()

    def queue_a_microtask(self, steps: Callable[[], object]) -> None:
        """https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-microtask"""
        if not callable(steps):
            raise argument_error("queue_a_microtask", "steps", steps, "a callable")
        was_empty = not self._microtasks
        self._microtasks.append(steps)
        if self._running or self._clock.virtual:
            return
        if HOST.queue_microtask is not None:
            # One host microtask for each: the host's queue is the one microtask queue, so
            # webapi's microtasks interleave with the host's (a page's promise reactions) in
            # the order they were queued, as in a browser's single queue.
            HOST.queue_microtask(self._run_the_oldest_microtask)
        elif was_empty:
            self._wake_for_microtasks()

    def run_steps_after_a_timeout(
        self, milliseconds: float, steps: Callable[[], object]
    ) -> TimerHandle:
        """https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#run-steps-after-a-timeout:
        ``steps`` run in a task of this loop once ``milliseconds`` have passed on its clock
        (timers due together run in the order of their deadlines, then of their calls)."""
        if not callable(steps):
            raise argument_error("run_steps_after_a_timeout", "steps", steps, "a callable")
        if isinstance(milliseconds, bool) or not isinstance(milliseconds, (int, float)):
            raise argument_error(
                "run_steps_after_a_timeout", "milliseconds", milliseconds, "a number"
            )
        if not milliseconds >= 0:  # (negative or NaN: at once)
            milliseconds = 0
        deadline, order = self._clock.now() + milliseconds, next(self._order)
        timer = TimerHandle(deadline, order, steps)
        timers = self._timer_lists.get(deadline)
        if timers is None:
            timers = self._timer_lists[deadline] = deque()
            heapq.heappush(self._timers, deadline)
        timers.append(timer)
        self._wake_later(deadline)
        return timer

    # --- running: the processing model (https://html.spec.whatwg.org/multipage/webappapis.html#event-loop-processing-model)

    def perform_a_microtask_checkpoint(self) -> None:
        """https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint:
        run every microtask, those they queue included, in order."""
        if self._performing_a_microtask_checkpoint:  # 1.
            return
        self._performing_a_microtask_checkpoint = True  # 2.
        microtasks = self._microtasks
        ran = 0
        try:
            while microtasks:  # 3.
                if ran == MICROTASK_LIMIT:
                    raise RuntimeError(
                        f"a microtask checkpoint ran {MICROTASK_LIMIT} microtasks and more are"
                        " queued (a microtask that queues another for ever: the loop never"
                        " idles)"
                    )
                _run(microtasks.popleft(), "Exception in a microtask")
                ran += 1
        finally:
            self._performing_a_microtask_checkpoint = False  # 7.

    def _run_the_oldest_microtask(self) -> None:
        """A host's microtask slot: run the oldest microtask still queued (none where a
        checkpoint ran it already), so that each runs at its place in the host's queue."""
        if self._performing_a_microtask_checkpoint or not self._microtasks:
            return
        self._performing_a_microtask_checkpoint = True
        try:
            _run(self._microtasks.popleft(), "Exception in a microtask")
        finally:
            self._performing_a_microtask_checkpoint = False

    def run_microtasks(self) -> None:
        """Perform a microtask checkpoint (what a browser does when a script returns)."""
        self.perform_a_microtask_checkpoint()

    def _queue_due_timers(self) -> None:
        """Every timer whose deadline has come becomes a task, in deadline order."""
        deadlines, now = self._timers, self._clock.now()
        lists, tasks = self._timer_lists, self._tasks
        while deadlines and deadlines[0] <= now:
            for timer in lists.pop(heapq.heappop(deadlines)):
                steps = timer._steps
                if steps is not None:
                    timer._steps = None
                    tasks.append(steps)

    def _run_tasks(self, limit: int) -> int:
        """Run the tasks queued now (not those they queue: they wait for the next turn), each
        followed by a microtask checkpoint; the number run."""
        tasks, ran = self._tasks, 0
        count = min(len(tasks), limit)
        while ran < count and tasks:
            _run(tasks.popleft(), "Exception in a task")
            ran += 1
            self.perform_a_microtask_checkpoint()
        return ran

    def advance(self, milliseconds: float = 0) -> int:
        """Run the loop for ``milliseconds`` of its clock (a virtual clock jumps from one timer
        to the next; the real one sleeps): the microtasks and tasks queued, and each timer due
        by then, at its time. Returns how many tasks ran."""
        if isinstance(milliseconds, bool) or not isinstance(milliseconds, (int, float)):
            raise argument_error("advance", "milliseconds", milliseconds, "a number")
        if not milliseconds >= 0:
            raise argument_error("advance", "milliseconds", milliseconds, "0 or more")
        return self._run_until(self._clock.now() + milliseconds, DEFAULT_LIMIT, idle=False)

    def run_until_idle(self, limit: int = DEFAULT_LIMIT) -> int:
        """Run the loop until nothing waits: every task, microtask and timer (a virtual clock
        jumps to each timer's deadline; the real one sleeps until it). Returns how many tasks
        ran; a ``RuntimeError`` after ``limit`` tasks (a timer that re-arms itself for ever,
        ``setInterval``, never leaves the loop idle: use ``advance``), and after
        :data:`MICROTASK_LIMIT` microtasks in one checkpoint (a microtask that queues itself
        for ever; ``advance`` stops it so too)."""
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise argument_error("run_until_idle", "limit", limit, "a positive int")
        return self._run_until(math.inf, limit, idle=True)

    def _run_until(self, until: float, limit: int, *, idle: bool) -> int:
        clock, ran = self._clock, 0
        was_running, self._running = self._running, True
        try:
            self.perform_a_microtask_checkpoint()
            while True:
                self._queue_due_timers()
                deadline = self.next_deadline()
                if ran >= limit and (self._tasks or (deadline is not None and deadline <= until)):
                    if not idle:
                        break
                    raise RuntimeError(
                        f"run_until_idle(): {limit} tasks ran and the loop is not idle"
                        " (a timer that re-arms itself: advance(ms) runs a given time)"
                    )
                if self._tasks:
                    ran += self._run_tasks(limit - ran)
                    continue
                if deadline is None or deadline > until:
                    break
                clock.wait(deadline - clock.now())
            if until != math.inf:
                remaining = until - clock.now()
                if remaining > 0:
                    clock.wait(remaining)
                self._queue_due_timers()
                ran += self._run_tasks(limit)
        finally:
            self._running = was_running
        return ran

    # --- being woken by asyncio or the host

    def _wake_soon(self) -> None:
        """Ask asyncio or the host to run the queued tasks soon (once until they ran; a host
        that runs one task a wake gets a wake for each task, asked for when it is queued)."""
        if self._clock.virtual:
            return
        host = HOST.set_timeout
        if _one_task_a_wake():
            assert host is not None
            # Each task its own host wake, asked for as it is queued: the host's own tasks (a
            # page's setTimeout(f, 0)) queued between two of webapi's run between them, not
            # before the second (one wake asked for after the first ran would come after).
            self._wakes += 1
            host(self._wake, 0)
            return
        if self._woken_soon or self._running:
            return
        if host is not None:
            self._woken_soon = True
            host(self._wake, 0)
            return
        loop = running_loop()
        if loop is not None:
            self._woken_soon = True
            loop.call_soon(self._wake)

    def _wake_for_microtasks(self) -> None:
        host = HOST.queue_microtask
        if host is not None:
            host(self.perform_a_microtask_checkpoint)
            return
        loop = running_loop()
        if loop is not None:
            loop.call_soon(self.perform_a_microtask_checkpoint)

    def _wake_later(self, deadline: float) -> None:
        """Ask asyncio or the host to run the loop at ``deadline`` (its clock's time)."""
        if self._clock.virtual or deadline >= self._wake_at:
            return
        delay = max(deadline - self._clock.now(), 0.0)
        host = HOST.set_timeout
        if host is not None:
            self._wake_at = deadline
            host(self._wake, delay)
            return
        loop = running_loop()
        if loop is not None:
            self._wake_at = deadline
            loop.call_later(delay / 1000.0, self._wake)

    def _wake(self) -> None:
        """Woken by asyncio or the host: run the due timers' tasks and the tasks queued, and
        ask to be woken again for what is left."""
        one_a_wake = _one_task_a_wake()
        if one_a_wake and self._wakes:
            self._wakes -= 1
        self._woken_soon = False
        self._wake_at = math.inf
        if self._running:
            return
        self._running = True
        try:
            self.perform_a_microtask_checkpoint()
            self._queue_due_timers()
            self._run_tasks(1 if one_a_wake else len(self._tasks))
        finally:
            self._running = False
        if one_a_wake:
            # (timers' tasks, and tasks queued before the host was set, have no wake of their
            # own: one each is asked for)
            for _ in range(len(self._tasks) - self._wakes):
                self._wake_soon()
        elif self._tasks:
            self._wake_soon()
        deadline = self.next_deadline()
        if deadline is not None:
            self._wake_later(deadline)

    def __repr__(self) -> str:
        return f"<EventLoop {self._clock!r} pending={self.pending}>"


class _DocumentTask:
    """A task of a document, kept by the document (see :meth:`EventLoop.queue_a_task`)."""

    __slots__ = ("document", "order")

    def __init__(self, document: weakref.ref[Any], order: int) -> None:
        self.document = document
        self.order = order

    def __call__(self) -> object:
        document = self.document()
        if document is None:
            return None
        pending = document._pending_tasks
        steps = pending.pop(self.order, None) if pending else None
        return None if steps is None else steps()


def _one_task_a_wake() -> bool:
    """Whether the host runs one task a wake: a host whose microtask queue is the one
    (``set_host(queue_microtask=)``) and whose timers wake the loop. The host's microtasks a
    task queued (a page's promise reactions) then run before the next task, as the microtask
    checkpoint after each task says; each task waits for its own wake, asked for when it was
    queued (:meth:`EventLoop._wake_soon`)."""
    return HOST.queue_microtask is not None and HOST.set_timeout is not None


def _run(steps: Callable[[], object], message: str) -> None:
    try:
        result: Any = steps()
    except Exception as exception:
        report_the_exception(exception, message, steps)
        return
    if is_coroutine(result):
        run_a_coroutine(result, lambda exception: report_the_exception(exception, message, steps))
