"""The XML fragment parsing algorithm
(https://html.spec.whatwg.org/multipage/xhtml.html#xml-fragment-parsing-algorithm): what
``innerHTML``, ``outerHTML``, ``insertAdjacentHTML`` and ``setHTMLUnsafe`` parse with when the
context element's node document is not an HTML document. The input is parsed between the
context's start tag, declaring the namespaces in scope on it, and its end tag; a
well-formedness error is a ``SyntaxError`` ``DOMException``.
"""

from __future__ import annotations

from webapi.dom import DOMException
from webapi.dom.engine import (
    ELEMENT_NODE,
    NODE_CLASSES,
    DocumentFragmentImpl,
    ElementImpl,
    NodeImpl,
    attribute_list,
    make_node,
    parser_insert,
    parser_remove,
    qualified_name,
)
from webapi.infra import XMLNS_NAMESPACE

from ._xml_parser import XMLSyntaxError, parse_xml

__all__ = ["xml_fragment_parsing_algorithm_steps"]


def _escape(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")


def _namespaces_in_scope(context: ElementImpl) -> dict[str | None, str]:
    """Each prefix (None: the default namespace) in scope on ``context`` with its namespace:
    the prefixes for which the DOM's ``lookupNamespaceURI`` gives a namespace, and the one
    for which ``isDefaultNamespace`` is true (https://dom.spec.whatwg.org/#locate-a-namespace:
    the element's own namespace and prefix, then its ``xmlns`` attributes, then its parent's,
    the nearest first). ``xml`` and ``xmlns`` are XML's own."""
    found: dict[str | None, str] = {}
    seen: set[str | None] = {"xml", "xmlns"}
    node: NodeImpl | None = context
    while isinstance(node, ElementImpl):
        if node._namespace is not None and node._prefix not in seen:
            seen.add(node._prefix)
            found[node._prefix] = node._namespace
        for attr in attribute_list(node):
            if attr._namespace != XMLNS_NAMESPACE:
                continue
            prefix = None if attr._prefix is None else attr._local_name
            if prefix in seen:
                continue
            seen.add(prefix)
            if attr._value:
                found[prefix] = attr._value
        node = node._parent
    return found


def xml_fragment_parsing_algorithm_steps(context: ElementImpl, markup: str) -> DocumentFragmentImpl:
    """https://html.spec.whatwg.org/multipage/xhtml.html#xml-fragment-parsing-algorithm, and
    the fragment parsing algorithm steps' use of its nodes: appended, in order, to a new
    ``DocumentFragment`` whose node document is ``context``'s.

    The Standard parses into a new document and adopts the nodes into the fragment; the
    nodes are made in ``context``'s node document here, as adopting them would leave them
    (no step between could tell them apart), and moved in O(1) each."""
    owner = context._node_document
    name = qualified_name(context)
    declarations = "".join(
        f' {"xmlns" if prefix is None else "xmlns:" + prefix}="{_escape(namespace)}"'
        for prefix, namespace in _namespaces_in_scope(context).items()
    )
    holder: DocumentFragmentImpl = make_node(NODE_CLASSES["DocumentFragment"], owner)
    try:  # 1.-4.
        parse_xml(f"<{name}{declarations}>{markup}</{name}>", owner, holder)
    except XMLSyntaxError as error:  # 5.
        raise DOMException(f"The markup is not well-formed XML: {error}.", "SyntaxError") from None
    root = holder._first_child
    if root is None or root._node_type != ELEMENT_NODE or root._next_sibling is not None:  # 6.
        raise DOMException("The markup is not a well-formed XML fragment.", "SyntaxError")
    fragment: DocumentFragmentImpl = make_node(NODE_CLASSES["DocumentFragment"], owner)
    child = root._first_child
    while child is not None:  # 7.
        following = child._next_sibling
        parser_remove(child)
        parser_insert(child, fragment, None)
        child = following
    return fragment
