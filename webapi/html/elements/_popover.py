"""The popover API without rendering (https://html.spec.whatwg.org/multipage/popover.html):
``showPopover()``, ``hidePopover()``, ``togglePopover(force)``, each element's popover
visibility state, the document's showing auto and hint popover lists (showing an ``auto``
popover hides the others but its popover ancestors, as "hide all popovers until" does), the
``beforetoggle`` event (cancelable when showing) and the ``toggle`` event task (shared with
``details`` and ``dialog``: ``_toggle_task``), the ``popover`` attribute's change steps, and
``:popover-open``.

Left out, needing a user, rendering or focus: light dismiss (a click outside, Escape: no close
watcher), the top layer, the popover focusing steps and the previously focused element, the
invokers (``popovertarget``, ``source``) and anchoring. A showing popover
removed from its document is hidden (without events, as the Standard's removing steps do)
when webapi next looks at it: the state is per element (its ``_cache``), and HTML elements have
no removing steps, which would slow every removal.
"""

from __future__ import annotations

from webapi.dom import DOMException
from webapi.dom.engine import ElementImpl, fire_an_event, is_connected
from webapi.infra import HTML_NAMESPACE

from ..common._activation import impl_class, is_fully_active, is_html_element
from ..common._enumerated import POPOVER
from ._toggle_task import ToggleTaskTracker, queue_a_toggle_event_task

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "hide_popover",
    "is_popover_open",
    "popover_attribute_change_steps",
    "show_popover",
    "toggle_popover",
]

_KEY = "popover"
_LISTS = "showing popover lists"


class PopoverRecord:
    """An element's popover state: its popover visibility state, its popover showing or hiding
    flag, the mode it was opened in ("auto", "hint", "manual") and its toggle task tracker."""

    __slots__ = ("_toggle_task", "opened_in", "showing", "showing_or_hiding")

    def __init__(self) -> None:
        self.showing = False
        self.showing_or_hiding = False
        self.opened_in: str | None = None
        self._toggle_task: ToggleTaskTracker | None = None


class _Lists:
    """A document's showing auto popover list and showing hint popover list."""

    __slots__ = ("auto", "hint")

    def __init__(self) -> None:
        self.auto: list[Any] = []
        self.hint: list[Any] = []


def _record(element: Any) -> PopoverRecord:
    cache = element._cached()
    record: PopoverRecord | None = cache.get(_KEY)
    if record is None:
        record = cache[_KEY] = PopoverRecord()
    elif record.showing and not (is_connected(element) and element in _showing(element)):
        _hide_removed(element, record)
    return record


def _lists(document: Any) -> _Lists:
    if document._cache is None:
        document._cache = {}
    lists: _Lists | None = document._cache.get(_LISTS)
    if lists is None:
        lists = document._cache[_LISTS] = _Lists()
    return lists


def _showing(element: Any) -> list[Any]:
    """The elements the element's document knows as showing (its two lists and the manual
    popovers it records)."""
    lists = _lists(element._node_document)
    return [*lists.auto, *lists.hint, *_manual(element._node_document)]


def _manual(document: Any) -> list[Any]:
    if document._cache is None:
        document._cache = {}
    manual: list[Any] | None = document._cache.get("showing manual popovers")
    if manual is None:
        manual = document._cache["showing manual popovers"] = []
    return manual


def _forget(element: Any) -> None:
    """Remove ``element`` from every list of its document's (and of any other that holds it:
    an element adopted while showing)."""
    for holder in (_lists(element._node_document).auto, _lists(element._node_document).hint):
        while element in holder:
            holder.remove(element)
    manual = _manual(element._node_document)
    while element in manual:
        manual.remove(element)


def _hide_removed(element: Any, record: PopoverRecord) -> None:
    """The removing steps' hide popover (no events, no focus), run late: see the module's
    docstring."""
    _forget(element)
    record.showing = False
    record.opened_in = None


def popover_state(element: Any) -> str | None:
    """The ``popover`` attribute's state: "auto", "manual", "hint", or None (no popover)."""
    return POPOVER.state(element._get_content_attribute("popover"))


def is_popover_open(element: ElementImpl) -> bool:
    """``:popover-open``: an HTML element whose ``popover`` attribute is not in the no popover
    state and whose popover visibility state is showing."""
    cache = element._cache
    if cache is None or _KEY not in cache or not _is_html(element):
        return False
    return popover_state(element) is not None and _record(element).showing


