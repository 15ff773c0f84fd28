"""The IPv6 parser and serializer (https://url.spec.whatwg.org/#concept-ipv6-parser)."""

from __future__ import annotations

import ipaddress

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests._sample import sampled
from tests._sizes import tiered
from webapi.url._ipv6 import (
    find_the_ipv6_address_compressed_piece_index,
    ipv6_parse,
    ipv6_serialize,
    serialize_hex_pieces,
)
from webapi.url._validation_errors import ValidationError


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("::", "::"),
        ("::1", "::1"),
        ("0:0::1", "::1"),
        ("1::", "1::"),
        ("1:0:0:0:0:0:0:0", "1::"),
        ("0:0:0:0:0:0:0:1", "::1"),
        ("1:0:0:2:0:0:0:3", "1:0:0:2::3"),
        ("1:0:0:2:0:0:3:4", "1::2:0:0:3:4"),
        ("2001:DB8::1", "2001:db8::1"),
        ("::ffff:192.168.0.1", "::ffff:c0a8:1"),
        ("::127.0.0.1", "::7f00:1"),
        ("1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:102:304"),
        ("0001:0002::0003", "1:2::3"),
        ("1:0:1:0:1:0:1:0", "1:0:1:0:1:0:1:0"),
    ],
)
def test_ipv6_round_trip(text: str, expected: str) -> None:
    address = ipv6_parse(text)
    assert address is not None
    assert ipv6_serialize(address) == expected


@pytest.mark.parametrize(
    ("text", "error"),
    [
        (":1", "IPv6-invalid-compression"),
        ("1:2:3:4:5:6:7:8:9", "IPv6-too-many-pieces"),
        ("1::1::1", "IPv6-multiple-compression"),
        ("1:2:3!:4", "IPv6-invalid-code-point"),
        ("1:2:3:", "IPv6-invalid-code-point"),
        ("1:2:3", "IPv6-too-few-pieces"),
        ("", "IPv6-too-few-pieces"),
        ("1:1:1:1:1:1:1:127.0.0.1", "IPv4-in-IPv6-too-many-pieces"),
        ("ffff::.0.0.1", "IPv4-in-IPv6-invalid-code-point"),
        ("ffff::127.0.xyz.1", "IPv4-in-IPv6-invalid-code-point"),
        ("ffff::127.0xyz", "IPv4-in-IPv6-invalid-code-point"),
        ("ffff::127.00.0.1", "IPv4-in-IPv6-invalid-code-point"),
        ("ffff::127.0.0.1.2", "IPv4-in-IPv6-invalid-code-point"),
        ("ffff::127.0.0.4000", "IPv4-in-IPv6-out-of-range-part"),
        ("ffff::127.0.0", "IPv4-in-IPv6-too-few-parts"),
        ("12345::", "IPv6-invalid-code-point"),
    ],
)
def test_ipv6_failures_name_the_error(text: str, error: str) -> None:
    errors: list[ValidationError] = []
    assert ipv6_parse(text, lambda t, i, f: errors.append(ValidationError(t, i, f))) is None
    assert [(e.type, e.failure) for e in errors] == [(error, True)]


def test_leading_zero_is_reported_but_not_a_failure() -> None:
    errors: list[ValidationError] = []
    assert ipv6_parse("::01", lambda t, i, f: errors.append(ValidationError(t, i, f))) == (
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        1,
    )
    assert errors == [ValidationError("IPv6-piece-leading-zero", 2, False)]


def test_compressed_piece_index_example_from_the_spec() -> None:
    # "In 0:f:0:0:f:f:0:0 it would point to the second 0."
    assert find_the_ipv6_address_compressed_piece_index((0, 0xF, 0, 0, 0xF, 0xF, 0, 0)) == 2
    assert find_the_ipv6_address_compressed_piece_index((1, 0, 1, 0, 1, 0, 1, 0)) is None


@pytest.mark.parametrize("seed", tiered(range(200)))
@sampled()
def test_serializer_agrees_with_rfc5952_for_random_addresses(seed: int) -> None:
    import random

    rng = random.Random(seed)
    pieces = tuple(rng.choice([0, 0, 0, 1, 0xFFFF, rng.randrange(0x10000)]) for _ in range(8))
    text = ipv6_serialize(pieces)
    assert ipv6_parse(text) == pieces
    # The standard library also follows RFC 5952 (it has no embedded-IPv4 form
    # for these addresses' serialization, and neither does the URL Standard).
    value = 0
    for piece in pieces:
        value = value << 16 | piece
    address = ipaddress.IPv6Address(value)
    if address.ipv4_mapped is None:  # newer Pythons print those in dotted form
        assert text == address.compressed


def _check_hex_pieces(text: str) -> bool:
    """Whether ``serialize_hex_pieces`` answered for ``text``; asserts it answered as the
    parser then the serializer do (and only where the parser does not fail)."""
    fast = serialize_hex_pieces(text)
    if fast is None:
        return False
    address = ipv6_parse(text)
    assert address is not None and fast == ipv6_serialize(address), text
    return True


def test_hex_pieces_shortcut_on_fixed_inputs() -> None:
    answered = [
        "::",
        "::1",
        "1::",
        "0:0::1",
        "1:0:0:2:0:0:0:3",
        "1:0:0:2:0:0:3:4",
        "0:f:0:0:f:f:0:0",
        "2001:DB8::1",
        "0001:0002::0003",
        "0000:0000:0000:0000:0000:0000:0000:0000",
        "1:2:3:4:5:6:7::",
        "::2:3:4:5:6:7:8",
        "b6f1:cc88:2006:3739:8cd5:6ede:9854:21b",
    ]
    refused = [
        "",
        ":",
        ":::",
        "1:::2",
        "1::2::3",
        ":1:2:3:4:5:6:7",
        "1:2:3:4:5:6:7:",
        "1:2:3:4:5:6:7",
        "1:2:3:4:5:6:7:8:9",
        "1:2:3:4:5:6:7:8::",
        "::1:2:3:4:5:6:7:8",
        "1::2:3:4:5:6:7:8",  # eight pieces and "::": left to the parser
        "12345::",
        "::ffff:1.2.3.4",
        "g::",
        "1:2:3:4:5:6:7:8 ",
    ]
    for text in answered:
        assert _check_hex_pieces(text), text
    for text in refused:
        assert serialize_hex_pieces(text) is None, text


_PIECES = st.sampled_from(["0", "00", "0000", "1", "01", "f", "F", "ffff", "abcd", "12345", ""])


@given(  # 1,500 examples in the slow tier (tests/conftest.py)
    left=st.lists(_PIECES, max_size=9),
    right=st.lists(_PIECES, max_size=9),
    separator=st.sampled_from(["::", ":", ":::", "", ".", "::1.2.3.4:"]),
)
def test_hex_pieces_shortcut_on_generated_inputs(
    left: list[str], right: list[str], separator: str
) -> None:
    _check_hex_pieces(":".join(left) + separator + ":".join(right))


@pytest.mark.parametrize("seed", range(50))
@sampled()
def test_hex_pieces_shortcut_on_random_addresses(seed: int) -> None:
    import random

    rng = random.Random(seed)
    pieces = tuple(rng.choice([0, 0, 0, 1, 0xFFFF, rng.randrange(0x10000)]) for _ in range(8))
    text = ipv6_serialize(pieces)
    assert _check_hex_pieces(text) and _check_hex_pieces(text.upper())
    assert _check_hex_pieces(":".join(f"{piece:04x}" for piece in pieces))
