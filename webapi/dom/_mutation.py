"""Mutation algorithms (https://dom.spec.whatwg.org/#mutation-algorithms) and adopting a node
into a document (https://dom.spec.whatwg.org/#concept-node-adopt), under their names: ensure
pre-insert validity, pre-insert, insert, append, move, replace, replace all, pre-remove,
remove, adopt.

Left out, as webapi has none of them: shadow trees and slots, custom elements; the steps that
would update them are marked where they would run. Live ranges (``_live_ranges``) and
``NodeIterator`` objects are updated where a document has some: one test otherwise.
Mutation records are queued (``_mutation_observers``) only while some node of the document
may have a registered observer (``document_observed``): otherwise queueing costs that test.
Other specifications' hooks run where the Standard runs them: a node class that has them
defines ``_insertion_steps()``, ``_removing_steps(is_subtree_root, old_ancestor)``,
``_moving_steps(is_subtree_root, old_ancestor)``, ``_post_connection_steps()``,
``_children_changed_steps()`` or ``_adopting_steps(old_document)`` (HTML's elements do; none
of them but the post-connection steps may change the tree).
Insertion and removing steps run for every node of an inserted or removed subtree that has
them: :func:`nodes_with_steps` finds those nodes, skipping every subtree known to hold none
(each node's ``_subtree_steps``), so building a deep tree with ``appendChild`` stays linear
top-down and bottom-up (see :func:`nodes_with_steps` for what it costs).

Every change of a tree increments its node document's ``_version`` (the live collections'
caches compare it); insert, append, remove and move count it as a located change too and drop
the kept texts of the parent they changed and its ancestors (:mod:`._kept_text`).
"""

from __future__ import annotations

from ._exception import DOMException
from ._ids import ids_inserted, ids_moved, ids_removed
from ._index_hooks import INDEX_KEY, index_inserted, index_removed
from ._kept_text import drop_kept_texts
from ._live_ranges import (
    live_range_insert_steps,
    live_range_pre_remove_steps,
    live_ranges_adopted,
)
from ._mutation_observers import (
    STATE,
    document_observed,
    observers_adopted,
    queue_a_tree_mutation_record,
    transient_observers_for_removal,
)
from ._nodes import (
    CDATA_SECTION_NODE,
    COMMENT_NODE,
    DOCUMENT_FRAGMENT_NODE,
    DOCUMENT_NODE,
    DOCUMENT_TYPE_NODE,
    ELEMENT_NODE,
    TEXT_NODE,
    CharacterDataImpl,
    DocumentImpl,
    ElementImpl,
    NodeImpl,
)
from ._reactions import ELEMENT_QUEUE, UNLINKS, process_element_queue
from ._shadow_state import HOOKS, SHADOW_ROOTS_MADE, has_shadow_roots, mark_shadow_roots
from ._traversal import ITERATORS, node_iterator_pre_remove_steps
from ._tree import (
    children_list,
    inclusive_descendants,
    is_connected,
    is_host_including_inclusive_ancestor,
    root,
    shadow_including_root,
)
from ._tree_changes import tree_changed

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection

__all__ = [
    "adopt",
    "append",
    "ensure_pre_insert_validity",
    "forget_steps",
    "insert",
    "move",
    "nodes_with_steps",
    "pre_insert",
    "pre_remove",
    "remove",
    "replace",
    "replace_all",
]


#: The ``nodeType`` of Text nodes (a ``CDATASection`` is a ``Text`` node).
_TEXT_TYPES = (TEXT_NODE, CDATA_SECTION_NODE)


def _hierarchy_error(message: str) -> DOMException:
    return DOMException(message, "HierarchyRequestError")


def _child_of_type(parent: NodeImpl, node_type: int, exclude: Collection[NodeImpl]) -> bool:
    """Whether ``parent`` has a child of ``node_type`` (an element, a doctype) that
    ``exclude`` does not contain."""
    child = parent._first_child
    while child is not None:
        if child._node_type == node_type and child not in exclude:
            return True
        child = child._next_sibling
    return False


