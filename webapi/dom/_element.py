"""The ``Element`` interface's steps (https://dom.spec.whatwg.org/#interface-element), with
``NamedNodeMap`` (https://dom.spec.whatwg.org/#interface-namednodemap) and ``Attr``'s
``name``: the HTML-uppercased qualified name (``tagName``), the attribute methods
(``hasAttributes`` ... ``removeAttributeNode``), insert adjacent
(``insertAdjacentElement``, ``insertAdjacentText``), and the element's ``attributes`` map.

``namespaceURI``, ``prefix`` and ``localName`` are the slots ``_namespace``, ``_prefix`` and
``_local_name`` (``Attr``'s too, and its ``ownerElement`` is ``_element``). ``id``,
``className`` and ``slot`` reflect "id", "class" and "slot": their getter and setter steps are
``_attributes.get_attribute_value`` and ``set_attribute_value`` with that name; ``Attr``'s
``value`` setter is ``_attributes.set_existing_attribute_value``.

The methods that answer with values keep an element's attribute list in the form it has (the
dict the parser makes stays a dict); those that answer with ``Attr`` nodes make them.
"""

from __future__ import annotations

from webapi.infra import HTML_NAMESPACE, ascii_lowercase, ascii_uppercase

from ._attributes import (
    append_attribute,
    attribute_dict,
    attribute_list,
    change_attribute,
    get_attribute_by_name,
    get_attribute_by_namespace,
    get_attribute_value,
    get_attribute_value_by_name,
    get_attribute_value_by_namespace,
    handle_attribute_changes,
    html_lowercased,
    qualified_name,
    remove_attribute_by_name,
    remove_attribute_by_namespace,
    set_attribute_value,
)
from ._attributes import remove_attribute as remove_an_attribute
from ._attributes import set_attribute as set_an_attribute
from ._collections import cached
from ._creation import create_a_text_node, create_an_attribute
from ._event import new_object
from ._exception import DOMException
from ._mutation import pre_insert
from ._names import is_valid_attribute_local_name, validate_and_extract
from ._nodes import AttrImpl, ElementImpl, NodeImpl
from ._token_list import DOMTokenListImpl, new_token_list

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar

__all__ = [
    "NamedNodeMapImpl",
    "attr_specified",
    "class_list",
    "element_attributes",
    "get_attribute",
    "get_attribute_names",
    "get_attribute_node",
    "get_attribute_node_ns",
    "get_attribute_ns",
    "get_class_name",
    "get_id",
    "has_attribute",
    "has_attribute_ns",
    "has_attributes",
    "html_uppercased_qualified_name",
    "insert_adjacent",
    "insert_adjacent_element",
    "insert_adjacent_text",
    "remove_attribute",
    "remove_attribute_node",
    "remove_attribute_ns",
    "set_attribute",
    "set_attribute_node",
    "set_attribute_ns",
    "set_class_name",
    "set_id",
    "toggle_attribute",
]


def html_uppercased_qualified_name(element: ElementImpl) -> str:
    """https://dom.spec.whatwg.org/#element-html-uppercased-qualified-name (``tagName``): the
    qualified name, in ASCII uppercase for an HTML element in an HTML document."""
    name = qualified_name(element)  # 1.
    if element._namespace == HTML_NAMESPACE and element._node_document._is_html:  # 2.
        return ascii_uppercase(name)
    return name  # 3.


def _check_attribute_name(name: str) -> None:
    """Step 1 of ``setAttribute`` and ``toggleAttribute``."""
    if not is_valid_attribute_local_name(name):
        raise DOMException(
            f"{name!r} is not a valid attribute local name.", "InvalidCharacterError"
        )


def has_attributes(this: ElementImpl) -> bool:
    """https://dom.spec.whatwg.org/#dom-element-hasattributes."""
    return bool(this._attrs)


def get_attribute_names(this: ElementImpl) -> list[str]:
    """https://dom.spec.whatwg.org/#dom-element-getattributenames: the qualified names, in
    order (duplicates possible)."""
    attrs = this._attrs
    if not attrs:
        return []
    if type(attrs) is dict:
        return list(attrs)
    return [qualified_name(attribute) for attribute in attrs]  # type: ignore[arg-type]


