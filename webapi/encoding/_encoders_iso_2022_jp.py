"""https://encoding.spec.whatwg.org/#iso-2022-jp-encoder in error modes html and fatal: CPython's
``iso2022_jp`` codec with error handlers, or the standard's steps (see
:func:`_iso_2022_jp_html`)."""

from __future__ import annotations

import codecs
import re
import sys
import threading
from collections.abc import Callable
from functools import cache
from itertools import groupby
from typing import NamedTuple, cast

from webapi._cache import BoundedCache
from webapi._webidl import scalar_value_string

from ._encoder_steps import _jis0208_pointers
from ._encoders_fatal import _ERROR_MARK, _cut_at_marks
from ._encoders_html import (
    _HTML_CACHE_BUDGET,
    _codec_encodes,
    _ErrorHandler,
    _javascript_code_point,
    _multi_byte_encoder,
)

#: https://encoding.spec.whatwg.org/#index-iso-2022-jp-katakana : U+FF61 to U+FF9F.
_ISO_2022_JP_KATAKANA = (
    "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノ"
    "ハヒフヘホマミムメモヤユヨラリルレロワン゛゜"
)
assert len(_ISO_2022_JP_KATAKANA) == 0xFF9F - 0xFF61 + 1

_ASCII, _ROMAN, _JIS0208 = "ASCII", "Roman", "jis0208"
_ISO_2022_JP_ESCAPE = {_ASCII: b"\x1b(B", _ROMAN: b"\x1b(J", _JIS0208: b"\x1b$B"}
#: What the ISO-2022-JP encoder passes through as bytes in the ASCII and Roman
#: states: ASCII but U+000E, U+000F, U+001B (and U+005C, U+007E in Roman).
_ISO_2022_JP_RUN = {
    _ASCII: re.compile(r"[\x00-\x0d\x10-\x1a\x1c-\x7f]+"),
    _ROMAN: re.compile(r"[\x00-\x0d\x10-\x1a\x1c-\x5b\x5d-\x7d\x7f]+"),
}


#: EUC-JP's bytes of a jis0208 pointer (0xA1 + leading, 0xA1 + trailing) to ISO-2022-JP's
#: (0x21 + leading, 0x21 + trailing).
_EUC_JP_TO_JIS = bytes.maketrans(bytes(range(0xA1, 0xFF)), bytes(range(0x21, 0x7F)))


@cache
def _jis0208_run() -> re.Pattern[str]:
    """A run of code points the ISO-2022-JP encoder writes as jis0208 pointers: those of index
    jis0208 and U+2212 ("If code point is U+2212, set it to U+FF0D"), but U+00A5 and U+203E,
    which it writes in the Roman state first, and U+FF61 to U+FF9F, which it maps to index
    ISO-2022-JP katakana first (neither is in index jis0208)."""
    code_points = set(_jis0208_pointers()[0]) | {0x2212}
    code_points -= {0xA5, 0x203E, *range(0xFF61, 0xFFA0)}
    ranges = []
    for _, group in groupby(enumerate(sorted(code_points)), lambda item: item[1] - item[0]):
        run = [code_point for _, code_point in group]
        ranges.append(f"\\U{run[0]:08x}-\\U{run[-1]:08x}")
    return re.compile(f"[{''.join(ranges)}]+")


class _Iso2022JpCodec(NamedTuple):
    """What :func:`_iso_2022_jp_html` needs to run CPython's ``iso2022_jp`` codec."""

    #: The code points the codec encodes and the standard's encoder fails on.
    failing: str
    #: For each code point the standard writes as a jis0208 pointer and the codec fails on,
    #: a code point the codec writes as that pointer, if there is one ...
    stand_ins: dict[str, str]
    #: ... else the pointer's two bytes.
    pointers: dict[str, bytes]
    #: The codec's error handler in html mode.
    errors: str
    #: The codec's error handler in fatal mode.
    fatal_errors: str


