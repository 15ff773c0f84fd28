"""Writable streams (https://streams.spec.whatwg.org/#ws): ``WritableStream``, its default
controller and its default writer, with their abstract operations.

The controller's ``signal`` (an ``AbortSignal``, the DOM's: a layer above) is not there; an
underlying sink learns of an abort through its ``abort`` callback.
"""

from __future__ import annotations

from collections import deque

from webapi.eventloop import (
    Promise,
    promise_from_result,
    promise_rejected_with,
    promise_resolved_with,
)
from webapi.js import RangeError

from ._queuing import (
    QueueContainer,
    dequeue_value,
    enqueue_value_with_size,
    extract_high_water_mark,
    extract_size_algorithm,
    is_missing,
    member,
    reset_queue,
    underlying_callback,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Literal

__all__ = [
    "WritableStream",
    "WritableStreamDefaultController",
    "WritableStreamDefaultWriter",
    "acquire_writable_stream_default_writer",
    "create_writable_stream",
    "writable_stream_abort",
    "writable_stream_close_queued_or_in_flight",
    "writable_stream_default_controller_error_if_needed",
    "writable_stream_default_writer_close_with_error_propagation",
    "writable_stream_default_writer_release",
    "writable_stream_default_writer_write",
]

#: https://streams.spec.whatwg.org/#close-sentinel
_CLOSE_SENTINEL: Any = object()


class _PendingAbortRequest:
    """https://streams.spec.whatwg.org/#pending-abort-request"""

    __slots__ = ("promise", "reason", "was_already_erroring")

    def __init__(self, promise: Promise, reason: object, was_already_erroring: bool) -> None:
        self.promise = promise
        self.reason = reason
        self.was_already_erroring = was_already_erroring


class WritableStream:
    """https://streams.spec.whatwg.org/#ws-class: ``WritableStream(underlyingSink=None,
    strategy=None)``. The underlying sink is a ``dict`` or an object with ``start(controller)``,
    ``write(chunk, controller)``, ``close()`` and ``abort(reason)`` (each optional: sync
    functions or ``async def``); the strategy as a ``ReadableStream``'s."""

    __slots__ = (
        "__weakref__",
        "_backpressure",
        "_close_request",
        "_controller",
        "_in_flight_close_request",
        "_in_flight_write_request",
        "_pending_abort_request",
        "_state",
        "_stored_error",
        "_write_requests",
        "_writer",
    )

    def __init__(self, underlyingSink: object = None, strategy: object = None) -> None:
        # https://streams.spec.whatwg.org/#ws-constructor
        sink = underlyingSink
        if not is_missing(member(sink, "type")):  # 3.
            raise RangeError("Failed to construct 'WritableStream': Invalid type is specified")
        self._initialize()
        size_algorithm = extract_size_algorithm(strategy)
        high_water_mark = extract_high_water_mark(strategy, 1)
        set_up_writable_stream_default_controller_from_underlying_sink(
            self, sink, high_water_mark, size_algorithm
        )

    def _initialize(self) -> None:
        """https://streams.spec.whatwg.org/#initialize-writable-stream"""
        self._state: Literal["writable", "closed", "erroring", "errored"] = "writable"
        self._stored_error: Any = None
        self._writer: WritableStreamDefaultWriter | None = None
        self._controller: WritableStreamDefaultController | None = None
        self._in_flight_write_request: Promise | None = None
        self._close_request: Promise | None = None
        self._in_flight_close_request: Promise | None = None
        self._pending_abort_request: _PendingAbortRequest | None = None
        self._write_requests: deque[Promise] = deque()
        self._backpressure = False

    @property
    def locked(self) -> bool:
        """https://streams.spec.whatwg.org/#ws-locked"""
        return self._writer is not None

    def abort(self, reason: object = None) -> Promise:
        """https://streams.spec.whatwg.org/#ws-abort"""
        if self._writer is not None:
            return promise_rejected_with(
                TypeError("Failed to execute 'abort' on 'WritableStream': the stream is locked")
            )
        return writable_stream_abort(self, reason)

    def close(self) -> Promise:
        """https://streams.spec.whatwg.org/#ws-close"""
        if self._writer is not None:
            return promise_rejected_with(
                TypeError("Failed to execute 'close' on 'WritableStream': the stream is locked")
            )
        if writable_stream_close_queued_or_in_flight(self):
            return promise_rejected_with(
                TypeError("Failed to execute 'close' on 'WritableStream': the stream is closing")
            )
        return writable_stream_close(self)

    def getWriter(self) -> WritableStreamDefaultWriter:
        """https://streams.spec.whatwg.org/#ws-get-writer"""
        return acquire_writable_stream_default_writer(self)

    get_writer = getWriter

    def __repr__(self) -> str:
        locked = " locked" if self._writer is not None else ""
        return f"<WritableStream {self._state}{locked}>"


class WritableStreamDefaultController:
    """https://streams.spec.whatwg.org/#ws-default-controller-class: what the underlying
    sink's ``start`` and ``write`` are given: ``error(e)``."""

    __slots__ = (
        "_abort_algorithm",
        "_close_algorithm",
        "_queue",
        "_started",
        "_strategy_hwm",
        "_strategy_size_algorithm",
        "_stream",
        "_write_algorithm",
    )

    _abort_algorithm: Callable[[Any], Promise] | None
    _close_algorithm: Callable[[], Promise] | None
    _queue: QueueContainer
    _started: bool
    _strategy_hwm: float
    _strategy_size_algorithm: Callable[[Any], float] | None
    _stream: WritableStream
    _write_algorithm: Callable[[Any], Promise] | None

    def __init__(self) -> None:
        raise TypeError("Illegal constructor")

    def error(self, e: object = None) -> None:
        """https://streams.spec.whatwg.org/#ws-default-controller-error"""
        if self._stream._state != "writable":
            return
        writable_stream_default_controller_error(self, e)

    def _abort_steps(self, reason: object) -> Promise:
        """https://streams.spec.whatwg.org/#ws-default-controller-private-abort"""
        assert self._abort_algorithm is not None
        result = self._abort_algorithm(reason)
        writable_stream_default_controller_clear_algorithms(self)
        return result

    def _error_steps(self) -> None:
        """https://streams.spec.whatwg.org/#ws-default-controller-private-error"""
        reset_queue(self._queue)

    def __repr__(self) -> str:
        return f"<WritableStreamDefaultController stream={self._stream!r}>"


class WritableStreamDefaultWriter:
    """https://streams.spec.whatwg.org/#default-writer-class: ``await writer.write(chunk)``,
    ``await writer.ready`` (backpressure), ``close()``, ``abort(reason)``, ``releaseLock()``."""

    __slots__ = ("_closed_promise", "_ready_promise", "_stream")

    _closed_promise: Promise
    _ready_promise: Promise
    _stream: WritableStream | None

    def __init__(self, stream: WritableStream) -> None:
        if not isinstance(stream, WritableStream):
            raise TypeError(
                "Failed to construct 'WritableStreamDefaultWriter': parameter 1 is not of "
                "type 'WritableStream'."
            )
        set_up_writable_stream_default_writer(self, stream)

    @property
    def closed(self) -> Promise:
        """https://streams.spec.whatwg.org/#default-writer-closed"""
        return self._closed_promise

    @property
    def desiredSize(self) -> float | None:
        """https://streams.spec.whatwg.org/#default-writer-desired-size"""
        if self._stream is None:
            raise TypeError("The writer has no stream (its lock was released)")
        return writable_stream_default_writer_get_desired_size(self)

    desired_size = desiredSize

    @property
    def ready(self) -> Promise:
        """https://streams.spec.whatwg.org/#default-writer-ready"""
        return self._ready_promise

    def abort(self, reason: object = None) -> Promise:
        """https://streams.spec.whatwg.org/#default-writer-abort"""
        if self._stream is None:
            return promise_rejected_with(TypeError("The writer has no stream"))
        return writable_stream_abort(self._stream, reason)

    def close(self) -> Promise:
        """https://streams.spec.whatwg.org/#default-writer-close"""
        stream = self._stream
        if stream is None:
            return promise_rejected_with(TypeError("The writer has no stream"))
        if writable_stream_close_queued_or_in_flight(stream):
            return promise_rejected_with(TypeError("The stream is closing or closed"))
        return writable_stream_close(stream)

    def releaseLock(self) -> None:
        """https://streams.spec.whatwg.org/#default-writer-release-lock"""
        if self._stream is None:
            return
        writable_stream_default_writer_release(self)

    release_lock = releaseLock

    def write(self, chunk: object = None) -> Promise:
        """https://streams.spec.whatwg.org/#default-writer-write"""
        if self._stream is None:
            return promise_rejected_with(TypeError("The writer has no stream"))
        return writable_stream_default_writer_write(self, chunk)

    def __repr__(self) -> str:
        return f"<WritableStreamDefaultWriter stream={self._stream!r}>"


# --- abstract operations of writable streams (https://streams.spec.whatwg.org/#ws-abstract-ops)


def acquire_writable_stream_default_writer(stream: WritableStream) -> WritableStreamDefaultWriter:
    """https://streams.spec.whatwg.org/#acquire-writable-stream-default-writer"""
    writer = WritableStreamDefaultWriter.__new__(WritableStreamDefaultWriter)
    set_up_writable_stream_default_writer(writer, stream)
    return writer


def create_writable_stream(
    start_algorithm: Callable[[], object],
    write_algorithm: Callable[[Any], Promise],
    close_algorithm: Callable[[], Promise],
    abort_algorithm: Callable[[Any], Promise],
    high_water_mark: float,
    size_algorithm: Callable[[Any], float],
) -> WritableStream:
    """https://streams.spec.whatwg.org/#create-writable-stream"""
    stream = WritableStream.__new__(WritableStream)
    stream._initialize()
    controller = WritableStreamDefaultController.__new__(WritableStreamDefaultController)
    set_up_writable_stream_default_controller(
        stream,
        controller,
        start_algorithm,
        write_algorithm,
        close_algorithm,
        abort_algorithm,
        high_water_mark,
        size_algorithm,
    )
    return stream


def writable_stream_abort(stream: WritableStream, reason: object) -> Promise:
    """https://streams.spec.whatwg.org/#writable-stream-abort"""
    if stream._state in ("closed", "errored"):  # 1.
        return promise_resolved_with(None)
    if stream._pending_abort_request is not None:  # 4.
        return stream._pending_abort_request.promise
    was_already_erroring = False  # 6.
    if stream._state == "erroring":
        was_already_erroring = True
        reason = None
    promise = Promise()
    stream._pending_abort_request = _PendingAbortRequest(promise, reason, was_already_erroring)
    if not was_already_erroring:
        writable_stream_start_erroring(stream, reason)
    return promise


def writable_stream_close(stream: WritableStream) -> Promise:
    """https://streams.spec.whatwg.org/#writable-stream-close"""
    if stream._state in ("closed", "errored"):
        return promise_rejected_with(TypeError("The stream is closed or errored"))
    promise = Promise()
    stream._close_request = promise
    writer = stream._writer
    if writer is not None and stream._backpressure and stream._state == "writable":
        writer._ready_promise._resolve(None)
    assert stream._controller is not None
    writable_stream_default_controller_close(stream._controller)
    return promise


def writable_stream_add_write_request(stream: WritableStream) -> Promise:
    """https://streams.spec.whatwg.org/#writable-stream-add-write-request"""
    promise = Promise()
    stream._write_requests.append(promise)
    return promise


def writable_stream_deal_with_rejection(stream: WritableStream, error: object) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-deal-with-rejection"""
    if stream._state == "writable":
        writable_stream_start_erroring(stream, error)
        return
    writable_stream_finish_erroring(stream)


def writable_stream_start_erroring(stream: WritableStream, reason: object) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-start-erroring"""
    controller = stream._controller
    assert controller is not None
    stream._state = "erroring"
    stream._stored_error = reason
    writer = stream._writer
    if writer is not None:
        writable_stream_default_writer_ensure_ready_promise_rejected(writer, reason)
    if not writable_stream_has_operation_marked_in_flight(stream) and controller._started:
        writable_stream_finish_erroring(stream)


def writable_stream_finish_erroring(stream: WritableStream) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-finish-erroring"""
    stream._state = "errored"
    assert stream._controller is not None
    stream._controller._error_steps()
    stored_error = stream._stored_error
    requests, stream._write_requests = stream._write_requests, deque()
    for request in requests:
        request._reject(stored_error)
    abort_request = stream._pending_abort_request
    if abort_request is None:
        writable_stream_reject_close_and_closed_promise_if_needed(stream)
        return
    stream._pending_abort_request = None
    if abort_request.was_already_erroring:
        abort_request.promise._reject(stored_error)
        writable_stream_reject_close_and_closed_promise_if_needed(stream)
        return
    promise = stream._controller._abort_steps(abort_request.reason)

    def fulfilled(_: object) -> None:
        abort_request.promise._resolve(None)
        writable_stream_reject_close_and_closed_promise_if_needed(stream)

    def rejected(reason: object) -> None:
        abort_request.promise._reject(reason)
        writable_stream_reject_close_and_closed_promise_if_needed(stream)

    promise._upon_fulfillment(fulfilled)
    promise._upon_rejection(rejected)


def writable_stream_finish_in_flight_write(stream: WritableStream) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-finish-in-flight-write"""
    assert stream._in_flight_write_request is not None
    stream._in_flight_write_request._resolve(None)
    stream._in_flight_write_request = None


def writable_stream_finish_in_flight_write_with_error(
    stream: WritableStream, error: object
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-finish-in-flight-write-with-error"""
    assert stream._in_flight_write_request is not None
    stream._in_flight_write_request._reject(error)
    stream._in_flight_write_request = None
    writable_stream_deal_with_rejection(stream, error)


def writable_stream_finish_in_flight_close(stream: WritableStream) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-finish-in-flight-close"""
    assert stream._in_flight_close_request is not None
    stream._in_flight_close_request._resolve(None)
    stream._in_flight_close_request = None
    if stream._state == "erroring":
        stream._stored_error = None
        if stream._pending_abort_request is not None:
            stream._pending_abort_request.promise._resolve(None)
            stream._pending_abort_request = None
    stream._state = "closed"
    writer = stream._writer
    if writer is not None:
        writer._closed_promise._resolve(None)


def writable_stream_finish_in_flight_close_with_error(
    stream: WritableStream, error: object
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-finish-in-flight-close-with-error"""
    assert stream._in_flight_close_request is not None
    stream._in_flight_close_request._reject(error)
    stream._in_flight_close_request = None
    if stream._pending_abort_request is not None:
        stream._pending_abort_request.promise._reject(error)
        stream._pending_abort_request = None
    writable_stream_deal_with_rejection(stream, error)


def writable_stream_close_queued_or_in_flight(stream: WritableStream) -> bool:
    """https://streams.spec.whatwg.org/#writable-stream-close-queued-or-in-flight"""
    return stream._close_request is not None or stream._in_flight_close_request is not None


def writable_stream_has_operation_marked_in_flight(stream: WritableStream) -> bool:
    """https://streams.spec.whatwg.org/#writable-stream-has-operation-marked-in-flight"""
    return (
        stream._in_flight_write_request is not None or stream._in_flight_close_request is not None
    )


def writable_stream_reject_close_and_closed_promise_if_needed(stream: WritableStream) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-reject-close-and-closed-promise-if-needed"""
    if stream._close_request is not None:
        stream._close_request._reject(stream._stored_error)
        stream._close_request = None
    writer = stream._writer
    if writer is not None:
        writer._closed_promise._reject(stream._stored_error)
        writer._closed_promise._handled = True


def writable_stream_update_backpressure(stream: WritableStream, backpressure: bool) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-update-backpressure"""
    writer = stream._writer
    if writer is not None and backpressure != stream._backpressure:
        if backpressure:
            writer._ready_promise = Promise()
        else:
            writer._ready_promise._resolve(None)
    stream._backpressure = backpressure


# --- writers (https://streams.spec.whatwg.org/#ws-writer-abstract-ops)


def set_up_writable_stream_default_writer(
    writer: WritableStreamDefaultWriter, stream: WritableStream
) -> None:
    """https://streams.spec.whatwg.org/#set-up-writable-stream-default-writer"""
    if stream._writer is not None:
        raise TypeError(
            "Failed to construct 'WritableStreamDefaultWriter': the stream is locked to a writer"
        )
    writer._stream = stream
    stream._writer = writer
    state = stream._state
    if state == "writable":
        if not writable_stream_close_queued_or_in_flight(stream) and stream._backpressure:
            writer._ready_promise = Promise()
        else:
            writer._ready_promise = promise_resolved_with(None)
        writer._closed_promise = Promise()
    elif state == "erroring":
        writer._ready_promise = promise_rejected_with(stream._stored_error)
        writer._ready_promise._handled = True
        writer._closed_promise = Promise()
    elif state == "closed":
        writer._ready_promise = promise_resolved_with(None)
        writer._closed_promise = promise_resolved_with(None)
    else:
        writer._ready_promise = promise_rejected_with(stream._stored_error)
        writer._ready_promise._handled = True
        writer._closed_promise = promise_rejected_with(stream._stored_error)
        writer._closed_promise._handled = True


def writable_stream_default_writer_close_with_error_propagation(
    writer: WritableStreamDefaultWriter,
) -> Promise:
    """https://streams.spec.whatwg.org/#writable-stream-default-writer-close-with-error-propagation"""
    stream = writer._stream
    assert stream is not None
    if writable_stream_close_queued_or_in_flight(stream) or stream._state == "closed":
        return promise_resolved_with(None)
    if stream._state == "errored":
        return promise_rejected_with(stream._stored_error)
    return writable_stream_close(stream)


def _rejected_or_replaced(promise: Promise, error: object) -> Promise:
    """What "ensure closed promise rejected" and "ensure ready promise rejected" do to a
    writer's promise: ``promise`` rejected with ``error`` where it is pending, else a new
    promise rejected with it; the answer marked as handled."""
    if not promise.done():
        promise._reject(error)
    else:
        promise = promise_rejected_with(error)
    promise._handled = True
    return promise


def writable_stream_default_writer_ensure_closed_promise_rejected(
    writer: WritableStreamDefaultWriter, error: object
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-writer-ensure-closed-promise-rejected"""
    writer._closed_promise = _rejected_or_replaced(writer._closed_promise, error)


def writable_stream_default_writer_ensure_ready_promise_rejected(
    writer: WritableStreamDefaultWriter, error: object
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-writer-ensure-ready-promise-rejected"""
    writer._ready_promise = _rejected_or_replaced(writer._ready_promise, error)


def writable_stream_default_writer_get_desired_size(
    writer: WritableStreamDefaultWriter,
) -> float | None:
    """https://streams.spec.whatwg.org/#writable-stream-default-writer-get-desired-size"""
    stream = writer._stream
    assert stream is not None and stream._controller is not None
    if stream._state in ("errored", "erroring"):
        return None
    if stream._state == "closed":
        return 0.0
    return writable_stream_default_controller_get_desired_size(stream._controller)


def writable_stream_default_writer_release(writer: WritableStreamDefaultWriter) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-writer-release"""
    stream = writer._stream
    assert stream is not None and stream._writer is writer
    released_error = TypeError("The writer's lock was released")
    writable_stream_default_writer_ensure_ready_promise_rejected(writer, released_error)
    writable_stream_default_writer_ensure_closed_promise_rejected(writer, released_error)
    stream._writer = None
    writer._stream = None


def writable_stream_default_writer_write(
    writer: WritableStreamDefaultWriter, chunk: object
) -> Promise:
    """https://streams.spec.whatwg.org/#writable-stream-default-writer-write"""
    stream = writer._stream
    assert stream is not None and stream._controller is not None
    controller = stream._controller
    chunk_size = writable_stream_default_controller_get_chunk_size(controller, chunk)
    if stream is not writer._stream:
        return promise_rejected_with(TypeError("The writer's lock was released"))
    state = stream._state
    if state == "errored":
        return promise_rejected_with(stream._stored_error)
    if writable_stream_close_queued_or_in_flight(stream) or state == "closed":
        return promise_rejected_with(TypeError("The stream is closing or closed"))
    if state == "erroring":
        return promise_rejected_with(stream._stored_error)
    promise = writable_stream_add_write_request(stream)
    writable_stream_default_controller_write(controller, chunk, chunk_size)
    return promise


# --- the default controller (https://streams.spec.whatwg.org/#ws-default-controller-abstract-ops)


def set_up_writable_stream_default_controller(
    stream: WritableStream,
    controller: WritableStreamDefaultController,
    start_algorithm: Callable[[], object],
    write_algorithm: Callable[[Any], Promise],
    close_algorithm: Callable[[], Promise],
    abort_algorithm: Callable[[Any], Promise],
    high_water_mark: float,
    size_algorithm: Callable[[Any], float],
) -> None:
    """https://streams.spec.whatwg.org/#set-up-writable-stream-default-controller"""
    controller._stream = stream
    stream._controller = controller
    controller._queue = QueueContainer()
    controller._started = False
    controller._strategy_size_algorithm = size_algorithm
    controller._strategy_hwm = high_water_mark
    controller._write_algorithm = write_algorithm
    controller._close_algorithm = close_algorithm
    controller._abort_algorithm = abort_algorithm
    backpressure = writable_stream_default_controller_get_backpressure(controller)
    writable_stream_update_backpressure(stream, backpressure)
    start_result = start_algorithm()
    start_promise = promise_resolved_with(start_result)

    def fulfilled(_: object) -> None:
        controller._started = True
        writable_stream_default_controller_advance_queue_if_needed(controller)

    def rejected(r: object) -> None:
        controller._started = True
        writable_stream_deal_with_rejection(stream, r)

    start_promise._upon_fulfillment(fulfilled)
    start_promise._upon_rejection(rejected)


def set_up_writable_stream_default_controller_from_underlying_sink(
    stream: WritableStream,
    sink: object,
    high_water_mark: float,
    size_algorithm: Callable[[Any], float],
) -> None:
    """https://streams.spec.whatwg.org/#set-up-writable-stream-default-controller-from-underlying-sink"""
    controller = WritableStreamDefaultController.__new__(WritableStreamDefaultController)
    start = underlying_callback(sink, "start")
    write = underlying_callback(sink, "write")
    close = underlying_callback(sink, "close")
    abort = underlying_callback(sink, "abort")

    def start_algorithm() -> object:
        if start is None:
            return None
        result = start(controller)
        if result is not None and hasattr(result, "__await__"):
            return promise_from_result(lambda: result)
        return result

    def write_algorithm(chunk: object) -> Promise:
        if write is None:
            return promise_resolved_with(None)
        return promise_from_result(lambda: write(chunk, controller))

    def close_algorithm() -> Promise:
        if close is None:
            return promise_resolved_with(None)
        return promise_from_result(close)

    def abort_algorithm(reason: object) -> Promise:
        if abort is None:
            return promise_resolved_with(None)
        return promise_from_result(lambda: abort(reason))

    set_up_writable_stream_default_controller(
        stream,
        controller,
        start_algorithm,
        write_algorithm,
        close_algorithm,
        abort_algorithm,
        high_water_mark,
        size_algorithm,
    )


def writable_stream_default_controller_advance_queue_if_needed(
    controller: WritableStreamDefaultController,
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-advance-queue-if-needed"""
    stream = controller._stream
    if not controller._started:
        return
    if stream._in_flight_write_request is not None:
        return
    if stream._state == "erroring":
        writable_stream_finish_erroring(stream)
        return
    if not controller._queue.queue:
        return
    value = controller._queue.queue[0][0]  # PeekQueueValue
    if value is _CLOSE_SENTINEL:
        writable_stream_default_controller_process_close(controller)
    else:
        writable_stream_default_controller_process_write(controller, value)


def writable_stream_default_controller_clear_algorithms(
    controller: WritableStreamDefaultController,
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-clear-algorithms"""
    controller._write_algorithm = None
    controller._close_algorithm = None
    controller._abort_algorithm = None
    controller._strategy_size_algorithm = None


def writable_stream_default_controller_close(controller: WritableStreamDefaultController) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-close"""
    enqueue_value_with_size(controller._queue, _CLOSE_SENTINEL, 0)
    writable_stream_default_controller_advance_queue_if_needed(controller)


def writable_stream_default_controller_error(
    controller: WritableStreamDefaultController, error: object
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-error"""
    stream = controller._stream
    writable_stream_default_controller_clear_algorithms(controller)
    writable_stream_start_erroring(stream, error)


def writable_stream_default_controller_error_if_needed(
    controller: WritableStreamDefaultController, error: object
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-error-if-needed"""
    if controller._stream._state == "writable":
        writable_stream_default_controller_error(controller, error)


def writable_stream_default_controller_get_backpressure(
    controller: WritableStreamDefaultController,
) -> bool:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-get-backpressure"""
    return writable_stream_default_controller_get_desired_size(controller) <= 0


def writable_stream_default_controller_get_chunk_size(
    controller: WritableStreamDefaultController, chunk: object
) -> float:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-get-chunk-size"""
    size = controller._strategy_size_algorithm
    if size is None:
        return 1.0
    try:
        return size(chunk)
    except Exception as error:
        writable_stream_default_controller_error_if_needed(controller, error)
        return 1.0


def writable_stream_default_controller_get_desired_size(
    controller: WritableStreamDefaultController,
) -> float:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-get-desired-size"""
    return controller._strategy_hwm - controller._queue.queue_total_size


def writable_stream_default_controller_process_close(
    controller: WritableStreamDefaultController,
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-process-close"""
    stream = controller._stream
    stream._in_flight_close_request, stream._close_request = stream._close_request, None
    dequeue_value(controller._queue)
    assert controller._close_algorithm is not None
    sink_close_promise = controller._close_algorithm()
    writable_stream_default_controller_clear_algorithms(controller)
    sink_close_promise._upon_fulfillment(lambda _: writable_stream_finish_in_flight_close(stream))
    sink_close_promise._upon_rejection(
        lambda reason: writable_stream_finish_in_flight_close_with_error(stream, reason)
    )


def writable_stream_default_controller_process_write(
    controller: WritableStreamDefaultController, chunk: object
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-process-write"""
    stream = controller._stream
    stream._in_flight_write_request = stream._write_requests.popleft()
    assert controller._write_algorithm is not None
    sink_write_promise = controller._write_algorithm(chunk)

    def fulfilled(_: object) -> None:
        writable_stream_finish_in_flight_write(stream)
        dequeue_value(controller._queue)
        if not writable_stream_close_queued_or_in_flight(stream) and stream._state == "writable":
            backpressure = writable_stream_default_controller_get_backpressure(controller)
            writable_stream_update_backpressure(stream, backpressure)
        writable_stream_default_controller_advance_queue_if_needed(controller)

    def rejected(reason: object) -> None:
        if stream._state == "writable":
            writable_stream_default_controller_clear_algorithms(controller)
        writable_stream_finish_in_flight_write_with_error(stream, reason)

    sink_write_promise._upon_fulfillment(fulfilled)
    sink_write_promise._upon_rejection(rejected)


def writable_stream_default_controller_write(
    controller: WritableStreamDefaultController, chunk: object, chunk_size: float
) -> None:
    """https://streams.spec.whatwg.org/#writable-stream-default-controller-write"""
    try:
        enqueue_value_with_size(controller._queue, chunk, chunk_size)
    except Exception as error:
        writable_stream_default_controller_error_if_needed(controller, error)
        return
    stream = controller._stream
    if not writable_stream_close_queued_or_in_flight(stream) and stream._state == "writable":
        backpressure = writable_stream_default_controller_get_backpressure(controller)
        writable_stream_update_backpressure(stream, backpressure)
    writable_stream_default_controller_advance_queue_if_needed(controller)
