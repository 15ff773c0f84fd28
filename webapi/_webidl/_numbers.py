"""JavaScript's ToString for numbers, so that ``url.port = 8080`` or
``params.append("n", 1.5)`` gives the string a browser would produce.

Spec: https://tc39.es/ecma262/#sec-numeric-types-number-tostring

Python's ``repr`` of a float is already the shortest string that round-trips
(as is JavaScript's); only the layout differs: ``1e+21`` vs ``1e21``,
``1.0`` vs ``1``, ``1e-07`` vs ``1e-7``, ``inf`` vs ``Infinity``.
"""

from __future__ import annotations

_INFINITY = float("inf")

__all__ = ["integer_to_string", "number_to_string"]


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
