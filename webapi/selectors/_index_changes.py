"""A document's element index (:mod:`._index`) kept through the changes of its tree, as
browsers keep their per-tree maps: an insertion puts the inserted elements into the index's
lists at their places, a removal takes them out, instead of the index being made again at the
next queries (issue 77 item 1: a ``querySelectorAll`` after each change walked the tree).

The DOM calls :func:`tree_inserted` and :func:`tree_removed` after its "insert" and "remove"
steps (https://dom.spec.whatwg.org/#concept-node-insert,
https://dom.spec.whatwg.org/#concept-node-remove) have counted the change (the document's
``_tree_version``), with the count the tree had before them. The index is kept when it was for
that count and the change is the only one since (a step run within the change that changed the
tree again leaves the index for a count that is gone: made again at the next query, as any
other change of the tree leaves it, a move among them). Kept, it is for the new count.

What changes costs: the inserted or removed subtree's elements, a look-up of each list they
join or leave (by local name, by class, by attribute name: a binary search by position in
tree order), and the positions of the elements after them (one update of the dictionary).
The index's other tables (``:nth-*`` numbers, ``:has()`` ancestors, the first classes found
without the class map) are for a state of the tree: they are dropped. An index not queried
since :data:`_KEPT_UNQUERIED` changes is dropped instead (a build of many changes without a
query pays nothing per change after that: the next query makes the index again).
"""

from __future__ import annotations

from bisect import bisect_left

from ._html_state import attribute
from ._index import _INDEX, _LOWER, TreeIndex, _tokens
from ._tree import ELEMENT, following_element

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["tree_inserted", "tree_removed"]

#: How many changes in a row an index is kept through without a query between them.
_KEPT_UNQUERIED = 8


def tree_inserted(document: Any, nodes: list[Any], parent: Any, before: int) -> None:
    """``nodes`` (consecutive children of ``parent``, in order) were inserted, the tree of
    ``document`` at count ``before`` until then: their elements join the index."""
    index = _kept(document, before)
    if index is None:
        return
    if _connected(parent, document):
        added: list[Any] = []
        for node in nodes:
            _inclusive_elements(node, added)
        if added:
            following = following_element(nodes[-1])
            positions = index.positions()
            at = len(index.elements) if following is None else positions.get(following)
            if at is None:
                del document._cache[_INDEX]
                return
            _insert(index, document, added, at, positions.__getitem__)
            index.changed()
            _renumbered(index, positions, at)
    document._cache[_INDEX] = (document._tree_version, index)


def tree_removed(document: Any, node: Any, parent: Any, before: int) -> None:
    """``node`` was removed from ``parent``, the tree of ``document`` at count ``before``
    until then: its elements leave the index."""
    index = _kept(document, before)
    if index is None:
        return
    if node._node_type == ELEMENT and _connected(parent, document):
        positions = index.positions()
        at = positions.get(node)
        removed: list[Any] = []
        _inclusive_elements(node, removed)
        end = len(removed) if at is None else at + len(removed)
        if at is None or index.elements[at:end] != removed:
            del document._cache[_INDEX]
            return
        _remove(index, document, removed, at, positions.__getitem__)
        index.changed()
        for element in removed:
            del positions[element]
        _renumbered(index, positions, at)
    document._cache[_INDEX] = (document._tree_version, index)


def _renumbered(index: TreeIndex, positions: dict[Any, int], at: int) -> None:
    """Give the index ``positions`` again, the elements from ``at`` on numbered anew (one
    update of the dictionary: the elements before ``at`` kept theirs)."""
    elements = index.elements
    positions.update(zip(elements[at:], range(at, len(elements)), strict=True))
    index._positions = positions


def _kept(document: Any, before: int) -> TreeIndex | None:
    """The document's index, where it is for count ``before`` and the change just counted is
    the only one since, and it has been queried within :data:`_KEPT_UNQUERIED` changes
    (counted here); else None, the index dropped where there is one."""
    cache = document._cache
    if cache is None:
        return None
    entry = cache.get(_INDEX)
    if entry is None:
        return None
    index: TreeIndex | None = entry[1]
    if (
        index is None
        or entry[0] != before
        or document._tree_version != before + 1
        or index.unqueried >= _KEPT_UNQUERIED
    ):
        del cache[_INDEX]
        return None
    index.unqueried += 1
    return index


def _connected(node: Any, document: Any) -> bool:
    """Whether ``node``'s root is ``document``."""
    while node._parent is not None:
        node = node._parent
    return node is document


def _inclusive_elements(root: Any, found: list[Any]) -> None:
    """Append ``root`` (when an element) and its element descendants to ``found``, in tree
    order."""
    if root._node_type != ELEMENT:
        return
    found.append(root)
    # (_tree.subtree_elements's walk written out: its generator made this 8 % slower)
    current = root._first_child
    while current is not None:
        if current._node_type == ELEMENT:
            found.append(current)
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


def _own(index: TreeIndex) -> None:
    """Copy the lists the index shares with what HTML's parser recorded, before they change."""
    if index.shared:
        index.elements = index.elements[:]
        index.by_name = {name: found[:] for name, found in index.by_name.items()}
        index.shared = False


