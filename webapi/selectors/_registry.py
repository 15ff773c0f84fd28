"""What layers above the selectors register with them: HTML's element state, which the
selectors ask an element for
(https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes), through
``webapi.selectors.register_input_type_state`` (this module's function, re-exported).
The selectors sit below ``webapi.html`` and never import it; HTML's element classes register
here when they are defined (``webapi/html/_forms_impl.py``). For an element HTML's classes did
not make (an ``ElementImpl`` of the HTML namespace, a ``webapi.dom`` without ``webapi.html``),
the selectors read the state from the element's attributes (:mod:`._html_state`).
Registering is one assignment (thread-safe)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["input_type_state", "register_input_type_state"]

#: [HTML's reader of an ``input`` element's type state, or None]
_INPUT_TYPE_STATE: list[Callable[[Any], str | None] | None] = [None]


def register_input_type_state(reader: Callable[[Any], str | None]) -> None:
    """Make the selectors ask ``reader(element)`` for an ``input`` element's type state
    (https://html.spec.whatwg.org/multipage/input.html#attr-input-type: its keyword, the Text
    state for a missing or invalid value), None for an element HTML does not know as one."""
    if not callable(reader):
        raise TypeError("register_input_type_state: reader must be callable")
    _INPUT_TYPE_STATE[0] = reader


def input_type_state(element: Any) -> str | None:
    """The registered reader's answer for ``element``, None where nothing is registered."""
    reader = _INPUT_TYPE_STATE[0]
    return None if reader is None else reader(element)
