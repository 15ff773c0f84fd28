"""``decode_html``'s decoding of bytes that are all ASCII (``_decode`` in
``webapi/html/parsing/_encoding_sniffing.py``): through CPython's "ascii" codec for every encoding
but those of ``_NOT_ASCII_COMPATIBLE``, proved equal to each encoding's own decoder on every
ASCII byte, on generated ASCII strings (escape sequences, NUL, controls, markup) and on the
benchmark's undeclared page; and each encoding left out is shown to need its decoder."""

from __future__ import annotations

import random

import pytest

from webapi.encoding import get_decoder
from webapi.encoding._labels import LABELS
from webapi.html import decode_html
from webapi.html.parsing._encoding_sniffing import _NOT_ASCII_COMPATIBLE, _decode

ENCODINGS = sorted(set(LABELS.values()))

#: ASCII pieces where a stateful or multi-byte decoder could leave its first state.
_PIECES = [
    "\x1b", "\x1b$B", "\x1b(B", "\x1b(J", "\x1b$@", "\x1b(I", "~{", "~}", "+AGEA-", "\x0e",
    "\x0f", "\x00", "\x7f", "<meta charset=utf-8>", "<p>", "&amp;", "\\", "~", "a", " ", "\n",
    "\r", "@", "[", "$", "(",
]  # fmt: skip


def _generated(count: int) -> list[bytes]:
    rng = random.Random(35)
    return [
        "".join(rng.choice(_PIECES) for _ in range(rng.randrange(40))).encode("ascii")
        for _ in range(count)
    ]


def test_every_encoding_is_known() -> None:
    assert set(ENCODINGS) >= _NOT_ASCII_COMPATIBLE
    assert len(ENCODINGS) == 40


@pytest.mark.parametrize("encoding", [e for e in ENCODINGS if e not in _NOT_ASCII_COMPATIBLE])
def test_ascii_decodes_as_itself(encoding: str) -> None:
    every_byte = bytes(range(128))
    assert get_decoder(encoding).decode(every_byte, True) == every_byte.decode("ascii")
    for data in _generated(300):
        assert (
            get_decoder(encoding).decode(data, True)
            == data.decode("ascii")
            == _decode(data, encoding)
        )


@pytest.mark.parametrize("encoding", sorted(_NOT_ASCII_COMPATIBLE))
def test_the_encodings_left_out_need_their_decoder(encoding: str) -> None:
    data = b"a\x1b$B0!\x1b(Bb"  # ISO-2022-JP: a JIS X 0208 character between the escapes
    assert get_decoder(encoding).decode(data, True) != data.decode("ascii")
    assert _decode(data, encoding) == get_decoder(encoding).decode(data, True)


def test_decode_html_on_ascii_pages() -> None:
    page = b"<p>plain ASCII &eacute; \x1b$B0!\x1b(B</p>"
    assert decode_html(page) == (page.decode("ascii"), "windows-1252")
    assert decode_html(page, default="iso-2022-jp").text == get_decoder("ISO-2022-JP").decode(
        page, True
    )
    assert decode_html(page, default="utf-16le").text == page.decode("utf-16-le")


def test_utf8_decodes_as_its_decoder() -> None:
    # every byte at the start, in the middle and at the end of a sequence, and generated
    # mixes of lead bytes, continuation bytes and ASCII (truncated and overlong sequences,
    # surrogates, past U+10FFFF)
    rng = random.Random(36)
    pieces = [bytes([b]) for b in range(256)] + [
        b"\xe2\x82", b"\xe2\x82\xac", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf",
        b"\xf0\x9f\x98", b"\xf0\x9f\x98\x80", b"a", b"<p>",
    ]  # fmt: skip
    cases = [bytes([b]) + b"x" for b in range(256)]
    cases += [b"".join(rng.choice(pieces) for _ in range(rng.randrange(12))) for _ in range(3000)]
    for data in cases:
        assert _decode(data, "UTF-8") == get_decoder("UTF-8").decode(data, True), data
