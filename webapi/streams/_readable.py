"""Readable streams (https://streams.spec.whatwg.org/#rs): ``ReadableStream``, its default
controller and its default reader, with the abstract operations they share, tee, "from
iterable" and the async iterator (they call each other: one module).

Byte streams (``type: "bytes"``, the BYOB reader, the byte stream's tee) are in
:mod:`._bytes`, which builds on this module: what differs for them here (a ``"bytes"``
source, ``getReader({"mode": "byob"})``, ``tee()``, erroring a BYOB reader's reads) calls it
through :func:`_byte_streams`, the provider ``webapi`` declares (webapi/_lazy.py).
"""

from __future__ import annotations

from collections import deque

from webapi._lazy import load_provider
from webapi._webidl import foreign_clone, overload
from webapi.eventloop import (
    Promise,
    current_event_loop,
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
from ._writable import (
    WritableStream,
    acquire_writable_stream_default_writer,
    writable_stream_abort,
    writable_stream_close_queued_or_in_flight,
    writable_stream_default_writer_close_with_error_propagation,
    writable_stream_default_writer_release,
    writable_stream_default_writer_write,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable
    from typing import Any, Literal, Protocol, TypeAlias, TypedDict

    class _BYOBMode(TypedDict):
        """``{"mode": "byob"}`` (ReadableStreamGetReaderOptions)."""

        mode: Literal["byob"]

    class ReadableStreamBYOBReader(Protocol):
        """What ``getReader({"mode": "byob"})`` gives: webapi.streams._bytes's
        ``ReadableStreamBYOBReader`` (a module above this one)."""

        _closed_promise: Promise
        _read_into_requests: deque[Any]
        _stream: ReadableStream | None

        @property
        def closed(self) -> Promise: ...
        def cancel(self, reason: object = None) -> Promise: ...
        def read(self, view: object, options: object = None, /, **members: Any) -> Promise: ...
        def releaseLock(self) -> None: ...
        def release_lock(self) -> None: ...

    _Reader: TypeAlias = "ReadableStreamDefaultReader | ReadableStreamBYOBReader"


__all__ = [
    "ReadRequest",
    "ReadableStream",
    "ReadableStreamDefaultController",
    "ReadableStreamDefaultReader",
    "acquire_readable_stream_default_reader",
    "create_readable_stream",
    "readable_stream_cancel",
    "readable_stream_default_reader_read",
    "readable_stream_default_reader_release",
    "readable_stream_reader_generic_cancel",
]


# --- read requests (https://streams.spec.whatwg.org/#read-request)


class ReadRequest:
    """https://streams.spec.whatwg.org/#read-request: chunk steps, close steps, error steps."""

    __slots__ = ("_chunk", "_close", "_error")

    def __init__(
        self,
        chunk_steps: Callable[[Any], object],
        close_steps: Callable[[], object],
        error_steps: Callable[[Any], object],
    ) -> None:
        self._chunk = chunk_steps
        self._close = close_steps
        self._error = error_steps

    def chunk_steps(self, chunk: object) -> None:
        """https://streams.spec.whatwg.org/#read-request-chunk-steps"""
        self._chunk(chunk)

    def close_steps(self) -> None:
        """https://streams.spec.whatwg.org/#read-request-close-steps"""
        self._close()

    def error_steps(self, e: object) -> None:
        """https://streams.spec.whatwg.org/#read-request-error-steps"""
        self._error(e)


class _ReadRequestOfRead(ReadRequest):
    """The read request of ``reader.read()`` (https://streams.spec.whatwg.org/#default-reader-read
    step 3): its promise resolved with ``{"value": chunk, "done": False}``, ``{"value": None,
    "done": True}``, or rejected (one object a read, no closures)."""

    __slots__ = ("promise",)

    def __init__(self, promise: Promise) -> None:  # (the base's slots unused)
        self.promise = promise

    def chunk_steps(self, chunk: object) -> None:
        """Resolve the promise with ``{"value": chunk, "done": False}``."""
        self.promise._resolve({"value": chunk, "done": False})

    def close_steps(self) -> None:
        """Resolve the promise with ``{"value": None, "done": True}``."""
        self.promise._resolve({"value": None, "done": True})

    def error_steps(self, e: object) -> None:
        """Reject the promise with ``e``."""
        self.promise._reject(e)


# --- the classes


class ReadableStream:
    """https://streams.spec.whatwg.org/#rs-class: ``ReadableStream(underlyingSource=None,
    strategy=None)``. The underlying source is a ``dict`` or an object with ``start``,
    ``pull`` and ``cancel`` (each optional: sync functions or ``async def``; given the
    controller, or the reason for ``cancel``); the strategy a ``dict`` ``{"highWaterMark": n,
    "size": f}`` or a :class:`CountQueuingStrategy`/:class:`ByteLengthQueuingStrategy`.
    ``async for chunk in stream`` reads it (``values(preventCancel=True)`` keeps it going
    after a ``break``)."""

    __slots__ = ("__weakref__", "_controller", "_disturbed", "_reader", "_state", "_stored_error")

    def __init__(self, underlyingSource: object = None, strategy: object = None) -> None:
        # https://streams.spec.whatwg.org/#rs-constructor
        self._initialize()  # 1. InitializeReadableStream
        source = underlyingSource
        if source is not None and not isinstance(source, dict) and not _is_object(source):
            raise TypeError("Failed to construct 'ReadableStream': parameter 1 is not an object")
        kind = member(source, "type")
        if not is_missing(kind):
            if kind == "bytes":  # 4.
                if strategy is not None and not is_missing(member(strategy, "size")):
                    raise RangeError(
                        "Failed to construct 'ReadableStream': The strategy for a byte stream "
                        "cannot have a size function"
                    )
                _byte_streams().set_up_readable_byte_stream_controller_from_underlying_source(
                    self, source, extract_high_water_mark(strategy, 0)
                )
                return
            raise TypeError(
                f"Failed to construct 'ReadableStream': {kind!r} is not a valid value for "
                "member 'type' of UnderlyingSource"
            )
        if strategy is not None and not isinstance(strategy, dict) and not _is_object(strategy):
            raise TypeError("Failed to construct 'ReadableStream': parameter 2 is not an object")
        size_algorithm = extract_size_algorithm(strategy)  # 5.1
        high_water_mark = extract_high_water_mark(strategy, 1)  # 5.2
        set_up_readable_stream_default_controller_from_underlying_source(  # 5.3
            self, source, high_water_mark, size_algorithm
        )

    def _initialize(self) -> None:
        """https://streams.spec.whatwg.org/#initialize-readable-stream"""
        self._state: Literal["readable", "closed", "errored"] = "readable"
        self._reader: _Reader | None = None
        self._stored_error: Any = None
        self._disturbed = False
        # (a ReadableStreamDefaultController, or a ReadableByteStreamController: Any, as
        # the default one's functions take the controller of the streams they make)
        self._controller: Any = None

    @classmethod
    def from_(cls, asyncIterable: object) -> ReadableStream:
        """https://streams.spec.whatwg.org/#rs-from (``ReadableStream.from`` in JavaScript;
        ``from`` is a Python keyword): a stream of an async iterable's or an iterable's items
        (an async generator, a generator, a list, another stream)."""
        return readable_stream_from_iterable(asyncIterable)

    @property
    def locked(self) -> bool:
        """https://streams.spec.whatwg.org/#rs-locked"""
        return self._reader is not None

    def cancel(self, reason: object = None) -> Promise:
        """https://streams.spec.whatwg.org/#rs-cancel"""
        if self._reader is not None:
            return promise_rejected_with(
                TypeError("Failed to execute 'cancel' on 'ReadableStream': the stream is locked")
            )
        return readable_stream_cancel(self, reason)

    @overload
    def getReader(self, /) -> ReadableStreamDefaultReader: ...

    @overload
    def getReader(self, options: _BYOBMode, /) -> ReadableStreamBYOBReader: ...

    @overload
    def getReader(self, /, *, mode: Literal["byob"]) -> ReadableStreamBYOBReader: ...

    @overload
    def getReader(self, options: object, /, **members: Any) -> _Reader: ...

    def getReader(self, options: object = None, /, **members: Any) -> _Reader:
        """https://streams.spec.whatwg.org/#rs-get-reader: a default reader, or with
        ``{"mode": "byob"}`` (or ``mode="byob"``) a :class:`ReadableStreamBYOBReader` (a byte
        stream's only)."""
        mode = member(members if options is None else options, "mode")
        if not is_missing(mode):
            if mode == "byob":
                reader: ReadableStreamBYOBReader
                reader = _byte_streams().acquire_readable_stream_byob_reader(self)
                return reader
            raise TypeError(
                f"Failed to execute 'getReader' on 'ReadableStream': {mode!r} is not a valid "
                "value for enumeration ReadableStreamReaderMode"
            )
        return acquire_readable_stream_default_reader(self)

    get_reader = getReader

    def tee(self) -> list[ReadableStream]:
        """https://streams.spec.whatwg.org/#rs-tee: two streams of the same chunks (the
        chunks themselves, not copies; a byte stream's second branch gets copies)."""
        return readable_stream_tee(self, False)

    def pipeTo(self, destination: WritableStream, options: object = None) -> Promise:
        """https://streams.spec.whatwg.org/#rs-pipe-to: every chunk written to
        ``destination``; ``options`` a ``dict`` of ``preventClose``, ``preventAbort``,
        ``preventCancel`` (and ``signal``, an ``AbortSignal``)."""
        if not isinstance(destination, WritableStream):
            return promise_rejected_with(
                TypeError(
                    "Failed to execute 'pipeTo' on 'ReadableStream': parameter 1 is not "
                    "of type 'WritableStream'."
                )
            )
        prevent_close, prevent_abort, prevent_cancel, signal = _pipe_options(options)
        if self._reader is not None:
            return promise_rejected_with(TypeError("The readable stream is locked"))
        if destination._writer is not None:
            return promise_rejected_with(TypeError("The writable stream is locked"))
        return readable_stream_pipe_to(
            self, destination, prevent_close, prevent_abort, prevent_cancel, signal
        )

    pipe_to = pipeTo

    def pipeThrough(self, transform: object, options: object = None) -> ReadableStream:
        """https://streams.spec.whatwg.org/#rs-pipe-through: ``transform`` a
        :class:`TransformStream` or any object (or ``dict``) with ``writable`` and
        ``readable``; its ``readable`` returned."""
        writable = member(transform, "writable")
        readable = member(transform, "readable")
        if not isinstance(writable, WritableStream) or not isinstance(readable, ReadableStream):
            raise TypeError(
                "Failed to execute 'pipeThrough' on 'ReadableStream': the transform needs a "
                "WritableStream 'writable' and a ReadableStream 'readable'"
            )
        prevent_close, prevent_abort, prevent_cancel, signal = _pipe_options(options)
        if self._reader is not None:
            raise TypeError("Failed to execute 'pipeThrough' on 'ReadableStream': locked")
        if writable._writer is not None:
            raise TypeError(
                "Failed to execute 'pipeThrough' on 'ReadableStream': the writable is locked"
            )
        promise = readable_stream_pipe_to(
            self, writable, prevent_close, prevent_abort, prevent_cancel, signal
        )
        promise._handled = True
        return readable

    pipe_through = pipeThrough

    def values(self, options: object = None, /, **members: Any) -> AsyncIterator[Any]:
        """https://streams.spec.whatwg.org/#rs-asynciterator: an async iterator of the
        chunks; the stream is locked from this call on. ``preventCancel`` (``{"preventCancel":
        True}`` or the keyword): leaving the loop early (``break``, an exception) releases the
        lock without cancelling the stream."""
        source: object = members if options is None else options
        prevent_cancel = member(source, "preventCancel", "prevent_cancel")
        return readable_stream_values(self, bool(not is_missing(prevent_cancel) and prevent_cancel))

    def __aiter__(self) -> AsyncIterator[Any]:
        """``async for chunk in stream``: :meth:`values`."""
        return self.values()

    def __repr__(self) -> str:
        locked = " locked" if self._reader is not None else ""
        return f"<ReadableStream {self._state}{locked}>"


def _byte_streams() -> Any:
    """webapi.streams._bytes, loaded on the first need (its functions and classes)."""
    return load_provider("byte-streams")


def _is_object(value: object) -> bool:
    """Whether ``value`` is what Web IDL converts to a dictionary from an object (not a
    number, string or bytes)."""
    return not isinstance(value, (str, bytes, bytearray, int, float, bool))


class ReadableStreamDefaultController:
    """https://streams.spec.whatwg.org/#rs-default-controller-class: what the underlying
    source's ``start`` and ``pull`` are given: ``enqueue(chunk)``, ``close()``,
    ``error(e)``, ``desiredSize``."""

    __slots__ = (
        "_cancel_algorithm",
        "_close_requested",
        "_pull_again",
        "_pull_algorithm",
        "_pulling",
        "_queue",
        "_started",
        "_strategy_hwm",
        "_strategy_size_algorithm",
        "_stream",
    )

    _cancel_algorithm: Callable[[Any], Promise]
    _close_requested: bool
    _pull_again: bool
    _pull_algorithm: Callable[[], Promise]
    _pulling: bool
    _queue: QueueContainer
    _started: bool
    _strategy_hwm: float
    _strategy_size_algorithm: Callable[[Any], float]
    _stream: ReadableStream

    def __init__(self) -> None:
        raise TypeError("Illegal constructor")

    @property
    def desiredSize(self) -> float | None:
        """https://streams.spec.whatwg.org/#rs-default-controller-desired-size"""
        return readable_stream_default_controller_get_desired_size(self)

    desired_size = desiredSize

    def close(self) -> None:
        """https://streams.spec.whatwg.org/#rs-default-controller-close"""
        if not readable_stream_default_controller_can_close_or_enqueue(self):
            raise TypeError(
                "Failed to execute 'close' on 'ReadableStreamDefaultController': The stream "
                "is not in a state that permits close"
            )
        readable_stream_default_controller_close(self)

    def enqueue(self, chunk: object = None) -> None:
        """https://streams.spec.whatwg.org/#rs-default-controller-enqueue"""
        if not readable_stream_default_controller_can_close_or_enqueue(self):
            raise TypeError(
                "Failed to execute 'enqueue' on 'ReadableStreamDefaultController': The stream "
                "is not in a state that permits enqueue"
            )
        readable_stream_default_controller_enqueue(self, chunk)

    def error(self, e: object = None) -> None:
        """https://streams.spec.whatwg.org/#rs-default-controller-error"""
        readable_stream_default_controller_error(self, e)

    # [[CancelSteps]], [[PullSteps]], [[ReleaseSteps]]

    def _cancel_steps(self, reason: object) -> Promise:
        """https://streams.spec.whatwg.org/#rs-default-controller-private-cancel"""
        reset_queue(self._queue)
        result = self._cancel_algorithm(reason)
        readable_stream_default_controller_clear_algorithms(self)
        return result

    def _pull_steps(self, read_request: ReadRequest) -> None:
        """https://streams.spec.whatwg.org/#rs-default-controller-private-pull"""
        stream = self._stream
        if self._queue.queue:
            chunk = dequeue_value(self._queue)
            if self._close_requested and not self._queue.queue:
                readable_stream_default_controller_clear_algorithms(self)
                readable_stream_close(stream)
            else:
                readable_stream_default_controller_call_pull_if_needed(self)
            read_request.chunk_steps(chunk)
        else:
            readable_stream_add_read_request(stream, read_request)
            readable_stream_default_controller_call_pull_if_needed(self)

    def _release_steps(self) -> None:
        """https://streams.spec.whatwg.org/#abstract-opdef-readablestreamdefaultcontroller-releasesteps"""

    def __repr__(self) -> str:
        return f"<ReadableStreamDefaultController desiredSize={self.desiredSize!r}>"


class ReadableStreamGenericReader:
    """https://streams.spec.whatwg.org/#readablestreamgenericreader: the members the default
    and the BYOB reader share (``closed``, ``cancel()``)."""

    __slots__ = ()

    _closed_promise: Promise
    _stream: ReadableStream | None

    @property
    def closed(self) -> Promise:
        """https://streams.spec.whatwg.org/#generic-reader-closed"""
        return self._closed_promise

    def cancel(self, reason: object = None) -> Promise:
        """https://streams.spec.whatwg.org/#generic-reader-cancel"""
        if self._stream is None:
            return promise_rejected_with(
                TypeError(
                    f"Failed to execute 'cancel' on '{type(self).__name__}': the reader has "
                    "no stream (its lock was released)"
                )
            )
        return readable_stream_reader_generic_cancel(self, reason)

    def releaseLock(self) -> None:
        """https://streams.spec.whatwg.org/#default-reader-release-lock and
        https://streams.spec.whatwg.org/#byob-reader-release-lock: nothing where the reader has
        no stream, else its kind's release (``_release``)."""
        if self._stream is None:
            return
        self._release()

    release_lock = releaseLock

    def _release(self) -> None:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} stream={self._stream!r}>"


class ReadableStreamDefaultReader(ReadableStreamGenericReader):
    """https://streams.spec.whatwg.org/#default-reader-class: ``await reader.read()`` gives a
    ``dict`` ``{"value": chunk, "done": False}``, then ``{"value": None, "done": True}``
    once the stream is closed (JavaScript's ``{value, done}``: ``result["value"]``)."""

    __slots__ = ("_closed_promise", "_read_requests", "_stream")

    _read_requests: deque[ReadRequest]

    def __init__(self, stream: ReadableStream) -> None:
        # https://streams.spec.whatwg.org/#default-reader-constructor
        if not isinstance(stream, ReadableStream):
            raise TypeError(
                "Failed to construct 'ReadableStreamDefaultReader': parameter 1 is not of "
                "type 'ReadableStream'."
            )
        set_up_readable_stream_default_reader(self, stream)

    def read(self) -> Promise:
        """https://streams.spec.whatwg.org/#default-reader-read"""
        if self._stream is None:
            return promise_rejected_with(
                TypeError(
                    "Failed to execute 'read' on 'ReadableStreamDefaultReader': the "
                    "reader has no stream (its lock was released)"
                )
            )
        promise = Promise()
        readable_stream_default_reader_read(self, _ReadRequestOfRead(promise))
        return promise

    def _release(self) -> None:
        """https://streams.spec.whatwg.org/#default-reader-release-lock, step 2."""
        readable_stream_default_reader_release(self)


# --- abstract operations of readable streams (https://streams.spec.whatwg.org/#rs-abstract-ops)


def acquire_readable_stream_default_reader(stream: ReadableStream) -> ReadableStreamDefaultReader:
    """https://streams.spec.whatwg.org/#acquire-readable-stream-reader"""
    reader = ReadableStreamDefaultReader.__new__(ReadableStreamDefaultReader)
    set_up_readable_stream_default_reader(reader, stream)
    return reader


def create_readable_stream(
    start_algorithm: Callable[[], object],
    pull_algorithm: Callable[[], Promise],
    cancel_algorithm: Callable[[Any], Promise],
    high_water_mark: float = 1,
    size_algorithm: Callable[[Any], float] | None = None,
) -> ReadableStream:
    """https://streams.spec.whatwg.org/#create-readable-stream"""
    stream = ReadableStream.__new__(ReadableStream)
    stream._initialize()
    controller = ReadableStreamDefaultController.__new__(ReadableStreamDefaultController)
    set_up_readable_stream_default_controller(
        stream,
        controller,
        start_algorithm,
        pull_algorithm,
        cancel_algorithm,
        high_water_mark,
        size_algorithm or (lambda chunk: 1.0),
    )
    return stream


def is_readable_stream_locked(stream: ReadableStream) -> bool:
    """https://streams.spec.whatwg.org/#is-readable-stream-locked"""
    return stream._reader is not None


def readable_stream_add_read_request(stream: ReadableStream, read_request: ReadRequest) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-add-read-request"""
    assert type(stream._reader) is ReadableStreamDefaultReader
    stream._reader._read_requests.append(read_request)


def readable_stream_cancel(stream: ReadableStream, reason: object) -> Promise:
    """https://streams.spec.whatwg.org/#readable-stream-cancel"""
    stream._disturbed = True  # 1.
    if stream._state == "closed":  # 2.
        return promise_resolved_with(None)
    if stream._state == "errored":  # 3.
        return promise_rejected_with(stream._stored_error)
    readable_stream_close(stream)  # 4.
    reader = stream._reader  # 5., 6.
    if reader is not None and not isinstance(reader, ReadableStreamDefaultReader):
        requests, reader._read_into_requests = reader._read_into_requests, deque()
        for request in requests:
            request.close_steps(None)
    assert stream._controller is not None
    source_cancel_promise = stream._controller._cancel_steps(reason)  # 7.
    result: Promise = source_cancel_promise._react(lambda _: None)  # 8.
    return result


def readable_stream_close(stream: ReadableStream) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-close"""
    assert stream._state == "readable"
    stream._state = "closed"
    reader = stream._reader
    if reader is None:
        return
    reader._closed_promise._resolve(None)
    if type(reader) is ReadableStreamDefaultReader:
        read_requests, reader._read_requests = reader._read_requests, deque()
        for read_request in read_requests:
            read_request.close_steps()


def readable_stream_error(stream: ReadableStream, e: object) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-error"""
    assert stream._state == "readable"
    stream._state = "errored"
    stream._stored_error = e
    reader = stream._reader
    if reader is None:
        return
    reader._closed_promise._reject(e)
    reader._closed_promise._handled = True
    if isinstance(reader, ReadableStreamDefaultReader):
        readable_stream_default_reader_error_read_requests(reader, e)
    else:
        _byte_streams().readable_stream_byob_reader_error_read_into_requests(reader, e)


def readable_stream_fulfill_read_request(stream: ReadableStream, chunk: object, done: bool) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-fulfill-read-request"""
    reader = stream._reader
    assert type(reader) is ReadableStreamDefaultReader and reader._read_requests
    read_request = reader._read_requests.popleft()
    if done:
        read_request.close_steps()
    else:
        read_request.chunk_steps(chunk)


def readable_stream_get_num_read_requests(stream: ReadableStream) -> int:
    """https://streams.spec.whatwg.org/#readable-stream-get-num-read-requests"""
    reader = stream._reader
    return len(reader._read_requests) if type(reader) is ReadableStreamDefaultReader else 0


# --- readers (https://streams.spec.whatwg.org/#rs-reader-abstract-ops)


def readable_stream_reader_generic_cancel(
    reader: ReadableStreamGenericReader, reason: object
) -> Promise:
    """https://streams.spec.whatwg.org/#readable-stream-reader-generic-cancel"""
    stream = reader._stream
    assert stream is not None
    return readable_stream_cancel(stream, reason)


def readable_stream_reader_generic_initialize(reader: _Reader, stream: ReadableStream) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-reader-generic-initialize"""
    reader._stream = stream
    stream._reader = reader
    if stream._state == "readable":
        reader._closed_promise = Promise()
    elif stream._state == "closed":
        reader._closed_promise = promise_resolved_with(None)
    else:
        reader._closed_promise = promise_rejected_with(stream._stored_error)
        reader._closed_promise._handled = True


def readable_stream_reader_generic_release(reader: _Reader) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-reader-generic-release"""
    stream = reader._stream
    assert stream is not None and stream._reader is reader
    error = TypeError("The reader's lock was released")
    if stream._state == "readable":
        reader._closed_promise._reject(error)
    else:
        reader._closed_promise = promise_rejected_with(error)
    reader._closed_promise._handled = True
    assert stream._controller is not None
    stream._controller._release_steps()
    stream._reader = None
    reader._stream = None


def readable_stream_default_reader_error_read_requests(
    reader: ReadableStreamDefaultReader, e: object
) -> None:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablestreamdefaultreadererrorreadrequests"""
    read_requests, reader._read_requests = reader._read_requests, deque()
    for read_request in read_requests:
        read_request.error_steps(e)


def readable_stream_default_reader_read(
    reader: ReadableStreamDefaultReader, read_request: ReadRequest
) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-default-reader-read"""
    stream = reader._stream
    assert stream is not None
    stream._disturbed = True
    if stream._state == "closed":
        read_request.close_steps()
    elif stream._state == "errored":
        read_request.error_steps(stream._stored_error)
    else:
        assert stream._controller is not None
        stream._controller._pull_steps(read_request)


def readable_stream_default_reader_release(reader: ReadableStreamDefaultReader) -> None:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablestreamdefaultreaderrelease"""
    readable_stream_reader_generic_release(reader)
    readable_stream_default_reader_error_read_requests(
        reader, TypeError("The reader's lock was released")
    )


def locked_stream_error(reader: str) -> TypeError:
    """Chromium's error where the set-up of a ``reader`` (the interface's name) is given a
    locked stream."""
    return TypeError(
        f"Failed to construct '{reader}': {reader} constructor can only accept readable "
        "streams that are not yet locked to a reader"
    )


def set_up_readable_stream_default_reader(
    reader: ReadableStreamDefaultReader, stream: ReadableStream
) -> None:
    """https://streams.spec.whatwg.org/#set-up-readable-stream-default-reader"""
    if is_readable_stream_locked(stream):
        raise locked_stream_error("ReadableStreamDefaultReader")
    readable_stream_reader_generic_initialize(reader, stream)
    reader._read_requests = deque()


