"""The IPv4 parser, number parser and ends-in-a-number checker
(https://url.spec.whatwg.org/#concept-ipv4-parser)."""

from __future__ import annotations

import pytest

from webapi.url._ipv4 import ends_in_a_number, ipv4_number_parse, ipv4_parse, ipv4_serialize
from webapi.url._validation_errors import ValidationError


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", None),
        ("0", (0, False)),
        ("00", (0, True)),
        ("0x", (0, True)),
        ("0X", (0, True)),
        ("0x10", (16, True)),
        ("0XfF", (255, True)),
        ("010", (8, True)),
        ("08", None),
        ("0x1g", None),
        ("1a", None),
        ("4294967295", (4294967295, False)),
        ("-1", None),
        ("+1", None),
        (" 1", None),
        ("١", None),  # ARABIC-INDIC DIGIT ONE is not an ASCII digit
    ],
)
def test_ipv4_number_parser(text: str, expected: tuple[int, bool] | None) -> None:
    assert ipv4_number_parse(text) == expected


def test_huge_numbers_parse_in_linear_time_and_compare_as_huge() -> None:
    result = ipv4_number_parse("9" * 100_000)
    assert result is not None and result[0] > 2**32
    assert ipv4_parse("1." + "0x" + "f" * 50_000) is None
    # Leading zeros do not make a number huge.
    assert ipv4_parse("0" * 10_000 + "1") == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1.2.3.4", True),
        ("1.2.3.4.", True),
        ("example.1", True),
        ("example.0x", True),
        ("example.0xa", True),
        ("example.0xg", False),
        ("example.09", True),  # the IPv4 parser rejects it later
        ("example.com", False),
        ("example.", False),
        ("1.2.3.", True),
        ("1..", False),
        ("x.1a", False),
    ],
)
def test_ends_in_a_number(text: str, expected: bool) -> None:
    assert ends_in_a_number(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("192.168.0.1", "192.168.0.1"),
        ("0xc0.0250.0.1", "192.168.0.1"),
        ("3232235521", "192.168.0.1"),
        ("192.11010049", "192.168.0.1"),
        ("192.168.1", "192.168.0.1"),
        ("0x7f.1", "127.0.0.1"),
        ("1.2.3.4.", "1.2.3.4"),
        ("4294967295", "255.255.255.255"),
        ("0", "0.0.0.0"),
        ("0x", "0.0.0.0"),
    ],
)
def test_ipv4_forms(text: str, expected: str) -> None:
    address = ipv4_parse(text)
    assert address is not None
    assert ipv4_serialize(address) == expected


@pytest.mark.parametrize(
    "text",
    ["4294967296", "1.2.3.4.5", "256.1.1.1", "1.2.3.256", "1.2.65536", "09.1.1.1", "1.x.1.1"],
)
def test_ipv4_failures(text: str) -> None:
    assert ipv4_parse(text) is None


def _errors(text: str) -> tuple[int | None, list[ValidationError]]:
    errors: list[ValidationError] = []
    result = ipv4_parse(text, lambda t, i, f: errors.append(ValidationError(t, i, f)))
    return result, errors


def test_ipv4_validation_errors() -> None:
    assert _errors("1.2.3.4") == (0x01020304, [])
    _, errors = _errors("1.2.3.")
    assert [e.type for e in errors] == ["IPv4-empty-part", "IPv4-too-few-parts"]
    _, errors = _errors("0x7f.0.0.1")
    assert [(e.type, e.failure) for e in errors] == [("IPv4-non-decimal-part", False)]
    # Out of range in the last part is allowed while the number fits the rest.
    result, errors = _errors("1.65535")
    assert result == 0x0100FFFF
    assert [(e.type, e.failure) for e in errors] == [
        ("IPv4-too-few-parts", False),
        ("IPv4-out-of-range-part", False),
    ]
    result, errors = _errors("255.255.4000.1")
    assert result is None
    assert [(e.type, e.failure) for e in errors] == [("IPv4-out-of-range-part", True)]
    assert [e.type for e in _errors("1.2.3.4.5")[1]] == ["IPv4-too-many-parts"]
    assert [e.type for e in _errors("1.2.x.4")[1]] == ["IPv4-non-numeric-part"]
