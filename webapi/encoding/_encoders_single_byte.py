"""The encoders that are one C codec equal to the standard's encoder at every scalar value:
the single-byte encodings, UTF-8 and EUC-KR (see the comment below), in error mode html."""

from __future__ import annotations

import codecs
from collections.abc import Callable, Mapping
from functools import cache, partial
from typing import NamedTuple

from ._encoder_steps import _CODEC_ENCODERS, _Handler, _handler, _single_byte_table


def _html_chunks(plan: _Plan, text: str) -> bytes:
    """A single-byte encoder, UTF-8's or EUC-KR's over the scalar value string ``text`` in
    "html" mode: CPython's "xmlcharrefreplace" writes the standard's "&#" + decimal + ";"."""
    return plan.codec(text, "xmlcharrefreplace")


# --- CPython's codecs where they equal the standard's encoder ---------------------
#
# A single-byte encoder, UTF-8's and EUC-KR's is a C codec equal to the standard's encoder at
# every scalar value (a CPython codec, or a charmap built from the standard's index): a span it
# fails on is a span the standard's encoder fails on. The multi-byte ones are in
# _encoders_html.py, both modes. tests/encoding/test_encoding_standard.py compares them with a
# transcription of the standard at every scalar value (slow tier).

#: A C encoder: ``(text, errors)`` to bytes, raising or calling the ``errors`` handler as
#: ``str.encode`` does.
_CodecEncode = Callable[[str, str], bytes]


class _Plan(NamedTuple):
    """How a single-byte encoding, UTF-8 or EUC-KR is encoded: see the comment above."""

    codec: _CodecEncode
    handler: _Handler


@cache
def _plan(encoding: str) -> _Plan:
    handler = _handler(encoding)
    if encoding == "UTF-8" or encoding in _CODEC_ENCODERS:  # equal at every scalar value
        same = _CODEC_ENCODERS.get(encoding, "utf-8")
        return _Plan(partial(_str_encode, same), handler)
    # single-byte: a charmap of the standard's index
    return _Plan(_charmap(_single_byte_table(encoding)), handler)


def _str_encode(codec: str, text: str, errors: str) -> bytes:
    return text.encode(codec, errors)


def _charmap(encoded: Mapping[int, bytes]) -> _CodecEncode:
    """A C single-byte encoder equal to a single-byte encoding's encoder, given the byte of
    each non-ASCII code point it encodes: the charmap codec over the table of each byte's
    code point (a code point two pointers share is in it once, at the byte it encodes to)."""
    table = [chr(byte) for byte in range(0x80)] + ["\ufffe"] * 0x80  # U+FFFE: no mapping
    for code_point, byte in encoded.items():
        table[byte[0]] = chr(code_point)
    mapping = codecs.charmap_build("".join(table))
    return lambda text, errors: codecs.charmap_encode(text, errors, mapping)[0]
