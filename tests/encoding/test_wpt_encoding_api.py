"""Ports of web-platform-tests ``encoding/`` tests of TextDecoder and TextEncoder, in our
own words (upstream: https://github.com/web-platform-tests/wpt/tree/master/encoding; the
list is ../shared/wpt/encoding/INDEX.md). Each test names the upstream file it follows."""

from __future__ import annotations

import array

import pytest

import wpt.encoding
from webapi import TextDecoder, TextEncoder
from webapi.js import RangeError

ENCODINGS = [e for group in wpt.encoding.encodings() for e in group["encodings"]]
DECODABLE = [e for e in ENCODINGS if e["name"] != "replacement"]


# api-basics.any.js
def test_basics() -> None:
    assert TextEncoder().encoding == "utf-8"
    assert TextDecoder().encoding == "utf-8"
    sample = "z\xa2\u6c34\U0001d11e\U000f8ff0"
    encoded = TextEncoder().encode(sample)
    assert encoded == b"z\xc2\xa2\xe6\xb0\xb4\xf0\x9d\x84\x9e\xf3\xb8\xbf\xb0"
    assert TextDecoder().decode(encoded) == sample
    assert TextDecoder("utf-16le").decode(sample.encode("utf-16-le")) == sample
    assert TextDecoder("utf-16be").decode(sample.encode("utf-16-be")) == sample
    assert TextDecoder("utf-16").decode(sample.encode("utf-16-le")) == sample
    assert TextEncoder().encode() == b""
    assert TextDecoder().decode() == ""


# api-surrogates-utf8.any.js
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("abc123", b"abc123"),
        ("\ud800", b"\xef\xbf\xbd"),
        ("\udc00", b"\xef\xbf\xbd"),
        ("abc\ud800123", b"abc\xef\xbf\xbd123"),
        ("\udc00\ud800", b"\xef\xbf\xbd\xef\xbf\xbd"),
        ("\U0001d11e", b"\xf0\x9d\x84\x9e"),
    ],
)
def test_lone_surrogates_encode_as_replacement(text: str, expected: bytes) -> None:
    assert TextEncoder().encode(text) == expected


# api-invalid-label.any.js and api-replacement-encodings.any.js
def test_invalid_labels_are_range_errors() -> None:
    with pytest.raises(RangeError):
        TextDecoder("invalid-invalidLabel")
    for encoding in ENCODINGS:
        for label in encoding["labels"]:
            if encoding["name"] == "replacement":
                with pytest.raises(RangeError):
                    TextDecoder(label)
                continue
            for junk in ("\x00", "\x0b", "\xa0", "\u2028", "\u2029"):
                for bad in (junk + label, label + junk, junk + label + junk):
                    with pytest.raises(RangeError):
                        TextDecoder(bad)
    assert issubclass(RangeError, ValueError)


# textdecoder-labels.any.js
def test_every_label_gives_the_lowercase_name() -> None:
    for encoding in DECODABLE:
        for label in encoding["labels"]:
            for spaced in (label, f" {label}", f"{label}\n", f"\t{label.upper()}\f\r"):
                assert TextDecoder(spaced).encoding == encoding["name"].lower()


# textencoder-constructor-non-utf.any.js
def test_text_encoder_is_always_utf8_and_decoders_keep_their_encoding() -> None:
    for encoding in DECODABLE:
        assert TextDecoder(encoding["name"]).encoding == encoding["name"].lower()
    assert TextEncoder().encoding == "utf-8"


# textdecoder-fatal.any.js
@pytest.mark.parametrize(
    ("encoding", "data"),
    [
        ("utf-8", b"\xff"), ("utf-8", b"\xc0"), ("utf-8", b"\xe0"), ("utf-8", b"\xc0\x00"),
        ("utf-8", b"\xc0\xc0"), ("utf-8", b"\xe0\x00"), ("utf-8", b"\xe0\xc0"),
        ("utf-8", b"\xe0\x80\x00"), ("utf-8", b"\xe0\x80\xc0"),
        ("utf-8", b"\xfc\x80\x80\x80\x80\x80"), ("utf-8", b"\xfc\xc0\xc0\xc0\xc0\xc0"),
        ("utf-8", b"\xed\xa0\x80"), ("utf-8", b"\xed\xbf\xbf"),
        ("utf-8", b"\xf0\x8f\xbf\xbf"), ("utf-8", b"\xf4\x90\x80\x80"), ("utf-8", b"\xc0\x80"),
        ("utf-8", b"\xe0\x80\x80"), ("utf-8", b"\xc1\xbf"), ("utf-16le", b"\x00"),
        ("utf-16le", b"\x00\xd8"), ("utf-16le", b"\x00\xd8\x00\x00"),
        ("utf-16le", b"\x00\xdc\x00\x00"),
        ("utf-16le", b"\x00\xdc\x00\xd8"),
    ],
)  # fmt: skip
def test_fatal_errors_are_type_errors(encoding: str, data: bytes) -> None:
    with pytest.raises(TypeError):
        TextDecoder(encoding, {"fatal": True}).decode(data)
    assert "\ufffd" in TextDecoder(encoding).decode(data)


