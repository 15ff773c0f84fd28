"""The URL algorithms of the HTML Standard: encoding-parsing a URL relative to a document,
and a document's base URL.

Spec: https://html.spec.whatwg.org/multipage/urls-and-fetching.html#resolving-urls and
https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url

A document is described by what these algorithms read from it: its URL, its character
encoding, the ``href`` of its first ``<base>`` element that has one, and its about base URL
(for ``about:blank`` and ``about:srcdoc`` documents, the base URL of the document that created
them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from webapi._webidl import optional_encoding, require_str
from webapi.encoding import document_encoding
from webapi.url import URLRecord, url_serialize
from webapi.url.engine import (
    URLImpl,
    serialize_with_components,
    serialized_href,
)

from ..common._base_url import _fallback_base_url, _frozen_base_url, _parse, _record
from ._encoding_sniffing import DecodedHTML, SniffResult

if TYPE_CHECKING:
    from webapi.url import URL

__all__ = [
    "document_base_url",
    "encoding_parse",
    "encoding_parse_and_serialize",
    "fallback_base_url",
    "frozen_base_url",
    "resolve",
]


def _wrap(record: URLRecord) -> URL:
    from webapi.url import URL

    return URL._wrap(URLImpl(serialize_with_components(record), record))


def _encoding_argument(value: object, function: str) -> str:
    """An ``encoding`` argument: a name or label, None (UTF-8), or what
    :func:`~webapi.html.sniff_encoding` / :func:`~webapi.html.decode_html` return; gives the
    Encoding Standard's name of the encoding, and ``LookupError`` for a label that names none
    (at once, whether or not the answer needs the encoding)."""
    if isinstance(value, (SniffResult, DecodedHTML)):
        return value.encoding
    return document_encoding(optional_encoding(value, function))


def encoding_parse(
    url: str,
    base: str | URL | URLRecord | None,
    encoding: str | SniffResult | DecodedHTML | None = "UTF-8",
) -> URL | None:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-a-url

    ``base`` is the environment's base URL (for a document, :func:`document_base_url`) and
    ``encoding`` the document's character encoding: any Encoding Standard label or Python
    codec name (see :func:`webapi.html.document_encoding`). Returns ``None`` for failure.
    The encoding applies where the URL Standard applies it: to the query of special URLs but
    ``ws:``/``wss:`` (the others' queries are always UTF-8). ``encoding=None`` means UTF-8.
    """
    require_str(url, "encoding_parse", "url")
    encoding = _encoding_argument(encoding, "encoding_parse")
    base_record = None if base is None else _record(base, "base", "encoding_parse")
    record = _parse(url, base_record, encoding)
    return None if record is None else _wrap(record)


def encoding_parse_and_serialize(
    url: str,
    base: str | URL | URLRecord | None,
    encoding: str | SniffResult | DecodedHTML | None = "UTF-8",
) -> str | None:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-and-serializing-a-url

    The href :func:`encoding_parse` gives, or ``None`` for failure.
    """
    require_str(url, "encoding_parse_and_serialize", "url")
    encoding = _encoding_argument(encoding, "encoding_parse_and_serialize")
    base_record = None if base is None else _record(base, "base", "encoding_parse_and_serialize")
    record = _parse(url, base_record, encoding)
    return None if record is None else url_serialize(record)


def _document_arguments(
    document_url: str | URL | URLRecord, about_base_url: str | URL | URLRecord | None, function: str
) -> tuple[URLRecord, URLRecord | None]:
    """The records of the public functions' ``document_url`` and ``about_base_url`` arguments
    (``about_base_url`` is checked first: with both wrong, its error is the one raised)."""
    about = None if about_base_url is None else _record(about_base_url, "about_base_url", function)
    return _record(document_url, "document_url", function), about


def fallback_base_url(
    document_url: str | URL | URLRecord, *, about_base_url: str | URL | URLRecord | None = None
) -> URL:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fallback-base-url

    ``about_base_url`` is the document's about base URL: for an ``about:blank`` or
    ``about:srcdoc`` document, the base URL of the document that created it (required for
    ``about:srcdoc``).
    """
    function = "fallback_base_url"
    document, about = _document_arguments(document_url, about_base_url, function)
    return _wrap(_fallback_base_url(document, about).copy())


