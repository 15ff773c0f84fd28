"""A decoder's state as Python's incremental decoders give it: ``getstate()``/``setstate()``.

Python's contract (:meth:`codecs.IncrementalDecoder.getstate`), which ``io.TextIOWrapper``'s
``tell()`` and ``seek()`` rely on: the state is ``(buffer, flags)``, ``buffer`` the bytes read
but not yet turned into text and ``flags`` an ``int`` holding the rest of the decoder's state;
a new decoder is in state ``(b"", 0)``; ``setstate((b"", flags))`` followed by
``decode(buffer)`` outputs nothing and leaves the decoder in state ``(buffer, flags)``, so that
a decoder set to a state continues as the one it was taken from. ``tell()`` looks for a byte
position where ``buffer`` is empty and keeps ``flags`` in its cookie (a C ``int``);
``seek()`` calls ``setstate((b"", flags))``.

Here ``buffer`` holds the bytes of an unfinished sequence (the standard's leading bytes,
UTF-16's odd byte and leading surrogate, what CPython's UTF-8 decoder keeps), so its bytes
are read again instead of a lead variable being kept, and ``flags`` is:

- 0 for every decoder but these two;
- replacement: 1 once its one error is output, else 0;
- ISO-2022-JP (https://encoding.spec.whatwg.org/#iso-2022-jp-decoder): ``ISO-2022-JP
  decoder output state + 4 × ISO-2022-JP output``, with the states numbered in the standard's
  order (ASCII 0, Roman 1, katakana 2, lead byte 3). The decoder state is the output state
  but while a sequence is unfinished, whose bytes are the buffer: the ISO-2022-JP lead
  (state trail byte), ``ESC`` (escape start) or ``ESC`` and the lead (escape); read again
  from the output state they give that state back.

The ``buffer`` passed to ``setstate`` is read before the next input, whatever it holds.
"""

from __future__ import annotations

from webapi._webidl import require_bytes

__all__ = ["DecoderState", "buffered_input", "read_state"]

#: ``(buffer, flags)``
DecoderState = tuple[bytes, int]


def buffered_input(buffer: bytes, data: object) -> bytes:
    """The bytes a decoder's ``decode(data)`` reads: its ``buffer`` (the bytes of an unfinished
    sequence, read again), then ``data`` (a bytes-like object, else ``TypeError``)."""
    if type(data) is not bytes:
        data = require_bytes(data, "decode")
    return buffer + data if buffer else data


def read_state(state: object, flags_limit: int) -> DecoderState:
    """``state`` (a ``setstate`` argument) as ``(buffer, flags)``: a tuple of a bytes-like
    object and an ``int`` from 0 to ``flags_limit`` - 1; else ``TypeError`` (wrong types) or
    ``ValueError`` (flags no state of this decoder has)."""
    if type(state) is not tuple or len(state) != 2:
        raise _not_a_state(state)
    buffer, flags = state
    if type(buffer) is not bytes:
        if isinstance(buffer, int):
            raise _not_a_state(state)
        try:
            buffer = memoryview(buffer).tobytes()
        except TypeError:
            raise _not_a_state(state) from None
    if not isinstance(flags, int):
        raise _not_a_state(state)
    if not 0 <= flags < flags_limit:
        raise ValueError(f"setstate(): {flags} is no decoder state's flags of this encoding")
    return buffer, int(flags)


def _not_a_state(state: object) -> TypeError:
    from webapi._webidl import argument_error

    return argument_error("setstate", "state", state, "a (bytes, int) tuple")
