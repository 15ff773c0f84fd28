"""The HTML Standard's event interfaces as :mod:`webapi.html` exports them (``SubmitEvent``,
``HashChangeEvent``, ...: generated in ``_event_bindings`` over ``_event_interfaces``), and
their registration with the DOM's ``document.createEvent`` table when this module loads (the
DOM loads it on the first ``createEvent`` of one of them: ``webapi/_lazy.py``'s
"html-events" provider).
"""

from webapi.dom.engine import register_event_interfaces as _register

from ._activation import impl_class as _impl_class
from ._event_bindings import BeforeUnloadEvent as BeforeUnloadEvent
from ._event_bindings import CommandEvent as CommandEvent
from ._event_bindings import CommandEventInit as CommandEventInit
from ._event_bindings import ErrorEvent as ErrorEvent
from ._event_bindings import ErrorEventInit as ErrorEventInit
from ._event_bindings import FormDataEvent as FormDataEvent
from ._event_bindings import FormDataEventInit as FormDataEventInit
from ._event_bindings import HashChangeEvent as HashChangeEvent
from ._event_bindings import HashChangeEventInit as HashChangeEventInit
from ._event_bindings import MessageEvent as MessageEvent
from ._event_bindings import MessageEventInit as MessageEventInit
from ._event_bindings import PageTransitionEvent as PageTransitionEvent
from ._event_bindings import PageTransitionEventInit as PageTransitionEventInit
from ._event_bindings import PopStateEvent as PopStateEvent
from ._event_bindings import PopStateEventInit as PopStateEventInit
from ._event_bindings import PromiseRejectionEvent as PromiseRejectionEvent
from ._event_bindings import PromiseRejectionEventInit as PromiseRejectionEventInit
from ._event_bindings import StorageEvent as StorageEvent
from ._event_bindings import StorageEventInit as StorageEventInit
from ._event_bindings import SubmitEvent as SubmitEvent
from ._event_bindings import SubmitEventInit as SubmitEventInit
from ._event_bindings import ToggleEvent as ToggleEvent
from ._event_bindings import ToggleEventInit as ToggleEventInit

__all__ = [
    "BeforeUnloadEvent",
    "CommandEvent",
    "CommandEventInit",
    "ErrorEvent",
    "ErrorEventInit",
    "FormDataEvent",
    "FormDataEventInit",
    "HashChangeEvent",
    "HashChangeEventInit",
    "MessageEvent",
    "MessageEventInit",
    "PageTransitionEvent",
    "PageTransitionEventInit",
    "PopStateEvent",
    "PopStateEventInit",
    "PromiseRejectionEvent",
    "PromiseRejectionEventInit",
    "StorageEvent",
    "StorageEventInit",
    "SubmitEvent",
    "SubmitEventInit",
    "ToggleEvent",
    "ToggleEventInit",
]

_register(
    {
        cls.__name__: _impl_class(cls)
        for cls in (
            BeforeUnloadEvent,
            ErrorEvent,
            FormDataEvent,
            HashChangeEvent,
            MessageEvent,
            PageTransitionEvent,
            PopStateEvent,
            PromiseRejectionEvent,
            StorageEvent,
            SubmitEvent,
            ToggleEvent,
        )
    }
)
