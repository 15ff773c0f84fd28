"""Error messages in the browsers' style.

The generated bindings pass a *prefix* naming the member being used, written the
way Chromium words it: ``"Failed to construct 'URL'"``, ``"Failed to execute
'append' on 'URLSearchParams'"`` or ``"Failed to set the 'port' property on
'URL'"`` (:mod:`._arguments` words them: ``construct_prefix``, ``execute_prefix`` and
``set_prefix``).  The prefixes are module-level constants in the generated code, so the
message text is only formatted when an error is actually raised.

A *position* is the 1-based index of the argument being converted, or ``0`` for
the value given to an attribute setter.
"""

from __future__ import annotations

__all__ = [
    "argument_error",
    "describe",
    "not_of_type",
]


def describe(value: object) -> str:
    """How a rejected value is named in a message: ``None`` or its type's name."""
    if value is None:
        return "None"
    return f"an object of type '{type(value).__qualname__}'"


def not_of_type(prefix: str, position: int, value: object, idl_type: str) -> TypeError:
    """The error for a value that cannot be converted to ``idl_type``."""
    subject = "The provided value" if position == 0 else f"parameter {position}"
    return TypeError(f"{prefix}: {subject} is not of type '{idl_type}' (got {describe(value)}).")


def argument_error(function: str, parameter: str, value: object, expected: str) -> TypeError:
    """The error for a Python function (not a Web IDL operation) given a value of the wrong
    type: it names the function, the parameter, what it takes and what it got, as the
    bindings' messages do (``URL(None)``)."""
    return TypeError(
        f"{function}(): parameter '{parameter}' is not {expected} (got {describe(value)})."
    )
