"""A window's rendering opportunities
(https://html.spec.whatwg.org/multipage/webappapis.html#rendering-opportunity): webapi renders
nothing, and its frames come as a 60 Hz display's would, at multiples of
:data:`FRAME_INTERVAL` on the window's event loop clock (where ``requestAnimationFrame``'s
callbacks run and idle periods end)."""

from __future__ import annotations

import math

__all__ = ["FRAME_INTERVAL", "next_rendering_opportunity"]

#: The time between two rendering opportunities, in milliseconds: a 60 Hz display's.
FRAME_INTERVAL = 1000 / 60


def next_rendering_opportunity(now: float) -> float:
    """The time of the first rendering opportunity after ``now`` (the loop's time)."""
    return (math.floor(now / FRAME_INTERVAL) + 1) * FRAME_INTERVAL
