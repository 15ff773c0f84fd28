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
(``<button onclick="...">``) stay inert: webapi runs no script, so setting one neither
activates nor changes a handler.

The body's and frameset's Window-forwarded handlers: "determining the target of an event
handler" gives the node document's relevant global object when the document is active, and
null otherwise; webapi has no ``Window`` (no document is active), so their getters give None
and their setters do nothing, as a browser does for the body of a document without a browsing
context (``DOMParser``'s).
"""

from __future__ import annotations

from webapi.dom.engine import ElementImpl, EventTargetImpl
from webapi.dom.engine import get_event_handler as _get
from webapi.dom.engine import set_event_handler as _set
from webapi.infra import HTML_NAMESPACE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "WINDOW_REFLECTING_BODY_ELEMENT_EVENT_HANDLER_SET",
    "determine_the_target",
    "get_event_handler",
    "set_event_handler",
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
    # 3.-4. The node document is not an active document (webapi has no browsing context);
    # its relevant global object would be a Window, which webapi has none of.
    return None


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
