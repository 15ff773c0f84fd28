"""The parts of the Fetch Standard (https://fetch.spec.whatwg.org/) that stand without
networking, and ``fetch()`` for a Node-like client over a transport (:mod:`._fetch`,
:mod:`._transport`): ``Headers``, ``Request``, ``Response`` (with the Body mixin's reads:
``await response.json()``), header lists and their ``Content-Type``, ``Content-Length`` and
``X-Content-Type-Options`` algorithms, the ``data:`` URL processor, and the scheme fetch of
``blob:`` URLs (``blob_scheme_fetch``, with its ``Range`` parsing).

Loaded on first use: ``import webapi`` does not import this package. ``Headers`` and the
header list algorithms load with it; ``Request``, ``Response`` and their bodies (the File API,
FormData, URLSearchParams) with the first use of one of their names.
"""

from webapi._lazy import lazy_package as _lazy_package

from ._content_type import (
    determine_nosniff,
    extract_length,
    extract_mime_type,
    legacy_extract_an_encoding,
)
from ._data_url import DataURL, data_url_process
from ._header_list import get, get_decode_and_split, get_decode_and_split_value, header_list
from ._headers_bindings import Headers, HeadersInit
from ._profile import CHROMIUM_156_REQUEST_PROFILE, CHROMIUM_156_USER_AGENT, RequestProfile

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from ._bindings import BodyInit as BodyInit
    from ._bindings import Request as Request
    from ._bindings import RequestInfo as RequestInfo
    from ._bindings import RequestInit as RequestInit
    from ._bindings import Response as Response
    from ._bindings import ResponseInit as ResponseInit
    from ._bindings import ResponseType as ResponseType
    from ._blob_scheme import blob_scheme_fetch as blob_scheme_fetch
    from ._blob_scheme import build_a_content_range as build_a_content_range
    from ._blob_scheme import (
        parse_a_single_range_header_value as parse_a_single_range_header_value,
    )
    from ._client import FetchClient as FetchClient
    from ._contracts import AsyncTransport as AsyncTransport
    from ._contracts import SyncTransport as SyncTransport
    from ._fetch import fetch as fetch
    from ._mixed_content import BlockedRequest as BlockedRequest
    from ._transport import CallableTransport as CallableTransport
    from ._transport import HTTPClientTransport as HTTPClientTransport
    from ._transport import Interrupt as Interrupt
    from ._transport import MockTransport as MockTransport
    from ._transport import StreamedBody as StreamedBody
    from ._transport import TransportResponse as TransportResponse
    from ._transport import UploadStream as UploadStream
    from ._transport import set_default_transport as set_default_transport
    from ._transport_adapters import AiohttpTransport as AiohttpTransport
    from ._transport_adapters import HttpxAsyncTransport as HttpxAsyncTransport
    from ._transport_adapters import HttpxTransport as HttpxTransport
    from ._transport_adapters import RequestsTransport as RequestsTransport
    from ._transport_adapters import Urllib3Transport as Urllib3Transport
    from ._transport_pyodide import JSFetchTransport as JSFetchTransport

_LAZY = {
    "._bindings": "BodyInit Request RequestInfo RequestInit Response ResponseInit ResponseType",
    "._blob_scheme": "blob_scheme_fetch build_a_content_range parse_a_single_range_header_value",
    "._client": "FetchClient",
    "._contracts": "AsyncTransport SyncTransport",
    "._fetch": "fetch",
    "._mixed_content": "BlockedRequest",
    "._transport": (
        "CallableTransport HTTPClientTransport Interrupt MockTransport StreamedBody "
        "TransportResponse "
        "UploadStream "
        "set_default_transport"
    ),
    "._transport_adapters": (
        "AiohttpTransport HttpxAsyncTransport HttpxTransport RequestsTransport Urllib3Transport"
    ),
    "._transport_pyodide": "JSFetchTransport",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)

__all__ = [
    "CHROMIUM_156_REQUEST_PROFILE",
    "CHROMIUM_156_USER_AGENT",
    "AiohttpTransport",
    "AsyncTransport",
    "BlockedRequest",
    "BodyInit",
    "CallableTransport",
    "DataURL",
    "FetchClient",
    "HTTPClientTransport",
    "Headers",
    "HeadersInit",
    "HttpxAsyncTransport",
    "HttpxTransport",
    "Interrupt",
    "JSFetchTransport",
    "MockTransport",
    "Request",
    "RequestInfo",
    "RequestInit",
    "RequestProfile",
    "RequestsTransport",
    "Response",
    "ResponseInit",
    "ResponseType",
    "StreamedBody",
    "SyncTransport",
    "TransportResponse",
    "UploadStream",
    "Urllib3Transport",
    "blob_scheme_fetch",
    "build_a_content_range",
    "data_url_process",
    "determine_nosniff",
    "extract_length",
    "extract_mime_type",
    "fetch",
    "get",
    "get_decode_and_split",
    "get_decode_and_split_value",
    "header_list",
    "legacy_extract_an_encoding",
    "parse_a_single_range_header_value",
    "set_default_transport",
]
