"""The Compression Standard (https://compression.spec.whatwg.org/): ``CompressionStream`` and
``DecompressionStream``, transform streams over the standard library's :mod:`zlib` for the
formats ``"deflate"`` (RFC 1950), ``"deflate-raw"`` (RFC 1951) and ``"gzip"`` (RFC 1952).

The standard's fourth format, ``"brotli"``, is a ``TypeError`` here ("unsupported", as the
constructors' first step allows): Python's standard library has no Brotli codec."""

from __future__ import annotations

import zlib

from webapi import _webidl

from ._generic import GenericTransformStream
from ._transform import set_up_transform_stream, transform_stream_enqueue

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

__all__ = ["CompressionStream", "DecompressionStream"]

#: https://compression.spec.whatwg.org/#enumdef-compressionformat -> zlib's ``wbits``
#: (None: a format of the standard that webapi does not support).
_WBITS: Final[dict[str, int | None]] = {
    "deflate": zlib.MAX_WBITS,
    "deflate-raw": -zlib.MAX_WBITS,
    "gzip": 16 + zlib.MAX_WBITS,
    "brotli": None,
}
#: The most bytes one output chunk holds (a large output is enqueued in pieces: "split
#: buffer into one or more non-empty pieces").
CHUNK_SIZE: Final = 65536


def _wbits(format: object, interface: str) -> int:
    """``format`` converted to a ``CompressionFormat`` (an enum: another string is a
    ``TypeError``), as zlib's ``wbits``; a format webapi does not support is a ``TypeError``
    too."""
    prefix = f"Failed to construct '{interface}'"
    name = _webidl.to_dom_string(format, prefix, 1)
    if name not in _WBITS:
        raise TypeError(
            f"{prefix}: The provided value '{name}' is not a valid enum value of type "
            "CompressionFormat."
        )
    wbits = _WBITS[name]
    if wbits is None:
        raise TypeError(
            f"{prefix}: Unsupported compression format: '{name}' (Python's standard library "
            "has no Brotli codec)."
        )
    return wbits


def _enqueue_pieces(stream: GenericTransformStream, buffer: bytes) -> None:
    """Enqueue ``buffer`` as chunks of at most :data:`CHUNK_SIZE` bytes (none if empty)."""
    for start in range(0, len(buffer), CHUNK_SIZE):
        transform_stream_enqueue(stream._transform, buffer[start : start + CHUNK_SIZE])


class CompressionStream(GenericTransformStream):
    """https://compression.spec.whatwg.org/#compressionstream: ``CompressionStream(format)``,
    ``format`` one of ``"deflate"``, ``"deflate-raw"``, ``"gzip"``; bytes-like chunks written
    to ``writable`` come out of ``readable`` compressed, as ``bytes`` (JavaScript's
    ``Uint8Array``), the end of the compressed data once ``writable`` is closed. A chunk that
    is no buffer source errors the stream with a ``TypeError``."""

    __slots__ = ("_compressor",)

    def __init__(self, format: str) -> None:
        # https://compression.spec.whatwg.org/#dom-compressionstream-compressionstream
        self._compressor = zlib.compressobj(wbits=_wbits(format, "CompressionStream"))
        self._transform = set_up_transform_stream(
            self._compress_and_enqueue, self._compress_flush_and_enqueue
        )

    def _compress_and_enqueue(self, chunk: object) -> None:
        """https://compression.spec.whatwg.org/#compress-and-enqueue-a-chunk"""
        data = _webidl.to_buffer_source(
            chunk, "Failed to execute 'transform' on 'CompressionStream'", 1
        )
        _enqueue_pieces(self, self._compressor.compress(data))

    def _compress_flush_and_enqueue(self) -> None:
        """https://compression.spec.whatwg.org/#compress-flush-and-enqueue"""
        _enqueue_pieces(self, self._compressor.flush(zlib.Z_FINISH))


_DECOMPRESS = "Failed to execute 'transform' on 'DecompressionStream'"


class DecompressionStream(GenericTransformStream):
    """https://compression.spec.whatwg.org/#decompressionstream:
    ``DecompressionStream(format)``; compressed bytes-like chunks written to ``writable`` come
    out of ``readable`` decompressed, as ``bytes`` in chunks of at most 64 KiB. Invalid data
    (a bad header or checksum, a preset dictionary), bytes after the end of the compressed
    data and input that ends before that end error the stream with a ``TypeError``, as does a
    chunk that is no buffer source."""

    __slots__ = ("_decompressor",)

    def __init__(self, format: str) -> None:
        # https://compression.spec.whatwg.org/#dom-decompressionstream-decompressionstream
        self._decompressor = zlib.decompressobj(wbits=_wbits(format, "DecompressionStream"))
        self._transform = set_up_transform_stream(
            self._decompress_and_enqueue, self._decompress_flush_and_enqueue
        )

    def _decompress_and_enqueue(self, chunk: object) -> None:
        """https://compression.spec.whatwg.org/#decompress-and-enqueue-a-chunk"""
        data = _webidl.to_buffer_source(chunk, _DECOMPRESS, 1)
        decompressor = self._decompressor
        if decompressor.eof and data:
            raise TypeError(f"{_DECOMPRESS}: Junk found after the end of the compressed data.")
        try:
            output = decompressor.decompress(data, CHUNK_SIZE)
            while output:
                transform_stream_enqueue(self._transform, output)
                output = decompressor.decompress(decompressor.unconsumed_tail, CHUNK_SIZE)
        except zlib.error as error:
            raise TypeError(f"{_DECOMPRESS}: The compressed data is invalid ({error}).") from None
        if decompressor.unused_data:
            raise TypeError(f"{_DECOMPRESS}: Junk found after the end of the compressed data.")

    def _decompress_flush_and_enqueue(self) -> None:
        """https://compression.spec.whatwg.org/#decompress-flush-and-enqueue"""
        if not self._decompressor.eof:
            raise TypeError(f"{_DECOMPRESS}: The compressed data ended before its end.")