def frozen_base_url(
    base_href: str,
    document_url: str | URL | URLRecord,
    encoding: str | SniffResult | DecodedHTML | None = "UTF-8",
    *,
    about_base_url: str | URL | URLRecord | None = None,
) -> URL:
    """https://html.spec.whatwg.org/multipage/semantics.html#set-the-frozen-base-url

    The frozen base URL of a ``<base>`` element whose ``href`` is ``base_href``, in a document
    at ``document_url`` with character encoding ``encoding`` (``None``: UTF-8).
    """
    function = "frozen_base_url"
    require_str(base_href, function, "base_href")
    encoding = _encoding_argument(encoding, function)
    document, about = _document_arguments(document_url, about_base_url, function)
    return _wrap(_frozen_base_url(base_href, document, encoding, about).copy())


def _document_base_url(
    document: URLRecord, base_href: str | None, encoding: str, about_base_url: URLRecord | None
) -> URLRecord:
    # "If document has no descendant base element that has an href attribute, then return
    # document's fallback base URL."
    if base_href is None:
        return _fallback_base_url(document, about_base_url)
    # "Otherwise, return the frozen base URL of the first base element in document that has
    # an href attribute, in tree order."
    return _frozen_base_url(base_href, document, encoding, about_base_url)


def document_base_url(
    document_url: str | URL | URLRecord,
    base_href: str | None = None,
    encoding: str | SniffResult | DecodedHTML | None = "UTF-8",
    *,
    about_base_url: str | URL | URLRecord | None = None,
) -> URL:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url

    ``base_href`` is the ``href`` attribute of the document's first ``<base>`` element that
    has one (``None``: there is none), ``encoding`` the document's character encoding. An
    ``href`` that does not parse, or gives a ``data:`` or ``javascript:`` URL, leaves the
    fallback base URL (the document's URL, or ``about_base_url`` for ``about:blank`` and
    ``about:srcdoc`` documents). ``encoding=None`` means UTF-8.
    """
    function = "document_base_url"
    if base_href is not None:
        require_str(base_href, function, "base_href")
    encoding = _encoding_argument(encoding, function)
    document, about = _document_arguments(document_url, about_base_url, function)
    return _wrap(_document_base_url(document, base_href, encoding, about).copy())


def resolve(
    href: str,
    document_url: str | URL | URLRecord,
    *,
    base_href: str | None = None,
    encoding: str | SniffResult | DecodedHTML | None = "UTF-8",
    about_base_url: str | URL | URLRecord | None = None,
) -> str | None:
    """What a browser's ``a.href``, ``img.src``, ``form.action`` (and every other reflected
    URL attribute) gives for the attribute value ``href`` in a document at ``document_url``
    with character encoding ``encoding`` and first ``<base href>`` ``base_href``: the
    encoding-parsed-and-serialized URL against the document base URL.

    ``None`` where ``href`` does not parse (a browser's getter then returns ``href`` itself).
    Leading and trailing whitespace is the URL parser's to strip, as in a browser. One
    difference between attributes: ``form.action`` returns the document's URL (not the
    base URL) when the attribute is empty. ``encoding=None`` (what ``requests``'
    ``response.encoding`` is when the server named no charset) means UTF-8.
    """
    function = "resolve"
    require_str(href, function, "href")
    if base_href is not None:
        require_str(base_href, function, "base_href")
    encoding = _encoding_argument(encoding, function)
    document, about = _document_arguments(document_url, about_base_url, function)
    base = _document_base_url(document, base_href, encoding, about)
    # An absolute URL already in serialized form (serialized_href: ASCII, so no encoding
    # changes its query) is its own serialization against any base that parsed (the URL
    # object's lean form with a base: webapi.url._url_impl.URLImpl.construct_state).
    if serialized_href(href) is not None:
        return href
    record = _parse(href, base, encoding)
    return None if record is None else url_serialize(record)
