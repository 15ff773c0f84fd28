"""Cooperative scheduling of background tasks (https://w3c.github.io/requestidlecallback/): a
``Window``'s ``requestIdleCallback()``, ``cancelIdleCallback()`` and the ``IdleDeadline`` its
callbacks are given.

As Chromium 156 headless does with a page at rest, an idle period starts in the task after the
one that asked (a timer of 0 ms on the window's event loop) and lasts until the next rendering
opportunity (the next multiple of ``._frames.FRAME_INTERVAL`` on the loop's clock, where
``requestAnimationFrame``'s callbacks run: a few milliseconds, never more than the Standard's
50): every callback requested before it runs in it, in order, while time remains. The
Standard lets a user agent end an idle period before a timer is due; the idle period here
does not look at the window's timers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from webapi.dom.engine import new_object

from ._frames import next_rendering_opportunity

if TYPE_CHECKING:
    from collections.abc import Callable

    from webapi.eventloop import TimerHandle

#: A ``WindowImpl`` (webapi.html.browsing._window, which imports this module): its ``_event_loop``,
#: ``_idle_callbacks`` and ``_invoke_and_report``.
WindowImpl = Any

__all__ = [
    "IdleCallbacks",
    "IdleDeadlineImpl",
    "cancel_idle_callback",
    "clear_idle_callbacks",
    "request_idle_callback",
]


class IdleCallbacks:
    """A window's idle callback state: its idle callback identifier, its list of idle request
    callbacks and its list of runnable idle callbacks (each ``handle -> callback``), and the
    timer of the next idle period's start (None when none is scheduled)."""

    __slots__ = ("identifier", "period_timer", "requests", "runnable", "timeouts")

    def __init__(self) -> None:
        #: https://w3c.github.io/requestidlecallback/#dfn-idle-callback-identifier
        self.identifier = 0
        #: https://w3c.github.io/requestidlecallback/#dfn-list-of-idle-request-callbacks
        self.requests: dict[int, Callable[..., object]] = {}
        #: https://w3c.github.io/requestidlecallback/#dfn-list-of-runnable-idle-callbacks
        self.runnable: dict[int, Callable[..., object]] = {}
        self.period_timer: TimerHandle | None = None
        #: the timers of the callbacks' timeouts (handle -> timer)
        self.timeouts: dict[int, TimerHandle] = {}


class IdleDeadlineImpl:
    """https://w3c.github.io/requestidlecallback/#the-idledeadline-interface: the loop its
    time is read from, its deadline (the loop's time) and its timeout flag."""

    __slots__ = ("_deadline", "_loop", "_timeout")

    _interface_class: ClassVar[type[Any]]
    _deadline: float
    _loop: Any
    _timeout: bool

    def _time_remaining(self) -> float:
        """https://w3c.github.io/requestidlecallback/#dom-idledeadline-timeremaining: the time
        left until the deadline, 0 once it has passed."""
        remaining: float = self._deadline - self._loop.now()
        return max(remaining, 0.0)

    @property
    def _did_timeout(self) -> bool:
        """https://w3c.github.io/requestidlecallback/#dom-idledeadline-didtimeout"""
        return self._timeout


def _deadline_object(window: WindowImpl, deadline: float, timeout: bool) -> IdleDeadlineImpl:
    idle_deadline = new_object(IdleDeadlineImpl)
    idle_deadline._loop = window._event_loop
    idle_deadline._deadline = deadline
    idle_deadline._timeout = timeout
    return idle_deadline


def _state(window: WindowImpl) -> IdleCallbacks:
    state: IdleCallbacks | None = window._idle_callbacks
    if state is None:
        state = window._idle_callbacks = IdleCallbacks()
    return state


