"""The HTML Standard's collections of form controls and options
(https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection,
#radionodelist, #htmloptionscollection) and the members that give them: ``form.elements``,
``form.length``, ``form[index]`` and ``form[name]`` (with the form's past names map),
``select.options`` and the ``select`` members that act on it (``add``, ``remove(index)``,
the indexed setter, the ``length`` setter), ``datalist.options``, the labelable elements'
``labels`` and ``document.getElementsByName``.

Each is one of the DOM's live collections (:class:`~webapi.dom.engine.CollectionImpl`): found
when first read, again only after a change that can affect it (the document's tree, or the
attributes its filter reads), with its length cached and Blink's cursor, so that
``elements[i]`` and ``options[i]`` in a loop over an unchanged tree are one step each. A form's
controls are found over the form's tree (its root), since a ``form`` attribute can associate a
control anywhere in it; the filter is "a listed element whose form owner is the form".

The past names map (https://html.spec.whatwg.org/multipage/forms.html#past-names-map) is kept
on the form; an entry whose element has since changed form owner is dropped when it is next
looked up (the Standard drops it at the change: only a lookup can tell the difference, and it
then answers as the Standard's would, unless the element has come back to the form since).
"""

from __future__ import annotations

from webapi.dom import DOMException
from webapi.dom.engine import (
    ELEMENT_NODE,
    CollectionImpl,
    ElementImpl,
    HTMLCollectionImpl,
    NodeListImpl,
    append,
    cached,
    create_a_document_fragment,
    create_an_element,
    make_collection,
    new_object,
    pre_insert,
    remove,
    replace,
    root,
)
from webapi.infra import HTML_NAMESPACE

from ..common._face import is_form_associated_custom_element

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeAlias

    from webapi.dom.engine import DocumentImpl, NodeImpl

    #: The function that gives an element's form owner (``_forms_impl.form_owner``, which
    #: passes it with each call: that module imports this one).
    FormOwner: TypeAlias = Callable[[ElementImpl], ElementImpl | None]

__all__ = [
    "HTMLFormControlsCollectionImpl",
    "HTMLOptionsCollectionImpl",
    "RadioNodeListImpl",
    "datalist_options",
    "form_elements",
    "form_indexed_item",
    "form_length",
    "form_named_item",
    "form_supported_property_names",
    "get_elements_by_name",
    "is_listed",
    "labels",
    "select_options",
]

#: https://html.spec.whatwg.org/multipage/forms.html#category-listed (form-associated custom
#: elements aside: :func:`is_listed`).
_LISTED = frozenset({"button", "fieldset", "input", "object", "output", "select", "textarea"})
#: What a form's controls collection reads besides the tree: an ``input``'s type (an image
#: button is left out), the ``form`` attribute and the IDs it names.
_CONTROLS_DEPEND = ("form", "id", "type")
#: The local names of the elements a form's images and a datalist's options can hold.
_IMG = frozenset({"img"})
_OPTION = frozenset({"option"})


def is_listed(node: NodeImpl) -> bool:
    """Whether ``node`` is a listed element (an HTML ``button``, ``fieldset``, ``input``,
    ``object``, ``output``, ``select`` or ``textarea``, or a form-associated custom
    element)."""
    return node._node_type == ELEMENT_NODE and (
        (
            node._local_name in _LISTED  # type: ignore[attr-defined]
            and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
        )
        or is_form_associated_custom_element(node)
    )


def _is_image_button(node: NodeImpl) -> bool:
    return node._local_name == "input" and node._type == "image"  # type: ignore[attr-defined, no-any-return]


def _has_id_or_name(element: ElementImpl, name: str) -> bool:
    attribute = element._get_content_attribute  # type: ignore[attr-defined]
    return bool(attribute("id") == name or attribute("name") == name)


# --- HTMLFormControlsCollection ------------------------------------------------------------


