"""The standard's encodings as Python codecs: ``"whatwg-" + label``.

``data.decode("whatwg-shift_jis")``, ``open(path, encoding="whatwg-windows-1252")``,
``codecs.getincrementaldecoder("whatwg-euc-jp")`` give the standard's results, with the
label after ``whatwg-`` being any label of https://encoding.spec.whatwg.org/#names-and-labels
(so ``whatwg-latin1`` is windows-1252, as in browsers). The search function is registered
when :mod:`webapi.encoding` is imported.

Errors: decoding ``"strict"`` is the standard's fatal mode (``UnicodeDecodeError``),
``"replace"`` its replacement mode; encoding ``"strict"`` raises ``UnicodeEncodeError`` for a
code point the encoding cannot encode (``start`` and ``end`` index it in the text: a
surrogate pair is one code point, two characters), ``"xmlcharrefreplace"`` is the standard's
"html" mode (``&#NNNN;``), ``"replace"`` writes ``?``, ``"ignore"`` skips it, and any other
error handler Python knows (``backslashreplace``, ``namereplace``, one registered with
:func:`codecs.register_error`) is called as Python's codecs call it. As in the standard,
the encoders read the text as scalar values: a surrogate pair is its code point, and a lone
surrogate is U+FFFD (which UTF-8 and gb18030 encode; the others report it as the error,
the handler seeing the surrogate itself). UTF-16BE/LE and replacement have no encoder
(the standard's "get an output encoding" gives UTF-8 for them; here encoding raises
``LookupError``). ISO-2022-JP's incremental encoder ends each chunk in the ASCII state.

The incremental decoders' ``getstate()`` and ``setstate()`` give and take the decoder's whole
state (:mod:`._decoder_state`: the bytes of an unfinished sequence, and ISO-2022-JP's state in
the flags), so ``io.TextIOWrapper``'s ``tell()`` and ``seek()`` work at every position.
"""

from __future__ import annotations

import codecs
import re

from webapi._webidl import require_bytes, require_str

from ._decoders import get_decoder
from ._encoders import encode_html, encode_or_fail_chunks

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from _typeshed import ReadableBuffer as Buffer  # what typeshed's codecs take

__all__ = ["PREFIX", "search"]

PREFIX = "whatwg-"
_NO_ENCODER = frozenset(("replacement", "UTF-16BE", "UTF-16LE"))


def _decode_function(encoding: str) -> codecs._Decoder:
    if encoding == "UTF-8":
        return _utf_8_decode

    def decode(input: Buffer, errors: str = "strict", /) -> tuple[str, int]:
        data = input if type(input) is bytes else require_bytes(input, "decode", "input")
        return get_decoder(encoding, _fatal(errors)).decode(data, True), len(data)

    return decode


def _utf_8_decode(input: Buffer, errors: str = "strict", /) -> tuple[str, int]:
    """UTF-8's ``decode``: what its decoder does with the whole input in one final call
    (:class:`._decoders._Utf8Decoder`: CPython's UTF-8 decoder, which replaces each maximal
    subpart with one U+FFFD, as the standard's does), called here at once, without a decoder
    object. ``bytes.decode("whatwg-utf-8")`` passes a ``memoryview`` of the bytes: CPython's
    decoder reads a view without gaps as it is, with no copy."""
    if errors != "strict" and errors != "replace":
        _fatal(errors)  # the TypeError or ValueError
    if type(input) is bytes or (type(input) is memoryview and input.c_contiguous):
        return codecs.utf_8_decode(input, errors, True)
    return codecs.utf_8_decode(require_bytes(input, "decode", "input"), errors, True)


def _fatal(errors: str) -> bool:
    if type(errors) is not str:
        errors = require_str(errors, "decode", "errors")  # as CPython's codecs: a TypeError
    if errors not in ("strict", "replace"):
        raise ValueError(
            f"the whatwg- codecs support errors 'strict' and 'replace', not {errors!r}"
        )
    return errors == "strict"


