"""The steps of ``TextDecoder`` and ``TextEncoder``: https://encoding.spec.whatwg.org/#api

The impl classes the generated ``TextDecoder`` and ``TextEncoder`` (``_bindings``, from
``idl/encoding.webidl``) call with their arguments converted; decoding errors in fatal mode and
bad labels raise here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .._webidl import scalar_value_string
from ..js import RangeError
from ._decoders import Decoder, get_decoder
from ._encoders import get_encoding

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .._webidl import ByteDestination

__all__ = ["TextDecoderImpl", "TextEncoderImpl", "encode_into", "utf16_length"]

_UNICODE_ENCODINGS = frozenset(("UTF-8", "UTF-16BE", "UTF-16LE"))
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


class TextDecoderImpl:
    """https://encoding.spec.whatwg.org/#interface-textdecoder"""

    __slots__ = ("_bom_seen", "_decoder", "_do_not_flush", "_encoding", "fatal", "ignore_bom")

    def __init__(self, label: str, options: Mapping[str, bool]) -> None:
        # https://encoding.spec.whatwg.org/#dom-textdecoder
        encoding = get_encoding(label)
        if encoding is None or encoding == "replacement":
            raise RangeError(f"The encoding label provided ('{label}') is invalid.")
        self._encoding = encoding
        self.fatal = options["fatal"]
        self.ignore_bom = options["ignoreBOM"]
        self._do_not_flush = False
        self._bom_seen = False
        self._decoder: Decoder = get_decoder(encoding, self.fatal)

    @property
    def encoding(self) -> str:
        """https://encoding.spec.whatwg.org/#dom-textdecoder-encoding: "this's encoding's name,
        ASCII lowercased"."""
        return self._encoding.lower()

    def decode(self, input: bytes | None, options: Mapping[str, bool]) -> str:
        """https://encoding.spec.whatwg.org/#dom-textdecoder-decode (``input`` None: not
        given).

        A call with ``stream`` false that continues no stream (*do not flush* is false
        before it, and so after it) starts from a new decoder and leaves nothing behind: it
        runs on a decoder of its own and does not touch this object's state, so such calls
        are independent of each other and of other threads (a stream, on the other hand, is
        one thread's at a time)."""
        data = b"" if input is None else input
        stream = options["stream"]
        if not (stream or self._do_not_flush) and self._encoding == "UTF-8":
            # (well-formed UTF-8 in one call: Python's strict UTF-8 decoder gives the
            # standard's code points, and serialize drops one leading BOM; anything else
            # goes through the standard's decoder)
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                pass
            else:
                if text[:1] == "\ufeff" and not self.ignore_bom:
                    return text[1:]
                return text
        if not self._do_not_flush:
            decoder = get_decoder(self._encoding, self.fatal)
            if not stream:
                return self._serialize(_run(decoder, data, True), False)[0]
            self._decoder = decoder
            self._bom_seen = False
        self._do_not_flush = stream
        try:
            text = self._decoder.decode(data, not stream)
        except UnicodeDecodeError:
            self._do_not_flush = False
            raise TypeError(_INVALID) from None
        if text and not self._bom_seen:
            text, self._bom_seen = self._serialize(text, False)
        return text

    def _serialize(self, text: str, bom_seen: bool) -> tuple[str, bool]:
        """https://encoding.spec.whatwg.org/#concept-td-serialize: the output without a
        leading U+FEFF where the BOM is still to be seen, and the new *BOM seen* (true from
        the first output on in an encoding other than UTF-8 and UTF-16, where it is never
        looked at: so a stream does not call this again)."""
        if self._encoding not in _UNICODE_ENCODINGS:
            return text, bool(text) or bom_seen
        if text and not self.ignore_bom and not bom_seen:
            return (text[1:] if text[0] == "\ufeff" else text), True
        return text, bom_seen

    def copy(self) -> TextDecoderImpl:
        """An independent decoder in the same state (for ``copy.copy``)."""
        from copy import deepcopy

        new = TextDecoderImpl.__new__(TextDecoderImpl)
        new._encoding = self._encoding
        new.fatal = self.fatal
        new.ignore_bom = self.ignore_bom
        new._do_not_flush = self._do_not_flush
        new._bom_seen = self._bom_seen
        new._decoder = deepcopy(self._decoder)
        return new


_INVALID = "Failed to execute 'decode' on 'TextDecoder': The encoded data was not valid."


def _run(decoder: Decoder, data: bytes, final: bool) -> str:
    try:
        return decoder.decode(data, final)
    except UnicodeDecodeError:
        raise TypeError(_INVALID) from None


class TextEncoderImpl:
    """https://encoding.spec.whatwg.org/#interface-textencoder"""

    __slots__ = ()

    #: https://encoding.spec.whatwg.org/#dom-textencoder-encoding
    encoding = "utf-8"

    def encode(self, input: str) -> bytes:
        """https://encoding.spec.whatwg.org/#dom-textencoder-encode: UTF-8 encode. ``input``
        is the argument as a DOMString (``usv_in_impl`` in idl/encoding.extras.toml): the
        encode, which fails on a surrogate, is the check the USVString conversion would make
        first, so text without surrogates is encoded once."""
        try:
            return input.encode("utf-8")
        except UnicodeEncodeError:
            return scalar_value_string(input).encode("utf-8")

    def encode_into(self, source: str, destination: ByteDestination) -> dict[str, int]:
        """https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto"""
        return encode_into(source, destination)


def utf16_length(text: str) -> int:
    """The length of ``text`` in UTF-16 code units, as JavaScript counts it."""
    return len(text) + len(_ASTRAL.findall(text))


def encode_into(source: str, destination: ByteDestination) -> dict[str, int]:
    """https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto over a scalar value
    string and a writable byte view (a ``memoryview``, or a JavaScript ``Uint8Array``'s
    adapter under Pyodide): as many whole scalar values as fit."""
    capacity = len(destination)
    encoded = source.encode("utf-8")
    count = len(source)
    while len(encoded) > capacity:
        # Each scalar value takes 1 to 4 bytes: drop at least enough of them for the excess.
        count -= max(1, (len(encoded) - capacity + 3) // 4)
        encoded = source[:count].encode("utf-8")
    destination[: len(encoded)] = encoded
    return {"read": utf16_length(source[:count]), "written": len(encoded)}
