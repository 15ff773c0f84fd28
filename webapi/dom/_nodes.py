"""The nodes of a node tree (https://dom.spec.whatwg.org/#node-trees): the state every node
interface's objects have, in ``_``-prefixed slots, with no behaviour but construction.

These are the implementation classes: the public classes (``Node``, ``Element``, ...; generated
from the DOM Standard's Web IDL) derive from them, so a node is one object. The chain mirrors
the IDL's inheritance (``EventTargetImpl`` <- ``NodeImpl`` <- ``ElementImpl``, ``CharacterDataImpl``
<- ``TextImpl`` <- ``CDATASectionImpl``), and only these classes declare slots. The root,
``EventTargetImpl``, is the events' (:mod:`._events`); what a node and a document answer to
their algorithms ("get the parent", the default passive value) is here.

A node's children are a doubly linked list (``_first_child``, ``_last_child``, and each child's
``_previous_sibling`` and ``_next_sibling``): inserting, removing and stepping to a sibling cost
the same whatever the number of siblings (the DOM's algorithms are in ``_tree`` and
``_mutation``). Every node has the slots, a leaf's children links staying ``None``.
"""

from __future__ import annotations

from types import FunctionType
from weakref import WeakKeyDictionary, WeakSet

from webapi.infra import HTML_NAMESPACE

from ._events import NODE_CLASS, EventTargetImpl
from ._shadow_state import HOOKS, SHADOW_ROOT_KEY, SHADOW_ROOTS_MADE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, ClassVar, TypeVar

    from ._event import EventImpl

    _N = TypeVar("_N", bound="NodeImpl")
    _F = TypeVar("_F", bound="Callable[..., Any]")

__all__ = [
    "ATTRIBUTE_NODE",
    "CDATA_SECTION_NODE",
    "COMMENT_NODE",
    "CUSTOM_ELEMENT_CLASSES",
    "DOCUMENT_FRAGMENT_NODE",
    "DOCUMENT_NODE",
    "DOCUMENT_TYPE_NODE",
    "ELEMENT_NODE",
    "HOST_CLASSES",
    "PROCESSING_INSTRUCTION_NODE",
    "TEXT_NODE",
    "AttrImpl",
    "CDATASectionImpl",
    "CharacterDataImpl",
    "CommentImpl",
    "DocumentFragmentImpl",
    "DocumentImpl",
    "DocumentTypeImpl",
    "ElementImpl",
    "EventTargetImpl",
    "NodeImpl",
    "ProcessingInstructionImpl",
    "ShadowRootImpl",
    "TextImpl",
    "XMLDocumentImpl",
    "body_element",
    "document_element",
    "make_node",
    "node_initializer",
    "own_copy",
    "own_initializer",
]

#: The classes of the nodes that have been a document fragment's host (HTML's ``template``
#: elements): a node of another class with no children is no other node's host-including
#: inclusive ancestor (``_tree.is_host_including_inclusive_ancestor``'s shortcut).
HOST_CLASSES: set[type] = set()

#: https://dom.spec.whatwg.org/#dom-node-nodetype
ELEMENT_NODE = 1
ATTRIBUTE_NODE = 2
TEXT_NODE = 3
CDATA_SECTION_NODE = 4
PROCESSING_INSTRUCTION_NODE = 7
COMMENT_NODE = 8
DOCUMENT_NODE = 9
DOCUMENT_TYPE_NODE = 10
DOCUMENT_FRAGMENT_NODE = 11


def _has_own_steps(cls: type[NodeImpl]) -> bool:
    """Whether the nodes of ``cls`` have insertion, removing, moving or post-connection
    steps."""
    return (
        cls._insertion_steps is not None
        or cls._removing_steps is not None
        or cls._moving_steps is not None
        or cls._post_connection_steps is not None
    )


