"""The sniffing algorithms read a ``memoryview`` as the bytes it holds (issue 42 item 15):
one of rows (a 2-D view, a NumPy image's buffer) or of items other than unsigned bytes gives
what its bytes give, in every public function that takes a resource's bytes, and ``sniff``
reads the first 1,445 bytes of it, not the first 1,445 rows or items."""

from __future__ import annotations

import array
from collections.abc import Callable

import pytest

from webapi import mimesniff
from webapi.mimesniff import sniff

RESOURCES = [
    resource.ljust(32, b" ")[:32]
    for resource in (
        b"GIF89a" + bytes(range(26)),
        b"\x89PNG\r\n\x1a\n" + b"\x00" * 24,
        b"PK\x03\x04" + b"x" * 28,
        b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom" + b"\x00" * 8,
        b"\x1a\x45\xdf\xa3\x42\x82\x84webm" + b"\x00" * 21,
        b"wOF2" + b"\x00" * 28,
        b"  <!DOCTYPE html><html><p>" + b"x" * 6,
        b"\xef\xbb\xbfplain text, no binary data:" + b"!" * 1,
        b"plain\x00binary data bytes here, 32!",
        b"\xff\xfe" + b"a\x00" * 15,
    )
]

FUNCTIONS: list[Callable[[bytes], object]] = [
    mimesniff.distinguish_text_or_binary,
    mimesniff.identify_unknown_mime_type,
    lambda data: mimesniff.identify_unknown_mime_type(data, True),
    mimesniff.match_archive_type_pattern,
    mimesniff.match_audio_or_video_type_pattern,
    mimesniff.match_font_type_pattern,
    mimesniff.match_image_type_pattern,
    lambda data: mimesniff.pattern_matching(data, (0x47, 0x49, 0x46), b"\xff\xff\xff", b""),
    lambda data: str(sniff(data)),
    lambda data: str(sniff(data, "image/png")),
    lambda data: str(sniff(data, context="font")),
]


def _views(data: bytes) -> list[object]:
    assert len(data) % 8 == 0
    return [
        memoryview(data).cast("B", (len(data) // 4, 4)),  # rows
        memoryview(data).cast("B", (2, len(data) // 8, 4)),
        memoryview(data).cast("b"),  # signed bytes: 0xFF is -1
        memoryview(data).cast("c"),  # bytes of one byte
        memoryview(data).cast("H"),  # items of two bytes
        memoryview(array.array("I", data)),
        memoryview(bytearray(data)),
        memoryview(bytes(b for pair in zip(data, data, strict=True) for b in pair))[::2],
    ]


@pytest.mark.parametrize("data", RESOURCES, ids=lambda data: repr(data[:8]))
def test_views_give_what_their_bytes_give(data: bytes) -> None:
    for function in FUNCTIONS:
        expected = function(data)
        for view in _views(data):
            assert function(view) == expected, (function, view)  # type: ignore[arg-type]


def test_sniff_reads_the_first_1445_bytes_of_a_view() -> None:
    data = b"a" * 1500 + b"\x00" + b"a" * 1499  # a binary data byte at 1,500
    assert mimesniff.serialize_mime_type(sniff(data)) == "text/plain"  # type: ignore[arg-type]
    rows = memoryview(data).cast("B", (1500, 2))
    assert mimesniff.serialize_mime_type(sniff(rows)) == "text/plain"  # type: ignore[arg-type]
    items = memoryview(data).cast("H")
    assert mimesniff.serialize_mime_type(sniff(items)) == "text/plain"  # type: ignore[arg-type]
    within = b"a" * 1400 + b"\x00" + b"a" * 1599
    rows = memoryview(within).cast("B", (1500, 2))
    assert mimesniff.serialize_mime_type(sniff(rows)) == "application/octet-stream"  # type: ignore[arg-type]
