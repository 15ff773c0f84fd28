"""A clone's attributes after a change (issue 58 item 14): cloning gives a copy the attribute
dict of the element it copies (``ElementImpl._attrs_shared`` marks both), so each way of
changing an attribute is run on the original, on the copy and on both, after a deep clone of
their parent (the copiers of ``_cloning``: plain elements, classes with an initializer of
their own, classes with cloning or insertion steps) and after a shallow clone of the element
itself ("clone a single node"), with a second copy beside them; each changed element must have
what the same change gives an element that was never cloned, and the others what they had."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests._sample import sampled
from webapi.dom.engine import parser_add_missing_attribute
from webapi.html import DOMParser

MARKUP = (
    "<!DOCTYPE html><body><main>"
    "<div id=d title=t class='x y' data-k=v>a<span id=s title=t class=x data-k=v>b</span></div>"
    "<select id=sel title=t class=x data-k=v><option id=opt title=t class=x data-k=v>o</select>"
    "<form id=f title=t class=x data-k=v></form>"
    "<input id=in title=t class=x data-k=v type=hidden value=v>"
    "</main></body>"
)
#: the elements changed: a plain element, one with one Text child (copied by its parent's
#: copier), classes with their own initializer (select, form), with cloning or insertion steps
#: (option, input)
IDS = ("d", "s", "sel", "opt", "f", "in")


def _set_attribute_node(element: Any) -> None:
    made = element.ownerDocument.createAttribute("title")
    made.value = "node"
    element.setAttributeNode(made)


def _attr_value(element: Any) -> None:
    element.getAttributeNode("title").value = "attr"


def _dataset_set(element: Any) -> None:
    element.dataset["k"] = "w"


def _dataset_delete(element: Any) -> None:
    del element.dataset["k"]


CHANGES: dict[str, Callable[[Any], object]] = {
    "setAttribute of an attribute it has": lambda e: e.setAttribute("title", "changed"),
    "setAttribute of a new attribute": lambda e: e.setAttribute("data-new", "1"),
    "removeAttribute": lambda e: e.removeAttribute("title"),
    "toggleAttribute adding": lambda e: e.toggleAttribute("hidden"),
    "toggleAttribute removing": lambda e: e.toggleAttribute("title"),
    "classList.add": lambda e: e.classList.add("z"),
    "classList.remove": lambda e: e.classList.remove("x"),
    "classList.toggle": lambda e: e.classList.toggle("x"),
    "classList.replace": lambda e: e.classList.replace("x", "w"),
    "className": lambda e: setattr(e, "className", "q"),
    "id": lambda e: setattr(e, "id", "other"),
    "title (reflected)": lambda e: setattr(e, "title", "reflected"),
    "dataset set": _dataset_set,
    "dataset delete": _dataset_delete,
    "setAttributeNS without a namespace": lambda e: e.setAttributeNS(None, "title", "ns"),
    "removeAttributeNS without a namespace": lambda e: e.removeAttributeNS(None, "title"),
    "setAttributeNS with a namespace": lambda e: e.setAttributeNS("urn:x", "p:q", "v"),
    "an Attr node's value": _attr_value,
    "attributes.removeNamedItem": lambda e: e.attributes.removeNamedItem("title"),
    "setAttributeNode": _set_attribute_node,
    "the parser adding a missing attribute": lambda e: parser_add_missing_attribute(
        e, "lang", "en"
    ),
}


def _attributes(element: Any) -> list[tuple[str, str]]:
    """The element's attributes (read without making ``Attr`` nodes)."""
    return [(name, element.getAttribute(name)) for name in element.getAttributeNames()]


def _changed(change: Callable[[Any], object], id_value: str) -> list[tuple[str, str]]:
    """What ``change`` gives the element of ``id_value`` in a page that was never cloned."""
    document: Any = DOMParser().parseFromString(MARKUP, "text/html")
    element = document.getElementById(id_value)
    change(element)
    return _attributes(element)


