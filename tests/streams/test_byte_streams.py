"""Readable byte streams, written from the Streams Standard
(https://streams.spec.whatwg.org/#rbs-model): a ``type: "bytes"`` source, BYOB reads into the
caller's buffer (``min`` included), ``byobRequest`` with ``respond``/``respondWithNewView``
and their errors, ``autoAllocateChunkSize``, a default reader of a byte stream, releasing and
cancelling with a read pending, and the byte stream's tee."""

from __future__ import annotations

import array
from typing import Any

import pytest

from webapi.js import RangeError, await_sync
from webapi.streams import (
    ReadableByteStreamController,
    ReadableStream,
    ReadableStreamBYOBReader,
    ReadableStreamBYOBRequest,
)


def _controlled(**source: Any) -> tuple[ReadableStream, ReadableByteStreamController]:
    """A byte stream and its controller (kept by ``start``)."""
    controllers: list[ReadableByteStreamController] = []
    start = source.pop("start", None)

    def keep(controller: ReadableByteStreamController) -> None:
        controllers.append(controller)
        if start is not None:
            start(controller)

    stream = ReadableStream({"type": "bytes", "start": keep, **source})
    return stream, controllers[0]


def test_a_byob_read_fills_the_callers_buffer_in_place() -> None:
    def pull(controller: ReadableByteStreamController) -> None:
        request = controller.byobRequest
        assert isinstance(request, ReadableStreamBYOBRequest)
        view = request.view
        assert view is not None and view.nbytes == 8 and not view.readonly
        view[:3] = b"abc"
        request.respond(3)
        assert request.view is None  # (answered: invalidated)
        assert controller.byobRequest is None

    stream = ReadableStream({"type": "bytes", "pull": pull})
    reader = stream.getReader({"mode": "byob"})
    assert isinstance(reader, ReadableStreamBYOBReader)
    buffer = bytearray(8)
    result = await_sync(reader.read(buffer))
    assert result["done"] is False
    assert bytes(result["value"]) == b"abc"
    assert buffer == b"abc" + bytes(5)  # the bytes are in the caller's own buffer
    result["value"][0] = ord("z")  # the result is a view of that same memory
    assert buffer[0] == ord("z")


def test_a_byob_read_of_a_typed_array_keeps_its_format_and_reads_into_an_offset() -> None:
    stream, controller = _controlled()
    controller.enqueue(bytes([1, 0, 2, 0, 3]))
    reader = stream.get_reader(mode="byob")
    numbers = array.array("H", [9, 9, 9, 9])
    result = await_sync(reader.read(numbers))
    # two whole elements: the odd byte stays queued for the next read
    assert result["value"].format == "H" and result["value"].tolist() == [1, 2]
    assert numbers.tolist() == [1, 2, 9, 9]
    buffer = bytearray(b"......")
    result = await_sync(reader.read(memoryview(buffer)[4:]))
    assert bytes(result["value"]) == b"\x03"
    assert buffer == b"....\x03."


def test_min_waits_for_that_many_elements_across_chunks() -> None:
    stream, controller = _controlled()
    reader = stream.getReader(mode="byob")
    pending = reader.read(bytearray(6), {"min": 4})
    controller.enqueue(b"ab")
    await_sync(ReadableStream.from_([]).getReader().read())  # (a microtask checkpoint)
    assert not pending.done()
    controller.enqueue(b"cde")
    assert bytes(await_sync(pending)["value"]) == b"abcde"


def test_min_is_checked_as_the_standard_says() -> None:
    stream, _ = _controlled()
    reader = stream.getReader(mode="byob")
    with pytest.raises(RangeError):
        await_sync(reader.read(array.array("i", [0, 0]), min=3))  # more than its 2 elements
    with pytest.raises(TypeError):
        await_sync(reader.read(bytearray(2), {"min": 0}))
    with pytest.raises(TypeError):
        await_sync(reader.read(bytearray(0)))  # an empty view
    with pytest.raises(TypeError, match="read-only"):
        await_sync(reader.read(b"immutable"))
    with pytest.raises(TypeError):
        await_sync(reader.read("text"))  # not a buffer


