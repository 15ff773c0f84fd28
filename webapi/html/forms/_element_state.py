"""HTML's answers to the state pseudo-classes the selectors ask
(https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes), read from the
state HTML's element classes keep, as a script or a user leaves it: an ``input``'s checkedness
(with its radio button group, :class:`._forms_impl.RadioGroups`), ``indeterminate`` and value,
an ``option``'s selectedness after its ``select``'s selectedness setting algorithm, a
``textarea``'s raw value, form owners by the ``form`` attribute, the document's focused area
(``:focus``, ``:focus-within``, ``:focus-visible``).
Registered with the selectors when this module loads (``webapi.selectors.register_element_state``,
one call); the root package declares it as what the selectors load for their first such
question (``webapi/_lazy.py``), so no answer depends on what a program imported first.

Where no script touched an element, its state is the one its attributes give, and the answers
are those of a freshly parsed document. Constraint validation's (``:valid``, ``:invalid``,
``:in-range``, ``:out-of-range``) are :mod:`._constraint_validation`'s. Not answered from state
(webapi has none of it): ``:user-valid``, ``:user-invalid`` (no user has interacted: nothing),
``:autofill`` (nothing is autofilled), ``:open`` of a ``select`` (no picker).
``:popover-open`` is :mod:`._popover`'s.
"""

from __future__ import annotations

from webapi.dom.engine import (
    ElementImpl,
    NodeImpl,
    descendants,
    get_attribute_value_by_namespace,
    root,
)
from webapi.infra import HTML_NAMESPACE
from webapi.selectors import register_element_state

from ..common._activation import in_disabled_fieldset, is_disabled
from ..common._face import is_form_associated_custom_element
from ..elements._dialog import is_modal
from ..elements._focus import focused_area
from ..elements._popover import is_popover_open
from ._constraint_validation import (
    matches_in_range,
    matches_invalid,
    matches_out_of_range,
    matches_valid,
)
from ._form_entry_list import is_submit_button
from ._forms_impl import (
    HTMLInputElementImpl,
    HTMLTextAreaElementImpl,
    form_owner,
    radio_groups,
)
from ._input_values import PLACEHOLDER_NOT_APPLIES, READONLY_NOT_APPLIES, REQUIRED_NOT_APPLIES
from ._select import HTMLOptionElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["STATES", "default_button", "has_custom_state", "input_state"]

#: The document's _cache key of its tree's default buttons (by form).
_DEFAULT_BUTTONS = "default buttons"

#: https://html.spec.whatwg.org/multipage/semantics-other.html#selector-enabled: the elements
#: that can be disabled (form-associated custom elements aside: :func:`_is_enabled`).
_CAN_BE_DISABLED = frozenset(
    ["button", "input", "select", "textarea", "optgroup", "option", "fieldset"]
)


def _is_html(element: ElementImpl, *names: str) -> bool:
    return element._namespace == HTML_NAMESPACE and element._local_name in names


def _attribute(element: ElementImpl, name: str) -> str | None:
    return get_attribute_value_by_namespace(None, name, element)


def input_state(element: ElementImpl) -> tuple[str, str] | None:
    """An ``input`` element's type state's keyword (the Text state for a missing or invalid
    ``type``) and its value (the ``value`` IDL attribute's); a ``textarea``'s ``"textarea"``
    and its API value (``:dir()`` reads an auto-directionality form-associated element's
    value); None for another element."""
    if isinstance(element, HTMLTextAreaElementImpl):
        return "textarea", element._value
    if not isinstance(element, HTMLInputElementImpl):
        return None
    return element._type, element._value