def _doctype_following(child: NodeImpl) -> bool:
    """Whether a doctype follows ``child`` (a child of a document: only its later siblings can
    be doctypes)."""
    sibling = child._next_sibling
    while sibling is not None:
        if sibling._node_type == DOCUMENT_TYPE_NODE:
            return True
        sibling = sibling._next_sibling
    return False


def _element_preceding(child: NodeImpl) -> bool:
    """Whether an element precedes ``child`` (a child of a document)."""
    sibling = child._previous_sibling
    while sibling is not None:
        if sibling._node_type == ELEMENT_NODE:
            return True
        sibling = sibling._previous_sibling
    return False


def _ensure_not_ancestor_and_child_of(
    node: NodeImpl, parent: NodeImpl, child: NodeImpl | None
) -> None:
    """The steps that ensure pre-insert validity and move share: "If node is a host-including
    inclusive ancestor of parent, then throw a HierarchyRequestError" and "If child is non-null
    and its parent is not parent, then throw a NotFoundError"."""
    if is_host_including_inclusive_ancestor(node, parent):
        raise _hierarchy_error("The node contains the parent.")
    if child is not None and child._parent is not parent:
        raise DOMException(
            "The node before which to insert is not a child of this node.", "NotFoundError"
        )


def ensure_pre_insert_validity(
    node: NodeImpl, parent: NodeImpl, child: NodeImpl | None, exclude: Collection[NodeImpl] = ()
) -> None:
    """https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity, given
    ``childrenToExclude`` as ``exclude`` (nodes compare by identity)."""
    parent_type = parent._node_type
    if parent_type not in (DOCUMENT_NODE, DOCUMENT_FRAGMENT_NODE, ELEMENT_NODE):  # 1.
        raise _hierarchy_error("Only a document, a document fragment or an element has children.")
    _ensure_not_ancestor_and_child_of(node, parent, child)  # 2.-3.
    node_type = node._node_type
    if node_type not in (
        DOCUMENT_FRAGMENT_NODE,
        DOCUMENT_TYPE_NODE,
        ELEMENT_NODE,
    ) and not isinstance(node, CharacterDataImpl):  # 4.
        raise _hierarchy_error("This node type cannot be inserted.")
    if parent_type != DOCUMENT_NODE:  # 5.
        if node_type == DOCUMENT_TYPE_NODE:
            raise _hierarchy_error("A doctype can only be a document's child.")
        return
    if node_type in _TEXT_TYPES:  # 6.
        raise _hierarchy_error("A document cannot have text children.")
    if isinstance(node, CharacterDataImpl):  # 7.
        return
    if node_type == DOCUMENT_FRAGMENT_NODE:  # 8.
        elements = 0
        grandchild = node._first_child
        while grandchild is not None:
            if grandchild._node_type == ELEMENT_NODE:
                elements += 1
            elif grandchild._node_type in _TEXT_TYPES:
                raise _hierarchy_error("A document cannot have text children.")
            grandchild = grandchild._next_sibling
        if elements > 1:
            raise _hierarchy_error("A document can have only one element child.")
        if elements == 0:
            return
    if node_type in (DOCUMENT_FRAGMENT_NODE, ELEMENT_NODE):  # 9.
        if (
            _child_of_type(parent, ELEMENT_NODE, exclude)
            or (child is not None and _doctype_following(child))
            or (
                child is not None
                and child._node_type == DOCUMENT_TYPE_NODE
                and child not in exclude
            )
        ):
            raise _hierarchy_error("A document can have only one element child, after its doctype.")
        return
    # 10. node is a doctype
    if (
        _child_of_type(parent, DOCUMENT_TYPE_NODE, exclude)
        or (child is not None and _element_preceding(child))
        or (child is None and _child_of_type(parent, ELEMENT_NODE, exclude))
    ):  # 11.
        raise _hierarchy_error("A document can have only one doctype, before its element.")


