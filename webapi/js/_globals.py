"""The global functions, as JavaScript calls them: the argument goes through ToString first
(https://tc39.es/ecma262/#sec-tostring; ``str`` as it is, ``bool``, ``int`` and ``float`` as
JavaScript writes them; anything else, ``None`` included, is a ``TypeError`` as for Web IDL
strings in webapi), then the spec's steps run."""

from __future__ import annotations

from .._webidl import to_dom_string
from . import _annex_b, _uri

__all__ = [
    "decodeURI",
    "decodeURIComponent",
    "encodeURI",
    "encodeURIComponent",
    "escape",
    "unescape",
]


def _to_string(value: object, function: str) -> str:
    if type(value) is str:
        return value
    return to_dom_string(value, f"Failed to execute '{function}'", 1)


def encodeURIComponent(uriComponent: object) -> str:
    """https://tc39.es/ecma262/#sec-encodeuricomponent-uricomponent

    Everything but ``A-Z a-z 0-9 - _ . ! ~ * ' ( )`` becomes ``%XX`` escapes of its UTF-8 bytes.
    A lone surrogate raises :class:`URIError`.
    """
    return _uri.encode(_to_string(uriComponent, "encodeURIComponent"), "")


def encodeURI(uri: object) -> str:
    """https://tc39.es/ecma262/#sec-encodeuri-uri

    As ``encodeURIComponent``, but the reserved characters ``; / ? : @ & = + $ ,`` and ``#``
    stay.
    """
    return _uri.encode(_to_string(uri, "encodeURI"), _uri.URI_RESERVED + "#")


def decodeURIComponent(encodedURIComponent: object) -> str:
    """https://tc39.es/ecma262/#sec-decodeuricomponent-encodeduricomponent

    Every ``%XX`` escape sequence becomes the UTF-8-encoded code point it spells; a malformed one
    raises :class:`URIError`.
    """
    return _uri.decode(_to_string(encodedURIComponent, "decodeURIComponent"), "")


def decodeURI(encodedURI: object) -> str:
    """https://tc39.es/ecma262/#sec-decodeuri-encodeduri

    As ``decodeURIComponent``, but escapes of the reserved characters and ``#`` stay as
    written (``decodeURI('%2F%41')`` is ``'%2FA'``).
    """
    return _uri.decode(_to_string(encodedURI, "decodeURI"), _uri.URI_RESERVED + "#")


def escape(string: object) -> str:
    """https://tc39.es/ecma262/#sec-escape-string (Annex B)"""
    return _annex_b.escape(_to_string(string, "escape"))


def unescape(string: object) -> str:
    """https://tc39.es/ecma262/#sec-unescape-string (Annex B)"""
    return _annex_b.unescape(_to_string(string, "unescape"))
