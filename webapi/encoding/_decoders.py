"""Decoders: https://encoding.spec.whatwg.org/#decoders

Every decoder is an object with ``decode(data, final)``: it runs the encoding's decoder over
``data`` appended to what an earlier call left pending, and on ``final`` also over
end-of-queue. Error mode "replacement" gives U+FFFD for each error; "fatal" raises
:class:`UnicodeDecodeError` (``TextDecoder`` turns it into a ``TypeError``).

``getstate()`` and ``setstate(state)`` are Python's (:mod:`._decoder_state`).

Where a CPython codec is proved equal to the standard's decoder (``tests/encoding``), the
decoder is that codec: UTF-8 (CPython replaces the same maximal subparts), the single-byte
encodings and x-user-defined (``codecs.charmap_decode`` over the index), UTF-16 (with lone
surrogates replaced after decoding). The multi-byte encodings are in :mod:`._multi_byte`
and :mod:`._iso_2022_jp`.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable
from typing import Protocol

from webapi._webidl import require_bytes, require_str

from ._decoder_state import DecoderState, buffered_input, read_state
from ._indexes import single_byte_table

__all__ = ["Decoder", "get_decoder"]


class Decoder(Protocol):
    """An instance of an encoding's decoder with its error mode."""

    def decode(self, data: bytes, final: bool = False) -> str:
        """The text the decoder outputs for ``data`` (and end-of-queue if ``final``)."""
        ...

    def getstate(self) -> DecoderState:
        """``(buffer, flags)``: the bytes not yet turned into text and the rest of the state."""
        ...

    def setstate(self, state: DecoderState) -> None:
        """The decoder in ``state``, as a ``getstate()`` returned it."""
        ...


def _errors(fatal: bool) -> str:
    return "strict" if fatal else "replace"


class _Utf8Decoder:
    """https://encoding.spec.whatwg.org/#utf-8-decoder (CPython's UTF-8 decoder replaces
    each maximal subpart with one U+FFFD, as the standard does).

    One difference, when the input stops in the middle: CPython keeps ``ED`` followed by
    ``A0``-``BF`` (a surrogate's first two bytes) pending for the next call, where the
    standard's decoder has already returned its errors ("UTF-8 upper boundary" is ``9F``
    after ``ED``: an error, then ``A0``-``BF`` again, a continuation byte without a lead, a
    second error). Every other pending tail is a prefix the standard keeps too (a test)."""

    __slots__ = ("_decoder", "_errors", "_fatal")

    def __init__(self, fatal: bool) -> None:
        # CPython's incremental decoder, made when a call leaves a sequence unfinished or
        # setstate() sets one (a final call from the first state is one codecs.utf_8_decode)
        self._decoder: codecs.IncrementalDecoder | None = None
        self._errors = _errors(fatal)
        self._fatal = fatal

    def _incremental(self) -> codecs.IncrementalDecoder:
        decoder = self._decoder
        if decoder is None:
            decoder = self._decoder = codecs.getincrementaldecoder("utf-8")(self._errors)
        return decoder

    def decode(self, data: bytes, final: bool = False) -> str:
        if type(data) is not bytes:
            data = require_bytes(data, "decode")
        if self._decoder is None and final:
            return codecs.utf_8_decode(data, self._errors, True)[0]
        decoder = self._incremental()
        text = decoder.decode(data, final)
        # Such a tail ends with this call's last byte, A0-BF: only then is there one to look at.
        if not final and data and 0xA0 <= data[-1] <= 0xBF:
            pending = decoder.getstate()[0]
            if len(pending) == 2 and pending[0] == 0xED and pending[1] > 0x9F:
                decoder.reset()
                if self._fatal:
                    raise UnicodeDecodeError("utf-8", pending, 0, 1, "invalid continuation byte")
                text += "\ufffd\ufffd"
        return text

    def getstate(self) -> DecoderState:
        """CPython's decoder's state: the bytes of an unfinished sequence, flags 0."""
        if self._decoder is None:
            return b"", 0
        buffer, flags = self._decoder.getstate()
        return buffer, flags

    def setstate(self, state: DecoderState) -> None:
        """See :class:`Decoder`."""
        self._incremental().setstate(read_state(state, 1))


_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")


class _Utf16Decoder:
    """https://encoding.spec.whatwg.org/#shared-utf-16-decoder: CPython's UTF-16 decoder;
    where it fails, again with surrogatepass, which keeps each code unit that is not part of
    a pair as a lone surrogate: one error of the standard's decoder each."""

    __slots__ = ("_decode", "_fatal", "_name", "_pending")

    def __init__(self, is_utf16be: bool, fatal: bool) -> None:
        self._decode = codecs.utf_16_be_decode if is_utf16be else codecs.utf_16_le_decode
        self._name = "UTF-16BE" if is_utf16be else "UTF-16LE"
        self._fatal = fatal
        self._pending = b""

    def decode(self, data: bytes, final: bool = False) -> str:
        data = buffered_input(self._pending, data)
        try:
            text, consumed = self._decode(data, "strict", False)
        except UnicodeDecodeError:
            text, consumed = self._decode(data, "surrogatepass", False)
            if self._fatal:
                raise UnicodeDecodeError(self._name, data, 0, len(data), "lone surrogate") from None
            text = _LONE_SURROGATE.sub("\ufffd", text)
        # Not consumed: an odd byte, a leading surrogate, or both.
        self._pending = data[consumed:]
        if final and self._pending:
            # At end-of-queue, a pending byte, leading surrogate or both are one error.
            self._pending = b""
            if self._fatal:
                raise UnicodeDecodeError(self._name, data, consumed, len(data), "truncated")
            text += "\ufffd"
        return text

    def getstate(self) -> DecoderState:
        """The odd byte and leading surrogate not yet decoded, flags 0."""
        return self._pending, 0

    def setstate(self, state: DecoderState) -> None:
        """See :class:`Decoder`."""
        self._pending = read_state(state, 1)[0]