def test_fatal_flag_and_a_decoder_that_recovers() -> None:
    assert TextDecoder().fatal is False
    assert TextDecoder("utf-8", {"fatal": True}).fatal is True
    decoder = TextDecoder("utf-16le", {"fatal": True})
    assert decoder.decode(b"\x00", {"stream": True}) == ""
    with pytest.raises(TypeError):
        decoder.decode()
    assert decoder.decode(b"\x00\x00") == "\x00"


# textdecoder-fatal-single-byte.any.js
def test_single_byte_fatal_mode_at_every_byte() -> None:
    for group in wpt.encoding.encodings():
        if group["heading"] != "Legacy single-byte encodings":
            continue
        for encoding in group["encodings"]:
            index = dict(wpt.encoding.index(encoding["name"].lower().removesuffix("-i")))
            decoder = TextDecoder(encoding["name"], {"fatal": True})
            for byte in range(256):
                if byte >= 0x80 and byte - 0x80 not in index:
                    with pytest.raises(TypeError):
                        decoder.decode(bytes((byte,)))
                else:
                    expected = chr(byte) if byte < 0x80 else chr(index[byte - 0x80])
                    assert decoder.decode(bytes((byte,))) == expected


# textdecoder-byte-order-marks.any.js and textdecoder-ignorebom.any.js
@pytest.mark.parametrize(
    ("encoding", "bom", "body"),
    [
        ("utf-8", b"\xef\xbb\xbf", "z\xa2\u6c34".encode()),
        ("utf-16le", b"\xff\xfe", "z\xa2\u6c34".encode("utf-16-le")),
        ("utf-16be", b"\xfe\xff", "z\xa2\u6c34".encode("utf-16-be")),
    ],
)
def test_byte_order_marks(encoding: str, bom: bytes, body: bytes) -> None:
    assert TextDecoder(encoding).decode(bom + body) == "z\xa2\u6c34"
    assert TextDecoder(encoding, {"ignoreBOM": True}).decode(bom + body) == "\ufeffz\xa2\u6c34"
    assert TextDecoder(encoding).ignoreBOM is False
    assert TextDecoder(encoding, {"ignoreBOM": True}).ignore_bom is True
    # Only one BOM is removed, and only at the start of the stream.
    assert TextDecoder(encoding).decode(bom + bom + body) == "\ufeffz\xa2\u6c34"
    decoder = TextDecoder(encoding)
    assert decoder.decode(bom + body, {"stream": True}) == "z\xa2\u6c34"
    assert decoder.decode(bom + body) == "\ufeffz\xa2\u6c34"
    assert decoder.decode(bom + body) == "z\xa2\u6c34"  # a new stream
    # A BOM of another encoding is no BOM to this decoder.
    other = b"\xfe\xff" if encoding != "utf-16be" else b"\xff\xfe"
    assert TextDecoder(encoding).decode(other + body)[:1] != "z"


# textdecoder-utf16-surrogates.any.js
@pytest.mark.parametrize(
    ("data", "replaced"),
    [
        (b"\x61\x00\x62\x00\x63\x00\x31\x00\x32\x00\x33\x00", "abc123"),
        (b"\x61\x00\x62\x00\x63\x00\x00\xd8\x31\x00\x32\x00\x33\x00", "abc\ufffd123"),
        (b"\x61\x00\x62\x00\x63\x00\x00\xdc\x31\x00\x32\x00\x33\x00", "abc\ufffd123"),
        (b"\x00\xdc\x00\xd8", "\ufffd\ufffd"),
        (b"\x34\xd8\x1e\xdd", "\U0001d11e"),
    ],
)
def test_utf16_surrogates(data: bytes, replaced: str) -> None:
    assert TextDecoder("utf-16le").decode(data) == replaced
    if "\ufffd" in replaced:
        with pytest.raises(TypeError):
            TextDecoder("utf-16le", {"fatal": True}).decode(data)


# textdecoder-streaming.any.js
STREAMED = "\x00123ABCabc\x80\xff\u0100\u1000\ufffd\U00010000\U0010ffff"


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16le", "utf-16be"])
@pytest.mark.parametrize("window", [1, 2, 3, 4, 5])
def test_streaming_windows(encoding: str, window: int) -> None:
    data = STREAMED.encode(encoding.replace("le", "-le").replace("be", "-be"))
    decoder = TextDecoder(encoding)
    out = "".join(
        decoder.decode(data[i : i + window], {"stream": True}) for i in range(0, len(data), window)
    )
    assert out + decoder.decode() == STREAMED


