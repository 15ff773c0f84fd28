"""Forgiving base64 (Infra) and ``atob``/``btoa`` (HTML): every case of the
web-platform-tests data (base64.json), the checks of html/webappapis/atob/base64.html in our
own words, and the decoder proved equal to a step-by-step transcription of the standard's loop
(which ``binascii`` stands in for)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests._sample import sampled
from webapi.dom import DOMException
from webapi.html import atob, btoa
from webapi.infra import forgiving_base64_decode, forgiving_base64_encode
from wpt.testing import data_cases

_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def transcribed_decode(data: str) -> bytes | None:
    """https://infra.spec.whatwg.org/#forgiving-base64-decode, step by step."""
    data = "".join(c for c in data if c not in "\t\n\f\r ")
    if len(data) % 4 == 0:
        if data.endswith("=="):
            data = data[:-2]
        elif data.endswith("="):
            data = data[:-1]
    if len(data) % 4 == 1:
        return None
    if any(c not in _ALPHABET for c in data):
        return None
    output = bytearray()
    buffer = 0
    bits = 0
    for c in data:
        buffer = buffer << 6 | _ALPHABET.index(c)
        bits += 6
        if bits == 24:
            output += buffer.to_bytes(3, "big")
            buffer = bits = 0
    if bits == 12:
        output.append(buffer >> 4)
    elif bits == 18:
        output += (buffer >> 2).to_bytes(2, "big")
    return bytes(output)


@pytest.mark.parametrize("case", data_cases("fetch/base64.json"), ids=lambda c: repr(c)[:40])
@sampled()
def test_wpt_forgiving_base64(case: list[Any]) -> None:
    input, expected = case
    assert transcribed_decode(input) == (None if expected is None else bytes(expected))
    assert forgiving_base64_decode(input) == (None if expected is None else bytes(expected))
    if expected is None:
        with pytest.raises(DOMException) as raised:
            atob(input)
        assert raised.value.name == "InvalidCharacterError" and raised.value.code == 5
    else:
        assert atob(input) == bytes(expected).decode("latin-1")


@given(st.text(alphabet=_ALPHABET + "=\t\n\f\r \x0b*-_\u3000\ud800", max_size=40))
def test_decode_equals_the_transcription(data: str) -> None:
    assert forgiving_base64_decode(data) == transcribed_decode(data)


@given(st.binary(max_size=60))
def test_encode_round_trips(data: bytes) -> None:
    encoded = forgiving_base64_encode(data)
    assert forgiving_base64_decode(encoded) == data
    assert btoa(data.decode("latin-1")) == encoded
    assert atob(encoded) == data.decode("latin-1")


def test_atob_and_btoa_as_browsers_give_them() -> None:
    # html/webappapis/atob/base64.html: btoa on every Latin-1 string, atob's padding rules.
    assert btoa("") == ""
    assert btoa("\xff\xfe") == "//4="
    assert atob("YR") == "a" == atob("YQ")  # the discarded bits
    assert atob(" Y Q = = ") == "a"
    for bad in ("YQ=", "Y", "YQ===", "=YQ", "Y=Q=", "*", "\u3000YQ", "YQ\x0b"):
        with pytest.raises(DOMException, match="InvalidCharacterError"):
            atob(bad)
    for bad in ("\u0100", "a\ud800", "€"):
        with pytest.raises(DOMException) as raised:
            btoa(bad)
        assert raised.value.name == "InvalidCharacterError"
    with pytest.raises(TypeError, match="atob"):
        atob(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="btoa"):
        btoa(b"x")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "data",
    ["", "AAAA", "YQ==", "YR==", "YWI=", "YWJ=", "Y===", "====", "=YQ=", "YQ=a", "YQ==YQ==",
     "YQ\n==", "YW I=", "abcd====", "abcdYQ===", "a=b=", "ab=c", "abcdef=g", "ab=\x3d",
     "Y", "YQ", "YWJj", "YWJjZA", "+/+/", "-_-_", "YQ==\x00", "\xe9AAA"],
)  # fmt: skip
def test_binascii_strict_mode_path_equals_the_transcription(data: str) -> None:
    # Lengths that divide by 4 go through binascii's strict mode first (padding at the end
    # only, the alphabet only; nonzero discarded bits, as in "YR==", decode as the standard's
    # loop does).
    assert forgiving_base64_decode(data) == transcribed_decode(data)
