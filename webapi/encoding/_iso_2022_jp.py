"""https://encoding.spec.whatwg.org/#iso-2022-jp-decoder

The standard's state machine, a byte at a time, but for the two runs that make up nearly
all text: bytes the ASCII or Roman state returns as themselves (one ``re`` match, decoded
as ASCII), and two-byte characters in the leading byte state, decoded as EUC-JP after
adding 0x80 to each byte (the same index jis0208 pointer, the same one error for a pair
that has none). A whole input in the common form (:func:`is_common_form`: what encoders
write) is decoded by CPython's ``iso2022_jp`` codec when it succeeds with no suspect in its
result.
"""

from __future__ import annotations

import re

from ._decoder_state import DecoderState, read_state
from ._multi_byte import TRANSLATIONS, MultiByteDecoder

__all__ = ["Iso2022JpDecoder"]

ASCII, ROMAN, KATAKANA, LEADING_BYTE, TRAILING_BYTE, ESCAPE_START, ESCAPE = range(7)

#: What the ASCII and Roman states return as the code point of the same value.
_RUNS = {
    ASCII: re.compile(rb"[\x00-\x0d\x10-\x1a\x1c-\x7f]+"),
    ROMAN: re.compile(rb"[\x00-\x0d\x10-\x1a\x1c-\x5b\x5d-\x7d\x7f]+"),
}
_PAIRS = re.compile(rb"(?:[\x21-\x7e][\x21-\x7e])+")
#: Where an input leaves the common form (bytes above 0x7F, SO and SI aside): an escape other
#: than into jis0208 (``ESC $ B``, ``ESC $ @``) or back to ASCII (``ESC ( B``), an escape right
#: after an escape (the standard's error), a jis0208 run holding a byte that is no pair byte.
_NOT_COMMON = re.compile(
    rb"\x1b(?:(?!\$[@B]|\(B)|(?:\$[@B]|\(B)\x1b|\$[@B][\x21-\x7e]*+(?!\x1b\(B|\Z))"
)
#: ``ESC $ B``: what puts the codec in the lead byte state.
_TO_PAIRS = b"\x1b$B"
_PLUS_0X80 = bytes(range(0x80, 0x100)) * 2


def is_common_form(data: bytes) -> bool:
    """Whether ``data`` has the common form but maybe for a byte left over in a jis0208 run:
    ASCII runs (no SO, SI) and runs of jis0208 pair bytes, each after its escape (``ESC ( B``,
    ``ESC $ B`` or ``ESC $ @``), no escape right after another. Where CPython's
    ``iso2022_jp`` codec decodes such an input without error (a byte left over is one), it
    gives the standard's result but for the pairs' table: EUC-JP's, whose
    :data:`~._multi_byte.TRANSLATIONS` make it the standard's (proved over every pair by
    tests/encoding/test_iso_2022_jp_common_form.py)."""
    return (
        data.isascii()
        and b"\x0e" not in data
        and b"\x0f" not in data
        and _NOT_COMMON.search(data) is None
    )


