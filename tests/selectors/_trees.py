"""DOM trees for the selector tests: HTML's parser (its own tree, for now) turned into the DOM's
impl nodes, until the parser builds DOM nodes itself."""

from __future__ import annotations

from typing import Any

from webapi.dom import engine as dom
from webapi.dom._mutation import append
from webapi.html._dom import FOREIGN_ATTRIBUTES, Comment, DocumentType, Element, Text
from webapi.html._tree_builder import parse_document, parse_fragment
from webapi.infra import HTML_NAMESPACE


def _element(document: dom.DocumentImpl, node: Element) -> dom.ElementImpl:
    element = dom.create_an_element(document, node.local_name, node.namespace)
    foreign = node.namespace != HTML_NAMESPACE and any(
        name in FOREIGN_ATTRIBUTES for name in node.attributes
    )
    if not foreign:
        element._attrs = dict(node.attributes) or None
    else:
        attrs = []
        for name, value in node.attributes.items():
            prefix, local, namespace = FOREIGN_ATTRIBUTES.get(name, (None, name, None))
            attr = dom.make_node(
                dom.NODE_CLASSES["Attr"], document, namespace, prefix, local, value
            )
            attr._element = element
            attrs.append(attr)
        element._attrs = attrs
    if node.attributes.get("is") is not None and node.namespace == HTML_NAMESPACE:
        element._is_value = node.attributes["is"]
    return element


def _copy(source: Any, target: dom.NodeImpl, document: dom.DocumentImpl) -> None:
    """Copy ``source``'s children (the parser's nodes) under ``target``, iteratively."""
    stack = [(source, target)]
    while stack:
        parent, copy = stack.pop()
        for child in parent.children:
            made: dom.NodeImpl
            if type(child) is Element:
                made = _element(document, child)
                stack.append((child, made))
                if child.template_contents is not None and hasattr(made, "_content"):
                    stack.append((child.template_contents, made._content))
            elif type(child) is Text:
                made = dom.make_node(dom.NODE_CLASSES["Text"], document, child.data)
            elif type(child) is Comment:
                made = dom.make_node(dom.NODE_CLASSES["Comment"], document, child.data)
            elif type(child) is DocumentType:
                made = dom.make_node(
                    dom.NODE_CLASSES["DocumentType"],
                    document,
                    child.name,
                    child.public_id,
                    child.system_id,
                )
            else:  # pragma: no cover - the parser makes nothing else
                raise TypeError(child)
            append(made, copy)


def html_document(markup: str) -> dom.DocumentImpl:
    """The DOM document HTML's parser builds from ``markup`` (scripting disabled)."""
    parsed = parse_document(markup, scripting=False)
    document: dom.DocumentImpl = dom.make_node(dom.NODE_CLASSES["Document"])
    document._is_html = True
    document._content_type = "text/html"
    document._mode = parsed.mode
    _copy(parsed, document, document)
    return document


def html_fragment(document: dom.DocumentImpl, markup: str) -> dom.DocumentFragmentImpl:
    """A fragment of ``document`` holding ``markup`` parsed in a ``body`` context."""
    context = Element(HTML_NAMESPACE, "body", {})
    fragment: dom.DocumentFragmentImpl = dom.make_node(
        dom.NODE_CLASSES["DocumentFragment"], document
    )
    holder = Element(HTML_NAMESPACE, "body", {})
    for node in parse_fragment(markup, context, scripting=False):
        holder.append(node)
    _copy(holder, fragment, document)
    return fragment
