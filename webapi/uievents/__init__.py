"""UI Events (https://w3c.github.io/uievents/): ``UIEvent``, ``FocusEvent``, ``MouseEvent``,
``WheelEvent``, ``KeyboardEvent``, ``CompositionEvent``, ``InputEvent`` and the legacy
``TextEvent``, generated from the specification's Web IDL over the DOM's ``Event``, as in
JavaScript (``MouseEvent("click", {"clientX": 5, "button": 2})``,
``event.getModifierState("Shift")``).

webapi has no input devices, layout or ``Window``: these are the events a program constructs
and dispatches. Importing this package exposes them to ``document.createEvent("MouseEvent")``
and its other legacy names (``webapi.html`` imports it; with the DOM alone, createEvent gives
``NotSupportedError`` for them, as a browser does for an interface it does not expose).

Loaded on first use: ``import webapi`` does not import this package.
"""

from webapi.dom.engine import register_event_interfaces as _register

from ._bindings import CompositionEvent as CompositionEvent
from ._bindings import CompositionEventInit as CompositionEventInit
from ._bindings import EventModifierInit as EventModifierInit
from ._bindings import FocusEvent as FocusEvent
from ._bindings import FocusEventInit as FocusEventInit
from ._bindings import InputEvent as InputEvent
from ._bindings import InputEventInit as InputEventInit
from ._bindings import KeyboardEvent as KeyboardEvent
from ._bindings import KeyboardEventInit as KeyboardEventInit
from ._bindings import MouseEvent as MouseEvent
from ._bindings import MouseEventInit as MouseEventInit
from ._bindings import TextEvent as TextEvent
from ._bindings import UIEvent as UIEvent
from ._bindings import UIEventInit as UIEventInit
from ._bindings import WheelEvent as WheelEvent
from ._bindings import WheelEventInit as WheelEventInit

__all__ = [
    "CompositionEvent",
    "CompositionEventInit",
    "EventModifierInit",
    "FocusEvent",
    "FocusEventInit",
    "InputEvent",
    "InputEventInit",
    "KeyboardEvent",
    "KeyboardEventInit",
    "MouseEvent",
    "MouseEventInit",
    "TextEvent",
    "UIEvent",
    "UIEventInit",
    "WheelEvent",
    "WheelEventInit",
]

_register(
    {
        cls.__name__: next(base for base in cls.__mro__ if base.__name__ == cls.__name__ + "Impl")
        for cls in (CompositionEvent, FocusEvent, KeyboardEvent, MouseEvent, TextEvent, UIEvent)
    }
)
