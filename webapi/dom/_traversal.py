"""Traversal (https://dom.spec.whatwg.org/#traversal): ``NodeIterator``, ``TreeWalker`` and
filtering a node through a ``NodeFilter``, with ``document.createNodeIterator`` and
``document.createTreeWalker``.

A ``NodeIterator`` follows its tree as nodes are removed (the NodeIterator pre-remove steps,
which the DOM's remove runs): the live iterators are kept in a weak set, so that removing a node
costs one test of that set while there are none, and an iterator nobody holds is forgotten. The
walks step through the linked children (``_first_child``, ``_next_sibling``...), never
recursing: a 200,000-deep tree is walked like any other.
"""

from __future__ import annotations

from typing import Any, ClassVar
from weakref import WeakSet

from webapi._webidl import is_coroutine, to_unsigned_short

from ._event import new_object
from ._exception import DOMException
from ._tree import following_in_tree_order, is_inclusive_ancestor

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi._webidl import UserCallback

    from ._nodes import DocumentImpl, NodeImpl

__all__ = [
    "FILTER_ACCEPT",
    "FILTER_REJECT",
    "FILTER_SKIP",
    "ITERATORS",
    "NodeIteratorImpl",
    "TreeWalkerImpl",
    "create_node_iterator",
    "create_tree_walker",
    "node_iterator_pre_remove_steps",
]

#: NodeFilter's acceptNode results (https://dom.spec.whatwg.org/#interface-nodefilter).
FILTER_ACCEPT = 1
FILTER_REJECT = 2
FILTER_SKIP = 3

#: The NodeIterator objects that exist: the DOM's remove runs their pre-remove steps.
ITERATORS: WeakSet[NodeIteratorImpl] = WeakSet()


class _TraverserImpl:
    """What a ``NodeIterator`` and a ``TreeWalker`` have: is active, root, whatToShow and
    filter (https://dom.spec.whatwg.org/#traversal)."""

    __slots__ = ("__weakref__", "_filter", "_is_active", "_root", "_what_to_show")

    _root: NodeImpl
    _what_to_show: int
    _filter: UserCallback | None
    _is_active: bool
    #: The public class of the interface, set by the generated bindings.
    _interface_class: ClassVar[type[Any]]


def filter_node(traverser: _TraverserImpl, node: NodeImpl) -> int:
    """https://dom.spec.whatwg.org/#concept-node-filter"""
    if traverser._is_active:  # 1.
        raise DOMException(
            "The filter called back into the traversal it filters for.", "InvalidStateError"
        )
    n = node._node_type - 1  # 2.
    if not traverser._what_to_show >> n & 1:  # 3.
        return FILTER_SKIP
    callback = traverser._filter
    if callback is None:  # 4.
        return FILTER_ACCEPT
    traverser._is_active = True  # 5.
    try:  # 6. (the operation's return value is converted to its IDL type, unsigned short)
        value = callback(node)
        if value is not None and is_coroutine(value):
            value.close()  # (JavaScript reads a promise as 0 and runs it; its answer is lost)
            raise TypeError(
                "NodeFilter.acceptNode returned a coroutine (an async def): a filter answers "
                "at once; pass a plain function returning NodeFilter.FILTER_ACCEPT, "
                "FILTER_REJECT or FILTER_SKIP."
            )
        result = to_unsigned_short(value, "NodeFilter.acceptNode", 0)
    finally:
        traverser._is_active = False  # 6., 7.
    return result  # 8.


def _preceding(node: NodeImpl, root: NodeImpl) -> NodeImpl | None:
    """The first node preceding ``node`` in tree order that is an inclusive descendant of
    ``root`` (``node`` is one)."""
    if node is root:
        return None
    previous = node._previous_sibling
    if previous is None:
        return node._parent
    return _last_inclusive_descendant(previous)


def _last_inclusive_descendant(node: NodeImpl) -> NodeImpl:
    while node._last_child is not None:
        node = node._last_child
    return node


class NodeIteratorImpl(_TraverserImpl):
    """https://dom.spec.whatwg.org/#interface-nodeiterator: a reference and a candidate
    reference, each a node pointer (a node and "pointer before")."""

    __slots__ = ("_candidate_reference", "_reference")

    _reference: tuple[NodeImpl, bool]
    _candidate_reference: tuple[NodeImpl, bool] | None

    @property
    def _reference_node(self) -> NodeImpl:
        return self._reference[0]

    @property
    def _pointer_before_reference_node(self) -> bool:
        return self._reference[1]

    def _next_node(self) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#dom-nodeiterator-nextnode"""
        return traverse(self, "next")

    def _previous_node(self) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#dom-nodeiterator-previousnode"""
        return traverse(self, "previous")

    def _detach(self) -> None:
        """https://dom.spec.whatwg.org/#dom-nodeiterator-detach: nothing."""


