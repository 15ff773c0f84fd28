"""The ``select``, ``option`` and ``optgroup`` elements' impl classes
(https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element and the two
after it): the list of options, an option's selectedness and dirtiness, the selectedness
setting algorithm, ``selectedIndex``, ``value``, ``selectedOptions``, ``length``, ``item()``,
``namedItem()``, an option's ``value``, ``label``, ``text``, ``index`` and ``form``.

The selectedness setting algorithm runs for the changes the Standard runs it for: when an
option's nearest ancestor ``select`` changes (its insertion and removing steps, "update an
option's nearest ancestor select"), at the ``select``'s next read (one pass for any number of
insertions; the last option added with its selectedness true keeps it, as the Standard's
immediate runs would leave it), and when an option asks for a reset (its ``selected`` setter:
at once). A ``select`` whose options were put in place without those steps (a tree built by a
parser that links nodes directly) runs it the first time one of its members is read.

Costs: a ``select`` keeps its list of options until its document's tree changes
(``_tree_version``), and, without ``multiple``, the option it knows to be its only selected
one (or that none is) until an option's selectedness is set by any other step
(``_SELECTEDNESS_CHANGES``): ``select[i].selected = true`` deselects that one option instead
of looking at each (a loop over n options is linear, not quadratic). The options
collection (``options``, ``add()``, ``remove(index)``, the indexed setter, the ``length``
setter) is :mod:`webapi.html.forms._form_collections`'s. Left out: the update of a
``selectedcontent`` when the selectedness changes here (its own steps are in
:mod:`webapi.html.elements._selectedcontent_element`), ``showPicker()``, constraint validation.
"""

from __future__ import annotations

from webapi.dom.engine import (
    ElementImpl,
    document_changed,
    new_object,
    remove,
    string_replace_all,
)
from webapi.infra import HTML_NAMESPACE

from ..common._reflect import parse_non_negative_integer
from ..elements._html_element import HTMLElementImpl
from ._autofill import idl_exposed_autofill_value
from ._constraint_validation import ConstraintValidation
from ._form_collections import select_options
from ._forms_impl import form_owner

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.dom.engine import NodeImpl

__all__ = [
    "HTMLOptGroupElementImpl",
    "HTMLOptionElementImpl",
    "HTMLSelectElementImpl",
    "collect_option_text",
    "list_of_options",
]


#: How many times some option's selectedness was set outside the steps that keep a
#: ``select``'s ``_single`` (each of those steps counts it): a ``select``'s ``_single`` holds
#: while this count and its document's tree are as they were when it was found.
_SELECTEDNESS_CHANGES = [0]


def _selectedness_changed() -> None:
    _SELECTEDNESS_CHANGES[0] += 1


#: [an element, the name of its attribute that changed, the attribute's value before] while
#: a select's selectedness setting algorithm runs late for that change (an option's
#: ``disabled``, the select's ``multiple`` or ``size``): the select settles as it would have
#: before the change, as at its options' insertion (:func:`_settle_as_before`).
_SETTLING_BEFORE: list[Any] = [None, None, None]


def _attribute_as_settled(element: HTMLElementImpl, name: str) -> str | None:
    """The element's attribute ``name``, or its value before the change a select is settling
    for (``_SETTLING_BEFORE``)."""
    before = _SETTLING_BEFORE
    if before[0] is element and before[1] == name:
        return before[2]  # type: ignore[no-any-return]
    return element._get_content_attribute(name)


def _settle_as_before(
    select: HTMLSelectElementImpl, element: HTMLElementImpl, name: str, old_value: str | None
) -> None:
    """webapi runs a select's selectedness setting algorithm when it is first read (the
    Standard: as its options are inserted): one not run yet runs now, with ``element``'s
    attribute ``name`` as it was before its change."""
    _SETTLING_BEFORE[:] = [element, name, old_value]
    try:
        select._options()
    finally:
        _SETTLING_BEFORE[:] = [None, None, None]


def _is_html(node: object, *names: str) -> bool:
    return (
        isinstance(node, ElementImpl)
        and node._namespace == HTML_NAMESPACE
        and node._local_name in names
    )


