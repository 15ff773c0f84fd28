"""An element's attribute list (https://dom.spec.whatwg.org/#concept-element-attribute) and the
algorithms over it, under their names: handle attribute changes, change, append, remove and
replace an attribute, get an attribute by name / by namespace and local name, get an attribute
value, set an attribute, set an attribute value, remove an attribute by name / by namespace and
local name.

An element keeps its list in one of two forms (``ElementImpl._attrs``): a dict of qualified name
to value while every attribute has a null namespace and a null prefix (what HTML's parser makes,
and ``setAttribute`` keeps: the qualified name is then the local name), or a list of
:class:`~._nodes.AttrImpl` once an attribute has a namespace or a prefix or an ``Attr`` node is
asked for (:func:`attribute_list` converts, once). Each algorithm reads both; the ``*_value``
functions answer with the value without making ``Attr`` nodes, as the algorithms that return an
attribute would give its value. A dict may be shared by an element and its clones
(``ElementImpl._attrs_shared``, set on each of them by cloning): whatever changes a dict in place
takes it from :func:`attribute_dict`, which gives the element a copy of its own first (what reads
the list, or replaces the dict with another list or dict, needs nothing).

Mutation records are queued while some node has a registered observer (``_mutation_observers``);
custom element reactions are left out (webapi has none); the attribute
change steps of other specifications run as an element class's
``_attribute_change_steps(local_name, old_value, value, namespace)``, and every change
increments the node document's ``_version`` and its ``_attribute_versions`` entry for the
attribute's local name (collections by class name or name read it), and an ``id`` change
moves the element in the document's ID map (:mod:`._ids`).
"""

from __future__ import annotations

from webapi.infra import HTML_NAMESPACE, ascii_lowercase

from ._creation import create_an_attribute
from ._exception import DOMException
from ._ids import id_changed
from ._mutation_observers import (
    STATE,
    document_observed,
    observers_adopted,
    queue_a_mutation_record,
)
from ._nodes import AttrImpl, ElementImpl
from ._reactions import ELEMENT_QUEUE, process_element_queue
from ._shadow_state import HOOKS, SHADOW_ROOTS_MADE

__all__ = [
    "append_attribute",
    "attribute_dict",
    "attribute_element",
    "attribute_list",
    "change_attribute",
    "get_attr_value",
    "get_attribute_by_name",
    "get_attribute_by_namespace",
    "get_attribute_value",
    "get_attribute_value_by_name",
    "get_attribute_value_by_namespace",
    "handle_attribute_changes",
    "html_lowercased",
    "qualified_name",
    "remove_attribute",
    "remove_attribute_by_name",
    "remove_attribute_by_namespace",
    "replace_attribute",
    "set_attribute",
    "set_attribute_value",
    "set_existing_attribute_value",
]


def qualified_name(node: AttrImpl | ElementImpl) -> str:
    """https://dom.spec.whatwg.org/#concept-attribute-qualified-name (and an element's,
    https://dom.spec.whatwg.org/#concept-element-qualified-name): the local name, after the
    prefix and ":" if there is a prefix."""
    prefix = node._prefix
    return node._local_name if prefix is None else f"{prefix}:{node._local_name}"


def attribute_list(element: ElementImpl) -> list[AttrImpl]:
    """The element's attribute list as ``Attr`` nodes (the element keeps this form from now
    on)."""
    attrs = element._attrs
    if type(attrs) is list:
        return attrs
    document = element._node_document
    found: list[AttrImpl] = []
    if attrs:
        for name, value in attrs.items():  # type: ignore[union-attr]
            attribute = create_an_attribute(document, name, None, None, value)
            attribute._element = element
            found.append(attribute)
    element._attrs = found
    return found


def attribute_dict(element: ElementImpl) -> dict[str, str]:
    """The dict form of the element's attribute list (which is in that form or empty), to be
    changed in place: a new dict where it has none, and a copy of its dict where the dict may be
    shared with clones or the element they were cloned from (``_attrs_shared``), so a change to
    one of them is not a change to the others."""
    attrs = element._attrs
    if attrs is None:
        attrs = element._attrs = {}
    elif element._attrs_shared:
        attrs = element._attrs = attrs.copy()
        element._attrs_shared = False
    return attrs  # type: ignore[return-value]


