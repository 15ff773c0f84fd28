"""The parts of the Fetch Standard (https://fetch.spec.whatwg.org/) that stand without
networking: ``Headers``, ``Request``, ``Response`` (with the Body mixin's reads:
``await response.json()``), header lists and their ``Content-Type``, ``Content-Length`` and
``X-Content-Type-Options`` algorithms, and the ``data:`` URL processor.

Loaded on first use: ``import webapi`` does not import this package.
"""

from ._bindings import (
    BodyInit,
    Headers,
    HeadersInit,
    Request,
    RequestInfo,
    RequestInit,
    Response,
    ResponseInit,
    ResponseType,
)
from ._content_type import (
    determine_nosniff,
    extract_length,
    extract_mime_type,
    legacy_extract_an_encoding,
)
from ._data_url import DataURL, data_url_process
from ._header_list import get, get_decode_and_split, get_decode_and_split_value, header_list

__all__ = [
    "BodyInit",
    "DataURL",
    "Headers",
    "HeadersInit",
    "Request",
    "RequestInfo",
    "RequestInit",
    "Response",
    "ResponseInit",
    "ResponseType",
    "data_url_process",
    "determine_nosniff",
    "extract_length",
    "extract_mime_type",
    "get",
    "get_decode_and_split",
    "get_decode_and_split_value",
    "header_list",
    "legacy_extract_an_encoding",
]
