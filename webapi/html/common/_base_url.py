"""The base URL steps of the HTML Standard's URL algorithms that need no document object:
parsing with a document's encoding, the fallback base URL and the frozen base URL over URL
records (https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url).

Used by :mod:`webapi.html.parsing._urls` (the public functions over URLs and decoded documents) and
by the element classes' document base URL (``_document_base``), which sit below HTML's parser
and encoding sniffing: this module imports neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from webapi._lazy import lazy_imports

if TYPE_CHECKING:
    from webapi.url import URL, URLRecord, basic_url_parse
    from webapi.url.engine import url_record_argument
else:  # (the URL parser loads with the first URL parsed: a parse of markup parses none)
    lazy_imports(globals(), "webapi.url", ("basic_url_parse",))
    lazy_imports(globals(), "webapi.url.engine", ("url_record_argument",))

__all__ = ["_fallback_base_url", "_frozen_base_url", "_matches_about", "_parse", "_record"]


def _record(url: str | URL | URLRecord, what: str, function: str) -> URLRecord:
    """A URL record for a URL given as a string (parsed without a base), a ``URL`` object, a
    record (used as is, never changed) or a Python library's URL object
    (:func:`~webapi.url.engine.url_record_argument`); ``what`` names the parameter of
    ``function``."""
    return url_record_argument(url, function, what)


def _parse(url: str, base: URLRecord | None, encoding: str) -> URLRecord | None:
    # The URL parser (https://url.spec.whatwg.org/#concept-url-parser): the basic URL parser (a
    # URL record carries no blob URL entry: webapi.fileapi's store resolves blob: URLs when
    # they are fetched or navigated to). It gets the output encoding itself
    # (https://encoding.spec.whatwg.org/#get-an-output-encoding): UTF-8 for UTF-16BE/LE and
    # replacement documents.  ``encoding`` is what _encoding_argument gave.
    return basic_url_parse(url, base, encoding)


def _matches_about(url: URLRecord, path: str) -> bool:
    """Whether ``url`` matches about:blank (``path`` "blank",
    https://html.spec.whatwg.org/multipage/urls-and-fetching.html#matches-about:blank) or
    about:srcdoc (``path`` "srcdoc", #matches-about:srcdoc): the two definitions differ in
    the path's one segment only."""
    return (
        url.scheme == "about"
        and url.path in (path, [path])
        and url.username == ""
        and url.password == ""
        and url.host is None
    )


def _fallback_base_url(document: URLRecord, about_base_url: URLRecord | None) -> URLRecord:
    # "If document is an iframe srcdoc document, then: Assert: document's about base URL is
    # non-null. Return document's about base URL."
    if _matches_about(document, "srcdoc"):
        if about_base_url is None:
            raise ValueError(
                "an about:srcdoc document's base URL is its parent's: pass about_base_url"
            )
        return about_base_url
    # "If document's URL matches about:blank and document's about base URL is non-null,
    # then return document's about base URL."
    if _matches_about(document, "blank") and about_base_url is not None:
        return about_base_url
    # "Return document's URL."
    return document


def _frozen_base_url(
    href: str, document: URLRecord, encoding: str, about_base_url: URLRecord | None
) -> URLRecord:
    fallback = _fallback_base_url(document, about_base_url)
    # "Let urlRecord be the result of parsing the value of element's href content attribute
    # with document's fallback base URL, and document's character encoding. (Thus, the base
    # element isn't affected by itself.)"
    url_record = _parse(href, fallback, encoding)
    # "If any of the following are true: urlRecord is failure; urlRecord's scheme is "data"
    # or "javascript"; or running Is base allowed for Document? on urlRecord and document
    # returns "Blocked", then set element's frozen base URL to document's fallback base URL."
    # (No Content Security Policy is modelled: base-uri never blocks.)
    if url_record is None or url_record.scheme in ("data", "javascript"):
        return fallback
    return url_record
