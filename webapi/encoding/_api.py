"""The public ``TextDecoder`` and ``TextEncoder`` classes (https://encoding.spec.whatwg.org/#api).

Written by hand after the standard's Web IDL (``idl/`` cannot yet express its interface
mixins and buffer source types): arguments are converted as Web IDL converts JavaScript
values, with the runtime the generated bindings use (:mod:`webapi._webidl`); the steps are
in :mod:`._text_codec`. JavaScript names, plus snake_case aliases (``ignore_bom``,
``encode_into``).
"""

from __future__ import annotations

import sys
from typing import Any, TypedDict

from .. import _webidl
from ._text_codec import TextDecoderImpl, encode_into

__all__ = [
    "TextDecodeOptions",
    "TextDecoder",
    "TextDecoderOptions",
    "TextEncoder",
    "TextEncoderEncodeIntoResult",
]


class TextDecoderOptions(TypedDict, total=False):
    fatal: bool
    ignoreBOM: bool


class TextDecodeOptions(TypedDict, total=False):
    stream: bool


class TextEncoderEncodeIntoResult(TypedDict):
    read: int
    written: int


_BUFFER_SOURCE = "(ArrayBuffer or ArrayBufferView)"


def _js_bytes(value: object) -> bytes | None:
    """A JavaScript ArrayBuffer or view's bytes under Pyodide, else None."""
    if sys.platform != "emscripten":
        return None
    from pyodide.ffi import JsProxy  # type: ignore[import-not-found]

    if isinstance(value, JsProxy) and hasattr(value, "to_bytes"):
        return bytes(value.to_bytes())
    return None


def _to_bytes(value: object, prefix: str, position: int) -> bytes:
    """``AllowSharedBufferSource``: any object with the buffer protocol (its bytes, as
    ``memoryview(value).tobytes()`` reads them)."""
    try:
        return memoryview(value).tobytes()  # type: ignore[arg-type]
    except TypeError:
        data = _js_bytes(value)
        if data is None:
            raise _webidl.not_of_type(prefix, position, value, _BUFFER_SOURCE) from None
        return data


def _to_bool(value: object, prefix: str, position: int) -> bool:
    return bool(value)


_DECODER_OPTIONS = None
_DECODE_OPTIONS = None


def _decoder_options(value: object, prefix: str) -> dict[str, Any]:
    global _DECODER_OPTIONS
    if _DECODER_OPTIONS is None:
        _DECODER_OPTIONS = _webidl.dictionary_converter(
            "TextDecoderOptions",
            [("fatal", _to_bool, False, False), ("ignoreBOM", _to_bool, False, False)],
        )
    return _DECODER_OPTIONS(value, prefix, 2)


def _decode_options(value: object, prefix: str) -> dict[str, Any]:
    global _DECODE_OPTIONS
    if _DECODE_OPTIONS is None:
        _DECODE_OPTIONS = _webidl.dictionary_converter(
            "TextDecodeOptions", [("stream", _to_bool, False, False)]
        )
    return _DECODE_OPTIONS(value, prefix, 2)


class TextDecoder:
    """https://encoding.spec.whatwg.org/#interface-textdecoder

    ``TextDecoder(label="utf-8", {"fatal": False, "ignoreBOM": False})``: an unknown label
    raises :class:`webapi.js.RangeError` (a ``ValueError``). ``decode(input, {"stream":
    True})`` takes any bytes-like object and keeps an unfinished sequence for the next call;
    in fatal mode invalid input raises ``TypeError``.
    """

    __slots__ = ("_impl",)

    def __init__(self, label: object = "utf-8", options: TextDecoderOptions | None = None) -> None:
        prefix = _webidl.construct_prefix("TextDecoder")
        label = "utf-8" if label is None else _webidl.to_dom_string(label, prefix, 1)
        converted = _decoder_options(options, prefix)
        self._impl = TextDecoderImpl(label, converted["fatal"], converted["ignoreBOM"])

    @property
    def encoding(self) -> str:
        """https://encoding.spec.whatwg.org/#dom-textdecoder-encoding (lowercase)."""
        return self._impl.encoding.lower()

    @property
    def fatal(self) -> bool:
        return self._impl.fatal

    @property
    def ignoreBOM(self) -> bool:
        return self._impl.ignore_bom

    ignore_bom = ignoreBOM

    def decode(self, input: object = None, options: TextDecodeOptions | None = None) -> str:
        """https://encoding.spec.whatwg.org/#dom-textdecoder-decode"""
        prefix = _webidl.execute_prefix("TextDecoder", "decode")
        data = b"" if input is None else _to_bytes(input, prefix, 1)
        return self._impl.decode(data, _decode_options(options, prefix)["stream"])

    def __repr__(self) -> str:
        return (
            f"TextDecoder(encoding={self.encoding!r}, fatal={self.fatal!r},"
            f" ignoreBOM={self.ignoreBOM!r})"
        )


class TextEncoder:
    """https://encoding.spec.whatwg.org/#interface-textencoder: UTF-8 only; lone surrogates
    are encoded as U+FFFD."""

    __slots__ = ()

    @property
    def encoding(self) -> str:
        return "utf-8"

    def encode(self, input: object = "") -> bytes:
        """https://encoding.spec.whatwg.org/#dom-textencoder-encode (JavaScript's
        ``Uint8Array`` is ``bytes`` here)."""
        prefix = _webidl.execute_prefix("TextEncoder", "encode")
        return _webidl.to_usv_string(input, prefix, 1).encode("utf-8")

    def encodeInto(self, source: object, destination: object) -> TextEncoderEncodeIntoResult:
        """https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto: ``destination`` is
        any writable bytes-like object; ``read`` counts UTF-16 code units, as JavaScript
        does."""
        prefix = _webidl.execute_prefix("TextEncoder", "encodeInto")
        text = _webidl.to_usv_string(source, prefix, 1)
        try:
            view = memoryview(destination)  # type: ignore[arg-type]
        except TypeError:
            raise _webidl.not_of_type(prefix, 2, destination, "Uint8Array") from None
        # Uint8Array: bytes of format "B", writable (bytearray, array("B"), a numpy uint8
        # array); other element types are refused, as JavaScript refuses other typed arrays.
        if view.readonly or view.format != "B":
            raise _webidl.not_of_type(prefix, 2, destination, "Uint8Array")
        result = encode_into(text, view.cast("B") if view.ndim != 1 else view)
        return {"read": result["read"], "written": result["written"]}

    encode_into = encodeInto

    def __repr__(self) -> str:
        return "TextEncoder()"
