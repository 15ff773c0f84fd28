"""Transform streams (https://streams.spec.whatwg.org/#ts): ``TransformStream`` and its
default controller, a writable side whose chunks a transformer turns into the readable
side's."""

from __future__ import annotations

from webapi.eventloop import (
    Promise,
    Thrown,
    promise_from_result,
    promise_rejected_with,
    promise_resolved_with,
)
from webapi.js import RangeError

from ._queuing import (
    extract_high_water_mark,
    extract_size_algorithm,
    is_missing,
    member,
    underlying_callback,
)
from ._readable import (
    ReadableStream,
    create_readable_stream,
    readable_stream_default_controller_can_close_or_enqueue,
    readable_stream_default_controller_close,
    readable_stream_default_controller_enqueue,
    readable_stream_default_controller_error,
    readable_stream_default_controller_get_desired_size,
    readable_stream_default_controller_has_backpressure,
)
from ._writable import (
    WritableStream,
    create_writable_stream,
    writable_stream_default_controller_error_if_needed,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = [
    "TransformStream",
    "TransformStreamDefaultController",
    "set_up_transform_stream",
    "transform_stream_enqueue",
]


class TransformStream:
    """https://streams.spec.whatwg.org/#ts-class: ``TransformStream(transformer=None,
    writableStrategy=None, readableStrategy=None)``; the transformer a ``dict`` or an object
    with ``start(controller)``, ``transform(chunk, controller)``, ``flush(controller)`` and
    ``cancel(reason)`` (each optional, sync or ``async def``; without ``transform``, chunks
    pass unchanged). ``readable.pipeThrough(ts)`` or write to ``ts.writable`` and read
    ``ts.readable``."""

    __slots__ = (
        "__weakref__",
        "_backpressure",
        "_backpressure_change_promise",
        "_controller",
        "_readable",
        "_writable",
    )

    _backpressure: bool | None
    _backpressure_change_promise: Promise | None
    _controller: TransformStreamDefaultController
    _readable: ReadableStream
    _writable: WritableStream

    def __init__(
        self,
        transformer: object = None,
        writableStrategy: object = None,
        readableStrategy: object = None,
    ) -> None:
        # https://streams.spec.whatwg.org/#ts-constructor
        for name in ("readableType", "writableType"):
            if not is_missing(member(transformer, name)):
                raise RangeError(f"Failed to construct 'TransformStream': Invalid {name}")
        readable_high_water_mark = extract_high_water_mark(readableStrategy, 0)
        readable_size_algorithm = extract_size_algorithm(readableStrategy)
        writable_high_water_mark = extract_high_water_mark(writableStrategy, 1)
        writable_size_algorithm = extract_size_algorithm(writableStrategy)
        start_promise = Promise()
        initialize_transform_stream(
            self,
            start_promise,
            writable_high_water_mark,
            writable_size_algorithm,
            readable_high_water_mark,
            readable_size_algorithm,
        )
        start = set_up_transform_stream_default_controller_from_transformer(self, transformer)
        if start is not None:
            result = start(self._controller)  # (may raise: the constructor's exception)
            if result is not None and hasattr(result, "__await__"):
                start_promise._resolve(promise_from_result(lambda: result))
            else:
                start_promise._resolve(result)
        else:
            start_promise._resolve(None)

    @property
    def readable(self) -> ReadableStream:
        """https://streams.spec.whatwg.org/#ts-readable"""
        return self._readable

    @property
    def writable(self) -> WritableStream:
        """https://streams.spec.whatwg.org/#ts-writable"""
        return self._writable

    def __repr__(self) -> str:
        return f"<TransformStream readable={self._readable!r} writable={self._writable!r}>"


class TransformStreamDefaultController:
    """https://streams.spec.whatwg.org/#ts-default-controller-class: what the transformer is
    given: ``enqueue(chunk)``, ``error(reason)``, ``terminate()``, ``desiredSize``."""

    __slots__ = (
        "_cancel_algorithm",
        "_finish_promise",
        "_flush_algorithm",
        "_stream",
        "_transform_algorithm",
    )

    _cancel_algorithm: Callable[[Any], Promise] | None
    _finish_promise: Promise | None
    _flush_algorithm: Callable[[], Promise] | None
    _stream: TransformStream
    _transform_algorithm: Callable[[Any], Promise] | None

    def __init__(self) -> None:
        raise TypeError("Illegal constructor")

    @property
    def desiredSize(self) -> float | None:
        """https://streams.spec.whatwg.org/#ts-default-controller-desired-size"""
        readable_controller = self._stream._readable._controller
        assert readable_controller is not None
        return readable_stream_default_controller_get_desired_size(readable_controller)

    desired_size = desiredSize

    def enqueue(self, chunk: object = None) -> None:
        """https://streams.spec.whatwg.org/#ts-default-controller-enqueue"""
        transform_stream_default_controller_enqueue(self, chunk)

    def error(self, reason: object = None) -> None:
        """https://streams.spec.whatwg.org/#ts-default-controller-error"""
        transform_stream_error(self._stream, reason)

    def terminate(self) -> None:
        """https://streams.spec.whatwg.org/#ts-default-controller-terminate"""
        transform_stream_default_controller_terminate(self)

    def __repr__(self) -> str:
        return f"<TransformStreamDefaultController desiredSize={self.desiredSize!r}>"


# --- abstract operations (https://streams.spec.whatwg.org/#ts-abstract-ops)


def _cleared() -> Promise:
    """What performing an algorithm ClearAlgorithms set to undefined gives (an abort or a
    cancel after the transformer errored): a promise rejected with a ``TypeError``, as calling
    undefined throws in JavaScript (Node 26's answer; the Standard performs the undefined
    algorithm)."""
    return promise_rejected_with(TypeError("The transform stream's algorithms were cleared"))


def initialize_transform_stream(
    stream: TransformStream,
    start_promise: Promise,
    writable_high_water_mark: float,
    writable_size_algorithm: Callable[[Any], float],
    readable_high_water_mark: float,
    readable_size_algorithm: Callable[[Any], float],
) -> None:
    """https://streams.spec.whatwg.org/#initialize-transform-stream"""
    stream._writable = create_writable_stream(
        lambda: start_promise,
        lambda chunk: transform_stream_default_sink_write_algorithm(stream, chunk),
        lambda: transform_stream_default_sink_close_algorithm(stream),
        lambda reason: transform_stream_default_sink_abort_algorithm(stream, reason),
        writable_high_water_mark,
        writable_size_algorithm,
    )
    stream._readable = create_readable_stream(
        lambda: start_promise,
        lambda: transform_stream_default_source_pull_algorithm(stream),
        lambda reason: transform_stream_default_source_cancel_algorithm(stream, reason),
        readable_high_water_mark,
        readable_size_algorithm,
    )
    stream._backpressure = None
    stream._backpressure_change_promise = None
    transform_stream_set_backpressure(stream, True)


def transform_stream_error(stream: TransformStream, e: object) -> None:
    """https://streams.spec.whatwg.org/#transform-stream-error"""
    readable_controller = stream._readable._controller
    assert readable_controller is not None
    readable_stream_default_controller_error(readable_controller, e)
    transform_stream_error_writable_and_unblock_write(stream, e)


def transform_stream_error_writable_and_unblock_write(stream: TransformStream, e: object) -> None:
    """https://streams.spec.whatwg.org/#transform-stream-error-writable-and-unblock-write"""
    transform_stream_default_controller_clear_algorithms(stream._controller)
    writable_controller = stream._writable._controller
    assert writable_controller is not None
    writable_stream_default_controller_error_if_needed(writable_controller, e)
    transform_stream_unblock_write(stream)


def transform_stream_set_backpressure(stream: TransformStream, backpressure: bool) -> None:
    """https://streams.spec.whatwg.org/#transform-stream-set-backpressure"""
    if stream._backpressure_change_promise is not None:
        stream._backpressure_change_promise._resolve(None)
    stream._backpressure_change_promise = Promise()
    stream._backpressure = backpressure


def transform_stream_unblock_write(stream: TransformStream) -> None:
    """https://streams.spec.whatwg.org/#transform-stream-unblock-write"""
    if stream._backpressure:
        transform_stream_set_backpressure(stream, False)


def set_up_transform_stream_default_controller_from_transformer(
    stream: TransformStream, transformer: object
) -> Callable[..., Any] | None:
    """https://streams.spec.whatwg.org/#set-up-transform-stream-default-controller-from-transformer
    (with SetUpTransformStreamDefaultController); the transformer's ``start``, for the
    constructor."""
    controller = TransformStreamDefaultController.__new__(TransformStreamDefaultController)
    start = underlying_callback(transformer, "start")
    transform = underlying_callback(transformer, "transform")
    flush = underlying_callback(transformer, "flush")
    cancel = underlying_callback(transformer, "cancel")

    def transform_algorithm(chunk: object) -> Promise:
        if transform is None:
            try:
                transform_stream_default_controller_enqueue(controller, chunk)
            except Exception as error:
                return promise_rejected_with(error)
            return promise_resolved_with(None)
        return promise_from_result(lambda: transform(chunk, controller))

    def flush_algorithm() -> Promise:
        if flush is None:
            return promise_resolved_with(None)
        return promise_from_result(lambda: flush(controller))

    def cancel_algorithm(reason: object) -> Promise:
        if cancel is None:
            return promise_resolved_with(None)
        return promise_from_result(lambda: cancel(reason))

    controller._stream = stream
    stream._controller = controller
    controller._transform_algorithm = transform_algorithm
    controller._flush_algorithm = flush_algorithm
    controller._cancel_algorithm = cancel_algorithm
    controller._finish_promise = None
    return start


def transform_stream_default_controller_clear_algorithms(
    controller: TransformStreamDefaultController,
) -> None:
    """https://streams.spec.whatwg.org/#transform-stream-default-controller-clear-algorithms"""
    controller._transform_algorithm = None
    controller._flush_algorithm = None
    controller._cancel_algorithm = None


def transform_stream_default_controller_enqueue(
    controller: TransformStreamDefaultController, chunk: object
) -> None:
    """https://streams.spec.whatwg.org/#transform-stream-default-controller-enqueue"""
    stream = controller._stream
    readable_controller = stream._readable._controller
    assert readable_controller is not None
    if not readable_stream_default_controller_can_close_or_enqueue(readable_controller):
        raise TypeError("The readable side of the transform stream is closed or errored")
    try:
        readable_stream_default_controller_enqueue(readable_controller, chunk)
    except Exception as error:
        transform_stream_error_writable_and_unblock_write(stream, error)
        raise stream._readable._stored_error from None
    backpressure = readable_stream_default_controller_has_backpressure(readable_controller)
    if backpressure != stream._backpressure:
        transform_stream_set_backpressure(stream, True)


def transform_stream_default_controller_perform_transform(
    controller: TransformStreamDefaultController, chunk: object
) -> Promise:
    """https://streams.spec.whatwg.org/#transform-stream-default-controller-perform-transform"""
    assert controller._transform_algorithm is not None
    transform_promise = controller._transform_algorithm(chunk)

    def rejected(r: object) -> None:
        transform_stream_error(controller._stream, r)
        raise Thrown(r)

    return transform_promise._react(None, rejected)


def transform_stream_default_controller_terminate(
    controller: TransformStreamDefaultController,
) -> None:
    """https://streams.spec.whatwg.org/#transform-stream-default-controller-terminate"""
    stream = controller._stream
    readable_controller = stream._readable._controller
    assert readable_controller is not None
    readable_stream_default_controller_close(readable_controller)
    transform_stream_error_writable_and_unblock_write(
        stream, TypeError("The transform stream was terminated")
    )


def transform_stream_default_sink_write_algorithm(
    stream: TransformStream, chunk: object
) -> Promise:
    """https://streams.spec.whatwg.org/#transform-stream-default-sink-write-algorithm"""
    controller = stream._controller
    if stream._backpressure:
        change = stream._backpressure_change_promise
        assert change is not None

        def fulfilled(_: object) -> Promise:
            writable = stream._writable
            if writable._state == "erroring":
                raise Thrown(writable._stored_error)
            return transform_stream_default_controller_perform_transform(controller, chunk)

        return change._react(fulfilled)
    return transform_stream_default_controller_perform_transform(controller, chunk)


def _cancel_and_clear(controller: TransformStreamDefaultController, reason: object) -> Promise:
    """The steps the sink's abort and the source's cancel algorithms share after making the
    finish promise: the controller's cancel algorithm run with ``reason`` (its promise, or a
    resolved one where the algorithms were cleared), then the controller's algorithms
    cleared."""
    cancel_promise = (
        _cleared() if controller._cancel_algorithm is None else controller._cancel_algorithm(reason)
    )
    transform_stream_default_controller_clear_algorithms(controller)
    return cancel_promise


def transform_stream_default_sink_abort_algorithm(
    stream: TransformStream, reason: object
) -> Promise:
    """https://streams.spec.whatwg.org/#transform-stream-default-sink-abort-algorithm"""
    controller = stream._controller
    if controller._finish_promise is not None:
        return controller._finish_promise
    readable = stream._readable
    finish = controller._finish_promise = Promise()
    cancel_promise = _cancel_and_clear(controller, reason)

    def fulfilled(_: object) -> None:
        if readable._state == "errored":
            finish._reject(readable._stored_error)
        else:
            assert readable._controller is not None
            readable_stream_default_controller_error(readable._controller, reason)
            finish._resolve(None)

    def rejected(r: object) -> None:
        assert readable._controller is not None
        readable_stream_default_controller_error(readable._controller, r)
        finish._reject(r)

    cancel_promise._upon_fulfillment(fulfilled)
    cancel_promise._upon_rejection(rejected)
    return finish


def transform_stream_default_sink_close_algorithm(stream: TransformStream) -> Promise:
    """https://streams.spec.whatwg.org/#transform-stream-default-sink-close-algorithm"""
    controller = stream._controller
    if controller._finish_promise is not None:
        return controller._finish_promise
    readable = stream._readable
    finish = controller._finish_promise = Promise()
    flush_promise = (
        _cleared() if controller._flush_algorithm is None else controller._flush_algorithm()
    )
    transform_stream_default_controller_clear_algorithms(controller)

    def fulfilled(_: object) -> None:
        if readable._state == "errored":
            finish._reject(readable._stored_error)
        else:
            assert readable._controller is not None
            readable_stream_default_controller_close(readable._controller)
            finish._resolve(None)

    def rejected(r: object) -> None:
        assert readable._controller is not None
        readable_stream_default_controller_error(readable._controller, r)
        finish._reject(r)

    flush_promise._upon_fulfillment(fulfilled)
    flush_promise._upon_rejection(rejected)
    return finish


def transform_stream_default_source_pull_algorithm(stream: TransformStream) -> Promise:
    """https://streams.spec.whatwg.org/#transform-stream-default-source-pull-algorithm"""
    transform_stream_set_backpressure(stream, False)
    assert stream._backpressure_change_promise is not None
    return stream._backpressure_change_promise


def transform_stream_default_source_cancel_algorithm(
    stream: TransformStream, reason: object
) -> Promise:
    """https://streams.spec.whatwg.org/#transform-stream-default-source-cancel-algorithm"""
    controller = stream._controller
    if controller._finish_promise is not None:
        return controller._finish_promise
    writable = stream._writable
    finish = controller._finish_promise = Promise()
    cancel_promise = _cancel_and_clear(controller, reason)

    def fulfilled(_: object) -> None:
        if writable._state == "errored":
            finish._reject(writable._stored_error)
        else:
            assert writable._controller is not None
            writable_stream_default_controller_error_if_needed(writable._controller, reason)
            transform_stream_unblock_write(stream)
            finish._resolve(None)

    def rejected(r: object) -> None:
        assert writable._controller is not None
        writable_stream_default_controller_error_if_needed(writable._controller, r)
        transform_stream_unblock_write(stream)
        finish._reject(r)

    cancel_promise._upon_fulfillment(fulfilled)
    cancel_promise._upon_rejection(rejected)
    return finish


# --- for other standards (https://streams.spec.whatwg.org/#ts-for-other-specs)


def _one(chunk: object) -> float:
    return 1


def set_up_transform_stream(
    transform_algorithm: Callable[[Any], object],
    flush_algorithm: Callable[[], object] | None = None,
    cancel_algorithm: Callable[[Any], object] | None = None,
) -> TransformStream:
    """https://streams.spec.whatwg.org/#transformstream-set-up: a new ``TransformStream``
    whose chunks ``transform_algorithm(chunk)`` handles (through
    :func:`transform_stream_enqueue`), ``flush_algorithm()`` at the end and
    ``cancel_algorithm(reason)`` on a cancel or abort; what each raises rejects its promise
    (errors the stream). The writable side's high water mark is 1, the readable's 0, each
    chunk of size 1."""

    def wrapper(call: Callable[[], object]) -> Promise:
        try:
            result = call()
        except Exception as error:
            return promise_rejected_with(error)
        if isinstance(result, Promise):
            return result
        return promise_resolved_with(None)

    stream = TransformStream.__new__(TransformStream)
    start_promise = promise_resolved_with(None)
    initialize_transform_stream(stream, start_promise, 1, _one, 0, _one)
    controller = TransformStreamDefaultController.__new__(TransformStreamDefaultController)
    controller._stream = stream
    stream._controller = controller
    controller._transform_algorithm = lambda chunk: wrapper(lambda: transform_algorithm(chunk))
    controller._flush_algorithm = lambda: wrapper(flush_algorithm or (lambda: None))
    controller._cancel_algorithm = lambda reason: wrapper(
        lambda: None if cancel_algorithm is None else cancel_algorithm(reason)
    )
    controller._finish_promise = None
    return stream


def transform_stream_enqueue(stream: TransformStream, chunk: object) -> None:
    """https://streams.spec.whatwg.org/#transformstream-enqueue"""
    transform_stream_default_controller_enqueue(stream._controller, chunk)
