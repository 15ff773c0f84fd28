"""The edges of the encoding functions' arguments and of ``TextDecoder``'s state (issues #30
and #34): wrong types are ``TypeError``s naming the parameter, unknown labels
``LookupError``s, Python ``str`` is taken as a JavaScript string (a surrogate pair is one
code point), ``copy.copy`` and threads get independent decoders.
"""

from __future__ import annotations

import array
import codecs
import copy
import io
import threading
from collections.abc import Callable

import pytest

from webapi import TextDecoder, TextEncoder, URLSearchParams
from webapi.encoding import (
    _text_codec,
    bom_sniff,
    decode,
    document_encoding,
    encode,
    encode_or_fail_chunks,
    get_decoder,
    get_encoding,
    utf8_decode,
    utf8_decode_without_bom,
    utf8_decode_without_bom_or_fail,
    utf8_encode,
)
from webapi.encoding._labels import LABELS
from webapi.fetch import legacy_extract_an_encoding
from webapi.html import decode_html, sniff_encoding
from webapi.js import RangeError
from webapi.mimesniff import parse_mime_type


@pytest.mark.parametrize("label", [None, b"utf-8", 8, ["utf-8"]])
def test_get_encoding_takes_a_str(label: object) -> None:
    with pytest.raises(TypeError, match=r"get_encoding\(\): parameter 'label' is not a str"):
        get_encoding(label)  # type: ignore[arg-type]
    assert get_encoding(" UTF8 ") == "UTF-8"


@pytest.mark.parametrize(
    "function", [utf8_decode, utf8_decode_without_bom, utf8_decode_without_bom_or_fail, bom_sniff]
)
@pytest.mark.parametrize("data", [None, 5, 10**10, True, "abc"])
def test_byte_hooks_take_bytes_not_a_length(function: object, data: object) -> None:
    with pytest.raises(TypeError, match="parameter 'data' is not a bytes-like object"):
        function(data)  # type: ignore[operator]


def test_byte_hooks_take_any_bytes_like_object() -> None:
    # (typed as bytes; any buffer works, as in the rest of webapi)
    assert utf8_decode(bytearray(b"\xef\xbb\xbfa")) == "a"  # type: ignore[arg-type]
    assert utf8_decode_without_bom(memoryview(b"\xef\xbb\xbfa")) == "\ufeffa"  # type: ignore[arg-type]
    assert bom_sniff(bytearray(b"\xff\xfe")) == "UTF-16LE"  # type: ignore[arg-type]
    assert decode(memoryview(b"\x82\xa0"), "Shift_JIS") == "あ"  # type: ignore[arg-type]


def test_decode_and_encode_take_strs() -> None:
    with pytest.raises(TypeError, match=r"decode\(\): parameter 'data'"):
        decode(5, "UTF-8")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"decode\(\): parameter 'encoding'"):
        decode(b"a", None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"encode\(\): parameter 'text'"):
        encode(None, "UTF-8")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"encode\(\): parameter 'encoding'"):
        encode("a", None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"utf8_encode\(\): parameter 'text'"):
        utf8_encode(b"a")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"encode_or_fail_chunks\(\): parameter 'text'"):
        encode_or_fail_chunks("UTF-8", None)  # type: ignore[arg-type]


def test_legacy_extract_an_encoding_names_its_parameters() -> None:
    with pytest.raises(TypeError, match="parameter 'mime_type' is not a MIMETypeRecord"):
        legacy_extract_an_encoding("text/html;charset=gbk", None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="parameter 'fallback_encoding' is not a str"):
        legacy_extract_an_encoding(None, None)  # type: ignore[arg-type]
    assert legacy_extract_an_encoding(parse_mime_type("text/html;charset=gbk"), "") == "GBK"
    assert legacy_extract_an_encoding(None, "UTF-8") == "UTF-8"


@pytest.mark.parametrize("function", [sniff_encoding, decode_html])
def test_an_unknown_default_label_is_a_lookup_error(function: object) -> None:
    with pytest.raises(LookupError, match="nonsense"):
        function(b"abc", default="nonsense")  # type: ignore[operator]
    with pytest.raises(LookupError):  # even where a <meta> decides
        function(b"<meta charset=gbk>", default="nonsense")  # type: ignore[operator]
    with pytest.raises(TypeError, match="parameter 'default'"):
        function(b"abc", default=b"gbk")  # type: ignore[operator]

    def encoding(default: str | None) -> str:
        result = function(b"abc", default=default)  # type: ignore[operator]
        return result.encoding  # type: ignore[no-any-return]

    assert encoding("latin1") == "windows-1252"
    assert encoding("cp932") == "Shift_JIS"  # a Python codec name, as document_encoding
    assert encoding(None) == "windows-1252"  # None: the argument left out


