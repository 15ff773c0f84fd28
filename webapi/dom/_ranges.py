"""Ranges (https://dom.spec.whatwg.org/#ranges): boundary points and their position, the
``AbstractRange``, ``StaticRange`` and ``Range`` (live range) interfaces, and
``document.createRange()``.

A live range is kept in its document's weak set of live ranges (:mod:`._live_ranges`), whose
steps the mutation algorithms run to keep its boundary points in place; a ``StaticRange`` is in
no set and never moves.

The Standard's "extract" and "clone the contents" of a live range recurse, once per ancestor
between a boundary point and the range's common ancestor; here they are loops over those
ancestors (a range in a 200,000-deep tree is extracted like any other), doing the Standard's
steps in its order. A subrange of the Standard is a new live range that nothing can see, and
its fragment is appended to a new node at once: the loops append to that node directly. Every
walk is over the nodes' links, and the common ancestor is found from the ancestor chains of the
two boundary points (linear in the depth).
"""

from __future__ import annotations

from typing import Any, ClassVar

from ._character_data import replace_data, split_text, substring_data
from ._creation import associated_document, create_a_document_fragment
from ._event import new_object
from ._exception import DOMException
from ._live_ranges import register_live_range
from ._mutation import append, ensure_pre_insert_validity, pre_insert, remove, replace_all
from ._node import clone_node
from ._nodes import (
    ATTRIBUTE_NODE,
    COMMENT_NODE,
    DOCUMENT_FRAGMENT_NODE,
    DOCUMENT_NODE,
    DOCUMENT_TYPE_NODE,
    PROCESSING_INSTRUCTION_NODE,
    CharacterDataImpl,
    TextImpl,
)
from ._tree import following_in_tree_order, index, length, root

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping

    from ._nodes import DocumentFragmentImpl, DocumentImpl, NodeImpl

__all__ = [
    "AFTER",
    "BEFORE",
    "EQUAL",
    "AbstractRangeImpl",
    "RangeImpl",
    "StaticRangeImpl",
    "collapsed",
    "common_ancestor_container",
    "construct_range",
    "construct_static_range",
    "create_range",
    "position",
]

#: The position of a boundary point relative to another.
BEFORE = -1
EQUAL = 0
AFTER = 1


def _sibling_precedes(a: NodeImpl, b: NodeImpl) -> bool:
    """Whether the sibling ``a`` comes before the sibling ``b``."""
    sibling = a._next_sibling
    while sibling is not None:
        if sibling is b:
            return True
        sibling = sibling._next_sibling
    return False


def position(node_a: NodeImpl, offset_a: int, node_b: NodeImpl, offset_b: int) -> int:
    """https://dom.spec.whatwg.org/#concept-range-bp-position: the position of the boundary
    point (``node_a``, ``offset_a``) relative to (``node_b``, ``offset_b``), two boundary points
    of one tree: :data:`BEFORE`, :data:`EQUAL` or :data:`AFTER`."""
    if node_a is node_b:  # 2.
        return EQUAL if offset_a == offset_b else BEFORE if offset_a < offset_b else AFTER
    depth_a = _depth(node_a)
    depth_b = _depth(node_b)
    a: Any = node_a
    b: Any = node_b
    below_a: Any = None  # the inclusive ancestors just below where the walks meet
    below_b: Any = None
    while depth_a > depth_b:
        below_a, a = a, a._parent
        depth_a -= 1
    while depth_b > depth_a:
        below_b, b = b, b._parent
        depth_b -= 1
    if a is b:
        if below_a is None:  # 4. node_a is an ancestor of node_b
            return AFTER if index(below_b) < offset_a else BEFORE
        # 3. and 4. the other way round: node_b is an ancestor of node_a
        return BEFORE if index(below_a) < offset_b else AFTER
    while a._parent is not b._parent:  # (one tree: they meet at the root at the latest)
        a = a._parent
        b = b._parent
    # 3., 5.: neither is an ancestor of the other: their ancestors' order among siblings
    return BEFORE if _sibling_precedes(a, b) else AFTER


