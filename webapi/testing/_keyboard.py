"""Playwright's ``Keyboard`` (https://playwright.dev/python/docs/api/class-keyboard) over a
webapi window: ``keydown``, ``keypress`` (for a key that types text, not with Control or
Meta), ``keyup`` at the focused element (else the body), with ``key``, ``code``, ``keyCode``,
``charCode`` and the modifiers held, as Chromium 156 fires them under Playwright; and the
keys' default actions (https://w3c.github.io/uievents/#default-action): text typed at the
selection of a text control (``_editing``), Backspace and Delete, the caret keys,
Control+A selecting all, Enter's implicit submission in a form
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#implicit-submission)
and its activation of a link or button, Space's activation of a button, checkbox or radio
button (at ``keyup``), Tab's sequential focus navigation
(https://html.spec.whatwg.org/multipage/interaction.html#sequential-focus-navigation).
"""

from __future__ import annotations

from typing import Any

from webapi.dom.engine import ElementImpl
from webapi.html.engine import click, focus, focused_area, is_disabled, is_focusable_area
from webapi.selectors import INPUT_TYPES

from ._editing import delete, editable_kind, insert, move_caret, select_all
from ._errors import Error
from ._events import fire_keyboard
from ._keys import MODIFIERS, Key, character_key, key_for, split_combination

__all__ = ["Keyboard"]

#: The controls Enter and Space activate.
_BUTTON_INPUTS = frozenset(["submit", "reset", "button", "image"])
_CARET_KEYS = frozenset(
    ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]
)
#: The ``input`` types that block implicit submission
#: (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#field-that-blocks-implicit-submission):
#: Text to Local Date and Time, and Number, the run of the type table from Text to Number.
_BLOCKING = frozenset(INPUT_TYPES[INPUT_TYPES.index("text") : INPUT_TYPES.index("number") + 1])


class Keyboard:
    """The page's keyboard: the modifiers held."""

    __slots__ = ("_modifiers", "_space_target", "_window")

    def __init__(self, window: Any) -> None:
        self._window = window
        self._modifiers: frozenset[str] = frozenset()
        #: The element a Space ``keydown`` not canceled armed (its ``keyup`` activates it).
        self._space_target: Any = None

    def _target(self) -> Any:
        document = self._window.document
        found = focused_area(document)
        return found if found is not None else (document.body or document.documentElement)

    def _describe(self, name: str) -> tuple[Key, str, str]:
        """The key, its ``key`` value and its text, with the modifiers held."""
        key = key_for(name)
        if key is None:
            raise Error(f'Keyboard.press: Unknown key: "{name}"')
        value = name if len(name) == 1 else key.key
        if "Shift" in self._modifiers and key.shifted is not None:
            value = key.shifted
        text = value if len(value) == 1 else key.text
        if self._modifiers & {"Control", "Meta", "Alt"}:
            text = ""
        return key, value, text

    def down(self, key: str) -> None:
        """Press ``key`` (a key name or a character): ``keydown``, its default action and
        ``keypress``."""
        described, value, text = self._describe(key)
        if value in MODIFIERS:
            self._modifiers = self._modifiers | {value}
        target = self._target()
        view = self._window
        if value == " ":
            self._space_target = None
        if not fire_keyboard(
            "keydown",
            target,
            view,
            value,
            described.code,
            described.key_code,
            self._modifiers,
            location=described.location,
        ):
            return
        if value == " " and _space_activates(target):
            self._space_target = target
        if self._keydown_default(target, value):
            return
        if not text:
            return
        code = ord(text[0])
        if not fire_keyboard(
            "keypress",
            target,
            view,
            value,
            described.code,
            code,
            self._modifiers,
            char_code=code,
            location=described.location,
        ):
            return
        self._keypress_default(target, text)

    def up(self, key: str) -> None:
        """Release ``key``: ``keyup`` (Space's activation after it)."""
        described, value, _ = self._describe(key)
        if value in MODIFIERS:
            self._modifiers = self._modifiers - {value}
        target = self._target()
        armed = value == " " and self._space_target is target
        if value == " ":
            self._space_target = None
        not_canceled = fire_keyboard(
            "keyup",
            target,
            self._window,
            value,
            described.code,
            described.key_code,
            self._modifiers,
            location=described.location,
        )
        if armed and not_canceled:  # (Space activates at its release, if neither canceled)
            click(target)

    def press(self, key: str) -> None:
        """``"Shift+A"``: the modifiers pressed, the key pressed and released, the modifiers
        released (in reverse)."""
        tokens = split_combination(key)
        for token in tokens:
            self.down(token)
        for token in reversed(tokens):
            self.up(token)
        self._settle()

    def type(self, text: str) -> None:
        """Each character pressed (one the layout lacks: inserted as ``insert_text``
        does)."""
        for character in text:
            if character_key(character) is None:
                self.insert_text(character)
            else:
                self.press(character)

    def insert_text(self, text: str) -> None:
        """Insert ``text`` at the focused control's selection, with no key event
        (``beforeinput``, ``textInput``, ``input``)."""
        target = self._target()
        if editable_kind(target) is not None:
            insert(target, self._window, text)
        self._settle()

    def _settle(self) -> None:
        self._window.event_loop.advance(0)

    # -- default actions --------------------------------------------------------------------

    def _keydown_default(self, target: Any, value: str) -> bool:
        """The key's action at ``keydown``; True when it suppresses ``keypress``."""
        kind = editable_kind(target)
        if value == "Tab":
            _navigate(target, backward="Shift" in self._modifiers)
            return True
        if value in ("Backspace", "Delete") and kind is not None:
            delete(target, self._window, forward=value == "Delete")
        elif value in _CARET_KEYS:
            move_caret(target, value)
        elif value in ("a", "A") and "Control" in self._modifiers:
            select_all(target)
        elif (
            value == "Enter" and target.localName in ("a", "area") and (target.hasAttribute("href"))
        ):
            click(target)
            return True
        return False

    def _keypress_default(self, target: Any, text: str) -> None:
        kind = editable_kind(target)
        view = self._window
        if text == "\r":
            if kind == "control" and target.localName == "input":
                from ._events import fire_input

                if fire_input("beforeinput", target, view, "insertLineBreak", None, True):
                    _implicit_submission(target)
            elif kind == "host" and "Shift" not in self._modifiers:
                insert(target, view, "\n", "insertParagraph")
            elif kind is not None:
                insert(target, view, "\n", "insertLineBreak")
            elif _enter_activates(target):
                click(target)
            elif target.localName == "input" and target.form is not None:
                _implicit_submission(target)
        elif kind is not None:
            insert(target, view, text)