# --- the default controller (https://streams.spec.whatwg.org/#rs-default-controller-abstract-ops)


def readable_stream_default_controller_call_pull_if_needed(
    controller: ReadableStreamDefaultController,
) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-default-controller-call-pull-if-needed"""
    # (the byte stream controller's in _bytes is these steps again: one function for both took
    # a call more each pull, reads 2-4 % slower)
    if not readable_stream_default_controller_should_call_pull(controller):
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
            readable_stream_default_controller_call_pull_if_needed(controller)

    pull_promise._upon_fulfillment(fulfilled)
    pull_promise._upon_rejection(lambda e: readable_stream_default_controller_error(controller, e))


def readable_stream_default_controller_should_call_pull(
    controller: ReadableStreamDefaultController,
) -> bool:
    """https://streams.spec.whatwg.org/#readable-stream-default-controller-should-call-pull"""
    stream = controller._stream
    if not readable_stream_default_controller_can_close_or_enqueue(controller):
        return False
    if not controller._started:
        return False
    if is_readable_stream_locked(stream) and readable_stream_get_num_read_requests(stream) > 0:
        return True
    desired_size = readable_stream_default_controller_get_desired_size(controller)
    assert desired_size is not None
    return desired_size > 0


def readable_stream_default_controller_clear_algorithms(
    controller: ReadableStreamDefaultController,
) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-default-controller-clear-algorithms"""
    controller._pull_algorithm = _cleared_pull
    controller._cancel_algorithm = _cleared_cancel
    controller._strategy_size_algorithm = _cleared_size


def _cleared_pull() -> Promise:
    return promise_resolved_with(None)


def _cleared_cancel(reason: object) -> Promise:
    return promise_resolved_with(None)


def _cleared_size(chunk: object) -> float:
    return 1.0


def readable_stream_default_controller_close(controller: ReadableStreamDefaultController) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-default-controller-close"""
    if not readable_stream_default_controller_can_close_or_enqueue(controller):
        return
    controller._close_requested = True
    if not controller._queue.queue:
        readable_stream_default_controller_clear_algorithms(controller)
        readable_stream_close(controller._stream)


