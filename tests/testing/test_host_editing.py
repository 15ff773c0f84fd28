"""Typing into editing hosts (``contenteditable``, ``plaintext-only``) at the document's
selection, as Chromium 156 edits plain text (webapi.testing._host_editing; the recorded
differential is tests/testing/test_actions_chromium_logs.py)."""

from __future__ import annotations

from typing import Any

from webapi.testing import Page


def _host(html: str) -> tuple[Page, Any]:
    page = Page.open(f"<div id=t {html}</div>".encode())
    return page, page.window.document.getElementById("t")


def _caret(page: Page) -> tuple[Any, int]:
    selection = page.window.document.getSelection()
    return selection.focusNode, selection.focusOffset


def test_typing_goes_at_the_caret_and_moves_it() -> None:
    page, host = _host("contenteditable>ab")
    host_locator = page.locator("#t")
    host_locator.press_sequentially("x")  # (focus: the caret at the start)
    assert host.innerHTML == "xab" and _caret(page) == (host.firstChild, 1)
    host_locator.press("ArrowRight")
    host_locator.press("Backspace")
    assert host.innerHTML == "xb"
    host_locator.click()  # (the caret at the end)
    host_locator.press_sequentially("yz")
    assert host.innerHTML == "xbyz" and _caret(page) == (host.firstChild, 4)


def test_enter_makes_divs_and_backspace_merges_them() -> None:
    page, host = _host("contenteditable>ab")
    host_locator = page.locator("#t")
    host_locator.click()
    host_locator.press("ArrowLeft")
    host_locator.press("Enter")
    assert host.innerHTML == "a<div>b</div>"
    host_locator.press("Backspace")
    assert host.innerHTML == "ab" and _caret(page) == (host.firstChild, 1)
    host_locator.press("End")
    host_locator.press("Enter")
    assert host.innerHTML == "ab<div><br></div>"
    host_locator.press_sequentially("c")
    assert host.innerHTML == "ab<div>c</div>"
    host_locator.press("Shift+Enter")
    assert host.innerHTML == "ab<div>c<br><br></div>"


def test_plaintext_only_enter_inserts_a_line_feed() -> None:
    page, host = _host("contenteditable=plaintext-only>ab")
    host_locator = page.locator("#t")
    host_locator.click()
    host_locator.press("Enter")
    host_locator.press_sequentially("c")
    assert host.innerHTML == "ab\nc" and len(host.childNodes) == 3


def test_beforeinput_s_target_ranges_and_cancel() -> None:
    page, host = _host("contenteditable>ab")
    ranges: list[tuple[Any, ...]] = []

    def listener(event: Any) -> None:
        ranges.extend(
            (r.startContainer, r.startOffset, r.endContainer, r.endOffset)
            for r in event.getTargetRanges()
        )
        event.preventDefault()

    host.addEventListener("beforeinput", listener)
    page.locator("#t").fill("Hi")  # (selects the contents: the text's range)
    assert ranges == [(host.firstChild, 0, host.firstChild, 2)] and host.innerHTML == "ab"


def test_white_space_is_rebalanced_but_in_plaintext_only() -> None:
    page, host = _host("contenteditable>")
    page.locator("#t").press_sequentially(" a  b ")
    assert host.firstChild.data == "\xa0a\xa0 b\xa0"
    page, host = _host("contenteditable=plaintext-only>")
    page.locator("#t").press_sequentially(" a  b ")
    assert host.firstChild.data == " a  b "


def test_fill_replaces_the_content_and_clears_to_a_placeholder() -> None:
    page, host = _host("contenteditable>old <b>bold</b>")
    page.locator("#t").fill("new")
    assert host.innerHTML == "new"
    page.locator("#t").fill("")
    assert host.innerHTML == "<br>"
