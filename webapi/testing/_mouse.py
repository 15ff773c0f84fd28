"""Playwright's ``Mouse`` (https://playwright.dev/python/docs/api/class-mouse) over a webapi
window, without layout: the pointer is over an element, not at a point (the zero layout:
each element's box is at (0, 0), its centre there). Moving it to another element fires the
boundary events as Chromium 156 does (https://w3c.github.io/pointerevents/#the-pointerout-event,
https://w3c.github.io/uievents/#events-mouseevent-event-order): ``pointerout``,
``pointerleave`` (the elements left, deepest first), ``pointerover``, ``pointerenter`` (the
elements entered, outermost first), then their mouse counterparts, then ``pointermove`` and
``mousemove``; a press fires ``pointerdown``, ``mousedown`` (which focuses the element's
nearest focusable inclusive ancestor, or blurs the focused one), a release ``pointerup``,
``mouseup``, ``click`` (``auxclick`` for the other buttons) and at the second
``dblclick``.
"""

from __future__ import annotations

from typing import Any

from webapi.dom.engine import ElementImpl, is_connected
from webapi.html.engine import blur, focus, focused_area, is_focusable_area

from ._editing import caret_to_end, select_word
from ._events import fire_mouse

__all__ = ["BUTTONS", "Mouse"]

#: Playwright's button names -> (``button``, the ``buttons`` bit).
BUTTONS = {"left": (0, 1), "middle": (1, 4), "right": (2, 2)}


def _chain(element: Any) -> list[Any]:
    """The element and its ancestor elements, the element first."""
    chain = []
    node = element
    while isinstance(node, ElementImpl):
        chain.append(node)
        node = node._parent
    return chain


class Mouse:
    """The page's mouse: the element under it, the buttons pressed, and the keyboard whose
    modifiers its events carry."""

    __slots__ = ("_buttons", "_keyboard", "_over", "_window")

    def __init__(self, window: Any, keyboard: Any) -> None:
        self._window = window
        self._keyboard = keyboard
        self._over: Any = None
        self._buttons = 0

    def _fire(self, type_: str, target: Any, **options: Any) -> bool:
        options.setdefault("buttons", self._buttons)
        return fire_mouse(
            type_, target, self._window, modifiers=self._keyboard._modifiers, **options
        )

    def move_to(self, element: Any) -> None:
        """Move the pointer over ``element`` (the boundary events if it was over another,
        then ``pointermove`` and ``mousemove``)."""
        old = self._over
        if old is not None and not is_connected(old):
            old = None
        if old is not element:
            left, entered = _chain(old) if old is not None else [], _chain(element)
            common = {id(e) for e in left} & {id(e) for e in entered}
            left = [e for e in left if id(e) not in common]
            entered = [e for e in reversed(entered) if id(e) not in common]
            for kind, button in (("pointer", -1), ("mouse", 0)):
                if old is not None:
                    self._fire(kind + "out", old, button=button, related=element)
                    for node in left:
                        self._fire(
                            kind + "leave",
                            node,
                            button=button,
                            related=element,
                            bubbles=False,
                            cancelable=False,
                        )
                self._fire(kind + "over", element, button=button, related=old)
                for node in entered:
                    self._fire(
                        kind + "enter",
                        node,
                        button=button,
                        related=old,
                        bubbles=False,
                        cancelable=False,
                    )
            self._over = element
        self._fire("pointermove", element, button=-1)
        self._fire("mousemove", element, button=0)

    def down(self, *, button: str = "left", click_count: int = 1) -> None:
        """Press ``button`` over the element under the pointer."""
        target = self._target()
        number, bit = BUTTONS[button]
        self._buttons |= bit
        self._fire("pointerdown", target, button=number, detail=0)
        if self._fire("mousedown", target, button=number, detail=click_count):
            _focus_on_press(target)
            caret_to_end(target)
        if number == 2:
            self._fire("contextmenu", target, button=number, detail=0)

    def up(self, *, button: str = "left", click_count: int = 1) -> None:
        """Release ``button`` over the element under the pointer: ``click`` (or
        ``auxclick``), and ``dblclick`` at the second."""
        target = self._target()
        number, bit = BUTTONS[button]
        self._buttons &= ~bit
        self._fire("pointerup", target, button=number, detail=0)
        self._fire("mouseup", target, button=number, detail=click_count)
        if not is_connected(target):
            return
        self._fire(
            "click" if number == 0 else "auxclick", target, button=number, detail=click_count
        )
        if (
            number == 0
            and click_count == 2
            and self._fire("dblclick", target, button=number, detail=click_count)
        ):
            select_word(target)

    def _target(self) -> Any:
        if self._over is None:
            document = self._window.document
            self._over = document.body or document.documentElement
        return self._over


def _focus_on_press(target: Any) -> None:
    """A mouse press's focus: the target's nearest focusable inclusive ancestor gets it;
    none, the focused element loses it."""
    node = target
    while isinstance(node, ElementImpl):
        if is_focusable_area(node):
            focus(node)
            return
        node = node._parent
    focused = focused_area(target._node_document)
    if focused is not None:
        blur(focused)
