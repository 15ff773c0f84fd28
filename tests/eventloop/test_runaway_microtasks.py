"""A microtask that queues itself for ever (issue #73 item 16): a browser's page hangs; a
program's ``run_until_idle()`` and ``advance()`` stop it as they stop a runaway timer, with a
``RuntimeError`` after :data:`webapi.eventloop._loop.MICROTASK_LIMIT` microtasks in one
checkpoint (lowered here so the test is quick), the rest left queued."""

from __future__ import annotations

import pytest

from webapi.eventloop import EventLoop, VirtualClock, _loop


@pytest.fixture(autouse=True)
def low_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_loop, "MICROTASK_LIMIT", 1000)


def test_run_until_idle_and_advance_stop_a_microtask_that_queues_itself() -> None:
    loop = EventLoop(VirtualClock())
    runs: list[int] = []

    def again() -> None:
        runs.append(1)
        loop.queue_a_microtask(again)

    loop.queue_a_microtask(again)
    with pytest.raises(RuntimeError, match="1000 microtasks"):
        loop.run_until_idle()
    assert len(runs) == 1000
    runs.clear()
    with pytest.raises(RuntimeError, match="1000 microtasks"):
        loop.advance(5)  # (the one left queued runs on: stopped again)
    assert len(runs) == 1000


def test_many_microtasks_that_end_run_whole() -> None:
    loop = EventLoop(VirtualClock())
    runs: list[int] = []

    def chain(left: int) -> None:
        runs.append(left)
        if left:
            loop.queue_a_microtask(lambda: chain(left - 1))

    loop.queue_a_microtask(lambda: chain(999))  # (1,000 microtasks: the limit, not past it)
    loop.run_until_idle()
    assert len(runs) == 1000 and runs[-1] == 0
