"""The event handler IDL attributes of HTML's elements
(https://html.spec.whatwg.org/multipage/webappapis.html#event-handlers-on-elements,-document-objects,-and-window-objects):
the ``GlobalEventHandlers`` members of every HTML element (``onclick``...), and the
``WindowEventHandlers`` members of ``body`` and ``frameset`` (``onhashchange``...) with the
Window-reflecting body element event handler set (``onblur``, ``onerror``, ``onfocus``,
``onload``, ``onresize``, ``onscroll``). The generated classes (``idl/html.events.webidl``)
call :func:`get_event_handler` and :func:`set_event_handler` with the attribute's name
(idl/html.extras.toml's ``event_handlers``).

A Python callable is the handler (``button.onclick = lambda event: ...``; returning ``False``
cancels the event: the event handler processing algorithm). Content attributes
(``<button onclick="...">``) follow the Standard's attribute change steps
(:func:`event_handler_content_attribute_change_steps`): setting one stores the body as an
internal raw uncompiled handler and activates the handler (its listener takes its place among
the target's listeners then), removing one deactivates it. The body runs only through a
**script engine** (:func:`set_script_engine`), which compiles it when the handler's current
value is first needed; without one, scripting is disabled for the document: the IDL attribute
reads None and nothing runs.

The body's and frameset's Window-forwarded handlers: "determining the target of an event
handler" gives the node document's relevant global object when the document is active (the
``Window`` of the navigable showing it: a body's ``onpopstate`` is the window's), and null
otherwise, so their getters give None and their setters do nothing for the body of a document
without a browsing context (``DOMParser``'s), as in a browser.
"""

from __future__ import annotations

from webapi._webidl import argument_error
from webapi.dom.engine import (
    SCRIPTING,
    DocumentImpl,
    ElementImpl,
    EventTargetImpl,
    InternalRawUncompiledHandler,
    activated_event_handler,
    descendants,
)
from webapi.dom.engine import get_event_handler as _get
from webapi.dom.engine import set_event_handler as _set
from webapi.dom.engine import set_script_engine as _set_script_engine
from webapi.infra import HTML_NAMESPACE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = [
    "WINDOW_REFLECTING_BODY_ELEMENT_EVENT_HANDLER_SET",
    "determine_the_target",
    "event_handler_content_attribute_change_steps",
    "get_event_handler",
    "is_event_handler_content_attribute",
    "set_event_handler",
    "set_script_engine",
]

#: https://html.spec.whatwg.org/multipage/webappapis.html#window-reflecting-body-element-event-handler-set
WINDOW_REFLECTING_BODY_ELEMENT_EVENT_HANDLER_SET = frozenset(
    ["onblur", "onerror", "onfocus", "onload", "onresize", "onscroll"]
)


def _is_window_event_handler(element: ElementImpl, name: str) -> bool:
    """Whether ``name``, an event handler IDL attribute of a ``body`` or ``frameset``, is a
    ``WindowEventHandlers`` member: not one of the generated ``HTMLElement`` class's (its
    ``GlobalEventHandlers``)."""
    html_element = next((c for c in type(element).__mro__ if c.__name__ == "HTMLElement"), None)
    return html_element is not None and not hasattr(html_element, name)


def determine_the_target(event_target: EventTargetImpl, name: str) -> EventTargetImpl | None:
    """https://html.spec.whatwg.org/multipage/webappapis.html#determining-the-target-of-an-event-handler"""
    if not (
        isinstance(event_target, ElementImpl)
        and event_target._namespace == HTML_NAMESPACE
        and event_target._local_name in ("body", "frameset")
    ):  # 1.
        return event_target
    if (
        name not in WINDOW_REFLECTING_BODY_ELEMENT_EVENT_HANDLER_SET
        and not _is_window_event_handler(event_target, name)
    ):  # 2.
        return event_target
    # (the node document's defaultView: its browsing context's Window while it is the active
    # document, else null)
    window = getattr(event_target._node_document, "defaultView", None)
    if not isinstance(window, EventTargetImpl):  # 3. (not an active document)
        return None
    return window  # 4. (its relevant global object)


def get_event_handler(event_target: EventTargetImpl, name: str) -> Any:
    """https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes (the
    getter): the handler's value, or None."""
    target = determine_the_target(event_target, name)  # 1.
    if target is None:  # 2.
        return None
    return _get(target, name)  # 3.