class AbstractRangeImpl:
    """A range (https://dom.spec.whatwg.org/#concept-range): its start and end boundary points,
    each a node and an offset."""

    __slots__ = ("__weakref__", "_end_node", "_end_offset", "_start_node", "_start_offset")

    _start_node: NodeImpl
    _start_offset: int
    _end_node: NodeImpl
    _end_offset: int
    #: The public class of the interface, set by the generated bindings.
    _interface_class: ClassVar[type[Any]]


def collapsed(this: AbstractRangeImpl) -> bool:
    """https://dom.spec.whatwg.org/#range-collapsed (``collapsed``)."""
    return this._start_node is this._end_node and this._start_offset == this._end_offset


class StaticRangeImpl(AbstractRangeImpl):
    """A ``StaticRange`` (https://dom.spec.whatwg.org/#interface-staticrange): it does not
    follow its tree's mutations."""

    __slots__ = ()


def construct_static_range(this: StaticRangeImpl, init: Mapping[str, Any]) -> None:
    """https://dom.spec.whatwg.org/#dom-staticrange-staticrange"""
    start = init["startContainer"]
    end = init["endContainer"]
    if start._node_type in _NOT_BOUNDARY or end._node_type in _NOT_BOUNDARY:  # 1.
        raise DOMException(
            "A StaticRange's container cannot be a DocumentType or an Attr.",
            "InvalidNodeTypeError",
        )
    this._start_node, this._start_offset = start, init["startOffset"]  # 2.
    this._end_node, this._end_offset = end, init["endOffset"]


_NOT_BOUNDARY = (DOCUMENT_TYPE_NODE, ATTRIBUTE_NODE)
_INSERT_REFUSED = (PROCESSING_INSTRUCTION_NODE, COMMENT_NODE)
_NOT_NEW_PARENT = (DOCUMENT_NODE, DOCUMENT_TYPE_NODE, DOCUMENT_FRAGMENT_NODE)


def _invalid_node_type(message: str) -> DOMException:
    return DOMException(message, "InvalidNodeTypeError")


def _check_point(node: NodeImpl, offset: int) -> None:
    """The doctype and length checks that setting a boundary point and the point methods
    share."""
    if node._node_type == DOCUMENT_TYPE_NODE:
        raise _invalid_node_type("A range's boundary point cannot be in a DocumentType.")
    node_length = length(node)
    if offset > node_length:
        raise DOMException(
            f"The offset {offset} is larger than the node's length ({node_length}).",
            "IndexSizeError",
        )