@pytest.mark.parametrize("name", ["utf-\ud800", "a\0", "\udc00", "\0"])
def test_document_encoding_of_names_no_codec_can_have(name: str) -> None:
    with pytest.raises(LookupError, match="unknown encoding"):
        document_encoding(name)


def test_a_surrogate_pair_is_one_code_point() -> None:
    pair = "\ud800\udc00"  # U+10000 as JavaScript's UTF-16 holds it
    assert utf8_encode(pair) == "\U00010000".encode() == TextEncoder().encode(pair)
    assert encode(pair, "UTF-8") == b"\xf0\x90\x80\x80"
    assert encode("a" + pair + "b", "windows-1252") == b"a&#65536;b"
    assert encode_or_fail_chunks("GBK", pair) == [0x10000]
    assert encode(pair, "gb18030") == encode("\U00010000", "gb18030")
    assert encode(pair, "ISO-2022-JP") == b"&#65536;"
    # Lone surrogates (and a low surrogate before a high one) are U+FFFD each.
    assert utf8_encode("\udc00\ud800") == "\ufffd\ufffd".encode()
    assert encode("\ud800x", "windows-1252") == b"&#65533;x"


def test_a_huge_int_is_its_decimal_string_past_the_digit_limit() -> None:
    """The one policy (webapi._webidl integer_to_string): an int is its decimal string,
    past Python's 4,300-digit limit too; as a label it is then an unknown label."""
    with pytest.raises(RangeError):
        TextDecoder(10**5000)
    params = URLSearchParams()
    params.append("a", 10**5000)
    assert params.get("a") == "1" + "0" * 5000
    params.append("b", 10**30)
    assert params.get("b") == "1000000000000000000000000000000"


def test_text_encoder_none_is_the_argument_left_out() -> None:
    """The project's one rule for None: an optional argument's None is JavaScript's
    ``undefined``, the argument left out (``encode(input = "")``: ``b""``); a required
    argument refuses None (``encodeInto(None, ...)``, as ``URLSearchParams.append``)."""
    assert TextEncoder().encode(None) == TextEncoder().encode() == b""
    with pytest.raises(TypeError, match=r"parameter 1 is not of type 'USVString' \(got None"):
        TextEncoder().encodeInto(None, bytearray(4))  # type: ignore[arg-type]
    assert TextDecoder(None).encoding == "utf-8"
    assert TextDecoder().decode(None) == ""


def test_copy_of_a_text_decoder_is_independent() -> None:
    decoder = TextDecoder("shift_jis", fatal=True)
    assert decoder.decode(b"\x82", stream=True) == ""
    twin = copy.copy(decoder)
    assert twin is not decoder and repr(twin) == repr(decoder)
    assert decoder.decode(b"\xa0") == "あ"
    assert twin.decode(b"\xa2", stream=True) == "い"  # its own pending byte
    with pytest.raises(TypeError):
        twin.decode(b"\x82")  # a lead byte at the end: fatal
    deep = copy.deepcopy(TextDecoder("utf-8"))
    assert deep.decode(b"\xef\xbb\xbfa") == "a"
    # BOM seen is copied too.
    bom = TextDecoder("utf-16le")
    assert bom.decode(b"\xff\xfea\x00", stream=True) == "a"
    bom_copy = copy.copy(bom)
    assert bom.decode(b"\xff\xfe") == "\ufeff"
    assert bom_copy.decode(b"\xff\xfe", stream=True) == "\ufeff"


def test_copy_keeps_the_stream_state_not_shared() -> None:
    decoder = TextDecoder("utf-8")
    decoder.decode(b"\xe3\x81", stream=True)
    twin = copy.copy(decoder)
    assert decoder.decode(b"\x82") == "あ"
    assert twin.decode(b"\x84") == "い"
    assert decoder.decode(b"\xe3") == "\ufffd"
    assert twin.decode(b"x") == "x"


