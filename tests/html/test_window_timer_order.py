"""Thousands of timers of a ``Window`` (3,000 by default, 10,000 in the slow tier; mixed
delays, nesting past the clamp, intervals, clears, microtasks queued from timers) run in one
order: the same every run on the virtual clock, and the same when asyncio drives the window's
loop (``call_soon``/``call_later`` wakes, the window's clock read from asyncio's time, which
skips its waits instead of sleeping: real sleeping would make the order depend on how late the
machine wakes). Running them starts no thread.

The scenario is a function of each timer's label only (a seeded ``random.Random`` per label),
so a timer that ran out of order would change what is scheduled after it, not hide it."""

from __future__ import annotations

import asyncio
import random
import selectors
import threading
from typing import Any

import pytest

from webapi.eventloop import MonotonicClock, VirtualClock
from webapi.html import create_top_level_traversable, document_from_response

#: How many timers (``setTimeout`` and ``setInterval`` calls) a scenario makes in all, and how
#: many of them the script makes at once, before any runs: the default run's, the slow tier's.
SCALES = [
    pytest.param((3_000, 600), id="3,000"),
    pytest.param((10_000, 2_000), id="10,000", marks=pytest.mark.slow),
]


def _window(clock: Any) -> Any:
    document = document_from_response(b"<!doctype html>", "https://a.example/", "text/html")
    return create_top_level_traversable(document, clock=clock)


def _schedule(window: Any, timers: int, first: int) -> list[str]:
    """Start the scenario in ``window``; the list it returns fills as the timers run."""
    order: list[str] = []
    made = [0]
    ids: dict[str, int] = {}

    def make(label: str, delay: int, interval: int = 0) -> None:
        if made[0] >= timers:
            return
        made[0] += 1
        if interval:
            ids[label] = window.setInterval(tick, delay, label, [interval])
        else:
            ids[label] = window.setTimeout(fire, delay, label)

    def act(label: str) -> None:
        rng = random.Random(label)
        for child in range(rng.choice((0, 0, 1, 1, 2, 3))):
            kind = rng.random()
            name = f"{label}.{child}"
            if kind < 0.55:
                make(name, rng.choice((0, 0, 1, 4, 5, 10, 16, 33)))
            elif kind < 0.7:
                make(name, rng.choice((1, 7, 20)), interval=rng.randint(1, 4))
            elif kind < 0.85:
                window.queueMicrotask(lambda name=name: order.append("m " + name))
            elif ids:
                victim = sorted(ids)[rng.randrange(len(ids))]
                order.append(f"clear {victim}")
                window.clearTimeout(ids.pop(victim))

    def fire(label: str) -> None:
        ids.pop(label, None)
        order.append(label)
        act(label)

    def tick(label: str, left: list[int]) -> None:
        order.append(f"{label} #{left[0]}")
        left[0] -= 1
        if left[0] == 0:
            window.clearInterval(ids.pop(label))
        act(f"{label}#{left[0]}")

    rng = random.Random(0)
    for index in range(first):
        if index % 10 == 9:
            make(f"i{index}", rng.choice((3, 10, 25)), interval=rng.randint(1, 5))
        else:
            make(f"t{index}", rng.choice((0, 0, 1, 2, 5, 10, 50, 100, -3)))
    return order


def _on_the_virtual_clock(timers: int, first: int) -> list[str]:
    window = _window(VirtualClock())
    order = _schedule(window, timers, first)
    window.event_loop.run_until_idle(limit=10**6)
    assert window.event_loop.pending == 0
    return order


class _WarpedLoop(asyncio.SelectorEventLoop):
    """asyncio's loop whose time jumps to its next timer where it would wait for it."""

    def __init__(self) -> None:
        super().__init__(selectors.DefaultSelector())
        self._seconds = 0.0
        select = self._selector.select  # type: ignore[attr-defined]

        def warped(timeout: float | None = None) -> Any:
            if timeout is not None and timeout > 0:
                self._seconds += timeout
            return select(0)

        self._selector.select = warped  # type: ignore[attr-defined]

    def time(self) -> float:
        return self._seconds


class _AsyncioTime(MonotonicClock):
    """A real-time clock (asyncio wakes its loop) reading the running asyncio loop's time
    (whole microseconds, as asyncio's seconds are sums of float milliseconds)."""

    __slots__ = ("_loop",)

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__()
        self._loop = loop

    def now(self) -> float:
        return round(self._loop.time() * 1000.0, 3)

    def wait(self, milliseconds: float) -> None:
        raise AssertionError("asyncio drives the loop: nothing waits")


def _on_asyncio(timers: int, first: int) -> list[str]:
    loop = _WarpedLoop()
    window = _window(_AsyncioTime(loop))

    async def main() -> list[str]:
        order = _schedule(window, timers, first)
        assert order == []  # nothing runs inside the code that scheduled
        while window.event_loop.pending:
            await asyncio.sleep(0.5)
        return order

    try:
        return loop.run_until_complete(main())
    finally:
        loop.close()


#: The first run's order on the virtual clock of each scale, which the asyncio driver's is
#: compared with too.
_FIRST: dict[tuple[int, int], list[str]] = {}


@pytest.mark.parametrize("scale", SCALES)
def test_thousands_of_timers_run_in_one_order_every_run(scale: tuple[int, int]) -> None:
    threads = set(threading.enumerate())
    first = _FIRST[scale] = _on_the_virtual_clock(*scale)
    timers = scale[0]
    fired = [entry for entry in first if not entry.startswith(("m ", "clear "))]
    assert len(fired) > timers  # (every timer made, intervals more than once, minus clears)
    assert sum(entry.startswith("clear ") for entry in first) > timers // 100
    assert sum(entry.startswith("m ") for entry in first) > timers // 20
    assert _on_the_virtual_clock(*scale) == first
    assert set(threading.enumerate()) == threads


@pytest.mark.needs_loop_run
@pytest.mark.parametrize("scale", SCALES)
def test_thousands_of_timers_run_in_the_same_order_when_asyncio_drives_the_loop(
    scale: tuple[int, int],
) -> None:
    threads = set(threading.enumerate())
    first = _FIRST.get(scale) or _on_the_virtual_clock(*scale)
    assert _on_asyncio(*scale) == first
    assert set(threading.enumerate()) == threads
