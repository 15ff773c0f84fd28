"""The ``Content-Type``, ``Content-Length`` and ``X-Content-Type-Options`` headers.

Spec: https://fetch.spec.whatwg.org/#content-type-header,
https://fetch.spec.whatwg.org/#concept-header-list-extract-a-length and
https://fetch.spec.whatwg.org/#determine-nosniff
"""

from __future__ import annotations

from webapi._webidl import require_str
from webapi.encoding import get_encoding
from webapi.infra import ascii_lowercase
from webapi.mimesniff import MIMEType, MIMETypeRecord, as_record, parse_mime_type

from ._header_list import get_decode_and_split_of

__all__ = ["determine_nosniff", "extract_length", "extract_mime_type", "legacy_extract_an_encoding"]


def extract_mime_type(headers: object) -> MIMETypeRecord | None:
    """https://fetch.spec.whatwg.org/#concept-header-extract-mime-type: the MIME type of the
    ``Content-Type`` headers of ``headers`` (any collection :func:`header_list` takes), or
    None for failure.

    The last type that parses wins, and a ``charset`` of an earlier value with the same
    essence carries over: ``text/html;charset=gbk, text/html;x=y`` is
    ``text/html;x=y;charset=gbk``.
    """
    charset: str | None = None
    essence: str | None = None
    mime_type: MIMETypeRecord | None = None
    values = get_decode_and_split_of("content-type", headers)
    if values is None:
        return None
    for value in values:
        temporary_mime_type = parse_mime_type(value)
        if temporary_mime_type is None or temporary_mime_type.essence == "*/*":
            continue
        mime_type = temporary_mime_type
        if mime_type.essence != essence:
            charset = mime_type.parameters.get("charset")
            essence = mime_type.essence
        elif "charset" not in mime_type.parameters and charset is not None:
            mime_type.parameters["charset"] = charset
    return mime_type


def legacy_extract_an_encoding(
    mime_type: MIMETypeRecord | MIMEType | None, fallback_encoding: str
) -> str:
    """https://fetch.spec.whatwg.org/#legacy-extract-an-encoding: the encoding the
    ``charset`` parameter names (an Encoding Standard label), else ``fallback_encoding``.
    ``mime_type`` None is failure (what :func:`extract_mime_type` returns); a ``MIMEType`` is
    read as its record; anything else, or a ``fallback_encoding`` that is not a ``str``, is a
    ``TypeError`` naming it."""
    if mime_type is not None and not isinstance(mime_type, MIMETypeRecord):
        mime_type = as_record(mime_type, "legacy_extract_an_encoding")
    if type(fallback_encoding) is not str:
        fallback_encoding = require_str(
            fallback_encoding, "legacy_extract_an_encoding", "fallback_encoding"
        )
    if mime_type is None:
        return fallback_encoding
    charset = mime_type.parameters.get("charset")
    if charset is None:
        return fallback_encoding
    tentative_encoding = get_encoding(charset)
    if tentative_encoding is None:
        return fallback_encoding
    return tentative_encoding


def extract_length(headers: object) -> int | None:
    """https://fetch.spec.whatwg.org/#concept-header-list-extract-a-length: the
    ``Content-Length``, or None (absent, or not a decimal number); differing values are the
    standard's failure, raised as ``ValueError`` (a fetch treats it as a network error)."""
    values = get_decode_and_split_of("content-length", headers)
    if values is None:
        return None
    candidate_value: str | None = None
    for value in values:
        if candidate_value is None:
            candidate_value = value
        elif value != candidate_value:
            raise ValueError(f"conflicting Content-Length values: {values!r}")
    if not candidate_value or not (candidate_value.isascii() and candidate_value.isdigit()):
        return None
    return _decimal_number(candidate_value)


#: Digits converted by one ``int()`` call: below Python's limit on string-to-int conversions
#: (4,300 digits by default; ``sys.set_int_max_str_digits``), which a Content-Length of more
#: digits would otherwise hit.
_DIGITS_PER_STEP = 4000


def _decimal_number(digits: str) -> int:
    """ASCII ``digits`` "interpreted as decimal number", however many there are (a chunk of
    :data:`_DIGITS_PER_STEP` at a time: time grows with the square of the length past that,
    which only a value of megabytes makes noticeable)."""
    digits = digits.lstrip("0") or "0"
    if len(digits) <= _DIGITS_PER_STEP:
        return int(digits)
    value = 0
    for start in range(0, len(digits), _DIGITS_PER_STEP):
        chunk = digits[start : start + _DIGITS_PER_STEP]
        value = value * 10 ** len(chunk) + int(chunk)
    return value


def determine_nosniff(headers: object) -> bool:
    """https://fetch.spec.whatwg.org/#determine-nosniff: whether the first
    ``X-Content-Type-Options`` value is ``nosniff`` (ASCII case-insensitively)."""
    values = get_decode_and_split_of("x-content-type-options", headers)
    if values is None:
        return False
    return ascii_lowercase(values[0]) == "nosniff"