class NodeImpl(EventTargetImpl):
    """A node (https://dom.spec.whatwg.org/#concept-node): its node document, its parent and
    siblings, and its first and last child."""

    __slots__ = (
        "_first_child",
        "_last_child",
        "_next_sibling",
        "_node_document",
        "_parent",
        "_previous_sibling",
    )

    #: The ``nodeType`` of the class's nodes.
    _node_type: ClassVar[int] = 0
    #: Other specifications' hooks into the mutation algorithms (``_mutation``), None where the
    #: class has none: HTML's element classes define them as methods.
    _insertion_steps: Any = None
    _removing_steps: Any = None
    _moving_steps: Any = None
    _post_connection_steps: Any = None
    _children_changed_steps: Any = None
    _adopting_steps: Any = None
    _cloning_steps: Any = None
    #: Whether the class has insertion, removing, moving or post-connection steps (set for each
    #: class as it is made).
    _own_steps: ClassVar[bool] = False
    #: Whether some inclusive descendant of the node has insertion, removing or moving steps: True
    #: or False, or None for "not known" (kept by ``_mutation``'s ``_link`` and ``_unlink``, found
    #: by ``_mutation.nodes_with_steps``). A node whose value is None has only ancestors whose
    #: value is None; a node that cannot have children has its class's ``_own_steps`` (False
    #: here); elements, documents and fragments have a slot.
    _subtree_steps: bool | None = False

    def __init_subclass__(cls, **keywords: Any) -> None:
        """Set the class's ``_own_steps``: the mutation algorithms run insertion and removing
        steps only over the nodes of an inserted or removed subtree that have some (building a
        200,000-deep tree, top-down or bottom-up, stays linear)."""
        super().__init_subclass__(**keywords)
        cls._own_steps = _has_own_steps(cls)

    def __init__(self, document: DocumentImpl) -> None:
        self._listeners = None
        self._node_document = document
        self._parent: NodeImpl | None = None
        self._previous_sibling: NodeImpl | None = None
        self._next_sibling: NodeImpl | None = None
        self._first_child: NodeImpl | None = None
        self._last_child: NodeImpl | None = None

    def _get_the_parent(self, event: EventImpl) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#concept-node (its "get the parent"): the node's
        assigned slot, if it is assigned (a child of a shadow host), else its parent."""
        parent = self._parent
        if SHADOW_ROOTS_MADE[0] and isinstance(parent, ElementImpl):
            cache = parent._cache
            if cache is not None and SHADOW_ROOT_KEY in cache:
                slot = HOOKS.assigned_slot(self)
                if slot is not None:
                    return slot  # type: ignore[no-any-return]
        return parent

    def _passive_by_default(self) -> bool:
        """https://dom.spec.whatwg.org/#default-passive-value: whether the node is its node
        document, that document's document element, or its body element (HTML's: the first
        ``body`` or ``frameset`` child of an ``html`` document element)."""
        document = self._node_document
        if self is document:
            return True
        element = document_element(document)
        if element is None:
            return False
        if self is element:
            return True
        return self._parent is element and self is body_element(document)


NODE_CLASS.append(NodeImpl)


def document_element(document: DocumentImpl) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#document-element: the document's element child."""
    child = document._first_child
    while child is not None:
        if isinstance(child, ElementImpl):
            return child
        child = child._next_sibling
    return None


