"""What a transport of ``fetch()`` returns for one hop (:mod:`._transport`)."""

from __future__ import annotations

from _thread import allocate_lock as _allocate_lock

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable
    from typing import Any, Protocol

    from ._upload import UploadStream

    class Transport(Protocol):
        """What ``fetch()`` sends one request with (:mod:`._transport`'s docstring)."""

        blocking: bool

        def send(
            self,
            method: str,
            url: str,
            headers: list[tuple[str, str]],
            body: bytes | UploadStream | None,
        ) -> TransportResponse | Awaitable[TransportResponse]: ...


__all__ = ["STREAM_ABOVE", "Interrupt", "StreamedBody", "TransportResponse", "streams"]

#: A body longer than this (or of unknown length) is left on the connection and read on
#: demand (a :class:`StreamedBody`) when ``fetch()`` asks for a stream; a shorter one is
#: read whole with the response, as a transport that does not stream reads it.
STREAM_ABOVE = 1 << 16
#: The size of the chunks a streamed body is read in.
CHUNK_SIZE = 1 << 16


class Interrupt:
    """How ``fetch()`` cuts short a hop in progress in another thread (the request's signal
    aborted, the task awaiting it cancelled), given to the ``send`` of a transport that
    ``interrupts`` (``send(..., interrupt=...)``): the transport holds (:meth:`hold`) a
    function that cuts its request short from any thread (``HTTPClientTransport``: its socket shut
    down, so that the thread waiting on it wakes with an error and ends), and drops it once
    the request is done; ``fetch()`` calls the interrupt, which calls the function held, or
    the next one held at once. (``fetch()`` gives up waiting either way: the interrupt is what
    frees the thread and the connection.)"""

    __slots__ = ("_cut", "done")

    def __init__(self) -> None:
        self._cut: Callable[[], object] | None = None
        #: Whether the hop was interrupted.
        self.done = False

    def hold(self, cut: Callable[[], object] | None) -> None:
        """Hold ``cut`` (``None``: nothing, the request done); called at once where the hop
        was interrupted already."""
        self._cut = cut
        if cut is not None and self.done:
            cut()

    def __call__(self) -> None:
        """Interrupt the hop (a function held may be called twice: it cuts the request
        short once)."""
        self.done = True
        cut = self._cut
        if cut is not None:
            cut()


class TransportResponse:
    """One hop's response as a transport received it: the status, the status message (a byte
    string as ``str``), the header list in order (duplicates kept) and the body's bytes (as
    sent: a gzip body still compressed; or ``stream``, the body still on the connection);
    ``url``: the URL the response is for when the
    transport followed redirects itself (Pyodide's ``js.fetch``), else ``None``; ``type``: the
    response's type where the transport's fetch decided it (a browser's: ``"basic"``,
    ``"cors"``, ``"opaque"``, ``"opaqueredirect"``), else ``None``."""

    __slots__ = ("body", "headers", "status", "status_text", "stream", "type", "url")

    def __init__(
        self,
        status: int,
        status_text: str,
        headers: list[tuple[str, str]],
        body: bytes,
        url: str | None = None,
        stream: StreamedBody | None = None,
    ) -> None:
        self.status = status
        self.status_text = status_text
        self.headers = headers
        self.body = body
        self.url = url
        self.type: str | None = None
        #: The body left on the connection (``body`` is then empty), read on demand: what a
        #: transport that ``streams`` gives for a long body when ``send`` is asked to
        #: ``stream``; else ``None``.
        self.stream = stream

    def __repr__(self) -> str:
        size = "streamed" if self.stream is not None else f"{len(self.body)} bytes"
        return f"<TransportResponse {self.status} {self.status_text!r} {size}>"


def streams(headers: list[tuple[str, str]], length: int | None) -> bool:
    """Whether a transport asked for a stream leaves a body of ``length`` bytes (``None``:
    unknown, as a chunked one) with these response headers on the connection: longer than
    :data:`STREAM_ABOVE` or of unknown length, and with no content coding (a gzip body is read
    whole: ``fetch()`` decodes it before the response is there, its failure a network
    error)."""
    if length is not None and length <= STREAM_ABOVE:
        return False
    for name, value in headers:
        if name.lower() == "content-encoding" and value.strip().lower() not in ("", "identity"):
            return False
    return True


