"""Callbacks that are ``async def``s: an event listener, an event handler IDL attribute, a
mutation observer's callback, a ``forEach`` callback. Each runs as JavaScript runs an async
function (its body at once, up to its first suspension: ``preventDefault()`` there cancels;
the rest on the running asyncio loop), its exception reported as a listener's, with or
without a running loop; a ``NodeFilter`` (which must answer at once) refuses one, saying
what to pass. Before, each was called, its coroutine dropped with a ``RuntimeWarning``."""

from __future__ import annotations

import asyncio
import sys
import warnings
from collections.abc import Generator, Iterator
from typing import Any

import pytest

from webapi.dom import Document, Event, MutationObserver, NodeFilter
from webapi.dom import perform_a_microtask_checkpoint as checkpoint
from webapi.dom._events import ExceptionReport, set_exception_reporter
from webapi.fetch import Headers, Response
from webapi.html import DOMParser

#: Tests of what happens where no asyncio loop runs: Pyodide runs the tests in its loop.
no_loop = pytest.mark.skipif(
    sys.platform == "emscripten", reason="Pyodide runs the tests in its event loop"
)


class Never:
    """An awaitable no asyncio loop resumes (as a trio trap, or a future of a stopped loop)."""

    def __await__(self) -> Generator[object, None, None]:
        yield "something only another library's loop resumes"


@pytest.fixture(autouse=True)
def reports() -> Iterator[list[ExceptionReport]]:
    """The exceptions reported during the test; a coroutine never awaited fails it."""
    reported: list[ExceptionReport] = []
    previous = set_exception_reporter(reported.append)
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        try:
            yield reported
        finally:
            set_exception_reporter(previous)


@pytest.fixture
def document() -> Document:
    return DOMParser().parseFromString("<!doctype html><body><p id=p>x</p>", "text/html")


@no_loop
def test_an_async_listener_runs_without_a_loop(document: Document) -> None:
    p = document.getElementById("p")
    seen: list[Any] = []

    async def listener(event: Event) -> None:
        seen.append(("before", event.currentTarget is p, event.eventPhase))
        event.preventDefault()  # during dispatch: it cancels, as in JavaScript
        text = await Response("body").text()  # webapi's promises settle at once
        await asyncio.sleep(0)  # a bare yield: no loop, so it goes on at once
        seen.append(("after", text, event.currentTarget))

    p.addEventListener("click", listener)
    event = Event("click", {"cancelable": True})
    assert p.dispatchEvent(event) is False
    # (all of it ran during dispatch: with no loop to wait in, there is no later)
    assert seen == [("before", True, Event.AT_TARGET), ("after", "body", p)]


@pytest.mark.needs_loop_run
def test_an_async_listener_runs_on_the_running_loop(
    document: Document, reports: list[ExceptionReport]
) -> None:
    p = document.getElementById("p")
    seen: list[Any] = []

    async def listener(event: Event) -> None:
        seen.append(("first step", event.currentTarget is p))
        event.preventDefault()
        await asyncio.sleep(0.001)  # a timer of the loop: the rest is a task
        seen.append(("rest", event.currentTarget))
        raise KeyError("after the await")

    async def main() -> bool:
        p.addEventListener("click", listener)
        result = p.dispatchEvent(Event("click", {"cancelable": True}))
        seen.append("dispatched")
        await asyncio.sleep(0.05)
        return result

    assert asyncio.run(main()) is False
    assert seen == [("first step", True), "dispatched", ("rest", None)]
    assert [type(r.exc_value) for r in reports] == [KeyError]
    assert reports[0].err_msg == "Exception in an event listener for 'click'"
    assert reports[0].object.callback is listener  # (the listener, as a raising one is)


def test_an_exception_of_the_first_step_is_reported_and_dispatch_goes_on(
    document: Document, reports: list[ExceptionReport]
) -> None:
    p = document.getElementById("p")
    order: list[str] = []

    async def fails(event: Event) -> None:
        order.append("async")
        raise ValueError("at once")

    p.addEventListener("click", fails)
    p.addEventListener("click", lambda event: order.append("next"))
    p.dispatchEvent(Event("click"))
    assert order == ["async", "next"]
    assert [type(r.exc_value) for r in reports] == [ValueError]


@no_loop
def test_waiting_with_no_loop_closes_the_coroutine_and_reports_it(
    document: Document, reports: list[ExceptionReport]
) -> None:
    p = document.getElementById("p")
    finished: list[bool] = []

    async def waits(event: Event) -> None:
        try:
            await Never()
        finally:
            finished.append(True)

    p.addEventListener("click", waits)
    p.dispatchEvent(Event("click"))
    assert finished == [True]  # closed: its finally ran
    assert [type(r.exc_value) for r in reports] == [RuntimeError]
    assert "dispatch from a coroutine" in str(reports[0].exc_value)


def test_an_object_with_an_async_handle_event(document: Document) -> None:
    seen: list[str] = []

    class Listener:
        async def handleEvent(self, event: Event) -> None:
            seen.append(event.type)

    document.addEventListener("x", Listener())
    document.dispatchEvent(Event("x"))
    assert seen == ["x"]


