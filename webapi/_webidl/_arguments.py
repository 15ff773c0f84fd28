"""Argument counts: the marker for an argument that was not passed, and the
``TypeError`` raised when a required one is missing.

Web IDL operations check ``arguments.length`` against the number of required
arguments before converting anything.  A Python method generated from IDL is
decorated with :func:`absent_defaults`, which gives each required parameter the
default :data:`ABSENT` at runtime (type checkers still see it required), so leaving
it out can be told apart from passing any value (``None`` included) and reported
the way browsers report it::

    Failed to execute 'append' on 'URLSearchParams': 2 arguments required, but only 1 present.

:func:`deferred` stands for a module constant built on first use (the generated modules'
compound converters), so that importing a binding does not load what building it needs.
"""

from types import FunctionType

from .._lazy import lazy_function

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Final, TypeVar

    F = TypeVar("F", bound=Callable[..., Any])
    #: An options dictionary's declared type, which the keywords keep.
    OptionsT = TypeVar("OptionsT")

__all__ = ["ABSENT", "Absent", "absent_defaults", "arity_error", "deferred", "keyword_options"]


class Absent:
    """The type of :data:`ABSENT`, its only instance (a plain class, not an ``enum``:
    creating an enum costs more at import than anything else here)."""

    __slots__ = ()
    _instance: "Absent | None" = None

    def __new__(cls) -> "Absent":
        if cls._instance is None:
            cls._instance = object.__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "ABSENT"

    def __reduce__(self) -> str:
        return "ABSENT"  # pickled and copied as the module's ABSENT, so it stays the one


#: The default of a required parameter: the caller did not pass that argument.  Typed
#: ``Any`` so that ``argument is ABSENT`` type-checks against the parameter's IDL type.
ABSENT: "Final[Any]" = Absent()


def absent_defaults(function: "F") -> "F":
    """Give the positional parameters of ``function`` that have no default (except
    ``self``) the default :data:`ABSENT`.

    The generated method is written once, with its real signature (what type checkers
    and IDEs see, required parameters included); this sets ``__defaults__`` once at
    class creation, so a call costs nothing extra.
    """
    if not isinstance(function, FunctionType):
        raise TypeError("absent_defaults() decorates a plain function")
    code = function.__code__
    names = code.co_varnames[: code.co_argcount]
    defaults = function.__defaults__ or ()
    bare = len(names) - len(defaults) - (1 if names[:1] == ("self",) else 0)
    function.__defaults__ = (ABSENT,) * bare + defaults
    return function


def arity_error(prefix: str, required: int, *arguments: object) -> TypeError:
    """The ``TypeError`` for a call that left out a required argument.

    ``arguments`` are the values of the required parameters, in order; the ones
    that are not :data:`ABSENT` count as present.
    """
    present = sum(1 for argument in arguments if argument is not ABSENT)
    noun = "argument" if required == 1 else "arguments"
    return TypeError(f"{prefix}: {required} {noun} required, but only {present} present.")


#: A stand-in for a module constant (a function) built on its first call: ``webapi._lazy``'s
#: :func:`lazy_function` under the name the generated modules use (``idl/emit.py``).
deferred = lazy_function


def keyword_options(options: "OptionsT", keywords: "tuple[tuple[str, object], ...]") -> "OptionsT":
    """A trailing options dictionary with the members given as Python keywords added
    (``URLPattern(p, ignoreCase=True)`` is ``URLPattern(p, {"ignoreCase": True})``); a keyword
    left at ``None`` is not passed, and a keyword wins over the same member of ``options``.
    An ``options`` that is not a mapping is returned as it is, for its conversion to refuse."""
    from collections.abc import Mapping

    if options is None:
        merged: dict[str, object] = {}
    elif isinstance(options, Mapping):
        merged = dict(options)
    else:
        return options
    for name, value in keywords:
        if value is not None:
            merged[name] = value
    return merged  # type: ignore[return-value]  # the dictionary with its members added
