"""The ``whatwg-`` codecs' calls that go straight to one function (issue 42 item 17):

- encoding with ``xmlcharrefreplace`` is the standard's error mode "html"
  (``webapi.encoding.encode``), where it was ``encode_or_fail_chunks`` with ``&#N;`` written for
  each error: the bytes of the transcription of the standard (``test_encoding_standard.py``),
  for every encoding with an encoder, on texts with unencodable code points, surrogate pairs,
  lone surrogates and ISO-2022-JP's state switches;
- ``whatwg-utf-8`` decodes with CPython's UTF-8 decoder in one call, as its decoder object did:
  the same text (the transcription of the standard's UTF-8 decoder in replacement mode), the
  same errors, every byte consumed.
"""

from __future__ import annotations

import array
import codecs
import random

import pytest
from encoding_reference import run
from hypothesis import given
from hypothesis import strategies as st

import webapi.encoding  # noqa: F401  (registers the codecs)
from tests._sizes import tiered
from tests.encoding.test_encoder_codecs import reference_html
from tests.encoding.test_encoding_standard import ENCODERS
from webapi.encoding import get_decoder

TEXTS = [
    "",
    "plain ASCII <p>",
    "“Quotes” — naïve café · Ελληνικά · Русский · 日本語 · 한국어 · 中文 · 😀 ✓ €5",
    "繁體中文測試，香港增補字符集：㐀 𠀋 Ê̄ ê̌ ÊÊ̄",
    "半角ｶﾀｶﾅ ¥‾ \u2212 \x0e\x0f\x1b 〜～ ①Ⅰ",
    "lone \ud800 trail \udc00 pair \ud83d\ude00 end \ud83d",
    "\ue5e5\ue7c7\u20ac\x80 \U0010ffff \ufffd",
]


def _reference(encoding: str, text: str) -> bytes:
    """Error mode "html" as the transcription of the standard writes it, over the scalar
    values the encoders read (a surrogate pair its code point, a lone surrogate U+FFFD)."""
    scalar = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    return reference_html(encoding, scalar)


@pytest.mark.parametrize("encoding", ENCODERS)
def test_xmlcharrefreplace_is_html_mode(encoding: str) -> None:
    name = "whatwg-" + encoding
    rng = random.Random(encoding)
    pool = "".join(TEXTS)
    texts = [*TEXTS, *("".join(rng.choices(pool, k=rng.randrange(1, 40))) for _ in range(60))]
    incremental = codecs.getincrementalencoder(name)("xmlcharrefreplace")
    for text in texts:
        expected = _reference(encoding, text)
        assert text.encode(name, "xmlcharrefreplace") == expected, text
        assert codecs.encode(text, name, "xmlcharrefreplace") == expected
        assert incremental.encode(text, True) == expected


def test_a_str_subclass_is_encoded_as_its_text() -> None:
    class Text(str):
        pass

    text = Text("中文 😀 ✓")
    assert codecs.encode(text, "whatwg-big5", "xmlcharrefreplace") == _reference("Big5", text)


def _utf_8_cases() -> list[bytes]:
    rng = random.Random(8)
    pieces = [b"a", b"\xc3\xa9", b"\xe2\x82\xac", b"\xf0\x9f\x98\x80", b"\x80", b"\xc3",
              b"\xe2\x82", b"\xf0\x9f\x98", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf",
              b"\xef\xbb\xbf", b"\xff", b"\xe0\x80\x80"]  # fmt: skip
    return [
        b"",
        *pieces,
        *(b"".join(rng.choices(pieces, k=rng.randrange(1, 12))) for _ in range(300)),
    ]


@pytest.mark.parametrize("data", tiered(_utf_8_cases()), ids=repr)
def test_utf_8_decode(data: bytes) -> None:
    text, consumed = codecs.lookup("whatwg-utf-8").decode(data, "replace")
    assert (text, consumed) == (run("UTF-8", data), len(data))
    assert data.decode("whatwg-utf-8", "replace") == text
    assert get_decoder("UTF-8").decode(data, True) == text
    try:
        expected = get_decoder("UTF-8", fatal=True).decode(data, True)
    except UnicodeDecodeError:
        with pytest.raises(UnicodeDecodeError):
            data.decode("whatwg-utf-8")
    else:
        assert data.decode("whatwg-utf-8") == expected == text


@given(st.binary(max_size=24))
def test_utf_8_decode_generated(data: bytes) -> None:
    assert data.decode("whatwg-utf-8", "replace") == run("UTF-8", data)


def test_utf_8_decode_takes_what_it_took() -> None:
    data = "naïve 😀".encode()
    for buffer in (
        bytearray(data),
        memoryview(data),
        memoryview(data + b"!").cast("B", (2, 6)),
        array.array("B", data),
        memoryview(array.array("H", data + b"!")),  # items of two bytes: its bytes in order
    ):
        assert codecs.decode(buffer, "whatwg-utf-8") == bytes(buffer).decode("utf-8")  # type: ignore[arg-type]
    stepped = memoryview(bytes(b for byte in data for b in (byte, 0)))[::2]  # not contiguous
    assert codecs.decode(stepped, "whatwg-utf-8") == "naïve 😀"  # type: ignore[arg-type]
    for errors in ("ignore", "surrogateescape", "backslashreplace"):
        with pytest.raises(ValueError, match="strict' and 'replace'"):
            data.decode("whatwg-utf-8", errors)
    with pytest.raises(UnicodeDecodeError):
        b"\xff".decode("whatwg-utf-8")
