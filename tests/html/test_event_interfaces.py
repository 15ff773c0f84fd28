"""HTML's event interfaces (webapi.html: SubmitEvent, HashChangeEvent, MessageEvent, ...): their
constructors with the dictionaries' defaults, the legacy initializers, Web IDL's conversions,
and ``document.createEvent`` of the DOM's table's HTML names."""

from __future__ import annotations

import pytest

import webapi.html as html
from webapi.dom import Document, DOMException, Event
from webapi.html import DOMParser


@pytest.fixture
def document() -> Document:
    return DOMParser().parseFromString("<p id=p>", "text/html")


def test_defaults() -> None:
    assert html.SubmitEvent("submit").submitter is None
    toggle = html.ToggleEvent("toggle")
    assert (toggle.oldState, toggle.newState) == ("", "")
    pop = html.PopStateEvent("popstate")
    assert (pop.state, pop.hasUAVisualTransition) == (None, False)
    hashchange = html.HashChangeEvent("hashchange")
    assert (hashchange.oldURL, hashchange.newURL) == ("", "")
    assert html.PageTransitionEvent("pageshow").persisted is False
    error = html.ErrorEvent("error")
    assert (error.message, error.filename, error.lineno, error.colno, error.error) == (
        "",
        "",
        0,
        0,
        None,
    )
    message = html.MessageEvent("message")
    assert (message.data, message.origin, message.lastEventId, message.source) == (
        None,
        "",
        "",
        None,
    )
    assert message.ports == ()
    storage = html.StorageEvent("storage")
    assert (storage.key, storage.oldValue, storage.newValue, storage.url) == (
        None,
        None,
        None,
        "",
    )
    assert storage.storageArea is None


def test_init_dictionaries(document: Document) -> None:
    button = document.createElement("button")
    submit = html.SubmitEvent("submit", {"submitter": button, "bubbles": True})
    assert submit.submitter is button and submit.bubbles is True
    with pytest.raises(TypeError, match="HTMLElement"):
        html.SubmitEvent("submit", {"submitter": document.createElementNS(None, "x")})
    error = html.ErrorEvent("error", {"lineno": 2**32 + 5, "message": 7, "error": ValueError()})
    assert error.lineno == 5 and error.message == "7"  # unsigned long; DOMString
    assert html.HashChangeEvent("h", newURL="https://a/#b").newURL == "https://a/#b"
    channel = html.MessageChannel()
    ports = [channel.port1, channel.port2]
    message = html.MessageEvent("message", {"data": {"k": 1}, "ports": ports})
    assert message.ports == tuple(ports)
    assert message.ports is message.ports  # a frozen array: the same object each time
    with pytest.raises(TypeError, match="MessagePort"):  # (ports are MessagePort objects)
        html.MessageEvent("message", {"ports": [object()]})
    promise = object()
    rejection = html.PromiseRejectionEvent("unhandledrejection", {"promise": promise})
    assert rejection.promise is promise and rejection.reason is None
    with pytest.raises(TypeError):
        html.PromiseRejectionEvent("unhandledrejection", {})  # promise is required


def test_legacy_initializers() -> None:
    message = html.MessageEvent("m")
    port = html.MessageChannel().port1
    message.initMessageEvent("message", True, False, "data", "https://o", "7", None, [port])
    assert (message.type, message.bubbles, message.data, message.origin) == (
        "message",
        True,
        "data",
        "https://o",
    )
    assert (message.lastEventId, message.ports) == ("7", (port,))
    with pytest.raises(TypeError, match="MessagePort"):
        message.initMessageEvent("message", True, False, "data", "https://o", "7", None, [1])
    storage = html.StorageEvent("s")
    area = object()
    storage.initStorageEvent("storage", False, True, "k", None, "v", "https://u/", area)
    assert (storage.type, storage.cancelable, storage.key, storage.newValue) == (
        "storage",
        True,
        "k",
        "v",
    )
    assert storage.storageArea is area


def test_before_unload_event(document: Document) -> None:
    with pytest.raises(TypeError):
        html.BeforeUnloadEvent()  # no constructor
    event = document.createEvent("BeforeUnloadEvent")
    assert type(event) is html.BeforeUnloadEvent
    assert event.returnValue is True  # Event's (the string one is left out)


@pytest.mark.parametrize(
    "string", ["beforeunloadevent", "HashChangeEvent", "MESSAGEEVENT", "storageevent"]
)
def test_create_event(document: Document, string: str) -> None:
    event = document.createEvent(string)
    assert type(event).__name__.lower() == string.lower()
    assert isinstance(event, Event)
    assert (event.type, event.isTrusted) == ("", False)


def test_create_event_drag_event_is_not_exposed(document: Document) -> None:
    # the DOM's table names DragEvent; webapi has no DataTransfer, so no DragEvent
    with pytest.raises(DOMException) as caught:
        document.createEvent("DragEvent")
    assert caught.value.name == "NotSupportedError"


def test_formdata_event_when_the_entry_list_is_constructed(document: Document) -> None:
    # constructing the entry list fires formdata (bubbles) with a FormData over the list,
    # which listeners change; constructing it again meanwhile is refused (InvalidStateError)
    from webapi.xhr import FormData

    parsed = DOMParser().parseFromString(
        "<form id=f><input name=a value=1><button id=b name=s value=v>x</button></form>",
        "text/html",
    )
    form = parsed.getElementById("f")
    seen: list[object] = []

    def listener(event: html.FormDataEvent) -> None:
        assert type(event) is html.FormDataEvent and event.bubbles is True
        assert event.formData is event.formData
        seen.append(list(event.formData.entries()))
        event.formData.append("extra", "x")
        with pytest.raises(DOMException) as caught:
            FormData(form)
        assert caught.value.name == "InvalidStateError"

    parsed.addEventListener("formdata", listener)
    form_data = FormData(form, parsed.getElementById("b"))
    assert seen == [[("a", "1"), ("s", "v")]]
    assert list(form_data.entries()) == [("a", "1"), ("s", "v"), ("extra", "x")]
    assert list(FormData(form).entries())[-1] == ("extra", "x")  # (the listener again)


def test_formdata_event_constructor() -> None:
    from webapi.xhr import FormData

    form_data = FormData()
    assert html.FormDataEvent("formdata", {"formData": form_data}).formData is form_data
    with pytest.raises(TypeError, match="FormData"):
        html.FormDataEvent("formdata", {"formData": {}})
    with pytest.raises(TypeError):
        html.FormDataEvent("formdata")  # the dictionary and its formData are required
    # a required dictionary's members as keywords too
    assert html.FormDataEvent("formdata", formData=form_data).formData is form_data
    assert html.FormDataEvent("formdata", form_data=form_data, bubbles=True).bubbles
    with pytest.raises(TypeError, match=r"2 arguments required, but only 1 present"):
        html.FormDataEvent("formdata", None)
    with pytest.raises(TypeError, match=r"required member formData"):
        html.FormDataEvent("formdata", bubbles=True)
    promise = object()
    assert html.PromiseRejectionEvent("unhandledrejection", promise=promise).promise is promise
