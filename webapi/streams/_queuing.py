"""Queuing strategies (https://streams.spec.whatwg.org/#qs) and the queue-with-sizes
operations (https://streams.spec.whatwg.org/#queue-with-sizes).

A strategy given to a stream's constructor is a ``dict`` (``{"highWaterMark": 4, "size":
len}``) or an object with those attributes (a :class:`CountQueuingStrategy`, a
:class:`ByteLengthQueuingStrategy`, any object): Web IDL's ``QueuingStrategy`` dictionary
read from either.
"""

from __future__ import annotations

import math
from collections import deque

from webapi.js import RangeError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = [
    "ByteLengthQueuingStrategy",
    "CountQueuingStrategy",
    "dequeue_value",
    "enqueue_value_with_size",
    "extract_high_water_mark",
    "extract_size_algorithm",
    "member",
    "reset_queue",
    "underlying_callback",
]

_MISSING: Any = object()


def member(dictionary: object, name: str, snake: str | None = None) -> Any:
    """A Web IDL dictionary member read from a ``dict`` (its key) or another object (its
    attribute), or ``_MISSING``; ``snake`` is the snake_case alias also read."""
    if dictionary is None:
        return _MISSING
    if isinstance(dictionary, dict):
        value = dictionary.get(name, _MISSING)
        if value is _MISSING and snake is not None:
            value = dictionary.get(snake, _MISSING)
        return value
    value = getattr(dictionary, name, _MISSING)
    if value is _MISSING and snake is not None:
        value = getattr(dictionary, snake, _MISSING)
    return value


def is_missing(value: object) -> bool:
    """Whether :func:`member` found nothing (a ``None`` value counts as absent too, as
    JavaScript's ``undefined``)."""
    return value is _MISSING or value is None


def underlying_callback(source: object, name: str) -> Callable[..., Any] | None:
    """A callback member of an underlying source, sink or transformer (``None``: absent); a
    value that is not callable is a ``TypeError``, as Web IDL converts it."""
    value = member(source, name)
    if is_missing(value):
        return None
    if not callable(value):
        raise TypeError(
            f"The underlying source's, sink's or transformer's '{name}' is not a function"
        )
    return value  # type: ignore[no-any-return]


def _unrestricted_double(value: object, what: str) -> float:
    """Web IDL's ``unrestricted double`` of a Python number."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{what} is not a number (got {type(value).__name__})")
    return float(value)


def extract_high_water_mark(strategy: object, default: float) -> float:
    """https://streams.spec.whatwg.org/#validate-and-normalize-high-water-mark"""
    value = member(strategy, "highWaterMark", "high_water_mark")
    if is_missing(value):  # 1.
        return default
    high_water_mark = _unrestricted_double(value, "highWaterMark")  # 2.
    if math.isnan(high_water_mark) or high_water_mark < 0:  # 3.
        raise RangeError("Invalid highWaterMark: it must be a number, 0 or more")
    return high_water_mark


def extract_size_algorithm(strategy: object) -> Callable[[Any], float]:
    """https://streams.spec.whatwg.org/#make-size-algorithm-from-size-function"""
    size = member(strategy, "size")
    if is_missing(size):  # 1.
        return _one
    if not callable(size):
        raise TypeError("The strategy's size is not a function")
    return lambda chunk: _to_number(size(chunk))  # 2.


def _one(chunk: object) -> float:
    return 1.0


def _to_number(value: object) -> float:
    """ECMAScript's ToNumber for what a size function returns (a number; anything else NaN,
    which enqueuing refuses)."""
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (int, float)):
        return float(value)
    return math.nan


# --- queue-with-sizes: a container's [[queue]] and [[queueTotalSize]]


class QueueContainer:
    """What a controller holds for https://streams.spec.whatwg.org/#queue-with-sizes."""

    __slots__ = ("queue", "queue_total_size")

    def __init__(self) -> None:
        self.queue: deque[tuple[Any, float]] = deque()
        self.queue_total_size = 0.0


def dequeue_value(container: QueueContainer) -> Any:
    """https://streams.spec.whatwg.org/#dequeue-value"""
    value, size = container.queue.popleft()
    container.queue_total_size -= size
    if container.queue_total_size < 0:  # (rounding errors)
        container.queue_total_size = 0.0
    return value


def enqueue_value_with_size(container: QueueContainer, value: object, size: float) -> None:
    """https://streams.spec.whatwg.org/#enqueue-value-with-size"""
    if math.isnan(size) or size < 0 or math.isinf(size):  # 2., 3.
        raise RangeError("The chunk's size must be a finite, non-negative number")
    container.queue.append((value, size))
    container.queue_total_size += size


def reset_queue(container: QueueContainer) -> None:
    """https://streams.spec.whatwg.org/#reset-queue"""
    container.queue = deque()
    container.queue_total_size = 0.0


# --- the two strategies of the standard


def _strategy_init(
    name: str, init: object, members: dict[str, Any]
) -> float:  # (the QueuingStrategyInit dictionary: highWaterMark is required)
    if init is not None and members:
        raise TypeError(f"{name}(): give the init dictionary or keywords, not both")
    source: object = members if init is None else init
    value = member(source, "highWaterMark", "high_water_mark")
    if is_missing(value):
        raise TypeError(
            f"Failed to construct '{name}': required member highWaterMark is undefined."
        )
    return _unrestricted_double(value, "highWaterMark")


class _QueuingStrategy:
    """What the two strategies share: the constructor's ``highWaterMark``
    (https://streams.spec.whatwg.org/#cqs-constructor,
    https://streams.spec.whatwg.org/#blqs-constructor), its getter and ``repr()``."""

    __slots__ = ("_high_water_mark",)

    #: The interface's name, in the constructor's errors and ``repr()``.
    _interface = ""

    def __init__(self, init: object = None, /, **members: Any) -> None:
        self._high_water_mark = _strategy_init(self._interface, init, members)

    @property
    def highWaterMark(self) -> float:
        """https://streams.spec.whatwg.org/#cqs-high-water-mark,
        https://streams.spec.whatwg.org/#blqs-high-water-mark"""
        return self._high_water_mark

    high_water_mark = highWaterMark

    def __repr__(self) -> str:
        return f"<{self._interface} highWaterMark={self._high_water_mark:g}>"


class CountQueuingStrategy(_QueuingStrategy):
    """https://streams.spec.whatwg.org/#cqs-class: each chunk counts 1.
    ``CountQueuingStrategy({"highWaterMark": 4})`` (or ``highWaterMark=4``)."""

    __slots__ = ()
    _interface = "CountQueuingStrategy"

    @staticmethod
    def size(chunk: object = None) -> float:
        """https://streams.spec.whatwg.org/#cqs-size: 1."""
        return 1.0


class ByteLengthQueuingStrategy(_QueuingStrategy):
    """https://streams.spec.whatwg.org/#blqs-class: each chunk counts its byte length (a
    bytes-like object's ``nbytes``, or its ``byteLength`` attribute).
    ``ByteLengthQueuingStrategy({"highWaterMark": 65536})``."""

    __slots__ = ()
    _interface = "ByteLengthQueuingStrategy"

    @staticmethod
    def size(chunk: object = None) -> float:
        """https://streams.spec.whatwg.org/#blqs-size: the chunk's ``byteLength`` (NaN for a
        chunk without one, which enqueuing refuses with a ``RangeError``)."""
        length = getattr(chunk, "byteLength", None)
        if length is not None:
            return _to_number(length)
        try:
            return float(memoryview(chunk).nbytes)  # type: ignore[arg-type]
        except TypeError:
            return math.nan
