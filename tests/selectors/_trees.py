"""DOM trees for the selector tests: the document HTML's parser builds (webapi.dom nodes), with
scripting disabled as in a ``DOMParser`` document."""

from __future__ import annotations

from typing import Any

from webapi.dom import engine as dom
from webapi.html._tree_builder import parse_document


def html_document(markup: str) -> dom.DocumentImpl:
    """The DOM document HTML's parser builds from ``markup`` (scripting disabled)."""
    return parse_document(markup, scripting=False)


def ancestors(element: Any) -> list[Any]:
    """``element``'s ancestor elements, its parent first (``parentElement`` followed up)."""
    found = []
    node = element.parentElement
    while node is not None:
        found.append(node)
        node = node.parentElement
    return found
