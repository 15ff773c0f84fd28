"""A DOM document's base URL and the URL parsing relative to it
(https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url,
#encoding-parsing-a-url), over webapi.dom's documents: what ``a.href``, ``img.src`` and every
``[ReflectURL]`` attribute, and ``node.baseURI``, resolve against.

The document base URL is the frozen base URL
(https://html.spec.whatwg.org/multipage/semantics.html#frozen-base-url) of the first ``base``
element with an ``href`` attribute in tree order, else the fallback base URL (the document's
URL, or for an ``about:blank`` or ``about:srcdoc`` document a navigable made, its about base
URL: :data:`ABOUT_BASE_URLS`). The Standard sets a ``base``
element's frozen base URL when it becomes that first element or its ``href`` changes, from the
document's fallback base URL at that moment; webapi computes it when first needed after a
change to the tree or to an attribute (the document's ``_version`` counts both), from the
document's URL then: the same URL, as webapi's documents do not change their URL after a
``base`` element is inserted.
"""

from __future__ import annotations

import weakref

from webapi._lazy import lazy_imports
from webapi.dom.engine import ElementImpl, get_attribute_value_by_namespace
from webapi.infra import HTML_NAMESPACE

from ._base_url import _fallback_base_url, _frozen_base_url, _parse, _record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.url import URLRecord, url_serialize
    from webapi.url.engine import serialized_href
else:  # (the URL serializer loads with the first URL serialized)
    lazy_imports(globals(), "webapi.url", ("url_serialize",))
    lazy_imports(globals(), "webapi.url.engine", ("serialized_href",))

__all__ = [
    "ABOUT_BASE_URLS",
    "document_base_url_for",
    "encoding_parse_and_serialize_for",
    "encoding_parse_for",
    "fallback_base_url_for",
    "first_base_href",
]


#: The about base URL (https://html.spec.whatwg.org/multipage/document-sequences.html#concept-document-about-base-url)
#: of the documents that have one: the initial ``about:blank`` and the ``about:srcdoc``
#: documents of ``iframe`` elements (``_navigables``), their container document's base URL.
ABOUT_BASE_URLS: weakref.WeakKeyDictionary[Any, URLRecord] = weakref.WeakKeyDictionary()


def _encoding(document: Any) -> str:
    encoding: str = document._encoding or "UTF-8"
    return encoding


def first_base_href(document: Any) -> str | None:
    """The ``href`` of the first ``base`` element (HTML namespace) in ``document`` that has
    one, in tree order; None if there is none."""
    node = document._first_child
    while node is not None:
        if (
            isinstance(node, ElementImpl)
            and node._local_name == "base"
            and node._namespace == HTML_NAMESPACE
        ):
            href = get_attribute_value_by_namespace(None, "href", node)
            if href is not None:
                return href
        # tree order: the first child, else the next sibling, else an ancestor's next sibling
        if node._first_child is not None:
            node = node._first_child
            continue
        while node is not document and node._next_sibling is None:
            node = node._parent
        if node is document:
            return None
        node = node._next_sibling
    return None


def fallback_base_url_for(document: Any) -> URLRecord:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fallback-base-url: the
    document's URL, or for an ``about:`` document its about base URL if it has one."""
    url: str = document._url
    about = ABOUT_BASE_URLS.get(document) if url.startswith("about:") else None
    return _fallback_base_url(_record(url, "url", "baseURI"), about)


def document_base_url_for(document: Any) -> URLRecord:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url, kept
    in the document's cache until its tree or an attribute changes."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    key = (document._version, document._url, document._encoding)
    found = cache.get("base URL")
    if found is not None and found[0] == key:
        return found[1]  # type: ignore[no-any-return]
    fallback = fallback_base_url_for(document)
    # (the first base href, kept apart while the tree is unchanged: a pushState changes the
    # URL alone, and must not walk a large document again)
    found_href = cache.get("base href")
    if found_href is not None and found_href[0] == document._version:
        href = found_href[1]
    else:
        href = first_base_href(document)
        cache["base href"] = (document._version, href)
    base = fallback if href is None else _frozen_base_url(href, fallback, _encoding(document), None)
    cache["base URL"] = (key, base)
    return base


def encoding_parse_for(document: Any, url: str, base: URLRecord | None = None) -> URLRecord | None:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-a-url
    relative to ``document`` (against ``base`` if given, else its document base URL); None
    for failure."""
    if base is None:
        base = document_base_url_for(document)
    return _parse(url, base, _encoding(document))


def encoding_parse_and_serialize_for(document: Any, url: str) -> str | None:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-and-serializing-a-url
    relative to ``document``; None for failure."""
    # (kept with the document base URL's key: a form's action, a submitter's formAction, a
    # link's href are read again and again while nothing changes)
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    key = (document._version, document._url, document._encoding)
    found = cache.get(_SERIALIZED)
    if found is None or found[0] != key:
        found = cache[_SERIALIZED] = (key, {})
    known: dict[str, str | None] = found[1]
    serialized = known.get(url, _UNSEEN)
    if serialized is not _UNSEEN:
        return serialized  # type: ignore[return-value]
    # An absolute URL already in serialized form (ASCII: no encoding changes its query) is
    # its own serialization against any base (as in _urls.resolve).
    if serialized_href(url) is not None:
        return url
    record = encoding_parse_for(document, url)
    serialized = None if record is None else url_serialize(record)
    if len(known) < _SERIALIZED_KEPT:
        known[url] = serialized
    return serialized


#: The document cache's key of the URLs :func:`encoding_parse_and_serialize_for` serialized
#: (with the document base URL's key then), and how many it keeps.
_SERIALIZED = "serialized URLs"
_SERIALIZED_KEPT = 64
_UNSEEN = object()


def base_uri(document: Any) -> str:
    """The ``baseURI`` hook of documents (``webapi.dom``'s ``_base_url``): the document base
    URL, serialized."""
    return url_serialize(document_base_url_for(document))