def _pairs(document: Any, deep: bool) -> list[tuple[Any, Any, Any]]:
    """Each element of :data:`IDS` with a copy and a second copy (of the original after a deep
    clone of ``main``, else of the copy: a copy of a copy)."""
    main = document.querySelector("main")
    if deep:
        copy, second = main.cloneNode(True), main.cloneNode(True)
        return [
            (
                document.getElementById(i),
                copy.querySelector(f"#{i}"),
                second.querySelector(f"#{i}"),
            )
            for i in IDS
        ]
    found = []
    for i in IDS:
        original = document.getElementById(i)
        copy = original.cloneNode(False)
        found.append((original, copy, copy.cloneNode(False)))
    return found


@pytest.mark.parametrize("deep", [True, False], ids=["deep", "shallow"])
@pytest.mark.parametrize("name", list(CHANGES))
@sampled("deep")
def test_a_change_after_cloning_changes_that_element_alone(name: str, deep: bool) -> None:
    change = CHANGES[name]
    for side in ("original", "copy", "both", "second copy"):
        document: Any = DOMParser().parseFromString(MARKUP, "text/html")
        for index, (original, copy, second) in enumerate(_pairs(document, deep)):
            trio = (original, copy, second)
            before = [_attributes(element) for element in trio]
            assert before[0] == before[1] == before[2]
            changed = {
                "original": (0,),
                "copy": (1,),
                "both": (0, 1),
                "second copy": (2,),
            }[side]
            for position in changed:
                change(trio[position])
            expected = _changed(change, IDS[index])
            for position, element in enumerate(trio):
                wanted = expected if position in changed else before[position]
                assert _attributes(element) == wanted, (side, IDS[index], position)


def test_a_deep_clone_shares_the_dicts_until_a_change() -> None:
    document: Any = DOMParser().parseFromString(MARKUP, "text/html")
    main = document.querySelector("main")
    copy = main.cloneNode(True)
    for i in IDS:
        original, copied = document.getElementById(i), copy.querySelector(f"#{i}")
        assert copied._attrs is original._attrs
        assert copied._attrs_shared and original._attrs_shared
    div, copied_div = document.getElementById("d"), copy.querySelector("#d")
    copied_div.setAttribute("title", "mine")
    assert copied_div._attrs is not div._attrs and not copied_div._attrs_shared
    assert (div.title, copied_div.title) == ("t", "mine")
    # the original still shares nothing now, but keeps its mark: it copies once more
    div.setAttribute("title", "its own")
    assert (div.title, copied_div.title) == ("its own", "mine")
    assert not div._attrs_shared


def test_the_id_map_after_a_change_to_either_side() -> None:
    document: Any = DOMParser().parseFromString(MARKUP, "text/html")
    main = document.querySelector("main")
    copy = main.cloneNode(True)
    document.body.append(copy)  # (both in the document: the copy's ids come after)
    original_div = document.getElementById("d")
    copied_div = copy.querySelector("#d")
    assert original_div is not copied_div
    original_div.id = "moved"
    assert document.getElementById("d") is copied_div
    assert document.getElementById("moved") is original_div
    copied_div.id = "copied"
    assert document.getElementById("d") is None
    assert document.getElementById("copied") is copied_div
    assert [e.id for e in document.querySelectorAll("div")] == ["moved", "copied"]


@pytest.mark.parametrize("side", ["original", "copy"])
def test_the_form_controls_content_attributes_after_cloning(side: str) -> None:
    document: Any = DOMParser().parseFromString(MARKUP, "text/html")
    copy = document.querySelector("main").cloneNode(True)
    pairs = {i: (document.getElementById(i), copy.querySelector(f"#{i}")) for i in IDS}
    changed = 0 if side == "original" else 1
    pairs["in"][changed].defaultValue = "new default"
    pairs["opt"][changed].defaultSelected = True
    pairs["sel"][changed].multiple = True
    values = [
        (pairs["in"][k].getAttribute("value"), pairs["in"][k].value) for k in (changed, 1 - changed)
    ]
    assert values == [("new default", "new default"), ("v", "v")]
    assert [pairs["opt"][k].hasAttribute("selected") for k in (changed, 1 - changed)] == [
        True,
        False,
    ]
    assert [pairs["sel"][k].multiple for k in (changed, 1 - changed)] == [True, False]
