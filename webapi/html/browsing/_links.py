"""From a page to its links: the URLs a browser's DOM resolves for a document's elements
(``a.href``, ``img.src``, ``img.srcset``'s candidates, ``form.action``, a
``<meta http-equiv=refresh>``'s target, ...), as records.

Spec: https://html.spec.whatwg.org/multipage/urls-and-fetching.html#resolving-urls (each URL
attribute is encoding-parsed relative to the document), the document base URL (the first
``base`` element with an ``href``, in tree order), "parse a srcset attribute"
(``_srcset``) and the shared declarative refresh steps (``_refresh``).

The elements are the document's, in tree order, as HTML's tree construction builds them:
only elements in the HTML namespace (an ``<a>`` inside ``<svg>`` is SVG's, whose ``href`` is
an ``SVGAnimatedString``, not a URL the DOM resolves), never a ``<template>``'s contents
(they are not in the document), and the ``<a>`` clones the adoption agency algorithm makes
(real elements of the DOM).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

from webapi._webidl import argument_error, buffer_bytes, require_str
from webapi.infra import HTML_NAMESPACE as _HTML_NAMESPACE
from webapi.url import basic_url_parse, url_serialize

from ..common._base_url import _record
from ..common._srcset import parse_srcset_attribute
from ..parsing._encoding_sniffing import DecodedHTML, SniffResult, _decode_html
from ..parsing._fast_elements import fast_html_elements
from ..parsing._parser_nodes import attributes_of, iter_elements
from ..parsing._tree_builder import parse_document
from ..parsing._urls import _document_base_url, _encoding_argument
from ._refresh import parse_refresh

if TYPE_CHECKING:
    from webapi.url import URL, URLRecord

__all__ = ["Link", "links"]


#: The URL content attributes each element's IDL attributes reflect as URLs (the ones
#: ``links()`` reports), by local name. ``srcset`` is read by "parse a srcset attribute";
#: ``meta``'s ``content`` by the shared declarative refresh steps (http-equiv=refresh only).
_URL_ATTRIBUTES: dict[str, tuple[str, ...]] = {
    "a": ("href",),
    "area": ("href",),
    "link": ("href",),
    "img": ("src", "srcset"),
    "source": ("src", "srcset"),
    "iframe": ("src",),
    "frame": ("src",),
    "script": ("src",),
    "video": ("src", "poster"),
    "audio": ("src",),
    "track": ("src",),
    "embed": ("src",),
    "object": ("data",),
    "input": ("src", "formaction"),
    "button": ("formaction",),
    "form": ("action",),
    "blockquote": ("cite",),
    "q": ("cite",),
    "del": ("cite",),
    "ins": ("cite",),
    "meta": ("content",),
}
#: The elements links() reads: those with URL attributes, and ``base``.
_ELEMENTS = (*_URL_ATTRIBUTES, "base")
#: The elements with a ``rel`` attribute (link types).
_REL = frozenset({"a", "area", "link", "form"})
#: The attributes whose getter gives the document's URL, not the base URL's resolution of
#: the empty string, when the value is empty (https://html.spec.whatwg.org/multipage/forms.html#dom-fs-action).
_EMPTY_IS_DOCUMENT_URL = frozenset({"action", "formaction"})


class Link:
    """One URL of a document: the ``element`` (its local name: ``"a"``, ``"img"``, ...), the
    ``attribute`` it comes from (``"href"``, ``"srcset"``, ``"content"`` for a meta refresh),
    the ``value`` (the attribute's value; for ``srcset`` one candidate's URL string, for a
    refresh the URL string in it), ``url`` (the resolved href, what the DOM's getter gives,
    or ``None`` where the value does not parse: a browser's getter then gives the value
    itself), ``rel`` (the element's ``rel`` attribute for ``a``, ``area``, ``link`` and
    ``form``; ``None`` when absent or for other elements) and ``descriptor`` (a ``srcset``
    candidate's descriptors, space-separated: ``"2x"``, ``"640w"``, ``""`` for none;
    ``None`` for other attributes). ``str()`` is the URL (the value when it does not parse).
    """

    __slots__ = ("attribute", "descriptor", "element", "rel", "url", "value")

    def __init__(
        self,
        element: str,
        attribute: str,
        value: str,
        url: str | None,
        rel: str | None = None,
        descriptor: str | None = None,
    ) -> None:
        self.element = element
        self.attribute = attribute
        self.value = value
        self.url = url
        self.rel = rel
        self.descriptor = descriptor

    def __str__(self) -> str:
        return self.value if self.url is None else self.url

    def __repr__(self) -> str:
        return (
            f"Link(element={self.element!r}, attribute={self.attribute!r}, "
            f"value={self.value!r}, url={self.url!r}, rel={self.rel!r}, "
            f"descriptor={self.descriptor!r})"
        )

    def to_dict(self) -> dict[str, str | None]:
        """The record as a ``dict`` (the command line's JSON object)."""
        return {
            "element": self.element,
            "attribute": self.attribute,
            "value": self.value,
            "url": self.url,
            "rel": self.rel,
            "descriptor": self.descriptor,
        }


#: An element as links() reads it: its local name and its attributes.
_Element = tuple[str, dict[str, str]]


def _html_elements(text: str, scripting: bool) -> Iterator[_Element]:
    """The document's elements in the HTML namespace, in tree order (HTML's tree
    construction, https://html.spec.whatwg.org/multipage/parsing.html#tree-construction, with
    the scripting flag ``scripting``; template contents are not the document's), that have a
    URL attribute or are ``base``."""
    for element in iter_elements(parse_document(text, scripting=scripting, reader=True)):
        if element._namespace == _HTML_NAMESPACE:
            name = element._local_name
            if name in _URL_ATTRIBUTES or name == "base":
                yield name, attributes_of(element)


def _document_elements(text: str, scripting: bool) -> Iterable[_Element]:
    """The elements links() reads (:func:`_html_elements`): from the fast parser where it is
    installed and trusted with ``text`` (:mod:`webapi.html.parsing._fast_elements`, proved equal by
    ``tests/html/test_links_fast.py``), else from webapi's own tree construction."""
    fast = fast_html_elements(text, scripting, _ELEMENTS)
    return _html_elements(text, scripting) if fast is None else fast


def _links(elements: Iterable[_Element], document: URLRecord, encoding: str) -> Iterator[Link]:
    """The links of ``elements`` (a list: read twice) in a document at ``document`` with
    character encoding ``encoding``."""
    elements = list(elements)
    # "the frozen base URL of the first base element in document that has an href
    # attribute, in tree order"
    base_href = next(
        (
            attributes["href"]
            for name, attributes in elements
            if name == "base" and "href" in attributes
        ),
        None,
    )
    base = _document_base_url(document, base_href, encoding, None)
    document_href: str | None = None
    refreshed = False

    # The same value resolves to the same URL throughout the page (pages repeat their
    # links): one parse each. The cache holds the page's own values, so it is no bigger
    # than the page.
    resolved: dict[str, str | None] = {}

    def resolve(value: str) -> str | None:
        try:
            return resolved[value]
        except KeyError:
            record = basic_url_parse(value, base, encoding)
            url = resolved[value] = None if record is None else url_serialize(record)
            return url

    # The base URL when a meta refresh is processed, "when the element is inserted into the
    # document": the first base with an href among the elements inserted before it.
    base_so_far: str | None = None
    for name, attributes in elements:
        if name == "base" and base_so_far is None:
            base_so_far = attributes.get("href")
        wanted = _URL_ATTRIBUTES.get(name)
        if wanted is None:
            continue
        rel = attributes.get("rel") if name in _REL else None
        for attribute in wanted:
            value = attributes.get(attribute)
            if value is None:
                continue
            if attribute == "srcset":
                for candidate in parse_srcset_attribute(value):
                    url = resolve(candidate.url)
                    descriptor = " ".join(candidate.descriptors)
                    yield Link(name, attribute, candidate.url, url, rel, descriptor)
            elif attribute == "content":
                # A meta element "in the Refresh state": http-equiv ASCII case-insensitively
                # "refresh"; "If document's will declaratively refresh is true, then return":
                # only the first one that parses counts. No URL in it: a reload, no link.
                if refreshed or attributes.get("http-equiv", "").lower() != "refresh":
                    continue
                refresh = parse_refresh(value)
                if refresh is None:
                    continue
                if refresh.url is None:
                    refreshed = True
                    continue
                # "Set urlRecord to the result of encoding-parsing a URL given urlString,
                # relative to document" -- its base URL then, not after the whole parse.
                if base_so_far == base_href:
                    url = resolve(refresh.url)
                else:
                    then = _document_base_url(document, base_so_far, encoding, None)
                    record = basic_url_parse(refresh.url, then, encoding)
                    url = None if record is None else url_serialize(record)
                if url is None:  # "If urlRecord is failure, then return."
                    continue
                refreshed = True
                yield Link(name, attribute, refresh.url, url)
            elif attribute in _EMPTY_IS_DOCUMENT_URL and value == "":
                # "If the element ... has no action attribute or its value is the empty
                # string, return the document's URL."
                if document_href is None:
                    document_href = url_serialize(document)
                yield Link(name, attribute, value, document_href, rel)
            else:
                yield Link(name, attribute, value, resolve(value), rel)


def links(
    data: bytes | str | DecodedHTML,
    url: str | URL | URLRecord,
    content_type: str | None = None,
    *,
    default: str | None = "windows-1252",
    scripting: bool = True,
    encoding: str | SniffResult | DecodedHTML | None = None,
) -> list[Link]:
    """The links of a page: every URL a browser's DOM resolves for it, as :class:`Link`
    records in tree order.

    ``data`` is the response body: ``bytes`` (any bytes-like object; under Pyodide a
    JavaScript buffer too) are decoded as a browser does
    (:func:`decode_html` with ``content_type``, the ``Content-Type`` header's value, and
    ``default``, the fallback encoding), and the encoding found is the document's character
    encoding (the query of special URLs is encoded in it); what :func:`decode_html` returned
    is its text in that encoding; a ``str`` is the decoded text (a headless browser's
    ``page.content()``), whose document's encoding is ``encoding``: what the browser reports
    as ``document.characterSet``, any label or Python codec name, or what
    :func:`sniff_encoding` and :func:`decode_html` return (``None``, the default: UTF-8). With
    bytes or a :class:`DecodedHTML` the encoding is theirs: passing ``encoding`` too is a
    ``ValueError`` (for the encoding Chromium gives a page, pass
    ``decode_html(body, content_type, browser="chromium")``: docs/browsers.md). ``url`` is the
    document's URL (a ``str``, a ``URL``, a URL record or a Python library's URL object:
    docs/url.md); the base URL is the first ``<base href>``'s (in tree order), else ``url``.

    The links: ``a``, ``area`` and ``link`` ``href`` (with ``rel``); ``img`` ``src`` and each
    candidate of its ``srcset``, ``source`` ``src`` and ``srcset``; ``iframe``, ``frame``,
    ``script``, ``video``, ``audio``, ``track`` and ``embed`` ``src``, ``video`` ``poster``,
    ``object`` ``data``, ``input`` ``src``, ``form`` ``action`` and ``formaction``, the
    ``cite`` of ``blockquote``, ``q``, ``del`` and ``ins``; and the URL of the first
    ``<meta http-equiv=refresh>`` whose content parses and names one. Elements outside the
    HTML namespace (SVG, MathML) and inside ``<template>`` contents are not the DOM's links.

    ``scripting`` is the parser's scripting flag: true, as in a browser that runs scripts,
    ``<noscript>`` holds text; false, as with scripts disabled, its elements are parsed (the
    lazy-loading ``<img>`` many pages put there). A ``<frame>`` is an element only in a
    ``<frameset>`` document (tree construction ignores it in a body).

    With the ``fast-html`` extra installed (``markupever``), html5ever builds the tree where a
    test proves it the same as webapi's own tree construction (docs/html.md); the result is
    the same either way.
    """
    return _page_links(data, url, content_type, default, scripting, _document_elements, encoding)


def _page_links(
    data: bytes | str | DecodedHTML,
    url: str | URL | URLRecord,
    content_type: str | None,
    default: str | None,
    scripting: bool,
    elements: Callable[[str, bool], Iterable[_Element]],
    encoding: object = None,
) -> list[Link]:
    """:func:`links` with the document's elements read by ``elements`` (the text, the
    scripting flag): :func:`_document_elements`, or :func:`_html_elements` for the pure path
    alone (the benchmark's and the fast path's test's)."""
    function = "links"
    if isinstance(data, str):
        if content_type is not None:
            require_str(content_type, function, "content_type")
        text, name = data, _encoding_argument(encoding, function)
    else:
        if isinstance(data, DecodedHTML):  # (what decode_html() returned)
            text, name = (
                require_str(data.text, function, "data"),
                _encoding_argument(data, function),
            )
        else:
            body = buffer_bytes(data)  # bytes-like, or under Pyodide a JavaScript buffer
            if body is None:
                raise argument_error(function, "data", data, "bytes, a str or a DecodedHTML")
            decoded = _decode_html(body, content_type, default, bool(scripting))
            text, name = decoded.text, decoded.encoding
        if encoding is not None:
            _encoding_argument(encoding, function)  # (a TypeError first for a wrong type)
            raise ValueError(
                "links(): encoding= is the encoding of decoded text (a str); bytes and "
                "decode_html()'s result carry their own (pass content_type= with bytes)"
            )
    document = _record(url, "url", function)
    return list(_links(elements(text, bool(scripting)), document, name))
