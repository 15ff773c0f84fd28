"""Trees (https://dom.spec.whatwg.org/#trees) over the nodes of :mod:`._nodes`: root,
ancestors, descendants in tree order, siblings, index, preceding and following, a node's
length (https://dom.spec.whatwg.org/#concept-node-length) and its parent element (a document's
document element is ``_nodes.document_element``).

Every walk is a loop over the nodes' links, never a recursion: a tree may be deeper than
Python's recursion limit. Tree order (preorder, depth first) from a node is: its first child,
else its next sibling, else the next sibling of its nearest ancestor that has one, stopping at
the walk's root.
"""

from __future__ import annotations

import re

from ._nodes import (
    ATTRIBUTE_NODE,
    DOCUMENT_NODE,
    DOCUMENT_TYPE_NODE,
    HOST_CLASSES,
    CharacterDataImpl,
    DocumentFragmentImpl,
    ElementImpl,
    NodeImpl,
    ShadowRootImpl,
)
from ._shadow_state import SHADOW_ROOTS_MADE, is_shadow_host

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = [
    "astral_positions",
    "children",
    "children_list",
    "descendants",
    "following_in_tree_order",
    "has_child_of_type",
    "inclusive_ancestors",
    "inclusive_descendants",
    "index",
    "is_connected",
    "is_following",
    "is_host_including_inclusive_ancestor",
    "is_inclusive_ancestor",
    "is_preceding",
    "length",
    "parent_element",
    "root",
    "shadow_including_root",
    "utf16_length",
]


def root(node: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#concept-tree-root: the node itself if its parent is null,
    else its parent's root."""
    parent = node._parent
    while parent is not None:
        node = parent
        parent = node._parent
    return node


def is_connected(node: NodeImpl) -> bool:
    """https://dom.spec.whatwg.org/#connected: the node's shadow-including root is a
    document (a shadow root's tree is connected where its host is)."""
    while True:
        parent = node._parent
        while parent is not None:
            node = parent
            parent = node._parent
        if node._node_type == DOCUMENT_NODE:
            return True
        if not isinstance(node, ShadowRootImpl):
            return False
        node = node._host  # type: ignore[assignment]


def shadow_including_root(node: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#concept-shadow-including-root: the node's root, or, where
    that is a shadow root, its host's shadow-including root."""
    while True:
        while node._parent is not None:
            node = node._parent
        if isinstance(node, ShadowRootImpl):
            node = node._host  # type: ignore[assignment]
            continue
        return node


def parent_element(node: NodeImpl) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#parent-element: the parent if it is an element, else
    None (``parentElement``)."""
    parent = node._parent
    return parent if isinstance(parent, ElementImpl) else None


def inclusive_ancestors(node: NodeImpl) -> Iterator[NodeImpl]:
    """https://dom.spec.whatwg.org/#concept-tree-inclusive-ancestor: the node, its parent, and
    so on up to the root."""
    current: NodeImpl | None = node
    while current is not None:
        yield current
        current = current._parent


def is_inclusive_ancestor(a: NodeImpl, b: NodeImpl) -> bool:
    """Whether ``a`` is an inclusive ancestor of ``b``."""
    current: NodeImpl | None = b
    while current is not None:
        if current is a:
            return True
        current = current._parent
    return False


def is_host_including_inclusive_ancestor(a: NodeImpl, b: NodeImpl) -> bool:
    """https://dom.spec.whatwg.org/#concept-tree-host-including-inclusive-ancestor: ``a`` is an
    inclusive ancestor of ``b``, or ``b``'s root has a non-null host (a ``template``'s contents)
    and ``a`` is a host-including inclusive ancestor of that host.

    A node with no children that is no template's contents' host (its class is not in
    ``HOST_CLASSES``) nor a shadow host is an inclusive ancestor of itself alone: the answer
    costs no walk (appending to the deepest node of a tree stays O(1)); otherwise the walk is
    from ``b`` up."""
    if (
        a._first_child is None
        and type(a) not in HOST_CLASSES
        and not (SHADOW_ROOTS_MADE[0] and is_shadow_host(a))
    ):
        return a is b
    current: NodeImpl | None = b
    while current is not None:
        top = current
        while current is not None:
            if current is a:
                return True
            top = current
            current = current._parent
        current = top._host if isinstance(top, DocumentFragmentImpl) else None
    return False


def children(node: NodeImpl) -> Iterator[NodeImpl]:
    """The node's children, in order (a child removed while the iteration is at it ends the
    iteration: take a list first to change the children)."""
    child = node._first_child
    while child is not None:
        yield child
        child = child._next_sibling


def children_list(node: NodeImpl) -> list[NodeImpl]:
    """``node``'s children, as a list (to change the children while going over them)."""
    result = []
    child = node._first_child
    while child is not None:
        result.append(child)
        child = child._next_sibling
    return result


def has_child_of_type(node: NodeImpl, node_type: int) -> bool:
    """Whether a child of ``node`` has the ``nodeType`` ``node_type``."""
    child = node._first_child
    while child is not None:
        if child._node_type == node_type:
            return True
        child = child._next_sibling
    return False


def following_in_tree_order(node: NodeImpl, stop: NodeImpl | None) -> NodeImpl | None:
    """The node after ``node`` in tree order within the inclusive descendants of ``stop`` (None:
    the whole tree), or None past the last."""
    child = node._first_child
    if child is not None:
        return child
    current: NodeImpl | None = node
    while current is not None and current is not stop:
        sibling = current._next_sibling
        if sibling is not None:
            return sibling
        current = current._parent
    return None


