"""A callback that is an ``async def``: what JavaScript does with an async function given as a
listener, an event handler or an observer's callback, in Python's one event loop.

JavaScript calls an async function as any function: its body runs at once, up to its first
``await`` of something pending, and the promise it returns holds the rest, which runs later
on the event loop (a rejection is reported as unhandled). A Python ``async def`` called
returns a coroutine that has not started, and dropping it runs nothing. So where webapi calls
a callback and it returns a coroutine (:func:`is_coroutine`), :func:`run_a_coroutine` does what
JavaScript does:

1. it runs the coroutine's first step now, inside the call (during dispatch: the listener sees
   the event's ``currentTarget``, and ``preventDefault()`` there cancels the event, as in
   JavaScript). Awaiting one of webapi's promises (``await blob.text()``, ``await
   response.json()``) does not suspend: a coroutine that awaits nothing else ends here;
2. if it suspends and an asyncio event loop is running in the thread (code in a coroutine;
   Pyodide, where the browser's loop always runs), the rest runs as a task of that loop, which
   it resumes when what it awaits is done (``loop.create_task``: the loop's own timing, as
   the mutation observer microtask's ``call_soon``);
3. if it suspends where no loop runs: a bare ``yield`` (``await asyncio.sleep(0)``: "let the
   others run", and no others are waiting) resumes it at once, to its end; anything else it
   waits for could never be done, so the coroutine is closed (its ``finally`` blocks run) and
   a ``RuntimeError`` saying to dispatch from a coroutine stands for its exception.

An exception the coroutine raises, in its first step or later, is given to ``report`` (the
DOM's callers report it as a listener's exception is reported); without one, an exception of
the first step (or the ``RuntimeError``) propagates to the caller, as a synchronous callback's
would, and a later one stays in its task, where asyncio reports a task exception never
retrieved. Nothing drops a coroutine unrun.

Only asyncio's loop is found (``asyncio.get_running_loop``): a coroutine that waits for
another library's loop (trio) suspends with something asyncio cannot resume, and is closed as
in 3.
"""

from __future__ import annotations

import sys
from collections.abc import Coroutine
from types import CoroutineType

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable, Generator
    from typing import Any, TypeGuard

__all__ = ["is_coroutine", "resume_a_coroutine", "run_a_coroutine", "running_loop"]

#: The tasks running the rest of a coroutine: asyncio keeps only weak references to tasks.
_TASKS: set[Any] = set()

_NO_LOOP = (
    "An async callback awaited something that waits, and no asyncio event loop runs in this "
    "thread to resume it: dispatch from a coroutine (inside asyncio.run, or Pyodide's loop), "
    "or await only webapi's promises before the first await that waits"
)


def running_loop() -> Any:
    """The asyncio event loop running in the calling thread, or None (without importing
    asyncio: no loop runs where it was never imported)."""
    asyncio = sys.modules.get("asyncio")
    if asyncio is None:
        return None
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def is_coroutine(value: object) -> TypeGuard[Coroutine[Any, Any, Any]]:
    """Whether a callback's return value is a coroutine (an ``async def``'s, or any
    ``collections.abc.Coroutine``), which :func:`run_a_coroutine` runs."""
    return value is not None and (type(value) is CoroutineType or isinstance(value, Coroutine))


def run_a_coroutine(
    coroutine: Coroutine[Any, Any, Any],
    report: Callable[[BaseException], object] | None = None,
) -> None:
    """Run ``coroutine`` as JavaScript runs the async function that returned it (the module's
    docstring): its first step now, the rest on the running asyncio loop; an exception given
    to ``report`` (None: the first step's propagates)."""
    try:
        yielded = coroutine.send(None)
        loop = running_loop()
        while yielded is None and loop is None:  # 3. a bare yield with no loop: go on
            yielded = coroutine.send(None)
    except StopIteration:
        return
    except Exception as exception:
        if report is None:
            raise
        report(exception)
        return
    if loop is None:  # 3. it waits for something no loop here will do
        error = RuntimeError(_NO_LOOP)
        try:
            coroutine.close()
        except Exception as exception:  # (its finally blocks raised)
            error.__context__ = exception
        if report is None:
            raise error
        report(error)
        return
    task = loop.create_task(_the_rest(coroutine, yielded, report))  # 2.
    _TASKS.add(task)
    task.add_done_callback(_TASKS.discard)


async def _the_rest(
    coroutine: Coroutine[Any, Any, Any],
    yielded: object,
    report: Callable[[BaseException], object] | None,
) -> Any:
    """The coroutine from where its first step suspended, in a task; an exception reported
    (a cancellation is not: it ends the task)."""
    try:
        return await _Resumed(coroutine, yielded)
    except Exception as exception:
        if report is None:
            raise
        report(exception)
        return None


def resume_a_coroutine(coroutine: Coroutine[Any, Any, Any], yielded: object) -> _Resumed:
    """An awaitable that drives ``coroutine`` on from where its steps so far yielded
    ``yielded`` (None: a bare yield, gone on from), as ``await coroutine`` would have from
    the start (webapi.eventloop's driver hands the rest of a fetch to an asyncio task so)."""
    return _Resumed(coroutine, yielded)


class _Resumed:
    """Awaiting it drives ``coroutine`` on from its first suspension: what it yielded is
    yielded to the task first (the future it waits for), then every value sent or exception
    thrown in goes to it, as ``await coroutine`` would have done from the start."""

    __slots__ = ("_coroutine", "_yielded")

    def __init__(self, coroutine: Coroutine[Any, Any, Any], yielded: object) -> None:
        self._coroutine = coroutine
        self._yielded = yielded

    def __await__(self) -> Generator[Any, Any, Any]:
        coroutine, yielded = self._coroutine, self._yielded
        # A bare yield (asyncio.sleep(0)) gave up one turn of the loop: the task's first step,
        # run by the loop, is that turn; anything else (a future) the task waits for.
        resume = yielded is None
        while True:
            if not resume:
                try:
                    sent = yield yielded
                except GeneratorExit:
                    coroutine.close()
                    raise
                except BaseException as thrown:  # (a cancellation included: it goes in)
                    try:
                        yielded = coroutine.throw(thrown)
                    except StopIteration as done:
                        return done.value
                    continue
            else:
                sent, resume = None, False
            try:
                yielded = coroutine.send(sent)
            except StopIteration as done:
                return done.value
