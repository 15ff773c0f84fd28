"""What a transport of ``fetch()`` returns for one hop (:mod:`._transport`)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable
    from typing import Any, Protocol

    class Transport(Protocol):
        """What ``fetch()`` sends one request with (:mod:`._transport`'s docstring)."""

        blocking: bool

        def send(
            self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
        ) -> TransportResponse | Awaitable[TransportResponse]: ...


__all__ = ["STREAM_ABOVE", "StreamedBody", "TransportResponse", "streams"]

#: A body longer than this (or of unknown length) is left on the connection and read on
#: demand (a :class:`StreamedBody`) when ``fetch()`` asks for a stream; a shorter one is
#: read whole with the response, as a transport that does not stream reads it.
STREAM_ABOVE = 1 << 16
#: The size of the chunks a streamed body is read in.
CHUNK_SIZE = 1 << 16


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
    """A response body a transport left on its connection, read on demand (a blocking
    transport's: ``read`` blocks on the socket): ``prefix``, the bytes read ahead, then
    ``read(size)`` (up to ``size`` bytes, every byte left for ``-1``, ``b""`` at the end),
    ``close()`` to give the connection up before the end. The transport's ``release`` runs
    once the end is read (the connection back to its pool)."""

    __slots__ = ("_close", "_read", "_release", "done", "prefix")

    def __init__(
        self,
        read: Callable[[int], bytes],
        release: Callable[[], None],
        close: Callable[[], None],
        prefix: bytes = b"",
    ) -> None:
        self._read = read
        self._release = release
        self._close = close
        self.prefix = prefix
        #: The end was read, or the body closed.
        self.done = False

    def read(self, size: int = CHUNK_SIZE) -> bytes:
        """The next bytes (up to ``size``; ``-1``: all that is left), ``b""`` at the end. A
        failure of the connection meanwhile is a ``TypeError`` (JavaScript's for a body's
        network error), the transport's exception its cause."""
        if self.done:
            return b""
        prefix = self.prefix
        if prefix and size >= 0:
            self.prefix = prefix[size:]
            return prefix[:size]
        try:
            data = self._read(size)
        except Exception as error:
            self.close()
            raise TypeError("network error while reading the body") from error
        if prefix:
            self.prefix = b""
            data = prefix + data
        if size >= 0 and len(data) > size:  # (a transport's chunks of its own size)
            self.prefix = data[size:]
            data = data[:size]
        if not data or size < 0:
            self.done = True
            self._release()
        return data

    def close(self) -> None:
        """Give the rest up (the connection closed, unless the end was read)."""
        if not self.done:
            self.done = True
            self.prefix = b""
            self._close()

    def __del__(self) -> None:
        # (a body dropped unread, with its Response: its connection closed, not left open)
        if not self.done:
            self.close()


def _fields(response: Any) -> list[tuple[str, str]]:
    """The field lines ``http.client`` parsed (in order, duplicates kept, latin-1): the
    message's own list where it has one (its ``items()`` passes each value through the
    ``compat32`` policy, which gives back a latin-1 ``str`` unchanged)."""
    message = response.msg
    fields = getattr(message, "_headers", None)
    if type(fields) is list and getattr(message, "policy", None) is _compat32():
        return fields.copy()
    return list(message.items())


def _compat32() -> Any:
    from email.policy import compat32

    return compat32
