"""Shadow trees (https://dom.spec.whatwg.org/#shadow-trees): attach a shadow root, an element's
shadow root, the shadow-including root, descendants and ancestors, and retargeting.

An element's shadow root is kept in its ``_cache`` (:data:`SHADOW_ROOT_KEY`), the shadow root
keeping its host as a document fragment does (``_host``). :data:`SHADOW_ROOTS_MADE` is set once
the first shadow root is made: the algorithms whose answer a shadow tree changes (adopting a
subtree, cloning one) look for hosts only after it is set, so a program without shadow trees
pays nothing for them.
"""

from __future__ import annotations

from weakref import WeakSet

from webapi.infra import HTML_NAMESPACE

from ._attributes import get_attribute_value, set_attribute_value
from ._cloning import clone_node
from ._creation import NODE_CLASSES
from ._exception import DOMException
from ._html_steps import custom_element_state, definition_disables_shadow, focused_element
from ._mutation import append, remove
from ._mutation_observers import signal_a_slot_change
from ._nodes import DocumentImpl, ElementImpl, NodeImpl, ShadowRootImpl, make_node
from ._shadow_state import HOOKS, SHADOW_ROOT_KEY, SHADOW_ROOTS_MADE, mark_shadow_roots
from ._tree import descendants, inclusive_descendants

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping
    from typing import Any

__all__ = [
    "SHADOW_ROOTS_MADE",
    "SHADOW_ROOT_KEY",
    "VALID_SHADOW_HOST_NAMES",
    "assign",
    "assign_slottables_for_a_tree",
    "assigned_elements",
    "assigned_nodes",
    "assigned_slot",
    "attach_a_declarative_shadow_root",
    "attach_a_shadow_root",
    "attach_shadow",
    "clone_shadow_roots",
    "find_a_slot",
    "find_flattened_slottables",
    "find_slottables",
    "get_assigned_slot",
    "get_shadow_root",
    "is_shadow_including_inclusive_ancestor",
    "record_assigned_slottables",
    "retarget",
    "shadow_including_inclusive_descendants",
    "shadow_root_flags",
    "shadow_root_host",
    "shadow_root_of",
    "slots_after_attribute_change",
    "slots_after_insert",
    "slots_after_remove",
]


#: https://dom.spec.whatwg.org/#valid-shadow-host-name
VALID_SHADOW_HOST_NAMES = frozenset(
    [
        "article",
        "aside",
        "blockquote",
        "body",
        "div",
        "footer",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "main",
        "nav",
        "p",
        "section",
        "span",
    ]
)


