"""The IPv4 parser, its number parser, the ends-in-a-number checker and the
IPv4 serializer.

Spec: https://url.spec.whatwg.org/#concept-ipv4-parser,
https://url.spec.whatwg.org/#ipv4-number-parser,
https://url.spec.whatwg.org/#ends-in-a-number-checker and
https://url.spec.whatwg.org/#concept-ipv4-serializer

An IPv4 address is an ``int`` (a 32-bit unsigned integer).  The functions
follow the spec step for step; its steps are quoted where they start.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
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
    # "1. If input is the empty string, then return failure."
    if not input:
        return None
    # "2. Let validationError be false."
    validation_error = False
    # "3. Let R be 10."
    radix = 10
    digits = _DECIMAL
    # "4. If input contains at least two code points and the first two code
    # points are either "0X" or "0x", then: Set validationError to true. Remove
    # the first two code points from input. Set R to 16."
    if len(input) >= 2 and input[0] == "0" and input[1] in "xX":
        validation_error = True
        input = input[2:]
        radix = 16
        digits = _HEX
    # "5. Otherwise, if input contains at least two code points and the first
    # code point is U+0030 (0), then: Set validationError to true. Remove the
    # first code point from input. Set R to 8."
    elif len(input) >= 2 and input[0] == "0":
        validation_error = True
        input = input[1:]
        radix = 8
        digits = _OCTAL
    # "6. If input is the empty string, then return (0, true)."
    if not input:
        return (0, True)
    # "7. If input contains a code point that is not a radix-R digit, then return failure."
    if not digits.issuperset(input):
        return None
    # "8. Let output be the mathematical integer value that is represented by
    # input in radix-R notation, using ASCII hex digits for digits with values 0
    # through 15."  Past its leading zeros, a number of more than 24 digits
    # (even octal: 8**24 = 2**72) is beyond 256**4, so it stands as _HUGE.
    significant = input.lstrip("0")
    if len(significant) > 24:
        return (_HUGE, validation_error)
    # "9. Return (output, validationError)."
    return (int(significant or "0", radix), validation_error)


def ends_in_a_number(input: str) -> bool:
    """https://url.spec.whatwg.org/#ends-in-a-number-checker"""
    # "1. Assert: input is not the empty string."  (Not asserted: an empty
    # input gives false.)
    # "2. Let parts be the result of strictly splitting input on U+002E (.)."
    parts = input.split(".")
    # "3. If the last item in parts is the empty string, then remove the last
    # item from parts."  (Unless it is the only one, which the assertion rules out.)
    if parts[-1] == "" and len(parts) > 1:
        parts.pop()
    # "4. Let last be the last item in parts."
    last = parts[-1]
    # "5. If last is not the empty string and contains only ASCII digits, then
    # return true."
    if last and _DECIMAL.issuperset(last):
        return True
    # "6. If parsing last as an IPv4 number does not return failure, then return
    # true."  The spec's note: "This is equivalent to checking that last is "0X"
    # or "0x", followed by zero or more ASCII hex digits."
    # "7. Return false."
    return len(last) >= 2 and last[0] == "0" and last[1] in "xX" and _HEX.issuperset(last[2:])


def ipv4_parse(input: str, report: Report | None = None) -> int | None:
    """https://url.spec.whatwg.org/#concept-ipv4-parser

    Returns the address as a 32-bit unsigned integer, or ``None`` for failure.
    Every validation error is reported at index 0: the spec's steps work on
    the parts, not at a position in ``input``.
    """
    # "1. Let parts be the result of strictly splitting input on U+002E (.)."
    parts = input.split(".")
    # "2. If the last item in parts is the empty string, then: IPv4-empty-part
    # validation error. If parts's size is greater than 1, then remove the last
    # item from parts."
    if parts[-1] == "":
        if report is not None:
            report("IPv4-empty-part", 0, False)
        if len(parts) > 1:
            parts.pop()
    # "3. If parts's size is less than 4, IPv4-too-few-parts validation error."
    if len(parts) < 4 and report is not None:
        report("IPv4-too-few-parts", 0, False)
    # "4. If parts's size is greater than 4, IPv4-too-many-parts validation
    # error, return failure."
    if len(parts) > 4:
        if report is not None:
            report("IPv4-too-many-parts", 0, True)
        return None
    # "5. Let numbers be an empty list."
    numbers: list[int] = []
    # "6. For each part of parts:"
    for part in parts:
        # "6.1. Let result be the result of parsing part."
        result = ipv4_number_parse(part)
        # "6.2. If result is failure, IPv4-non-numeric-part validation error,
        # return failure."
        if result is None:
            if report is not None:
                report("IPv4-non-numeric-part", 0, True)
            return None
        # "6.3. If result[1] is true, IPv4-non-decimal-part validation error."
        if result[1] and report is not None:
            report("IPv4-non-decimal-part", 0, False)
        # "6.4. Append result[0] to numbers."
        numbers.append(result[0])
    # "7. If any item in numbers is greater than 255, IPv4-out-of-range-part
    # validation error."
    if report is not None and any(n > 255 for n in numbers):
        # Failure "only if applicable to the last part" is decided just below.
        fails = any(n > 255 for n in numbers[:-1]) or numbers[-1] >= 256 ** (5 - len(numbers))
        report("IPv4-out-of-range-part", 0, fails)
    # "8. If any but the last item in numbers is greater than 255, then return
    # failure."
    if any(n > 255 for n in numbers[:-1]):
        return None
    # "9. If the last item in numbers is greater than or equal to 256^(5 −
    # numbers's size), then return failure."
    if numbers[-1] >= 256 ** (5 - len(numbers)):
        return None
    # "10. Let ipv4 be the last item in numbers."
    # "11. Remove the last item from numbers."  (Iterating over numbers[:-1].)
    ipv4 = numbers[-1]
    # "12. Let counter be 0."
    # "13. For each n of numbers: Increment ipv4 by n × 256^(3 − counter).
    # Increment counter by 1."
    for counter, n in enumerate(numbers[:-1]):
        ipv4 += n * 256 ** (3 - counter)
    # "14. Return ipv4."
    return ipv4


def ipv4_serialize(address: int) -> str:
    """https://url.spec.whatwg.org/#concept-ipv4-serializer"""
    # "1. Let output be the empty string. 2. Let n be the value of address.
    # 3. For each i in the range 1 to 4, inclusive: Prepend n % 256, serialized,
    # to output. If i is not 4, then prepend U+002E (.) to output. Set n to
    # floor(n / 256). 4. Return output."  Written out: the four bytes of
    # address, most significant first, joined by ".".
    return f"{address >> 24}.{(address >> 16) & 255}.{(address >> 8) & 255}.{address & 255}"
