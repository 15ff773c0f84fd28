"""AbortController and AbortSignal (webapi/dom/_abort, _timers): what WPT's dom/abort tests
check, in our words, on the implementation classes: aborting and its reason, the abort event
(fired once, synchronously, trusted, after the abort algorithms), ``onabort``,
``throwIfAborted``, the static ``abort``, ``any`` (already aborted inputs, chains flattened to
their sources, the order of the abort events, reentrant aborts), garbage collection of dependent
signals, and ``timeout`` on an injected timer, an asyncio loop and webapi's timer thread."""

from __future__ import annotations

import asyncio
import gc
import sys
import threading
import time
import weakref
from collections.abc import Callable, Iterator

import pytest

from webapi.dom import DOMException
from webapi.dom._abort import (
    AbortControllerImpl,
    AbortReasonError,
    AbortSignalImpl,
    signal_abort,
)
from webapi.dom._event import EventImpl
from webapi.dom._events import ExceptionReport, set_exception_reporter
from webapi.eventloop import EventLoop, VirtualClock, use_event_loop


@pytest.fixture(autouse=True)
def _no_reports() -> Iterator[None]:
    reports: list[ExceptionReport] = []
    previous = set_exception_reporter(reports.append)
    yield
    set_exception_reporter(previous)
    assert reports == [], "a listener raised"


def events_of(signal: AbortSignalImpl) -> list[EventImpl]:
    """The abort events the signal will receive (a listener records them)."""
    events: list[EventImpl] = []
    signal._add_event_listener("abort", events.append)
    return events


def test_a_controller_aborts_its_signal_once_with_an_abort_error() -> None:
    controller = AbortControllerImpl()
    signal = controller._signal
    assert not signal._aborted and signal._reason is None
    seen: list[tuple[bool, object]] = []
    signal._add_event_listener("abort", lambda e: seen.append((signal._aborted, signal._reason)))
    controller._abort()
    assert controller._signal is signal
    assert signal._aborted
    reason = signal._reason
    assert isinstance(reason, DOMException) and reason.name == "AbortError" and reason.code == 20
    assert seen == [(True, reason)]  # synchronously, the reason already set
    controller._abort("again")
    assert seen == [(True, reason)] and signal._reason is reason


def test_the_abort_event_is_trusted_and_does_not_bubble() -> None:
    controller = AbortControllerImpl()
    events = events_of(controller._signal)
    controller._abort()
    (event,) = events
    assert event._type == "abort" and event._target is controller._signal
    assert event._is_trusted and not event._bubbles and not event._cancelable


@pytest.mark.parametrize("reason", ["reason string", 0, False, [], DOMException("m", "Custom")])
def test_the_reason_given_is_the_reason(reason: object) -> None:
    controller = AbortControllerImpl()
    controller._abort(reason)
    assert controller._signal._reason is reason and controller._signal._aborted
    assert AbortSignalImpl._abort(reason)._reason is reason


def test_none_is_undefined_so_it_gives_an_abort_error() -> None:
    for signal in (AbortSignalImpl._abort(), AbortSignalImpl._abort(None)):
        assert signal._aborted and isinstance(signal._reason, DOMException)
        assert signal._reason.name == "AbortError"
    first, second = AbortSignalImpl._abort(), AbortSignalImpl._abort()
    assert first._reason is not second._reason  # a new exception each time


def test_throw_if_aborted_raises_the_reason() -> None:
    controller = AbortControllerImpl()
    controller._signal._throw_if_aborted()
    controller._abort()
    with pytest.raises(DOMException) as caught:
        controller._signal._throw_if_aborted()
    assert caught.value is controller._signal._reason
    custom = ValueError("mine")
    with pytest.raises(ValueError) as raised:
        AbortSignalImpl._abort(custom)._throw_if_aborted()
    assert raised.value is custom
    with pytest.raises(AbortReasonError) as wrapped:
        AbortSignalImpl._abort("stop")._throw_if_aborted()
    assert wrapped.value.reason == "stop"


