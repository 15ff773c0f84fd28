"""The steps of the DOM's mutation algorithms that keep live ranges
(https://dom.spec.whatwg.org/#concept-live-range) in place as their trees change: insert's step
5, the live range pre-remove steps, replace data's steps 8 to 11, split a Text node's steps 7.2
to 7.5 and ``normalize()``'s step 6.

A document keeps the live ranges whose boundary points are in its trees in a weak set
(``DocumentImpl._live_ranges``, None until its first range): a mutation of a document that
never had a range pays one attribute test (the callers test ``_live_ranges`` before calling),
and a range nobody holds any more is forgotten. A range's two boundary points are always in
one tree, so in one document: setting a boundary point (``_ranges``) and adopting a node into
another document (:func:`live_ranges_adopted`) move a range to its document's set.

These steps only move boundary points: they never change a tree, so a caller may run them
while it holds its own nodes in local variables. Their cost, where a document has live ranges,
is per live range: a boundary point in the changed node's parent compares its offset with the
node's index by a walk of at most that offset over the preceding siblings (removing the first
child costs O(1) whatever the offset); a boundary point inside a removed node walks up from
it. Removing or inserting children at the end of a parent of n children while a live range
has a boundary point at that parent's end costs O(n) each: Chromium keeps the child next to a
boundary point instead of counting, which these steps, written as the Standard's, do not.
"""

from __future__ import annotations

from weakref import WeakSet

from ._nodes import TEXT_NODE
from ._tree import index, is_inclusive_ancestor, length

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from ._nodes import DocumentImpl, NodeImpl

    #: A ``_ranges.RangeImpl`` (that module is above this one: it runs the mutation
    #: algorithms, which run these steps).
    RangeImpl = Any

__all__ = [
    "live_range_insert_steps",
    "live_range_pre_remove_steps",
    "live_range_replace_data_steps",
    "live_range_split_text_steps",
    "live_ranges_adopted",
    "live_ranges_merged",
    "register_live_range",
]


def register_live_range(live_range: RangeImpl, document: DocumentImpl) -> None:
    """Keep ``live_range`` in ``document``'s set (the document of its boundary points' tree)."""
    ranges = document._live_ranges
    if ranges is None:
        ranges = document._live_ranges = WeakSet()
    ranges.add(live_range)


def _ranges(document: DocumentImpl) -> list[RangeImpl]:
    """The live ranges of ``document`` (a list: the steps below may move one to another set)."""
    ranges = document._live_ranges
    return list(ranges) if ranges else []


def _index_below(node: NodeImpl, limit: int) -> bool:
    """Whether ``node``'s index is less than ``limit`` (a boundary point's offset): a walk over
    at most ``limit`` of its preceding siblings."""
    if limit <= 0:
        return False
    allowed = limit - 1
    sibling = node._previous_sibling
    while sibling is not None:
        if not allowed:
            return False
        allowed -= 1
        sibling = sibling._previous_sibling
    return True


def live_range_insert_steps(parent: NodeImpl, child: NodeImpl, count: int) -> None:
    """https://dom.spec.whatwg.org/#concept-node-insert, step 5 (``child`` non-null; ``count``
    nodes inserted before it). "Greater than child's index" is decided by
    :func:`_index_below`, for the boundary points in ``parent`` only."""
    for live_range in _ranges(parent._node_document):
        if live_range._start_node is parent and _index_below(child, live_range._start_offset):
            live_range._start_offset += count  # 5.1.
        if live_range._end_node is parent and _index_below(child, live_range._end_offset):
            live_range._end_offset += count  # 5.2.


def live_range_pre_remove_steps(node: NodeImpl) -> None:
    """https://dom.spec.whatwg.org/#live-range-pre-remove-steps (node's index is counted only
    for a boundary point in ``node``, and compared by :func:`_index_below` for one in its
    parent)."""
    parent = node._parent  # 1.
    assert parent is not None  # 2.
    node_index = -1  # 3. (counted when first needed)
    for live_range in _ranges(node._node_document):
        start_node = live_range._start_node
        if start_node is parent:
            if _index_below(node, live_range._start_offset):  # 6.
                live_range._start_offset -= 1
        elif is_inclusive_ancestor(node, start_node):  # 4.
            if node_index < 0:
                node_index = index(node)
            live_range._start_node, live_range._start_offset = parent, node_index
        end_node = live_range._end_node
        if end_node is parent:
            if _index_below(node, live_range._end_offset):  # 7.
                live_range._end_offset -= 1
        elif is_inclusive_ancestor(node, end_node):  # 5.
            if node_index < 0:
                node_index = index(node)
            live_range._end_node, live_range._end_offset = parent, node_index