class RangeImpl(AbstractRangeImpl):
    """A live range (https://dom.spec.whatwg.org/#concept-live-range), kept in its document's
    set of live ranges."""

    __slots__ = ()

    def _set(self, node: NodeImpl, offset: int, end_node: NodeImpl, end_offset: int) -> None:
        """Set the start to (``node``, ``offset``) and the end to (``end_node``,
        ``end_offset``), in one tree, moving the range to that tree's document's set."""
        old_document = self._start_node._node_document
        self._start_node, self._start_offset = node, offset
        self._end_node, self._end_offset = end_node, end_offset
        document = node._node_document
        if document is not old_document:
            ranges = old_document._live_ranges
            if ranges is not None:
                ranges.discard(self)
            register_live_range(self, document)

    def _set_the_start_or_end(self, node: NodeImpl, offset: int, start: bool) -> None:
        """https://dom.spec.whatwg.org/#concept-range-bp-set"""
        _check_point(node, offset)  # 1.-2.
        other_root = root(self._start_node) is not root(node)
        if start:  # 4.
            if other_root or position(node, offset, self._end_node, self._end_offset) == AFTER:
                self._set(node, offset, node, offset)
            else:
                self._set(node, offset, self._end_node, self._end_offset)
        elif other_root or position(node, offset, self._start_node, self._start_offset) == BEFORE:
            self._set(node, offset, node, offset)
        else:
            self._set(self._start_node, self._start_offset, node, offset)

    def _set_start(self, node: NodeImpl, offset: int) -> None:
        """https://dom.spec.whatwg.org/#dom-range-setstart"""
        self._set_the_start_or_end(node, offset, True)

    def _set_end(self, node: NodeImpl, offset: int) -> None:
        """https://dom.spec.whatwg.org/#dom-range-setend"""
        self._set_the_start_or_end(node, offset, False)

    def _parent_of(self, node: NodeImpl) -> NodeImpl:
        parent = node._parent
        if parent is None:
            raise _invalid_node_type("The node has no parent.")
        return parent

    def _set_start_before(self, node: NodeImpl) -> None:
        """https://dom.spec.whatwg.org/#dom-range-setstartbefore"""
        self._set_the_start_or_end(self._parent_of(node), index(node), True)

    def _set_start_after(self, node: NodeImpl) -> None:
        """https://dom.spec.whatwg.org/#dom-range-setstartafter"""
        self._set_the_start_or_end(self._parent_of(node), index(node) + 1, True)

    def _set_end_before(self, node: NodeImpl) -> None:
        """https://dom.spec.whatwg.org/#dom-range-setendbefore"""
        self._set_the_start_or_end(self._parent_of(node), index(node), False)

    def _set_end_after(self, node: NodeImpl) -> None:
        """https://dom.spec.whatwg.org/#dom-range-setendafter"""
        self._set_the_start_or_end(self._parent_of(node), index(node) + 1, False)

    def _collapse(self, to_start: bool = False) -> None:
        """https://dom.spec.whatwg.org/#dom-range-collapse"""
        if to_start:
            self._end_node, self._end_offset = self._start_node, self._start_offset
        else:
            self._start_node, self._start_offset = self._end_node, self._end_offset

    def _select_node(self, node: NodeImpl) -> None:
        """https://dom.spec.whatwg.org/#concept-range-select"""
        parent = self._parent_of(node)  # 1.-2.
        node_index = index(node)  # 3.
        self._set(parent, node_index, parent, node_index + 1)  # 4.-5.

    def _select_node_contents(self, node: NodeImpl) -> None:
        """https://dom.spec.whatwg.org/#dom-range-selectnodecontents"""
        if node._node_type == DOCUMENT_TYPE_NODE:  # 1.
            raise _invalid_node_type("A DocumentType's contents cannot be selected.")
        self._set(node, 0, node, length(node))  # 2.-4.

    def _compare_boundary_points(self, how: int, source_range: RangeImpl) -> int:
        """https://dom.spec.whatwg.org/#dom-range-compareboundarypoints"""
        if how not in (0, 1, 2, 3):  # 1.
            raise DOMException(
                f"The comparison method {how} is not one of START_TO_START, START_TO_END, "
                "END_TO_END and END_TO_START.",
                "NotSupportedError",
            )
        if root(self._start_node) is not root(source_range._start_node):  # 2.
            raise DOMException("The two ranges are in different trees.", "WrongDocumentError")
        if how == 0:  # START_TO_START  # 3.-4.
            points = (self._start_node, self._start_offset)
            source = (source_range._start_node, source_range._start_offset)
        elif how == 1:  # START_TO_END
            points = (self._end_node, self._end_offset)
            source = (source_range._start_node, source_range._start_offset)
        elif how == 2:  # END_TO_END
            points = (self._end_node, self._end_offset)
            source = (source_range._end_node, source_range._end_offset)
        else:  # END_TO_START
            points = (self._start_node, self._start_offset)
            source = (source_range._end_node, source_range._end_offset)
        return position(*points, *source)  # 5.

    def _delete_contents(self) -> None:
        """https://dom.spec.whatwg.org/#dom-range-deletecontents"""
        if collapsed(self):  # 1.
            return
        start_node, start_offset = self._start_node, self._start_offset  # 2.
        end_node, end_offset = self._end_node, self._end_offset
        if start_node is end_node and isinstance(start_node, CharacterDataImpl):  # 3.
            replace_data(start_node, start_offset, end_offset - start_offset, "")
            return
        common, start_chain, end_chain = _common_ancestor(start_node, end_node)
        nodes_to_remove = list(  # 4.
            _contained_tops(self, common, start_chain, end_chain)
        )
        if not start_chain:  # 5.-6. (the start node is the common ancestor)
            new_node, new_offset = start_node, start_offset
        else:
            new_node, new_offset = common, index(start_chain[-1]) + 1
        self._set(new_node, new_offset, new_node, new_offset)  # 7.
        if isinstance(start_node, CharacterDataImpl):  # 8.
            replace_data(start_node, start_offset, length(start_node) - start_offset, "")
        for node in nodes_to_remove:  # 9.
            remove(node)
        if isinstance(end_node, CharacterDataImpl):  # 10.
            replace_data(end_node, 0, end_offset, "")

    def _extract_contents(self) -> DocumentFragmentImpl:
        """https://dom.spec.whatwg.org/#dom-range-extractcontents"""
        return _contents(self, True)

    def _clone_contents(self) -> DocumentFragmentImpl:
        """https://dom.spec.whatwg.org/#dom-range-clonecontents"""
        return _contents(self, False)

    def _insert_node(self, node: NodeImpl) -> None:
        """https://dom.spec.whatwg.org/#dom-range-insertnode"""
        insert_into_range(node, self)

    def _surround_contents(self, new_parent: NodeImpl) -> None:
        """https://dom.spec.whatwg.org/#dom-range-surroundcontents"""
        _, start_chain, end_chain = _common_ancestor(self._start_node, self._end_node)
        for partial in (*start_chain, *end_chain):  # 1.
            if not isinstance(partial, TextImpl):
                raise DOMException(
                    "The range partially contains a node other than a Text node.",
                    "InvalidStateError",
                )
        if new_parent._node_type in _NOT_NEW_PARENT:  # 2.
            raise _invalid_node_type(
                "A Document, DocumentType or DocumentFragment cannot surround a range."
            )
        fragment = _contents(self, True)  # 3.
        if new_parent._first_child is not None:  # 4.
            replace_all(None, new_parent)
        insert_into_range(new_parent, self)  # 5.
        append(fragment, new_parent)  # 6.
        self._select_node(new_parent)  # 7.

    def _clone_range(self) -> RangeImpl:
        """https://dom.spec.whatwg.org/#dom-range-clonerange"""
        return _new_live_range(
            self._start_node, self._start_offset, self._end_node, self._end_offset
        )

    def _detach(self) -> None:
        """https://dom.spec.whatwg.org/#dom-range-detach: nothing."""

    def _is_point_in_range(self, node: NodeImpl, offset: int) -> bool:
        """https://dom.spec.whatwg.org/#dom-range-ispointinrange"""
        if root(node) is not root(self._start_node):  # 1.
            return False
        _check_point(node, offset)  # 2.-3.
        return not (  # 4.-5.
            position(node, offset, self._start_node, self._start_offset) == BEFORE
            or position(node, offset, self._end_node, self._end_offset) == AFTER
        )

    def _compare_point(self, node: NodeImpl, offset: int) -> int:
        """https://dom.spec.whatwg.org/#dom-range-comparepoint"""
        if root(node) is not root(self._start_node):  # 1.
            raise DOMException("The node is not in the range's tree.", "WrongDocumentError")
        _check_point(node, offset)  # 2.-3.
        if position(node, offset, self._start_node, self._start_offset) == BEFORE:  # 4.
            return -1
        if position(node, offset, self._end_node, self._end_offset) == AFTER:  # 5.
            return 1
        return 0  # 6.

    def _intersects_node(self, node: NodeImpl) -> bool:
        """https://dom.spec.whatwg.org/#dom-range-intersectsnode"""
        if root(node) is not root(self._start_node):  # 1.
            return False
        parent = node._parent  # 2.
        if parent is None:  # 3.
            return True
        offset = index(node)  # 4.
        return (  # 5.-6.
            position(parent, offset, self._end_node, self._end_offset) == BEFORE
            and position(parent, offset + 1, self._start_node, self._start_offset) == AFTER
        )

    def _to_string(self) -> str:
        """https://dom.spec.whatwg.org/#dom-range-stringifier"""
        start_node, start_offset = self._start_node, self._start_offset
        end_node, end_offset = self._end_node, self._end_offset
        if start_node is end_node and isinstance(start_node, TextImpl):  # 2.
            return substring_data(start_node, start_offset, end_offset - start_offset)
        parts = []  # 1.
        if isinstance(start_node, TextImpl):  # 3.
            parts.append(substring_data(start_node, start_offset, length(start_node)))
        common, start_chain, end_chain = _common_ancestor(start_node, end_node)
        for top in _contained_tops(self, common, start_chain, end_chain):  # 4.
            current: NodeImpl | None = top
            while current is not None:
                if isinstance(current, TextImpl):
                    parts.append(current._data)
                current = following_in_tree_order(current, top)
        if isinstance(end_node, TextImpl):  # 5.
            parts.append(substring_data(end_node, 0, end_offset))
        return "".join(parts)  # 6.