def test_onabort_is_called_once_and_not_when_set_after_the_abort() -> None:
    controller = AbortControllerImpl()
    signal = controller._signal
    count = [0]

    def handler(event: EventImpl) -> None:
        count[0] += 1

    signal._onabort = handler
    assert signal._onabort is handler
    controller._abort()
    controller._abort()
    assert count[0] == 1
    late = AbortControllerImpl()
    late._abort()
    late._signal._onabort = handler
    assert count[0] == 1
    signal._onabort = None
    assert signal._onabort is None


def test_abort_algorithms_run_before_the_event_and_only_once() -> None:
    controller = AbortControllerImpl()
    signal = controller._signal
    log: list[str] = []
    signal._add_event_listener("abort", lambda e: log.append("event"))
    signal._add_algorithm(lambda: log.append(f"first {signal._aborted}"))
    removed = lambda: log.append("removed")  # noqa: E731
    signal._add_algorithm(removed)
    signal._add_algorithm(lambda: log.append("second"))
    signal._remove_algorithm(removed)
    controller._abort()
    assert log == ["first True", "second", "event"]
    signal._add_algorithm(lambda: log.append("too late"))
    assert not signal._abort_algorithms
    controller._abort()
    assert log == ["first True", "second", "event"]


def test_a_listener_that_aborts_again_changes_nothing() -> None:
    controller = AbortControllerImpl()
    count = [0]

    def again(event: EventImpl) -> None:
        count[0] += 1
        controller._abort("second")

    controller._signal._add_event_listener("abort", again)
    controller._abort("first")
    assert count[0] == 1 and controller._signal._reason == "first"


# --- AbortSignal.any -----------------------------------------------------------------------


def test_any_of_nothing_is_never_aborted() -> None:
    signal = AbortSignalImpl._any([])
    assert not signal._aborted and signal._dependent
    assert not signal._source_signals


def test_any_follows_one_signal() -> None:
    controller = AbortControllerImpl()
    follower = AbortSignalImpl._any([controller._signal])
    assert follower is not controller._signal and not follower._aborted
    targets: list[object] = []
    follower._onabort = lambda e: targets.append(e._target)
    controller._abort("reason string")
    assert follower._aborted and follower._reason == "reason string"
    assert targets == [follower]


@pytest.mark.parametrize("which", [0, 1, 2])
def test_any_follows_each_of_several_signals(which: int) -> None:
    controllers = [AbortControllerImpl() for _ in range(3)]
    combined = AbortSignalImpl._any(c._signal for c in controllers)
    events = events_of(combined)
    controllers[which]._abort()
    assert len(events) == 1 and combined._reason is controllers[which]._signal._reason
    for other in range(3):
        assert controllers[other]._signal._aborted is (other == which)


def test_any_of_aborted_signals_takes_the_first_reason_and_has_no_sources() -> None:
    controllers = [AbortControllerImpl() for _ in range(3)]
    controllers[1]._abort("reason 1")
    controllers[2]._abort("reason 2")
    signal = AbortSignalImpl._any(c._signal for c in controllers)
    assert signal._aborted and signal._reason == "reason 1"
    assert not signal._dependent and signal._source_signals is None
    assert controllers[0]._signal._dependent_signals is None
    first = AbortControllerImpl()
    first._abort("first")
    assert AbortSignalImpl._any([first._signal, controllers[2]._signal, first._signal])._reason == (
        "first"
    )


def test_any_takes_a_signal_given_twice_once() -> None:
    controller = AbortControllerImpl()
    signal = AbortSignalImpl._any([controller._signal, controller._signal])
    assert signal._source_signals is not None
    assert list(signal._source_signals) == [controller._signal]
    events = events_of(signal)
    controller._abort("reason")
    assert len(events) == 1 and signal._reason == "reason"


@pytest.mark.parametrize("which", [0, 1, 2])
def test_signals_of_any_compose_and_depend_on_the_sources(which: int) -> None:
    controllers = [AbortControllerImpl() for _ in range(3)]
    first = AbortSignalImpl._any([controllers[0]._signal, controllers[1]._signal])
    second = AbortSignalImpl._any([first, controllers[2]._signal])
    assert second._source_signals is not None
    assert list(second._source_signals) == [c._signal for c in controllers]  # not first
    events = events_of(second)
    controllers[which]._abort()
    assert len(events) == 1 and second._aborted
    assert isinstance(second._reason, DOMException) and second._reason.name == "AbortError"
    assert first._aborted is (which < 2)