def list_of_options(select: ElementImpl) -> list[HTMLOptionElementImpl]:
    """https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-option-list
    ("get the list of options"): the ``option`` descendants, not looking inside a
    ``select``, ``hr``, ``option`` or ``datalist``, nor inside an ``optgroup`` within an
    ``optgroup``."""
    options: list[HTMLOptionElementImpl] = []
    node: NodeImpl | None = select._first_child
    while node is not None:
        if isinstance(node, HTMLOptionElementImpl):  # 3.1.
            options.append(node)
        skip = _is_html(node, "select", "hr", "option", "datalist") or (
            _is_html(node, "optgroup") and _has_optgroup_ancestor(node, select)
        )
        following = None if skip else node._first_child
        if following is None:  # the next node in tree order, within select
            while node is not select and node._next_sibling is None:  # type: ignore[union-attr]
                node = node._parent  # type: ignore[union-attr]
            following = None if node is select else node._next_sibling  # type: ignore[union-attr]
        node = following
    return options


def _has_optgroup_ancestor(node: NodeImpl, select: ElementImpl) -> bool:
    ancestor = node._parent
    while ancestor is not None and ancestor is not select:
        if _is_html(ancestor, "optgroup"):
            return True
        ancestor = ancestor._parent
    return False


def collect_option_text(option: ElementImpl, include_alt_text: bool = False) -> str:
    """https://html.spec.whatwg.org/multipage/form-elements.html#collect-option-text: the data
    of its Text descendants (skipping ``script`` elements' descendants; with
    ``include_alt_text``, an ``img``'s non-empty ``alt`` between spaces in its place), with
    ASCII whitespace stripped and collapsed."""
    parts: list[str] = []
    node: NodeImpl | None = option._first_child
    while node is not None:
        skip = False
        if (
            isinstance(node, ElementImpl)
            and node._local_name == "script"
            and node._namespace
            in (
                HTML_NAMESPACE,
                "http://www.w3.org/2000/svg",
            )
        ):
            skip = True
        elif node._node_type in (3, 4):  # Text (and CDATASection, a Text node)
            parts.append(node._data)  # type: ignore[attr-defined]
        elif include_alt_text and _is_html(node, "img"):
            alt = node._get_content_attribute("alt")  # type: ignore[attr-defined]
            if alt:
                parts.append(f" {alt} ")
            skip = True
        following = None if skip else node._first_child
        if following is None:
            while node is not option and node._next_sibling is None:  # type: ignore[union-attr]
                node = node._parent  # type: ignore[union-attr]
            following = None if node is option else node._next_sibling  # type: ignore[union-attr]
        node = following
    # https://infra.spec.whatwg.org/#strip-and-collapse-ascii-whitespace
    return " ".join(_ascii_split("".join(parts)))


def _ascii_split(text: str) -> list[str]:
    for character in "\t\n\f\r":
        text = text.replace(character, " ")
    return [part for part in text.split(" ") if part]


def nearest_ancestor_select(option: ElementImpl) -> HTMLSelectElementImpl | None:
    """https://html.spec.whatwg.org/multipage/form-elements.html#option-element-nearest-ancestor-select."""
    ancestor_optgroup = None  # 1.
    ancestor = option._parent
    while ancestor is not None:  # 2. (from the parent up)
        if _is_html(ancestor, "datalist", "hr", "option"):
            return None
        if _is_html(ancestor, "optgroup"):
            if ancestor_optgroup is not None:
                return None
            ancestor_optgroup = ancestor
        if isinstance(ancestor, HTMLSelectElementImpl):
            return ancestor
        ancestor = ancestor._parent
    return None


