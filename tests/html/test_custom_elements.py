"""Custom elements (https://html.spec.whatwg.org/multipage/custom-elements.html) with Python
classes: ``custom_element_registry(document).define(name, cls)``, the upgrade of existing
elements, elements the parser and ``createElement`` make, the reactions and their order,
``:defined``, ``whenDefined`` and the errors ``define`` raises. The expected answers are the
Standard's (and what Chromium's ``customElements`` does for the same JavaScript)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.html import CustomElementRegistry, DOMParser, HTMLElement, custom_element_registry


def _document(markup: str = "") -> Any:
    return DOMParser().parseFromString(markup, "text/html")


def _logging_class(log: list[Any], observed: tuple[str, ...] = ("x",)) -> type[Any]:
    class Logged(HTMLElement):
        observedAttributes = observed

        def __init__(self) -> None:
            super().__init__()
            log.append(("constructor", self.localName, self.getAttribute("x")))

        def connectedCallback(self) -> None:
            log.append(("connected", self.localName))

        def disconnectedCallback(self) -> None:
            log.append(("disconnected", self.localName))

        def adoptedCallback(self, old: Any, new: Any) -> None:
            log.append(("adopted", old is not new))

        def attributeChangedCallback(
            self, name: str, old: str | None, new: str | None, namespace: str | None
        ) -> None:
            log.append(("attribute", name, old, new))

    return Logged


def test_the_registry_is_the_documents_own() -> None:
    document = _document()
    registry = custom_element_registry(document)
    assert isinstance(registry, CustomElementRegistry)
    assert custom_element_registry(document) is registry
    assert custom_element_registry(_document()) is not registry


def test_a_windows_registry_is_its_documents() -> None:
    from webapi.html import create_top_level_traversable

    window = create_top_level_traversable(_document("<x-a></x-a>"))
    assert window.customElements is custom_element_registry(window.document)
    assert window.custom_elements is window.customElements

    class A(HTMLElement):
        pass

    window.customElements.define("x-a", A)
    assert isinstance(window.document.body.firstChild, A)


def test_define_upgrades_the_elements_already_in_the_document() -> None:
    document = _document("<my-el x=1>a</my-el><p></p><my-el></my-el>")
    log: list[Any] = []
    cls = _logging_class(log)
    first, second = document.querySelectorAll("my-el")
    assert not first.matches(":defined") and document.querySelector("p").matches(":defined")
    custom_element_registry(document).define("my-el", cls)
    assert isinstance(first, cls) and isinstance(second, cls)
    assert first.matches(":defined") and second.matches(":defined")
    # each element's reactions in turn: its constructor, then its attributes, then connected
    assert log == [
        ("constructor", "my-el", "1"),
        ("attribute", "x", None, "1"),
        ("connected", "my-el"),
        ("constructor", "my-el", None),
        ("connected", "my-el"),
    ]
    assert first.textContent == "a" and first.parentNode is document.body


def test_create_element_runs_the_constructor_at_once() -> None:
    document = _document()
    log: list[Any] = []
    cls = _logging_class(log)
    custom_element_registry(document).define("my-el", cls)
    element = document.createElement("my-el")
    assert isinstance(element, cls) and element.matches(":defined")
    assert element.ownerDocument is document and element.localName == "my-el"
    assert log == [("constructor", "my-el", None)]
    made = cls()  # new MyEl(): an element of the registry's document
    assert made.localName == "my-el" and made.ownerDocument is document
    assert made.parentNode is None and made.matches(":defined")


def test_parsed_elements_are_upgraded_as_they_are_inserted() -> None:
    document = _document()
    log: list[Any] = []
    cls = _logging_class(log)
    custom_element_registry(document).define("my-el", cls)
    document.body.innerHTML = "<my-el x=2><my-el></my-el></my-el>"
    outer = document.body.firstChild
    assert isinstance(outer, cls) and isinstance(outer.firstChild, cls)
    assert log == [
        ("constructor", "my-el", "2"),
        ("attribute", "x", None, "2"),
        ("connected", "my-el"),
        ("constructor", "my-el", None),
        ("connected", "my-el"),
    ]


def test_the_reactions_and_their_order() -> None:
    document = _document()
    log: list[Any] = []
    custom_element_registry(document).define("my-el", _logging_class(log))
    element = document.createElement("my-el")
    log.clear()
    element.setAttribute("x", "1")
    element.setAttribute("y", "1")  # not observed: no callback
    element.setAttribute("x", "1")  # the same value: a callback all the same
    element.removeAttribute("x")
    assert log == [
        ("attribute", "x", None, "1"),
        ("attribute", "x", "1", "1"),
        ("attribute", "x", "1", None),
    ]
    log.clear()
    document.body.append(element)  # connected
    element.remove()  # disconnected
    holder = document.createElement("div")
    holder.append(element)  # not connected: nothing
    document.body.append(holder)  # connected through its ancestor
    _document().adoptNode(holder)  # removed, then adopted into another document
    assert log == [
        ("connected", "my-el"),
        ("disconnected", "my-el"),
        ("connected", "my-el"),
        ("disconnected", "my-el"),
        ("adopted", True),
    ]


def test_snake_case_callbacks_and_observed_attributes() -> None:
    document = _document()
    log: list[str] = []

    class Snake(HTMLElement):
        observed_attributes = ("a",)

        def connected_callback(self) -> None:
            log.append("connected")

        def attribute_changed_callback(self, name: str, old: Any, new: Any, ns: Any) -> None:
            log.append(f"{name}={new}")

    custom_element_registry(document).define("snake-el", Snake)
    element = document.createElement("snake-el")
    element.setAttribute("a", "1")
    document.body.append(element)
    assert log == ["a=1", "connected"]


def test_defined_pseudo_class() -> None:
    document = _document("<x-a></x-a><x-b></x-b><div></div><svg><x-c/></svg>")

    class A(HTMLElement):
        pass

    def undefined() -> list[str]:
        return [e.localName for e in document.querySelectorAll(":not(:defined)")]

    assert undefined() == ["x-a", "x-b"]
    custom_element_registry(document).define("x-a", A)
    assert undefined() == ["x-b"]
    assert document.createElement("div", {"is": "x-y"}).matches(":not(:defined)")


def test_a_failed_upgrade_is_reported_and_not_defined() -> None:
    document = _document("<bad-el></bad-el>")
    reported: list[BaseException] = []

    class Bad(HTMLElement):
        def __init__(self) -> None:
            super().__init__()
            raise ValueError("no")

    from webapi.eventloop import set_exception_reporter

    previous = set_exception_reporter(lambda report: reported.append(report.exc_value))
    try:
        custom_element_registry(document).define("bad-el", Bad)
    finally:
        set_exception_reporter(previous)
    assert [type(error) for error in reported] == [ValueError]
    assert not document.querySelector("bad-el").matches(":defined")


def test_define_errors() -> None:
    registry = custom_element_registry(_document())

    class A(HTMLElement):
        pass

    class B(HTMLElement):
        pass

    for name in ("nodash", "Upper-case", "-start", "font-face", "a-\u00b7"[:1] + "b"):
        with pytest.raises(DOMException) as raised:
            registry.define(name, A)
        assert raised.value.name == "SyntaxError"
    registry.define("a-el", A)
    with pytest.raises(DOMException) as raised:
        registry.define("a-el", B)  # the name again
    assert raised.value.name == "NotSupportedError"
    with pytest.raises(DOMException) as raised:
        registry.define("b-el", A)  # the constructor again
    assert raised.value.name == "NotSupportedError"
    for extends in ("x-p", "bgsound", "P", "nonsense"):
        # a custom element name, or a name whose interface is HTMLUnknownElement
        with pytest.raises(DOMException) as raised:
            registry.define("c-el", B, {"extends": extends})
        assert raised.value.name == "NotSupportedError"
    with pytest.raises(TypeError):
        registry.define("d-el", "not a class")
    assert registry.get("a-el") is A and registry.get("b-el") is None
    assert registry.getName(A) == "a-el" and registry.get_name(B) is None
    with pytest.raises(TypeError, match="Illegal constructor"):
        B()  # not defined
    with pytest.raises(TypeError, match="Illegal constructor"):
        HTMLElement()


@pytest.mark.needs_loop_run  # (asyncio.run)
def test_when_defined_is_awaitable() -> None:
    import asyncio

    registry = custom_element_registry(_document())

    class A(HTMLElement):
        pass

    async def scenario() -> Any:
        waiting = registry.whenDefined("a-el")
        assert registry.when_defined("a-el") is waiting and not waiting.done()
        registry.define("a-el", A)
        return await waiting

    assert asyncio.run(scenario()) is A
    with pytest.raises(DOMException, match="valid custom element name"):
        asyncio.run(_await(registry.whenDefined("nodash")))


async def _await(awaitable: Any) -> Any:
    return await awaitable


def test_upgrade_of_a_tree_outside_the_document_and_clones() -> None:
    document = _document()
    log: list[Any] = []
    cls = _logging_class(log)
    registry = custom_element_registry(document)
    registry.define("my-el", cls)
    template = document.createElement("template")
    template.innerHTML = "<my-el></my-el>"
    element = template.content.firstChild
    assert not isinstance(element, cls)  # a template's contents document has no registry
    holder = document.createElement("div")
    holder.append(element)  # adopted, not connected: not upgraded
    assert not isinstance(element, cls) and log == []
    registry.upgrade(holder)
    assert isinstance(element, cls) and log == [("constructor", "my-el", None)]
    element.setAttribute("x", "3")
    log.clear()
    copy = holder.cloneNode(True).firstChild  # a clone is created, then upgraded
    assert isinstance(copy, cls) and copy is not element and copy.getAttribute("x") == "3"
    assert log == [("constructor", "my-el", "3"), ("attribute", "x", None, "3")]


def test_a_deep_clone_constructs_the_copies_of_defined_elements() -> None:
    # (an element without attributes in a cloned subtree: copied by the walk's fast path,
    # which made an instance of the class without running its constructor)
    document = _document("<div><my-el></my-el><other-el></other-el></div>")
    log: list[Any] = []
    cls = _logging_class(log)
    custom_element_registry(document).define("my-el", cls)
    holder = document.querySelector("div")
    log.clear()
    copy = holder.cloneNode(True)
    assert isinstance(copy.firstChild, cls) and log == [("constructor", "my-el", None)]
    assert not copy.lastChild.matches(":defined")  # (undefined, as the original)
    other = _document().importNode(holder, True)  # no definition there: not the class
    assert not isinstance(other.firstChild, cls) and not other.firstChild.matches(":defined")
