"""The fast paths of building and reading trees (issue 58 item 14): ``textContent``'s walk,
``cloneNode(true)``'s direct linking of plain copies, ``classList.add``'s token check and
``setAttribute``'s dict form, each against what the Standard's steps give on the shapes that
leave the fast path (CDATA sections, comments and processing instructions among the text,
nested and empty elements, elements with insertion or cloning steps, attributes as ``Attr``
nodes, registered mutation observers, a document's copy with its ID map).

The reference walks here are written from the Standard's definitions (descendants in tree
order), not from the code; ``benchmarks/build.py`` measures the speed."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException, MutationObserver
from webapi.html import DOMParser

MARKUP = (
    "<!DOCTYPE html><html><head><title>T</title></head><body>"
    "<div id=a class='x y'>one<!--c--><span>two<b></b><i>three</i></span>four</div>"
    "<p></p><select id=s><option value=1>o1<option selected>o2</select>"
    "<template id=t><em>inside</em></template>"
    "<input id=i value=v><textarea id=ta>text</textarea><ul><li>1<li>2<li>3</ul>tail"
    "</body></html>"
)


def _descendants(node: Any) -> list[Any]:
    """The Standard's descendants in tree order: each child, then that child's descendants."""
    found = []
    for child in node.childNodes:
        found.append(child)
        found.extend(_descendants(child))
    return found


def _text_content(node: Any) -> str:
    """https://dom.spec.whatwg.org/#concept-descendant-text-content: the data of the Text
    descendants (CDATA sections are Text) in tree order."""
    return "".join(n.data for n in _descendants(node) if n.nodeType in (3, 4))


def _shape(node: Any) -> list[tuple[Any, ...]]:
    """Each descendant's name, value, attributes, and its links to its neighbours."""
    rows = []
    for n in _descendants(node):
        attrs = sorted((a.name, a.value) for a in n.attributes) if n.nodeType == 1 else []
        previous, following = n.previousSibling, n.nextSibling
        assert previous is None or previous.nextSibling is n
        assert following is None or following.previousSibling is n
        assert n in list(n.parentNode.childNodes)
        rows.append((n.nodeName, n.nodeValue, attrs, len(n.childNodes)))
    return rows


def _html() -> Any:
    return DOMParser().parseFromString(MARKUP, "text/html")


def _xml() -> Any:
    return DOMParser().parseFromString(
        "<r>a<![CDATA[b<c]]><?pi data?><!--d--><e>f<g/><h>i<![CDATA[j]]></h></e>k</r>",
        "application/xml",
    )


@pytest.mark.parametrize("make", [_html, _xml])
def test_text_content_is_the_text_descendants_in_tree_order(make: Any) -> None:
    document = make()
    for node in [document.documentElement, *_descendants(document.documentElement)]:
        if node.nodeType == 1:
            assert node.textContent == _text_content(node)
    fragment = document.createDocumentFragment()
    fragment.append(document.documentElement.cloneNode(True), "z")
    assert fragment.textContent == _text_content(fragment)
    assert document.textContent is None


def test_text_content_of_the_xml_tree_includes_cdata_and_leaves_out_the_rest() -> None:
    assert _xml().documentElement.textContent == "ab<cfijk"


@pytest.mark.parametrize("make", [_html, _xml])
def test_a_deep_clone_has_the_same_tree(make: Any) -> None:
    document = make()
    for node in (document, document.documentElement):
        copy = node.cloneNode(True)
        assert copy.isEqualNode(node) and copy is not node
        assert _shape(copy) == _shape(node)
        assert all(a is not b for a, b in zip(_descendants(copy), _descendants(node), strict=True))


def test_a_deep_clone_runs_the_steps_of_elements_that_have_some() -> None:
    document = _html()
    document.getElementById("i").value = "changed"
    document.getElementById("ta").value = "edited"
    body = document.body.cloneNode(True)
    assert body.querySelector("input").value == "changed"  # input's cloning steps
    assert body.querySelector("textarea").value == "edited"  # textarea's
    assert body.querySelector("template").content.textContent == "inside"  # template's
    assert body.querySelector("select").value == "o2"  # select / option insertion steps
    assert body.querySelector("#a").classList.contains("y")


