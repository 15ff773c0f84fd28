"""The clocks an event loop reads (HTML's "current high resolution time" of the loop's
global, https://w3c.github.io/hr-time/#dfn-current-high-resolution-time): milliseconds since
the loop's time origin."""

from __future__ import annotations

import time

__all__ = ["MonotonicClock", "VirtualClock"]


class MonotonicClock:
    """Real time: the machine's monotonic clock, in milliseconds since the clock was made.
    ``wait(ms)`` sleeps."""

    __slots__ = ("_origin",)

    virtual = False

    def __init__(self) -> None:
        self._origin = time.monotonic()

    def now(self) -> float:
        """Milliseconds since this clock was made."""
        return (time.monotonic() - self._origin) * 1000.0

    def wait(self, milliseconds: float) -> None:
        """Sleep ``milliseconds`` of real time (nothing runs meanwhile)."""
        if milliseconds > 0:
            time.sleep(milliseconds / 1000.0)

    def __repr__(self) -> str:
        return f"<MonotonicClock now={self.now():.3f}ms>"


class VirtualClock:
    """Time a test moves: it starts at ``start`` milliseconds (0) and moves only when the
    event loop reading it is advanced (``wait(ms)`` moves it at once, without sleeping)."""

    __slots__ = ("_now",)

    virtual = True

    def __init__(self, start: float = 0.0) -> None:
        from webapi._webidl import argument_error

        if isinstance(start, bool) or not isinstance(start, (int, float)) or start != start:
            raise argument_error("VirtualClock", "start", start, "a number of milliseconds")
        self._now = float(start)

    def now(self) -> float:
        """The clock's time, in milliseconds."""
        return self._now

    def wait(self, milliseconds: float) -> None:
        """Move the clock ``milliseconds`` forward (no sleeping)."""
        if milliseconds > 0:
            self._now += milliseconds

    def __repr__(self) -> str:
        return f"<VirtualClock now={self._now:.3f}ms>"
