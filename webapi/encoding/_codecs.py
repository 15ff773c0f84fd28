"""The standard's encodings as Python codecs: ``"whatwg-" + label``.

``data.decode("whatwg-shift_jis")``, ``open(path, encoding="whatwg-windows-1252")``,
``codecs.getincrementaldecoder("whatwg-euc-jp")`` give the standard's results, with the
label after ``whatwg-`` being any label of https://encoding.spec.whatwg.org/#names-and-labels
(so ``whatwg-latin1`` is windows-1252, as in browsers). The search function is registered
when :mod:`webapi.encoding` is imported.

Errors: decoding ``"strict"`` is the standard's fatal mode (``UnicodeDecodeError``),
``"replace"`` its replacement mode; encoding ``"strict"`` raises ``UnicodeEncodeError`` for a
code point the encoding cannot encode, ``"xmlcharrefreplace"`` is the standard's "html" mode
(``&#NNNN;``) and ``"replace"`` writes ``?``. UTF-16BE/LE and replacement have no encoder
(the standard's "get an output encoding" gives UTF-8 for them; here encoding raises
``LookupError``). ISO-2022-JP's incremental encoder ends each chunk in the ASCII state.
"""

from __future__ import annotations

import codecs
import re

from ._decoders import get_decoder
from ._encoders import encode_or_fail_chunks

TYPE_CHECKING = False
if TYPE_CHECKING:
    from _typeshed import ReadableBuffer as Buffer  # what typeshed's codecs take

__all__ = ["PREFIX", "search"]

PREFIX = "whatwg-"
_NO_ENCODER = frozenset(("replacement", "UTF-16BE", "UTF-16LE"))


def _decode_function(encoding: str) -> codecs._Decoder:
    def decode(input: Buffer, errors: str = "strict", /) -> tuple[str, int]:
        data = bytes(input)
        return get_decoder(encoding, _fatal(errors)).decode(data, True), len(data)

    return decode


def _fatal(errors: str) -> bool:
    if errors not in ("strict", "replace"):
        raise ValueError(
            f"the whatwg- codecs support errors 'strict' and 'replace', not {errors!r}"
        )
    return errors == "strict"


def _locate(text: str, code_point: int, position: int) -> tuple[int, int]:
    """Start and end in ``text`` (from ``position``) of the character the encoder reported as
    ``code_point``: the encoder sees a lone surrogate as U+FFFD and a surrogate pair as its
    supplementary code point."""
    if code_point == 0xFFFD:
        found = re.compile("[\ud800-\udfff\ufffd]").search(text, position)
    elif code_point > 0xFFFF:
        pair = chr(0xD7C0 + (code_point >> 10)) + chr(0xDC00 + (code_point & 0x3FF))
        found = re.compile(f"{re.escape(chr(code_point))}|{pair}").search(text, position)
    else:
        found = re.compile(re.escape(chr(code_point))).search(text, position)
    if found is None:  # not reached: the reported character is in the text
        return position, min(position + 1, len(text))
    return found.start(), found.end()


def _encode(encoding: str, text: str, errors: str) -> bytes:
    if encoding in _NO_ENCODER:
        raise LookupError(f"{encoding} has no encoder (encode as UTF-8)")
    pieces = []
    position = 0
    for chunk in encode_or_fail_chunks(encoding, text):
        if isinstance(chunk, bytes):
            pieces.append(chunk)
            continue
        start, position = _locate(text, chunk, position)
        if errors == "strict":
            raise UnicodeEncodeError(PREFIX + encoding, text, start, position, "unencodable")
        if errors == "xmlcharrefreplace":
            pieces.append(b"&#%d;" % chunk)
        elif errors == "replace":
            pieces.append(b"?")
        elif errors != "ignore":
            raise ValueError(f"unsupported errors value {errors!r}")
    return b"".join(pieces)


def _encode_function(encoding: str) -> codecs._Encoder:
    def encode(text: str, errors: str = "strict") -> tuple[bytes, int]:
        return _encode(encoding, text, errors), len(text)

    return encode


def _codec_info(encoding: str) -> codecs.CodecInfo:
    class IncrementalDecoder(codecs.IncrementalDecoder):
        def __init__(self, errors: str = "strict") -> None:
            super().__init__(errors)
            self._decoder = get_decoder(encoding, _fatal(errors))

        def decode(self, input: Buffer, final: bool = False) -> str:
            return self._decoder.decode(bytes(input), final)

        def reset(self) -> None:
            self._decoder = get_decoder(encoding, _fatal(self.errors))

    class IncrementalEncoder(codecs.IncrementalEncoder):
        def encode(self, input: str, final: bool = False) -> bytes:
            return _encode(encoding, input, self.errors)

    decode = _decode_function(encoding)
    encode = _encode_function(encoding)

    class StreamReader(codecs.StreamReader):
        def decode(self, input: Buffer, errors: str = "strict") -> tuple[str, int]:
            return decode(input, errors)

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
_BY_NORMALIZED_LABEL: dict[str, str] = {}


def _python_normalized(label: str) -> str:
    """A label as :func:`codecs.lookup` passes it on (3.9+: lowercase, hyphens and spaces
    as underscores)."""
    return label.lower().replace("-", "_").replace(" ", "_")


def search(name: str) -> codecs.CodecInfo | None:
    """The codec search function (:func:`codecs.register`): ``whatwg-`` and a label."""
    name = _python_normalized(name)
    prefix = _python_normalized(PREFIX)
    if not name.startswith(prefix):
        return None
    if not _BY_NORMALIZED_LABEL:
        from ._labels import LABELS

        # No two labels of different encodings differ only in "-" against "_" (a test).
        _BY_NORMALIZED_LABEL.update((_python_normalized(k), v) for k, v in LABELS.items())
    encoding = _BY_NORMALIZED_LABEL.get(name[len(prefix) :].strip())
    if encoding is None:
        return None
    info = _CACHE.get(encoding)
    if info is None:
        info = _CACHE[encoding] = _codec_info(encoding)
    return info
