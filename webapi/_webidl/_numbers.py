"""JavaScript's numbers and Python's: ToString for numbers, so that ``url.port = 8080`` or
``params.append("n", 1.5)`` gives the string a browser would produce, and the conversions of
Python values to the IDL numeric types (ToNumber, then ConvertToInt or the float rounding).

Spec: https://tc39.es/ecma262/#sec-numeric-types-number-tostring,
https://webidl.spec.whatwg.org/#es-integer-types and https://webidl.spec.whatwg.org/#es-float

Python's ``repr`` of a float is already the shortest string that round-trips
(as is JavaScript's); only the layout differs: ``1e+21`` vs ``1e21``,
``1.0`` vs ``1``, ``1e-07`` vs ``1e-7``, ``inf`` vs ``Infinity``.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeAlias, TypeVar

    T = TypeVar("T")
    #: ``(value, prefix, position) -> converted value`` (``._compound``'s, which imports this)
    Converter: TypeAlias = Callable[[object, str, int], T]

_INFINITY = float("inf")

__all__ = [
    "convert_to_int",
    "float_converter",
    "integer_converter",
    "integer_to_string",
    "number_to_string",
    "string_to_number",
    "to_byte",
    "to_double",
    "to_float",
    "to_long",
    "to_long_long",
    "to_number",
    "to_octet",
    "to_short",
    "to_unrestricted_double",
    "to_unrestricted_float",
    "to_unsigned_long",
    "to_unsigned_long_long",
    "to_unsigned_short",
]


def integer_to_string(value: int) -> str:
    """A Python ``int`` in decimal (``int`` subclasses such as ``IntEnum``
    members are written as their value, not their name), however many digits it has (as
    JavaScript writes a BigInt): past Python's limit on int-to-str conversion
    (``sys.get_int_max_str_digits()``, 4,300 digits by default) ``decimal`` writes it, which
    that limit does not apply to."""
    try:
        return int.__repr__(value)
    except ValueError:  # "Exceeds the limit (4300 digits) for integer string conversion"
        from decimal import Decimal

        return str(Decimal(int(value)))


def _shortest_digits(value: float) -> tuple[str, int]:
    """The digits ``s`` and exponent ``n`` of ECMA-262 Number::toString step 5
    for a finite, positive ``value``: ``value = 0.s × 10**n`` with ``s`` having
    no leading or trailing zeros."""
    mantissa, _, exponent = float.__repr__(value).partition("e")
    integer_part, _, fraction = mantissa.partition(".")
    digits = integer_part + fraction
    significant = digits.lstrip("0")
    n = len(integer_part) - (len(digits) - len(significant))
    if exponent:
        n += int(exponent)
    return significant.rstrip("0"), n


def number_to_string(value: float) -> str:
    """https://tc39.es/ecma262/#sec-numeric-types-number-tostring (radix 10)."""
    if value != value:
        return "NaN"
    if value == 0:
        return "0"  # both +0 and -0
    if value in (_INFINITY, -_INFINITY):
        return "Infinity" if value > 0 else "-Infinity"
    sign = "-" if value < 0 else ""
    digits, n = _shortest_digits(abs(value))
    k = len(digits)
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * -n + digits
    e = n - 1
    exponent = f"e+{e}" if e >= 0 else f"e-{-e}"
    if k == 1:
        return sign + digits + exponent
    return sign + digits[0] + "." + digits[1:] + exponent


# --- JavaScript values to the IDL numeric types ------------------------------------------
#
# https://webidl.spec.whatwg.org/#es-integer-types and
# https://webidl.spec.whatwg.org/#es-float: each takes ToNumber of the value, which for a
# Python value is (to_number): a bool its 0 or 1; an int the nearest double, as JavaScript
# reads a numeric literal (exact up to 2**53); a float itself; None 0 (null); a str what
# JavaScript's StringToNumber makes of it; an object with __index__ (NumPy's integers) or
# __float__ (Decimal, Fraction, NumPy's floats) that number. Anything else (bytes, lists,
# objects JavaScript would turn into NaN) is a TypeError naming the argument: a Python value
# that has no number is a mistake a browser only hides.

