"""``webapi.sanitize(html, config=None)``: the HTML Sanitizer API for Python callers that store
HTML (a scraper's pages, a comment form's input), not a spec section: ``html`` parsed as a
fragment in a ``body`` context, sanitized as ``element.setHTML(html, {sanitizer})`` sanitizes
(the safe variant: "remove unsafe" applied whatever the configuration allows), serialized
(docs/scrapers.md, "Storing sanitized HTML")."""

from __future__ import annotations

from typing import Any

from ._sanitizer_members import sanitize_html

__all__ = ["sanitize"]

#: The SanitizerConfig members' snake_case names.
_MEMBERS = {
    "remove_elements": "removeElements",
    "replace_with_children_elements": "replaceWithChildrenElements",
    "processing_instructions": "processingInstructions",
    "remove_processing_instructions": "removeProcessingInstructions",
    "remove_attributes": "removeAttributes",
    "data_attributes": "dataAttributes",
}
_NAMES = frozenset(
    {
        "elements",
        "attributes",
        "comments",
        *_MEMBERS.values(),
    }
)


def sanitize(html: str, config: Any = None, **members: Any) -> str:
    """``html`` (a string) as markup with nothing that runs script, and only what ``config``
    allows: ``None`` or ``"default"``, the built-in safe default configuration (text-level
    formatting, headings, sections, links, lists, tables, MathML and SVG basics; no images,
    forms or media, no ``style``, no comments, no ``data-`` attributes); a
    ``webapi.html.Sanitizer``; or a ``SanitizerConfig`` dict (``{"elements": ["p", "a"],
    "attributes": ["href"]}``), whose members may also be given as keywords
    (``sanitize(html, elements=["p"], remove_attributes=["style"])``, camelCase or
    snake_case). ``TypeError`` for a configuration that is not valid.

    The result is ``div.setHTML(html, {sanitizer: config}); div.innerHTML`` in Chromium 156 for
    a ``div`` of an HTML document. Whatever the configuration, ``script``, ``iframe``,
    ``object``, ``embed``, ``frame``, ``base``, SVG's ``script`` and ``use``, the event handler
    attributes and ``javascript:`` URLs in navigating attributes are removed."""
    if not isinstance(html, str):
        raise TypeError(f"sanitize(): html must be a str, not {type(html).__name__}")
    if members:
        unknown = sorted(set(members) - _NAMES - set(_MEMBERS))
        if unknown:
            raise TypeError(f"sanitize(): unknown SanitizerConfig member {unknown[0]!r}")
        if config is not None and not isinstance(config, dict):
            raise TypeError("sanitize(): keyword members need config to be None or a dict")
        merged = dict(config or {})
        for name, value in members.items():
            merged[_MEMBERS.get(name, name)] = value
        config = merged
    return sanitize_html(html, "default" if config is None else config)
