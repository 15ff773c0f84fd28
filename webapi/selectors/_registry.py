"""What a layer above the selectors registers with them: HTML's element state
(https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes), which the
selectors ask for ``:checked``, ``:disabled``, ``:placeholder-shown``, ``:focus``... through
``webapi.selectors.register_element_state`` (this module's function, re-exported).

The selectors sit below ``webapi.html`` and never import it; HTML's module of those answers
(``webapi/html/forms/_element_state.py``) registers them when it loads, and the root package
declares it as what meets the need ``"element-state"`` (``webapi/_lazy.py``, "what a lower layer
asks of a higher one"): the selectors' first such question loads it, so no answer depends on whether
a program imported ``webapi.html`` first. Registering is one assignment (thread-safe)."""

from __future__ import annotations

from webapi._lazy import load_provider

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any

    States = Mapping[str, Callable[[Any], bool]]
    InputState = Callable[[Any], "tuple[str, str] | None"]
    CustomState = Callable[[Any, str], bool]

__all__ = [
    "custom_state",
    "element_states",
    "input_type_state",
    "input_value",
    "register_element_state",
]

#: [(the pseudo-classes' answers, the input state reader, the custom state test)], empty
#: until registered
_REGISTERED: list[tuple[States, InputState, CustomState | None]] = []


def register_element_state(
    states: States, input_state: InputState, custom_state: CustomState | None = None
) -> None:
    """Make the selectors ask ``states[name](element)`` whether ``element`` matches the
    state pseudo-class ``name`` (without its colon; a name not in ``states`` matches nothing),
    ``input_state(element)`` for an ``input`` element's type state
    (https://html.spec.whatwg.org/multipage/input.html#attr-input-type: its keyword, the Text
    state for a missing or invalid value) and value, which ``:dir()`` reads (None for another
    element; a ``textarea``'s value too, with the keyword ``"textarea"``), and
    ``custom_state(element, ident)`` whether ``:state(ident)`` matches ``element`` (none:
    it matches nothing)."""
    answers: list[object] = [input_state, *states.values(), custom_state or input_state]
    if not all(callable(answer) for answer in answers):
        raise TypeError("register_element_state: the answers must be callable")
    _REGISTERED[:] = [(dict(states), input_state, custom_state)]


def _registered() -> tuple[States, InputState, CustomState | None] | None:
    if not _REGISTERED:
        load_provider("element-state")  # (its loading registers)
    return _REGISTERED[0] if _REGISTERED else None


def element_states() -> States:
    """The registered answers (loading them on the first need; none where nothing meets
    it)."""
    registered = _registered()
    return {} if registered is None else registered[0]


def _input_state(element: Any) -> tuple[str, str] | None:
    registered = _registered()
    return None if registered is None else registered[1](element)


def input_type_state(element: Any) -> str | None:
    """The registered reader's type state for ``element``, None where it gives none."""
    state = _input_state(element)
    return None if state is None else state[0]


def input_value(element: Any) -> str | None:
    """The registered reader's value for ``element``, None where it gives none."""
    state = _input_state(element)
    return None if state is None else state[1]


def custom_state(element: Any, ident: str) -> bool:
    """Whether ``:state(ident)`` matches ``element``: the registered test's answer (none
    registered: no match)."""
    registered = _registered()
    test = None if registered is None else registered[2]
    return False if test is None else bool(test(element, ident))
