"""UI Events' interfaces (https://w3c.github.io/uievents/) and the DOM's ``createEvent``
(https://dom.spec.whatwg.org/#dom-document-createevent). The expected values are the
specifications'; where UI Events is informative (``which``) or silent without layout
(``layerX``), Chromium 156's answers, each named."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import webapi.html
import webapi.uievents as ui
from webapi.dom import CustomEvent, Document, DOMException, Event

IDL = Path(__file__).resolve().parents[2] / "idl"


@pytest.fixture
def document() -> Document:
    return webapi.html.DOMParser().parseFromString("<p id=p>x</p>", "text/html")


# createEvent's table, as the DOM Standard writes it (string: interface); the interfaces webapi
# has are the DOM's and UI Events'.
TABLE = {
    "beforeunloadevent": "BeforeUnloadEvent",
    "compositionevent": "CompositionEvent",
    "customevent": "CustomEvent",
    "devicemotionevent": "DeviceMotionEvent",
    "deviceorientationevent": "DeviceOrientationEvent",
    "dragevent": "DragEvent",
    "event": "Event",
    "events": "Event",
    "focusevent": "FocusEvent",
    "hashchangeevent": "HashChangeEvent",
    "htmlevents": "Event",
    "keyboardevent": "KeyboardEvent",
    "messageevent": "MessageEvent",
    "mouseevent": "MouseEvent",
    "mouseevents": "MouseEvent",
    "storageevent": "StorageEvent",
    "svgevents": "Event",
    "textevent": "TextEvent",
    "touchevent": "TouchEvent",
    "uievent": "UIEvent",
    "uievents": "UIEvent",
}
HAVE: dict[str, type[Event]] = {
    "Event": Event,
    "CustomEvent": CustomEvent,
    "UIEvent": ui.UIEvent,
    "FocusEvent": ui.FocusEvent,
    "MouseEvent": ui.MouseEvent,
    "KeyboardEvent": ui.KeyboardEvent,
    "CompositionEvent": ui.CompositionEvent,
    "TextEvent": ui.TextEvent,
    # HTML's (webapi.html registers them; DragEvent needs a DataTransfer, which webapi lacks)
    "BeforeUnloadEvent": webapi.html.BeforeUnloadEvent,
    "HashChangeEvent": webapi.html.HashChangeEvent,
    "MessageEvent": webapi.html.MessageEvent,
    "StorageEvent": webapi.html.StorageEvent,
}


@pytest.mark.parametrize("string", sorted(TABLE))
def test_create_event(document: Document, string: str) -> None:
    interface = TABLE[string]
    for spelling in (string, string.upper(), string.title()):  # ASCII case-insensitive
        if interface not in HAVE:  # not exposed in webapi (step 4)
            with pytest.raises(DOMException) as caught:
                document.createEvent(spelling)
            assert caught.value.name == "NotSupportedError"
            continue
        event = document.createEvent(spelling)
        assert type(event) is HAVE[interface]
        assert event.type == ""
        assert event.isTrusted is False
        assert event.bubbles is False and event.cancelable is False
        assert event.timeStamp > 0


def test_create_event_refuses_other_strings(document: Document) -> None:
    for string in ("", "foo", "mouseeventx", "MouseEvent ", "keyevents", "\u212aeyboardevent"):
        with pytest.raises(DOMException) as caught:
            document.createEvent(string)
        assert caught.value.name == "NotSupportedError"
        assert caught.value.code == 9


def test_a_created_event_is_not_initialized_until_init_event(document: Document) -> None:
    event = document.createEvent("Event")
    target = document.getElementById("p")
    # dispatching an uninitialized event: InvalidStateError (the DOM's dispatchEvent step 1)
    with pytest.raises(DOMException) as caught:
        target.dispatchEvent(event)
    assert caught.value.name == "InvalidStateError"
    event.initEvent("x", True, True)
    seen = []
    document.addEventListener("x", lambda e: seen.append(e.eventPhase))
    assert target.dispatchEvent(event) is True
    assert seen == [Event.BUBBLING_PHASE]


def test_defaults_and_dictionaries() -> None:
    mouse = ui.MouseEvent("click")
    assert (mouse.screenX, mouse.clientX, mouse.button, mouse.buttons, mouse.detail) == (0,) * 5
    assert mouse.view is None and mouse.relatedTarget is None
    assert (mouse.ctrlKey, mouse.shiftKey, mouse.altKey, mouse.metaKey) == (False,) * 4
    mouse = ui.MouseEvent("click", {"clientX": 5, "clientY": -3, "button": 2, "buttons": 3})
    assert (mouse.clientX, mouse.clientY, mouse.button, mouse.buttons) == (5, -3, 2, 3)
    # Chromium 156: layerX is clientX (no layout), which is button + 1
    assert (mouse.layerX, mouse.layerY, mouse.which) == (5, -3, 3)
    key = ui.KeyboardEvent("keydown", key="a", code="KeyA", keyCode=65, charCode=97)
    assert (key.key, key.code, key.keyCode, key.charCode, key.which) == ("a", "KeyA", 65, 97, 65)
    assert ui.KeyboardEvent.DOM_KEY_LOCATION_NUMPAD == 3
    assert ui.WheelEvent.DOM_DELTA_PAGE == 2
    wheel = ui.WheelEvent("wheel", deltaY=1.5, deltaMode=1, clientX=2)
    assert (wheel.deltaX, wheel.deltaY, wheel.deltaMode, wheel.clientX) == (0.0, 1.5, 1, 2)
    # UIEventInit's informative which is not kept (Chromium 156: 0)
    assert ui.UIEvent("u", {"which": 5, "detail": 3}).which == 0
    assert ui.UIEvent("u", {"detail": 3}).detail == 3
    assert ui.InputEvent("input").data is None
    assert ui.InputEvent("input", data="x", inputType="insertText").inputType == "insertText"
    assert ui.CompositionEvent("c", data="d").data == "d"


def test_numeric_members_are_converted_as_web_idl_says() -> None:
    # long wraps modulo 2**32, short modulo 2**16 (no [EnforceRange]), doubles must be finite
    assert ui.MouseEvent("m", clientX=2**32 + 7).clientX == 7
    assert ui.MouseEvent("m", button=65535).button == -1
    with pytest.raises(TypeError):
        ui.WheelEvent("w", deltaX=float("nan"))
    with pytest.raises(TypeError):
        ui.FocusEvent("f", relatedTarget=object())  # type: ignore[arg-type]


def test_get_modifier_state() -> None:
    event = ui.KeyboardEvent("k", ctrlKey=True, modifierCapsLock=True, modifierSymbolLock=True)
    assert event.getModifierState("Control") and event.getModifierState("CapsLock")
    assert event.getModifierState("SymbolLock")
    assert not event.getModifierState("control")  # case-sensitive (Chromium 156 agrees)
    assert not event.getModifierState("Shift") and not event.getModifierState("Accel")
    assert ui.MouseEvent("m", altKey=True).getModifierState("Alt")


def test_legacy_initializers_and_the_dispatch_flag(document: Document) -> None:
    mouse = document.createEvent("MouseEvent")
    assert isinstance(mouse, ui.MouseEvent)
    mouse.initMouseEvent("click", True, True, None, 2, 10, 20, 30, 40, True, False, True, False, 1)
    assert (mouse.type, mouse.bubbles, mouse.detail, mouse.screenY, mouse.clientX) == (
        "click",
        True,
        2,
        20,
        30,
    )
    assert (mouse.ctrlKey, mouse.altKey, mouse.shiftKey, mouse.button) == (True, False, True, 1)
    key = document.createEvent("KeyboardEvent")
    assert isinstance(key, ui.KeyboardEvent)
    key.initKeyboardEvent("keyup", False, True, None, "Enter", 0, False, True)
    assert (key.key, key.altKey, key.cancelable) == ("Enter", True, True)
    seen = []

    def listener(event: object) -> None:  # an init during dispatch does nothing
        event.initUIEvent("other", False, False, None, 9)  # type: ignore[attr-defined]
        seen.append((event.type, event.detail))  # type: ignore[attr-defined]

    ui_event = ui.UIEvent("x", detail=1)
    document.addEventListener("x", listener)
    document.dispatchEvent(ui_event)
    assert seen == [("x", 1)]
    ui_event.initUIEvent("y", True, False, None, 4)
    assert (ui_event.type, ui_event.detail, ui_event.bubbles) == ("y", 4, True)


def test_the_data_initializers_take_the_idls_defaults(document: Document) -> None:
    # initCompositionEvent and initTextEvent share their steps: each the defaults of its own
    # IDL (dataArg "" and data "undefined"), every argument converted.
    composition = document.createEvent("CompositionEvent")
    composition.initCompositionEvent("compositionend")
    assert (composition.type, composition.bubbles, composition.data) == (
        "compositionend",
        False,
        "",
    )
    composition.initCompositionEvent("c", 1, 0, None, 5)  # type: ignore[arg-type]
    assert (composition.bubbles, composition.cancelable, composition.data) == (True, False, "5")
    text = document.createEvent("TextEvent")
    text.initTextEvent("textInput", cancelable=True)
    assert (text.type, text.cancelable, text.view, text.data) == (
        "textInput",
        True,
        None,
        "undefined",
    )
    view = object()
    text.initTextEvent("t", True, False, view, "typed")
    assert (text.bubbles, text.view, text.data) == (True, view, "typed")
    seen = []

    def listener(event: object) -> None:  # an init during dispatch does nothing
        event.initTextEvent("other", False, False, None, "no")  # type: ignore[attr-defined]
        seen.append((event.type, event.data))  # type: ignore[attr-defined]

    document.addEventListener("t", listener)
    document.dispatchEvent(text)
    assert seen == [("t", "typed")]
    with pytest.raises(TypeError, match="initCompositionEvent"):
        composition.initCompositionEvent()  # type: ignore[call-arg]


def test_event_init_here_is_the_dom_standards() -> None:
    """uievents.others.webidl repeats the DOM's EventInit (the generator reads a dictionary's
    parents from the IDL it is given): it must stay equal to dom.webidl's."""

    def event_init(path: Path) -> str:
        found = re.search(r"dictionary EventInit \{.*?\};", path.read_text(encoding="utf-8"), re.S)
        assert found is not None
        return found.group(0)

    assert event_init(IDL / "uievents.others.webidl") == event_init(IDL / "dom.webidl")
