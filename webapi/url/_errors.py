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

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["DESCRIPTIONS", "Report", "URLParseError", "ValidationError", "caret_line"]


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


if TYPE_CHECKING:
    #: A sink for validation errors: ``report(type, index, failure)``.
    Report = Callable[[str, int, bool], None]


def __getattr__(name: str) -> object:
    # Report exists at run time for the modules that import it (for their annotations); it is
    # made on first use, as it needs collections.abc, which ``import webapi`` does not load.
    if name == "Report":
        from collections.abc import Callable

        return Callable[[str, int, bool], None]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class _Explainer:
    """Where a failed parse's errors come from: ``_validate`` (which runs the parser with a
    report, and so sits above this module) installs its functions here when it loads; before
    that, ``_url_impl`` (which ``webapi.url`` always loads) installs stand-ins that load
    ``_validate`` on first use.  Until then a message names no reason."""

    __slots__ = ("explain_domain_to_ascii", "failure_errors")

    def __init__(self) -> None:
        self.failure_errors: Callable[[str, str | None], tuple[bool, list[ValidationError]]] = (
            lambda input, base: (False, [])
        )
        self.explain_domain_to_ascii: Callable[[str, int], tuple[str, int] | None] = (
            lambda input, index: None
        )


_EXPLAINER = _Explainer()


def install_explainer(
    failure_errors: Callable[[str, str | None], tuple[bool, list[ValidationError]]],
    explain_domain_to_ascii: Callable[[str, int], tuple[str, int] | None],
) -> None:
    """Let URLParseError name the reason of a failed parse (called by ``_validate``)."""
    _EXPLAINER.failure_errors = failure_errors
    _EXPLAINER.explain_domain_to_ascii = explain_domain_to_ascii


class URLParseError(TypeError, ValueError):
    """Raised where the URL Standard says to throw a ``TypeError`` because a URL
    failed to parse.  It is a ``TypeError`` (what JavaScript throws) and a
    ``ValueError`` (what Python code expects).

    ``errors`` holds the validation errors of the failed parse (of ``base`` when
    ``base_failed``), the last of them the one that made it fail; the message names
    that one in words, with its position.  Both are worked out when first asked
    for, by parsing again with validation on: a parse that fails costs nothing
    more until its error is looked at.
    """

    input: str
    base: str | None

    def __init__(self, input: str, base: str | None = None) -> None:
        self.input = input
        self.base = base
        self._explained: tuple[bool, list[ValidationError]] | None = None
        super().__init__(input, base)

    def _explain(self) -> tuple[bool, list[ValidationError]]:
        if self._explained is None:
            self._explained = _EXPLAINER.failure_errors(self.input, self.base)
        return self._explained

    @property
    def errors(self) -> list[ValidationError]:
        """The validation errors of the failed parse, in order (a copy)."""
        return list(self._explain()[1])

    @property
    def base_failed(self) -> bool:
        """Whether it is ``base`` that failed to parse."""
        return self._explain()[0]

    @property
    def reason(self) -> ValidationError | None:
        """The validation error that made the parse fail."""
        errors = self._explain()[1]
        failing = [error for error in errors if error.failure]
        return failing[-1] if failing else (errors[-1] if errors else None)

    def _reason_text(self) -> tuple[str, int] | None:
        """The reason in words (ending in the type name) and the index it points at."""
        reason = self.reason
        if reason is None:
            return None
        subject = (self.base or "") if self.base_failed else self.input
        if reason.type == "domain-to-ASCII":
            detail = _EXPLAINER.explain_domain_to_ascii(subject, reason.index)
            if detail is not None:
                words, index = detail
                return f"{words} at index {index} ({reason.type})", index
        return reason.explain(subject), reason.index

    @property
    def position(self) -> int | None:
        """The index the message points at, in ``base`` when ``base_failed``, else in
        ``input`` (for a domain, the code point that made it fail when that is known)."""
        explained = self._reason_text()
        return None if explained is None else explained[1]

    def __str__(self) -> str:
        if self.base is None:
            message = f"Invalid URL {self.input!r}"
        else:
            message = f"Invalid URL {self.input!r} with base {self.base!r}"
        try:
            explained = self._reason_text()
        except Exception:  # the message must not hide the error it describes
            return message
        if explained is None:
            return message
        if self.base_failed:
            return f"{message}: the base is not a URL: {explained[0]}"
        return f"{message}: {explained[0]}"

    def __reduce__(self) -> tuple[type[URLParseError], tuple[str, str | None]]:
        return (type(self), (self.input, self.base))
