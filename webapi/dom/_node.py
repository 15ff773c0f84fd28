"""The ``Node`` interface's algorithms (https://dom.spec.whatwg.org/#interface-node), under
their names: get and set text content, string replace all, normalize, equals (clone a node and
clone a single node are ``_cloning``'s), and the steps of ``compareDocumentPosition``, ``nodeName``,
``nodeValue``, ``ownerDocument``, ``hasChildNodes``, ``getRootNode``, ``isSameNode``,
``contains``, ``baseURI``, ``insertBefore``, ``appendChild``, ``replaceChild`` and
``removeChild`` (``isConnected`` and ``parentElement`` are ``_tree.is_connected`` and
``_tree.parent_element``; the namespace lookups are in ``_namespace_lookup``).

Comparing walks both trees with an explicit stack: a tree may be deeper than Python's
recursion limit.
"""

from __future__ import annotations

from ._attributes import (
    attribute_list,
    qualified_name,
    set_existing_attribute_value,
)
from ._character_data import contiguous_text_nodes, replace_data
from ._cloning import clone_node, clone_single_node
from ._creation import create_a_text_node
from ._element import html_uppercased_qualified_name
from ._exception import DOMException
from ._kept_text import kept_descendant_text_content
from ._live_ranges import live_ranges_merged
from ._mutation import append, pre_insert, pre_remove, remove, replace, replace_all
from ._nodes import (
    CDATA_SECTION_NODE,
    COMMENT_NODE,
    DOCUMENT_FRAGMENT_NODE,
    DOCUMENT_NODE,
    ELEMENT_NODE,
    TEXT_NODE,
    AttrImpl,
    CharacterDataImpl,
    DocumentImpl,
    DocumentTypeImpl,
    ElementImpl,
    NodeImpl,
    ProcessingInstructionImpl,
    ShadowRootImpl,
    TextImpl,
)
from ._tree import is_inclusive_ancestor, is_preceding, length, root, shadow_including_root

__all__ = [
    "DOCUMENT_POSITION_CONTAINED_BY",
    "DOCUMENT_POSITION_CONTAINS",
    "DOCUMENT_POSITION_DISCONNECTED",
    "DOCUMENT_POSITION_FOLLOWING",
    "DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC",
    "DOCUMENT_POSITION_PRECEDING",
    "append_child",
    "base_uri",
    "clone_node",
    "clone_node_method",
    "clone_single_node",
    "compare_document_position",
    "contains",
    "get_node_value",
    "get_root_node",
    "get_root_node_method",
    "get_text_content",
    "has_child_nodes",
    "insert_before",
    "is_equal_node",
    "is_same_node",
    "node_equals",
    "node_name",
    "normalize",
    "owner_document",
    "remove_child",
    "replace_child",
    "set_node_value",
    "set_text_content",
    "string_replace_all",
]

#: https://dom.spec.whatwg.org/#dom-node-document_position_disconnected and the others.
DOCUMENT_POSITION_DISCONNECTED = 0x01
DOCUMENT_POSITION_PRECEDING = 0x02
DOCUMENT_POSITION_FOLLOWING = 0x04
DOCUMENT_POSITION_CONTAINS = 0x08
DOCUMENT_POSITION_CONTAINED_BY = 0x10
DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC = 0x20


def get_text_content(node: NodeImpl) -> str | None:
    """https://dom.spec.whatwg.org/#get-text-content (an element's or a fragment's descendant
    text content kept while it is unchanged: :func:`~._kept_text.kept_descendant_text_content`)."""
    node_type = node._node_type
    if node_type in (DOCUMENT_FRAGMENT_NODE, ELEMENT_NODE):
        return kept_descendant_text_content(node)
    if isinstance(node, AttrImpl):
        return node._value
    if isinstance(node, CharacterDataImpl):
        return node._data
    return None


def string_replace_all(string: str, parent: NodeImpl) -> None:
    """https://dom.spec.whatwg.org/#string-replace-all."""
    node = create_a_text_node(parent._node_document, string) if string else None
    replace_all(node, parent)


def set_text_content(node: NodeImpl, value: str | None) -> None:
    """https://dom.spec.whatwg.org/#set-text-content (the setter passes "" for null)."""
    if value is None:
        value = ""
    node_type = node._node_type
    if node_type in (DOCUMENT_FRAGMENT_NODE, ELEMENT_NODE):
        string_replace_all(value, node)
    elif isinstance(node, AttrImpl):
        set_existing_attribute_value(node, value)
    elif isinstance(node, CharacterDataImpl):
        replace_data(node, 0, length(node), value)


