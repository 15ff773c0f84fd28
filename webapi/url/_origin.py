"""Origins of URLs and their serialization.

Spec: https://url.spec.whatwg.org/#origin and
https://html.spec.whatwg.org/multipage/browsers.html#origin
"""

from __future__ import annotations

from typing import NamedTuple

from ._host import Host, host_serialize
from ._record import URLRecord, not_a_record

__all__ = ["OpaqueOrigin", "Origin", "TupleOrigin", "serialize_origin", "url_origin"]


class TupleOrigin(NamedTuple):
    """https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-tuple"""

    scheme: str
    host: Host
    port: int | None
    domain: str | None = None


class OpaqueOrigin:
    """https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-opaque

    Each instance is a new opaque origin, equal only to itself.
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<OpaqueOrigin at {id(self):#x}>"


Origin = TupleOrigin | OpaqueOrigin

_TUPLE_ORIGIN_SCHEMES = frozenset(["ftp", "http", "https", "ws", "wss"])


def url_origin(url: URLRecord) -> Origin:
    """https://url.spec.whatwg.org/#concept-url-origin

    A URL record here never has a blob URL entry (the store, ``webapi.fileapi``'s, is
    consulted when a blob: URL is fetched or navigated to), so "blob" URLs take the path-URL
    steps: the same opaque origin as the store's entries have (webapi has no environment
    with a tuple origin to give them).
    """
    if not isinstance(url, URLRecord):
        raise not_a_record(url, "url_origin")
    scheme = url.scheme
    if scheme in _TUPLE_ORIGIN_SCHEMES:
        assert url.host is not None
        return TupleOrigin(scheme, url.host, url.port, None)
    if scheme == "blob":
        from ._parser import basic_url_parse
        from ._serializer import url_path_serialize

        path_url = basic_url_parse(url_path_serialize(url))
        if path_url is None:
            return OpaqueOrigin()
        # "If pathURL's scheme is "http", "https", or "file", then return
        # pathURL's origin."
        if path_url.scheme in ("http", "https", "file"):
            return url_origin(path_url)
        return OpaqueOrigin()
    # "file": "When in doubt, return a new opaque origin."  Otherwise: opaque.
    return OpaqueOrigin()


def serialize_origin(origin: Origin) -> str:
    """https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin"""
    if isinstance(origin, OpaqueOrigin):
        return "null"
    if not isinstance(origin, TupleOrigin):
        from .._webidl import argument_error

        raise argument_error("serialize_origin", "origin", origin, "an origin")
    result = f"{origin.scheme}://{host_serialize(origin.host)}"
    if origin.port is not None:
        result += f":{origin.port}"
    return result
