"""webapi.dom's public classes (generated from the DOM Standard's IDL over the impls), through
the public API only: constructors, inheritance, constants, argument conversion, the DOM's
exception names where the Standard throws, live collections, events with Python callables and
``handleEvent`` objects, ``AbortSignal.any``, and the Python side (identity, ``str``/``repr``,
``copy``, ``pickle``)."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys
import threading
from typing import Any

import pytest

import webapi.dom as dom
from webapi.dom import (
    AbortController,
    AbortSignal,
    Attr,
    CDATASection,
    CharacterData,
    Comment,
    CustomEvent,
    Document,
    DocumentFragment,
    DocumentType,
    DOMException,
    DOMImplementation,
    DOMTokenList,
    Element,
    Event,
    EventTarget,
    HTMLCollection,
    NamedNodeMap,
    Node,
    NodeList,
    ProcessingInstruction,
    StaticRange,
    Text,
    XMLDocument,
)

HTML = "http://www.w3.org/1999/xhtml"
SVG = "http://www.w3.org/2000/svg"


def html_document(title: str = "T") -> Document:
    return Document().implementation.createHTMLDocument(title)


def body(document: Document) -> Element:
    found = document.getElementsByTagName("body")[0]
    assert isinstance(found, Element)
    return found


# --- constructors, classes, constants ------------------------------------------------------


def test_the_constructors() -> None:
    document = Document()
    assert type(document) is Document and document.contentType == "application/xml"
    assert document.URL == "about:blank" and document.childNodes.length == 0
    text = Text("x")
    assert type(text) is Text and text.data == "x" and text.parentNode is None
    assert Text().data == "" and Comment().data == "" and Comment("c").data == "c"
    # the nodes constructors make share their thread's associated Document (an HTML one)
    owner = text.ownerDocument
    assert isinstance(owner, Document) and owner is Comment().ownerDocument
    assert owner.contentType == "text/html"
    fragment = DocumentFragment()
    assert type(fragment) is DocumentFragment and fragment.ownerDocument is owner
    pi = ProcessingInstruction("xml-stylesheet", 'href="a.css"')
    assert (pi.target, pi.data, pi.getAttribute("href")) == (
        "xml-stylesheet",
        'href="a.css"',
        "a.css",
    )
    with pytest.raises(DOMException) as caught:
        ProcessingInstruction("1x")
    assert caught.value.name == "InvalidCharacterError"
    event = Event("go", {"bubbles": True, "cancelable": True})
    assert (event.type, event.bubbles, event.cancelable, event.composed) == (
        "go",
        True,
        True,
        False,
    )
    custom = CustomEvent("c", {"detail": {"a": 1}})
    assert custom.detail == {"a": 1} and isinstance(custom, Event)
    assert type(EventTarget()) is EventTarget
    controller = AbortController()
    assert isinstance(controller.signal, AbortSignal) and not controller.signal.aborted


def test_nodes_made_by_the_dom_are_public_objects() -> None:
    document = html_document()
    assert isinstance(document.implementation, DOMImplementation)
    assert type(document.doctype) is DocumentType
    # (Element objects, or HTML's element classes once webapi.html registered them)
    children = list(document.documentElement.childNodes)
    assert len(children) == 2 and all(isinstance(n, Element) for n in children)
    element = document.createElement("div")
    element.setAttribute("id", "a")
    assert type(element.getAttributeNode("id")) is Attr
    assert type(element.attributes) is NamedNodeMap and type(element.classList) is DOMTokenList
    assert type(element.children) is HTMLCollection and type(element.childNodes) is NodeList
    assert type(document.createTextNode("t").splitText(0)) is Text
    xml = document.implementation.createDocument(None, "root")
    assert type(xml) is XMLDocument and type(xml.createCDATASection("c")) is CDATASection
    assert type(element.cloneNode()) is type(element)
    assert type(Event("x").target) is type(None)


def test_the_classes_that_have_no_constructor() -> None:
    for cls in (Node, Element, CharacterData, Attr, DocumentType, NodeList, HTMLCollection):
        with pytest.raises(TypeError, match="Illegal constructor"):
            cls()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="Illegal constructor"):
        AbortSignal()


def test_inheritance() -> None:
    assert issubclass(Element, Node) and issubclass(Node, EventTarget)
    assert issubclass(CDATASection, Text) and issubclass(Text, CharacterData)
    assert issubclass(Comment, CharacterData) and issubclass(ProcessingInstruction, CharacterData)
    assert issubclass(XMLDocument, Document) and issubclass(AbortSignal, EventTarget)
    assert issubclass(CustomEvent, Event)
    text = Text("a")
    assert isinstance(text, (Node, EventTarget, CharacterData)) and not isinstance(text, Element)


def test_constants() -> None:
    assert (Node.ELEMENT_NODE, Node.TEXT_NODE, Node.DOCUMENT_FRAGMENT_NODE) == (1, 3, 11)
    assert Element.ELEMENT_NODE == 1 and Text("x").TEXT_NODE == 3
    assert Node.DOCUMENT_POSITION_CONTAINED_BY == 0x10
    assert (Event.NONE, Event.CAPTURING_PHASE, Event.AT_TARGET, Event.BUBBLING_PHASE) == (
        0,
        1,
        2,
        3,
    )
    with pytest.raises(AttributeError):
        Node.ELEMENT_NODE = 5  # type: ignore[misc]
    assert Text("x").nodeType == Node.TEXT_NODE and Document().nodeType == Node.DOCUMENT_NODE


def test_the_public_names() -> None:
    assert set(dom.__all__) >= {
        "Node", "Document", "XMLDocument", "DocumentType", "DocumentFragment", "Element",
        "Attr", "NamedNodeMap", "CharacterData", "Text", "CDATASection", "Comment",
        "ProcessingInstruction", "DOMImplementation", "NodeList", "HTMLCollection",
        "DOMTokenList", "Event", "CustomEvent", "EventTarget", "AbortController",
        "AbortSignal", "DOMException",
    }  # fmt: skip
    element = html_document().createElement("p")
    # multi-word members have snake_case aliases
    assert element.text_content == "" and element.get_attribute("x") is None
    element.set_attribute("a", "1")
    assert element.getAttribute("a") == "1" and element.class_list.length == 0


@pytest.mark.needs_subprocess
def test_loading_the_public_classes_is_lazy() -> None:
    code = (
        "import sys, webapi; from webapi.dom import DOMException; "
        "print(any(m.startswith('webapi.dom._') and m != 'webapi.dom._exception' "
        "for m in sys.modules)); from webapi.dom import Element; "
        "print('webapi.dom._bindings' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == ["False", "True"]


def test_node_classes_and_interface_classes_agree() -> None:
    """Two ways impl code makes public objects: NODE_CLASSES (nodes, which HTML's parser
    uses) and ``Impl._interface_class`` (the generated module sets it): they name the same
    class for every node interface."""
    from webapi.dom._creation import _IMPL_CLASSES, NODE_CLASSES

    for interface, impl in _IMPL_CLASSES.items():
        assert NODE_CLASSES[interface] is impl._interface_class is getattr(dom, interface)


# --- argument conversion and the DOM's exceptions -----------------------------------------


def test_argument_errors_name_the_argument() -> None:
    document = html_document()
    with pytest.raises(TypeError, match="'createElement' on 'Document': 1 argument required"):
        document.createElement()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="parameter 1 is not of type 'Node'"):
        body(document).appendChild("text")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="parameter 2 is not of type 'Node'"):
        body(document).insertBefore(document.createElement("a"), "x")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="parameter 2 is not of type 'EventInit'"):
        Event("x", 5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="parameter 2 is not of type 'EventListener'"):
        EventTarget().addEventListener("x", 5)  # type: ignore[arg-type]
    text = Text("abc")
    with pytest.raises(TypeError, match="parameter 1"):
        text.substringData([], 1)  # type: ignore[arg-type]
    # conversions: ToString, unsigned long
    element = document.createElement("p")
    element.setAttribute("n", 1.0)
    assert element.getAttribute("n") == "1"
    assert text.substringData(1.7, 1) == "b"  # type: ignore[arg-type]
    element.textContent = None
    assert element.textContent == ""


def test_the_dom_exceptions_where_the_standard_throws() -> None:
    document = html_document()

    def name(action: Any) -> str:
        with pytest.raises(DOMException) as caught:
            action()
        return caught.value.name

    html = document.documentElement
    assert name(lambda: document.appendChild(document.createElement("p"))) == (
        "HierarchyRequestError"
    )
    assert name(lambda: html.appendChild(html)) == "HierarchyRequestError"
    assert name(lambda: Text("t").appendChild(Text("u"))) == "HierarchyRequestError"
    assert name(lambda: html.removeChild(document.createElement("p"))) == "NotFoundError"
    assert name(lambda: html.insertBefore(Text("a"), Text("b"))) == "NotFoundError"
    assert name(lambda: document.createElement("1a")) == "InvalidCharacterError"
    assert name(lambda: html.setAttribute("a b", "x")) == "InvalidCharacterError"
    assert name(lambda: document.createElementNS(None, "a:b")) == "NamespaceError"
    assert name(lambda: document.createElementNS(HTML, "xmlns:a")) == "NamespaceError"
    first, second = document.createElement("p"), document.createElement("p")
    first.setAttribute("id", "x")
    attr = first.getAttributeNode("id")
    assert attr is not None
    assert name(lambda: second.setAttributeNode(attr)) == "InUseAttributeError"
    assert name(lambda: first.attributes.removeNamedItem("nope")) == "NotFoundError"
    assert name(lambda: document.createCDATASection("x")) == "NotSupportedError"
    assert name(lambda: Text("ab").splitText(3)) == "IndexSizeError"
    assert name(lambda: first.classList.add("")) == "SyntaxError"
    assert name(lambda: first.classList.add("a b")) == "InvalidCharacterError"


# --- the tree, attributes, live collections -------------------------------------------------


def test_building_and_reading_a_tree() -> None:
    document = html_document("Hi")
    main = document.createElement("main")
    body(document).append(main, "tail")
    main.append("a", document.createElement("b"), "c")
    main.prepend(Comment("c"))
    b = main.children[0]
    b.before("x")
    b.after(document.createElement("i"))
    assert [n.nodeName for n in main.childNodes] == [
        "#comment",
        "#text",
        "#text",
        "B",
        "I",
        "#text",
    ]
    assert main.textContent == "axc"
    main.normalize()
    assert [n.nodeName for n in main.childNodes] == ["#comment", "#text", "B", "I", "#text"]
    assert b.previousSibling.data == "ax" and b.nextElementSibling.tagName == "I"  # type: ignore[union-attr]
    assert b.parentElement is main and main.contains(b) and not b.contains(main)
    assert b.compareDocumentPosition(main) == Node.DOCUMENT_POSITION_CONTAINS | 2
    assert b.getRootNode() is document and b.isConnected
    b.remove()
    assert not b.isConnected and b.getRootNode() is b
    b.replaceWith("no parent: nothing happens")
    main.replaceChildren()
    assert main.childNodes.length == 0 and main.firstChild is None
    assert document.getElementsByTagName("title")[0].textContent == "Hi"


def test_attributes_id_class_and_class_list() -> None:
    document = html_document()
    element = document.createElement("div")
    element.id = "main"
    element.className = "a b"
    assert element.getAttribute("id") == "main" and element.classList.length == 2
    tokens = element.classList
    tokens.add("c", "d")
    tokens.remove("a")
    assert element.className == "b c d" and tokens.contains("c") and "c" in tokens
    assert tokens.toggle("b") is False and tokens.toggle("z", True) is True
    assert list(tokens) == ["c", "d", "z"] and tokens[0] == "c" and tokens[-1] == "z"
    element.classList = "x  y"  # [PutForwards=value]
    assert element.className == "x  y" and list(element.classList) == ["x", "y"]
    assert element.classList is tokens  # [SameObject]
    element.setAttributeNS(SVG, "s:href", "u")
    assert element.getAttributeNames() == ["id", "class", "s:href"]
    assert element.hasAttributeNS(SVG, "href") and element.getAttributeNS(SVG, "href") == "u"
    attributes = element.attributes
    assert len(attributes) == 3 and attributes["class"].value == "x  y"
    assert [a.name for a in attributes] == ["id", "class", "s:href"]
    assert element.toggleAttribute("hidden") and element.hasAttribute("hidden")
    element.removeAttribute("hidden")
    assert element.hasAttributes() and not document.createElement("i").hasAttributes()
    attr = element.getAttributeNode("id")
    assert attr is not None and attr.ownerElement is element and attr.specified
    attr.value = "other"
    assert element.id == "other"


def test_live_collections() -> None:
    document = html_document()
    root = body(document)
    children = root.childNodes
    elements = root.children
    by_tag = document.getElementsByTagName("p")
    by_class = root.getElementsByClassName("x")
    assert len(children) == 0 and len(by_tag) == 0
    first = document.createElement("p")
    first.className = "x"
    root.append(first, "text", document.createElement("span"))
    assert len(children) == 3 and len(elements) == 2 and len(by_tag) == 1 and len(by_class) == 1
    first.className = ""
    assert len(by_class) == 0
    first.setAttribute("name", "n")
    first.id = "k"
    assert elements["k"] is first and elements.namedItem("n") is first and "k" in elements
    with pytest.raises(KeyError):
        elements["nothing"]
    with pytest.raises(IndexError):
        children[3]
    assert children.item(3) is None and children[-1] is root.lastChild
    assert children[0:2] == [first, root.childNodes[1]]
    first.remove()
    assert len(children) == 2 and len(by_tag) == 0
    assert document.getElementById("k") is None
    root.prepend(first)
    assert document.getElementById("k") is first
    assert [n for n in children] == list(root.childNodes)


# --- events ------------------------------------------------------------------------------


def test_events_through_a_tree_with_callables_and_handle_event_objects() -> None:
    document = html_document()
    outer = document.createElement("div")
    inner = document.createElement("span")
    outer.append(inner)
    body(document).append(outer)
    seen: list[tuple[str, str, int]] = []

    def recorder(label: str) -> Any:
        def listener(event: Event) -> None:
            assert event.currentTarget is not None
            seen.append((label, event.currentTarget.nodeName, event.eventPhase))

        return listener

    class Handler:
        def handleEvent(self, event: Event) -> None:
            seen.append(("object", event.currentTarget.nodeName, event.eventPhase))  # type: ignore[union-attr]

    outer.addEventListener("go", recorder("capture"), True)
    outer.addEventListener("go", recorder("bubble"))
    inner.addEventListener("go", Handler())
    inner.addEventListener("go", recorder("once"), {"once": True})
    event = Event("go", {"bubbles": True})
    assert inner.dispatchEvent(event) is True
    assert seen == [
        ("capture", "DIV", Event.CAPTURING_PHASE),
        ("object", "SPAN", Event.AT_TARGET),
        ("once", "SPAN", Event.AT_TARGET),
        ("bubble", "DIV", Event.BUBBLING_PHASE),
    ]
    assert event.target is inner and event.eventPhase == Event.NONE
    assert event.composedPath() == []
    seen.clear()
    inner.dispatchEvent(Event("go", {"bubbles": True}))
    assert [s[0] for s in seen] == ["capture", "object", "bubble"]  # once: removed

    def stop(event: Event) -> None:
        event.stopPropagation()
        event.preventDefault()

    inner.addEventListener("halt", stop)
    outer.addEventListener("halt", recorder("never"))
    halted = Event("halt", {"bubbles": True, "cancelable": True})
    assert inner.dispatchEvent(halted) is False and halted.defaultPrevented
    assert not any(label == "never" for label, _, _ in seen)
    names: list[str] = []

    def again(event: Event) -> None:
        try:
            inner.dispatchEvent(event)
        except DOMException as error:
            names.append(error.name)

    inner.addEventListener("again", again)
    inner.dispatchEvent(Event("again"))
    assert names == ["InvalidStateError"]  # an event being dispatched cannot be again


def test_a_signal_removes_listeners_and_abort_signal_any() -> None:
    target = EventTarget()
    controller = AbortController()
    calls: list[str] = []
    target.addEventListener(
        "x", lambda event: calls.append(event.type), {"signal": controller.signal}
    )
    target.dispatchEvent(Event("x"))
    controller.abort("why")
    target.dispatchEvent(Event("x"))
    assert calls == ["x"] and controller.signal.reason == "why"
    first, second = AbortController(), AbortController()
    combined = AbortSignal.any([first.signal, second.signal])
    reasons: list[object] = []
    combined.onabort = lambda event: reasons.append(combined.reason)
    assert not combined.aborted
    second.abort()
    assert combined.aborted and isinstance(combined.reason, DOMException)
    assert combined.reason.name == "AbortError" and reasons == [combined.reason]
    with pytest.raises(DOMException):
        combined.throwIfAborted()
    already = AbortSignal.abort("done")
    assert AbortSignal.any([already]).reason == "done"
    with pytest.raises(TypeError):
        AbortSignal.any([object()])  # type: ignore[list-item]


# --- the Python side -----------------------------------------------------------------------


def test_str_is_the_nodes_own_markup_and_repr_is_short() -> None:
    document = html_document()
    # (an element without a stringifier of its own: HTML's a and area have one, href, as
    # String(a) in JavaScript, once webapi.html's element classes are registered)
    link = document.createElement("span")
    link.setAttribute("href", '/x?a=1&b="2"')
    link.append("a long text that str() does not show")
    assert str(link) == '<span href="/x?a=1&amp;b=&quot;2&quot;">'
    assert repr(link).endswith(' <span href="/x?a=1&amp;b=&quot;2&quot;">>')  # (its class's name)
    svg = document.createElementNS(SVG, "svg:g")
    svg.setAttributeNS("http://www.w3.org/1999/xlink", "xlink:href", "#a")
    assert str(svg) == '<g xlink:href="#a">'
    assert str(Text("a<b")) == "a<b" and repr(Text("x" * 100)).endswith("...'>")
    assert str(Comment("c")) == "<!--c-->" and str(document.doctype) == "<!DOCTYPE html>"
    assert str(ProcessingInstruction("t", "d")) == "<?t d?>"
    assert str(link.attributes[0]) == 'href="/x?a=1&amp;b=&quot;2&quot;"'
    assert str(document) == "#document" and repr(document) == "<Document about:blank (html)>"
    assert (
        repr(Event("go")) == "<Event type='go'>" and repr(link.childNodes) == "<NodeList length=1>"
    )
    assert repr(AbortController()) == "<AbortController not aborted>"


def test_nodes_compare_and_hash_by_identity() -> None:
    a, b = Text("same"), Text("same")
    assert a != b and a == a and a.isEqualNode(b) and not a.isSameNode(b)
    assert len({a, b}) == 2 and {a: 1}[a] == 1
    assert "__eq__" not in vars(Node) and Node.__hash__ is object.__hash__


def test_copy_is_clone_node_and_pickle_refuses() -> None:
    document = html_document("Copied")
    element = document.createElement("p")
    element.setAttribute("class", "c")
    element.append("t", document.createElement("b"))
    clone = copy.copy(element)
    assert clone is not element and clone.isEqualNode(element) and clone.childNodes.length == 2
    deep = copy.deepcopy(element)
    assert deep.isEqualNode(element) and deep.firstChild is not element.firstChild
    whole = copy.deepcopy(document)
    assert type(whole) is Document and whole.isEqualNode(document)
    assert whole.getElementsByTagName("title")[0].textContent == "Copied"
    with pytest.raises(TypeError, match=r"cannot pickle '(HTML[A-Za-z]*)?Element'"):
        pickle.dumps(element)
    for value in (
        Event("x"),
        EventTarget(),
        AbortController(),
        element.childNodes,
        element.classList,
    ):
        with pytest.raises(TypeError, match="cannot pickle or copy"):
            pickle.dumps(value)
        with pytest.raises(TypeError, match="cannot pickle or copy"):
            copy.copy(value)


@pytest.mark.needs_threads
def test_each_thread_has_its_associated_document() -> None:
    owners: list[object] = []
    thread = threading.Thread(target=lambda: owners.append(Text("t").ownerDocument))
    thread.start()
    thread.join()
    assert owners[0] is not Text("u").ownerDocument and isinstance(owners[0], Document)


def test_python_subclasses_as_javascript_extends() -> None:
    """``class Bus extends EventTarget`` and ``class Ping extends Event``, ported: the
    subclasses construct through the IDL constructors and dispatch as their bases do."""

    class Bus(EventTarget):
        def __init__(self) -> None:
            super().__init__()
            self.name = "bus"

    class Ping(Event):
        def __init__(self, count: int) -> None:
            super().__init__("ping", {"bubbles": True})
            self.count = count

    bus = Bus()
    got: list[tuple[int, bool]] = []
    bus.addEventListener("ping", lambda event: got.append((event.count, event.target is bus)))
    assert bus.dispatchEvent(Ping(3)) and got == [(3, True)] and bus.name == "bus"
    assert repr(bus) == "<Bus>" and isinstance(Ping(1), Event)


# --- Python's protocols where JavaScript has named properties, truthiness, options -------


def test_named_properties_are_a_mapping_beside_the_items() -> None:
    """``NamedNodeMap`` and ``HTMLCollection`` iterate over their items, as JavaScript's
    ``for...of``; ``keys()``, ``values()``, ``items()`` and ``get()`` are the named
    properties, so ``dict()`` maps each supported property name to its object."""
    document = html_document()
    div = document.createElement("div")
    div.setAttribute("data-id", "7")
    div.setAttribute("id", "q")
    div.setAttributeNS(SVG, "s:id", "other")
    div.setAttributeNS(None, "Upper", "x")  # no named property: an HTML element's uppercase
    attributes = div.attributes
    assert [a.name for a in attributes] == ["data-id", "id", "s:id", "Upper"]
    assert attributes.keys() == ["data-id", "id", "s:id"]
    assert dict(attributes) == {
        "data-id": attributes[0],
        "id": attributes[1],
        "s:id": attributes[2],
    }
    assert {name: attr.value for name, attr in attributes.items()} == {
        "data-id": "7",
        "id": "q",
        "s:id": "other",
    }
    assert attributes.values() == list(attributes)[:3]
    assert attributes.get("id") is attributes[1] and attributes.get("nothing") is None
    assert attributes.get("nothing", attributes[0]) is attributes[0]
    root = body(document)
    first, second = document.createElement("p"), document.createElement("a")
    second.id = "k"
    second.setAttribute("name", "n")
    root.append(first, second)
    children = root.children
    assert list(children) == [first, second]  # the items, as for...of
    assert children.keys() == ["k", "n"]
    assert dict(children) == {"k": second, "n": second}
    assert children.get("n") is second and children.get("q") is None


def test_a_named_property_list_changes_only_when_asked_again() -> None:
    document = html_document()
    root = body(document)
    keys = root.children.keys()
    paragraph = document.createElement("p")
    paragraph.id = "late"
    root.append(paragraph)
    assert keys == [] and root.children.keys() == ["late"]


def test_named_lookups_follow_every_change() -> None:
    """The named properties found in one walk (kept so that ``dict()`` is linear) are found
    again after any change of the document: an ID set, an ``Attr``'s value, a removal, a
    move, an attribute of an element outside the collection."""
    document = html_document()
    root = body(document)
    a, b = document.createElement("p"), document.createElement("p")
    root.append(a, b)
    children, attributes = root.children, a.attributes
    assert dict(children) == {} and attributes.get("id") is None
    a.id = "x"
    assert dict(children) == {"x": a} and attributes["id"].value == "x"
    b.setAttribute("name", "x")  # a second element for x: the first in tree order wins
    assert children["x"] is a and children.keys() == ["x"]
    attr = attributes["id"]
    attr.value = "y"
    assert dict(children) == {"y": a, "x": b} and attributes["id"] is attr
    a.removeAttribute("id")
    assert dict(children) == {"x": b} and "id" not in attributes
    assert attributes.get("id") is None
    root.prepend(b)
    b.id = "z"
    assert children.keys() == ["z", "x"]
    b.remove()
    assert dict(children) == {}
    other = document.createElement("div")
    other.setAttribute("data-k", "1")
    dataset = other.dataset
    assert dict(dataset) == {"k": "1"}
    other.setAttribute("data-k", "2")
    other.attributes["data-k"].value = "3"
    assert dataset["k"] == "3"
    del dataset["k"]
    assert dict(dataset) == {} and dataset.get("k") is None
    adopted = Document().adoptNode(other)
    adopted.setAttribute("data-j", "4")
    assert dict(dataset) == {"j": "4"}


def test_every_platform_object_is_truthy_whatever_its_length() -> None:
    """JavaScript's ``if (list)`` is true for an empty list: so is Python's ``bool()``."""
    document = html_document()
    element = document.createElement("div")
    empty = [
        element.childNodes,
        element.children,
        element.attributes,
        element.classList,
        element.getElementsByTagName("p"),
        element.querySelectorAll("p"),
        document.createDocumentFragment(),
        document.createTextNode(""),
        document.createComment(""),
    ]
    for obj in empty:
        assert len(obj) == 0 if hasattr(obj, "__len__") else True
        assert bool(obj) is True, type(obj).__name__
    assert element and document and Event("x") and AbortController().signal


def test_event_listener_options_as_keyword_arguments() -> None:
    document = html_document()
    target = body(document)
    seen: list[str] = []

    def passive(event: Event) -> None:
        event.preventDefault()  # ignored in a passive listener
        seen.append(f"passive {event.defaultPrevented}")

    target.addEventListener("go", lambda e: seen.append("once"), once=True)
    target.addEventListener("go", passive, passive=True)
    capture = lambda e: seen.append("capture")  # noqa: E731
    target.addEventListener("go", capture, capture=True)
    controller = AbortController()
    target.addEventListener("go", lambda e: seen.append("signal"), signal=controller.signal)

    def fire() -> None:
        target.dispatchEvent(Event("go", cancelable=True))

    fire()  # (at the target, the capturing listeners first)
    assert seen == ["capture", "once", "passive False", "signal"]
    seen.clear()
    controller.abort()
    target.removeEventListener("go", capture)  # not the capturing one
    fire()
    assert seen == ["capture", "passive False"]
    seen.clear()
    target.removeEventListener("go", capture, capture=True)
    fire()
    assert seen == ["passive False"]
    # a keyword with a dictionary: the keyword wins; with JavaScript's boolean: refused
    seen.clear()
    target.addEventListener("go", capture, {"once": False}, once=True)
    fire()
    fire()
    assert seen == ["passive False", "capture", "passive False"]
    with pytest.raises(TypeError, match=r"addEventListener.*'options'.*\(once\).*keyword"):
        target.addEventListener("go", capture, True, once=True)
    with pytest.raises(TypeError, match=r"removeEventListener.*'options'.*\(capture\)"):
        target.removeEventListener("go", capture, False, capture=True)


def test_other_options_dictionaries_as_keyword_arguments() -> None:
    document = html_document()
    outer = document.createElement("div")
    outer.append(document.createElement("span"))
    assert len(document.importNode(outer, self_only=True).childNodes) == 0
    assert len(document.importNode(outer, selfOnly=False).childNodes) == 1
    assert outer.firstChild.getRootNode(composed=True) is outer  # type: ignore[union-attr]
    text = document.createTextNode("abc")
    static = StaticRange(startContainer=text, startOffset=1, endContainer=text, end_offset=2)
    assert (static.startOffset, static.endOffset) == (1, 2)  # (a required dictionary)
    with pytest.raises(TypeError, match=r"1 argument required, but only 0 present"):
        StaticRange()


def test_callback_interfaces_given_as_dicts() -> None:
    """``{"handleEvent": f}`` and ``{"acceptNode": f}`` work as JavaScript's object literals:
    the function is looked up at each call; a dict without it is refused, naming what to
    pass."""
    document = html_document()
    target = body(document)
    seen: list[str] = []
    listener = {"handleEvent": lambda event: seen.append(event.type)}
    target.addEventListener("go", listener)
    target.dispatchEvent(Event("go"))
    listener["handleEvent"] = lambda event: seen.append("replaced")
    target.dispatchEvent(Event("go"))
    target.removeEventListener("go", listener)  # the same object: found by identity
    target.dispatchEvent(Event("go"))
    assert seen == ["go", "replaced"]
    with pytest.raises(TypeError, match=r"parameter 2 .*EventListener.*\{'handleEvent': "):
        target.addEventListener("go", {"handle": print})
    paragraph, italic = document.createElement("p"), document.createElement("i")
    target.append(paragraph, italic)
    skip_paragraphs = {"acceptNode": lambda node: 3 if node.nodeName == "P" else 1}
    walker = document.createTreeWalker(target, 0xFFFFFFFF, skip_paragraphs)
    assert walker.nextNode() is italic
    iterator = document.createNodeIterator(target, 1, skip_paragraphs)
    assert [iterator.nextNode(), iterator.nextNode(), iterator.nextNode()] == [
        target,
        italic,
        None,
    ]
    with pytest.raises(TypeError, match=r"parameter 3 .*NodeFilter.*\{'acceptNode': "):
        document.createTreeWalker(target, 0xFFFFFFFF, {"accept": print})
