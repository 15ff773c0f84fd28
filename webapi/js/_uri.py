"""URI Handling Functions of ECMAScript.

Spec: https://tc39.es/ecma262/#sec-uri-handling-functions (ECMA-262, 19.2.6): the abstract
operations Encode and Decode, which ``encodeURI``, ``encodeURIComponent``, ``decodeURI`` and
``decodeURIComponent`` call with their sets.

The spec walks the string one code unit at a time.  Here Encode is one UTF-8 encode and one
``str.translate`` (every byte of the encoding either stays or becomes ``%XX``), and Decode copies
the spans between ``%`` signs whole; both give the spec's result, including where it throws.
"""

from __future__ import annotations

import re

from ._errors import URIError
from ._strings import from_code_units

__all__ = [
    "URI_RESERVED",
    "URI_UNESCAPED",
    "decode",
    "encode",
]

_ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_DIGITS = "0123456789"

#: https://tc39.es/ecma262/#prod-uriReserved
URI_RESERVED = ";/?:@&=+$,"
#: https://tc39.es/ecma262/#prod-uriUnreserved: uriAlpha, DecimalDigit, uriMark.
URI_UNESCAPED = _ALPHA + _DIGITS + "-_.!~*'()"

_translate_tables: dict[str, dict[int, str]] = {}


def _byte_table(extra_unescaped: str) -> dict[int, str]:
    """byte → its output: itself when in the unescaped set, else ``%XX`` (upper-case hex, as
    Encode's step "Let hex be the String representation of octet, formatted as an uppercase
    hexadecimal number" says)."""
    table = _translate_tables.get(extra_unescaped)
    if table is None:
        unescaped = set(URI_UNESCAPED + extra_unescaped)
        table = {b: "%" + format(b, "02X") for b in range(256) if chr(b) not in unescaped}
        _translate_tables[extra_unescaped] = table
    return table


def _lone_surrogate_index(string: str) -> int:
    """The index of the first surrogate code point of ``string`` that is not half of a pair."""
    index = 0
    length = len(string)
    while index < length:
        unit = ord(string[index])
        if 0xD800 <= unit <= 0xDBFF and index + 1 < length:
            if 0xDC00 <= ord(string[index + 1]) <= 0xDFFF:
                index += 2
                continue
            return index
        if 0xD800 <= unit <= 0xDFFF:
            return index
        index += 1
    raise AssertionError("no lone surrogate")  # pragma: no cover - callers checked


def encode(string: str, extra_unescaped: str) -> str:
    """https://tc39.es/ecma262/#sec-encode

    Every code point outside the unescaped set (``uriUnreserved`` plus ``extra_unescaped``)
    becomes the ``%XX`` escapes of its UTF-8 bytes.  "If cp.[[IsUnpairedSurrogate]] is true,
    throw a URIError exception."
    """
    try:
        data = string.encode("utf-8")
    except UnicodeEncodeError:
        # Surrogate code points: a pair written as two code points is one JavaScript
        # character; a lone one throws.
        joined = from_code_units(string)
        try:
            data = joined.encode("utf-8")
        except UnicodeEncodeError:
            index = _lone_surrogate_index(string)
            raise URIError("URI malformed: lone surrogate", index) from None
    return data.decode("latin-1").translate(_byte_table(extra_unescaped))


_HEX_OCTET = re.compile(r"[0-9A-Fa-f]{2}")


def _parse_hex_octet(string: str, position: int) -> int:
    """https://tc39.es/ecma262/#sec-parsehexoctet, throwing where Decode would."""
    if _HEX_OCTET.fullmatch(string, position, position + 2) is None:
        raise URIError("URI malformed: '%' not followed by two hex digits", position - 1)
    return int(string[position : position + 2], 16)


def _leading_ones(octet: int) -> int:
    """ "the number of leading 1 bits in B"."""
    count = 0
    mask = 0x80
    while octet & mask:
        count += 1
        mask >>= 1
    return count


def decode(string: str, preserve_escape_set: str) -> str:
    """https://tc39.es/ecma262/#sec-decode

    Each ``%XX`` escape (with the escapes that continue its UTF-8 sequence) becomes the code
    point it encodes, except that an escape of a single ASCII character in
    ``preserve_escape_set`` is kept as written (``decodeURI('%2F')`` is ``'%2F'``).  A ``%``
    not followed by two hex digits, a sequence that is not exactly one UTF-8-encoded code point,
    or a truncated one throws a ``URIError``.
    """
    length = len(string)
    parts: list[str] = []
    start = 0
    k = string.find("%")
    while k != -1:
        parts.append(string[start:k])
        escape_start = k
        # "If k + 3 > len, throw a URIError exception."
        if k + 3 > length:
            raise URIError("URI malformed: truncated '%' escape", k)
        octet = _parse_hex_octet(string, k + 1)
        k += 2
        n = _leading_ones(octet)
        if n == 0:
            ascii_char = chr(octet)
            parts.append(
                string[escape_start : k + 1] if ascii_char in preserve_escape_set else ascii_char
            )
        else:
            # "If n = 1 or n > 4, throw a URIError exception."
            if n == 1 or n > 4:
                raise URIError("URI malformed: not a UTF-8 lead byte", escape_start)
            # "If k + (3 × (n - 1)) ≥ len, throw a URIError exception."
            if k + 3 * (n - 1) >= length:
                raise URIError("URI malformed: truncated UTF-8 sequence", escape_start)
            octets = bytearray((octet,))
            for _ in range(1, n):
                k += 1
                if string[k] != "%":
                    raise URIError("URI malformed: UTF-8 sequence cut short", k)
                octets.append(_parse_hex_octet(string, k + 1))
                k += 2
            # "If Octets does not contain a valid UTF-8 encoding of a Unicode code point,
            # throw a URIError exception."  Python's strict decoder rejects exactly what
            # RFC 3629 calls invalid: overlong forms, surrogates, code points past U+10FFFF,
            # and continuation bytes that are not 10xxxxxx.
            try:
                parts.append(octets.decode("utf-8"))
            except UnicodeDecodeError:
                raise URIError("URI malformed: invalid UTF-8 sequence", escape_start) from None
        start = k + 1
        k = string.find("%", start)
    if not parts:
        return from_code_units(string)
    parts.append(string[start:])
    return from_code_units("".join(parts))
