"""``HTMLCanvasElement.toDataURL()`` and ``toBlob()``
(https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-todataurl) of a canvas nothing
draws on: a PNG of the canvas's width × height in transparent black, against Chromium 156's
answers (recorded from a headless Chromium by ``tests/e2e/test_canvas_chromium.py``, which
asks again): the type, the size and the pixels decoded (the compressed bytes are Chromium's
encoder's own), "data:," for a canvas without pixels. One named departure:
``CHROMIUM_JPEG_WEBP`` (Chromium also writes image/jpeg and image/webp; webapi writes only
PNG, the Standard's fallback for a type it does not support)."""

from __future__ import annotations

import asyncio
import base64
import struct
import zlib
from typing import Any

import pytest

from tests._sample import sampled
from webapi.html import DOMParser

#: (width, height (None: the default), toDataURL's arguments)
CASES: list[list[Any]] = [
    [None, None, []],
    [1, 1, []],
    [3, 2, []],
    [0, 5, []],
    [5, 0, []],
    [7, 3, ["image/png", 0.3]],
    [2, 2, ["image/gif"]],
    [2, 2, [" image/png"]],
    [2, 2, ["IMAGE/PNG"]],
    [65535, 1, []],
    [65536, 1, []],
    [16385, 16384, []],
    [0, 0, ["image/jpeg"]],
    [1, 1, ["image/jpeg"]],
    [4, 4, ["image/jpeg", 0.5]],
    [1, 1, ["image/webp"]],
    [1, 1, ["IMAGE/WEBP", 1]],
]
#: The cases whose answer departs: Chromium writes a JPEG or a WebP.
CHROMIUM_JPEG_WEBP = {13, 14, 15, 16}

JS_DATA_URLS = """(cases) => cases.map(([w, h, args]) => {
  const c = document.createElement("canvas");
  if (w !== null) c.width = w;
  if (h !== null) c.height = h;
  return c.toDataURL(...args);
})"""
JS_BLOBS = """async (cases) => Promise.all(cases.map(([w, h, args]) => new Promise((resolve) => {
  const c = document.createElement("canvas");
  if (w !== null) c.width = w;
  if (h !== null) c.height = h;
  c.toBlob((b) => resolve(b === null ? null : b.type), ...args);
})))"""

#: Chromium 156's toDataURL() answers, as :func:`summary` tells them.
CHROMIUM_156 = [
    ["image/png", 300, 150, True],
    ["image/png", 1, 1, True],
    ["image/png", 3, 2, True],
    "data:,",
    "data:,",
    ["image/png", 7, 3, True],
    ["image/png", 2, 2, True],
    ["image/png", 2, 2, True],
    ["image/png", 2, 2, True],
    ["image/png", 65535, 1, True],
    "data:,",
    "data:,",
    "data:,",
    ["image/jpeg", None, None, None],
    ["image/jpeg", None, None, None],
    ["image/webp", None, None, None],
    ["image/webp", None, None, None],
]
#: Chromium 156's toBlob() answers: the blob's type (None: no blob).
CHROMIUM_156_BLOBS: list[str | None] = [
    *["image/png"] * 3,
    None,
    None,
    *["image/png"] * 5,
    None,
    None,
    None,
    "image/jpeg",
    "image/jpeg",
    "image/webp",
    "image/webp",
]


@pytest.mark.needs_loop_run
def test_to_blob_types_are_chromiums() -> None:
    from webapi.eventloop import event_loop_of

    found: list[Any] = []
    canvases = [_canvas(width, height) for width, height, _ in CASES]
    for canvas, (_, _, arguments) in zip(canvases, CASES, strict=True):
        canvas.toBlob(lambda blob: found.append(None if blob is None else blob.type), *arguments)
    for canvas in canvases:
        event_loop_of(canvas.ownerDocument).run_until_idle()
    for index, (ours, theirs) in enumerate(zip(found, CHROMIUM_156_BLOBS, strict=True)):
        assert ours == ("image/png" if index in CHROMIUM_JPEG_WEBP else theirs), index


