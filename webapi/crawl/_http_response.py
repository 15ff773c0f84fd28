"""An HTTP/1.x response message as a WARC ``response`` record's block stores it
(https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/#response):
the status line, the header fields, the body; the body's ``Transfer-Encoding: chunked``
undone when the crawler stored it as sent, and its ``Content-Encoding`` (``gzip``,
``x-gzip``, ``deflate``, ``br``, nested as listed) undone as a browser undoes it
(https://fetch.spec.whatwg.org/#handle-content-codings), the decoded body at most ``max_size``
bytes."""

from __future__ import annotations

import zlib
from typing import Any

__all__ = ["HTTPMessage", "parse_http_response"]


class HTTPMessage:
    """A response's status code, reason phrase, header fields (``(name, value)`` pairs, as
    sent, ISO-8859-1 decoded) and body (with its codings undone)."""

    __slots__ = ("body", "headers", "reason", "status")

    def __init__(self, status: int, reason: str, headers: list[tuple[str, str]], body: bytes):
        self.status = status
        self.reason = reason
        self.headers = headers
        self.body = body


def _values(headers: list[tuple[str, str]], name: str) -> list[str]:
    return [value for key, value in headers if key.lower() == name]


def parse_http_response(block: bytes, max_size: int) -> HTTPMessage | None:
    """The response in ``block``, or None when its first line is not an HTTP status line."""
    end = block.find(b"\r\n\r\n")
    separator = 4
    bare = block.find(b"\n\n")
    if bare >= 0 and (end < 0 or bare < end):
        end, separator = bare, 2
    head, body = (block, b"") if end < 0 else (block[:end], block[end + separator :])
    lines = head.decode("latin-1").replace("\r\n", "\n").split("\n")
    parts = lines[0].split(" ", 2)
    if len(parts) < 2 or not parts[0].startswith("HTTP/") or not parts[1].isdigit():
        return None
    headers: list[tuple[str, str]] = []
    for line in lines[1:]:
        if line[:1] in (" ", "\t") and headers:  # (obsolete line folding)
            name, value = headers[-1]
            headers[-1] = (name, f"{value} {line.strip()}")
        elif ":" in line:
            name, _, value = line.partition(":")
            headers.append((name.strip(), value.strip(" \t")))
    codings = [
        coding.strip().lower()
        for value in _values(headers, "transfer-encoding")
        for coding in value.split(",")
    ]
    if codings and codings[-1] == "chunked":
        body = _dechunked(body, max_size)
    body = _decoded(body, _values(headers, "content-encoding"), max_size)
    reason = parts[2] if len(parts) > 2 else ""
    return HTTPMessage(int(parts[1]), reason, headers, body)


_HEX_DIGITS = b"0123456789abcdefABCDEF"


def _dechunked(body: bytes, max_size: int) -> bytes:
    """``body`` without its chunked framing (https://httpwg.org/specs/rfc9112.html#chunked.encoding);
    a body that is not framed so (the crawler stored it decoded) is given as it is, a framing
    cut short gives the chunks it holds."""
    chunks: list[bytes] = []
    offset = size = 0
    while True:
        end = body.find(b"\n", offset)
        if end < 0:
            if not chunks:
                return body
            break
        length = body[offset:end].split(b";", 1)[0].strip()
        if not length or length.strip(_HEX_DIGITS):  # (not a chunk size: 1*HEXDIG)
            if not chunks:
                return body
            break
        count = int(length, 16)
        if count == 0:
            break
        start = end + 1
        chunks.append(body[start : start + count])
        size += count
        if size >= max_size:
            break
        offset = start + count
        if body[offset : offset + 2] == b"\r\n":
            offset += 2
        elif body[offset : offset + 1] == b"\n":
            offset += 1
    return b"".join(chunks)[:max_size]


def _decoder(coding: str) -> Any:
    """A decompressor for one coding (``decompress(data, max_length)``-like), None for a
    coding not undone (``identity``; one unknown leaves the body as stored)."""
    if coding in ("gzip", "x-gzip"):
        return zlib.decompressobj(16 + zlib.MAX_WBITS)
    if coding == "deflate":
        return zlib.decompressobj(zlib.MAX_WBITS)
    if coding == "br":
        try:
            import brotli  # type: ignore[import-untyped,import-not-found,unused-ignore]
        except ImportError:
            return None
        return brotli.Decompressor()
    return None


def _decoded(body: bytes, values: list[str], max_size: int) -> bytes:
    """``body`` with the ``Content-Encoding`` codings undone, the last listed first; a coding
    the body is not in (crawlers that store bodies decoded keep the header) leaves it as it
    is; a stream cut short gives what it holds, as Chromium's does."""
    codings = [coding.strip().lower() for value in values for coding in value.split(",")]
    for coding in reversed([c for c in codings if c not in ("", "identity")]):
        decoder = _decoder(coding)
        if decoder is None:
            return body
        try:
            body = _run(decoder, body, max_size, coding == "deflate")
        except Exception:  # (zlib.error, brotli.error: not in that coding)
            return body
    return body


def _run(decoder: Any, data: bytes, max_size: int, deflate: bool) -> bytes:
    """``data`` through ``decoder``, at most ``max_size`` bytes out; a "deflate" body that is
    raw deflate (no zlib header) is taken, as Chromium takes it."""
    if hasattr(decoder, "unconsumed_tail"):  # (zlib's)
        try:
            return decoder.decompress(data, max_size)  # type: ignore[no-any-return]
        except zlib.error:
            if not deflate:
                raise
            return zlib.decompressobj(-zlib.MAX_WBITS).decompress(data, max_size)
    out: bytes = decoder.process(data, output_buffer_limit=max_size)  # (brotli's)
    return out[:max_size]
