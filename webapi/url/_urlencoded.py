"""The application/x-www-form-urlencoded format: parsing and serializing.

Spec: https://url.spec.whatwg.org/#application/x-www-form-urlencoded

Splitting on "&" and "=" and replacing "+" only ever look at ASCII bytes, which
UTF-8 never uses inside a multi-byte sequence, so the string parser does them
on the string itself; only a name or value holding "%" goes through bytes to be
percent-decoded and UTF-8 decoded.
"""

from __future__ import annotations

from operator import itemgetter, methodcaller

from ._percent import (
    APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET,
    PercentEncodeSet,
    percent_decode,
    percent_decode_string,
    percent_encode_after_encoding,
)

TYPE_CHECKING = False  # typing is not imported at run time (import webapi stays light)

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["urlencoded_parse", "urlencoded_serialize", "urlencoded_string_parse"]

_FORM = APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET
#: The form set but "&" and "=": encoding "n1=v1&n2=v2" with it is encoding every name and
#: value with the form set and joining them, provided that no name or value holds "&" or "="
#: (both are in the form set, so it would encode them).
_JOINED = PercentEncodeSet(
    "application/x-www-form-urlencoded, & and = kept",
    _FORM.ascii_members - {"&", "="},
    space_as_plus=True,
)
#: The ASCII bytes ``_JOINED`` leaves alone.
_JOINED_KEPT = _JOINED.kept_bytes
_PARTITION_AT_EQUALS = methodcaller("partition", "=")
_NAME_AND_VALUE = itemgetter(slice(None, None, 2))


def _utf8_decode_without_bom(data: bytes) -> str:
    """https://encoding.spec.whatwg.org/#utf-8-decode-without-bom

    CPython's UTF-8 decoder keeps a leading U+FEFF and, with "replace", emits
    one U+FFFD per maximal subpart of an ill-formed sequence, exactly as the
    Encoding Standard's UTF-8 decoder does.
    """
    return data.decode("utf-8", "replace")


def urlencoded_parse(data: bytes) -> list[tuple[str, str]]:
    """https://url.spec.whatwg.org/#concept-urlencoded-parser"""
    # "Replace any 0x2B (+) in name and value with 0x20 (SP)": done up front, as
    # it cannot move where the input splits on 0x26 (&) and 0x3D (=).
    if b"+" in data:
        data = data.replace(b"+", b" ")
    output: list[tuple[str, str]] = []
    for sequence in data.split(b"&"):
        if sequence:
            name, _, value = sequence.partition(b"=")
            output.append(
                (
                    _utf8_decode_without_bom(percent_decode(name)),
                    _utf8_decode_without_bom(percent_decode(value)),
                )
            )
    return output


def urlencoded_string_parse(s: str) -> list[tuple[str, str]]:
    """https://url.spec.whatwg.org/#concept-urlencoded-string-parser

    ``s`` is a scalar value string.
    """
    if "+" in s:
        s = s.replace("+", " ")
    if "%" not in s:
        # Percent-decoding is the identity and UTF-8 decoding undoes UTF-8
        # encoding: no bytes at all.
        if "&" not in s:  # one sequence (or none)
            return [s.partition("=")[::2]] if s else []
        # Per non-empty sequence: (name, value) = its partition at the first "=", items 0
        # and 2; all in C (no Python frame per sequence).
        return list(map(_NAME_AND_VALUE, map(_PARTITION_AT_EQUALS, filter(None, s.split("&")))))
    output: list[tuple[str, str]] = []
    for sequence in s.split("&"):
        if sequence:
            name, _, value = sequence.partition("=")
            if "%" in name:
                name = _utf8_decode_without_bom(percent_decode_string(name))
            if "%" in value:
                value = _utf8_decode_without_bom(percent_decode_string(value))
            output.append((name, value))
    return output


def urlencoded_serialize(tuples: Iterable[tuple[str, str]], encoding: str = "UTF-8") -> str:
    """https://url.spec.whatwg.org/#concept-urlencoded-serializer

    ``encoding`` is an encoding name as :func:`webapi.url._encoding.get_encoding`
    returns it.
    """
    if encoding != "UTF-8":
        from ._encoding import get_output_encoding  # legacy encodings load on first use

        encoding = get_output_encoding(encoding)
    if encoding == "UTF-8":
        # Join first, then encode the whole text at once when that is the same: when no
        # name or value holds "&" or "=", the joined text holds exactly one "=" per tuple and
        # one "&" between tuples.
        if not isinstance(tuples, list):
            tuples = list(tuples)
        joined = "&".join(map("=".join, tuples))
        n = len(tuples)
        if joined.count("=") == n and joined.count("&") == n - 1:  # (n = 0: "" is right too)
            if joined.isascii() and not joined.encode().translate(None, _JOINED_KEPT):
                return joined  # nothing to encode (what _JOINED.encode finds first)
            return _JOINED.encode(joined)
        encode = _FORM.encode
        return "&".join([f"{encode(name)}={encode(value)}" for name, value in tuples])
    encode_set = APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET
    return "&".join(
        [
            f"{percent_encode_after_encoding(encoding, name, encode_set)}"
            f"={percent_encode_after_encoding(encoding, value, encode_set)}"
            for name, value in tuples
        ]
    )