def readable_stream_default_controller_enqueue(
    controller: ReadableStreamDefaultController, chunk: object
) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-default-controller-enqueue"""
    if not readable_stream_default_controller_can_close_or_enqueue(controller):
        return
    stream = controller._stream
    if is_readable_stream_locked(stream) and readable_stream_get_num_read_requests(stream) > 0:
        readable_stream_fulfill_read_request(stream, chunk, False)
    else:
        try:
            chunk_size = controller._strategy_size_algorithm(chunk)
        except Exception as error:
            readable_stream_default_controller_error(controller, error)
            raise
        try:
            enqueue_value_with_size(controller._queue, chunk, chunk_size)
        except Exception as error:
            readable_stream_default_controller_error(controller, error)
            raise
    readable_stream_default_controller_call_pull_if_needed(controller)


def readable_stream_default_controller_error(
    controller: ReadableStreamDefaultController, e: object
) -> None:
    """https://streams.spec.whatwg.org/#readable-stream-default-controller-error"""
    stream = controller._stream
    if stream._state != "readable":
        return
    reset_queue(controller._queue)
    readable_stream_default_controller_clear_algorithms(controller)
    readable_stream_error(stream, e)


def readable_stream_default_controller_get_desired_size(
    controller: ReadableStreamDefaultController,
) -> float | None:
    """https://streams.spec.whatwg.org/#readable-stream-default-controller-get-desired-size"""
    state = controller._stream._state
    if state == "errored":
        return None
    if state == "closed":
        return 0.0
    return controller._strategy_hwm - controller._queue.queue_total_size