def _locate(text: str, code_point: int, position: int, encoding: str = "") -> tuple[int, int]:
    """Start and end in ``text`` (from ``position``) of the character the encoder reported as
    ``code_point``: the encoder sees a lone surrogate as U+FFFD and a surrogate pair as its
    supplementary code point, and ISO-2022-JP's reports U+000E, U+000F and U+001B as U+FFFD
    ("return error with U+FFFD")."""
    if code_point == 0xFFFD:
        pattern = (
            "[\ud800-\udfff\ufffd\x0e\x0f\x1b]"
            if encoding == "ISO-2022-JP"
            else "[\ud800-\udfff\ufffd]"
        )
        found = re.compile(pattern).search(text, position)
    elif code_point > 0xFFFF:
        pair = chr(0xD7C0 + (code_point >> 10)) + chr(0xDC00 + (code_point & 0x3FF))
        found = re.compile(f"{re.escape(chr(code_point))}|{pair}").search(text, position)
    else:
        found = re.compile(re.escape(chr(code_point))).search(text, position)
    if found is None:  # not reached: the reported character is in the text
        return position, min(position + 1, len(text))
    return found.start(), found.end()


def _encode(encoding: str, text: str, errors: str) -> bytes:
    """``text`` encoded, each code point the encoder cannot encode handled by ``errors``:
    "strict" raises, "xmlcharrefreplace" is the standard's "html" mode, "replace" writes
    ``?``, "ignore" skips it, and any other name is looked up as Python does
    (:func:`codecs.lookup_error`: ``backslashreplace``, ``namereplace``,
    ``surrogateescape``, a handler of one's own), which gets the ``UnicodeEncodeError`` with
    ``start`` and ``end`` indexing the code point in ``text`` (a surrogate pair is two)."""
    if encoding in _NO_ENCODER:
        raise LookupError(f"{encoding} has no encoder (encode as UTF-8)")
    if errors == "xmlcharrefreplace" and type(text) is str:
        return encode_html(encoding, text)  # the standard's error mode "html", in one call
    pieces = []
    position = 0
    for chunk in encode_or_fail_chunks(encoding, text):
        if isinstance(chunk, bytes):
            pieces.append(chunk)
            continue
        start, position = _locate(text, chunk, position, encoding)
        if errors == "xmlcharrefreplace":
            pieces.append(b"&#%d;" % chunk)
        elif errors == "replace":
            pieces.append(b"?")
        elif errors != "ignore":
            error = UnicodeEncodeError(PREFIX + encoding, text, start, position, "unencodable")
            if errors == "strict":
                raise error
            replacement, resume = codecs.lookup_error(errors)(error)
            # A str replacement is encoded again, strictly (as Python's own codecs do); bytes
            # are written as they are.
            if isinstance(replacement, str):
                pieces.append(_encode(encoding, replacement, "strict"))
            else:
                pieces.append(bytes(replacement))
            if resume < 0:
                resume += len(text)
            if resume != position:  # the handler moved on elsewhere: encode from there
                pieces.append(_encode(encoding, text[resume:], errors))
                break
    return b"".join(pieces)


def _encode_function(encoding: str) -> codecs._Encoder:
    def encode(text: str, errors: str = "strict") -> tuple[bytes, int]:
        return _encode(encoding, text, errors), len(text)

    return encode


