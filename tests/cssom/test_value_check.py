"""A declaration whose value its property does not take is dropped where the CSSOM parses it
(a sheet, a ``style`` attribute, ``setProperty``), as Chromium 156 drops it: for the
properties whose grammar the cascade knows whole, checked through the ``css-value-check``
upcall (``webapi.css.engine.drops_value``), against Chromium's ``CSS.supports`` recorded in
``_values_chromium.json.gz`` (asked again in the slow tier)."""

from __future__ import annotations

import pytest

from tests.cssom._values_chromium import ask_chromium, candidates, load
from webapi.css.engine import drops_value
from webapi.csssyntax.engine import parse_a_list_of_declarations
from webapi.html import DOMParser


def _dropped(name: str, value: str) -> bool:
    declaration = parse_a_list_of_declarations(f"{name}:{value}")[0]
    return drops_value(name, declaration.value, declaration.text)


def test_the_check_drops_what_chromium_drops() -> None:
    recorded = load()
    assert [(name, value) for name, value, _ in recorded] == candidates()
    differ = [(n, v, ok) for n, v, ok in recorded if _dropped(n, v) == ok]
    assert differ == []
    assert sum(not ok for *_, ok in recorded) > 100  # (the check drops something)


def test_the_style_attribute_and_set_property_drop_it() -> None:
    document = DOMParser().parseFromString("<p style='display: flexy; color: red'>x", "text/html")
    p = document.querySelector("p")
    assert p.style.cssText == "color: red;"
    p.style.setProperty("display", "inline  Block")
    assert p.style.display == ""
    p.style.setProperty("display", "flow-root list-item")
    assert p.style.display == "flow-root list-item"
    p.style.setProperty("display", "var(--d)")
    assert p.style.display == "var(--d)"


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_answers_as_recorded() -> None:
    asked = candidates()
    assert ask_chromium(asked) == [ok for *_, ok in load()]


def test_a_color_of_words_that_are_no_color_is_dropped() -> None:
    # (WPT's cssstyledeclaration-csstext.html, setproperty-null-undefined.html: Chromium keeps
    # the red, the "undefined" setProperty's argument becomes being no color)
    document = DOMParser().parseFromString("<p style='color: red'>x", "text/html")
    p = document.querySelector("p")
    p.style.color = "unknown color"
    p.style.setProperty("color", "undefined")
    assert p.style.cssText == "color: red;"
    p.style.setProperty("background-color", "Canvas")
    p.style.setProperty("caret-color", "auto")
    assert p.style.cssText == "color: red; background-color: canvas; caret-color: auto;"
