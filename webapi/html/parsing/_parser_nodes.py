"""The DOM nodes HTML's parser makes and reads (https://html.spec.whatwg.org/multipage/parsing.html#tree-construction,
over https://dom.spec.whatwg.org/#nodes): creating an element for a token (its class from the
DOM's element interface, a ``template`` an ``HTMLTemplateElementImpl``, foreign attributes
adjusted) and Text nodes, reading an element's attributes as the parser's tokens have them,
and the elements of a tree in tree order for webapi's readers (``links()``).

Nodes are made the fast way (the registered classes, each looked up once a parse:
:class:`ParserNodes`) and the parser inserts them with the DOM engine's O(1) steps
(``parser_insert``, ``parser_remove``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from webapi._lazy import load_provider
from webapi.dom.engine import (
    NODE_CLASSES,
    SCRIPTING,
    DocumentImpl,
    ElementImpl,
    NodeImpl,
    TextImpl,
    document_changed,
    element_interface,
    make_node,
    own_initializer,
    own_inserter,
    own_text_appender,
    qualified_name,
)
from webapi.infra import HTML_NAMESPACE, XLINK_NAMESPACE, XML_NAMESPACE, XMLNS_NAMESPACE

from ..common._event_handler_attributes import parser_event_handler_attributes
from ._template_contents import HTMLTemplateElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "FOREIGN_ATTRIBUTES",
    "ParserNodes",
    "attribute_value",
    "attributes_of",
    "child_nodes",
    "iter_elements",
    "join_text_pieces",
    "texts_in_tree_order",
]

#: "Adjust foreign attributes" (https://html.spec.whatwg.org/multipage/parsing.html#adjust-foreign-attributes):
#: the attribute names (as the token has them) that get a prefix, a local name and a namespace
#: on SVG and MathML elements.
FOREIGN_ATTRIBUTES: dict[str, tuple[str | None, str, str]] = {
    "xlink:actuate": ("xlink", "actuate", XLINK_NAMESPACE),
    "xlink:arcrole": ("xlink", "arcrole", XLINK_NAMESPACE),
    "xlink:href": ("xlink", "href", XLINK_NAMESPACE),
    "xlink:role": ("xlink", "role", XLINK_NAMESPACE),
    "xlink:show": ("xlink", "show", XLINK_NAMESPACE),
    "xlink:title": ("xlink", "title", XLINK_NAMESPACE),
    "xlink:type": ("xlink", "type", XLINK_NAMESPACE),
    "xml:lang": ("xml", "lang", XML_NAMESPACE),
    "xml:space": ("xml", "space", XML_NAMESPACE),
    "xmlns": (None, "xmlns", XMLNS_NAMESPACE),
    "xmlns:xlink": ("xmlns", "xlink", XMLNS_NAMESPACE),
}

_EMPTY: dict[str, str] = {}

#: What :class:`ParserNodes` keeps for an element name: the element interface's class, its
#: impl's ``__init__`` (the class's own copy), the elements of that local name made, and the
#: class's own copy of ``parser_insert``.
_Made = tuple[
    type[ElementImpl],
    Callable[..., None],
    list[ElementImpl],
    Callable[[NodeImpl, NodeImpl, NodeImpl | None], None],
]


class ParserNodes:
    """The nodes HTML's parser makes in its document: elements for tokens and Text nodes, of
    the registered classes, each made as ``make_node`` makes it ("create a node that
    implements" the interface: the class's ``__new__``, then its impl class's ``__init__``,
    :func:`~webapi.dom.engine.node_initializer`, in the class's own copy,
    :func:`~webapi.dom.engine.own_initializer`), with the class and its ``__init__`` looked up
    once a parse for each name (the element interface of a name does not change during a
    parse; the table lives as long as the parse, so distinct unknown names cost what the
    input does)."""

    __slots__ = (
        "_document",
        "_elements",
        "by_name",
        "class_values",
        "created",
        "fostered_texts",
        "html_classes",
        "table_marks",
        "text_appender",
        "text_class",
        "texts",
        "with_id",
    )

    def __init__(self, document: DocumentImpl) -> None:
        self._document = document
        #: (namespace, local name) -> the element interface's class, its impl's __init__ and
        #: the list of the elements of that local name made (:attr:`by_name`'s)
        self._elements: dict[tuple[str | None, str], _Made] = {}
        #: the same for the HTML namespace, by local name (read by the tree builder's
        #: ``insert_html_element``, which makes an element without attributes itself)
        self.html_classes: dict[str, _Made] = {}
        #: The elements made, in the order they were made, by local name, and those made with
        #: an ``id`` attribute: the elements of the tree in tree order where the tree builder
        #: appended each after the elements before it (``TreeBuilder.in_order``).
        self.created: list[ElementImpl] = []
        self.by_name: dict[str, list[ElementImpl]] = {}
        self.with_id: list[ElementImpl] = []
        #: Each ``class`` attribute value the elements were made with and their indexes in
        #: :attr:`created`, ascending: the selectors' class map is made from its few distinct
        #: values instead of a pass over the elements.
        self.class_values: dict[str, list[int]] = {}
        #: The Text nodes the tree builder made, in the order it made them: the tree's Text
        #: nodes in tree order where it appended each at the current node's end
        #: (``TreeBuilder.texts_in_order``).
        self.texts: list[TextImpl] = []
        #: Each ``table`` element the "in body" steps inserted -> the count of
        #: :attr:`texts` then and the count of tables marked before it: where, among
        #: :attr:`texts`, the Text nodes foster parented before it come in tree order.
        self.table_marks: dict[ElementImpl, tuple[int, int]] = {}
        #: The Text nodes made foster parented before a marked table, each as (its table's
        #: mark, the count of them before it, the node): :func:`texts_in_tree_order`.
        self.fostered_texts: list[tuple[int, int, int, TextImpl]] = []
        text: type[TextImpl] = NODE_CLASSES["Text"]
        #: The Text node class, its impl's ``__init__`` (see :meth:`text`) and
        #: ``parser_insert``, the class's own copies.
        self.text_class: tuple[
            type[TextImpl],
            Callable[..., None],
            Callable[[NodeImpl, NodeImpl, NodeImpl | None], None],
        ] = (text, own_initializer(text), own_inserter(text))
        #: A new Text node (of :attr:`text_class`) given its data and appended to a parent:
        #: ``(node, document, data, parent)``, one call (``own_text_appender``'s).
        self.text_appender: Callable[[TextImpl, DocumentImpl, str, NodeImpl], None] = (
            own_text_appender(text) or _text_appender(*self.text_class)
        )

    def _interface(self, namespace: str | None, name: str) -> _Made:
        """The class of an element ``name`` in ``namespace`` (the DOM's element interface; a
        ``template`` an ``HTMLTemplateElementImpl``), its impl class's ``__init__`` and the
        list of the elements of local name ``name`` made."""
        cls = element_interface(name, namespace)
        if (
            namespace == HTML_NAMESPACE
            and name == "template"
            and not issubclass(cls, HTMLTemplateElementImpl)
        ):
            cls = HTMLTemplateElementImpl
        made = self.by_name.get(name)
        if made is None:
            made = self.by_name[name] = []
        found = self._elements[namespace, name] = (
            cls,
            own_initializer(cls),
            made,
            own_inserter(cls),
        )
        if namespace == HTML_NAMESPACE:
            self.html_classes[name] = found
        return found

    def element(self, name: str, attributes: dict[str, str], namespace: str | None) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/parsing.html#create-an-element-for-the-token
        (no custom elements, no scripts): an element of the element interface for ``name`` in
        ``namespace`` with the token's ``attributes`` (the element keeps the dict, marked
        shared: the tokenizer gives the tags of one spelling of attributes one dict, copied
        by the attribute algorithms before a change); outside the HTML namespace the
        attributes "adjust foreign attributes" names are namespaced attributes (the element's
        attribute list then holds ``Attr`` nodes). Step 5, "let is be the value of the "is"
        attribute in the given token", gives the element its is value (and so, without a
        definition, the custom element state "undefined" that ``:defined`` reads, and the class
        of :func:`._custom_elements.customizable_class`: its insertion into a document whose
        registry defines it upgrades it)."""
        cls, init, made, _insert = (
            self.html_classes.get(name)
            if namespace == HTML_NAMESPACE
            else self._elements.get((namespace, name))
        ) or self._interface(namespace, name)
        if attributes and "is" in attributes and namespace == HTML_NAMESPACE:
            # (an element with an is value: of the class that an upgrade may customize)
            customizable = _CUSTOMIZABLE.get(cls)
            if customizable is None:
                of = load_provider("html:customizable-class")(cls)
                customizable = _CUSTOMIZABLE[cls] = (of, own_initializer(of))
            cls, init = customizable
        element: ElementImpl = cls.__new__(cls)
        made.append(element)
        self.created.append(element)
        document = self._document
        if not attributes:
            init(element, document, namespace, name, None, None)
            return element
        if "id" in attributes:
            self.with_id.append(element)
        value = attributes.get("class")
        if value is not None:
            made_with = self.class_values.get(value)
            if made_with is None:
                self.class_values[value] = [len(self.created) - 1]
            else:
                made_with.append(len(self.created) - 1)
        if namespace == HTML_NAMESPACE or not any(key in FOREIGN_ATTRIBUTES for key in attributes):
            init(element, document, namespace, name, None, attributes)
            element._attrs_shared = True  # (the token's dict may be the tokenizer's, shared)
            if SCRIPTING[0] and namespace == HTML_NAMESPACE:  # (appending the attributes)
                parser_event_handler_attributes(element)
        else:
            init(element, document, namespace, name, None, None)
            attr_class = NODE_CLASSES["Attr"]
            found = []
            for key, value in attributes.items():
                prefix, local_name, attribute_namespace = FOREIGN_ATTRIBUTES.get(
                    key, (None, key, None)
                )
                found.append(
                    make_node(
                        attr_class,
                        document,
                        attribute_namespace,
                        prefix,
                        local_name,
                        value,
                        element,
                    )
                )
            element._attrs = found
        element._is_value = attributes.get("is")
        return element

    def text(self, data: str) -> TextImpl:
        """https://dom.spec.whatwg.org/#create-a-text-node: a Text node with ``data``."""
        cls, init, _insert = self.text_class
        node: TextImpl = cls.__new__(cls)
        init(node, self._document, data)
        return node


