"""Python ports, in our own words, of subtests of web-platform-tests'
``streams/readable-byte-streams/`` (``read-min.any.js``, ``respond-after-enqueue.any.js``,
``general.any.js``, ``tee.any.js``): BYOB reads with ``min``, what ``byobRequest`` offers after
each answer, a respond after an enqueue, releasing a reader with a read pending, and the tee's
branches read with BYOB and default readers, cancelled and closed. A JavaScript
``new Uint8Array(n)`` is a ``bytearray(n)``, a ``Uint16Array`` an ``array.array("H")``;
``flushAsyncEvents()`` is a microtask checkpoint."""

from __future__ import annotations

import array
from typing import Any

import pytest

from webapi.eventloop import Promise, current_event_loop
from webapi.js import await_sync
from webapi.streams import ReadableByteStreamController, ReadableStream


def _flush() -> None:
    current_event_loop().run_microtasks()


def _keeping(**source: Any) -> tuple[ReadableStream, list[ReadableByteStreamController]]:
    controllers: list[ReadableByteStreamController] = []
    stream = ReadableStream({"type": "bytes", "start": controllers.append, **source})
    return stream, controllers


# read-min.any.js


def test_read_min_then_read() -> None:
    sizes: list[int] = []

    def pull(controller: ReadableByteStreamController) -> None:
        request = controller.byobRequest
        assert request is not None and request.view is not None
        sizes.append(request.view.nbytes)
        if len(sizes) == 1:
            request.view[:2] = b"\x01\x02"
            request.respond(2)
        else:
            request.view[0] = len(sizes) + 1
            request.respond(1)

    reader = ReadableStream({"type": "bytes", "pull": pull}).getReader({"mode": "byob"})
    first = reader.read(bytearray(3), {"min": 3})
    second = reader.read(bytearray(1))
    assert bytes(await_sync(first)["value"]) == b"\x01\x02\x03"
    assert bytes(await_sync(second)["value"]) == b"\x04"
    assert sizes == [3, 1, 1]  # the first request's view shrinks to what is left


def test_enqueue_then_read_min_partially_then_read() -> None:
    def start(controller: ReadableByteStreamController) -> None:
        view = bytearray(16)
        view[0], view[8] = 1, 2
        controller.enqueue(view)

    stream = ReadableStream({"type": "bytes", "start": start, "pull": pytest.fail})
    byob = stream.getReader({"mode": "byob"})
    first = await_sync(byob.read(bytearray(8), {"min": 8}))["value"]
    assert first.nbytes == 8 and first[0] == 1
    byob.releaseLock()
    second = await_sync(stream.getReader().read())["value"]
    assert len(second) == 8 and second[0] == 2  # the rest of the chunk


def test_cancel_with_a_partially_filled_read_min() -> None:
    pulls = []

    def pull(controller: ReadableByteStreamController) -> None:
        request = controller.byobRequest
        assert request is not None and request.view is not None
        pulls.append(request.view.nbytes)
        request.view[0] = 1
        request.respond(1)
        assert request.view is None
        view = controller.byobRequest.view  # type: ignore[union-attr]
        pulls.append(view.nbytes)  # type: ignore[union-attr]

    stream = ReadableStream({"type": "bytes", "pull": pull})
    _flush()
    assert not pulls
    reader = stream.getReader({"mode": "byob"})
    read = reader.read(bytearray(3), {"min": 3})
    assert pulls == [3, 2]  # (pull runs at once: the stream has started)
    reader.cancel()
    assert await_sync(read) == {"value": None, "done": True}
    assert len(pulls) == 2
    await_sync(reader.closed)


def test_three_bytes_closed_then_a_two_element_uint16_min_read_fails() -> None:
    def start(controller: ReadableByteStreamController) -> None:
        controller.enqueue(b"\xaa\xbb\xcc")
        controller.close()

    stream = ReadableStream({"type": "bytes", "start": start, "pull": pytest.fail})
    reader = stream.getReader({"mode": "byob"})
    with pytest.raises(TypeError):
        await_sync(reader.read(array.array("H", [0, 0]), {"min": 2}))
    with pytest.raises(TypeError):
        await_sync(reader.closed)


def test_a_uint16_min_read_then_three_bytes_then_close_throws() -> None:
    stream, controllers = _keeping(pull=pytest.fail)
    reader = stream.getReader({"mode": "byob"})
    read = reader.read(array.array("H", [0, 0]), {"min": 2})
    controllers[0].enqueue(b"\xaa\xbb\xcc")
    with pytest.raises(TypeError):
        controllers[0].close()
    with pytest.raises(TypeError):
        await_sync(read)
    with pytest.raises(TypeError):
        await_sync(reader.closed)


