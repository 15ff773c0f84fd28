"""Web IDL conversions of the CSS declarations' arguments (issue #73 item 17) and their
attributes (issue #72 item 9): ``item()``'s ``unsigned long`` (``NaN`` and ``""`` are 0, -1 is
2**32 - 1), ``getPropertyValue()``'s ``DOMString`` (a value of no string type a ``TypeError``
naming the argument), and an attribute that names no property an ``AttributeError``, on an
element's ``style`` and on ``getComputedStyle()``'s alike."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.html import DOMParser, getComputedStyle


@pytest.fixture
def paragraph() -> Any:
    document = DOMParser().parseFromString(
        "<p style='color: red; display: block'>x</p>", "text/html"
    )
    return document.querySelector("p")


@pytest.mark.parametrize(
    ("index", "style_item", "computed_item"),
    [
        (float("nan"), "color", "accent-color"),
        ("", "color", "accent-color"),
        ("1", "display", "align-content"),
        (1.9, "display", "align-content"),
        (-1, "", ""),
        (2**32, "color", "accent-color"),
        (True, "display", "align-content"),
    ],
)
def test_item_converts_as_an_unsigned_long(
    paragraph: Any, index: object, style_item: str, computed_item: str
) -> None:
    assert paragraph.style.item(index) == style_item
    assert getComputedStyle(paragraph).item(index) == computed_item


def test_get_property_value_converts_as_a_dom_string(paragraph: Any) -> None:
    computed = getComputedStyle(paragraph)
    for declaration in (paragraph.style, computed):
        with pytest.raises(TypeError, match=r"'getPropertyValue'.*parameter 1"):
            declaration.getPropertyValue([])
    assert computed.getPropertyValue(5) == ""


def test_an_unknown_attribute_is_an_attribute_error(paragraph: Any) -> None:
    computed = getComputedStyle(paragraph)
    for declaration in (paragraph.style, computed):
        with pytest.raises(AttributeError, match="dispaly"):
            declaration.dispaly  # noqa: B018
        with pytest.raises(AttributeError, match="'get'"):
            declaration.get("display")
    assert computed.display == "block" and computed.white_space == "normal"
    assert computed.webkitTextStroke == ""  # (a property Chromium knows, not computed)
