"""Reading the DOM nodes HTML's parser builds, in the parser's tests: a node's children as a
list, a context element for the fragment parsing algorithm, an element's name and
attributes."""

from __future__ import annotations

from webapi.dom.engine import DocumentImpl, ElementImpl
from webapi.html.parsing._parser_nodes import attributes_of, iter_elements
from webapi.html.parsing._parser_nodes import child_nodes as children

__all__ = ["attributes_of", "children", "context_element", "iter_elements"]


def context_element(namespace: str, local_name: str) -> ElementImpl:
    """An element ``local_name`` in ``namespace`` of a new HTML document, in no tree."""
    return ElementImpl(DocumentImpl(is_html=True, content_type="text/html"), namespace, local_name)
