"""A document's ID map: the elements of its tree by ID, so that "the first element, in tree
order, within root whose ID is id" (``getElementById``,
https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid, and HTML's lookups by ID:
``label.control``, a ``form`` attribute's form owner, ``:target``, ``#id`` selectors) costs a
dictionary lookup instead of a walk of the tree, as browsers' per-tree maps do.

``DocumentImpl._ids`` is None until an ID is looked up in the document a second time (the
first lookup of a document's first element with an ID looks at its elements up to the first
match, :func:`first_element_with_id`; a lookup of every element with it makes the map); then
it maps each ID (https://dom.spec.whatwg.org/#concept-id: a non-empty ``id`` attribute value)
to the element of the document's tree that has it, or to the elements that have it, in tree
order, when several have it (:class:`_Same`). It is kept by the steps that change what it
holds: inserting a subtree into the tree registers its elements with an ID
(:func:`ids_inserted`), removing one unregisters them (:func:`ids_removed`), an ``id``
attribute change of an element in the tree moves it (:func:`id_changed`); moving a node within
the tree leaves it as it is, but for an ID that several elements have (:func:`ids_moved`).
Each of these costs the subtree's size, and the depth of the parent (whether it is connected)
when the subtree holds an ID, while the map exists; nothing before. An element joining an ID
that others have is compared with the last of them (or the first) in tree order: the depths
of the two, and the siblings between their branches.

The map holds connected elements only (the tree holds them anyway): a lookup in another root
(a ``DocumentFragment``, an element, a tree not in the document) takes the map's elements that
are in that root (an ancestor walk each) when the root is connected, else walks the root's
subtree. Several elements with one ID inserted elsewhere than after the last of them or
before the first (or moved) are put in tree order by one walk of the document, kept until the
tree changes (``_tree_version``), at the next lookup of that ID.
"""

from __future__ import annotations

from ._nodes import DOCUMENT_NODE, ELEMENT_NODE, DocumentImpl, ElementImpl, NodeImpl
from ._tree import descendants, is_preceding

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "element_id_value",
    "elements_with_id",
    "first_element_with_id",
    "id_changed",
    "ids_inserted",
    "ids_moved",
    "ids_removed",
]


def element_id_value(element: ElementImpl) -> str | None:
    """https://dom.spec.whatwg.org/#concept-id: the value of the element's ``id`` attribute
    (null namespace) unless it is missing or empty (read without the attribute module)."""
    attrs = element._attrs
    if attrs is None:
        return None
    if type(attrs) is dict:
        return attrs.get("id") or None
    attribute: Any
    for attribute in attrs:
        if attribute._local_name == "id" and attribute._namespace is None:
            return attribute._value or None
    return None


def _root(node: NodeImpl) -> NodeImpl:
    while node._parent is not None:
        node = node._parent
    return node


class _Same:
    """The elements of a document's tree that have one ID, two or more, kept in tree order
    as Blink's ``TreeOrderedMap`` keeps the first of them, and the rest as well:
    ``members``, each element and its slot in ``order`` (-1 while it has none); ``order``,
    the members in tree order from index ``head`` on, with stale slots among them (a slot is
    its member's while ``members`` gives that index: a removed element's slot is left where
    it is, skipped by the reads); ``pending``, how many members have no slot (inserted
    neither after the last member nor before the first: put in order at the next read);
    ``moved``, whether a member may have moved in the tree since (``moveBefore``: put in
    order again at the next read).

    Removing an element costs a dictionary deletion, inserting one after the last member or
    before the first a comparison of their places in the tree, and finding the first a step
    past the stale slots before it: each element removed in turn from the first is looked
    for again in O(1) (the old list was put in tree order by a walk of the document at each
    lookup after a change)."""

    __slots__ = ("head", "members", "moved", "order", "pending")

    def __init__(self, first: ElementImpl, second: ElementImpl) -> None:
        self.members = {first: 0, second: 1}
        self.order: list[Any] = [first, second]
        self.head = 0
        self.pending = 0
        self.moved = False

    def add(self, element: ElementImpl, in_order: bool) -> None:
        """``element`` joins (``in_order``: it is known to come after every member)."""
        members = self.members
        order = self.order
        if not self.pending and not self.moved:
            while members.get(order[-1]) != len(order) - 1:  # (the last slots stale)
                order.pop()
            if in_order or is_preceding(order[-1], element):
                members[element] = len(order)
                order.append(element)
                return
            first = self._first_slot()
            if is_preceding(element, order[first]):
                if first == 0:  # (room before the first slot, as many as the members)
                    self._compact(len(members))
                    first = self.head
                self.head = first - 1
                self.order[first - 1] = element
                members[element] = first - 1
                return
        members[element] = -1
        self.pending += 1

    def remove(self, element: ElementImpl) -> None:
        """``element`` leaves (it is a member)."""
        if self.members.pop(element) == -1:
            self.pending -= 1
        elif len(self.order) > 2 * len(self.members) + 16:
            self._compact(0)

    def _first_slot(self) -> int:
        members = self.members
        order = self.order
        head = self.head
        while members.get(order[head]) != head:
            head += 1
        self.head = head
        return head

    def _compact(self, room: int) -> None:
        """``order`` without its stale slots (and ``room`` empty ones before the first)."""
        if self.pending or self.moved:
            self._sort()
        members = self.members
        live = [e for i, e in enumerate(self.order) if i >= self.head and members.get(e) == i]
        self.order = [None] * room + live
        self.head = room
        for index, element in enumerate(live, room):
            members[element] = index

    def _sort(self) -> None:
        document = next(iter(self.members))._node_document
        live = _in_tree_order(document, list(self.members))
        self.order = live
        self.head = 0
        self.pending = 0
        self.moved = False
        members = self.members
        for index, element in enumerate(live):
            members[element] = index

    def first(self) -> ElementImpl:
        """The first member in tree order."""
        if self.pending or self.moved:
            self._sort()
        return self.order[self._first_slot()]  # type: ignore[no-any-return]

    def in_order(self) -> list[ElementImpl]:
        """The members in tree order."""
        if self.pending or self.moved:
            self._sort()
        members = self.members
        return [e for i, e in enumerate(self.order) if i >= self.head and members.get(e) == i]