def check_popover_validity(
    element: Any,
    expected_to_be_showing: bool,
    throw_exceptions: bool,
    expected_document: Any,
    ignore_dom_state: bool = False,
) -> bool:
    """https://html.spec.whatwg.org/multipage/popover.html#check-popover-validity"""
    if not ignore_dom_state and popover_state(element) is None:  # 1.
        if throw_exceptions:
            raise DOMException(
                "Not supported on elements that do not have a valid value for the 'popover' "
                "attribute.",
                "NotSupportedError",
            )
        return False
    showing = _record(element).showing
    if showing != expected_to_be_showing:  # 2.
        return False
    if not ignore_dom_state and (  # 3.
        not is_connected(element)
        or not is_fully_active(element._node_document)
        or (expected_document is not None and element._node_document is not expected_document)
        or (is_html_element(element, "dialog") and element._is_modal)
    ):
        if throw_exceptions:
            raise DOMException(
                "Invalid on disconnected popover elements."
                if not is_connected(element)
                else "The popover cannot be shown or hidden in this state.",
                "InvalidStateError",
            )
        return False
    return True


def _fire_beforetoggle(element: Any, old: str, new: str, cancelable: bool) -> bool:
    from ..common._events import ToggleEvent

    return fire_an_event(
        "beforetoggle",
        element,
        impl_class(ToggleEvent),
        cancelable=cancelable,
        _old_state=old,
        _new_state=new,
    )


def _is_html(node: object) -> bool:
    return isinstance(node, ElementImpl) and node._namespace == HTML_NAMESPACE


def _nearest_inclusive_open_popover(node: Any) -> Any:
    """https://html.spec.whatwg.org/multipage/popover.html#nearest-inclusive-open-popover: the
    nearest inclusive ancestor (the flat tree's: webapi's tree) that is a showing auto or hint
    popover."""
    while node is not None:
        if _is_html(node) and popover_state(node) in ("auto", "hint") and _record(node).showing:
            return node
        node = node._parent
    return None


def topmost_popover_ancestor(new_popover: Any, popover_list: list[Any], is_popover: bool) -> Any:
    """https://html.spec.whatwg.org/multipage/popover.html#topmost-popover-ancestor (no
    invoker: webapi has no ``popovertarget``)."""
    positions = {id(element): index for index, element in enumerate(popover_list)}  # 2.-4.
    if is_popover:
        positions[id(new_popover)] = len(popover_list)
    topmost: Any = None  # 5.

    def check_ancestor(candidate: Any) -> None:  # 6.
        nonlocal topmost
        if candidate is None:
            return
        ancestor = _nearest_inclusive_open_popover(candidate)
        if ancestor is None or id(ancestor) not in positions:
            return
        if is_popover and positions[id(ancestor)] >= positions[id(new_popover)]:
            return
        if topmost is None or positions[id(topmost)] < positions[id(ancestor)]:
            topmost = ancestor

    check_ancestor(new_popover._parent)  # 7. (its parent in the flat tree)
    return topmost  # 8.-9.


def hide_popovers_above_a_dialog(dialog: Any) -> None:
    """The steps the ``dialog`` element's ``show()`` and "show a modal dialog" share
    (https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-show, "Let
    hideUntil be ..."): the popovers showing above ``dialog``'s nearest popover ancestor (all,
    where it has none; the dialog's own popover among them) are hidden, their events fired."""
    lists = _lists(dialog._node_document)
    hide_until = topmost_popover_ancestor(dialog, lists.hint, False)
    if hide_until is None:
        hide_until = topmost_popover_ancestor(dialog, lists.auto, False)
    if hide_until is None:
        hide_until = dialog._node_document
    hide_all_popovers_until(hide_until, True)


def show_popover(element: Any, throw_exceptions: bool) -> None:
    """https://html.spec.whatwg.org/multipage/popover.html#show-popover (no invoker, no top
    layer, no focus)."""
    if not check_popover_validity(element, False, throw_exceptions, None):  # 1.
        return
    document = element._node_document  # 2.
    record = _record(element)
    nested_show = record.showing_or_hiding  # 4.
    fire_events = not nested_show  # 5.
    record.showing_or_hiding = True  # 6.

    def cleanup() -> None:  # 7.
        if not nested_show:
            record.showing_or_hiding = False

    try:
        if not _fire_beforetoggle(element, "closed", "open", cancelable=True):  # 9.
            return
        if not check_popover_validity(element, False, throw_exceptions, document):  # 10.
            return
        original_type = popover_state(element)  # 12.
        lists = _lists(document)
        stack: str | None = None  # 13.
        auto_ancestor = topmost_popover_ancestor(element, lists.auto, True)  # 14.
        hint_ancestor = topmost_popover_ancestor(element, lists.hint, True)  # 15.
        if original_type == "auto":  # 16.
            close_entire_popover_list(lists.hint, fire_events)
            ancestor = topmost_popover_ancestor(element, lists.auto, True)
            hide_all_popovers_until(document if ancestor is None else ancestor, fire_events)
            stack = "auto"
        if original_type == "hint":  # 17.
            if hint_ancestor is not None:
                hide_all_popovers_until(hint_ancestor, fire_events)
                stack = "hint"
            else:
                close_entire_popover_list(lists.hint, fire_events)
                if auto_ancestor is not None:
                    hide_all_popovers_until(auto_ancestor, fire_events)
                    stack = "auto"
                else:
                    stack = "hint"
        if original_type in ("auto", "hint"):  # 18.
            if original_type != popover_state(element):
                if throw_exceptions:
                    raise DOMException(
                        "The value of the popover attribute was changed while hiding the popover.",
                        "InvalidStateError",
                    )
                return
            if not check_popover_validity(element, False, throw_exceptions, document):
                return
        # 18.5. (the lists: webapi has no top layer to find them in)
        record.opened_in = stack
        (lists.auto if stack == "auto" else lists.hint if stack else _manual(document)).append(
            element
        )
        record.showing = True  # 22.
        queue_a_toggle_event_task(element, "closed", "open", record)  # 27.
    finally:
        cleanup()  # 28.