def test_a_deep_clone_with_attr_nodes_and_an_observer_registered() -> None:
    document = _html()
    div = document.getElementById("a")
    div.getAttributeNode("class")  # the element's attributes become Attr nodes
    records: list[Any] = []
    observer = MutationObserver(lambda found, _: records.extend(found))
    observer.observe(div, {"childList": True, "subtree": True, "attributes": True})
    copy = div.cloneNode(True)
    assert copy.isEqualNode(div) and _shape(copy) == _shape(div)
    assert copy.getAttributeNode("class") is not div.getAttributeNode("class")
    assert observer.takeRecords() == []  # nothing observed the copy
    observer.disconnect()


def test_a_clone_of_a_document_has_its_own_id_map_and_live_collections_see_it() -> None:
    document = _html()
    assert document.getElementById("a") is not None  # the original's ID map made
    items = document.getElementsByTagName("li")
    assert len(items) == 3
    copy = document.cloneNode(True)
    found = copy.getElementById("a")
    assert found is not None and found is not document.getElementById("a")
    assert found.ownerDocument is copy
    assert len(copy.getElementsByTagName("li")) == 3
    ul = document.querySelector("ul")
    ul.appendChild(ul.firstChild.cloneNode(True))  # a copy appended: the live list changes
    assert len(items) == 4


@pytest.mark.parametrize("space", ["\t", "\n", "\x0c", "\r", " "])
def test_class_list_add_refuses_a_token_with_ascii_whitespace(space: str) -> None:
    element = _html().createElement("div")
    with pytest.raises(DOMException) as caught:
        element.classList.add("ok", f"a{space}b")
    assert caught.value.name == "InvalidCharacterError"
    assert element.getAttribute("class") is None  # step 1 checks every token before any change


def test_class_list_add_takes_other_whitespace_and_refuses_the_empty_token() -> None:
    element = _html().createElement("div")
    element.classList.add("a\u00a0b", "\u2003", "\x0b")
    assert list(element.classList) == ["a\u00a0b", "\u2003", "\x0b"]
    with pytest.raises(DOMException) as caught:
        element.classList.add("")
    assert caught.value.name == "SyntaxError"


def test_class_list_add_sets_the_attribute_even_when_nothing_is_added() -> None:
    document = _html()
    element = document.createElement("div")
    element.setAttribute("class", " b  a b ")
    observer = MutationObserver(lambda records, _: None)
    observer.observe(element, {"attributes": True, "attributeOldValue": True})
    element.classList.add("a", "c", "c")
    element.classList.add("a")  # the update steps run: the value is the serialized set
    records = observer.takeRecords()
    assert [r.oldValue for r in records] == [" b  a b ", "b a c"]
    assert element.getAttribute("class") == "b a c"
    assert element.className == "b a c" and list(element.classList) == ["b", "a", "c"]


def test_set_attribute_on_an_html_element_lowercases_and_replaces() -> None:
    document = _html()
    element = document.createElement("div")
    observer = MutationObserver(lambda records, _: None)
    observer.observe(element, {"attributes": True, "attributeOldValue": True})
    element.setAttribute("Data-ID", "1")
    element.setAttribute("data-id", "2")
    assert [(r.attributeName, r.oldValue) for r in observer.takeRecords()] == [
        ("data-id", None),
        ("data-id", "1"),
    ]
    assert element.getAttribute("DATA-id") == "2" and element.dataset["id"] == "2"
    assert document.querySelector("[data-id]") is None  # not in the tree
    document.body.appendChild(element)
    assert document.querySelector("[data-id='2']") is element


def test_create_element_names_seen_before_and_not() -> None:
    document = _html()
    for name in ("div", "DIV", "dIv"):
        for _ in range(2):  # the second time a name is given it is known
            element = document.createElement(name)
            assert element.localName == "div" and element.tagName == "DIV"
            assert element.namespaceURI == "http://www.w3.org/1999/xhtml"
            assert type(element).__name__ == "HTMLDivElement"
            assert element.ownerDocument is document and element.parentNode is None
    for _ in range(2):
        with pytest.raises(DOMException) as caught:
            document.createElement("a b")
        assert caught.value.name == "InvalidCharacterError"
    customized = document.createElement("div", {"is": "my-div"})
    assert customized._is_value == "my-div"  # options leave the fast path
    assert document.createElement("div")._is_value is None
    xml = _xml()
    for _ in range(2):  # not lowercased, in no namespace, outside an HTML document
        element = xml.createElement("DIV")
        assert element.localName == "DIV" and element.namespaceURI is None


