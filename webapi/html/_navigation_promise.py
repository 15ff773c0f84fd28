"""The Navigation API's promises (``committed``, ``finished``: https://html.spec.whatwg.org/multipage/nav-history-apis.html#navigation-api-method-tracker)
as Python awaitables: a :class:`NavigationPromise` settles later (when the window's event loop
runs the navigation's tasks and microtasks) and may be awaited any number of times.

webapi's other promises are coroutines that settle at once (``await blob.text()``); these wait
for the navigation. Awaiting a pending one:

1. first runs the window's event loop where a test drives it (a
   :class:`~webapi.eventloop.VirtualClock`'s loop: its tasks and microtasks due now, without
   moving the clock), so that
   ``await_sync(result.finished)`` or ``await result.committed`` in a test needs no
   ``run_until_idle()``;
2. then, where an asyncio event loop runs in the thread (``asyncio.run``, a task made with
   ``create_task``, Pyodide's loop), waits for an asyncio future that settling resolves;
3. else raises ``RuntimeError`` (nothing could ever settle it: run the window's loop first).
"""

from __future__ import annotations

from webapi._webidl import running_loop

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Generator
    from typing import Any

    from webapi.eventloop import EventLoop

__all__ = ["NavigationPromise"]

_PENDING, _FULFILLED, _REJECTED = 0, 1, 2


class NavigationPromise:
    """A promise of the Navigation API (``committed``, ``finished``): ``await`` it (as many
    times as wanted) for its value (a :class:`~webapi.html.NavigationHistoryEntry`, or None
    for ``NavigationTransition.finished``) or its rejection (a ``DOMException`` such as
    ``AbortError``, or a handler's exception) raised; ``done()``, ``result()`` and
    ``exception()`` read it without waiting, as :class:`concurrent.futures.Future`'s do."""

    __slots__ = ("_callbacks", "_handled", "_loop", "_state", "_value")

    def __init__(self, loop: EventLoop | None = None) -> None:
        self._state = _PENDING
        self._value: Any = None
        self._callbacks: list[Callable[[NavigationPromise], object]] = []
        self._loop = loop
        #: https://webidl.spec.whatwg.org/#mark-a-promise-as-handled (nothing is reported
        #: for an unhandled rejection in webapi: kept for the record)
        self._handled = False

    # --- settling (the Web IDL "resolve" and "reject")

    def _resolve(self, value: object) -> None:
        """https://webidl.spec.whatwg.org/#resolve (nothing once settled)."""
        self._settle(_FULFILLED, value)

    def _reject(self, reason: BaseException) -> None:
        """https://webidl.spec.whatwg.org/#reject (nothing once settled)."""
        self._settle(_REJECTED, reason)

    def _settle(self, state: int, value: object) -> None:
        if self._state != _PENDING:
            return
        self._state, self._value = state, value
        callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback(self)

    def _then(self, callback: Callable[[NavigationPromise], object]) -> None:
        """Call ``callback(self)`` once settled (now if it is)."""
        if self._state == _PENDING:
            self._callbacks.append(callback)
        else:
            callback(self)

    # --- reading

    def done(self) -> bool:
        """Whether it is settled (fulfilled or rejected)."""
        return self._state != _PENDING

    def result(self) -> Any:
        """Its value; its rejection raised; ``RuntimeError`` while pending."""
        if self._state == _PENDING:
            raise RuntimeError("the navigation's promise is pending")
        if self._state == _REJECTED:
            raise self._value
        return self._value

    def exception(self) -> BaseException | None:
        """Its rejection (None if fulfilled); ``RuntimeError`` while pending."""
        if self._state == _PENDING:
            raise RuntimeError("the navigation's promise is pending")
        return self._value if self._state == _REJECTED else None

    def __await__(self) -> Generator[Any, Any, Any]:
        if self._state == _PENDING:
            loop = self._loop
            if loop is not None and loop.virtual:  # 1.
                while self._state == _PENDING and loop.advance(0):
                    pass
        if self._state == _PENDING:
            asyncio_loop = running_loop()
            if asyncio_loop is None:  # 3.
                raise RuntimeError(
                    "the navigation's promise is pending and no asyncio event loop runs to "
                    "wait for it: run the window's event loop (window.event_loop."
                    "run_until_idle()) first, or await it in a coroutine"
                )
            future = asyncio_loop.create_future()  # 2.

            def settled(promise: NavigationPromise) -> None:
                if not future.done():
                    future.set_result(None)

            self._then(settled)
            yield from future.__await__()
        return self.result()

    def __repr__(self) -> str:
        state = ("pending", "fulfilled", "rejected")[self._state]
        detail = "" if self._state == _PENDING else f" {self._value!r}"
        return f"<NavigationPromise {state}{detail}>"