def attribute_element(attribute: AttrImpl) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#concept-attribute-element: the attribute's element (None
    where it has none), as ``Attr.ownerElement`` gives it."""
    return attribute._element


def handle_attribute_changes(
    attribute_local_name: str,
    namespace: str | None,
    element: ElementImpl,
    old_value: str | None,
    new_value: str | None,
) -> None:
    """https://dom.spec.whatwg.org/#handle-attribute-changes (given the attribute's local name
    and namespace, all its steps read): the attribute change steps."""
    if document_observed(element._node_document):  # 1.
        queue_a_mutation_record(
            "attributes", element, attribute_local_name, namespace, old_value, [], [], None, None
        )
    # 2. (HTML's attribute change steps enqueue the custom element reaction)
    document = element._node_document
    document._version += 1
    document._attribute_changes += 1
    versions = document._attribute_versions
    versions[attribute_local_name] = versions.get(attribute_local_name, 0) + 1
    if attribute_local_name == "id" and namespace is None and document._ids is not None:
        id_changed(element, old_value, new_value)
    if SHADOW_ROOTS_MADE[0] and namespace is None and attribute_local_name in ("slot", "name"):
        HOOKS.slots_after_attribute_change(element, attribute_local_name)  # (the DOM's own steps)
    cache = element._cache
    if cache and namespace is None and "attr-element " + attribute_local_name in cache:
        # a reflected Element? or FrozenArray<Element>? attribute's attribute change steps
        # (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes)
        del cache["attr-element " + attribute_local_name]
    steps = element._attribute_change_steps
    if steps is not None:  # 3.
        steps(attribute_local_name, old_value, new_value, namespace)
    if ELEMENT_QUEUE:  # (2.: the attributeChangedCallback reaction the steps enqueued)
        process_element_queue()


def change_attribute(attribute: AttrImpl, value: str) -> None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-change."""
    old_value = attribute._value
    attribute._value = value
    element = attribute._element
    assert element is not None
    handle_attribute_changes(attribute._local_name, attribute._namespace, element, old_value, value)


def append_attribute(attribute: AttrImpl, element: ElementImpl) -> None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-append."""
    attribute_list(element).append(attribute)
    attribute._element = element
    attribute._node_document = element._node_document
    if STATE.observed:  # (its mutation observers are kept alive by its new document)
        observers_adopted(attribute, element._node_document)
    handle_attribute_changes(
        attribute._local_name, attribute._namespace, element, None, attribute._value
    )


def remove_attribute(attribute: AttrImpl) -> None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-remove."""
    element = attribute._element
    assert element is not None
    attribute_list(element).remove(attribute)
    attribute._element = None
    handle_attribute_changes(
        attribute._local_name, attribute._namespace, element, attribute._value, None
    )


def replace_attribute(old_attribute: AttrImpl, new_attribute: AttrImpl) -> None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-replace."""
    element = old_attribute._element
    assert element is not None
    attributes = attribute_list(element)
    attributes[attributes.index(old_attribute)] = new_attribute
    new_attribute._element = element
    new_attribute._node_document = element._node_document
    if STATE.observed:  # (its mutation observers are kept alive by its new document)
        observers_adopted(new_attribute, element._node_document)
    old_attribute._element = None
    handle_attribute_changes(
        old_attribute._local_name,
        old_attribute._namespace,
        element,
        old_attribute._value,
        new_attribute._value,
    )


def html_lowercased(qualified: str, element: ElementImpl) -> str:
    """Step 1 of "get an attribute by name" (and of ``setAttribute``, ``toggleAttribute``,
    ``hasAttribute``): ``qualified`` in ASCII lowercase for an element in the HTML namespace
    whose node document is an HTML document, else as it is."""
    if element._namespace == HTML_NAMESPACE and element._node_document._is_html:
        return ascii_lowercase(qualified)
    return qualified


def get_attribute_by_name(qualified: str, element: ElementImpl) -> AttrImpl | None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-get-by-name, as an ``Attr``
    node (the element's list becomes ``Attr`` nodes)."""
    qualified = html_lowercased(qualified, element)
    if element._attrs is None:
        return None
    for attribute in attribute_list(element):
        if qualified_name(attribute) == qualified:
            return attribute
    return None


def get_attribute_value_by_name(qualified: str, element: ElementImpl) -> str | None:
    """The value of the attribute "get an attribute by name" gives, or None."""
    attrs = element._attrs
    if attrs is None:
        return None
    qualified = html_lowercased(qualified, element)
    if type(attrs) is dict:
        return attrs.get(qualified)
    for attribute in attrs:
        if qualified_name(attribute) == qualified:  # type: ignore[arg-type]
            return attribute._value  # type: ignore[union-attr]
    return None