def readable_stream_default_controller_has_backpressure(
    controller: ReadableStreamDefaultController,
) -> bool:
    """https://streams.spec.whatwg.org/#rs-default-controller-has-backpressure"""
    return not readable_stream_default_controller_should_call_pull(controller)


def readable_stream_default_controller_can_close_or_enqueue(
    controller: ReadableStreamDefaultController,
) -> bool:
    """https://streams.spec.whatwg.org/#readable-stream-default-controller-can-close-or-enqueue"""
    return not controller._close_requested and controller._stream._state == "readable"


def set_up_readable_stream_default_controller(
    stream: ReadableStream,
    controller: ReadableStreamDefaultController,
    start_algorithm: Callable[[], object],
    pull_algorithm: Callable[[], Promise],
    cancel_algorithm: Callable[[Any], Promise],
    high_water_mark: float,
    size_algorithm: Callable[[Any], float],
) -> None:
    """https://streams.spec.whatwg.org/#set-up-readable-stream-default-controller"""
    assert stream._controller is None
    controller._stream = stream
    controller._queue = QueueContainer()
    controller._started = controller._close_requested = False
    controller._pull_again = controller._pulling = False
    controller._strategy_size_algorithm = size_algorithm
    controller._strategy_hwm = high_water_mark
    controller._pull_algorithm = pull_algorithm
    controller._cancel_algorithm = cancel_algorithm
    stream._controller = controller
    start_result = start_algorithm()  # 9. (may raise)
    start_promise = promise_resolved_with(start_result)

    def started(_: object) -> None:
        controller._started = True
        readable_stream_default_controller_call_pull_if_needed(controller)

    start_promise._upon_fulfillment(started)
    start_promise._upon_rejection(lambda r: readable_stream_default_controller_error(controller, r))


