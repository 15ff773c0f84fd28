"""``webapi.js.await_sync``: the value of one of webapi's awaitables (which settle at once)
for synchronous code, with or without a running event loop; a rejection raised as ``await``
raises it; an awaitable that waits is refused and closed."""

from __future__ import annotations

import asyncio

import pytest

from webapi.fileapi import Blob
from webapi.js import await_sync


def test_the_value_and_the_rejection() -> None:
    async def fails() -> None:
        raise TypeError("used")

    assert await_sync(Blob(["x"]).text()) == "x"
    with pytest.raises(TypeError, match="used"):
        await_sync(fails())


@pytest.mark.needs_loop_run
def test_inside_a_running_event_loop() -> None:
    async def main() -> str:
        return await_sync(Blob(["inside"]).text())  # asyncio.run would refuse here

    assert asyncio.run(main()) == "inside"


def test_an_awaitable_that_waits_is_refused_and_closed() -> None:
    finished = []

    async def waits() -> None:
        try:
            await asyncio.sleep(0)
        finally:
            finished.append(True)

    with pytest.raises(RuntimeError, match="waits for something"):
        await_sync(waits())
    assert finished == [True]  # closed: its finally ran
