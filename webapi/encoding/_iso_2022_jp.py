"""https://encoding.spec.whatwg.org/#iso-2022-jp-decoder

The standard's state machine, a byte at a time, but for the two runs that make up nearly
all text: bytes the ASCII or Roman state returns as themselves (one ``re`` match, decoded
as ASCII), and two-byte characters in the leading byte state, decoded as EUC-JP after
adding 0x80 to each byte (the same index jis0208 pointer, the same one error for a pair
that has none).
"""

from __future__ import annotations

import re

from ._multi_byte import MultiByteDecoder

__all__ = ["Iso2022JpDecoder"]

ASCII, ROMAN, KATAKANA, LEADING_BYTE, TRAILING_BYTE, ESCAPE_START, ESCAPE = range(7)

#: What the ASCII and Roman states return as the code point of the same value.
_RUNS = {
    ASCII: re.compile(rb"[\x00-\x0d\x10-\x1a\x1c-\x7f]+"),
    ROMAN: re.compile(rb"[\x00-\x0d\x10-\x1a\x1c-\x5b\x5d-\x7d\x7f]+"),
}
_PAIRS = re.compile(rb"(?:[\x21-\x7e][\x21-\x7e])+")
#: A whole input the common way: ASCII runs and escapes into jis0208 with at least one pair,
#: back to ASCII before anything else (an escape right after an escape is an error, as is an
#: escape into the state the decoder is in, so those inputs take the steps).
_SIMPLE = re.compile(
    rb"[\x00-\x0d\x10-\x1a\x1c-\x7f]*"
    rb"(?:\x1b\$[@B](?:[\x21-\x7e]{2})+\x1b\(B[\x00-\x0d\x10-\x1a\x1c-\x7f]+)*"
    rb"(?:\x1b\$[@B](?:[\x21-\x7e]{2})+(?:\x1b\(B)?)?"
)
_JIS_RUN = re.compile(rb"\x1b\$[@B]((?:[\x21-\x7e]{2})+)(?:\x1b\(B)?")
_PLUS_0X80 = bytes(range(0x80, 0x100)) * 2


class Iso2022JpDecoder:
    """An instance of ISO-2022-JP's decoder."""

    __slots__ = ("_euc_jp", "_fatal", "_leading", "_output", "_output_state", "_state")

    def __init__(self, fatal: bool) -> None:
        self._fatal = fatal
        self._state = ASCII
        self._output_state = ASCII
        self._leading = 0
        self._output = False
        self._euc_jp = MultiByteDecoder("EUC-JP", fatal)

    def _error(self, data: bytes, i: int) -> str:
        if self._fatal:
            raise UnicodeDecodeError("ISO-2022-JP", data, i, i + 1, "invalid sequence")
        return "\ufffd"

    def decode(self, data: bytes, final: bool = False) -> str:
        data = bytes(data)
        if final and self._state == ASCII and not self._output and _SIMPLE.fullmatch(data):
            # The whole input as EUC-JP: ASCII bytes as they are, each jis0208 pair + 0x80.
            parts = _JIS_RUN.split(data)
            parts[1::2] = [part.translate(_PLUS_0X80) for part in parts[1::2]]
            return self._euc_jp.decode(b"".join(parts), True)
        pieces: list[str] = []
        i, n = 0, len(data)
        while i < n:
            state = self._state
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
