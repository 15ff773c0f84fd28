"""Fetch's bodies as streams (https://fetch.spec.whatwg.org/#concept-body-stream): ``body``,
``bodyUsed`` with a reader, ``Response(stream)``, ``Request(..., body=stream, duplex=...)``,
clone's tee, ``fetch()`` sending a stream (gathered) and reading ``response.body``, and
``Blob.stream()`` (https://w3c.github.io/FileAPI/#blob-get-stream)."""

from __future__ import annotations

import asyncio
import http.server
from typing import Any

import pytest

from tests._loopback import serving
from webapi.fetch import Request, Response, fetch
from webapi.fileapi import Blob
from webapi.js import await_sync
from webapi.streams import ReadableStream


def test_response_body_is_a_stream_whose_reader_uses_the_body() -> None:
    response = Response("hello")
    stream = response.body
    assert isinstance(stream, ReadableStream)
    assert response.body is stream  # (the same object each time)
    assert not response.bodyUsed
    reader = stream.getReader()
    assert not response.bodyUsed  # locked, not disturbed
    with pytest.raises(TypeError):
        await_sync(response.text())  # unusable: locked
    assert await_sync(reader.read()) == {"value": b"hello", "done": False}
    assert response.bodyUsed
    assert await_sync(reader.read())["done"] is True


def test_null_bodies_have_no_stream_and_read_bodies_a_disturbed_one() -> None:
    assert Response().body is None
    assert Request("https://example.test/").body is None
    response = Response(b"abc")
    assert await_sync(response.text()) == "abc"
    stream = response.body
    assert stream is not None and response.bodyUsed
    assert await_sync(stream.getReader().read())["done"] is True


@pytest.mark.needs_loop_run
def test_a_response_of_a_stream_reads_its_chunks() -> None:
    async def main() -> tuple[bool, str, bool]:
        stream = ReadableStream.from_([b"ab", bytearray(b"c"), memoryview(b"d")])
        response = Response(stream)
        same = response.body is stream
        return same, await response.text(), response.bodyUsed

    assert asyncio.run(main()) == (True, "abcd", True)


@pytest.mark.needs_loop_run
def test_a_chunk_that_is_not_bytes_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        asyncio.run(Response(ReadableStream.from_(["text"])).text())


def test_a_locked_or_disturbed_stream_is_refused() -> None:
    stream = ReadableStream()
    stream.getReader()
    with pytest.raises(TypeError):
        Response(stream)
    read = ReadableStream.from_([b"x"])
    await_sync(read.getReader().read())
    with pytest.raises(TypeError):
        Response(read)


@pytest.mark.needs_loop_run
def test_clone_tees_a_stream_body() -> None:
    async def main() -> tuple[str, str]:
        response = Response(ReadableStream.from_([b"1", b"2"]))
        clone = response.clone()
        return await response.text(), await clone.text()

    assert asyncio.run(main()) == ("12", "12")


@pytest.mark.needs_loop_run
def test_a_request_with_a_stream_body_needs_duplex() -> None:
    with pytest.raises(TypeError, match="duplex"):
        Request("https://example.test/", {"method": "POST", "body": ReadableStream.from_([b"x"])})
    with pytest.raises(TypeError, match="keepalive"):
        Request(
            "https://example.test/",
            {
                "method": "POST",
                "body": ReadableStream.from_([b"x"]),
                "duplex": "half",
                "keepalive": True,
            },
        )
    stream = ReadableStream.from_([b"x"])
    request = Request("https://example.test/", {"method": "POST", "body": stream, "duplex": "half"})
    assert request.body is stream and request.duplex == "half"
    assert asyncio.run(request.text()) == "x"


def test_a_request_of_a_stream_in_no_cors_mode_is_refused() -> None:
    with pytest.raises(TypeError, match="cors"):
        Request(
            "https://example.test/",
            {
                "method": "POST",
                "body": ReadableStream.from_([b"x"]),
                "duplex": "half",
                "mode": "no-cors",
            },
        )


def test_blob_stream_gives_its_bytes_in_chunks_of_64_kib() -> None:
    blob = Blob([b"x" * 70000, "yz"])
    chunks = []
    reader = blob.stream().getReader()
    while not (result := await_sync(reader.read()))["done"]:
        chunks.append(result["value"])
    assert [len(chunk) for chunk in chunks] == [65536, 70002 - 65536]
    assert b"".join(chunks) == bytes(blob)
    assert blob.stream() is not blob.stream()  # [NewObject]


class _Echo(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self) -> None:
        data = b""  # (a stream body comes chunked)
        while size := int(self.rfile.readline().strip(), 16):
            data += self.rfile.read(size)
            self.rfile.readline()
        self.rfile.readline()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data) * 3))
        self.end_headers()
        self.wfile.write(data * 3)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.mark.needs_threads
@pytest.mark.needs_sockets
@pytest.mark.needs_loop_run
@pytest.mark.needs_loop_run
def test_fetch_sends_a_stream_body_and_the_response_body_is_read_with_a_reader() -> None:
    part = b"0123456789" * 5000  # (the echo, 3 x 100,000 bytes, is streamed from the connection)

    async def produce() -> Any:
        for _ in range(2):
            await asyncio.sleep(0)
            yield part

    async def main(port: int) -> tuple[int, int, bool, bool]:
        response = await fetch(
            f"http://127.0.0.1:{port}/",
            method="POST",
            body=ReadableStream.from_(produce()),
            duplex="half",
        )
        assert response.body is not None
        chunks = [chunk async for chunk in response.body]
        data = b"".join(chunks)
        return len(data), max(map(len, chunks)), data == part * 6, response.bodyUsed

    with serving(_Echo) as httpd:
        assert asyncio.run(main(httpd.server_address[1])) == (300_000, 65536, True, True)


@pytest.mark.needs_loop_run
def test_a_body_and_a_blob_stream_are_byte_streams_read_into_a_buffer() -> None:
    async def main() -> list[bytes]:
        out = []
        for stream in (Response(b"response bytes").body, Blob([b"blob bytes"]).stream()):
            assert stream is not None
            reader = stream.getReader({"mode": "byob"})
            buffer = bytearray(8)
            got = b""
            while True:
                result = await reader.read(buffer)
                if result["done"]:
                    break
                got += bytes(result["value"])
            out.append(got)
        return out

    assert asyncio.run(main()) == [b"response bytes", b"blob bytes"]
    empty = Blob([]).stream().getReader(mode="byob")
    assert await_sync(empty.read(bytearray(1)))["done"] is True
