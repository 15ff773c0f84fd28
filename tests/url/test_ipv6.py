"""The IPv6 parser and serializer (https://url.spec.whatwg.org/#concept-ipv6-parser)."""

from __future__ import annotations

import ipaddress

import pytest

from webapi.url._ipv6 import (
    find_the_ipv6_address_compressed_piece_index,
    ipv6_parse,
    ipv6_serialize,
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


@pytest.mark.parametrize("seed", range(200))
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
