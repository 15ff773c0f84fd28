"""Playwright's actions on a locator (https://playwright.dev/python/docs/input), over a webapi
window: each waits for the element to be actionable as Playwright does
(https://playwright.dev/python/docs/actionability: attached, visible, enabled, editable for
``fill``; "stable" needs layout and holds at once), retrying on the window's clock (its event
loop run 100 ms between tries) until ``timeout`` milliseconds (30000 by default) have passed,
then :class:`~webapi.testing.TimeoutError`; several elements matching raise
:class:`~webapi.testing.Error` at once (strict mode). Then the page's mouse and keyboard
(``_mouse``, ``_keyboard``) fire Chromium's events.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from webapi.aria import is_rendered_hidden

from ._editing import editable_kind, replace_all
from ._errors import Error, TimeoutError
from ._host_caret import caret_to_start, select_contents
from ._role import disabled
from ._waiting import poll

__all__ = ["DEFAULT_TIMEOUT", "actionable", "devices", "wait_until"]

#: Playwright's default action timeout, in milliseconds.
DEFAULT_TIMEOUT = 30000.0


def devices(page: Any) -> tuple[Any, Any]:
    """The page's (mouse, keyboard), made on first use."""
    return page.mouse, page.keyboard


def actionable(locator: Any, method: str, checks: Sequence[str], timeout: float | None) -> Any:
    """The one element ``locator`` matches once it passes ``checks`` (``"visible"``,
    ``"enabled"``, ``"editable"``), waited for on the window's clock (``timeout`` 0: one
    try, where Playwright waits for ever)."""
    limit = DEFAULT_TIMEOUT if timeout is None else float(timeout)
    last = "waiting for element"
    element = None

    def ready() -> bool:
        nonlocal element, last
        found = locator._resolve()
        if len(found) > 1:
            locator._one(method)  # (raises the strict mode violation)
        if not found:
            return False
        failed = _failed(found[0], checks)
        if failed is None:
            element = found[0]
            return True
        last = f"element is not {failed}"
        return False

    if poll(locator.page.window.event_loop, ready, limit):
        return element
    raise TimeoutError(
        f"Locator.{method}: Timeout {limit:g}ms exceeded.\nCall log:\n"
        f"  - waiting for {locator._description}\n  - {last}"
    )


def wait_until(locator: Any, method: str, ready: Callable[[], bool], timeout: float | None) -> None:
    """Wait on the window's clock until ``ready()`` holds (tried every 100 ms), else
    :class:`~webapi.testing.TimeoutError` after ``timeout`` milliseconds."""
    limit = DEFAULT_TIMEOUT if timeout is None else float(timeout)
    if not poll(locator.page.window.event_loop, ready, limit):
        raise TimeoutError(
            f"Locator.{method}: Timeout {limit:g}ms exceeded.\nCall log:\n"
            f"  - waiting for {locator._description}"
        )


def _failed(element: Any, checks: Sequence[str]) -> str | None:
    for check in checks:
        if check == "visible" and is_rendered_hidden(element):
            return "visible"
        if check == "enabled" and disabled(element):
            return "enabled"
        if check == "editable":
            if disabled(element):
                return "enabled"
            if editable_kind(element) is None and element.localName not in ("input",):
                return "editable"
            if element.hasAttribute("readonly"):
                return "editable"
    return None


def click(
    locator: Any,
    method: str,
    *,
    button: str = "left",
    click_count: int = 1,
    modifiers: Sequence[str] | None = None,
    timeout: float | None = None,
    force: bool = False,
    trial: bool = False,
) -> None:
    """Playwright's ``click``: the pointer moved over the element, pressed and released
    ``click_count`` times."""
    element = actionable(locator, method, () if force else ("visible", "enabled"), timeout)
    if trial:
        return
    mouse, keyboard = devices(locator.page)
    with _held(keyboard, modifiers):
        mouse.move_to(element)
        _settle(locator)
        for count in range(1, click_count + 1):
            mouse.down(button=button, click_count=count)
            _settle(locator)
            mouse.up(button=button, click_count=count)
            _settle(locator)


def hover(locator: Any, *, timeout: float | None = None, force: bool = False) -> None:
    """Playwright's ``hover``: the pointer moved over the element."""
    element = actionable(locator, "hover", () if force else ("visible",), timeout)
    devices(locator.page)[0].move_to(element)
    _settle(locator)


def fill(locator: Any, value: str, *, timeout: float | None = None, force: bool = False) -> None:
    """Playwright's ``fill``: the element focused, its value selected and replaced by
    ``value`` (``beforeinput``, ``textInput``, ``input``; no key events) or, for an empty
    ``value``, deleted (Delete pressed)."""
    if not isinstance(value, str):
        raise TypeError("fill(): 'value' must be a str")
    element = actionable(locator, "fill", () if force else ("visible", "editable"), timeout)
    name = element.localName
    if name == "input" and element.type not in (
        "text",
        "search",
        "url",
        "tel",
        "password",
        "email",
        "number",
    ):
        if element.type in (
            "checkbox",
            "radio",
            "file",
            "submit",
            "button",
            "reset",
            "image",
            "hidden",
            "range",
            "color",
        ):
            raise Error(f'Locator.fill: Error: Input of type "{element.type}" cannot be filled')
        element.focus()
        element.value = value
        _fire_plain(element, "input", composed=True)
        _fire_plain(element, "change")
        _settle(locator)
        return
    if editable_kind(element) is None:
        raise Error(
            "Locator.fill: Error: Element is not an <input>, <textarea> or [contenteditable] "
            "element"
        )
    element.focus()
    if editable_kind(element) == "control":
        element.select()
    else:
        caret_to_start(element)
    window = locator.page.window
    if value:
        replace_all(element, window, value)
        _settle(locator)
    else:
        if editable_kind(element) == "host":
            select_contents(element)
        locator.page.keyboard.press("Delete")