def texts_in_tree_order(nodes: ParserNodes) -> list[TextImpl]:
    """The Text nodes of ``nodes``, where the tree builder kept them in order
    (``TreeBuilder.texts_in_order``), in tree order: :attr:`ParserNodes.texts` with the
    fostered ones put in, each group before the first Text node made after its table (the
    first in the table, or after it), the groups of one place in the order their tables were
    made (an outer table's first), each in the order they were made (each foster parented
    before the table, after the ones before)."""
    texts = nodes.texts
    fostered = nodes.fostered_texts
    if not fostered:
        return texts
    fostered.sort(key=_fostered_key)
    merged: list[TextImpl] = []
    done = 0
    for place, _table, _made, node in fostered:
        if place > done:
            merged += texts[done:place]
            done = place
        merged.append(node)
    merged += texts[done:]
    return merged


def _fostered_key(entry: tuple[int, int, int, TextImpl]) -> tuple[int, int, int]:
    return entry[0], entry[1], entry[2]


def _text_appender(
    _cls: type[TextImpl],
    init: Callable[..., None],
    insert: Callable[[NodeImpl, NodeImpl, NodeImpl | None], None],
) -> Callable[[TextImpl, DocumentImpl, str, NodeImpl], None]:
    """A Text node class's initializer then its ``parser_insert`` as a text appender (for a
    Text class ``own_text_appender`` has none for)."""

    def append(node: TextImpl, document: DocumentImpl, data: str, parent: NodeImpl) -> None:
        init(node, document, data)
        insert(node, parent, None)

    return append


