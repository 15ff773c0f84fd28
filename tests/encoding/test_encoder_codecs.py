"""The stateless encoders run CPython's C codecs (a CPython codec, or a charmap built from the
standard's index) and the standard's own steps only for the code points where the codec differs
(``webapi/encoding/_encoders.py``, issue #33 item 4). Checked here against the transcription of
the Encoding Standard in ``test_encoding_standard.py``: the differing code points the module
works out on first use (with what the codec writes) are every code point where the codec differs
from the standard
(on each encoding's index code points and a sample: the slow tier of that module compares the
whole encoders at every scalar value), "html" mode equals encode-or-fail with each error
written as ``&#N;``, and the spans a codec fails on are collected per thread.
"""

from __future__ import annotations

import threading

import pytest

from tests.encoding.test_encoding_standard import (
    ENCODERS,
    SCALAR_VALUES,
    index_code_points,
    reference_chunks,
)
from webapi.encoding import encode, encode_or_fail_chunks
from webapi.encoding._encoder_steps import _handler
from webapi.encoding._encoders_html import _MULTI_BYTE_CODECS, _disagreements

#: Text of every script a page mixes in, and characters where CPython's codecs and the
#: standard disagree: JIS X 0212's é and ï (euc_jp encodes them, EUC-JP does not), HKSCS's é
#: (big5hkscs), € (GBK encodes it as 0x80, CPython's gbk does not), U+E000 (cp932's EUDC),
#: 髙 (U+9AD9: Shift_JIS's IBM extension, cp932's NEC-selected one), U+E5E5, U+2212, ¥, ‾,
#: halfwidth katakana, emoji and lone surrogates.
MIXED = (
    "<p>café naïve Œuvre “quotes” — Ελληνικά Русский 日本語 中文 繁體 한국어 ｶﾀｶﾅ ¥‾ − "
    "\u9ad9\ue000\ue5e5\ue7c7\u20ac 😀 \U00020000 \ud800 \udc00x \U0001f600</p>"
)


def reference_html(encoding: str, text: str) -> bytes:
    return b"".join(
        chunk if isinstance(chunk, bytes) else b"&#%d;" % chunk
        for chunk in reference_chunks(encoding, text)
    )


@pytest.mark.parametrize("encoding", ENCODERS)
def test_html_mode_is_encode_or_fail_with_references(encoding: str) -> None:
    text = MIXED * 3 + "".join(map(chr, SCALAR_VALUES[::997]))
    scalar = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    assert encode(text, encoding) == reference_html(encoding, scalar)
    assert encode_or_fail_chunks(encoding, text) == reference_chunks(encoding, scalar)


@pytest.mark.parametrize("encoding", sorted(_MULTI_BYTE_CODECS))
def test_the_differing_code_points_cover_every_difference(encoding: str) -> None:
    codec = _MULTI_BYTE_CODECS[encoding]
    differing = _disagreements(encoding, codec, _handler(encoding))
    assert differing
    missed = []
    for code_point in sorted(set(index_code_points(encoding)) | set(SCALAR_VALUES[::53])):
        try:
            theirs: bytes | None = chr(code_point).encode(codec)
        except UnicodeEncodeError:
            theirs = None
        chunks = reference_chunks(encoding, chr(code_point))
        ours = chunks[0] if chunks and isinstance(chunks[0], bytes) else None
        if code_point < 0x80:
            continue
        if code_point in differing:
            assert differing[code_point] == theirs != ours, hex(code_point)
        elif theirs != ours:
            missed.append(hex(code_point))
    assert missed == []


@pytest.mark.needs_threads
def test_codec_failures_are_collected_per_thread() -> None:
    texts = {name: ("aé\u0100b\u20ac😀" * 500) for name in ("windows-1252", "Shift_JIS")}
    expected = {name: reference_chunks(name, text) for name, text in texts.items()}
    failures: list[str] = []

    def work(name: str) -> None:
        for _ in range(20):
            if encode_or_fail_chunks(name, texts[name]) != expected[name]:
                failures.append(name)

    threads = [threading.Thread(target=work, args=(name,)) for name in texts for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []


def test_one_chunk_per_error_between_codec_spans() -> None:
    chunks = encode_or_fail_chunks("EUC-KR", "가😀" * 20_000)
    assert len(chunks) == 40_000 and chunks[1] == 0x1F600


def test_text_encoder_converts_to_usv_string_in_its_one_encode() -> None:
    from webapi.encoding import TextEncoder
    from webapi.encoding._text_codec import TextEncoderImpl

    # The binding passes a DOMString (idl/encoding.extras.toml: usv_in_impl); the impl's
    # UTF-8 encode, failing on a surrogate, runs the USVString conversion then.
    assert TextEncoderImpl().encode("a\ud800b") == b"a\xef\xbf\xbdb"
    assert TextEncoderImpl().encode("\ud83d\ude00\udc00") == "😀\ufffd".encode()
    encoder = TextEncoder()
    assert encoder.encode("é\ud800") == b"\xc3\xa9\xef\xbf\xbd"
    assert encoder.encode("\ud83d\ude00") == "😀".encode()
    assert encoder.encode(1.0) == b"1" and encoder.encode() == b""
