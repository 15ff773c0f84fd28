"""What a transport of ``fetch()`` returns for one hop (:mod:`._transport`)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Awaitable
    from typing import Protocol

    class Transport(Protocol):
        """What ``fetch()`` sends one request with (:mod:`._transport`'s docstring)."""

        blocking: bool

        def send(
            self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
        ) -> TransportResponse | Awaitable[TransportResponse]: ...


__all__ = ["TransportResponse"]


class TransportResponse:
    """One hop's response as a transport received it: the status, the status message (a byte
    string as ``str``), the header list in order (duplicates kept) and the body's bytes (as
    sent: a gzip body still compressed); ``url``: the URL the response is for when the
    transport followed redirects itself (Pyodide's ``js.fetch``), else ``None``; ``type``: the
    response's type where the transport's fetch decided it (a browser's: ``"basic"``,
    ``"cors"``, ``"opaque"``, ``"opaqueredirect"``), else ``None``."""

    __slots__ = ("body", "headers", "status", "status_text", "type", "url")

    def __init__(
        self,
        status: int,
        status_text: str,
        headers: list[tuple[str, str]],
        body: bytes,
        url: str | None = None,
    ) -> None:
        self.status = status
        self.status_text = status_text
        self.headers = headers
        self.body = body
        self.url = url
        self.type: str | None = None

    def __repr__(self) -> str:
        return f"<TransportResponse {self.status} {self.status_text!r} {len(self.body)} bytes>"
