"""Validation errors: what they are called and mean, and where they happened.

Spec: https://url.spec.whatwg.org/#validation-error

The algorithms report them through a ``report`` callable (see ``_errors``); this module
loads when they are first collected (``webapi.url.validate``) or a failure is explained.
"""

from __future__ import annotations

import builtins

__all__ = ["DESCRIPTIONS", "ValidationError", "caret_line"]


#: A one-line description of each validation error type, in this project's words (the
#: facts are those of the table in https://url.spec.whatwg.org/#writing).
DESCRIPTIONS: dict[str, str] = {
    # IDNA
    "domain-to-ASCII": "the host is not a valid domain name (UTS 46 ToASCII fails on it)",
    # Host parsing
    "domain-percent-encoded": "the host holds a percent-encoded byte (decoded before use)",
    "host-invalid-code-point": "forbidden host code point in the host",
    "IPv4-empty-part": "the IPv4 address ends with a dot",
    "IPv4-too-few-parts": "the IPv4 address has fewer than four parts",
    "IPv4-too-many-parts": "the host ends in a number but has more than four parts",
    "IPv4-non-numeric-part": "the host ends in a number but a part of it is not a number",
    "IPv4-non-decimal-part": "an IPv4 address part is written in hexadecimal or octal",
    "IPv4-out-of-range-part": "an IPv4 address part is too large",
    "IPv6-unclosed": "the IPv6 address has no closing ']'",
    "IPv6-invalid-compression": "the IPv6 address starts with a single ':'",
    "IPv6-too-many-pieces": "the IPv6 address has more than eight pieces",
    "IPv6-multiple-compression": "the IPv6 address has '::' more than once",
    "IPv6-invalid-code-point": "the IPv6 address holds something other than hex digits and ':'"
    " or ends early",
    "IPv6-too-few-pieces": "the IPv6 address has fewer than eight pieces and no '::'",
    "IPv6-piece-leading-zero": "an IPv6 address piece has a leading zero",
    "IPv4-in-IPv6-too-many-pieces": "more than six IPv6 pieces come before an embedded IPv4"
    " address",
    "IPv4-in-IPv6-invalid-code-point": "the embedded IPv4 address has an empty part, a non-digit,"
    " a leading zero or too many parts",
    "IPv4-in-IPv6-out-of-range-part": "a part of the embedded IPv4 address is over 255",
    "IPv4-in-IPv6-too-few-parts": "the embedded IPv4 address has fewer than four parts",
    # URL parsing
    "invalid-URL-unit": "a character URLs may not hold (percent-encoded, removed or a stray '%')",
    "special-scheme-missing-following-solidus": "the special scheme is not followed by '//'",
    "missing-scheme-non-relative-URL": "no scheme, and no base URL that a relative URL can use",
    "invalid-reverse-solidus": "'\\' where a special URL has '/'",
    "invalid-credentials": "the URL holds a username or password",
    "host-missing": "the special URL has no host",
    "port-out-of-range": "the port is over 65535",
    "port-invalid": "the port is not a decimal number",
    "file-invalid-Windows-drive-letter": "a relative URL starts with a Windows drive letter,"
    " against a file: base",
    "file-invalid-Windows-drive-letter-host": "the file: URL's host is a Windows drive letter",
}

#: The types whose index points at the offending code point, which messages quote.
_POINTS_AT_CODE_POINT = frozenset(
    {
        "host-invalid-code-point",
        "IPv6-invalid-code-point",
        "IPv4-in-IPv6-invalid-code-point",
        "invalid-URL-unit",
        "invalid-reverse-solidus",
        "port-invalid",
    }
)


class ValidationError:
    """One validation error: the spec's type name, where it happened, and whether
    the parser returned failure because of it.  Immutable; equal when all three
    fields are.  ``description`` says what it means in a line."""

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

    @property
    def description(self) -> str:
        """What this error means, in one line (the type name for an unknown type)."""
        return DESCRIPTIONS.get(self.type, self.type)

    def explain(self, input: str) -> str:
        """The description with the position in ``input`` (the string that was parsed),
        quoting the code point there when the error is about it, and the type name:
        ``forbidden host code point '[' at index 9 (host-invalid-code-point)``."""
        if self.type in _POINTS_AT_CODE_POINT and 0 <= self.index < len(input):
            where = f": {input[self.index]!r} at index {self.index}"
        elif self.index >= len(input):
            where = f" at the end (index {self.index})"
        else:
            where = f" at index {self.index}"
        return f"{self.description}{where} ({self.type})"

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


def caret_line(input: str, index: int) -> str:
    """Spaces and a ``^`` under ``input[index]`` when ``input`` is printed as ``repr``
    shows it (quoted, escapes for controls)."""
    return " " * len(repr(input[:index])[:-1]) + "^"
