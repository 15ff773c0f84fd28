"""Customized built-in elements
(https://html.spec.whatwg.org/multipage/custom-elements.html#customized-built-in-element):
``define(name, cls, {"extends": local_name})`` with a class deriving from the extended
element's interface, the elements with an is value (``createElement``'s option, the parser's
``is`` attribute, a clone's) and their upgrades, ``new C()``, the HTML element constructor's
``TypeError`` for a class of the wrong interface, the serialization of an is value, and the
lifecycle callbacks beside a built-in element's own steps. The expected answers are Chromium
156's for the same JavaScript (``customElements.define('x-b', class extends
HTMLButtonElement {}, {extends: 'button'})``)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.html import (
    DOMParser,
    HTMLButtonElement,
    HTMLElement,
    HTMLInputElement,
    HTMLParagraphElement,
    custom_element_registry,
)


def _document(markup: str = "") -> Any:
    return DOMParser().parseFromString(markup, "text/html")


def _button_class(log: list[Any]) -> type[Any]:
    class FancyButton(HTMLButtonElement):
        observedAttributes = ("x",)

        def __init__(self) -> None:
            super().__init__()
            log.append(("constructor", self.localName, self.getAttribute("x")))

        def connectedCallback(self) -> None:
            log.append("connected")

        def disconnectedCallback(self) -> None:
            log.append("disconnected")

        def attributeChangedCallback(self, name: str, old: Any, new: Any, ns: Any) -> None:
            log.append(("attribute", name, old, new))

    return FancyButton


def test_define_upgrades_the_parsed_elements_with_the_is_value() -> None:
    document = _document('<button is="x-b" x=1>a</button><button></button><button is="X-B">')
    log: list[Any] = []
    cls = _button_class(log)
    first, plain, other_case = document.querySelectorAll("button")
    assert not first.matches(":defined") and plain.matches(":defined")
    custom_element_registry(document).define("x-b", cls, {"extends": "button"})
    assert isinstance(first, cls) and first.matches(":defined")
    assert not isinstance(plain, cls) and not isinstance(other_case, cls)
    assert log == [("constructor", "button", "1"), ("attribute", "x", None, "1"), "connected"]
    assert first.localName == "button" and first.textContent == "a"
    assert custom_element_registry(document).getName(cls) == "x-b"
    assert custom_element_registry(document).get("x-b") is cls


def test_create_element_with_an_is_value() -> None:
    document = _document()
    log: list[Any] = []
    cls = _button_class(log)
    custom_element_registry(document).define("x-b", cls, {"extends": "button"})
    element = document.createElement("button", {"is": "x-b"})
    assert isinstance(element, cls) and element.localName == "button"
    assert log == [("constructor", "button", None)]
    # the is value is no attribute, but the serialization writes it (as Chromium)
    assert element.getAttribute("is") is None
    assert element.outerHTML == '<button is="x-b"></button>'
    element.setAttribute("id", "a")
    assert element.outerHTML == '<button is="x-b" id="a"></button>'
    element.setAttribute("is", "other")  # an attribute is written as it is
    assert element.outerHTML == '<button id="a" is="other"></button>'
    assert isinstance(element, cls)  # (the is value does not change)
    namespaced = document.createElementNS("http://www.w3.org/1999/xhtml", "button", {"is": "x-b"})
    assert isinstance(namespaced, cls)
    # another local name, or a string for options: an element of its own interface
    assert type(document.createElement("div", {"is": "x-b"})).__name__ == "HTMLDivElement"
    assert not isinstance(document.createElement("button", "x-b"), cls)


def test_an_unknown_is_value_is_upgraded_when_defined_and_connected() -> None:
    document = _document()
    element = document.createElement("p", {"is": "later-p"})
    assert not element.matches(":defined") and element.outerHTML == '<p is="later-p"></p>'

    class LaterP(HTMLParagraphElement):
        pass

    custom_element_registry(document).define("later-p", LaterP, {"extends": "p"})
    assert not isinstance(element, LaterP)  # not connected: not a candidate
    document.body.append(element)
    assert isinstance(element, LaterP) and element.matches(":defined")


def test_new_runs_the_html_element_constructor_with_the_is_value() -> None:
    document = _document()
    log: list[Any] = []
    cls = _button_class(log)
    custom_element_registry(document).define("x-b", cls, {"extends": "button"})
    element = cls()
    assert element.localName == "button" and element.ownerDocument is document
    assert element.outerHTML == '<button is="x-b"></button>' and element.matches(":defined")
    # HTMLButtonElement's own members work on it
    assert element.type == "submit" and element.willValidate


def test_the_constructor_must_extend_the_interface_of_its_local_name() -> None:
    registry = custom_element_registry(_document())

    class WrongInterface(HTMLElement):
        pass

    class NotAutonomous(HTMLButtonElement):
        pass

    registry.define("wrong-a", WrongInterface, {"extends": "button"})
    registry.define("wrong-b", NotAutonomous)
    with pytest.raises(TypeError, match="Illegal constructor"):
        WrongInterface()
    with pytest.raises(TypeError, match="Illegal constructor"):
        NotAutonomous()

    class Section(HTMLElement):  # section's interface is HTMLElement
        pass

    registry.define("x-section", Section, {"extends": "section"})
    assert Section().outerHTML == '<section is="x-section"></section>'


def test_clones_and_imports_are_upgraded() -> None:
    document = _document()
    log: list[Any] = []
    cls = _button_class(log)
    custom_element_registry(document).define("x-b", cls, {"extends": "button"})
    element = document.createElement("button", {"is": "x-b"})
    holder = document.createElement("div")
    holder.append(element)
    log.clear()
    copy = element.cloneNode()
    deep = holder.cloneNode(True).firstChild
    assert isinstance(copy, cls) and isinstance(deep, cls)
    assert copy.outerHTML == deep.outerHTML == '<button is="x-b"></button>'
    assert log == [("constructor", "button", None)] * 2
    other = _document()
    imported = other.importNode(element)  # no definition there: undefined, the is value kept
    assert not isinstance(imported, cls) and not imported.matches(":defined")
    assert imported.outerHTML == '<button is="x-b"></button>'


def test_callbacks_beside_the_elements_own_steps() -> None:
    document = _document("<form></form>")
    log: list[Any] = []

    class Input(HTMLInputElement):
        observedAttributes = ("value",)

        def attributeChangedCallback(self, name: str, old: Any, new: Any, ns: Any) -> None:
            log.append((name, new))

        def connectedCallback(self) -> None:
            log.append("connected")

    custom_element_registry(document).define("x-input", Input, {"extends": "input"})
    element = document.createElement("input", {"is": "x-input"})
    form = document.querySelector("form")
    form.append(element)
    element.setAttribute("value", "v")
    # the input's own steps ran (its value, its form owner) and the callbacks after them
    assert element.value == "v" and element.form is form and form.elements.length == 1
    assert log == ["connected", ("value", "v")]


def test_attach_internals_is_refused() -> None:
    document = _document()

    class Para(HTMLParagraphElement):
        pass

    custom_element_registry(document).define("x-para", Para, {"extends": "p"})
    with pytest.raises(DOMException) as raised:
        Para().attachInternals()
    assert raised.value.name == "NotSupportedError"


def test_a_throwing_constructor_is_reported_and_the_element_kept() -> None:
    document = _document()
    reported: list[BaseException] = []

    class Throwing(HTMLParagraphElement):
        def __init__(self) -> None:
            super().__init__()
            raise ValueError("no")

    custom_element_registry(document).define("x-throw", Throwing, {"extends": "p"})
    from webapi.eventloop import set_exception_reporter

    previous = set_exception_reporter(lambda report: reported.append(report.exc_value))
    try:
        element = document.createElement("p", {"is": "x-throw"})
    finally:
        set_exception_reporter(previous)
    assert [type(error) for error in reported] == [ValueError]
    assert element.localName == "p" and not element.matches(":defined")


def test_attach_shadow_refuses_a_definition_that_disables_shadow() -> None:
    # (DOM's "attach a shadow root" steps 2-3, WPT shadow-dom's attachShadow-custom-element:
    # an input is no valid shadow host, is value or not; a definition whose disabledFeatures
    # hold "shadow" refuses, once defined, whether or not the element is a host already)
    from webapi.html import HTMLHeadingElement

    document = _document()
    registry = custom_element_registry(document)

    class Plain(HTMLElement):
        disabledFeatures = ("shadow",)

    class Heading(HTMLHeadingElement):
        disabledFeatures = ("shadow",)

    class Capital(HTMLElement):
        disabledFeatures = ("SHADOW",)

    host = document.createElement("no-shadow")
    host.attachShadow(mode="closed")  # (no definition yet)
    heading = document.createElement("h2", {"is": "no-shadow-h"})
    heading.attachShadow(mode="closed")
    registry.define("no-shadow", Plain)
    registry.define("no-shadow-h", Heading, {"extends": "h2"})
    registry.define("capital-shadow", Capital)
    refused = [
        host,
        document.createElement("no-shadow"),
        heading,
        document.createElement("h2", {"is": "no-shadow-h"}),
        document.createElement("input", {"is": "anything"}),
    ]
    for element in refused:
        with pytest.raises(DOMException) as caught:
            element.attachShadow(mode="open")
        assert caught.value.name == "NotSupportedError"
    assert document.createElement("capital-shadow").attachShadow(mode="open") is not None
