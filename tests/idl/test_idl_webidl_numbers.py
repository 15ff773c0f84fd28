"""JavaScript's numbers in ``webapi._webidl._numbers``: Number::toString, StringToNumber and
the conversions to the IDL numeric types."""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from idl.model import INTEGER_TYPES
from webapi._webidl import (
    integer_converter,
    integer_to_string,
    number_to_string,
    string_to_number,
    to_double,
    to_float,
    to_unrestricted_double,
    to_unrestricted_float,
)


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


# --- the IDL numeric types (https://webidl.spec.whatwg.org/#es-integer-types, #es-float) ---
# Expected values worked out by hand from the spec's steps (ToNumber, ConvertToInt, the
# float rounding), not from the code.

NAN, INF = float("nan"), float("inf")
FLT_MAX = 3.4028234663852886e38  # (2 - 2**-23) * 2**127
FLT_HALF_ULP = 2.0**103  # half the distance from FLT_MAX to the next single, 2**128


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", 0.0),
        (" \t\n", 0.0),
        ("12", 12.0),
        ("  12  ", 12.0),
        ("\ufeff\xa0\u3000\u2028 7 \u2029\u205f", 7.0),  # JavaScript's white space
        ("\x1c7", NAN),  # Python's str.strip() would take U+001C: JavaScript does not
        ("\u200b7", NAN),  # ZERO WIDTH SPACE is not Zs
        ("\x857", NAN),  # NEXT LINE is not JavaScript white space
        (".5", 0.5),
        ("5.", 5.0),
        ("+.5", 0.5),
        (".", NAN),
        ("-", NAN),
        ("e5", NAN),
        ("1e", NAN),
        ("1e+", NAN),
        ("1E-2", 0.01),
        ("00012", 12.0),
        ("-0", -0.0),
        ("1e400", INF),
        ("-1e400", -INF),
        ("Infinity", INF),
        ("-Infinity", -INF),
        ("+Infinity", INF),
        ("infinity", NAN),
        ("inf", NAN),
        ("nan", NAN),
        ("NaN", NAN),
        ("0x1f", 31.0),
        ("0X1F", 31.0),
        ("0o17", 15.0),
        ("0b101", 5.0),
        ("0x", NAN),
        ("-0x1", NAN),  # no sign before a non-decimal literal
        ("+0x1", NAN),
        ("0x1g", NAN),
        ("0b2", NAN),
        ("0x" + "f" * 300, INF),  # past the largest double
        ("1_000", NAN),  # no numeric separators in StringToNumber
        ("0x1_0", NAN),
        ("1 2", NAN),
        ("\u0661\u0662", NAN),  # Arabic-Indic digits: Python's float() reads them
        ("１２", NAN),  # fullwidth digits: the same
        ("12n", NAN),
    ],
)
def test_string_to_number(text: str, expected: float) -> None:
    result = string_to_number(text)
    if expected != expected:
        assert result != result
    else:
        assert result == expected and math.copysign(1, result) == math.copysign(1, expected)


def _convert(idl_type: str, value: object, enforce_range: bool = False, clamp: bool = False) -> int:
    bits, signed = INTEGER_TYPES[idl_type]
    converter = integer_converter(idl_type, bits, signed, enforce_range, clamp)
    return converter(value, "Failed to execute 'f' on 'I'", 1)


@pytest.mark.parametrize(
    ("idl_type", "value", "expected"),
    [
        ("unsigned long", 5, 5),
        ("unsigned long", -1, 4294967295),
        ("unsigned long", 2**32, 0),
        ("unsigned long", 2**32 + 1, 1),
        ("unsigned long", 1.9, 1),
        ("unsigned long", -1.9, 4294967295),  # IntegerPart(-1.9) is -1
        ("unsigned long", -0.0, 0),
        ("unsigned long", NAN, 0),
        ("unsigned long", INF, 0),
        ("unsigned long", -INF, 0),
        ("unsigned long", "  0x1F\n", 31),
        ("unsigned long", "-0x1F", 0),  # NaN
        ("unsigned long", "1e3", 1000),
        ("unsigned long", "", 0),
        ("unsigned long", "abc", 0),
        ("unsigned long", True, 1),
        ("unsigned long", False, 0),
        ("unsigned long", None, 0),  # null
        ("unsigned long", Decimal("9.9"), 9),
        ("unsigned long", Fraction(7, 2), 3),
        ("long", 2**31, -(2**31)),
        ("long", 2**32 - 1, -1),
        ("long", -(2**31) - 1, 2**31 - 1),
        ("long", -7.5, -7),
        ("byte", 128, -128),
        ("byte", 255, -1),
        ("octet", 256, 0),
        ("octet", -1, 255),
        ("short", 32768, -32768),
        ("unsigned short", 65537, 1),
        ("unsigned short", -2, 65534),
        # the 64-bit types take the double nearest to the int: 2**53 + 1 is 2**53
        ("long long", 2**53 + 1, 2**53),
        ("long long", 2**63, -(2**63)),
        ("long long", 2**64 - 1, 0),  # the double 2**64
        ("long long", -(2**63) - 1, -(2**63)),
        ("unsigned long long", 2**64 + 2**12, 2**12),  # 2**64 + 4096 is a double
        ("unsigned long long", -1, 2**64 - 1),
        ("unsigned long long", 10**400, 0),  # +Infinity
    ],
)
def test_integer_conversions(idl_type: str, value: object, expected: int) -> None:
    result = _convert(idl_type, value)
    assert result == expected and type(result) is int


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (0.5, 0),
        (1.5, 2),
        (2.5, 2),  # halfway: the even one
        (-0.5, 0),
        (254.5, 254),
        (255.5, 255),
        (1e10, 255),
        (-1e10, 0),
        (INF, 255),
        (-INF, 0),
        (NAN, 0),
        ("3.5", 4),
        (-0.0, 0),
    ],
)
def test_clamp(value: object, expected: int) -> None:
    result = _convert("octet", value, clamp=True)
    assert result == expected and type(result) is int