class HTMLFormControlsCollectionImpl(HTMLCollectionImpl):
    """``form.elements``: rooted at the form's root, the listed elements whose form owner is
    the form, but image buttons (``_owner``, the form; the root is found again at each read,
    the form may have moved). ``_lists``, the ``RadioNodeList`` given for each name, kept so
    that ``elements[name]`` is the same object while it stays a list (as in Chromium)."""

    __slots__ = ("_index", "_lists", "_owner")
    _index: tuple[list[NodeImpl], tuple[int | None, int | None], dict[str, list[NodeImpl]]] | None
    _lists: dict[str, RadioNodeListImpl] | None
    _owner: ElementImpl

    def _current_key(self) -> tuple[object, ...]:
        tree_root = root(self._owner)
        self._root = tree_root
        return (tree_root, *CollectionImpl._current_key(self))

    def _named_item(self, key: str) -> ElementImpl | RadioNodeListImpl | None:  # type: ignore[override]
        """https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmlformcontrolscollection-nameditem"""
        if not key:  # 1.
            return None
        found = self._by_name().get(key)
        if not found:  # 3.
            return None
        if len(found) == 1:  # 2.
            return found[0]  # type: ignore[return-value]
        lists = self._lists  # 4.
        if lists is None:
            lists = self._lists = {}
        radio_list = lists.get(key)
        if radio_list is None:
            radio_list = lists[key] = make_radio_node_list(self._view, key)
        return radio_list

    def _by_name(self) -> dict[str, list[NodeImpl]]:
        """Each ID and ``name`` of the controls and the controls that have it, in tree order:
        made once per view and ``id``/``name`` attribute versions (a lookup per name in a
        loop stays linear)."""
        nodes = self._view()
        versions = self._root._node_document._attribute_versions  # type: ignore[union-attr]
        key = (versions.get("id"), versions.get("name"))
        index = self._index
        if index is not None and index[0] is nodes and index[1] == key:
            return index[2]
        table: dict[str, list[NodeImpl]] = {}
        for node in nodes:
            attribute = node._get_content_attribute  # type: ignore[attr-defined]
            element_id = attribute("id")
            if element_id:
                table.setdefault(element_id, []).append(node)
            element_name = attribute("name")
            if element_name and element_name != element_id:
                table.setdefault(element_name, []).append(node)
        self._index = (nodes, key, table)
        return table


def _matching(nodes: list[NodeImpl], name: str) -> list[NodeImpl]:
    return [node for node in nodes if _has_id_or_name(node, name)]  # type: ignore[arg-type]


def form_elements(form: ElementImpl, form_owner: FormOwner) -> HTMLFormControlsCollectionImpl:
    """https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements (the same object
    each time); ``form_owner``, the function that gives an element's form owner."""
    return cached(form, "elements", lambda form: _make_form_elements(form, form_owner))


def _make_form_elements(form: NodeImpl, form_owner: FormOwner) -> HTMLFormControlsCollectionImpl:
    def owned(node: NodeImpl) -> bool:
        return (
            is_listed(node) and not _is_image_button(node) and form_owner(node) is form  # type: ignore[arg-type]
        )

    collection = make_collection(
        HTMLFormControlsCollectionImpl, root(form), owned, False, _CONTROLS_DEPEND
    )
    collection._owner = form  # type: ignore[assignment]
    collection._lists = None
    collection._index = None
    return collection


def form_length(form: ElementImpl, form_owner: FormOwner) -> int:
    """https://html.spec.whatwg.org/multipage/forms.html#dom-form-length"""
    return form_elements(form, form_owner)._length


def form_indexed_item(form: ElementImpl, index: int, form_owner: FormOwner) -> ElementImpl | None:
    """The form's indexed property: https://html.spec.whatwg.org/multipage/forms.html#dom-form-item."""
    return form_elements(form, form_owner)._item(index)  # type: ignore[return-value]


def _owned_images(form: ElementImpl) -> HTMLCollectionImpl:
    """The ``img`` elements whose form owner is the form (an ``img`` has no ``form``
    attribute: its nearest ancestor ``form``), live."""

    def owned(node: NodeImpl) -> bool:
        if node._node_type != ELEMENT_NODE or node._namespace != HTML_NAMESPACE:  # type: ignore[attr-defined]
            return False
        if node._local_name != "img":  # type: ignore[attr-defined]
            return False
        ancestor = node._parent
        while ancestor is not None:
            if (
                ancestor._node_type == ELEMENT_NODE
                and ancestor._local_name == "form"  # type: ignore[attr-defined]
                and ancestor._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
            ):
                return ancestor is form
            ancestor = ancestor._parent
        return False

    return cached(
        form,
        "owned images",
        lambda form: make_collection(
            HTMLCollectionImpl, form, owned, False, (), local=True, local_names=_IMG
        ),
    )