def pre_insert(node: NodeImpl, parent: NodeImpl, child: NodeImpl | None) -> NodeImpl:
    """https://dom.spec.whatwg.org/#concept-node-pre-insert: insert ``node`` into ``parent``
    before ``child`` (None: last) after checking the tree's constraints; returns ``node``."""
    ensure_pre_insert_validity(node, parent, child)
    reference_child = child
    if reference_child is node:
        reference_child = node._next_sibling
    insert(node, parent, reference_child)
    return node


def _link(node: NodeImpl, parent: NodeImpl, child: NodeImpl | None) -> None:
    """Put ``node`` (with no parent) among ``parent``'s children before ``child`` (None: last):
    the "append" / "insert into the children" step of the ordered set."""
    node._parent = parent
    if child is None:
        last = parent._last_child
        node._previous_sibling = last
        node._next_sibling = None
        if last is None:
            parent._first_child = node
        else:
            last._next_sibling = node
        parent._last_child = node
    else:
        previous = child._previous_sibling
        node._previous_sibling = previous
        node._next_sibling = child
        child._previous_sibling = node
        if previous is None:
            parent._first_child = node
        else:
            previous._next_sibling = node
    if node._subtree_steps is not False:
        forget_steps(parent)


def _unlink(node: NodeImpl) -> None:
    """Take ``node`` out of its parent's children (the ordered set's "remove")."""
    parent = node._parent
    assert parent is not None
    UNLINKS[0] += 1
    if node._subtree_steps is not False:
        forget_steps(parent)
    previous = node._previous_sibling
    following = node._next_sibling
    if previous is None:
        parent._first_child = following
    else:
        previous._next_sibling = following
    if following is None:
        parent._last_child = previous
    else:
        following._previous_sibling = previous
    node._parent = node._previous_sibling = node._next_sibling = None


def forget_steps(node: NodeImpl) -> None:
    """Make ``_subtree_steps`` "not known" (None) for ``node`` and its ancestors, whose subtree
    gained or lost a node that may have steps: up to the first already not known (whose
    ancestors are not known either), so each node's value is forgotten once per time
    :func:`nodes_with_steps` found it."""
    current: NodeImpl | None = node
    while current is not None and current._subtree_steps is not None:
        current._subtree_steps = None  # type: ignore[misc]  # (None: it has the slot)
        current = current._parent


def nodes_with_steps(node: NodeImpl) -> list[NodeImpl]:
    """The inclusive descendants of ``node`` whose class has insertion or removing steps, in
    tree order: the nodes the Standard's "for each shadow-including inclusive descendant, run
    the insertion (removing) steps" runs some step for.

    The walk skips the subtrees whose ``_subtree_steps`` is False and learns the value of each
    node it finds not known. It visits at most the subtree's nodes (the Standard's walk) and
    only the subtrees holding steps or changed since they were last walked: an element
    appended to the deepest node of a chain, or a chain wrapped in a new parent, costs O(1)
    while no ``option`` (HTML's element with such steps) is in them."""
    if node._subtree_steps is False:
        return []
    found = []
    not_known = []
    current: NodeImpl | None = node
    while current is not None:
        if current._own_steps:
            found.append(current)
        if current._subtree_steps is None:
            not_known.append(current)
        # the next node in tree order within node's subtree, past the subtrees holding none
        candidate = current._first_child
        while True:
            while candidate is not None and candidate._subtree_steps is False:
                candidate = candidate._next_sibling
            if candidate is not None or current is node:
                break
            candidate = current._next_sibling
            current = current._parent
            assert current is not None
        current = candidate
    for walked in reversed(not_known):  # (children before their parent)
        has_steps = walked._own_steps
        child = walked._first_child
        while child is not None and not has_steps:
            has_steps = bool(child._subtree_steps)
            child = child._next_sibling
        walked._subtree_steps = has_steps  # type: ignore[misc]  # (a slot: see above)
    return found


