"""webapi.eventloop's one coroutine driver (issue #72 item 2: ``webapi.eventloop.engine``):
what answers at once ends in the call, what awaits asyncio runs in the thread's own loop where
none runs, and is pending work of webapi's loop where one does."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.eventloop import EventLoop, VirtualClock
from webapi.eventloop.engine import WouldWait, drive, needs_a_loop, run_now, synchronous


async def at_once() -> str:
    return "at once"


async def awaits_asyncio() -> str:
    await needs_a_loop()  # (as a fetch says so before it awaits an async transport)
    await asyncio.sleep(0.001)
    return "awaited"


async def reads_the_flag() -> bool:
    return synchronous()


@pytest.mark.needs_loop_run  # (what awaits asyncio: the thread's own loop, run to its end)
def test_run_now_ends_in_the_call_with_or_without_asyncio() -> None:
    assert run_now(at_once()) == "at once"
    assert run_now(awaits_asyncio()) == "awaited"  # (in the thread's own loop)
    assert run_now(reads_the_flag()) is True and synchronous() is False

    async def boom() -> None:
        raise LookupError("x")

    with pytest.raises(LookupError):
        run_now(boom())


@pytest.mark.needs_loop_run
def test_run_now_inside_a_running_loop_cannot_wait_for_it() -> None:
    async def main() -> str:
        assert run_now(at_once()) == "at once"
        with pytest.raises(WouldWait):
            run_now(awaits_asyncio())
        return "ok"

    assert asyncio.run(main()) == "ok"


@pytest.mark.needs_loop_run
def test_drive_is_pending_work_of_the_loop_where_asyncio_runs() -> None:
    loop = EventLoop(VirtualClock())
    done: list[Any] = []
    drive(awaits_asyncio(), lambda value, error: done.append((value, error)), loop)
    assert done == [("awaited", None)]  # (no asyncio loop: in the call)

    async def main() -> list[Any]:
        seen: list[Any] = []
        drive(awaits_asyncio(), lambda value, error: seen.append(value), loop)
        drive(at_once(), lambda value, error: seen.append(value), loop)
        pending = loop.pending
        await loop.idle()
        return [pending, *seen, loop.pending]

    assert asyncio.run(main()) == [1, "at once", "awaited", 0]