def node_iterator_pre_remove_steps(
    node_iterator: NodeIteratorImpl, to_be_removed: NodeImpl
) -> None:
    """https://dom.spec.whatwg.org/#nodeiterator-pre-removing-steps"""
    node_iterator._reference = adjust_a_node_pointer(  # 1.
        node_iterator._reference, node_iterator, to_be_removed
    )
    candidate = node_iterator._candidate_reference
    if candidate is not None:  # 2.
        node_iterator._candidate_reference = adjust_a_node_pointer(
            candidate, node_iterator, to_be_removed
        )


def adjust_a_node_pointer(
    node_pointer: tuple[NodeImpl, bool], node_iterator: NodeIteratorImpl, to_be_removed: NodeImpl
) -> tuple[NodeImpl, bool]:
    """https://dom.spec.whatwg.org/#adjust-a-node-pointer"""
    root = node_iterator._root
    if not is_inclusive_ancestor(to_be_removed, node_pointer[0]) or is_inclusive_ancestor(
        to_be_removed, root
    ):  # 1.
        return node_pointer
    if node_pointer[1]:  # 2.
        # 2.1. the first following node of to_be_removed in root, not its inclusive
        # descendant: past its subtree (the walk up stops at root)
        next_node: NodeImpl | None = None
        node: NodeImpl | None = to_be_removed
        while node is not None and node is not root:
            if node._next_sibling is not None:
                next_node = node._next_sibling
                break
            node = node._parent
        if next_node is not None:  # 2.2.
            return (next_node, True)
    previous = to_be_removed._previous_sibling  # 3.
    new_node = to_be_removed._parent if previous is None else _last_inclusive_descendant(previous)
    assert new_node is not None  # (to_be_removed has a parent: it is being removed)
    return (new_node, False)  # 4.


def traverse(iterator: NodeIteratorImpl, type: str) -> NodeImpl | None:
    """https://dom.spec.whatwg.org/#concept-nodeiterator-traverse"""
    candidate = iterator._candidate_reference = iterator._reference  # 1.
    result = None  # 2.
    root = iterator._root
    while True:  # 3.
        if type == "next":  # 3.1.
            if not candidate[1]:
                following = following_in_tree_order(candidate[0], root)
                if following is None:
                    break
                candidate = iterator._candidate_reference = (following, False)
            else:
                candidate = iterator._candidate_reference = (candidate[0], False)
        else:
            if candidate[1]:
                preceding = _preceding(candidate[0], root)
                if preceding is None:
                    break
                candidate = iterator._candidate_reference = (preceding, True)
            else:
                candidate = iterator._candidate_reference = (candidate[0], True)
        node = candidate[0]  # 3.2.
        try:
            filter_result = filter_node(iterator, node)  # 3.3.
        except BaseException:
            iterator._candidate_reference = None
            raise
        # (the filter may have removed nodes: the pre-remove steps moved the candidate)
        candidate = iterator._candidate_reference or candidate
        if filter_result == FILTER_ACCEPT:  # 3.4.
            iterator._reference = candidate
            result = node
            break
    iterator._candidate_reference = None  # 4.
    return result  # 5.