class _EndOfStream:
    """The stream a ``whatwg-`` stream reader reads through: when the stream's ``read``
    returns no bytes (its end), the reader's decoder is flushed into the reader's character
    buffer, which Python's ``StreamReader.read`` then returns (it stops reading there without
    calling ``decode`` again). Everything else is the stream's."""

    __slots__ = ("_reader", "_stream")

    def __init__(self, stream: Any, reader: Any) -> None:
        self._stream = stream
        self._reader = reader

    def read(self, *arguments: Any) -> Any:
        data = self._stream.read(*arguments)
        if not data:
            self._reader.end_of_stream()
        return data

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _codec_info(encoding: str) -> codecs.CodecInfo:
    class IncrementalDecoder(codecs.IncrementalDecoder):
        def __init__(self, errors: str = "strict") -> None:
            super().__init__(errors)
            self._decoder = get_decoder(encoding, _fatal(errors))

        def decode(self, input: Buffer, final: bool = False) -> str:
            data = input if type(input) is bytes else require_bytes(input, "decode", "input")
            return self._decoder.decode(data, final)

        def reset(self) -> None:
            self._decoder = get_decoder(encoding, _fatal(self.errors))

        def getstate(self) -> tuple[bytes, int]:
            """``(bytes not yet decoded, flags)``: see :mod:`._decoder_state`."""
            return self._decoder.getstate()

        def setstate(self, state: tuple[bytes, int]) -> None:
            """The decoder in ``state`` (``getstate()``'s), as ``TextIOWrapper.seek`` sets it."""
            self._decoder.setstate(state)

    class IncrementalEncoder(codecs.IncrementalEncoder):
        def encode(self, input: str, final: bool = False) -> bytes:
            return _encode(encoding, input, self.errors)

    decode = _decode_function(encoding)
    encode = _encode_function(encoding)

    class StreamReader(codecs.StreamReader):
        """Python's stream reader over one decoder of the standard, which keeps what a
        chunk leaves incomplete (a lead byte, ISO-2022-JP's state) for the next one, and is
        flushed when the stream ends (an incomplete sequence there is the standard's error)."""

        def __init__(self, stream: Any, errors: str = "strict") -> None:
            super().__init__(_EndOfStream(stream, self), errors)
            self._decoder = get_decoder(encoding, _fatal(errors))

        def decode(self, input: Buffer, errors: str = "strict") -> tuple[str, int]:
            data = require_bytes(input, "decode", "input")
            return self._decoder.decode(data, False), len(data)

        def end_of_stream(self) -> None:
            """The stream has no more bytes: what the decoder holds becomes text."""
            text = self._decoder.decode(b"", True)
            self._decoder = get_decoder(encoding, _fatal(self.errors))
            if text:
                self.charbuffer += text  # type: ignore[attr-defined]  # (not in typeshed)

        def reset(self) -> None:
            super().reset()
            self._decoder = get_decoder(encoding, _fatal(self.errors))

    class StreamWriter(codecs.StreamWriter):
        def encode(self, input: str, errors: str = "strict") -> tuple[bytes, int]:
            return encode(input, errors)

    return codecs.CodecInfo(
        name=PREFIX + encoding.lower(),
        encode=encode,
        decode=decode,
        incrementalencoder=IncrementalEncoder,
        incrementaldecoder=IncrementalDecoder,
        streamreader=StreamReader,
        streamwriter=StreamWriter,
    )


_CACHE: dict[str, codecs.CodecInfo] = {}
#: Labels as Python's codec registry hands names to a search function (see
#: :func:`_python_normalized`) -> encoding; built on first use and published whole.
_BY_NORMALIZED_LABEL: dict[str, str] | None = None


def _python_normalized(name: str) -> str:
    """A name as :func:`codecs.lookup` passes it to the search functions: CPython's
    ``_Py_normalize_encoding`` turns every run of characters other than ASCII letters,
    digits and ``.`` into one ``_``, drops such runs at either end, and lowercases ASCII.

    So ``whatwg-iso_8859-1:1987`` arrives as ``whatwg_iso_8859_1_1987``, and the whatwg-
    codecs accept the spellings Python's own codecs accept (``codecs.lookup("utf-8\u2003")``
    is UTF-8 too): a search function cannot tell them apart."""
    return _NOT_NAME_CHARACTERS.sub("_", name).strip("_").lower()


_NOT_NAME_CHARACTERS = re.compile(r"[^A-Za-z0-9.]+")


def _labels_by_normalized_name() -> dict[str, str]:
    """The table of :data:`_BY_NORMALIZED_LABEL`, built into a new ``dict`` and then
    published with one assignment: a thread that looks a codec up meanwhile never sees a
    half-filled table (it may build its own: the same table)."""
    global _BY_NORMALIZED_LABEL
    table = _BY_NORMALIZED_LABEL
    if table is None:
        from ._labels import LABELS

        # No two labels of different encodings normalize alike (a test checks).
        table = {_python_normalized(label): encoding for label, encoding in LABELS.items()}
        _BY_NORMALIZED_LABEL = table
    return table


_PREFIX_NORMALIZED = "whatwg_"


def search(name: str) -> codecs.CodecInfo | None:
    """The codec search function (:func:`codecs.register`): ``whatwg-`` and a label."""
    name = _python_normalized(name)
    if not name.startswith(_PREFIX_NORMALIZED):
        return None
    encoding = _labels_by_normalized_name().get(name[len(_PREFIX_NORMALIZED) :])
    if encoding is None:
        return None
    info = _CACHE.get(encoding)
    if info is None:
        info = _CACHE[encoding] = _codec_info(encoding)
    return info
