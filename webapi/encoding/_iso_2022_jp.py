"""https://encoding.spec.whatwg.org/#iso-2022-jp-decoder

The standard's state machine, a byte at a time, but for the two runs that make up nearly
all text: bytes the ASCII or Roman state returns as themselves (one ``re`` match, decoded
as ASCII), and two-byte characters in the leading byte state, decoded as EUC-JP after
adding 0x80 to each byte (the same index jis0208 pointer, the same one error for a pair
that has none). First, once per call, CPython's ``iso2022_jp`` codec decodes the input
(:func:`codec_decode`): one ``re`` search for the escapes it may read otherwise, one
``bytes.translate`` that makes it fail on a control in a jis0208 run (where it would let the
control through and the standard errs), then its output is checked: what it fails on, the
steps decode.
"""

from __future__ import annotations

import codecs
import re

from ._decoder_state import DecoderState, buffered_input, read_state
from ._multi_byte import TRANSLATIONS, MultiByteDecoder

__all__ = ["Iso2022JpDecoder"]

ASCII, ROMAN, KATAKANA, LEADING_BYTE, TRAILING_BYTE, ESCAPE_START, ESCAPE = range(7)

#: What the ASCII and Roman states return as the code point of the same value.
_RUNS = {
    ASCII: re.compile(rb"[\x00-\x0d\x10-\x1a\x1c-\x7f]+"),
    ROMAN: re.compile(rb"[\x00-\x0d\x10-\x1a\x1c-\x5b\x5d-\x7d\x7f]+"),
}
_PAIRS = re.compile(rb"(?:[\x21-\x7e][\x21-\x7e])+")
#: Where CPython's codec may read an escape otherwise than the standard, in the input and a
#: byte after it that is not ESC: an ESC that does not start ``ESC ( B``, ``ESC ( J``,
#: ``ESC $ @`` or ``ESC $ B`` and a byte other than ESC (the codec also takes ``ESC $ ( B``,
#: ``ESC ) B`` and others the standard errs on, or outputs ESC and what follows as text;
#: ``ESC $ J`` and ``ESC ( @`` it fails on), or an escape right after an escape (the
#: standard's error: *output* is true). (One branch at each ESC: the fewest steps.)
_ESCAPE_SUSPECT = re.compile(rb"\x1b(?![$(][@BJ][^\x1b])")
#: The input as the codec reads it: TAB, LF and CR become DEL, which the codec outputs in the
#: ASCII and Roman states (as the standard outputs the control) and fails on in a jis0208 run
#: (as a lead byte or trail byte of no pair), where the standard errs (the codec itself lets
#: controls through there); every other control but ESC, and DEL, become 0x80, on which the
#: codec fails in every state (SO and SI it would let through; the standard errs on both).
_FOR_CODEC = bytes(
    0x7F if byte in b"\t\n\r" else 0x80 if (byte < 0x20 and byte != 0x1B) or byte == 0x7F else byte
    for byte in range(256)
)
#: Every byte but TAB, LF and CR (deleted to leave those, in order).
_NOT_MARKED = bytes(byte for byte in range(256) if byte not in b"\t\n\r")
#: The escape into each state the codec can start in.
_ESCAPE_INTO = {ASCII: b"", ROMAN: b"\x1b(J", LEADING_BYTE: b"\x1b$B"}
#: The state after each escape the codec may read (see _ESCAPE_SUSPECT).
_AFTER_ESCAPE = {b"(B": ASCII, b"(J": ROMAN, b"$@": LEADING_BYTE, b"$B": LEADING_BYTE}
_PLUS_0X80 = bytes(range(0x80, 0x100)) * 2
#: The codec's decode function, looked up once (``bytes.decode`` looks the name up each call).
_CODEC_DECODE = codecs.lookup("iso2022_jp").decode
_EUC_JP_TRANSLATIONS = TRANSLATIONS["EUC-JP"]