class TreeWalkerImpl(_TraverserImpl):
    """https://dom.spec.whatwg.org/#interface-treewalker: a current node. (Its methods are
    ``_walk_`` and the member's name: ``_first_child`` and the others are a node's links.)"""

    __slots__ = ("_current",)

    _current: NodeImpl

    def _walk_parent_node(self) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#dom-treewalker-parentnode"""
        node: NodeImpl | None = self._current  # 1.
        while node is not None and node is not self._root:  # 2.
            node = node._parent  # 2.1.
            if node is not None and filter_node(self, node) == FILTER_ACCEPT:  # 2.2.
                self._current = node
                return node
        return None  # 3.

    def _walk_first_child(self) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#dom-treewalker-firstchild"""
        return traverse_children(self, "first")

    def _walk_last_child(self) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#dom-treewalker-lastchild"""
        return traverse_children(self, "last")

    def _walk_next_sibling(self) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#dom-treewalker-nextsibling"""
        return traverse_siblings(self, "next")

    def _walk_previous_sibling(self) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#dom-treewalker-previoussibling"""
        return traverse_siblings(self, "previous")

    def _walk_previous_node(self) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#dom-treewalker-previousnode"""
        node = self._current  # 1.
        root = self._root
        while node is not root:  # 2.
            sibling = node._previous_sibling  # 2.1.
            while sibling is not None:  # 2.2.
                node = sibling  # 2.2.1.
                result = filter_node(self, node)  # 2.2.2.
                while result != FILTER_REJECT and node._last_child is not None:  # 2.2.3.
                    node = node._last_child
                    result = filter_node(self, node)
                if result == FILTER_ACCEPT:  # 2.2.4.
                    self._current = node
                    return node
                sibling = node._previous_sibling  # 2.2.5.
            parent = node._parent
            if node is root or parent is None:  # 2.3.
                return None
            node = parent  # 2.4.
            if filter_node(self, node) == FILTER_ACCEPT:  # 2.5.
                self._current = node
                return node
        return None  # 3.

    def _walk_next_node(self) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#dom-treewalker-nextnode"""
        node = self._current  # 1.
        result = FILTER_ACCEPT  # 2.
        root = self._root
        while True:  # 3.
            while result != FILTER_REJECT and node._first_child is not None:  # 3.1.
                node = node._first_child
                result = filter_node(self, node)
                if result == FILTER_ACCEPT:
                    self._current = node
                    return node
            sibling = None  # 3.2.
            temporary: NodeImpl | None = node  # 3.3.
            while temporary is not None:  # 3.4.
                if temporary is root:
                    return None
                sibling = temporary._next_sibling
                if sibling is not None:
                    break
                temporary = temporary._parent
            if sibling is None:  # 3.5.
                return None
            node = sibling  # 3.6.
            result = filter_node(self, node)  # 3.7.
            if result == FILTER_ACCEPT:  # 3.8.
                self._current = node
                return node


def traverse_children(walker: TreeWalkerImpl, type: str) -> NodeImpl | None:
    """https://dom.spec.whatwg.org/#concept-traverse-children"""
    first = type == "first"
    current = walker._current  # 1.
    node = current._first_child if first else current._last_child  # 2.
    while node is not None:  # 3.
        result = filter_node(walker, node)  # 3.1.
        if result == FILTER_ACCEPT:  # 3.2.
            walker._current = node
            return node
        if result == FILTER_SKIP:  # 3.3.
            child = node._first_child if first else node._last_child
            if child is not None:
                node = child
                continue
        while node is not None:  # 3.4.
            sibling = node._next_sibling if first else node._previous_sibling
            if sibling is not None:
                node = sibling
                break
            parent = node._parent
            if parent is None or parent is walker._root or parent is walker._current:
                return None
            node = parent
    return None  # 4.


def traverse_siblings(walker: TreeWalkerImpl, type: str) -> NodeImpl | None:
    """https://dom.spec.whatwg.org/#concept-traverse-siblings"""
    following = type == "next"
    node = walker._current  # 1.
    root = walker._root
    if node is root:  # 2.
        return None
    while True:  # 3.
        sibling = node._next_sibling if following else node._previous_sibling  # 3.1.
        while sibling is not None:  # 3.2.
            node = sibling
            result = filter_node(walker, node)
            if result == FILTER_ACCEPT:
                walker._current = node
                return node
            sibling = node._first_child if following else node._last_child
            if result == FILTER_REJECT or sibling is None:
                sibling = node._next_sibling if following else node._previous_sibling
        parent = node._parent  # 3.3.
        if parent is None or parent is root:  # 3.4.
            return None
        node = parent
        if filter_node(walker, node) == FILTER_ACCEPT:  # 3.5.
            return None


def create_node_iterator(
    this: DocumentImpl,
    root: NodeImpl,
    what_to_show: int = 0xFFFFFFFF,
    filter: UserCallback | None = None,
) -> NodeIteratorImpl:
    """https://dom.spec.whatwg.org/#dom-document-createnodeiterator"""
    iterator = new_object(NodeIteratorImpl)  # 1.
    iterator._is_active = False
    iterator._candidate_reference = None
    iterator._root = root  # 2.
    iterator._reference = (root, True)  # 3.
    iterator._what_to_show = what_to_show  # 4.
    iterator._filter = filter  # 5.
    ITERATORS.add(iterator)
    return iterator  # 6.


def create_tree_walker(
    this: DocumentImpl,
    root: NodeImpl,
    what_to_show: int = 0xFFFFFFFF,
    filter: UserCallback | None = None,
) -> TreeWalkerImpl:
    """https://dom.spec.whatwg.org/#dom-document-createtreewalker"""
    walker = new_object(TreeWalkerImpl)  # 1.
    walker._is_active = False
    walker._root = walker._current = root  # 2.
    walker._what_to_show = what_to_show  # 3.
    walker._filter = filter  # 4.
    return walker  # 5.