def underlying_source_algorithms(
    source: object, controller: object
) -> tuple[Callable[[], object], Callable[[], Promise], Callable[[Any], Promise]]:
    """The start, pull and cancel algorithms of an underlying source, the steps "set up a
    readable stream default controller from an underlying source"
    (https://streams.spec.whatwg.org/#set-up-readable-stream-default-controller-from-underlying-source
    2.-7.) and "set up a readable byte stream controller from an underlying source"
    (https://streams.spec.whatwg.org/#set-up-readable-byte-stream-controller-from-underlying-source
    2.-7.) share: the source's ``start``, ``pull`` and ``cancel`` called with ``controller``
    (``pull``'s and ``cancel``'s results as promises; absent: a promise resolved with
    undefined)."""
    start = underlying_callback(source, "start")
    pull = underlying_callback(source, "pull")
    cancel = underlying_callback(source, "cancel")

    def start_algorithm() -> object:
        if start is None:
            return None
        result = start(controller)
        if result is None or isinstance(result, Promise):
            return result
        if hasattr(result, "__await__"):  # (an async start: its promise)
            return promise_from_result(lambda: result)
        return result

    def pull_algorithm() -> Promise:
        if pull is None:
            return promise_resolved_with(None)
        return promise_from_result(lambda: pull(controller))

    def cancel_algorithm(reason: object) -> Promise:
        if cancel is None:
            return promise_resolved_with(None)
        return promise_from_result(lambda: cancel(reason))

    return start_algorithm, pull_algorithm, cancel_algorithm


