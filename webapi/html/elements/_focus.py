"""Focus (https://html.spec.whatwg.org/multipage/interaction.html#focus), without rendering or
a user: ``element.focus()``, ``element.blur()``, ``document.activeElement`` (its steps in
``_dom_members``, over :func:`focused_area`), and the
``focus``/``focusin``/``blur``/``focusout`` events the focus update steps fire (``FocusEvent``s
whose ``relatedTarget`` is the element losing or gaining focus).

Each document has its own focused area (webapi has no top-level traversable: a document is its
own): an element, or None for the document's viewport (the initial one). Focusable areas are the
Standard's: an element with a ``tabindex`` attribute, ``a``/``area`` with ``href``, ``button``,
``input`` (not hidden), ``select``, ``textarea`` that are not disabled, a ``summary`` for its
parent ``details``, ``iframe``, ``audio``/``video`` with ``controls``, an editing host
(``contenteditable``); connected, not blocked by a modal dialog (outside the topmost one
``showModal()`` opened), and not ``inert`` nor inside a ``hidden`` element (webapi has no
layout: every other connected element counts as being rendered). When the focused element leaves
the document, or stops being a focusable area, the focus fixup rule makes the viewport the
focused area again, with no event (as the Standard says; the fixup runs when the focused area is
next read). A shadow host whose shadow root delegates focus is no focusable area: ``focus()``
gives the focus to its focus delegate (:func:`focus_delegate`). ``click()`` focuses nothing
(the Standard's ``click()`` does not).
"""

from __future__ import annotations

from webapi.dom.engine import (
    DocumentImpl,
    ElementImpl,
    descendants,
    dispatch,
    is_connected,
    is_shadow_including_inclusive_ancestor,
    shadow_root_flags,
    shadow_root_of,
)
from webapi.infra import HTML_NAMESPACE

from ..common._activation import impl_class, is_disabled
from ..common._face import is_form_associated_custom_element
from ._top_layer import blocking_modal_dialog

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom.engine import EventImpl

__all__ = ["blur", "focus", "focus_delegate", "focused_area", "is_focusable_area"]

_FOCUSED = "focused area"  # the document's _cache key
_ALWAYS = frozenset(["button", "select", "textarea", "iframe"])


def _attribute(element: ElementImpl, name: str) -> str | None:
    return element._get_content_attribute(name)  # type: ignore[attr-defined, no-any-return]


def _has_valid_tabindex(element: ElementImpl) -> bool:
    from ..common._reflect import parse_integer

    value = _attribute(element, "tabindex")
    return value is not None and parse_integer(value) is not None


