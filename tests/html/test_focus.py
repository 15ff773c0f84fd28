"""Focus without rendering (webapi/html/elements/_focus.py), from the Standard's text: ``focus()``,
``blur()``, ``document.activeElement``, the focusable areas, the focus update steps' events
(``blur``, ``focusout``, ``focus``, ``focusin``: their order, bubbling and related targets, as
Chromium 156 fires them too) and the focus fixup rule (no event when the focused element is
removed: Chromium 156 fires ``blur`` and ``focusout`` there, the named departure
``blur-on-removal``)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import Document
from webapi.html import DOMParser
from webapi.uievents import FocusEvent

MARKUP = (
    "<input id=a><button id=b>x</button><div id=c>c</div><div id=t tabindex=0>t</div>"
    "<a id=l href=#>l</a><a id=n>n</a><button id=d disabled>d</button>"
    "<div hidden><input id=h></div><details><summary id=s>s</summary>"
    "<summary id=s2>s</summary></details><div contenteditable id=e>e</div>"
    "<input type=hidden id=ih>"
    "<fieldset disabled><input id=fd></fieldset><div inert><button id=in>i</button></div>"
)


@pytest.fixture
def document() -> Document:
    return DOMParser().parseFromString(f"<!doctype html><body>{MARKUP}", "text/html")


def _log(document: Document) -> list[tuple[Any, ...]]:
    log: list[tuple[Any, ...]] = []
    for name in ("focus", "blur", "focusin", "focusout"):
        document.addEventListener(
            name,
            lambda event: log.append(
                (
                    event.type,
                    event.target.id,
                    event.relatedTarget.id if event.relatedTarget is not None else None,
                    event.bubbles,
                    type(event) is FocusEvent,
                )
            ),
            True,
        )
    return log


def test_the_events_of_moving_the_focus(document: Document) -> None:
    log = _log(document)
    assert document.activeElement is document.body
    document.getElementById("a").focus()
    document.getElementById("b").focus()
    assert document.activeElement is document.getElementById("b")
    assert log == [
        ("focus", "a", None, False, True),
        ("focusin", "a", None, True, True),
        ("blur", "a", "b", False, True),
        ("focusout", "a", "b", True, True),
        ("focus", "b", "a", False, True),
        ("focusin", "b", "a", True, True),
    ]
    log.clear()
    document.getElementById("b").focus()  # already focused: nothing
    document.getElementById("a").blur()  # not focused: nothing
    assert log == []
    document.getElementById("b").blur()
    assert log == [("blur", "b", None, False, True), ("focusout", "b", None, True, True)]
    assert document.activeElement is document.body


@pytest.mark.parametrize(
    ("id_", "focusable"),
    [
        ("c", False),  # a div
        ("t", True),  # tabindex
        ("l", True),  # a with href
        ("n", False),  # a without href
        ("d", False),  # disabled
        ("h", False),  # inside a hidden element (not rendered)
        ("s", True),  # the summary for its parent details
        ("s2", False),  # another summary
        ("e", True),  # an editing host
        ("ih", False),  # input type=hidden
        ("fd", False),  # in a disabled fieldset
        ("in", False),  # inert
    ],
)
def test_focusable_areas(document: Document, id_: str, focusable: bool) -> None:
    # (Chromium 156 answers the same for each)
    start = document.getElementById("a")
    start.focus()
    document.getElementById(id_).focus()
    expected = document.getElementById(id_) if focusable else start
    assert document.activeElement is expected


def test_a_disconnected_element_is_not_focusable(document: Document) -> None:
    element = document.createElement("input")
    element.focus()
    assert document.activeElement is document.body


def test_focus_fixup_when_the_focused_element_leaves(document: Document) -> None:
    log = _log(document)
    button = document.getElementById("b")
    button.focus()
    log.clear()
    button.remove()
    assert document.activeElement is document.body
    assert log == []  # the Standard's fixup fires nothing (Chromium 156: blur, focusout)
    document.body.appendChild(button)
    assert document.activeElement is document.body  # the focus does not come back
    button.focus()
    button.disabled = True  # no longer a focusable area: the viewport again
    assert document.activeElement is document.body


def test_active_element_without_a_body() -> None:
    document = DOMParser().parseFromString("<p>", "text/html")
    document.body.remove()
    assert document.activeElement is document.documentElement
    document.documentElement.remove()
    assert document.activeElement is None