def hide_popover(
    element: Any, fire_events: bool, throw_exceptions: bool, ignore_dom_state: bool = False
) -> None:
    """https://html.spec.whatwg.org/multipage/popover.html#hide-popover-algorithm (no focus,
    no top layer)."""
    if not check_popover_validity(element, True, throw_exceptions, None, ignore_dom_state):
        return  # 1.
    document = element._node_document  # 2.
    record = _record(element)
    nested_hide = record.showing_or_hiding  # 3.
    record.showing_or_hiding = True  # 4.
    if nested_hide:  # 5.
        fire_events = False

    def cleanup() -> None:  # 6.
        if not nested_hide:
            record.showing_or_hiding = False

    try:
        lists = _lists(document)
        if record.opened_in in ("auto", "hint"):  # 7.
            hide_all_popovers_until(element, fire_events)
            if not check_popover_validity(element, True, throw_exceptions, None, ignore_dom_state):
                return
        last_was_element = bool(lists.auto) and lists.auto[-1] is element  # 8.
        if fire_events:  # 10.
            _fire_beforetoggle(element, "open", "closed", cancelable=False)
            if last_was_element and (not lists.auto or lists.auto[-1] is not element):
                hide_all_popovers_until(element, False)
            if not check_popover_validity(element, True, throw_exceptions, None, ignore_dom_state):
                return
        _forget(element)  # 12.
        record.opened_in = None
        record.showing = False  # 13.
        if fire_events:  # 14.
            queue_a_toggle_event_task(element, "open", "closed", record)
    finally:
        cleanup()  # 16.


def close_entire_popover_list(popover_list: list[Any], fire_events: bool) -> None:
    """https://html.spec.whatwg.org/multipage/popover.html#close-entire-popover-list: hide
    the list's popovers from the last."""
    while popover_list:
        before = len(popover_list)
        hide_popover(popover_list[-1], fire_events, False)
        if len(popover_list) == before:  # (a listener kept it showing: do not loop forever)
            popover_list.pop()


def hide_all_popovers_until(endpoint: Any, fire_events: bool) -> None:
    """https://html.spec.whatwg.org/multipage/popover.html#hide-all-popovers-until: hide the
    auto popovers above ``endpoint`` (an element of the list, or the document: all)."""
    if isinstance(endpoint, ElementImpl):
        document = endpoint._node_document
        if popover_state(endpoint) not in ("auto", "hint"):  # (no longer an auto popover)
            return
    else:
        document = endpoint
    lists = _lists(document)
    if not isinstance(endpoint, ElementImpl):
        close_entire_popover_list(lists.hint, fire_events)
        close_entire_popover_list(lists.auto, fire_events)
        return
    if endpoint in lists.hint:
        _hide_above(lists.hint, endpoint, fire_events)
        return
    close_entire_popover_list(lists.hint, fire_events)
    if endpoint in lists.auto:
        _hide_above(lists.auto, endpoint, fire_events)


def _hide_above(popover_list: list[Any], endpoint: Any, fire_events: bool) -> None:
    """Hide the popovers after ``endpoint`` in ``popover_list``, the last first, until
    ``endpoint`` is the last (or no longer in the list)."""
    while endpoint in popover_list and popover_list[-1] is not endpoint:
        last = popover_list[-1]
        hide_popover(last, fire_events, False)
        if popover_list and popover_list[-1] is last:
            popover_list.pop()


def toggle_popover(element: Any, force: bool | None) -> bool:
    """https://html.spec.whatwg.org/multipage/popover.html#dom-togglepopover"""
    showing = _record(element).showing
    if showing and not force:  # 2. (force null or false)
        hide_popover(element, True, True)
    elif force is None or force:  # 3.
        show_popover(element, True)
    else:  # 4.
        check_popover_validity(element, showing, True, None)
    return _record(element).showing  # 5.


def popover_attribute_change_steps(element: Any, old_value: str | None, value: str | None) -> None:
    """https://html.spec.whatwg.org/multipage/popover.html#the-popover-attribute: a showing
    popover whose attribute changes state is hidden (the events fire, no exception)."""
    cache = element._cache
    if cache is None or _KEY not in cache:
        return
    if _record(element).showing and POPOVER.state(old_value) != POPOVER.state(value):
        hide_popover(element, True, False, ignore_dom_state=True)
