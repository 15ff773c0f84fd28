"""The application/x-www-form-urlencoded format: parsing and serializing.

Spec: https://url.spec.whatwg.org/#application/x-www-form-urlencoded

Splitting on "&" and "=" and replacing "+" only ever look at ASCII bytes, which
UTF-8 never uses inside a multi-byte sequence, so the string parser does them
on the string itself; only text holding "%" goes through bytes to be
percent-decoded and UTF-8 decoded (all of it at once when no escape decodes to
"&" or "=", else each name and value holding "%").
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
#: The ASCII bytes the form set leaves alone (which ``_JOINED`` leaves alone too).
_FORM_KEPT = _FORM.kept_bytes
#: Long input is parsed and serialized in pieces of about this many code points (cut at "&")
#: and of this many tuples: the same result (every name-value pair is parsed and serialized on
#: its own), but with the intermediate strings and lists small enough to stay in the CPU caches,
#: so the time grows in step with the input.
_PIECE_LENGTH = 1 << 15
_PIECE_TUPLES = 1 << 12
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
    """https://url.spec.whatwg.org/#concept-urlencoded-parser

    ``data`` is bytes (or another bytes-like object; under Pyodide a JavaScript buffer); for a
    ``str``, use :func:`urlencoded_string_parse`.
    """
    if type(data) is not bytes:
        data = _bytes(data)
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


def _bytes(data: object) -> bytes:
    from webapi._webidl import require_bytes

    expected = "bytes (for a str: urlencoded_string_parse)"
    return require_bytes(data, "urlencoded_parse", "data", expected)


def urlencoded_string_parse(s: str) -> list[tuple[str, str]]:
    """https://url.spec.whatwg.org/#concept-urlencoded-string-parser

    ``s`` is a scalar value string (for bytes, use :func:`urlencoded_parse`).
    """
    if type(s) is not str and not isinstance(s, str):
        from webapi._webidl import argument_error

        raise argument_error(
            "urlencoded_string_parse", "s", s, "a str (for bytes: urlencoded_parse)"
        )
    if len(s) > _PIECE_LENGTH and "&" in s:
        return _string_parse_in_pieces(s)
    if "+" in s:
        s = s.replace("+", " ")
    if "%" in s:
        if "%26" in s or "%3D" in s or "%3d" in s:
            return _string_parse_decoding_each(s)
        # No percent-encoded "&" or "=": percent-decoding and UTF-8 decoding the whole text
        # makes no "&" or "=" and keeps those there are, and UTF-8 decoding with replacement
        # stops at every ASCII byte, so it decodes each name and value as the loop below
        # would. What is left is splitting the decoded text.
        s = _utf8_decode_without_bom(percent_decode_string(s))
    # Without "%", percent-decoding is the identity and UTF-8 decoding undoes UTF-8
    # encoding: no bytes at all.
    if "&" not in s:  # one sequence (or none)
        return [s.partition("=")[::2]] if s else []
    # Per non-empty sequence: (name, value) = its partition at the first "=", items 0 and 2;
    # all in C (no Python frame per sequence).
    return list(map(_NAME_AND_VALUE, map(_PARTITION_AT_EQUALS, filter(None, s.split("&")))))


def _string_parse_in_pieces(s: str) -> list[tuple[str, str]]:
    """:func:`urlencoded_string_parse` of ``s``, cut at "&" into pieces each either at most
    ``_PIECE_LENGTH`` long or one sequence."""
    output: list[tuple[str, str]] = []
    start, end = 0, len(s)
    while end - start > _PIECE_LENGTH:
        cut = s.rfind("&", start, start + _PIECE_LENGTH)
        if cut < 0:  # a sequence longer than a piece: a piece of its own
            cut = s.find("&", start + _PIECE_LENGTH)
            if cut < 0:
                cut = end
        output += urlencoded_string_parse(s[start:cut])
        start = cut + 1
    output += urlencoded_string_parse(s[start:])
    return output


def _string_parse_decoding_each(s: str) -> list[tuple[str, str]]:
    """The rest of :func:`urlencoded_string_parse` for ``s`` with "+" replaced, decoding each
    name and value that holds "%"."""
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

    ``encoding`` is an encoding name as :func:`webapi.encoding.get_encoding`
    returns it.
    """
    if isinstance(tuples, (str, bytes)):
        from webapi._webidl import argument_error

        expected = "an iterable of (name, value) pairs"
        raise argument_error("urlencoded_serialize", "tuples", tuples, expected)
    if encoding == "UTF-8":
        if type(tuples) is not list:
            tuples = list(tuples)
        # Join first, then encode the whole text at once when that is the same: when no
        # name or value holds "&" or "=", the joined text holds exactly one "=" per tuple and
        # one "&" between tuples.
        n = len(tuples)
        if n > _PIECE_TUPLES:
            return "&".join(
                [
                    urlencoded_serialize(tuples[i : i + _PIECE_TUPLES])
                    for i in range(0, n, _PIECE_TUPLES)
                ]
            )
        joined = "=".join(tuples[0]) if n == 1 else "&".join(map("=".join, tuples))
        if joined.isascii():
            # Deleting the bytes the form set leaves alone leaves the n "=" and n - 1 "&" the
            # join put in, and more only when some name or value holds something to encode.
            left = joined.encode().translate(None, _FORM_KEPT)
            if len(left) == 2 * n - 1 or not n:
                return joined  # nothing to encode (what _FORM.encode of each would find)
            if left.count(b"=") == n and left.count(b"&") == n - 1:
                return joined.translate(_JOINED.byte_table)
        elif joined.count("=") == n and joined.count("&") == n - 1:
            return _JOINED.encode(joined)
        encode = _FORM.encode
        return "&".join([f"{encode(name)}={encode(value)}" for name, value in tuples])
    from webapi.encoding import get_output_encoding  # legacy encodings load on first use

    encoding = get_output_encoding(encoding)
    if encoding == "UTF-8":  # (the output encoding of UTF-16BE/LE and replacement)
        return urlencoded_serialize(tuples)
    encode_set = APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET
    return "&".join(
        [
            f"{percent_encode_after_encoding(encoding, name, encode_set)}"
            f"={percent_encode_after_encoding(encoding, value, encode_set)}"
            for name, value in tuples
        ]
    )
