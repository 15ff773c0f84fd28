"""The Infra Standard (https://infra.spec.whatwg.org/): the code points, code-point sets and
string operations the other standards are written in, the namespaces, and forgiving base64,
shared by every package of webapi.

Loaded on first use: ``import webapi`` does not import this package.
"""

from ._base64 import forgiving_base64_decode, forgiving_base64_encode
from ._code_points import (
    ASCII_ALPHA,
    ASCII_HEX_DIGITS,
    ASCII_WHITESPACE,
    C0_CONTROL_OR_SPACE,
    ascii_lowercase,
    ascii_uppercase,
    split_on_ascii_whitespace,
)
from ._namespaces import (
    HTML_NAMESPACE,
    MATHML_NAMESPACE,
    SVG_NAMESPACE,
    XLINK_NAMESPACE,
    XML_NAMESPACE,
    XMLNS_NAMESPACE,
)

__all__ = [
    "ASCII_ALPHA",
    "ASCII_HEX_DIGITS",
    "ASCII_WHITESPACE",
    "C0_CONTROL_OR_SPACE",
    "HTML_NAMESPACE",
    "MATHML_NAMESPACE",
    "SVG_NAMESPACE",
    "XLINK_NAMESPACE",
    "XMLNS_NAMESPACE",
    "XML_NAMESPACE",
    "ascii_lowercase",
    "ascii_uppercase",
    "forgiving_base64_decode",
    "forgiving_base64_encode",
    "split_on_ascii_whitespace",
]