@pytest.mark.parametrize(
    ("idl_type", "value", "expected"),
    [
        ("long", -(2**31), -(2**31)),
        ("long", 2**31 - 1, 2**31 - 1),
        ("long", 1.9, 1),
        ("long", "12", 12),
        ("unsigned long long", 2**53 - 1, 2**53 - 1),
        ("long long", -(2**53) + 1, -(2**53) + 1),
        ("unsigned long", -0.5, 0),  # IntegerPart(-0.5) is -0, then +0: in range
    ],
)
def test_enforce_range_in_range(idl_type: str, value: object, expected: int) -> None:
    assert _convert(idl_type, value, enforce_range=True) == expected


@pytest.mark.parametrize(
    ("idl_type", "value", "message"),
    [
        ("long", 2**31, "Value is outside the 'long' value range."),
        ("long", -(2**31) - 1, "Value is outside the 'long' value range."),
        ("unsigned long", -1, "Value is outside the 'unsigned long' value range."),
        ("unsigned long long", 2**53, "Value is outside the 'unsigned long long' value range."),
        ("long long", -(2**53), "Value is outside the 'long long' value range."),
        ("long", NAN, "Value is NaN and not of type 'long'."),
        ("long", "x", "Value is NaN and not of type 'long'."),
        ("long", INF, "Value is infinite and not of type 'long'."),
        ("long", "-Infinity", "Value is infinite and not of type 'long'."),
    ],
)
def test_enforce_range_errors(idl_type: str, value: object, message: str) -> None:
    with pytest.raises(TypeError) as error:
        _convert(idl_type, value, enforce_range=True)
    assert str(error.value) == f"Failed to execute 'f' on 'I': {message}"


@pytest.mark.parametrize("value", [b"1", bytearray(b"1"), [1], {}, object(), 1j])
def test_values_without_a_number_are_type_errors(value: object) -> None:
    with pytest.raises(TypeError, match=r"parameter 1 is not of type 'unsigned long'"):
        _convert("unsigned long", value)
    with pytest.raises(TypeError, match=r"parameter 1 is not of type 'double'"):
        to_double(value, "Failed to execute 'f' on 'I'", 1)


@pytest.mark.parametrize(
    ("converter", "value", "expected"),
    [
        (to_double, 1, 1.0),
        (to_double, "1.5", 1.5),
        (to_double, None, 0.0),
        (to_double, True, 1.0),
        (to_double, -0.0, -0.0),
        (to_unrestricted_double, "NaN", NAN),
        (to_unrestricted_double, "-Infinity", -INF),
        (to_unrestricted_double, 10**400, INF),
        (to_float, 0.1, 0.10000000149011612),
        (to_float, -0.0, -0.0),
        (to_float, FLT_MAX, FLT_MAX),
        (to_float, FLT_MAX + FLT_HALF_ULP - 2.0**75, FLT_MAX),  # just under halfway
        (to_unrestricted_float, FLT_MAX + FLT_HALF_ULP, INF),  # halfway: 2**128, the even
        (to_unrestricted_float, -1e39, -INF),
        (to_unrestricted_float, NAN, NAN),
        (to_float, 1e-50, 0.0),
    ],
)
def test_float_conversions(converter: Any, value: object, expected: float) -> None:
    result = converter(value, "Failed to execute 'f' on 'I'", 1)
    assert type(result) is float
    if expected != expected:
        assert result != result
    else:
        assert result == expected and math.copysign(1, result) == math.copysign(1, expected)


@pytest.mark.parametrize(
    ("converter", "value", "kind"),
    [
        (to_double, NAN, "double"),
        (to_double, INF, "double"),
        (to_double, "x", "double"),
        (to_float, 1e39, "float"),  # rounds to 2**128: +Infinity
        (to_float, FLT_MAX + FLT_HALF_ULP, "float"),
        (to_float, -INF, "float"),
    ],
)
def test_restricted_floats_refuse_non_finite_values(
    converter: Any, value: object, kind: str
) -> None:
    with pytest.raises(TypeError) as error:
        converter(value, "Failed to execute 'f' on 'I'", 1)
    assert (
        str(error.value)
        == f"Failed to execute 'f' on 'I': The provided {kind} value is non-finite."
    )