def _space_activates(target: Any) -> bool:
    name = target.localName
    if name == "button":
        return True
    return name == "input" and target.type in (_BUTTON_INPUTS | {"checkbox", "radio"})


def _enter_activates(target: Any) -> bool:
    name = target.localName
    return name == "button" or (name == "input" and target.type in _BUTTON_INPUTS)


def _implicit_submission(control: Any) -> None:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#implicit-submission:
    the form's default button clicked (nothing if it is disabled); without one, the form
    submitted if at most one field blocks implicit submission."""
    form = control.form
    if form is None:
        return
    from webapi.html.engine import submit_form

    for element in form.elements:
        if _is_submit_button(element):
            if not is_disabled(element):
                click(element)
            return
    blocking = [e for e in form.elements if e.localName == "input" and e.type in _BLOCKING]
    if len(blocking) <= 1:
        submit_form(form, form)


def _is_submit_button(element: Any) -> bool:
    name = element.localName
    if name == "button":
        return bool(element._is_submit_button())
    return name == "input" and element.type in ("submit", "image")


def _navigate(start: Any, *, backward: bool) -> None:
    """Sequential focus navigation from ``start``: the next (previous) element of the
    sequential focus navigation order (positive ``tabindex`` values first, ascending, then
    ``tabindex`` 0 and the focusable elements without one, in tree order; ``tabindex`` < 0
    left out)."""
    document = start._node_document
    order = _navigation_order(document)
    if not order:
        return
    current = start if isinstance(start, ElementImpl) and start in order else None
    if current is None:
        target = order[-1] if backward else order[0]
    else:
        index = order.index(current) + (-1 if backward else 1)
        if not 0 <= index < len(order):
            return
        target = order[index]
    focus(target)
    if editable_kind(target) == "control":
        target._set_the_selection_range(0, len(target.value), None)
        selection = document.getSelection()  # (out of an editing host: at the control)
        if selection is not None and target.parentNode is not None:
            parent = target.parentNode
            selection.collapse(parent, list(parent.childNodes).index(target))


def _navigation_order(document: Any) -> list[Any]:
    positive: list[tuple[int, int, Any]] = []
    rest: list[Any] = []
    for position, element in enumerate(document.querySelectorAll("*")):
        if not is_focusable_area(element):
            continue
        index = element.tabIndex
        if index < 0:
            continue
        if index > 0:
            positive.append((index, position, element))
        else:
            rest.append(element)
    return [e for _, _, e in sorted(positive, key=lambda t: (t[0], t[1]))] + rest