def test_any_of_any_of_any_follows_the_controller() -> None:
    controller = AbortControllerImpl()
    combined = AbortSignalImpl._any([controller._signal])
    for _ in range(3):
        combined = AbortSignalImpl._any([combined])
    fired: list[bool] = []
    combined._onabort = lambda e: fired.append(True)
    controller._abort("the reason")
    assert fired == [True] and combined._reason == "the reason"


def test_abort_events_fire_at_the_source_then_the_dependents_in_order() -> None:
    controller = AbortControllerImpl()
    signals = [controller._signal]
    signals.append(AbortSignalImpl._any([controller._signal]))
    signals.append(AbortSignalImpl._any([controller._signal]))
    signals.append(AbortSignalImpl._any([signals[0]]))
    signals.append(AbortSignalImpl._any([signals[1]]))
    order: list[int] = []
    for index, signal in enumerate(signals):
        signal._add_event_listener("abort", lambda e, index=index: order.append(index))
    controller._abort()
    assert order == [0, 1, 2, 3, 4]


def test_dependents_are_aborted_before_any_abort_event_fires() -> None:
    controller = AbortControllerImpl()
    first = AbortSignalImpl._any([controller._signal])
    second = AbortSignalImpl._any([first])
    seen: list[tuple[bool, object, bool, object]] = []
    controller._signal._add_event_listener(
        "abort",
        lambda e: seen.append((first._aborted, first._reason, second._aborted, second._reason)),
    )
    controller._abort("why")
    assert seen == [(True, "why", True, "why")]


def test_a_reentrant_abort_keeps_the_first_reason() -> None:
    one, two = AbortControllerImpl(), AbortControllerImpl()
    combined = AbortSignalImpl._any([one._signal, two._signal])
    log: list[str] = []

    def abort_two(event: EventImpl) -> None:
        log.append(f"one {combined._aborted} {combined._reason}")
        two._abort("reason two")

    one._signal._add_event_listener("abort", abort_two)
    two._signal._add_event_listener("abort", lambda e: log.append("two"))
    combined._add_event_listener("abort", lambda e: log.append(f"combined {combined._reason}"))
    one._abort("reason one")
    assert log == ["one True reason one", "two", "combined reason one"]


# --- Garbage collection --------------------------------------------------------------------


def test_an_unused_dependent_signal_is_collected_and_leaves_its_sources() -> None:
    controller = AbortControllerImpl()
    dependent = AbortSignalImpl._any([controller._signal])
    collected = weakref.ref(dependent)
    del dependent
    gc.collect()
    assert collected() is None
    assert controller._signal._dependent_signals is not None
    assert not controller._signal._dependent_signals
    assert controller._signal._dependent_signals._refs == {}
    for _ in range(1_000):
        AbortSignalImpl._any([controller._signal])
    gc.collect()
    assert controller._signal._dependent_signals._refs == {}
    controller._abort()


def test_a_dependent_signal_with_an_abort_listener_lives_until_aborted() -> None:
    controller = AbortControllerImpl()
    fired: list[str] = []
    dependent = AbortSignalImpl._any([controller._signal])
    dependent._add_event_listener("abort", lambda e: fired.append("listener"))
    with_handler = AbortSignalImpl._any([controller._signal])
    with_handler._onabort = lambda e: fired.append("handler")
    other_type = AbortSignalImpl._any([controller._signal])
    other_type._add_event_listener("other", lambda e: fired.append("never"))
    held, other = weakref.ref(dependent), weakref.ref(other_type)
    del dependent, with_handler, other_type
    gc.collect()
    assert held() is not None and other() is None
    controller._abort()
    assert fired == ["listener", "handler"]
    gc.collect()
    assert held() is None  # aborted: no longer held


def test_removing_the_last_abort_listener_lets_a_dependent_go() -> None:
    controller = AbortControllerImpl()
    dependent = AbortSignalImpl._any([controller._signal])

    def listener(event: EventImpl) -> None:
        raise AssertionError("removed")

    dependent._add_event_listener("abort", listener)
    dependent._remove_event_listener("abort", listener)
    held = weakref.ref(dependent)
    del dependent
    gc.collect()
    assert held() is None
    controller._abort()