def test_streaming_utf8_chunks() -> None:
    d = TextDecoder()
    steps = [
        ([b"\xc1"], "\ufffd"), ([b"\xf5"], "\ufffd"), ([b"\xe0\x41", b"\x42"], "\ufffdAB"),
        ([b"\xe0\x80", b"\x80"], "\ufffd\ufffd\ufffd"),
        ([b"\xed\xa0", b"\x80"], "\ufffd\ufffd\ufffd"),
        ([b"\xf0\x41", b"\x42", b"\x43"], "\ufffdABC"),
        ([b"\xf0\x80", b"\x80", b"\x80"], "\ufffd\ufffd\ufffd\ufffd"),
        ([b"\xf4\xa0", b"\x80", b"\x80"], "\ufffd\ufffd\ufffd\ufffd"),
        ([b"\xf0\x90\x41", b"\x42"], "\ufffdAB"), ([b"\xf0\x9f\x92", b"\xa9"], "\U0001f4a9"),
    ]  # fmt: skip
    for chunks, expected in steps:
        out = "".join(d.decode(chunk, {"stream": True}) for chunk in chunks)
        assert out + d.decode() == expected, chunks
    assert d.decode(b"\xf0\x9f\x92", {"stream": True}) == ""  # nothing before the 4th byte


# textdecoder-eof.any.js
def test_end_of_queue() -> None:
    d = TextDecoder()
    assert d.decode(b"\xf0") == "\ufffd"
    assert d.decode(b"\xf0\x9f\x92") == "\ufffd"
    assert d.decode(b"\xf0\x9f\x41") == "\ufffdA"
    assert d.decode(b"\xf0\x41\xf0") == "\ufffdA\ufffd"
    assert d.decode(b"\xf0\x8f\x92") == "\ufffd\ufffd\ufffd"
    big5 = TextDecoder("Big5")
    assert big5.decode(b"\x81\x40") == "\ufffd@"
    assert big5.decode(b"\x81\x81") == "\ufffd"
    assert big5.decode(b"\x87\x87\x40") == "\ufffd@"
    assert d.decode(b"\xf0", {"stream": True}) == ""
    assert d.decode(b"\xc2", {"stream": True}) == "\ufffd"
    assert d.decode(b"\x80\x2a", {"stream": True}) == "\x80*"
    assert d.decode() == ""
    assert big5.decode(b"\x81", {"stream": True}) == ""
    assert big5.decode(b"\x40", {"stream": True}) == "\ufffd@"
    assert big5.decode() == ""


# textdecoder-copy.any.js (and any bytes-like input)
def test_any_bytes_like_input_is_copied() -> None:
    buffer = bytearray(b"AB")
    assert TextDecoder().decode(buffer, {"stream": True}) == "AB"
    buffer[:] = b"CD"
    assert TextDecoder().decode(memoryview(buffer)) == "CD"
    assert TextDecoder("utf-16le").decode(array.array("H", [0x41, 0x42])) == "AB"
    assert TextDecoder().decode(memoryview(b"xABy")[1:3]) == "AB"
    for bad in ("AB", 12, [65], object()):
        with pytest.raises(TypeError):
            TextDecoder().decode(bad)


# encodeInto.any.js
@pytest.mark.parametrize(
    ("text", "read", "size", "written"),
    [
        ("Hi", 0, 0, b""),
        ("A", 1, 10, b"A"),
        ("\U0001d306", 2, 4, b"\xf0\x9d\x8c\x86"),
        ("\U0001d306A", 0, 3, b""),
        ("\ud834A\udf06A\xa5Hi", 5, 10, b"\xef\xbf\xbdA\xef\xbf\xbdA\xc2\xa5"),
        ("A\xa5\u6c34\U0001d306", 5, 10, b"A\xc2\xa5\xe6\xb0\xb4\xf0\x9d\x8c\x86"),
        ("A\xa5\u6c34\U0001d306", 3, 9, b"A\xc2\xa5\xe6\xb0\xb4"),
    ],
)
def test_encode_into(text: str, read: int, size: int, written: bytes) -> None:
    for offset in (0, 4):
        buffer = bytearray(size + offset)
        view = memoryview(buffer)[offset:]
        result = TextEncoder().encodeInto(text, view)
        assert result == {"read": read, "written": len(written)}
        assert bytes(buffer) == b"\x00" * offset + written + b"\x00" * (size - len(written))
    assert TextEncoder().encode_into(text, array.array("B", bytes(size)))["read"] == read


def test_encode_into_refuses_other_destinations() -> None:
    for bad in (b"", bytes(4), array.array("H", [0]), array.array("i", [0]), "x", None):
        with pytest.raises(TypeError):
            TextEncoder().encodeInto("", bad)