def normalize(node: NodeImpl) -> None:
    """https://dom.spec.whatwg.org/#dom-node-normalize: for each descendant exclusive Text
    node, remove it if empty, else give it the data of its contiguous exclusive Text nodes and
    remove those."""
    current = node._first_child
    while current is not None:
        if current._node_type == TEXT_NODE:
            text: TextImpl = current  # type: ignore[assignment]
            if not text._data:  # 2.
                following = _next_in_tree_order(current, node)
                remove(current)
                current = following
                continue
            group = contiguous_text_nodes(text, exclusive=True)
            later = group[group.index(text) + 1 :]
            data = "".join(n._data for n in later)  # type: ignore[attr-defined]  # 3.
            text_length = length(text)  # 1.
            if data:
                replace_data(text, text_length, 0, data)  # 4.
            if later and text._node_document._live_ranges:  # 5.-6.
                live_ranges_merged(text, text_length)
            for other in later:  # 7.
                remove(other)
        current = _next_in_tree_order(current, node)


def _next_in_tree_order(node: NodeImpl, stop: NodeImpl) -> NodeImpl | None:
    """The node after ``node`` in tree order below ``stop``, or None."""
    child = node._first_child
    if child is not None:
        return child
    current: NodeImpl | None = node
    while current is not None and current is not stop:
        if current._next_sibling is not None:
            return current._next_sibling
        current = current._parent
    return None


def _same_node_data(a: NodeImpl, b: NodeImpl) -> bool:
    """The first three conditions of "equals": the same interfaces, equal data for them, and
    for elements attributes that equal each other."""
    if type(a) is not type(b):
        return False
    if isinstance(a, DocumentTypeImpl) and isinstance(b, DocumentTypeImpl):
        return (a._name, a._public_id, a._system_id) == (b._name, b._public_id, b._system_id)
    if isinstance(a, ElementImpl) and isinstance(b, ElementImpl):
        if (a._namespace, a._prefix, a._local_name) != (b._namespace, b._prefix, b._local_name):
            return False
        attrs_a, attrs_b = a._attrs, b._attrs
        if type(attrs_a) is not list and type(attrs_b) is not list:  # (dicts or None)
            # same size, and each pair is one of the other's (no Attr node made)
            return (attrs_a or {}) == (attrs_b or {})
        first, second = attribute_list(a), attribute_list(b)
        if len(first) != len(second):
            return False
        keys = {(x._namespace, x._local_name, x._value) for x in second}
        return all((x._namespace, x._local_name, x._value) in keys for x in first)
    if isinstance(a, AttrImpl) and isinstance(b, AttrImpl):
        return (a._namespace, a._local_name, a._value) == (b._namespace, b._local_name, b._value)
    if isinstance(a, ProcessingInstructionImpl) and isinstance(b, ProcessingInstructionImpl):
        return (a._target, a._data) == (b._target, b._data)
    if isinstance(a, CharacterDataImpl) and isinstance(b, CharacterDataImpl):
        return a._data == b._data
    return True


def node_equals(a: NodeImpl, b: NodeImpl) -> bool:
    """https://dom.spec.whatwg.org/#concept-node-equals: the same interfaces, data,
    attributes, and children that equal each other in order."""
    stack = [(a, b)]
    while stack:
        first, second = stack.pop()
        if not _same_node_data(first, second):
            return False
        child_a, child_b = first._first_child, second._first_child
        while child_a is not None and child_b is not None:
            stack.append((child_a, child_b))
            child_a, child_b = child_a._next_sibling, child_b._next_sibling
        if child_a is not None or child_b is not None:  # not the same number of children
            return False
    return True


def compare_document_position(this: NodeImpl, other: NodeImpl) -> int:
    """https://dom.spec.whatwg.org/#dom-node-comparedocumentposition: where ``other`` is
    relative to ``this``, as the sum of the ``DOCUMENT_POSITION_*`` flags."""
    if this is other:  # 1.
        return 0
    node1: NodeImpl | None = other  # 2.
    node2: NodeImpl | None = this
    attr1: AttrImpl | None = None  # 3.
    attr2: AttrImpl | None = None
    if isinstance(node1, AttrImpl):  # 4.
        attr1 = node1
        node1 = attr1._element
    if isinstance(node2, AttrImpl):  # 5.
        attr2 = node2
        node2 = attr2._element
        if attr1 is not None and node1 is not None and node2 is node1:
            assert isinstance(node2, ElementImpl)
            for attribute in attribute_list(node2):
                if node_equals(attribute, attr1):
                    return DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + DOCUMENT_POSITION_PRECEDING
                if node_equals(attribute, attr2):
                    return DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + DOCUMENT_POSITION_FOLLOWING
    if node1 is None or node2 is None or root(node1) is not root(node2):  # 6.
        # consistent: by the objects' identities, as the note's "pointer comparison"
        direction = (
            DOCUMENT_POSITION_PRECEDING if id(node1) < id(node2) else DOCUMENT_POSITION_FOLLOWING
        )
        return (
            DOCUMENT_POSITION_DISCONNECTED + DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + direction
        )
    if (node1 is not node2 and is_inclusive_ancestor(node1, node2) and attr1 is None) or (
        node1 is node2 and attr2 is not None
    ):  # 7.
        return DOCUMENT_POSITION_CONTAINS + DOCUMENT_POSITION_PRECEDING
    if (node1 is not node2 and is_inclusive_ancestor(node2, node1) and attr2 is None) or (
        node1 is node2 and attr1 is not None
    ):  # 8.
        return DOCUMENT_POSITION_CONTAINED_BY + DOCUMENT_POSITION_FOLLOWING
    if is_preceding(node1, node2):  # 9.
        return DOCUMENT_POSITION_PRECEDING
    return DOCUMENT_POSITION_FOLLOWING  # 10.


