"""``visible_text``: the text a reader of a page sees, in one call from its bytes or from a
document (the body's ``innerText``, https://html.spec.whatwg.org/multipage/dom.html#dom-innertext,
over the cascade of the page's ``<style>`` sheets)."""

from __future__ import annotations

from webapi.dom import Document

from ._inner_text import get_inner_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["visible_text"]


def visible_text(
    document_or_bytes: Any,
    url: str = "about:blank",
    content_type: object = None,
    *,
    default: str | None = "windows-1252",
) -> str:
    """The ``innerText`` of the page's body (of its document element where it has no body):
    ``document_or_bytes`` is a :class:`~webapi.dom.Document`, or the bytes (or a ``str``) of an
    HTML page, parsed as :func:`~webapi.html.document_from_response` parses them (``url``,
    ``content_type``, ``default``) with scripting enabled, as a browser shows the page."""
    if isinstance(document_or_bytes, Document):
        document: Any = document_or_bytes
    else:
        from ..parsing._response_document import document_from_response

        body = document_or_bytes
        if not isinstance(body, (str, bytes, bytearray, memoryview)):
            raise TypeError(
                "visible_text() argument 'document_or_bytes' must be a Document, bytes or "
                f"str, not {type(body).__name__}"
            )
        if isinstance(body, str):
            body = body.encode("utf-8")
            content_type = content_type or "text/html; charset=utf-8"
        document = document_from_response(body, url, content_type, default=default)
    element = document.body
    if element is None:
        element = document.documentElement
    if element is None:
        return ""
    return get_inner_text(element)
