"""``element.style``, the CSSOM's ``CSSStyleDeclaration`` for the ``style`` attribute: the
checks of WPT's ``css/cssom`` CSSStyleDeclaration files (``cssstyledeclaration-csstext-setter``,
``-mutationrecord-001`` to ``-005``, ``setproperty-null-undefined``, ``css-style-attr-decl-block``)
in our words, and Chromium 156's answers on a sample (``_chromium_answers.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests._sample import sampled
from tests.cssom._chromium_answers import (
    CSS_TEXT,
    DEPARTURES,
    LENGTHS,
    SAMPLE_DEPARTURES,
    SET_PROPERTY,
    SHORTHANDS,
    STYLE_SAMPLE,
)
from webapi.dom import MutationObserver
from webapi.html import DOMParser


def _element(style: str | None = None, tag: str = "div") -> Any:
    document = DOMParser().parseFromString("<!doctype html><body>", "text/html")
    element = document.createElement(tag)
    if style is not None:
        element.setAttribute("style", style)
    return element


_OBSERVERS: list[Any] = []


@pytest.fixture(autouse=True)
def _disconnect_observers() -> Iterator[None]:
    """Each test's observers disconnected after it: no registered observer outlives the test
    (inside Pyodide its observed element otherwise stayed registered for the next files' tests,
    which ask whether anything is observed)."""
    yield
    while _OBSERVERS:
        _OBSERVERS.pop().disconnect()


def _records(element: Any) -> tuple[Any, list[tuple[str, str | None]]]:
    observer = MutationObserver(lambda records, observer: None)
    observer.observe(element, {"attributes": True, "attributeOldValue": True})
    _OBSERVERS.append(observer)
    return observer, []


def _taken(observer: Any) -> list[tuple[str, str | None]]:
    return [(r.attributeName, r.oldValue) for r in observer.takeRecords()]


@pytest.mark.parametrize(("text", "chromium"), CSS_TEXT)
def test_css_text_of_a_style_attribute_as_chromium(text: str, chromium: str) -> None:
    expected = DEPARTURES[text][0] if text in DEPARTURES else chromium
    assert _element(text).style.cssText == expected


@pytest.mark.parametrize(("name", "value", "chromium"), SET_PROPERTY)
@sampled()
def test_set_property_as_chromium(name: str, value: str, chromium: str) -> None:
    style = _element().style
    style.setProperty(name, value)
    expected = DEPARTURES[value][0] if value in DEPARTURES else chromium
    assert style.getPropertyValue(name) == expected


def test_chromium_agreement_count() -> None:
    # The sample's cases where webapi answers as Chromium: all but the documented departures.
    total = len(CSS_TEXT) + len(SET_PROPERTY)
    assert (total, len(DEPARTURES)) == (77, 4)


def test_same_object_and_no_constructor() -> None:
    element = _element("color: red")
    assert element.style is element.style
    with pytest.raises(TypeError, match="Illegal constructor"):
        type(element.style)()


def test_a_custom_element_has_a_style_too() -> None:
    element = _element(tag="cool-beans")
    element.style.background = "red"
    assert element.getAttribute("style") == "background: red;"


def test_css_text_setter_always_writes_the_attribute() -> None:
    # WPT cssstyledeclaration-csstext-setter: the attribute is the serialization after each set.
    element = _element()
    element.style.background = "red"
    assert element.getAttribute("style") == "background: red;"
    for text in ("background:red", "background:red ", "background:red;"):
        element.setAttribute("style", "background:   red")
        assert element.getAttribute("style") == "background:   red"
        element.style.cssText = text
        assert element.getAttribute("style") == "background: red;"


def test_the_attribute_is_parsed_again_when_it_changes() -> None:
    element = _element("color:RED")
    style = element.style
    assert (element.getAttribute("style"), style.cssText) == ("color:RED", "color: red;")
    element.setAttribute("style", "width: 10PX !important; --X: a  b")
    assert style.cssText == "width: 10px !important; --X: a  b;"
    assert style.getPropertyPriority("width") == "important"
    assert (style.getPropertyValue("--X"), style.getPropertyValue("--x")) == ("a  b", "")
    element.removeAttribute("style")
    assert (style.cssText, style.length, len(style)) == ("", 0, 0)


def test_css_text_empty_keeps_an_empty_attribute() -> None:
    element = _element("color: red")
    element.style.cssText = ""
    assert (element.getAttribute("style"), element.hasAttribute("style")) == ("", True)


def test_mutation_records_as_chromium() -> None:
    # WPT cssstyledeclaration-mutationrecord-001..005: a record when the serialization
    # changes; none for an invalid value, a property removed that was not there, or the same
    # value set again. Chromium gives the same two records for these steps.
    element = _element("color: red")
    observer, _ = _records(element)
    style = element.style
    style.width = "1px"
    style.width = "1px"
    style.removeProperty("height")
    style.height = ""
    style.color = "bo{gus"
    style.cssText = style.cssText
    assert _taken(observer) == [("style", "color: red"), ("style", "color: red; width: 1px;")]


def test_mutation_records_without_an_attribute() -> None:
    element = _element()
    observer, _ = _records(element)
    element.style.removeProperty("color")
    element.style.cssText = ""
    element.style.color = "bo{gus"
    assert _taken(observer) == [("style", None)]
    assert element.getAttribute("style") == ""


def test_set_property_steps() -> None:
    element = _element("color: red; width: 1px")
    style = element.style
    style.setProperty("color", "blue")  # in place
    assert element.getAttribute("style") == "color: blue; width: 1px;"
    style.setProperty("COLOR", "green", "IMPORTANT")
    assert style.cssText == "color: green !important; width: 1px;"
    style.setProperty("color", "blue")  # not important any more
    assert style.cssText == "color: blue; width: 1px;"
    for priority in ("x", "!important"):
        style.setProperty("color", "red", priority)
    style.setProperty("color", "red !important")
    style.setProperty("foo", "red")
    style.setProperty("--", "red")
    assert style.cssText == "color: blue; width: 1px;"
    style.setProperty("color", "")
    assert style.cssText == "width: 1px;"


def test_set_property_null_and_undefined() -> None:
    # WPT setproperty-null-undefined: a null value is "" (the property removed), a null
    # priority is "".
    style = _element().style
    style.color = "white"
    style.setProperty("color", "red", None)
    assert (style.color, style.getPropertyPriority("color")) == ("red", "")
    style.setProperty("color", None)
    assert style.color == ""


def test_remove_property() -> None:
    element = _element("color: red; --x: 1")
    style = element.style
    assert style.removeProperty("COLOR") == "red"
    assert style.removeProperty("color") == ""
    assert style.removeProperty("--X") == ""
    assert element.getAttribute("style") == "--x: 1;"


def test_item_indexing_and_iteration() -> None:
    style = _element("color: red; --x: 1").style
    assert (style.item(0), style.item(1), style.item(2), style[1], style[-1]) == (
        "color",
        "--x",
        "",
        "--x",
        "--x",
    )
    assert list(style) == ["color", "--x"]
    with pytest.raises(IndexError):
        style[2]


def test_attribute_names() -> None:
    element = _element()
    style = element.style
    style.backgroundColor = "red"
    style.border_top_width = "1PX"
    style["font-size"] = "2px"
    style.webkitAppearance = "none"
    assert element.getAttribute("style") == (
        "background-color: red; border-top-width: 1px; font-size: 2px; -webkit-appearance: none;"
    )
    assert (style.backgroundColor, style["background-color"], style.background_color) == (
        "red",
        "red",
        "red",
    )
    assert (style.WebkitAppearance, style.color, style["color"]) == ("none", "", "")
    del style.backgroundColor
    del style["font-size"]
    assert style.cssText == "border-top-width: 1px; -webkit-appearance: none;"
    with pytest.raises(AttributeError):
        style.notAProperty  # noqa: B018
    with pytest.raises(AttributeError):
        style.notAProperty = "1"
    with pytest.raises(KeyError):
        style["not-a-property"]


def test_css_float_and_float() -> None:
    element = _element()
    element.style.cssFloat = "LEFT"
    assert element.getAttribute("style") == "float: left;"
    assert (element.style.cssFloat, element.style["float"], element.style.css_float) == (
        "left",
        "left",
        "left",
    )


def test_style_put_forwards_to_css_text() -> None:
    element = _element("color: red")
    style = element.style
    element.style = "float: LEFT"
    assert element.style is style
    assert (element.getAttribute("style"), element.outerHTML) == (
        "float: left;",
        '<div style="float: left;"></div>',
    )


def test_parser_made_attribute_and_snake_case_methods() -> None:
    document = DOMParser().parseFromString("<p style='--a: 1 ; margin : 0'>", "text/html")
    style = document.querySelector("p").style
    assert style.get_property_value("margin") == "0px"  # as Chromium writes it
    style.set_property("margin", "1px", "important")
    assert style.get_property_priority("margin") == "important"
    assert style.css_text == "--a: 1; margin: 1px !important;"
    assert style.remove_property("--a") == "1"
    assert style.parentRule is None


def test_declaration_block_and_attribute_in_step() -> None:
    # WPT css-style-attr-decl-block: each change on one side is seen on the other, with one
    # mutation record of the old value each (cssText set to the same text included).
    wrapper = _element()
    wrapper.innerHTML = '<div id="test" style="z-index: 40;"></div>'
    element = wrapper.querySelector("#test")
    style = element.style
    element.setAttribute("style", "z-index: 21;")
    assert style.cssText == "z-index: 21;"
    element.removeAttribute("style")
    assert style.cssText == ""
    element.setAttribute("style", "z-index: 40;")
    observer, _ = _records(element)
    style.setProperty("z-index", "41")
    style.cssText = "z-index: 42;"
    style.cssText = "z-index: 42;"
    style.removeProperty("z-index")
    style.setProperty("margin", "1px")
    style.removeProperty("margin")
    assert _taken(observer) == [
        ("style", "z-index: 40;"),
        ("style", "z-index: 41;"),
        ("style", "z-index: 42;"),
        ("style", "z-index: 42;"),
        ("style", ""),
        ("style", "margin: 1px;"),
    ]
    assert element.getAttribute("style") == ""
    style.cssText = "z-index: 33; invalid"
    assert element.getAttribute("style") == "z-index: 33;"


@pytest.mark.parametrize(("text", "chromium"), STYLE_SAMPLE)
@sampled()
def test_common_declarations_as_chromium(text: str, chromium: str) -> None:
    expected = SAMPLE_DEPARTURES[text][0] if text in SAMPLE_DEPARTURES else chromium
    assert _element(text).style.cssText == expected


def test_common_declarations_agreement_count() -> None:
    assert (len(STYLE_SAMPLE), len(SAMPLE_DEPARTURES)) == (121, 5)


@pytest.mark.parametrize(("text", "standards", "quirks"), LENGTHS)
def test_lengths_in_both_modes_as_chromium(text: str, standards: str, quirks: str) -> None:
    # WPT cssstyledeclaration-setter-attr, -mutationrecord-002: an invalid length (negative
    # where it cannot be, or without its unit) makes no declaration and no attribute.
    assert _element(text).style.cssText == standards
    document = DOMParser().parseFromString("<p>", "text/html")
    assert document.compatMode == "BackCompat"
    element = document.createElement("div")
    element.setAttribute("style", text)
    assert element.style.cssText == quirks


def test_an_invalid_length_sets_no_attribute() -> None:
    element = _element()
    observer, _ = _records(element)
    element.style.setProperty("width", "-100")
    element.style.width = "-100px"
    element.style.setProperty("doesntexist", "0")
    assert (element.hasAttribute("style"), _taken(observer)) == (False, [])


def run_steps(steps: list[list[str]], probe: str) -> list[object]:
    """``SHORTHANDS``' steps on a new ``div``, answered as the recorded Chromium answers."""
    style = _element().style
    removed = []
    for op, *arguments in steps:
        if op == "cssText":
            style.cssText = arguments[0]
        elif op == "set":
            style.setProperty(*arguments)
        else:
            removed.append(style.removeProperty(arguments[0]))
    return [
        style.cssText,
        style.length,
        style.getPropertyValue(probe),
        style.getPropertyPriority(probe),
        removed,
    ]


