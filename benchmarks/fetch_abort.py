"""Aborts against a server that stalls, a stream's first bytes, long header blocks (issue #73
items 4, 5 and 6): ``fetch()`` over the default transport (``HTTPClientTransport``) from a
loopback server (``tests._loopback.Stalling``) that answers with raw bytes and then sends
nothing, holding the connection ``--hold`` seconds (4 by default) before it closes it.

* the abort rows: the request aborted ``--after`` seconds (0.5) into its wait, by
  ``AbortController.abort()`` or ``AbortSignal.timeout()``, before the response's headers or
  while ``text()`` reads its body, or the awaiting task cancelled (``asyncio.wait_for``,
  ``task.cancel()``): the milliseconds from the abort to the rejection, and to the moment the
  server saw the connection closed (the thread that sent it freed);
* the stream row: a chunked ``text/event-stream`` whose first chunk is 60 bytes: the
  milliseconds to the first ``reader.read()``'s bytes;
* the header rows: a response of ``n`` header fields, or of a header block of ``n`` KiB: the
  status ``fetch()`` resolves with, or its error.

    python -m benchmarks.fetch_abort [--after 0.5] [--hold 4]
"""

from __future__ import annotations

import argparse
import asyncio
import time
from typing import Any

from tests._loopback import Stalling
from webapi.dom import AbortController, AbortSignal
from webapi.fetch import HTTPClientTransport, fetch

__all__ = ["answer", "main"]


def answer(target: str) -> tuple[bytes, bool]:
    """The stalling server's answer to ``target``: ``/silent`` nothing; ``/partial`` the
    headers of a 1,000,000-byte body and its first 10 bytes; ``/sse`` a chunked event stream's
    headers and a first chunk of 60 bytes; ``/fields/<n>`` a 200 with ``n`` header fields;
    ``/block/<n>`` a 200 whose header block (the status line, the fields and the empty line
    that ends them) is ``n`` bytes long. The first three stall; the others do not."""
    if target == "/silent":
        return b"", True
    if target == "/partial":
        return b"HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n" + b"." * 10, True
    if target == "/sse":
        event = b"data: " + b"x" * 52 + b"\n\n"  # (60 bytes)
        head = b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
        return head + b"Transfer-Encoding: chunked\r\n\r\n" + b"3c\r\n" + event + b"\r\n", True
    kind, _, number = target[1:].partition("/")
    n = int(number)
    status = b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n"
    if kind == "fields":
        fields = b"".join(b"x-h%d: v\r\n" % i for i in range(n))
    else:  # (one field filling the block to n bytes)
        filler = n - len(status) - len(b"x-fill: \r\n\r\n")
        fields = b"x-fill: " + b"f" * filler + b"\r\n"
    return status + fields + b"\r\nok", False


def _since(moment: float, later: float | None) -> str:
    return "open" if later is None else f"{(later - moment) * 1000:.0f} ms"


async def _abort_row(port: int, how: str, after: float, server: Stalling) -> tuple[str, str, str]:
    """One abort row: the error's name, the milliseconds from the abort to the rejection and
    to the close the server saw."""
    transport = HTTPClientTransport()
    path = "/partial" if "text()" in how else "/silent"
    url = f"http://127.0.0.1:{port}{path}"
    controller = AbortController()
    signal = AbortSignal.timeout(int(after * 1000)) if "timeout" in how else controller.signal
    loop = asyncio.get_running_loop()
    moment: list[float] = []

    async def run() -> Any:
        response = await fetch(url, transport=transport, signal=signal)
        return await response.text()

    task = asyncio.ensure_future(run() if "wait_for" not in how else asyncio.wait_for(run(), after))

    def abort() -> None:
        moment.append(time.monotonic())
        controller.abort()

    def cancel() -> None:
        moment.append(time.monotonic())
        task.cancel()

    if "abort()" in how:
        loop.call_later(after, abort)
    elif "cancel" in how:
        loop.call_later(after, cancel)
    start = time.monotonic()
    try:
        await task
        name = "resolved"
    except asyncio.CancelledError:
        name = "CancelledError"
    except BaseException as error:
        name = getattr(error, "name", type(error).__name__)
    done = time.monotonic()
    aborted = moment[0] if moment else start + after
    await asyncio.sleep(0.2)  # (the server's thread sees the close)
    transport.close()
    return name, _since(aborted, done), _since(aborted, server.closed[-1])


async def _stream_row(port: int) -> tuple[str, str]:
    start = time.monotonic()
    response = await fetch(f"http://127.0.0.1:{port}/sse", transport=HTTPClientTransport())
    assert response.body is not None
    reader = response.body.getReader()
    try:
        chunk = await reader.read()
    except TypeError:  # (the server closed the connection before the read gave anything)
        return "TypeError", f"{(time.monotonic() - start) * 1000:.0f} ms"
    took = time.monotonic() - start
    await reader.cancel()
    return f"{len(chunk['value'])} bytes", f"{took * 1000:.0f} ms"


async def _header_row(port: int, path: str) -> str:
    try:
        response = await fetch(f"http://127.0.0.1:{port}{path}", transport=HTTPClientTransport())
    except TypeError as error:
        return f"TypeError ({error.__cause__!r})"[:90]
    fields = len(list(response.headers))
    return f"{response.status}, {fields} fields, {await response.text()!r}"


ABORT_ROWS = (
    "AbortController.abort() before the headers",
    "AbortSignal.timeout() before the headers",
    "AbortController.abort() during text()",
    "AbortSignal.timeout() during text()",
    "asyncio.wait_for() before the headers",
    "task.cancel() during text()",
)


HEADER_ROWS = (
    "/fields/99",
    "/fields/1000",
    "/fields/20000",
    "/block/102400",
    "/block/262144",
    "/block/262145",
)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--after", type=float, default=0.5, help="seconds before the abort")
    parser.add_argument("--hold", type=float, default=4.0, help="seconds the server stalls")
    args = parser.parse_args(argv)
    transport = HTTPClientTransport()
    timeouts = (getattr(transport, "connect_timeout", None), transport.timeout)
    print(f"default HTTPClientTransport: connect timeout {timeouts[0]}, read timeout {timeouts[1]}")
    with Stalling(answer, hold=args.hold) as server:
        print("abort | rejected with | rejected after the abort | connection closed after")
        for how in ABORT_ROWS:
            name, rejected, closed = asyncio.run(_abort_row(server.port, how, args.after, server))
            print(f"{how} | {name} | {rejected} | {closed}")
        size, took = asyncio.run(_stream_row(server.port))
        print(f"first reader.read() of an event stream's 60 bytes, then a stall | {size} | {took}")
        for path in HEADER_ROWS:
            print(f"{path} | {asyncio.run(_header_row(server.port, path))}")


if __name__ == "__main__":
    main()
