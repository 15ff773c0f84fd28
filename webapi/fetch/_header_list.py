"""Header lists: the Fetch Standard's ``get`` and ``get, decode, and split``, over the header
collections Python code has.

Spec: https://fetch.spec.whatwg.org/#concept-header-list

A header list here is a list of ``(name, value)`` byte-sequence pairs, in order, as Fetch
defines it. :func:`header_list` makes one from what a scraper holds: a ``Headers``, a
``dict`` or other mapping, ``http.client.HTTPMessage`` / ``email.message.Message`` (every
header, repeated ones included), a collection with ``multi_items()`` (httpx) or an iterable of
pairs (a ``URLSearchParams`` too, as ``new Headers(new URLSearchParams(...))`` reads it); names
and values as ``str`` (each code point a byte, as HTTP libraries decode them: one above U+00FF
is a ``TypeError``, as Web IDL's ByteString conversion throws) or bytes. The Content-Type,
Content-Length and X-Content-Type-Options algorithms read a ``list`` or ``tuple`` of pairs, a
``dict`` and a ``Headers`` without making that list (:func:`get_decode_and_split_of`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from webapi.mimesniff import HTTP_TAB_OR_SPACE, collect_an_http_quoted_string

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import AnyStr, TypeAlias

    HeaderList: TypeAlias = list[tuple[bytes, bytes]]

__all__ = [
    "get",
    "get_decode_and_split",
    "get_decode_and_split_of",
    "get_decode_and_split_value",
    "header_list",
    "names_and_values",
]

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
    elif isinstance(headers, Mapping) or (
        hasattr(headers, "get_all") and callable(getattr(headers, "items", None))
    ):
        # A Mapping, or email.message.Message / http.client.HTTPMessage, whose items() lists
        # every header, repeated names included. (A URLSearchParams has get_all() too, but no
        # items(): it is iterated as pairs, as new Headers(new URLSearchParams(...)) iterates
        # it, HeadersInit's sequence<sequence<ByteString>>.)
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


def get_decode_and_split_of(name: str, headers: object) -> list[str] | None:
    """:func:`get_decode_and_split` of the lowercase ASCII ``name`` in
    ``header_list(headers)``: for a ``list`` or ``tuple`` of ``str`` or ``bytes`` pairs (all
    tuples or all lists), a ``dict`` of them or a ``Headers``, the same answer and the same
    errors from a few calls of C code (:func:`_str_get`) instead of a byte string made of
    every name and value; anything else through :func:`header_list`."""
    value = _str_get(name, headers)
    if isinstance(value, _Other):
        return get_decode_and_split(name.encode("ascii"), header_list(headers))
    if value is None:
        return None
    return get_decode_and_split_value(value)


class _Other:
    """What :func:`_str_get` returns for a collection it leaves to :func:`header_list`."""

    __slots__ = ()


_OTHER = _Other()
_TUPLES = frozenset((tuple,))
_LISTS = frozenset((list,))
_BYTES = frozenset((bytes,))


def names_and_values(
    headers: object,
) -> tuple[tuple[object, ...], tuple[object, ...]] | None:
    """The names and the values of a ``dict``, or of a ``list`` or ``tuple`` of pairs that
    are all tuples or all lists of two items each, in a few calls of C code; None for
    anything else (a ``str`` or a mapping would be read as a pair here, but not by
    :func:`header_list` or the ``Headers`` conversion; an iterator only once)."""
    if type(headers) is dict:
        return tuple(headers), tuple(headers.values())
    if type(headers) is not list and type(headers) is not tuple:
        return None
    if not headers:
        return (), ()
    kinds = {*map(type, headers)}
    if kinds != _TUPLES and kinds != _LISTS:
        return None
    try:
        names, values = zip(*headers, strict=True)  # all of two items
    except ValueError:
        return None
    return names, values


def _str_get(name: str, headers: object) -> str | _Other | None:
    """https://fetch.spec.whatwg.org/#concept-header-list-get over ``str`` pairs or ``bytes``
    pairs: the values of the headers named ``name`` (lowercase ASCII), separated by ", ", or
    None; or :data:`_OTHER` when ``headers`` is not such a collection (or something in it is
    wrong: :func:`header_list` then raises its error).

    :func:`header_list` would make every name and value a byte string (each code point one
    byte: one above U+00FF is its ``TypeError``): here every name and value is checked for
    that at once (the text joined, one ``isascii``, at worst one Latin-1 encode), and the
    names are lowercased all at once. For such text ``str.lower`` changes what
    ``bytes.lower`` changes and more (À to à), but never makes a code point ASCII: a name
    equals the ASCII ``name`` after one exactly when after the other."""
    split = names_and_values(headers)
    if split is None:
        header_list_of = getattr(headers, "_header_list", None)
        if header_list_of is None or not callable(header_list_of):
            return _OTHER
        split = names_and_values(header_list_of())  # webapi.fetch.Headers: bytes pairs
        if split is None:
            return _OTHER
    names, values = split
    if not names:
        return None
    try:
        joined_names = "\n".join(names)  # type: ignore[arg-type]
        joined_values = "".join(values)  # type: ignore[arg-type]
    except TypeError:  # something else than a str
        return _bytes_get(name, names, values)
    if not (joined_names.isascii() and joined_values.isascii()):
        try:
            joined_names.encode("latin-1")
            joined_values.encode("latin-1")
        except UnicodeEncodeError:
            return _OTHER
    return _joined_values(name, joined_names.lower().split("\n"), values)


def _bytes_get(
    name: str, names: tuple[object, ...], values: tuple[object, ...]
) -> str | _Other | None:
    """:func:`_str_get` for names and values that are all ``bytes`` (each value that is
    read isomorphic decoded)."""
    if {*map(type, names), *map(type, values)} != _BYTES:
        return _OTHER
    found = _joined_values(name.encode("ascii"), b"\n".join(names).lower().split(b"\n"), values)  # type: ignore[arg-type]
    return found.decode("latin-1") if isinstance(found, bytes) else found


def _joined_values(
    name: AnyStr, lowered: list[AnyStr], values: tuple[object, ...]
) -> AnyStr | _Other | None:
    """The ``values`` whose name in ``lowered`` (the names lowercased) is ``name``, joined
    with ", ", or None; :data:`_OTHER` when a name held a line feed (it split in two)."""
    if len(lowered) != len(values):
        return _OTHER
    count = lowered.count(name)
    if count == 0:
        return None
    if count == 1:
        return values[lowered.index(name)]  # type: ignore[return-value]
    found = [
        value for lowered_name, value in zip(lowered, values, strict=True) if lowered_name == name
    ]
    return (", " if isinstance(name, str) else b", ").join(found)  # type: ignore[arg-type]


def get_decode_and_split_value(value: bytes | str) -> list[str]:
    """https://fetch.spec.whatwg.org/#header-value-get-decode-and-split: a header value
    split at commas that are not inside quoted strings (``value``: bytes, or a ``str`` of
    code points up to U+00FF)."""
    if type(value) is str and value.isascii():
        input = value  # (its isomorphic encoding, decoded)
    else:
        input = _byte_string(value, "value").decode("latin-1")  # isomorphic decode
    if '"' not in input:
        # No quoted string: each value runs from a comma to the next.
        return [part.strip(HTTP_TAB_OR_SPACE) for part in input.split(",")]
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
