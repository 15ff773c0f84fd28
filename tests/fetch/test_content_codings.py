"""HTTP-network fetch's "handle content codings" as the body is read (issue #73 item 2): the
codings a client accepts undone in order, nested ones too, each read decoding at most what it
asks for; a body that fails to decode errors its reads (``fetch()`` resolved: Chromium 156's
answer on a loopback server, where ``text()`` rejects with ``TypeError: Failed to fetch``), and
one cut short gives what it holds (Chromium's gzip reader takes a body without its end)."""

from __future__ import annotations

import asyncio
import gzip
import os
import tracemalloc
import zlib
from typing import Any

import pytest

from webapi.fetch import TransportResponse, fetch

pytestmark = pytest.mark.needs_loop_run


class Coded:
    """A transport answering every request with ``body`` under ``Content-Encoding`` values."""

    blocking = False

    def __init__(self, body: bytes, *encodings: str) -> None:
        self.body = body
        self.headers = [("Content-Encoding", value) for value in encodings]

    def send(self, method: str, url: str, headers: Any, body: Any) -> TransportResponse:
        return TransportResponse(
            200, "OK", [*self.headers, ("Content-Type", "text/plain")], self.body
        )


def text_of(body: bytes, *encodings: str) -> str:
    async def main() -> str:
        response = await fetch("http://coded.test/", transport=Coded(body, *encodings))
        return await response.text()

    return asyncio.run(main())


TEXT = b"hello, content codings " * 200


@pytest.mark.parametrize(
    ("body", "encodings"),
    [
        (gzip.compress(TEXT), ("gzip",)),
        (gzip.compress(TEXT), ("x-gzip",)),
        (gzip.compress(TEXT), ("GZIP",)),
        (zlib.compress(TEXT), ("deflate",)),
        (zlib.compress(TEXT)[2:-4], ("deflate",)),  # (a raw deflate stream, as Chromium takes)
        (gzip.compress(zlib.compress(TEXT)), ("deflate, gzip",)),
        (gzip.compress(zlib.compress(TEXT)), ("deflate", "gzip")),  # (two header lines)
        (gzip.compress(gzip.compress(TEXT)), ("gzip, identity, gzip",)),
        (TEXT, ("identity",)),
    ],
    ids=[
        "gzip",
        "x-gzip",
        "GZIP",
        "deflate",
        "raw deflate",
        "nested",
        "two lines",
        "identity between",
        "identity",
    ],
)
def test_codings_are_undone_in_order(body: bytes, encodings: tuple[str, ...]) -> None:
    assert text_of(body, *encodings) == TEXT.decode()


def test_a_coding_not_accepted_leaves_the_body_as_sent() -> None:
    body = gzip.compress(TEXT)
    assert text_of(body, "br").encode("utf-8", "surrogateescape") != TEXT
    assert text_of(b"plain", "br, gzip") == "plain"


def test_a_body_that_does_not_decode_errors_its_reads() -> None:
    async def main() -> tuple[int, str]:
        response = await fetch("http://coded.test/", transport=Coded(b"not gzip", "gzip"))
        try:
            await response.text()
        except TypeError as error:
            return response.status, type(error.__cause__).__name__
        return response.status, "read"

    assert asyncio.run(main()) == (200, "error")


def test_a_body_cut_short_gives_what_it_holds() -> None:
    data = os.urandom(50_000)
    cut = gzip.compress(data)[:25_000]
    text = text_of(cut, "gzip")
    assert 20_000 < len(text.encode("utf-8", "surrogateescape")) < 50_000


def test_a_bomb_read_in_chunks_is_never_held_whole() -> None:
    # 16 MiB of zeros gzipped twice (a few kilobytes sent): each read a chunk of at most 64 KiB
    once = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    inner = once.compress(b"\0" * (16 << 20)) + once.flush()
    bomb = gzip.compress(inner, 9)
    assert len(bomb) < 10_000

    async def main() -> tuple[int, int, int]:
        response = await fetch("http://coded.test/", transport=Coded(bomb, "gzip, gzip"))
        reader = response.body.getReader()
        total = largest = reads = 0
        while True:
            chunk = await reader.read()
            if chunk["done"]:
                return total, largest, reads
            reads += 1
            total += len(chunk["value"])
            largest = max(largest, len(chunk["value"]))

    tracemalloc.start()
    try:
        total, largest, reads = asyncio.run(main())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert total == 16 << 20 and largest <= 1 << 16 and reads >= 256
    assert peak < 6 << 20  # (16 MiB decoded: a few chunks held at once)
