"""RFC 6265bis, section "The Set-Cookie Header Field" (#set-cookie): parsing a
set-cookie-string into a cookie-name, a cookie-value and the cookie-attribute-list, with the
attribute subsections (Expires, Max-Age, Domain, Path, Secure, HttpOnly, SameSite).

https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#name-the-set-cookie-header-field

The field value is text: ``bytes`` are decoded as UTF-8 with ``surrogateescape`` (so bytes
that are not UTF-8 survive to the Cookie header, see :func:`octets`); lengths are counted in
octets of that encoding, as the draft counts them.
"""

from __future__ import annotations

import re

from ._dates import parse_cookie_date
from ._records import SetCookie

__all__ = [
    "MAX_ATTRIBUTE_VALUE_OCTETS",
    "MAX_NAME_VALUE_OCTETS",
    "as_text",
    "encoded",
    "has_ctl",
    "octets",
    "parse_set_cookie",
]

#: "If the sum of the lengths of the name string and the value string is more than 4096
#: octets, abort this algorithm and ignore the set-cookie-string entirely."
MAX_NAME_VALUE_OCTETS = 4096
#: "If the attribute-value is longer than 1024 octets, ignore the cookie-av string".
MAX_ATTRIBUTE_VALUE_OCTETS = 1024

# %x00-08 / %x0A-1F / %x7F: the CTL characters excluding HTAB.
_CTL = re.compile("[\x00-\x08\x0a-\x1f\x7f]")
_WSP = " \t"
_MAX_AGE = re.compile(r"-?[0-9]+", re.ASCII)


def as_text(value: str | bytes | bytearray, function: str, parameter: str) -> str:
    """A header value as text: a str as is, bytes (any bytes-like object; under Pyodide a
    JavaScript buffer too) decoded as UTF-8 (``surrogateescape``)."""
    if isinstance(value, str):
        return value
    from webapi._webidl import require_bytes

    data = require_bytes(value, function, parameter, "a str or bytes")
    return data.decode("utf-8", "surrogateescape")


def encoded(text: str) -> bytes:
    """The octets ``text`` stands for: its UTF-8 encoding, ``surrogateescape`` giving back
    the bytes of a field that was not UTF-8 (a lone surrogate from a ``str``: as WTF-8
    would store it)."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")


def octets(text: str) -> int:
    """The length of ``text`` in octets (of :func:`encoded`)."""
    return len(text) if text.isascii() else len(encoded(text))


def has_ctl(text: str) -> bool:
    """Whether ``text`` holds a %x00-08 / %x0A-1F / %x7F character."""
    return _CTL.search(text) is not None


def parse_set_cookie(header: str | bytes) -> SetCookie | None:
    """Parse a Set-Cookie field value by RFC 6265bis "The Set-Cookie Header Field": a
    :class:`SetCookie`, or ``None`` when the algorithm ignores the set-cookie-string (a CTL
    character, or a name and value longer than 4096 octets together).

    Attributes with unrecognized names, and values longer than 1024 octets, are ignored; of
    each attribute the last valid one wins (as the storage model reads the
    cookie-attribute-list).
    """
    text = as_text(header, "parse_set_cookie", "header")
    # Step 1: "If the set-cookie-string contains a %x00-08 / %x0A-1F / %x7F character ...
    # ignore the set-cookie-string entirely."
    if has_ctl(text):
        return None
    # Step 2.
    name_value, semicolon, unparsed_attributes = text.partition(";")
    # Step 3: a pair without "=" is a nameless cookie.
    name, equals, value = name_value.partition("=")
    if not equals:
        name, value = "", name_value
    # Step 4.
    name = name.strip(_WSP)
    value = value.strip(_WSP)
    # Step 5.
    if octets(name) + octets(value) > MAX_NAME_VALUE_OCTETS:
        return None
    return _parse_attributes(name, value, unparsed_attributes if semicolon else "")


def _parse_attributes(name: str, value: str, unparsed_attributes: str) -> SetCookie:
    """Parse the unparsed-attributes (the steps after the name-value-pair)."""
    expires = max_age = domain = path = same_site = None
    secure = http_only = False
    # Steps 1-3, 8: each cookie-av between semicolons.
    for cookie_av in unparsed_attributes.split(";") if unparsed_attributes else ():
        # Step 4.
        attribute_name, _, attribute_value = cookie_av.partition("=")
        # Step 5.
        attribute_name = attribute_name.strip(_WSP)
        attribute_value = attribute_value.strip(_WSP)
        # Step 6.
        if octets(attribute_value) > MAX_ATTRIBUTE_VALUE_OCTETS:
            continue
        # Step 7: the subsections, matched case-insensitively (ASCII).
        key = attribute_name.lower() if attribute_name.isascii() else ""
        if key == "expires":
            date = parse_cookie_date(attribute_value)
            if date is not None:
                expires = date
        elif key == "max-age":
            delta = _delta_seconds(attribute_value)
            if delta is not None:
                max_age = delta
        elif key == "domain":
            # "If cookie-domain starts with %x2E ("."), let cookie-domain be cookie-domain
            # without its leading %x2E (".")"; "Convert the cookie-domain to lower case."
            domain = _ascii_lower(attribute_value.removeprefix("."))
        elif key == "path":
            path = attribute_value
        elif key == "secure":
            secure = True
        elif key == "httponly":
            http_only = True
        elif key == "samesite":
            same_site = _ENFORCEMENTS.get(_ascii_lower(attribute_value), "Default")
    return SetCookie(name, value, expires, max_age, domain, path, secure, http_only, same_site)


_ENFORCEMENTS = {"none": "None", "strict": "Strict", "lax": "Lax"}


def _ascii_lower(text: str) -> str:
    return text.lower() if text.isascii() else re.sub("[A-Z]+", lambda m: m[0].lower(), text)


def _delta_seconds(attribute_value: str) -> int | None:
    """The Max-Age attribute's steps 1-4: the attribute-value as a base 10 integer, or
    ``None`` when the cookie-av is ignored (empty, not ``-``? followed by DIGITs only).

    The value is at most 1024 octets, so the integer never meets Python's digit limit."""
    if _MAX_AGE.fullmatch(attribute_value) is None:
        return None
    return int(attribute_value)
