"""HTML's "report an exception" (https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception)
as webapi has it: one reporter, for the exceptions of listeners, callbacks, tasks and
microtasks, that a program may replace (:func:`set_exception_reporter`). A ``Window`` also
fires its ``error`` event first (webapi.html)."""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from types import TracebackType

__all__ = ["ExceptionReport", "report_the_exception", "set_exception_reporter"]


class ExceptionReport:
    """What is reported of an exception a listener raised: the attributes of the argument of
    ``sys.unraisablehook`` (``exc_type``, ``exc_value``, ``exc_traceback``, ``err_msg``, and
    ``object``, the listener's callback), so a hook written for ``sys.unraisablehook`` reads it."""

    __slots__ = ("err_msg", "exc_traceback", "exc_type", "exc_value", "object")

    def __init__(self, exception: BaseException, err_msg: str, obj: object) -> None:
        self.exc_type: type[BaseException] = type(exception)
        self.exc_value: BaseException = exception
        self.exc_traceback: TracebackType | None = exception.__traceback__
        self.err_msg = err_msg
        self.object = obj

    def __repr__(self) -> str:
        return f"<ExceptionReport {self.err_msg}: {self.exc_value!r}>"


def _report_unraisable(report: ExceptionReport) -> None:
    """The default reporter: ``sys.unraisablehook(report)`` where something replaced the hook
    (pytest does, to turn it into a warning), else what Python's own hook writes (it accepts
    only its own argument type): the message, the object and the traceback, on stderr."""
    hook = sys.unraisablehook
    if hook is not sys.__unraisablehook__:
        hook(report)  # type: ignore[arg-type]  # its attributes, not its type
        return
    import traceback

    stream = sys.stderr
    if stream is None:
        return
    stream.write(f"{report.err_msg}: {report.object!r}\n")
    traceback.print_exception(report.exc_type, report.exc_value, report.exc_traceback, file=stream)
    stream.flush()


_reporter: Callable[[ExceptionReport], object] = _report_unraisable


def set_exception_reporter(
    reporter: Callable[[ExceptionReport], object] | None,
) -> Callable[[ExceptionReport], object]:
    """Make ``reporter(report)`` what reports an exception a listener raised (an
    :class:`ExceptionReport`), from now on, in every thread; ``None`` restores the default (as
    ``sys.unraisablehook`` reports). Returns the reporter it replaces. To collect them:
    ``set_exception_reporter(lambda report: errors.append(report.exc_value))``."""
    global _reporter
    previous = _reporter
    _reporter = _report_unraisable if reporter is None else reporter
    return previous


def report_the_exception(exception: BaseException, err_msg: str, obj: object) -> None:
    """https://html.spec.whatwg.org/#report-the-exception, as webapi has it (no global object,
    no ``error`` event): the reporter receives the exception, what raised it (``obj``) and a
    message saying where."""
    _reporter(ExceptionReport(exception, err_msg, obj))
