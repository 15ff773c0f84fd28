"""parsel's ``remove_namespaces()`` over the DOM (not a spec section:
https://parsel.readthedocs.io/en/latest/usage.html#removing-namespaces). The DOM cannot
rename an element, so each element in a namespace is replaced by a new one of the same local
name in no namespace, holding the same children and attributes."""

from __future__ import annotations

from webapi.dom import Element, Node

__all__ = ["remove_namespaces"]

_XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/"


def _elements(node: Node) -> list[Element]:
    """The elements at or below ``node``, in tree order."""
    found: list[Element] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, Element):
            found.append(current)
        child = current.lastChild
        while child is not None:
            stack.append(child)
            child = child.previousSibling
    return found


def _without_namespace(element: Element) -> Element:
    """``element`` put in no namespace: itself where it and its attributes are in none, else
    its replacement in its parent."""
    attributes = list(element.attributes)
    if element.namespaceURI is None and all(a.namespaceURI is None for a in attributes):
        return element
    document = element.ownerDocument
    assert document is not None
    if element.namespaceURI is None:
        replacement = element
    else:
        replacement = document.createElementNS(None, element.localName)
        while element.firstChild is not None:
            replacement.appendChild(element.firstChild)
    for attribute in attributes:
        if attribute.namespaceURI is not None:
            element.removeAttributeNode(attribute)
        if attribute.namespaceURI == _XMLNS_NAMESPACE:
            continue
        replacement.setAttributeNS(None, attribute.localName, attribute.value)
    parent = element.parentNode
    if replacement is not element and parent is not None:
        parent.replaceChild(replacement, element)
    return replacement


def remove_namespaces(node: Node) -> Node:
    """Every element and attribute at or below ``node`` in no namespace, namespace
    declarations removed (an XML document's: an HTML document's elements keep the HTML
    namespace, as lxml's HTML tree has none to remove); what stands for ``node`` after."""
    document = node if node.nodeType == 9 else node.ownerDocument
    if document is None or document.contentType == "text/html":  # type: ignore[attr-defined]
        return node
    replaced = node
    for element in _elements(node):
        new = _without_namespace(element)
        if element is node:
            replaced = new
    return replaced