def test_create_element_follows_a_registration_made_after_it() -> None:
    from webapi.dom import _creation
    from webapi.infra import HTML_NAMESPACE

    document = _html()
    first = document.createElement("blink")
    previous = _creation._ELEMENT_INTERFACES[HTML_NAMESPACE]

    class Blink(type(first)):  # type: ignore[misc]
        __slots__ = ()

    try:
        _creation.register_element_interface(
            HTML_NAMESPACE, lambda name: Blink if name == "blink" else previous(name)
        )
        assert type(document.createElement("blink")) is Blink
        assert type(document.createElement("div")).__name__ == "HTMLDivElement"
    finally:
        _creation.register_element_interface(HTML_NAMESPACE, previous)
    assert type(document.createElement("blink")) is type(first)


def test_set_attribute_lowercases_only_html_elements_in_html_documents() -> None:
    document = _html()
    svg = document.createElementNS("http://www.w3.org/2000/svg", "svg")
    div = document.createElement("div")
    for _ in range(2):
        svg.setAttribute("viewBox", "0 0 1 1")
        div.setAttribute("viewBox", "0 0 1 1")
    assert svg.getAttributeNames() == ["viewBox"] and div.getAttributeNames() == ["viewbox"]
    for element in (svg, div):
        for _ in range(2):
            with pytest.raises(DOMException) as caught:
                element.setAttribute("a=b", "")
            assert caught.value.name == "InvalidCharacterError"
    xml = _xml().documentElement
    xml.setAttribute("Mixed", "1")
    assert xml.getAttributeNames() == ["Mixed"]


def test_class_list_add_on_an_empty_set_keeps_each_token_once() -> None:
    document = _html()
    for tokens, expected in (
        (("a",), "a"),
        (("a", "b"), "a b"),
        (("a", "a"), "a"),
        (("a", "b", "a", "c", "b"), "a b c"),
    ):
        element = document.createElement("div")
        element.classList.add(*tokens)
        assert element.getAttribute("class") == expected
        assert list(element.classList) == expected.split()
    element = document.createElement("div")
    element.classList.add()  # no token, no attribute: the update steps set nothing
    assert not element.hasAttribute("class")
    assert element.classList is element.classList


def _appended_shape(parent: Any) -> list[Any]:
    children = list(parent.childNodes)
    for previous, child in zip([None, *children], children, strict=False):
        assert child.parentNode is parent and child.previousSibling is previous
        assert (previous.nextSibling if previous is not None else parent.firstChild) is child
    assert parent.lastChild is (children[-1] if children else None)
    return [c.nodeName for c in children]


def test_append_child_links_and_keeps_the_id_map_and_collections() -> None:
    document = _html()
    body = document.body
    assert document.getElementById("new") is None  # the ID map exists from now on
    divs = document.getElementsByTagName("div")
    count = len(divs)
    element = document.createElement("div")
    element.id = "new"
    assert body.appendChild(element) is element
    assert document.getElementById("new") is element
    assert len(divs) == count + 1 and divs[count] is element
    assert body.appendChild(document.createTextNode("t")).parentNode is body
    assert body.appendChild(document.createComment("c")).parentNode is body
    assert _appended_shape(body)[-3:] == ["DIV", "#text", "#comment"]
    detached = document.createElement("section")
    inner = detached.appendChild(document.createElement("p"))
    inner.id = "inner"
    assert document.getElementById("inner") is None  # not connected
    fragment = document.createDocumentFragment()
    fragment.appendChild(document.createElement("i"))
    assert _appended_shape(fragment) == ["I"]
    body.appendChild(detached)
    assert document.getElementById("inner") is inner


def test_append_child_refusals_moves_and_adoption() -> None:
    document = _html()
    element = document.createElement("div")
    with pytest.raises(DOMException) as caught:
        element.appendChild(element)
    assert caught.value.name == "HierarchyRequestError"
    template = document.createElement("template")
    holder = template.content.appendChild(document.createElement("div"))
    with pytest.raises(DOMException) as caught:
        holder.appendChild(template)  # the template hosts the holder's tree
    assert caught.value.name == "HierarchyRequestError"
    first, second = document.createElement("p"), document.createElement("p")
    child = first.appendChild(document.createElement("b"))
    second.appendChild(child)  # moved: taken out of its parent first
    assert first.firstChild is None and _appended_shape(second) == ["B"]
    other = DOMParser().parseFromString("", "text/html")
    foreign = other.createElement("u")
    second.appendChild(foreign)  # adopted
    assert foreign.ownerDocument is document and _appended_shape(second) == ["B", "U"]


