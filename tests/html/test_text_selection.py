"""The APIs for the text control selections
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection):
the scenarios of ``_text_selection_cases.py`` answered as Chromium 156 answered them
(``_chromium_text_selection.json``), but where the Standard says otherwise; and what WPT's
html/semantics/forms/textfieldselection files check, in our words."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.html._text_selection_cases import CASES, TARGET, run
from webapi.dom import DOMException
from webapi.html import DOMParser

CHROMIUM = json.loads(TARGET.read_text(encoding="utf-8"))["answers"]

#: (case, step): webapi's answer where Chromium's is not the Standard's. An ``input``'s
#: ``value`` attribute shortening its (not dirty) value: Chromium keeps the selection end past
#: the value's end (6 of "abc"); the Standard's offsets are always within the value ("set the
#: selection range": past the end is the end), and webapi's are.
_SHORTENED = next(i for i, case in enumerate(CASES) if ["attr", "value", "abc"] in case["steps"])
DIFFERENCES = {
    (_SHORTENED, 1): ["ok", 2, 3, "backward", "abc"],
    (_SHORTENED, 2): ["ok", 2, 3, "backward", "abcdefgh"],
}


def test_the_scenarios_are_chromiums(tasks: Any) -> None:
    got = run(CASES, tasks.run)
    assert len(got) == len(CHROMIUM) == len(CASES)
    for index, (case, chromium, webapi) in enumerate(zip(CASES, CHROMIUM, got, strict=True)):
        for step, (operation, want, answer) in enumerate(
            zip(case["steps"], chromium, webapi, strict=True)
        ):
            expected = DIFFERENCES.get((index, step), want)
            assert answer == expected, (index, case.get("attrs"), step, operation)


def test_the_differences_are_still_chromiums() -> None:
    for (index, step), answer in DIFFERENCES.items():
        assert CHROMIUM[index][step] != answer


def _document() -> Any:
    return DOMParser().parseFromString(
        "<input id=i value=hello><textarea id=t>hello</textarea>", "text/html"
    )


def test_a_new_control_has_its_cursor_at_the_beginning() -> None:
    document = _document()
    for element in (document.getElementById("i"), document.getElementById("t")):
        assert (element.selectionStart, element.selectionEnd) == (0, 0)
        element.value = "hello"  # the same value: nothing moves
        assert (element.selectionStart, element.selectionEnd) == (0, 0)
        element.value = "Hello"  # another: the cursor at the end
        assert (element.selectionStart, element.selectionEnd) == (5, 5)
        assert element.selection_direction == "forward"


def test_the_select_event_is_a_task_and_fires_once_per_change(tasks: Any) -> None:
    document = _document()
    element = document.getElementById("t")
    events: list[tuple[bool, bool]] = []
    document.addEventListener("select", lambda e: events.append((e.bubbles, e.cancelable)))
    element.select()
    element.select()  # no change: no second event
    assert events == []
    tasks.run()
    assert events == [(True, False)]  # it bubbled to the document
    element.setSelectionRange(1, 2)
    element.setSelectionRange(2, 3)  # two changes, two tasks
    tasks.run()
    assert len(events) == 3


def test_selectionchange_is_scheduled_once_per_task_at_the_control(tasks: Any) -> None:
    """The Selection API's text control selectionchange: a change (extent or direction)
    schedules one task however many changes come before it; no change, no event; a
    disconnected control gets its own; the event bubbles, is not cancelable."""
    document = _document()
    element = document.getElementById("i")
    events: list[tuple[Any, bool, bool]] = []
    document.addEventListener(
        "selectionchange", lambda e: events.append((e.target, e.bubbles, e.cancelable))
    )
    element.setSelectionRange(0, 0)  # (the selection it has)
    tasks.run()
    assert events == []
    element.selectionStart = 1
    element.selectionStart = 2
    element.setRangeText("XY", 0, 1, "select")
    assert events == []  # (a task)
    tasks.run()
    assert events == [(element, True, False)]  # once, bubbled to the document
    element.setSelectionRange(0, 2, "backward")  # the direction alone
    tasks.run()
    assert len(events) == 2
    clone = element.cloneNode()
    seen: list[str] = []
    clone.addEventListener("selectionchange", lambda e: seen.append(e.type))
    clone.select()
    tasks.run()
    assert seen == ["selectionchange"] and len(events) == 2


def test_offsets_are_code_units() -> None:
    element = _document().getElementById("i")
    element.value = "a\U0001f600b"
    assert element.selectionEnd == 4
    element.setRangeText("X", 1, 3)
    assert element.value == "aXb"


def test_errors() -> None:
    document = _document()
    element = document.getElementById("i")
    with pytest.raises(DOMException) as error:
        element.setRangeText("x", 3, 1)
    assert error.value.name == "IndexSizeError"
    with pytest.raises(TypeError, match="3 arguments required, but only 2 present"):
        element.setRangeText("x", 1)
    with pytest.raises(TypeError):
        element.setRangeText("x", 1, 2, "sideways")  # not a SelectionMode
    element.type = "email"
    assert element.selectionStart is None
    for call in (
        lambda: setattr(element, "selectionStart", 0),
        lambda: element.setSelectionRange(0, 0),
        lambda: element.set_range_text("x"),
    ):
        with pytest.raises(DOMException) as error:
            call()
        assert error.value.name == "InvalidStateError"
    element.select()  # select() applies to email: no error


def test_textarea_offsets_are_of_its_api_value() -> None:
    element = _document().getElementById("t")
    element.value = "a\r\nb\rc"
    assert element.selectionEnd == 5  # "a\nb\nc"
    element.setRangeText("", 1, 2, "end")
    assert element.value == "ab\nc"
    assert (element.selectionStart, element.selectionEnd) == (1, 1)


def test_set_range_text_makes_the_value_dirty() -> None:
    document = _document()
    for tag in ("input", "textarea"):
        element = document.createElement(tag)
        element.defaultValue = "something"
        element.selectionStart = 4
        element.selectionEnd = 6
        element.setRangeText("xyz")
        element.defaultValue = "set range text"  # the value no longer follows it
        assert element.value == "somexyzing", tag


def test_the_value_setter_collapses_to_the_end() -> None:
    document = _document()
    for tag in ("input", "textarea"):
        element = document.createElement(tag)
        for value in ("", "foo", "foobar"):
            element.value = value
            assert (element.selectionStart, element.selectionEnd) == (len(value),) * 2
        element.selectionStart, element.selectionEnd = 2, 4
        element.value = "foobar"
        assert (element.selectionStart, element.selectionEnd) == (2, 4)
