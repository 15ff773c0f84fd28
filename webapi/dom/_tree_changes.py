"""The record of a document's recent changes to its trees that the live collections read, so
that a change which cannot affect a collection leaves its view as it is (issue 73, item 13).

A document's ``_tree_version`` counts the changes to its trees' structure (insert, remove,
move). Once one of its live collections that can tell the changes apart has read its tree
(:class:`webapi.dom._collections.CollectionImpl` made ``local``), the document keeps a
:class:`TreeChanges`: one entry per change of that count, in order, each saying what the change
can affect: the identity of the parent (or, for a move, the two parents) whose children
changed, the local names of the elements in the inserted or removed subtrees, and whether one
of those elements has attributes. Found when the change is made, it costs the size of the
subtrees inserted or removed (a text node: one step) while the record is kept.

The entries are for consecutive versions: a count that moves on without an entry (the
steps that do not write one: HTML's parser, adopting a node into another document, another
package's :func:`webapi.dom.engine.document_tree_changed`) leaves a gap, and a collection
that read its tree before the gap finds it again, as it did at every change before. A change
inside a copy being made (cloning) affects no existing collection: its entry says so. The
record keeps its newest entries, as many as the nodes the largest view found since had to
look at (:func:`keep_at_least`) and 256 at least, dropping the older half when full, so a
collection that falls behind it has seen at least half as many changes as finding its view
again costs.

Parents are kept by ``id()``, never the node: the record keeps no node alive. A collection
compares them with its root's ``id()`` for the changes after it read its tree only, all made
while its root was alive (it holds it), so no other node can have had that identity then.
"""

from __future__ import annotations

from ._nodes import ELEMENT_NODE, DocumentImpl, NodeImpl
from ._tree import inclusive_descendants

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

__all__ = [
    "NO_NAMES",
    "TreeChanges",
    "changes_since",
    "keep_at_least",
    "tree_changed",
    "tree_changed_in_copy",
    "tree_changes_of",
]

#: The local names of a change that inserts or removes no element.
NO_NAMES: frozenset[str] = frozenset()
#: An entry: the ``id()`` of the parent whose children changed, of the other parent of a move
#: (0 for none), the local names of the elements inserted or removed (with their
#: descendants), and whether one of those elements has attributes.
Entry = tuple[int, int, frozenset[str], bool]
#: The entry of a change inside a copy being made (no existing node's children changed).
_IN_COPY: Entry = (0, 0, NO_NAMES, False)
#: The fewest entries a record keeps.
_SMALLEST = 256
#: The frozenset of each single local name met (most changes insert or remove one element).
_ONE_NAME: dict[str, frozenset[str]] = {}
#: How many of those are kept at most (a page may make elements of ever new names).
_ONE_NAMES_KEPT = 1_024


class TreeChanges:
    """The entries for the document's tree versions ``first`` to ``first + len(entries) -
    1``, each as :data:`Entry` says; ``cap``: how many it keeps before dropping the older
    half."""

    __slots__ = ("cap", "entries", "first")

    def __init__(self, version: int) -> None:
        self.entries: list[Entry] = []
        self.first = version + 1
        self.cap = _SMALLEST


def tree_changes_of(document: DocumentImpl) -> TreeChanges:
    """The document's record of changes, started now (its entries from the next change on)
    if it had none."""
    changes: TreeChanges | None = document._tree_changes
    if changes is None:
        changes = document._tree_changes = TreeChanges(document._tree_version)
    return changes


def keep_at_least(document: DocumentImpl, count: int) -> None:
    """Let the document's record keep ``count`` entries: a view whose finding looked at
    ``count`` nodes is found again for want of entries only after half as many changes."""
    changes: TreeChanges | None = document._tree_changes
    if changes is not None and changes.cap < count:
        changes.cap = count


def _one_name(name: str) -> frozenset[str]:
    found = _ONE_NAME.get(name)
    if found is None:
        found = frozenset((name,))
        if len(_ONE_NAME) < _ONE_NAMES_KEPT:
            _ONE_NAME[name] = found
    return found


def _summary(nodes: Sequence[NodeImpl]) -> tuple[frozenset[str], bool]:
    """The local names of the elements among ``nodes`` and their descendants, and whether one
    of them has attributes."""
    if len(nodes) == 1 and nodes[0]._first_child is None:  # (one node alone: the commonest)
        node: Any = nodes[0]
        if node._node_type != ELEMENT_NODE:
            return NO_NAMES, False
        return _one_name(node._local_name), bool(node._attrs)
    names: set[str] = set()
    attributed = False
    for top in nodes:
        for node in inclusive_descendants(top):
            if node._node_type == ELEMENT_NODE:
                names.add(node._local_name)
                if node._attrs:
                    attributed = True
    if not names:
        return NO_NAMES, False
    if len(names) == 1:
        return _one_name(next(iter(names))), attributed
    return frozenset(names), attributed


def _make_room(changes: TreeChanges, version: int) -> None:
    """Before the entry of ``version``: the entries before a gap dropped (of no use), or the
    older half of a full record."""
    entries = changes.entries
    if changes.first + len(entries) != version:
        entries.clear()
        changes.first = version
    elif len(entries) >= changes.cap:
        del entries[: len(entries) // 2]
        changes.first = version - len(entries)


def tree_changed(
    document: DocumentImpl,
    parent: NodeImpl,
    nodes: Sequence[NodeImpl],
    other_parent: NodeImpl | None = None,
) -> None:
    """The document's tree version just moved on for ``nodes`` inserted into or removed from
    ``parent`` (moved from ``parent`` to ``other_parent``): its entry, if the document keeps
    a record."""
    changes: TreeChanges | None = document._tree_changes
    if changes is None:
        return
    names, attributed = _summary(nodes)
    version = document._tree_version
    entries = changes.entries
    if changes.first + len(entries) != version or len(entries) >= changes.cap:
        _make_room(changes, version)
    other = 0 if other_parent is None else id(other_parent)
    entries.append((id(parent), other, names, attributed))


def tree_changed_in_copy(document: DocumentImpl) -> None:
    """The document's tree version just moved on for a change inside a copy being made (its
    nodes new: no existing collection holds or is rooted in one)."""
    changes: TreeChanges | None = document._tree_changes
    if changes is not None:
        _make_room(changes, document._tree_version)
        changes.entries.append(_IN_COPY)


def changes_since(document: DocumentImpl, version: int) -> list[Entry] | None:
    """The entries of the changes after tree version ``version`` up to the document's current
    one, or None if the record does not have them all."""
    changes: TreeChanges | None = document._tree_changes
    if changes is None:
        return None
    entries = changes.entries
    first = changes.first
    if first > version + 1 or first + len(entries) - 1 != document._tree_version:
        return None
    return entries[version + 1 - first :]
