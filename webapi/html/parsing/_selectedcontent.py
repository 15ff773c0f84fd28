"""What the parser needs of the forms chapter's ``select`` steps to fill ``selectedcontent``
elements as a browser's parser does (https://html.spec.whatwg.org/multipage/form-elements.html#the-selectedcontent-element).

The Standard keeps a ``selectedcontent`` element showing a copy of its ``select``'s selected
``option`` through DOM steps that run while the parser inserts nodes: an ``option``'s insertion
steps run the selectedness setting algorithm, a ``selectedcontent``'s post-connection steps run
"update a select's selectedcontent", and the parser itself, whenever it pops an ``option`` off
the stack of open elements, runs "maybe clone an option into selectedcontent"
(https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody, the paragraph after
the insertion modes' ``option`` steps). webapi's DOM nodes have no such steps (and the parser
inserts its nodes without running any), so the parser answers the questions those steps ask
here, from the stack of open elements (an element's ancestors while the parser inserts or pops
it), at a few dictionary operations an element:

- "option element nearest ancestor select" (:meth:`Selects.nearest_ancestor_select`): the
  nearest ``select`` ancestor, unless a ``datalist``, ``hr`` or ``option`` comes first, or two
  ``optgroup`` do (and a ``template``'s contents have no ancestor outside them);
- selectedness (:meth:`Selects.option_inserted`): an ``option`` with a ``selected`` attribute
  is selected and unselects the one before it (without ``multiple`` only the last stays
  selected); without ``multiple``, with a display size of 1, and no option selected, the first
  option that is not disabled (its ``disabled`` attribute, or its ``optgroup``'s) is;
- connectedness: a ``selectedcontent``'s post-connection steps run in a document's tree only,
  not in a fragment the fragment parsing algorithm builds, nor in a template's contents;
- "a select's enabled selectedcontent" (:class:`SelectState`): none with ``multiple``; else the
  first ``selectedcontent`` descendant, unless it is disabled (an ``option`` or a
  ``selectedcontent`` ancestor, or a ``select`` ancestor beyond the nearest).

Not done here: clearing a select's non-primary ``selectedcontent`` elements when the parser
inserts one, and tree order where foster parenting puts a ``selectedcontent`` before an earlier
one. When the parser moves nodes it inserted before (the adoption agency algorithm), the
``selectedcontent`` steps run over the tree (:mod:`webapi.html.elements._selectedcontent_element`,
``TreeBuilder.insert_node``), as they do for the DOM's insert (``innerHTML`` of a connected
element, ``appendChild``).
"""

from __future__ import annotations

from webapi.dom.engine import ElementImpl as Element
from webapi.infra import ASCII_WHITESPACE

from ._open_elements import StackOfOpenElements
from ._parser_nodes import attribute_value

__all__ = ["SelectState", "Selects"]


def display_size_is_one(select: Element) -> bool:
    """Whether ``select``'s display size is 1 and it has no ``multiple`` attribute
    (https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-size: the
    ``size`` attribute by the rules for parsing non-negative integers, else 1; a size of 0 is
    taken as 1, as Chromium 156 does)."""
    if attribute_value(select, "multiple") is not None:
        return False
    text = attribute_value(select, "size")
    if text is None:
        return True
    text = text.lstrip(ASCII_WHITESPACE).removeprefix("+")
    digits = len(text) - len(text.lstrip("0123456789"))
    return digits == 0 or text[:digits].lstrip("0") in ("", "1")  # (no int of any length)


class SelectState:
    """One ``select``: its selected option and its first ``selectedcontent`` descendant."""

    __slots__ = ("auto_select", "selected", "selectedcontent", "selectedcontent_disabled")

    def __init__(self, select: Element) -> None:
        #: The selectedness setting algorithm selects the first option that is not disabled.
        self.auto_select = display_size_is_one(select)
        self.selected: Element | None = None
        self.selectedcontent: Element | None = None
        self.selectedcontent_disabled = attribute_value(select, "multiple") is not None

    def enabled_selectedcontent(self) -> Element | None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#select-enabled-selectedcontent"""
        return None if self.selectedcontent_disabled else self.selectedcontent


