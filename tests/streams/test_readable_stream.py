"""ReadableStream with its default controller and reader, written from the Streams Standard
(https://streams.spec.whatwg.org/#rs): what a source's start, pull and cancel see, the
reads' results, locking, cancel, errors, tee(), ReadableStream.from_() and ``async for``."""

from __future__ import annotations

import asyncio
from contextlib import aclosing
from typing import Any

import pytest

from webapi.eventloop import Promise
from webapi.js import RangeError, await_sync
from webapi.streams import (
    CountQueuingStrategy,
    ReadableStream,
    ReadableStreamDefaultController,
    ReadableStreamDefaultReader,
)


def _run(coroutine: Any) -> Any:
    return asyncio.run(coroutine)


def _read_all(stream: ReadableStream) -> list[Any]:
    reader = stream.getReader()
    out = []
    while True:
        result = await_sync(reader.read())
        if result["done"]:
            return out
        out.append(result["value"])


def test_start_enqueues_then_reads_give_value_done_dicts() -> None:
    def start(controller: ReadableStreamDefaultController) -> None:
        controller.enqueue("a")
        controller.enqueue("b")
        controller.close()

    reader = ReadableStream({"start": start}).getReader()
    assert await_sync(reader.read()) == {"value": "a", "done": False}
    assert await_sync(reader.read()) == {"value": "b", "done": False}
    assert await_sync(reader.read()) == {"value": None, "done": True}
    assert await_sync(reader.read()) == {"value": None, "done": True}
    assert await_sync(reader.closed) is None


def test_an_object_source_is_called_as_its_methods() -> None:
    class Source:
        def __init__(self) -> None:
            self.n = 0

        def pull(self, controller: ReadableStreamDefaultController) -> None:
            self.n += 1
            if self.n > 2:
                controller.close()
            else:
                controller.enqueue(self.n)

    assert _read_all(ReadableStream(Source())) == [1, 2]


def test_pull_is_called_up_to_the_high_water_mark_after_start() -> None:
    calls: list[float | None] = []

    def pull(controller: ReadableStreamDefaultController) -> None:
        calls.append(controller.desiredSize)
        controller.enqueue(len(calls))

    ReadableStream({"pull": pull}, CountQueuingStrategy({"highWaterMark": 3}))
    assert calls == []  # (start's promise settles in a microtask: no pull yet)
    from webapi.eventloop import current_event_loop

    current_event_loop().run_microtasks()
    # each pull's promise settles in a microtask before the next pull: 3, then 2, then 1
    assert calls == [3.0, 2.0, 1.0]


def test_desired_size_and_a_size_function() -> None:
    controllers: list[ReadableStreamDefaultController] = []
    ReadableStream(
        {"start": controllers.append}, {"highWaterMark": 10, "size": lambda chunk: len(chunk)}
    )
    controller = controllers[0]
    assert controller.desiredSize == 10
    controller.enqueue("abcd")
    assert controller.desired_size == 6
    controller.close()
    assert controller.desiredSize == 6  # (closing requested: the queue is still there)


def test_a_size_that_is_not_a_number_errors_the_stream_with_a_range_error() -> None:
    controllers: list[ReadableStreamDefaultController] = []
    stream = ReadableStream({"start": controllers.append}, {"size": lambda chunk: "big"})
    with pytest.raises(RangeError):
        controllers[0].enqueue("x")
    with pytest.raises(RangeError):
        await_sync(stream.getReader().read())


def test_invalid_high_water_marks_are_range_errors() -> None:
    with pytest.raises(RangeError):
        ReadableStream({}, {"highWaterMark": -1})
    with pytest.raises(RangeError):
        ReadableStream({}, {"highWaterMark": float("nan")})
    with pytest.raises(TypeError):
        CountQueuingStrategy({})
    assert CountQueuingStrategy(highWaterMark=2).highWaterMark == 2
    assert CountQueuingStrategy.size("anything") == 1


def test_locked_readers_and_release_lock() -> None:
    stream = ReadableStream()
    assert not stream.locked
    reader = stream.getReader()
    assert stream.locked
    with pytest.raises(TypeError):
        stream.getReader()
    with pytest.raises(TypeError):
        ReadableStreamDefaultReader(stream)
    with pytest.raises(TypeError):
        await_sync(stream.cancel())
    pending = reader.read()
    reader.releaseLock()
    assert not stream.locked
    with pytest.raises(TypeError):  # the pending read is rejected with a TypeError
        await_sync(pending)
    with pytest.raises(TypeError):
        await_sync(reader.closed)
    with pytest.raises(TypeError):
        await_sync(reader.read())
    assert isinstance(stream.get_reader(), ReadableStreamDefaultReader)


def test_a_byob_reader_needs_a_byte_stream() -> None:
    with pytest.raises(TypeError, match="byte source"):
        ReadableStream().getReader({"mode": "byob"})
    with pytest.raises(TypeError, match="ReadableStreamReaderMode"):
        ReadableStream().getReader({"mode": "other"})


def test_cancel_calls_the_source_and_closes_the_stream() -> None:
    reasons: list[Any] = []
    controllers: list[ReadableStreamDefaultController] = []

    def start(controller: ReadableStreamDefaultController) -> None:
        controllers.append(controller)
        controller.enqueue("queued")

    stream = ReadableStream({"start": start, "cancel": reasons.append})
    reader = stream.getReader()
    assert await_sync(reader.cancel("why")) is None
    assert reasons == ["why"]
    assert await_sync(reader.read()) == {"value": None, "done": True}  # (the queue dropped)
    with pytest.raises(TypeError):
        controllers[0].enqueue("late")