def check(locator: Any, checked: bool, method: str, **options: Any) -> None:
    """Playwright's ``check``/``uncheck``/``set_checked``: clicked unless already in the
    state; an error if the click did not change it."""
    timeout = options.get("timeout")
    element = actionable(locator, method, ("visible", "enabled"), timeout)
    state = _checked(element, method)
    if state == checked:
        return
    if not checked and element.localName == "input" and element.type == "radio":
        raise Error(f"Locator.{method}: Error: Cannot uncheck radio button")
    click(
        locator,
        method,
        timeout=timeout,
        force=bool(options.get("force")),
        trial=bool(options.get("trial")),
    )
    if options.get("trial"):
        return
    if _checked(element, method) != checked:
        raise Error(f"Locator.{method}: Error: Clicking the checkbox did not change its state")


def _checked(element: Any, method: str) -> bool:
    from ._role import checked as checked_state

    state = checked_state(element)
    if state is None:
        raise Error(f"Locator.{method}: Error: Not a checkbox or radio button")
    return state is True


def select_option(
    locator: Any,
    value: Any = None,
    *,
    index: Any = None,
    label: Any = None,
    element: Any = None,
    timeout: float | None = None,
    force: bool = False,
) -> list[str]:
    """Playwright's ``select_option``: the options matching (by value or, failing that,
    label; ``index=``, ``label=``) selected, the others not; ``input`` and ``change`` fired.
    Returns the selected options' values."""
    select = actionable(locator, "select_option", () if force else ("visible", "enabled"), timeout)
    if select.localName != "select":
        raise Error("Locator.select_option: Error: Element is not a <select> element")
    wanted: list[Callable[[Any, int], bool]] = []
    for given, kind in ((value, "value"), (label, "label"), (index, "index")):
        if given is None:
            continue
        for one in given if isinstance(given, list | tuple) else [given]:
            wanted.append(_option_test(one, kind))
    options = list(select.options)
    chosen = []
    for test in wanted:
        match = next((o for i, o in enumerate(options) if test(o, i)), None)
        if match is None:
            raise TimeoutError(
                f"Locator.select_option: Timeout {DEFAULT_TIMEOUT:g}ms exceeded: did not find "
                "some options"
            )
        chosen.append(match)
        if not select.multiple:
            break
    for option in options:
        option.selected = any(option is c for c in chosen)
    _fire_plain(select, "input", composed=True)
    _fire_plain(select, "change")
    _settle(locator)
    return [o.value for o in options if o.selected]


def _option_test(one: Any, kind: str) -> Callable[[Any, int], bool]:
    if kind == "index":
        return lambda option, i: i == one
    if kind == "label":
        return lambda option, i: option.label == one
    if hasattr(one, "localName"):
        return lambda option, i: option is one
    return lambda option, i: option.value == one or option.label == one


def press(locator: Any, key: str, *, timeout: float | None = None) -> None:
    """Playwright's ``press``: the element focused, ``key`` pressed (``"Shift+A"``)."""
    element = actionable(locator, "press", (), timeout)
    _focus(element)
    _settle(locator)
    locator.page.keyboard.press(key)


def press_sequentially(locator: Any, text: str, *, timeout: float | None = None) -> None:
    """Playwright's ``press_sequentially`` (``type``): the element focused, each character
    pressed."""
    element = actionable(locator, "press_sequentially", (), timeout)
    _focus(element)
    _settle(locator)
    locator.page.keyboard.type(text)


def _focus(element: Any) -> None:
    """``focus()``, and an editing host's caret at its start (Chromium's focus steps put it
    there unless the selection is in the host)."""
    element.focus()
    if editable_kind(element) == "host":
        caret_to_start(element)


def _fire_plain(element: Any, type_: str, composed: bool = False) -> None:
    from webapi.dom.engine import fire_an_event

    fire_an_event(type_, element, bubbles=True, composed=composed)


def _settle(locator: Any) -> None:
    locator.page.window.event_loop.advance(0)


class _held:
    """Playwright's ``modifiers=``: held down around an action."""

    __slots__ = ("_keyboard", "_keys")

    def __init__(self, keyboard: Any, keys: Sequence[str] | None) -> None:
        self._keyboard = keyboard
        self._keys = [k for k in keys or () if k not in keyboard._modifiers]

    def __enter__(self) -> None:
        for key in self._keys:
            self._keyboard.down("Control" if key == "ControlOrMeta" else key)

    def __exit__(self, *exc: object) -> None:
        for key in reversed(self._keys):
            self._keyboard.up("Control" if key == "ControlOrMeta" else key)
