"""Promises for synchronous Python code: what ``await`` gives, without an event loop.

Every member that returns a Promise in JavaScript returns a coroutine in webapi (``await
blob.text()``, ``await response.json()``), so ported code reads the same under asyncio and
under Pyodide's event loop. The promises of webapi's objects in memory (a ``Blob``'s, a body
already received) have nothing to wait for and settle as soon as they run, so
:func:`await_sync` runs one to its end at once, in any thread, with or without a running event
loop (``asyncio.run`` refuses to run inside one, as in Jupyter or Pyodide); a fetch through a
transport that awaits is the window's event loop's to wait for (docs/eventloop.md).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Awaitable
    from typing import TypeVar

    T = TypeVar("T")

__all__ = ["await_sync"]


def await_sync(awaitable: Awaitable[T]) -> T:
    """The value ``await awaitable`` gives (or the exception it raises, as JavaScript's
    rejection), run now, synchronously: ``text = await_sync(blob.text())``.

    For webapi's awaitables, which never wait. One that would wait for something else (an
    asyncio future, a sleep) raises ``RuntimeError`` and is closed: await it in a coroutine
    instead."""
    iterator = awaitable.__await__()
    try:
        iterator.send(None)
    except StopIteration as done:
        result: T = done.value
        return result
    close = getattr(iterator, "close", None)
    if close is not None:
        close()
    raise RuntimeError(
        "await_sync(): the awaitable waits for something (not one of webapi's, which settle "
        "at once); await it in a coroutine instead"
    )
