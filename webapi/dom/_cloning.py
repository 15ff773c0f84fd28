"""Cloning (https://dom.spec.whatwg.org/#concept-node-clone): clone a single node and clone a
node, whose walk over the descendants makes and links the common copies itself.

The walk uses an explicit stack: a tree may be deeper than Python's recursion limit (the
copiers below go down a bounded number of levels themselves). Live ranges are left out (no
live range can be in a new copy); other specifications' cloning steps run as a node class's
``_cloning_steps(copy, subtree)``.

**Copiers.** A Text or Comment node, or an element, with no cloning, insertion or
post-connection steps is copied by a copier: a function that makes the node and sets each slot
as its initializer does (``CharacterDataImpl``'s, ``ElementImpl``'s; an element class's own
initializer is called), and links it after its previous sibling itself (the store into the
previous sibling or the parent is then made by code that sees the few classes found next to
the copier's class, not by the walk, which sees every class). Each class gets its own copy
of the copier function (its own code object): CPython specializes each attribute access of a
code object for the one class it meets, and one function shared by the twenty-odd element
classes of a page would take the slow path at every access. "Insert" of a copy into a new
copy whose class has no children changed steps, while no observer is registered, is setting
the links (the Standard's "clone a node" step 5 appends each child's clone), so an element's
copier, reading the node's links in its own code, also copies the Text node after the
node (most of a page's Text nodes follow an element), and the node's children: its one Text
child (half of a page's elements have one), or all of them, a Text node made in its loop
and any other child by that child's copier, down to :data:`_DEPTH` levels of copiers (Python
frames); where the levels run out, or at a child it cannot copy, it pushes the node and its
copy onto the walk's stack, and the walk copies the rest. A copier answers the next node
for its caller to copy. ``tests/dom/test_building_fast_paths.py`` checks that a copier sets
the same slots to the same values as the initializer, and that a deep copy is the one the
Standard's way makes.

**Attributes.** The copy of an element whose attribute list is in the dict form (no namespace,
no prefix, no ``Attr`` node) is given that dict itself, and both are marked
(``_attrs_shared``): "clone a single node" appends a clone of each attribute to the copy, which
the shared dict is until one of them changes an attribute, and every algorithm that changes a
dict in place first gives a marked element a copy of its own
(``_attributes.attribute_dict``). A deep copy of a page copies no attribute then; the
Attr-node form is still copied node by node. ``tests/dom/test_clone_attributes.py`` changes
each side, and both, by each way of changing an attribute.
"""

from __future__ import annotations

from types import FunctionType

from webapi.infra import HTML_NAMESPACE

from ._attributes import append_attribute, attribute_list
from ._creation import NODE_CLASSES, document_origin, element_interface
from ._event_handlers import SCRIPTING
from ._mutation import forget_steps, insert
from ._mutation_observers import STATE
from ._nodes import (
    COMMENT_NODE,
    CUSTOM_ELEMENT_CLASSES,
    ELEMENT_NODE,
    TEXT_NODE,
    AttrImpl,
    CharacterDataImpl,
    DocumentImpl,
    DocumentTypeImpl,
    ElementImpl,
    NodeImpl,
    ProcessingInstructionImpl,
    make_node,
    node_initializer,
)
from ._reactions import COPY_CLASS, CREATION, ELEMENT_QUEUE, process_element_queue
from ._shadow_state import HOOKS, SHADOW_ROOTS_MADE
from ._tree_changes import tree_changed_in_copy

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["clone_node", "clone_single_node"]


