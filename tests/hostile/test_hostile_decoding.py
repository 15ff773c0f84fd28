"""Hostile input for the decoders and HTML's encoding sniffing: megabyte inputs made of one
error (or one escape) repeated, in every multi-byte encoding and ISO-2022-JP.

Each unit but ISO-2022-JP's decodes on its own (it ends where no sequence is pending), so the
whole must decode as the unit's result repeated (ISO-2022-JP's output flag carries from one
escape to the next: there the whole is only bounded), streamed in pieces as whole, and in fatal
mode raise a ``TypeError``. Nothing here is timed (``python -m benchmarks --only hostile`` times
the same shapes at two sizes and a megabyte: growth within 12x for 10x the input); the size is
``HOSTILE_SIZE`` bytes as in ``test_hostile_inputs.py`` (2**16 by default, 2**20 in the slow
tier's rerun). Before the codec's error handler took the standard's step, each error copied the
rest of the input: a megabyte of Shift_JIS errors took 11 s.
"""

from __future__ import annotations

import os

import pytest

from tests._sample import sampled
from webapi import TextDecoder
from webapi.html import decode_html

SIZE = int(os.environ.get("HOSTILE_SIZE", str(2**16)))

#: (encoding, unit): errors, broken and valid sequences, escapes.
UNITS = [
    ("UTF-8", b"\xff\x80"),
    ("UTF-8", b"\xe6\x97a"),
    ("UTF-16LE", b"\x00\xd8"),
    ("windows-1252", b"\x80\x81\xff"),
    ("Shift_JIS", b"\x81 "),
    ("Shift_JIS", b"\xa0\xfd"),
    ("EUC-JP", b"\x8f\xa1 "),
    ("EUC-JP", b"\x8f\xa2\xb7"),
    ("Big5", b"\x81\x7f"),
    ("Big5", b"\x88\x62\x88\x64"),
    ("gb18030", b"\x81\x30\x81\x30"),
    ("gb18030", b"\x81\x30\xff"),
    ("GBK", b"\x80\xa6\xd9"),
    ("EUC-KR", b"\x81 "),
    ("ISO-2022-JP", b"\x1b$B\x1b(B"),
    ("ISO-2022-JP", b"\x1b$x"),
]


def _repeat(unit: bytes) -> tuple[bytes, int]:
    count = max(1, SIZE // len(unit))
    return unit * count, count


@pytest.mark.parametrize(("encoding", "unit"), UNITS, ids=[f"{e}-{u.hex()}" for e, u in UNITS])
@sampled("encoding")
def test_megabyte_of_one_unit(encoding: str, unit: bytes) -> None:
    data, count = _repeat(unit)
    expected = TextDecoder(encoding).decode(data)
    if encoding == "ISO-2022-JP":
        assert count <= len(expected) <= len(data)
    else:
        assert expected == TextDecoder(encoding).decode(unit) * count
    decoder = TextDecoder(encoding)
    pieces = [
        decoder.decode(data[i : i + 4093], {"stream": True}) for i in range(0, len(data), 4093)
    ]
    assert "".join(pieces) + decoder.decode() == expected
    if "\ufffd" in expected:
        with pytest.raises(TypeError):
            TextDecoder(encoding, {"fatal": True}).decode(data)


@pytest.mark.parametrize(
    "data",
    [
        b"<meta a=b " * (SIZE // 10),
        b"<!--" * (SIZE // 4),
        b"<meta content='" + b"x" * SIZE,
        b"<meta charset=gbk>" + b"\x81 " * (SIZE // 2),
    ],
    ids=["many-meta", "open-comments", "unclosed-quote", "gbk-errors"],
)
def test_decode_html_on_a_megabyte(data: bytes) -> None:
    text, encoding = decode_html(data)
    assert encoding in ("windows-1252", "GBK")
    assert len(text) <= len(data)
