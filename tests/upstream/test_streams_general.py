"""Python ports, in our own words, of subtests of web-platform-tests'
``streams/readable-streams/general.any.js``, ``tee.any.js`` and ``default-reader.any.js``:
when a readable stream calls its source's ``pull`` (the microtask timing the Standard fixes),
what reads give, and how locks and teeing behave. ``flushAsyncEvents()`` is a microtask
checkpoint of webapi's event loop (the promises' reactions are its microtasks)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.eventloop import current_event_loop
from webapi.js import await_sync
from webapi.streams import ReadableStream, ReadableStreamDefaultController


def _flush() -> None:
    current_event_loop().run_microtasks()


class _Counting:
    """A source counting its pulls; ``start_chunks`` enqueued by ``start``."""

    def __init__(self, *start_chunks: object, enqueue_from_second: bool = False) -> None:
        self.pulls = 0
        self.start_chunks = start_chunks
        self.enqueue_from_second = enqueue_from_second
        self.controller: ReadableStreamDefaultController | None = None

    def start(self, controller: ReadableStreamDefaultController) -> None:
        self.controller = controller
        for chunk in self.start_chunks:
            controller.enqueue(chunk)

    def pull(self, controller: ReadableStreamDefaultController) -> None:
        if self.enqueue_from_second and self.pulls > 0:
            controller.enqueue(self.pulls)
        self.pulls += 1


# general.any.js


def test_pull_is_called_once_upon_starting() -> None:
    source = _Counting()
    ReadableStream(source)
    assert source.pulls == 0  # (start's promise: a microtask)
    _flush()
    assert source.pulls == 1
    _flush()
    assert source.pulls == 1


def test_pull_when_reading_a_started_empty_stream() -> None:
    source = _Counting(enqueue_from_second=True)
    stream = ReadableStream(source)
    _flush()
    assert source.pulls == 1
    read = stream.getReader().read()
    assert source.pulls == 2  # (at once: a read request waits)
    assert await_sync(read) == {"value": 1, "done": False}
    _flush()
    assert source.pulls == 3


def test_one_pull_for_a_read_before_start_fulfils() -> None:
    source = _Counting("a")
    read = ReadableStream(source).getReader().read()
    assert source.pulls == 0
    _flush()
    assert source.pulls == 1
    assert await_sync(read) == {"value": "a", "done": False}
    _flush()
    assert source.pulls == 1


def test_one_pull_for_a_read_after_start_fulfils() -> None:
    source = _Counting("a")
    stream = ReadableStream(source)
    _flush()
    assert source.pulls == 0  # (the queue is at its high water mark)
    read = stream.getReader().read()
    assert source.pulls == 1
    assert await_sync(read) == {"value": "a", "done": False}
    _flush()
    assert source.pulls == 1


def test_pull_after_reading_the_last_chunk_unless_draining() -> None:
    for draining, expected in ((False, 2), (True, 1)):
        source = _Counting()
        reader = ReadableStream(source).getReader()
        _flush()
        assert source.pulls == 1
        assert source.controller is not None
        source.controller.enqueue("a")
        assert source.pulls == 1
        if draining:
            source.controller.close()
        await_sync(reader.read())
        _flush()
        assert source.pulls == expected


def test_no_pull_until_the_previous_pulls_promise_fulfils() -> None:
    from webapi.eventloop import Promise

    pending: list[Promise] = []

    def pull(controller: ReadableStreamDefaultController) -> Promise:
        controller.enqueue(len(pending) + 1)
        pending.append(Promise())
        return pending[-1]

    reader = ReadableStream({"pull": pull}).getReader()
    assert await_sync(reader.read()) == {"value": 1, "done": False}
    _flush()
    assert len(pending) == 1
    pending[0]._resolve(None)
    _flush()
    assert len(pending) == 2


def test_pull_after_start_and_after_every_read() -> None:
    source = _Counting("a", "b", "c")
    reader = ReadableStream(source, {"size": lambda chunk: 1, "highWaterMark": float("inf")})
    reader = reader.getReader()
    _flush()
    for chunk in "abc":
        assert await_sync(reader.read()) == {"value": chunk, "done": False}
    _flush()
    assert source.pulls == 4


def test_no_pull_after_start_if_the_stream_is_closed() -> None:
    def start(controller: ReadableStreamDefaultController) -> None:
        controller.enqueue("a")
        controller.close()

    pulls: list[object] = []
    reader = ReadableStream({"start": start, "pull": pulls.append}).getReader()
    _flush()
    await_sync(reader.read())
    assert await_sync(reader.closed) is None
    assert pulls == []


def test_pull_again_after_enqueueing_from_inside_pull_up_to_the_high_water_mark() -> None:
    calls: list[int] = []

    def pull(controller: ReadableStreamDefaultController) -> None:
        calls.append(len(calls) + 1)
        controller.enqueue(calls[-1])

    ReadableStream({"pull": pull}, {"size": lambda chunk: 1, "highWaterMark": 4})
    _flush()
    assert calls == [1, 2, 3, 4]


def test_enqueue_throws_when_draining_or_closed_and_desired_size() -> None:
    controllers: list[ReadableStreamDefaultController] = []
    ReadableStream({"start": controllers.append})
    controller = controllers[0]
    controller.enqueue("a")
    controller.close()
    with pytest.raises(TypeError):
        controller.enqueue("b")
    errored: list[ReadableStreamDefaultController] = []
    ReadableStream({"start": errored.append})
    errored[0].error(ValueError())
    assert errored[0].desiredSize is None
    closed: list[ReadableStreamDefaultController] = []
    ReadableStream({"start": closed.append})
    closed[0].close()
    assert closed[0].desiredSize == 0


def test_the_default_strategy_gives_desired_size_one_decreasing_per_enqueue() -> None:
    controllers: list[ReadableStreamDefaultController] = []
    stream = ReadableStream({"start": controllers.append})
    controller = controllers[0]
    sizes = []
    for chunk in "abc":
        sizes.append(controller.desiredSize)
        controller.enqueue(chunk)
    sizes.append(controller.desiredSize)
    assert sizes == [1, 0, -1, -2]
    reader = stream.getReader()
    for _ in range(3):
        await_sync(reader.read())
    assert controller.desiredSize == 1


def test_start_returning_a_rejected_promise_errors_the_stream() -> None:
    from webapi.eventloop import promise_rejected_with

    error = KeyError("start")
    stream = ReadableStream({"start": lambda controller: promise_rejected_with(error)})
    with pytest.raises(KeyError):
        await_sync(stream.getReader().read())


# tee.any.js


def test_tee_cancelling_one_branch_leaves_the_other() -> None:
    def start(controller: ReadableStreamDefaultController) -> None:
        controller.enqueue("a")
        controller.enqueue("b")
        controller.close()

    left, right = ReadableStream({"start": start}).tee()
    cancelled = left.cancel()  # (settles once the other branch cancels or the source closes)
    reader = right.getReader()
    out = []
    while not (result := await_sync(reader.read()))["done"]:
        out.append(result["value"])
    assert out == ["a", "b"]
    assert await_sync(cancelled) is None
    assert await_sync(left.getReader().read()) == {"value": None, "done": True}


def test_tee_errors_both_branches_when_the_original_errors() -> None:
    controllers: list[ReadableStreamDefaultController] = []
    left, right = ReadableStream({"start": controllers.append}).tee()
    controllers[0].error(OSError("x"))
    _flush()
    for branch in (left, right):
        with pytest.raises(OSError):
            await_sync(branch.getReader().closed)


def test_tee_cancel_of_one_branch_does_not_cancel_the_original() -> None:
    reasons: list[Any] = []
    original = ReadableStream({"cancel": reasons.append})
    left, _ = original.tee()
    cancelled = left.cancel("one")
    _flush()
    assert reasons == [] and not cancelled.done()


# default-reader.any.js


def test_a_reader_of_a_closed_or_errored_stream() -> None:
    closed = ReadableStream({"start": lambda c: c.close()})
    reader = closed.getReader()
    assert await_sync(reader.closed) is None
    assert await_sync(reader.read()) == {"value": None, "done": True}
    errored = ReadableStream({"start": lambda c: c.error(ValueError("e"))})
    reader = errored.getReader()
    with pytest.raises(ValueError):
        await_sync(reader.closed)
    with pytest.raises(ValueError):
        await_sync(reader.read())


def test_release_lock_with_pending_reads_rejects_them() -> None:
    stream = ReadableStream()
    reader = stream.getReader()
    reads = [reader.read(), reader.read()]
    reader.releaseLock()
    for read in reads:
        with pytest.raises(TypeError):
            await_sync(read)
    second = stream.getReader()  # (the lock released)
    with pytest.raises(TypeError):
        await_sync(reader.closed)
    assert not second.closed.done()


def test_reading_twice_on_a_stream_that_fulfils_twice() -> None:
    controllers: list[ReadableStreamDefaultController] = []
    reader = ReadableStream({"start": controllers.append}).getReader()
    first, second = reader.read(), reader.read()
    controllers[0].enqueue("a")
    controllers[0].enqueue("b")
    assert await_sync(first) == {"value": "a", "done": False}
    assert await_sync(second) == {"value": "b", "done": False}
