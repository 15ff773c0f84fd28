"""Validation errors and the parse-failure exception.

Spec: https://url.spec.whatwg.org/#validation-error

Every spec algorithm that can report a validation error takes an optional
``report`` callable.  It is ``None`` unless somebody collects errors, so the
common path pays one ``is not None`` test per error site and nothing else.
The index a function reports is relative to the string that function was given;
callers that embed a sub-parse (the host parser inside the URL parser) shift it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Report", "URLParseError", "ValidationError"]


@dataclass(frozen=True, slots=True)
class ValidationError:
    """One validation error: the spec's type name, where it happened, and whether
    the parser returned failure because of it."""

    type: str
    index: int
    failure: bool


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
