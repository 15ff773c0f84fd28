"""``document.createEvent(interface)`` (https://dom.spec.whatwg.org/#dom-document-createevent):
the legacy table of interface strings and the event interfaces webapi has.

The table names interfaces of other standards (UI Events' ``MouseEvent``, HTML's
``HashChangeEvent``...). The DOM never imports them: a package that defines event interfaces
registers their impl classes here (:func:`register_event_interfaces`): ``webapi.uievents`` does
when it loads, which the first ``createEvent`` of one of its interfaces does (webapi/_lazy.py:
"what a lower layer asks of a higher one"), and so do HTML's event interfaces
(``webapi.html``'s ``_events``).
An interface of the table that nobody registered is one "not exposed on the relevant global
object": createEvent's step 4 throws a "NotSupportedError" ``DOMException``, as it does in a
browser for ``TouchEvent`` without touch support. Registering is thread-safe (one dictionary
assignment per name).
"""

from __future__ import annotations

from webapi._lazy import load_provider
from webapi.infra import ascii_lowercase

from ._event import CustomEventImpl, EventImpl, create_an_event, current_time
from ._exception import DOMException

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

    from ._nodes import DocumentImpl

__all__ = [
    "CREATE_EVENT_INTERFACES",
    "create_event",
    "register_event_interfaces",
]

#: createEvent's step 2 table, in the Standard's order: the ASCII-lowercase string, the
#: interface (and, in the comment, the standard that defines it).
CREATE_EVENT_INTERFACES: Mapping[str, str] = {
    "beforeunloadevent": "BeforeUnloadEvent",  # HTML
    "compositionevent": "CompositionEvent",  # UI Events
    "customevent": "CustomEvent",
    "devicemotionevent": "DeviceMotionEvent",  # DeviceOrientation Event
    "deviceorientationevent": "DeviceOrientationEvent",  # DeviceOrientation Event
    "dragevent": "DragEvent",  # HTML
    "event": "Event",
    "events": "Event",
    "focusevent": "FocusEvent",  # UI Events
    "hashchangeevent": "HashChangeEvent",  # HTML
    "htmlevents": "Event",
    "keyboardevent": "KeyboardEvent",  # UI Events
    "messageevent": "MessageEvent",  # HTML
    "mouseevent": "MouseEvent",  # UI Events
    "mouseevents": "MouseEvent",  # UI Events
    "storageevent": "StorageEvent",  # HTML
    "svgevents": "Event",
    "textevent": "TextEvent",  # UI Events
    "touchevent": "TouchEvent",  # Touch Events
    "uievent": "UIEvent",  # UI Events
    "uievents": "UIEvent",  # UI Events
}

#: The event interfaces webapi has (exposed), by name: their impl classes.
_EXPOSED: dict[str, type[EventImpl]] = {"Event": EventImpl, "CustomEvent": CustomEventImpl}


def register_event_interfaces(interfaces: Mapping[str, type[EventImpl]]) -> None:
    """Expose the event interfaces ``interfaces`` (name -> impl class, an ``EventImpl``
    subclass whose generated class has set ``_interface_class``) to ``createEvent``."""
    for name, impl_class in interfaces.items():
        if not (isinstance(impl_class, type) and issubclass(impl_class, EventImpl)):
            raise TypeError(f"register_event_interfaces: {name!r} is not an event impl class")
        _EXPOSED[name] = impl_class


def create_event(this: DocumentImpl, interface: str) -> EventImpl:
    """https://dom.spec.whatwg.org/#dom-document-createevent"""
    constructor = CREATE_EVENT_INTERFACES.get(ascii_lowercase(interface))  # 1., 2.
    if constructor is None:  # 3.
        raise DOMException(
            f"The interface {interface!r} is not one createEvent knows.", "NotSupportedError"
        )
    impl_class = _EXPOSED.get(constructor)
    if impl_class is None:
        provider = _PROVIDERS.get(constructor)
        if provider is not None and load_provider(provider):
            impl_class = _EXPOSED.get(constructor)  # (registered by the provider's loading)
    if impl_class is None:  # 4.
        raise DOMException(
            f"The interface {constructor} is not exposed in webapi.", "NotSupportedError"
        )
    event = create_an_event(impl_class)  # 5.
    event._type = ""  # 6.
    event._time_stamp = current_time()  # 7.
    event._is_trusted = False  # 8.
    event._initialized_flag = False  # 9.
    return event  # 10.


#: The interfaces of the table other packages register, by what loads them (webapi/_lazy.py's
#: providers): UI Events' (``webapi.uievents``) and HTML's (``webapi.html``'s events).
_PROVIDERS = {
    **dict.fromkeys(
        ["CompositionEvent", "FocusEvent", "KeyboardEvent", "MouseEvent", "TextEvent", "UIEvent"],
        "uievents",
    ),
    **dict.fromkeys(
        ["BeforeUnloadEvent", "HashChangeEvent", "MessageEvent", "StorageEvent"], "html-events"
    ),
}