def _is_valid_custom_element_name(name: str) -> bool:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name
    (its shape: a lowercase ASCII letter first, a hyphen, no ASCII upper alpha, not reserved;
    the PCENChar ranges admit every other character webapi's element names can hold)."""
    if not name or not ("a" <= name[0] <= "z") or "-" not in name:
        return False
    from webapi.selectors import RESERVED_CUSTOM_ELEMENT_NAMES  # (loaded on first use)

    if name in RESERVED_CUSTOM_ELEMENT_NAMES:
        return False
    return not any("A" <= c <= "Z" for c in name)


def shadow_root_of(element: ElementImpl) -> ShadowRootImpl | None:
    """The element's shadow root (https://dom.spec.whatwg.org/#concept-element-shadow-root),
    else None."""
    cache = element._cache
    return None if cache is None else cache.get(SHADOW_ROOT_KEY)  # type: ignore[return-value]


def shadow_root_available_to_element_internals(element: ElementImpl) -> ShadowRootImpl | None:
    """``ElementInternals.shadowRoot``'s steps 2.-5.
    (https://html.spec.whatwg.org/multipage/custom-elements.html#dom-elementinternals-shadowroot):
    the element's shadow root, open or closed, if it is available to element internals, else
    None."""
    shadow = shadow_root_of(element)
    if shadow is None or not shadow._available_to_element_internals:
        return None
    return shadow


def get_shadow_root(this: ElementImpl) -> ShadowRootImpl | None:
    """https://dom.spec.whatwg.org/#dom-element-shadowroot: this's shadow root if its mode is
    ``"open"``, else None."""
    shadow = shadow_root_of(this)
    if shadow is None or shadow._mode == "closed":
        return None
    return shadow


def attach_shadow(this: ElementImpl, init: Mapping[str, Any]) -> ShadowRootImpl:
    """https://dom.spec.whatwg.org/#dom-element-attachshadow: attach a shadow root to this
    with the dictionary's members; returns this's shadow root."""
    attach_a_shadow_root(
        this,
        init["mode"],
        init.get("clonable", False),
        init.get("serializable", False),
        init.get("delegatesFocus", False),
        init.get("slotAssignment", "named"),
    )
    return shadow_root_of(this)  # type: ignore[return-value]  # 4.


def attach_a_shadow_root(
    element: ElementImpl,
    mode: str,
    clonable: bool,
    serializable: bool,
    delegates_focus: bool,
    slot_assignment: str,
) -> None:
    """https://dom.spec.whatwg.org/#concept-attach-a-shadow-root: ``NotSupportedError`` for an
    element outside the HTML namespace, with a name that is neither a valid shadow host name
    nor a valid custom element name (and no ``is`` value), or with a shadow root that is not a
    declarative one of the same mode (which is then emptied instead)."""
    if element._namespace != HTML_NAMESPACE:  # 1.
        raise DOMException(
            "This element does not support attachShadow (not in the HTML namespace).",
            "NotSupportedError",
        )
    name = element._local_name
    if name not in VALID_SHADOW_HOST_NAMES and not _is_valid_custom_element_name(name):  # 2.
        raise DOMException(
            f"The <{name}> element does not support attachShadow.", "NotSupportedError"
        )
    if definition_disables_shadow(element):  # 3.
        raise DOMException(
            f"The <{name}> element's custom element definition disables shadow "
            "(its disabledFeatures hold 'shadow').",
            "NotSupportedError",
        )
    current = shadow_root_of(element)
    if current is not None:  # 4.
        if not current._declarative or current._mode != mode:  # 4.1.
            raise DOMException(
                "Shadow root cannot be created on a host which already hosts a shadow tree.",
                "NotSupportedError",
            )
        child = current._first_child  # 4.2.1.
        while child is not None:
            following = child._next_sibling
            remove(child)
            child = following
        current._declarative = False  # 4.2.2.
        return  # 4.2.3.
    shadow: ShadowRootImpl = make_node(  # 5.-6.
        NODE_CLASSES["ShadowRoot"],
        element._node_document,
        element,
        mode,
        delegates_focus,
        slot_assignment,
        clonable,
        serializable,
    )
    SHADOW_ROOTS_MADE[0] = True
    mark_shadow_roots(element._node_document)
    if custom_element_state(element) in ("precustomized", "custom"):  # 7.
        shadow._available_to_element_internals = True  # 8.
    cache = element._cache
    if cache is None:
        cache = element._cache = {}
    cache[SHADOW_ROOT_KEY] = shadow  # 12.


def attach_a_declarative_shadow_root(
    host: ElementImpl, mode: str, clonable: bool, serializable: bool, delegates_focus: bool
) -> ShadowRootImpl:
    """HTML's parser's steps for a declarative shadow root
    (https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead, the ``template``
    start tag, 8.1-8.5 but the template contents): attach a shadow root (named slot
    assignment; its ``NotSupportedError`` raised for the caller to catch), then its declarative
    and available to element internals set; returns it."""
    attach_a_shadow_root(host, mode, clonable, serializable, delegates_focus, "named")  # 8.1.
    shadow = shadow_root_of(host)  # 8.2.
    assert shadow is not None
    shadow._declarative = True  # 8.3.
    shadow._available_to_element_internals = True  # 8.5.
    return shadow


def shadow_root_flags(shadow: ShadowRootImpl) -> tuple[str, bool, bool, bool]:
    """A shadow root's mode, delegates focus, serializable and clonable (what HTML's fragment
    serialization writes of it)."""
    return (shadow._mode, shadow._delegates_focus, shadow._serializable, shadow._clonable)


def is_shadow_including_inclusive_ancestor(a: NodeImpl, b: NodeImpl) -> bool:
    """https://dom.spec.whatwg.org/#concept-shadow-including-inclusive-ancestor: ``a`` is an
    inclusive ancestor of ``b``, or of a host whose shadow tree holds ``b``, and so on."""
    node: NodeImpl | None = b
    while node is not None:
        if node is a:
            return True
        parent = node._parent
        if parent is None and isinstance(node, ShadowRootImpl):
            parent = node._host
        node = parent
    return False


def shadow_including_inclusive_descendants(node: NodeImpl) -> Iterator[NodeImpl]:
    """https://dom.spec.whatwg.org/#concept-shadow-including-tree-order: the node and its
    shadow-including descendants, in shadow-including tree order (an element's shadow root,
    and its tree, before its children)."""
    stack: list[NodeImpl] = [node]
    while stack:
        current = stack.pop()
        yield current
        children: list[NodeImpl] = []
        child = current._first_child
        while child is not None:
            children.append(child)
            child = child._next_sibling
        stack.extend(reversed(children))
        if isinstance(current, ElementImpl):
            shadow = shadow_root_of(current)
            if shadow is not None:
                stack.append(shadow)


def retarget(a: Any, b: Any) -> Any:
    """https://dom.spec.whatwg.org/#retarget: ``a``, or, while ``a`` is a node in a shadow tree
    whose root is no shadow-including inclusive ancestor of ``b``, its root's host."""
    while True:
        if not isinstance(a, NodeImpl):  # 1.1.
            return a
        root = a
        while root._parent is not None:
            root = root._parent
        if not isinstance(root, ShadowRootImpl):  # 1.1.
            return a
        if isinstance(b, NodeImpl) and is_shadow_including_inclusive_ancestor(root, b):
            return a  # 1.1.
        a = root._host  # 1.2.


def clone_shadow_roots(node: NodeImpl, copy: NodeImpl, document: DocumentImpl) -> None:
    """The shadow root steps of https://dom.spec.whatwg.org/#concept-node-clone (step 7) for
    ``node`` and ``copy``, a clone of it (its descendants too when it has children): each
    host among them whose shadow root is clonable has its copy given a shadow root of the same
    mode and flags, serializable and declarative, and a copy of the shadow root's children
    (each cloned with its own shadow roots)."""
    originals: list[NodeImpl] = [node]
    copies: list[NodeImpl] = [copy]
    while originals:
        original = originals.pop()
        duplicate = copies.pop()
        if isinstance(original, ElementImpl) and isinstance(duplicate, ElementImpl):
            shadow = shadow_root_of(original)
            if shadow is not None and shadow._clonable and shadow_root_of(duplicate) is None:
                attach_a_shadow_root(  # 7.1.
                    duplicate,
                    shadow._mode,
                    True,
                    shadow._serializable,
                    shadow._delegates_focus,
                    shadow._slot_assignment,
                )
                copied = shadow_root_of(duplicate)
                assert copied is not None
                copied._declarative = shadow._declarative  # 7.2.
                child = shadow._first_child  # 7.3.
                while child is not None:
                    append(clone_node(child, document, True), copied)
                    child = child._next_sibling
        a = original._first_child
        b = duplicate._first_child
        while a is not None and b is not None:
            originals.append(a)
            copies.append(b)
            a = a._next_sibling
            b = b._next_sibling


# --- slots (https://dom.spec.whatwg.org/#shadow-tree-slots) -----------------------------------
#
# A slot's assigned nodes and a slottable's assigned slot are found when asked for: "assign
# slottables for a tree" runs at every change that could change them, so they are always what
# "find a slot" and "find slottables" answer then.

#: The key, in a slot's ``_cache``, of its manually assigned nodes (a list).
MANUAL_KEY = "manually assigned nodes"


def is_slot(node: object) -> bool:
    """https://dom.spec.whatwg.org/#concept-slot: an HTML ``slot`` element."""
    return (
        isinstance(node, ElementImpl)
        and node._local_name == "slot"
        and node._namespace == HTML_NAMESPACE
    )


def _name(node: NodeImpl, attribute: str) -> str:
    if not isinstance(node, ElementImpl):
        return ""
    return get_attribute_value(node, attribute)


def _manually_assigned(slot: ElementImpl) -> list[NodeImpl]:
    cache: Any = slot._cache
    return [] if cache is None else cache.get(MANUAL_KEY, [])


def _descendant_slots(root: NodeImpl) -> Iterator[ElementImpl]:
    """The slots among the root's descendants, in tree order."""
    for node in descendants(root):
        if is_slot(node):
            yield node  # type: ignore[misc]


def find_a_slot(slottable: NodeImpl, open: bool = False) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#find-a-slot"""
    parent = slottable._parent  # 1.
    if not isinstance(parent, ElementImpl):
        return None
    shadow = shadow_root_of(parent)  # 2.
    if shadow is None:  # 3.
        return None
    if open and shadow._mode != "open":  # 4.
        return None
    if shadow._slot_assignment == "manual":  # 5.
        for slot in _descendant_slots(shadow):
            if any(node is slottable for node in _manually_assigned(slot)):
                return slot
        return None
    name = _name(slottable, "slot")  # 6.
    for slot in _descendant_slots(shadow):
        if _name(slot, "name") == name:
            return slot
    return None


def assigned_slot(slottable: NodeImpl) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#slotable-assigned-slot: the slot a slottable (an element
    or a Text node) is assigned to, else None."""
    if not SHADOW_ROOTS_MADE[0] or slottable._node_type not in (1, 3):
        return None
    return find_a_slot(slottable)


def get_assigned_slot(this: NodeImpl) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#dom-slotable-assignedslot: find a slot with open true."""
    if not SHADOW_ROOTS_MADE[0]:
        return None
    return find_a_slot(this, True)


