"""The Encoding Standard's streams: ``TextDecoderStream``
(https://encoding.spec.whatwg.org/#interface-textdecoderstream) and ``TextEncoderStream``
(https://encoding.spec.whatwg.org/#interface-textencoderstream), transform streams over
:mod:`webapi.encoding`'s ``TextDecoder`` (its streaming state) and UTF-8's encoder.

They are here rather than in ``webapi.encoding``: the Streams Standard's package sits above the
Encoding Standard's (``tests/test_import_graph.py``), and these classes need both."""

from __future__ import annotations

from webapi import _webidl
from webapi.encoding import TextDecoder, get_encoding
from webapi.js import RangeError

from ._generic import GenericTransformStream
from ._transform import set_up_transform_stream, transform_stream_enqueue

__all__ = ["TextDecoderStream", "TextEncoderStream"]

_DECODER = "Failed to construct 'TextDecoderStream'"
_DECODE = "Failed to execute 'transform' on 'TextDecoderStream'"
_ENCODE = "Failed to execute 'transform' on 'TextEncoderStream'"
#: UTF-8's bytes of U+FFFD, what a lone surrogate becomes.
_REPLACEMENT = "\ufffd".encode()


class TextDecoderStream(GenericTransformStream):
    """https://encoding.spec.whatwg.org/#interface-textdecoderstream:
    ``TextDecoderStream(label="utf-8", {"fatal": False, "ignoreBOM": False})`` (or the
    keywords); bytes-like chunks written to ``writable`` come out of ``readable`` as text, an
    unfinished sequence kept for the next chunk. A chunk that is no buffer source errors the
    stream with a ``TypeError``, and so does invalid input in fatal mode; an unknown label, or
    ``replacement``'s, is a :class:`webapi.js.RangeError`."""

    __slots__ = ("_decoder",)

    _decoder: TextDecoder

    def __init__(
        self,
        label: object = None,
        options: object = None,
        *,
        fatal: bool | None = None,
        ignoreBOM: bool | None = None,
        ignore_bom: bool | None = None,
    ) -> None:
        # https://encoding.spec.whatwg.org/#dom-textdecoderstream
        name = "utf-8" if label is None else _webidl.to_dom_string(label, _DECODER, 1)
        encoding = get_encoding(name)
        if encoding is None or encoding == "replacement":
            raise RangeError(f"{_DECODER}: The encoding label provided ('{name}') is invalid.")
        self._decoder = TextDecoder(
            name,
            options,  # type: ignore[arg-type]
            fatal=fatal,
            ignoreBOM=ignoreBOM,
            ignore_bom=ignore_bom,
        )
        self._transform = set_up_transform_stream(self._decode_and_enqueue, self._flush_and_enqueue)

    @property
    def encoding(self) -> str:
        """https://encoding.spec.whatwg.org/#dom-textdecoder-encoding: the encoding's name in
        lowercase."""
        return self._decoder.encoding

    @property
    def fatal(self) -> bool:
        """https://encoding.spec.whatwg.org/#dom-textdecoder-fatal"""
        return self._decoder.fatal

    @property
    def ignoreBOM(self) -> bool:
        """https://encoding.spec.whatwg.org/#dom-textdecoder-ignorebom"""
        return self._decoder.ignoreBOM

    ignore_bom = ignoreBOM

    def _decode_and_enqueue(self, chunk: object) -> None:
        """https://encoding.spec.whatwg.org/#decode-and-enqueue-a-chunk"""
        data = _webidl.to_buffer_source(chunk, _DECODE, 1)
        try:
            output = self._decoder.decode(data, {"stream": True})
        except TypeError:
            raise TypeError(f"{_DECODE}: The encoded data was not valid.") from None
        if output:
            transform_stream_enqueue(self._transform, output)

    def _flush_and_enqueue(self) -> None:
        """https://encoding.spec.whatwg.org/#flush-and-enqueue"""
        try:
            output = self._decoder.decode()
        except TypeError:
            raise TypeError(f"{_DECODE}: The encoded data was not valid.") from None
        if output:
            transform_stream_enqueue(self._transform, output)


class TextEncoderStream(GenericTransformStream):
    """https://encoding.spec.whatwg.org/#interface-textencoderstream: strings written to
    ``writable`` come out of ``readable`` as UTF-8 ``bytes`` (JavaScript's ``Uint8Array``); a
    surrogate pair split across two chunks is joined, a lone surrogate is U+FFFD (one at the
    end if the last chunk ends with a leading surrogate). A chunk is converted as a
    ``DOMString`` (a value that does not convert errors the stream with the ``TypeError``)."""

    __slots__ = ("_leading_surrogate",)

    _leading_surrogate: str

    def __init__(self) -> None:
        # https://encoding.spec.whatwg.org/#dom-textencoderstream
        self._leading_surrogate = ""
        self._transform = set_up_transform_stream(self._encode_and_enqueue, self._encode_and_flush)

    @property
    def encoding(self) -> str:
        """https://encoding.spec.whatwg.org/#dom-textencoder-encoding: always ``"utf-8"``."""
        return "utf-8"

    def _encode_and_enqueue(self, chunk: object) -> None:
        """https://encoding.spec.whatwg.org/#encode-and-enqueue-a-chunk"""
        text = self._leading_surrogate + _webidl.to_dom_string(chunk, _ENCODE, 1)
        self._leading_surrogate = ""
        if text and "\ud800" <= text[-1] <= "\udbff":
            self._leading_surrogate = text[-1]
            text = text[:-1]
        if text:
            transform_stream_enqueue(self._transform, _utf8(text))

    def _encode_and_flush(self) -> None:
        """https://encoding.spec.whatwg.org/#encode-and-flush"""
        if self._leading_surrogate:
            transform_stream_enqueue(self._transform, _REPLACEMENT)


def _utf8(text: str) -> bytes:
    """UTF-8's bytes of a JavaScript string as "convert code unit to scalar value" reads it: a
    leading surrogate followed by a trailing one is their scalar value (a Python ``str`` may
    hold the pair as two code points), any other surrogate U+FFFD."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        units = text.encode("utf-16-le", "surrogatepass")
        return units.decode("utf-16-le", "replace").encode("utf-8")