#: The codec's escape sequences around a jis0208 pointer's two bytes.
_JIS0208_ESCAPES = (b"\x1b$B", b"\x1b(B")


@cache
def _iso_2022_jp_codec() -> _Iso2022JpCodec:
    """Where CPython's ``iso2022_jp`` codec, run over text without U+00A5, U+203E, U+000E,
    U+000F and U+001B, differs from the standard's encoder at a code point (found the way
    :func:`_disagreements` finds it, each code point after ASCII): 5 code points it encodes
    and the standard does not (U+00A2, U+00A3, U+00AC, U+2016, U+301C: the standard's index
    has the fullwidth forms there), and some 500 the standard writes as jis0208 pointers
    and the codec fails on (the NEC and IBM extensions, U+2212, halfwidth katakana, ...)."""
    pointers = _jis0208_pointers()[0]

    def standard(code_point: int) -> bytes | None:
        if code_point == 0x2212:
            code_point = 0xFF0D
        elif 0xFF61 <= code_point <= 0xFF9F:
            code_point = ord(_ISO_2022_JP_KATAKANA[code_point - 0xFF61])
        pointer = pointers.get(code_point)
        if pointer is None or code_point in (0xA5, 0x203E):
            return None
        leading, trailing = divmod(pointer, 94)
        return bytes((leading + 0x21, trailing + 0x21))

    codec_encodes = _codec_encodes("iso2022_jp")
    candidates = set(pointers) | codec_encodes.keys() | {0x2212, *range(0xFF61, 0xFFA0)}
    failing: list[str] = []
    stand_ins: dict[str, str] = {}
    wrapped_pointers: dict[str, bytes] = {}
    for code_point in sorted(candidates - {0xA5, 0x203E}):
        if code_point < 0x80:
            continue
        pair = standard(code_point)
        ours = None if pair is None else pair.join(_JIS0208_ESCAPES)
        theirs = codec_encodes.get(code_point)
        if theirs == ours:
            continue
        if pair is None:
            failing.append(chr(code_point))
            continue
        # (The codec encodes no code point otherwise than the standard where both encode it:
        # tests/encoding/test_encoder_html_mode.py.)
        try:
            stand_in = pair.join(_JIS0208_ESCAPES).decode("iso2022_jp")
        except UnicodeDecodeError:
            stand_in = ""
        if len(stand_in) == 1 and codec_encodes.get(ord(stand_in)) == ours:
            stand_ins[chr(code_point)] = stand_in
        else:
            wrapped_pointers[chr(code_point)] = pair
    errors, fatal = "webapi.encoding-html-ISO-2022-JP", "webapi.encoding-fatal-ISO-2022-JP"
    codec = _Iso2022JpCodec("".join(failing), stand_ins, wrapped_pointers, errors, fatal)
    codecs.register_error(errors, cast(_ErrorHandler, _iso_2022_jp_error_handler(codec)))
    codecs.register_error(fatal, cast(_ErrorHandler, _iso_2022_jp_fatal_handler(codec)))
    return codec