@pytest.mark.parametrize(("steps", "probe", "chromium"), SHORTHANDS)
def test_four_sided_shorthands_as_chromium(
    steps: list[list[str]], probe: str, chromium: list[object]
) -> None:
    assert run_steps(steps, probe) == chromium


@pytest.mark.parametrize(
    ("x", "y", "css_text", "overflow"),
    [
        ("scroll", "hidden", "overflow: scroll hidden;", "scroll hidden"),
        ("scroll", "scroll", "overflow: scroll;", "scroll"),
        ("initial", "initial", "overflow: initial;", "initial"),
        ("initial", "scroll", "overflow-x: initial; overflow-y: scroll;", ""),
    ],
)
def test_overflow_longhands_are_written_as_the_shorthand(
    x: str, y: str, css_text: str, overflow: str
) -> None:
    """Both of ``overflow``'s longhands declared: the shorthand, as Chromium 156 writes it
    (WPT's css/cssom/overflow-serialization.html)."""
    style = _element().style
    style.overflowX = x
    style.overflowY = y
    assert (style.cssText, style.overflow) == (css_text, overflow)


def test_a_shorthand_with_var_is_kept_whole() -> None:
    # Chromium: "margin: var(--a);" too, but length 4 (pending-substitution longhands).
    style = _element().style
    style.margin = "var(--a)"
    assert (style.cssText, style.length, style.marginTop) == ("margin: var(--a);", 1, "")


