"""A canonical form of a URL, for de-duplication (crawl frontiers, caches, "seen" sets).

Built on the URL Standard's serialization (https://url.spec.whatwg.org/#concept-url-serializer):
parsing already lowercases the scheme and host, applies IDNA, resolves every IPv4 number form,
drops the default port, resolves dot segments (``%2e`` ones included) and percent-encodes what
must be. On top of that, only changes that keep the resource the same, each an option:

``keep_fragment=False``
    Drop the fragment (it is never sent to the server).
``decode_unreserved=True``
    RFC 3986 section 6.2.2 normalization: percent-encoded unreserved characters (ASCII letters,
    digits, ``-._~``) are decoded, and the hex digits of the remaining ones uppercased, in the
    path, query and fragment (``/%7euser/%2f`` → ``/~user/%2F``). Encoded reserved characters
    (``%2F``, ``%3D``, ``%26``, ...) and non-ASCII bytes stay encoded: decoding them could change
    what the server sees.
``sort_query=True``
    Treat the query as form parameters, whose order servers ignore: the ``&``-separated
    parameters are stably sorted by their decoded (name, value), empty parameters (``&&``) are
    dropped, and an empty query (``?`` alone) is removed. The parameters themselves are kept
    byte for byte (``+`` stays ``+``, ``%20`` stays ``%20``): no re-encoding.
``remove_params=()``
    Parameter names (decoded, exact; a name ending in ``*`` is a prefix: ``utm_*``) to drop
    from the query (tracking parameters, session ids). A query left empty is removed. One
    ``str`` is one name or prefix (``remove_params="utm_*"``), as the command line's
    ``--remove-param NAME``, never a sequence of characters.

The result is a URL string that parses to itself (``URL(key).href == key``), and canonicalizing
it again gives it back (idempotence).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from webapi._webidl import require_str
from webapi.url import (
    URLParseError,
    URLRecord,
    basic_url_parse,
    percent_decode_string,
    url_serialize,
)
from webapi.url.engine import url_argument

if TYPE_CHECKING:
    from webapi.url import URL

__all__ = ["canonicalize"]

_PERCENT_ENCODED = re.compile("%([0-9A-Fa-f]{2})")
_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def _normalize_percent_encoding(s: str) -> str:
    def replace(m: re.Match[str]) -> str:
        byte = int(m.group(1), 16)
        return chr(byte) if byte in _UNRESERVED else "%" + m.group(1).upper()

    return _PERCENT_ENCODED.sub(replace, s) if "%" in s else s


def _form_decode(s: str) -> str:
    return percent_decode_string(s.replace("+", " ")).decode("utf-8", "replace")


def _parameter_key(parameter: str) -> tuple[str, str, str]:
    name, _, value = parameter.partition("=")
    return _form_decode(name), _form_decode(value), parameter


def _removed(name: str, exact: frozenset[str], prefixes: tuple[str, ...]) -> bool:
    return name in exact or (bool(prefixes) and name.startswith(prefixes))


def _canonical_query(
    query: str, sort_query: bool, exact: frozenset[str], prefixes: tuple[str, ...]
) -> str | None:
    parameters = query.split("&")
    if exact or prefixes:
        parameters = [p for p in parameters if not _removed(_parameter_key(p)[0], exact, prefixes)]
        if parameters == [] or parameters == [""]:
            return None
    if sort_query:
        parameters = sorted((p for p in parameters if p), key=_parameter_key)
        if not parameters:
            return None
    return "&".join(parameters)


def canonicalize(
    url: str | URL | URLRecord,
    base: str | None = None,
    *,
    keep_fragment: bool = False,
    sort_query: bool = True,
    remove_params: Iterable[str] | str = (),
    decode_unreserved: bool = True,
) -> str:
    """The canonical form of ``url`` (a string, parsed against ``base`` when given, a ``URL``,
    a URL record, or a Python library's URL object such as httpx's and yarl's ``URL``:
    :func:`webapi.url.engine.url_argument`) as a URL string; see the module documentation for
    each option.

    Raises :class:`webapi.url.URLParseError` when ``url`` does not parse, ``TypeError`` for
    a ``url`` or ``base`` that is not one of these (``bytes`` included: decode them first).
    """
    names = [remove_params] if isinstance(remove_params, str) else list(remove_params)
    for name in names:
        require_str(name, "canonicalize", "remove_params")
    href = url_argument(url, "canonicalize")
    if isinstance(href, URLRecord):
        record = href.copy()
    else:
        parsed_base = None
        if base is not None:
            parsed_base = basic_url_parse(require_str(base, "canonicalize", "base"))
            if parsed_base is None:
                raise URLParseError(href, base)
        parsed = basic_url_parse(href, parsed_base)
        if parsed is None:
            raise URLParseError(href, base)
        record = parsed
    if not keep_fragment:
        record.fragment = None
    exact = frozenset(n for n in names if not n.endswith("*"))
    prefixes = tuple(n[:-1] for n in names if n.endswith("*"))
    if decode_unreserved:
        if isinstance(record.path, str):
            record.path = _normalize_percent_encoding(record.path)
        else:
            record.path = [_normalize_percent_encoding(segment) for segment in record.path]
        if record.query is not None:
            record.query = _normalize_percent_encoding(record.query)
        if record.fragment is not None:
            record.fragment = _normalize_percent_encoding(record.fragment)
    if record.query is not None and (sort_query or exact or prefixes):
        record.query = _canonical_query(record.query, sort_query, exact, prefixes)
    result = url_serialize(record)
    # A decoded byte can make the serialization parse differently (a path that now starts
    # with "//" behind an empty host, say); then the parsed-again form is the key.
    again = basic_url_parse(result)
    assert again is not None
    return url_serialize(again)
