"""HTML's event handlers (https://html.spec.whatwg.org/#event-handler-attributes), what an
event handler IDL attribute needs: getting and setting it, activating and deactivating the
handler, and the event handler processing algorithm. The generated classes call
:func:`get_event_handler` and :func:`set_event_handler` with the attribute's name
(``event_handlers`` of idl/dom.extras.toml: ``AbortSignal.onabort``, ``Document``'s
``GlobalEventHandlers``; HTML's elements go through ``webapi.html``, which determines the target
of a body's Window-forwarded handlers first). Content attributes (``onclick="..."``) store an
:class:`InternalRawUncompiledHandler` (``webapi.html``'s attribute change steps), which
"getting the current value of the event handler" compiles with the node document's **script
engine** (:func:`set_script_engine`); without one, scripting is disabled: the value reads as
None and nothing runs. No ``onerror`` special case (it is a ``Window``'s: webapi has none), no
``BeforeUnloadEvent`` special case (its handler is a ``Window``'s too).

A document's engine is kept in the document (its ``_cache``), not in a table of the module: an
engine often references the document it runs for, and a table would keep both alive for ever.
Thread safety: set engines before other threads use the documents.
"""

from __future__ import annotations

from webapi._webidl import UserCallback, is_coroutine, run_a_coroutine

from ._events import (
    EventListener,
    EventTargetImpl,
    add_an_event_listener,
    listener_reporter,
    remove_an_event_listener,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ._event import EventImpl
    from ._nodes import DocumentImpl

    #: A script engine: given the element, the event handler's name (``"onclick"``) and the
    #: content attribute's value (the body), the compiled handler (a callable given the event)
    #: or None (the body does not compile).
    ScriptEngine = Callable[[Any, str, str], object]

__all__ = [
    "SCRIPTING",
    "EventHandler",
    "InternalRawUncompiledHandler",
    "activated_event_handler",
    "event_handler_processing_algorithm",
    "get_event_handler",
    "get_the_current_value_of_the_event_handler",
    "script_engine",
    "set_event_handler",
    "set_script_engine",
]

#: ``SCRIPTING[0]``: whether some document has ever had a script engine. Until then no
#: content attribute can ever run, and the parser and cloning skip the attribute change
#: steps of event handler content attributes (nothing could observe them).
SCRIPTING = [False]

#: The key of a document's script engine in its ``_cache``.
_ENGINE = "script engine"


def set_script_engine(document: DocumentImpl, engine: ScriptEngine | None) -> None:
    """Make ``engine`` the document's script engine (None: scripting disabled again)."""
    cache = document._cache
    if engine is None:
        if cache is not None:
            cache.pop(_ENGINE, None)
        return
    SCRIPTING[0] = True
    if cache is None:
        cache = document._cache = {}
    cache[_ENGINE] = engine


def script_engine(document: DocumentImpl) -> ScriptEngine | None:
    """The document's script engine, or None: "scripting is disabled" for it."""
    if not SCRIPTING[0]:
        return None
    cache = document._cache
    return None if cache is None else cache.get(_ENGINE)  # type: ignore[return-value]


class InternalRawUncompiledHandler:
    """https://html.spec.whatwg.org/multipage/webappapis.html#internal-raw-uncompiled-handler:
    an event handler content attribute's value (the body), not yet compiled."""

    __slots__ = ("body",)

    def __init__(self, body: str) -> None:
        self.body = body

    def __repr__(self) -> str:
        return f"<InternalRawUncompiledHandler {self.body!r}>"


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


def activated_event_handler(event_target: EventTargetImpl, name: str) -> EventHandler | None:
    """The target's event handler named ``name`` when activated (its listener is in the
    target's list), else None."""
    return _activated(event_target, name)[1]


def get_the_current_value_of_the_event_handler(
    event_target: EventTargetImpl, handler: EventHandler
) -> Any:
    """https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler:
    a raw uncompiled handler is compiled by the node document's script engine (the callable it
    gives is held as the IDL setter's values are, a ``UserCallback``) (step 1.3's
    "if scripting is disabled for document, return null": no engine); a body the engine does
    not compile (None or a value that is not callable) sets the handler's value to null (step
    1.8's "set eventHandler's value to null and return null")."""
    value = handler.value
    if type(value) is not InternalRawUncompiledHandler:  # 1.
        return value  # 2.
    # 1.1. An element's node document, or a Window's associated Document (a body's
    # Window-forwarded content attribute: the handler is the window's, element null).
    document = getattr(event_target, "_node_document", None)
    if document is None:
        document = getattr(event_target, "_document", None)
    engine = None if document is None else script_engine(document)
    if engine is None:  # 1.3.
        return None
    function = engine(event_target, handler.name, value.body)  # 1.4.-1.13.
    compiled = UserCallback(function) if callable(function) else None
    if handler.value is value:  # 1.14. (unless the engine set another value meanwhile)
        handler.value = compiled
    return compiled


def get_event_handler(event_target: EventTargetImpl, name: str) -> Any:
    """The getter of an event handler IDL attribute
    (https://html.spec.whatwg.org/#event-handler-idl-attributes): the current value of the
    handler, or None."""
    handler = _activated(event_target, name)[1]
    if handler is None:
        return None
    return get_the_current_value_of_the_event_handler(event_target, handler)


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
    Standard says (without the cancelable check of "set the canceled flag"); a coroutine (an
    ``async def`` handler's) runs as an async listener's (``run_a_coroutine``)."""
    callback = handler.value  # 1.
    if type(callback) is InternalRawUncompiledHandler:
        target = event._current_target
        if target is None:
            return
        callback = get_the_current_value_of_the_event_handler(target, handler)
    if not callable(callback):  # 2.  # null; or an object, which Web IDL invokes as undefined
        return  # ([LegacyTreatNonObjectAsNull], https://webidl.spec.whatwg.org/#invoke-a-callback-function)
    return_value = callback(event)  # 4.
    if return_value is False:  # 5.
        event._canceled_flag = True
    elif return_value is not None and is_coroutine(return_value):
        # An async function's return value is a promise, never false: its body runs as an
        # async listener's does.
        run_a_coroutine(return_value, listener_reporter(event._type, handler))
