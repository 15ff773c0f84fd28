"""The ``data:`` URL processor.

Spec: https://fetch.spec.whatwg.org/#data-urls
"""

from __future__ import annotations

import re

from webapi.infra import forgiving_base64_decode
from webapi.mimesniff import MIMETypeRecord, parse_mime_type
from webapi.url import URL, URLRecord, basic_url_parse, percent_decode_string, url_serialize
from webapi.url.engine import url_argument

__all__ = ["DataURL", "data_url_process"]

#: "ends with U+003B (;), followed by zero or more U+0020 SPACE, followed by an ASCII
#: case-insensitive match for "base64"".
_BASE64_SUFFIX = re.compile(";[ ]*[Bb][Aa][Ss][Ee]64\\Z")

#: A string the basic URL parser and the serializer (without the fragment) give back as it is,
#: up to its first U+002C (,), less the scheme's case: "data:" (ASCII case-insensitively: the
#: scheme state lowercases it) not followed by "/" (a "/" would take the path state, not the
#: opaque path state), then, up to the ",", code points the opaque path state keeps (printable
#: ASCII, U+0020 to U+007E: not in the C0 control percent-encode set; no C0 control, so nothing
#: for the parser's first steps to strip or remove) other than "?" and "#" (which end the
#: path). Group 1: what the data: URL processor's steps 5 to 8 collect as the MIME type.
_PLAIN_HEAD = re.compile(r"[Dd][Aa][Tt][Aa]:(?!/)([\x20-\x22\x24-\x2b\x2d-\x3e\x40-\x7e]*+),")


class DataURL:
    """https://fetch.spec.whatwg.org/#data-url-struct: a MIME type and a body."""

    __slots__ = ("body", "mime_type")

    def __init__(self, mime_type: MIMETypeRecord, body: bytes) -> None:
        self.mime_type = mime_type
        self.body = body

    def __iter__(self):  # type: ignore[no-untyped-def]  # (mime_type, body) unpacking
        return iter((self.mime_type, self.body))

    def __repr__(self) -> str:
        return f"DataURL({self.mime_type!r}, {self.body!r})"


def data_url_process(url: URL | URLRecord | str) -> DataURL | None:
    """https://fetch.spec.whatwg.org/#data-url-processor: the MIME type and body of a
    ``data:`` URL (a ``URL``, a URL record, a string that parses as one, or a Python
    library's URL object: :func:`webapi.url.engine.url_argument`), or None for
    failure (a string that does not parse as a URL is failure too, as ``fetch()`` fails on it);
    a URL of another scheme is a ``ValueError``.

    >>> mime_type, body = data_url_process("data:text/plain;base64,SGk=")
    >>> mime_type, body
    (MIMETypeRecord('text/plain'), b'Hi')
    """
    if type(url) is str:
        found = _plain_base64(url)
        if found is not None:
            return found
    href = url_argument(url, "data_url_process")
    if isinstance(href, URLRecord):
        record = href
    else:
        parsed = basic_url_parse(href)
        if parsed is None:  # fetch() fails on it too
            return None
        record = parsed
    # 1. Assert: dataURL's scheme is "data".
    if record.scheme != "data":
        raise ValueError(f"data_url_process(): not a data: URL (scheme {record.scheme!r})")
    # 2.-3. The serialization without the fragment, less the leading "data:".
    input = url_serialize(record, exclude_fragment=True)[5:]
    # 5.-8. The MIME type: up to the first U+002C (,), ASCII whitespace stripped.
    comma = input.find(",")
    if comma == -1:
        return None
    mime_type = input[:comma].strip("\t\n\f\r ")
    # 9.-10. The body, percent-decoded.
    body = percent_decode_string(input[comma + 1 :])
    # 11. ";base64" at the end: forgiving-base64 decode the body.
    suffix = _BASE64_SUFFIX.search(mime_type)
    if suffix is not None:
        decoded = forgiving_base64_decode(body.decode("latin-1"))
        if decoded is None:
            return None
        body = decoded
        # Remove the last 6 code points, trailing spaces, and the last U+003B (;).
        mime_type = mime_type[: suffix.start()]
    return _data_url(mime_type, body)


def _plain_base64(url: str) -> DataURL | None:
    """The data: URL processor's result for a string :data:`_PLAIN_HEAD` starts whose body
    (what follows the ",") forgiving-base64 decodes as it is and whose MIME type part ends in
    ";base64"; None otherwise (the full steps decide).

    Such a body holds nothing but the base64 alphabet, "=" and ASCII whitespace: no "%" (so
    percent-decoding leaves it alone), no "?" or "#" (so it is all path), nothing the opaque
    path state encodes but U+000C FORM FEED, which percent-decoding gives back; the tabs and
    newlines the URL parser removes and the trailing ones it strips are ASCII whitespace, which
    forgiving-base64 decode removes first anyway. So the steps' body is this decode of the
    string's own tail, without the URL parser's pass over it (tests/fetch/test_data_url_plain.py
    compares both on generated URLs)."""
    head = _PLAIN_HEAD.match(url)
    if head is None:
        return None
    mime_type = head[1].strip("\t\n\f\r ")
    suffix = _BASE64_SUFFIX.search(mime_type)
    if suffix is None:
        return None
    body = forgiving_base64_decode(url[head.end() :])
    if body is None:
        return None
    return _data_url(mime_type[: suffix.start()], body)


def _data_url(mime_type: str, body: bytes) -> DataURL:
    """The data: URL processor's steps 12 to 15 for the MIME type string ``mime_type``
    (";base64" removed) and ``body``."""
    # 12. A MIME type that starts with ";" is text/plain's.
    if mime_type.startswith(";"):
        mime_type = "text/plain" + mime_type
    # 13.-14. A MIME type that does not parse is text/plain;charset=US-ASCII.
    record_type = parse_mime_type(mime_type)
    if record_type is None:
        record_type = MIMETypeRecord("text", "plain", {"charset": "US-ASCII"})
    return DataURL(record_type, body)
