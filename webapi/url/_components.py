"""A URL record's serialization together with where each component lies in it.

Not a spec algorithm but a representation: ``URLImpl`` keeps a URL as its href
plus these offsets (the way ada's ``url_aggregator`` does) instead of a live URL
record, so that a URL object costs a few hundred bytes and the getters are
slices.  The record is rebuilt by parsing the href when a setter needs it: the
URL serializer's output parses back to an equal URL
(https://url.spec.whatwg.org/#url-serializing).

``Components`` fields, for href ``h``:

* ``protocol_end``: just past the scheme's ":"  (``protocol == h[:protocol_end]``);
* ``username_end`` and ``host_start``: with credentials, the username is
  ``h[protocol_end + 2:username_end]`` and, when ``h[username_end]`` is ":", the
  password runs to ``host_start - 1`` (the "@"); without credentials
  ``username_end == host_start``;
* ``host_end``: the host is ``h[host_start:host_end]`` (empty when null);
* ``port``: the port, or ``None``;
* ``pathname_start``, ``search_start``, ``hash_start``: the path runs to
  ``search_start`` (the "?", or ``hash_start`` when the query is null), the query
  to ``hash_start`` (the "#", or ``len(h)`` when the fragment is null).
"""

from _collections import _tuplegetter  # type: ignore[import-not-found]  # as namedtuple

from .._lazy import lazy_imports

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from ._record import URLRecord

__all__ = ["Components", "path_end", "serialize_with_components"]


_FIELDS = (
    "href",
    "protocol_end",
    "username_end",
    "host_start",
    "host_end",
    "port",
    "pathname_start",
    "search_start",
    "hash_start",
)

if TYPE_CHECKING:
    from typing import NamedTuple

    class Components(NamedTuple):
        href: str
        protocol_end: int
        username_end: int
        host_start: int
        host_end: int
        port: int | None
        pathname_start: int
        search_start: int
        hash_start: int

else:
    # The same named tuple, written out: collections.namedtuple compiles its __new__ at
    # import.  Measured again (issue #21): with namedtuple this module's self time in
    # `python -X importtime -c "import webapi"` goes from 0.32 to 0.52 ms (medians of 60
    # interleaved starts from bytecode), about 1.5% of what import webapi adds in
    # `python -m benchmarks --only import` (13.4 ms, 0.99x import urllib.parse; target 1.0x).

    class Components(tuple):
        __slots__ = ()
        _fields = _FIELDS

        def __new__(cls, *fields):
            # Positional, as every caller passes them: type checkers hold each call to the
            # NamedTuple's nine fields above (a count check here costs 25 ns a URL).
            return tuple.__new__(cls, fields)

        def __repr__(self):
            fields = ", ".join(
                f"{name}={value!r}" for name, value in zip(_FIELDS, self, strict=True)
            )
            return f"Components({fields})"

        def __getnewargs__(self):
            return tuple(self)

    for _index, _name in enumerate(_FIELDS):
        setattr(Components, _name, _tuplegetter(_index, None))
    del _index, _name


def path_end(input: str, start: int) -> int:
    """Where a path that starts at ``start`` in the URL string ``input`` ends: the index of the
    first U+003F (?) or U+0023 (#) from ``start``, or ``len(input)``.  The path state and the
    opaque path state end there (https://url.spec.whatwg.org/#path-state,
    https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state: "c is U+003F (?)" and
    "c is U+0023 (#)"), and the fast path's opaque paths too.

    Two ``str.find`` calls (memchr speed: a regular expression's character class searches
    code point by code point, several times slower on a long ``data:`` URL)."""
    end = input.find("?", start)
    if end == -1:
        end = len(input)
    hash_at = input.find("#", start, end)
    return end if hash_at == -1 else hash_at


# A record comes from the basic URL parser, which the fast paths (their own components) do not
# need: the host and path serializers load with it, on first use.
if TYPE_CHECKING:
    from ._host import host_serialize
    from ._serializer import url_path_serialize
else:
    lazy_imports(globals(), "._host", ("host_serialize",))
    lazy_imports(globals(), "._serializer", ("url_path_serialize",))


def serialize_with_components(url: "URLRecord") -> Components:
    """The URL serializer (https://url.spec.whatwg.org/#concept-url-serializer),
    recording the component boundaries as it appends."""
    output = [url.scheme, ":"]
    length = protocol_end = len(url.scheme) + 1
    host = url.host
    if host is not None:
        output.append("//")
        length += 2
        if url.username or url.password:
            output.append(url.username)
            length += len(url.username)
            username_end = length
            if url.password:
                output.append(":")
                output.append(url.password)
                length += 1 + len(url.password)
            output.append("@")
            length += 1
            host_start = length
        else:
            username_end = host_start = length
        serialized_host = host_serialize(host)
        output.append(serialized_host)
        length += len(serialized_host)
        host_end = length
        if url.port is not None:
            port = f":{url.port}"
            output.append(port)
            length += len(port)
    else:
        username_end = host_start = host_end = length
        path = url.path
        if not isinstance(path, str) and len(path) > 1 and path[0] == "":
            output.append("/.")
            length += 2
    pathname_start = length
    pathname = url_path_serialize(url)
    output.append(pathname)
    length += len(pathname)
    search_start = length
    if url.query is not None:
        output.append("?")
        output.append(url.query)
        length += 1 + len(url.query)
    hash_start = length
    if url.fragment is not None:
        output.append("#")
        output.append(url.fragment)
    return Components(
        "".join(output),
        protocol_end,
        username_end,
        host_start,
        host_end,
        url.port,
        pathname_start,
        search_start,
        hash_start,
    )
