"""Forgiving base64.

Spec: https://infra.spec.whatwg.org/#forgiving-base64

Decoding checks the input as the standard does (its steps 1-4; for input binascii's strict mode
takes, that check is binascii's own), then lets CPython's
``binascii.a2b_base64`` do the standard's bit loop (steps 5-9): on the standard's alphabet
with the padding it expects, the two agree, discarded bits included ("YR" is `a`, as "YQ"),
which ``tests/infra/test_base64.py`` proves against a transcription of the loop.
"""

from __future__ import annotations

import binascii

from ._code_points import ASCII_WHITESPACE

__all__ = ["forgiving_base64_decode", "forgiving_base64_encode"]

#: ASCII whitespace, removed in step 1.
_ASCII_WHITESPACE_BYTES = ASCII_WHITESPACE.encode("ascii")
#: U+002B (+), U+002F (/) and ASCII alphanumerics: what is deleted from the input to find
#: anything outside the alphabet (step 4).
_BASE64_ALPHABET = b"+/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def forgiving_base64_encode(data: bytes) -> str:
    """https://infra.spec.whatwg.org/#forgiving-base64-encode (RFC 4648, section 4) of any
    bytes-like ``data`` (under Pyodide a JavaScript buffer too)."""
    if type(data) is not bytes:
        from webapi._webidl import require_bytes

        data = require_bytes(data, "forgiving_base64_encode")
    return binascii.b2a_base64(data, newline=False).decode("ascii")


def forgiving_base64_decode(data: str) -> bytes | None:
    """https://infra.spec.whatwg.org/#forgiving-base64-decode: the bytes, or None for
    failure."""
    # Any code point outside ASCII is neither whitespace (step 1) nor in the alphabet (step 4).
    if not data.isascii():
        return None
    raw = data.encode("ascii")
    # The commonest case in C alone: binascii's strict mode takes the standard's alphabet with
    # "=" padding only at the end of a length that divides by 4, and decodes it as its lenient
    # mode does (anything else raises and takes the steps below); the standard removes at
    # most two "=", so three or more at the end are left to those steps.
    if len(raw) % 4 == 0 and not raw.endswith(b"==="):
        try:
            return binascii.a2b_base64(raw, strict_mode=True)
        except binascii.Error:
            pass
    # The common case in one pass: the alphabet only, then "=" or "==" padding a length that
    # divides by 4 (steps 1-4 then remove the padding and find nothing else).
    leftover = raw.translate(None, _BASE64_ALPHABET)
    if not leftover:
        length = len(raw)
        if length % 4 == 1:
            return None
        return binascii.a2b_base64(raw + b"=" * (-length % 4) if length % 4 else raw)
    if leftover in (b"=", b"==") and raw.endswith(leftover) and len(raw) % 4 == 0:
        return binascii.a2b_base64(raw)
    # 1. Remove all ASCII whitespace from data (as bytes: bytes.translate deletes in one pass).
    raw = raw.translate(None, _ASCII_WHITESPACE_BYTES)
    # 2. If the length divides by 4, remove one or two trailing U+003D (=) (kept in ``raw``
    # for binascii: they are the padding it wants).
    length = len(raw)
    data_end = length
    if length % 4 == 0:
        if raw.endswith(b"=="):
            data_end -= 2
        elif raw.endswith(b"="):
            data_end -= 1
    # 3. A remainder of 1 is failure.
    if data_end % 4 == 1:
        return None
    # 4. Any code point outside the alphabet is failure: deleting the alphabet leaves it.
    if (raw[:data_end] if data_end != length else raw).translate(None, _BASE64_ALPHABET):
        return None
    # 5.-9. The bits, six per code point; 12 or 18 left over give one or two bytes.
    if data_end == length and length % 4:
        raw += b"=" * (-length % 4)
    return binascii.a2b_base64(raw)