def get_attribute(this: ElementImpl, qualified: str) -> str | None:
    """https://dom.spec.whatwg.org/#dom-element-getattribute."""
    return get_attribute_value_by_name(qualified, this)


def get_attribute_ns(this: ElementImpl, namespace: str | None, local_name: str) -> str | None:
    """https://dom.spec.whatwg.org/#dom-element-getattributens."""
    return get_attribute_value_by_namespace(namespace, local_name, this)


def _first_by_qualified_name(this: ElementImpl, qualified: str) -> AttrImpl | None:
    """The first ``Attr`` node of the list form whose qualified name is ``qualified``."""
    for attribute in attribute_list(this):
        if qualified_name(attribute) == qualified:
            return attribute
    return None


def set_attribute(this: ElementImpl, qualified: str, value: str) -> None:
    """https://dom.spec.whatwg.org/#dom-element-setattribute: ``InvalidCharacterError`` for a
    name that is not a valid attribute local name (it becomes the new attribute's local name).

    Steps 1. and 2. for an HTML element in an HTML document, the common case, are one lookup
    once a name has been given (:data:`_HTML_ATTRIBUTE_NAMES`)."""
    if this._namespace == HTML_NAMESPACE and this._node_document._is_html:
        name = _HTML_ATTRIBUTE_NAMES.get(qualified)
        if name is None:
            _check_attribute_name(qualified)  # 1.
            name = ascii_lowercase(qualified)  # 2.
            if len(_HTML_ATTRIBUTE_NAMES) < _HTML_ATTRIBUTE_NAMES_SIZE:
                _HTML_ATTRIBUTE_NAMES[qualified] = name
        qualified = name
    else:
        _check_attribute_name(qualified)  # 1. (2.: not lowercased)
    # 3. (trusted types: none)
    attrs = this._attrs
    if attrs is None or type(attrs) is dict:
        # the dict form: every qualified name is a local name in no namespace, and "set an
        # attribute value" finds, changes or appends the same attribute steps 4.-7. would
        # (its dict case, inline)
        if attrs is None or this._attrs_shared:
            attrs = attribute_dict(this)
        old_value = attrs.get(qualified)
        attrs[qualified] = value
        handle_attribute_changes(qualified, None, this, old_value, value)
        return
    attribute = _first_by_qualified_name(this, qualified)  # 4.
    if attribute is not None:  # 5.
        change_attribute(attribute, value)
        return
    created = create_an_attribute(this._node_document, qualified, None, None, value)  # 6.
    append_attribute(created, this)  # 7.


#: Each name ``setAttribute`` was given for an HTML element of an HTML document (a valid
#: attribute local name) -> its ASCII lowercase.
_HTML_ATTRIBUTE_NAMES: dict[str, str] = {}
#: How many names it keeps at most (names made up at run time are not kept for ever).
_HTML_ATTRIBUTE_NAMES_SIZE = 1024


def set_attribute_ns(this: ElementImpl, namespace: str | None, qualified: str, value: str) -> None:
    """https://dom.spec.whatwg.org/#dom-element-setattributens."""
    namespace, prefix, local_name = validate_and_extract(namespace, qualified, "attribute")  # 1.
    set_attribute_value(this, local_name, value, prefix, namespace)  # 3.


def remove_attribute(this: ElementImpl, qualified: str) -> None:
    """https://dom.spec.whatwg.org/#dom-element-removeattribute."""
    remove_attribute_by_name(qualified, this)


def remove_attribute_ns(this: ElementImpl, namespace: str | None, local_name: str) -> None:
    """https://dom.spec.whatwg.org/#dom-element-removeattributens."""
    remove_attribute_by_namespace(namespace, local_name, this)


def toggle_attribute(this: ElementImpl, qualified: str, force: bool | None = None) -> bool:
    """https://dom.spec.whatwg.org/#dom-element-toggleattribute (``force`` None: not given):
    whether the attribute is there afterwards."""
    _check_attribute_name(qualified)  # 1.
    qualified = html_lowercased(qualified, this)  # 2.
    present = get_attribute_value_by_name(qualified, this) is not None  # 3.
    if not present:  # 4.
        if force is None or force:
            if this._attrs is None or type(this._attrs) is dict:
                set_attribute_value(this, qualified, "")
            else:
                append_attribute(create_an_attribute(this._node_document, qualified), this)
            return True
        return False
    if not force:  # 5. (not given, or false)
        remove_attribute_by_name(qualified, this)
        return False
    return True  # 6.


