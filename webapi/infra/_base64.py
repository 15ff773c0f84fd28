"""Forgiving base64.

Spec: https://infra.spec.whatwg.org/#forgiving-base64

Decoding checks the input as the standard does (its steps 1-4), then lets CPython's
``binascii.a2b_base64`` do the standard's bit loop (steps 5-9): on the standard's alphabet
with the padding it expects, the two agree, discarded bits included ("YR" is `a`, as "YQ"),
which ``tests/infra/test_base64.py`` proves against a transcription of the loop.
"""

from __future__ import annotations

import binascii
import re

from ._code_points import ASCII_WHITESPACE

__all__ = ["forgiving_base64_decode", "forgiving_base64_encode"]

_REMOVE_ASCII_WHITESPACE = str.maketrans(dict.fromkeys(ASCII_WHITESPACE))
#: U+002B (+), U+002F (/) and ASCII alphanumerics, zero or more.
_BASE64_ALPHABET = re.compile("[+/0-9A-Za-z]*")


def forgiving_base64_encode(data: bytes) -> str:
    """https://infra.spec.whatwg.org/#forgiving-base64-encode (RFC 4648, section 4)."""
    return binascii.b2a_base64(data, newline=False).decode("ascii")


def forgiving_base64_decode(data: str) -> bytes | None:
    """https://infra.spec.whatwg.org/#forgiving-base64-decode: the bytes, or None for
    failure."""
    # 1. Remove all ASCII whitespace from data.
    data = data.translate(_REMOVE_ASCII_WHITESPACE)
    # 2. If the length divides by 4, remove one or two trailing U+003D (=).
    length = len(data)
    if length % 4 == 0:
        if data.endswith("=="):
            data = data[:-2]
        elif data.endswith("="):
            data = data[:-1]
        length = len(data)
    # 3. A remainder of 1 is failure.
    if length % 4 == 1:
        return None
    # 4. Any code point outside the alphabet is failure.
    if _BASE64_ALPHABET.fullmatch(data) is None:
        return None
    # 5.-9. The bits, six per code point; 12 or 18 left over give one or two bytes.
    return binascii.a2b_base64(data + "=" * (-length % 4))
