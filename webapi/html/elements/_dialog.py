"""The ``dialog`` element
(https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element) without a
user interface: ``show()``, ``showModal()``, ``close()``, ``requestClose()``, ``returnValue``,
``closedBy``, the ``beforetoggle`` and ``toggle`` events (a ``ToggleEvent``; the toggle task
coalesced as the Standard's "queue a dialog toggle event task" does), ``cancel`` and ``close``,
the dialog focusing steps and the previously focused element, and ``:modal``. A form with
``method=dialog`` closes its dialog (``_form_submission``).

Nothing is drawn: a modal dialog's top layer (``_top_layer``) only makes the rest of its
document inert (not focusable); no close watcher exists (no user presses Escape), so
``requestClose()`` is the only close request.
"""

from __future__ import annotations

from webapi._lazy import lazy_imports
from webapi.dom import DOMException
from webapi.dom.engine import (
    ElementImpl,
    fire_an_event,
    inclusive_ancestors,
    is_connected,
)

from ..common._activation import impl_class
from ..common._reflect import Enumerated
from ._html_element import HTMLElementImpl
from ._toggle_task import ToggleTaskTracker, queue_a_toggle_event_task

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.eventloop import event_loop_of

    from ._focus import focus, focus_delegate, focused_area, is_focusable_area
    from ._popover import hide_popovers_above_a_dialog, is_popover_open
    from ._top_layer import add_to_the_top_layer, remove_from_the_top_layer
else:  # (focus, popovers, the top layer, the event loop: with the first dialog shown or closed)
    lazy_imports(globals(), "webapi.eventloop", ("event_loop_of",))
    lazy_imports(
        globals(), "._focus", ("focus", "focus_delegate", "focused_area", "is_focusable_area")
    )
    lazy_imports(globals(), "._popover", ("hide_popovers_above_a_dialog", "is_popover_open"))
    lazy_imports(globals(), "._top_layer", ("add_to_the_top_layer", "remove_from_the_top_layer"))

__all__ = ["HTMLDialogElementImpl", "close_the_dialog", "is_modal"]

#: https://html.spec.whatwg.org/multipage/interactive-elements.html#attr-dialog-closedby
_CLOSED_BY = Enumerated(
    {"any": "any", "closerequest": "closerequest", "none": "none"}, missing=None, invalid=None
)