class Selects:
    """The states of the selects of one parse (by id; each state keeps its select alive
    through the tree the parser builds)."""

    __slots__ = ("_states", "detached", "seen_selectedcontent")

    def __init__(self) -> None:
        self._states: dict[int, tuple[Element, SelectState]] = {}
        #: The lowest open element a selectedcontent step took out of the tree (with its
        #: parent's other children): it and the open elements above it are in no select.
        self.detached: Element | None = None
        #: Whether a ``selectedcontent`` element was inserted (until then a popped option
        #: has nothing to fill).
        self.seen_selectedcontent = False

    def state(self, select: Element) -> SelectState:
        """``select``'s state (made on first use)."""
        found = self._states.get(id(select))
        if found is None:
            found = self._states[id(select)] = (select, SelectState(select))
        return found[1]

    def _floor(self, stack: StackOfOpenElements) -> int:
        """The index in ``stack`` under which no open element is an ancestor of the elements
        at its top: the topmost ``template`` (its contents have no ancestor outside them), or
        the element under the one that left the tree (:attr:`detached`); -1 if neither."""
        template = stack.topmost("template")
        floor = -1 if template is None else stack.index(template)
        detached = self.detached
        if detached is not None:
            if detached in stack:
                floor = max(floor, stack.index(detached) - 1)
            else:
                self.detached = None
        return floor

    def selected_option(self, select: Element) -> Element | None:
        """The option of ``select`` the parser has made selected, or None (no option of it
        was inserted)."""
        found = self._states.get(id(select))
        return None if found is None else found[1].selected

    def replaced(self, stack: StackOfOpenElements, target: Element) -> None:
        """Note that ``target``'s children were replaced: the open elements above it, if it
        is open, left the tree with them."""
        if target not in stack:
            return
        above = stack.index(target) + 1
        if above == len(stack.elements):
            return
        detached = self.detached
        if detached is None or detached not in stack or above < stack.index(detached):
            self.detached = stack.elements[above]

    def nearest_ancestor_select(self, stack: StackOfOpenElements, skip_top: bool) -> Element | None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#option-element-nearest-ancestor-select
        of the option on top of ``stack`` (``skip_top``) or just popped off it."""
        select = stack.topmost("select")
        if select is None:
            return None
        floor = stack.index(select)
        if floor <= self._floor(stack) or stack.count_above("datalist", floor, 1):
            return None
        if stack.count_above("option", floor, 2) > skip_top:
            return None
        if stack.count_above("optgroup", floor, 2) == 2:
            return None
        return select

    def option_inserted(self, stack: StackOfOpenElements, option: Element) -> None:
        """The option insertion steps' selectedness setting algorithm, for ``option`` just
        pushed on ``stack``."""
        select = self.nearest_ancestor_select(stack, True)
        if select is None:
            return
        state = self.state(select)
        if attribute_value(option, "selected") is not None or (
            state.selected is None and state.auto_select and not _disabled(stack, option, select)
        ):
            state.selected = option

    def selectedcontent_inserted(
        self, stack: StackOfOpenElements, selectedcontent: Element, in_document: bool
    ) -> SelectState | None:
        """Note ``selectedcontent`` (just pushed on ``stack``) as the first selectedcontent of
        each select it is in that has none, and answer the state of the select whose
        selectedcontent its post-connection steps update (``None``: none). Those steps run
        only for a node that becomes connected: not in a fragment (``in_document`` false),
        a template's contents or a subtree a copy took out of the tree."""
        self.seen_selectedcontent = True
        floor = self._floor(stack)
        nearest = stack.topmost("select")
        if nearest is None or stack.index(nearest) <= floor:
            return None
        disabled = (
            stack.count_above("select", floor, 2) > 1
            or stack.count_above("option", floor, 1) > 0
            or stack.count_above("selectedcontent", floor, 2) > 1
        )
        for select in stack.above("select", floor):
            state = self.state(select)
            if state.selectedcontent is not None:
                break  # (and so do the selects below it: they were open when it came)
            state.selectedcontent = selectedcontent
            state.selectedcontent_disabled = (
                disabled or attribute_value(select, "multiple") is not None
            )
        if not in_document or floor != -1:
            return None
        # (the post-connection steps' 3.-4.: the disabled state its removing steps read)
        selectedcontent._disabled = disabled  # type: ignore[attr-defined]
        if attribute_value(nearest, "multiple") is not None:
            return None
        return self.state(nearest)

    def option_popped(self, stack: StackOfOpenElements, option: Element) -> Element | None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#maybe-clone-an-option-into-selectedcontent
        for ``option`` just popped off ``stack``: the selectedcontent to copy its children
        into (``None``: none)."""
        select = self.nearest_ancestor_select(stack, False)
        if select is None:
            return None
        found = self._states.get(id(select))
        if found is None or found[1].selected is not option:
            return None
        return found[1].enabled_selectedcontent()


def _disabled(stack: StackOfOpenElements, option: Element, select: Element) -> bool:
    """https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-disabled for
    ``option`` on top of ``stack``, in ``select``: its ``disabled`` attribute, or an
    ``optgroup`` ancestor's inside the select (since "Make option disabledness look for
    ancestor optgroups", 2025; there is at most one, or the option would be in no select)."""
    if attribute_value(option, "disabled") is not None:
        return True
    return any(
        attribute_value(optgroup, "disabled") is not None
        for optgroup in stack.above("optgroup", stack.index(select))
    )