class _CharmapDecoder:
    """https://encoding.spec.whatwg.org/#single-byte-decoder and
    https://encoding.spec.whatwg.org/#x-user-defined-decoder: one byte, one code point or
    error, through ``codecs.charmap_decode`` and a 256-character table."""

    __slots__ = ("_errors", "_pending", "_table")

    def __init__(self, table: str, fatal: bool) -> None:
        self._table = table
        self._errors = _errors(fatal)
        self._pending = b""  # only a setstate() buffer: a byte is never left unfinished

    def decode(self, data: bytes, final: bool = False) -> str:
        data, self._pending = buffered_input(self._pending, data), b""
        return codecs.charmap_decode(data, self._errors, self._table)[0]

    def getstate(self) -> DecoderState:
        """No state: ``(b"", 0)`` (but for a buffer given to ``setstate`` and not yet read)."""
        return self._pending, 0

    def setstate(self, state: DecoderState) -> None:
        """See :class:`Decoder`."""
        self._pending = read_state(state, 1)[0]


#: https://encoding.spec.whatwg.org/#x-user-defined-decoder: "If byte is an ASCII byte,
#: return a code point whose value is byte. Return a code point whose value is 0xF780 +
#: byte - 0x80."
X_USER_DEFINED_TABLE = "".join(map(chr, range(0x80))) + "".join(
    chr(0xF780 + byte - 0x80) for byte in range(0x80, 0x100)
)


class _ReplacementDecoder:
    """https://encoding.spec.whatwg.org/#replacement-decoder: one error for a non-empty
    input, then finished."""

    __slots__ = ("_fatal", "_pending", "_seen")

    def __init__(self, fatal: bool) -> None:
        self._fatal = fatal
        self._seen = False
        self._pending = b""  # only a setstate() buffer

    def decode(self, data: bytes, final: bool = False) -> str:
        data, self._pending = buffered_input(self._pending, data), b""
        if not data or self._seen:
            return ""
        self._seen = True
        if self._fatal:
            raise UnicodeDecodeError("replacement", data, 0, len(data), "replacement")
        return "\ufffd"

    def getstate(self) -> DecoderState:
        """Flags 1 once the error is output ("finished"), else 0."""
        return self._pending, int(self._seen)

    def setstate(self, state: DecoderState) -> None:
        """See :class:`Decoder`."""
        self._pending, seen = read_state(state, 2)
        self._seen = bool(seen)


#: ``_multi_byte.MULTI_BYTE_DECODERS`` once loaded (an import statement per call costs more
#: than a 200-byte snippet's decoding by the codec).
_MULTI_BYTE: dict[str, Callable[[bool], Decoder]] | None = None


def _multi_byte() -> dict[str, Callable[[bool], Decoder]]:
    global _MULTI_BYTE
    from ._multi_byte import MULTI_BYTE_DECODERS

    _MULTI_BYTE = dict(MULTI_BYTE_DECODERS)
    return _MULTI_BYTE


#: ISO-2022-JP's decoder class, imported on its first use (an ``import`` statement at each
#: call cost every new decoder ~0.5 µs).
_ISO_2022_JP: Callable[[bool], Decoder] | None = None


def _iso_2022_jp() -> Callable[[bool], Decoder]:
    global _ISO_2022_JP
    from ._iso_2022_jp import Iso2022JpDecoder

    _ISO_2022_JP = Iso2022JpDecoder
    return Iso2022JpDecoder


def get_decoder(encoding: str, fatal: bool = False) -> Decoder:
    """A new instance of ``encoding``'s decoder (a name as ``get_encoding`` returns it)."""
    if type(encoding) is not str:
        encoding = require_str(encoding, "get_decoder", "encoding")
    if encoding == "UTF-8":
        return _Utf8Decoder(fatal)
    if encoding in ("UTF-16BE", "UTF-16LE"):
        return _Utf16Decoder(encoding == "UTF-16BE", fatal)
    if encoding == "x-user-defined":
        return _CharmapDecoder(X_USER_DEFINED_TABLE, fatal)
    if encoding == "replacement":
        return _ReplacementDecoder(fatal)
    if encoding == "ISO-2022-JP":
        return (_ISO_2022_JP or _iso_2022_jp())(fatal)
    factory = (_MULTI_BYTE or _multi_byte()).get(encoding)
    if factory is not None:
        return factory(fatal)
    try:
        table = single_byte_table(encoding)
    except KeyError:
        raise LookupError(
            f"no decoder for {encoding!r} (pass a name from get_encoding())"
        ) from None
    return _CharmapDecoder(table, fatal)