def insert(
    node: NodeImpl, parent: NodeImpl, child: NodeImpl | None, suppress_observers: bool = False
) -> None:
    """https://dom.spec.whatwg.org/#concept-node-insert: insert ``node`` (or a fragment's
    children) into ``parent`` before ``child`` (None: last), with no validity check."""
    nodes = children_list(node) if node._node_type == DOCUMENT_FRAGMENT_NODE else [node]  # 1.
    if not nodes:  # 3.
        return
    if node._node_type == DOCUMENT_FRAGMENT_NODE:  # 4.
        for grandchild in nodes:
            remove(grandchild, True)
        if document_observed(node._node_document):  # 4.2. (whatever suppress_observers is)
            queue_a_tree_mutation_record(node, [], nodes, None, None)
    document = parent._node_document
    if child is not None and document._live_ranges:  # 5.
        live_range_insert_steps(parent, child, len(nodes))
    observed = not suppress_observers and document_observed(document)
    if observed:
        previous_sibling = parent._last_child if child is None else child._previous_sibling  # 6.
    static_node_list: list[NodeImpl] | None = None  # 10. (the nodes with post-connection steps)
    before = -1  # (the tree's count before the first node is linked)
    for inserted in nodes:  # 7.
        adopt(inserted, document)
        if before < 0:
            before = document._tree_version
        _link(inserted, parent, child)
        if SHADOW_ROOTS_MADE[0] and has_shadow_roots(document):  # 7.4.-7.6.
            HOOKS.slots_after_insert(inserted, parent)
        for descendant in nodes_with_steps(inserted):
            steps = descendant._insertion_steps
            if steps is not None:
                steps()
            if descendant._post_connection_steps is not None:
                if static_node_list is None:
                    static_node_list = []
                static_node_list.append(descendant)
        # (custom elements: none)
    document._version += 1
    document._tree_version += 1
    document._located_changes += 1
    if document._tree_changes is not None:
        tree_changed(document, parent, nodes)
    if document._kept_texts:
        drop_kept_texts(parent)
    if document._ids is not None:
        ids_inserted(nodes, parent)
    cache = document._cache
    if cache is not None and INDEX_KEY in cache:
        index_inserted(document, nodes, parent, before)
    if observed:  # 8.
        queue_a_tree_mutation_record(parent, nodes, [], previous_sibling, child)
    steps = parent._children_changed_steps  # 9.
    if steps is not None:
        steps()
    if static_node_list is not None:  # 10.-12.
        _run_post_connection_steps(static_node_list)
    if ELEMENT_QUEUE:  # (the custom element reactions the steps enqueued)
        process_element_queue()


def _run_post_connection_steps(static_node_list: list[NodeImpl]) -> None:
    """Steps 11.-12. of "insert": "For each node of staticNodeList, if node is connected, then
    run the post-connection steps with node" (only nodes whose class has some are in the list).

    The nodes were all inserted into one parent, so at first they are all connected or none
    is; a node stays connected while no node leaves its parent (``UNLINKS``: an insertion
    never disconnects a node, and no steps run while none is connected), so the walk to the
    root is taken again only after a node's steps took one out. (A walk per node made an
    insert of n nested ``selectedcontent`` elements quadratic in their depth.)"""
    connected = False
    unlinks = -1
    for node in static_node_list:
        if unlinks != UNLINKS[0]:
            unlinks = UNLINKS[0]
            connected = is_connected(node)
        if connected:
            node._post_connection_steps()


