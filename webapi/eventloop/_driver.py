"""One driver for the coroutines webapi's algorithms wait on (issue #72 item 2): a fetch of a
window's document (a navigation, an ``iframe``'s, a style sheet's), ``window.fetch()``,
``XMLHttpRequest``. A transport answers at once (a function, a blocking transport) or awaits (an
async transport: httpx's ``AsyncClient``, aiohttp's, a function that is an ``async def``); the
driver steps the fetch the same way for both:

1. its steps run in the call as far as they go without waiting (a transport that answers at
   once: all of them, with no asyncio loop at all);
2. where an async transport is about to be awaited and no asyncio loop runs in the thread (a
   plain script), the fetch says so (:func:`needs_a_loop`) and the rest runs to its end in the
   thread's own asyncio loop (:func:`run_now`), made on first need: a synchronous caller
   (``open_window``, a link's click, ``link.sheet``) gets its answer in the call, as from a
   transport that answers at once;
3. where an asyncio loop runs (code in a coroutine, Jupyter, pytest-asyncio), the rest is a task
   of that loop, pending work of webapi's :class:`~webapi.eventloop.EventLoop`
   (:func:`drive`): the steps that come after it run as a task of webapi's loop once it is done,
   and ``await loop.idle()`` (or awaiting a promise of the loop) waits for it.

A synchronous drive (:func:`run_now`, :func:`drive` with ``synchronous``) runs a blocking
transport in the call, where a running asyncio loop would otherwise have it sent from a thread
(:func:`synchronous`): the caller is waiting for it anyway. No thread is started by the driver.
"""

from __future__ import annotations

import contextvars
import sys
import threading

from webapi._webidl import resume_a_coroutine, running_loop

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Coroutine, Generator
    from typing import Any

    from ._loop import EventLoop

__all__ = ["WouldWait", "drive", "needs_a_loop", "run_now", "synchronous"]

#: Whether the coroutine stepped now is driven synchronously (a caller waits in the call).
_SYNCHRONOUS: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "webapi.eventloop synchronous drive", default=False
)


def synchronous() -> bool:
    """Whether the caller of the steps running now waits for them in the call (a blocking
    transport is then called in the call, not from a thread, whatever asyncio loop runs)."""
    return _SYNCHRONOUS.get()


class WouldWait(RuntimeError):
    """The coroutine awaits what only the running asyncio loop can bring, and the caller
    cannot wait for it in the call (await it, or ``await window.event_loop.idle()``)."""


class _NeedsALoop:
    """The sentinel a coroutine yields to its driver: it is about to await an asyncio
    awaitable and no asyncio loop runs."""

    __slots__ = ()

    def __await__(self) -> Generator[Any, Any, None]:
        yield self


_NEEDS_A_LOOP = _NeedsALoop()


def needs_a_loop() -> _NeedsALoop:
    """What a coroutine awaits before it awaits an asyncio awaitable (an async transport's
    answer) where no asyncio loop runs: its driver runs the rest in an asyncio loop of its own
    (a driver that knows nothing of it sees one step more, and goes on)."""
    return _NEEDS_A_LOOP


class _Thread(threading.local):
    def __init__(self) -> None:
        self.loop: Any = None


_THREAD = _Thread()


def _own_loop() -> Any:
    """The thread's own asyncio loop (new on first need; never running between drives)."""
    loop = _THREAD.loop
    if loop is None or loop.is_closed():
        import asyncio
        import atexit

        loop = _THREAD.loop = asyncio.new_event_loop()
        atexit.register(loop.close)  # (not left for the garbage collector to warn about)
    return loop


def _first_steps(coroutine: Coroutine[Any, Any, Any]) -> tuple[bool, Any]:
    """Step ``coroutine`` as far as it goes in the call: ``(True, value)`` where it returned,
    else ``(False, what it yielded)`` (a bare yield, ``asyncio.sleep(0)``, is gone on from
    where no asyncio loop runs)."""
    try:
        yielded = coroutine.send(None)
        while yielded is None and running_loop() is None:
            yielded = coroutine.send(None)
    except StopIteration as stop:
        return True, stop.value
    return False, yielded


async def _rest(coroutine: Coroutine[Any, Any, Any], yielded: Any) -> Any:
    """The coroutine from where it yielded ``yielded``, awaited in a task."""
    return await resume_a_coroutine(coroutine, None if yielded is _NEEDS_A_LOOP else yielded)


def run_now(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """``coroutine`` run to its end in the call (a synchronous drive): its value, or its
    exception raised. Where it awaits an async transport and no asyncio loop runs, the rest
    runs in the thread's own loop; where an asyncio loop runs and it waits for that loop,
    :class:`WouldWait` (the coroutine closed)."""
    token = _SYNCHRONOUS.set(True)
    try:
        done, value = _first_steps(coroutine)
        if done:
            return value
        if running_loop() is None and sys.platform != "emscripten":
            return _own_loop().run_until_complete(_rest(coroutine, value))
        coroutine.close()
        raise WouldWait(
            "the transport awaits the running asyncio loop: await the window's loop"
            " (await window.event_loop.idle()) or the promise, not a synchronous call"
        )
    finally:
        _SYNCHRONOUS.reset(token)


def drive(
    coroutine: Coroutine[Any, Any, Any],
    on_done: Callable[[Any, BaseException | None], object],
    loop: EventLoop,
    *,
    synchronous: bool = False,
) -> None:
    """Drive ``coroutine`` to its end and call ``on_done(value, None)``, or
    ``on_done(None, exception)``: in the call where it ends without waiting, or where no
    asyncio loop runs (the thread's own then runs it, :func:`run_now`); else as a task of
    ``loop`` (webapi's), queued once the rest, a task of the running asyncio loop, is done
    (pending work of ``loop`` meanwhile: :meth:`EventLoop.idle` waits for it). ``synchronous``:
    the first steps are a synchronous drive (a blocking transport sends in the call)."""
    token = _SYNCHRONOUS.set(synchronous)
    try:
        try:
            done, value = _first_steps(coroutine)
        except Exception as error:
            on_done(None, error)
            return
        if done:
            on_done(value, None)
            return
        asyncio_loop = running_loop()
        if asyncio_loop is None and sys.platform != "emscripten":
            _SYNCHRONOUS.set(True)
            try:
                value = _own_loop().run_until_complete(_rest(coroutine, value))
            except Exception as error:
                on_done(None, error)
                return
            on_done(value, None)
            return
    finally:
        _SYNCHRONOUS.reset(token)
    if asyncio_loop is None:  # (Pyodide outside its loop's tasks: asyncio's default loop)
        import asyncio

        asyncio_loop = asyncio.get_event_loop()
    task = asyncio_loop.create_task(_rest(coroutine, value))
    loop._io_started(task)

    def finished(task: Any) -> None:
        loop._io_finished(task)
        if task.cancelled():
            import asyncio

            result: tuple[Any, BaseException | None] = (None, asyncio.CancelledError())
        elif task.exception() is not None:
            result = (None, task.exception())
        else:
            result = (task.result(), None)
        loop.queue_a_task(lambda: on_done(*result))

    task.add_done_callback(finished)