def request_idle_callback(window: WindowImpl, callback: Any, options: Any) -> int:
    """https://w3c.github.io/requestidlecallback/#the-requestidlecallback-method"""
    state = _state(window)
    state.identifier += 1  # 2.
    handle = state.identifier  # 3.
    state.requests[handle] = callback  # 4.
    timeout = (options or {}).get("timeout", 0)  # 5.
    if timeout > 0:
        state.timeouts[handle] = window._event_loop.run_steps_after_a_timeout(
            timeout, lambda: _invoke_idle_callback_timeout(window, handle)
        )
    _schedule_an_idle_period(window, state)
    return handle  # 6.


def cancel_idle_callback(window: WindowImpl, handle: int) -> None:
    """https://w3c.github.io/requestidlecallback/#the-cancelidlecallback-method: the callback
    removed from both lists (and its timeout's timer with it)."""
    state = window._idle_callbacks
    if state is None:
        return
    state.requests.pop(handle, None)
    state.runnable.pop(handle, None)
    timer = state.timeouts.pop(handle, None)
    if timer is not None:
        timer.cancel()


def clear_idle_callbacks(window: WindowImpl) -> None:
    """The window's idle callbacks dropped (its document unloaded or destroyed: a new
    ``Window`` has none)."""
    state = window._idle_callbacks
    if state is None:
        return
    for timer in state.timeouts.values():
        timer.cancel()
    if state.period_timer is not None:
        state.period_timer.cancel()
    window._idle_callbacks = None


def _schedule_an_idle_period(window: WindowImpl, state: IdleCallbacks) -> None:
    """The next idle period's start in a task of its own, where none is scheduled."""
    if state.period_timer is not None:
        return
    state.period_timer = window._event_loop.run_steps_after_a_timeout(
        0, lambda: _start_an_idle_period(window)
    )


def _start_an_idle_period(window: WindowImpl) -> None:
    """https://w3c.github.io/requestidlecallback/#start-an-idle-period-algorithm"""
    state = window._idle_callbacks
    if state is None:
        return
    state.period_timer = None
    now = window._event_loop.now()
    # 3. the deadline: the next rendering opportunity (at most 50 ms away: a frame is 16.7)
    deadline = next_rendering_opportunity(now)
    # 4.-6. the pending callbacks become runnable
    state.runnable.update(state.requests)
    state.requests.clear()
    # 7. "Queue a task ... to invoke idle callbacks algorithm"
    window._event_loop.queue_a_task(lambda: _invoke_idle_callbacks(window, deadline))


def _invoke_idle_callbacks(window: WindowImpl, deadline: float) -> None:
    """https://w3c.github.io/requestidlecallback/#invoke-idle-callbacks-algorithm"""
    state = window._idle_callbacks
    if state is None or not state.runnable:
        return
    now = window._event_loop.now()
    if now < deadline:  # 2.
        handle = next(iter(state.runnable))  # 2.1. "Pop the top callback"
        callback = state.runnable.pop(handle)
        timer = state.timeouts.pop(handle, None)
        if timer is not None:
            timer.cancel()
        idle_deadline = _deadline_object(window, deadline, False)  # 2.2.
        window._invoke_and_report(  # 2.3.
            callback, (idle_deadline,), "Exception in an idle callback"
        )
        if window._idle_callbacks is state and state.runnable:  # 2.4.
            window._event_loop.queue_a_task(lambda: _invoke_idle_callbacks(window, deadline))
    elif state.runnable:  # 3. "start the next idle period"
        state.requests = {**state.runnable, **state.requests}
        state.runnable.clear()
        _schedule_an_idle_period(window, state)


def _invoke_idle_callback_timeout(window: WindowImpl, handle: int) -> None:
    """https://w3c.github.io/requestidlecallback/#invoke-idle-callback-timeout-algorithm"""
    state = window._idle_callbacks
    if state is None:
        return
    state.timeouts.pop(handle, None)
    callback = state.requests.pop(handle, None) or state.runnable.pop(handle, None)  # 1.-2.
    if callback is None:
        return
    now = window._event_loop.now()  # 3.1.
    idle_deadline = _deadline_object(window, now, True)  # 3.2.
    window._invoke_and_report(callback, (idle_deadline,), "Exception in an idle callback")