def form_named_item(
    form: ElementImpl, name: str, form_owner: FormOwner
) -> ElementImpl | RadioNodeListImpl | None:
    """The form's named property
    (https://html.spec.whatwg.org/multipage/forms.html#dom-form-nameditem): the listed
    controls named ``name``, else its images so named, else the past names map's entry; a
    ``RadioNodeList`` where several, and one found alone is remembered in the map."""
    found = form_elements(form, form_owner)._named_item(name)  # 1. (its RadioNodeList kept)
    if found is None and name:  # 2.
        images = _owned_images(form)
        matches = _matching(images._view(), name)
        if len(matches) > 1:
            lists: dict[str, RadioNodeListImpl] = cached(form, "image lists", lambda form: {})
            found = lists.get(name)
            if found is None:
                found = lists[name] = make_radio_node_list(images._view, name)
        elif matches:
            found = matches[0]  # type: ignore[assignment]
    past = _past_names(form)
    if found is None:  # 3.
        element = past.get(name)
        if element is None:
            return None
        if _form_owner_of(element, form_owner) is not form:  # (it changed form owner since)
            del past[name]
            return None
        return element
    if isinstance(found, RadioNodeListImpl):  # 4.
        return found
    past[name] = found  # 5.
    return found  # 6.


def _past_names(form: ElementImpl) -> dict[str, ElementImpl]:
    return cached(form, "past names map", lambda form: {})


def _form_owner_of(element: ElementImpl, form_owner: FormOwner) -> ElementImpl | None:
    if element._local_name == "img":
        ancestor = element._parent
        while ancestor is not None and not (
            ancestor._node_type == ELEMENT_NODE and ancestor._local_name == "form"  # type: ignore[attr-defined]
        ):
            ancestor = ancestor._parent
        return ancestor  # type: ignore[return-value]
    return form_owner(element)


def form_supported_property_names(form: ElementImpl, form_owner: FormOwner) -> list[str]:
    """https://html.spec.whatwg.org/multipage/forms.html#the-form-element's supported
    property names: the IDs and names of its listed controls, then of its images, then the
    past names map's names, ordered by their element in tree order (an ID before a name
    before a past name of the same element), each name once."""
    sourced: list[tuple[NodeImpl, int, str]] = []
    for rank, collection in ((0, form_elements(form, form_owner)), (0, _owned_images(form))):
        for element in collection._view():
            element_id = element._get_content_attribute("id")  # type: ignore[attr-defined]
            if element_id:
                sourced.append((element, rank, element_id))
            element_name = element._get_content_attribute("name")  # type: ignore[attr-defined]
            if element_name:
                sourced.append((element, rank + 1, element_name))
    for name, element in list(_past_names(form).items()):
        if _form_owner_of(element, form_owner) is form:
            sourced.append((element, 2, name))
    order = _tree_order(form, {entry[0] for entry in sourced})
    sourced.sort(key=lambda entry: (order.get(entry[0], len(order)), entry[1]))
    return list(dict.fromkeys(entry[2] for entry in sourced))


def _tree_order(form: ElementImpl, wanted: set[NodeImpl]) -> dict[NodeImpl, int]:
    """The position in tree order of each of ``wanted`` (elements of ``form``'s tree)."""
    positions: dict[NodeImpl, int] = {}
    node: NodeImpl | None = root(form)
    index = 0
    while node is not None and len(positions) < len(wanted):
        if node in wanted:
            positions[node] = index
        index += 1
        following = node._first_child
        while following is None and node is not None:
            following = node._next_sibling
            node = node._parent
        node = following
    return positions


# --- RadioNodeList -----------------------------------------------------------------------


