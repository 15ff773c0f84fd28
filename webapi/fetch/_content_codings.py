"""HTTP-network fetch's "handle content codings" (https://fetch.spec.whatwg.org/#handle-content-codings):
a response body's ``Content-Encoding`` (``gzip``, ``x-gzip``, ``deflate``, nested as listed)
undone as the body is read, not before the ``Response`` exists: each read decodes at most
what it asks for, so what a reader keeps is what it holds (a small body that decodes to a
gigabyte costs a gigabyte only to a reader that keeps it all, as in Chromium, whose body
stream decodes as it is read). A body that fails to decode errors the stream where it fails:
the read is a ``TypeError``, as JavaScript's for a body's network error."""

from __future__ import annotations

import zlib
from typing import Any

from ._transport_response import CHUNK_SIZE, StreamedBody

__all__ = ["decoded_body", "decoders_of"]

#: The codings undone, by name; another (``br``, ``zstd``: not in the client's
#: ``Accept-Encoding``) leaves the body as sent.
_CODINGS = frozenset(("gzip", "x-gzip", "deflate"))


class _Decoder:
    """One coding undone: a zlib decompressor fed from ``source`` (a reader of the bytes under
    this coding), giving at most the size asked for each time. A stream cut short gives what
    it holds, as Chromium's does (its gzip reader takes a body without its end); data that is
    not of the coding is a ``zlib.error``."""

    __slots__ = ("_deflate", "_ended", "_object", "_raw_possible", "_source")

    def __init__(self, coding: str, source: Any) -> None:
        self._source = source
        self._deflate = coding == "deflate"
        wbits = zlib.MAX_WBITS if self._deflate else 16 + zlib.MAX_WBITS
        self._object: Any = zlib.decompressobj(wbits)
        #: "deflate" is zlib's format; Chromium also takes a raw deflate stream there, known
        #: by its first bytes
        self._raw_possible = self._deflate
        self._ended = False

    def read(self, size: int) -> bytes:
        """Up to ``size`` decoded bytes, ``b""`` at the end."""
        while not self._ended:
            decompressor = self._object
            if decompressor.eof:  # (what follows the stream's end is not read)
                self._ended = True
                break
            tail = decompressor.unconsumed_tail
            chunk = tail or self._source.read(CHUNK_SIZE)
            if not chunk:
                self._ended = True
                return decompressor.flush()  # type: ignore[no-any-return]
            data = self._decompress(chunk, size)
            if data:
                return data
        return b""

    def _decompress(self, data: bytes, size: int) -> bytes:
        try:
            out: bytes = self._object.decompress(data, size)
        except zlib.error:
            if not self._raw_possible:
                raise
            self._raw_possible = False
            self._object = zlib.decompressobj(-zlib.MAX_WBITS)
            out = self._object.decompress(data, size)
        self._raw_possible = False
        return out


class _Bytes:
    """The body's bytes as sent, read in chunks."""

    __slots__ = ("_data", "_offset")

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._offset = 0

    def read(self, size: int) -> bytes:
        start = self._offset
        self._offset = start + size
        return self._data[start : start + size]


def decoders_of(header_values: list[str]) -> list[str] | None:
    """The codings of a response's ``Content-Encoding`` values, the last applied first (the
    order they are undone); None where one is not undone here (the body stays as sent) or
    none is named."""
    codings = [coding.strip().lower() for value in header_values for coding in value.split(",")]
    codings = [coding for coding in codings if coding not in ("", "identity")]
    if not codings or any(coding not in _CODINGS for coding in codings):
        return None
    return codings[::-1]


def decoded_body(codings: list[str], body: bytes) -> StreamedBody:
    """``body`` (as sent) with ``codings`` undone in that order, as a body read on demand."""
    source: Any = _Bytes(body)
    for coding in codings:
        source = _Decoder(coding, source)
    reader = source

    def read(size: int) -> bytes:
        if size >= 0:
            return reader.read(size)  # type: ignore[no-any-return]
        chunks = []  # (every byte left: what the reader asked for)
        while chunk := reader.read(CHUNK_SIZE):
            chunks.append(chunk)
        return b"".join(chunks)

    return StreamedBody(read, _nothing, _nothing)


def _nothing() -> None:
    """(no connection to release or close: the coded bytes were read whole)"""