def _iso_2022_jp_fatal_handler(
    codec: _Iso2022JpCodec,
) -> Callable[[UnicodeEncodeError], tuple[str | bytes, int]]:
    """``iso2022_jp``'s error handler in fatal mode (:func:`_iso_2022_jp_fatal_chunks`): a
    stand-in as in html mode; else the run of code points from there that the codec cannot
    write and that have no stand-in, as the standard writes them from the state the codec is
    in (what the code point before the run says: the run takes all there is), each error as
    :data:`_ERROR_MARK`, the code point, :data:`_ERROR_MARK` (after ESC ( B in the jis0208
    state: "set ISO-2022-JP encoder state to ASCII"), then back to the codec's state."""
    stand_ins, pointers = codec.stand_ins, codec.pointers
    # The mark of each code point the standard fails on, once written.
    cache: BoundedCache[str, bytes] = BoundedCache(_HTML_CACHE_BUDGET, 256)
    marks = cache.entries

    def on_error(error: UnicodeEncodeError) -> tuple[str | bytes, int]:
        text, start = error.object, error.start
        c = text[start]
        mark = marks.get(c)
        if mark is not None:
            # The common case: an error alone between ASCII code points (or the ends).
            after = start + 1
            if (start == 0 or text[start - 1] <= "\x7f") and (
                after == len(text) or text[after] <= "\x7f"
            ):
                return mark, after
        stand_in = stand_ins.get(c)
        if stand_in is not None:
            return stand_in, start + 1
        before = _ASCII if start == 0 or text[start - 1] <= "\x7f" else _JIS0208
        state, end, n = before, start, len(text)
        output = bytearray()
        while end < n:
            c = text[end]
            pair = pointers.get(c)
            if pair is not None:
                if state == _ASCII:
                    output += b"\x1b$B"
                    state = _JIS0208
                output += pair
                end += 1
                continue
            if c in stand_ins or c <= "\x7f" or not _not_jis0208(c):
                break  # the codec writes it (or, for a stand-in, the next call)
            if "\ud800" <= c <= "\udfff":
                code_point, end = _javascript_code_point(text, end)
                mark = b"%s%d%s" % (_ERROR_MARK, code_point, _ERROR_MARK)
            else:
                end += 1
                mark = marks.get(c)
                if mark is None:
                    mark = b"%s%d%s" % (_ERROR_MARK, ord(c), _ERROR_MARK)
                    cache.store(c, mark, sys.getsizeof(c) + sys.getsizeof(mark))
            if state == _JIS0208:
                output += b"\x1b(B"
                state = _ASCII
            output += mark
        if state != before:
            output += _ISO_2022_JP_ESCAPE[before]
            _wrapped.it = True
        return bytes(output), end

    return on_error


def _iso_2022_jp_fatal_chunks(text: str) -> list[bytes | int]:
    """The ISO-2022-JP encoder in fatal mode, as :func:`_iso_2022_jp_html` runs html mode,
    with each error written as in :func:`_fatal_multi_byte_chunks` and cut there."""
    for c in "\xa5\u203e\x0e\x0f\x1b":
        if c in text:
            return _iso_2022_jp_chunks(text)
    output = _iso_2022_jp_fatal_pieces(_iso_2022_jp_codec(), text)
    return _cut_at_marks(output)


def _iso_2022_jp_fatal_pieces(codec: _Iso2022JpCodec, text: str) -> bytes:
    for c in codec.failing:
        if c in text:
            mark = b"%s%d%s" % (_ERROR_MARK, ord(c), _ERROR_MARK)
            return mark.join([_iso_2022_jp_fatal_pieces(codec, p) for p in text.split(c)])
    _wrapped.it = False
    output = text.encode("iso2022_jp", codec.fatal_errors)
    if _wrapped.it:
        # The handler went back to the codec's state after its run; the standard writes no
        # escape there when the codec switches again at once (see _iso_2022_jp_html_pieces).
        output = output.replace(b"\x1b(B\x1b$B", b"").replace(b"\x1b$B\x1b(B", b"")
    return output


