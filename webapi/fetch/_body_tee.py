"""The tee of a body still on the transport's connection (Fetch's "clone a body",
https://fetch.spec.whatwg.org/#concept-body-clone, of a :class:`StreamedBody`).

The Standard tees the body's stream (https://streams.spec.whatwg.org/#abstract-opdef-readablebytestreamtee):
each branch reads the chunks as they come from the network, the chunks one branch has not
read yet wait in its queue, a branch cancelled stops taking them, and the network read is
cancelled once both are. This is that tee over the connection itself, without a
``ReadableStream`` in between: each branch is a :class:`StreamedBody` whose reads take the
chunks the other read ahead (``bytes``: immutable, so a copy is the chunk itself), else read
the connection in the caller's task (an async transport's body, as httpx's ``AsyncClient``,
is read in the task that awaits it), keeping the chunk for the other branch. A failure of
the connection is each branch's failure once its queue is read.
"""

from __future__ import annotations

from collections import deque

from ._transport_response import StreamedBody

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Any

__all__ = ["tee_streamed_body"]


class _Tee:
    """The shared state of the two branches: the connection's body, each branch's queue of
    chunks read ahead for it, whether each was cancelled, and the connection's failure."""

    __slots__ = ("canceled", "error", "lock", "queues", "source")

    def __init__(self, source: StreamedBody) -> None:
        self.source = source
        self.queues: tuple[deque[bytes], deque[bytes]] = (deque(), deque())
        self.canceled = [False, False]
        self.error: BaseException | None = None
        #: One branch reads at a time (a blocking body's branches may read in two threads,
        #: an async one's in two tasks): a threading lock, or an asyncio one made on the
        #: first read (in the loop that reads).
        self.lock: Any = None
        if source.blocking:
            import threading

            self.lock = threading.Lock()

    def queued(self, index: int, size: int) -> bytes | None:
        """Up to ``size`` bytes (every byte queued for ``-1``) of the chunks read ahead for
        branch ``index``, or None if none are."""
        queue = self.queues[index]
        if not queue:
            return None
        if size < 0:
            data = b"".join(queue)
            queue.clear()
            return data
        chunk = queue.popleft()
        if len(chunk) > size:
            queue.appendleft(chunk[size:])
            chunk = chunk[:size]
        return chunk

    def ahead(self, index: int, size: int) -> tuple[bytes | None, bool]:
        """What a read of branch ``index`` (:meth:`read`, :meth:`aread`) takes before asking the
        connection: its queued bytes (:meth:`queued`) and whether they answer the read (up to
        ``size`` of them, or all to the end of a body read to its end); the connection's
        failure raised where nothing queued answers."""
        data = self.queued(index, size)
        if data is not None and (size >= 0 or self.source.done):
            return data, True
        if self.error is not None:
            raise self.error
        return data, False

    def received(self, index: int, data: bytes) -> bytes:
        """``data`` read from the connection by branch ``index``, kept for the other."""
        if data and not self.canceled[1 - index]:
            self.queues[1 - index].append(data)
        return data

    def failed(self, error: BaseException) -> BaseException:
        """The connection failed: every branch's failure once its queue is read (the
        transport's exception, which each branch's read makes its ``TypeError``'s cause)."""
        self.error = error.__cause__ or error
        return self.error

    def read(self, index: int, size: int) -> bytes:
        """Branch ``index``'s next bytes of a blocking transport's body (one branch at a
        time: a chunk the other reads meanwhile is queued before this one looks)."""
        with self.lock:
            data, answered = self.ahead(index, size)
            if answered:
                return data or b""
            try:
                more = self.source.read(size)
            except Exception as error:
                raise self.failed(error) from None
            return (data or b"") + self.received(index, more)

    async def aread(self, index: int, size: int) -> bytes:
        """Branch ``index``'s next bytes of an async transport's body (one branch at a
        time, as :meth:`read`)."""
        if self.lock is None:
            import asyncio

            self.lock = asyncio.Lock()
        async with self.lock:
            data, answered = self.ahead(index, size)
            if answered:
                return data or b""
            try:
                more = await self.source.aread(size)
            except Exception as error:
                raise self.failed(error) from None
            return (data or b"") + self.received(index, more)

    def interrupt(self, index: int) -> None:
        """Branch ``index`` given up while it reads (its read in another thread): given up
        now, and the connection closed once both are (a read of it in progress cut
        short)."""
        self.cancel(index)

    def cancel(self, index: int) -> None:
        """Branch ``index`` given up: its queue dropped; the connection closed once both
        are."""
        self.canceled[index] = True
        self.queues[index].clear()
        if self.canceled[1 - index]:
            self.source.close()


def _nothing() -> None:
    """A branch's release: the connection's body releases its connection itself."""


def tee_streamed_body(source: StreamedBody) -> tuple[StreamedBody, StreamedBody]:
    """The two branches of ``source`` (:mod:`this module's docstring <._body_tee>`)."""
    tee = _Tee(source)
    branches: list[StreamedBody] = []
    for index in (0, 1):
        if source.blocking:

            def read(size: int, index: int = index) -> bytes:
                return tee.read(index, size)

        else:

            async def read(size: int, index: int = index) -> bytes:  # type: ignore[misc]
                return await tee.aread(index, size)

        def close(index: int = index) -> None:
            tee.cancel(index)

        def interrupt(index: int = index) -> None:
            tee.interrupt(index)

        branches.append(
            StreamedBody(read, _nothing, close, blocking=source.blocking, interrupt=interrupt)
        )
    return branches[0], branches[1]