def test_values_are_converted_to_strings() -> None:
    style = _element().style
    style.zIndex = 3
    style.setProperty("opacity", 0.5)
    assert (style.zIndex, style.opacity, style.item(True)) == ("3", "0.5", "opacity")


@pytest.mark.parametrize(
    "value", ["auto", "none", "filter", "unset inherit", "inherit initial", "opacity transform"]
)
def test_all_takes_only_a_css_wide_keyword(value: str) -> None:
    # (css-cascade-5's all: initial | inherit | unset | revert | revert-layer; WPT's
    # css-cascade/parsing/all-invalid.html)
    style = _element().style
    style.all = value
    assert style.all == "" and style.cssText == ""
    style.all = "REVERT-LAYER"
    assert style.all == "revert-layer"


def test_a_computed_style_has_no_parent_rule() -> None:
    """https://drafts.csswg.org/cssom-1/#dom-window-getcomputedstyle: its parent CSS rule is
    null (WPT's css/cssom/computed-style-set-property.html)."""
    from webapi.html import getComputedStyle

    computed = getComputedStyle(_element())
    assert computed.parentRule is None
    assert computed.parent_rule is None


def test_remove_property_all_removes_every_longhand_of_all() -> None:
    # Chromium 156: ``all`` is the shorthand of every property but direction, unicode-bidi and
    # the custom properties (WPT css/cssom/cssstyledeclaration-removeProperty-all.html)
    style = _element().style
    style.width = "40px"
    style.direction = "rtl"
    style.setProperty("--x", "1")
    style.margin = "1px"
    assert style.removeProperty("all") == ""
    assert (style.length, style.cssText) == (2, "direction: rtl; --x: 1;")


