"""Error mode "fatal" (https://encoding.spec.whatwg.org/#encode-or-fail, resumed after each
error as the URL Standard's query percent-encoding loops it) of the stateless encoders: the
single-byte ones, UTF-8 and EUC-KR by their C codec, the multi-byte ones by their html-mode
encoder writing a mark for each error (:mod:`._encoders_html`)."""

from __future__ import annotations

import codecs
import threading

from ._encoders_html import _multi_byte_encoder
from ._encoders_single_byte import _Plan

#: The name of the error handler that records the spans a codec fails on (registered on
#: first use) and the spans it recorded, per thread.
_COLLECT = "webapi.encoding-collect"
_collected = threading.local()
_registered: list[bool] = []


def _collect(error: UnicodeError) -> tuple[str, int]:
    assert isinstance(error, UnicodeEncodeError)
    _collected.spans.append((error.start, error.end))
    return "", error.end


def _fatal_chunks(plan: _Plan, text: str) -> list[bytes | int]:
    """The encoder over ``text`` in "fatal" mode, resuming after each error: byte chunks
    (merged between errors) and the code point of each error."""
    if not _registered:
        codecs.register_error(_COLLECT, _collect)
        _registered.append(True)
    spans: list[tuple[int, int]] = []
    _collected.spans = spans
    encoded = plan.codec(text, _COLLECT)
    if not spans:
        return [encoded] if encoded else []
    # Encode again between the failed spans: each piece once more, so linear.
    output: list[bytes | int] = []
    position = 0
    for start, end in spans:
        if start > position:
            output.append(plan.codec(text[position:start], "strict"))
        output.extend(map(ord, text[start:end]))
        position = end
    if position < len(text):
        output.append(plan.codec(text[position:], "strict"))
    return output


#: In fatal mode, what the multi-byte encoders write for an error: a byte none of them
#: writes otherwise (their bytes end at 0xFE), the code point in decimal, the byte again.
_ERROR_MARK = b"\xff"


def _fatal_multi_byte_chunks(encoding: str, text: str) -> list[bytes | int]:
    """A multi-byte encoder but ISO-2022-JP in fatal mode: :func:`_multi_byte_encoder` with
    each error marked, then cut at the marks."""
    return _cut_at_marks(_multi_byte_encoder(encoding, _ERROR_MARK + b"%d" + _ERROR_MARK)(text))


def _cut_at_marks(output: bytes) -> list[bytes | int]:
    """Byte chunks and error code points out of ``output`` with each error marked."""
    if _ERROR_MARK not in output:
        return [output] if output else []
    parts = output.split(_ERROR_MARK)  # bytes, code point, bytes, ..., bytes
    chunks: list[bytes | int] = []
    for index, part in enumerate(parts):
        if index % 2:
            chunks.append(int(part))
        elif part:
            chunks.append(part)
    return chunks