def set_up_readable_stream_default_controller_from_underlying_source(
    stream: ReadableStream,
    source: object,
    high_water_mark: float,
    size_algorithm: Callable[[Any], float],
) -> None:
    """https://streams.spec.whatwg.org/#set-up-readable-stream-default-controller-from-underlying-source:
    the source's ``start``, ``pull`` and ``cancel`` (a ``dict``'s values or an object's
    attributes: an object's methods are bound to it, as JavaScript calls them with the source
    as ``this``)."""
    controller = ReadableStreamDefaultController.__new__(ReadableStreamDefaultController)
    start_algorithm, pull_algorithm, cancel_algorithm = underlying_source_algorithms(
        source, controller
    )

    set_up_readable_stream_default_controller(
        stream,
        controller,
        start_algorithm,
        pull_algorithm,
        cancel_algorithm,
        high_water_mark,
        size_algorithm,
    )


def is_readable_stream_disturbed(stream: ReadableStream) -> bool:
    """https://streams.spec.whatwg.org/#is-readable-stream-disturbed"""
    return stream._disturbed


def readable_stream_state(stream: ReadableStream) -> str:
    """The stream's [[state]]: "readable", "closed" or "errored"."""
    return stream._state


# --- tee (https://streams.spec.whatwg.org/#readable-stream-default-tee)


def readable_stream_tee(stream: ReadableStream, clone_for_branch2: bool) -> list[ReadableStream]:
    """https://streams.spec.whatwg.org/#readable-stream-tee: a byte stream's tee (its second
    branch's chunks copies) or the default tee, whose second branch gets structured clones
    of the chunks where ``clone_for_branch2`` (Fetch's "clone a body"; ``tee()`` shares)."""
    if isinstance(stream._controller, ReadableStreamDefaultController):
        return readable_stream_default_tee(stream, clone_for_branch2)
    branches: list[ReadableStream] = _byte_streams().readable_byte_stream_tee(stream)
    return branches


#: Chunks StructuredClone gives back as they are (immutable values, as HTML's serialization
#: keeps them: docs/structured-clone.md).
_IMMUTABLE = frozenset({type(None), bool, int, float, str, bytes})


def structured_clone_chunk(chunk: object) -> object:
    """https://html.spec.whatwg.org/multipage/structured-data.html#structuredclone of a
    chunk for the default tee: an immutable value itself, a ``bytearray`` a new one, a
    foreign value (a JavaScript object under Pyodide) the foreign runtime's
    ``structuredClone`` of it, anything else HTML's ``structuredClone`` (webapi.html,
    loaded on the first need: a ``DataCloneError`` for what it cannot clone)."""
    cls = type(chunk)
    if cls in _IMMUTABLE:
        return chunk
    if cls is bytearray:
        return bytearray(chunk)  # type: ignore[call-overload]
    cloned = foreign_clone(chunk)
    if cloned is not None:
        return cloned
    return load_provider("structured-clone")(chunk)


