"""Web IDL's promises (https://webidl.spec.whatwg.org/#es-promise: "a new promise",
"resolve", "reject", "upon fulfillment", "upon rejection", "react", "mark as handled") as one
Python awaitable over webapi's event loop: every member JavaScript returns a pending Promise
from (a stream's read, the Navigation API's ``committed``/``finished``, ``whenDefined``)
returns a :class:`Promise`.

A :class:`Promise` settles later than it is made; its reactions run as microtasks of its
:class:`~webapi.eventloop.EventLoop` (the one given when it is made, such as a window's, else
the current thread's when it settles), in the order JavaScript runs them. Awaiting a pending
one:

1. first performs a microtask checkpoint of that loop (the reactions queued so far: a
   synchronous underlying source's pull, a tee's enqueue; a settled promise's await does
   too, as JavaScript's await resumes after the microtasks queued before it), so that
   ``webapi.js.await_sync(reader.read())`` needs no event loop where the value is at hand;
   where the loop's clock is virtual (a test drives it), its tasks due now run too, without
   moving the clock, until the promise settles (``await result.finished`` in a test needs
   no ``run_until_idle()``);
2. then, where an asyncio event loop runs in the thread (``asyncio.run``, a task, Pyodide),
   waits for an asyncio future that settling resolves (the loop wakes webapi's microtasks
   itself: ``call_soon``);
3. else raises ``RuntimeError`` (nothing could ever settle it).

A promise is a ``collections.abc.Coroutine`` too, so that ``asyncio.create_task`` and
``asyncio.run`` take it; it may be awaited any number of times. No thread is started.

The operations other packages call (a named contract, as the DOM's node fields are): the
methods ``_resolve``, ``_reject``, ``_react``, ``_upon_fulfillment``, ``_upon_rejection`` and the
field ``_handled`` (Web IDL's "mark as handled"); and this module's functions.
"""

from __future__ import annotations

from collections.abc import Coroutine

from webapi._webidl import is_coroutine, run_a_coroutine, running_loop

from ._current import current_event_loop

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Generator
    from typing import Any

    from ._loop import EventLoop

    _Coroutine = Coroutine[Any, Any, Any]
else:
    _Coroutine = Coroutine

__all__ = [
    "Promise",
    "Thrown",
    "promise_from_result",
    "promise_rejected_with",
    "promise_resolved_with",
]

_PENDING, _FULFILLED, _REJECTED = 0, 1, 2


class Thrown(Exception):
    """Raised by a reaction's steps to "throw" ``reason`` (any value, as JavaScript throws):
    the promise the reaction returns is rejected with it, at once."""

    def __init__(self, reason: object) -> None:
        super().__init__(reason)
        self.reason = reason


