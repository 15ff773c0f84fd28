"""WAI-ARIA's ARIAMixin on the DOM's Element (https://w3c.github.io/aria/#ARIAMixin,
``idl/aria.webidl``): ``role`` and the ``aria*`` strings reflect their content attributes as
nullable strings; the element references reflect as HTML's ``Element?`` and
``FrozenArray<Element>?`` reflection does, as Chromium 156 has them."""

from __future__ import annotations

import pytest

from webapi.dom import Document, Element
from webapi.html import DOMParser


def _document(markup: str) -> Document:
    return DOMParser().parseFromString(markup, "text/html")


def test_strings_reflect_as_nullable() -> None:
    document = _document('<div id=a role="button link" aria-label="Save" aria-checked=mixed>')
    a = document.getElementById("a")
    assert a is not None
    assert (a.role, a.ariaLabel, a.ariaChecked, a.ariaPressed) == (
        "button link",
        "Save",
        "mixed",
        None,
    )
    a.ariaColIndexText = "x"
    assert a.getAttribute("aria-colindextext") == "x"
    a.aria_label = "Open"  # (the snake_case alias)
    assert a.getAttribute("aria-label") == "Open"
    a.ariaLabel = None
    assert not a.hasAttribute("aria-label")
    a.role = 5  # type: ignore[assignment]  # (a DOMString: converted)
    assert a.getAttribute("role") == "5"


def test_every_namespace_has_them() -> None:
    document = _document("")
    svg = document.createElementNS("http://www.w3.org/2000/svg", "svg")
    svg.role = "img"
    svg.ariaHidden = "true"
    assert (svg.getAttribute("role"), svg.getAttribute("aria-hidden")) == ("img", "true")


def test_element_reference_from_ids() -> None:
    document = _document(
        '<div id=a aria-labelledby=" b\tmissing a b" aria-activedescendant=b></div><p id=b>'
    )
    a, b = document.getElementById("a"), document.getElementById("b")
    assert a is not None and b is not None
    assert a.ariaLabelledByElements == (b, a, b)
    assert a.ariaLabelledByElements is a.ariaLabelledByElements  # (the same frozen array)
    assert a.ariaActiveDescendantElement is b
    assert a.ariaDescribedByElements is None  # (no attribute)
    assert a.aria_labelled_by_elements == (b, a, b)


def test_explicitly_set_elements() -> None:
    document = _document("<div id=a></div><p id=b></p><p id=c></p>")
    a, b, c = (document.getElementById(x) for x in "abc")
    assert a is not None and b is not None and c is not None
    a.ariaControlsElements = [c, b]
    assert a.getAttribute("aria-controls") == ""
    assert a.ariaControlsElements == (c, b)
    c.remove()  # (no longer in the element's tree: left out)
    assert a.ariaControlsElements == (b,)
    a.setAttribute("aria-controls", "b b")  # (the attribute changed: the ids again)
    assert a.ariaControlsElements == (b, b)
    a.ariaActiveDescendantElement = b
    assert (a.getAttribute("aria-activedescendant"), a.ariaActiveDescendantElement) == ("", b)
    a.ariaActiveDescendantElement = None
    assert not a.hasAttribute("aria-activedescendant")
    a.ariaControlsElements = None
    assert not a.hasAttribute("aria-controls") and a.ariaControlsElements is None


def test_element_reference_type_errors() -> None:
    document = _document("<div id=a></div>")
    a = document.getElementById("a")
    assert a is not None
    with pytest.raises(TypeError):
        a.ariaOwnsElements = [1]  # type: ignore[list-item]
    with pytest.raises(TypeError):
        a.ariaActiveDescendantElement = "a"  # type: ignore[assignment]


def test_chromium_members() -> None:
    """Chromium 156's Element has ariaActionsElements (aria-actions) and computedRole and
    computedName (behind its ComputedAccessibilityInfo feature); ARIA 1.3's ariaOwnsElements,
    which Chromium 156 lacks, is here too."""
    for member in ("ariaActionsElements", "ariaOwnsElements", "computedRole", "computedName"):
        assert hasattr(Element, member)
    document = _document("<button id=a>Save <b>it</b></button>")
    a = document.getElementById("a")
    assert a is not None
    assert (a.computedRole, a.computedName, a.computed_name) == ("button", "Save it", "Save it")