def test_a_non_streaming_call_does_not_touch_shared_state(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Another call on the same decoder in the middle of a non-streaming call (as another
    thread's would be) changes nothing in it: each keeps its BOM handling."""
    shared = TextDecoder("utf-8")
    real = _text_codec.get_decoder  # type: ignore[attr-defined]
    inner_results: list[str] = []

    class Interrupting:
        def __init__(self, decoder: object) -> None:
            self.decoder = decoder

        def decode(self, data: bytes, final: bool = False) -> str:
            if not inner_results:
                inner_results.append("")  # once
                inner_results[0] = shared.decode(b"\xef\xbb\xbfinner")
            return self.decoder.decode(data, final)  # type: ignore[attr-defined, no-any-return]

    monkeypatch.setattr(_text_codec, "get_decoder", lambda *a: Interrupting(real(*a)))
    # (an ill-formed byte: the call runs the standard's decoder, not the well-formed fast path)
    assert shared.decode(b"\xef\xbb\xbfouter\xff") == "outer\ufffd"
    assert inner_results == ["inner"]


@pytest.mark.parametrize(
    ("data", "ignore_bom", "fatal", "want"),
    [
        (b"\xef\xbb\xbf\xef\xbb\xbfx", False, False, "\ufeffx"),  # one BOM dropped
        (b"\xef\xbb\xbfx", True, False, "\ufeffx"),
        (b"", False, True, ""),
        (b"a\xed\xa0\x80", False, False, "a\ufffd\ufffd\ufffd"),  # a surrogate's bytes
        (b"\xf4\x90\x80\x80", False, False, "\ufffd" * 4),  # past U+10FFFF
        (b"\xc0\xaf", False, False, "\ufffd\ufffd"),  # overlong
        ("é€😀".encode(), False, True, "é€😀"),
    ],
)
def test_one_call_utf8_as_the_standards_decoder(
    data: bytes, ignore_bom: bool, fatal: bool, want: str
) -> None:
    """A whole input decoded in one call (well-formed UTF-8 takes Python's decoder) gives the
    standard decoder's answer, and the same as the streaming path."""
    assert TextDecoder("utf-8", ignoreBOM=ignore_bom, fatal=fatal).decode(data) == want
    streaming = TextDecoder("utf-8", ignoreBOM=ignore_bom, fatal=fatal)
    assert streaming.decode(data, stream=True) + streaming.decode() == want


@pytest.mark.needs_threads
def test_threads_share_one_decoder_for_non_streaming_calls() -> None:
    shared = TextDecoder("utf-8")
    errors: list[object] = []
    barrier = threading.Barrier(8)

    def work(n: int) -> None:
        barrier.wait()
        for i in range(300):
            text = f"{n}-{i}-日本"
            got = shared.decode(b"\xef\xbb\xbf" + text.encode())
            if got != text:
                errors.append((text, got))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []


#: Every encoding's name (the labels' values).
ENCODING_NAMES = sorted(set(LABELS.values()))
#: What is not a bytes-like object: ``bytes(4)`` would be four NUL bytes and ``bytes([1, 2])``
#: two bytes, where CPython's codecs refuse both.
NOT_BYTES = [4, True, 10**400, 1.5, None, "ab", [1, 2], {1: 2}]


def _entry_points(encoding: str) -> dict[str, Callable[[object], object]]:
    """Every way of giving an encoding's decoder bytes: the decoder ``get_decoder`` makes
    (streaming and final), the ``whatwg-`` codec's decode, incremental decoder and stream
    reader."""
    codec = "whatwg-" + encoding
    return {
        "Decoder.decode": lambda data: get_decoder(encoding).decode(data),  # type: ignore[arg-type]
        "Decoder.decode final": lambda data: get_decoder(encoding).decode(data, True),  # type: ignore[arg-type]
        "codecs.decode": lambda data: codecs.decode(data, codec, "replace"),  # type: ignore[arg-type]
        "incremental": lambda data: codecs.getincrementaldecoder(codec)("replace").decode(data),  # type: ignore[arg-type]
        "stream reader": lambda data: codecs.getreader(codec)(io.BytesIO(), "replace").decode(data),  # type: ignore[arg-type]
    }


@pytest.mark.parametrize("encoding", ENCODING_NAMES)
def test_every_decoder_entry_point_refuses_what_is_not_bytes_like(encoding: str) -> None:
    """Issue #42: ``get_decoder("Big5").decode(4)`` and ``codecs.decode(4, "whatwg-big5")``
    were four NULs (the multi-byte, UTF-8 and ISO-2022-JP decoders took any ``bytes()``
    argument; replacement's took anything): a ``TypeError``, as CPython's own codecs raise."""
    for value in NOT_BYTES:
        with pytest.raises(TypeError):
            codecs.decode(value, "utf-8")  # type: ignore[call-overload]  # the reference
        for name, entry_point in _entry_points(encoding).items():
            with pytest.raises(TypeError, match="not a bytes-like object") as raised:
                entry_point(value)
            assert "'data'" in str(raised.value) or "'input'" in str(raised.value), name


@pytest.mark.parametrize("encoding", ENCODING_NAMES)
def test_every_decoder_entry_point_takes_any_bytes_like_object(encoding: str) -> None:
    data = b"ab\xa4\x40\x1b$B\x30\x21"
    for buffer in (
        bytearray(data),
        memoryview(data),
        memoryview(data[:8]).cast("B", (2, 4)),  # 2-D: its bytes in C order
        array.array("B", data),
    ):
        size = memoryview(buffer).nbytes
        for name, entry_point in _entry_points(encoding).items():
            expected = entry_point(data[:size])
            assert entry_point(buffer) == expected, name


def test_the_codecs_errors_argument_is_a_str() -> None:
    with pytest.raises(TypeError, match="'errors'"):
        codecs.getincrementaldecoder("whatwg-big5")(4)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'strict' and 'replace'"):
        codecs.getincrementaldecoder("whatwg-big5")("ignore")
