"""The walks matching takes over a node tree (https://dom.spec.whatwg.org/#trees), by the
links the DOM's nodes have (``_parent``, ``_first_child``, ``_next_sibling``,
``_previous_sibling``; see :mod:`._matching`): loops, never recursion."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

__all__ = [
    "ELEMENT",
    "after_subtree",
    "following_element",
    "next_element",
    "parent_element",
    "previous_element",
    "subtree_elements",
]

#: https://dom.spec.whatwg.org/#dom-node-element_node
ELEMENT = 1


def parent_element(node: Any) -> Any:
    """https://dom.spec.whatwg.org/#parent-element."""
    parent = node._parent
    return parent if parent is not None and parent._node_type == ELEMENT else None


def previous_element(node: Any) -> Any:
    """https://dom.spec.whatwg.org/#dom-nondocumenttypechildnode-previouselementsibling."""
    node = node._previous_sibling
    while node is not None and node._node_type != ELEMENT:
        node = node._previous_sibling
    return node


def next_element(node: Any) -> Any:
    """https://dom.spec.whatwg.org/#dom-nondocumenttypechildnode-nextelementsibling."""
    node = node._next_sibling
    while node is not None and node._node_type != ELEMENT:
        node = node._next_sibling
    return node


def subtree_elements(root: Any) -> Iterator[Any]:
    """The element descendants of ``root`` in tree order (not ``root``)."""
    current = root._first_child
    while current is not None:
        if current._node_type == ELEMENT:
            yield current
        following = current._first_child
        if following is None:
            while current is not root:
                following = current._next_sibling
                if following is not None:
                    break
                current = current._parent
            if current is root:
                return
        current = following


def after_subtree(node: Any, root: Any) -> Any:
    """The node after ``node``'s subtree in tree order, within ``root``'s (None: ``node``'s
    subtree ends ``root``'s)."""
    while node is not root:
        following = node._next_sibling
        if following is not None:
            return following
        node = node._parent
    return None


def following_element(node: Any) -> Any:
    """The first element after ``node``'s subtree in tree order (None: none)."""
    while node is not None:
        sibling = node._next_sibling
        while sibling is not None and sibling._node_type != ELEMENT:
            sibling = sibling._next_sibling
        if sibling is not None:
            return sibling
        node = node._parent
    return None