def codec_decode(data: bytes, state: int = ASCII) -> str | None:
    """The standard's output for ``data`` and end-of-queue from ``state`` (ASCII, Roman or
    lead byte, *output* false) by CPython's ``iso2022_jp`` codec, or None where that is not
    proved: where :data:`_ESCAPE_SUSPECT` finds an escape the codec may read otherwise, or the
    codec fails on the input as :data:`_FOR_CODEC` makes it (an error, a control in a jis0208
    run, a pair it lacks, a sequence cut off at the end). Its output is the standard's but for
    the DELs, which are the controls again, and the pairs' table: EUC-JP's, whose
    :data:`~._multi_byte.TRANSLATIONS` make it the standard's (proved over every pair and on
    generated inputs by tests/encoding/test_iso_2022_jp_common_form.py)."""
    found = _ESCAPE_SUSPECT.search(data)
    # (an escape the input ends with, no byte after it: the standard reads it as the codec)
    if found is not None and (found.start() != len(data) - 3 or data[-2:] not in _AFTER_ESCAPE):
        return None
    try:
        text = _CODEC_DECODE(_ESCAPE_INTO[state] + data.translate(_FOR_CODEC))[0]
    except UnicodeDecodeError:
        return None
    if "\x7f" in text:
        if b"\r" in data or b"\t" in data:
            controls = data.translate(None, _NOT_MARKED).decode("ascii")
            parts = text.split("\x7f")
            text = "".join([p + c for p, c in zip(parts, controls, strict=False)]) + parts[-1]
        else:
            text = text.replace("\x7f", "\n")
    for suspect, code_point in _EUC_JP_TRANSLATIONS:
        text = text.replace(suspect, code_point)
    return text


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
        self._euc_jp: MultiByteDecoder | None = None  # made when the steps first meet a pair
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
        data, self._pending = buffered_input(self._pending, data), b""
        i, n = 0, len(data)
        pieces: list[str] = []
        # CPython's codec is tried once, where the decoder is first in the ASCII, Roman or
        # lead byte state with *output* false, or true before a byte other than ESC (which
        # sets it false: the same), after what an earlier call left unfinished: once only, so
        # that an input the codec does not answer for costs one more scan, not one per byte.
        # The common call: from the start, and the codec answers for the whole input (what
        # _codec_part keeps for the next call counts as decoded; _end outputs nothing in the
        # state it leaves).
        tried = False
        while i < n:
            state = self._state
            if not tried and state in _ESCAPE_INTO and (not self._output or data[i] != 0x1B):
                tried = True
                length, text = self._codec_part(data[i:] if i else data, final)
                if length:
                    self._output = False
                    if length == n:  # from i = 0: the whole input
                        return text
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
                    pieces.append(self._pairs(run.group()))
                    i = run.end()
                    continue
            pieces.append(self._handle(data, i))
            i += 1
        if final:
            pieces.append(self._end(data))
        return "".join(pieces)

    def _pairs(self, pairs: bytes) -> str:
        """The standard's output for jis0208 pairs (each byte 0x21 to 0x7E), as EUC-JP's
        decoder gives it for the bytes plus 0x80."""
        euc_jp = self._euc_jp
        if euc_jp is None:
            euc_jp = self._euc_jp = MultiByteDecoder("EUC-JP", self._fatal)
        return euc_jp.decode(pairs.translate(_PLUS_0X80), True)

    def _codec_part(self, data: bytes, final: bool) -> tuple[int, str]:
        """How many bytes from the start CPython's codec decodes, and the standard's output
        for them ((0, "") for none), from the ASCII, Roman or lead byte state with *output*
        false: all but an escape at the end (after which *output* is true) and, ``final``
        false, an escape left unfinished at the end or a lead byte waiting for its trail byte,
        where :func:`codec_decode` answers for them; the decoder is left in the state they end
        in. Where only an unfinished escape or a lead byte (which output nothing yet) is left,
        it is kept for the next call (read again from that state, as getstate() gives it) and
        the whole input counts as decoded."""
        end = len(data)
        keep = 0
        if not final:
            # an escape not finished: its ESC is in the last two bytes
            escape = data.find(b"\x1b", end - 2)
            if escape != -1:
                end = escape
                if data[escape + 1 : escape + 2] in (b"", b"$", b"("):  # no error yet
                    keep = len(data) - escape
        last = data.rfind(b"\x1b", 0, end)
        if last != -1 and last + 3 == end:
            end = last  # *output* would be true after this escape: the steps read it
            keep = 0
            last = data.rfind(b"\x1b", 0, end)
        if last != -1 and last + 3 >= end:
            return 0, ""
        # the state at the end: the last escape's, else the state now (an escape the codec
        # may read otherwise makes codec_decode answer None)
        state = self._state if last == -1 else _AFTER_ESCAPE.get(data[last + 1 : last + 3], ASCII)
        if not final and state == LEADING_BYTE and (end - (0 if last == -1 else last + 3)) % 2:
            end -= 1  # a lead byte waiting for its trail byte
            keep = 1 if end == len(data) - 1 and 0x21 <= data[end] <= 0x7E else 0
        if end <= 0:
            return 0, ""
        text = codec_decode(data[:end] if end < len(data) else data, self._state)
        if text is None:
            return 0, ""
        self._state = self._output_state = state
        if keep:
            self._pending = data[end:]
            return len(data), text
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
                return self._pairs(bytes((self._leading, byte)))
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
