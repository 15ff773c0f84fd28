"""High Resolution Time's ``Performance`` (https://w3c.github.io/hr-time/#sec-performance) of a
``Window``: its time origin is the window's creation, on its event loop's clock; ``now()`` is
the loop's clock since then (a :class:`~webapi.eventloop.VirtualClock` gives virtual time:
``performance.now()`` moves only as the test advances the loop)."""

from __future__ import annotations

import time

from webapi.dom.engine import EventTargetImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["PerformanceExtras", "PerformanceImpl", "new_performance"]


class PerformanceImpl(EventTargetImpl):
    """A ``Performance``: its window, the loop clock's reading at its time origin and the time
    origin as milliseconds since the Unix epoch (``timeOrigin``)."""

    __slots__ = ("_epoch_time_origin", "_origin_reading", "_owner")

    _owner: Any  # (its WindowImpl: _window imports this module)
    _origin_reading: float
    _epoch_time_origin: float

    def _now(self) -> float:
        """https://w3c.github.io/hr-time/#dom-performance-now: the current high resolution
        time relative to the time origin (the window's event loop clock since then)."""
        now: float = self._owner._event_loop.now()
        return now - self._origin_reading

    @property
    def _time_origin(self) -> float:
        """https://w3c.github.io/hr-time/#dom-performance-timeorigin: the time origin in
        milliseconds since the Unix epoch (with a virtual clock, its reading at the time
        origin: the virtual clock's 0 stands for the epoch, so a test sees the same value on
        every run)."""
        return self._epoch_time_origin


class PerformanceExtras:
    """The members of :class:`~webapi.html.Performance` written by hand: ``toJSON()``."""

    if not TYPE_CHECKING:
        __slots__ = ()

    def toJSON(self) -> dict[str, object]:
        """https://w3c.github.io/hr-time/#dom-performance-tojson: Web IDL's default toJSON
        steps, a dict of the attributes (``timeOrigin``; Chromium adds its legacy ``timing``
        and ``navigation``, which webapi lacks)."""
        return {"timeOrigin": self._epoch_time_origin}  # type: ignore[attr-defined]

    to_json = toJSON


def new_performance(window: Any) -> PerformanceImpl:
    """The ``Performance`` of ``window``, its time origin now (the window's creation)."""
    from webapi.dom.engine import new_object

    performance = new_object(PerformanceImpl)
    EventTargetImpl.__init__(performance)
    performance._owner = window
    loop = window._event_loop
    reading = performance._origin_reading = loop.now()
    performance._epoch_time_origin = reading if loop.virtual else time.time() * 1000.0
    return performance
