"""Node.js's errors, as Node raises them: the JavaScript error class (here ``TypeError``) with
Node's error code in ``code`` (https://nodejs.org/api/errors.html#nodejs-error-codes)."""

from __future__ import annotations

from typing import Any

from ...url import URLParseError

__all__ = ["NodeTypeError", "invalid_arg_type", "invalid_url", "to_boolean"]


class NodeTypeError(TypeError):
    """A ``TypeError`` that Node.js raises with a ``code`` such as
    ``ERR_INVALID_FILE_URL_PATH``; its message is Node's (``str(error)``)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.code, str(self)))


class InvalidURLError(NodeTypeError, URLParseError):
    """Node's ``ERR_INVALID_URL``: a URL that does not parse (also a
    :class:`webapi.URLParseError`, so a ``ValueError`` too).  ``input`` is what failed."""

    def __init__(self, input: str) -> None:
        NodeTypeError.__init__(self, "ERR_INVALID_URL", "Invalid URL")
        self.input = input

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.input,))


def invalid_url(input: str) -> InvalidURLError:
    return InvalidURLError(input)


def _received(value: object) -> str:
    """How Node's ERR_INVALID_ARG_TYPE names what it got (in Python's words)."""
    if value is None:
        return "None"
    return f"an instance of {type(value).__qualname__}"


def invalid_arg_type(name: str, expected: str, value: object) -> NodeTypeError:
    return NodeTypeError(
        "ERR_INVALID_ARG_TYPE",
        f'The "{name}" argument must be {expected}. Received {_received(value)}',
    )


def to_boolean(value: object) -> bool:
    """JavaScript's ToBoolean (https://tc39.es/ecma262/#sec-toboolean): an object is true even
    when empty (``{}``, ``[]``), unlike Python's truth; ``0``, ``NaN`` and ``''`` are false."""
    if value is None or value is False:
        return False
    if isinstance(value, int | float):
        return value == value and value != 0
    if isinstance(value, str):
        return value != ""
    return True
