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

from .._lazy import lazy_package as _lazy_package
from ._codecs import search as _search
from ._decoders import Decoder as Decoder
from ._decoders import get_decoder as get_decoder
from ._encoders import encode_or_fail_chunks as encode_or_fail_chunks
from ._encoders import get_encoding as get_encoding
from ._encoders import get_output_encoding as get_output_encoding
from ._hooks import bom_sniff as bom_sniff
from ._hooks import decode as decode
from ._hooks import encode as encode
from ._hooks import utf8_decode as utf8_decode
from ._hooks import utf8_decode_without_bom as utf8_decode_without_bom
from ._hooks import utf8_decode_without_bom_or_fail as utf8_decode_without_bom_or_fail
from ._hooks import utf8_encode as utf8_encode
from ._python_codecs import document_encoding as document_encoding

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._bindings import TextDecodeOptions as TextDecodeOptions
    from ._bindings import TextDecoder as TextDecoder
    from ._bindings import TextDecoderOptions as TextDecoderOptions
    from ._bindings import TextEncoder as TextEncoder
    from ._bindings import TextEncoderEncodeIntoResult as TextEncoderEncodeIntoResult

_stdlib_codecs.register(_search)

#: Loaded on first use: the Web IDL classes (``import webapi.encoding``, which registers
#: the codecs, does not build them).
_LAZY = {
    "._bindings": (
        "TextDecodeOptions TextDecoder TextDecoderOptions TextEncoder TextEncoderEncodeIntoResult"
    ),
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
