"""Fetch's header-list algorithms on what Python code passes (issue #30 items 11 and 18): a
Content-Length of thousands of digits is a number (not Python's 4,300-digit limit of ``int``),
and ``get`` and "get, decode, and split" take any collection of name-value pairs."""

from __future__ import annotations

import decimal

import webapi.fetch
from webapi.fetch import extract_length


def test_a_content_length_of_5000_digits_is_a_number() -> None:
    digits = "9" * 5000
    expected = int(decimal.Decimal(digits))  # not Python's 4,300-digit str-to-int limit
    assert extract_length([("Content-Length", digits)]) == expected
    assert extract_length([("Content-Length", "0" * 6000 + "12")]) == 12
    assert extract_length([("Content-Length", "1" + "0" * 8999)]) == 10**8999


def test_header_helpers_take_any_collection() -> None:
    assert webapi.fetch.get("Content-Type", {"content-type": "text/html"}) == b"text/html"
    assert webapi.fetch.get(b"x", [(b"X", b"1"), (b"x", b"2")]) == b"1, 2"
    assert webapi.fetch.get_decode_and_split_value('a, "b,c"') == ["a", '"b,c"']
