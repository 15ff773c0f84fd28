"""How ``fetch()`` waits for what a transport does in a thread (a blocking transport's hop, a
read of its body) or awaits (an async transport's): as a future of the running loop that an
abort of the request's signal or a cancellation of the awaiting task gives up at once
(https://fetch.spec.whatwg.org/#abort-fetch: the fetch ends when it is aborted, not when the
server next speaks), the transport's request then cut short where it can be."""

from __future__ import annotations

import contextvars
import functools

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["in_a_thread", "task_cancelling"]


def in_a_thread(function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """A future of the running loop for ``function(*args, **kwargs)`` run in a thread of its
    default executor, in a copy of the context (``asyncio.to_thread``'s steps, the future
    itself given, which a cancellation gives up: the thread runs on until the function
    returns)."""
    import asyncio

    call = functools.partial(contextvars.copy_context().run, function, *args, **kwargs)
    return asyncio.get_running_loop().run_in_executor(None, call)


def task_cancelling() -> bool:
    """Whether the task running now is being cancelled (``Task.cancel()`` asked for, as
    ``asyncio.wait_for`` or ``asyncio.timeout`` does): a wait given up for an abort then
    leaves the cancellation as it is."""
    import asyncio

    try:
        task = asyncio.current_task()
    except RuntimeError:  # (no running loop)
        return False
    cancelling = getattr(task, "cancelling", None)
    return cancelling is not None and cancelling() > 0