class RadioNodeListImpl(NodeListImpl):
    """A ``RadioNodeList``: the nodes of a form's controls (``_source``, their view) whose ID
    or ``name`` is ``_named``, live (found again when that view or an ``id`` or ``name``
    attribute changed: ``_seen``)."""

    __slots__ = ("_named", "_seen", "_source")
    _named: str
    _seen: tuple[list[NodeImpl], int | None, int | None] | None
    _source: Callable[[], list[NodeImpl]]

    def _view(self) -> list[NodeImpl]:
        members = self._source()
        document = members[0]._node_document if members else None
        versions = None if document is None else document._attribute_versions
        seen = (
            members,
            None if versions is None else versions.get("id"),
            None if versions is None else versions.get("name"),
        )
        previous = self._seen
        if previous is None or previous[0] is not members or previous[1:] != seen[1:]:
            self._seen = seen
            self._nodes = _matching(members, self._named)
        return self._nodes

    def _item(self, index: int) -> NodeImpl | None:
        nodes = self._view()
        return nodes[index] if 0 <= index < len(nodes) else None

    def _radios(self) -> list[ElementImpl]:
        return [
            node  # type: ignore[misc]
            for node in self._view()
            if node._local_name == "input" and node._type == "radio"  # type: ignore[attr-defined]
        ]

    @property
    def _value(self) -> str:
        """https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-radionodelist-value"""
        for radio in self._radios():  # 1.
            if radio._get_checkedness():  # type: ignore[attr-defined]
                value = radio._get_content_attribute("value")  # type: ignore[attr-defined]
                return "on" if value is None else str(value)  # 3.-4.
        return ""  # 2.

    @_value.setter
    def _value(self, value: str) -> None:
        for radio in self._radios():  # 1.-2.
            own = radio._get_content_attribute("value")  # type: ignore[attr-defined]
            if own == value or (own is None and value == "on"):
                radio._set_checkedness(True)  # type: ignore[attr-defined]  # 3.
                return


def make_radio_node_list(source: Callable[[], list[NodeImpl]], name: str) -> RadioNodeListImpl:
    """A new ``RadioNodeList`` of the nodes of ``source()`` whose ID or name is ``name``."""
    radio_list = new_object(RadioNodeListImpl)
    CollectionImpl.__init__(radio_list, None, None)
    radio_list._source = source
    radio_list._named = name
    radio_list._seen = None
    return radio_list


# --- HTMLOptionsCollection ---------------------------------------------------------------