def test_error_rejects_reads_and_closed() -> None:
    controllers: list[ReadableStreamDefaultController] = []
    stream = ReadableStream({"start": controllers.append})
    reader = stream.getReader()
    pending = reader.read()
    error = ValueError("boom")
    controllers[0].error(error)
    with pytest.raises(ValueError, match="boom"):
        await_sync(pending)
    with pytest.raises(ValueError, match="boom"):
        await_sync(reader.closed)
    assert controllers[0].desiredSize is None
    with pytest.raises(ValueError):
        await_sync(stream.cancel()) if not stream.locked else await_sync(reader.cancel())


def test_start_raising_is_the_constructors_exception_and_pull_raising_errors() -> None:
    def start(controller: object) -> None:
        raise KeyError("start")

    with pytest.raises(KeyError):
        ReadableStream({"start": start})

    def pull(controller: object) -> None:
        raise LookupError("pull")

    with pytest.raises(LookupError):
        await_sync(ReadableStream({"pull": pull}).getReader().read())


@pytest.mark.needs_loop_run
def test_async_sources_under_asyncio() -> None:
    async def main() -> list[Any]:
        count = 0

        async def start(controller: ReadableStreamDefaultController) -> None:
            await asyncio.sleep(0.001)
            controller.enqueue("started")

        async def pull(controller: ReadableStreamDefaultController) -> None:
            nonlocal count
            await asyncio.sleep(0)
            count += 1
            if count > 2:
                controller.close()
            else:
                controller.enqueue(count)

        stream = ReadableStream({"start": start, "pull": pull})
        return [chunk async for chunk in stream]

    assert _run(main()) == ["started", 1, 2]


@pytest.mark.needs_loop_run
def test_promises_go_to_create_task_and_are_awaited_twice() -> None:
    async def main() -> tuple[Any, Any, Any]:
        reader = ReadableStream.from_(["x"]).getReader()
        promise = reader.read()
        assert isinstance(promise, Promise)
        first = await asyncio.create_task(promise)
        return first, await promise, await reader.read()

    assert _run(main()) == (
        {"value": "x", "done": False},
        {"value": "x", "done": False},
        {"value": None, "done": True},
    )
    assert asyncio.run(ReadableStream().cancel()) is None


def test_a_pending_read_without_a_loop_is_a_runtime_error() -> None:
    with pytest.raises(RuntimeError):
        await_sync(ReadableStream().getReader().read())


def test_tee_gives_both_branches_every_chunk_and_cancels_with_both_reasons() -> None:
    left, right = ReadableStream.from_([1, 2, 3]).tee()
    assert _read_all(left) == [1, 2, 3]
    assert _read_all(right) == [1, 2, 3]

    reasons: list[Any] = []
    source = ReadableStream({"cancel": reasons.append})
    one, two = source.tee()
    assert source.locked
    first = one.cancel("a")
    assert reasons == []
    second = two.cancel("b")
    await_sync(first)
    await_sync(second)
    assert reasons == [["a", "b"]]


@pytest.mark.needs_loop_run
def test_from_iterables_async_iterables_and_non_iterables() -> None:
    assert _read_all(ReadableStream.from_(["a", "b"])) == ["a", "b"]
    assert _read_all(ReadableStream.from_(iter("xy"))) == ["x", "y"]

    async def agen() -> Any:
        yield 1
        await asyncio.sleep(0)
        yield 2

    async def main() -> list[Any]:
        return [chunk async for chunk in ReadableStream.from_(agen())]

    assert _run(main()) == [1, 2]
    with pytest.raises(TypeError):
        ReadableStream.from_(5)


def test_from_pulls_lazily_and_cancel_closes_the_generator() -> None:
    taken: list[int] = []
    closed: list[bool] = []

    def gen() -> Any:
        try:
            for i in range(100):
                taken.append(i)
                yield i
        finally:
            closed.append(True)

    stream = ReadableStream.from_(gen())
    reader = stream.getReader()
    assert await_sync(reader.read())["value"] == 0
    assert taken == [0]  # (the high water mark is 0: one item for one read)
    await_sync(reader.cancel())
    assert closed == [True]


@pytest.mark.needs_loop_run
def test_async_for_break_cancels_unless_prevent_cancel() -> None:
    async def main(prevent: bool) -> tuple[bool, list[Any], str]:
        reasons: list[Any] = []
        stream = ReadableStream({"pull": lambda c: c.enqueue("x"), "cancel": reasons.append})
        async with aclosing(stream.values(preventCancel=prevent)) as chunks:
            async for _ in chunks:
                break
        return stream.locked, reasons, repr(stream)

    assert _run(main(False)) == (False, [None], "<ReadableStream closed>")
    assert _run(main(True)) == (False, [], "<ReadableStream readable>")


@pytest.mark.needs_loop_run
def test_async_for_raises_the_streams_error() -> None:
    async def main() -> None:
        def pull(controller: ReadableStreamDefaultController) -> None:
            controller.error(OSError("gone"))

        async for _ in ReadableStream({"pull": pull}):
            pass

    with pytest.raises(OSError, match="gone"):
        _run(main())


def test_the_controller_has_no_public_constructor() -> None:
    with pytest.raises(TypeError):
        ReadableStreamDefaultController()
