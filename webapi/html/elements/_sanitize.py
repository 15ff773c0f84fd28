"""``webapi.sanitize(html, config=None)``: the HTML Sanitizer API for Python callers that store
HTML (a scraper's pages, a comment form's input), not a spec section: ``html`` parsed as a
fragment in a ``body`` context, sanitized as ``element.setHTML(html, {sanitizer})`` sanitizes
(the safe variant: "remove unsafe" applied whatever the configuration allows), serialized
(docs/scrapers.md, "Storing sanitized HTML")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ._sanitizer import SanitizerImpl
from ._sanitizer_members import sanitize_html

__all__ = ["sanitize"]


def sanitize(html: str, config: Any = None) -> str:
    """``html`` (a string) as markup with nothing that runs script, and only what ``config``
    allows: ``None`` or ``"default"``, the built-in safe default configuration (text-level
    formatting, headings, sections, links, lists, tables, MathML and SVG basics; no images,
    forms or media, no ``style``, no comments, no ``data-`` attributes); a
    ``webapi.html.Sanitizer`` (``Sanitizer(elements=["p"], remove_attributes=["style"])``:
    keywords); or a ``SanitizerConfig`` dict (``{"elements": ["p", "a"], "attributes":
    ["href"]}``). ``TypeError`` for a configuration that is not valid.

    The result is ``div.setHTML(html, {sanitizer: config}); div.innerHTML`` in Chromium 156 for
    a ``div`` of an HTML document. Whatever the configuration, ``script``, ``iframe``,
    ``object``, ``embed``, ``frame``, ``base``, SVG's ``script`` and ``use``, the event handler
    attributes and ``javascript:`` URLs in navigating attributes are removed."""
    if not isinstance(html, str):
        raise TypeError(f"sanitize(): 'html' must be a str, not {type(html).__name__}")
    if config is None or config == "default":
        return sanitize_html(html, "default")
    if not isinstance(config, (Mapping, SanitizerImpl)):
        raise TypeError(
            "sanitize(): 'config' must be None, \"default\", a SanitizerConfig dict or a "
            f"Sanitizer, not {type(config).__name__}"
        )
    return sanitize_html(html, config)