def find_slottables(slot: ElementImpl) -> list[NodeImpl]:
    """https://dom.spec.whatwg.org/#find-slotables"""
    result: list[NodeImpl] = []  # 1.
    node: NodeImpl = slot
    while node._parent is not None:
        node = node._parent
    if not isinstance(node, ShadowRootImpl):  # 2.-3.
        return result
    host = node._host  # 4.
    assert host is not None
    if node._slot_assignment == "manual":  # 5.
        for slottable in _manually_assigned(slot):
            if slottable._parent is host:
                result.append(slottable)
        return result
    child = host._first_child  # 6.
    while child is not None:
        if child._node_type in (1, 3) and find_a_slot(child) is slot:
            result.append(child)
        child = child._next_sibling
    return result  # 7.


def find_flattened_slottables(slot: ElementImpl) -> list[NodeImpl]:
    """https://dom.spec.whatwg.org/#find-flattened-slotables"""
    result: list[NodeImpl] = []  # 1.
    node: NodeImpl = slot
    while node._parent is not None:
        node = node._parent
    if not isinstance(node, ShadowRootImpl):  # 2.
        return result
    slottables = find_slottables(slot)  # 3.
    if not slottables:  # 4.
        child = slot._first_child
        while child is not None:
            if child._node_type in (1, 3):
                slottables.append(child)
            child = child._next_sibling
    for slottable in slottables:  # 5.
        if is_slot(slottable) and isinstance(shadow_including_root_tree(slottable), ShadowRootImpl):
            result.extend(find_flattened_slottables(slottable))  # type: ignore[arg-type]
        else:
            result.append(slottable)
    return result  # 6.


