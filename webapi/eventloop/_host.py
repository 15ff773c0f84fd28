"""A host that wakes every event loop of real time (a JavaScript embedding: WPT's runner runs
webapi inside a page, whose ``queueMicrotask`` and ``setTimeout`` must run webapi's work in
the page's own order)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from types import EllipsisType

__all__ = ["HOST", "set_host"]


class Host:
    """The host's ``queueMicrotask(callback)`` and ``setTimeout(callback, ms)``, or None."""

    __slots__ = ("queue_microtask", "set_timeout")

    def __init__(self) -> None:
        self.queue_microtask: Callable[[Callable[[], None]], object] | None = None
        self.set_timeout: Callable[[Callable[[], None], float], object] | None = None


#: The host, shared by every thread (a host embeds the one interpreter).
HOST = Host()


def set_host(
    *,
    queue_microtask: Callable[[Callable[[], None]], object] | EllipsisType | None = ...,
    set_timeout: Callable[[Callable[[], None], float], object] | EllipsisType | None = ...,
) -> tuple[object, object]:
    """Make the host's ``queue_microtask(callback)`` and ``set_timeout(callback, ms)`` what
    wakes the event loops of real time, before asyncio (None: not the host's; an argument not
    given is left as it is). Returns the two functions in place before the call."""
    from webapi._webidl import argument_error

    previous = (HOST.queue_microtask, HOST.set_timeout)
    if queue_microtask is not ...:
        if queue_microtask is not None and not callable(queue_microtask):
            raise argument_error(
                "set_host", "queue_microtask", queue_microtask, "a callable or None"
            )
        HOST.queue_microtask = queue_microtask
    if set_timeout is not ...:
        if set_timeout is not None and not callable(set_timeout):
            raise argument_error("set_host", "set_timeout", set_timeout, "a callable or None")
        HOST.set_timeout = set_timeout
    return previous
