"""The Encoding Standard's ``TextDecoderStream`` and ``TextEncoderStream``
(https://encoding.spec.whatwg.org/#interface-textdecoderstream, #interface-textencoderstream)
and the Compression Standard's ``CompressionStream`` and ``DecompressionStream``
(https://compression.spec.whatwg.org/), written from the standards: their attributes, the
decoder's streaming state and the encoder's surrogate carried across chunks, the chunk type
checks, the three zlib formats both ways, and the errors of corrupt, truncated and trailing
input."""

from __future__ import annotations

import gzip
import zlib
from typing import Any

import pytest

from webapi.js import RangeError, await_sync
from webapi.streams import (
    CompressionStream,
    DecompressionStream,
    ReadableStream,
    TextDecoderStream,
    TextEncoderStream,
    TransformStream,
    WritableStream,
)


def _through(chunks: list[Any], transform: Any) -> list[Any]:
    """The chunks ``transform``'s readable side gives for ``chunks`` written to it."""
    reader = ReadableStream.from_(chunks).pipeThrough(transform).getReader()
    out = []
    while not (result := await_sync(reader.read()))["done"]:
        out.append(result["value"])
    return out


def _error_of(chunks: list[Any], transform: Any) -> BaseException:
    """The error the readable side is errored with."""
    with pytest.raises(Exception) as caught:
        _through(chunks, transform)
    return caught.value


# --- TextDecoderStream


def test_decoder_stream_attributes_and_sides() -> None:
    stream = TextDecoderStream("latin1", {"fatal": True, "ignoreBOM": True})
    assert (stream.encoding, stream.fatal, stream.ignoreBOM) == ("windows-1252", True, True)
    assert stream.ignore_bom is True
    assert isinstance(stream.readable, ReadableStream)
    assert isinstance(stream.writable, WritableStream)
    assert stream.readable is stream.readable and not isinstance(stream, TransformStream)
    default = TextDecoderStream()
    assert (default.encoding, default.fatal, default.ignoreBOM) == ("utf-8", False, False)
    assert TextDecoderStream(ignore_bom=True).ignoreBOM is True


@pytest.mark.parametrize("label", ["nonsense", "replacement", "iso-2022-kr"])
def test_decoder_stream_refuses_labels_as_textdecoder_does(label: str) -> None:
    with pytest.raises(RangeError, match="TextDecoderStream"):
        TextDecoderStream(label)


def test_decoder_stream_keeps_a_split_sequence_for_the_next_chunk() -> None:
    chunks = [b"I \xf0", b"\x9f\x92", b"\x99 streams"]
    assert _through(chunks, TextDecoderStream()) == ["I ", "\U0001f499 streams"]


def test_decoder_stream_empty_chunks_give_nothing_and_eof_gives_fffd() -> None:
    assert _through([b"", b"ab", bytearray()], TextDecoderStream()) == ["ab"]
    assert _through([b"\xf0\x9f\x92"], TextDecoderStream()) == ["\ufffd"]


def test_decoder_stream_bom_is_removed_once_unless_ignored() -> None:
    bom = b"\xef\xbb\xbf"
    assert _through([bom[:2], bom[2:] + b"a", bom], TextDecoderStream()) == ["a", "\ufeff"]
    assert _through([bom + b"a"], TextDecoderStream(ignoreBOM=True)) == ["\ufeffa"]


def test_decoder_stream_other_encodings_stream_too() -> None:
    # Shift_JIS: a two-byte character split across chunks; UTF-16LE: an odd byte kept
    assert _through([b"\x82", b"\xa0"], TextDecoderStream("shift_jis")) == ["\u3042"]
    assert _through([b"a", b"\x00b\x00c"], TextDecoderStream("utf-16le")) == ["ab", "\ufffd"]


def test_decoder_stream_fatal_errors_the_stream_with_a_type_error() -> None:
    error = _error_of([b"ok", b"\xff"], TextDecoderStream(fatal=True))
    assert type(error) is TypeError
    # end of input inside a sequence is an error at the flush
    assert type(_error_of([b"\xe2\x82"], TextDecoderStream(fatal=True))) is TypeError


@pytest.mark.parametrize("chunk", ["text", 3.14, {}, [65], None])
def test_decoder_stream_chunk_not_a_buffer_source_is_a_type_error(chunk: object) -> None:
    error = _error_of([chunk], TextDecoderStream())
    assert type(error) is TypeError and "TextDecoderStream" in str(error)


def test_decoder_stream_takes_any_bytes_like_chunk() -> None:
    chunks = [memoryview(b"xab")[1:], bytearray(b"c")]
    assert _through(chunks, TextDecoderStream()) == ["ab", "c"]


# --- TextEncoderStream


def test_encoder_stream_encodes_to_utf8_bytes() -> None:
    stream = TextEncoderStream()
    assert stream.encoding == "utf-8"
    assert _through(["a\u00e9", "", "\U0001f499"], stream) == [b"a\xc3\xa9", "💙".encode()]


def test_encoder_stream_joins_a_surrogate_pair_across_chunks() -> None:
    out = _through(["a\ud83d", "\udc99b"], TextEncoderStream())
    assert out == [b"a", b"\xf0\x9f\x92\x99b"]