def shadow_including_root_tree(node: NodeImpl) -> NodeImpl:
    """The node's root (its tree's, not the shadow-including one)."""
    while node._parent is not None:
        node = node._parent
    return node


def assigned_nodes(this: ElementImpl, options: Mapping[str, Any] | None = None) -> list[Any]:
    """https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignednodes: the slot's
    assigned nodes, or its flattened ones for ``{"flatten": True}``."""
    if not SHADOW_ROOTS_MADE[0]:
        return []
    if options and options.get("flatten", False):
        return find_flattened_slottables(this)
    return find_slottables(this)


def assigned_elements(this: ElementImpl, options: Mapping[str, Any] | None = None) -> list[Any]:
    """https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assignedelements: the
    elements among :func:`assigned_nodes`."""
    nodes = assigned_nodes(this, options)
    return [node for node in nodes if isinstance(node, ElementImpl)]


def assign(this: ElementImpl, nodes: list[NodeImpl]) -> None:
    """https://html.spec.whatwg.org/multipage/scripting.html#dom-slot-assign: make ``nodes``
    (elements and Text nodes) this slot's manually assigned nodes, taking each from the slot
    it was manually assigned to."""
    owners: dict[int, ElementImpl] = {}
    for node in nodes:
        for slot in _all_manual_slots(node):
            owners[id(node)] = slot
    cache = this._cache
    if cache is None:
        cache = this._cache = {}
    kept: list[NodeImpl] = []  # 2. the ordered set
    for node in nodes:  # 3.
        if any(n is node for n in kept):
            continue
        owner = owners.get(id(node))
        if owner is not None and owner is not this:  # 3.1.
            owned = _manually_assigned(owner)
            owner._cache[MANUAL_KEY] = [n for n in owned if n is not node]  # type: ignore[index]
        kept.append(node)  # 3.2.-3.3.
    cache[MANUAL_KEY] = kept  # 4.
    _MANUAL_SLOTS.add(this)
    assign_slottables_for_a_tree(shadow_including_root_tree(this))  # 5.


