"""Header lists: the Fetch Standard's ``get`` and ``get, decode, and split``, over the header
collections Python code has.

Spec: https://fetch.spec.whatwg.org/#concept-header-list

A header list here is a list of ``(name, value)`` byte-sequence pairs, in order, as Fetch
defines it. :func:`header_list` makes one from what a scraper holds: a ``Headers``, a
``dict`` or other mapping, ``http.client.HTTPMessage`` / ``email.message.Message`` (every
header, repeated ones included), a collection with ``multi_items()`` (httpx) or an iterable of
pairs; names and values as ``str`` (each code point a byte, as HTTP libraries decode them:
one above U+00FF is a ``TypeError``, as Web IDL's ByteString conversion throws) or bytes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from webapi.mimesniff import HTTP_TAB_OR_SPACE, collect_an_http_quoted_string

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import TypeAlias

    HeaderList: TypeAlias = list[tuple[bytes, bytes]]

__all__ = ["get", "get_decode_and_split", "get_decode_and_split_value", "header_list"]

_QUOTE_OR_COMMA = re.compile('[",]')


def _byte_string(value: object, what: str) -> bytes:
    if isinstance(value, str):
        try:
            return value.encode("latin-1")
        except UnicodeEncodeError as error:
            raise TypeError(
                f"a header {what} is a byte string: {value!r} holds a code point above "
                f"U+00FF at index {error.start}"
            ) from None
    from webapi._webidl import buffer_bytes  # (bytes-like; under Pyodide, JavaScript buffers)

    data = buffer_bytes(value)
    if data is None:
        raise TypeError(f"a header {what} must be a str or bytes (got {type(value).__name__})")
    return data


def header_list(headers: object) -> HeaderList:
    """The header list ``headers`` stands for (see the module's docstring)."""
    pairs: Iterable[object]
    header_list_of = getattr(headers, "_header_list", None)
    if header_list_of is not None and callable(header_list_of):  # webapi.fetch.Headers
        return list(header_list_of())
    multi_items = getattr(headers, "multi_items", None)
    if callable(multi_items):  # httpx.Headers
        pairs = multi_items()
    elif isinstance(headers, str | bytes):
        raise TypeError("headers must be a collection of headers, not a single str or bytes")
    elif isinstance(headers, Mapping) or hasattr(headers, "get_all"):
        # A Mapping, or email.message.Message / http.client.HTTPMessage, whose items() lists
        # every header, repeated names included.
        pairs = headers.items()  # type: ignore[attr-defined]
    elif isinstance(headers, Iterable):
        pairs = headers
    else:
        raise TypeError(f"headers must be a collection of headers (got {type(headers).__name__})")
    result: HeaderList = []
    for pair in pairs:
        if isinstance(pair, str | bytes) or not isinstance(pair, Iterable):
            raise TypeError(f"a header must be a (name, value) pair (got {pair!r})")
        items = tuple(pair)
        if len(items) != 2:
            raise TypeError(f"a header must be a (name, value) pair (got {items!r})")
        result.append((_byte_string(items[0], "name"), _byte_string(items[1], "value")))
    return result


def get(name: bytes, list: HeaderList) -> bytes | None:
    """https://fetch.spec.whatwg.org/#concept-header-list-get: the values of every header
    named ``name`` (byte-case-insensitively), separated by ``b", "``, or None.  ``name`` is
    bytes or a ``str`` of code points up to U+00FF; ``list`` is a header list, or any
    collection :func:`header_list` takes."""
    lowered = _byte_string(name, "name").lower()
    if not _is_header_list(list):
        list = header_list(list)
    values = [value for header_name, value in list if header_name.lower() == lowered]
    if not values:
        return None
    return b", ".join(values)


def _is_header_list(value: object) -> bool:
    """Whether ``value`` is already a header list (a ``list`` of pairs of ``bytes``)."""
    return type(value) is list and all(
        type(pair) is tuple and len(pair) == 2 and type(pair[0]) is bytes and type(pair[1]) is bytes
        for pair in value
    )


def get_decode_and_split(name: bytes, list: HeaderList) -> list[str] | None:
    """https://fetch.spec.whatwg.org/#concept-header-list-get-decode-split (``name`` and
    ``list`` as :func:`get` takes them)."""
    value = get(name, list)
    if value is None:
        return None
    return get_decode_and_split_value(value)


def get_decode_and_split_value(value: bytes) -> list[str]:
    """https://fetch.spec.whatwg.org/#header-value-get-decode-and-split: a header value
    split at commas that are not inside quoted strings (``value``: bytes, or a ``str`` of
    code points up to U+00FF)."""
    input = _byte_string(value, "value").decode("latin-1")  # isomorphic decode
    position = 0
    end = len(input)
    values: list[str] = []
    temporary_value = ""
    while True:
        # Collect a sequence of code points that are not U+0022 (") or U+002C (,).
        found = _QUOTE_OR_COMMA.search(input, position)
        stop = found.start() if found is not None else end
        temporary_value += input[position:stop]
        position = stop
        if position < end and input[position] == '"':
            quoted, position = collect_an_http_quoted_string(input, position)
            temporary_value += quoted
            if position < end:
                continue
        values.append(temporary_value.strip(HTTP_TAB_OR_SPACE))
        temporary_value = ""
        if position >= end:
            return values
        position += 1  # skips U+002C (,)
