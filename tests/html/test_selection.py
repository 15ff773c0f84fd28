"""The Selection API (``webapi/html/browsing/_selection.py``) against Chromium 156's answers to
generated call sequences (:mod:`tests.html._selection_cases`, recorded in
``_selection_chromium.json.gz``): equal but the one named departure,
``SelectionStringIsRangeText`` (docs/html.md), witnessed here."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.html._selection_cases import cases, webapi_log
from tests.html._selection_chromium import ask, load
from webapi.dom import DOMException
from webapi.html import DOMParser, Selection
from webapi.testing import Page

#: Where each state's last field (``toString()``) is left aside.
_STRING = 9


def _without_strings(log: list[Any]) -> list[Any]:
    steps, changes, body = log
    return [[step[:_STRING] for step in steps], changes, body]


def classify(part: slice = slice(None)) -> dict[str, int]:
    """How many cases (of ``part``) are equal, differ in ``toString()`` alone
    (``SelectionStringIsRangeText``) or otherwise (``unexplained``)."""
    recorded = load()
    counts = {"equal": 0, "SelectionStringIsRangeText": 0, "unexplained": 0}
    for index, ops in list(enumerate(cases()))[part]:
        ours = json.loads(json.dumps(webapi_log(ops)))
        if ours == recorded[index]:
            counts["equal"] += 1
        elif _without_strings(ours) == _without_strings(recorded[index]):
            counts["SelectionStringIsRangeText"] += 1
        else:
            counts["unexplained"] += 1
    return counts


def test_sequences_equal_chromium_but_named_departure() -> None:
    """Every other case (the default tier's budget); the others in the slow tier."""
    assert len(load()) == len(cases()) == 300
    counts = classify(slice(0, None, 2))
    assert counts["unexplained"] == 0 and counts["equal"] >= 120, counts


@pytest.mark.slow
def test_sequences_equal_chromium_but_named_departure_the_others() -> None:
    counts = classify(slice(1, None, 2))
    assert counts["unexplained"] == 0, counts


def test_witness_selection_string_is_range_text() -> None:
    """``SelectionStringIsRangeText``: Chromium's ``toString()`` is the rendered text (block
    boundaries as line breaks, ``title`` left out); webapi's, the range's text."""
    page = Page.open(b"<title>t</title><p>one</p><p>two</p>")
    selection = page.window.getSelection()
    selection.selectAllChildren(page.window.document)
    assert selection.toString() == "tonetwo"
    first = cases()[0]  # (the whole body selected, backwards, in Chromium's recorded answer)
    assert first[0][0] == "setBaseAndExtent"
    assert load()[0][0][0][_STRING] == "Hello big world\n\nonetwo"
    assert webapi_log(first)[0][0][_STRING] == "tHello big worldonetwo"


def test_selection_object_and_events() -> None:
    page = Page.open(b"<p id=p>abc</p>")
    window, document = page.window, page.window.document
    selection = document.getSelection()
    assert isinstance(selection, Selection) and window.getSelection() is selection
    assert (selection.rangeCount, selection.type, selection.direction) == (0, "None", "none")
    events: list[Any] = []
    document.addEventListener("selectionchange", events.append)
    text = document.getElementById("p").firstChild
    selection.collapse(text, 1)
    selection.extend(text, 3)
    selection.set_base_and_extent(text, 3, text, 0)
    assert (selection.anchor_offset, selection.focus_offset, selection.direction) == (
        3,
        0,
        "backward",
    )
    assert str(selection) == "abc" and selection.get_range_at(0) is selection.getRangeAt(0)
    assert events == []  # (a task: one event for the three changes)
    window.event_loop.advance(0)
    assert len(events) == 1 and events[0].target is document and not events[0].bubbles
    with pytest.raises(DOMException) as raised:
        selection.getRangeAt(1)
    assert raised.value.name == "IndexSizeError"
    with pytest.raises(TypeError):
        selection.collapse("p", 0)
    with pytest.raises(TypeError):
        Selection(document)
    assert DOMParser().parseFromString("<p>", "text/html").getSelection() is None


def test_composed_ranges_across_shadow_trees() -> None:
    """getComposedRanges() (tentative): the ends kept across trees, each moved out to its
    host unless its shadow tree is given; the live range collapsed at the composed end."""
    page = Page.open(b"<div id=c>a<div id=h></div>b</div>")
    document = page.window.document
    container, host = document.getElementById("c"), document.getElementById("h")
    shadow = host.attachShadow({"mode": "closed"})
    shadow.innerHTML = "hello, world"
    inner, after = shadow.firstChild, container.lastChild
    selection = document.getSelection()
    assert selection.getComposedRanges() == []
    selection.setBaseAndExtent(inner, 7, after, 1)  # (from the shadow tree out)
    live = selection.getRangeAt(0)
    assert (live.startContainer, live.startOffset, live.collapsed) == (after, 1, True)
    (outer,) = selection.getComposedRanges()
    assert (outer.startContainer, outer.startOffset) == (container, 1)  # (the host's place)
    assert (outer.endContainer, outer.endOffset) == (after, 1)
    (kept,) = selection.get_composed_ranges({"shadowRoots": [shadow]})
    assert (kept.startContainer, kept.startOffset) == (inner, 7)
    selection.setBaseAndExtent(after, 1, inner, 7)  # (backwards: the same composed range)
    (back,) = selection.getComposedRanges(shadowRoots=[shadow])
    assert (back.startContainer, back.startOffset, back.endContainer) == (inner, 7, after)
    selection.getRangeAt(0).setStart(container, 0)  # (the live range changed: its own again)
    (mutated,) = selection.getComposedRanges(shadowRoots=[shadow])
    assert (mutated.startContainer, mutated.startOffset) == (container, 0)
    selection.setBaseAndExtent(inner, 0, inner, 5)  # (inside the shadow tree: the host)
    (around,) = selection.getComposedRanges()
    assert (around.startContainer, around.startOffset) == (container, 1)
    assert (around.endContainer, around.endOffset) == (container, 2)
    with pytest.raises(TypeError, match="ShadowRoot"):
        selection.getComposedRanges({"shadowRoots": [container]})


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_answers_as_recorded() -> None:
    """Chromium asked again, on a sample of the sequences."""
    from oracles.chromium import browser

    recorded = load()
    with browser() as launched:
        for index in range(0, len(recorded), 20):
            assert ask(launched, cases()[index]) == recorded[index], index