class HTMLDialogElementImpl(HTMLElementImpl):
    """A ``dialog``: whether it is modal, its previously focused element, its return value and
    its pending toggle task."""

    __slots__ = ("_is_modal", "_previously_focused", "_return_value", "_toggle_task")

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._is_modal = False
        self._previously_focused: ElementImpl | None = None
        #: https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-returnvalue
        self._return_value = ""
        self._toggle_task: ToggleTaskTracker | None = None

    @property
    def _closed_by(self) -> str:
        """https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-closedby:
        the attribute's keyword; where missing or invalid (the Auto state), ``closerequest``
        for a modal dialog, else ``none``."""
        state = _CLOSED_BY.state(self._get_content_attribute("closedby"))
        if state is None:
            return "closerequest" if self._is_modal else "none"
        return state

    @_closed_by.setter
    def _closed_by(self, value: str) -> None:
        self._set_content_attribute("closedby", value)

    def _show(self) -> None:
        """https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-show"""
        if self._has("open"):
            if not self._is_modal:  # 1.
                return
            raise DOMException(  # 2.
                "The dialog is already open as a modal dialog.", "InvalidStateError"
            )
        if not _fire_beforetoggle(self, "closed", "open", cancelable=True):  # 3.
            return
        if self._has("open"):  # 4.
            return
        queue_a_toggle_event_task(self, "closed", "open")  # 5.
        self._set_content_attribute("open", "")  # 6.
        self._previously_focused = focused_area(self._node_document)  # 7.
        hide_popovers_above_a_dialog(self)  # 8.-12. (hideUntil)
        _dialog_focusing_steps(self)  # 13.

    def _show_modal(self) -> None:
        """https://html.spec.whatwg.org/multipage/interactive-elements.html#show-a-modal-dialog
        (``showModal()``; no source: webapi has no invoker commands)"""
        if self._has("open"):
            if self._is_modal:  # 1.
                return
            raise DOMException(  # 2.
                "The dialog is already open as a non-modal dialog.", "InvalidStateError"
            )
        if not is_connected(self):  # 4.
            raise DOMException("The dialog is not connected.", "InvalidStateError")
        if is_popover_open(self):  # 5.
            raise DOMException("The dialog is an open popover.", "InvalidStateError")
        if not _fire_beforetoggle(self, "closed", "open", cancelable=True):  # 6.
            return
        if self._has("open") or not is_connected(self) or is_popover_open(self):  # 7.-9.
            return
        queue_a_toggle_event_task(self, "closed", "open")  # 10.
        self._set_content_attribute("open", "")  # 11.
        self._is_modal = True  # 12.
        # 18. (read first: webapi's focus fixup runs when the focused area is read, and the
        # top layer makes it inert at once, where a browser's fixup waits for the rendering)
        self._previously_focused = focused_area(self._node_document)
        add_to_the_top_layer(self)  # 14. (nothing drawn: it makes the rest inert)
        hide_popovers_above_a_dialog(self)  # 19.-23.
        _dialog_focusing_steps(self)  # 24.

    def _close(self, result: str | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-close"""
        close_the_dialog(self, result)

    def _request_close(self, result: str | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-requestclose:
        a close request, as a user's Escape would make one: a cancelable ``cancel`` event,
        then the dialog closes with ``result`` unless a listener canceled it."""
        if not self._has("open"):  # 1.
            return
        if not fire_an_event("cancel", self, cancelable=True):
            return
        close_the_dialog(self, result)

    def _has(self, name: str) -> bool:
        return self._get_content_attribute(name) is not None


def is_modal(element: ElementImpl) -> bool:
    """:modal (https://html.spec.whatwg.org/multipage/semantics-other.html#selector-modal): a
    ``dialog`` whose is modal flag is true."""
    return isinstance(element, HTMLDialogElementImpl) and element._is_modal


def _fire_beforetoggle(dialog: HTMLDialogElementImpl, old: str, new: str, cancelable: bool) -> bool:
    from ..common._events import ToggleEvent

    return fire_an_event(
        "beforetoggle",
        dialog,
        impl_class(ToggleEvent),
        cancelable=cancelable,
        _old_state=old,
        _new_state=new,
    )


def _dialog_focusing_steps(dialog: HTMLDialogElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/interactive-elements.html#dialog-focusing-steps"""
    control: ElementImpl | None = None
    if dialog._has("autofocus"):
        control = dialog
    if control is None:
        control = focus_delegate(dialog)
    if control is None:
        control = dialog
    if is_focusable_area(control):
        focus(control)


def close_the_dialog(dialog: Any, result: str | None) -> None:
    """https://html.spec.whatwg.org/multipage/interactive-elements.html#close-the-dialog"""
    if not dialog._has("open"):  # 1.
        return
    _fire_beforetoggle(dialog, "open", "closed", cancelable=False)  # 2.
    if not dialog._has("open"):  # 3.
        return
    queue_a_toggle_event_task(dialog, "open", "closed")  # 4.
    dialog._delete_content_attribute("open")  # 5.
    remove_from_the_top_layer(dialog)  # 6.
    dialog._is_modal = False  # 7.
    if result is not None:  # 8.
        dialog._return_value = result
    previous = dialog._previously_focused  # 10.
    if previous is not None:
        dialog._previously_focused = None
        active = focused_area(dialog._node_document)
        inside = active is None or any(node is dialog for node in inclusive_ancestors(active))
        if inside and is_focusable_area(previous):
            focus(previous)

    def close_event() -> None:  # 12.
        fire_an_event("close", dialog)

    document = dialog._node_document
    event_loop_of(document).queue_a_task(close_event, document)