# --- AbortSignal.timeout -------------------------------------------------------------------


@pytest.fixture
def loop() -> Iterator[EventLoop]:
    """The thread's event loop, on a virtual clock the test moves."""
    with use_event_loop(EventLoop(VirtualClock())) as virtual:
        yield virtual


def test_timeout_aborts_with_a_timeout_error_when_the_time_has_come(loop: EventLoop) -> None:
    signal = AbortSignalImpl._timeout(5)
    combined = AbortSignalImpl._any([AbortControllerImpl()._signal, signal])
    events = events_of(combined)
    assert loop.next_deadline() == 5
    loop.advance(4.5)
    assert not signal._aborted and events == []
    loop.advance(0.5)
    reason = signal._reason
    assert isinstance(reason, DOMException) and reason.name == "TimeoutError"
    assert reason.code == 23 and combined._reason is reason and len(events) == 1


def test_timeout_after_an_abort_changes_nothing(loop: EventLoop) -> None:
    signal = AbortSignalImpl._timeout(1)
    signal_abort(signal, "earlier")
    events = events_of(signal)
    assert loop.run_until_idle() == 1
    assert signal._reason == "earlier" and events == []


def test_timeouts_abort_in_the_order_of_their_deadlines(loop: EventLoop) -> None:
    order: list[int] = []
    for ms in (30, 10, 20, 10):
        signal = AbortSignalImpl._timeout(ms)
        signal._add_event_listener("abort", lambda e, ms=ms: order.append(ms))
    loop.run_until_idle()
    assert order == [10, 10, 20, 30] and loop.now() == 30


@pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="Pyodide under Node 20 cannot run an asyncio loop to completion (no stack switching)",
)
def test_timeout_in_a_coroutine_waits_on_the_running_loop() -> None:
    async def main() -> tuple[object, bool]:
        fired = asyncio.Event()
        signal = AbortSignalImpl._timeout(0)
        signal._onabort = lambda e: fired.set()
        thread = threading.current_thread()
        on_loop_thread: list[bool] = []
        signal._add_event_listener(
            "abort", lambda e: on_loop_thread.append(threading.current_thread() is thread)
        )
        await asyncio.wait_for(fired.wait(), 10)  # a bound for a failure, not a timing
        return signal._reason, on_loop_thread == [True]

    reason, on_loop_thread = asyncio.run(main())
    assert isinstance(reason, DOMException) and reason.name == "TimeoutError"
    assert on_loop_thread


@pytest.mark.skipif(sys.platform != "emscripten", reason="Pyodide runs the tests in its loop")
def test_timeout_in_pyodide_waits_on_its_event_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pyodide runs Python in its event loop (setTimeout waits for call_later)."""
    running = asyncio.get_running_loop()
    scheduled: list[tuple[float, Callable[..., None], tuple[object, ...]]] = []

    def call_later(delay: float, callback: Callable[..., None], *args: object) -> None:
        scheduled.append((delay, callback, args))

    monkeypatch.setattr(running, "call_later", call_later)
    with use_event_loop(EventLoop()):
        signal = AbortSignalImpl._timeout(0)
        ((delay, callback, args),) = scheduled
        assert delay == 0 and not signal._aborted
        callback(*args)
    assert isinstance(signal._reason, DOMException) and signal._reason.name == "TimeoutError"


def test_timeout_without_a_loop_waits_for_the_program_to_run_the_loop() -> None:
    """No thread: a timeout queued where no asyncio loop runs aborts when the program runs
    the thread's event loop (as a browser's runs after the script that queued it)."""
    if sys.platform == "emscripten":
        pytest.skip("Pyodide runs the tests in its event loop")
    threads = threading.active_count()
    with use_event_loop(EventLoop()) as loop:
        later = AbortSignalImpl._timeout(60_000)
        signal = AbortSignalImpl._timeout(1)
        time.sleep(0.005)
        assert not signal._aborted and threading.active_count() == threads
        loop.advance(1)
        assert not later._aborted
        assert isinstance(signal._reason, DOMException) and signal._reason.name == "TimeoutError"