def _iso_2022_jp_error_handler(
    codec: _Iso2022JpCodec,
) -> Callable[[UnicodeEncodeError], tuple[str | bytes, int]]:
    """``iso2022_jp``'s error handler in :func:`_iso_2022_jp_html`. Text it returns, the codec
    encodes in its state (switching to ASCII for "&#N;", as the standard's encoder does before
    an error; to jis0208 for a stand-in); bytes it writes as they are, in the state the codec
    is in, which is what the code point before says (:func:`_iso_2022_jp_codec_state`): runs
    of pointers."""
    # What each code point the codec fails on becomes: its "&#N;" or its stand-in.
    cache: BoundedCache[str, str] = BoundedCache(_HTML_CACHE_BUDGET, 256)
    remembered = cache.entries
    stand_ins, pointers = codec.stand_ins, codec.pointers

    def on_error(error: UnicodeEncodeError) -> tuple[str | bytes, int]:
        start = error.start
        known = remembered.get(error.object[start])
        if known is not None:
            return known, start + 1
        text = error.object
        c = text[start]
        pair = pointers.get(c)
        if pair is None:
            if "\ud800" <= c <= "\udfff":  # no supplementary code point is in jis0208
                code_point, end = _javascript_code_point(text, start)
                return f"&#{code_point};", end
            known = stand_ins.get(c) or f"&#{ord(c)};"
            cache.store(c, known, sys.getsizeof(known) + sys.getsizeof(c))
            return known, start + 1
        # A run of code points the codec cannot write: their pointers, in the jis0208 state.
        end, n = start + 1, len(text)
        run = [pair]
        while end < n and (pair := pointers.get(text[end])) is not None:
            run.append(pair)
            end += 1
        if _iso_2022_jp_codec_state(codec, text, start) == _JIS0208:
            return b"".join(run), end
        _wrapped.it = True
        return b"".join(run).join(_JIS0208_ESCAPES), end

    return on_error


#: Whether an ISO-2022-JP handler went back to the codec's state after its bytes, per thread.
_wrapped = threading.local()


def _iso_2022_jp_codec_state(codec: _Iso2022JpCodec, text: str, position: int) -> str:
    """The state ``iso2022_jp`` is in before ``text[position]`` (ASCII or jis0208): that of the
    last code point before it that the codec or its error handler's text encoded. (The code
    points the handler writes as bytes come in runs, each looked back over once: linear.)"""
    while position > 0:
        position -= 1
        c = text[position]
        if c in codec.pointers:
            continue
        if c <= "\x7f" or "\ud800" <= c <= "\udfff":
            return _ASCII
        return _ASCII if c not in codec.stand_ins and _not_jis0208(c) else _JIS0208
    return _ASCII


def _not_jis0208(c: str) -> bool:
    """Whether the standard's ISO-2022-JP encoder fails on ``c`` (not ASCII, ¥ or ‾)."""
    code_point = ord(c)
    if code_point == 0x2212 or 0xFF61 <= code_point <= 0xFF9F:
        return False
    return code_point not in _jis0208_pointers()[0]


def _iso_2022_jp_html(text: str) -> bytes:
    """https://encoding.spec.whatwg.org/#iso-2022-jp-encoder in error mode html.

    For text without U+00A5 and U+203E (the Roman state's) and U+000E, U+000F and U+001B
    (errors in the ASCII and Roman states), CPython's ``iso2022_jp`` codec switches between
    the ASCII and jis0208 states where the standard does, and writes the same bytes, but at
    the code points :func:`_iso_2022_jp_codec` lists, which its error handler or a split of the
    text takes. An "&#N;" goes through the encoder in the ASCII state: an error in the jis0208
    state switches to ASCII first ("restore code point to ioQueue, set ISO-2022-JP encoder
    state to ASCII, and return three bytes 0x1B 0x28 0x42"), as the codec does for text. Each
    piece of a split ends in the ASCII state, where the standard is after "&#N;".
    """
    if text.isascii() and _ISO_2022_JP_RUN[_ASCII].fullmatch(text) is not None:
        return text.encode("ascii")
    for c in "\xa5\u203e\x0e\x0f\x1b":
        if c in text:
            return _iso_2022_jp_html_steps(text)
    codec = _iso_2022_jp_codec()
    return _iso_2022_jp_html_pieces(codec, text)