def descendants(node: NodeImpl) -> Iterator[NodeImpl]:
    """https://dom.spec.whatwg.org/#concept-tree-descendant: the node's descendants in tree
    order (the tree must not change during the iteration)."""
    # (following_in_tree_order's steps, in the loop: a call a node costs as much as the step)
    current = node._first_child
    while current is not None:
        yield current
        following = current._first_child
        while following is None and current is not node:
            following = current._next_sibling
            if following is None:
                current = current._parent
                if current is None:
                    return
        if following is None:
            return
        current = following


def inclusive_descendants(node: NodeImpl) -> Iterator[NodeImpl]:
    """The node, then its descendants in tree order."""
    yield node
    yield from descendants(node)


def index(node: NodeImpl) -> int:
    """https://dom.spec.whatwg.org/#concept-tree-index: the number of the node's preceding
    siblings."""
    count = 0
    sibling = node._previous_sibling
    while sibling is not None:
        count += 1
        sibling = sibling._previous_sibling
    return count


def _ancestor_chain(node: NodeImpl) -> list[NodeImpl]:
    """The node's inclusive ancestors, root first."""
    chain = list(inclusive_ancestors(node))
    chain.reverse()
    return chain


def is_preceding(a: NodeImpl, b: NodeImpl) -> bool:
    """https://dom.spec.whatwg.org/#concept-tree-preceding: ``a`` and ``b`` are in the same
    tree and ``a`` comes before ``b`` in tree order."""
    if a is b:
        return False
    chain_a = _ancestor_chain(a)
    chain_b = _ancestor_chain(b)
    if chain_a[0] is not chain_b[0]:
        return False
    depth = 0
    limit = min(len(chain_a), len(chain_b))
    while depth < limit and chain_a[depth] is chain_b[depth]:
        depth += 1
    if depth == len(chain_a):  # a is an ancestor of b: a comes first
        return True
    if depth == len(chain_b):  # b is an ancestor of a
        return False
    # chain_a[depth] and chain_b[depth] are siblings: which comes first? (a step from each in
    # turn: the one whose steps meet the other, or the other's that meet the end first, comes
    # first, so the cost is the shorter of the distance and the last one's way to the end)
    first: NodeImpl | None = chain_a[depth]
    second: NodeImpl | None = chain_b[depth]
    start_a = first
    start_b = second
    while True:
        first = first._next_sibling  # type: ignore[union-attr]
        if first is start_b:
            return True
        second = second._next_sibling  # type: ignore[union-attr]
        if second is None or second is start_a:
            return second is None
        if first is None:
            return False


def is_following(a: NodeImpl, b: NodeImpl) -> bool:
    """https://dom.spec.whatwg.org/#concept-tree-following: ``a`` and ``b`` are in the same
    tree and ``a`` comes after ``b`` in tree order."""
    return is_preceding(b, a)


def length(node: NodeImpl) -> int:
    """https://dom.spec.whatwg.org/#concept-node-length: 0 for a doctype or an attribute, the
    data's length for character data (in UTF-16 code units, as JavaScript counts), else the
    number of children."""
    node_type = node._node_type
    if node_type in (DOCUMENT_TYPE_NODE, ATTRIBUTE_NODE):
        return 0
    if isinstance(node, CharacterDataImpl):
        return utf16_length(node._data)
    count = 0
    child = node._first_child
    while child is not None:
        count += 1
        child = child._next_sibling
    return count


def utf16_length(text: str) -> int:
    """The length of ``text`` in UTF-16 code units (a code point above U+FFFF counts 2), which
    is what the DOM's offsets and lengths count (:func:`astral_positions`: no walk of a string
    seen lately)."""
    if text.isascii():
        return len(text)
    return len(text) + len(astral_positions(text))


#: A code point above U+FFFF (two UTF-16 code units).
_ASTRAL = re.compile("[\U00010000-\U0010ffff]")
#: :func:`astral_positions` of the last few non-ASCII strings of more than 32 code points, by
#: the string's identity (``id``; the entry holds the string, so no other string has that id
#: while it is kept): a lookup is one int's hash, never a comparison of the data, whether or
#: not an equal string is kept (a string equal to a kept one but not it is a new entry).
_ASTRAL_POSITIONS: dict[int, tuple[str, tuple[int, ...]]] = {}
_CACHED = 32


def astral_positions(text: str) -> tuple[int, ...]:
    """The indices in ``text`` of its code points above U+FFFF, in order: empty (allocating
    nothing) for an ASCII string, found by one scan per string and kept for the last
    :data:`_CACHED` long strings, so that a character data node's UTF-16 offsets
    (https://dom.spec.whatwg.org/#concept-cd) cost a lookup per operation, not a conversion
    of its data."""
    if text.isascii():
        return ()
    kept = _ASTRAL_POSITIONS.get(id(text))
    if kept is not None:
        return kept[1]
    found = tuple(match.start() for match in _ASTRAL.finditer(text))
    if len(text) > 32:
        if len(_ASTRAL_POSITIONS) >= _CACHED:
            del _ASTRAL_POSITIONS[next(iter(_ASTRAL_POSITIONS))]
        _ASTRAL_POSITIONS[id(text)] = (text, found)
    return found