def is_checked(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#selector-checked: a
    checkbox or radio ``input`` whose checkedness is true, an ``option`` whose selectedness
    is true."""
    if isinstance(element, HTMLInputElementImpl):
        return element._type in ("checkbox", "radio") and element._get_checkedness()
    if isinstance(element, HTMLOptionElementImpl):
        return element._selected
    return False


def is_indeterminate(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#selector-indeterminate: a
    checkbox (not a switch) whose ``indeterminate`` IDL attribute is true, a radio button whose
    group has no checked member, a ``progress`` without a value."""
    if isinstance(element, HTMLInputElementImpl):
        state = element._type
        if state == "checkbox":
            # (a switch control, ``switch`` attribute, is never indeterminate:
            # https://github.com/whatwg/html/pull/9546)
            return element._indeterminate and _attribute(element, "switch") is None
        if state == "radio":
            if element._get_checkedness():
                return False
            if not _attribute(element, "name"):
                return True
            return not radio_groups(element).has_checked(element)
        return False
    return _is_html(element, "progress") and _attribute(element, "value") is None


def is_default(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#selector-default: a form's
    default button, a checkbox or radio with a ``checked`` attribute, an ``option`` with a
    ``selected`` attribute."""
    if isinstance(element, HTMLOptionElementImpl):
        return _attribute(element, "selected") is not None
    if isinstance(element, HTMLInputElementImpl) and element._type in ("checkbox", "radio"):
        return _attribute(element, "checked") is not None
    if not is_submit_button(element):
        return False
    owner = form_owner(element)
    if owner is None:
        return False
    return default_button(owner) is element


def default_button(form: ElementImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#default-button:
    the first submit button in tree order whose form owner is ``form`` (one outside the form,
    owned through its ``form`` attribute, too). The answers for a tree are found in one walk,
    kept until the document changes."""
    document = form._node_document
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    tree_root = root(form)
    found: tuple[int, object, dict[int, ElementImpl]] | None = cache.get(_DEFAULT_BUTTONS)  # type: ignore[assignment]
    if found is None or found[0] != document._version or found[1] is not tree_root:
        buttons: dict[int, ElementImpl] = {}
        for node in descendants(tree_root):
            if isinstance(node, ElementImpl) and is_submit_button(node):
                owner = form_owner(node)
                if owner is not None and id(owner) not in buttons:
                    buttons[id(owner)] = node
        found = cache[_DEFAULT_BUTTONS] = (document._version, tree_root, buttons)
    return found[2].get(id(form))


def is_element_disabled(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#concept-element-disabled."""
    if element._namespace != HTML_NAMESPACE:
        return False
    name = element._local_name
    if name in ("button", "input", "select", "textarea") or is_form_associated_custom_element(
        element
    ):
        return is_disabled(element)
    if name == "fieldset":  # its own attribute, or a disabled fieldset's (outside its legend)
        return _attribute(element, "disabled") is not None or in_disabled_fieldset(element)
    if name == "optgroup":
        return _attribute(element, "disabled") is not None
    if isinstance(element, HTMLOptionElementImpl):
        return element._is_disabled()
    return False


def _is_enabled(element: ElementImpl) -> bool:
    return (
        element._namespace == HTML_NAMESPACE
        and (element._local_name in _CAN_BE_DISABLED or is_form_associated_custom_element(element))
        and not is_element_disabled(element)
    )


def _required_state(element: ElementImpl) -> bool | None:
    """True for :required, False for :optional, None for neither. Chromium's answer, where the
    Standard's :optional takes only the controls that can be required: every ``button`` and an
    ``input`` of a type ``required`` does not apply to (``hidden``, ``range``, the buttons...)
    are :optional too (WPT's required-optional-hidden.html: Chromium and jsdom pass it)."""
    if isinstance(element, HTMLInputElementImpl):
        if element._type in REQUIRED_NOT_APPLIES:
            return False
    elif _is_html(element, "button"):
        return False
    elif not _is_html(element, "select", "textarea"):
        return None
    return _attribute(element, "required") is not None


def _is_read_write(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#selector-read-write: a
    mutable text control (an ``input`` to which ``readonly`` applies, a ``textarea``; neither
    read-only nor disabled), else an editing host or editable element."""
    if element._namespace != HTML_NAMESPACE:
        return False
    if isinstance(element, HTMLInputElementImpl):
        if element._type in READONLY_NOT_APPLIES:
            return False
        return _attribute(element, "readonly") is None and not is_disabled(element)
    if isinstance(element, HTMLTextAreaElementImpl):
        return _attribute(element, "readonly") is None and not is_disabled(element)
    node: object = element
    while isinstance(node, ElementImpl) and node._namespace == HTML_NAMESPACE:
        # (an SVG or MathML element between ends the editable region, as in Chromium)
        value = _attribute(node, "contenteditable")
        if value is not None:
            value = value.lower()
            if value in ("", "true", "plaintext-only"):
                return True
            if value == "false":
                return False
        node = node._parent
    return False


def _is_read_only(element: ElementImpl) -> bool:
    return element._namespace == HTML_NAMESPACE and not _is_read_write(element)


def is_placeholder_shown(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#selector-placeholder-shown:
    an ``input`` (of a type ``placeholder`` applies to) or ``textarea`` with a ``placeholder``
    attribute (empty or not) whose value is empty."""
    if _attribute(element, "placeholder") is None:
        return False
    if isinstance(element, HTMLInputElementImpl):
        state = element._type
        return state not in PLACEHOLDER_NOT_APPLIES and element._element_value(state) == ""
    return isinstance(element, HTMLTextAreaElementImpl) and element._value == ""


def is_open(element: ElementImpl) -> bool:
    """:open (https://html.spec.whatwg.org/multipage/semantics-other.html#selector-open): a
    ``details`` or ``dialog`` with an ``open`` attribute (a ``select``'s picker never shows)."""
    return _is_html(element, "details", "dialog") and _attribute(element, "open") is not None


def is_focused(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/semantics-other.html#selector-focus: the
    document's focused area (webapi's documents are their own top-level: each has focus), or
    a shadow host whose shadow root is the root of an element that has the focus (the host of
    the focused area's tree, that host's tree's host, and so on)."""
    node: NodeImpl | None = focused_area(element._node_document)
    while node is not None:
        if node is element:
            return True
        # (a shadow root's host; a document or a detached tree's root has none)
        node = getattr(root(node), "_host", None)
    return False


def is_focus_within(element: ElementImpl) -> bool:
    """:focus-within (https://drafts.csswg.org/selectors-4/#the-focus-within-pseudo): the
    focused area or one of its shadow-including ancestors (through the hosts of shadow trees;
    a slot a focused light-tree node is assigned to is not counted)."""
    focused = focused_area(element._node_document)
    node: object = focused
    while node is not None:
        if node is element:
            return True
        parent = node._parent  # type: ignore[attr-defined]
        node = parent if parent is not None else getattr(node, "_host", None)
    return False


def _never(element: ElementImpl) -> bool:
    return False


def _is_defined(element: ElementImpl) -> bool:
    """:defined (https://html.spec.whatwg.org/multipage/semantics-other.html#selector-defined):
    the custom element state (:mod:`._custom_elements`)."""
    from ..elements._custom_elements import is_defined

    return is_defined(element)


#: Pseudo-class (without its colon) -> HTML's answer for an element.
STATES: dict[str, Callable[[ElementImpl], bool]] = {
    "checked": is_checked,
    "indeterminate": is_indeterminate,
    "default": is_default,
    "disabled": is_element_disabled,
    "enabled": _is_enabled,
    "required": lambda e: _required_state(e) is True,
    "optional": lambda e: _required_state(e) is False,
    "read-write": _is_read_write,
    "read-only": _is_read_only,
    "placeholder-shown": is_placeholder_shown,
    "open": is_open,
    "focus": is_focused,
    "focus-within": is_focus_within,
    # (Chromium's heuristic shows the focus of an element a script focused when no pointer
    # moved it before: webapi has no pointer)
    "focus-visible": is_focused,
    "valid": matches_valid,
    "invalid": matches_invalid,
    "in-range": matches_in_range,
    "out-of-range": matches_out_of_range,
    # webapi has no such state: see the module's docstring
    "user-valid": _never,
    "user-invalid": _never,
    "modal": is_modal,
    "popover-open": is_popover_open,
    "autofill": _never,
    "defined": _is_defined,
    "-webkit-autofill": _never,
}


def has_custom_state(element: ElementImpl, ident: str) -> bool:
    """:state(ident)
    (https://html.spec.whatwg.org/multipage/custom-elements.html#selector-custom): whether the
    element's custom state set (``ElementInternals.states``) holds ``ident``."""
    if not element._cache:
        return False
    from ._element_internals import custom_states

    states = custom_states(element)
    return states is not None and ident in states


register_element_state(STATES, input_state, has_custom_state)
