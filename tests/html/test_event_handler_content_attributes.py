"""Event handler content attributes (``onclick="..."``) and the script engine hook, from the
HTML Standard's text (https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes):
the attribute change steps store an internal raw uncompiled handler and activate the handler,
so its listener's place among the target's listeners is fixed when the attribute is set;
"getting the current value of the event handler" compiles the body with the document's script
engine, or gives null when scripting is disabled (no engine); removing the attribute
deactivates the handler; the compiled handler receives the event and its ``False`` cancels."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import Document, Event
from webapi.html import DOMParser, set_script_engine


class Engine:
    """A script engine recording what it compiles; a body is compiled to a handler that
    records (body, event) in ``ran`` and returns what ``returns`` maps the body to (None by
    default); the body "syntax error" does not compile."""

    def __init__(self) -> None:
        self.compiled: list[tuple[str, str, str]] = []
        self.ran: list[tuple[str, Any]] = []
        self.returns: dict[str, object] = {}

    def __call__(self, element: Any, name: str, body: str) -> Any:
        self.compiled.append((element.localName, name, body))
        if body == "syntax error":
            return None

        def handler(event: Any) -> object:
            self.ran.append((body, event))
            return self.returns.get(body)

        return handler


@pytest.fixture
def document() -> Document:
    return DOMParser().parseFromString("<!doctype html><body><div id=d></div>", "text/html")


def test_no_engine_reads_null_and_runs_nothing(document: Document) -> None:
    div = document.getElementById("d")
    div.setAttribute("onclick", "a")
    assert div.onclick is None
    assert div.dispatchEvent(Event("click", {"cancelable": True})) is True
    engine = Engine()
    set_script_engine(document, engine)
    assert engine.compiled == []  # compiled only when its value is needed
    div.dispatchEvent(Event("click"))
    assert engine.compiled == [("div", "onclick", "a")]
    assert [body for body, _ in engine.ran] == ["a"]


def test_the_listener_takes_its_place_when_the_attribute_is_set(document: Document) -> None:
    engine = Engine()
    set_script_engine(document, engine)
    div = document.getElementById("d")
    order: list[str] = []
    div.addEventListener("click", lambda event: order.append("first"))
    div.setAttribute("onclick", "handler")
    div.addEventListener("click", lambda event: order.append("last"))
    engine.ran = order  # type: ignore[assignment]  # the handlers record into the same list
    div.dispatchEvent(Event("click"))
    assert [entry if isinstance(entry, str) else entry[0] for entry in order] == [
        "first",
        "handler",
        "last",
    ]
    # a new value keeps the place, and so does an IDL attribute's value
    order.clear()
    div.setAttribute("onclick", "again")
    div.dispatchEvent(Event("click"))
    assert [entry if isinstance(entry, str) else entry[0] for entry in order] == [
        "first",
        "again",
        "last",
    ]
    div.onclick = lambda event: order.append("idl")
    order.clear()
    div.dispatchEvent(Event("click"))
    assert order == ["first", "idl", "last"]


def test_removing_the_attribute_deactivates_the_handler(document: Document) -> None:
    engine = Engine()
    set_script_engine(document, engine)
    div = document.getElementById("d")
    div.setAttribute("onclick", "a")
    assert callable(div.onclick)
    div.removeAttribute("onclick")
    assert div.onclick is None
    div.dispatchEvent(Event("click"))
    assert engine.ran == []
    # set again: a new activation, at the end of the list
    order: list[str] = []
    div.addEventListener("click", lambda event: order.append("listener"))
    div.setAttribute("onclick", "b")
    engine.returns["b"] = None
    div.dispatchEvent(Event("click"))
    assert order == ["listener"] and [body for body, _ in engine.ran] == ["b"]


def test_the_compiled_handler_gets_the_event_and_false_cancels(document: Document) -> None:
    engine = Engine()
    engine.returns["cancel"] = False
    set_script_engine(document, engine)
    div = document.getElementById("d")
    div.setAttribute("onclick", "cancel")
    event = Event("click", {"cancelable": True})
    assert div.dispatchEvent(event) is False
    assert event.defaultPrevented
    assert engine.ran == [("cancel", event)]
    assert engine.compiled == [("div", "onclick", "cancel")]  # compiled once
    div.dispatchEvent(Event("click"))
    assert len(engine.compiled) == 1


def test_a_body_that_does_not_compile_is_null(document: Document) -> None:
    engine = Engine()
    set_script_engine(document, engine)
    div = document.getElementById("d")
    div.setAttribute("onclick", "syntax error")
    assert div.onclick is None
    div.dispatchEvent(Event("click"))
    assert engine.ran == []


def test_parsed_cloned_and_inner_html_attributes(document: Document) -> None:
    # the parser's elements before any engine: activated, in tree order, when one is set
    parsed = DOMParser().parseFromString(
        "<button id=a onclick=first>a</button><p id=b onclick=second onfoo=x>b</p>", "text/html"
    )
    engine = Engine()
    set_script_engine(parsed, engine)
    parsed.getElementById("a").click()
    parsed.getElementById("b").click()
    assert [body for body, _ in engine.ran] == ["first", "second"]
    engine.ran.clear()
    # innerHTML's and cloneNode's elements carry their attributes' handlers
    parsed.body.innerHTML = "<i onclick=inner>i</i>"
    italic = parsed.body.firstChild
    italic.click()
    copy = italic.cloneNode(True)
    copy.click()
    assert [body for body, _ in engine.ran] == ["inner", "inner"]
    # onfoo is no event handler content attribute: never compiled
    assert all(name != "onfoo" for _, name, _ in engine.compiled)


def test_the_engine_is_the_documents(document: Document) -> None:
    engine = Engine()
    set_script_engine(document, engine)
    other = DOMParser().parseFromString("<div id=d onclick=x></div>", "text/html")
    other.getElementById("d").click()
    assert other.getElementById("d").onclick is None and engine.compiled == []
    set_script_engine(document, None)  # scripting disabled again
    div = document.getElementById("d")
    div.setAttribute("onclick", "y")
    assert div.onclick is None


def test_body_window_handlers_have_no_target(document: Document) -> None:
    engine = Engine()
    set_script_engine(document, engine)
    document.body.setAttribute("onload", "x")
    document.body.setAttribute("onclick", "y")
    assert document.body.onload is None
    assert callable(document.body.onclick)


def test_bad_arguments() -> None:
    with pytest.raises(TypeError, match="document"):
        set_script_engine("not a document", None)  # type: ignore[arg-type]
    parsed = DOMParser().parseFromString("", "text/html")
    with pytest.raises(TypeError, match="engine"):
        set_script_engine(parsed, 3)  # type: ignore[arg-type]


def test_a_document_with_a_script_engine_is_freed() -> None:
    # the engines were kept in a table of the module whose values (an engine referencing its
    # document, as one running scripts for it does) kept their keys alive for ever
    import gc
    import weakref

    document = DOMParser().parseFromString("<body onclick='x'>", "text/html")

    def engine(element: Any, name: str, body: str, document: Any = document) -> Any:
        return lambda event: document.title

    set_script_engine(document, engine)
    assert document.body.onclick is not None
    reference = weakref.ref(document)
    del document, engine
    gc.collect()
    assert reference() is None


def test_body_window_handlers_of_an_active_document_are_the_windows() -> None:
    # ("determining the target of an event handler", steps 3-4: an active document's body
    # forwards them to its relevant global object; WPT's the-history-interface/005.html)
    from webapi.eventloop import VirtualClock
    from webapi.html import create_top_level_traversable, document_from_response

    document = document_from_response(
        b"<!doctype html><body onpopstate='pop'>", "https://a.example/", "text/html"
    )
    window = create_top_level_traversable(document, clock=VirtualClock())
    compiled: list[tuple[Any, str, str]] = []
    ran: list[str] = []

    def engine(target: Any, name: str, body: str) -> Any:
        compiled.append((target, name, body))
        return lambda event: ran.append(event.type)

    set_script_engine(document, engine)  # (the parser's attribute, activated now)
    assert window.onpopstate is not None and document.body.onpopstate is window.onpopstate
    assert compiled == [(window, "onpopstate", "pop")]
    window.history.pushState(None, "")
    window.history.back()
    window.event_loop.run_until_idle()
    assert ran == ["popstate"]
    handler = lambda event: None  # noqa: E731
    document.body.onhashchange = handler
    assert window.onhashchange is handler and document.body.onhashchange is handler
