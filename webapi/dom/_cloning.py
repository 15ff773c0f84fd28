"""Cloning (https://dom.spec.whatwg.org/#concept-node-clone): clone a single node and clone a
node, whose walk over the descendants makes and links the common copies itself.

The walk uses an explicit stack: a tree may be deeper than Python's recursion limit. Live ranges
are left out (no live range can be in a new copy); other specifications' cloning steps run as a
node class's ``_cloning_steps(copy, subtree)``.

**Copiers.** A Text or Comment node, or an element, with no cloning, insertion or
post-connection steps is copied by a copier: a function that makes the node and sets each slot
as its initializer does (``CharacterDataImpl``'s, ``ElementImpl``'s; an element class's own
initializer is called), and links it after its previous sibling itself (the store into the
previous sibling or the parent is then made by code that sees the few classes found next to
the copier's class, not by the walk, which sees every class). Each class gets its own copy
of the copier function (its own code object): CPython specializes each attribute access of a
code object for the one class it meets, and one function shared by the twenty-odd element
classes of a page would take the slow path at every access. A copier also decides, reading
the node's children links in that code, whether the walk goes down to the node's children
(it pushes the node, its copy and whether the class has no children changed steps onto the
walk's stack) or whether the node's one child is a
Text node, which it copies itself, as the walk copies Text nodes: "insert" of that copy into
a new copy whose class has no children changed steps, while no observer is registered, is
setting the links (the Standard's "clone a node" step 5 appends each child's clone: here
the one child's). Half of a page's elements have one Text child.
``tests/dom/test_building_fast_paths.py`` checks that a copier sets the same slots to the same
values as the initializer, and that a deep copy is the one the Standard's way makes.

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
from ._creation import document_origin, element_interface
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
    if ELEMENT_QUEUE:  # (the upgrade reactions of the custom elements copied)
        process_element_queue()
    return copy


def _copy_character_data(
    cls: type[Any],
    node: Any,
    document: DocumentImpl,
    parent: NodeImpl,
    previous: Any,
    push: Callable[[tuple[NodeImpl, NodeImpl, bool]], None],
    text_class: Any,
) -> Any:
    """A copy of the Text or Comment ``node`` (of ``cls``), its slots set as
    ``CharacterDataImpl.__init__`` sets them, linked in ``parent`` after ``previous`` (``push``
    and ``text_class``, the walk's, are for the copiers of elements)."""
    copy = _new(cls)
    copy._listeners = None
    copy._node_document = document
    copy._parent = parent
    copy._previous_sibling = previous
    copy._next_sibling = None
    copy._first_child = None
    copy._last_child = None
    copy._data = node._data
    if previous is None:
        parent._first_child = copy
    else:
        previous._next_sibling = copy
    return copy


def _copy_element(
    cls: type[Any],
    node: Any,
    document: DocumentImpl,
    parent: NodeImpl,
    previous: Any,
    push: Callable[[tuple[NodeImpl, NodeImpl, bool]], None],
    text_class: Any,
    lone_text: bool = True,
    handlers: bool = False,
) -> Any:
    """A copy of the element ``node`` (of ``cls``), its slots set as ``ElementImpl.__init__``
    sets them, linked in ``parent`` after ``previous``; None (nothing made) where "clone a
    single node" is to copy its attributes: ``Attr`` nodes, or, once a document has had a
    script engine, attributes that may be event handlers' (``handlers``: its class has
    attribute change steps, which then run).

    Then the node's children: where its one child is a Text node of ``text_class`` (the class
    of the Text nodes the walk copies itself) and ``lone_text`` (the class has no children
    changed steps), that child is copied as the copy's one child; else, where it has children,
    ``(node, copy, lone_text)`` goes to ``push``, the walk's stack, for the walk to copy them. The
    defaults are the class's, given to each copy of this function (:func:`_plain_copier`)."""
    attrs = node._attrs
    if type(attrs) is list:
        if attrs:
            return None
        attrs = None
    if handlers and SCRIPTING[0]:
        return None
    copy = _new(cls)
    copy._listeners = None
    copy._node_document = document
    copy._parent = parent
    copy._previous_sibling = previous
    copy._next_sibling = None
    copy._first_child = None
    copy._last_child = None
    copy._subtree_steps = False  # (its class's _own_steps)
    copy._namespace = node._namespace
    copy._prefix = node._prefix
    copy._local_name = node._local_name
    if attrs:
        copy._attrs = attrs
        copy._attrs_shared = node._attrs_shared = True
    else:
        copy._attrs = None
        copy._attrs_shared = False
    copy._cache = None
    copy._is_value = node._is_value
    if previous is None:
        parent._first_child = copy
    else:
        previous._next_sibling = copy
    first = node._first_child
    if first is not None:
        if lone_text and type(first) is text_class and first._next_sibling is None:
            # (its one child a Text node: copied here, as the walk copies Text nodes)
            only = _new(text_class)
            only._listeners = None
            only._node_document = document
            only._parent = copy
            only._previous_sibling = None
            only._next_sibling = None
            only._first_child = None
            only._last_child = None
            only._data = first._data
            copy._first_child = copy._last_child = only
        else:
            push((node, copy, lone_text))
    return copy


def _copy_initialized_element(
    cls: type[Any],
    node: Any,
    document: DocumentImpl,
    parent: NodeImpl,
    previous: Any,
    push: Callable[[tuple[NodeImpl, NodeImpl, bool]], None],
    text_class: Any,
    lone_text: bool = True,
    handlers: bool = False,
    init: Callable[..., None] = ElementImpl.__init__,
) -> Any:
    """A copy of the element ``node`` of a class with an initializer of its own (``init``, a
    default each copy of this function is given), made as "clone a single node" makes it,
    linked in ``parent`` after ``previous``, its children as :func:`_copy_element` has them;
    None where "clone a single node" is to copy its attributes (as :func:`_copy_element`)."""
    attrs = node._attrs
    if type(attrs) is list:
        if attrs:
            return None
        attrs = None
    if handlers and SCRIPTING[0]:
        return None
    copy = _new(cls)
    init(
        copy,
        document,
        node._namespace,
        node._local_name,
        node._prefix,
        attrs,
    )
    if attrs:
        copy._attrs_shared = node._attrs_shared = True
    copy._is_value = node._is_value
    copy._parent = parent
    copy._previous_sibling = previous
    if previous is None:
        parent._first_child = copy
    else:
        previous._next_sibling = copy
    first = node._first_child
    if first is not None:
        if lone_text and type(first) is text_class and first._next_sibling is None:
            # (its one child a Text node: copied here, as the walk copies Text nodes)
            only = _new(text_class)
            only._listeners = None
            only._node_document = document
            only._parent = copy
            only._previous_sibling = None
            only._next_sibling = None
            only._first_child = None
            only._last_child = None
            only._data = first._data
            copy._first_child = copy._last_child = only
        else:
            push((node, copy, lone_text))
    return copy


def _copy_element_with_steps(
    cls: type[Any],
    node: Any,
    document: DocumentImpl,
    parent: NodeImpl,
    previous: Any,
    push: Callable[[tuple[NodeImpl, NodeImpl, bool]], None],
    text_class: Any,
    lone_text: bool = True,
    handlers: bool = False,
    init: Callable[..., None] = ElementImpl.__init__,
) -> Any:
    """A copy of the element ``node`` of a class with cloning, insertion or post-connection
    steps, made as :func:`_copy_initialized_element` makes it, then what the
    Standard does next for it in a copy that is not a document: its cloning steps, its append
    to ``parent`` after ``previous`` ("insert": adopt does nothing to a new node of
    ``parent``'s node document, no live range or observer can see a new copy) and its own
    insertion steps (a new node has no descendant; the document's versions move on first, as
    "insert" has them when the steps run). The copy is not connected (its root is a new node
    with no parent), so no post-connection steps would run and no ID joins a map ("insert"
    would walk to the root to find that out for each copy with post-connection steps: a deep
    copy of nested ``selectedcontent`` elements took time quadratic in its depth). None where
    "clone a single node" is to copy its attributes (as :func:`_copy_element`). Its children
    as :func:`_copy_element` has them, after its insertion steps (a lone Text child copied
    while no observer is registered: the steps could have registered one)."""
    attrs = node._attrs
    if type(attrs) is list:
        if attrs:
            return None
        attrs = None
    if handlers and SCRIPTING[0]:
        return None
    copy = _new(cls)
    init(
        copy,
        document,
        node._namespace,
        node._local_name,
        node._prefix,
        attrs,
    )
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
    if copy._subtree_steps is not False:
        forget_steps(parent)
    steps = copy._insertion_steps
    if steps is not None:
        document._version += 1
        document._tree_version += 1
        document._located_changes += 1  # (in a new copy: no ancestor keeps a text)
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
            only = _new(text_class)
            only._listeners = None
            only._node_document = document
            only._parent = copy
            only._previous_sibling = None
            only._next_sibling = None
            only._first_child = None
            only._last_child = None
            only._data = first._data
            copy._first_child = copy._last_child = only
        else:
            push((node, copy, lone_text))
    return copy


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
    parent, previous, push, text_class)`` (see :func:`_copy_element`) and answers None for a
    node it leaves to the Standard's way (having pushed nothing)."""
    if cls in CUSTOM_ELEMENT_CLASSES:
        return _copy_custom_element
    return _plain_copier(cls)