def test_encoder_stream_lone_surrogates_become_fffd() -> None:
    fffd = "\ufffd".encode()
    # a leading surrogate followed by no trailing one; a lone trailing one; one at the end
    out = _through(["\ud83d", "x", "\udc99", "\ud83d"], TextEncoderStream())
    assert out == [fffd + b"x", fffd, fffd]
    assert _through(["\ud83d", "\ud83d", "\udc99"], TextEncoderStream()) == [
        fffd,
        "\U0001f499".encode(),
    ]
    # a pair held as two code points of a Python str is a pair, as in a JavaScript string
    assert _through(["\ud83d\udc99"], TextEncoderStream()) == ["\U0001f499".encode()]


def test_encoder_stream_converts_chunks_as_dom_strings() -> None:
    assert _through([3.5, 7, True], TextEncoderStream()) == [b"3.5", b"7", b"true"]
    error = _error_of([None], TextEncoderStream())
    assert type(error) is TypeError and "TextEncoderStream" in str(error)


def test_encoder_then_decoder_round_trip() -> None:
    text = ["stre", "\u00e4ms \ud83d", "\ude00!"]
    encoded = ReadableStream.from_(text).pipeThrough(TextEncoderStream())
    reader = encoded.pipeThrough(TextDecoderStream()).getReader()
    out = []
    while not (result := await_sync(reader.read()))["done"]:
        out.append(result["value"])
    assert "".join(out) == "stre\u00e4ms \U0001f600!"


# --- CompressionStream, DecompressionStream

_TEXT = b"expected output " * 500


@pytest.mark.parametrize(
    ("format", "decompress"),
    [
        ("deflate", zlib.decompress),
        ("deflate-raw", lambda data: zlib.decompress(data, -15)),
        ("gzip", gzip.decompress),
    ],
)
def test_compression_stream_output_is_the_format(format: str, decompress: Any) -> None:
    chunks = _through([_TEXT[:100], b"", bytearray(_TEXT[100:])], CompressionStream(format))
    assert chunks and all(type(chunk) is bytes and chunk for chunk in chunks)
    assert decompress(b"".join(chunks)) == _TEXT


@pytest.mark.parametrize("format", ["deflate", "deflate-raw", "gzip"])
def test_decompression_stream_round_trip_byte_by_byte(format: str) -> None:
    compressed = b"".join(_through([_TEXT], CompressionStream(format)))
    pieces = [compressed[i : i + 1] for i in range(len(compressed))]
    assert b"".join(_through(pieces, DecompressionStream(format))) == _TEXT


def test_decompression_stream_splits_a_large_output() -> None:
    big = bytes(300_000)
    out = _through([zlib.compress(big)], DecompressionStream("deflate"))
    assert len(out) > 1 and max(map(len, out)) <= 65536 and b"".join(out) == big


def test_empty_streams_of_each_format() -> None:
    for format in ("deflate", "deflate-raw", "gzip"):
        compressed = b"".join(_through([], CompressionStream(format)))
        assert compressed and _through([compressed], DecompressionStream(format)) == []


@pytest.mark.parametrize("cls", [CompressionStream, DecompressionStream])
def test_formats_outside_the_enum_and_brotli_are_type_errors(cls: Any) -> None:
    with pytest.raises(TypeError, match="not a valid enum value"):
        cls("DEFLATE")
    with pytest.raises(TypeError, match="Unsupported compression format: 'brotli'"):
        cls("brotli")
    with pytest.raises(TypeError):
        cls(None)


@pytest.mark.parametrize("cls", [CompressionStream, DecompressionStream])
@pytest.mark.parametrize("chunk", ["text", 3.14, {}, [65], None])
def test_chunk_not_a_buffer_source_errors_the_stream(cls: Any, chunk: object) -> None:
    assert type(_error_of([chunk], cls("gzip"))) is TypeError


_GZIP = gzip.compress(b"expected output", mtime=0)


@pytest.mark.parametrize(
    "data",
    [
        _GZIP[:-1],  # truncated: the end not reached at the flush
        _GZIP + b"\x00",  # trailing junk in the same chunk
        b"\x00" + _GZIP[1:],  # a bad magic number
        _GZIP[:-8] + bytes(4) + _GZIP[-4:],  # a bad CRC
        _GZIP[:-4] + b"\x01\x00\x00\x00",  # a bad ISIZE
        b"",  # nothing at all
    ],
)
def test_decompression_stream_corrupt_input_is_a_type_error(data: bytes) -> None:
    assert type(_error_of([data], DecompressionStream("gzip"))) is TypeError


def test_decompression_stream_junk_in_a_later_chunk_is_a_type_error() -> None:
    error = _error_of([zlib.compress(b"x"), b"junk"], DecompressionStream("deflate"))
    assert type(error) is TypeError and "Junk" in str(error)
    # (an empty chunk after the end is nothing)
    assert _through([zlib.compress(b"x"), b""], DecompressionStream("deflate")) == [b"x"]


def test_decompression_stream_preset_dictionary_is_a_type_error() -> None:
    compressor = zlib.compressobj(zdict=b"thequickbrownfox")
    data = compressor.compress(b"thequickbrownfox") + compressor.flush()
    assert type(_error_of([data], DecompressionStream("deflate"))) is TypeError


def test_a_writer_sees_the_error_of_a_bad_chunk() -> None:
    stream = DecompressionStream("deflate")
    writer = stream.writable.getWriter()
    reader = stream.readable.getReader()
    write = writer.write(b"\x00\x01\x02")
    with pytest.raises(TypeError):
        await_sync(reader.read())
    with pytest.raises(TypeError):
        await_sync(write)
    with pytest.raises(TypeError):
        await_sync(writer.close())