@no_loop
@pytest.mark.needs_loop_run
def test_an_async_event_handler(document: Document, reports: list[ExceptionReport]) -> None:
    p = document.getElementById("p")
    seen: list[str] = []

    async def handler(event: Event) -> bool:
        seen.append("handler")
        await asyncio.sleep(0)
        raise LookupError

    p.onclick = handler
    assert p.onclick is handler
    event = Event("click", {"cancelable": True})
    assert p.dispatchEvent(event) is True  # a promise is not false: no cancel
    assert seen == ["handler"]
    assert [type(r.exc_value) for r in reports] == [LookupError]

    async def main() -> None:
        p.dispatchEvent(Event("click"))
        assert seen == ["handler", "handler"]
        await asyncio.sleep(0.01)

    asyncio.run(main())
    assert [type(r.exc_value) for r in reports] == [LookupError, LookupError]


def test_an_async_abort_handler() -> None:
    from webapi.dom import AbortController

    controller = AbortController()
    seen: list[Any] = []

    async def onabort(event: Event) -> None:
        seen.append(event.type)

    controller.signal.onabort = onabort
    controller.abort("why")
    assert seen == ["abort"]


@no_loop
@pytest.mark.needs_loop_run
def test_an_async_mutation_observer_callback(
    document: Document, reports: list[ExceptionReport]
) -> None:
    calls: list[Any] = []

    async def callback(records: list[Any], observer: MutationObserver) -> None:
        calls.append([r.type for r in records])
        await asyncio.sleep(0)
        calls.append("rest")
        raise OSError("late")

    observer = MutationObserver(callback)
    observer.observe(document.body, {"childList": True})
    document.body.append("a")
    checkpoint()
    assert calls == [["childList"], "rest"]

    async def main() -> None:
        document.body.append("b")
        await asyncio.sleep(0.01)  # the microtask (call_soon), then the task

    asyncio.run(main())
    observer.disconnect()
    assert calls == [["childList"], "rest", ["childList"], "rest"]
    assert [r.err_msg for r in reports] == ["Exception in a MutationObserver's callback"] * 2


def test_async_for_each_callbacks(document: Document) -> None:
    seen: list[Any] = []

    async def each(value: Any, key: Any) -> None:
        seen.append((key, value))

    Headers({"a": "1", "b": "2"}).forEach(each)
    document.body.childNodes.forEach(each)
    assert seen == [("a", "1"), ("b", "2"), (0, document.getElementById("p"))]


@no_loop
def test_an_async_for_each_callback_that_waits_with_no_loop_raises() -> None:
    async def waits(value: Any) -> None:
        await Never()

    with pytest.raises(RuntimeError, match="no asyncio event loop runs"):
        Headers({"a": "1"}).forEach(waits)  # forEach's callback raises to its caller


@pytest.mark.needs_loop_run
def test_dispatched_from_a_loop_callback_as_pyodide_dispatches_a_browser_event(
    document: Document,
) -> None:
    """Pyodide calls Python for a browser's event from its loop, outside any task: the
    first step runs then, the rest as a task of the loop."""
    p = document.getElementById("p")
    seen: list[Any] = []

    async def listener(event: Event) -> None:
        seen.append(asyncio.current_task())
        await asyncio.sleep(0)
        seen.append(asyncio.current_task())

    p.addEventListener("click", listener)

    async def main() -> None:
        asyncio.get_running_loop().call_soon(p.dispatchEvent, Event("click"))
        await asyncio.sleep(0.01)

    asyncio.run(main())
    assert seen[0] is None and isinstance(seen[1], asyncio.Task)


def test_an_async_node_filter_is_refused_saying_what_to_pass(document: Document) -> None:
    async def accept(node: Any) -> int:
        return NodeFilter.FILTER_ACCEPT

    walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ALL, accept)
    with pytest.raises(TypeError, match=r"a plain function returning NodeFilter\.FILTER_ACCEPT"):
        walker.firstChild()


@pytest.mark.needs_loop_run
def test_the_task_of_the_rest_passes_values_exceptions_and_cancellation_through(
    document: Document, reports: list[ExceptionReport]
) -> None:
    p = document.getElementById("p")
    seen: list[Any] = []

    async def listener(event: Event) -> None:
        loop = asyncio.get_running_loop()
        value = loop.create_future()
        loop.call_soon(value.set_result, "value")
        seen.append(await value)  # a value sent in
        failing = loop.create_future()
        loop.call_soon(failing.set_exception, ZeroDivisionError())
        try:
            await failing
        except ZeroDivisionError:
            seen.append("caught")
        try:
            await asyncio.sleep(10)  # canceled below
        finally:
            seen.append("finally")

    async def main() -> None:
        before = asyncio.all_tasks()
        p.addEventListener("click", listener)
        p.dispatchEvent(Event("click"))
        (task,) = asyncio.all_tasks() - before
        await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    assert seen == ["value", "caught", "finally"]
    assert reports == []  # a cancellation is not an exception to report
