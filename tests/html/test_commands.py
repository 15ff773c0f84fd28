"""Invoker commands (https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command):
``button.command``, ``commandForElement`` (element reflection), the ``CommandEvent`` a button's
activation fires at its target and the built-in dialog and popover commands, against the
answers Chromium 156 gave for the same pages (recorded here, read from ``/usr/bin/chromium``
through Playwright).
"""

from __future__ import annotations

from typing import Any

import pytest

import webapi.html
from webapi.dom import Document
from webapi.html import CommandEvent


@pytest.fixture
def document() -> Any:
    assert webapi.html.HTMLElement is not None  # (registers the HTML element classes)
    return Document().implementation.createHTMLDocument("t")


def _tree(document: Any, markup: str) -> Any:
    div = document.createElement("div")
    div.innerHTML = markup
    document.body.appendChild(div)
    return div


def test_command_keywords_and_custom_commands(document: Any) -> None:
    values = [None, "", "show-modal", "SHOW-MODAL", "close", "request-close", "toggle-popover",
              "show-popover", "hide-popover", "--foo", "--", "-foo", "bogus", "--Foo"]  # fmt: skip
    got = []
    for value in values:
        button = document.createElement("button")
        if value is not None:
            button.setAttribute("command", value)
        got.append(button.command)
    assert got == ["", "", "show-modal", "show-modal", "close", "request-close",
                   "toggle-popover", "show-popover", "hide-popover", "--foo", "--", "", "",
                   "--Foo"]  # fmt: skip
    button = document.createElement("button")
    button.command = "Show-Modal"
    assert (button.getAttribute("command"), button.command) == ("Show-Modal", "show-modal")
    button.setAttribute("commandfor", "x")
    assert button.type == "button"


def test_command_for_element_reflection(document: Any) -> None:
    tree = _tree(document, "<button id=b commandfor=t></button><div id=t></div><div id=t></div>"
                           "<span id=u></span>")  # fmt: skip
    button, first, u = tree.querySelector("#b"), tree.querySelector("#t"), tree.querySelector("#u")
    assert button.commandForElement is first
    button.commandForElement = u  # an explicitly set element: the attribute emptied
    assert (button.getAttribute("commandfor"), button.commandForElement) == ("", u)
    elsewhere = document.createElement("span")
    button.command_for_element = elsewhere  # not in the button's tree: null
    assert button.commandForElement is None
    document.body.appendChild(elsewhere)
    assert button.commandForElement is elsewhere
    button.setAttribute("commandfor", "u")  # the attribute's change forgets the element
    assert button.commandForElement is u
    button.commandForElement = None
    assert not button.hasAttribute("commandfor") and button.commandForElement is None
    button.setAttribute("commandfor", "nope")
    assert button.commandForElement is None
    lone, target, parent = (document.createElement(n) for n in ("button", "div", "div"))
    target.id = "zz"
    parent.append(lone, target)
    lone.setAttribute("commandfor", "zz")  # (a tree outside the document)
    assert lone.commandForElement is target


#: Chromium 156's events and states (dialog open, popover showing) after each click.
CLICKS = [
    ("b1", ("dlg", "show-modal"), (True, False)),
    ("b2", ("dlg", "close"), (False, False)),
    ("b3", ("dlg", "--custom"), (False, False)),
    ("b4", None, (False, False)),  # an unknown command: no event
    ("b5", None, (False, False)),  # no command
    ("b6", ("pop", "toggle-popover"), (False, True)),
    ("b6", ("pop", "toggle-popover"), (False, False)),
    ("b7", ("dlg", "toggle-popover"), (False, False)),  # (Chromium: the event, no popover)
    ("b8", None, (False, False)),  # (Chromium: no event for show-modal at a popover div)
    ("b9", ("dlg", "request-close"), (False, False)),
    ("b11", ("pop", "show-popover"), (False, True)),
    ("b10", ("pop", "hide-popover"), (False, False)),
    ("b12", None, (False, False)),  # disabled
    ("b13", None, (False, False)),  # in a form: the Auto state returns
    ("b14", ("dlg", "show-modal"), (True, False)),
]


def test_a_click_fires_the_command_and_runs_it(document: Any) -> None:
    tree = _tree(
        document,
        "<button id=b1 commandfor=dlg command=show-modal></button><dialog id=dlg></dialog>"
        "<button id=b2 commandfor=dlg command=close value=v></button>"
        "<button id=b3 commandfor=dlg command=--custom></button>"
        "<button id=b4 commandfor=dlg command=bogus></button><button id=b5 commandfor=dlg>"
        "</button><button id=b6 commandfor=pop command=toggle-popover></button>"
        "<div id=pop popover></div><button id=b7 commandfor=dlg command=toggle-popover></button>"
        "<button id=b8 commandfor=pop command=show-modal></button>"
        "<button id=b9 commandfor=dlg command=request-close></button>"
        "<button id=b10 commandfor=pop command=hide-popover></button>"
        "<button id=b11 commandfor=pop command=show-popover></button>"
        "<button id=b12 commandfor=dlg command=show-modal disabled></button>"
        "<form><button id=b13 commandfor=dlg command=--x></button></form>"
        "<button id=b14 commandfor=dlg command=SHOW-MODAL></button>",
    )
    dialog, popover = tree.querySelector("#dlg"), tree.querySelector("#pop")
    events: list[Any] = []
    for target in (dialog, popover):
        target.addEventListener("command", events.append)
    for button_id, expected_event, expected_state in CLICKS:
        events.clear()
        button = tree.querySelector("#" + button_id)
        button.click()
        if expected_event is None:
            assert events == [], button_id
        else:
            [event] = events
            assert isinstance(event, CommandEvent)
            where: Any = event.target
            assert (where.id, event.command, event.source) == (*expected_event, button)
            assert (event.bubbles, event.cancelable, event.composed, event.isTrusted) == (
                False, True, True, True
            )  # fmt: skip
        assert (dialog.open, popover.matches(":popover-open")) == expected_state, button_id
    assert dialog.returnValue == "v"  # (b2's optional value)


def test_a_canceled_command_does_nothing(document: Any) -> None:
    tree = _tree(document, "<button commandfor=d command=show-modal></button><dialog id=d>")
    dialog = tree.querySelector("#d")
    dialog.addEventListener("command", lambda event: event.preventDefault())
    tree.querySelector("button").click()
    assert not dialog.open


def test_a_disconnected_button_runs_no_command(document: Any) -> None:
    button, dialog, wrap = (document.createElement(n) for n in ("button", "dialog", "div"))
    dialog.id = "dd"
    wrap.append(button, dialog)
    button.setAttribute("commandfor", "dd")
    button.setAttribute("command", "show-modal")
    fired: list[Any] = []
    dialog.addEventListener("command", fired.append)
    button.click()
    assert (fired, dialog.open) == ([], False)  # (Chromium 156: nothing)


def test_show_modal_on_an_open_dialog_does_nothing(document: Any) -> None:
    tree = _tree(document, "<button commandfor=d command=show-modal></button><dialog id=d>")
    dialog = tree.querySelector("#d")
    dialog.show()
    tree.querySelector("button").click()
    assert dialog.open and not dialog.matches(":modal")


def test_the_command_event_constructor(document: Any) -> None:
    dialog = document.createElement("dialog")
    event = CommandEvent("command", {"command": "--x", "source": dialog})
    assert (event.command, event.source) == ("--x", dialog)
    assert (CommandEvent("x").command, CommandEvent("x").source) == ("", None)
