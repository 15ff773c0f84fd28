"""ECMAScript's global functions that sit beside ``URL`` in JavaScript code.

``encodeURIComponent``, ``decodeURIComponent``, ``encodeURI``, ``decodeURI`` and Annex B's
``escape``/``unescape``, exact to ECMA-262 on every ``str``.  Strings are read as JavaScript's
UTF-16 strings (a surrogate pair written as two code points is one character) and results
write astral characters as one code point.  Malformed input raises :class:`URIError`, a
``ValueError``; :class:`RangeError` is ECMAScript's error for a value out of range.
snake_case aliases: ``encode_uri_component`` and so on. :func:`await_sync` gives synchronous
code the value of one of webapi's awaitables (the Promises of JavaScript's APIs), which settle
at once.
"""

from ._errors import RangeError, URIError
from ._globals import (
    decodeURI,
    decodeURIComponent,
    encodeURI,
    encodeURIComponent,
    escape,
    unescape,
)
from ._promises import await_sync

decode_uri = decodeURI
decode_uri_component = decodeURIComponent
encode_uri = encodeURI
encode_uri_component = encodeURIComponent

__all__ = [
    "RangeError",
    "URIError",
    "await_sync",
    "decodeURI",
    "decodeURIComponent",
    "decode_uri",
    "decode_uri_component",
    "encodeURI",
    "encodeURIComponent",
    "encode_uri",
    "encode_uri_component",
    "escape",
    "unescape",
]
