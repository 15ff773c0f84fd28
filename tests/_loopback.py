"""One loopback HTTP server for the tests that serve their own handler (the standard
library's ``http.server``: a thread per request, on 127.0.0.1 at a free port)."""

from __future__ import annotations

import http.server
import threading
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = ["serving"]


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