def set_event_handler(event_target: EventTargetImpl, name: str, value: object) -> None:
    """The event handler IDL attribute's setter: None deactivates the handler; a callable
    becomes its value (activating it the first time)."""
    target = determine_the_target(event_target, name)  # 1.
    if target is None:  # 2.
        return
    _set(target, name, value)  # 3.-4.
    steps = getattr(target, "_event_handler_set_steps", None)
    if steps is not None:  # (a MessagePort's onmessage enables its port message queue)
        steps(name)


def is_event_handler_content_attribute(element: ElementImpl, local_name: str) -> bool:
    """Whether ``local_name`` names one of the element's event handler content attributes:
    those of its event handler IDL attributes (``onclick``; a body's ``onhashchange``)."""
    return local_name.startswith("on") and isinstance(
        getattr(type(element), local_name, None), property
    )


def event_handler_content_attribute_change_steps(
    element: ElementImpl, local_name: str, value: str | None
) -> None:
    """The attribute change steps of event handler content attributes
    (https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes:concept-element-attributes-change-ext),
    for an attribute of the null namespace (the caller's step 1 check)."""
    if not is_event_handler_content_attribute(element, local_name):  # 1.
        return
    target = determine_the_target(element, local_name)  # 2.
    if target is None:
        return
    if value is None:  # 3. deactivate an event handler
        _set(target, local_name, None)
        return
    # 4. (Content Security Policy: none) 5.-8. the value becomes an internal raw uncompiled
    # handler; 9. activate an event handler (its listener is kept where it is when active).
    _set(target, local_name, InternalRawUncompiledHandler(value))


def set_script_engine(document: object, engine: Callable[[Any, str, str], object] | None) -> None:
    """Give ``document`` a script engine, which makes scripting enabled for it: ``engine(element,
    name, body)`` is called when an event handler content attribute's handler is first needed
    (read through its IDL attribute, or an event reaches its listener) with the element (the
    ``Window``, for a body's handler that is the window's: ``onpopstate``...), the
    handler's name (``"onclick"``) and the attribute's value, and returns the handler (a
    callable given the event: returning ``False`` cancels it) or None when the body does not
    compile (the handler's value becomes None). The engine decides the rest of the Standard's
    compilation (the scope: the element, its form owner, the document; ``this``). ``None``
    disables scripting again. Without an engine (the default) the IDL attributes of content
    attributes read None and nothing runs. A window's string timer handler
    (``setTimeout("code")``) is compiled by it too, as ``engine(window, "setTimeout", source)``
    (or ``"setInterval"``) when the timer runs.

    Elements already in the document with event handler content attributes that webapi has
    not yet activated (the parser's, while no document had an engine) have them activated now,
    in tree order, as if set at this moment.
    """
    if not isinstance(document, DocumentImpl):
        raise argument_error("set_script_engine", "document", document, "a Document")
    if engine is not None and not callable(engine):
        raise argument_error("set_script_engine", "engine", engine, "a callable or None")
    _set_script_engine(document, engine)
    if engine is None:
        return
    for node in descendants(document):
        if not isinstance(node, ElementImpl) or node._namespace != HTML_NAMESPACE:
            continue
        for name, value in _on_attributes(node):
            target = determine_the_target(node, name)
            if target is not None and activated_event_handler(target, name) is None:
                event_handler_content_attribute_change_steps(node, name, value)


def _on_attributes(element: ElementImpl) -> list[tuple[str, str]]:
    """The element's attributes of the null namespace whose names begin with ``on``."""
    attrs = element._attrs
    if not attrs:
        return []
    if isinstance(attrs, dict):
        return [(k, v) for k, v in attrs.items() if k.startswith("on")]
    return [
        (a._local_name, a._value)
        for a in attrs
        if a._namespace is None and a._local_name.startswith("on")
    ]


def parser_event_handler_attributes(element: ElementImpl) -> None:
    """The attribute change steps the parser's appending of ``element``'s attributes runs
    (create an element for a token), once some document has a script engine (before, nothing
    could observe them)."""
    if SCRIPTING[0]:
        for name, value in _on_attributes(element):
            event_handler_content_attribute_change_steps(element, name, value)
