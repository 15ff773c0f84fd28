"""Whether a node is hidden from the accessibility tree without layout: ``display: none``,
``visibility: hidden`` or ``collapse`` of the cascade (the ``hidden`` attribute is the user
agent style sheet's ``display: none``), or ``aria-hidden="true"`` on it or an ancestor
(https://w3c.github.io/aria/#tree_exclusion, https://w3c.github.io/accname/#dfn-hidden).
"""

from __future__ import annotations

from typing import Any

from webapi.html import getComputedStyle

__all__ = ["hidden", "in_closed_details", "is_aria_hidden", "is_hidden", "is_rendered_hidden"]

_HTML = "http://www.w3.org/1999/xhtml"


def _display_none(element: Any) -> bool:
    """Whether the element or an ancestor has ``display: none`` (no box: nothing inside is
    rendered)."""
    node = element
    while node is not None:
        if getComputedStyle(node).getPropertyValue("display") == "none":
            return True
        node = node.parentElement
    return False


#: Elements whose content is not rendered (replaced content, or its fallback).
_REPLACED_PARENTS = frozenset({"progress", "meter", "video", "audio"})


def in_closed_details(element: Any) -> bool:
    """Whether the element is content of a closed ``details`` element (not its summary), or of
    an element whose content is not rendered (``progress``, ``meter``, ``video``,
    ``audio``): content Chromium makes no accessible object for."""
    child = element
    parent = element.parentElement
    while parent is not None:
        if parent.namespaceURI == _HTML and parent.localName in _REPLACED_PARENTS:
            return True
        if (
            parent.namespaceURI == _HTML
            and parent.localName == "details"
            and not parent.hasAttribute("open")
        ):
            summary = next((c for c in parent.children if c.localName == "summary"), None)
            if child is not summary:
                return True
        child, parent = parent, parent.parentElement
    return False


def is_rendered_hidden(element: Any) -> bool:
    """Whether the element is not rendered, or rendered invisible: disconnected, ``display:
    none`` on it or an ancestor (the ``hidden`` attribute's too), ``visibility: hidden`` or
    ``collapse``, or inside a closed ``details``."""
    if not element.isConnected or _display_none(element) or in_closed_details(element):
        return True
    visibility = getComputedStyle(element).getPropertyValue("visibility")
    return visibility in ("hidden", "collapse")


def is_aria_hidden(element: Any) -> bool:
    """Whether ``aria-hidden="true"`` is on the element or an ancestor."""
    node = element
    while node is not None:
        if (node.getAttribute("aria-hidden") or "").strip().lower() == "true":
            return True
        node = node.parentElement
    return False


def is_hidden(element: Any) -> bool:
    """Whether the element is hidden from the accessibility tree (rendered hidden, or
    ``aria-hidden``)."""
    return is_rendered_hidden(element) or is_aria_hidden(element)


def hidden(element: Any) -> bool:
    """Whether Chromium's accessibility tree leaves the element out as hidden: hidden
    (:func:`is_hidden`) or inside an ``inert`` subtree
    (https://html.spec.whatwg.org/#the-inert-attribute), except an option of a ``select``,
    which Chromium keeps in the tree whatever hides it."""
    parent = element.parentElement
    if element.namespaceURI == _HTML and element.localName == "option":
        while parent is not None and parent.localName == "optgroup":
            parent = parent.parentElement
        if parent is not None and parent.namespaceURI == _HTML and parent.localName == "select":
            return False
    if is_hidden(element):
        return True
    return element.closest("[inert]") is not None
