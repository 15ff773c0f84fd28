"""Readable byte streams (https://streams.spec.whatwg.org/#rbs-model): the
``ReadableByteStreamController`` of a ``type: "bytes"`` source, the ``ReadableStreamBYOBReader``
that reads into the caller's buffer, the ``ReadableStreamBYOBRequest`` a source fills, and the
byte stream's tee.

Buffers as Python has them (docs/streams.md, "Byte streams"):

- An ``ArrayBufferView`` argument is any C-contiguous object with the buffer protocol: a
  ``memoryview`` (its ``format`` is the typed array's element type), a ``bytearray`` (a
  ``Uint8Array`` over all of it), an ``array.array`` (a typed array), a NumPy array. A view
  read into must be writable.
- A BYOB read writes into the caller's own memory, and its result is a ``memoryview`` of the
  same format over the bytes filled (the "new view onto the same backing memory"). JavaScript
  *transfers* the buffer, detaching the view given; Python cannot move a buffer's storage nor
  detach an object others hold, so nothing is detached: the view given stays usable and
  shares its memory with the result (do not write to it while the read is pending).
- ``enqueue(chunk)`` takes any bytes-like object: a ``bytes`` chunk is kept as it is, another
  is copied when enqueued (the copy stands for the transfer: the source may reuse its buffer,
  which JavaScript would have detached).
- A default reader's chunks of a byte stream are ``bytes`` (webapi's ``Uint8Array`` result,
  as ``TextEncoder.encode``'s), the very object enqueued where it was ``bytes`` and read whole.
- ``byobRequest.view`` is a writable ``memoryview`` (format ``B``) over the destination.
"""

from __future__ import annotations

import functools
from collections import deque

from webapi._webidl import integer_converter
from webapi.eventloop import (
    Promise,
    current_event_loop,
    promise_rejected_with,
    promise_resolved_with,
)
from webapi.js import RangeError