def test_closing_with_a_min_read_pending_gives_what_was_filled() -> None:
    stream, controller = _controlled()
    reader = stream.getReader(mode="byob")
    pending = reader.read(bytearray(4), min=4)
    controller.enqueue(b"xy")
    controller.close()
    request = controller.byobRequest
    assert request is not None
    request.respond(0)  # (a closed stream's pending read is answered with 0 bytes)
    result = await_sync(pending)
    assert result["done"] is True and bytes(result["value"]) == b"xy"
    done = await_sync(reader.read(bytearray(3)))
    assert done["done"] is True and done["value"].nbytes == 0


def test_respond_errors_are_type_and_range_errors() -> None:
    stream, controller = _controlled()
    reader = stream.getReader(mode="byob")
    reader.read(bytearray(4))
    request = controller.byobRequest
    assert request is not None
    with pytest.raises(TypeError):
        request.respond(0)  # readable: 0 bytes is refused
    with pytest.raises(RangeError):
        request.respond(5)  # more than the view holds
    with pytest.raises(TypeError):
        request.respond(-1)  # [EnforceRange] unsigned long long
    view = request.view
    assert view is not None
    with pytest.raises(TypeError):
        request.respondWithNewView(view[0:0])  # readable: an empty view is refused
    with pytest.raises(RangeError):
        request.respondWithNewView(bytearray(2))  # other memory
    with pytest.raises(RangeError):
        request.respondWithNewView(view[1:3])  # not from the request's first byte
    view[:2] = b"ok"
    request.respond_with_new_view(view[:2])
    with pytest.raises(TypeError):
        request.respond(1)  # answered: the request is invalidated


def test_respond_on_a_closed_stream_takes_only_zero() -> None:
    stream, controller = _controlled()
    reader = stream.getReader(mode="byob")
    pending = reader.read(bytearray(4))
    controller.close()
    request = controller.byobRequest
    assert request is not None and request.view is not None
    with pytest.raises(TypeError):
        request.respond(1)
    with pytest.raises(TypeError):
        request.respondWithNewView(request.view[:1])
    request.respondWithNewView(request.view[:0])
    assert await_sync(pending)["done"] is True


def test_auto_allocate_chunk_size_gives_a_default_read_a_byob_request() -> None:
    sizes = []

    def pull(controller: ReadableByteStreamController) -> None:
        request = controller.byobRequest
        assert request is not None and request.view is not None
        sizes.append(request.view.nbytes)
        request.view[:2] = b"hi"
        request.respond(2)

    stream = ReadableStream({"type": "bytes", "pull": pull, "autoAllocateChunkSize": 16})
    result = await_sync(stream.getReader().read())
    assert result == {"value": b"hi", "done": False} and sizes == [16]
    with pytest.raises(TypeError):
        ReadableStream({"type": "bytes", "autoAllocateChunkSize": 0})
    with pytest.raises(TypeError):
        ReadableStream({"type": "bytes", "autoAllocateChunkSize": float("nan")})


def test_a_default_reader_of_a_byte_stream_reads_bytes() -> None:
    stream, controller = _controlled()
    chunk = b"kept"
    controller.enqueue(chunk)
    source = bytearray(b"copied")
    controller.enqueue(source)
    source[:] = b"CHANGE"  # (enqueue took its bytes: JavaScript transfers the buffer)
    controller.close()
    reader = stream.getReader()
    first = await_sync(reader.read())["value"]
    assert first is chunk
    assert await_sync(reader.read()) == {"value": b"copied", "done": False}
    assert await_sync(reader.read()) == {"value": None, "done": True}


def test_controller_methods_refuse_what_the_standard_refuses() -> None:
    _, controller = _controlled()
    assert controller.desiredSize == 0  # (a byte stream's default high water mark)
    with pytest.raises(TypeError):
        controller.enqueue(b"")
    with pytest.raises(TypeError):
        controller.enqueue("text")
    controller.close()
    with pytest.raises(TypeError):
        controller.enqueue(b"late")
    with pytest.raises(TypeError):
        controller.close()
    with pytest.raises(RangeError):
        ReadableStream({"type": "bytes"}, {"size": len})
    for cls in (ReadableByteStreamController, ReadableStreamBYOBRequest):
        with pytest.raises(TypeError, match="Illegal constructor"):
            cls()