def clone_single_node(node: NodeImpl, document: DocumentImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#clone-a-single-node (no custom element registries): a copy
    of ``node`` alone, with ``document`` as its node document (a document's copy is its own).
    The copy is of the node's own class, made as :func:`~._nodes.make_node` makes nodes (for an
    element, the class "create an element" gives for its local name and namespace)."""
    cls: Any = type(node)
    kind = node._node_type
    if kind in (TEXT_NODE, COMMENT_NODE):  # (the common case first) 4., 5.
        return make_node(cls, document, node._data)  # type: ignore[attr-defined,no-any-return]
    if kind == ELEMENT_NODE:  # 2.
        assert isinstance(node, ElementImpl)
        attrs = node._attrs
        if (
            CREATION
            and node._namespace == HTML_NAMESPACE
            and ("-" in node._local_name or node._is_value is not None)
        ):
            # 2.1 "create an element" for a custom element's copy (a custom element name's,
            # or an element with an is value): HTML's steps, which enqueue its upgrade where a
            # definition applies (None: the class for its name, not the class of a definition
            # the node has)
            made = CREATION[0](document, node._local_name, node._prefix, node._is_value, False)
            if made is None:
                cls = element_interface(node._local_name, HTML_NAMESPACE)
            else:
                for attribute in attribute_list(node):  # 2.2
                    append_attribute(_clone_attribute(attribute, document), made)
                return made  # type: ignore[no-any-return]
        if isinstance(attrs, dict):  # (the dict form: shared, see the module's docstring)
            element: ElementImpl = make_node(
                cls, document, node._namespace, node._local_name, node._prefix, attrs
            )
            if attrs:
                element._attrs_shared = node._attrs_shared = True
            element._is_value = node._is_value
            steps = element._attribute_change_steps
            if SCRIPTING[0] and steps is not None:  # (appending them: event handlers' steps)
                for name, value in attrs.items():
                    if name.startswith("on"):
                        steps(name, None, value, None)
            return element
        element = make_node(cls, document, node._namespace, node._local_name, node._prefix)
        element._is_value = node._is_value
        if attrs:
            for attribute in attrs:
                append_attribute(_clone_attribute(attribute, document), element)
        return element
    if isinstance(node, DocumentImpl):  # 3., 5.
        copy: DocumentImpl = make_node(cls, node._is_html, node._content_type)
        copy._encoding = node._encoding
        copy._url = node._url
        copy._origin = document_origin(node)
        copy._mode = node._mode
        return copy
    if isinstance(node, DocumentTypeImpl):  # 4., 5.
        return make_node(cls, document, node._name, node._public_id, node._system_id)  # type: ignore[no-any-return]
    if isinstance(node, AttrImpl):
        return _clone_attribute(node, document)
    if isinstance(node, ProcessingInstructionImpl):
        return make_node(cls, document, node._target, node._data)  # type: ignore[no-any-return]
    if isinstance(node, CharacterDataImpl):
        return make_node(cls, document, node._data)  # type: ignore[no-any-return]
    return make_node(cls, document)  # type: ignore[no-any-return]  # a document fragment


def _clone_attribute(attribute: AttrImpl, document: DocumentImpl) -> AttrImpl:
    """ "Clone a single node" of an ``Attr`` node."""
    return make_node(
        type(attribute),
        document,
        attribute._namespace,
        attribute._prefix,
        attribute._local_name,
        attribute._value,
    )


def clone_node(
    node: NodeImpl, document: DocumentImpl | None = None, subtree: bool = False
) -> NodeImpl:
    """https://dom.spec.whatwg.org/#concept-node-clone: a copy of ``node`` (with its
    descendants if ``subtree``), whose node document is ``document`` (default: ``node``'s)."""
    if document is None:
        document = node._node_document
    copy = clone_single_node(node, document)  # 2.
    if isinstance(copy, DocumentImpl):
        document = copy  # (clone a single node, step 7)
    steps = node._cloning_steps
    if steps is not None:  # 3.
        steps(copy, subtree)
    if subtree:
        _clone_children(node, copy, document)
    if SHADOW_ROOTS_MADE[0]:  # 7. (hosts: only once some shadow root was made)
        HOOKS.clone_shadow_roots(node, copy, document)
    if ELEMENT_QUEUE:  # (the upgrade reactions of the custom elements copied)
        process_element_queue()
    return copy


def _new_character_data(
    cls: type[Any], data: str, document: DocumentImpl, parent: NodeImpl, previous: Any
) -> Any:
    """A new Text or Comment node of ``cls`` holding ``data``, its slots set as
    ``CharacterDataImpl.__init__`` sets them, with ``parent`` and ``previous`` as its parent
    and previous sibling (the caller links them to it): the copy of a character data node
    (``cls``'s initializer is ``CharacterDataImpl``'s: :func:`copier`). The walk's loop and
    :func:`_copy_element`'s, which copy most of a page's Text nodes, write its steps out (a
    call costs about what its stores do: a deep copy of a page 7-10 % faster);
    ``tests/dom/test_building_fast_paths.py`` compares the copies' slots."""
    copy = _new(cls)
    _init_character_data(copy, document, data)
    copy._parent = parent
    copy._previous_sibling = previous
    return copy


_init_character_data = CharacterDataImpl.__init__


def _copy_character_data(
    cls: type[Any],
    node: Any,
    document: DocumentImpl,
    parent: NodeImpl,
    cell: list[Any],
    push: Callable[[tuple[NodeImpl, NodeImpl, bool, NodeImpl | None]], None],
    text_class: Any,
    depth: int,
) -> Any:
    """Copies the Text or Comment ``node`` (of ``cls``), its slots set as
    ``CharacterDataImpl.__init__`` sets them, linked in ``parent`` after ``cell[0]`` (the
    last copy linked there, or None), which becomes the copy; answers the node's next sibling
    (``push``, ``text_class`` and ``depth`` are for the copiers of elements)."""
    previous = cell[0]
    copy = _new_character_data(cls, node._data, document, parent, previous)
    if previous is None:
        parent._first_child = copy
    else:
        previous._next_sibling = copy
    cell[0] = copy
    return node._next_sibling


def _copy_element(
    cls: type[Any],
    node: Any,
    document: DocumentImpl,
    parent: NodeImpl,
    cell: list[Any],
    push: Callable[[tuple[NodeImpl, NodeImpl, bool, NodeImpl | None]], None],
    text_class: Any,
    depth: int,
    lone_text: bool = True,
    handlers: bool = False,
    init: Callable[..., None] | None = None,
) -> Any:
    """Copies the element ``node`` (of ``cls``), made as "clone a single node" makes it (its
    slots set as ``ElementImpl.__init__`` sets them, or by ``init``, the class's own
    initializer), linked in ``parent`` after ``cell[0]`` (the last copy linked there, or
    None); answers :data:`LEFT` (nothing made, ``cell`` as it was) where "clone a single node"
    is to copy its attributes: ``Attr`` nodes, or, once a document has had a script engine,
    attributes that may be event handlers' (``handlers``: its class has attribute change
    steps, which then run).

    Then the node's children, where it has some and ``lone_text`` (the class has no children
    changed steps): its one child, a Text node of ``text_class`` (the class of the Text nodes
    the walk copies itself), is copied as the copy's one child; else, while ``depth`` (how
    many levels of copiers may still go down themselves) and no observer is registered, the
    children are copied here as the walk copies them, a Text node of ``text_class`` made in
    this loop, a node of another class by its copier called with ``depth - 1`` (the links into
    the copy made by code that sees one class); a child whose class has no copier, or whose
    copier answers :data:`LEFT`, and the children after it are left to the walk:
    ``(node, copy, lone_text, child)`` goes to ``push``, the walk's stack, as ``(node, copy,
    lone_text, None)`` does for all the children where they are not copied here.

    Then its next sibling: a Text node of ``text_class`` is copied and linked after the copy
    here, as the walk would copy it. ``cell[0]`` becomes the last copy made in ``parent``, and
    the answer is the next sibling of the last node copied (None at the end of the list). The
    defaults are the class's, given to each copy of this function (:func:`_plain_copier`)."""
    attrs = node._attrs
    if attrs is not None and type(attrs) is not dict:
        if attrs:
            return LEFT
        attrs = None
    if handlers and SCRIPTING[0]:
        return LEFT
    previous = cell[0]
    copy = _new(cls)
    if init is None:
        copy._listeners = None
        copy._node_document = document
        copy._parent = parent
        copy._previous_sibling = previous
        copy._first_child = None
        copy._last_child = None
        copy._subtree_steps = False  # (its class's _own_steps)
        copy._namespace = node._namespace
        copy._prefix = node._prefix
        copy._local_name = node._local_name
        if attrs:
            copy._attrs = attrs
            copy._attrs_shared = True
            if not node._attrs_shared:
                node._attrs_shared = True
        else:
            copy._attrs = None
            copy._attrs_shared = False
        copy._cache = None
    else:
        init(copy, document, node._namespace, node._local_name, node._prefix, attrs)
        if attrs:
            copy._attrs_shared = node._attrs_shared = True
        copy._parent = parent
        copy._previous_sibling = previous
    copy._is_value = node._is_value
    if previous is None:
        parent._first_child = copy
    else:
        previous._next_sibling = copy
    child = node._first_child
    if child is not None:
        if not lone_text:
            push((node, copy, False, None))
        elif type(child) is text_class and child._next_sibling is None:
            # (its one child a Text node: copied here, as the walk copies Text nodes)
            # (_new_character_data written out, as in the loops below: a call costs as
            # much as the stores)
            only = _new(text_class)
            only._listeners = None
            only._node_document = document
            only._parent = copy
            only._previous_sibling = None
            only._next_sibling = None
            only._first_child = None
            only._last_child = None
            only._data = child._data
            copy._first_child = copy._last_child = only
        elif depth and not STATE.observed:
            # (its children copied here, as the walk copies them)
            last: Any = None
            while True:
                kind = type(child)
                if kind is text_class:
                    text = _new(text_class)
                    text._listeners = None
                    text._node_document = document
                    text._parent = copy
                    text._previous_sibling = last
                    text._next_sibling = None
                    text._first_child = None
                    text._last_child = None
                    text._data = child._data
                    if last is None:
                        copy._first_child = text
                    else:
                        last._next_sibling = text
                    last = text
                    child = child._next_sibling
                else:
                    try:
                        make = _COPIERS[kind]
                    except KeyError:  # (the walk makes its copier)
                        break
                    if make is None:
                        break
                    cell[0] = last
                    following = make(kind, child, document, copy, cell, push, text_class, depth - 1)
                    if following is LEFT:
                        break
                    last = cell[0]
                    child = following
                if child is None:
                    break
            copy._last_child = last
            if child is not None:
                push((node, copy, True, child))
        else:
            push((node, copy, True, None))
    following = node._next_sibling
    if following is not None and type(following) is text_class:
        # (a Text node after it: copied here, as the walk copies Text nodes)
        text = _new(text_class)
        text._listeners = None
        text._node_document = document
        text._parent = parent
        text._previous_sibling = copy
        text._next_sibling = None
        text._first_child = None
        text._last_child = None
        text._data = following._data
        copy._next_sibling = text
        cell[0] = text
        return following._next_sibling
    copy._next_sibling = None
    cell[0] = copy
    return following


def _copy_element_with_steps(
    cls: type[Any],
    node: Any,
    document: DocumentImpl,
    parent: NodeImpl,
    cell: list[Any],
    push: Callable[[tuple[NodeImpl, NodeImpl, bool, NodeImpl | None]], None],
    text_class: Any,
    depth: int,
    lone_text: bool = True,
    handlers: bool = False,
    init: Callable[..., None] = ElementImpl.__init__,
) -> Any:
    """Copies the element ``node`` of a class with cloning, insertion or post-connection
    steps, made as :func:`_copy_element` makes it, then what the Standard does next for it
    in a copy that is not a document: its cloning steps, its append to ``parent`` after
    ``cell[0]`` ("insert": adopt does nothing to a new node of ``parent``'s node document, no
    live range or observer can see a new copy) and its own insertion steps (a new node has no
    descendant; the document's versions move on first, as "insert" has them when the steps
    run). The copy is not connected (its root is a new node with no parent), so no
    post-connection steps would run and no ID joins a map ("insert" would walk to the root to
    find that out for each copy with post-connection steps: a deep copy of nested
    ``selectedcontent`` elements took time quadratic in its depth). :data:`LEFT` where "clone
    a single node" is to copy its attributes (as :func:`_copy_element`). After its insertion
    steps, its one Text child is copied as :func:`_copy_element` copies it, while no observer
    is registered (the steps could have registered one), else its children go to the walk;
    ``cell[0]`` becomes the copy, and the answer is the node's next sibling."""
    attrs = node._attrs
    if attrs is not None and type(attrs) is not dict:
        if attrs:
            return LEFT
        attrs = None
    if handlers and SCRIPTING[0]:
        return LEFT
    previous = cell[0]
    copy = _new(cls)
    init(copy, document, node._namespace, node._local_name, node._prefix, attrs)
    if attrs:
        copy._attrs_shared = node._attrs_shared = True
    copy._is_value = node._is_value
    steps = node._cloning_steps
    if steps is not None:
        steps(copy, True)
    copy._parent = parent
    copy._previous_sibling = previous
    if previous is None:
        parent._first_child = copy
    else:
        previous._next_sibling = copy
    parent._last_child = copy
    cell[0] = copy
    if copy._subtree_steps is not False:
        forget_steps(parent)
    steps = copy._insertion_steps
    if steps is not None:
        document._version += 1
        document._tree_version += 1
        document._located_changes += 1  # (in a new copy: no ancestor keeps a text)
        if document._tree_changes is not None:
            tree_changed_in_copy(document)
        steps()
    first = node._first_child
    if first is not None:
        if (
            lone_text
            and type(first) is text_class
            and first._next_sibling is None
            and not STATE.observed
        ):
            # (its one child a Text node: copied here, as the walk copies Text nodes;
            # the steps that ran registered no observer)
            only = _new_character_data(text_class, first._data, document, copy, None)
            copy._first_child = copy._last_child = only
        else:
            push((node, copy, lone_text, None))
    return node._next_sibling


#: A copier's answer where it made nothing (the walk takes the Standard's way).
LEFT: Any = object()


_new = object.__new__


def _own_copy(
    function: Callable[..., Any], defaults: tuple[Any, ...] | None = None
) -> Callable[..., Any]:
    """A copy of ``function`` with a code object of its own (see the module's docstring), and
    ``defaults`` for its last parameters."""
    return FunctionType(
        function.__code__.replace(), function.__globals__, function.__name__, defaults
    )


def copier(cls: type[Any]) -> Callable[..., Any] | None:
    """The copier of the nodes of ``cls`` (None where the walk clones and inserts them as the
    Standard says): a Text or Comment class whose initializer is ``CharacterDataImpl``'s, or
    an element class, with no cloning steps and no insertion or post-connection steps; an
    element class with cloning, insertion or post-connection steps gets
    :func:`_copy_element_with_steps`. A copier is called as ``make(cls, node, document,
    parent, cell, push, text_class, depth)`` (see :func:`_copy_element`): it links its copy after
    ``cell[0]``, the last copy in ``parent``, puts the last copy it made there and answers the
    next node for the walk to copy, or :data:`LEFT` for a node it leaves to the Standard's way
    (having made, linked and pushed nothing)."""
    if cls in CUSTOM_ELEMENT_CLASSES:
        return _copy_custom_element
    return _plain_copier(cls)


def _copy_custom_element(
    cls: type[Any],
    node: Any,
    document: DocumentImpl,
    parent: NodeImpl,
    cell: list[Any],
    push: Callable[[tuple[NodeImpl, NodeImpl, bool, NodeImpl | None]], None],
    text_class: Any,
    depth: int,
) -> Any:
    """The copier of HTML's custom element classes (the elements of a valid custom element
    name, those with an is value, a definition's): where no custom element definition applies
    to the copy in ``document``, the copy made as its class's copier makes one, of the class
    HTML gives (not a definition's class the node has); else :data:`LEFT` ("create an
    element" makes it, an upgrade enqueued)."""
    target = COPY_CLASS[0](document, node) if COPY_CLASS else None
    if target is None:
        return LEFT
    try:
        make = _PLAIN_COPIERS[target]
    except KeyError:
        make = _PLAIN_COPIERS[target] = _plain_copier(target)
    if make is None:
        return LEFT
    return make(target, node, document, parent, cell, push, text_class, depth)


#: class -> its copier without HTML's custom element classes' check (:func:`_plain_copier`).
_PLAIN_COPIERS: dict[type[Any], Callable[..., Any] | None] = {}


def _plain_copier(cls: type[Any]) -> Callable[..., Any] | None:
    """:func:`copier`'s answer for a class that is none of HTML's custom element classes'."""
    init = node_initializer(cls)
    lone_text = cls._children_changed_steps is None
    handlers = getattr(cls, "_attribute_change_steps", None) is not None  # (elements)
    if cls._cloning_steps is not None or cls._own_steps:
        if cls._node_type == ELEMENT_NODE:
            return _own_copy(_copy_element_with_steps, (lone_text, handlers, init))
        return None
    if cls._node_type in (TEXT_NODE, COMMENT_NODE) and init is CharacterDataImpl.__init__:
        return _own_copy(_copy_character_data)
    if cls._node_type == ELEMENT_NODE:
        return _own_copy(
            _copy_element, (lone_text, handlers, None if init is ElementImpl.__init__ else init)
        )
    return None


#: class -> its copier, or None (filled as classes are met).
_COPIERS: dict[type[Any], Callable[..., Any] | None] = {}


def _clone_children(node: NodeImpl, copy: NodeImpl, document: DocumentImpl) -> None:
    """Step 5. of "clone a node": each child of ``node`` cloned with ``document`` and subtree
    true, appended to ``copy``, in tree order.

    The common case, a child whose class has a copier (:func:`copier`) appended to a copy with
    no children changed steps, while no mutation observer is registered and the copy is not a
    document, is made and linked by that copier: there "insert" does nothing else (no live range
    can be in a new copy; the copy's nodes are connected only when it is a document, and only
    then do IDs join its map). An element whose attributes are ``Attr`` nodes takes the
    Standard's way. The document's versions change once at the end.

    The Text nodes of the class "create a text node" makes (or, where its nodes have no copier,
    of the first Text class met with a copier) are copied here, as :func:`_copy_character_data`
    makes them (:func:`_new_character_data`'s steps, linked here without a copier's call: most of a
    page's nodes are Text), and a copy's last child is set once its children are all linked
    (before a child taken the Standard's way, whose insert reads it). An element's copier copies
    its children itself down to :data:`_DEPTH` levels, and pushes ``(node, copy, plain, child)``
    onto the stack where the walk is to copy the children of ``node`` from ``child`` on (None:
    from the first), ``plain`` whether the copy's class has no children changed steps (see
    :func:`_copy_element`)."""
    direct = not isinstance(copy, DocumentImpl)
    linked = False
    copiers = _COPIERS
    left = LEFT
    text_class: Any = NODE_CLASSES["Text"]  # ("create a text node"'s: a page's Text nodes)
    try:
        make = copiers[text_class]
    except KeyError:
        make = copiers[text_class] = copier(text_class)
    if make is None:
        text_class = None
    cell: list[Any] = [None]
    stack: list[tuple[Any, Any, bool, Any]] = [
        (node, copy, copy._children_changed_steps is None, None)
    ]
    push = stack.append
    while stack:
        original, copied, plain, child = stack.pop()
        plain = plain and direct and not STATE.observed
        last: Any = copied._last_child
        if child is None:
            child = original._first_child
        while child is not None:
            cls: Any = type(child)
            if cls is text_class and plain:  # (as _copy_character_data)
                child_copy: Any = _new(cls)  # (_new_character_data written out)
                child_copy._listeners = None
                child_copy._node_document = document
                child_copy._parent = copied
                child_copy._previous_sibling = last
                child_copy._next_sibling = None
                child_copy._first_child = None
                child_copy._last_child = None
                child_copy._data = child._data
                if last is None:
                    copied._first_child = child_copy
                else:
                    last._next_sibling = child_copy
                last = child_copy
                child = child._next_sibling
                continue
            try:
                make = copiers[cls]
            except KeyError:
                make = copiers[cls] = copier(cls)
            if plain and make is not None:
                cell[0] = last
                following = make(cls, child, document, copied, cell, push, text_class, _DEPTH)
                if following is not left:
                    last = cell[0]
                    if text_class is None and cls._node_type == TEXT_NODE:
                        text_class = cls
                    child = following
                    continue
            copied._last_child = last
            child_copy = clone_single_node(child, document)
            steps = child._cloning_steps
            if steps is not None:
                steps(child_copy, True)
            insert(child_copy, copied, None)  # (append: a copy is always a valid child)
            last = copied._last_child
            if child._first_child is not None:
                push((child, child_copy, child_copy._children_changed_steps is None, None))
            child = child._next_sibling
        if last is not None:
            copied._last_child = last
            linked = True
    if linked:
        document._version += 1
        document._tree_version += 1
        document._located_changes += 1  # (in a new copy: no ancestor keeps a text)
        if document._tree_changes is not None:
            tree_changed_in_copy(document)


#: How many levels below a node the walk reaches the copiers go down themselves (each level a
#: Python frame; the walk's stack takes the levels below).
_DEPTH = 32
