"""The URL serializer, the URL path serializer and URL equivalence.

Spec: https://url.spec.whatwg.org/#url-serializing and
https://url.spec.whatwg.org/#url-equivalence
"""

from __future__ import annotations

from ._host import host_serialize
from ._record import URLRecord, not_a_record

__all__ = ["url_equals", "url_path_serialize", "url_serialize"]


def url_path_serialize(url: URLRecord) -> str:
    """https://url.spec.whatwg.org/#url-path-serializer"""
    if not isinstance(url, URLRecord):
        raise not_a_record(url, "url_path_serialize")
    path = url.path
    if isinstance(path, str):
        return path
    if not path:
        return ""
    return "/" + "/".join(path)


def url_serialize(url: URLRecord, exclude_fragment: bool = False) -> str:
    """https://url.spec.whatwg.org/#concept-url-serializer"""
    if not isinstance(url, URLRecord):
        raise not_a_record(url, "url_serialize")
    output = [url.scheme, ":"]
    host = url.host
    if host is not None:
        output.append("//")
        if url.username or url.password:
            output.append(url.username)
            if url.password:
                output.append(":")
                output.append(url.password)
            output.append("@")
        output.append(host_serialize(host))
        if url.port is not None:
            output.append(f":{url.port}")
    else:
        path = url.path
        # "If url's host is null, url does not have an opaque path, url's path's
        # size is greater than 1, and url's path[0] is the empty string, then
        # append U+002F (/) followed by U+002E (.) to output."
        if not isinstance(path, str) and len(path) > 1 and path[0] == "":
            output.append("/.")
    output.append(url_path_serialize(url))
    if url.query is not None:
        output.append("?")
        output.append(url.query)
    if not exclude_fragment and url.fragment is not None:
        output.append("#")
        output.append(url.fragment)
    return "".join(output)


def url_equals(a: URLRecord, b: URLRecord, exclude_fragments: bool = False) -> bool:
    """https://url.spec.whatwg.org/#concept-url-equals"""
    if not isinstance(a, URLRecord) or not isinstance(b, URLRecord):
        raise not_a_record(
            b if isinstance(a, URLRecord) else a,
            "url_equals",
            "b" if isinstance(a, URLRecord) else "a",
        )
    return url_serialize(a, exclude_fragments) == url_serialize(b, exclude_fragments)