def _iso_2022_jp_html_pieces(codec: _Iso2022JpCodec, text: str) -> bytes:
    for c in codec.failing:
        if c in text:
            reference = b"&#%d;" % ord(c)
            return reference.join([_iso_2022_jp_html_pieces(codec, p) for p in text.split(c)])
    _wrapped.it = False
    output = text.encode("iso2022_jp", codec.errors)
    if _wrapped.it:
        # A run of pointers written in the ASCII state ends with ESC ( B; ESC $ B follows when
        # the codec writes the next pointer. The standard writes neither there (and never
        # writes ESC ( B before ESC $ B: ESC ( B is followed by an ASCII code point, an
        # "&#N;" or the end).
        output = output.replace(b"\x1b(B\x1b$B", b"")
    return output


def _iso_2022_jp_html_steps(text: str) -> bytes:
    """:func:`_iso_2022_jp_html` for text with what it leaves to the encoder's steps."""
    # Stateful: the "&#...;" goes through the encoder in the state the error left.
    return b"".join(
        chunk if isinstance(chunk, bytes) else b"&#%d;" % chunk
        for chunk in _iso_2022_jp_chunks(text)
    )


def _iso_2022_jp_chunks(text: str) -> list[bytes | int]:
    """https://encoding.spec.whatwg.org/#iso-2022-jp-encoder over all of
    ``text`` and then end-of-queue, with "fatal" errors collected in order."""
    if text.isascii() and _ISO_2022_JP_RUN[_ASCII].fullmatch(text) is not None:
        return [text.encode("ascii")]
    text = scalar_value_string(text)
    pointers = _jis0208_pointers()[0]
    output: list[bytes | int] = []
    buffer = bytearray()
    state = _ASCII

    def switch_to(new_state: str) -> None:
        nonlocal state
        buffer.extend(_ISO_2022_JP_ESCAPE[new_state])
        state = new_state

    def error(code_point: int) -> None:
        if buffer:
            output.append(bytes(buffer))
            buffer.clear()
        output.append(code_point)

    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c <= "\x7f":
            run = None if state == _JIS0208 else _ISO_2022_JP_RUN[state].match(text, i)
            if run is not None:
                buffer.extend(run.group().encode("ascii"))
                i = run.end()
            elif state != _JIS0208 and c in "\x0e\x0f\x1b":
                # "If ISO-2022-JP encoder state is ASCII or Roman, and code point
                # is U+000E, U+000F, or U+001B, return error with U+FFFD"
                error(0xFFFD)
                i += 1
            else:
                switch_to(_ASCII)  # "restore code point to ioQueue" and go round
            continue
        run = _jis0208_run().match(text, i)
        if run is not None:
            # Code points index jis0208 has (U+2212 as U+FF0D): their pointers' bytes, each
            # 0x21 higher, are EUC-JP's for the same pointers, each 0xA1 higher, whose
            # encoder (its C codec) gives them for a whole run at once.
            if state != _JIS0208:
                switch_to(_JIS0208)
            euc_jp = _multi_byte_encoder("EUC-JP", b"&#%d;")(run.group())
            buffer.extend(euc_jp.translate(_EUC_JP_TO_JIS))
            i = run.end()
            continue
        if c in "¥‾":
            if state != _ROMAN:
                switch_to(_ROMAN)
            buffer.append(0x5C if c == "¥" else 0x7E)
            i += 1
            continue
        code_point = ord(c)
        if code_point == 0x2212:
            code_point = 0xFF0D
        elif 0xFF61 <= code_point <= 0xFF9F:
            code_point = ord(_ISO_2022_JP_KATAKANA[code_point - 0xFF61])
        pointer = pointers.get(code_point)
        if pointer is None:
            if state == _JIS0208:
                switch_to(_ASCII)
            error(code_point)
            i += 1
            continue
        if state != _JIS0208:
            switch_to(_JIS0208)
        leading, trailing = divmod(pointer, 94)
        buffer.extend((leading + 0x21, trailing + 0x21))
        i += 1
    if state != _ASCII:
        switch_to(_ASCII)
    if buffer:
        output.append(bytes(buffer))
    return output