class HTMLOptionsCollectionImpl(HTMLCollectionImpl):
    """``select.options``: rooted at the ``select``, its list of options
    (https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-option-list,
    the ``select``'s own cached list, found again after a tree change)."""

    __slots__ = ()

    @property
    def _select(self) -> ElementImpl:
        return self._root  # type: ignore[return-value]

    @property
    def _length(self) -> int:
        return len(self._view())

    @_length.setter
    def _length(self, value: int) -> None:
        """https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-length"""
        select = self._select
        current = len(self._view())
        if value > current:
            if value > 100_000:  # (as Chromium: nothing, a warning on its console)
                return
            _append_new_options(select, value - current)
        elif value < current:
            for option in self._view()[value:]:
                parent = option._parent
                if parent is not None:
                    remove(option)

    def _set_indexed_property(self, index: int, option: ElementImpl | None) -> None:
        """The indexed setter
        (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-setter)."""
        if option is None:  # 1.
            self._remove(index)
            return
        length = len(self._view())  # 2.
        n = index - length  # 3.
        select = self._select
        if n > 0:  # 4. (padding so that the option lands at index, as browsers do)
            _append_new_options(select, n)
        if n >= 0:  # 5.
            append(option, select)
        else:
            old = self._view()[index]
            replace(old, option, old._parent)  # type: ignore[arg-type]

    def _add(self, element: ElementImpl, before: ElementImpl | int | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-add"""
        select = self._select
        ancestor: NodeImpl | None = select
        while ancestor is not None:  # 1.
            if ancestor is element:
                raise DOMException(
                    "The new element is an ancestor of the select.", "HierarchyRequestError"
                )
            ancestor = ancestor._parent
        if isinstance(before, ElementImpl):
            node: NodeImpl | None = before._parent
            while node is not None and node is not select:
                node = node._parent
            if node is None:  # 2.
                raise DOMException(
                    "The reference element is not a descendant of the select.", "NotFoundError"
                )
            if before is element:  # 3.
                return
            reference: NodeImpl | None = before  # 4.
        elif isinstance(before, int):
            options = self._view()
            reference = options[before] if 0 <= before < len(options) else None
        else:
            reference = None
        parent = select if reference is None else reference._parent  # 5.
        pre_insert(element, parent, reference)  # type: ignore[arg-type]  # 6.

    def _remove(self, index: int) -> None:
        """https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-remove"""
        options = self._view()
        if not options or not 0 <= index < len(options):
            return
        option = options[index]
        if option._parent is not None:
            remove(option)

    @property
    def _selected_index(self) -> int:
        """https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-selectedindex:
        the ``select``'s."""
        return self._select._selected_index  # type: ignore[attr-defined, no-any-return]

    @_selected_index.setter
    def _selected_index(self, value: int) -> None:
        self._select._selected_index = value  # type: ignore[attr-defined]


def _append_new_options(select: ElementImpl, count: int) -> None:
    """Append ``count`` new ``option`` elements (no attributes, no children) to ``select`` in
    one insertion (a ``DocumentFragment`` of them: one mutation record)."""
    document = select._node_document
    holder = create_a_document_fragment(document)
    for _ in range(count):
        append(create_an_element(document, "option", HTML_NAMESPACE), holder)
    append(holder, select)


def _select_options_view(select: NodeImpl) -> list[NodeImpl]:
    return select._options()  # type: ignore[attr-defined, no-any-return]


def select_options(select: ElementImpl) -> HTMLOptionsCollectionImpl:
    """https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-options (the same
    object each time)."""
    return cached(select, "options", _make_options)


def _make_options(select: NodeImpl) -> HTMLOptionsCollectionImpl:
    options = make_collection(HTMLOptionsCollectionImpl, select, None, False, ())
    options._gather = _select_options_view
    return options


# --- datalist.options, labels, getElementsByName -----------------------------------------


def _is_html_option(node: NodeImpl) -> bool:
    return (
        node._node_type == ELEMENT_NODE
        and node._local_name == "option"  # type: ignore[attr-defined]
        and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
    )


def datalist_options(datalist: ElementImpl) -> HTMLCollectionImpl:
    """https://html.spec.whatwg.org/multipage/form-elements.html#dom-datalist-options: its
    ``option`` descendants, live."""
    return cached(
        datalist,
        "options",
        lambda node: make_collection(
            HTMLCollectionImpl, node, _is_html_option, False, (), local=True, local_names=_OPTION
        ),
    )


def _labels_of(element: NodeImpl) -> list[NodeImpl]:
    """The ``label`` elements of the element's tree whose labeled control it is, in tree
    order."""
    from ..common._activation import labeled_control

    found: list[NodeImpl] = []
    node: NodeImpl | None = root(element)
    while node is not None:
        if (
            node._node_type == ELEMENT_NODE
            and node._local_name == "label"  # type: ignore[attr-defined]
            and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
            and labeled_control(node) is element  # type: ignore[arg-type]
        ):
            found.append(node)
        following = node._first_child
        while following is None and node is not None:
            following = node._next_sibling
            node = node._parent
        node = following
    return found


def labels(element: ElementImpl) -> NodeListImpl | None:
    """https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels: a live ``NodeList``
    of the labels whose labeled control is the element, in tree order, the same object each
    time; None for an ``input`` in the Hidden state."""
    if element._local_name == "input" and element._type == "hidden":  # type: ignore[attr-defined]
        return None
    return cached(element, "labels", _make_labels)


def _make_labels(element: NodeImpl) -> NodeListImpl:
    found = make_collection(NodeListImpl, element, None, False, ("for", "id", "type"))
    found._gather = _labels_of
    return found


def get_elements_by_name(document: DocumentImpl, element_name: str) -> NodeListImpl:
    """https://html.spec.whatwg.org/multipage/dom.html#dom-document-getelementsbyname: a
    live ``NodeList`` of the document's HTML elements whose ``name`` attribute is
    ``element_name``, in tree order."""

    def named(node: NodeImpl) -> bool:
        return (
            node._node_type == ELEMENT_NODE
            and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
            and node._get_content_attribute("name") == element_name  # type: ignore[attr-defined]
        )

    return make_collection(
        NodeListImpl, document, named, False, ("name",), local=True, attributed=True
    )
