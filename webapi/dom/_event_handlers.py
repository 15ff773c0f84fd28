"""HTML's event handlers (https://html.spec.whatwg.org/#event-handler-attributes), what an
event handler IDL attribute needs: getting and setting it, activating and deactivating the
handler, and the event handler processing algorithm. The generated classes call
:func:`get_event_handler` and :func:`set_event_handler` with the attribute's name
(``event_handlers`` of idl/dom.extras.toml: ``AbortSignal.onabort``, ``Document``'s
``GlobalEventHandlers``; HTML's elements go through ``webapi.html``, which determines the target
of a body's Window-forwarded handlers first). No content attributes (no script is run), no
``onerror`` special case (it is a ``Window``'s: webapi has none), no ``BeforeUnloadEvent``
special case (its handler is a ``Window``'s too).
"""

from __future__ import annotations

from ._events import (
    EventListener,
    EventTargetImpl,
    add_an_event_listener,
    remove_an_event_listener,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from ._event import EventImpl

__all__ = [
    "EventHandler",
    "event_handler_processing_algorithm",
    "get_event_handler",
    "set_event_handler",
]


class EventHandler:
    """An event handler (https://html.spec.whatwg.org/#event-handlers) of an event target: its
    name (``"onabort"``) and value (a callable, or None). Being callable, it is the callback of
    the event listener that activating it adds: calling it runs the event handler processing
    algorithm.

    webapi keeps no event handler map: an activated handler is found as the callback of a
    listener of the target's list (an IDL attribute set to null deactivates it, removing the
    listener), so a target without handlers pays nothing for them.
    """

    __slots__ = ("name", "value")

    def __init__(self, name: str, value: object) -> None:
        self.name = name
        self.value = value

    def __call__(self, event: EventImpl) -> None:
        event_handler_processing_algorithm(self, event)

    def __repr__(self) -> str:
        return f"<EventHandler {self.name}={self.value!r}>"


def _activated(
    event_target: EventTargetImpl, name: str
) -> tuple[EventListener, EventHandler] | tuple[None, None]:
    """The listener an activated event handler named ``name`` added to the target, and the
    handler; (None, None) for none."""
    for listener in event_target._listeners or ():
        callback = listener.callback
        if type(callback) is EventHandler and callback.name == name:
            return listener, callback
    return None, None


def get_event_handler(event_target: EventTargetImpl, name: str) -> Any:
    """The getter of an event handler IDL attribute
    (https://html.spec.whatwg.org/#event-handler-idl-attributes): the handler's value, or
    None."""
    handler = _activated(event_target, name)[1]
    return None if handler is None else handler.value


def set_event_handler(event_target: EventTargetImpl, name: str, value: object) -> None:
    """The setter of an event handler IDL attribute: None deactivates the handler (its
    listener removed); anything else becomes its value, and activates it: the first time,
    a listener for the event type (``name`` without ``on``) is added at the end of the
    target's list; later values take the same place."""
    listener, handler = _activated(event_target, name)
    if value is None:  # deactivate an event handler
        if listener is not None:
            remove_an_event_listener(event_target, listener)
        return
    if handler is not None:  # its listener is not null: the value alone changes
        handler.value = value
        return
    handler = EventHandler(name, value)  # activate an event handler
    add_an_event_listener(event_target, EventListener(name[2:], handler))


def event_handler_processing_algorithm(handler: EventHandler, event: EventImpl) -> None:
    """https://html.spec.whatwg.org/#the-event-handler-processing-algorithm, for a handler
    whose value is a callable (no ``onerror`` special case: no ``Window``; no
    ``BeforeUnloadEvent``): the value called with the event (an exception propagates to
    inner invoke, which reports it); a return value of False sets the canceled flag, as the
    Standard says (without the cancelable check of "set the canceled flag")."""
    callback = handler.value  # 2.
    if not callable(callback):  # null; or an object, which Web IDL invokes as undefined
        return  # ([LegacyTreatNonObjectAsNull], https://webidl.spec.whatwg.org/#invoke-a-callback-function)
    return_value = callback(event)  # 4.
    if return_value is False:  # 5.
        event._canceled_flag = True