def has_attribute(this: ElementImpl, qualified: str) -> bool:
    """https://dom.spec.whatwg.org/#dom-element-hasattribute."""
    return get_attribute_value_by_name(qualified, this) is not None


def has_attribute_ns(this: ElementImpl, namespace: str | None, local_name: str) -> bool:
    """https://dom.spec.whatwg.org/#dom-element-hasattributens."""
    return get_attribute_value_by_namespace(namespace, local_name, this) is not None


def get_attribute_node(this: ElementImpl, qualified: str) -> AttrImpl | None:
    """https://dom.spec.whatwg.org/#dom-element-getattributenode."""
    return get_attribute_by_name(qualified, this)


def get_attribute_node_ns(
    this: ElementImpl, namespace: str | None, local_name: str
) -> AttrImpl | None:
    """https://dom.spec.whatwg.org/#dom-element-getattributenodens."""
    return get_attribute_by_namespace(namespace, local_name, this)


def set_attribute_node(this: ElementImpl, attr: AttrImpl) -> AttrImpl | None:
    """https://dom.spec.whatwg.org/#dom-element-setattributenode, and ``setAttributeNodeNS``:
    "set an attribute" (``InUseAttributeError`` for another element's attribute); the
    attribute it replaces, or None."""
    return set_an_attribute(attr, this)


def remove_attribute_node(this: ElementImpl, attr: AttrImpl) -> AttrImpl:
    """https://dom.spec.whatwg.org/#dom-element-removeattributenode: ``NotFoundError`` for an
    attribute that is not this element's."""
    if attr._element is not this:  # 1. (an attribute is in the list of its element only)
        raise DOMException("The attribute is not one of this element's.", "NotFoundError")
    remove_an_attribute(attr)  # 2.
    return attr  # 3.


_WHERE = ("beforebegin", "afterbegin", "beforeend", "afterend")


def insert_adjacent(element: ElementImpl, where: str, node: NodeImpl) -> NodeImpl | None:
    """https://dom.spec.whatwg.org/#insert-adjacent: ``where`` matched ASCII
    case-insensitively, else a ``SyntaxError``; None where the element has no parent."""
    lowered = ascii_lowercase(where)
    if lowered not in _WHERE:
        raise DOMException(
            f"{where!r} is not beforebegin, afterbegin, beforeend or afterend.", "SyntaxError"
        )
    where = lowered
    if where == "afterbegin":
        return pre_insert(node, element, element._first_child)
    if where == "beforeend":
        return pre_insert(node, element, None)
    parent = element._parent
    if parent is None:
        return None
    return pre_insert(node, parent, element if where == "beforebegin" else element._next_sibling)


def insert_adjacent_element(this: ElementImpl, where: str, element: ElementImpl) -> NodeImpl | None:
    """https://dom.spec.whatwg.org/#dom-element-insertadjacentelement."""
    return insert_adjacent(this, where, element)


def insert_adjacent_text(this: ElementImpl, where: str, data: str) -> None:
    """https://dom.spec.whatwg.org/#dom-element-insertadjacenttext (the text node is made
    first: a bad ``where`` throws after making it, which nobody sees)."""
    text = create_a_text_node(this._node_document, data)  # 1.
    insert_adjacent(this, where, text)  # 2.


