"""Fixtures the HTML tests share."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.eventloop import EventLoop, VirtualClock, use_event_loop


@pytest.fixture
def tasks() -> Any:
    """The thread's event loop on a virtual clock: its queued tasks run when the test says
    (``run()``)."""
    with use_event_loop(EventLoop(VirtualClock())) as loop:

        class Tasks:
            def run(self) -> None:
                loop.run_until_idle()

        yield Tasks()
