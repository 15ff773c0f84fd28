"""JavaScript's Number::toString (``webapi._webidl._numbers``)."""

from __future__ import annotations

import pytest

from webapi._webidl import integer_to_string, number_to_string


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (0.0, "0"),
        (-0.0, "0"),
        (1.0, "1"),
        (-1.0, "-1"),
        (100.0, "100"),
        (1.5, "1.5"),
        (0.1, "0.1"),
        (0.1 + 0.2, "0.30000000000000004"),
        (123.456, "123.456"),
        (0.000001, "0.000001"),
        (1e-7, "1e-7"),
        (-1e-7, "-1e-7"),
        (1.5e-10, "1.5e-10"),
        (1e20, "100000000000000000000"),
        (1e21, "1e+21"),
        (1.2345678901234568e20, "123456789012345680000"),
        (1.5e300, "1.5e+300"),
        (2.0**53, "9007199254740992"),
        (5e-324, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
        (float("nan"), "NaN"),
        (float("inf"), "Infinity"),
        (float("-inf"), "-Infinity"),
    ],
)
def test_number_to_string(value: float, expected: str) -> None:
    assert number_to_string(value) == expected


def test_integers_are_written_in_full() -> None:
    assert integer_to_string(2**64) == "18446744073709551616"
    assert integer_to_string(-5) == "-5"