class HTMLSelectElementImpl(HTMLElementImpl, ConstraintValidation):
    """A ``select`` element: ``_settled``, whether the selectedness setting algorithm has run
    for it (see the module's docstring)."""

    __slots__ = ("_inserted_selected", "_options_cache", "_positions", "_settled", "_single")

    @property
    def _autocomplete(self) -> str:
        """The IDL-exposed autofill value
        (https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-autocomplete)."""
        return idl_exposed_autofill_value(self)

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._settled = False
        self._options_cache: tuple[int, list[HTMLOptionElementImpl]] | None = None
        #: The last option inserted with its selectedness true since the last settling.
        self._inserted_selected: HTMLOptionElementImpl | None = None
        #: (when it was found: the tree version and _SELECTEDNESS_CHANGES, the option) the
        #: only selected option of the list (None: no option is selected), without multiple.
        self._single: tuple[int, int, HTMLOptionElementImpl | None] | None = None
        #: (the list of options, each option's index in it): made once per list.
        self._positions: tuple[list[HTMLOptionElementImpl], dict[object, int]] | None = None

    def _position_of(self, option: HTMLOptionElementImpl) -> int | None:
        """The option's index in the list of options (None: it is not in it), through a
        table made once per list (``option.index`` over every option stays linear)."""
        options = self._option_list()
        positions = self._positions
        if positions is None or positions[0] is not options:
            positions = self._positions = (options, {o: i for i, o in enumerate(options)})
        return positions[1].get(option)

    def _option_list(self) -> list[HTMLOptionElementImpl]:
        """The list of options (kept until the document's tree changes), without running
        the selectedness setting algorithm."""
        version = self._node_document._tree_version
        cache = self._options_cache
        if cache is not None and cache[0] == version:
            return cache[1]
        options = list_of_options(self)
        self._options_cache = (version, options)
        return options

    def _known_single(self) -> tuple[bool, HTMLOptionElementImpl | None]:
        """Whether the select knows its only selected option (not multiple, settled, nothing
        changed since), and that option (None: none is selected)."""
        single = self._single
        if (
            single is None
            or not self._settled
            or single[0] != self._node_document._tree_version
            or single[1] != _SELECTEDNESS_CHANGES[0]
            or _attribute_as_settled(self, "multiple") is not None
        ):
            return False, None
        return True, single[2]

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        super()._attribute_change_steps(local_name, old_value, value, namespace)
        if local_name in ("multiple", "size") and namespace is None and not self._settled:
            # (a drop-down's first option stays selected once multiple)
            _settle_as_before(self, self, local_name, old_value)

    def _remember_single(self, option: HTMLOptionElementImpl | None) -> None:
        self._single = (self._node_document._tree_version, _SELECTEDNESS_CHANGES[0], option)

    def _options(self) -> list[HTMLOptionElementImpl]:
        """The list of options, after the selectedness setting algorithm's first run (kept
        until the document's tree version changes: ``select[i]`` in a loop stays linear)."""
        options = self._option_list()
        if not self._settled:
            for option in options:  # (what their insertion steps would have cached)
                option._cached_select = self
            chosen = self._inserted_selected
            self._inserted_selected = None
            if chosen is not None and chosen._get_selectedness() and chosen in options:
                self._option_selected(chosen, options)  # (the last one added selected wins)
            self._selectedness_setting(options)
        return options

    def _display_size(self) -> int:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-size."""
        value = _attribute_as_settled(self, "size")
        parsed = None if value is None else parse_non_negative_integer(value)
        if parsed is not None:
            return parsed
        return 4 if _attribute_as_settled(self, "multiple") is not None else 1

    def _selectedness_setting(self, options: list[HTMLOptionElementImpl] | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#selectedness-setting-algorithm."""
        self._settled = True
        known, single = self._known_single()
        if known and single is not None:  # (one option selected: nothing to do)
            return
        if options is None:
            options = self._option_list()
        if _attribute_as_settled(self, "multiple") is not None:
            return
        selected = [option for option in options if option._get_selectedness()]
        # 1. (a display size of 0, size="0", is a drop-down too, as in Chromium, which draws
        # one and selects its first option)
        if not selected and self._display_size() <= 1:
            for option in options:
                if not option._is_disabled():
                    option._selectedness = True
                    _selectedness_changed()
                    _changed(self)
                    self._remember_single(option)
                    return
            self._remember_single(None)
            return
        for option in selected[:-1]:  # 2. all but the last
            option._selectedness = False
            _selectedness_changed()
            _changed(self)
        self._remember_single(selected[-1] if selected else None)

    def _reset_algorithm(self) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element:concept-form-reset-control
        (user validity is not kept)."""
        options = self._option_list()
        for option in options:  # 2.
            option._selectedness = option._get_content_attribute("selected") is not None
            option._dirtiness = False
        _selectedness_changed()
        _changed(self)
        self._selectedness_setting(options)  # 3.

    def _option_selected(
        self, chosen: HTMLOptionElementImpl, options: list[HTMLOptionElementImpl] | None = None
    ) -> None:
        """ "If the multiple attribute is absent, whenever an option element in the select
        element's list of options has its selectedness set to true ... set the selectedness
        of all the other option elements in its list of options to false.\""""
        if _attribute_as_settled(self, "multiple") is None:
            for option in self._option_list() if options is None else options:
                if option is not chosen and option._get_selectedness():
                    option._selectedness = False
            _selectedness_changed()
            if chosen._get_selectedness():
                self._remember_single(chosen)

    @property
    def _type(self) -> str:
        multiple = self._get_content_attribute("multiple") is not None
        return "select-multiple" if multiple else "select-one"

    @property
    def _length(self) -> int:
        return len(self._options())

    @_length.setter
    def _length(self, value: int) -> None:
        """The ``length`` setter: ``options.length``'s."""
        select_options(self)._length = value

    def _add(self, element: ElementImpl, before: ElementImpl | int | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-add:
        ``options.add``."""
        select_options(self)._add(element, before)

    def _remove(self, index: int | None = None) -> None:
        """``remove()``: ChildNode's (the element removed from its parent); ``remove(index)``
        (https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-remove):
        ``options.remove(index)``."""
        if index is None:
            if self._parent is not None:  # (https://dom.spec.whatwg.org/#dom-childnode-remove)
                remove(self)
        else:
            select_options(self)._remove(index)

    def _set_indexed_property(self, index: int, option: ElementImpl | None) -> None:
        """``select[index] = option``: the options collection's indexed setter."""
        select_options(self)._set_indexed_property(index, option)

    def _item(self, index: int) -> HTMLOptionElementImpl | None:
        options = self._options()
        return options[index] if 0 <= index < len(options) else None

    def _named_item(self, name: str) -> HTMLOptionElementImpl | None:
        """The first option whose ID or ``name`` is ``name`` (``HTMLCollection.namedItem``)."""
        if not name:
            return None
        for option in self._options():
            if option._get_content_attribute("id") == name:
                return option
            if option._get_content_attribute("name") == name:
                return option
        return None

    @property
    def _selected_options(self) -> object:
        """An ``HTMLCollection`` of the selected options (live; the same object each time)."""
        if not self._settled:
            self._options()  # (the selectedness setting algorithm's pending run)
        cache = self._cached()
        found = cache.get("selectedOptions")
        if found is None:
            select = self

            def selected(node: object) -> bool:
                if not select._settled:  # (an option inserted since: its pending run)
                    select._options()
                # (in the list of options: its nearest ancestor select is this one)
                return (
                    isinstance(node, HTMLOptionElementImpl)
                    and node._get_selectedness()
                    and nearest_ancestor_select(node) is select
                )

            from webapi.dom.engine import HTMLCollectionImpl

            found = cache["selectedOptions"] = new_object(HTMLCollectionImpl)
            HTMLCollectionImpl.__init__(found, self, selected)
        return found

    @property
    def _selected_index(self) -> int:
        """The index of the first selected option, else -1."""
        for index, option in enumerate(self._options()):
            if option._get_selectedness():
                return index
        return -1

    @_selected_index.setter
    def _selected_index(self, value: int) -> None:
        first_matching = None  # 1.
        for index, option in enumerate(self._options()):  # 2.
            option._selectedness = False
            if first_matching is None and index == value:
                first_matching = option
        if first_matching is not None:  # 3.
            first_matching._selectedness = True
            first_matching._dirtiness = True
        _selectedness_changed()
        _changed(self)
        # 4. (update a select's selectedcontent: not run, see the module's docstring)

    @property
    def _value(self) -> str:
        """The value of the first selected option, else the empty string."""
        for option in self._options():
            if option._get_selectedness():
                return option._option_value()
        return ""

    @_value.setter
    def _value(self, value: str) -> None:
        first_matching = None
        for option in self._options():
            option._selectedness = False
            if first_matching is None and option._option_value() == value:
                first_matching = option
        if first_matching is not None:
            first_matching._selectedness = True
            first_matching._dirtiness = True
        _selectedness_changed()
        _changed(self)

    @property
    def _form(self) -> ElementImpl | None:
        return form_owner(self)


def _changed(select: ElementImpl) -> None:
    """A selectedness changed: the live collections that filter on it (``selectedOptions``)
    compute their nodes again (they cache them until the document's version changes; what
    depends on the tree and some attributes alone, such as the radio button groups of
    :func:`._forms_impl.radio_groups`, compares those counters and is kept)."""
    document_changed(select._node_document)


class HTMLOptionElementImpl(HTMLElementImpl):
    """An ``option`` element: its selectedness (None until first needed: whether it has a
    ``selected`` attribute), dirtiness, and cached nearest ancestor ``select``."""

    __slots__ = ("_cached_select", "_dirtiness", "_selectedness")

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._selectedness: bool | None = None
        self._dirtiness = False
        self._cached_select: HTMLSelectElementImpl | None = None

    def _get_selectedness(self) -> bool:
        selected = self._selectedness
        if selected is None:
            selected = self._selectedness = self._get_content_attribute("selected") is not None
        return selected

    def _set_selectedness(self, value: bool) -> None:
        self._selectedness = value
        _selectedness_changed()
        select = nearest_ancestor_select(self)
        if select is not None:
            if value:
                select._option_selected(self)
            _changed(select)

    def _is_disabled(self) -> bool:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-disabled."""
        before = _SETTLING_BEFORE  # (_attribute_as_settled, inline: read per option)
        if before[0] is self and before[1] == "disabled":
            if before[2] is not None:
                return True
        elif self._get_content_attribute("disabled") is not None:  # 1.
            return True
        ancestor = self._parent
        while ancestor is not None:  # 2. (from the parent up)
            if _is_html(ancestor, "select", "hr", "datalist", "option"):
                return False
            if _is_html(ancestor, "optgroup"):
                return ancestor._get_content_attribute("disabled") is not None  # type: ignore[attr-defined]
            ancestor = ancestor._parent
        return False  # 3.

    def _option_value(self) -> str:
        """https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-value."""
        value = self._get_content_attribute("value")
        return collect_option_text(self) if value is None else value

    @property
    def _value(self) -> str:
        return self._option_value()

    @property
    def _label(self) -> str:
        """The ``label`` getter: the ``label`` attribute's value, else the option's label
        (its ``text``)."""
        attribute = self._get_content_attribute("label")
        return collect_option_text(self) if attribute is None else attribute

    @property
    def _selected(self) -> bool:
        # (an option the parser inserted has run no insertion steps: nothing cached)
        select = self._cached_select or nearest_ancestor_select(self)
        if select is not None and not select._settled:
            select._options()  # (the selectedness setting algorithm's pending run)
        return self._get_selectedness()

    @_selected.setter
    def _selected(self, value: bool) -> None:
        # set the selectedness, set the dirtiness, then ask for a reset
        select = nearest_ancestor_select(self)
        if value and select is not None:
            known, single = select._known_single()
            if known:  # (the one selected option deselected; no reset needed after)
                if single is not None and single is not self:
                    single._selectedness = False
                self._selectedness = True
                self._dirtiness = True
                select._remember_single(self)
                _changed(select)
                return
        self._set_selectedness(value)
        self._dirtiness = True
        select = nearest_ancestor_select(self)
        if select is not None:
            select._selectedness_setting()

    @property
    def _text(self) -> str:
        return collect_option_text(self)

    @_text.setter
    def _text(self, value: str) -> None:
        string_replace_all(value, self)

    @property
    def _index(self) -> int:
        """Its index in its ``select``'s list of options (0 when it is in none)."""
        select = nearest_ancestor_select(self)
        if select is None:
            return 0
        index = select._position_of(self)
        return 0 if index is None else index

    @property
    def _form(self) -> ElementImpl | None:
        select = nearest_ancestor_select(self)
        return None if select is None else form_owner(select)

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        super()._attribute_change_steps(local_name, old_value, value, namespace)
        # "Whenever an option element's selected attribute is added, if its dirtiness is
        # false, its selectedness must be set to true. Whenever [it] is removed, if its
        # dirtiness is false, its selectedness must be set to false."
        added_or_removed = (old_value is None) != (value is None)
        if local_name == "disabled" and namespace is None and added_or_removed:
            select = nearest_ancestor_select(self)
            if select is not None and not select._settled:
                _settle_as_before(select, self, "disabled", old_value)
        selected = local_name == "selected" and namespace is None
        if selected and added_or_removed and not self._dirtiness:
            self._set_selectedness(value is not None)

    def _update_nearest_ancestor_select(self) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#update-an-option's-nearest-ancestor-select."""
        old_select = self._cached_select  # 1.
        new_select = nearest_ancestor_select(self)  # 2.
        if old_select is not new_select:  # 3.
            # The selectedness setting algorithm runs for each when it is next read (in one
            # pass for any number of options inserted: n appendChild calls stay linear), the
            # last option added with its selectedness true keeping it.
            if old_select is not None:
                old_select._settled = False
            if new_select is not None:
                new_select._settled = False
                if self._get_selectedness():
                    new_select._inserted_selected = self
        self._cached_select = new_select  # 4.

    def _insertion_steps(self) -> None:
        self._update_nearest_ancestor_select()

    def _removing_steps(self, is_subtree_root: bool, old_ancestor: object) -> None:
        self._update_nearest_ancestor_select()

    def _moving_steps(self, is_subtree_root: bool, old_ancestor: object) -> None:
        """The ``option`` HTML element moving steps: update an option's nearest ancestor
        select."""
        self._update_nearest_ancestor_select()


class HTMLOptGroupElementImpl(HTMLElementImpl):
    """An ``optgroup`` element (reflection only)."""

    __slots__ = ()
