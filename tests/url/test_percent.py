"""Percent-encode sets and percent-encoding/decoding
(https://url.spec.whatwg.org/#percent-encoded-bytes)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from webapi.url import _percent as p


def _c0_control_set(code_point: int) -> bool:
    return code_point <= 0x1F or code_point > 0x7E


# The sets as the spec defines them, one on top of the other.
_DEFINITIONS = {
    "C0 control": lambda c: _c0_control_set(c),
    "fragment": lambda c: _c0_control_set(c) or chr(c) in ' "<>`',
    "query": lambda c: _c0_control_set(c) or chr(c) in ' "#<>',
    "special-query": lambda c: _c0_control_set(c) or chr(c) in " \"#<>'",
    "path": lambda c: _c0_control_set(c) or chr(c) in ' "#<>?^`{}',
    "userinfo": lambda c: _c0_control_set(c) or chr(c) in ' "#<>?^`{}/:;=@[\\]|',
    "component": lambda c: _c0_control_set(c) or chr(c) in ' "#<>?^`{}/:;=@[\\]|$%&+,',
    "application/x-www-form-urlencoded": lambda c: (
        not (chr(c).isascii() and (chr(c).isalnum() or chr(c) in "*-._"))
    ),
}

_SETS = {
    "C0 control": p.C0_CONTROL_PERCENT_ENCODE_SET,
    "fragment": p.FRAGMENT_PERCENT_ENCODE_SET,
    "query": p.QUERY_PERCENT_ENCODE_SET,
    "special-query": p.SPECIAL_QUERY_PERCENT_ENCODE_SET,
    "path": p.PATH_PERCENT_ENCODE_SET,
    "userinfo": p.USERINFO_PERCENT_ENCODE_SET,
    "component": p.COMPONENT_PERCENT_ENCODE_SET,
    "application/x-www-form-urlencoded": p.APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
}


@pytest.mark.parametrize("name", list(_SETS))
def test_set_membership_matches_the_definition(name: str) -> None:
    encode_set = _SETS[name]
    definition = _DEFINITIONS[name]
    for code_point in [*range(0x100), 0x2020, 0xFFFD, 0x10FFFF]:
        assert (chr(code_point) in encode_set) is definition(code_point), (name, hex(code_point))


def _reference_encode(text: str, encode_set: p.PercentEncodeSet) -> str:
    """UTF-8 percent-encode one code point at a time, as the spec writes it."""
    out = []
    space_as_plus = encode_set is p.APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET
    for c in text:
        for byte in c.encode("utf-8"):
            if space_as_plus and byte == 0x20:
                out.append("+")
            elif byte < 0x80 and chr(byte) not in encode_set:
                out.append(chr(byte))
            else:
                out.append(f"%{byte:02X}")
    return "".join(out)


@given(text=st.text(), name=st.sampled_from(list(_SETS)))
def test_span_encoding_equals_code_point_at_a_time(text: str, name: str) -> None:
    assert p.utf8_percent_encode(text, _SETS[name]) == _reference_encode(text, _SETS[name])


def test_examples_from_the_spec() -> None:
    assert p.percent_encode_byte(0x23) == "%23"
    assert p.percent_encode_byte(0x7F) == "%7F"
    assert p.percent_decode(b"%25%s%1G") == b"%%s%1G"
    assert p.percent_decode_string("‽%25%2E") == b"\xe2\x80\xbd%."
    assert p.utf8_percent_encode("≡", p.USERINFO_PERCENT_ENCODE_SET) == "%E2%89%A1"
    assert p.utf8_percent_encode("‽", p.USERINFO_PERCENT_ENCODE_SET) == "%E2%80%BD"
    assert (
        p.utf8_percent_encode("Say what‽", p.USERINFO_PERCENT_ENCODE_SET) == "Say%20what%E2%80%BD"
    )


def test_component_set_matches_encode_uri_component() -> None:
    # "Using it with UTF-8 percent-encode gives identical results to
    # JavaScript's encodeURIComponent()": everything but A-Z a-z 0-9 - _ . ! ~ * ' ( )
    unreserved = set("-_.!~*'()")
    for code_point in range(0x80):
        c = chr(code_point)
        expected = c if (c.isalnum() or c in unreserved) else f"%{code_point:02X}"
        assert p.utf8_percent_encode(c, p.COMPONENT_PERCENT_ENCODE_SET) == expected


@given(data=st.binary())
def test_percent_decode_matches_byte_at_a_time(data: bytes) -> None:
    hexdigits = b"0123456789abcdefABCDEF"
    out = bytearray()
    i = 0
    while i < len(data):
        if (
            data[i] == 0x25
            and i + 2 < len(data)
            and data[i + 1] in hexdigits
            and data[i + 2] in hexdigits
        ):
            out.append(int(data[i + 1 : i + 3], 16))
            i += 3
        else:
            out.append(data[i])
            i += 1
    assert p.percent_decode(data) == bytes(out)


def test_lone_surrogates_encode_as_replacement_character() -> None:
    assert p.utf8_percent_encode("\ud800", p.PATH_PERCENT_ENCODE_SET) == "%EF%BF%BD"