def live_range_replace_data_steps(node: NodeImpl, offset: int, count: int, added: int) -> None:
    """https://dom.spec.whatwg.org/#concept-cd-replace, steps 8 to 11 (``added``: the new
    data's length in code units)."""
    end = offset + count
    for live_range in _ranges(node._node_document):
        if live_range._start_node is node:
            start_offset = live_range._start_offset
            if offset < start_offset <= end:  # 8.
                live_range._start_offset = offset
            elif start_offset > end:  # 10.
                live_range._start_offset = start_offset + added - count
        if live_range._end_node is node:
            end_offset = live_range._end_offset
            if offset < end_offset <= end:  # 9.
                live_range._end_offset = offset
            elif end_offset > end:  # 11.
                live_range._end_offset = end_offset + added - count


def live_range_split_text_steps(node: NodeImpl, new_node: NodeImpl, offset: int) -> None:
    """https://dom.spec.whatwg.org/#concept-text-split, steps 7.2 to 7.5 (``new_node`` just
    inserted after ``node``, which has a parent): "node's index plus 1" is new_node's index."""
    parent = node._parent
    for live_range in _ranges(node._node_document):
        start_node = live_range._start_node
        if start_node is node and live_range._start_offset > offset:  # 7.2.
            live_range._start_node = new_node
            live_range._start_offset -= offset
        elif start_node is parent and _index_is(new_node, live_range._start_offset):  # 7.4.
            live_range._start_offset += 1
        end_node = live_range._end_node
        if end_node is node and live_range._end_offset > offset:  # 7.3.
            live_range._end_node = new_node
            live_range._end_offset -= offset
        elif end_node is parent and _index_is(new_node, live_range._end_offset):  # 7.5.
            live_range._end_offset += 1


def _index_is(node: NodeImpl, value: int) -> bool:
    """Whether ``node``'s index is ``value`` (a walk over at most ``value + 1`` siblings)."""
    return _index_below(node, value + 1) and not _index_below(node, value)


def live_ranges_merged(node: NodeImpl, merged_length: int) -> None:
    """https://dom.spec.whatwg.org/#dom-node-normalize, step 6: the boundary points in or
    around the exclusive Text nodes after ``node`` (whose length was ``merged_length``) move
    into ``node``, which now holds their data."""
    ranges = _ranges(node._node_document)
    parent = node._parent
    in_parent = [r for r in ranges if r._start_node is parent or r._end_node is parent]
    current_index = index(node) + 1 if in_parent else -1
    current = node._next_sibling
    while current is not None and current._node_type == TEXT_NODE:  # (exclusive Text nodes)
        for live_range in ranges:
            if live_range._start_node is current:  # 6.1.
                live_range._start_node = node
                live_range._start_offset += merged_length
            elif live_range._start_node is parent and live_range._start_offset == current_index:
                live_range._start_node, live_range._start_offset = node, merged_length  # 6.3.
            if live_range._end_node is current:  # 6.2.
                live_range._end_node = node
                live_range._end_offset += merged_length
            elif live_range._end_node is parent and live_range._end_offset == current_index:
                live_range._end_node, live_range._end_offset = node, merged_length  # 6.4.
        merged_length += length(current)  # 6.5.
        current = current._next_sibling  # 6.6.
        current_index += 1


def live_ranges_adopted(node: NodeImpl, old_document: DocumentImpl) -> None:
    """After ``node`` (not in a tree of ``old_document`` any more) was adopted into another
    document: the live ranges of ``old_document`` whose boundary points are in ``node``'s tree
    move to its new document's set."""
    document = node._node_document
    old = old_document._live_ranges
    assert old is not None
    for live_range in list(old):
        if live_range._start_node._node_document is document:
            old.discard(live_range)
            register_live_range(live_range, document)
