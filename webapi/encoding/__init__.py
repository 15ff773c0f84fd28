"""The WHATWG Encoding Standard (https://encoding.spec.whatwg.org/); re-exports only.

- labels: :func:`get_encoding`, :func:`get_output_encoding`;
- the hooks for other standards: :func:`decode`, :func:`bom_sniff`, :func:`utf8_decode`,
  :func:`utf8_decode_without_bom`, :func:`utf8_decode_without_bom_or_fail`, :func:`encode`,
  :func:`utf8_encode`, and :func:`encode_or_fail_chunks` (the URL Standard's loop);
- :func:`get_decoder`: an instance of an encoding's decoder, for streams;
- ``TextDecoder`` and ``TextEncoder`` (loaded on first use);
- Python codecs ``"whatwg-" + label`` (registered by importing this package: see
  :mod:`webapi.encoding._codecs`).
"""

import codecs as _python_codecs

from ._codecs import search as _search
from ._decoders import Decoder, get_decoder
from ._encoders import encode_or_fail_chunks, get_encoding, get_output_encoding
from ._hooks import (
    bom_sniff,
    decode,
    encode,
    utf8_decode,
    utf8_decode_without_bom,
    utf8_decode_without_bom_or_fail,
    utf8_encode,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._api import (
        TextDecodeOptions,
        TextDecoder,
        TextDecoderOptions,
        TextEncoder,
        TextEncoderEncodeIntoResult,
    )

_python_codecs.register(_search)

_API = frozenset(
    (
        "TextDecodeOptions",
        "TextDecoder",
        "TextDecoderOptions",
        "TextEncoder",
        "TextEncoderEncodeIntoResult",
    )
)


def __getattr__(name: str) -> object:
    if name in _API:
        from . import _api

        return getattr(_api, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Decoder",
    "TextDecodeOptions",
    "TextDecoder",
    "TextDecoderOptions",
    "TextEncoder",
    "TextEncoderEncodeIntoResult",
    "bom_sniff",
    "decode",
    "encode",
    "encode_or_fail_chunks",
    "get_decoder",
    "get_encoding",
    "get_output_encoding",
    "utf8_decode",
    "utf8_decode_without_bom",
    "utf8_decode_without_bom_or_fail",
    "utf8_encode",
]
