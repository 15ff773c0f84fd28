"""The thirteen axes (https://www.w3.org/TR/xpath-10/#axes) over webapi's DOM, each a list of
nodes in the axis's order (document order for forward axes, reverse document order for
``ancestor``, ``ancestor-or-self``, ``preceding`` and ``preceding-sibling``), by loops over the
tree's links (no recursion, whatever the depth); and document order itself
(https://www.w3.org/TR/xpath-10/#dt-document-order: an element before its attributes, its
attributes before its children). The ``namespace`` axis is empty, as in Chromium.
"""

from __future__ import annotations

from typing import Any

from webapi.dom.engine import (
    ATTRIBUTE_NODE,
    ELEMENT_NODE,
    NodeImpl,
    attribute_element,
    attribute_list,
)

__all__ = ["REVERSE_AXES", "axis_nodes", "document_order_index", "parent_of"]

REVERSE_AXES = frozenset({"ancestor", "ancestor-or-self", "preceding", "preceding-sibling"})


def parent_of(node: NodeImpl) -> NodeImpl | None:
    """The XPath parent: an attribute's element, another node's parent."""
    if node._node_type == ATTRIBUTE_NODE:
        return attribute_element(node)  # type: ignore[arg-type]
    return node._parent


def _descendants(node: NodeImpl, into: list[NodeImpl]) -> None:
    """Append ``node``'s descendants in document order (attributes are not descendants)."""
    current: Any = node._first_child
    if current is None:
        return
    append = into.append
    while True:
        append(current)
        child = current._first_child
        if child is not None:
            current = child
            continue
        while current._next_sibling is None:
            current = current._parent
            if current is node:
                return
        current = current._next_sibling


def _following(node: NodeImpl, into: list[NodeImpl]) -> None:
    """The following axis: the nodes after ``node`` in document order but its descendants
    (for an attribute, from its element's first child on)."""
    append = into.append
    if node._node_type == ATTRIBUTE_NODE:
        element = attribute_element(node)  # type: ignore[arg-type]
        if element is None:
            return
        _descendants(element, into)
        node = element
    current: NodeImpl | None = node
    while current is not None:
        sibling = current._next_sibling
        while sibling is not None:
            append(sibling)
            _descendants(sibling, into)
            sibling = sibling._next_sibling
        current = current._parent


def _preceding(node: NodeImpl, into: list[NodeImpl]) -> None:
    """The preceding axis in reverse document order: the nodes before ``node`` but its
    ancestors (for an attribute, those of its element)."""
    if node._node_type == ATTRIBUTE_NODE:
        element = attribute_element(node)  # type: ignore[arg-type]
        if element is None:
            return
        node = element
    current: NodeImpl | None = node
    subtree: list[NodeImpl] = []
    while current is not None:
        sibling = current._previous_sibling
        while sibling is not None:
            subtree.clear()
            subtree.append(sibling)
            _descendants(sibling, subtree)
            subtree.reverse()
            into.extend(subtree)
            sibling = sibling._previous_sibling
        current = current._parent


def _attributes(node: NodeImpl) -> list[NodeImpl]:
    """The attribute axis: an element's attributes, ``xmlns`` declarations too (Chromium's
    name tests leave those out, ``attribute::node()`` has them)."""
    if node._node_type != ELEMENT_NODE or not node._attrs:  # type: ignore[attr-defined]
        return []
    return list(attribute_list(node))  # type: ignore[arg-type]


def axis_nodes(axis: str, node: NodeImpl) -> list[NodeImpl]:
    """https://www.w3.org/TR/xpath-10/#axes: the nodes of ``axis`` from ``node``, in the
    axis's order (proximity positions count in it)."""
    found: list[NodeImpl] = []
    if axis == "child":
        if node._node_type != ATTRIBUTE_NODE:
            current = node._first_child
            while current is not None:
                found.append(current)
                current = current._next_sibling
    elif axis == "descendant" or axis == "descendant-or-self":
        if axis == "descendant-or-self":
            found.append(node)
        if node._node_type != ATTRIBUTE_NODE:
            _descendants(node, found)
    elif axis == "attribute":
        return _attributes(node)
    elif axis == "self":
        found.append(node)
    elif axis == "parent":
        parent = parent_of(node)
        if parent is not None:
            found.append(parent)
    elif axis == "ancestor" or axis == "ancestor-or-self":
        ancestor = node if axis == "ancestor-or-self" else parent_of(node)
        while ancestor is not None:
            found.append(ancestor)
            ancestor = parent_of(ancestor)
    elif axis == "following-sibling" or axis == "preceding-sibling":
        if node._node_type != ATTRIBUTE_NODE:
            forward = axis == "following-sibling"
            sibling = node._next_sibling if forward else node._previous_sibling
            while sibling is not None:
                found.append(sibling)
                sibling = sibling._next_sibling if forward else sibling._previous_sibling
    elif axis == "following":
        _following(node, found)
    elif axis == "preceding":
        _preceding(node, found)
    # the namespace axis: empty
    return found


def document_order_index(root: NodeImpl) -> dict[NodeImpl, int]:
    """Every node of ``root``'s tree but attributes to its place in document order: the key
    that sorts a node-set (an attribute sorts by its element's place, then its own in the
    element's attribute list)."""
    nodes: list[NodeImpl] = [root]
    _descendants(root, nodes)
    return {node: index for index, node in enumerate(nodes)}
