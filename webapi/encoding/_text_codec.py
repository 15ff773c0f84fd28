"""The steps of ``TextDecoder`` and ``TextEncoder``: https://encoding.spec.whatwg.org/#api

Arguments arrive converted (see :mod:`._api`); decoding errors in fatal mode and bad
labels raise here.
"""

from __future__ import annotations

import re

from ..js import RangeError
from ._decoders import Decoder, get_decoder
from ._encoders import get_encoding

__all__ = ["TextDecoderImpl", "encode_into", "utf16_length"]

_UNICODE_ENCODINGS = frozenset(("UTF-8", "UTF-16BE", "UTF-16LE"))
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


class TextDecoderImpl:
    """https://encoding.spec.whatwg.org/#interface-textdecoder"""

    __slots__ = ("_bom_seen", "_decoder", "_do_not_flush", "encoding", "fatal", "ignore_bom")

    def __init__(self, label: str, fatal: bool, ignore_bom: bool) -> None:
        # https://encoding.spec.whatwg.org/#dom-textdecoder
        encoding = get_encoding(label)
        if encoding is None or encoding == "replacement":
            raise RangeError(f"The encoding label provided ('{label}') is invalid.")
        self.encoding = encoding
        self.fatal = fatal
        self.ignore_bom = ignore_bom
        self._do_not_flush = False
        self._bom_seen = False
        self._decoder: Decoder = get_decoder(encoding, fatal)

    def decode(self, data: bytes, stream: bool) -> str:
        """https://encoding.spec.whatwg.org/#dom-textdecoder-decode"""
        if not self._do_not_flush:
            self._decoder = get_decoder(self.encoding, self.fatal)
            self._bom_seen = False
        self._do_not_flush = stream
        try:
            text = self._decoder.decode(data, not stream)
        except UnicodeDecodeError:
            self._do_not_flush = False
            raise TypeError(
                "Failed to execute 'decode' on 'TextDecoder': The encoded data was not valid."
            ) from None
        # https://encoding.spec.whatwg.org/#concept-td-serialize
        if (
            text
            and not self.ignore_bom
            and not self._bom_seen
            and self.encoding in _UNICODE_ENCODINGS
        ):
            self._bom_seen = True
            if text[0] == "\ufeff":
                text = text[1:]
        return text


def utf16_length(text: str) -> int:
    """The length of ``text`` in UTF-16 code units, as JavaScript counts it."""
    return len(text) + len(_ASTRAL.findall(text))


def encode_into(source: str, destination: memoryview) -> dict[str, int]:
    """https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto over a scalar value
    string and a writable byte view: as many whole scalar values as fit."""
    capacity = len(destination)
    encoded = source.encode("utf-8")
    count = len(source)
    while len(encoded) > capacity:
        # Each scalar value takes 1 to 4 bytes: drop at least enough of them for the excess.
        count -= max(1, (len(encoded) - capacity + 3) // 4)
        encoded = source[:count].encode("utf-8")
    destination[: len(encoded)] = encoded
    return {"read": utf16_length(source[:count]), "written": len(encoded)}