#: StrWhiteSpaceChar (https://tc39.es/ecma262/#prod-StrWhiteSpaceChar): WhiteSpace (the Zs
#: code points among them) and LineTerminator, what StringToNumber trims.
_JS_WHITESPACE = (
    "\t\n\v\f\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000\ufeff"
)
_DECIMAL_DIGITS = frozenset("0123456789")
#: NonDecimalIntegerLiteral's prefixes and their bases (no sign allowed before them).
_PREFIXES = {"0x": 16, "0X": 16, "0o": 8, "0O": 8, "0b": 2, "0B": 2}
_NAN = float("nan")
_EXACT = 2**53


def _decimal_literal(text: str) -> bool:
    """Whether ``text`` is a StrDecimalLiteral without its sign
    (https://tc39.es/ecma262/#prod-StrUnsignedDecimalLiteral) other than ``Infinity``: digits,
    at most one ``.`` with a digit on either side, then optionally ``e``/``E``, a sign and
    digits."""
    mantissa, e, exponent = text.replace("E", "e").partition("e")
    if e:
        if exponent[:1] in ("+", "-"):
            exponent = exponent[1:]
        if not exponent or not _DECIMAL_DIGITS.issuperset(exponent):
            return False
    whole, _, fraction = mantissa.partition(".")
    return bool(whole or fraction) and _DECIMAL_DIGITS.issuperset(whole + fraction)


def string_to_number(text: str) -> float:
    """https://tc39.es/ecma262/#sec-stringtonumber: NaN for a string that is not a
    StringNumericLiteral."""
    text = text.strip(_JS_WHITESPACE)
    if not text:
        return 0.0
    base = _PREFIXES.get(text[:2])
    if base is not None:
        digits = text[2:]
        try:
            value = int(digits, base) if digits.isascii() and digits.isalnum() else None
        except ValueError:
            value = None
        return _NAN if value is None else _to_double(value)
    sign, unsigned = (text[0], text[1:]) if text[0] in "+-" else ("", text)
    if unsigned == "Infinity":
        return float(sign + "inf")
    if not unsigned.isascii() or not _decimal_literal(unsigned):
        return _NAN
    return float(sign + unsigned)  # correctly rounded, as StringToNumber rounds


def _to_double(value: int) -> float:
    """The double nearest to ``value`` (ties to even), infinite past the largest one."""
    try:
        return float(value)
    except OverflowError:
        return float("inf") if value > 0 else float("-inf")


def to_number(value: object, prefix: str, position: int, idl_type: str) -> int | float:
    """ToNumber (https://tc39.es/ecma262/#sec-tonumber) of a Python value, as described above:
    an ``int`` comes back as an ``int`` when the double is exact (|value| <= 2**53), else as
    the double."""
    if value is True or value is False:
        return int(value)
    if isinstance(value, int):
        return value if -_EXACT <= value <= _EXACT else _to_double(int(value))
    if isinstance(value, float):
        return float(value)
    if value is None:
        return 0
    if isinstance(value, str):
        return string_to_number(str(value))
    kind = type(value)
    if getattr(kind, "__index__", None) is not None:
        return to_number(kind.__index__(value), prefix, position, idl_type)  # type: ignore[attr-defined]
    if getattr(kind, "__float__", None) is not None:
        return float(kind.__float__(value))  # type: ignore[attr-defined]
    from ._messages import not_of_type

    raise not_of_type(prefix, position, value, idl_type)


def _bounds(bit_length: int, signed: bool) -> tuple[int, int]:
    """ConvertToInt's steps 1-3: lowerBound and upperBound."""
    if bit_length == 64:
        upper = 2**53 - 1
        return (-(2**53) + 1 if signed else 0), upper
    if not signed:
        return 0, (1 << bit_length) - 1
    return -(1 << (bit_length - 1)), (1 << (bit_length - 1)) - 1