def test_tee_with_read_min_on_one_branch_and_read_on_the_other() -> None:
    pulls = []
    stream, controllers = _keeping(pull=pulls.append)
    reader1, reader2 = (branch.getReader({"mode": "byob"}) for branch in stream.tee())
    _flush()
    assert not pulls
    read1 = reader1.read(bytearray(3), {"min": 3})
    read2 = reader2.read(bytearray(1))
    assert len(pulls) == 1  # (branch 1's pull reads the source into branch 1's buffer)
    request = controllers[0].byobRequest
    assert request is not None and request.view is not None and request.view.nbytes == 3
    request.view[0] = 1
    request.respond(1)
    assert bytes(await_sync(read2)["value"]) == b"\x01"
    assert len(pulls) == 2
    request = controllers[0].byobRequest
    assert request is not None and request.view is not None and request.view.nbytes == 2
    request.view[:2] = b"\x02\x03"
    request.respond(2)
    assert bytes(await_sync(read1)["value"]) == b"\x01\x02\x03"
    assert bytes(await_sync(reader2.read(bytearray(2)))["value"]) == b"\x02\x03"
    assert len(pulls) == 2


# respond-after-enqueue.any.js


@pytest.mark.parametrize("cached", [False, True])
def test_respond_after_enqueue_does_not_break_the_read(cached: bool) -> None:
    def pull(controller: ReadableByteStreamController) -> None:
        request = controller.byobRequest
        controller.enqueue(b"\x01\x02\x03")
        if not cached:
            request = controller.byobRequest  # (None now: the enqueue answered the read)
        request.respond(10)  # type: ignore[union-attr]  (throws: the pull rejects)

    stream = ReadableStream({"type": "bytes", "autoAllocateChunkSize": 10, "pull": pull})
    assert await_sync(stream.getReader().read()) == {"value": b"\x01\x02\x03", "done": False}


def test_respond_after_enqueue_with_two_reads() -> None:
    def pull(controller: ReadableByteStreamController) -> None:
        controller.enqueue(b"\x01\x02\x03")
        controller.byobRequest.respond(2)  # type: ignore[union-attr]

    reader = ReadableStream(
        {"type": "bytes", "autoAllocateChunkSize": 10, "pull": pull}
    ).getReader()
    first, second = reader.read(), reader.read()
    assert await_sync(first) == {"value": b"\x01\x02\x03", "done": False}
    assert await_sync(second) == {"value": b"\x00\x00", "done": False}


# general.any.js


def test_respond_3_to_a_two_element_uint16_read_queues_the_odd_byte() -> None:
    views = []

    def pull(controller: ReadableByteStreamController) -> None:
        request = controller.byobRequest
        assert request is not None and request.view is not None
        views.append(request.view.nbytes)
        request.view[:3] = b"\x01\x02\x03"
        request.respond(3)

    reader = ReadableStream({"type": "bytes", "pull": pull}).getReader({"mode": "byob"})
    first = await_sync(reader.read(array.array("H", [0, 0])))["value"]
    assert first.nbytes == 2 and first.tobytes() == b"\x01\x02"
    second = await_sync(reader.read(bytearray(1)))["value"]
    assert bytes(second) == b"\x03" and views == [4]


def test_default_reader_auto_allocate_and_a_byob_request_answered_after_close() -> None:
    stream, controllers = _keeping(autoAllocateChunkSize=128)
    read = stream.getReader().read()
    request = controllers[0].byobRequest
    assert request is not None
    controllers[0].close()
    request.respond(0)
    assert await_sync(read) == {"value": None, "done": True}


def test_release_with_a_read_pending_then_a_second_reader_gets_the_respond() -> None:
    stream, controllers = _keeping()
    _flush()
    controller = controllers[0]
    reader1 = stream.getReader({"mode": "byob"})
    read1 = reader1.read(bytearray(b"\x01\x02\x03"))
    request = controller.byobRequest
    assert request is not None and request.view is not None
    assert bytes(request.view) == b"\x01\x02\x03"
    reader1.releaseLock()  # rejects the read, keeps the request
    reader2 = stream.getReader({"mode": "byob"})
    buffer2 = bytearray(b"\x04\x05\x06")
    read2 = reader2.read(buffer2)
    assert controller.byobRequest is request
    with pytest.raises(TypeError):
        await_sync(read1)
    request.view[0] = 11
    request.respond(1)
    assert controller.byobRequest is None
    assert bytes(await_sync(read2)["value"]) == b"\x0b" and buffer2 == b"\x0b\x05\x06"


def test_a_half_filled_uint16_read_released_then_a_default_read_and_enqueue() -> None:
    stream, controllers = _keeping()
    _flush()
    controller = controllers[0]
    reader1 = stream.getReader({"mode": "byob"})
    read1 = reader1.read(array.array("H", [0]))
    request1 = controller.byobRequest
    assert request1 is not None and request1.view is not None
    request1.view[0] = 0x11
    request1.respond(1)  # half of the element: the read waits
    request2 = controller.byobRequest
    assert request2 is not None and request2.view is not None and request2.view.nbytes == 1
    reader1.releaseLock()
    reader2 = stream.getReader()
    read2 = reader2.read()
    assert controller.byobRequest is request2
    with pytest.raises(TypeError):
        await_sync(read1)
    controller.enqueue(b"\x22")
    assert controller.byobRequest is None
    assert await_sync(read2) == {"value": b"\x11", "done": False}
    assert await_sync(reader2.read()) == {"value": b"\x22", "done": False}