class Promise(_Coroutine):
    """A JavaScript promise: ``await`` it (as many times as wanted) for its value, or its
    rejection raised; ``done()``, ``result()`` and ``exception()`` read it without waiting,
    as :class:`concurrent.futures.Future`'s do."""

    __slots__ = ("_handled", "_iterator", "_loop", "_reactions", "_state", "_value")

    def __init__(self, loop: EventLoop | None = None) -> None:
        """A new pending promise ("a new promise"), its reactions run by ``loop`` (None: the
        current thread's event loop when it settles)."""
        self._loop = loop
        self._state = _PENDING
        self._value: Any = None
        self._reactions: list[Callable[[], object]] | None = None  # (made when needed)
        #: https://webidl.spec.whatwg.org/#mark-a-promise-as-handled (webapi reports no
        #: unhandled rejection: kept for the record)
        self._handled = False
        self._iterator: Generator[Any, Any, Any] | None = None

    # --- settling

    def _resolve(self, value: object) -> None:
        """https://webidl.spec.whatwg.org/#resolve: a promise given as the value is followed
        (its settling settles this one); nothing once settled."""
        if self._state != _PENDING:
            return
        if isinstance(value, Promise):
            if value is self:
                self._settle(_REJECTED, TypeError("a promise cannot be resolved with itself"))
                return

            # ECMAScript's NewPromiseResolveThenableJob: a microtask calls the value's then,
            # whose reaction is another (a promise resolved with a promise settles two
            # microtasks after it, as in JavaScript)
            def then_job() -> None:
                value._react(self._resolve, self._reject)

            self._event_loop().queue_a_microtask(then_job)
            return
        self._settle(_FULFILLED, value)

    def _reject(self, reason: object) -> None:
        """https://webidl.spec.whatwg.org/#reject (nothing once settled)."""
        self._settle(_REJECTED, reason)

    def _settle(self, state: int, value: object) -> None:
        if self._state != _PENDING:
            return
        self._state, self._value = state, value
        reactions, self._reactions = self._reactions, None
        if reactions:
            loop = self._event_loop()
            for reaction in reactions:
                loop.queue_a_microtask(reaction)

    def _event_loop(self) -> EventLoop:
        """The event loop that runs its reactions."""
        loop = self._loop
        return loop if loop is not None else current_event_loop()

    # --- reacting

    def _react(
        self,
        on_fulfilled: Callable[[Any], object] | None,
        on_rejected: Callable[[Any], object] | None = None,
    ) -> Promise:
        """https://webidl.spec.whatwg.org/#dfn-perform-steps-once-promise-is-settled ("react"):
        the steps run in a microtask once settled; the promise returned is resolved with what
        they return (rejected with what they raise; without steps for a state, settled as this
        one)."""
        result = Promise(self._loop)

        def reaction() -> None:
            steps = on_fulfilled if self._state == _FULFILLED else on_rejected
            if steps is None:
                result._settle(self._state, self._value)
                return
            try:
                value = steps(self._value)
            except Thrown as thrown:  # ("throw r": any value)
                result._reject(thrown.reason)
                return
            except Exception as error:
                result._reject(error)
                return
            result._resolve(value)

        if self._state == _PENDING:
            if self._reactions is None:
                self._reactions = []
            self._reactions.append(reaction)
        else:
            self._event_loop().queue_a_microtask(reaction)
        if on_rejected is not None:
            self._handled = True
        return result

    def _upon_fulfillment(self, steps: Callable[[Any], object]) -> None:
        """https://webidl.spec.whatwg.org/#upon-fulfillment"""
        self._react(steps)._handled = True

    def _upon_rejection(self, steps: Callable[[Any], object]) -> None:
        """https://webidl.spec.whatwg.org/#upon-rejection"""
        self._react(None, steps)._handled = True

    # --- reading

    def done(self) -> bool:
        """Whether it is settled (fulfilled or rejected)."""
        return self._state != _PENDING

    def result(self) -> Any:
        """Its value; its rejection raised; ``RuntimeError`` while pending."""
        if self._state == _PENDING:
            raise RuntimeError("the promise is pending")
        if self._state == _REJECTED:
            raise _as_exception(self._value)
        return self._value

    def exception(self) -> BaseException | None:
        """Its rejection (None if fulfilled); ``RuntimeError`` while pending."""
        if self._state == _PENDING:
            raise RuntimeError("the promise is pending")
        return _as_exception(self._value) if self._state == _REJECTED else None

    def __await__(self) -> Generator[Any, Any, Any]:
        self._handled = True
        # 1. (a settled promise too: JavaScript's await resumes after the microtasks queued
        # before it, so the reactions of what settled meanwhile, a pull's, have run)
        event_loop = self._event_loop()
        event_loop.perform_a_microtask_checkpoint()
        if self._state == _PENDING and event_loop.virtual:
            while self._state == _PENDING and event_loop.advance(0):
                pass
        while self._state == _PENDING and event_loop._io and running_loop() is not None:
            # (pending work of the loop, a fetch's: waited for, then the tasks it queued run
            # as above; a loop of real time runs them itself)
            yield from _io_done(event_loop).__await__()
            event_loop.perform_a_microtask_checkpoint()
            if event_loop.virtual:
                while self._state == _PENDING and event_loop.advance(0):
                    pass
        if self._state == _PENDING:
            loop = running_loop()
            if loop is None:  # 3.
                raise RuntimeError(
                    "the promise is pending and no asyncio event loop runs to wait for it: "
                    "await it in a coroutine (asyncio.run), or run the event loop it waits "
                    "for first (window.event_loop.run_until_idle())"
                )
            future = loop.create_future()  # 2.

            def settled(_: object) -> None:
                if not future.done():
                    future.set_result(None)

            self._react(settled, settled)
            yield from future.__await__()
        return self.result()

    # --- a coroutine (for asyncio.create_task and asyncio.run): one await of the promise

    def send(self, value: Any) -> Any:
        """A step of awaiting the promise."""
        if self._iterator is None:
            self._iterator = self.__await__()
        return self._iterator.send(value)

    def throw(self, typ: Any, val: Any = None, tb: Any = None) -> Any:
        """Throw into the await of the promise."""
        if self._iterator is None:
            self._iterator = self.__await__()
        error = typ if val is None else val
        if isinstance(error, type):
            error = error()
        return self._iterator.throw(error)

    def close(self) -> None:
        """Give up awaiting it (the promise itself is not changed)."""
        if self._iterator is not None:
            self._iterator.close()

    def __repr__(self) -> str:
        state = ("pending", "fulfilled", "rejected")[self._state]
        detail = "" if self._state == _PENDING else f" {self._value!r}"
        return f"<Promise {state}{detail}>"


