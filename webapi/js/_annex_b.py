"""Annex B's global functions ``escape`` and ``unescape``.

Spec: https://tc39.es/ecma262/#sec-additional-properties-of-the-global-object (B.2.1).  Both
work on UTF-16 code units: ``escape`` writes a code unit above U+00FF as ``%uXXXX``, so an
astral character becomes the two escapes of its surrogate pair, and ``unescape`` reads them back
(the pair is joined into one code point in the Python result).
"""

from __future__ import annotations

import re

from ._strings import from_code_units

__all__ = ["escape", "unescape"]

#: What escape() escapes: all but "the ASCII word characters" and "@*+-./" (B.2.1.1 step 3).
_NEEDS_ESCAPE = re.compile(r"[^A-Za-z0-9_@*+\-./]+")


def _escape_code_unit(unit: int) -> str:
    # "If n < 256 ... %XX; Else ... %uXXXX", upper-case hexadecimal in both.
    if unit < 256:
        return "%" + format(unit, "02X")
    return "%u" + format(unit, "04X")


def _escape_span(match: re.Match[str]) -> str:
    data = match.group().encode("utf-16-le", "surrogatepass")
    return "".join(_escape_code_unit(data[i] | data[i + 1] << 8) for i in range(0, len(data), 2))


def escape(string: str) -> str:
    """https://tc39.es/ecma262/#sec-escape-string"""
    return _NEEDS_ESCAPE.sub(_escape_span, string)


_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


def _is_hex(text: str) -> bool:
    return bool(text) and all(c in _HEX_DIGITS for c in text)


def unescape(string: str) -> str:
    """https://tc39.es/ecma262/#sec-unescape-string

    ``%uXXXX`` and ``%XX`` become the code unit they name; a ``%`` that starts neither stays.
    Positions count Python code points where the spec counts code units; the two differ only
    after an astral character, and a window holding one never parses as hex digits either way.
    """
    if "%" not in string:
        return string
    length = len(string)
    parts: list[str] = []
    start = 0
    k = string.find("%")
    while k != -1:
        hex_digits = ""
        advance = 0
        # "If k + 6 ≤ len and the code unit at index k + 1 within string is 0x0075 (u), then"
        if k + 6 <= length and string[k + 1] == "u":
            hex_digits = string[k + 2 : k + 6]
            advance = 5
        # "Else if k + 3 ≤ len, then"
        elif k + 3 <= length:
            hex_digits = string[k + 1 : k + 3]
            advance = 2
        if _is_hex(hex_digits):
            parts.append(string[start:k])
            parts.append(chr(int(hex_digits, 16)))
            start = k + advance + 1
            k = string.find("%", start)
        else:
            k = string.find("%", k + 1)
    parts.append(string[start:])
    return from_code_units("".join(parts))
