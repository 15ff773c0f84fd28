"""Fixtures the HTML tests share."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom._timers import set_timer


@pytest.fixture
def tasks() -> Any:
    """webapi's timers run when the test says (the queued tasks, run by ``run()``)."""
    queued: list[Any] = []
    previous = set_timer(lambda ms, steps: queued.append(steps))

    class Tasks:
        def run(self) -> None:
            while queued:
                queued.pop(0)()

    yield Tasks()
    set_timer(previous)