def body_element(document: DocumentImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/#the-body-element-2: the first child of the ``html``
    document element that is a ``body`` or ``frameset`` element (HTML namespace), else None."""
    html = document_element(document)
    if html is None or html._local_name != "html" or html._namespace != HTML_NAMESPACE:
        return None
    child = html._first_child
    while child is not None:
        if (
            isinstance(child, ElementImpl)
            and child._local_name in ("body", "frameset")
            and child._namespace == HTML_NAMESPACE
        ):
            return child
        child = child._next_sibling
    return None


class DocumentImpl(NodeImpl):
    """A document (https://dom.spec.whatwg.org/#concept-document): its type (``"xml"`` or
    ``"html"``), mode, content type, URL (serialized), character encoding's name, origin
    (``None`` until first asked for: a new opaque origin, the default, made then; see
    ``_creation.document_origin``); its ``DOMImplementation`` (made on first use); HTML's
    associated inert template document (``_template_owner``, made on first need) and whether
    it is one (``_inert_template_owner``); whether scripting is enabled for it (HTML's notion:
    False for a document without a browsing context, as ``DOMParser`` makes); and
    ``_version``, a counter every change to a tree whose node document it is increments;
    ``_tree_version``, a counter of the changes to its trees' structure alone (insert, remove,
    move), with ``_tree_changes``, the record of what the recent ones changed (None until a
    live collection reads it, :mod:`._tree_changes`), and ``_attribute_versions``, one
    counter per attribute local name changed (the live collections compare the ones their
    filter reads, :mod:`._collections`), and
    ``_attribute_changes``, the count of those attribute changes (``_version`` less it moves
    on at every change but an attribute's: the descendant text content kept, which no
    attribute decides), ``_located_changes``, the count of the changes that dropped the kept
    texts of the changed node's ancestors themselves, and ``_kept_texts``, whether a text was
    ever kept for a node of it (:mod:`._kept_text`); ``_ids``, the ID
    map of its tree (None until an ID is first looked up, :mod:`._ids`); ``_live_ranges``,
    the live ranges of its trees (a weak set made with its first range,
    :mod:`._live_ranges`)."""

    __slots__ = (
        "_allow_declarative_shadow_roots",
        "_attribute_changes",
        "_attribute_versions",
        "_cache",
        "_content_type",
        "_encoding",
        "_event_loop",
        "_ids",
        "_implementation",
        "_inert_template_owner",
        "_is_html",
        "_kept_texts",
        "_live_ranges",
        "_located_changes",
        "_mode",
        "_origin",
        "_pending_tasks",
        "_pragma_set_default_language",
        "_protocol_language",
        "_scripting",
        "_subtree_steps",
        "_template_owner",
        "_tree_changes",
        "_tree_version",
        "_url",
        "_version",
    )
    _node_type = DOCUMENT_NODE
    #: HTML's document base URL (https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url),
    #: serialized: a document class that knows its ``base`` elements defines ``_base_url()``;
    #: None here, where ``baseURI`` is the document's URL.
    _base_url: Any = None

    def __init__(self, is_html: bool = False, content_type: str = "application/xml") -> None:
        self._listeners = None
        self._node_document = self
        self._parent = None
        self._previous_sibling = None
        self._next_sibling = None
        self._first_child = None
        self._last_child = None
        self._is_html = is_html
        self._content_type = content_type
        self._mode = "no-quirks"
        self._url = "about:blank"
        self._encoding = "UTF-8"
        self._event_loop: Any = None
        self._pending_tasks: dict[int, Any] | None = None
        self._template_owner: DocumentImpl | None = None
        self._inert_template_owner = False
        self._version = 0
        self._tree_version = 0
        self._tree_changes: Any = None
        self._attribute_versions: dict[str, int] = {}
        self._attribute_changes = 0
        self._located_changes = 0
        self._kept_texts = False
        self._ids: dict[str, Any] | None = None
        self._subtree_steps = False
        self._live_ranges: WeakSet[Any] | None = None
        self._scripting = False
        #: https://html.spec.whatwg.org/multipage/dom.html#concept-document-allow-declarative-shadow-roots:
        #: whether HTML's parser attaches a shadow root for a ``template`` with a
        #: ``shadowrootmode`` (a navigated document's, ``parseHTMLUnsafe``'s).
        self._allow_declarative_shadow_roots = False
        self._origin: object = None
        self._implementation: object = None
        self._cache: dict[str, object] | None = None
        #: HTML's pragma-set default language (a ``<meta http-equiv=content-language>``) and
        #: the language a higher-level protocol gave (a ``Content-Language`` header): the
        #: language of a node no ``lang`` attribute gives one, None where there is none.
        self._pragma_set_default_language: str | None = None
        self._protocol_language: str | None = None

    def _get_the_parent(self, event: EventImpl) -> Any:
        """https://dom.spec.whatwg.org/#concept-document (its "get the parent"): null for a
        ``load`` event or a document without a browsing context, else its relevant global
        object, the ``Window``: HTML keeps the navigable whose active document a document
        became in its ``_cache`` (``"navigable"``, webapi/html/browsing/_navigable.py), with its
        ``window`` and ``active_document``, read here as ``defaultView`` reads them (the DOM
        imports nothing of HTML)."""
        if event._type == "load":
            return None
        cache = self._cache
        navigable: Any = None if cache is None else cache.get("navigable")
        if navigable is None or navigable.active_document is not self:
            return None
        return navigable.window


class XMLDocumentImpl(DocumentImpl):
    """An ``XMLDocument`` (https://dom.spec.whatwg.org/#xmldocument): what
    ``createDocument`` makes."""

    __slots__ = ()


class DocumentTypeImpl(NodeImpl):
    """A doctype (https://dom.spec.whatwg.org/#concept-doctype): name, public ID, system ID."""

    __slots__ = ("_name", "_public_id", "_system_id")
    _node_type = DOCUMENT_TYPE_NODE

    def __init__(
        self, document: DocumentImpl, name: str, public_id: str = "", system_id: str = ""
    ) -> None:
        super().__init__(document)
        self._name = name
        self._public_id = public_id
        self._system_id = system_id


class DocumentFragmentImpl(NodeImpl):
    """A document fragment (https://dom.spec.whatwg.org/#concept-documentfragment): its host
    (a ``template`` element for that element's contents), else ``None``."""

    __slots__ = ("_cache", "_host", "_subtree_steps")
    _node_type = DOCUMENT_FRAGMENT_NODE

    def __init__(self, document: DocumentImpl, host: ElementImpl | None = None) -> None:
        super().__init__(document)
        self._subtree_steps = False
        self._host = host
        if host is not None:
            HOST_CLASSES.add(type(host))
        self._cache: dict[str, object] | None = None


class ShadowRootImpl(DocumentFragmentImpl):
    """A shadow root (https://dom.spec.whatwg.org/#concept-shadow-root): a document fragment
    whose host (``_host``) is the element it is attached to, with its mode (``"open"`` or
    ``"closed"``), delegates focus, available to element internals, declarative, slot
    assignment (``"named"`` or ``"manual"``), clonable and serializable; the host keeps it in
    its ``_cache`` (:mod:`._shadow`)."""

    __slots__ = (
        "_available_to_element_internals",
        "_clonable",
        "_declarative",
        "_delegates_focus",
        "_mode",
        "_serializable",
        "_slot_assignment",
    )

    def __init__(
        self,
        document: DocumentImpl,
        host: ElementImpl,
        mode: str = "open",
        delegates_focus: bool = False,
        slot_assignment: str = "named",
        clonable: bool = False,
        serializable: bool = False,
    ) -> None:
        # (DocumentFragmentImpl's steps but for HOST_CLASSES: a shadow host is known by its
        # _cache, not by its class, see _tree.is_host_including_inclusive_ancestor)
        NodeImpl.__init__(self, document)
        self._subtree_steps = False
        self._host = host
        self._cache = None
        self._mode = mode
        self._delegates_focus = delegates_focus
        self._slot_assignment = slot_assignment
        self._clonable = clonable
        self._serializable = serializable
        self._available_to_element_internals = False
        self._declarative = False

    def _get_the_parent(self, event: EventImpl) -> NodeImpl | None:
        """https://dom.spec.whatwg.org/#interface-shadowroot (its "get the parent"): null if
        the event's composed flag is unset and the shadow root is the root of the event's
        path's first invocation target, else the host."""
        if not event._composed:
            path = event._path
            if path:
                first = path[0].invocation_target
                node = first
                while isinstance(node, NodeImpl) and node._parent is not None:
                    node = node._parent
                if node is self:
                    return None
        return self._host


class ElementImpl(NodeImpl):
    """An element (https://dom.spec.whatwg.org/#concept-element): namespace, namespace prefix,
    local name, ``is`` value (https://dom.spec.whatwg.org/#concept-element-is-value: kept as
    given, webapi having no custom elements), and its attribute list (``_attrs``: ``None`` for
    none, a dict of qualified name to value while no attribute has a namespace or a prefix and no
    ``Attr`` node exists, else a list of :class:`AttrImpl`; the attribute algorithms read both),
    whether its dict may be shared (``_attrs_shared``: a deep clone gives each copy the dict of
    the element it copies, and marks both; the attribute algorithms that change a dict in place
    copy a shared one first, ``_attributes.attribute_dict``), and ``_cache``, the objects made
    on first use (``classList``, ``dataset``, ``attributes``, ``children``...), else
    ``None``."""

    __slots__ = (
        "_attrs",
        "_attrs_shared",
        "_cache",
        "_is_value",
        "_local_name",
        "_namespace",
        "_prefix",
        "_subtree_steps",
    )
    _node_type = ELEMENT_NODE
    #: The attribute change steps of other specifications (``_attributes``), None where the
    #: class has none.
    _attribute_change_steps: Any = None

    def __init__(
        self,
        document: DocumentImpl,
        namespace: str | None,
        local_name: str,
        prefix: str | None = None,
        attrs: dict[str, str] | None = None,
    ) -> None:
        self._listeners = None
        self._node_document = document
        self._parent = None
        self._previous_sibling = None
        self._next_sibling = None
        self._first_child = None
        self._last_child = None
        self._subtree_steps = self._own_steps
        self._namespace = namespace
        self._prefix = prefix
        self._local_name = local_name
        self._attrs: dict[str, str] | list[AttrImpl] | None = attrs or None
        self._attrs_shared = False
        self._cache: dict[str, object] | None = None
        self._is_value: str | None = None


class AttrImpl(NodeImpl):
    """An attribute (https://dom.spec.whatwg.org/#concept-attribute): namespace, namespace
    prefix, local name, value and element (``None`` when it belongs to none)."""

    __slots__ = ("_element", "_local_name", "_namespace", "_prefix", "_value")
    _node_type = ATTRIBUTE_NODE

    def __init__(
        self,
        document: DocumentImpl,
        namespace: str | None,
        prefix: str | None,
        local_name: str,
        value: str,
        element: ElementImpl | None = None,
    ) -> None:
        super().__init__(document)
        self._namespace = namespace
        self._prefix = prefix
        self._local_name = local_name
        self._value = value
        self._element = element


class CharacterDataImpl(NodeImpl):
    """A ``CharacterData`` node (https://dom.spec.whatwg.org/#concept-cd): its data."""

    __slots__ = ("_data",)

    def __init__(self, document: DocumentImpl, data: str) -> None:
        # (NodeImpl.__init__'s steps written out: HTML's parser makes a Text node for each
        # run of text)
        self._listeners = None
        self._node_document = document
        self._parent = None
        self._previous_sibling = None
        self._next_sibling = None
        self._first_child = None
        self._last_child = None
        self._data = data


class TextImpl(CharacterDataImpl):
    """A ``Text`` node (https://dom.spec.whatwg.org/#text)."""

    __slots__ = ()
    _node_type = TEXT_NODE


class CDATASectionImpl(TextImpl):
    """A ``CDATASection`` node (https://dom.spec.whatwg.org/#cdatasection)."""

    __slots__ = ()
    _node_type = CDATA_SECTION_NODE


class ProcessingInstructionImpl(CharacterDataImpl):
    """A ``ProcessingInstruction`` node (https://dom.spec.whatwg.org/#processinginstruction):
    its target, its data, and its attribute map
    (https://dom.spec.whatwg.org/#concept-pi-attribute-map: a dict, or ``None`` while it is
    to be parsed from the data, which ``_processing_instruction.attribute_map`` does on first
    need)."""

    __slots__ = ("_attribute_map", "_target")
    _node_type = PROCESSING_INSTRUCTION_NODE

    def __init__(self, document: DocumentImpl, target: str, data: str) -> None:
        super().__init__(document, data)
        self._target = target
        self._attribute_map: dict[str, str] | None = None


class CommentImpl(CharacterDataImpl):
    """A ``Comment`` node (https://dom.spec.whatwg.org/#comment)."""

    __slots__ = ()
    _node_type = COMMENT_NODE


def give_class_steps(cls: type[NodeImpl], steps: dict[str, Callable[..., Any]]) -> None:
    """Give ``cls``, a node class made already, the hooks ``steps`` (name -> function: HTML's
    custom element steps for a custom element definition's class) and set its
    ``_own_steps`` again, as :meth:`NodeImpl.__init_subclass__` does."""
    for name, function in steps.items():
        setattr(cls, name, function)
    cls._own_steps = _has_own_steps(cls)
    CUSTOM_ELEMENT_CLASSES.add(cls)


#: The classes :func:`give_class_steps` gave steps (HTML's classes of the elements that may be
#: custom elements): "clone a single node" makes their copies through HTML's "create an
#: element", never by copying a node of the class.
CUSTOM_ELEMENT_CLASSES: WeakSet[type[Any]] = WeakSet()


#: class -> what makes its nodes (filled on first use of each class).
_MAKERS: dict[type, Callable[..., Any]] = {}


def node_initializer(cls: type[Any]) -> Callable[..., None]:
    """The ``__init__`` that sets up a node of ``cls`` ("create a node that implements" the
    interface, https://dom.spec.whatwg.org/#create-a-node): that of the first class in
    ``cls``'s method resolution order named ``...Impl`` that defines one
    (``HTMLTemplateElementImpl`` for a public ``HTMLTemplateElement``); it sets every slot.
    ``init(cls.__new__(cls), *arguments)`` is ``make_node(cls, *arguments)``: a caller that
    makes many nodes of a few classes (HTML's parser) keeps the pair per class."""
    for base in cls.__mro__:
        if base.__name__.endswith("Impl") and "__init__" in base.__dict__:
            return base.__dict__["__init__"]  # type: ignore[no-any-return]
    raise TypeError(f"{cls.__name__} derives from no impl class")


#: class -> function -> its copy for the class (see :func:`own_copy`).
_OWN_COPIES: WeakKeyDictionary[type, dict[Callable[..., Any], Callable[..., Any]]] = (
    WeakKeyDictionary()
)


def own_copy(function: _F, cls: type[Any]) -> _F:
    """``function`` copied for the nodes of ``cls`` alone (made once a class): the same steps
    in a code object of its own. CPython's specializing interpreter (3.11 and later) keeps
    what it learns of each attribute load and store in the code object: a function that
    sees nodes of many classes (``ElementImpl.__init__``, shared by every element class)
    takes the generic path at each (a walk of the class's method resolution order to check
    the slot's descriptor, some 200 machine instructions an access); a copy that sees one
    class keeps them specialized. For callers that make many nodes of many classes (HTML's
    parser)."""
    copies = _OWN_COPIES.get(cls)
    if copies is None:
        copies = _OWN_COPIES[cls] = {}
    found = copies.get(function)
    if found is None:
        original: Any = function
        made = FunctionType(
            original.__code__.replace(),
            original.__globals__,
            original.__name__,
            original.__defaults__,
            original.__closure__,
        )
        made.__kwdefaults__ = original.__kwdefaults__
        made.__qualname__ = original.__qualname__
        made.__doc__ = original.__doc__
        found = copies[function] = made
    return found  # type: ignore[return-value]


def own_initializer(cls: type[Any]) -> Callable[..., None]:
    """:func:`node_initializer`'s function for ``cls``, copied for ``cls`` alone
    (:func:`own_copy`: its 13 stores an element specialized; HTML's parser makes its nodes
    with it)."""
    return own_copy(node_initializer(cls), cls)


def _maker(cls: type[Any]) -> Callable[..., Any]:
    """What makes a node of ``cls``: the class itself where its ``__init__`` is its impl
    class's, else ``cls.__new__`` followed by the impl class's ``__init__``."""
    init = node_initializer(cls)
    if cls.__init__ is init:  # (an impl class, or a subclass adding no constructor)
        _MAKERS[cls] = cls
        return cls

    new: Any = cls.__new__

    def maker(*arguments: Any) -> Any:
        node = new(cls)
        init(node, *arguments)
        return node

    _MAKERS[cls] = maker
    return maker


def make_node(cls: type[_N], *arguments: Any) -> _N:
    """A new node of ``cls`` set up by its impl class's ``__init__`` with ``arguments``, as
    the impl class takes them ("create a node that implements" the interface,
    https://dom.spec.whatwg.org/#create-a-node), without running ``cls``'s own ``__init__``: a
    public class's is its IDL constructor, or "Illegal constructor" (see
    :func:`node_initializer`)."""
    maker = _MAKERS.get(cls) or _maker(cls)
    return maker(*arguments)  # type: ignore[no-any-return]
