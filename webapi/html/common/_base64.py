"""``atob()`` and ``btoa()``.

Spec: https://html.spec.whatwg.org/multipage/webappapis.html#atob
"""

from __future__ import annotations

from webapi._webidl import require_str
from webapi.dom import DOMException
from webapi.infra import forgiving_base64_decode, forgiving_base64_encode

__all__ = ["atob", "btoa"]


def btoa(data: str) -> str:
    """https://html.spec.whatwg.org/multipage/webappapis.html#dom-btoa

    Each code point of ``data`` is a byte: one above U+00FF raises ``DOMException`` named
    ``InvalidCharacterError``.
    """
    require_str(data, "btoa", "data")
    try:
        octets = data.encode("latin-1")
    except UnicodeEncodeError as error:
        raise DOMException(
            f"btoa: the string holds a code point above U+00FF at index {error.start}",
            "InvalidCharacterError",
        ) from None
    return forgiving_base64_encode(octets)


def atob(data: str) -> str:
    """https://html.spec.whatwg.org/multipage/webappapis.html#dom-atob

    The bytes of forgiving-base64 decoding ``data``, as a string of code points U+0000 to
    U+00FF (isomorphic decoded), as JavaScript returns them; input that does not decode raises
    ``DOMException`` named ``InvalidCharacterError``.
    """
    require_str(data, "atob", "data")
    decoded = forgiving_base64_decode(data)
    if decoded is None:
        raise DOMException(
            "atob: the string to be decoded is not correctly encoded", "InvalidCharacterError"
        )
    return decoded.decode("latin-1")