def _copy_custom_element(
    cls: type[Any],
    node: Any,
    document: DocumentImpl,
    parent: NodeImpl,
    previous: Any,
    push: Callable[[tuple[NodeImpl, NodeImpl, bool]], None],
    text_class: Any,
) -> Any:
    """The copier of HTML's custom element classes (the elements of a valid custom element
    name, those with an is value, a definition's): where no custom element definition applies
    to the copy in ``document``, the copy made as its class's copier makes one, of the class
    HTML gives (not a definition's class the node has); else None ("create an element" makes
    it, an upgrade enqueued)."""
    target = COPY_CLASS[0](document, node) if COPY_CLASS else None
    if target is None:
        return None
    try:
        make = _PLAIN_COPIERS[target]
    except KeyError:
        make = _PLAIN_COPIERS[target] = _plain_copier(target)
    if make is None:
        return None
    return make(target, node, document, parent, previous, push, text_class)


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
        if init is ElementImpl.__init__:
            return _own_copy(_copy_element, (lone_text, handlers))
        return _own_copy(_copy_initialized_element, (lone_text, handlers, init))
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

    The Text nodes of the class of the first one met with a copier are copied here, as
    :func:`_copy_character_data` copies them (without a call: most of a page's nodes are
    Text), and a copy's last child is set once its children are all linked (before a child
    taken the Standard's way, whose insert reads it). A copier pushes the element it copies
    onto the stack where the walk is to go down to its children (an element with one Text
    child has it copied by the copier: see the module's docstring)."""
    direct = not isinstance(copy, DocumentImpl)
    linked = False
    copiers = _COPIERS
    new = _new
    text_class: Any = None
    stack: list[tuple[Any, Any, bool]] = [(node, copy, copy._children_changed_steps is None)]
    push = stack.append
    while stack:
        original, copied, plain = stack.pop()
        plain = plain and direct and not STATE.observed
        last: Any = copied._last_child
        child = original._first_child
        while child is not None:
            cls: Any = type(child)
            if cls is text_class and plain:  # (as _copy_character_data)
                child_copy: Any = new(cls)
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
            if (
                plain
                and make is not None
                and (child_copy := make(cls, child, document, copied, last, push, text_class))
                is not None
            ):
                last = child_copy
                if text_class is None and cls._node_type == TEXT_NODE:
                    text_class = cls
            else:
                copied._last_child = last
                child_copy = clone_single_node(child, document)
                steps = child._cloning_steps
                if steps is not None:
                    steps(child_copy, True)
                insert(child_copy, copied, None)  # (append: a copy is always a valid child)
                last = copied._last_child
                if child._first_child is not None:
                    push((child, child_copy, child_copy._children_changed_steps is None))
            child = child._next_sibling
        if last is not None:
            copied._last_child = last
            linked = True
    if linked:
        document._version += 1
        document._tree_version += 1
        document._located_changes += 1  # (in a new copy: no ancestor keeps a text)
