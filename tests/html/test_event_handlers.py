"""HTML's event handler IDL attributes on its elements (``onclick``... of GlobalEventHandlers;
``body``'s and ``frameset``'s WindowEventHandlers), from the Standard's "event handlers" text:
getting and setting, the handler's listener keeping the position of its first activation, the
event handler processing algorithm's return value, non-callables as null, the Window-forwarded
handlers of ``body`` (no Window: null), content attributes without a script engine
(tests/html/test_event_handler_content_attributes.py has the rest)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import Document, Event
from webapi.html import DOMParser, HTMLElement
from webapi.uievents import MouseEvent


@pytest.fixture
def document() -> Document:
    return DOMParser().parseFromString("<!doctype html><body><p id=p>x</p>", "text/html")


def test_every_global_event_handler_is_an_attribute(document: Document) -> None:
    element = document.getElementById("p")
    names = [name for name in vars(HTMLElement) if name.startswith("on")]
    assert "onclick" in names and "onsubmit" in names and "onerror" in names
    assert len(names) >= 70
    for name in names:
        assert getattr(element, name) is None
        handler = lambda event: None  # noqa: E731
        setattr(element, name, handler)
        assert getattr(element, name) is handler
        setattr(element, name, None)
        assert getattr(element, name) is None


def test_the_handler_runs_with_the_event_and_false_cancels(document: Document) -> None:
    element = document.getElementById("p")
    seen: list[Any] = []
    element.onclick = lambda event: seen.append(event) or False
    event = MouseEvent("click", {"cancelable": True})
    assert element.dispatchEvent(event) is False
    assert seen == [event] and event.defaultPrevented is True
    element.onclick = lambda event: 0  # only false cancels (not a falsy value)
    event = Event("click", {"cancelable": True})
    assert element.dispatchEvent(event) is True


def test_the_listener_keeps_the_place_of_the_first_activation(document: Document) -> None:
    element = document.getElementById("p")
    order: list[str] = []
    element.addEventListener("click", lambda event: order.append("first"))
    element.onclick = lambda event: order.append("handler 1")
    element.addEventListener("click", lambda event: order.append("last"))
    element.onclick = lambda event: order.append("handler 2")  # same place
    element.dispatchEvent(Event("click"))
    assert order == ["first", "handler 2", "last"]
    order.clear()
    element.onclick = None  # deactivated: the listener removed
    element.onclick = lambda event: order.append("handler 3")  # activated again: at the end
    element.dispatchEvent(Event("click"))
    assert order == ["first", "last", "handler 3"]


def test_a_non_callable_is_null(document: Document) -> None:
    # [LegacyTreatNonObjectAsNull]: a value that is not a function is null
    element = document.getElementById("p")
    element.onclick = "alert(1)"
    assert element.onclick is None


def test_an_object_with_handle_event_is_not_a_handler(document: Document) -> None:
    # EventHandlerNonNull is a callback function, not a callback interface
    class Listener:
        def handleEvent(self, event: Event) -> None:
            raise AssertionError("never called")

    element = document.getElementById("p")
    element.onclick = Listener()
    assert element.onclick is None
    element.dispatchEvent(Event("click"))


def test_a_raising_handler_is_reported_and_dispatch_goes_on(document: Document) -> None:
    from webapi.dom._events import set_exception_reporter

    element = document.getElementById("p")
    reports: list[Any] = []
    previous = set_exception_reporter(reports.append)
    try:
        after: list[str] = []
        element.onclick = lambda event: 1 / 0
        element.addEventListener("click", lambda event: after.append("next"))
        element.dispatchEvent(Event("click"))
    finally:
        set_exception_reporter(previous)
    assert [type(r.exc_value) for r in reports] == [ZeroDivisionError]
    assert after == ["next"]


def test_content_attributes_without_a_script_engine(document: Document) -> None:
    # no script engine, scripting is disabled: onclick="..." reads as null and runs nothing,
    # yet it is the handler's value (the attribute change steps): it replaces an IDL-set
    # handler, and removing the attribute deactivates the handler
    parsed = DOMParser().parseFromString("<button id=b onclick='x()'>b</button>", "text/html")
    button = parsed.getElementById("b")
    assert button.onclick is None
    ran: list[object] = []
    button.onclick = ran.append
    button.setAttribute("onclick", "y()")
    assert button.onclick is None
    button.click()
    assert ran == []
    button.onclick = ran.append
    button.removeAttribute("onclick")
    assert button.onclick is None


def test_body_window_handlers_have_no_target_without_a_window(document: Document) -> None:
    # determining the target of an event handler: body's onload (Window-reflecting) and
    # onhashchange (WindowEventHandlers) are the Window's; webapi has none: null, ignored
    body = document.body
    for name in ("onload", "onblur", "onerror", "onfocus", "onresize", "onscroll", "onhashchange"):
        setattr(body, name, lambda event: None)
        assert getattr(body, name) is None
    body.onclick = handler = lambda event: None
    assert body.onclick is handler  # not forwarded: the body's own
    frameset = document.createElement("frameset")
    frameset.onmessage = lambda event: None
    assert frameset.onmessage is None
    div = document.createElement("div")
    div.onload = handler
    assert div.onload is handler  # forwarded only for body and frameset


def test_the_document_has_global_event_handlers(document: Document) -> None:
    # Document includes GlobalEventHandlers: its handler is its own (not forwarded)
    order: list[str] = []
    document.onclick = lambda event: order.append("document")
    document.getElementById("p").onclick = lambda event: order.append("p")
    document.getElementById("p").click()
    assert order == ["p", "document"]
    document.onclick = None
    assert document.onclick is None