def node_name(node: NodeImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-node-nodename."""
    if isinstance(node, ElementImpl):
        return html_uppercased_qualified_name(node)
    if isinstance(node, AttrImpl):
        return qualified_name(node)
    if isinstance(node, ProcessingInstructionImpl):
        return node._target
    if isinstance(node, DocumentTypeImpl):
        return node._name
    return _NODE_NAMES[node._node_type]


#: The ``nodeName`` of the nodes whose name is their type's.
_NODE_NAMES = {
    TEXT_NODE: "#text",
    CDATA_SECTION_NODE: "#cdata-section",
    COMMENT_NODE: "#comment",
    DOCUMENT_NODE: "#document",
    DOCUMENT_FRAGMENT_NODE: "#document-fragment",
}


def get_node_value(node: NodeImpl) -> str | None:
    """https://dom.spec.whatwg.org/#dom-node-nodevalue: an attribute's value, character
    data's data, else None."""
    if isinstance(node, AttrImpl):
        return node._value
    if isinstance(node, CharacterDataImpl):
        return node._data
    return None


def set_node_value(node: NodeImpl, value: str | None) -> None:
    """The ``nodeValue`` setter steps (null is the empty string; nothing for other nodes)."""
    if value is None:
        value = ""
    if isinstance(node, AttrImpl):
        set_existing_attribute_value(node, value)
    elif isinstance(node, CharacterDataImpl):
        replace_data(node, 0, length(node), value)


def owner_document(node: NodeImpl) -> DocumentImpl | None:
    """https://dom.spec.whatwg.org/#dom-node-ownerdocument: None for a document."""
    return None if isinstance(node, DocumentImpl) else node._node_document


def has_child_nodes(node: NodeImpl) -> bool:
    """https://dom.spec.whatwg.org/#dom-node-haschildnodes."""
    return node._first_child is not None


def get_root_node(node: NodeImpl, composed: bool = False) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-node-getrootnode: the shadow-including root if
    ``composed``, else the root."""
    if composed:
        return shadow_including_root(node)
    return root(node)


def is_same_node(node: NodeImpl, other: NodeImpl | None) -> bool:
    """https://dom.spec.whatwg.org/#dom-node-issamenode."""
    return other is node


def contains(node: NodeImpl, other: NodeImpl | None) -> bool:
    """https://dom.spec.whatwg.org/#dom-node-contains: whether ``other`` is an inclusive
    descendant of ``node`` (False for None)."""
    return other is not None and is_inclusive_ancestor(node, other)


def base_uri(node: NodeImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-node-baseuri: the node document's document base URL,
    serialized (HTML's: the document class's ``_base_url()``; without it, the document's
    URL)."""
    document = node._node_document
    hook = document._base_url
    return document._url if hook is None else hook()


def insert_before(node: NodeImpl, new: NodeImpl, child: NodeImpl | None) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-node-insertbefore: pre-insert ``new`` into ``node``
    before ``child``."""
    return pre_insert(new, node, child)


def append_child(node: NodeImpl, new: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-node-appendchild."""
    return append(new, node)


def replace_child(node: NodeImpl, new: NodeImpl, child: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-node-replacechild: replace ``child`` with ``new``
    within ``node``; returns ``child``."""
    return replace(child, new, node)


def remove_child(node: NodeImpl, child: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-node-removechild."""
    return pre_remove(child, node)


def clone_node_method(this: NodeImpl, subtree: bool = False) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-node-clonenode: clone this (with its descendants if
    ``subtree``); ``NotSupportedError`` for a shadow root."""
    if isinstance(this, ShadowRootImpl):  # 1.
        raise DOMException("ShadowRoot nodes are not clonable.", "NotSupportedError")
    return clone_node(this, None, subtree)


def is_equal_node(this: NodeImpl, other: NodeImpl | None) -> bool:
    """https://dom.spec.whatwg.org/#dom-node-isequalnode."""
    return other is not None and node_equals(this, other)


def get_root_node_method(this: NodeImpl, options: dict[str, object] | None = None) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-node-getrootnode with its ``GetRootNodeOptions``."""
    return get_root_node(this, bool(options and options.get("composed")))