def _grouped(elements: list[Any], keys: Callable[[Any], Any]) -> dict[str, list[Any]]:
    """``elements`` by each of their keys (``keys`` gives an element's, an iterable), in
    their order."""
    groups: dict[str, list[Any]] = {}
    for element in elements:
        for key in keys(element):
            found = groups.get(key)
            if found is None:
                groups[key] = [element]
            else:
                found.append(element)
    return groups


def _class_tokens(quirks: bool) -> Callable[[Any], list[str]]:
    """An element's classes as the class map lists them (lower-cased in quirks mode)."""

    def tokens(element: Any) -> list[str]:
        attrs = element._attrs
        if attrs is None:
            return []
        value = attrs.get("class") if type(attrs) is dict else attribute(element, "class")
        if not value:
            return []
        if quirks:
            value = value.translate(_LOWER)
        return _tokens(value, value.split())

    return tokens


def _has_attribute(name: str, lower: str) -> Callable[[Any], list[bool]]:
    def named(element: Any) -> list[bool]:
        attrs = element._attrs
        if attrs is None:
            return []
        if type(attrs) is dict:
            return [True] if name in attrs or lower in attrs else []
        for attr in attrs:
            if attr._local_name in (name, lower):
                return [True]
        return []

    return named


def _valid_classes(index: TreeIndex, document: Any) -> dict[str, list[Any]] | None:
    """The index's class map where it is for the ``class`` attributes as they are (made from
    the ``class`` values HTML's parser recorded, whose positions the change moves, where they
    are as the parse left them and the map is not made, or where classes were looked for one
    by one, which a change would leave to be looked for again); else None, the map
    dropped."""
    version = document._attribute_versions.get("class")
    entry = index._classes
    single = index._single_classes
    if (entry is None or entry[0] != version) and single is not None and single[0] == version:
        # classes were looked for one by one (a pass each): the map, kept from now on
        index.classes(document, document._mode == "quirks")
        entry = index._classes
    if index.parsed_classes is not None:
        if (entry is None or entry[0] != version) and index.parsed_classes[0] == version:
            index.classes(document, document._mode == "quirks")
            entry = index._classes
        index.parsed_classes = None
    if entry is None or entry[0] != version:
        index._classes = None
        return None
    return entry[2]


def _valid_attributes(index: TreeIndex, document: Any) -> dict[tuple[str, str], list[Any]]:
    """The index's lists of the elements with an attribute that are for the attributes as
    they are, by (name, name in lower case); the others dropped."""
    entries = index._attributes
    if not entries:
        return {}
    versions = document._attribute_versions
    valid = {}
    for name, (key, found) in list(entries.items()):
        lower = name.translate(_LOWER)
        if key == (versions.get(name), versions.get(lower)):
            valid[name, lower] = found
        else:
            del entries[name]
    return valid


def _insert(
    index: TreeIndex, document: Any, added: list[Any], at: int, position: Callable[[Any], int]
) -> None:
    """Put ``added`` (elements in tree order, consecutive in the tree) at ``at`` in the
    index's elements and into its lists (``position``: an element's position before the
    change)."""
    classes = _valid_classes(index, document)
    attributes = _valid_attributes(index, document)
    _own(index)
    index.elements[at:at] = added
    lists: list[tuple[dict[str, list[Any]], dict[str, list[Any]]]] = [
        (index.by_name, _grouped(added, lambda e: (e._local_name,)))
    ]
    if classes is not None:
        lists.append((classes, _grouped(added, _class_tokens(document._mode == "quirks"))))
    for (name, lower), found in attributes.items():
        named = _has_attribute(name, lower)
        wanted = [e for e in added if named(e)]
        if wanted:
            low = bisect_left(found, at, key=position)
            found[low:low] = wanted
    for table, groups in lists:
        for key, group in groups.items():
            listed = table.get(key)
            if listed is None:
                table[key] = group
                continue
            low = bisect_left(listed, at, key=position)
            listed[low:low] = group


def _remove(
    index: TreeIndex, document: Any, removed: list[Any], at: int, position: Callable[[Any], int]
) -> None:
    """Take ``removed`` (the elements at ``at`` in the index's elements, in tree order) out
    of the index's elements and lists (``position``: an element's position before the
    change)."""
    classes = _valid_classes(index, document)
    attributes = _valid_attributes(index, document)
    _own(index)
    tables: list[tuple[dict[Any, list[Any]], dict[Any, list[Any]]]] = [
        (index.by_name, _grouped(removed, lambda e: (e._local_name,)))
    ]
    if classes is not None:
        tables.append((classes, _grouped(removed, _class_tokens(document._mode == "quirks"))))
    for (name, lower), found in attributes.items():
        named = _has_attribute(name, lower)
        count = sum(1 for e in removed if named(e))
        if count:
            low = bisect_left(found, at, key=position)
            del found[low : low + count]
    for table, groups in tables:
        for key, group in groups.items():
            found = table[key]
            low = bisect_left(found, at, key=position)
            del found[low : low + len(group)]
            if not found:
                del table[key]
    del index.elements[at : at + len(removed)]
