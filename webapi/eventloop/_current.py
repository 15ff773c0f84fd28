"""Which event loop runs an algorithm's work: "the relevant agent's event loop". A thread is
an agent of its own (as each thread has its own mutation observers); a document whose
``Window`` has an event loop of its own (a virtual clock) uses that one."""

from __future__ import annotations

import contextlib
import threading

from ._loop import EventLoop

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = ["current_event_loop", "event_loop_of", "set_event_loop", "use_event_loop"]


class _Agent(threading.local):
    def __init__(self) -> None:
        self.loop: EventLoop | None = None


_AGENT = _Agent()


def current_event_loop() -> EventLoop:
    """The calling thread's event loop (made on first use, of real time)."""
    loop = _AGENT.loop
    if loop is None:
        loop = _AGENT.loop = EventLoop()
    return loop


def set_event_loop(loop: EventLoop | None) -> EventLoop | None:
    """Make ``loop`` the calling thread's event loop (None: a new one of real time on next
    use). Returns the loop it replaces (None if none was made yet)."""
    if loop is not None and not isinstance(loop, EventLoop):
        from webapi._webidl import argument_error

        raise argument_error("set_event_loop", "loop", loop, "an EventLoop or None")
    previous = _AGENT.loop
    _AGENT.loop = loop
    return previous


@contextlib.contextmanager
def use_event_loop(loop: EventLoop) -> Iterator[EventLoop]:
    """``with use_event_loop(EventLoop(VirtualClock())) as loop:`` the thread's event loop
    inside the block, the previous one after it."""
    if not isinstance(loop, EventLoop):
        from webapi._webidl import argument_error

        raise argument_error("use_event_loop", "loop", loop, "an EventLoop")
    previous = set_event_loop(loop)
    try:
        yield loop
    finally:
        set_event_loop(previous)


def event_loop_of(document: object) -> EventLoop:
    """The event loop of a DOM document (its ``Window``'s, if it has one of its own), else the
    calling thread's."""
    loop = getattr(document, "_event_loop", None)
    return loop if loop is not None else current_event_loop()
