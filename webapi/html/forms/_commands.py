"""Invoker commands (https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command):
a ``button``'s ``command`` attribute (its keywords, and the custom commands starting with
"--"), the ``command`` event (a ``CommandEvent``) its activation fires at the element its
``commandfor`` names, and the built-in commands that need no rendering: ``show-modal``,
``close`` and ``request-close`` of a ``dialog``, ``toggle-popover``, ``show-popover`` and
``hide-popover`` of a popover.

Which commands a target accepts is Chromium 156's (tests/html/test_commands.py): the popover
commands on any HTML element (the event fires at an element that is no popover, and nothing
else happens), the dialog commands on a ``dialog`` only (no event for ``show-modal`` at a
``div`` with ``popover``, where the Standard's steps fire it); and only a connected button
runs a command (Chromium fires nothing for a button outside a document, where the Standard
fires the event and stops after it).
"""

from __future__ import annotations

from contextlib import suppress

from webapi.dom import DOMException
from webapi.dom.engine import ElementImpl, fire_an_event, is_connected
from webapi.infra import HTML_NAMESPACE

from ..common._reflect import get_element

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["command", "run_command"]

_BUILT_IN = (
    "toggle-popover",
    "show-popover",
    "hide-popover",
    "close",
    "request-close",
    "show-modal",
)
_POPOVER = frozenset(_BUILT_IN[:3])
_DIALOG = frozenset(_BUILT_IN[3:])
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def command(button: Any) -> str:
    """https://html.spec.whatwg.org/multipage/form-elements.html#dom-button-command: a custom
    command ("--" and more) as written, a built-in command's keyword (ASCII
    case-insensitively), else "" (the Unknown state: missing and invalid value default)."""
    value: str | None = button._get_content_attribute("command")
    if value is None:
        return ""
    if value.startswith("--"):  # 2. (the Custom state)
        return value
    lowered = value.translate(_ASCII_LOWER)
    return lowered if lowered in _BUILT_IN else ""  # 3.-4.


def _is_valid_command(target: ElementImpl, name: str) -> bool:
    """Whether ``target`` accepts the built-in command ``name`` (Chromium 156's: the popover
    commands on every HTML element, the dialog commands on a ``dialog``; the Standard's is
    valid command steps, by the target's local name)."""
    if target._namespace != HTML_NAMESPACE:
        return False
    return name in _POPOVER or (name in _DIALOG and target._local_name == "dialog")


def run_command(button: Any) -> None:
    """The invoker steps of a button's activation behavior
    (https://html.spec.whatwg.org/multipage/form-elements.html#the-button-element:activation-behaviour,
    steps 4 and 5): where the button has a target (its ``commandfor``-associated element),
    the ``command`` event fired at it, then the built-in command's steps unless a listener
    canceled it. (Step 6, the popover target attribute's: webapi has no ``popovertarget``.)"""
    target = get_element(button, "commandfor")  # 4.
    if target is None:
        return
    name = command(button)  # 5.1
    if not name or not is_connected(button):  # 5.2 (and Chromium's connected button)
        return
    custom = name.startswith("--")
    if not custom and not _is_valid_command(target, name):  # 5.3-5.4
        return
    from ..common._activation import impl_class
    from ..common._events import CommandEvent

    proceed = fire_an_event(  # 5.5
        "command",
        target,
        impl_class(CommandEvent),
        cancelable=True,
        composed=True,
        _command=name,
        _source=button,
    )
    if not proceed or not is_connected(target) or custom:  # 5.6-5.8
        return
    _built_in_steps(target, name, button)


def _built_in_steps(target: Any, name: str, button: Any) -> None:
    """Steps 5.9 to 5.12: the popover commands, then the dialog's command steps
    (https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element:command-steps)."""
    from ..elements._popover import check_popover_validity, hide_popover, show_popover

    if name == "hide-popover":  # 9.
        if check_popover_validity(target, True, False, None):
            hide_popover(target, True, False)
    elif name == "toggle-popover":  # 10.
        if check_popover_validity(target, False, False, None):
            show_popover(target, False)
        elif check_popover_validity(target, True, False, None):
            hide_popover(target, True, False)
    elif name == "show-popover":  # 11.
        if check_popover_validity(target, False, False, None):
            show_popover(target, False)
    else:  # 12. (a dialog's command steps)
        _dialog_command_steps(target, name, button)


def _dialog_command_steps(dialog: Any, name: str, button: Any) -> None:
    """The dialog element's command steps: none for a showing popover; ``close`` and
    ``request-close`` with the button's optional value (its ``value`` attribute, or null)
    where the dialog is open, ``show-modal`` where it is not."""
    from ..elements._popover import is_popover_open

    if is_popover_open(dialog):  # 1.
        return
    is_open = dialog._get_content_attribute("open") is not None
    value = button._get_content_attribute("value")
    if name == "close" and is_open:  # 2.
        dialog._close(value)
    elif name == "request-close" and is_open:  # 3.
        dialog._request_close(value)
    elif name == "show-modal" and not is_open:  # 4.
        with suppress(DOMException):  # (reported, as an activation behavior's exception is)
            dialog._show_modal()