def test_respond_throws_once_canceled() -> None:
    requests = []

    def pull(controller: ReadableByteStreamController) -> Any:
        requests.append(controller.byobRequest)
        return Promise()  # (never settles: the pull stays pending)

    reader = ReadableStream({"type": "bytes", "pull": pull}).getReader({"mode": "byob"})
    read = reader.read(bytearray(16))
    _flush()
    cancel = reader.cancel("meh")
    with pytest.raises(TypeError):
        requests[0].respond(0)
    assert await_sync(read) == {"value": None, "done": True}
    await_sync(cancel)


# tee.any.js


def test_tee_cancel_branch1_then_respond_to_branch2() -> None:
    stream, controllers = _keeping()
    reader1, reader2 = (branch.getReader({"mode": "byob"}) for branch in stream.tee())
    read1 = reader1.read(bytearray(b"\x11"))
    _flush()
    read2 = reader2.read(bytearray(b"\x22"))
    _flush()
    request = controllers[0].byobRequest
    assert request is not None and request.view is not None
    assert bytes(request.view) == b"\x11"  # (reading into branch 1's buffer)
    reader1.cancel()
    assert await_sync(read1) == {"value": None, "done": True}
    request = controllers[0].byobRequest
    assert request is not None and request.view is not None and bytes(request.view) == b"\x11"
    request.view[0] = 0x33
    request.respond(1)
    assert bytes(await_sync(read2)["value"]) == b"\x33"


def test_tee_pull_with_a_byob_reader_then_with_a_default_reader() -> None:
    had_request = []

    def pull(controller: ReadableByteStreamController) -> None:
        had_request.append(controller.byobRequest is not None)
        controller.enqueue(bytes([len(had_request)]))

    branch1, _ = ReadableStream({"type": "bytes", "pull": pull}).tee()
    reader1 = branch1.getReader({"mode": "byob"})
    assert bytes(await_sync(reader1.read(bytearray(b"\x11")))["value"]) == b"\x01"
    reader1.releaseLock()
    assert await_sync(branch1.getReader().read()) == {"value": b"\x02", "done": False}
    assert had_request == [True, False]


@pytest.mark.parametrize("byob_branch", [0, 1])
def test_tee_close_with_a_default_read_on_one_branch_and_a_byob_read_on_the_other(
    byob_branch: int,
) -> None:
    stream, controllers = _keeping()
    branches = stream.tee()
    byob = branches[byob_branch].getReader({"mode": "byob"})
    default = branches[1 - byob_branch].getReader()
    _flush()
    default_read = default.read()
    byob_read = byob.read(bytearray(b"\x22"))
    _flush()
    assert controllers[0].byobRequest is None  # (the default read pulls without a buffer)
    controllers[0].close()
    assert await_sync(default_read) == {"value": None, "done": True}
    result = await_sync(byob_read)
    assert result["done"] is True and result["value"].nbytes == 0  # its buffer given back


def test_tee_close_with_byob_reads_pending_on_both_branches() -> None:
    stream, controllers = _keeping()
    reader1, reader2 = (branch.getReader({"mode": "byob"}) for branch in stream.tee())
    _flush()
    read1 = reader1.read(bytearray(b"\x11"))
    read2 = reader2.read(bytearray(b"\x22"))
    _flush()
    request = controllers[0].byobRequest
    assert request is not None and request.view is not None and bytes(request.view) == b"\x11"
    controllers[0].close()
    request.respond(0)
    for read in (read1, read2):
        result = await_sync(read)
        assert result["done"] is True and result["value"].nbytes == 0


def test_tee_enqueue_and_close_while_both_branches_pull() -> None:
    stream, controllers = _keeping()
    reader1, reader2 = (branch.getReader() for branch in stream.tee())
    reads1 = [reader1.read(), reader1.read()]
    reads2 = [reader2.read(), reader2.read()]
    _flush()
    controllers[0].enqueue(b"\x11")
    controllers[0].close()
    for reads in (reads1, reads2):
        assert await_sync(reads[0]) == {"value": b"\x11", "done": False}
        assert await_sync(reads[1]) == {"value": None, "done": True}


def test_tee_respond_and_close_while_both_branches_pull() -> None:
    stream, controllers = _keeping()
    reader1, reader2 = (branch.getReader({"mode": "byob"}) for branch in stream.tee())
    reads1 = [reader1.read(bytearray(1)), reader1.read(bytearray(1))]
    reads2 = [reader2.read(bytearray(1)), reader2.read(bytearray(1))]
    _flush()
    request = controllers[0].byobRequest
    assert request is not None and request.view is not None
    request.view[0] = 0x11
    request.respond(1)
    controllers[0].close()
    for reads in (reads1, reads2):
        first = await_sync(reads[0])
        assert first["done"] is False and bytes(first["value"]) == b"\x11"
        second = await_sync(reads[1])
        assert second["done"] is True and second["value"].nbytes == 0
