"""A request body whose source is null (https://fetch.spec.whatwg.org/#concept-body-source: a
``ReadableStream`` given as the body) as ``fetch()`` hands it to a transport: its chunks read
from the stream one at a time, on the event loop, as the transport sends them (never the
whole body in memory), to go out with ``Transfer-Encoding: chunked``.

A transport that takes one says so (``upload_streams = True``); its ``send`` then gets an
:class:`UploadStream` as its ``body``: an async iterable of ``bytes`` for an async transport,
an iterable for a blocking one (run in a thread: each chunk is read on the event loop's thread
and handed over). Either gives up the chunks with an ``OSError`` (the network error of
``fetch()``) where the stream errors, gives a chunk that is not bytes-like (the Standard's
``Uint8Array``) or the fetch is aborted.
"""

from __future__ import annotations

from webapi._webidl import buffer_bytes

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterator
    from typing import Any

    from webapi.streams import ReadableStream

__all__ = ["UploadStream"]


class UploadStream:
    """The chunks of a request body's stream, read with the reader it holds (the stream
    locked to it): :meth:`next_chunk` for the next non-empty chunk (``b""`` at the end), ``async
    for`` and ``for`` over it (:mod:`._upload`'s docstring), :meth:`cancel` to give the rest
    up. ``signal``: the fetch's ``AbortSignal`` (or ``None``), whose abort ends the reads."""

    __slots__ = ("__weakref__", "_first", "_loop", "_reader", "_thread", "signal", "started")

    def __init__(self, reader: Any, signal: Any = None) -> None:
        import threading

        from webapi._webidl import running_loop

        self._reader = reader
        self.signal = signal
        #: The first chunk read ahead (:meth:`peek`), or None.
        self._first: bytes | None = None
        #: Whether a chunk was taken (the body can then not be sent again).
        self.started = False
        # (the asyncio loop and the thread the stream is read on)
        self._loop = running_loop()
        self._thread = threading.get_ident()

    async def peek(self) -> bytes:
        """The first non-empty chunk, read ahead and kept for :meth:`next_chunk` (``b""``: the
        stream ended without one)."""
        if self._first is None:
            self._first = await self._next()
        return self._first

    async def next_chunk(self) -> bytes:
        """The next non-empty chunk, ``b""`` at the end; an ``OSError`` where the stream
        errored, a chunk is not bytes-like or the signal is aborted."""
        self.started = True
        first = self._first
        if first is not None:
            self._first = b"" if not first else None
            return first
        return await self._next()

    async def _next(self) -> bytes:
        while True:
            self._check_abort()
            try:
                result = await self._reader.read()
            except Exception as error:  # (the stream errored: its error the cause)
                raise OSError("the request body's stream errored") from error
            self._check_abort()
            if result["done"]:
                return b""
            chunk = _bytes_of(result["value"])
            if chunk is None:
                # (the Standard's "If chunk is not a Uint8Array object, reject": a TypeError
                # cancels the stream)
                not_bytes = TypeError("a chunk of the request body's stream is not bytes-like")
                self._reader.cancel(not_bytes)
                raise OSError(str(not_bytes)) from not_bytes
            if chunk:
                return chunk

    def _check_abort(self) -> None:
        signal = self.signal
        if signal is not None and signal.aborted:
            raise OSError("the fetch was aborted while its body was sent")

    def cancel(self, reason: object = None) -> None:
        """https://streams.spec.whatwg.org/#readablestream-cancel of the stream (the fetch
        aborted: "cancel request's body with error"): a read waiting ends."""
        self._reader.cancel(reason)

    def readable_stream(self) -> ReadableStream:
        """A byte stream (``webapi.streams.ReadableStream``) of the chunks, each read when
        the stream is pulled: a Python function transport's request body."""
        from webapi.streams import ReadableStream

        async def pull(controller: Any) -> None:
            chunk = await self.next_chunk()
            if chunk:
                controller.enqueue(chunk)
                return
            controller.close()
            request = controller.byobRequest
            if request is not None:  # (a BYOB read waiting when the stream closes)
                request.respond(0)

        return ReadableStream(
            {"type": "bytes", "pull": pull, "cancel": self.cancel}, {"highWaterMark": 0}
        )

    async def __aiter__(self) -> AsyncIterator[bytes]:
        while chunk := await self.next_chunk():
            yield chunk

    def __iter__(self) -> Iterator[bytes]:
        while chunk := self._read_blocking():
            yield chunk

    def _read_blocking(self) -> bytes:
        """:meth:`next_chunk` for a blocking transport: in another thread than the stream's, read
        on the stream's asyncio loop and waited for; in the stream's, now (a chunk not at hand
        there is an ``OSError``: nothing can run the stream meanwhile)."""
        import threading

        loop = self._loop
        if loop is not None and threading.get_ident() != self._thread:
            import asyncio

            return asyncio.run_coroutine_threadsafe(self.next_chunk(), loop).result()
        from webapi.js import await_sync

        try:
            return await_sync(self.next_chunk())
        except RuntimeError as error:
            raise OSError("the request body's stream waits, and no event loop runs") from error


def _bytes_of(chunk: object) -> bytes | None:
    """A chunk's bytes (a copy), or None for a chunk that is not bytes-like (a ``str``; under
    Pyodide a JavaScript ``Uint8Array`` or other buffer is bytes-like: the foreign buffer
    hook)."""
    if isinstance(chunk, (str, int)):
        return None
    return buffer_bytes(chunk)
