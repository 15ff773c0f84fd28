"""``HTTPClientTransport``'s responses (webapi/fetch/_http_client.py): the header block read as
Chromium 156 reads it (issue #73 item 6: any number of fields and any length of line up to
262,144 bytes for the block, its status line and ending empty line counted; 262,145 a network
error, "Failed to fetch" in Chromium: ``python -m benchmarks.fetch_abort --chromium``), with
``http.client``'s own limits left as they are for the process's other programs; interim
responses passed over; a chunked body's framing undone as it arrives (item 5), every chunk at
hand given by one read, a framing that is wrong (Chromium's: lines of 16,384 bytes at most,
hexadecimal sizes) a network error of the body."""

from __future__ import annotations

import asyncio
import http.client
from collections.abc import Iterator
from typing import Any

import pytest

from tests._loopback import Stalling
from webapi.fetch import HTTPClientTransport, fetch

pytestmark = [pytest.mark.needs_threads, pytest.mark.needs_sockets, pytest.mark.needs_loop_run]

_OK = b"HTTP/1.1 200 OK\r\n"


def _block(size: int) -> bytes:
    """A 200 whose header block is ``size`` bytes (one field filling it), then ``ok``."""
    head = _OK + b"Content-Length: 2\r\n"
    filler = size - len(head) - len(b"x-fill: \r\n\r\n")
    return head + b"x-fill: " + b"f" * filler + b"\r\n\r\nok"


def _chunked(*framing: bytes) -> bytes:
    return _OK + b"Transfer-Encoding: chunked\r\n\r\n" + b"".join(framing)


def _answer(target: str) -> tuple[bytes, bool]:
    kind, _, number = target[1:].partition("/")
    if kind == "fields":
        fields = b"".join(b"x-h%d: %d\r\n" % (i, i) for i in range(int(number)))
        return _OK + b"Content-Length: 2\r\n" + fields + b"\r\nok", False
    if kind == "block":
        return _block(int(number)), False
    if kind == "early-hints":  # (two interim responses, then the response)
        interim = b"HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n"
        return interim * 2 + _OK + b"Content-Length: 2\r\n\r\nok", False
    if kind == "bytes":  # (a thousand one-byte chunks, a 16 KiB extension, 1 MB of trailers)
        chunks = b"1;" + b"e" * 16_382 + b"\r\nx\r\n" + b"1;name=value\r\nx\r\n" * 999
        trailers = b"".join(b"x-t%d: %s\r\n" % (i, b"t" * 1000) for i in range(1000))
        return _chunked(chunks, b"0\r\n", trailers, b"\r\n"), False
    framing = {  # (each "Failed to fetch" in Chromium 156)
        "not-hex": b"zz\r\nxx\r\n0\r\n\r\n",
        "0x": b"0x1\r\nx\r\n0\r\n\r\n",
        "no-crlf": b"2\r\nxxyy\r\n0\r\n\r\n",
        "long-line": b"1;" + b"e" * 16_383 + b"\r\nx\r\n0\r\n\r\n",
        "long-trailer": b"1\r\nx\r\n0\r\nx-t: " + b"t" * 16_380 + b"\r\n\r\n",
    }[kind]
    return _chunked(framing), True


@pytest.fixture
def port() -> Iterator[int]:
    with Stalling(_answer, hold=3.0) as server:
        yield server.port


def _get(port: int, path: str, transport: Any = None) -> tuple[int, list[tuple[str, str]], str]:
    async def main() -> tuple[int, list[tuple[str, str]], str]:
        response = await fetch(
            f"http://127.0.0.1:{port}{path}", transport=transport or HTTPClientTransport()
        )
        return response.status, list(response.headers), await response.text()

    return asyncio.run(main())


@pytest.mark.parametrize("count", [99, 100, 1000, 10_000])
def test_a_response_of_any_number_of_fields(port: int, count: int) -> None:
    # (before: 99 fields and more were a network error, http.client's "got more than 100
    # headers")
    status, headers, text = _get(port, f"/fields/{count}")
    assert (status, text, len(headers)) == (200, "ok", count + 1)
    assert ("x-h98", "98") in headers


@pytest.mark.parametrize("size", [100 * 1024, 262_144])
def test_a_header_block_up_to_256_kib(port: int, size: int) -> None:
    # (before: a line over 64 KiB was a network error, http.client's LineTooLong)
    status, headers, text = _get(port, f"/block/{size}")
    assert (status, text) == (200, "ok")
    assert len(dict(headers)["x-fill"]) > 100_000


def test_a_header_block_over_256_kib_is_a_network_error(port: int) -> None:
    with pytest.raises(TypeError, match="fetch failed") as raised:
        _get(port, "/block/262145")
    assert "header block is over 262144 bytes" in str(raised.value.__cause__)


def test_http_client_keeps_its_own_limits() -> None:
    # (the process's other programs of http.client keep its limits: none changed)
    assert (http.client._MAXHEADERS, http.client._MAXLINE) == (100, 65536)  # type: ignore[attr-defined]


def test_interim_responses_are_passed_over(port: int) -> None:
    # (before: a 103 was the response, its status the fetch's, the 200 left on the connection)
    transport = HTTPClientTransport()
    assert _get(port, "/early-hints/0", transport)[::2] == (200, "ok")
    assert _get(port, "/early-hints/0", transport)[::2] == (200, "ok")  # (the connection kept)


def test_every_chunk_at_hand_is_one_read(port: int) -> None:
    transport = HTTPClientTransport()

    async def main() -> list[bytes]:
        response = await fetch(f"http://127.0.0.1:{port}/bytes/0", transport=transport)
        return [chunk async for chunk in response.iter_chunks()]

    chunks = asyncio.run(main())
    assert b"".join(chunks) == b"x" * 1000
    assert len(chunks) < 10  # (not a read a byte: the thousand chunks arrive together)
    idle = transport._idle[("http", "127.0.0.1", port, "")]
    assert len(idle) == 1  # (the body read to its end: the connection kept)


@pytest.mark.parametrize("kind", ["not-hex", "0x", "no-crlf", "long-line", "long-trailer"])
def test_a_wrong_chunked_framing_fails_the_body(port: int, kind: str) -> None:
    async def main() -> None:
        response = await fetch(f"http://127.0.0.1:{port}/{kind}/0", transport=HTTPClientTransport())
        async for _ in response.iter_chunks():
            pass

    with pytest.raises(TypeError, match="network error while reading the body") as raised:
        asyncio.run(main())
    assert isinstance(raised.value.__cause__, http.client.HTTPException)
