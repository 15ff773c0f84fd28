"""Scrapy's responses as the browser's documents: :func:`document` (the ``Document`` a browser
builds from a response's bytes, its headers and URL), :func:`selector` (parsel's API over it,
``webapi.parsel.Selector``), and :class:`DocumentMiddleware`, a downloader middleware after
which a spider's ``response.css()``/``response.xpath()`` answer as the browser's DOM does and
``response.document`` is the page's ``Document``. Scrapy's cookies by RFC 6265bis: the
middleware :class:`webapi.cookies.ScrapyCookiesMiddleware`. docs/scrapers.md, "Scrapy".

Scrapy is imported only when a response goes through the middleware; ``import webapi`` does
not import this module.

    >>> from scrapy.http import HtmlResponse
    >>> from webapi.scrapy import document, selector
    >>> response = HtmlResponse("https://a.example/", body=b"<table><tr><td>caf\\xe9")
    >>> document(response).characterSet, selector(response).css("tbody td::text").get()
    ('windows-1252', 'café')
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from webapi.html import document_from_response
from webapi.parsel import Selector

if TYPE_CHECKING:
    from webapi.dom import Document

__all__ = ["DocumentMiddleware", "document", "selector"]


def document(response: Any) -> Document:
    """The ``Document`` a browser builds for the Scrapy ``response``: its ``body`` decoded as
    a browser decodes it (the BOM, the ``Content-Type`` header's charset, the ``<meta>``
    prescan, HTML's encoding sniffing: not Scrapy's ``response.text``), parsed by HTML's
    parser, its URL ``response.url`` (``<a href>`` resolves against it and ``<base href>``).
    A response that went through :class:`DocumentMiddleware` gives its ``document``, made
    once."""
    made = getattr(response, "_webapi_document", None)
    if made is not None:
        return made  # type: ignore[no-any-return]
    body = getattr(response, "body", None)
    if not isinstance(body, bytes) or not hasattr(response, "headers"):
        raise TypeError(
            "document(): parameter 'response' is not a Scrapy Response "
            f"(got {type(response).__name__})."
        )
    return document_from_response(body, str(response.url), response.headers)


def selector(response: Any) -> Selector:
    """``webapi.parsel.Selector`` over :func:`document` of ``response``: parsel's ``css()``
    (``::text``, ``::attr(name)``), ``xpath()``, ``get()``, ``getall()``, ``re()`` answering
    as the browser's DOM does (docs/parsel.md)."""
    return Selector(root=document(response), type="html")


class DocumentMiddleware:
    """A Scrapy downloader middleware that gives each HTML response (Scrapy's
    ``HtmlResponse``) as a subclass of it whose ``document`` is :func:`document` and whose
    ``selector`` (so ``response.css()`` and ``response.xpath()``) is :func:`selector`, both
    made on first use. Place it after ``HttpCompressionMiddleware`` (590) on the way back,
    with a lower number::

        DOWNLOADER_MIDDLEWARES = {"webapi.scrapy.DocumentMiddleware": 100}
    """

    def process_response(self, request: Any, response: Any, spider: Any = None) -> Any:
        """``response`` as the subclass when it is an ``HtmlResponse``, else as it is."""
        from scrapy.http import HtmlResponse

        if type(response) is HtmlResponse:
            return response.replace(cls=_document_response())
        return response


@cache
def _document_response() -> type[Any]:
    """The subclass of Scrapy's ``HtmlResponse`` that :class:`DocumentMiddleware` gives
    (made on first use: Scrapy is not imported before)."""
    from scrapy.http import HtmlResponse

    class DocumentResponse(HtmlResponse):
        """An ``HtmlResponse`` with the browser's ``document`` and parsel's API over it."""

        __slots__ = ("_webapi_document", "_webapi_selector")

        @property
        def document(self) -> Document:
            """The page's ``Document`` (:func:`webapi.scrapy.document`), made once."""
            made: Document | None = getattr(self, "_webapi_document", None)
            if made is None:
                made = self._webapi_document = document(self)
            return made

        @property
        def selector(self) -> Any:
            """``webapi.parsel.Selector`` over ``document``, made once."""
            made: Selector | None = getattr(self, "_webapi_selector", None)
            if made is None:
                made = self._webapi_selector = Selector(root=self.document, type="html")
            return made

    DocumentResponse.__module__ = __name__
    return DocumentResponse