class Iso2022JpDecoder:
    """An instance of ISO-2022-JP's decoder."""

    __slots__ = (
        "_euc_jp",
        "_fatal",
        "_leading",
        "_output",
        "_output_state",
        "_pending",
        "_state",
    )

    def __init__(self, fatal: bool) -> None:
        self._fatal = fatal
        self._state = ASCII
        self._output_state = ASCII
        self._leading = 0
        self._output = False
        self._euc_jp = MultiByteDecoder("EUC-JP", fatal)
        self._pending = b""  # only a setstate() buffer, read before the next input

    def getstate(self) -> DecoderState:
        """``(buffer, output state + 4 × output)`` (:mod:`._decoder_state`): the bytes of an
        unfinished sequence are the buffer, read again from the output state."""
        state = self._state
        if state == TRAILING_BYTE:
            buffer = bytes((self._leading,))
        elif state == ESCAPE_START:
            buffer = b"\x1b"
        elif state == ESCAPE:
            buffer = bytes((0x1B, self._leading))
        else:
            buffer = b""
        return self._pending + buffer, self._output_state + 4 * self._output

    def setstate(self, state: DecoderState) -> None:
        """The decoder in the output state and with the output flag of ``state``'s flags,
        its buffer to be read before the next input."""
        buffer, flags = read_state(state, 8)
        self._state = self._output_state = flags & 3
        self._output = flags >= 4
        self._leading = 0
        self._pending = buffer

    def _error(self, data: bytes, i: int) -> str:
        if self._fatal:
            raise UnicodeDecodeError("ISO-2022-JP", data, i, i + 1, "invalid sequence")
        return "\ufffd"

    def decode(self, data: bytes, final: bool = False) -> str:
        if self._pending:
            data, self._pending = self._pending + bytes(data), b""
        else:
            data = bytes(data)
        pieces: list[str] = []
        i, n = 0, len(data)
        # CPython's codec is tried once, where the decoder is first in the ASCII or lead byte
        # state with *output* false (after what an earlier call left unfinished): once only,
        # so that an input out of the common form costs one more scan, not one per byte.
        tried = False
        while i < n:
            state = self._state
            if not tried and state in (ASCII, LEADING_BYTE) and not self._output:
                tried = True
                length, text = self._codec_part(data[i:] if i else data, final)
                if length:
                    pieces.append(text)
                    i += length
                    continue
            if state in _RUNS:
                run = _RUNS[state].match(data, i)
                if run is not None:
                    self._output = False
                    text = run.group().decode("ascii")
                    if state == ROMAN:
                        text = text.replace("\\", "\u00a5").replace("~", "\u203e")
                    pieces.append(text)
                    i = run.end()
                    continue
            elif state == LEADING_BYTE:
                run = _PAIRS.match(data, i)
                if run is not None:
                    self._output = False
                    pieces.append(self._euc_jp.decode(run.group().translate(_PLUS_0X80), True))
                    i = run.end()
                    continue
            pieces.append(self._handle(data, i))
            i += 1
        if final:
            pieces.append(self._end(data))
        return "".join(pieces)

    def _codec_part(self, data: bytes, final: bool) -> tuple[int, str]:
        """How many bytes from the start CPython's codec decodes, and the standard's output
        for them ((0, "") for none), from the ASCII or lead byte state with *output* false:
        all but an escape left unfinished at the end, an escape at the end (after which
        *output* is true) and a lead byte waiting for its trail byte (``final`` false), where
        those bytes are in the common form (:func:`is_common_form`); the decoder is left in
        the state they end in."""
        end = len(data)
        if not final:
            # an escape not finished: its ESC is in the last two bytes
            escape = data.find(b"\x1b", end - 2)
            if escape != -1:
                end = escape
        last = data.rfind(b"\x1b", 0, end)
        if last != -1 and last + 3 == end:
            end = last  # *output* would be true after this escape: the steps read it
            last = data.rfind(b"\x1b", 0, end)
        if last != -1 and last + 3 >= end:
            return 0, ""
        # the state at the end: the last escape's, else the state now
        in_pairs = self._state == LEADING_BYTE if last == -1 else data[last + 1] == 0x24
        if not final and in_pairs and (end - (0 if last == -1 else last + 3)) % 2:
            end -= 1  # a lead byte waiting for its trail byte
        if end <= 0:
            return 0, ""
        head = _TO_PAIRS + data[:end] if self._state == LEADING_BYTE else data[:end]
        if not is_common_form(head):
            return 0, ""
        try:
            text = head.decode("iso2022_jp")
        except UnicodeDecodeError:  # a pair the codec does not know, a byte left over
            return 0, ""
        if "\ufffd" in text:
            return 0, ""
        for suspect, code_point in TRANSLATIONS["EUC-JP"]:
            text = text.replace(suspect, code_point)
        self._state = self._output_state = LEADING_BYTE if in_pairs else ASCII
        return end, text

    def _handle(self, data: bytes, i: int) -> str:
        """The handler for the byte at ``i`` (a run never starts there)."""
        byte = data[i]
        state = self._state
        if state in (ASCII, ROMAN, KATAKANA, LEADING_BYTE):
            if byte == 0x1B:
                self._state = ESCAPE_START
                return ""
            self._output = False
            if state in _RUNS and _RUNS[state].fullmatch(data, i, i + 1) is not None:
                return chr(byte)
            if state == ROMAN and byte == 0x5C:
                return "\u00a5"
            if state == ROMAN and byte == 0x7E:
                return "\u203e"
            if state == KATAKANA and 0x21 <= byte <= 0x5F:
                return chr(0xFF61 - 0x21 + byte)
            if state == LEADING_BYTE and 0x21 <= byte <= 0x7E:
                self._leading = byte
                self._state = TRAILING_BYTE
                return ""
            return self._error(data, i)
        if state == TRAILING_BYTE:
            if byte == 0x1B:
                self._state = ESCAPE_START
                return self._error(data, i)
            self._state = LEADING_BYTE
            if 0x21 <= byte <= 0x7E:
                pair = bytes((self._leading + 0x80, byte + 0x80))
                return self._euc_jp.decode(pair, True)
            return self._error(data, i)
        if state == ESCAPE_START:
            if byte in (0x24, 0x28):
                self._leading = byte
                self._state = ESCAPE
                return ""
            # "restore byte to ioQueue": decode it in the output state
            self._output = False
            self._state = self._output_state
            return self._error(data, i) + self._again(data, i)
        # ESCAPE
        leading = self._leading
        self._leading = 0
        new_state = None
        if leading == 0x28 and byte == 0x42:
            new_state = ASCII
        elif leading == 0x28 and byte == 0x4A:
            new_state = ROMAN
        elif leading == 0x28 and byte == 0x49:
            new_state = KATAKANA
        elif leading == 0x24 and byte in (0x40, 0x42):
            new_state = LEADING_BYTE
        if new_state is not None:
            self._state = self._output_state = new_state
            output = self._output
            self._output = True
            return self._error(data, i) if output else ""
        # "restore « leading, byte » to ioQueue"
        self._output = False
        self._state = self._output_state
        return self._error(data, i) + self._again(bytes((leading,)), 0) + self._again(data, i)

    def _again(self, data: bytes, i: int) -> str:
        """A restored byte, read again in the state the decoder is now in."""
        return self._handle(data, i)

    def _end(self, data: bytes) -> str:
        """The handler for end-of-queue."""
        state = self._state
        if state == TRAILING_BYTE:
            self._state = LEADING_BYTE
            return self._error(data, len(data))
        if state == ESCAPE_START:
            self._output = False
            self._state = self._output_state
            return self._error(data, len(data))
        if state == ESCAPE:
            # "restore leading to ioQueue"
            leading = self._leading
            self._leading = 0
            self._output = False
            self._state = self._output_state
            return (
                self._error(data, len(data)) + self._again(bytes((leading,)), 0) + self._end(data)
            )
        return ""
