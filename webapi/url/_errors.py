"""Validation errors and the parse-failure exception.

Spec: https://url.spec.whatwg.org/#validation-error

Every spec algorithm that can report a validation error takes an optional
``report`` callable.  It is ``None`` unless somebody collects errors, so the
common path pays one ``is not None`` test per error site and nothing else.
The index a function reports is relative to the string that function was given;
callers that embed a sub-parse (the host parser inside the URL parser) shift it.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable

__all__ = ["Report", "URLParseError", "ValidationError"]


class ValidationError:
    """One validation error: the spec's type name, where it happened, and whether
    the parser returned failure because of it.  Immutable; equal when all three
    fields are."""

    __slots__ = ("failure", "index", "type")

    type: str
    index: int
    failure: bool

    def __init__(self, type: str, index: int, failure: bool) -> None:
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "failure", failure)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"ValidationError is immutable; cannot set {name!r}")

    def _key(self) -> tuple[str, int, bool]:
        return (self.type, self.index, self.failure)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ValidationError):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"ValidationError(type={self.type!r}, index={self.index}, failure={self.failure})"

    def __reduce__(self) -> tuple[builtins.type[ValidationError], tuple[str, int, bool]]:
        return (ValidationError, self._key())


#: A sink for validation errors: ``report(type, index, failure)``.
Report = Callable[[str, int, bool], None]


class URLParseError(TypeError, ValueError):
    """Raised where the URL Standard says to throw a ``TypeError`` because a URL
    failed to parse.  It is a ``TypeError`` (what JavaScript throws) and a
    ``ValueError`` (what Python code expects)."""

    input: str
    base: str | None

    def __init__(self, input: str, base: str | None = None) -> None:
        self.input = input
        self.base = base
        if base is None:
            message = f"Invalid URL: {input!r}"
        else:
            message = f"Invalid URL: {input!r} with base {base!r}"
        super().__init__(message)

    def __reduce__(self) -> tuple[type[URLParseError], tuple[str, str | None]]:
        return (type(self), (self.input, self.base))
