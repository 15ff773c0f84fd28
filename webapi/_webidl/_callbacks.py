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

from collections.abc import Callable, Mapping
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType

#: inspect.CO_VARARGS (the code object of a function with *args)
_CO_VARARGS = 0x04

__all__ = [
    "UserCallback",
    "bind_this",
    "callback_converter",
    "positional_capacity",
    "require_callable",
]


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
    # A plain function (or a method of one) says it in its code object, as its signature
    # would: its positional parameters, or any number with *args. (inspect.signature costs
    # some 10 us a call: a UserCallback is made for each setTimeout.)
    function, bound = callback, 0
    if type(callback) is MethodType:
        function, bound = callback.__func__, 1
    if (
        type(function) is FunctionType
        and not hasattr(function, "__wrapped__")
        and not hasattr(function, "__signature__")
    ):
        code = function.__code__
        if code.co_flags & _CO_VARARGS:
            return available
        return min(max(code.co_argcount - bound, 0), available)
    if type(callback) is BuiltinFunctionType:
        # (list.append, print: the same for every instance of a type, so kept by the type,
        # or the module, and the name)
        owner = getattr(callback, "__self__", None)
        if not (owner is None or isinstance(owner, ModuleType)):
            owner = type(owner)
        key = (owner, callback.__qualname__)
        found = _BUILTIN_CAPACITY.get(key)
        if found is None:
            found = _BUILTIN_CAPACITY[key] = _signature_capacity(callback, _ANY)
        return min(found, available)
    return _signature_capacity(callback, available)


#: Any number of arguments (a signature with *args, or none to read).
_ANY = 1 << 30
#: What a builtin function or method accepts, by its owner's type (or module) and name.
_BUILTIN_CAPACITY: dict[tuple[object, str], int] = {}


def _signature_capacity(callback: Callable[..., object], available: int) -> int:
    """:func:`positional_capacity` by ``inspect.signature``."""
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


class UserCallback:
    """What the impl receives for a callback function or callback interface value
    (https://webidl.spec.whatwg.org/#idl-callback-function,
    https://webidl.spec.whatwg.org/#idl-callback-interface): the Python object ``callback``
    (the one given, which a getter gives back), called the same way whichever it is.

    Calling it runs Web IDL's steps: a callable is called; otherwise the object's
    ``operation`` (``handleEvent``: an attribute, or a mapping's key) is looked up, at each
    call, and called
    (https://webidl.spec.whatwg.org/#call-a-user-objects-operation), a ``TypeError`` if it is
    not callable. It receives as many of the arguments as it accepts positionally, as a
    JavaScript function ignores the ones it does not declare. Two compare equal when they are
    for the same object (the DOM finds an event listener by its callback, by identity); it is
    immutable and hashable.
    """

    __slots__ = ("_accepts", "callback", "operation")

    callback: object
    operation: str | None
    _accepts: int | None

    def __init__(self, callback: object, operation: str | None = None) -> None:
        self.callback = callback
        self.operation = operation
        self._accepts = None

    def __call__(self, *arguments: object) -> object:
        callback = self.callback
        if callable(callback):
            accepts = self._accepts
            if accepts is None:  # the signature is looked at once
                accepts = self._accepts = positional_capacity(callback, len(arguments))
            return callback(*arguments[:accepts])
        function = _operation_of(callback, self.operation or "")
        if not callable(function):
            raise TypeError(
                f"{describe_callback(callback)} has no callable {self.operation!r} (its "
                f"{self.operation} operation)."
            )
        return function(*arguments[: positional_capacity(function, len(arguments))])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UserCallback) and other.callback is self.callback

    def __hash__(self) -> int:
        return hash(id(self.callback))

    def __repr__(self) -> str:
        return f"UserCallback({self.callback!r})"


def _operation_of(value: object, operation: str) -> object:
    """A callback interface object's ``operation``: the attribute of that name, or for a
    mapping (JavaScript's object literal, ``{"handleEvent": f}``) the value of that key."""
    if isinstance(value, Mapping):
        return value.get(operation)
    return getattr(value, operation, None)


def describe_callback(value: object) -> str:
    """How a message names the object given as a callback: its type."""
    return f"The callback object of type {type(value).__qualname__!r}"


def callback_converter(
    idl_type: str, operation: str | None = None, treat_non_object_as_null: bool = False
) -> Callable[[object, str, int], UserCallback | None]:
    """The converter to a callback function type, or (``operation``, its one operation's
    name) to a callback interface type: a :class:`UserCallback` for a callable (or, for a
    callback interface, an object with a callable ``operation``, or a mapping whose
    ``operation`` key is callable, as JavaScript's object literal ``{handleEvent: f}``;
    JavaScript looks it up only when calling, a Python object without it is refused at
    once); for anything else a ``TypeError`` naming the argument (and, for a callback
    interface, what to pass), or ``None`` where the type has
    ``[LegacyTreatNonObjectAsNull]`` (an event handler set to a non-function is null)."""

    def convert(value: object, prefix: str, position: int) -> UserCallback | None:
        if type(value) is UserCallback:
            return value
        if callable(value):
            return UserCallback(value, operation)
        if operation is not None and callable(_operation_of(value, operation)):
            return UserCallback(value, operation)
        if treat_non_object_as_null:
            return None
        if operation is None and position:
            require_callable(value, prefix, position)
        from ._messages import not_of_type

        error = not_of_type(prefix, position, value, idl_type)
        if operation is not None:  # say what to pass
            error.args = (
                f"{error.args[0][:-1]}: pass a function, an object with a callable "
                f"{operation!r} method, or a dict {{{operation!r}: function}}.",
            )
        raise error

    return convert