def test_a_counters_default_decimal_style_is_left_out() -> None:
    # (Chromium 156's answers; WPT's serialize-values.html "content: counter(par-num, decimal)")
    element = _element()
    answers = {
        "counter(par-num, decimal)": "counter(par-num)",
        "counter(par-num, DECIMAL)": "counter(par-num)",
        'counters(a, ".", decimal)': 'counters(a, ".")',
        'counters(a, ".", upper-roman)': 'counters(a, ".", upper-roman)',
        "counter(a,decimal) counter(b, disc)": "counter(a) counter(b, disc)",
    }
    for value, serialized in answers.items():
        element.style.content = value
        assert element.style.content == serialized


def test_the_all_shorthand_kept_whole_reads_as_its_longhands() -> None:
    # (Chromium 156's answers: it expands all and writes it back whole while its longhands
    # hold its value; WPT's cssstyledeclaration-all-shorthand.html and
    # cssstyledeclaration-csstext-all-shorthand.html)
    style = _element().style
    answers = {
        "width: 100px; all: inherit; height: inherit": ("all: inherit;", "inherit", "inherit"),
        "margin: 1px; all: initial; color: initial; direction: rtl": (
            "all: initial; direction: rtl;",
            "initial",
            "initial",
        ),
        "width: 100px; --a: a; all: inherit; --b: b; height: inherit": (
            "--a: a; all: inherit; --b: b;",
            "inherit",
            "inherit",
        ),
    }
    for text, (css_text, all_value, width) in answers.items():
        style.cssText = text
        assert (style.cssText, style.getPropertyValue("all"), style.width) == (
            css_text,
            all_value,
            width,
        )
        assert style.getPropertyValue("margin") == all_value
    style.cssText = "all: revert; width: 50px"
    assert (style.getPropertyValue("all"), style.width) == ("", "50px")
    style.cssText = ""
    style.setProperty("all", "revert")
    style.setProperty("width", "revert")
    assert (style.cssText, style.color, style.getPropertyValue("all")) == (
        "all: revert;",
        "revert",
        "revert",
    )
    style.cssText = ""
    style.setProperty("width", "1px")
    style.setProperty("all", "unset")
    assert (style.cssText, style.width) == ("all: unset;", "unset")


def test_a_longhand_after_an_important_background_kept_whole_loses() -> None:
    # (Chromium 156's answers; WPT's shorthand-serialization.html "Shorthand serialization
    # with shorthand and longhands mixed.")
    style = _element(
        "background-color: blue; background: red !important; background-color: green;"
    ).style
    assert style.cssText == "background: red !important;"
    style.cssText = "background: red !important; background-blend-mode: multiply"
    assert style.cssText == "background: red !important; background-blend-mode: multiply;"
