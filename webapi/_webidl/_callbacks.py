"""Calling Python functions given where an IDL callback function is expected.

JavaScript passes every argument and a function ignores the ones it does not
declare; Python raises ``TypeError`` for extra positional arguments.  So a
callback gets as many of the IDL arguments as it accepts positionally, found by
inspecting its signature once per call of the operation that takes it (``print``
and other callables without a signature get all of them).

``thisArg`` has no Python counterpart; when it is given (not ``None``) the
callback is bound to it like a method, i.e. it receives ``thisArg`` first.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MethodType

__all__ = ["bind_this", "positional_capacity", "require_callable"]


def require_callable(value: object, prefix: str, position: int) -> Callable[..., object]:
    """The ``TypeError`` browsers raise for a callback that is not a function."""
    if not callable(value):
        raise TypeError(
            f"{prefix}: The callback provided as parameter {position} is not a function."
        )
    return value


def bind_this(callback: Callable[..., object], this_arg: object) -> Callable[..., object]:
    """``callback`` with ``this_arg`` as its first argument (unless it is ``None``)."""
    if this_arg is None:
        return callback
    return MethodType(callback, this_arg)


def positional_capacity(callback: Callable[..., object], available: int) -> int:
    """How many of ``available`` positional arguments ``callback`` accepts."""
    import inspect  # only forEach needs it; importing it costs milliseconds

    try:
        signature = inspect.signature(callback)
    except (TypeError, ValueError):
        return available
    count = 0
    for parameter in signature.parameters.values():
        if parameter.kind is inspect.Parameter.VAR_POSITIONAL:
            return available
        if parameter.kind in (
            inspect.Parameter.POSITIONAL_ONLY,
            inspect.Parameter.POSITIONAL_OR_KEYWORD,
        ):
            count += 1
    return min(count, available)
