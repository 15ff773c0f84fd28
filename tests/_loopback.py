"""Loopback HTTP servers for the tests that serve their own handler: :func:`serving` (the
standard library's ``http.server``: a thread per request, on 127.0.0.1 at a free port) and
:class:`Stalling` (raw bytes, then nothing: a server that stalls)."""

from __future__ import annotations

import http.server
import threading
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Any

__all__ = ["Stalling", "serving"]


@contextmanager
def serving(
    handler: type[http.server.BaseHTTPRequestHandler],
) -> Iterator[http.server.ThreadingHTTPServer]:
    """``handler`` served on 127.0.0.1 from a daemon thread until the block ends (then shut
    down and closed); the server is given (``server_address[1]``: its port)."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield httpd
    finally:
        httpd.shutdown()
        httpd.server_close()


class Stalling:
    """A loopback server (raw sockets, a thread per connection, on 127.0.0.1 at a free port)
    that answers each request with the bytes ``answer(target)`` gives and then, where it also
    says to stall, sends nothing more and reads on until the client closes the connection or
    ``hold`` seconds pass (then it closes it); a request answered without a stall leaves the
    connection open for the next. ``closed``: for each connection in order of arrival, the
    ``time.monotonic()`` at which the client closed it (``None`` while open, or where the
    server closed it first). Use it as a context manager (the port: ``port``)."""

    def __init__(self, answer: Callable[[str], tuple[bytes, bool]], hold: float = 3.0) -> None:
        import socket

        self.answer = answer
        self.hold = hold
        self.closed: list[float | None] = []
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.05)
        self.port: int = self._listener.getsockname()[1]
        self._running = True
        self._thread = threading.Thread(target=self._accept, daemon=True)

    def __enter__(self) -> Stalling:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._running = False
        self._thread.join()
        self._listener.close()

    def _accept(self) -> None:
        while self._running:
            try:
                connection, _ = self._listener.accept()
            except TimeoutError:
                continue
            index = len(self.closed)
            self.closed.append(None)
            threading.Thread(target=self._serve, args=(connection, index), daemon=True).start()

    def _serve(self, connection: Any, index: int) -> None:
        import time

        received = b""
        deadline = time.monotonic() + self.hold
        with connection:
            while True:
                while b"\r\n\r\n" not in received:
                    connection.settimeout(max(deadline - time.monotonic(), 0.001))
                    try:
                        data = connection.recv(65536)
                    except OSError:
                        return
                    if not data:
                        self.closed[index] = time.monotonic()
                        return
                    received += data
                head, _, received = received.partition(b"\r\n\r\n")
                target = head.split(b"\r\n", 1)[0].split(b" ")[1].decode("latin-1")
                data, stall = self.answer(target)
                connection.sendall(data)
                if stall:
                    break
            while True:  # (stalled: read until the client closes, or the time is up)
                connection.settimeout(max(deadline - time.monotonic(), 0.001))
                try:
                    if not connection.recv(65536):
                        self.closed[index] = time.monotonic()
                        return
                except OSError:
                    return
