"""``webapi.testing``'s actions: actionability waits on the virtual clock, strictness, the
keyboard's keys and modifiers, the default actions (the event logs themselves are compared with
Chromium's in test_actions_chromium_logs.py)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.testing import Error, Page, TimeoutError, expect


def _events(page: Page, *types: str) -> list[str]:
    seen: list[str] = []
    for type_ in types:
        page.window.addEventListener(
            type_, lambda e: seen.append(f"{e.type}@{e.target.id or e.target.localName}"), True
        )
    return seen


def test_click_waits_for_the_element_on_the_virtual_clock() -> None:
    page = Page.open(b"<div id=box></div>")
    document = page.window.document
    clicked: list[Any] = []

    def add() -> None:
        button = document.createElement("button")
        button.textContent = "Later"
        button.addEventListener("click", lambda e: clicked.append(e.isTrusted))
        document.getElementById("box").append(button)

    page.window.setTimeout(add, 2000)
    page.get_by_role("button", name="Later").click()
    assert clicked == [True]
    assert 2000 <= page.window.event_loop.now() < 2200


def test_timeout_and_strictness() -> None:
    page = Page.open(b"<button disabled>Save</button><p>a</p><p>b</p>")
    with pytest.raises(TimeoutError) as raised:
        page.get_by_role("button").click(timeout=500)
    assert str(raised.value).startswith("Locator.click: Timeout 500ms exceeded.")
    assert "element is not enabled" in str(raised.value)
    assert page.window.event_loop.now() == 500
    with pytest.raises(TimeoutError):
        page.locator("#missing").fill("x", timeout=100)
    with pytest.raises(Error, match='strict mode violation: locator\\("p"\\) resolved to 2'):
        page.locator("p").click()
    page.locator("p").first.click()  # one element: fine


def test_fill_and_type_and_keys() -> None:
    page = Page.open(
        b"<input id=a value=old><textarea id=b></textarea><div id=c contenteditable>x</div>"
    )
    seen = _events(page, "keydown", "beforeinput", "input", "change")
    page.locator("#a").fill("new")
    assert page.locator("#a").input_value() == "new"
    assert seen == ["beforeinput@a", "input@a"]  # no key events, no change
    page.locator("#a").press("Backspace")
    page.locator("#a").press("Shift+A")
    assert page.locator("#a").input_value() == "neA"
    page.locator("#a").press("Control+a")
    page.keyboard.type("Hi!")
    assert page.locator("#a").input_value() == "Hi!"
    page.locator("#b").press_sequentially("one\ntwo")
    assert page.locator("#b").input_value() == "one\ntwo"
    page.locator("#c").fill("edited")
    assert page.locator("#c").text_content() == "edited"
    with pytest.raises(Error, match="Unknown key"):
        page.locator("#a").press("NoSuchKey")


def test_fill_refuses_what_is_not_editable() -> None:
    page = Page.open(b"<input id=r readonly><input id=c type=checkbox><p id=p>x</p>")
    with pytest.raises(TimeoutError, match="element is not editable"):
        page.locator("#r").fill("x", timeout=200)
    with pytest.raises(Error, match='Input of type "checkbox" cannot be filled'):
        page.locator("#c").fill("x")
    with pytest.raises(TimeoutError):
        page.locator("#p").fill("x", timeout=100)


def test_enter_submits_and_space_checks() -> None:
    page = Page.open(
        b"<form id=f><input id=q><input id=c type=checkbox><button id=s>Go</button></form>"
    )
    seen = _events(page, "click", "submit")
    page.window.document.getElementById("f").addEventListener(
        "submit", lambda e: e.preventDefault()
    )
    page.locator("#q").press("Enter")
    assert seen == ["click@s", "submit@f"]
    page.locator("#c").press(" ")
    assert page.locator("#c").is_checked()
    page.locator("#c").uncheck()
    expect(page.locator("#c")).not_to_be_checked()
    page.locator("#c").set_checked(True)
    assert page.locator("#c").is_checked()


def test_tab_follows_the_sequential_focus_order() -> None:
    page = Page.open(
        b"<input id=a><input id=b tabindex=-1><input id=c tabindex=2><input id=d tabindex=1>"
    )
    page.locator("#d").focus()
    order = ["d"]
    for _ in range(3):
        page.keyboard.press("Tab")
        order.append(page.window.document.activeElement.id)
    assert order == ["d", "c", "a", "a"]
    page.keyboard.press("Shift+Tab")
    assert page.window.document.activeElement.id == "c"


def test_select_option_check_and_page_shortcuts() -> None:
    page = Page.open(
        b"<select id=s multiple><option value=a>Apple<option value=b>Banana</select>"
        b"<input id=r type=radio name=g><input id=r2 type=radio name=g checked>"
    )
    assert page.select_option("#s", ["a", "b"]) == ["a", "b"]
    assert page.locator("#s").select_option(label="Banana") == ["b"]
    assert page.locator("#s").select_option(index=0) == ["a"]
    with pytest.raises(TimeoutError):
        page.locator("#s").select_option("zzz")
    page.check("#r")
    assert page.locator("#r").is_checked() and not page.locator("#r2").is_checked()
    with pytest.raises(Error, match="Cannot uncheck radio button"):
        page.uncheck("#r")


def test_pointer_events_are_mouse_events() -> None:
    """The witness of ``PointerEventsAreMouseEvents`` (docs/testing.md)."""
    page = Page.open(b"<button id=b>x</button>")
    kinds: list[str] = []
    page.window.addEventListener("pointerdown", lambda e: kinds.append(type(e).__name__))
    page.click("#b")
    assert kinds == ["MouseEvent"]


def test_hover_moves_between_elements() -> None:
    page = Page.open(b"<div id=a><span id=b>x</span></div><p id=c>y</p>")
    seen = _events(page, "mouseover", "mouseout")
    page.hover("#b")
    page.hover("#c")
    assert seen == ["mouseover@b", "mouseout@b", "mouseover@c"]


def test_an_email_field_keeps_its_typed_spaces_out_of_its_value() -> None:
    """Chromium's: the spaces typed at the field's edges stay in the field (typing goes on
    after them) but not in its value."""
    page = Page.open(b"<input id=e type=email>")
    field = page.locator("#e")
    field.press_sequentially("a ")
    assert field.input_value() == "a"
    field.press_sequentially("b")
    assert field.input_value() == "a b"