def is_focusable_area(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/interaction.html#focusable-area, as webapi can
    know it (see the module's docstring)."""
    if not is_connected(element):
        return False
    blocker = blocking_modal_dialog(element._node_document)  # (inert: blocked by a modal dialog)
    if blocker is not None and not is_shadow_including_inclusive_ancestor(blocker, element):
        return False  # (the dialog's flat tree descendants stay focusable: its shadow trees too)
    node: object = element
    while isinstance(node, ElementImpl):  # hidden (not rendered) or inert ancestors
        if node._namespace == HTML_NAMESPACE and (
            _attribute(node, "hidden") is not None or _attribute(node, "inert") is not None
        ):
            return False
        node = node._parent
    if _delegates_focus(element):  # (its focus goes to its focus delegate)
        return False
    if element._namespace != HTML_NAMESPACE:
        return _has_valid_tabindex(element)
    name = element._local_name
    if (
        name in ("button", "input", "select", "textarea")
        or is_form_associated_custom_element(element)
    ) and is_disabled(element):
        return False
    if _has_valid_tabindex(element) or name in _ALWAYS:
        return True
    if name in ("a", "area"):
        return _attribute(element, "href") is not None
    if name == "input":
        return bool(element._type != "hidden")  # type: ignore[attr-defined]
    if name in ("audio", "video"):
        return _attribute(element, "controls") is not None
    if name == "summary":
        return bool(element._is_summary_for_its_parent_details())  # type: ignore[attr-defined]
    editable = _attribute(element, "contenteditable")
    return editable is not None and editable.lower() in ("", "true", "plaintext-only")


def _delegates_focus(element: ElementImpl) -> bool:
    """A shadow host whose shadow root's delegates focus is true: not a focusable area
    itself (the focusable area table's "either not a shadow host, or has a shadow root whose
    delegates focus is false")."""
    shadow = shadow_root_of(element)
    return shadow is not None and shadow_root_flags(shadow)[1]


def get_the_focusable_area(target: ElementImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/interaction.html#get-the-focusable-area, for the
    kinds of focus target webapi has: a shadow host whose shadow root delegates focus gives the
    focused element if it holds it, else its focus delegate; anything else, null."""
    if not _delegates_focus(target):
        return None
    focused = focused_area(target._node_document)  # 1.
    if focused is not None and is_shadow_including_inclusive_ancestor(target, focused):  # 2.
        return focused
    return focus_delegate(target)  # 3.


def focus_delegate(target: ElementImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/interaction.html#focus-delegate (the focus
    trigger "other": no area is passed over for not being click focusable). A dialog's
    descendants count where they are focusable areas (webapi's sequentially focusable ones)."""
    shadow = shadow_root_of(target)
    if shadow is not None and not shadow_root_flags(shadow)[1]:  # 1.
        return None
    where_to_look = target if shadow is None else shadow  # 2.-3.
    for node in descendants(where_to_look):  # 4.-5.: the autofocus delegate
        if isinstance(node, ElementImpl) and _attribute(node, "autofocus") is not None:
            found = node if is_focusable_area(node) else get_the_focusable_area(node)
            if found is not None:
                return found
    for node in descendants(where_to_look):  # 6.
        if isinstance(node, ElementImpl):
            found = node if is_focusable_area(node) else get_the_focusable_area(node)
            if found is not None:
                return found
    return None  # 7.


def focused_area(document: DocumentImpl) -> ElementImpl | None:
    """The document's focused area (None: its viewport), after the focus fixup rule
    (https://html.spec.whatwg.org/multipage/interaction.html#focus-fixup-rule)."""
    cache = document._cache
    element = None if cache is None else cache.get(_FOCUSED)
    if not isinstance(element, ElementImpl):
        return None
    if element._node_document is not document or not is_focusable_area(element):
        del cache[_FOCUSED]  # type: ignore[union-attr]
        return None
    return element


def _set_focused_area(document: DocumentImpl, element: ElementImpl | None) -> None:
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    if element is None:
        cache.pop(_FOCUSED, None)
    else:
        cache[_FOCUSED] = element


def _fire_a_focus_event(
    e: str, target: ElementImpl, related: ElementImpl | None, bubbles: bool = False
) -> None:
    """https://html.spec.whatwg.org/multipage/interaction.html#fire-a-focus-event (composed;
    ``view`` null, where Chromium gives the document's ``Window``); ``focusin``/``focusout``
    bubble (UI Events)."""
    from webapi.dom.engine import create_an_event
    from webapi.uievents import FocusEvent

    event: EventImpl = create_an_event(impl_class(FocusEvent))
    event._type = e
    event._bubbles = bubbles
    event._composed = True
    event._related_target = related
    dispatch(event, target)


def _focus_update_steps(
    document: DocumentImpl, old: ElementImpl | None, new: ElementImpl | None
) -> None:
    """https://html.spec.whatwg.org/multipage/interaction.html#focus-update-steps for chains
    of one element and the document (whose common last entry is dropped, step 1): blur and
    focusout at the old element, the focused area set, focus and focusin at the new one."""
    if old is not None:  # 2.
        _fire_a_focus_event("blur", old, new)
        _fire_a_focus_event("focusout", old, new, bubbles=True)
    _set_focused_area(document, new)  # 3.
    if new is not None and focused_area(document) is new:  # 4.
        _fire_a_focus_event("focus", new, old)
        _fire_a_focus_event("focusin", new, old, bubbles=True)


def focus(element: ElementImpl, options: object = None) -> None:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-focus: the focusing steps
    (https://html.spec.whatwg.org/multipage/interaction.html#focusing-steps) for the element
    (``options``: scrolling, and the focus ring, are rendering: nothing)."""
    target: ElementImpl | None = element
    if not is_focusable_area(element):  # 1.
        target = get_the_focusable_area(element)
    if target is None:  # 2.
        return
    element = target
    document = element._node_document
    old = focused_area(document)
    if old is element:  # 2.
        return
    _focus_update_steps(document, old, element)  # 3.-5.


def blur(element: ElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-blur: the unfocusing steps
    (https://html.spec.whatwg.org/multipage/interaction.html#unfocusing-steps): the viewport
    gets the focus, if the element had it."""
    document = element._node_document
    if focused_area(document) is not element:
        return
    _focus_update_steps(document, element, None)