def test_closing_mid_element_errors_the_stream() -> None:
    stream, controller = _controlled()
    reader = stream.getReader(mode="byob")
    pending = reader.read(array.array("I", [0]))
    request = controller.byobRequest
    assert request is not None
    request.respond(1)  # one byte of a four-byte element
    with pytest.raises(TypeError):
        controller.close()
    with pytest.raises(TypeError):
        await_sync(pending)
    assert stream._state == "errored"


def test_releasing_a_byob_reader_keeps_the_bytes_already_filled() -> None:
    stream, controller = _controlled()
    reader = stream.getReader(mode="byob")
    pending = reader.read(bytearray(4))
    request = controller.byobRequest
    assert request is not None and request.view is not None
    reader.releaseLock()
    with pytest.raises(TypeError):
        await_sync(pending)
    request.view[:2] = b"ok"
    request.respond(2)  # the bytes go to the queue, for the next reader
    assert await_sync(stream.getReader().read()) == {"value": b"ok", "done": False}


def test_cancel_resolves_a_pending_byob_read_without_its_memory() -> None:
    cancelled: list[object] = []
    stream, _ = _controlled(cancel=cancelled.append)
    reader = stream.getReader(mode="byob")
    pending = reader.read(bytearray(4))
    await_sync(reader.cancel("enough"))
    assert await_sync(pending) == {"value": None, "done": True}
    assert cancelled == ["enough"]
    await_sync(reader.closed)


def test_an_error_rejects_the_pending_byob_reads_and_closed() -> None:
    stream, controller = _controlled()
    reader = stream.getReader(mode="byob")
    first, second = reader.read(bytearray(1)), reader.read(bytearray(1))
    controller.error(ValueError("broken"))
    for promise in (first, second, reader.closed):
        with pytest.raises(ValueError, match="broken"):
            await_sync(promise)
    assert controller.desiredSize is None


def test_the_byte_tee_copies_the_chunks_of_the_second_branch() -> None:
    stream, controller = _controlled()
    chunk = bytearray(b"shared")
    controller.enqueue(chunk)
    controller.close()
    left, right = stream.tee()
    left_reader, right_reader = left.getReader(), right.getReader()
    left_chunk = await_sync(left_reader.read())["value"]
    right_chunk = await_sync(right_reader.read())["value"]
    assert left_chunk == right_chunk == b"shared"
    assert await_sync(left_reader.read())["done"] and await_sync(right_reader.read())["done"]


def test_a_byob_read_of_a_tee_branch_reads_into_its_buffer() -> None:
    stream, controller = _controlled()
    left, right = stream.tee()
    reader = left.getReader(mode="byob")
    buffer = bytearray(8)
    pending = reader.read(buffer)
    controller.enqueue(b"bytes")
    result = await_sync(pending)
    assert bytes(result["value"]) == b"bytes" and buffer.startswith(b"bytes")
    assert await_sync(right.getReader().read()) == {"value": b"bytes", "done": False}
    controller.close()
    assert await_sync(reader.read(bytearray(2)))["done"] is True


def test_canceling_both_branches_cancels_the_byte_stream() -> None:
    cancelled: list[object] = []
    stream, _ = _controlled(cancel=cancelled.append)
    left, right = stream.tee()
    left.cancel("a")
    await_sync(right.cancel("b"))
    assert cancelled == [["a", "b"]]


def test_pipe_and_async_iteration_read_a_byte_stream() -> None:
    from webapi.streams import WritableStream

    stream, controller = _controlled()
    controller.enqueue(b"one")
    controller.enqueue(b"two")
    controller.close()
    written: list[bytes] = []
    sink = WritableStream({"write": lambda chunk, _: written.append(chunk)})
    await_sync(stream.pipeTo(sink))
    assert written == [b"one", b"two"]
