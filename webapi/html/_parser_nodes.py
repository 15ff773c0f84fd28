"""The DOM nodes HTML's parser makes and reads (https://html.spec.whatwg.org/multipage/parsing.html#tree-construction,
over https://dom.spec.whatwg.org/#nodes): creating an element for a token (its class from the
DOM's element interface, a ``template`` an ``HTMLTemplateElementImpl``, foreign attributes
adjusted), reading an element's attributes as the parser's tokens have them, and the elements
of a tree in tree order for webapi's readers (``links()``).

Nodes are made the fast way (the registered classes through ``make_node``) and the parser
inserts them with the DOM engine's O(1) steps (``parser_insert``, ``parser_remove``).
"""

from __future__ import annotations

from collections.abc import Iterator

from webapi.dom.engine import (
    NODE_CLASSES,
    DocumentImpl,
    ElementImpl,
    NodeImpl,
    element_interface,
    make_node,
    qualified_name,
)
from webapi.infra import HTML_NAMESPACE, XLINK_NAMESPACE, XML_NAMESPACE, XMLNS_NAMESPACE

from ._template import HTMLTemplateElementImpl

__all__ = [
    "FOREIGN_ATTRIBUTES",
    "attribute_value",
    "attributes_of",
    "child_nodes",
    "create_element",
    "iter_elements",
]

#: "Adjust foreign attributes" (https://html.spec.whatwg.org/multipage/parsing.html#adjust-foreign-attributes):
#: the attribute names (as the token has them) that get a prefix, a local name and a namespace
#: on SVG and MathML elements.
FOREIGN_ATTRIBUTES: dict[str, tuple[str | None, str, str]] = {
    "xlink:actuate": ("xlink", "actuate", XLINK_NAMESPACE),
    "xlink:arcrole": ("xlink", "arcrole", XLINK_NAMESPACE),
    "xlink:href": ("xlink", "href", XLINK_NAMESPACE),
    "xlink:role": ("xlink", "role", XLINK_NAMESPACE),
    "xlink:show": ("xlink", "show", XLINK_NAMESPACE),
    "xlink:title": ("xlink", "title", XLINK_NAMESPACE),
    "xlink:type": ("xlink", "type", XLINK_NAMESPACE),
    "xml:lang": ("xml", "lang", XML_NAMESPACE),
    "xml:space": ("xml", "space", XML_NAMESPACE),
    "xmlns": (None, "xmlns", XMLNS_NAMESPACE),
    "xmlns:xlink": ("xmlns", "xlink", XMLNS_NAMESPACE),
}

_EMPTY: dict[str, str] = {}


def create_element(
    document: DocumentImpl, name: str, attributes: dict[str, str], namespace: str | None
) -> ElementImpl:
    """https://html.spec.whatwg.org/multipage/parsing.html#create-an-element-for-the-token
    (no custom elements, no scripts): an element of the element interface for ``name`` in
    ``namespace`` with a copy of the token's ``attributes``; outside the HTML namespace the
    attributes "adjust foreign attributes" names are namespaced attributes (the element's
    attribute list then holds ``Attr`` nodes). Step 5, "let is be the value of the "is"
    attribute in the given token", gives the element its is value (and so, without a
    definition, the custom element state "undefined" that ``:defined`` reads)."""
    cls = element_interface(name, namespace)
    if namespace == HTML_NAMESPACE:
        if name == "template" and not issubclass(cls, HTMLTemplateElementImpl):
            cls = HTMLTemplateElementImpl
        element = make_node(cls, document, namespace, name, None, dict(attributes) or None)
    elif not any(key in FOREIGN_ATTRIBUTES for key in attributes):
        element = make_node(cls, document, namespace, name, None, dict(attributes) or None)
    else:
        element = make_node(cls, document, namespace, name, None, None)
        attr_class = NODE_CLASSES["Attr"]
        found = []
        for key, value in attributes.items():
            prefix, local_name, attribute_namespace = FOREIGN_ATTRIBUTES.get(key, (None, key, None))
            found.append(
                make_node(
                    attr_class, document, attribute_namespace, prefix, local_name, value, element
                )
            )
        element._attrs = found
    element._is_value = attributes.get("is")
    return element


def attributes_of(element: ElementImpl) -> dict[str, str]:
    """The element's attributes as qualified name -> value (the parser's elements in the HTML
    namespace keep the dict itself: not to be changed)."""
    attrs = element._attrs
    if attrs is None:
        return _EMPTY
    if isinstance(attrs, dict):
        return attrs
    return {qualified_name(attribute): attribute._value for attribute in attrs}


def attribute_value(element: ElementImpl, name: str) -> str | None:
    """The value of the element's first attribute whose qualified name is ``name``, or None."""
    attrs = element._attrs
    if attrs is None:
        return None
    if isinstance(attrs, dict):
        return attrs.get(name)
    for attribute in attrs:
        if qualified_name(attribute) == name:
            return attribute._value
    return None


def child_nodes(node: NodeImpl) -> list[NodeImpl]:
    """``node``'s children, in order, as a list."""
    found = []
    child = node._first_child
    while child is not None:
        found.append(child)
        child = child._next_sibling
    return found


def iter_elements(root: NodeImpl) -> Iterator[ElementImpl]:
    """The elements below ``root`` in tree order, not entering a ``template``'s contents (they
    are not in the document: ``querySelectorAll`` does not find them); a loop over the tree's
    links."""
    node = root._first_child
    while node is not None:
        if isinstance(node, ElementImpl):
            yield node
            child = node._first_child
            if child is not None:
                node = child
                continue
        while node is not root:
            following = node._next_sibling  # type: ignore[union-attr]
            if following is not None:
                node = following
                break
            node = node._parent  # type: ignore[union-attr]
        else:
            return
