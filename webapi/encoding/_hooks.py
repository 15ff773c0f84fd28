"""The standard's hooks for other standards: https://encoding.spec.whatwg.org/#specification-hooks

Byte sequences in, ``str`` out (and back); an encoding is a name as
:func:`~webapi.encoding.get_encoding` returns it. Bytes are any bytes-like object (under
Pyodide a JavaScript ``ArrayBuffer``, typed array or ``DataView`` too; not an ``int``, which
``bytes()`` would take as a length); text is a ``str``, taken as a JavaScript
string: a surrogate pair is its supplementary code point, a lone surrogate U+FFFD. Anything
else is a ``TypeError`` naming the parameter.
"""

from __future__ import annotations

from webapi._webidl import require_bytes, require_str, scalar_value_string

from ._decoders import get_decoder
from ._encoders import encode_html

__all__ = [
    "bom_sniff",
    "decode",
    "encode",
    "utf8_decode",
    "utf8_decode_without_bom",
    "utf8_decode_without_bom_or_fail",
    "utf8_encode",
]

#: https://encoding.spec.whatwg.org/#bom-sniff's table, in its order.
_BOMS = ((b"\xef\xbb\xbf", "UTF-8"), (b"\xfe\xff", "UTF-16BE"), (b"\xff\xfe", "UTF-16LE"))


def bom_sniff(data: bytes) -> str | None:
    """https://encoding.spec.whatwg.org/#bom-sniff"""
    data = require_bytes(data, "bom_sniff")
    for bom, encoding in _BOMS:
        if data[: len(bom)] == bom:
            return encoding
    return None


def decode(data: bytes, encoding: str) -> str:
    """https://encoding.spec.whatwg.org/#decode: ``encoding`` is the fallback encoding; a
    byte order mark overrides it."""
    data = require_bytes(data, "decode")
    if type(encoding) is not str:
        encoding = require_str(encoding, "decode", "encoding")
    bom_encoding = bom_sniff(data)
    if bom_encoding is not None:
        encoding = bom_encoding
        data = data[3 if bom_encoding == "UTF-8" else 2 :]
    return get_decoder(encoding).decode(data, True)


def utf8_decode(data: bytes) -> str:
    """https://encoding.spec.whatwg.org/#utf-8-decode"""
    data = require_bytes(data, "utf8_decode")
    if data[:3] == b"\xef\xbb\xbf":
        data = data[3:]
    return data.decode("utf-8", "replace")


def utf8_decode_without_bom(data: bytes) -> str:
    """https://encoding.spec.whatwg.org/#utf-8-decode-without-bom"""
    return require_bytes(data, "utf8_decode_without_bom").decode("utf-8", "replace")


def utf8_decode_without_bom_or_fail(data: bytes) -> str | None:
    """https://encoding.spec.whatwg.org/#utf-8-decode-without-bom-or-fail (None for failure)."""
    data = require_bytes(data, "utf8_decode_without_bom_or_fail")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def utf8_encode(text: str) -> bytes:
    """https://encoding.spec.whatwg.org/#utf-8-encode (``text`` taken as a JavaScript string:
    a surrogate pair is one supplementary code point, a lone surrogate U+FFFD)."""
    if type(text) is not str:
        text = require_str(text, "utf8_encode", "text")
    return scalar_value_string(text).encode("utf-8")


def encode(text: str, encoding: str) -> bytes:
    """https://encoding.spec.whatwg.org/#encode with error mode "html": an unencodable code
    point becomes ``&#`` its decimal value ``;``. ``encoding`` must have an encoder (see
    https://encoding.spec.whatwg.org/#get-an-encoder; pass it through
    :func:`~webapi.encoding.get_output_encoding`)."""
    if type(text) is not str:
        text = require_str(text, "encode", "text")
    if type(encoding) is not str:
        encoding = require_str(encoding, "encode", "encoding")
    return encode_html(encoding, text)
