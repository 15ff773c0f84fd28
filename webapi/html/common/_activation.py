"""HTML's activation (https://html.spec.whatwg.org/multipage/interaction.html#activation):
``HTMLElement.click()`` and "fire a synthetic pointer event", the pieces the elements'
activation behaviors share (disabled form controls, the labeled control of a ``label``), and
the activation behaviors of ``label``, ``a``/``area`` and ``summary``. The form controls'
(``input``, ``button``) and the form's submit and reset algorithms are in ``_forms_impl``.

The DOM's dispatch runs them (``webapi.dom``'s ``_events.dispatch``: a target class's
``_activation_behavior(event)``, and ``input``'s legacy pair), for a ``MouseEvent`` named
"click", whoever dispatched it (``click()``, ``dispatchEvent(new MouseEvent("click"))``).

What never happens, in webapi: navigation (an ``a`` element's activation follows nothing, a
form submission ends after its ``submit`` event), script (``javascript:`` URLs, content
event handler attributes), focus, rendering. The synthetic pointer event is a ``MouseEvent``
(webapi has no ``PointerEvent``: Chromium's is a ``PointerEvent`` with ``pointerId`` -1), its
``view`` None (no ``Window``). Every document is treated as fully active (a document a program
builds stands for the page a browser shows; in a browser, one ``DOMParser`` makes is not, and
its buttons submit nothing).
"""

from __future__ import annotations

from webapi.dom.engine import (
    ElementImpl,
    EventTargetImpl,
    create_an_event,
    descendants,
    dispatch,
    first_element_with_id,
    root,
)
from webapi.infra import HTML_NAMESPACE

from ._face import is_form_associated_custom_element

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from webapi.dom.engine import DocumentImpl, EventImpl, NodeImpl

__all__ = [
    "click",
    "fire_a_synthetic_pointer_event",
    "has_attribute",
    "impl_class",
    "in_disabled_fieldset",
    "is_disabled",
    "is_fully_active",
    "is_html_element",
    "labeled_control",
]

#: The form controls "disabled" applies to
#: (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled).
_DISABLEABLE = frozenset(["button", "input", "select", "textarea"])
#: https://html.spec.whatwg.org/multipage/forms.html#category-label: labelable elements (an
#: ``input`` unless hidden).
_LABELABLE = frozenset(["button", "input", "meter", "output", "progress", "select", "textarea"])


def is_html_element(node: object, local_name: str) -> bool:
    """Whether ``node`` is the HTML element ``local_name``."""
    return (
        isinstance(node, ElementImpl)
        and node._namespace == HTML_NAMESPACE
        and node._local_name == local_name
    )


def has_attribute(element: ElementImpl, name: str) -> bool:
    """Whether the element has an attribute ``name`` (of the null namespace)."""
    attrs = element._attrs
    if attrs is None:
        return False
    if type(attrs) is dict:  # (its qualified names: each of the null namespace)
        return name in attrs
    return element._get_content_attribute(name) is not None  # type: ignore[attr-defined]