def common_ancestor_container(this: RangeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-range-commonancestorcontainer: the common ancestor
    (https://dom.spec.whatwg.org/#concept-range-common-ancestor)."""
    return _common_ancestor(this._start_node, this._end_node)[0]


def _common_ancestor(
    start_node: NodeImpl, end_node: NodeImpl
) -> tuple[NodeImpl, list[NodeImpl], list[NodeImpl]]:
    """The common ancestor of a range (the first inclusive ancestor of its start node that is
    an inclusive ancestor of its end node), with the start node's inclusive ancestors below it
    (from the start node up: the partially contained nodes on the start side) and the end
    node's (from the end node up)."""
    start_depth = _depth(start_node)
    end_depth = _depth(end_node)
    start_chain = []
    end_chain = []
    start: Any = start_node
    end: Any = end_node
    while start_depth > end_depth:
        start_chain.append(start)
        start = start._parent
        start_depth -= 1
    while end_depth > start_depth:
        end_chain.append(end)
        end = end._parent
        end_depth -= 1
    while start is not end:  # (one tree: they meet at the root at the latest)
        start_chain.append(start)
        end_chain.append(end)
        start = start._parent
        end = end._parent
    return start, start_chain, end_chain


def _depth(node: NodeImpl) -> int:
    """The number of the node's ancestors."""
    depth = 0
    parent = node._parent
    while parent is not None:
        depth += 1
        parent = parent._parent
    return depth


def _child_at(node: NodeImpl, offset: int) -> NodeImpl | None:
    """The child of ``node`` whose index is ``offset``, or None."""
    child = node._first_child
    while child is not None and offset:
        child = child._next_sibling
        offset -= 1
    return child


def _contained_tops(
    this: AbstractRangeImpl,
    common: NodeImpl,
    start_chain: list[NodeImpl],
    end_chain: list[NodeImpl],
) -> Iterator[NodeImpl]:
    """The nodes contained (https://dom.spec.whatwg.org/#contained) in the range whose parent is
    not, in tree order: after the start, the following siblings of each partially contained
    node from the start node up; the common ancestor's contained children; then, down to the
    end, the preceding siblings of each partially contained node and the end node's children
    before the end offset. (Their descendants are the range's other contained nodes.)"""
    start_node, start_offset = this._start_node, this._start_offset
    end_node, end_offset = this._end_node, this._end_offset
    if start_chain:
        node: NodeImpl | None = _child_at(start_node, start_offset)
        for partial in start_chain:
            while node is not None:
                yield node
                node = node._next_sibling
            node = partial._next_sibling if partial is not start_chain[-1] else None
        first = start_chain[-1]._next_sibling
    else:
        first = _child_at(start_node, start_offset)
    stop = end_chain[-1] if end_chain else _child_at(end_node, end_offset)
    while first is not None and first is not stop:
        yield first
        first = first._next_sibling
    for depth in range(len(end_chain) - 1, -1, -1):
        partial = end_chain[depth]
        limit = end_chain[depth - 1] if depth else _child_at(end_node, end_offset)
        child = partial._first_child
        while child is not None and child is not limit:
            yield child
            child = child._next_sibling


def _children_from(node: NodeImpl | None) -> list[NodeImpl]:
    """``node`` and its following siblings."""
    nodes = []
    while node is not None:
        nodes.append(node)
        node = node._next_sibling
    return nodes


def _children_before(parent: NodeImpl, limit: NodeImpl | None) -> list[NodeImpl]:
    """The children of ``parent`` before ``limit`` (None: all)."""
    nodes = []
    child = parent._first_child
    while child is not None and child is not limit:
        nodes.append(child)
        child = child._next_sibling
    return nodes


def _take(nodes: list[NodeImpl], target: NodeImpl, extract: bool) -> None:
    """Append each node (``extract``) or a clone of it with its subtree to ``target``."""
    for node in nodes:
        append(node if extract else clone_node(node, None, True), target)


def _data_clone(
    node: CharacterDataImpl, offset: int, count: int, target: NodeImpl, extract: bool
) -> None:
    """A clone of the character data ``node`` holding ``count`` code units of its data from
    ``offset``, appended to ``target``; extracting, that data is then removed from ``node``."""
    clone: Any = clone_node(node)
    replace_data(clone, 0, length(clone), substring_data(node, offset, count))
    append(clone, target)
    if extract:
        replace_data(node, offset, count, "")


def _contents(this: RangeImpl, extract: bool) -> DocumentFragmentImpl:
    """https://dom.spec.whatwg.org/#concept-range-extract (``extract``) and
    https://dom.spec.whatwg.org/#concept-range-clone, without recursion: the subranges of the
    start side are the partially contained nodes from the common ancestor's child down to the
    start node, each one's contained children appended after the deeper ones' (when the
    Standard's recursion returns); those of the end side, from the top down."""
    start_node, start_offset = this._start_node, this._start_offset
    end_node, end_offset = this._end_node, this._end_offset
    fragment = create_a_document_fragment(start_node._node_document)  # 1.
    if collapsed(this):  # 2.
        return fragment
    if start_node is end_node and isinstance(start_node, CharacterDataImpl):  # 4.
        _data_clone(start_node, start_offset, end_offset - start_offset, fragment, extract)
        return fragment
    common, start_chain, end_chain = _common_ancestor(start_node, end_node)  # 5.
    # 6.-9.: the partially contained children are start_chain[-1] and end_chain[-1]
    first = start_chain[-1]._next_sibling if start_chain else _child_at(start_node, start_offset)
    stop = end_chain[-1] if end_chain else _child_at(end_node, end_offset)
    contained_children = []  # 9.
    while first is not None and first is not stop:
        contained_children.append(first)
        first = first._next_sibling
    for child in contained_children:  # 10.
        if child._node_type == DOCUMENT_TYPE_NODE:
            raise DOMException(
                "The range contains a DocumentType, which cannot be moved or copied.",
                "HierarchyRequestError",
            )
    if extract:  # 11.-12. (extract)
        if not start_chain:
            this._set(start_node, start_offset, start_node, start_offset)
        else:
            new_offset = index(start_chain[-1]) + 1
            this._set(common, new_offset, common, new_offset)
    if start_chain:  # 13. (12. of clone)
        _start_side(start_chain, start_offset, fragment, extract)
    _take(contained_children, fragment, extract)  # 14. (13.)
    if end_chain:  # 15. (14.)
        _end_side(end_chain, end_offset, fragment, extract)
    return fragment  # 16. (15.)


def _start_side(
    chain: list[NodeImpl], start_offset: int, fragment: NodeImpl, extract: bool
) -> None:
    """The first partially contained child's step and its subranges, down the start node's
    ``chain`` (from the start node up)."""
    start_node = chain[0]
    target = fragment
    pending: list[tuple[NodeImpl, list[NodeImpl]]] = []
    for depth in range(len(chain) - 1, -1, -1):
        partial = chain[depth]
        if depth == 0 and isinstance(partial, CharacterDataImpl):
            _data_clone(partial, start_offset, length(partial) - start_offset, target, extract)
            break
        clone = clone_node(partial)
        append(clone, target)
        # the subrange (start, (partial, partial's length)): its contained children
        if depth == 0:
            contained = _children_from(_child_at(start_node, start_offset))
        else:
            contained = _children_from(chain[depth - 1]._next_sibling)
        pending.append((clone, contained))
        target = clone
    for target, contained in reversed(pending):
        _take(contained, target, extract)


def _end_side(chain: list[NodeImpl], end_offset: int, fragment: NodeImpl, extract: bool) -> None:
    """The last partially contained child's step and its subranges, down the end node's
    ``chain`` (from the end node up)."""
    end_node = chain[0]
    target = fragment
    for depth in range(len(chain) - 1, -1, -1):
        partial = chain[depth]
        if depth == 0 and isinstance(partial, CharacterDataImpl):
            _data_clone(partial, 0, end_offset, target, extract)
            return
        clone = clone_node(partial)
        append(clone, target)
        # the subrange ((partial, 0), end): its contained children
        limit = chain[depth - 1] if depth else _child_at(end_node, end_offset)
        _take(_children_before(partial, limit), clone, extract)
        target = clone


def insert_into_range(node: NodeImpl, live_range: RangeImpl) -> None:
    """https://dom.spec.whatwg.org/#concept-range-insert"""
    start_node = live_range._start_node
    if (  # 1.
        start_node._node_type in _INSERT_REFUSED
        or (isinstance(start_node, TextImpl) and start_node._parent is None)
        or start_node is node
    ):
        raise DOMException(
            "The node cannot be inserted at the range's start.", "HierarchyRequestError"
        )
    is_text = isinstance(start_node, TextImpl)
    reference: NodeImpl | None = (  # 2.-3.
        start_node if is_text else _child_at(start_node, live_range._start_offset)
    )
    parent = start_node if reference is None else reference._parent  # 4.
    assert parent is not None
    ensure_pre_insert_validity(node, parent, reference)  # 5.
    if is_text:  # 6.
        reference = split_text(start_node, live_range._start_offset)  # type: ignore[arg-type]
    if node is reference:  # 7.
        reference = reference._next_sibling
    if node._parent is not None:  # 8.
        remove(node)
    new_offset = length(parent) if reference is None else index(reference)  # 9.
    new_offset += length(node) if node._node_type == DOCUMENT_FRAGMENT_NODE else 1  # 10.
    pre_insert(node, parent, reference)  # 11.
    if collapsed(live_range):  # 12.
        live_range._set(live_range._start_node, live_range._start_offset, parent, new_offset)


def _new_live_range(
    start_node: NodeImpl, start_offset: int, end_node: NodeImpl, end_offset: int
) -> RangeImpl:
    """A new live range, kept in its document's set."""
    live_range = new_object(RangeImpl)
    live_range._start_node, live_range._start_offset = start_node, start_offset
    live_range._end_node, live_range._end_offset = end_node, end_offset
    register_live_range(live_range, start_node._node_document)
    return live_range


def construct_range(this: RangeImpl) -> None:
    """https://dom.spec.whatwg.org/#dom-range-range: start and end (the current global object's
    associated ``Document``, 0)."""
    document = associated_document()
    this._start_node = this._end_node = document
    this._start_offset = this._end_offset = 0
    register_live_range(this, document)


def create_range(this: DocumentImpl) -> RangeImpl:
    """https://dom.spec.whatwg.org/#dom-document-createrange: a new live range with (this, 0)
    as its start and end."""
    return _new_live_range(this, 0, this, 0)
