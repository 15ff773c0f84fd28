"""A ``Document`` from an HTTP response, as a browser builds it: the body's bytes decoded by
:func:`~webapi.html.decode_html` (the BOM, the ``Content-Type`` header's charset, the
``<meta>`` prescan, the fallback encoding, and the change of encoding while parsing), parsed by
HTML's parser into a document whose URL is the response's (so ``<a href>`` resolves against its
``<base href>``, else the URL) and whose ``characterSet`` is the encoding found. Not a spec
algorithm: the Standard's "create and initialize a Document object" for an HTML response, less
what needs a browsing context (scripts, history, the referrer, the policy containers).
"""

from __future__ import annotations

from webapi._lazy import load_provider
from webapi._webidl import argument_error, buffer_bytes, require_str
from webapi.url import url_origin, url_serialize
from webapi.url.engine import url_record_argument

from ._encoding_sniffing import DecodedHTML, _decode_html
from ._pragmas import language_from_header
from ._tree_builder import parse_document

# The parser creates elements through the DOM's element registry only: a named upcall fills it
# (the elements wing registers HTML's element classes and DOM steps when it loads).
load_provider("html:element-registry")

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom import Document
    from webapi.url import URL, URLRecord

__all__ = ["document_from_response"]


def _content_type(headers: object, function: str, name: str = "content-type") -> str | None:
    """The ``Content-Type`` value of ``headers``: a string (the header's value), None, or a
    headers object (Fetch's ``Headers``, requests', httpx's, aiohttp's, urllib3's, a
    ``multidict`` or a plain ``dict``: anything with ``items()``) or a list of name/value pairs,
    whose Content-Type values are combined as Fetch's "get" combines them (``", "``); with
    ``name``, that header's value of a headers object (None for a string)."""
    if headers is None or isinstance(headers, str):
        return headers if name == "content-type" else None
    items = getattr(headers, "items", None)
    if callable(items):
        pairs = items()
    elif isinstance(headers, (list, tuple)) or (
        callable(getattr(headers, "get", None)) and hasattr(headers, "__iter__")
    ):  # (pairs; Fetch's Headers iterates its pairs, as in JavaScript)
        pairs = headers
    else:
        raise argument_error(function, "content_type", headers, "a str, None or headers")
    try:
        values = [
            value
            for key, found in pairs
            if isinstance(key, (str, bytes)) and _latin1(key).lower() == name
            for value in _header_values(found)
        ]
    except (TypeError, ValueError):
        raise argument_error(function, "content_type", headers, "a str, None or headers") from None
    strings = [require_str(value, function, "content_type") for value in values]
    return ", ".join(strings) if strings else None


def _latin1(text: str | bytes) -> str:
    """A header name or value as a string: bytes (Scrapy's headers) are isomorphic decoded
    (https://infra.spec.whatwg.org/#isomorphic-decode)."""
    return text.decode("latin-1") if isinstance(text, bytes) else text


def _header_values(value: object) -> list[object]:
    """The values of one header of a headers object's ``items()``: one value, or a list of
    them (Scrapy's ``Headers`` gives each name its list of values), bytes decoded."""
    found = value if isinstance(value, list) else [value]
    return [_latin1(item) if isinstance(item, bytes) else item for item in found]


#: The body attributes of the HTTP clients' response objects: requests' and httpx's
#: ``content``, Scrapy's ``body``, urllib3's ``data``.
_BODY_ATTRIBUTES = ("content", "body", "data")


def _response_object(response: object, function: str) -> tuple[object, object, object] | None:
    """``(body, url, headers)`` of an HTTP client's response object (requests, httpx, urllib3,
    Scrapy: an object with ``headers`` and its body as one of :data:`_BODY_ATTRIBUTES`), None
    for anything else; a response whose body is read by awaiting (aiohttp's) or from a
    stream (``urllib.request``'s) is a TypeError that says what to pass."""
    if isinstance(response, (bytes, bytearray, memoryview, str)) or not hasattr(
        response, "headers"
    ):
        return None
    for name in _BODY_ATTRIBUTES:
        body = getattr(response, name, None)
        if body is not None and not callable(body):
            url = getattr(response, "url", None)
            if url is None and callable(getattr(response, "geturl", None)):
                url = response.geturl()  # type: ignore[attr-defined]
            return body, url, response.headers
    raise TypeError(
        f"{function}: body is a response whose bytes are not read yet: pass them "
        "(aiohttp: await response.read(); urllib.request: response.read()) with "
        "url=str(response.url) and content_type=response.headers"
    )


def document_from_response(
    body: bytes | DecodedHTML | object,
    url: str | URL | URLRecord | None = None,
    content_type: object = None,
    *,
    default: str | None = "windows-1252",
    scripting: bool = True,
) -> Document:
    """The ``Document`` a browser builds for an HTML response: ``body`` (the response's bytes,
    any bytes-like object, or what :func:`decode_html` returned) decoded as a browser decodes
    it with ``content_type`` (the ``Content-Type`` header's value, or the response's headers
    object: ``response.headers`` of requests, httpx, aiohttp, urllib3, Fetch's ``Headers``, a
    mapping or name/value pairs) and ``default`` (the fallback encoding), parsed with the
    scripting flag ``scripting`` (true, a browser running scripts: ``<noscript>`` holds text),
    its ``URL`` ``url`` (a ``str``, a ``URL``, a URL record or a Python library's URL object),
    which with the document's ``<base href>`` gives ``a.href`` and every URL the DOM resolves,
    and its ``characterSet`` the encoding found (the query of special URLs is encoded in it).
    A headers object's ``Content-Language`` gives the language of the elements no ``lang``
    attribute or ``<meta http-equiv=content-language>`` gives one (``:lang()``), read as
    Chromium reads it: the first item of the list.

    ``body`` may also be the HTTP client's response object itself (requests', httpx's,
    urllib3's, Scrapy's): its bytes, its URL (after redirects) and its headers are read from
    it, unless ``url`` or ``content_type`` is given. An aiohttp response, whose bytes are
    awaited, is a TypeError that says what to pass. ``url`` is required otherwise.
    """
    function = "document_from_response"
    address: object = url
    response = _response_object(body, function)
    if response is not None:
        body, given_url, headers = response
        address = given_url if url is None else url
        content_type = headers if content_type is None else content_type
    if address is None:
        raise argument_error(function, "url", address, "the response's URL (a str or URL)")
    record = url_record_argument(address, function, "url")
    if isinstance(body, DecodedHTML):
        text = require_str(body.text, function, "body")
        encoding = body.encoding
        if content_type is not None:
            _content_type(content_type, function)  # (a TypeError for a wrong type)
    else:
        data = buffer_bytes(body)
        if data is None:
            raise argument_error(function, "body", body, "bytes or a DecodedHTML")
        text, encoding = _decode_html(
            data, _content_type(content_type, function), default, bool(scripting)
        )
    # ("create and initialize a Document object" sets its allow declarative shadow roots)
    document = parse_document(
        text,
        bool(scripting),
        url=url_serialize(record),
        encoding=encoding,
        declarative_shadow_roots=True,
    )
    # "create and initialize a Document object": its origin is the navigation params' origin,
    # the response URL's (https://html.spec.whatwg.org/multipage/document-lifecycle.html#initialise-the-document-object)
    document._origin = url_origin(record)
    # the language from a higher-level protocol: a headers object's Content-Language
    language_from_header(document, _content_type(content_type, function, "content-language"))
    return document  # type: ignore[return-value]
