"""The Encoding Standard (https://encoding.spec.whatwg.org/); re-exports only.

- :func:`get_encoding` (a label to an encoding's name, or None) and
  :func:`get_output_encoding`, under their spec names;
- every decoder (:func:`get_decoder`: an instance of an encoding's decoder, for streams);
- the hooks for other standards: :func:`decode`, :func:`bom_sniff`, :func:`utf8_decode`,
  :func:`utf8_decode_without_bom`, :func:`utf8_decode_without_bom_or_fail`, :func:`encode`,
  :func:`utf8_encode`;
- :func:`encode_or_fail_chunks`: an encoding's encoder in "fatal" mode, resuming after each
  error, as the URL Standard's percent-encode-after-encoding loops it;
- :func:`document_encoding`: the encoding a browser uses for a name, an Encoding Standard
  label or a Python codec name (``cp932`` is Shift_JIS, ``latin-1`` windows-1252);
- ``TextDecoder`` and ``TextEncoder``, generated from the standard's Web IDL (their module
  loads on first use);
- Python codecs ``"whatwg-" + label`` (registered by importing this package: see
  :mod:`webapi.encoding._codecs`).

Loaded on first use: ``import webapi`` does not import this package.
"""

import codecs as _stdlib_codecs

from .._lazy import lazy_exports as _lazy_exports
from .._lazy import public_dir as _public_dir
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
from ._python_codecs import document_encoding

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._bindings import (
        TextDecodeOptions,
        TextDecoder,
        TextDecoderOptions,
        TextEncoder,
        TextEncoderEncodeIntoResult,
    )

_stdlib_codecs.register(_search)

#: Loaded on first use: the Web IDL classes (``import webapi.encoding``, which registers
#: the codecs, does not build them).
_LAZY = {
    "TextDecodeOptions": "._bindings",
    "TextDecoder": "._bindings",
    "TextDecoderOptions": "._bindings",
    "TextEncoder": "._bindings",
    "TextEncoderEncodeIntoResult": "._bindings",
}
__getattr__ = _lazy_exports(globals(), _LAZY)


__all__ = [
    "Decoder",
    "TextDecodeOptions",
    "TextDecoder",
    "TextDecoderOptions",
    "TextEncoder",
    "TextEncoderEncodeIntoResult",
    "bom_sniff",
    "decode",
    "document_encoding",
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

__dir__ = _public_dir(globals())