class NamedNodeMapImpl:
    """A ``NamedNodeMap``: its element, whose attribute list it is."""

    __slots__ = ("_element", "_named")
    #: The public class of the interface, set by the generated bindings (``new_object``).
    _interface_class: ClassVar[type[Any]]

    def __init__(self, element: ElementImpl) -> None:
        self._element = element
        #: each qualified name and its first attribute, for the document and its version
        self._named: tuple[object, int, dict[str, AttrImpl]] | None = None

    @property
    def _length(self) -> int:
        """https://dom.spec.whatwg.org/#dom-namednodemap-length."""
        attrs = self._element._attrs
        return len(attrs) if attrs else 0

    def _item(self, index: int) -> AttrImpl | None:
        """https://dom.spec.whatwg.org/#dom-namednodemap-item."""
        if not 0 <= index < self._length:  # 1.
            return None
        return attribute_list(self._element)[index]  # 2.

    def _supported_property_names(self) -> list[str]:
        """The qualified names, each once, in order; for an HTML element in an HTML document,
        only those with no ASCII upper alpha (which ``getNamedItem`` could not find)."""
        names = list(dict.fromkeys(get_attribute_names(self._element)))  # 1.
        element = self._element
        if element._namespace == HTML_NAMESPACE and element._node_document._is_html:  # 2.
            names = [name for name in names if ascii_lowercase(name) == name]
        return names

    def _get_named_item(self, qualified: str) -> AttrImpl | None:
        """https://dom.spec.whatwg.org/#dom-namednodemap-getnameditem: get an attribute by
        name, from a dict of the first attribute of each qualified name kept until an
        attribute of the document changes (so that ``dict(attributes)``, a lookup per name,
        is linear)."""
        element = self._element
        if element._attrs is None:
            return None
        document = element._node_document
        named = self._named
        if named is None or named[0] is not document or named[1] != document._version:
            first: dict[str, AttrImpl] = {}
            for attribute in attribute_list(element):
                first.setdefault(qualified_name(attribute), attribute)
            named = self._named = (document, document._version, first)
        return named[2].get(html_lowercased(qualified, element))

    def _get_named_item_ns(self, namespace: str | None, local_name: str) -> AttrImpl | None:
        """https://dom.spec.whatwg.org/#dom-namednodemap-getnameditemns."""
        return get_attribute_by_namespace(namespace, local_name, self._element)

    def _set_named_item(self, attr: AttrImpl) -> AttrImpl | None:
        """https://dom.spec.whatwg.org/#dom-namednodemap-setnameditem, and
        ``setNamedItemNS``."""
        return set_an_attribute(attr, self._element)

    def _remove_named_item(self, qualified: str) -> AttrImpl:
        """https://dom.spec.whatwg.org/#dom-namednodemap-removenameditem: ``NotFoundError``
        when there is none."""
        attr = remove_attribute_by_name(qualified, self._element)  # 1.
        if attr is None:  # 2.
            raise DOMException(f"No attribute named {qualified!r}.", "NotFoundError")
        return attr  # 3.

    def _remove_named_item_ns(self, namespace: str | None, local_name: str) -> AttrImpl:
        """https://dom.spec.whatwg.org/#dom-namednodemap-removenameditemns."""
        attr = remove_attribute_by_namespace(namespace, local_name, self._element)
        if attr is None:
            raise DOMException(
                f"No attribute {local_name!r} in namespace {namespace!r}.", "NotFoundError"
            )
        return attr


def element_attributes(this: ElementImpl) -> NamedNodeMapImpl:
    """https://dom.spec.whatwg.org/#dom-element-attributes: the element's ``NamedNodeMap``,
    made on first use and the same object after."""
    return cached(this, "attributes", _new_named_node_map)


def _new_named_node_map(element: NodeImpl) -> NamedNodeMapImpl:
    attributes = new_object(NamedNodeMapImpl)
    NamedNodeMapImpl.__init__(attributes, element)  # type: ignore[arg-type]
    return attributes


def get_id(this: ElementImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-element-id: reflects the ``id`` content attribute."""
    return get_attribute_value(this, "id")


def set_id(this: ElementImpl, value: str) -> None:
    set_attribute_value(this, "id", value)


def get_class_name(this: ElementImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-element-classname: reflects the ``class`` content
    attribute."""
    return get_attribute_value(this, "class")


def set_class_name(this: ElementImpl, value: str) -> None:
    set_attribute_value(this, "class", value)


def class_list(this: ElementImpl) -> DOMTokenListImpl:
    """https://dom.spec.whatwg.org/#dom-element-classlist: a ``DOMTokenList`` of the ``class``
    attribute, made on first use and the same object after (in the element's ``_cache``)."""
    cache = this._cache  # (a read after the first finds it here, one call fewer)
    if cache is None:
        cache = this._cache = {}
    else:
        found = cache.get("classList")
        if found is not None:
            return found  # type: ignore[return-value]
    tokens = cache["classList"] = new_token_list(this, "class")
    return tokens


def attr_specified(this: AttrImpl) -> bool:
    """https://dom.spec.whatwg.org/#dom-attr-specified: always true."""
    return True
