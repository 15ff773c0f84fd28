"""Waiting on a window's clock, as Playwright's auto-waiting and retrying assertions wait
(https://playwright.dev/python/docs/actionability, https://playwright.dev/python/docs/test-assertions):
a condition is tried now and then every :data:`POLL_INTERVAL` milliseconds of the window's clock
(the event loop run between tries: on a ``VirtualClock`` time jumps, nothing sleeps) until it
holds or the time allowed has passed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["ASSERTION_TIMEOUT", "POLL_INTERVAL", "poll", "retry"]

#: The default timeout of an assertion, in milliseconds (Playwright's).
ASSERTION_TIMEOUT = 5000.0

#: The clock time the event loop runs between two tries, in milliseconds.
POLL_INTERVAL = 100.0


def poll(loop: Any, holds: Callable[[], bool], limit: float) -> bool:
    """Whether ``holds()`` came true within ``limit`` milliseconds of ``loop``'s clock (tried
    at once, then after each :data:`POLL_INTERVAL`; ``limit`` 0: one try)."""
    waited = 0.0
    while True:
        if holds():
            return True
        if waited >= limit:
            return False
        step = min(POLL_INTERVAL, limit - waited)
        loop.advance(step)
        waited += step


def retry(loop: Any, check: Callable[[], tuple[bool, Any]], is_not: bool, limit: float) -> Any:
    """A retrying assertion's wait: ``check()`` gives (passed, the value read); None when it
    passed (negated: failed) within ``limit`` milliseconds, else ``(the last value read,)``."""
    actual: Any = None

    def holds() -> bool:
        nonlocal actual
        passed, actual = check()
        return passed != is_not

    return None if poll(loop, holds, limit) else (actual,)