#: An element class -> the class of its elements with an is value
#: (:func:`._custom_elements.customizable_class`) and that class's initializer.
_CUSTOMIZABLE: dict[type[Any], tuple[type[Any], Callable[..., None]]] = {}


def join_text_pieces(node: TextImpl, pieces: list[str], document: DocumentImpl) -> None:
    """Give ``node``, the Text node characters last went into, its data: the ``pieces`` the
    parser gathered for it joined, where there are more than one (``document``'s version
    moved on); ``pieces`` emptied."""
    if len(pieces) > 1:
        node._data = "".join(pieces)
        document_changed(document)
    pieces.clear()


def attributes_of(element: ElementImpl) -> dict[str, str]:
    """The element's attributes as qualified name -> value (the parser's elements in the HTML
    namespace keep the dict itself: not to be changed)."""
    attrs = element._attrs
    if attrs is None:
        return _EMPTY
    if isinstance(attrs, dict):
        return attrs
    return {qualified_name(attribute): attribute._value for attribute in attrs}


def attribute_value(element: ElementImpl, name: str) -> str | None:
    """The value of the element's first attribute whose qualified name is ``name``, or None."""
    attrs = element._attrs
    if attrs is None:
        return None
    if isinstance(attrs, dict):
        return attrs.get(name)
    for attribute in attrs:
        if qualified_name(attribute) == name:
            return attribute._value
    return None


def child_nodes(node: NodeImpl) -> list[NodeImpl]:
    """``node``'s children, in order, as a list."""
    found = []
    child = node._first_child
    while child is not None:
        found.append(child)
        child = child._next_sibling
    return found


def iter_elements(root: NodeImpl) -> Iterator[ElementImpl]:
    """The elements below ``root`` in tree order, not entering a ``template``'s contents (they
    are not in the document: ``querySelectorAll`` does not find them); a loop over the tree's
    links."""
    node = root._first_child
    while node is not None:
        if isinstance(node, ElementImpl):
            yield node
            child = node._first_child
            if child is not None:
                node = child
                continue
        while node is not root:
            following = node._next_sibling  # type: ignore[union-attr]
            if following is not None:
                node = following
                break
            node = node._parent  # type: ignore[union-attr]
        else:
            return