def append(node: NodeImpl, parent: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#concept-node-append: pre-insert ``node`` into ``parent``
    before null.

    The common case is linked here directly: an element, Text or Comment node without a
    parent, of ``parent``'s node document, holding no node with insertion or post-connection
    steps (``_subtree_steps`` False), appended to an element or a fragment that is not one of
    its host-including inclusive descendants and has no children changed steps, while no
    mutation observer is registered. There pre-insert's checks pass, adopt does nothing, no
    live range is before a null child, and "insert" only links it and counts the change
    (its ID joining the document's map when it is connected)."""
    if (
        node._parent is None
        and node._subtree_steps is False
        and node._node_type in _APPENDED
        and parent._node_type in _PARENTS
        and parent._children_changed_steps is None
        and node._node_document is parent._node_document
        and not document_observed(parent._node_document)
        and not is_host_including_inclusive_ancestor(node, parent)
    ):
        last = parent._last_child
        node._parent = parent
        node._previous_sibling = last  # (its next sibling is None: it had no parent)
        if last is None:
            parent._first_child = node
        else:
            last._next_sibling = node
        parent._last_child = node
        document = parent._node_document
        # (as insert and remove count the change, written out in each: a call more a
        # mutation measured insertBefore/removeChild 3 % slower)
        document._version += 1
        document._tree_version += 1
        document._located_changes += 1
        if document._tree_changes is not None:
            tree_changed(document, parent, (node,))
        if document._kept_texts:
            drop_kept_texts(parent)
        if document._ids is not None:
            ids_inserted([node], parent)
        cache = document._cache
        if cache is not None and INDEX_KEY in cache:
            index_inserted(document, [node], parent, document._tree_version - 1)
        if SHADOW_ROOTS_MADE[0] and has_shadow_roots(document):  # (insert's 7.4.-7.6.)
            HOOKS.slots_after_insert(node, parent)
        return node
    return pre_insert(node, parent, None)


#: The node types :func:`append` links directly, and the parents' types it does that in.
_APPENDED = frozenset((ELEMENT_NODE, TEXT_NODE, COMMENT_NODE))
_PARENTS = frozenset((ELEMENT_NODE, DOCUMENT_FRAGMENT_NODE))


def move(node: NodeImpl, new_parent: NodeImpl, child: NodeImpl | None) -> None:
    """https://dom.spec.whatwg.org/#move: move ``node`` into ``new_parent`` before ``child``
    (None: last) without removing it first: no removing, insertion or adopting steps run, only
    the moving steps (so an ``iframe`` keeps its content navigable)."""
    if (  # 1.
        shadow_including_root(new_parent) is not shadow_including_root(node)
        if SHADOW_ROOTS_MADE[0]
        else root(new_parent) is not root(node)
    ):
        raise _hierarchy_error("The node and the new parent are not in the same tree.")
    _ensure_not_ancestor_and_child_of(node, new_parent, child)  # 2.-3.
    node_type = node._node_type
    if node_type != ELEMENT_NODE and not isinstance(node, CharacterDataImpl):  # 4.
        raise _hierarchy_error("Only an element or character data can be moved.")
    if new_parent._node_type == DOCUMENT_NODE:
        if node_type in _TEXT_TYPES:  # 5.
            raise _hierarchy_error("A document cannot have text children.")
        if node_type == ELEMENT_NODE and (  # 6.
            _child_of_type(new_parent, ELEMENT_NODE, ())
            or (
                child is not None
                and (child._node_type == DOCUMENT_TYPE_NODE or _doctype_following(child))
            )
        ):
            raise _hierarchy_error("A document can have only one element child, after its doctype.")
    old_parent = node._parent  # 7.
    assert old_parent is not None  # 8. (its root is new_parent's, which has a child)
    document = old_parent._node_document
    if document._live_ranges or ITERATORS:  # 9.-10.
        _pre_remove_steps(node, document)
    old_previous_sibling = node._previous_sibling  # 11.
    old_next_sibling = node._next_sibling  # 12.
    _unlink(node)  # 13.
    if SHADOW_ROOTS_MADE[0] and has_shadow_roots(document):  # 14.-16.
        HOOKS.slots_after_remove(node, old_parent)
    if child is not None and document._live_ranges:  # 17.
        live_range_insert_steps(new_parent, child, 1)
    # 18.
    new_previous_sibling = new_parent._last_child if child is None else child._previous_sibling
    _link(node, new_parent, child)  # 19.-20.
    if SHADOW_ROOTS_MADE[0] and has_shadow_roots(document):  # 21.-23.
        HOOKS.slots_after_insert(node, new_parent)
    for descendant in nodes_with_steps(node):  # 24.
        steps = descendant._moving_steps
        if steps is not None:
            steps(descendant is node, old_parent)
        # (custom elements: none)
    document._version += 1
    document._tree_version += 1
    document._located_changes += 1
    if document._ids is not None:
        ids_moved(node, document)
    if document._tree_changes is not None:
        tree_changed(document, old_parent, (node,), new_parent)
    if document._kept_texts:
        drop_kept_texts(old_parent)
        drop_kept_texts(new_parent)
    if document_observed(document):
        queue_a_tree_mutation_record(  # 25.
            old_parent, [], [node], old_previous_sibling, old_next_sibling
        )
        queue_a_tree_mutation_record(new_parent, [node], [], new_previous_sibling, child)  # 26.


def replace(child: NodeImpl, node: NodeImpl, parent: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#concept-node-replace: replace ``child`` with ``node``
    within ``parent``; returns ``child``."""
    ensure_pre_insert_validity(node, parent, child, (child,))  # 1.
    reference_child = child._next_sibling  # 2.
    if reference_child is node:  # 3.
        reference_child = node._next_sibling
    previous_sibling = child._previous_sibling  # 4.
    removed_nodes = []  # 5.
    adopt(node, parent._node_document)  # 6.
    if child._parent is not None:  # 7.
        removed_nodes = [child]
        remove(child, True)
    if not document_observed(parent._node_document):
        insert(node, parent, reference_child, True)  # 9.
        return child
    nodes = children_list(node) if node._node_type == DOCUMENT_FRAGMENT_NODE else [node]  # 8.
    insert(node, parent, reference_child, True)  # 9.
    queue_a_tree_mutation_record(parent, nodes, removed_nodes, previous_sibling, reference_child)
    return child


def replace_all(node: NodeImpl | None, parent: NodeImpl) -> None:
    """https://dom.spec.whatwg.org/#concept-node-replace-all: replace all of ``parent``'s
    children with ``node`` (or a fragment's children; None: none), with no validity check."""
    observed = document_observed(parent._node_document)
    if observed:
        removed_nodes = children_list(parent)  # 1.
        added_nodes = (  # 2.-4.
            children_list(node)
            if node is not None and node._node_type == DOCUMENT_FRAGMENT_NODE
            else []
            if node is None
            else [node]
        )
    child = parent._first_child
    while child is not None:  # 5.
        following = child._next_sibling
        remove(child, True)
        child = following
    if node is not None:  # 6.
        insert(node, parent, None, True)
    if observed and (added_nodes or removed_nodes):  # 7.
        queue_a_tree_mutation_record(parent, added_nodes, removed_nodes, None, None)


def pre_remove(child: NodeImpl, parent: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#concept-node-pre-remove: remove ``child`` from ``parent``
    (a ``NotFoundError`` if it is not its child); returns ``child``."""
    if child._parent is not parent:
        raise DOMException("The node to be removed is not a child of this node.", "NotFoundError")
    remove(child)
    return child


def _pre_remove_steps(node: NodeImpl, document: DocumentImpl) -> None:
    """The steps remove and move share before ``node`` (whose node document is ``document``)
    leaves its parent: the live range pre-remove steps, then the ``NodeIterator`` pre-remove
    steps for each iterator whose root's node document is ``document``."""
    if document._live_ranges:
        live_range_pre_remove_steps(node)
    if ITERATORS:
        for iterator in list(ITERATORS):
            if iterator._root._node_document is document:
                node_iterator_pre_remove_steps(iterator, node)


def remove(node: NodeImpl, suppress_observers: bool = False) -> None:
    """https://dom.spec.whatwg.org/#concept-node-remove: take ``node`` out of its parent's
    children."""
    parent = node._parent
    assert parent is not None
    observed = document_observed(parent._node_document)
    if observed:
        old_previous_sibling = node._previous_sibling  # 5.
        old_next_sibling = node._next_sibling  # 6.
    document = parent._node_document
    before = document._tree_version
    if document._live_ranges or ITERATORS:  # 3.-4. (one test while there are none)
        _pre_remove_steps(node, document)
    _unlink(node)  # 7.
    if SHADOW_ROOTS_MADE[0] and has_shadow_roots(parent._node_document):  # 8.-10.
        HOOKS.slots_after_remove(node, parent)
    steps = node._removing_steps  # 11.
    if steps is not None:
        steps(True, parent)
    for descendant in nodes_with_steps(node):  # 14.
        steps = descendant._removing_steps
        if steps is not None and descendant is not node:
            steps(False, parent)
    if observed:
        transient_observers_for_removal(node, parent)  # 15.
        if not suppress_observers:  # 16.
            queue_a_tree_mutation_record(parent, [], [node], old_previous_sibling, old_next_sibling)
    document._version += 1
    document._tree_version += 1
    document._located_changes += 1
    if document._tree_changes is not None:
        tree_changed(document, parent, (node,))
    if document._kept_texts:
        drop_kept_texts(parent)
    if document._ids is not None:
        ids_removed(node, parent)
    cache = document._cache
    if cache is not None and INDEX_KEY in cache:
        index_removed(document, node, parent, before)
    steps = parent._children_changed_steps  # 17.
    if steps is not None:
        steps()
    if ELEMENT_QUEUE:  # (the disconnectedCallback reactions the removing steps enqueued)
        process_element_queue()


def adopt(node: NodeImpl, document: DocumentImpl) -> None:
    """https://dom.spec.whatwg.org/#concept-node-adopt: remove ``node`` from its parent, and
    make ``document`` the node document of it, its descendants and their attributes.

    The old document's versions move on as its tree's do at a removal: what was computed at
    its old count for the subtree (a live collection rooted in it, its kept text content) is
    not read at that count again once the subtree has been changed in another document and
    brought back without a parent."""
    old_document = node._node_document
    if node._parent is not None:  # 2.
        remove(node)
    if document is not old_document:  # 3.
        old_document._version += 1
        old_document._tree_version += 1
        if SHADOW_ROOTS_MADE[0] and has_shadow_roots(old_document):
            mark_shadow_roots(document)  # (a host, with its shadow tree, may come along)
        for descendant in (
            HOOKS.shadow_including_inclusive_descendants(node)
            if SHADOW_ROOTS_MADE[0]
            else inclusive_descendants(node)
        ):
            descendant._node_document = document
            if isinstance(descendant, ElementImpl) and type(descendant._attrs) is list:
                for attribute in descendant._attrs:
                    attribute._node_document = document
        if STATE.observed:  # (the new document keeps their mutation observers alive)
            observers_adopted(node, document)
        for descendant in (  # 4.
            HOOKS.shadow_including_inclusive_descendants(node)
            if SHADOW_ROOTS_MADE[0]
            else inclusive_descendants(node)
        ):
            steps = descendant._adopting_steps
            if steps is not None:
                steps(old_document)
        if ELEMENT_QUEUE:  # (the adoptedCallback reactions)
            process_element_queue()
        if old_document._live_ranges:  # (the ranges in node's tree follow it)
            live_ranges_adopted(node, old_document)
