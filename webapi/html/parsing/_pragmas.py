"""The ``meta`` element's pragma directives webapi runs
(https://html.spec.whatwg.org/multipage/semantics.html#pragma-directives): the Content language
state (``http-equiv="content-language"``), which sets the document's pragma-set default
language, the language of a node no ``lang`` attribute gives one
(https://html.spec.whatwg.org/multipage/dom.html#language: ``:lang()``); and the language
from a higher-level protocol, the ``Content-Language`` header of the response a document is
made from (:func:`~webapi.html.document_from_response`), read as Chromium 156 reads it.

The other states (refresh, the encoding declaration, the default style, the set-cookie and
content security policy ones) are not run: a ``<meta http-equiv=refresh>`` is read by
:func:`~webapi.html.links` and :func:`~webapi.html.refresh_url`, the encoding by
:func:`~webapi.html.decode_html`. Where Chromium 156 departs: it takes a ``content`` value with
white space as it is (no language matches it), where the Standard takes its first token.
"""

from __future__ import annotations

from webapi.dom.engine import is_connected
from webapi.infra import ASCII_WHITESPACE, ascii_lowercase

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom.engine import DocumentImpl, ElementImpl

__all__ = ["content_language_state", "language_from_header", "meta_inserted", "run_pragma"]


def run_pragma(meta: ElementImpl) -> None:
    """What "when a meta element is inserted into the document" runs for ``meta`` (its
    ``http-equiv`` attribute's state, where webapi runs that state's algorithm)."""
    http_equiv = meta._get_content_attribute("http-equiv")  # type: ignore[attr-defined]
    if http_equiv is not None and ascii_lowercase(http_equiv) == "content-language":
        content_language_state(meta)


def content_language_state(meta: ElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-content-language:
    set the pragma-set default language of ``meta``'s document to the first token of its
    ``content`` attribute."""
    value = meta._get_content_attribute("content")  # type: ignore[attr-defined]
    if value is None:  # 1.
        return
    if "," in value:  # 2.
        return
    position = len(value) - len(value.lstrip(ASCII_WHITESPACE))  # 3.-5.
    end = position
    while end < len(value) and value[end] not in ASCII_WHITESPACE:  # 6.
        end += 1
    candidate = value[position:end]  # 7.
    if not candidate:  # 8.
        return
    meta._node_document._pragma_set_default_language = candidate  # 9.


def meta_inserted(meta: ElementImpl) -> None:
    """The ``meta`` element's insertion steps: its pragma, when it is in a document's tree."""
    if is_connected(meta):
        run_pragma(meta)


def language_from_header(document: DocumentImpl, value: str | None) -> None:
    """Give ``document`` the language of a ``Content-Language`` header ``value`` (the values of
    all such headers joined with ", "): the first item of the comma-separated list, stripped
    of ASCII white space, when it is not empty. The Standard leaves the reading to the
    protocol; this is Chromium 156's (``" fr , de"`` is ``fr``; ``"fr de"`` is ``fr de``,
    which no ``:lang()`` but its own matches; ``",fr"`` is none)."""
    if value is None:
        return
    first = value.split(",", 1)[0].strip(ASCII_WHITESPACE)
    if first:
        document._protocol_language = first