#: The key, in an ID map, of the count of its IDs that several elements have (the empty
#: string, which is no ID).
_SHARED = ""


def _add(ids: dict[str, Any], key: str, element: ElementImpl, in_order: bool = False) -> None:
    found = ids.get(key)
    if found is None:
        ids[key] = element
    elif type(found) is _Same:
        found.add(element, in_order)
    else:
        if in_order or is_preceding(found, element):
            ids[key] = _Same(found, element)
        else:
            ids[key] = _Same(element, found)
        ids[_SHARED] = ids.get(_SHARED, 0) + 1


def _discard(ids: dict[str, Any], key: str, element: ElementImpl) -> None:
    found = ids.get(key)
    if found is element:
        del ids[key]
    elif type(found) is _Same and element in found.members:
        found.remove(element)
        members = found.members
        if len(members) == 1:
            ids[key] = next(iter(members))
            ids[_SHARED] -= 1


def _elements(root: NodeImpl, inclusive: bool, every: bool = False) -> list[ElementImpl]:
    """The (inclusive) descendant elements of ``root`` with attributes (``every``: all of
    them), in tree order."""
    found: list[ElementImpl] = []
    node: Any = root if inclusive else root._first_child
    if node is None:
        return found
    while True:
        if node._node_type == ELEMENT_NODE and (every or node._attrs is not None):
            found.append(node)
        following = node._first_child
        if following is None:
            while node is not root:
                following = node._next_sibling
                if following is not None:
                    break
                node = node._parent
            if node is root:
                return found
        node = following


def _id_map(document: DocumentImpl) -> dict[str, Any]:
    """The document's ID map, made by one walk of its tree the first time (from the elements
    with an ``id`` attribute HTML's parser recorded, where the tree and its ``id`` attributes
    are as the parse left them: the ``"parsed tree"`` entry of the document's ``_cache``)."""
    ids = document._ids
    if ids is None:
        ids = document._ids = {}
        cache = document._cache
        parsed: Any = None if cache is None else cache.get("parsed tree")
        if (
            parsed is not None
            and parsed[0] == document._tree_version
            and parsed[1] == document._attribute_versions.get("id")
        ):  # the elements with an id attribute HTML's parser recorded, in tree order
            # (the steps of element_id_value and _add, inline: one loop for the document's
            # first lookup by ID)
            get = ids.get
            for element in parsed[4]:
                attrs = element._attrs
                key = attrs.get("id") if type(attrs) is dict else element_id_value(element)
                if not key:
                    continue
                if get(key) is None:
                    ids[key] = element
                else:
                    _add(ids, key, element, True)
            return ids
        for element in _elements(document, False):
            key = element_id_value(element)
            if key is not None:
                _add(ids, key, element, True)
    return ids


def _with_ids(nodes: list[NodeImpl]) -> list[tuple[str, ElementImpl]]:
    """The inclusive descendants of ``nodes`` that have an ID, with it, in tree order."""
    found = []
    for node in nodes:
        for element in _elements(node, True):
            key = element_id_value(element)
            if key is not None:
                found.append((key, element))
    return found


def ids_inserted(nodes: list[NodeImpl], parent: NodeImpl) -> None:
    """``nodes`` were inserted into ``parent``: their inclusive descendants with an ID join
    the ID map of ``parent``'s node document if it has one and ``parent`` is connected
    (asked only when some have an ID: appending an element without one to the deepest node
    of a chain stays O(1))."""
    document = parent._node_document
    ids = document._ids
    if ids is None:
        return
    found = _with_ids(nodes)
    if found and _root(parent) is document:
        for key, element in found:
            _add(ids, key, element)


def ids_removed(node: NodeImpl, parent: NodeImpl) -> None:
    """``node`` was removed from ``parent``: its inclusive descendants leave the ID map of
    ``parent``'s node document if it has one and ``parent`` is connected."""
    document = parent._node_document
    ids = document._ids
    if ids is None:
        return
    found = _with_ids([node])
    if found and _root(parent) is document:
        for key, element in found:
            _discard(ids, key, element)