def readable_stream_default_tee(
    stream: ReadableStream, clone_for_branch2: bool = False
) -> list[ReadableStream]:
    """https://streams.spec.whatwg.org/#abstract-opdef-readablestreamdefaulttee: both
    branches get the same chunk objects, or (``clone_for_branch2``) the second a structured
    clone of each (:func:`structured_clone_chunk`; a chunk that cannot be cloned errors both
    branches and cancels the stream with that error)."""
    reader = acquire_readable_stream_default_reader(stream)  # 3.
    state: dict[str, Any] = {
        "reading": False,
        "read_again": False,
        "canceled1": False,
        "canceled2": False,
        "reason1": None,
        "reason2": None,
    }
    branches: list[ReadableStream] = []
    cancel_promise = Promise()  # 11.

    def controller(index: int) -> Any:
        return branches[index]._controller

    def pull_algorithm() -> Promise:  # 12.
        if state["reading"]:
            state["read_again"] = True
            return promise_resolved_with(None)
        state["reading"] = True

        def chunk_steps(chunk: object) -> None:
            def steps() -> None:  # (a microtask: the read's promise reactions first)
                state["read_again"] = False
                chunk2 = chunk
                if not state["canceled2"] and clone_for_branch2:
                    try:
                        chunk2 = structured_clone_chunk(chunk)
                    except Exception as error:  # (the clone's abrupt completion)
                        readable_stream_default_controller_error(controller(0), error)
                        readable_stream_default_controller_error(controller(1), error)
                        cancel_promise._resolve(readable_stream_cancel(stream, error))
                        return
                if not state["canceled1"]:
                    readable_stream_default_controller_enqueue(controller(0), chunk)
                if not state["canceled2"]:
                    readable_stream_default_controller_enqueue(controller(1), chunk2)
                state["reading"] = False
                if state["read_again"]:
                    pull_algorithm()

            current_event_loop().queue_a_microtask(steps)

        def close_steps() -> None:
            state["reading"] = False
            if not state["canceled1"]:
                readable_stream_default_controller_close(controller(0))
            if not state["canceled2"]:
                readable_stream_default_controller_close(controller(1))
            if not state["canceled1"] or not state["canceled2"]:
                cancel_promise._resolve(None)

        def error_steps(e: object) -> None:
            state["reading"] = False

        readable_stream_default_reader_read(
            reader, ReadRequest(chunk_steps, close_steps, error_steps)
        )
        return promise_resolved_with(None)

    def cancel_algorithm(index: int) -> Any:  # 13., 14.
        own, other = ("canceled1", "canceled2") if index == 0 else ("canceled2", "canceled1")

        def cancel(reason: object) -> Promise:
            state[own] = True
            state["reason1" if index == 0 else "reason2"] = reason
            if state[other]:
                composite_reason = [state["reason1"], state["reason2"]]
                cancel_promise._resolve(readable_stream_cancel(stream, composite_reason))
            return cancel_promise

        return cancel

    for index in (0, 1):  # 16., 17.
        branches.append(
            create_readable_stream(lambda: None, pull_algorithm, cancel_algorithm(index))
        )

    def errored(r: object) -> None:  # 18.
        readable_stream_default_controller_error(controller(0), r)
        readable_stream_default_controller_error(controller(1), r)
        if not state["canceled1"] or not state["canceled2"]:
            cancel_promise._resolve(None)

    reader._closed_promise._upon_rejection(errored)
    return branches


# --- ReadableStream.from (https://streams.spec.whatwg.org/#readable-stream-from-iterable)

_DONE: Any = object()  # (the end of an iterable)


def readable_stream_from_iterable(async_iterable: object) -> ReadableStream:
    """https://streams.spec.whatwg.org/#readable-stream-from-iterable: ``GetIterator(asyncIterable,
    async)`` is Python's ``__aiter__``, else ``__iter__`` (an iterable's items are each a
    chunk, as CreateAsyncFromSyncIterator gives them); anything else is a ``TypeError``. The
    stream's high water mark is 0: an item is taken when a read asks for one."""
    if hasattr(async_iterable, "__aiter__"):
        iterator: Any = async_iterable.__aiter__()
        is_async = True
    else:
        try:
            iterator = iter(async_iterable)  # type: ignore[call-overload]
        except TypeError:
            raise TypeError(
                "Failed to execute 'from' on 'ReadableStream': the argument is not async "
                "iterable or iterable"
            ) from None
        is_async = False
    streams: list[ReadableStream] = []

    def next_item() -> Any:  # IteratorNext, awaited
        if is_async:
            return _anext(iterator)
        return next(iterator, _DONE)

    def pull_algorithm() -> Promise:  # 4.
        controller = streams[0]._controller
        next_promise = promise_from_result(next_item)

        def fulfilled(item: object) -> None:
            if item is _DONE:
                readable_stream_default_controller_close(controller)
            else:
                readable_stream_default_controller_enqueue(controller, item)

        return next_promise._react(fulfilled)

    def cancel_algorithm(reason: object) -> Promise:  # 5.
        close = getattr(iterator, "aclose" if is_async else "close", None)
        if close is None:
            return promise_resolved_with(None)
        return promise_from_result(close)._react(lambda _: None)

    streams.append(create_readable_stream(lambda: None, pull_algorithm, cancel_algorithm, 0))
    return streams[0]


async def _anext(iterator: Any) -> Any:
    try:
        return await iterator.__anext__()
    except StopAsyncIteration:
        return _DONE


# --- async iteration (https://streams.spec.whatwg.org/#rs-asynciterator): Python's ``async for``
# has no "return" step when the loop is left early (JavaScript's ``for await`` calls the
# iterator's ``return()``): the iterator is an async generator, whose ``finally`` runs the return
# steps when it is closed, at once with ``aclose()`` (``contextlib.aclosing``), else when asyncio
# finalizes it.

_END: Any = object()  # (the end of the stream, for the iterator)


def readable_stream_values(stream: ReadableStream, prevent_cancel: bool) -> AsyncIterator[Any]:
    """The asynchronous iterator initialization steps (the stream locked now), then the
    iterator."""
    reader = acquire_readable_stream_default_reader(stream)
    return _iterate(reader, prevent_cancel)


def _next_steps(reader: ReadableStreamDefaultReader) -> Promise:
    """https://streams.spec.whatwg.org/#ref-for-dfn-get-the-next-iteration-result"""
    promise = Promise()

    def close_steps() -> None:
        readable_stream_default_reader_release(reader)
        promise._resolve(_END)

    def error_steps(e: object) -> None:
        readable_stream_default_reader_release(reader)
        promise._reject(e)

    readable_stream_default_reader_read(
        reader, ReadRequest(promise._resolve, close_steps, error_steps)
    )
    return promise


async def _iterate(reader: ReadableStreamDefaultReader, prevent_cancel: bool) -> AsyncIterator[Any]:
    finished = False
    try:
        while True:
            try:
                chunk = await _next_steps(reader)
            except BaseException:
                finished = reader._stream is None  # (released by the error steps)
                raise
            if chunk is _END:
                finished = True
                return
            yield chunk
    finally:
        if not finished and reader._stream is not None:  # the return steps
            if not prevent_cancel:
                readable_stream_reader_generic_cancel(reader, None)
            readable_stream_default_reader_release(reader)