def decode_png(data: bytes) -> tuple[int, int, bytes]:
    """Width, height and RGBA bytes of an 8-bit RGBA, non-interlaced PNG (PNG's chunks and
    its five filter types, written from the PNG specification)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks = 8, []
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert zlib.crc32(kind + body) == crc
        chunks.append((kind, body))
        at += 12 + length
    assert chunks[0][0] == b"IHDR" and chunks[-1] == (b"IEND", b"")
    width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    assert (depth, color, interlace) == (8, 6, 0)
    raw = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    stride, previous, pixels = 4 * width, bytearray(4 * width), bytearray()
    for y in range(height):
        kind, row = (
            raw[y * (stride + 1)],
            bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)]),
        )
        for x in range(stride):
            a = row[x - 4] if x >= 4 else 0
            b = previous[x]
            c = previous[x - 4] if x >= 4 else 0
            if kind == 1:
                row[x] = (row[x] + a) & 0xFF
            elif kind == 2:
                row[x] = (row[x] + b) & 0xFF
            elif kind == 3:
                row[x] = (row[x] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else b if pb <= pc else c
                row[x] = (row[x] + predictor) & 0xFF
        pixels += row
        previous = row
    return width, height, bytes(pixels)


def summary(url: str) -> Any:
    """A ``toDataURL()`` answer as the tests compare it: "data:," or [its type, and for a PNG
    its width, height and whether every pixel is transparent black]."""
    if url == "data:,":
        return url
    head, _, data = url.partition(",")
    assert head.endswith(";base64")
    mime = head[len("data:") : -len(";base64")]
    if mime != "image/png":
        return [mime, None, None, None]
    width, height, pixels = decode_png(base64.b64decode(data))
    return [mime, width, height, pixels.count(0) == len(pixels)]


def _canvas(width: int | None, height: int | None) -> Any:
    document = DOMParser().parseFromString("<canvas></canvas>", "text/html")
    canvas: Any = document.querySelector("canvas")
    if width is not None:
        canvas.width = width
    if height is not None:
        canvas.height = height
    return canvas


@pytest.mark.parametrize("index", range(len(CASES)))
@sampled()
def test_to_data_url_is_chromiums(index: int) -> None:
    width, height, arguments = CASES[index]
    if width is not None and height is not None and width * height > 1 << 20:
        # (a large canvas's PNG is checked by its summary only where Chromium has no bitmap)
        assert _canvas(width, height).toDataURL(*arguments) == CHROMIUM_156[index]
        return
    found = summary(_canvas(width, height).toDataURL(*arguments))
    if index in CHROMIUM_JPEG_WEBP:  # the departure: webapi writes a PNG
        assert CHROMIUM_156[index][0] in ("image/jpeg", "image/webp")
        assert found[0] == "image/png" and found[3] is True
        return
    assert found == CHROMIUM_156[index]


def test_the_png_is_the_bitmaps_and_small() -> None:
    """The rows are one row repeated: a 300 × 150 canvas's PNG is under 1 KB."""
    url = _canvas(None, None).toDataURL()
    png = base64.b64decode(url.partition(",")[2])
    assert len(png) < 1024
    assert decode_png(png) == (300, 150, bytes(4 * 300 * 150))
    assert _canvas(2, 1).to_data_url("image/webp", 0.5).startswith("data:image/png;base64,")


@pytest.mark.needs_loop_run
def test_to_blob_queues_the_callback() -> None:
    canvas = _canvas(3, 2)
    found: list[Any] = []
    canvas.toBlob(found.append)
    canvas.toBlob(found.append, "image/jpeg", 0.1)
    _canvas(0, 2).toBlob(found.append)
    assert found == []  # (a task: not at once)
    from webapi.eventloop import event_loop_of

    event_loop_of(canvas.ownerDocument).run_until_idle()
    assert [None if blob is None else blob.type for blob in found] == [
        "image/png",
        "image/png",
        None,
    ]
    png = bytes(asyncio.run(found[0].arrayBuffer()))
    assert decode_png(png) == (3, 2, bytes(24))


def test_argument_errors() -> None:
    canvas = _canvas(1, 1)
    with pytest.raises(TypeError, match="toBlob"):
        canvas.toBlob()
    with pytest.raises(TypeError, match="toBlob"):
        canvas.toBlob("not a callback")
