"""Shadow trees (https://dom.spec.whatwg.org/#shadow-trees): attachShadow's hosts and errors,
ShadowRoot's members, the shadow-including root, connectedness, cloning and adoption; the
behaviour WPT's shadow-dom/ tests (ShadowRoot-interface, Element-interface-attachShadow,
getRootNode, Node-isConnected, shadow-root-clonable), in our own words."""

from __future__ import annotations

import pytest

from webapi.dom import DocumentFragment, DOMException, ShadowRoot
from webapi.html import DOMParser


def _document(markup: str = "<div id=host><span>light</span></div>"):
    return DOMParser().parseFromString(markup, "text/html")


def test_attach_shadow_open_and_closed():
    document = _document()
    host = document.getElementById("host")
    shadow = host.attachShadow({"mode": "open"})
    assert isinstance(shadow, ShadowRoot) and isinstance(shadow, DocumentFragment)
    assert host.shadowRoot is shadow and shadow.host is host
    assert (shadow.mode, shadow.delegatesFocus, shadow.slotAssignment) == ("open", False, "named")
    assert (shadow.clonable, shadow.serializable) == (False, False)
    assert shadow.nodeType == 11 and shadow.nodeName == "#document-fragment"
    assert shadow.parentNode is None and shadow.ownerDocument is document
    other = document.createElement("section")
    closed = other.attachShadow(
        {"mode": "closed", "delegatesFocus": True, "slotAssignment": "manual", "serializable": True}
    )
    assert other.shadowRoot is None and closed.host is other
    assert (closed.mode, closed.delegatesFocus, closed.slotAssignment, closed.serializable) == (
        "closed",
        True,
        "manual",
        True,
    )


@pytest.mark.parametrize("name", ["div", "span", "article", "h6", "body", "p", "x-widget", "my-el"])
def test_valid_shadow_hosts(name):
    assert _document().createElement(name).attachShadow({"mode": "open"}).mode == "open"


@pytest.mark.parametrize("name", ["img", "input", "a", "template", "slot", "x", "font-face"])
def test_invalid_shadow_hosts(name):
    with pytest.raises(DOMException) as raised:
        _document().createElement(name).attachShadow({"mode": "open"})
    assert raised.value.name == "NotSupportedError"


def test_attach_shadow_outside_html_namespace_and_twice():
    document = _document()
    svg = document.createElementNS("http://www.w3.org/2000/svg", "div")
    with pytest.raises(DOMException) as raised:
        svg.attachShadow({"mode": "open"})
    assert raised.value.name == "NotSupportedError"
    div = document.createElement("div")
    div.attachShadow({"mode": "closed"})
    for mode in ("open", "closed"):
        with pytest.raises(DOMException) as raised:
            div.attachShadow({"mode": mode})
        assert raised.value.name == "NotSupportedError"


def test_attach_shadow_needs_a_mode():
    with pytest.raises(TypeError):
        _document().createElement("div").attachShadow({})


def test_root_and_connectedness_through_hosts():
    document = _document()
    host = document.getElementById("host")
    shadow = host.attachShadow({"mode": "open"})
    inner = document.createElement("p")
    shadow.append(inner)
    assert inner.getRootNode() is shadow
    assert inner.getRootNode({"composed": True}) is document
    assert inner.isConnected and shadow.isConnected
    host.remove()
    assert not inner.isConnected
    assert inner.getRootNode({"composed": True}) is host
    # nested shadow trees
    document.body.append(host)
    inner2 = document.createElement("i")
    inner.attachShadow({"mode": "closed"}).append(inner2)
    assert inner2.isConnected and inner2.getRootNode({"composed": True}) is document


def test_query_selector_does_not_pierce():
    document = _document()
    shadow = document.getElementById("host").attachShadow({"mode": "open"})
    shadow.innerHTML = "<b class=inside>x</b>"
    assert document.querySelector(".inside") is None
    assert document.getElementsByClassName("inside").length == 0
    assert shadow.querySelector(".inside").textContent == "x"
    assert document.body.textContent == "light"


def test_inner_html_get_html_and_set_html_unsafe():
    document = _document()
    shadow = document.getElementById("host").attachShadow({"mode": "open"})
    shadow.innerHTML = "<p>one<br>two</p>"
    assert shadow.innerHTML == "<p>one<br>two</p>" == shadow.getHTML()
    shadow.setHTMLUnsafe("<em>x</em>")
    assert shadow.innerHTML == "<em>x</em>" and shadow.firstChild.localName == "em"
    shadow.innerHTML = None  # [LegacyNullToEmptyString]
    assert shadow.childNodes.length == 0


def test_clone_and_import_refuse_shadow_roots_adoption_too():
    document = _document()
    shadow = document.getElementById("host").attachShadow({"mode": "open"})
    for call in (lambda: shadow.cloneNode(), lambda: document.importNode(shadow)):
        with pytest.raises(DOMException) as raised:
            call()
        assert raised.value.name == "NotSupportedError"
    with pytest.raises(DOMException) as raised:
        document.adoptNode(shadow)
    assert raised.value.name == "HierarchyRequestError"