#: The slots that were given manually assigned nodes (weakly held).
_MANUAL_SLOTS: WeakSet[ElementImpl] = WeakSet()


def _all_manual_slots(node: NodeImpl) -> Iterator[ElementImpl]:
    """The slots whose manually assigned nodes hold ``node`` (its manual slot assignment)."""
    for slot in list(_MANUAL_SLOTS):
        if any(n is node for n in _manually_assigned(slot)):
            yield slot


# --- the members of ShadowRoot and Element that read attributes or other state -----------------


def shadow_root_host(shadow: ShadowRootImpl) -> ElementImpl:
    """https://dom.spec.whatwg.org/#dom-shadowroot-host: the shadow root's host."""
    host = shadow._host
    assert host is not None
    return host


def get_slot(this: ElementImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-element-slot: reflects the ``slot`` content
    attribute."""
    return get_attribute_value(this, "slot")


def set_slot(this: ElementImpl, value: str) -> None:
    """Setting ``slot``."""
    set_attribute_value(this, "slot", value)


def document_active_element(this: DocumentImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-documentorshadowroot-activeelement
    for a document: the focused element retargeted against the document (the outermost host
    of the shadow trees holding it)."""
    return retarget(focused_element(this), this)  # type: ignore[no-any-return]


def shadow_root_active_element(this: ShadowRootImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-documentorshadowroot-activeelement
    for a shadow root: the document's focused element retargeted against this, if its root
    is this, else None."""
    candidate = retarget(focused_element(this._node_document), this)
    if candidate is None or shadow_including_root_tree(candidate) is not this:
        return None
    return candidate  # type: ignore[no-any-return]


# --- assigning (https://dom.spec.whatwg.org/#assign-slotables-for-a-tree) ----------------------

#: The key, in a slot's ``_cache``, of its assigned nodes as last assigned (a list; none: empty).
ASSIGNED_KEY = "assigned nodes"


def _stored_assigned_nodes(slot: ElementImpl) -> list[NodeImpl]:
    cache: Any = slot._cache
    return [] if cache is None else cache.get(ASSIGNED_KEY, [])


def assign_slottables(slot: ElementImpl) -> None:
    """https://dom.spec.whatwg.org/#assign-slotables: the slot's slottables found now become
    its assigned nodes; a slot change is signaled where they differ from the last ones."""
    slottables = find_slottables(slot)  # 1.
    old = _stored_assigned_nodes(slot)
    if len(old) != len(slottables) or any(
        a is not b for a, b in zip(old, slottables, strict=True)
    ):  # 2.
        signal_a_slot_change(slot)
        cache = slot._cache
        if cache is None:
            cache = slot._cache = {}
        cache[ASSIGNED_KEY] = slottables  # 3.-4. (each slottable's assigned slot: found)


def assign_slottables_for_a_tree(root: NodeImpl) -> None:
    """https://dom.spec.whatwg.org/#assign-slotables-for-a-tree: assign slottables for each
    slot of the root's inclusive descendants, in tree order."""
    for node in inclusive_descendants(root):
        if is_slot(node):
            assign_slottables(node)  # type: ignore[arg-type]


def record_assigned_slottables(shadow: ShadowRootImpl) -> None:
    """The assigned nodes of each slot of ``shadow`` (a shadow root whose slot assignment is
    named) set to what "find slottables" answers, no slot change signaled: the state "assign
    slottables for a tree" leaves after HTML's parser has built a declarative shadow tree (the
    parser inserts without the DOM's slot steps; no script can have observed the tree yet).
    One walk of the tree and one of the host's children: the first slot of each name takes
    the slottables of that name."""
    first: dict[str, list[NodeImpl]] = {}
    for node in _descendant_slots(shadow):
        assigned: list[NodeImpl] = []
        cache = node._cache
        if cache is None:
            cache = node._cache = {}
        cache[ASSIGNED_KEY] = assigned
        first.setdefault(get_attribute_value(node, "name"), assigned)
    if not first:
        return
    child = shadow_root_host(shadow)._first_child
    while child is not None:
        node_type = child._node_type
        if node_type == 1 or node_type == 3:  # a slottable: an element or a Text node
            found = first.get(_name(child, "slot"))
            if found is not None:
                found.append(child)
        child = child._next_sibling


def _has_slot(node: NodeImpl) -> bool:
    return any(is_slot(n) for n in inclusive_descendants(node))


def _signal_empty_slot(parent: NodeImpl, root: NodeImpl) -> None:
    """Insert's step 7.5 and remove's step 9: a slot of a shadow tree whose assigned nodes are
    empty (its fallback content changed) signals a slot change."""
    if isinstance(root, ShadowRootImpl) and not _stored_assigned_nodes(parent):  # type: ignore[arg-type]
        signal_a_slot_change(parent)


def slots_after_insert(node: NodeImpl, parent: NodeImpl) -> None:
    """The slot steps of https://dom.spec.whatwg.org/#concept-node-insert (7.4-7.6) for
    ``node``, inserted into ``parent``. The slots of a tree that is no shadow tree have no
    assigned nodes to change: the inserted subtree is searched for slots only where
    ``parent``'s root is a shadow root (the cost: a walk up from ``parent``, and over the
    subtree there)."""
    if isinstance(parent, ElementImpl):
        shadow = shadow_root_of(parent)
        if shadow is not None:  # 7.4.
            assign_slottables_for_a_tree(shadow)
    root = shadow_including_root_tree(parent)
    if not isinstance(root, ShadowRootImpl):
        return
    if is_slot(parent):
        _signal_empty_slot(parent, root)  # 7.5.
    if _has_slot(node):  # 7.6.
        assign_slottables_for_a_tree(root)


def slots_after_remove(node: NodeImpl, parent: NodeImpl) -> None:
    """The slot steps of https://dom.spec.whatwg.org/#concept-node-remove (8-10) for ``node``,
    removed from ``parent`` (searched for slots only where ``parent``'s root is a shadow
    root, as in :func:`slots_after_insert`)."""
    if isinstance(parent, ElementImpl):
        shadow = shadow_root_of(parent)
        if shadow is not None:  # 8.
            assign_slottables_for_a_tree(shadow)
    root = shadow_including_root_tree(parent)
    if not isinstance(root, ShadowRootImpl):
        return
    if is_slot(parent):
        _signal_empty_slot(parent, root)  # 9.
    if _has_slot(node):  # 10.
        assign_slottables_for_a_tree(root)
        assign_slottables_for_a_tree(node)


def slots_after_attribute_change(element: ElementImpl, local_name: str) -> None:
    """https://dom.spec.whatwg.org/#shadow-tree-slots's attribute change steps: a ``slot``'s
    ``name`` and a slottable's ``slot`` attribute reassign their shadow tree."""
    if local_name == "name" and is_slot(element):
        root = shadow_including_root_tree(element)
        if isinstance(root, ShadowRootImpl):
            assign_slottables_for_a_tree(root)
    if local_name == "slot":
        parent = element._parent
        if isinstance(parent, ElementImpl):
            shadow = shadow_root_of(parent)
            if shadow is not None:
                assign_slottables_for_a_tree(shadow)


HOOKS.assigned_slot = assigned_slot
HOOKS.clone_shadow_roots = clone_shadow_roots
HOOKS.is_shadow_including_inclusive_ancestor = is_shadow_including_inclusive_ancestor
HOOKS.retarget = retarget
HOOKS.shadow_including_inclusive_descendants = shadow_including_inclusive_descendants
HOOKS.slots_after_attribute_change = slots_after_attribute_change
HOOKS.slots_after_insert = slots_after_insert
HOOKS.slots_after_remove = slots_after_remove