async def _io_done(event_loop: EventLoop) -> None:
    """Wait until a piece of the loop's pending work is done and the steps after it are
    queued."""
    import asyncio

    await asyncio.wait(list(event_loop._io or ()), return_when=asyncio.FIRST_COMPLETED)
    await asyncio.sleep(0)


def _as_exception(reason: object) -> BaseException:
    """A rejection reason as Python raises it: an exception itself; any other value (as
    JavaScript's ``controller.error("x")``) inside an ``Exception`` whose ``args[0]`` is it."""
    if isinstance(reason, BaseException):
        return reason
    return Exception(reason)


def promise_resolved_with(value: object) -> Promise:
    """https://webidl.spec.whatwg.org/#a-promise-resolved-with: a new promise resolved with
    ``value`` (a promise given is followed: settled two microtasks after it)."""
    promise = Promise()
    promise._resolve(value)
    return promise


def promise_rejected_with(reason: object) -> Promise:
    """https://webidl.spec.whatwg.org/#a-promise-rejected-with"""
    promise = Promise()
    promise._reject(reason)
    return promise


def promise_from_result(call: Callable[[], object]) -> Promise:
    """The promise of a Python callback's call, as Web IDL converts a callback's return value
    to ``Promise<T>``: its value; an exception it raises, a rejection; a coroutine (an
    ``async def``'s), run as JavaScript runs an async function (its first step now, the rest
    as a task of the running asyncio loop: ``webapi._webidl.run_a_coroutine``) and its result;
    another awaitable (an asyncio future), awaited likewise."""
    try:
        value = call()
    except Exception as error:
        return promise_rejected_with(error)
    if isinstance(value, Promise):  # (PromiseResolve: a promise is itself)
        return value
    if not is_coroutine(value):
        if value is not None and hasattr(value, "__await__") and not isinstance(value, type):
            value = _awaiting(value)
        else:
            return promise_resolved_with(value)
    promise = Promise()
    run_a_coroutine(_settling(promise, value), promise._reject)
    return promise


async def _awaiting(awaitable: Any) -> Any:
    return await awaitable


async def _settling(promise: Promise, coroutine: _Coroutine) -> None:
    try:
        value = await coroutine
    except Exception as error:
        promise._reject(error)
        return
    promise._resolve(value)