# --- piping (https://streams.spec.whatwg.org/#readable-stream-pipe-to)


def _pipe_options(options: object) -> tuple[bool, bool, bool, Any]:
    """StreamPipeOptions: preventClose, preventAbort, preventCancel, signal."""
    flags = []
    for name, snake in (
        ("preventClose", "prevent_close"),
        ("preventAbort", "prevent_abort"),
        ("preventCancel", "prevent_cancel"),
    ):
        value = member(options, name, snake)
        flags.append(bool(not is_missing(value) and value))
    signal = member(options, "signal")
    return flags[0], flags[1], flags[2], None if is_missing(signal) else signal


def readable_stream_pipe_to(
    source: ReadableStream,
    dest: WritableStream,
    prevent_close: bool,
    prevent_abort: bool,
    prevent_cancel: bool,
    signal: Any = None,
) -> Promise:
    """https://streams.spec.whatwg.org/#readable-stream-pipe-to: the loop reads a chunk once
    the writer is ready and writes it; the four conditions (errors and closing, forward and
    backward) are checked when the pipe starts and as the readers' and writers' ``closed``
    promises settle; a shutdown waits for the writes begun."""
    reader = acquire_readable_stream_default_reader(source)
    writer = acquire_writable_stream_default_writer(dest)
    source._disturbed = True
    state: dict[str, Any] = {"shutting_down": False, "current_write": promise_resolved_with(None)}
    promise = Promise()

    def finalize(error: object = None, has_error: bool = False) -> None:
        writable_stream_default_writer_release(writer)
        readable_stream_default_reader_release(reader)
        if listener is not None:
            signal.removeEventListener("abort", listener)
        if has_error:
            promise._reject(error)
        else:
            promise._resolve(None)

    def after_writes(then: Callable[[], object]) -> None:
        """Wait until every chunk read has been written (when the destination still takes
        writes), then ``then()``."""
        if dest._state == "writable" and not writable_stream_close_queued_or_in_flight(dest):
            current = state["current_write"]

            def settled(_: object) -> None:
                if state["current_write"] is not current:
                    after_writes(then)
                else:
                    then()

            current._react(settled, settled)._handled = True
        else:
            then()

    def shutdown_with_an_action(
        action: Callable[[], Promise], error: object = None, has_error: bool = False
    ) -> None:
        if state["shutting_down"]:
            return
        state["shutting_down"] = True

        def act() -> None:
            result = action()
            result._upon_fulfillment(lambda _: finalize(error, has_error))
            result._upon_rejection(lambda new_error: finalize(new_error, True))

        after_writes(act)

    def shutdown(error: object = None, has_error: bool = False) -> None:
        if state["shutting_down"]:
            return
        state["shutting_down"] = True
        after_writes(lambda: finalize(error, has_error))

    def source_errored(stored_error: object) -> None:  # errors must be propagated forward
        if not prevent_abort:
            shutdown_with_an_action(
                lambda: writable_stream_abort(dest, stored_error), stored_error, True
            )
        else:
            shutdown(stored_error, True)

    def dest_errored(stored_error: object) -> None:  # errors must be propagated backward
        if not prevent_cancel:
            shutdown_with_an_action(
                lambda: readable_stream_cancel(source, stored_error), stored_error, True
            )
        else:
            shutdown(stored_error, True)

    def source_closed() -> None:  # closing must be propagated forward
        if not prevent_close:
            shutdown_with_an_action(
                lambda: writable_stream_default_writer_close_with_error_propagation(writer)
            )
        else:
            shutdown()

    def dest_closed() -> bool:  # closing must be propagated backward
        if writable_stream_close_queued_or_in_flight(dest) or dest._state == "closed":
            error = TypeError("The destination stream is closing or closed")
            if not prevent_cancel:
                shutdown_with_an_action(lambda: readable_stream_cancel(source, error), error, True)
            else:
                shutdown(error, True)
            return True
        return False

    listener: Any = None
    if signal is not None:

        def abort_algorithm(*_: object) -> None:
            error = signal.reason
            actions: list[Callable[[], Promise]] = []
            if not prevent_abort:
                actions.append(
                    lambda: (
                        writable_stream_abort(dest, error)
                        if dest._state == "writable"
                        else promise_resolved_with(None)
                    )
                )
            if not prevent_cancel:
                actions.append(
                    lambda: (
                        readable_stream_cancel(source, error)
                        if source._state == "readable"
                        else promise_resolved_with(None)
                    )
                )

            def all_actions() -> Promise:
                results = [action() for action in actions]
                combined = Promise()
                left = [len(results)]
                if not results:
                    combined._resolve(None)

                def one(_: object) -> None:
                    left[0] -= 1
                    if left[0] == 0:
                        combined._resolve(None)

                for result in results:
                    result._upon_fulfillment(one)
                    result._upon_rejection(combined._reject)
                return combined

            shutdown_with_an_action(all_actions, error, True)

        if signal.aborted:
            abort_algorithm()
            return promise
        listener = abort_algorithm
        signal.addEventListener("abort", listener)

    def step() -> None:
        if state["shutting_down"]:
            return

        def ready(_: object) -> None:
            if state["shutting_down"]:
                return

            def chunk_steps(chunk: object) -> None:
                write = writable_stream_default_writer_write(writer, chunk)
                write._handled = True
                state["current_write"] = write
                current_event_loop().queue_a_microtask(step)

            readable_stream_default_reader_read(
                reader, ReadRequest(chunk_steps, lambda: None, lambda e: None)
            )

        writer._ready_promise._react(ready, lambda _: None)._handled = True

    # the conditions as the pipe starts, then as the streams change
    if source._state == "errored":
        source_errored(source._stored_error)
    elif dest._state in ("errored", "erroring"):
        dest_errored(dest._stored_error)
    elif source._state == "closed":
        source_closed()
    elif not dest_closed():
        reader._closed_promise._upon_fulfillment(lambda _: source_closed())
        reader._closed_promise._upon_rejection(source_errored)
        writer._closed_promise._upon_rejection(dest_errored)
        step()
    return promise
