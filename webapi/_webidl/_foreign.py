"""Hooks for values of a foreign runtime: JavaScript objects under Pyodide.

The runtime knows no foreign runtime itself.  A platform module (``webapi._pyodide``, imported
only where ``sys.platform == "emscripten"``) registers:

* *foreign stringifiers*: functions that return the string JavaScript's ToString gives for an
  object they know (a JavaScript ``URL`` proxy, say), or ``None`` for any other object.  The
  string converters (:mod:`._strings`) ask them only on their slow path, after every Python
  type they accept has been ruled out, so an ordinary ``str`` argument never reaches them;
* *foreign adapters*: functions that return the native Python value that stands for a foreign
  object in a union conversion (:mod:`._compound`), or ``None``: a ``list`` for an iterable
  JavaScript object (which Web IDL converts to a sequence) and a ``dict`` for a plain one (a
  record), where a proxy's own Python type would say otherwise (a proxy of a JavaScript
  ``URLSearchParams`` looks like a ``Mapping``, which would lose repeated names);
* *foreign buffers*: functions that return the bytes of a foreign buffer source (a JavaScript
  ``ArrayBuffer`` or view), or ``None``, for the buffer source converters (:mod:`._buffers`);
* *foreign destinations*: functions that return, for a foreign ``Uint8Array`` (a JavaScript
  one), an object with ``len()`` and slice assignment that writes into it, or ``None``, for
  ``to_uint8_array`` (``TextEncoder.encodeInto``);
* *foreign clones*: functions that return the foreign runtime's structured clone of a foreign
  object (JavaScript's ``structuredClone``: a new typed array over a copy of its buffer), or
  ``None``, for the chunks a stream's tee clones (``webapi.streams``);
* a *JavaScript object factory*, which :func:`to_js_object` (the ``to_js()`` methods)
  calls to make a native object of a JavaScript interface from constructor arguments
  (strings, and ``dict`` values that become plain JavaScript objects).

With nothing registered (CPython, or any platform without JavaScript) foreign stringifiers
cost nothing and :func:`to_js_object` raises ``RuntimeError``.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeAlias, TypeVar

    H = TypeVar("H")
    R = TypeVar("R")

    #: ``(value) -> str``, or ``None`` when the function does not know ``value``.
    ForeignStringifier: TypeAlias = Callable[[object], str | None]
    #: ``(value) -> native value`` for a union conversion, or ``None`` when it does not apply.
    ForeignAdapter: TypeAlias = Callable[[object], object]
    #: ``(interface name, *arguments) -> new JavaScript object``: ``new globalThis[name](...)``,
    #: where a ``dict`` argument becomes a plain JavaScript object.
    JSObjectFactory: TypeAlias = Callable[..., Any]

__all__ = [
    "ForeignAdapter",
    "ForeignStringifier",
    "JSObjectFactory",
    "foreign_buffer",
    "foreign_clone",
    "foreign_destination",
    "foreign_to_native",
    "foreign_to_string",
    "register_foreign_adapter",
    "register_foreign_buffer",
    "register_foreign_clone",
    "register_foreign_destination",
    "register_foreign_stringifier",
    "register_js_object_factory",
    "to_js_object",
]

_stringifiers: tuple[ForeignStringifier, ...] = ()
#: The registered adapters; empty (and so skipped at once) outside Pyodide.
adapters: tuple[ForeignAdapter, ...] = ()
_js_object_factory: JSObjectFactory | None = None
#: The registered buffer hooks; empty outside Pyodide.
_buffers: tuple[Callable[[object], bytes | None], ...] = ()
#: The registered clone hooks; empty outside Pyodide.
_clones: tuple[Callable[[object], object], ...] = ()
#: The registered destination hooks (``Uint8Array`` written into); empty outside Pyodide.
_destinations: tuple[Callable[[object], Any], ...] = ()


# The three kinds of hooks are kept alike: a tuple each (empty, and so skipped at once, outside
# Pyodide), to which registering adds a function once, and the first function to answer (not
# None) gives the result.


def _added(hooks: tuple[H, ...], function: H) -> tuple[H, ...]:
    return hooks if function in hooks else (*hooks, function)


def _first_answer(hooks: tuple[Callable[[object], R | None], ...], value: object) -> R | None:
    for function in hooks:
        result = function(value)
        if result is not None:
            return result
    return None


def register_foreign_stringifier(function: ForeignStringifier) -> None:
    """Let the string converters accept the objects ``function`` knows (idempotent)."""
    global _stringifiers
    _stringifiers = _added(_stringifiers, function)


def foreign_to_string(value: object) -> str | None:
    """The string a registered foreign stringifier gives for ``value``, else ``None``."""
    return _first_answer(_stringifiers, value)


def register_foreign_adapter(function: ForeignAdapter) -> None:
    """Let union conversions see the objects ``function`` knows as native values (idempotent)."""
    global adapters
    adapters = _added(adapters, function)


def foreign_to_native(value: object) -> object:
    """The native value a registered foreign adapter gives for ``value``, else ``value``."""
    result = _first_answer(adapters, value)
    return value if result is None else result


def register_foreign_buffer(function: Callable[[object], bytes | None]) -> None:
    """Let the buffer source converters accept the objects ``function`` knows (idempotent)."""
    global _buffers
    _buffers = _added(_buffers, function)


def foreign_buffer(value: object) -> bytes | None:
    """The bytes a registered buffer hook gives for ``value``, else ``None``."""
    return _first_answer(_buffers, value)


def register_foreign_clone(function: Callable[[object], object]) -> None:
    """Let structured clones of the objects ``function`` knows be the foreign runtime's: it
    returns the clone, or ``None`` for an object it does not know (idempotent)."""
    global _clones
    _clones = _added(_clones, function)


def foreign_clone(value: object) -> object:
    """The clone a registered clone hook gives for ``value``, else ``None``."""
    return _first_answer(_clones, value) if _clones else None


def register_foreign_destination(function: Callable[[object], Any]) -> None:
    """Let ``Uint8Array`` destinations be the foreign objects ``function`` knows: it returns
    an object with ``len()`` and slice assignment of bytes, or ``None`` (idempotent)."""
    global _destinations
    _destinations = _added(_destinations, function)


def foreign_destination(value: object) -> Any:
    """What a registered destination hook gives for ``value``, else ``None``."""
    return _first_answer(_destinations, value)


def register_js_object_factory(factory: JSObjectFactory | None) -> None:
    """Set (or, with ``None``, remove) the factory :func:`to_js_object` calls."""
    global _js_object_factory
    _js_object_factory = factory


def to_js_object(interface: str, *arguments: object) -> Any:
    """A new native JavaScript object of ``interface`` made from ``arguments``
    (``new URL(href)``, ``new URLSearchParams(query)``, ``new URLPattern(init, options)``).

    Raises ``RuntimeError`` where there is no JavaScript runtime (anywhere but Pyodide).
    """
    factory = _js_object_factory
    if factory is None:
        raise RuntimeError(
            f"to_js() makes a JavaScript {interface} and needs a JavaScript runtime: "
            f"it works under Pyodide (sys.platform 'emscripten'), not on {sys.platform!r}"
        )
    return factory(interface, *arguments)