def test_clonable_shadow_roots_are_cloned():
    document = _document("<div id=host><div id=inner></div></div>")
    host = document.getElementById("host")
    shadow = host.attachShadow({"mode": "open", "clonable": True, "delegatesFocus": True})
    shadow.innerHTML = "<p>in shadow</p>"
    inner = document.getElementById("inner")
    inner.attachShadow({"mode": "open", "clonable": True}).innerHTML = "<i>nested</i>"
    copy = host.cloneNode(True)
    assert copy.shadowRoot is not shadow and copy.shadowRoot.innerHTML == "<p>in shadow</p>"
    assert copy.shadowRoot.clonable and copy.shadowRoot.delegatesFocus
    assert copy.firstChild.shadowRoot.innerHTML == "<i>nested</i>"
    assert host.cloneNode(False).shadowRoot.innerHTML == "<p>in shadow</p>"
    plain = document.createElement("div")
    plain.attachShadow({"mode": "open"})
    assert plain.cloneNode(True).shadowRoot is None


def test_adoption_moves_the_shadow_tree():
    document = _document()
    host = document.getElementById("host")
    shadow = host.attachShadow({"mode": "open"})
    shadow.innerHTML = "<p>x</p>"
    other = DOMParser().parseFromString("", "text/html")
    other.adoptNode(host)
    assert host.ownerDocument is other
    assert shadow.ownerDocument is other and shadow.firstChild.ownerDocument is other


def test_active_element_and_adopted_style_sheets():
    document = _document()
    shadow = document.getElementById("host").attachShadow({"mode": "open"})
    assert shadow.activeElement is None
    assert shadow.adoptedStyleSheets == []
    with pytest.raises(TypeError, match="CSSStyleSheet"):
        shadow.adoptedStyleSheets = [object()]
    assert len(shadow.styleSheets) == 0


def test_slot_attribute_reflects():
    element = _document().createElement("span")
    assert element.slot == ""
    element.slot = "a"
    assert element.getAttribute("slot") == "a"


def test_focus_inside_shadow_trees_is_retargeted_and_matches_the_hosts():
    # (HTML's activeElement retargets the focused element against the document or the shadow
    # root; :focus matches a host whose shadow root is the root of an element that has the
    # focus, and so its host in turn; :focus-within goes through hosts; WPT shadow-dom/focus)
    document = _document("<div id=host></div><p id=light tabindex=0>light</p>")
    host = document.getElementById("host")
    shadow = host.attachShadow({"mode": "open"})
    shadow.innerHTML = "<div id=inner></div><slot></slot>"
    inner = shadow.getElementById("inner")
    nested = inner.attachShadow({"mode": "closed"})
    nested.innerHTML = "<input>"
    field = nested.firstChild
    field.focus()
    assert document.activeElement is host
    assert shadow.activeElement is inner and nested.activeElement is field
    assert [e.matches(":focus") for e in (field, inner, host, document.body)] == [
        True,
        True,
        True,
        False,
    ]
    assert host.matches(":focus-within") and document.body.matches(":focus-within")
    # A light child slotted into the host's shadow tree: the host does not have the focus.
    light = document.getElementById("light")
    host.append(light)
    light.focus()
    assert document.activeElement is light and shadow.activeElement is None
    assert light.matches(":focus") and not host.matches(":focus")
    assert not inner.matches(":focus") and not inner.matches(":focus-within")


def test_a_host_that_delegates_focus_gives_it_to_its_focus_delegate():
    # (HTML's focusing steps through "get the focusable area" and the focus delegate: the
    # first focusable area of its tree, an autofocus one first, through nested delegating
    # hosts; a focused element inside keeps the focus; the host itself is no focusable area,
    # even with a tabindex; a dialog's delegate may be such a host. The answers are Chromium
    # 156's for the same steps.)
    document = _document(
        "<div id=h1></div><div id=h2 tabindex=0></div><div id=h3></div><div id=h4></div>"
        "<dialog><div id=h6></div></dialog>"
    )
    h1, h2, h3, h4, h6 = (document.getElementById(name) for name in ("h1", "h2", "h3", "h4", "h6"))
    s1 = h1.attachShadow(mode="open", delegatesFocus=True)
    s1.innerHTML = "<span>x</span><input id=a><input id=b>"
    h1.focus()
    assert (document.activeElement, s1.activeElement.id, h1.matches(":focus")) == (h1, "a", True)
    s1.getElementById("b").focus()
    h1.focus()
    assert s1.activeElement.id == "b"
    h1.setAttribute("tabindex", "0")
    assert s1.activeElement.id == "b"
    s2 = h2.attachShadow(mode="open", delegatesFocus=True)
    s2.innerHTML = "<input id=c><input id=d autofocus>"
    h2.focus()
    assert (document.activeElement, s2.activeElement.id) == (h2, "d")
    h3.attachShadow(mode="open", delegatesFocus=True).innerHTML = "<span>none</span>"
    h3.focus()
    assert document.activeElement is h2
    s4 = h4.attachShadow(mode="open", delegatesFocus=True)
    s4.innerHTML = "<div id=inner></div>"
    s5 = s4.getElementById("inner").attachShadow(mode="open", delegatesFocus=True)
    s5.innerHTML = "<button id=deep>b</button>"
    h4.focus()
    assert (document.activeElement, s4.activeElement.id, s5.activeElement.id) == (
        h4,
        "inner",
        "deep",
    )
    s6 = h6.attachShadow(mode="open", delegatesFocus=True)
    s6.innerHTML = "<input id=e>"
    document.querySelector("dialog").showModal()
    assert (document.activeElement, s6.activeElement.id) == (h6, "e")
