"""The trusted events the actions fire, as Chromium 156 fires them under Playwright's input
(https://w3c.github.io/uievents/, https://w3c.github.io/pointerevents/): ``MouseEvent``s
(the pointer events too: webapi has no ``PointerEvent``, see docs/testing.md's
``PointerEventsAreMouseEvents``), ``KeyboardEvent``s, ``InputEvent``s and the legacy
``textInput``. Coordinates are the zero layout's: every element's box is at (0, 0), so
``clientX``, ``clientY``, ``screenX``, ``screenY`` are 0.
"""

from __future__ import annotations

from typing import Any

from webapi.dom.engine import fire_an_event
from webapi.html.engine import impl_class

from ._keys import MODIFIERS

__all__ = ["fire_input", "fire_keyboard", "fire_mouse", "fire_text_input"]

_CLASSES: dict[str, Any] = {}


def _class(name: str) -> Any:
    found = _CLASSES.get(name)
    if found is None:
        import webapi.uievents

        found = _CLASSES[name] = impl_class(getattr(webapi.uievents, name))
    return found


def _modifiers(modifiers: frozenset[str]) -> dict[str, bool]:
    if not modifiers:
        return {}
    return {slot: True for name, slot in MODIFIERS.items() if name in modifiers}


def fire_mouse(
    type_: str,
    target: Any,
    view: Any,
    *,
    button: int = 0,
    buttons: int = 0,
    detail: int = 0,
    modifiers: frozenset[str] = frozenset(),
    related: Any = None,
    bubbles: bool = True,
    cancelable: bool = True,
) -> bool:
    """Fire a trusted mouse (or pointer) event at ``target``; whether it was not canceled."""
    return fire_an_event(
        type_,
        target,
        _class("MouseEvent"),
        bubbles=bubbles,
        cancelable=cancelable,
        composed=True,
        _view=view,
        _button=button,
        _buttons=buttons,
        _detail=detail,
        _related_target=related,
        **_modifiers(modifiers),
    )


def fire_keyboard(
    type_: str,
    target: Any,
    view: Any,
    key: str,
    code: str,
    key_code: int,
    modifiers: frozenset[str],
    *,
    char_code: int = 0,
    location: int = 0,
) -> bool:
    """Fire a trusted ``keydown``, ``keypress`` or ``keyup`` at ``target``."""
    return fire_an_event(
        type_,
        target,
        _class("KeyboardEvent"),
        bubbles=True,
        cancelable=True,
        composed=True,
        _view=view,
        _key=key,
        _code=code,
        _key_code=key_code,
        _char_code=char_code,
        _location=location,
        **_modifiers(modifiers),
    )


def fire_input(
    type_: str,
    target: Any,
    view: Any,
    input_type: str,
    data: str | None,
    cancelable: bool,
    ranges: tuple[Any, ...] = (),
) -> bool:
    """Fire a trusted ``beforeinput`` or ``input`` (an ``InputEvent``) at ``target``, with
    its target ranges (``getTargetRanges()``: ``StaticRange`` objects)."""
    return fire_an_event(
        type_,
        target,
        _class("InputEvent"),
        bubbles=True,
        cancelable=cancelable,
        composed=True,
        _view=view,
        _input_type=input_type,
        _data=data,
        _target_ranges=ranges,
    )


def fire_text_input(target: Any, view: Any, data: str) -> bool:
    """Fire Chromium's legacy ``textInput`` (a ``TextEvent``) at ``target``."""
    return fire_an_event(
        "textInput",
        target,
        _class("TextEvent"),
        bubbles=True,
        cancelable=True,
        composed=True,
        _view=view,
        _data=data,
    )
