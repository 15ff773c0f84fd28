"""A ``Document`` from an HTTP response, as a browser builds it: the body's bytes decoded by
:func:`~webapi.html.decode_html` (the BOM, the ``Content-Type`` header's charset, the
``<meta>`` prescan, the fallback encoding, and the change of encoding while parsing), parsed by
HTML's parser into a document whose URL is the response's (so ``<a href>`` resolves against its
``<base href>``, else the URL) and whose ``characterSet`` is the encoding found. Not a spec
algorithm: the Standard's "create and initialize a Document object" for an HTML response, less
what needs a browsing context (scripts, history, the referrer, the policy containers).
"""

from __future__ import annotations

from webapi._webidl import argument_error, buffer_bytes, require_str
from webapi.url import url_serialize

from . import _elements as _elements  # (registers HTML's element classes and DOM steps)
from ._base_url import _record
from ._encoding_sniffing import DecodedHTML, _decode_html
from ._pragmas import language_from_header
from ._tree_builder import parse_document

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
        values = [value for key, value in pairs if isinstance(key, str) and key.lower() == name]
    except (TypeError, ValueError):
        raise argument_error(function, "content_type", headers, "a str, None or headers") from None
    for value in values:
        require_str(value, function, "content_type")
    return ", ".join(values) if values else None


def document_from_response(
    body: bytes | DecodedHTML,
    url: str | URL | URLRecord,
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
    """
    function = "document_from_response"
    record = _record(url, "url", function)
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
    document = parse_document(text, bool(scripting), url=url_serialize(record), encoding=encoding)
    # the language from a higher-level protocol: a headers object's Content-Language
    language_from_header(document, _content_type(content_type, function, "content-language"))
    return document  # type: ignore[return-value]
