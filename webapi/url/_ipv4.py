"""The IPv4 parser, its number parser, the ends-in-a-number checker and the
IPv4 serializer.

Spec: https://url.spec.whatwg.org/#concept-ipv4-parser
"""

from __future__ import annotations

from ._errors import Report

__all__ = ["ends_in_a_number", "ipv4_number_parse", "ipv4_parse", "ipv4_serialize"]

_DECIMAL = frozenset("0123456789")
_OCTAL = frozenset("01234567")
_HEX = frozenset("0123456789ABCDEFabcdef")

#: Stands for any number too large to matter: every caller only compares the
#: result with 255 or 256**4, and converting thousands of digits would cost
#: quadratic time (and CPython refuses very long decimal strings).
_HUGE = 1 << 64


def ipv4_number_parse(input: str) -> tuple[int, bool] | None:
    """https://url.spec.whatwg.org/#ipv4-number-parser

    Returns ``(number, validationError)`` or ``None`` for failure.
    """
    if not input:
        return None
    validation_error = False
    radix = 10
    digits = _DECIMAL
    if len(input) >= 2 and input[0] == "0" and input[1] in "xX":
        validation_error = True
        input = input[2:]
        radix = 16
        digits = _HEX
    elif len(input) >= 2 and input[0] == "0":
        validation_error = True
        input = input[1:]
        radix = 8
        digits = _OCTAL
    if not input:
        return (0, True)
    # "If input contains a code point that is not a radix-R digit, then return failure."
    if not digits.issuperset(input):
        return None
    significant = input.lstrip("0")
    if len(significant) > 24:
        return (_HUGE, validation_error)
    return (int(significant or "0", radix), validation_error)


def ends_in_a_number(input: str) -> bool:
    """https://url.spec.whatwg.org/#ends-in-a-number-checker"""
    parts = input.split(".")
    if parts[-1] == "" and len(parts) > 1:
        parts.pop()
    last = parts[-1]
    if last and _DECIMAL.issuperset(last):
        return True
    # "If parsing last as an IPv4 number does not return failure, then return true."
    return len(last) >= 2 and last[0] == "0" and last[1] in "xX" and _HEX.issuperset(last[2:])


def ipv4_parse(input: str, report: Report | None = None) -> int | None:
    """https://url.spec.whatwg.org/#concept-ipv4-parser

    Returns the address as a 32-bit unsigned integer, or ``None`` for failure.
    """
    parts = input.split(".")
    if parts[-1] == "":
        if report is not None:
            report("IPv4-empty-part", 0, False)
        if len(parts) > 1:
            parts.pop()
    if len(parts) < 4 and report is not None:
        report("IPv4-too-few-parts", 0, False)
    if len(parts) > 4:
        if report is not None:
            report("IPv4-too-many-parts", 0, True)
        return None
    numbers: list[int] = []
    for part in parts:
        result = ipv4_number_parse(part)
        if result is None:
            if report is not None:
                report("IPv4-non-numeric-part", 0, True)
            return None
        if result[1] and report is not None:
            report("IPv4-non-decimal-part", 0, False)
        numbers.append(result[0])
    if report is not None and any(n > 255 for n in numbers):
        # Failure "only if applicable to the last part" is decided just below.
        fails = any(n > 255 for n in numbers[:-1]) or numbers[-1] >= 256 ** (5 - len(numbers))
        report("IPv4-out-of-range-part", 0, fails)
    if any(n > 255 for n in numbers[:-1]):
        return None
    if numbers[-1] >= 256 ** (5 - len(numbers)):
        return None
    ipv4 = numbers[-1]
    for counter, n in enumerate(numbers[:-1]):
        ipv4 += n * 256 ** (3 - counter)
    return ipv4


def ipv4_serialize(address: int) -> str:
    """https://url.spec.whatwg.org/#concept-ipv4-serializer"""
    return f"{address >> 24}.{(address >> 16) & 255}.{(address >> 8) & 255}.{address & 255}"