def test_append_child_with_an_observer_and_insertion_steps() -> None:
    document = _html()
    select = document.getElementById("s")
    option = document.createElement("option")
    option.setAttribute("selected", "")
    select.appendChild(option)  # an option's insertion steps: the select's selectedness
    assert select.value == option.value and select.selectedIndex == 2
    records: list[Any] = []
    observer = MutationObserver(lambda found, _: records.extend(found))
    parent = document.createElement("div")
    observer.observe(parent, {"childList": True})
    child = parent.appendChild(document.createElement("span"))
    found = observer.takeRecords()
    assert [(r.type, list(r.addedNodes)) for r in found] == [("childList", [child])]
    observer.disconnect()


def test_is_equal_node_leaves_the_attributes_as_they_are() -> None:
    document = _html()
    div = document.getElementById("a")
    bare = document.createElement("p")
    assert div.isEqualNode(div.cloneNode(True)) and bare.isEqualNode(bare.cloneNode())
    assert not bare.isEqualNode(div) and not div.isEqualNode(bare)
    with_attribute = document.createElement("p")
    with_attribute.setAttribute("title", "")
    assert not bare.isEqualNode(with_attribute) and not with_attribute.isEqualNode(bare)
    # no Attr node was made for the comparison: the elements keep their attributes' form
    assert bare._attrs is None and type(div._attrs) is dict
    assert type(with_attribute._attrs) is dict
    div.getAttributeNode("id")  # Attr nodes against the dict form compare the same
    assert div.isEqualNode(div.cloneNode(True))
    assert div.cloneNode(True).isEqualNode(div)


def _slots(node: Any) -> dict[str, Any]:
    """Every slot of ``node`` that is set, by name (``__weakref__`` left out)."""
    found = {}
    for cls in type(node).__mro__:
        for name in cls.__dict__.get("__slots__", ()):
            if name != "__weakref__" and hasattr(node, name):
                value = getattr(node, name)
                found[name] = dict(value) if type(value) is dict else value
    return found


@pytest.fixture
def scripting() -> Any:
    """``SCRIPTING`` (whether some document has had a script engine), set back after."""
    from webapi.dom._event_handlers import SCRIPTING

    before = SCRIPTING[0]
    yield SCRIPTING
    SCRIPTING[0] = before


def test_a_copier_sets_every_slot_as_the_initializer_does(scripting: list[bool]) -> None:
    from webapi.dom._cloning import copier

    # (as before any document had a script engine: with one, an element's copier leaves its
    # attributes, which may be event handlers', to "clone a single node"; see the end)
    scripting[0] = False
    document = _html()
    xml = _xml()
    originals = [
        document.createTextNode("t"),
        document.createComment("c"),
        xml.documentElement.firstChild,  # a Text node of an XML document
        xml.createElement("plain"),
    ]
    # (not a custom element name, "x-y": its element has the custom element steps, an upgrade
    # as it is inserted, and is copied through "create an element")
    names = ("div", "p", "a", "span", "li", "td", "table", "img", "ul", "section")
    # (and classes with an initializer of their own, which the copier calls)
    for name in (*names, "select", "form", "script", "button"):
        element = document.createElement(name)
        element.setAttribute("title", name)
        originals += [element, document.createElement(name)]
    for original in originals:
        make = copier(type(original))
        assert make is not None, type(original)
        owner = original.ownerDocument
        parent = owner.createElement("div")
        copy = make(type(original), original, owner, parent, None)
        assert type(copy) is type(original)
        made = original.cloneNode(False)  # the initializer's node, as "clone a single node"
        expected = _slots(made) | {"_parent": parent}
        assert _slots(copy) == expected, type(original)
        if getattr(original, "_attrs", None):
            assert copy._attrs is not original._attrs
    # classes with cloning, insertion or post-connection steps
    for name in ("input", "textarea", "template", "option", "meta"):
        assert copier(type(document.createElement(name))) is None, name
    scripting[0] = True
    div = document.createElement("div")
    make = copier(type(div))
    assert make is not None
    assert make(type(div), div, document, document.createElement("p"), None) is None
    text = document.createTextNode("t")
    make = copier(type(text))
    assert make is not None and make(type(text), text, document, div, None).data == "t"
