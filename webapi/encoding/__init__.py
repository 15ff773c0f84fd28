"""The Encoding Standard (https://encoding.spec.whatwg.org/): its names and labels, and its
encoders, exact at every scalar value.

- :func:`get_encoding` (a label to an encoding's name, or None) and
  :func:`get_output_encoding`, under their spec names;
- :func:`encode_or_fail_chunks`: an encoding's encoder in "fatal" mode, resuming after each
  error, as the URL Standard's percent-encode-after-encoding loops it;
- :func:`document_encoding`: the encoding a browser uses for a name, an Encoding Standard
  label or a Python codec name (``cp932`` is Shift_JIS, ``latin-1`` windows-1252).

Loaded on first use: ``import webapi`` does not import this package.
"""

from ._encoders import encode_or_fail_chunks, get_encoding, get_output_encoding
from ._python_codecs import document_encoding

__all__ = ["document_encoding", "encode_or_fail_chunks", "get_encoding", "get_output_encoding"]
