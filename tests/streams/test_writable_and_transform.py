"""WritableStream, TransformStream and piping, written from the Streams Standard
(https://streams.spec.whatwg.org/#ws, #ts, #rs-pipe-to): a sink's calls in order, backpressure
through ``ready``, close and abort, errors, a transformer's transform and flush, and
``pipeTo``'s four propagations with their ``prevent*`` options."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.js import RangeError, await_sync
from webapi.streams import (
    ReadableStream,
    ReadableStreamDefaultController,
    TransformStream,
    TransformStreamDefaultController,
    WritableStream,
    WritableStreamDefaultController,
    WritableStreamDefaultWriter,
)


class _Sink:
    def __init__(self) -> None:
        self.calls: list[Any] = []

    def write(self, chunk: object, controller: WritableStreamDefaultController) -> None:
        self.calls.append(("write", chunk))

    def close(self) -> None:
        self.calls.append(("close",))

    def abort(self, reason: object) -> None:
        self.calls.append(("abort", reason))


def _read_all(stream: ReadableStream) -> list[Any]:
    reader = stream.getReader()
    out = []
    while not (result := await_sync(reader.read()))["done"]:
        out.append(result["value"])
    return out


def test_a_writer_writes_then_closes_in_order() -> None:
    sink = _Sink()
    stream = WritableStream(sink)
    writer = stream.getWriter()
    assert stream.locked and isinstance(writer, WritableStreamDefaultWriter)
    writes = [writer.write("a"), writer.write("b")]
    closing = writer.close()
    for promise in [*writes, closing]:
        assert await_sync(promise) is None
    assert sink.calls == [("write", "a"), ("write", "b"), ("close",)]
    assert await_sync(writer.closed) is None
    with pytest.raises(TypeError):
        await_sync(writer.write("late"))


@pytest.mark.needs_loop_run
def test_backpressure_shows_in_ready_and_desired_size() -> None:
    async def main() -> list[Any]:
        seen: list[Any] = []

        async def write(chunk: object, controller: object) -> None:
            await asyncio.sleep(0.001)

        writer = WritableStream({"write": write}, {"highWaterMark": 2}).getWriter()
        await writer.ready
        seen.append(writer.desiredSize)
        writer.write(1)
        writer.write(2)
        seen.append((writer.desiredSize, writer.ready.done()))
        await writer.ready
        seen.append(writer.ready.done())
        await writer.close()
        seen.append(writer.desired_size)
        return seen

    assert asyncio.run(main()) == [2.0, (0.0, False), True, 0.0]


def test_abort_rejects_pending_writes_and_calls_the_sink() -> None:
    sink = _Sink()
    writer = WritableStream(sink).getWriter()
    await_sync(writer.write("x"))
    assert await_sync(writer.abort("stop")) is None
    assert sink.calls == [("write", "x"), ("abort", "stop")]
    with pytest.raises(Exception) as caught:
        await_sync(writer.closed)
    assert caught.value.args == ("stop",)  # (a reason that is no exception, wrapped)


def test_a_sink_write_error_errors_the_stream() -> None:
    def write(chunk: object, controller: object) -> None:
        raise ValueError("disk full")

    stream = WritableStream({"write": write})
    writer = stream.getWriter()
    with pytest.raises(ValueError):
        await_sync(writer.write("x"))
    with pytest.raises(ValueError):
        await_sync(writer.closed)
    assert repr(stream) == "<WritableStream errored locked>"


def test_locked_streams_and_released_writers() -> None:
    stream = WritableStream()
    writer = stream.getWriter()
    with pytest.raises(TypeError):
        stream.getWriter()
    with pytest.raises(TypeError):
        await_sync(stream.close())
    writer.releaseLock()
    with pytest.raises(TypeError):
        writer.desiredSize  # noqa: B018
    assert await_sync(stream.close()) is None
    with pytest.raises(RangeError):
        WritableStream({"type": "bytes"})
    with pytest.raises(TypeError):
        WritableStreamDefaultController()


def test_a_transform_stream_transforms_and_flushes() -> None:
    def transform(chunk: str, controller: TransformStreamDefaultController) -> None:
        controller.enqueue(chunk.upper())
        controller.enqueue(len(chunk))

    def flush(controller: TransformStreamDefaultController) -> None:
        controller.enqueue("end")

    out = ReadableStream.from_(["ab", "c"]).pipeThrough(
        TransformStream({"transform": transform, "flush": flush})
    )
    assert _read_all(out) == ["AB", 2, "C", 1, "end"]


def test_the_identity_transform_and_terminate() -> None:
    assert _read_all(ReadableStream.from_([1, 2]).pipeThrough(TransformStream())) == [1, 2]

    def transform(chunk: int, controller: TransformStreamDefaultController) -> None:
        controller.enqueue(chunk)
        if chunk == 2:
            controller.terminate()

    stream = TransformStream({"transform": transform})
    out = ReadableStream.from_([1, 2, 3]).pipeThrough(stream)
    assert _read_all(out) == [1, 2]


@pytest.mark.needs_loop_run
def test_async_transformers_under_asyncio() -> None:
    async def main() -> list[Any]:
        async def transform(chunk: int, controller: TransformStreamDefaultController) -> None:
            await asyncio.sleep(0)
            controller.enqueue(chunk * 10)

        stream = ReadableStream.from_([1, 2, 3]).pipeThrough(
            TransformStream({"transform": transform})
        )
        return [chunk async for chunk in stream]

    assert asyncio.run(main()) == [10, 20, 30]


def test_pipe_to_writes_every_chunk_then_closes() -> None:
    sink = _Sink()
    assert await_sync(ReadableStream.from_("xyz").pipeTo(WritableStream(sink))) is None
    assert sink.calls == [("write", "x"), ("write", "y"), ("write", "z"), ("close",)]
    sink = _Sink()
    destination = WritableStream(sink)
    await_sync(ReadableStream.from_("x").pipe_to(destination, {"preventClose": True}))
    assert sink.calls == [("write", "x")] and not destination.locked


def test_pipe_to_propagates_a_source_error_forward_unless_prevent_abort() -> None:
    def pull(controller: ReadableStreamDefaultController) -> None:
        controller.error(OSError("source"))

    for prevent, expected in ((False, ["abort"]), (True, [])):
        sink = _Sink()
        piped = ReadableStream({"pull": pull}).pipeTo(
            WritableStream(sink), {"preventAbort": prevent}
        )
        with pytest.raises(OSError):
            await_sync(piped)
        assert [call[0] for call in sink.calls] == expected


def test_pipe_to_propagates_a_destination_error_backward_unless_prevent_cancel() -> None:
    def write(chunk: object, controller: object) -> None:
        raise ValueError("sink")

    for prevent, expected in ((False, 1), (True, 0)):
        cancels: list[Any] = []
        source = ReadableStream({"pull": lambda c: c.enqueue("x"), "cancel": cancels.append})
        piped = source.pipeTo(WritableStream({"write": write}), {"preventCancel": prevent})
        with pytest.raises(ValueError):
            await_sync(piped)
        assert len(cancels) == expected
        assert not source.locked


def test_pipe_to_a_closed_destination_cancels_the_source() -> None:
    destination = WritableStream()
    await_sync(destination.close())
    cancels: list[Any] = []
    with pytest.raises(TypeError):
        await_sync(ReadableStream({"cancel": cancels.append}).pipeTo(destination))
    assert len(cancels) == 1 and isinstance(cancels[0], TypeError)


def test_pipe_to_refuses_locked_streams() -> None:
    source = ReadableStream()
    source.getReader()
    with pytest.raises(TypeError):
        await_sync(source.pipeTo(WritableStream()))
    with pytest.raises(TypeError):
        source.pipeThrough(TransformStream())
    with pytest.raises(TypeError):
        await_sync(ReadableStream().pipeTo("not a stream"))  # type: ignore[arg-type]


def test_pipe_to_with_an_aborted_signal() -> None:
    from webapi.dom import AbortController

    controller = AbortController()
    controller.abort(KeyError("stop"))
    sink = _Sink()
    cancels: list[Any] = []
    piped = ReadableStream({"cancel": cancels.append}).pipeTo(
        WritableStream(sink), {"signal": controller.signal}
    )
    with pytest.raises(KeyError):
        await_sync(piped)
    assert [call[0] for call in sink.calls] == ["abort"] and len(cancels) == 1


def test_pipe_to_stops_when_its_signal_aborts_midway() -> None:
    from webapi.dom import AbortController
    from webapi.eventloop import current_event_loop

    controller = AbortController()
    sink = _Sink()
    cancels: list[Any] = []
    controllers: list[ReadableStreamDefaultController] = []
    source = ReadableStream({"start": controllers.append, "cancel": cancels.append})
    piped = source.pipeTo(WritableStream(sink), {"signal": controller.signal})
    controllers[0].enqueue("first")
    current_event_loop().run_microtasks()
    assert sink.calls == [("write", "first")] and not piped.done()
    controller.abort(KeyError("midway"))
    with pytest.raises(KeyError):
        await_sync(piped)
    assert sink.calls[1][0] == "abort" and len(cancels) == 1
    assert not source.locked