def get_attribute_by_namespace(
    namespace: str | None, local_name: str, element: ElementImpl
) -> AttrImpl | None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-get-by-namespace, as an
    ``Attr`` node."""
    if namespace == "":
        namespace = None
    if element._attrs is None:
        return None
    for attribute in attribute_list(element):
        if attribute._namespace == namespace and attribute._local_name == local_name:
            return attribute
    return None


def get_attribute_value_by_namespace(
    namespace: str | None, local_name: str, element: ElementImpl
) -> str | None:
    """The value of the attribute "get an attribute by namespace and local name" gives, or
    None."""
    attrs = element._attrs
    if attrs is None:
        return None
    if namespace == "":
        namespace = None
    if type(attrs) is dict:
        return attrs.get(local_name) if namespace is None else None
    for attribute in attrs:
        if attribute._namespace == namespace and attribute._local_name == local_name:  # type: ignore[union-attr]
            return attribute._value  # type: ignore[union-attr]
    return None


def get_attribute_value(element: ElementImpl, local_name: str, namespace: str | None = None) -> str:
    """https://dom.spec.whatwg.org/#concept-element-attributes-get-value: the value of the
    attribute with ``namespace`` and ``local_name``, else the empty string."""
    value = get_attribute_value_by_namespace(namespace, local_name, element)
    return "" if value is None else value


def set_attribute(attribute: AttrImpl, element: ElementImpl) -> AttrImpl | None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-set: put the ``Attr`` node
    ``attribute`` on ``element`` (an ``InUseAttributeError`` if another element has it);
    returns the attribute it replaces, or None."""
    # 1. (trusted types: none)
    if attribute._element is not None and attribute._element is not element:  # 2.
        raise DOMException("The attribute is in use by another element.", "InUseAttributeError")
    old_attribute = get_attribute_by_namespace(  # 3.
        attribute._namespace, attribute._local_name, element
    )
    if old_attribute is attribute:  # 4.
        return attribute
    if old_attribute is not None:  # 6.
        replace_attribute(old_attribute, attribute)
    else:  # 7.
        append_attribute(attribute, element)
    return old_attribute


def set_attribute_value(
    element: ElementImpl,
    local_name: str,
    value: str,
    prefix: str | None = None,
    namespace: str | None = None,
) -> None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-set-value."""
    attrs = element._attrs
    if namespace is None and prefix is None and (attrs is None or type(attrs) is dict):
        attrs = attribute_dict(element)
        old_value = attrs.get(local_name)
        attrs[local_name] = value
        handle_attribute_changes(local_name, None, element, old_value, value)
        return
    attribute = get_attribute_by_namespace(namespace, local_name, element)  # 1.
    if attribute is None:  # 2.
        created = create_an_attribute(element._node_document, local_name, namespace, prefix, value)
        append_attribute(created, element)
        return
    change_attribute(attribute, value)  # 3.


def get_attr_value(attribute: AttrImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-attr-value: the getter returns the value."""
    return attribute._value


def set_existing_attribute_value(attribute: AttrImpl, value: str) -> None:
    """https://dom.spec.whatwg.org/#set-an-existing-attribute-value: change the attribute if
    it has an element, else set its value (trusted types: none)."""
    if attribute._element is None:  # 1.
        attribute._value = value
        return
    change_attribute(attribute, value)  # 5.


def _remove_from_dict(name: str, element: ElementImpl) -> AttrImpl | None:
    """Remove the attribute named ``name`` from the dict form of ``element``'s list (no ``Attr``
    node exists: the removed attribute's is made for the caller, the others stay values, so
    removing each of n attributes costs O(n)); the steps of "remove an attribute"."""
    attrs: dict[str, str] = element._attrs  # type: ignore[assignment]
    if name not in attrs:
        return None
    value = attribute_dict(element).pop(name)
    attribute = create_an_attribute(element._node_document, name, None, None, value)
    handle_attribute_changes(name, None, element, value, None)
    return attribute


def remove_attribute_by_name(qualified: str, element: ElementImpl) -> AttrImpl | None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-name; returns the
    removed attribute (an ``Attr`` node), or None."""
    if type(element._attrs) is dict:
        return _remove_from_dict(html_lowercased(qualified, element), element)
    attribute = get_attribute_by_name(qualified, element)
    if attribute is not None:
        remove_attribute(attribute)
    return attribute


def remove_attribute_by_namespace(
    namespace: str | None, local_name: str, element: ElementImpl
) -> AttrImpl | None:
    """https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-namespace."""
    if type(element._attrs) is dict:
        return None if namespace else _remove_from_dict(local_name, element)
    attribute = get_attribute_by_namespace(namespace, local_name, element)
    if attribute is not None:
        remove_attribute(attribute)
    return attribute
