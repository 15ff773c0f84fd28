"""The reflection steps of the DOM's ``Element`` members declared with ``[Reflect]``: WAI-ARIA's
``ARIAMixin`` (https://w3c.github.io/aria/#ARIAMixin, ``idl/aria.webidl``), which every element
includes, of whatever namespace.

Spec: https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
(the getter and setter steps of ``DOMString?``, ``Element?`` and ``FrozenArray<Element>?``
reflected attributes). The generated bindings (``idl/reflect.py``, the extras key ``reflect``
of ``dom.extras.toml``) call these with the element's impl and the content attribute's name.
HTML's elements have the same steps for their own members in ``webapi.html.common._reflect``, a
layer above; both keep an element's explicitly set attr-element(s) in its ``_cache`` under
``"attr-element <name>"`` (a weak reference, or a tuple of them), which the DOM's attribute
changes drop (:func:`webapi.dom._attributes.handle_attribute_changes`).
"""

from __future__ import annotations

import weakref
from typing import Any, TypeVar, cast

from ._attributes import (
    get_attribute_value_by_namespace,
    remove_attribute_by_namespace,
    set_attribute_value,
)
from ._ids import first_element_with_id
from ._nodes import ElementImpl, ShadowRootImpl
from ._tree import root

#: The reflecting element's class: the elements it reflects are of the DOM's ``Element``
#: class too (every element is an instance of it), which this module does not import (the
#: bindings import it).
E = TypeVar("E", bound=ElementImpl)

__all__ = [
    "get_element",
    "get_elements",
    "get_nullable_string",
    "set_element",
    "set_elements",
    "set_nullable_string",
]

#: ASCII whitespace as a space (a value is split on ASCII whitespace only).
_TO_SPACE = str.maketrans("\t\n\f\r", "    ")


def get_nullable_string(element: ElementImpl, name: str) -> str | None:
    """``DOMString?`` (not an enumerated attribute): the content attribute's value, or null
    when it is absent."""
    return get_attribute_value_by_namespace(None, name, element)


def set_nullable_string(element: ElementImpl, name: str, value: str | None) -> None:
    """``DOMString?``'s setter steps: null removes the content attribute, a string sets it."""
    if value is None:
        remove_attribute_by_namespace(None, name, element)
    else:
        set_attribute_value(element, name, value)


def _explicit(element: ElementImpl, name: str) -> Any:
    cache = element._cache
    return None if cache is None else cache.get("attr-element " + name)


def _store(element: ElementImpl, name: str, value: object) -> None:
    cache = element._cache
    if cache is None:
        cache = element._cache = {}
    if value is None:
        cache.pop("attr-element " + name, None)
    else:
        cache["attr-element " + name] = value


def _in_scope(candidate: ElementImpl, element: ElementImpl) -> bool:
    """Whether ``candidate`` is a descendant of one of ``element``'s shadow-including
    ancestors: its root is ``element``'s root or the root of a host ``element``'s tree is in."""
    target = root(candidate)
    node = root(element)
    while True:
        if node is target:
            return True
        if not isinstance(node, ShadowRootImpl):
            return False
        host = node._host
        if host is None:
            return False
        node = root(host)


def get_element(element: E, name: str) -> E | None:
    """``Element?``: get the attr-associated element
    (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#get-the-attr-associated-element)."""
    reference = _explicit(element, name)
    if reference is not None:  # 1.
        explicit = reference()
        return explicit if explicit is not None and _in_scope(explicit, element) else None
    value = get_attribute_value_by_namespace(None, name, element)  # 2.
    if value is None:
        return None
    return first_element_with_id(root(element), value)  # type: ignore[return-value]  # 3.


def set_element(element: ElementImpl, name: str, value: ElementImpl | None) -> None:
    """``Element?``'s setter steps: null removes the content attribute and forgets the
    explicitly set attr-element; an element sets the content attribute to the empty string,
    then becomes the explicitly set attr-element (held weakly)."""
    if value is None:  # 1.
        _store(element, name, None)
        remove_attribute_by_namespace(None, name, element)
        return
    set_attribute_value(element, name, "")  # 2.
    _store(element, name, weakref.ref(value))  # 3.


def attr_associated_elements(element: ElementImpl, name: str) -> list[ElementImpl] | None:
    """https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#attr-associated-elements:
    the explicitly set attr-elements still in scope, else the first element of the element's
    tree with each ID of the content attribute's value (null without the attribute)."""
    elements: list[ElementImpl] = []  # 1.
    explicit = _explicit(element, name)
    if explicit is not None:  # 2.
        for reference in explicit:
            candidate = reference()
            if candidate is not None and _in_scope(candidate, element):
                elements.append(candidate)
        return elements
    value = get_attribute_value_by_namespace(None, name, element)  # 3.
    if value is None:
        return None
    tree = root(element)
    for token in value.translate(_TO_SPACE).split(" "):
        if not token:
            continue
        candidate = first_element_with_id(tree, token)
        if candidate is not None:
            elements.append(candidate)
    return elements  # 4.


def get_elements(element: E, name: str) -> tuple[E, ...] | None:
    """``FrozenArray<Element>?``'s getter steps: the attr-associated elements as a frozen array
    (a tuple), the same object while its contents are the same."""
    elements = attr_associated_elements(element, name)  # 1.
    cache = element._cache
    key = "attr-elements cached " + name
    cached: Any = None if cache is None else cache.get(key)
    if elements is None:
        if cache is not None:
            cache.pop(key, None)
        return None
    if (  # 2.
        cached is not None
        and len(cached) == len(elements)
        and all(a is b for a, b in zip(cached, elements, strict=True))
    ):
        return cached  # type: ignore[no-any-return]  # (the cache holds objects)
    frozen = cast("tuple[E, ...]", tuple(elements))  # 3.
    if cache is None:
        cache = element._cache = {}
    cache[key] = frozen  # 4.
    return frozen  # 5.


def set_elements(element: ElementImpl, name: str, value: Any) -> None:
    """``FrozenArray<Element>?``'s setter steps: null removes the content attribute and forgets
    the explicitly set attr-elements; a sequence of elements sets the content attribute to the
    empty string, then becomes the explicitly set attr-elements (held weakly)."""
    if value is None:  # 1.
        _store(element, name, None)
        remove_attribute_by_namespace(None, name, element)
        return
    set_attribute_value(element, name, "")  # 2.
    _store(element, name, tuple(weakref.ref(item) for item in value))  # 3.-5.
