"""The standard's hooks for other standards: https://encoding.spec.whatwg.org/#specification-hooks

Byte sequences in, ``str`` out (and back); an encoding is a name as
:func:`~webapi.encoding.get_encoding` returns it.
"""

from __future__ import annotations

import re

from ._decoders import get_decoder
from ._encoders import encode_or_fail_chunks

__all__ = [
    "bom_sniff",
    "decode",
    "encode",
    "utf8_decode",
    "utf8_decode_without_bom",
    "utf8_decode_without_bom_or_fail",
    "utf8_encode",
]

_SURROGATE = re.compile(r"[\ud800-\udfff]")

#: https://encoding.spec.whatwg.org/#bom-sniff's table, in its order.
_BOMS = ((b"\xef\xbb\xbf", "UTF-8"), (b"\xfe\xff", "UTF-16BE"), (b"\xff\xfe", "UTF-16LE"))


def bom_sniff(data: bytes) -> str | None:
    """https://encoding.spec.whatwg.org/#bom-sniff"""
    for bom, encoding in _BOMS:
        if data[: len(bom)] == bom:
            return encoding
    return None


def decode(data: bytes, encoding: str) -> str:
    """https://encoding.spec.whatwg.org/#decode: ``encoding`` is the fallback encoding; a
    byte order mark overrides it."""
    data = bytes(data)
    bom_encoding = bom_sniff(data)
    if bom_encoding is not None:
        encoding = bom_encoding
        data = data[3 if bom_encoding == "UTF-8" else 2 :]
    return get_decoder(encoding).decode(data, True)


def utf8_decode(data: bytes) -> str:
    """https://encoding.spec.whatwg.org/#utf-8-decode"""
    data = bytes(data)
    if data[:3] == b"\xef\xbb\xbf":
        data = data[3:]
    return data.decode("utf-8", "replace")


def utf8_decode_without_bom(data: bytes) -> str:
    """https://encoding.spec.whatwg.org/#utf-8-decode-without-bom"""
    return bytes(data).decode("utf-8", "replace")


def utf8_decode_without_bom_or_fail(data: bytes) -> str | None:
    """https://encoding.spec.whatwg.org/#utf-8-decode-without-bom-or-fail (None for failure)."""
    try:
        return bytes(data).decode("utf-8")
    except UnicodeDecodeError:
        return None


def utf8_encode(text: str) -> bytes:
    """https://encoding.spec.whatwg.org/#utf-8-encode (a lone surrogate is taken as U+FFFD,
    the scalar value JavaScript's strings give it)."""
    return _SURROGATE.sub("\ufffd", text).encode("utf-8")


def encode(text: str, encoding: str) -> bytes:
    """https://encoding.spec.whatwg.org/#encode with error mode "html": an unencodable code
    point becomes ``&#`` its decimal value ``;``. ``encoding`` must have an encoder (see
    https://encoding.spec.whatwg.org/#get-an-encoder; pass it through
    :func:`~webapi.encoding.get_output_encoding`)."""
    return b"".join(
        chunk if isinstance(chunk, bytes) else b"&#%d;" % chunk
        for chunk in encode_or_fail_chunks(encoding, text)
    )
