"""Collections (https://dom.spec.whatwg.org/#concept-collection): live ``NodeList`` and
``HTMLCollection`` views of a subtree through a filter, static ``NodeList`` snapshots, and the
lists the DOM's getters make (https://dom.spec.whatwg.org/#concept-getelementsbytagname and the
two after it), with an element's ID and classes and ``getElementById``.

A live collection finds its nodes when first read, as far as it is asked to, and again only
after a change that can affect it: its root's node document's tree changed
(``DocumentImpl._tree_version``) or an attribute its filter reads (``_attribute_versions``);
reading ``length`` and each index in turn walks the subtree once, as browsers' collection
caches do (:class:`CollectionImpl`).
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from webapi.infra import HTML_NAMESPACE

from ._attributes import get_attribute_value
from ._event import new_object
from ._ids import first_element_with_id
from ._nodes import ELEMENT_NODE, ElementImpl, NodeImpl
from ._token_list import ordered_set_parser
from ._tree_changes import changes_since, keep_at_least, tree_changes_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Any, ClassVar, TypeVar

    _C = TypeVar("_C", bound="CollectionImpl")
    _T = TypeVar("_T")

__all__ = [
    "CollectionImpl",
    "HTMLCollectionImpl",
    "NodeListImpl",
    "added_nodes",
    "cached",
    "child_nodes",
    "children",
    "element_classes",
    "element_id",
    "get_element_by_id",
    "list_of_elements_with_class_names",
    "list_of_elements_with_namespace_and_local_name",
    "list_of_elements_with_qualified_name",
    "make_collection",
    "removed_nodes",
    "static_node_list",
]

_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def element_id(element: ElementImpl) -> str | None:
    """https://dom.spec.whatwg.org/#concept-id: the value of the ``id`` attribute unless it is
    missing or empty."""
    return get_attribute_value(element, "id") or None


def element_classes(element: ElementImpl) -> list[str]:
    """https://dom.spec.whatwg.org/#concept-class: the ``class`` attribute's value parsed by
    the ordered set parser."""
    value = get_attribute_value(element, "class")
    return ordered_set_parser(value) if value else []


class CollectionImpl:
    """A live collection: its root, and its filter (an element or node test), over the root's
    descendants or (``children_only``) its children; ``_depends``, what the filter reads
    besides the tree: the local names of the attributes it reads (``()``: none, a view of the
    tree alone), or None (anything: the node document's ``_version``, which every change
    increments). A static ``NodeList`` has no root: ``_nodes`` are its nodes. ``_names``, an
    ``HTMLCollection``'s named properties, the view and the document version they were found
    in.

    The view is kept as Blink's ``CollectionIndexCache`` keeps it: ``_nodes``, the
    collection's first nodes in tree order, found so far; ``_cursor``, the node to look at
    next (None once the walk has reached the end: ``_nodes`` is then the whole view, its
    length the collection's); ``_key``, what they were found for (the node document and the
    versions ``_depends`` names), so that a change to anything else (another attribute, or
    an attribute of an element a tag name collection does not read) keeps them. ``item(i)``
    walks on from the cursor only as far as ``i``: ``item(i + 1)`` after ``item(i)`` is one
    step, and reading each index in turn walks the subtree once.

    ``_gather``, for a collection whose nodes are not its root's descendants in tree order
    (a table's ``rows``, the ``thead`` rows first; an element's ``labels``, anywhere in its
    tree): None, or a function that gives the whole view from the root in one call, made
    again when the key changes, as the walk would be."""

    __slots__ = (
        "_attributed",
        "_children_only",
        "_cursor",
        "_depends",
        "_filter",
        "_gather",
        "_key",
        "_local",
        "_local_names",
        "_names",
        "_nodes",
        "_root",
        "_synced",
        "_walked",
    )
    #: The public class of the interface, set by the generated bindings (``new_object``).
    _interface_class: ClassVar[type[Any]]

    def __init__(
        self,
        root: NodeImpl | None,
        node_filter: Callable[[NodeImpl], bool] | None,
        children_only: bool = False,
        depends: tuple[str, ...] | None = None,
    ) -> None:
        self._root = root
        self._filter = node_filter
        self._children_only = children_only
        self._depends = depends
        self._key: tuple[object, ...] | None = None
        self._nodes: list[NodeImpl] = []
        self._cursor: NodeImpl | None = None
        self._names: tuple[list[NodeImpl], int, dict[str, NodeImpl]] | None = None
        #: the local names an element must have to pass the filter, where that is known (a
        #: quick test before the filter's call)
        self._local_names: frozenset[str] | None = None
        self._gather: Callable[[NodeImpl], list[NodeImpl]] | None = None
        #: whether the filter passes elements only and reads of the tree nothing but the
        #: element, its ancestors and the attributes ``_depends`` names (so a change to the
        #: tree that inserts or removes none of its members affects none of the others')
        self._local = False
        #: (local) whether an element without attributes never passes the filter
        self._attributed = False
        #: (local) the tree version the view is kept for
        self._synced = -1
        #: how many nodes the view's walk has looked at
        self._walked = 0

    def _current_key(self) -> tuple[object, ...]:
        """What the view is found for: the root's node document and the versions of what
        the filter reads (the tree's, but for a local collection: ``_synced``)."""
        document = self._root._node_document  # type: ignore[union-attr]
        depends = self._depends
        if depends is None:
            return (document, document._version)
        if self._local:
            if not depends:
                return (document,)
            versions = document._attribute_versions
            return (document, *[versions.get(name) for name in depends])
        if not depends:
            return (document, document._tree_version)
        versions = document._attribute_versions
        return (document, document._tree_version, *[versions.get(name) for name in depends])

    def _check(self) -> None:
        """Start the view again if something it depends on changed since it was found (for
        a local collection: a change to the tree that can affect it, :meth:`_affected`)."""
        key = self._current_key()
        if self._key == key:
            if not self._local:
                return
            version = self._root._node_document._tree_version  # type: ignore[union-attr]
            synced = self._synced
            if synced == version:
                return
            if not self._affected(synced):
                self._synced = version
                if self._cursor is not None:
                    self._resume()
                return
        self._key = key
        self._nodes = []
        root: NodeImpl = self._root  # type: ignore[assignment]
        self._cursor = root if self._gather is not None else root._first_child
        if self._local:
            document = root._node_document
            tree_changes_of(document)
            keep_at_least(document, self._walked)
            self._synced = document._tree_version
        self._walked = 0

    def _affected(self, synced: int) -> bool:
        """Whether a change to the tree since version ``synced`` can have changed the
        view of this local collection: one the document's record does not have (or has no
        longer), a change to the root's children (for a collection of its children) that
        inserts or removes a node it could hold (for a filter of elements: an element,
        named as ``_local_names`` says, with attributes where ``_attributed``). A removed
        element that passed the filter was a member; an inserted one is."""
        root: NodeImpl = self._root  # type: ignore[assignment]
        entries = changes_since(root._node_document, synced)
        if entries is None:
            return True
        children_only = self._children_only
        root_id = id(root)
        any_node = self._filter is None
        names = self._local_names
        attributed = self._attributed
        for parent, other_parent, changed, with_attributes in entries:
            if children_only and parent != root_id and other_parent != root_id:
                continue
            if any_node:
                return True
            if not changed:  # (no element)
                continue
            if names is not None and names.isdisjoint(changed):
                continue
            if attributed and not with_attributes:
                continue
            return True
        return False

    def _resume(self) -> None:
        """After changes that left the view as it was: the cursor becomes the node after the
        last one found (the cursor it was may have left the tree), as the walk had it."""
        root: NodeImpl = self._root  # type: ignore[assignment]
        nodes = self._nodes
        if not nodes:
            self._cursor = root._first_child
            return
        node: NodeImpl | None = nodes[-1]
        if self._children_only:
            self._cursor = node._next_sibling  # type: ignore[union-attr]
            return
        following = node._first_child  # type: ignore[union-attr]
        while following is None and node is not root and node is not None:
            following = node._next_sibling
            node = node._parent
        self._cursor = following

    def _walk_to(self, index: int | None) -> None:
        """Walk on from the cursor until the view has ``index + 1`` nodes (None: to the
        end)."""
        root: NodeImpl = self._root  # type: ignore[assignment]
        if self._gather is not None:
            self._nodes = self._gather(root)
            self._cursor = None
            return
        test = self._filter
        found = self._nodes
        append = found.append
        node = self._cursor
        wanted = -1 if index is None else index + 1
        walked = 0
        if self._children_only:
            while node is not None and len(found) != wanted:
                walked += 1
                if test is None or test(node):
                    append(node)
                node = node._next_sibling
            self._cursor = node
            self._walked += walked
            return
        # the descendants in tree order, as _tree.descendants walks them, in one loop
        names = self._local_names
        while node is not None and len(found) != wanted:
            walked += 1
            if names is not None:
                if (
                    node._node_type == ELEMENT_NODE
                    and node._local_name in names  # type: ignore[attr-defined]
                    and (test is None or test(node))
                ):
                    append(node)
            elif test is None or test(node):
                append(node)
            following = node._first_child
            if following is None:
                ancestor: NodeImpl | None = node
                while ancestor is not root and ancestor is not None:
                    following = ancestor._next_sibling
                    if following is not None:
                        break
                    ancestor = ancestor._parent
            node = following
        self._cursor = node
        self._walked += walked

    def _view(self) -> list[NodeImpl]:
        """The nodes represented by the collection, in tree order."""
        if self._root is None:  # (static)
            return self._nodes
        self._check()
        if self._cursor is not None:
            self._walk_to(None)
        return self._nodes

    @property
    def _length(self) -> int:
        return len(self._view())

    def _item(self, index: int) -> NodeImpl | None:
        nodes = self._nodes
        if self._root is not None:
            self._check()
            nodes = self._nodes
            if index >= len(nodes) and self._cursor is not None:
                self._walk_to(index)
                nodes = self._nodes  # (a gathered view is a new list)
        return nodes[index] if 0 <= index < len(nodes) else None


class NodeListImpl(CollectionImpl):
    """A ``NodeList`` (https://dom.spec.whatwg.org/#interface-nodelist): live (``childNodes``)
    or static (:func:`static_node_list`)."""

    __slots__ = ()


class HTMLCollectionImpl(CollectionImpl):
    """An ``HTMLCollection`` (https://dom.spec.whatwg.org/#interface-htmlcollection) of
    elements."""

    __slots__ = ()

    def _named_item(self, key: str) -> NodeImpl | None:
        """``HTMLCollection.namedItem``: the first element whose ID is ``key``, or an HTML
        element whose ``name`` attribute is ``key``."""
        if not key:  # 1.
            return None
        return self._named_items().get(key)

    def _supported_property_names(self) -> list[str]:
        """``HTMLCollection``'s supported property names: IDs and HTML elements' non-empty
        ``name`` values, each once, in tree order."""
        return list(self._named_items())

    def _named_items(self) -> dict[str, NodeImpl]:
        """Each supported property name and the first element it names, in tree order: one
        walk of the view, kept while the view and the document are unchanged (so that
        ``dict(collection)``, a lookup per name, is linear)."""
        nodes = self._view()
        version = -1 if self._root is None else self._root._node_document._version
        cache = self._names
        if cache is not None and cache[0] is nodes and cache[1] == version:
            return cache[2]
        result: dict[str, NodeImpl] = {}
        for node in nodes:
            element: ElementImpl = node  # type: ignore[assignment]
            identifier = element_id(element)
            if identifier is not None:
                result.setdefault(identifier, element)
            if element._namespace == HTML_NAMESPACE:
                name = get_attribute_value(element, "name")
                if name:
                    result.setdefault(name, element)
        if self._root is not None:  # (a static list's elements may change their names)
            self._names = (nodes, version, result)
        return result


def make_collection(
    impl_class: type[_C],
    root: NodeImpl | None,
    node_filter: Callable[[NodeImpl], bool] | None,
    children_only: bool = False,
    depends: tuple[str, ...] | None = None,
    *,
    local: bool = False,
    local_names: frozenset[str] | None = None,
    attributed: bool = False,
) -> _C:
    """A new collection object of ``impl_class``'s interface (its public class once the
    bindings are loaded); ``depends``: the local names of the attributes ``node_filter``
    reads (None: it may read anything, the view is found again after any change).

    ``local`` (with ``depends`` not None): ``node_filter`` is None (every node: a
    collection of children) or passes elements only, reading of the tree nothing but the
    element, its ancestors and the attributes ``depends`` names; then a change to the tree
    that inserts or removes no node the filter could pass leaves the view as it is
    (:mod:`._tree_changes`). ``local_names``: the local names of the elements it can pass
    (None: any); ``attributed``: whether an element without attributes never passes it."""
    collection = new_object(impl_class)
    CollectionImpl.__init__(collection, root, node_filter, children_only, depends)
    if local and depends is not None and root is not None:
        collection._local = True
        collection._local_names = local_names
        collection._attributed = attributed
    return collection


def static_node_list(nodes: list[NodeImpl]) -> NodeListImpl:
    """A static ``NodeList`` of ``nodes``."""
    node_list = make_collection(NodeListImpl, None, None)
    node_list._nodes = nodes
    return node_list


def added_nodes(record: Any) -> NodeListImpl:
    """``MutationRecord.addedNodes``: a static ``NodeList`` of the record's added nodes, made
    on first read (the same object afterwards)."""
    nodes = record._added_nodes
    if type(nodes) is list:
        nodes = record._added_nodes = static_node_list(nodes)
    return nodes  # type: ignore[no-any-return]


def removed_nodes(record: Any) -> NodeListImpl:
    """``MutationRecord.removedNodes``, as :func:`added_nodes`."""
    nodes = record._removed_nodes
    if type(nodes) is list:
        nodes = record._removed_nodes = static_node_list(nodes)
    return nodes  # type: ignore[no-any-return]


#: The ``childNodes`` of nodes without a ``_cache`` slot (a doctype, an ``Attr``, character
#: data: nodes that never have children), each an empty static ``NodeList`` that does not
#: reference its node: the table holds its nodes weakly and its values must not keep them
#: alive (a value that did would make the key immortal, and with it the node's document).
_LEAF_CHILD_NODES: WeakKeyDictionary[NodeImpl, NodeListImpl] = WeakKeyDictionary()


def cached(node: NodeImpl, key: str, make: Callable[[NodeImpl], _T]) -> _T:
    """The object ``make(node)`` made the first time ``key`` is asked of ``node``, the same
    after ([SameObject]): kept in the node's ``_cache`` (elements, documents, fragments)."""
    cache = node._cache  # type: ignore[attr-defined]
    if cache is None:
        cache = node._cache = {}  # type: ignore[attr-defined]
    found = cache.get(key)
    if found is None:
        found = cache[key] = make(node)
    return found  # type: ignore[no-any-return]


def child_nodes(this: NodeImpl) -> NodeListImpl:
    """https://dom.spec.whatwg.org/#dom-node-childnodes: a live ``NodeList`` of the node's
    children, the same object each time. A node that can have no child (no ``_cache`` slot)
    gets an empty ``NodeList`` of its own that stays empty (static: it does not keep the node
    alive)."""
    if not hasattr(this, "_cache"):
        found = _LEAF_CHILD_NODES.get(this)
        if found is None:
            found = _LEAF_CHILD_NODES[this] = static_node_list([])
        return found
    return cached(
        this,
        "childNodes",
        lambda node: make_collection(NodeListImpl, node, None, True, (), local=True),
    )


def children(this: NodeImpl) -> HTMLCollectionImpl:
    """https://dom.spec.whatwg.org/#dom-parentnode-children: a live ``HTMLCollection`` of the
    node's element children, the same object each time."""
    return cached(
        this,
        "children",
        lambda node: make_collection(HTMLCollectionImpl, node, _is_element, True, (), local=True),
    )


def _children(node: NodeImpl) -> Iterator[NodeImpl]:
    child = node._first_child
    while child is not None:
        yield child
        child = child._next_sibling


def _is_element(node: NodeImpl) -> bool:
    return node._node_type == ELEMENT_NODE


def list_of_elements_with_qualified_name(root: NodeImpl, qualified_name: str) -> HTMLCollectionImpl:
    """https://dom.spec.whatwg.org/#concept-getelementsbytagname."""
    if qualified_name == "*":  # 1.
        return make_collection(HTMLCollectionImpl, root, _is_element, False, (), local=True)
    if root._node_document._is_html:  # 2.
        lowered = qualified_name.translate(_ASCII_LOWER)

        def in_html_document(node: NodeImpl) -> bool:
            if node._node_type != ELEMENT_NODE:
                return False
            element: ElementImpl = node  # type: ignore[assignment]
            wanted = lowered if element._namespace == HTML_NAMESPACE else qualified_name
            if element._prefix is None:  # (the qualified name is the local name)
                return element._local_name == wanted
            return _qualified_name(element) == wanted

        names = None
        if ":" not in qualified_name:  # (then only an element without a prefix can match)
            names = frozenset((lowered, qualified_name))
        return make_collection(
            HTMLCollectionImpl,
            root,
            in_html_document,
            False,
            (),
            local=True,
            local_names=names,
        )

    def by_qualified_name(node: NodeImpl) -> bool:  # 3.
        return node._node_type == ELEMENT_NODE and _qualified_name(node) == qualified_name  # type: ignore[arg-type]

    return make_collection(HTMLCollectionImpl, root, by_qualified_name, False, (), local=True)


def _qualified_name(element: ElementImpl) -> str:
    prefix = element._prefix
    return element._local_name if prefix is None else f"{prefix}:{element._local_name}"


def list_of_elements_with_namespace_and_local_name(
    root: NodeImpl, namespace: str | None, local_name: str
) -> HTMLCollectionImpl:
    """https://dom.spec.whatwg.org/#concept-getelementsbytagnamens."""
    if namespace == "":  # 1.
        namespace = None
    any_namespace = namespace == "*"
    any_name = local_name == "*"

    def matches(node: NodeImpl) -> bool:
        if node._node_type != ELEMENT_NODE:
            return False
        element: ElementImpl = node  # type: ignore[assignment]
        return (any_namespace or element._namespace == namespace) and (
            any_name or element._local_name == local_name
        )

    return make_collection(
        HTMLCollectionImpl,
        root,
        matches,
        False,
        (),
        local=True,
        local_names=None if any_name else frozenset((local_name,)),
    )


def list_of_elements_with_class_names(root: NodeImpl, class_names: str) -> HTMLCollectionImpl:
    """https://dom.spec.whatwg.org/#concept-getelementsbyclassname: the descendant elements
    that have every class of ``class_names`` (ASCII case-insensitively in a quirks mode
    document); none for no classes."""
    classes = ordered_set_parser(class_names)  # 1.
    if not classes:  # 2.
        return make_collection(HTMLCollectionImpl, root, lambda node: False, False, ())
    quirks = root._node_document._mode == "quirks"
    if quirks:
        classes = [name.translate(_ASCII_LOWER) for name in classes]

    def matches(node: NodeImpl) -> bool:
        if node._node_type != ELEMENT_NODE:
            return False
        value = get_attribute_value(node, "class")  # type: ignore[arg-type]
        if not value:
            return False
        if quirks:
            value = value.translate(_ASCII_LOWER)
        have = set(ordered_set_parser(value))
        return all(name in have for name in classes)

    return make_collection(
        HTMLCollectionImpl, root, matches, False, ("class",), local=True, attributed=True
    )


def get_element_by_id(root: NodeImpl, element_id_: str) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid: the first
    descendant element of ``root`` in tree order whose ID is ``element_id_`` (through the
    document's ID map, :mod:`._ids`)."""
    return first_element_with_id(root, element_id_)
