"""The ``ParentNode``, ``NonDocumentTypeChildNode`` and ``ChildNode`` mixins' steps
(https://dom.spec.whatwg.org/#interface-parentnode and the two after it): converting nodes into
a node, ``prepend``, ``append``, ``replaceChildren``, ``moveBefore``'s reference child,
``before``, ``after``, ``replaceWith``, ``remove``, and the element siblings and children.

The arguments are already converted: each item of ``nodes`` is a node or a ``str``.
"""

from __future__ import annotations

from ._creation import create_a_document_fragment, create_a_text_node
from ._mutation import (
    append,
    ensure_pre_insert_validity,
    move,
    pre_insert,
    remove,
    replace,
    replace_all,
)
from ._nodes import ELEMENT_NODE, DocumentImpl, ElementImpl, NodeImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "after",
    "before",
    "child_element_count",
    "convert_nodes_into_a_node",
    "first_element_child",
    "last_element_child",
    "move_before",
    "next_element_sibling",
    "parent_append",
    "prepend",
    "previous_element_sibling",
    "remove_child_node",
    "replace_children",
    "replace_with",
]


def convert_nodes_into_a_node(nodes: Sequence[NodeImpl | str], document: DocumentImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#converting-nodes-into-a-node: each string as a new Text
    node; one node as it is, several in a new fragment."""
    converted = [
        create_a_text_node(document, item) if isinstance(item, str) else item for item in nodes
    ]  # 1.
    if len(converted) == 1:  # 2.
        return converted[0]
    fragment = create_a_document_fragment(document)  # 3.
    for node in converted:  # 4.
        append(node, fragment)
    return fragment


def prepend(this: NodeImpl, nodes: Sequence[NodeImpl | str]) -> None:
    """https://dom.spec.whatwg.org/#dom-parentnode-prepend."""
    node = convert_nodes_into_a_node(nodes, this._node_document)
    pre_insert(node, this, this._first_child)


def parent_append(this: NodeImpl, nodes: Sequence[NodeImpl | str]) -> None:
    """https://dom.spec.whatwg.org/#dom-parentnode-append."""
    node = convert_nodes_into_a_node(nodes, this._node_document)
    append(node, this)


def replace_children(this: NodeImpl, nodes: Sequence[NodeImpl | str]) -> None:
    """https://dom.spec.whatwg.org/#dom-parentnode-replacechildren."""
    node = convert_nodes_into_a_node(nodes, this._node_document)
    children = set()
    child = this._first_child
    while child is not None:
        children.add(child)
        child = child._next_sibling
    ensure_pre_insert_validity(node, this, None, children)
    replace_all(node, this)


def move_before(this: NodeImpl, node: NodeImpl, child: NodeImpl | None) -> None:
    """https://dom.spec.whatwg.org/#dom-parentnode-movebefore."""
    reference_child = child  # 1.
    if reference_child is node:  # 2.
        reference_child = node._next_sibling
    move(node, this, reference_child)  # 3.


def _first_not_in(
    sibling: NodeImpl | None, nodes: Sequence[NodeImpl | str], forward: bool
) -> NodeImpl | None:
    """The first sibling from ``sibling`` on (following or preceding) that ``nodes`` does not
    hold (by identity)."""
    held = {id(item) for item in nodes if not isinstance(item, str)}
    while sibling is not None and id(sibling) in held:
        sibling = sibling._next_sibling if forward else sibling._previous_sibling
    return sibling


def before(this: NodeImpl, nodes: Sequence[NodeImpl | str]) -> None:
    """https://dom.spec.whatwg.org/#dom-childnode-before."""
    parent = this._parent
    if parent is None:  # 2.
        return
    viable_previous = _first_not_in(this._previous_sibling, nodes, forward=False)  # 3.
    node = convert_nodes_into_a_node(nodes, this._node_document)  # 4.
    reference = (
        parent._first_child if viable_previous is None else viable_previous._next_sibling
    )  # 5.
    pre_insert(node, parent, reference)  # 6.


def after(this: NodeImpl, nodes: Sequence[NodeImpl | str]) -> None:
    """https://dom.spec.whatwg.org/#dom-childnode-after."""
    parent = this._parent
    if parent is None:
        return
    viable_next = _first_not_in(this._next_sibling, nodes, forward=True)
    node = convert_nodes_into_a_node(nodes, this._node_document)
    pre_insert(node, parent, viable_next)


def replace_with(this: NodeImpl, nodes: Sequence[NodeImpl | str]) -> None:
    """https://dom.spec.whatwg.org/#dom-childnode-replacewith."""
    parent = this._parent
    if parent is None:
        return
    viable_next = _first_not_in(this._next_sibling, nodes, forward=True)
    node = convert_nodes_into_a_node(nodes, this._node_document)
    if this._parent is parent:  # 5. (converting may have moved this into the fragment)
        replace(this, node, parent)
    else:  # 6.
        pre_insert(node, parent, viable_next)


def remove_child_node(this: NodeImpl) -> None:
    """https://dom.spec.whatwg.org/#dom-childnode-remove."""
    if this._parent is not None:
        remove(this)


def first_element_child(this: NodeImpl) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#dom-parentnode-firstelementchild."""
    child = this._first_child
    while child is not None and child._node_type != ELEMENT_NODE:
        child = child._next_sibling
    return child  # type: ignore[return-value]


def last_element_child(this: NodeImpl) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#dom-parentnode-lastelementchild."""
    child = this._last_child
    while child is not None and child._node_type != ELEMENT_NODE:
        child = child._previous_sibling
    return child  # type: ignore[return-value]


def child_element_count(this: NodeImpl) -> int:
    """https://dom.spec.whatwg.org/#dom-parentnode-childelementcount."""
    count = 0
    child = this._first_child
    while child is not None:
        count += child._node_type == ELEMENT_NODE
        child = child._next_sibling
    return count


def previous_element_sibling(this: NodeImpl) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#dom-nondocumenttypechildnode-previouselementsibling."""
    sibling = this._previous_sibling
    while sibling is not None and sibling._node_type != ELEMENT_NODE:
        sibling = sibling._previous_sibling
    return sibling  # type: ignore[return-value]


def next_element_sibling(this: NodeImpl) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#dom-nondocumenttypechildnode-nextelementsibling."""
    sibling = this._next_sibling
    while sibling is not None and sibling._node_type != ELEMENT_NODE:
        sibling = sibling._next_sibling
    return sibling  # type: ignore[return-value]