def convert_to_int(
    x: int | float,
    bit_length: int,
    signed: bool,
    enforce_range: bool,
    clamp: bool,
    prefix: str,
    idl_type: str,
) -> int:
    """https://webidl.spec.whatwg.org/#abstract-opdef-converttoint from step 5, given ``x``,
    the result of ToNumber (:func:`to_number`)."""
    lower, upper = _bounds(bit_length, signed)
    finite = isinstance(x, int) or x - x == 0.0  # NaN and the infinities give NaN
    if enforce_range:
        # "If x is NaN, +∞, or −∞, then throw a TypeError."
        if not finite:
            kind = "NaN" if x != x else "infinite"
            raise TypeError(f"{prefix}: Value is {kind} and not of type '{idl_type}'.")
        x = int(x)  # IntegerPart(x); -0 becomes 0
        if x < lower or x > upper:
            raise TypeError(f"{prefix}: Value is outside the '{idl_type}' value range.")
        return x
    if clamp and x == x:
        # "Set x to min(max(x, lowerBound), upperBound). Round x to the nearest integer,
        # choosing the even integer if it lies halfway between two, and choosing +0 rather
        # than −0." (Python's round() does both: it returns an int.)
        return round(float(min(max(x, lower), upper)))  # exact: within ±2**64
    if not finite:  # "If x is NaN, +0, +∞, or −∞, then return +0."
        return 0
    result = int(x) % (1 << bit_length)  # IntegerPart(x) modulo 2^bitLength (non-negative)
    if signed and result >= 1 << (bit_length - 1):
        return result - (1 << bit_length)
    return result


def integer_converter(
    idl_type: str, bit_length: int, signed: bool, enforce_range: bool = False, clamp: bool = False
) -> Converter[int]:
    """The converter to the integer type ``idl_type`` (https://webidl.spec.whatwg.org/#es-byte
    and the others: ConvertToInt with its ``bit_length`` and signedness), with
    ``[EnforceRange]`` or ``[Clamp]``."""
    # An int within the bounds is its own conversion, with or without [EnforceRange] and
    # [Clamp] (for the 64-bit types the bounds are those of the exact doubles).
    lower, upper = _bounds(bit_length, signed)

    def convert(value: object, prefix: str, position: int) -> int:
        if type(value) is int and lower <= value <= upper:
            return value
        x = to_number(value, prefix, position, idl_type)
        return convert_to_int(x, bit_length, signed, enforce_range, clamp, prefix, idl_type)

    return convert


def _float32(x: float) -> float:
    """The single-precision value nearest to ``x`` (ties to even), as a Python float;
    ``OverflowError`` where that is 2^128 or −2^128 (the infinities' stand-ins in Web IDL)."""
    from struct import pack, unpack

    return float(unpack("<f", pack("<f", x))[0])


def float_converter(idl_type: str) -> Converter[float]:
    """The converter to ``float``, ``unrestricted float``, ``double`` or ``unrestricted
    double`` (https://webidl.spec.whatwg.org/#es-float and the three after it)."""
    restricted = not idl_type.startswith("unrestricted")
    single = idl_type.endswith("float")
    kind = "float" if single else "double"

    def convert(value: object, prefix: str, position: int) -> float:
        x = value if type(value) is float else float(to_number(value, prefix, position, idl_type))
        if restricted and x - x != 0.0:  # "If x is NaN, +∞, or −∞, then throw a TypeError."
            raise TypeError(f"{prefix}: The provided {kind} value is non-finite.")
        if not single or x != x or x - x != 0.0:
            return x
        try:
            return _float32(x)
        except OverflowError:  # y is 2^128 or −2^128
            if restricted:
                raise TypeError(f"{prefix}: The provided {kind} value is non-finite.") from None
            return float("inf") if x > 0 else float("-inf")

    return convert


#: The converters of the numeric types without [EnforceRange] or [Clamp], by IDL name
#: (``to_unsigned_long`` for ``unsigned long``; the generated code names them so).
to_byte = integer_converter("byte", 8, True)
to_octet = integer_converter("octet", 8, False)
to_short = integer_converter("short", 16, True)
to_unsigned_short = integer_converter("unsigned short", 16, False)
to_long = integer_converter("long", 32, True)
to_unsigned_long = integer_converter("unsigned long", 32, False)
to_long_long = integer_converter("long long", 64, True)
to_unsigned_long_long = integer_converter("unsigned long long", 64, False)
to_float = float_converter("float")
to_unrestricted_float = float_converter("unrestricted float")
to_double = float_converter("double")
to_unrestricted_double = float_converter("unrestricted double")