def is_fully_active(document: DocumentImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#fully-active: webapi
    has no browsing contexts and treats every document as fully active (the module's
    docstring says why)."""
    return True


def is_disabled(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled:
    a ``button``, ``input``, ``select`` or ``textarea`` with a ``disabled`` attribute, or a
    descendant of a disabled ``fieldset`` outside that fieldset's first ``legend`` child; a
    form-associated custom element likewise."""
    if (
        element._namespace != HTML_NAMESPACE or element._local_name not in _DISABLEABLE
    ) and not is_form_associated_custom_element(element):
        return False
    return has_attribute(element, "disabled") or in_disabled_fieldset(element)


def in_disabled_fieldset(element: ElementImpl) -> bool:
    """Whether ``element`` is "a descendant of a fieldset element whose disabled attribute is
    specified, and is not a descendant of that fieldset element's first legend element child"
    (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled,
    and #concept-fieldset-disabled for a ``fieldset`` in another).

    Inherited state: a node is in one where its parent is (the same fieldset, through the
    same child of it), or where its parent is a disabled ``fieldset`` of which it is not the
    first ``legend`` child. The answers of the nodes on the way up are kept in the node
    document's ``_cache`` while its trees (``_tree_version``) and ``disabled`` attributes
    (``_attribute_versions``) are unchanged: the nodes of a tree cost one walk of it
    whatever its depth (nested fieldsets), then a lookup each."""
    document = element._node_document
    tree_version = document._tree_version
    disabled_version = document._attribute_versions.get("disabled")
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    entry: Any = cache.get(_IN_DISABLED_FIELDSET)
    if entry is None or entry[0] != tree_version or entry[1] != disabled_version:
        entry = cache[_IN_DISABLED_FIELDSET] = (tree_version, disabled_version, {}, {})
    memo: dict[NodeImpl, bool] = entry[2]
    value = memo.get(element)
    if value is not None:  # (kept)
        return value
    legends: dict[NodeImpl, NodeImpl | None] = entry[3]
    path: list[NodeImpl] = []
    node: NodeImpl = element
    while value is None:
        parent = node._parent
        if parent is None:  # (a root is in no fieldset)
            value = memo[node] = False
            break
        path.append(node)
        node = parent
        value = memo.get(node)
    for child in reversed(path):
        if not value:
            fieldset = child._parent
            assert fieldset is not None  # (path holds nodes with a parent)
            if (
                isinstance(fieldset, ElementImpl)
                and fieldset._local_name == "fieldset"
                and fieldset._namespace == HTML_NAMESPACE
                and has_attribute(fieldset, "disabled")
            ):
                if fieldset not in legends:
                    legends[fieldset] = _first_legend(fieldset)
                value = child is not legends[fieldset]
        memo[child] = value
    return value


#: The key of the in-a-disabled-fieldset answers in a document's ``_cache``.
_IN_DISABLED_FIELDSET = "html: in a disabled fieldset"


def _first_legend(fieldset: NodeImpl) -> NodeImpl | None:
    """The fieldset's first ``legend`` element child, None without one."""
    legend = fieldset._first_child
    while legend is not None and not is_html_element(legend, "legend"):
        legend = legend._next_sibling
    return legend


def impl_class(interface_class: type[Any]) -> type[Any]:
    """The impl class of a generated class that is its own impl (``MouseEvent``'s
    ``MouseEventImpl``), which the DOM's "create an event" takes."""
    name = interface_class.__name__ + "Impl"
    return next(base for base in interface_class.__mro__ if base.__name__ == name)


def fire_a_synthetic_pointer_event(
    e: str, target: EventTargetImpl, not_trusted: bool = False, detail: int = 0
) -> bool:
    """https://html.spec.whatwg.org/multipage/webappapis.html#fire-a-synthetic-pointer-event:
    a ``MouseEvent`` (webapi has no ``PointerEvent``) named ``e``, bubbling, cancelable and
    composed, no modifier key, ``view`` None; returns the dispatch's result."""
    from webapi.uievents import MouseEvent

    event: EventImpl = create_an_event(impl_class(MouseEvent))  # 1.
    event._type = e  # 2.
    event._bubbles = event._cancelable = True  # 3.
    event._composed = True  # 4.
    event._detail = detail  # type: ignore[attr-defined]  # (a label forwarding a click)
    if not_trusted:  # 5.
        event._is_trusted = False
    # 6.-8. No key is pressed (the modifier attributes stay false); view is null (Chromium's
    # is the Window: docs/dom.md's synthetic-pointer-event departure).
    return dispatch(event, target)  # 9.


def click(element: ElementImpl, detail: int = 0) -> None:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-click (``detail``: the
    ``click`` event's, 0 but for a label forwarding a user's click)."""
    if is_disabled(element):  # 1.
        return
    cache = element._cache
    if cache is not None and cache.get("click in progress"):  # 2.
        return
    cache = element._cached()  # type: ignore[attr-defined]
    cache["click in progress"] = True  # 3.
    try:
        fire_a_synthetic_pointer_event("click", element, not_trusted=True, detail=detail)  # 4.
    finally:
        del cache["click in progress"]  # 5.


def labeled_control(label: ElementImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/forms.html#labeled-control: with a ``for``
    attribute, the first element of the label's tree whose ID it is, if labelable; else the
    label's first labelable descendant."""
    for_value = label._get_content_attribute("for")  # type: ignore[attr-defined]
    if for_value is not None:
        found = first_element_with_id(root(label), for_value)  # (the tree's ID map)
        return found if found is not None and _is_labelable(found) else None
    for node in descendants(label):
        if isinstance(node, ElementImpl) and _is_labelable(node):
            return node
    return None


def _is_labelable(element: ElementImpl) -> bool:
    if element._namespace != HTML_NAMESPACE or element._local_name not in _LABELABLE:
        return is_form_associated_custom_element(element)
    return not (element._local_name == "input" and element._type == "hidden")  # type: ignore[attr-defined]


def _is_interactive_content(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/dom.html#interactive-content"""
    if element._namespace != HTML_NAMESPACE:
        return False
    name = element._local_name
    if name in ("button", "details", "embed", "iframe", "label", "select", "textarea"):
        return True
    if name == "a":
        return has_attribute(element, "href")
    if name == "input":
        return bool(element._type != "hidden")  # type: ignore[attr-defined]
    if name in ("audio", "video"):
        return has_attribute(element, "controls")
    if name in ("img", "object"):
        return has_attribute(element, "usemap")
    return False


def label_activation_behavior(
    label: ElementImpl, event: EventImpl, focus: Callable[[ElementImpl], None] | None = None
) -> None:
    """https://html.spec.whatwg.org/multipage/forms.html#the-label-element: nothing for an
    event targeted at an interactive content descendant of the label (or inside one);
    otherwise the platform's label behavior, which is Chromium's: the labeled control is
    clicked (its ``click()`` steps: nothing if it is disabled). For a trusted click (a
    user's: ``webapi.testing``'s actions), Chromium's too: the control focused first (if it
    is a focusable area), its ``click`` given the user's click's ``detail``."""
    node = event._target
    while node is not None and node is not label:
        if isinstance(node, ElementImpl) and _is_interactive_content(node):
            return
        node = node._parent
    control = labeled_control(label)
    if control is None:
        return
    if event._is_trusted:
        if focus is not None:  # (the focusing steps: ``_focus``'s, which imports this module)
            focus(control)
        click(control, detail=getattr(event, "_detail", 0))
    else:
        click(control)
