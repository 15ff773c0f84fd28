"""Reporting validation errors, and the parse-failure exception.

Spec: https://url.spec.whatwg.org/#validation-error

The errors themselves (``ValidationError``, the table of their types) are in
``_validation_errors``, which loads when errors are first collected or explained.

Every spec algorithm that can report a validation error takes an optional
``report`` callable.  It is ``None`` unless somebody collects errors, so the
common path pays one ``is not None`` test per error site and nothing else.
The index a function reports is relative to the string that function was given;
callers that embed a sub-parse (the host parser inside the URL parser) shift it.
"""

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable

    from ._validation_errors import ValidationError

__all__ = ["Report", "URLParseError", "install_explainer"]


if TYPE_CHECKING:
    #: A sink for validation errors: ``report(type, index, failure)``.
    Report = Callable[[str, int, bool], None]


def __getattr__(name: str) -> object:
    # Report exists at run time for the modules that import it (for their annotations); it is
    # made on first use, as it needs collections.abc, which ``import webapi`` does not load.
    if name == "Report":
        from collections.abc import Callable

        return Callable[[str, int, bool], None]
    # The validation errors moved to _validation_errors (they load on first use); code that
    # imports them from here (and pickles naming this module) still finds them.
    if name in ("DESCRIPTIONS", "ValidationError", "caret_line"):
        from . import _validation_errors

        return getattr(_validation_errors, name)
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
    failure_errors: "Callable[[str, str | None], tuple[bool, list[ValidationError]]]",
    explain_domain_to_ascii: "Callable[[str, int], tuple[str, int] | None]",
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

    __module__ = "webapi.url"  # its public home, for tracebacks and reprs (pickle finds it)

    input: str
    base: str | None

    def __init__(self, input: str, base: str | None = None) -> None:
        self.input = input
        self.base = base
        self._explained: tuple[bool, list[ValidationError]] | None = None
        super().__init__(input, base)

    def _explain(self) -> "tuple[bool, list[ValidationError]]":
        if self._explained is None:
            self._explained = _EXPLAINER.failure_errors(self.input, self.base)
        return self._explained

    @property
    def errors(self) -> "list[ValidationError]":
        """The validation errors of the failed parse, in order (a copy)."""
        return list(self._explain()[1])

    @property
    def base_failed(self) -> bool:
        """Whether it is ``base`` that failed to parse."""
        return self._explain()[0]

    @property
    def reason(self) -> "ValidationError | None":
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

    def __reduce__(self) -> "tuple[type[URLParseError], tuple[str, str | None]]":
        return (type(self), (self.input, self.base))
