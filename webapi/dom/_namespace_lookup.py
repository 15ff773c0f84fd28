"""Looking up namespaces and prefixes (https://dom.spec.whatwg.org/#locate-a-namespace-prefix,
https://dom.spec.whatwg.org/#locate-a-namespace) and the ``Node`` methods over them:
``lookupPrefix``, ``lookupNamespaceURI``, ``isDefaultNamespace``.

Both algorithms go up the parent elements one at a time: here a loop, not a recursion (a tree
may be deeper than Python's recursion limit). They read ``xmlns`` declarations, attributes in
the XMLNS namespace: the list form of an attribute list only (the dict form has none).
"""

from __future__ import annotations

from webapi.infra import XML_NAMESPACE, XMLNS_NAMESPACE

from ._nodes import (
    AttrImpl,
    DocumentFragmentImpl,
    DocumentImpl,
    DocumentTypeImpl,
    ElementImpl,
    NodeImpl,
    document_element,
)
from ._tree import parent_element

__all__ = [
    "is_default_namespace",
    "locate_a_namespace",
    "locate_a_namespace_prefix",
    "lookup_namespace_uri",
    "lookup_prefix",
]


def locate_a_namespace_prefix(element: ElementImpl, namespace: str) -> str | None:
    """https://dom.spec.whatwg.org/#locate-a-namespace-prefix for ``element`` using
    ``namespace``."""
    current: ElementImpl | None = element
    while current is not None:
        if current._namespace == namespace and current._prefix is not None:  # 1.
            return current._prefix
        attrs = current._attrs
        if type(attrs) is list:  # 2.
            for attribute in attrs:
                if attribute._prefix == "xmlns" and attribute._value == namespace:
                    return attribute._local_name
        current = parent_element(current)  # 3.
    return None  # 4.


def _declared_namespace(element: ElementImpl, prefix: str | None) -> tuple[bool, str | None]:
    """Step 4 of "locate a namespace" for an element: whether it declares ``prefix``
    (``xmlns:prefix``, or ``xmlns`` for None), and the namespace (None for an empty value)."""
    attrs = element._attrs
    if type(attrs) is list:
        wanted = ("xmlns", prefix) if prefix is not None else (None, "xmlns")
        for attribute in attrs:
            if (
                attribute._namespace == XMLNS_NAMESPACE
                and (attribute._prefix, attribute._local_name) == wanted
            ):
                return True, attribute._value or None
    return False, None


def _element_to_ask(node: NodeImpl) -> ElementImpl | None:
    """The switch both algorithms start with: the element itself, a document's document
    element, an attribute's element, None for a doctype or a document fragment, else the
    parent element (None: the answer is null)."""
    if isinstance(node, ElementImpl):
        return node
    if isinstance(node, DocumentImpl):
        return document_element(node)
    if isinstance(node, (DocumentTypeImpl, DocumentFragmentImpl)):
        return None
    if isinstance(node, AttrImpl):
        return node._element
    return parent_element(node)


def locate_a_namespace(node: NodeImpl, prefix: str | None) -> str | None:
    """https://dom.spec.whatwg.org/#locate-a-namespace for ``node`` using ``prefix``."""
    element = _element_to_ask(node)
    if element is None:
        return None
    if prefix == "xml":  # 1.
        return XML_NAMESPACE
    if prefix == "xmlns":  # 2.
        return XMLNS_NAMESPACE
    while element is not None:
        if element._namespace is not None and element._prefix == prefix:  # 3.
            return element._namespace
        declared, namespace = _declared_namespace(element, prefix)  # 4.
        if declared:
            return namespace
        element = parent_element(element)  # 5.-6.
    return None


def lookup_prefix(this: NodeImpl, namespace: str | None) -> str | None:
    """https://dom.spec.whatwg.org/#dom-node-lookupprefix."""
    if not namespace:  # 1.
        return None
    element = _element_to_ask(this)  # 2.
    return None if element is None else locate_a_namespace_prefix(element, namespace)


def lookup_namespace_uri(this: NodeImpl, prefix: str | None) -> str | None:
    """https://dom.spec.whatwg.org/#dom-node-lookupnamespaceuri."""
    return locate_a_namespace(this, prefix or None)


def is_default_namespace(this: NodeImpl, namespace: str | None) -> bool:
    """https://dom.spec.whatwg.org/#dom-node-isdefaultnamespace."""
    return locate_a_namespace(this, None) == (namespace or None)