class StreamedBody:
    """A response body a transport left on its connection, read on demand: ``prefix``, the
    bytes read ahead, then ``read(size)`` (up to ``size`` bytes, every byte left for ``-1``,
    ``b""`` at the end; a ``blocking`` transport's blocks on the socket, an async one's
    returns an awaitable: read it with :meth:`aread`), ``close()`` to give the connection up
    before the end. The transport's ``release`` runs once the end is read (the connection
    back to its pool). ``interrupt``: where the transport can, a function that cuts a read in
    progress short from any thread (:class:`Interrupt`'s). A blocking body closed while a read
    of it waits in another thread is closed by that read, once it returns (interrupted, where
    the transport can): never under its feet."""

    __slots__ = (
        "_close",
        "_closing",
        "_interrupt",
        "_lock",
        "_read",
        "_reading",
        "_release",
        "blocking",
        "done",
        "prefix",
    )

    def __init__(
        self,
        read: Callable[[int], Any],
        release: Callable[[], Any],
        close: Callable[[], Any],
        prefix: bytes = b"",
        blocking: bool = True,
        interrupt: Callable[[], object] | None = None,
    ) -> None:
        self._read = read
        self._release = release
        self._close = close
        self._interrupt = interrupt
        self.prefix = prefix
        self.blocking = blocking
        #: The end was read, or the body closed.
        self.done = False
        #: A blocking read is in progress; the body was closed meanwhile (the read closes it).
        self._reading = False
        self._closing = False
        self._lock = _allocate_lock()

    def read(self, size: int = CHUNK_SIZE) -> bytes:
        """The next bytes (up to ``size``, as they arrive: a transport that can gives what the
        connection holds, waiting only while it holds none; ``-1``: all that is left), ``b""``
        at the end, of a blocking transport's body. A failure of the connection meanwhile is a
        ``TypeError`` (JavaScript's for a body's network error), the transport's exception its
        cause; a body closed meanwhile gives ``b""``."""
        if self.done or (self.prefix and size >= 0):
            return self._taken(size)
        if not self.blocking:
            raise TypeError("a body an async transport streams is read with await")
        with self._lock:
            if self.done:
                return b""
            self._reading = True
        try:
            data = self._read(size)
        except Exception as error:
            self._read_ended()
            self.close()
            raise TypeError("network error while reading the body") from error
        if self._read_ended():
            return b""
        data, release = self._received(data, size)
        if release:
            self._release()
        return data

    def _read_ended(self) -> bool:
        """A blocking read returned: the body closed now if it was closed meanwhile (and
        whether it was)."""
        with self._lock:
            self._reading = False
            closing, self._closing = self._closing, False
        if closing:
            self._close()
        return closing

    async def aread(self, size: int = CHUNK_SIZE) -> bytes:
        """:meth:`read`, awaited (an async transport's body; a blocking one's read here)."""
        if self.blocking:
            return self.read(size)
        if self.done or (self.prefix and size >= 0):
            return self._taken(size)
        try:
            data = await self._read(size)
        except Exception as error:
            self.close()
            raise TypeError("network error while reading the body") from error
        data, release = self._received(data, size)
        if release:
            released = self._release()
            if hasattr(released, "__await__"):
                await released
        return data

    def _taken(self, size: int) -> bytes:
        """What a read gives without the transport: nothing once ended, or bytes read
        ahead."""
        if self.done:
            return b""
        prefix = self.prefix
        self.prefix = prefix[size:]
        return prefix[:size]

    def _received(self, data: bytes, size: int) -> tuple[bytes, bool]:
        """``data`` the transport read: after the bytes read ahead, cut to ``size``; whether
        the end was reached (the connection then to be released)."""
        prefix = self.prefix
        if prefix:
            self.prefix = b""
            data = prefix + data
        if size >= 0 and len(data) > size:  # (a transport's chunks of its own size)
            self.prefix = data[size:]
            data = data[:size]
        if data and size >= 0:
            return data, False
        self.done = True
        return data, True

    def interrupt(self) -> None:
        """Cut a read in progress short (from any thread), where the transport can: the read
        fails, and the connection is closed."""
        if self._interrupt is not None:
            self._interrupt()

    def close(self) -> None:
        """Give the rest up (the connection closed, unless the end was read; by the read in
        progress in another thread, if there is one, once it returns: interrupted; an async
        transport's closing, a coroutine, runs as a task of the running loop)."""
        with self._lock:
            if self.done:
                return
            self.done = True
            self.prefix = b""
            reading = self._closing = self._reading
        if reading:
            self.interrupt()
            return
        closing = self._close()
        if hasattr(closing, "__await__"):
            _run_soon(closing)

    def __del__(self) -> None:
        # (a body dropped unread, with its Response: its connection closed, not left open)
        if not self.done:
            self.close()


def _run_soon(awaitable: Any) -> None:
    """``awaitable`` run as a task of the running loop (closed if there is none)."""
    import asyncio

    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        if hasattr(awaitable, "close"):
            awaitable.close()
        return
    task = loop.create_task(awaitable)
    _CLOSING.add(task)  # (held until done: the loop keeps only a weak reference)
    task.add_done_callback(_CLOSING.discard)


_CLOSING: set[Any] = set()


def _fields(response: Any) -> list[tuple[str, str]]:
    """The field lines ``http.client`` parsed (in order, duplicates kept, latin-1): the
    message's own list where it has one (its ``items()`` passes each value through the
    ``compat32`` policy, which gives back a latin-1 ``str`` unchanged)."""
    message = response.msg
    fields = getattr(message, "_headers", None)
    if type(fields) is list and getattr(message, "policy", None) is _compat32():
        return fields.copy()
    return list(message.items())


_COMPAT32: list[Any] = []


def _compat32() -> Any:
    """``email.policy.compat32`` (imported with the first response's headers)."""
    if not _COMPAT32:
        from email.policy import compat32

        _COMPAT32.append(compat32)
    return _COMPAT32[0]
