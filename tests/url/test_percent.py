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


def test_printable_ascii_is_what_the_c0_control_set_leaves_alone() -> None:
    # The opaque path fast path (webapi.url._fast_path) keeps a path of these bytes as it is.
    from webapi.url._fast_path import _PRINTABLE_ASCII_BYTES

    c0 = p.C0_CONTROL_PERCENT_ENCODE_SET
    assert c0.kept_bytes == _PRINTABLE_ASCII_BYTES
    for code_point in range(0x80):
        assert (code_point in _PRINTABLE_ASCII_BYTES) == (chr(code_point) not in c0)


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


def _reference_decode(data: bytes) -> bytes:
    """https://url.spec.whatwg.org/#percent-decode, one byte at a time."""
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
    return bytes(out)


# Pieces that make every "%" an escape (the unicode_escape path) or not (the loop), with the
# codec's own escapes around them.
_PERCENT_BYTES = st.lists(
    st.sampled_from(
        [b"%41", b"%c3", b"%A9", b"%00", b"%FF", b"%5C", b"%", b"%4", b"%zz", b"\\", b"\\x",
         b"\\u0041", b"\\N{BULLET}", b"\\n", b"\n", b"x", b"\xe9", b"\xff"]
    ),
    max_size=10,
).map(b"".join)  # fmt: skip


@given(data=st.one_of(st.binary(), _PERCENT_BYTES))
def test_percent_decode_matches_byte_at_a_time(data: bytes) -> None:
    assert p.percent_decode(data) == _reference_decode(data)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"%41%c3%A9", b"A\xc3\xa9"),  # every "%" an escape
        (b"\\%41\\x41\\\\u0041%5C", b"\\A\\x41\\\\u0041\\"),
        (b"\xff%20\n", b"\xff \n"),
        (b"%41%4", b"A%4"),  # not: the loop
        (b"%%41", b"%A"),
    ],
)
def test_percent_decode_paths(data: bytes, expected: bytes) -> None:
    assert p.percent_decode(data) == expected == _reference_decode(data)


def test_encode_non_ascii_with_lone_surrogates() -> None:
    assert p.utf8_percent_encode("\xe9\ud800 a\udfff", p.PATH_PERCENT_ENCODE_SET) == (
        "%C3%A9%EF%BF%BD%20a%EF%BF%BD"
    )
    form = p.APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET
    assert p.utf8_percent_encode("\ud83d\u20ac +", form) == "%EF%BF%BD%E2%82%AC+%2B"


def test_lone_surrogates_encode_as_replacement_character() -> None:
    assert p.utf8_percent_encode("\ud800", p.PATH_PERCENT_ENCODE_SET) == "%EF%BF%BD"
