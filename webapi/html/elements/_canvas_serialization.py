"""A canvas bitmap serialized as a file
(https://html.spec.whatwg.org/multipage/canvas.html#a-serialisation-of-the-bitmap-as-a-file)
for ``toDataURL()`` and ``toBlob()``: webapi draws nothing (no rendering context), so the
bitmap is the canvas's width × height of transparent black, written as a PNG (RGBA, 8 bits a
sample, each row filtered "Up", as Chromium 156 writes it) with :mod:`zlib`. The PNG is the
only type supported ("image/png" for every other type, the Standard's fallback): Chromium
also writes ``image/jpeg`` and ``image/webp`` (docs/html.md).
"""

from __future__ import annotations

import struct
import zlib
from base64 import b64encode

__all__ = ["bitmap_png", "canvas_size", "has_pixels", "serialize_the_bitmap_as_a_data_url"]

#: Chromium's limits of a canvas's bitmap, past which it has none (and ``toDataURL()`` answers
#: "data:,"): a side of at most 65,535 pixels, an area of at most 2**28.
_MAXIMUM_SIDE = 65_535
_MAXIMUM_AREA = 1 << 28

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: The "Up" filter type (PNG 9.2): a transparent black row is its own filtered row.
_UP = b"\x02"


def _chunk(kind: bytes, data: bytes) -> bytes:
    """A PNG chunk: length, type, data, CRC-32 of type and data (PNG 5.3)."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def bitmap_png(width: int, height: int) -> bytes:
    """The PNG file of a ``width`` × ``height`` bitmap of transparent black (both > 0): IHDR
    (8-bit RGBA, not interlaced), the rows compressed in one IDAT, IEND. The rows are the
    same, so they are compressed as one row repeated (linear in the bitmap's size, in
    memory a row at a time)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    row = _UP + bytes(4 * width)
    compressor = zlib.compressobj(9)
    parts = []
    for _ in range(height):
        parts.append(compressor.compress(row))
    parts.append(compressor.flush())
    return (
        _SIGNATURE
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", b"".join(parts))
        + _chunk(b"IEND", b"")
    )


def canvas_size(canvas: object) -> tuple[int, int]:
    """The canvas's bitmap size: its ``width`` and ``height`` attributes by the rules for
    parsing non-negative integers, 300 × 150 where missing or failing
    (https://html.spec.whatwg.org/multipage/canvas.html#attr-canvas-width)."""
    from ..common._reflect import get_unsigned_long

    return (
        get_unsigned_long(canvas, "width", default=300),  # type: ignore[arg-type]
        get_unsigned_long(canvas, "height", default=150),  # type: ignore[arg-type]
    )


def has_pixels(width: int, height: int) -> bool:
    """Whether a canvas of this size has a bitmap with pixels: neither side 0, and within
    Chromium's limits (a larger canvas has no bitmap there)."""
    return (
        0 < width <= _MAXIMUM_SIDE
        and 0 < height <= _MAXIMUM_SIDE
        and width * height <= _MAXIMUM_AREA
    )


def serialize_the_bitmap_as_a_data_url(width: int, height: int) -> str:
    """``toDataURL()``'s answer: "data:," where the bitmap has no pixels, else a ``data:``
    URL of the PNG (https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-todataurl)."""
    if not has_pixels(width, height):
        return "data:,"
    return "data:image/png;base64," + b64encode(bitmap_png(width, height)).decode("ascii")