def ids_moved(node: NodeImpl, document: DocumentImpl) -> None:
    """``node`` moved within the tree of ``document``, which has an ID map: the IDs that
    several elements have, of its inclusive descendants, are put in tree order again at
    their next lookup (a walk of the subtree, only when the map has such an ID)."""
    ids: Any = document._ids
    if not ids.get(_SHARED):
        return
    for key, _ in _with_ids([node]):
        found = ids.get(key)
        if type(found) is _Same:
            found.moved = True


def id_changed(element: ElementImpl, old_value: str | None, value: str | None) -> None:
    """The element's ``id`` attribute changed from ``old_value`` to ``value``: if it is in its
    node document's tree and the document has an ID map, it moves to its new ID there."""
    document = element._node_document
    ids = document._ids
    if ids is None or _root(element) is not document:
        return
    if old_value:
        _discard(ids, old_value, element)
    if value:
        _add(ids, value, element)


def _tree_order_key(document: DocumentImpl) -> dict[NodeImpl, int]:
    """Each element of the document's tree and its index in tree order, made by one walk and
    kept until the tree changes."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    entry: Any = cache.get("ids: tree order")
    if entry is None or entry[0] != document._tree_version:
        entry = (
            document._tree_version,
            {element: index for index, element in enumerate(_elements(document, False, True))},
        )
        cache["ids: tree order"] = entry
    return entry[1]  # type: ignore[no-any-return]


def _in_tree_order(document: DocumentImpl, elements: list[ElementImpl]) -> list[ElementImpl]:
    order = _tree_order_key(document)
    return sorted(elements, key=order.__getitem__)


def _inclusive_ancestor(ancestor: NodeImpl, node: NodeImpl) -> bool:
    current: NodeImpl | None = node
    while current is not None:
        if current is ancestor:
            return True
        current = current._parent
    return False


def elements_with_id(root: NodeImpl, element_id: str) -> list[ElementImpl]:
    """The descendant elements of ``root`` whose ID is ``element_id``, in tree order: from the
    ID map of ``root``'s node document when ``root`` is connected, else by a walk of
    ``root``'s subtree."""
    if not element_id:
        return []
    document = root._node_document
    if root._node_type != DOCUMENT_NODE and _root(root) is not document:
        return [e for e in _elements(root, False) if element_id_value(e) == element_id]
    if root._node_type == DOCUMENT_NODE:
        document = root  # type: ignore[assignment]
    found = _id_map(document).get(element_id)
    if found is None:
        return []
    candidates: list[ElementImpl] = found.in_order() if type(found) is _Same else [found]
    if root is not document:
        candidates = [e for e in candidates if e is not root and _inclusive_ancestor(root, e)]
    return candidates


#: The key in a document's ``_cache`` present once its first lookup by ID was answered without
#: the ID map (:func:`_first_without_map`).
_LOOKED_UP = "ids: looked up"


def _first_without_map(document: DocumentImpl, element_id: str) -> Any:
    """A document's first lookup by ID (its ID map not made, none looked up before): the first
    element of its tree with the ID ``element_id`` (None if none has it), by a look at the
    elements with an ``id`` attribute HTML's parser recorded (in tree order) where the tree
    and its ``id`` attributes are as the parse left them, else by a walk of the tree, each
    stopping at the first match, as lexbor answers a new document's ``#id``: the map costs a
    pass over every element with an ID, a document looked up once (a scraper's
    ``querySelector("#main")``) needs none. The second lookup makes the map (``False`` here:
    the caller takes it), so that repeated lookups cost a dictionary lookup each."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    if _LOOKED_UP in cache:
        return False
    cache[_LOOKED_UP] = True
    parsed: Any = cache.get("parsed tree")
    if (
        parsed is not None
        and parsed[0] == document._tree_version
        and parsed[1] == document._attribute_versions.get("id")
    ):
        elements: Any = parsed[4]
    else:
        elements = (
            node
            for node in descendants(document)
            if node._node_type == ELEMENT_NODE and node._attrs is not None  # type: ignore[attr-defined]
        )
    for element in elements:
        attrs = element._attrs
        key = attrs.get("id") if type(attrs) is dict else element_id_value(element)
        if key == element_id:
            return element
    return None


def first_element_with_id(root: NodeImpl, element_id: str) -> ElementImpl | None:
    """The first descendant element of ``root`` in tree order whose ID is ``element_id``
    (None if there is none; none for the empty string): for a document whose ID map is not
    made, at its first lookup by ID, by a look that stops at the first match
    (:func:`_first_without_map`)."""
    if not element_id:
        return None
    if root._node_type == DOCUMENT_NODE:
        if root._ids is None:  # type: ignore[attr-defined]
            found = _first_without_map(root, element_id)  # type: ignore[arg-type]
            if found is not False:
                return found  # type: ignore[no-any-return]
        single = _id_map(root).get(element_id)  # type: ignore[arg-type]
        if type(single) is _Same:
            return single.first()
        return single
    found = elements_with_id(root, element_id)
    return found[0] if found else None