from ._queuing import is_missing, member
from ._readable import (
    ReadableStream,
    ReadableStreamDefaultReader,
    ReadableStreamGenericReader,
    ReadRequest,
    acquire_readable_stream_default_reader,
    locked_stream_error,
    readable_stream_add_read_request,
    readable_stream_cancel,
    readable_stream_close,
    readable_stream_default_reader_read,
    readable_stream_default_reader_release,
    readable_stream_error,
    readable_stream_fulfill_read_request,
    readable_stream_get_num_read_requests,
    readable_stream_reader_generic_initialize,
    readable_stream_reader_generic_release,
    underlying_source_algorithms,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Literal

__all__ = [
    "ReadIntoRequest",
    "ReadableByteStreamController",
    "ReadableStreamBYOBReader",
    "ReadableStreamBYOBRequest",
    "acquire_readable_stream_byob_reader",
    "create_readable_byte_stream",
    "readable_byte_stream_controller_close",
    "readable_byte_stream_controller_enqueue",
    "readable_byte_stream_controller_error",
    "readable_byte_stream_tee",
    "readable_stream_byob_reader_error_read_into_requests",
    "readable_stream_byob_reader_read",
    "readable_stream_byob_reader_release",
    "set_up_readable_byte_stream_controller_from_underlying_source",
]

_to_enforced_ull = integer_converter("unsigned long long", 64, False, enforce_range=True)


# --- buffers


def _view_bytes(value: object, prefix: str, writable: bool) -> tuple[memoryview, str, int]:
    """An ``ArrayBufferView`` argument: its bytes as a flat ``memoryview`` (format ``B``), its
    element format and its element size; a ``TypeError`` for what is not a buffer, not
    contiguous, or (``writable``) read-only."""
    try:
        view = memoryview(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{prefix}: parameter 1 is not of type 'ArrayBufferView'.") from None
    if not view.c_contiguous:
        raise TypeError(f"{prefix}: parameter 1 is not a contiguous buffer.")
    if writable and view.readonly:
        raise TypeError(
            f"{prefix}: parameter 1 is a read-only buffer ({type(value).__name__}): a read "
            "needs a writable view (bytearray, a memoryview of one, array.array)."
        )
    flat = view if view.format == "B" and view.ndim == 1 else view.cast("B")
    return flat, view.format, view.itemsize


def _as_format(view: memoryview, view_format: str) -> memoryview:
    """The view constructor's "Construct" over ``view``'s bytes: the same memory seen with the
    element format of the view read into (format ``B`` where ``memoryview.cast`` cannot)."""
    if view_format == "B":
        return view
    try:
        return view.cast(view_format)  # type: ignore[call-overload,no-any-return]
    except (TypeError, ValueError):
        return view


def _address(view: memoryview) -> int | None:
    """Where a writable, non-empty view's bytes start in memory (``None`` where it cannot be
    told): respondWithNewView's check that a view is over the request's memory at its place
    (JavaScript compares the view's buffer and ``byteOffset``)."""
    if view.readonly or not view.nbytes:
        return None
    try:
        import ctypes
    except ImportError:  # pragma: no cover (CPython and Pyodide have it)
        return None
    cell = ctypes.c_char.from_buffer(view)
    try:
        return ctypes.addressof(cell)
    finally:
        del cell


def _clone(chunk: object) -> bytes:
    """https://streams.spec.whatwg.org/#abstract-opdef-cloneasuint8array (a ``bytes`` chunk
    cannot change: it is its own copy)."""
    if type(chunk) is bytes:
        return chunk
    return memoryview(chunk).tobytes()  # type: ignore[arg-type]


# --- requests, descriptors, queue entries


class ReadIntoRequest:
    """https://streams.spec.whatwg.org/#read-into-request: chunk steps, close steps (given the
    chunk or ``None``), error steps."""

    __slots__ = ("_chunk", "_close", "_error")

    def __init__(
        self,
        chunk_steps: Callable[[Any], object],
        close_steps: Callable[[Any], object],
        error_steps: Callable[[Any], object],
    ) -> None:
        self._chunk = chunk_steps
        self._close = close_steps
        self._error = error_steps

    def chunk_steps(self, chunk: object) -> None:
        """https://streams.spec.whatwg.org/#read-into-request-chunk-steps"""
        self._chunk(chunk)

    def close_steps(self, chunk: object) -> None:
        """https://streams.spec.whatwg.org/#read-into-request-close-steps"""
        self._close(chunk)

    def error_steps(self, e: object) -> None:
        """https://streams.spec.whatwg.org/#read-into-request-error-steps"""
        self._error(e)


class _ReadIntoRequestOfRead(ReadIntoRequest):
    """The read-into request of ``byobReader.read(view)``
    (https://streams.spec.whatwg.org/#byob-reader-read step 9)."""

    __slots__ = ("promise",)

    def __init__(self, promise: Promise) -> None:  # (the base's slots unused)
        self.promise = promise

    def chunk_steps(self, chunk: object) -> None:
        """Resolve the promise with ``{"value": chunk, "done": False}``."""
        self.promise._resolve({"value": chunk, "done": False})

    def close_steps(self, chunk: object) -> None:
        """Resolve the promise with ``{"value": chunk, "done": True}``."""
        self.promise._resolve({"value": chunk, "done": True})

    def error_steps(self, e: object) -> None:
        """Reject the promise with ``e``."""
        self.promise._reject(e)


class _PullIntoDescriptor:
    """https://streams.spec.whatwg.org/#pull-into-descriptor. Its buffer is a writable flat
    view of the memory read into (the caller's view, or a ``bytearray`` allocated for a
    default reader); ``view_format`` is ``None`` for a default reader's (whose chunk is
    ``bytes``)."""

    __slots__ = (
        "buffer",
        "buffer_byte_length",
        "byte_length",
        "byte_offset",
        "bytes_filled",
        "element_size",
        "minimum_fill",
        "reader_type",
        "view_format",
    )

    def __init__(
        self,
        buffer: memoryview,
        byte_length: int,
        minimum_fill: int,
        element_size: int,
        view_format: str | None,
        reader_type: Literal["default", "byob", "none"],
    ) -> None:
        self.buffer = buffer
        self.buffer_byte_length = buffer.nbytes
        self.byte_offset = 0
        self.byte_length = byte_length
        self.bytes_filled = 0
        self.minimum_fill = minimum_fill
        self.element_size = element_size
        self.view_format = view_format
        self.reader_type = reader_type


class _QueueEntry:
    """https://streams.spec.whatwg.org/#readable-byte-stream-queue-entry"""

    __slots__ = ("buffer", "byte_length", "byte_offset")

    def __init__(self, buffer: bytes, byte_offset: int, byte_length: int) -> None:
        self.buffer = buffer
        self.byte_offset = byte_offset
        self.byte_length = byte_length


# --- the classes


class ReadableByteStreamController:
    """https://streams.spec.whatwg.org/#rbs-controller-class: what a ``type: "bytes"``
    source's ``start`` and ``pull`` are given: ``enqueue(chunk)`` (bytes-like), ``close()``,
    ``error(e)``, ``desiredSize``, and ``byobRequest`` (the pending read's destination, or
    ``None``)."""

    __slots__ = (
        "_auto_allocate_chunk_size",
        "_byob_request",
        "_cancel_algorithm",
        "_close_requested",
        "_pending_pull_intos",
        "_pull_again",
        "_pull_algorithm",
        "_pulling",
        "_queue",
        "_queue_total_size",
        "_started",
        "_strategy_hwm",
        "_stream",
    )

    _auto_allocate_chunk_size: int | None
    _byob_request: ReadableStreamBYOBRequest | None
    _cancel_algorithm: Callable[[Any], Promise]
    _close_requested: bool
    _pending_pull_intos: deque[_PullIntoDescriptor]
    _pull_again: bool
    _pull_algorithm: Callable[[], Promise]
    _pulling: bool
    _queue: deque[_QueueEntry]
    _queue_total_size: int
    _started: bool
    _strategy_hwm: float
    _stream: ReadableStream

    def __init__(self) -> None:
        raise TypeError("Illegal constructor")

    @property
    def byobRequest(self) -> ReadableStreamBYOBRequest | None:
        """https://streams.spec.whatwg.org/#rbs-controller-byob-request"""
        return readable_byte_stream_controller_get_byob_request(self)

    byob_request = byobRequest

    @property
    def desiredSize(self) -> float | None:
        """https://streams.spec.whatwg.org/#rbs-controller-desired-size"""
        return readable_byte_stream_controller_get_desired_size(self)

    desired_size = desiredSize

    def close(self) -> None:
        """https://streams.spec.whatwg.org/#rbs-controller-close"""
        if self._close_requested or self._stream._state != "readable":
            raise TypeError(
                "Failed to execute 'close' on 'ReadableByteStreamController': The stream is "
                "not in a state that permits close"
            )
        readable_byte_stream_controller_close(self)

    def enqueue(self, chunk: object) -> None:
        """https://streams.spec.whatwg.org/#rbs-controller-enqueue: ``chunk`` any bytes-like
        object (``bytes`` kept as it is, another copied)."""
        prefix = "Failed to execute 'enqueue' on 'ReadableByteStreamController'"
        flat, _, _ = _view_bytes(chunk, prefix, writable=False)
        if not flat.nbytes:
            raise TypeError(f"{prefix}: chunk is empty.")
        if self._close_requested:
            raise TypeError(f"{prefix}: close() was called.")
        if self._stream._state != "readable":
            raise TypeError(f"{prefix}: The stream is not in the readable state.")
        readable_byte_stream_controller_enqueue(self, chunk if type(chunk) is bytes else flat)

    def error(self, e: object = None) -> None:
        """https://streams.spec.whatwg.org/#rbs-controller-error"""
        readable_byte_stream_controller_error(self, e)

    # [[CancelSteps]], [[PullSteps]], [[ReleaseSteps]]

    def _cancel_steps(self, reason: object) -> Promise:
        """https://streams.spec.whatwg.org/#rbs-controller-private-cancel"""
        readable_byte_stream_controller_clear_pending_pull_intos(self)
        _reset_queue(self)
        result = self._cancel_algorithm(reason)
        readable_byte_stream_controller_clear_algorithms(self)
        return result

    def _pull_steps(self, read_request: ReadRequest) -> None:
        """https://streams.spec.whatwg.org/#rbs-controller-private-pull"""
        stream = self._stream
        if self._queue_total_size > 0:
            readable_byte_stream_controller_fill_read_request_from_queue(self, read_request)
            return
        size = self._auto_allocate_chunk_size
        if size is not None:
            try:
                buffer = memoryview(bytearray(size))
            except MemoryError as error:
                read_request.error_steps(RangeError(str(error) or "Array buffer allocation failed"))
                return
            self._pending_pull_intos.append(
                _PullIntoDescriptor(buffer, size, 1, 1, None, "default")
            )
        readable_stream_add_read_request(stream, read_request)
        readable_byte_stream_controller_call_pull_if_needed(self)

    def _release_steps(self) -> None:
        """https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamcontroller-releasesteps"""
        if self._pending_pull_intos:
            first = self._pending_pull_intos[0]
            first.reader_type = "none"
            self._pending_pull_intos = deque((first,))

    def __repr__(self) -> str:
        return f"<ReadableByteStreamController desiredSize={self.desiredSize!r}>"


class ReadableStreamBYOBRequest:
    """https://streams.spec.whatwg.org/#rs-byob-request-class: ``view`` (a writable
    ``memoryview`` of the destination's bytes not yet filled, ``None`` once answered), then
    ``respond(bytesWritten)`` or ``respondWithNewView(view)``."""

    __slots__ = ("_controller", "_view")

    _controller: ReadableByteStreamController | None
    _view: memoryview | None

    def __init__(self) -> None:
        raise TypeError("Illegal constructor")

    @property
    def view(self) -> memoryview | None:
        """https://streams.spec.whatwg.org/#rs-byob-request-view"""
        return self._view

    def respond(self, bytesWritten: int) -> None:
        """https://streams.spec.whatwg.org/#rs-byob-request-respond"""
        prefix = "Failed to execute 'respond' on 'ReadableStreamBYOBRequest'"
        bytes_written = _to_enforced_ull(bytesWritten, prefix, 1)
        if self._controller is None:
            raise TypeError(f"{prefix}: This BYOB request has been invalidated")
        readable_byte_stream_controller_respond(self._controller, bytes_written)

    def respondWithNewView(self, view: object) -> None:
        """https://streams.spec.whatwg.org/#rs-byob-request-respond-with-new-view: ``view``
        over the request's memory, from its first byte (a slice of :attr:`view`)."""
        prefix = "Failed to execute 'respondWithNewView' on 'ReadableStreamBYOBRequest'"
        flat, _, _ = _view_bytes(view, prefix, writable=False)
        if self._controller is None:
            raise TypeError(f"{prefix}: This BYOB request has been invalidated")
        readable_byte_stream_controller_respond_with_new_view(self._controller, flat)

    respond_with_new_view = respondWithNewView

    def __repr__(self) -> str:
        size = None if self._view is None else self._view.nbytes
        return f"<ReadableStreamBYOBRequest view={size!r} bytes>"


class ReadableStreamBYOBReader(ReadableStreamGenericReader):
    """https://streams.spec.whatwg.org/#byob-reader-class: ``await reader.read(view)`` fills
    ``view``'s memory and gives ``{"value": filled, "done": False}`` (``filled`` a
    ``memoryview`` of the bytes read, of ``view``'s format), ``{"value": empty, "done": True}``
    once the stream is closed (``{"value": None, "done": True}`` once canceled).
    ``read(view, {"min": n})`` (or ``min=n``) waits for ``n`` elements."""

    __slots__ = ("_closed_promise", "_read_into_requests", "_stream")

    _read_into_requests: deque[ReadIntoRequest]

    def __init__(self, stream: ReadableStream) -> None:
        # https://streams.spec.whatwg.org/#byob-reader-constructor
        if not isinstance(stream, ReadableStream):
            raise TypeError(
                "Failed to construct 'ReadableStreamBYOBReader': parameter 1 is not of type "
                "'ReadableStream'."
            )
        set_up_readable_stream_byob_reader(self, stream)

    def read(self, view: object, options: object = None, /, **members: Any) -> Promise:
        """https://streams.spec.whatwg.org/#byob-reader-read"""
        prefix = "Failed to execute 'read' on 'ReadableStreamBYOBReader'"
        try:
            flat, view_format, element_size = _view_bytes(view, prefix, writable=True)
            source: object = members if options is None else options
            given = member(source, "min")
            minimum = 1 if is_missing(given) else _to_enforced_ull(given, prefix, 2)
        except TypeError as error:
            return promise_rejected_with(error)
        if not flat.nbytes:  # 1., 2., 3. (a detached buffer is empty)
            return promise_rejected_with(TypeError(f"{prefix}: view's byte length is 0."))
        if minimum == 0:  # 4.
            return promise_rejected_with(TypeError(f"{prefix}: options.min must be positive."))
        if minimum > flat.nbytes // element_size:  # 5., 6.
            return promise_rejected_with(
                RangeError(f"{prefix}: options.min is greater than the view's length.")
            )
        if self._stream is None:  # 7.
            return promise_rejected_with(
                TypeError(f"{prefix}: the reader has no stream (its lock was released)")
            )
        promise = Promise()
        readable_stream_byob_reader_read(
            self, flat, view_format, element_size, minimum, _ReadIntoRequestOfRead(promise)
        )
        return promise

    def _release(self) -> None:
        """https://streams.spec.whatwg.org/#byob-reader-release-lock, step 2."""
        readable_stream_byob_reader_release(self)


# --- readers (https://streams.spec.whatwg.org/#rs-reader-abstract-ops)


def acquire_readable_stream_byob_reader(stream: ReadableStream) -> ReadableStreamBYOBReader:
    """https://streams.spec.whatwg.org/#acquire-readable-stream-byob-reader"""
    reader = ReadableStreamBYOBReader.__new__(ReadableStreamBYOBReader)
    set_up_readable_stream_byob_reader(reader, stream)
    return reader


def set_up_readable_stream_byob_reader(
    reader: ReadableStreamBYOBReader, stream: ReadableStream
) -> None:
    """https://streams.spec.whatwg.org/#set-up-readable-stream-byob-reader"""
    if stream._reader is not None:
        raise locked_stream_error("ReadableStreamBYOBReader")
    if not isinstance(stream._controller, ReadableByteStreamController):
        raise TypeError(
            "Failed to construct 'ReadableStreamBYOBReader': Cannot construct a "
            "ReadableStreamBYOBReader for a stream not constructed with a byte source"
        )
    readable_stream_reader_generic_initialize(reader, stream)
    reader._read_into_requests = deque()


def readable_stream_byob_reader_error_read_into_requests(
    reader: ReadableStreamBYOBReader, e: object
) -> None:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablestreambyobreadererrorreadintorequests"""
    requests, reader._read_into_requests = reader._read_into_requests, deque()
    for request in requests:
        request.error_steps(e)


def readable_stream_byob_reader_read(
    reader: ReadableStreamBYOBReader,
    view: memoryview,
    view_format: str,
    element_size: int,
    minimum: int,
    read_into_request: ReadIntoRequest,
) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-byob-reader-read (``view`` the flat
    bytes of the view read into, with its element format and size)."""
    stream = reader._stream
    assert stream is not None
    stream._disturbed = True
    if stream._state == "errored":
        read_into_request.error_steps(stream._stored_error)
    else:
        controller = stream._controller
        assert isinstance(controller, ReadableByteStreamController)
        readable_byte_stream_controller_pull_into(
            controller, view, view_format, element_size, minimum, read_into_request
        )


def readable_stream_byob_reader_release(reader: ReadableStreamBYOBReader) -> None:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablestreambyobreaderrelease"""
    readable_stream_reader_generic_release(reader)
    readable_stream_byob_reader_error_read_into_requests(
        reader, TypeError("The reader's lock was released")
    )


def _has_default_reader(stream: ReadableStream) -> bool:
    """https://streams.spec.whatwg.org/#readable-stream-has-default-reader"""
    return type(stream._reader) is ReadableStreamDefaultReader


def _has_byob_reader(stream: ReadableStream) -> bool:
    """https://streams.spec.whatwg.org/#readable-stream-has-byob-reader"""
    return type(stream._reader) is ReadableStreamBYOBReader


def readable_stream_add_read_into_request(
    stream: ReadableStream, read_into_request: ReadIntoRequest
) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-add-read-into-request"""
    reader = stream._reader
    assert isinstance(reader, ReadableStreamBYOBReader)
    reader._read_into_requests.append(read_into_request)


def readable_stream_fulfill_read_into_request(
    stream: ReadableStream, chunk: object, done: bool
) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-fulfill-read-into-request"""
    reader = stream._reader
    assert isinstance(reader, ReadableStreamBYOBReader) and reader._read_into_requests
    request = reader._read_into_requests.popleft()
    if done:
        request.close_steps(chunk)
    else:
        request.chunk_steps(chunk)


def readable_stream_get_num_read_into_requests(stream: ReadableStream) -> int:
    """https://streams.spec.whatwg.org/#readable-stream-get-num-read-into-requests"""
    reader = stream._reader
    assert isinstance(reader, ReadableStreamBYOBReader)
    return len(reader._read_into_requests)


# --- making byte streams


def create_readable_byte_stream(
    start_algorithm: Callable[[], object],
    pull_algorithm: Callable[[], Promise],
    cancel_algorithm: Callable[[Any], Promise],
) -> ReadableStream:
    """https://streams.spec.whatwg.org/#abstract-opdef-createreadablebytestream"""
    stream = ReadableStream.__new__(ReadableStream)
    stream._initialize()
    controller = ReadableByteStreamController.__new__(ReadableByteStreamController)
    set_up_readable_byte_stream_controller(
        stream, controller, start_algorithm, pull_algorithm, cancel_algorithm, 0, None
    )
    return stream


def set_up_readable_byte_stream_controller(
    stream: ReadableStream,
    controller: ReadableByteStreamController,
    start_algorithm: Callable[[], object],
    pull_algorithm: Callable[[], Promise],
    cancel_algorithm: Callable[[Any], Promise],
    high_water_mark: float,
    auto_allocate_chunk_size: int | None,
) -> None:
    """https://streams.spec.whatwg.org/#set-up-readable-byte-stream-controller"""
    assert stream._controller is None
    controller._stream = stream
    controller._pull_again = controller._pulling = False
    controller._byob_request = None
    _reset_queue(controller)
    controller._close_requested = controller._started = False
    controller._strategy_hwm = high_water_mark
    controller._pull_algorithm = pull_algorithm
    controller._cancel_algorithm = cancel_algorithm
    controller._auto_allocate_chunk_size = auto_allocate_chunk_size
    controller._pending_pull_intos = deque()
    stream._controller = controller
    start_result = start_algorithm()
    start_promise = promise_resolved_with(start_result)

    def started(_: object) -> None:
        controller._started = True
        readable_byte_stream_controller_call_pull_if_needed(controller)

    start_promise._upon_fulfillment(started)
    start_promise._upon_rejection(lambda r: readable_byte_stream_controller_error(controller, r))


def set_up_readable_byte_stream_controller_from_underlying_source(
    stream: ReadableStream, source: object, high_water_mark: float
) -> None:
    """https://streams.spec.whatwg.org/#set-up-readable-byte-stream-controller-from-underlying-source
    (``start``, ``pull`` and ``cancel`` as a default source's; ``autoAllocateChunkSize`` a
    positive integer)."""
    controller = ReadableByteStreamController.__new__(ReadableByteStreamController)
    start_algorithm, pull_algorithm, cancel_algorithm = underlying_source_algorithms(
        source, controller
    )
    given = member(source, "autoAllocateChunkSize", "auto_allocate_chunk_size")
    size: int | None = None
    if not is_missing(given):
        size = _to_enforced_ull(given, "Failed to construct 'ReadableStream'", 1)
        if size == 0:
            raise TypeError(
                "Failed to construct 'ReadableStream': autoAllocateChunkSize must be greater than 0"
            )

    set_up_readable_byte_stream_controller(
        stream, controller, start_algorithm, pull_algorithm, cancel_algorithm, high_water_mark, size
    )


# --- the byte stream controller (https://streams.spec.whatwg.org/#rbs-controller-abstract-ops)


def _reset_queue(controller: ReadableByteStreamController) -> None:
    """https://streams.spec.whatwg.org/#reset-queue"""
    controller._queue = deque()
    controller._queue_total_size = 0


def readable_byte_stream_controller_call_pull_if_needed(
    controller: ReadableByteStreamController,
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-call-pull-if-needed"""
    # (the default controller's steps again, written out for speed: see _readable's)
    if not readable_byte_stream_controller_should_call_pull(controller):
        return
    if controller._pulling:
        controller._pull_again = True
        return
    controller._pulling = True
    pull_promise = controller._pull_algorithm()

    def fulfilled(_: object) -> None:
        controller._pulling = False
        if controller._pull_again:
            controller._pull_again = False
            readable_byte_stream_controller_call_pull_if_needed(controller)

    pull_promise._upon_fulfillment(fulfilled)
    pull_promise._upon_rejection(lambda e: readable_byte_stream_controller_error(controller, e))


def _cleared_pull() -> Promise:
    return promise_resolved_with(None)


def _cleared_cancel(reason: object) -> Promise:
    return promise_resolved_with(None)


def readable_byte_stream_controller_clear_algorithms(
    controller: ReadableByteStreamController,
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-clear-algorithms"""
    controller._pull_algorithm = _cleared_pull
    controller._cancel_algorithm = _cleared_cancel


def readable_byte_stream_controller_clear_pending_pull_intos(
    controller: ReadableByteStreamController,
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-clear-pending-pull-intos"""
    readable_byte_stream_controller_invalidate_byob_request(controller)
    controller._pending_pull_intos = deque()


def readable_byte_stream_controller_close(controller: ReadableByteStreamController) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-close"""
    stream = controller._stream
    if controller._close_requested or stream._state != "readable":
        return
    if controller._queue_total_size > 0:
        controller._close_requested = True
        return
    if controller._pending_pull_intos:
        first = controller._pending_pull_intos[0]
        if first.bytes_filled % first.element_size:
            e = TypeError("Insufficient bytes to fill elements in the given buffer")
            readable_byte_stream_controller_error(controller, e)
            raise e
    readable_byte_stream_controller_clear_algorithms(controller)
    readable_stream_close(stream)


def readable_byte_stream_controller_commit_pull_into_descriptor(
    stream: ReadableStream, descriptor: _PullIntoDescriptor
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-commit-pull-into-descriptor"""
    assert stream._state != "errored" and descriptor.reader_type != "none"
    done = stream._state == "closed"
    filled_view = readable_byte_stream_controller_convert_pull_into_descriptor(descriptor)
    if descriptor.reader_type == "default":
        readable_stream_fulfill_read_request(stream, filled_view, done)
    else:
        readable_stream_fulfill_read_into_request(stream, filled_view, done)


def readable_byte_stream_controller_convert_pull_into_descriptor(
    descriptor: _PullIntoDescriptor,
) -> object:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-convert-pull-into-descriptor:
    a ``memoryview`` of the view's format over the bytes filled (a default reader's chunk:
    their ``bytes``)."""
    filled = descriptor.bytes_filled
    assert filled <= descriptor.byte_length and filled % descriptor.element_size == 0
    start = descriptor.byte_offset
    view = descriptor.buffer[start : start + filled]
    if descriptor.view_format is None:
        return view.tobytes()
    return _as_format(view, descriptor.view_format)


def readable_byte_stream_controller_enqueue(
    controller: ReadableByteStreamController, chunk: bytes | memoryview
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-enqueue (``chunk``'s
    bytes copied unless it is ``bytes``: the transfer)."""
    stream = controller._stream
    if controller._close_requested or stream._state != "readable":
        return
    transferred = chunk if type(chunk) is bytes else memoryview(chunk).tobytes()
    byte_length = len(transferred)
    if controller._pending_pull_intos:
        first = controller._pending_pull_intos[0]
        readable_byte_stream_controller_invalidate_byob_request(controller)
        if first.reader_type == "none":
            readable_byte_stream_controller_enqueue_detached_pull_into_to_queue(controller, first)
    if _has_default_reader(stream):
        readable_byte_stream_controller_process_read_requests_using_queue(controller)
        if readable_stream_get_num_read_requests(stream) == 0:
            assert not controller._pending_pull_intos
            readable_byte_stream_controller_enqueue_chunk_to_queue(
                controller, transferred, 0, byte_length
            )
        else:
            assert not controller._queue
            if controller._pending_pull_intos:
                assert controller._pending_pull_intos[0].reader_type == "default"
                readable_byte_stream_controller_shift_pending_pull_into(controller)
            readable_stream_fulfill_read_request(stream, transferred, False)
    elif _has_byob_reader(stream):
        readable_byte_stream_controller_enqueue_chunk_to_queue(
            controller, transferred, 0, byte_length
        )
        filled = readable_byte_stream_controller_process_pull_into_descriptors_using_queue(
            controller
        )
        for descriptor in filled:
            readable_byte_stream_controller_commit_pull_into_descriptor(stream, descriptor)
    else:
        assert stream._reader is None
        readable_byte_stream_controller_enqueue_chunk_to_queue(
            controller, transferred, 0, byte_length
        )
    readable_byte_stream_controller_call_pull_if_needed(controller)


def readable_byte_stream_controller_enqueue_chunk_to_queue(
    controller: ReadableByteStreamController, buffer: bytes, byte_offset: int, byte_length: int
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-enqueue-chunk-to-queue"""
    controller._queue.append(_QueueEntry(buffer, byte_offset, byte_length))
    controller._queue_total_size += byte_length


def readable_byte_stream_controller_enqueue_cloned_chunk_to_queue(
    controller: ReadableByteStreamController, buffer: memoryview, byte_offset: int, byte_length: int
) -> None:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamcontrollerenqueueclonedchunktoqueue"""
    clone = buffer[byte_offset : byte_offset + byte_length].tobytes()
    readable_byte_stream_controller_enqueue_chunk_to_queue(controller, clone, 0, byte_length)


def readable_byte_stream_controller_enqueue_detached_pull_into_to_queue(
    controller: ReadableByteStreamController, descriptor: _PullIntoDescriptor
) -> None:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamcontrollerenqueuedetachedpullintotoqueue"""
    assert descriptor.reader_type == "none"
    if descriptor.bytes_filled > 0:
        readable_byte_stream_controller_enqueue_cloned_chunk_to_queue(
            controller, descriptor.buffer, descriptor.byte_offset, descriptor.bytes_filled
        )
    readable_byte_stream_controller_shift_pending_pull_into(controller)


def readable_byte_stream_controller_error(
    controller: ReadableByteStreamController, e: object
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-error"""
    stream = controller._stream
    if stream._state != "readable":
        return
    readable_byte_stream_controller_clear_pending_pull_intos(controller)
    _reset_queue(controller)
    readable_byte_stream_controller_clear_algorithms(controller)
    readable_stream_error(stream, e)


def readable_byte_stream_controller_fill_head_pull_into_descriptor(
    controller: ReadableByteStreamController, size: int, descriptor: _PullIntoDescriptor
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-fill-head-pull-into-descriptor"""
    assert controller._byob_request is None
    descriptor.bytes_filled += size


def readable_byte_stream_controller_fill_pull_into_descriptor_from_queue(
    controller: ReadableByteStreamController, descriptor: _PullIntoDescriptor
) -> bool:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-fill-pull-into-descriptor-from-queue"""
    max_bytes_to_copy = min(
        controller._queue_total_size, descriptor.byte_length - descriptor.bytes_filled
    )
    max_bytes_filled = descriptor.bytes_filled + max_bytes_to_copy
    total_bytes_to_copy_remaining = max_bytes_to_copy
    ready = False
    assert descriptor.bytes_filled < descriptor.minimum_fill
    max_aligned_bytes = max_bytes_filled - max_bytes_filled % descriptor.element_size
    if max_aligned_bytes >= descriptor.minimum_fill:
        total_bytes_to_copy_remaining = max_aligned_bytes - descriptor.bytes_filled
        ready = True
    queue = controller._queue
    while total_bytes_to_copy_remaining > 0:
        head = queue[0]
        bytes_to_copy = min(total_bytes_to_copy_remaining, head.byte_length)
        dest_start = descriptor.byte_offset + descriptor.bytes_filled
        source = memoryview(head.buffer)[head.byte_offset : head.byte_offset + bytes_to_copy]
        descriptor.buffer[dest_start : dest_start + bytes_to_copy] = source
        if head.byte_length == bytes_to_copy:
            queue.popleft()
        else:
            head.byte_offset += bytes_to_copy
            head.byte_length -= bytes_to_copy
        controller._queue_total_size -= bytes_to_copy
        readable_byte_stream_controller_fill_head_pull_into_descriptor(
            controller, bytes_to_copy, descriptor
        )
        total_bytes_to_copy_remaining -= bytes_to_copy
    if not ready:
        assert controller._queue_total_size == 0
        assert 0 < descriptor.bytes_filled < descriptor.minimum_fill
    return ready


def readable_byte_stream_controller_fill_read_request_from_queue(
    controller: ReadableByteStreamController, read_request: ReadRequest
) -> None:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamcontrollerfillreadrequestfromqueue
    (the chunk: the entry's bytes, the enqueued ``bytes`` object itself when read whole)."""
    assert controller._queue_total_size > 0
    entry = controller._queue.popleft()
    controller._queue_total_size -= entry.byte_length
    readable_byte_stream_controller_handle_queue_drain(controller)
    buffer, start, length = entry.buffer, entry.byte_offset, entry.byte_length
    whole = start == 0 and length == len(buffer)
    read_request.chunk_steps(buffer if whole else buffer[start : start + length])


def readable_byte_stream_controller_get_byob_request(
    controller: ReadableByteStreamController,
) -> ReadableStreamBYOBRequest | None:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamcontrollergetbyobrequest"""
    if controller._byob_request is None and controller._pending_pull_intos:
        first = controller._pending_pull_intos[0]
        start = first.byte_offset + first.bytes_filled
        view = first.buffer[start : first.byte_offset + first.byte_length]
        request = ReadableStreamBYOBRequest.__new__(ReadableStreamBYOBRequest)
        request._controller = controller
        request._view = view
        controller._byob_request = request
    return controller._byob_request


def readable_byte_stream_controller_get_desired_size(
    controller: ReadableByteStreamController,
) -> float | None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-get-desired-size"""
    state = controller._stream._state
    if state == "errored":
        return None
    if state == "closed":
        return 0.0
    return controller._strategy_hwm - controller._queue_total_size


def readable_byte_stream_controller_handle_queue_drain(
    controller: ReadableByteStreamController,
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-handle-queue-drain"""
    assert controller._stream._state == "readable"
    if controller._queue_total_size == 0 and controller._close_requested:
        readable_byte_stream_controller_clear_algorithms(controller)
        readable_stream_close(controller._stream)
    else:
        readable_byte_stream_controller_call_pull_if_needed(controller)


def readable_byte_stream_controller_invalidate_byob_request(
    controller: ReadableByteStreamController,
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-invalidate-byob-request"""
    request = controller._byob_request
    if request is None:
        return
    request._controller = None
    request._view = None
    controller._byob_request = None


def readable_byte_stream_controller_process_pull_into_descriptors_using_queue(
    controller: ReadableByteStreamController,
) -> list[_PullIntoDescriptor]:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-process-pull-into-descriptors-using-queue"""
    assert not controller._close_requested
    filled: list[_PullIntoDescriptor] = []
    while controller._pending_pull_intos:
        if controller._queue_total_size == 0:
            break
        descriptor = controller._pending_pull_intos[0]
        if readable_byte_stream_controller_fill_pull_into_descriptor_from_queue(
            controller, descriptor
        ):
            readable_byte_stream_controller_shift_pending_pull_into(controller)
            filled.append(descriptor)
    return filled


def readable_byte_stream_controller_process_read_requests_using_queue(
    controller: ReadableByteStreamController,
) -> None:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamcontrollerprocessreadrequestsusingqueue"""
    reader = controller._stream._reader
    assert isinstance(reader, ReadableStreamDefaultReader)
    while reader._read_requests:
        if controller._queue_total_size == 0:
            return
        read_request = reader._read_requests.popleft()
        readable_byte_stream_controller_fill_read_request_from_queue(controller, read_request)


def readable_byte_stream_controller_pull_into(
    controller: ReadableByteStreamController,
    view: memoryview,
    view_format: str,
    element_size: int,
    minimum: int,
    read_into_request: ReadIntoRequest,
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-pull-into (the
    view's memory is read into in place: step 10's transfer moves nothing)."""
    stream = controller._stream
    minimum_fill = minimum * element_size
    assert 0 <= minimum_fill <= view.nbytes
    descriptor = _PullIntoDescriptor(
        view, view.nbytes, minimum_fill, element_size, view_format, "byob"
    )
    if controller._pending_pull_intos:
        controller._pending_pull_intos.append(descriptor)
        readable_stream_add_read_into_request(stream, read_into_request)
        return
    if stream._state == "closed":
        read_into_request.close_steps(_as_format(view[0:0], view_format))
        return
    if controller._queue_total_size > 0:
        if readable_byte_stream_controller_fill_pull_into_descriptor_from_queue(
            controller, descriptor
        ):
            filled_view = readable_byte_stream_controller_convert_pull_into_descriptor(descriptor)
            readable_byte_stream_controller_handle_queue_drain(controller)
            read_into_request.chunk_steps(filled_view)
            return
        if controller._close_requested:
            e = TypeError("Insufficient bytes to fill elements in the given buffer")
            readable_byte_stream_controller_error(controller, e)
            read_into_request.error_steps(e)
            return
    controller._pending_pull_intos.append(descriptor)
    readable_stream_add_read_into_request(stream, read_into_request)
    readable_byte_stream_controller_call_pull_if_needed(controller)


def readable_byte_stream_controller_respond(
    controller: ReadableByteStreamController, bytes_written: int
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-respond"""
    assert controller._pending_pull_intos
    first = controller._pending_pull_intos[0]
    state = controller._stream._state
    if state == "closed":
        if bytes_written != 0:
            raise TypeError("bytesWritten must be 0 when calling respond() on a closed stream")
    else:
        assert state == "readable"
        if bytes_written == 0:
            raise TypeError(
                "bytesWritten must be greater than 0 when calling respond() on a readable stream"
            )
        if first.bytes_filled + bytes_written > first.byte_length:
            raise RangeError("bytesWritten out of range")
    readable_byte_stream_controller_respond_internal(controller, bytes_written)


def readable_byte_stream_controller_respond_in_closed_state(
    controller: ReadableByteStreamController, first: _PullIntoDescriptor
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-respond-in-closed-state"""
    assert first.bytes_filled % first.element_size == 0
    if first.reader_type == "none":
        readable_byte_stream_controller_shift_pending_pull_into(controller)
    stream = controller._stream
    if _has_byob_reader(stream):
        filled: list[_PullIntoDescriptor] = []
        while len(filled) < readable_stream_get_num_read_into_requests(stream):
            filled.append(readable_byte_stream_controller_shift_pending_pull_into(controller))
        for descriptor in filled:
            readable_byte_stream_controller_commit_pull_into_descriptor(stream, descriptor)


def readable_byte_stream_controller_respond_in_readable_state(
    controller: ReadableByteStreamController, bytes_written: int, descriptor: _PullIntoDescriptor
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-respond-in-readable-state"""
    assert descriptor.bytes_filled + bytes_written <= descriptor.byte_length
    readable_byte_stream_controller_fill_head_pull_into_descriptor(
        controller, bytes_written, descriptor
    )
    stream = controller._stream
    if descriptor.reader_type == "none":
        readable_byte_stream_controller_enqueue_detached_pull_into_to_queue(controller, descriptor)
        for filled in readable_byte_stream_controller_process_pull_into_descriptors_using_queue(
            controller
        ):
            readable_byte_stream_controller_commit_pull_into_descriptor(stream, filled)
        return
    if descriptor.bytes_filled < descriptor.minimum_fill:
        return
    readable_byte_stream_controller_shift_pending_pull_into(controller)
    remainder_size = descriptor.bytes_filled % descriptor.element_size
    if remainder_size > 0:
        end = descriptor.byte_offset + descriptor.bytes_filled
        readable_byte_stream_controller_enqueue_cloned_chunk_to_queue(
            controller, descriptor.buffer, end - remainder_size, remainder_size
        )
    descriptor.bytes_filled -= remainder_size
    filled_pull_intos = readable_byte_stream_controller_process_pull_into_descriptors_using_queue(
        controller
    )
    readable_byte_stream_controller_commit_pull_into_descriptor(stream, descriptor)
    for filled in filled_pull_intos:
        readable_byte_stream_controller_commit_pull_into_descriptor(stream, filled)


def readable_byte_stream_controller_respond_internal(
    controller: ReadableByteStreamController, bytes_written: int
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-respond-internal"""
    first = controller._pending_pull_intos[0]
    readable_byte_stream_controller_invalidate_byob_request(controller)
    if controller._stream._state == "closed":
        assert bytes_written == 0
        readable_byte_stream_controller_respond_in_closed_state(controller, first)
    else:
        assert bytes_written > 0
        readable_byte_stream_controller_respond_in_readable_state(controller, bytes_written, first)
    readable_byte_stream_controller_call_pull_if_needed(controller)


def readable_byte_stream_controller_respond_with_new_view(
    controller: ReadableByteStreamController, view: memoryview
) -> None:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-respond-with-new-view
    (``view`` flat). Step 7's check that the view starts where the request's does is made on
    the memory itself (its address: a view over other memory, or elsewhere in it, is the
    ``RangeError``); step 8's (the whole buffer's length) cannot be made of a Python view,
    which shows no buffer beyond itself."""
    assert controller._pending_pull_intos
    first = controller._pending_pull_intos[0]
    state = controller._stream._state
    if state == "closed":
        if view.nbytes != 0:
            raise TypeError(
                "The view's length must be 0 when calling respondWithNewView() on a closed stream"
            )
    else:
        assert state == "readable"
        if view.nbytes == 0:
            raise TypeError(
                "The view's length must be greater than 0 when calling respondWithNewView() "
                "on a readable stream"
            )
    start = first.byte_offset + first.bytes_filled
    expected = _address(first.buffer[start:]) if start < first.buffer.nbytes else None
    given = _address(view)
    if expected is not None and given is not None and expected != given:
        raise RangeError("The region specified by view does not match byobRequest")
    if view.readonly and view.nbytes:
        raise RangeError("The region specified by view does not match byobRequest")
    if first.bytes_filled + view.nbytes > first.byte_length:
        raise RangeError("The region specified by view is larger than byobRequest")
    readable_byte_stream_controller_respond_internal(controller, view.nbytes)


def readable_byte_stream_controller_shift_pending_pull_into(
    controller: ReadableByteStreamController,
) -> _PullIntoDescriptor:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-shift-pending-pull-into"""
    assert controller._byob_request is None
    return controller._pending_pull_intos.popleft()


def readable_byte_stream_controller_should_call_pull(
    controller: ReadableByteStreamController,
) -> bool:
    """https://streams.spec.whatwg.org/#readable-byte-stream-controller-should-call-pull"""
    stream = controller._stream
    if stream._state != "readable" or controller._close_requested or not controller._started:
        return False
    if _has_default_reader(stream) and readable_stream_get_num_read_requests(stream) > 0:
        return True
    if _has_byob_reader(stream) and readable_stream_get_num_read_into_requests(stream) > 0:
        return True
    desired_size = readable_byte_stream_controller_get_desired_size(controller)
    assert desired_size is not None
    return desired_size > 0


# --- tee (https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamtee)


def readable_byte_stream_tee(stream: ReadableStream) -> list[ReadableStream]:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamtee: the second
    branch gets copies of the chunks; a BYOB read of a branch reads into its own buffer."""
    assert isinstance(stream._controller, ReadableByteStreamController)
    state: dict[str, Any] = {
        "reader": acquire_readable_stream_default_reader(stream),
        "reading": False,
        "read_again_1": False,
        "read_again_2": False,
        "canceled1": False,
        "canceled2": False,
        "reason1": None,
        "reason2": None,
    }
    branches: list[ReadableStream] = []
    cancel_promise = Promise()

    def controller(index: int) -> ReadableByteStreamController:
        result = branches[index]._controller
        assert isinstance(result, ReadableByteStreamController)
        return result

    def forward_reader_error(this_reader: Any) -> None:
        def rejected(r: object) -> None:
            if this_reader is not state["reader"]:
                return
            readable_byte_stream_controller_error(controller(0), r)
            readable_byte_stream_controller_error(controller(1), r)
            if not state["canceled1"] or not state["canceled2"]:
                cancel_promise._resolve(None)

        this_reader._closed_promise._upon_rejection(rejected)

    def clone_failed(error: object) -> None:
        readable_byte_stream_controller_error(controller(0), error)
        readable_byte_stream_controller_error(controller(1), error)
        cancel_promise._resolve(readable_stream_cancel(stream, error))

    def read_again() -> None:
        if state["read_again_1"]:
            pull(0)
        elif state["read_again_2"]:
            pull(1)

    def pull_with_default_reader() -> None:
        reader = state["reader"]
        if isinstance(reader, ReadableStreamBYOBReader):
            assert not reader._read_into_requests
            readable_stream_byob_reader_release(reader)
            state["reader"] = reader = acquire_readable_stream_default_reader(stream)
            forward_reader_error(reader)

        def chunk_steps(chunk: Any) -> None:
            def steps() -> None:
                state["read_again_1"] = state["read_again_2"] = False
                chunk1 = chunk2 = chunk
                if not state["canceled1"] and not state["canceled2"]:
                    try:
                        chunk2 = _clone(chunk)
                    except Exception as error:
                        clone_failed(error)
                        return
                if not state["canceled1"]:
                    readable_byte_stream_controller_enqueue(controller(0), chunk1)
                if not state["canceled2"]:
                    readable_byte_stream_controller_enqueue(controller(1), chunk2)
                state["reading"] = False
                read_again()

            current_event_loop().queue_a_microtask(steps)

        def close_steps() -> None:
            state["reading"] = False
            if not state["canceled1"]:
                readable_byte_stream_controller_close(controller(0))
            if not state["canceled2"]:
                readable_byte_stream_controller_close(controller(1))
            for index in (0, 1):
                if controller(index)._pending_pull_intos:
                    readable_byte_stream_controller_respond(controller(index), 0)
            if not state["canceled1"] or not state["canceled2"]:
                cancel_promise._resolve(None)

        def error_steps(e: object) -> None:
            state["reading"] = False

        readable_stream_default_reader_read(
            reader, ReadRequest(chunk_steps, close_steps, error_steps)
        )

    def pull_with_byob_reader(view: memoryview, for_branch2: bool) -> None:
        reader = state["reader"]
        if isinstance(reader, ReadableStreamDefaultReader):
            assert not reader._read_requests
            readable_stream_default_reader_release(reader)
            state["reader"] = reader = acquire_readable_stream_byob_reader(stream)
            forward_reader_error(reader)
        byob_index, other_index = (1, 0) if for_branch2 else (0, 1)
        byob_canceled_key = "canceled2" if for_branch2 else "canceled1"
        other_canceled_key = "canceled1" if for_branch2 else "canceled2"

        def chunk_steps(chunk: Any) -> None:
            def steps() -> None:
                state["read_again_1"] = state["read_again_2"] = False
                byob_canceled = state[byob_canceled_key]
                if not state[other_canceled_key]:
                    try:
                        cloned = _clone(chunk)
                    except Exception as error:
                        clone_failed(error)
                        return
                    if not byob_canceled:
                        readable_byte_stream_controller_respond_with_new_view(
                            controller(byob_index), memoryview(chunk).cast("B")
                        )
                    readable_byte_stream_controller_enqueue(controller(other_index), cloned)
                elif not byob_canceled:
                    readable_byte_stream_controller_respond_with_new_view(
                        controller(byob_index), memoryview(chunk).cast("B")
                    )
                state["reading"] = False
                read_again()

            current_event_loop().queue_a_microtask(steps)

        def close_steps(chunk: Any) -> None:
            state["reading"] = False
            byob_canceled = state[byob_canceled_key]
            other_canceled = state[other_canceled_key]
            if not byob_canceled:
                readable_byte_stream_controller_close(controller(byob_index))
            if not other_canceled:
                readable_byte_stream_controller_close(controller(other_index))
            if chunk is not None:
                assert memoryview(chunk).nbytes == 0
                if not byob_canceled:
                    readable_byte_stream_controller_respond_with_new_view(
                        controller(byob_index), memoryview(chunk).cast("B")
                    )
                if not other_canceled and controller(other_index)._pending_pull_intos:
                    readable_byte_stream_controller_respond(controller(other_index), 0)
            if not byob_canceled or not other_canceled:
                cancel_promise._resolve(None)

        def error_steps(e: object) -> None:
            state["reading"] = False

        readable_stream_byob_reader_read(
            reader, view, "B", 1, 1, ReadIntoRequest(chunk_steps, close_steps, error_steps)
        )

    def pull(index: int) -> Promise:
        if state["reading"]:
            state["read_again_1" if index == 0 else "read_again_2"] = True
            return promise_resolved_with(None)
        state["reading"] = True
        request = readable_byte_stream_controller_get_byob_request(controller(index))
        if request is None:
            pull_with_default_reader()
        else:
            assert request._view is not None
            pull_with_byob_reader(request._view, index == 1)
        return promise_resolved_with(None)

    def cancel_algorithm(index: int) -> Callable[[Any], Promise]:
        own, other = ("canceled1", "canceled2") if index == 0 else ("canceled2", "canceled1")

        def cancel(reason: object) -> Promise:
            state[own] = True
            state["reason1" if index == 0 else "reason2"] = reason
            if state[other]:
                composite_reason = [state["reason1"], state["reason2"]]
                cancel_promise._resolve(readable_stream_cancel(stream, composite_reason))
            return cancel_promise

        return cancel

    for index in (0, 1):
        branches.append(
            create_readable_byte_stream(
                lambda: None, functools.partial(pull, index), cancel_algorithm(index)
            )
        )
    forward_reader_error(state["reader"])
    return branches
