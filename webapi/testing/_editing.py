"""Editing as the keyboard and ``fill`` drive it (https://w3c.github.io/input-events/): text
inserted at the selection of an ``input`` or ``textarea`` (its selection APIs' state:
``selectionStart``, ``selectionEnd``), a character deleted before or after it, the whole value
selected; an editing host (``contenteditable``) edited as plain text, its caret at its end.
Each edit fires ``beforeinput`` (cancelable: canceled, nothing changes), Chromium's legacy
``textInput`` for an insertion, then ``input`` (``inputType`` and ``data`` as Chromium gives
them).
"""

from __future__ import annotations

from typing import Any

from webapi.dom.engine import fire_an_event
from webapi.html.engine import is_disabled

from . import _host_caret as host_caret
from . import _host_editing as host_editing
from ._events import fire_input, fire_text_input

__all__ = [
    "caret_to_end",
    "delete",
    "editable_kind",
    "insert",
    "move_caret",
    "replace_all",
    "select_all",
    "select_word",
]

#: The ``input`` types whose value is typed as text.
TEXT_TYPES = frozenset(["text", "search", "url", "tel", "password", "email", "number"])


def editable_kind(element: Any) -> str | None:
    """``"control"`` for a text ``input`` or ``textarea`` that is not disabled or
    ``readonly``, ``"host"`` for an element of an editing host, else None."""
    if element is None:
        return None
    name = element.localName
    if name == "textarea" or (name == "input" and element.type in TEXT_TYPES):
        if is_disabled(element) or element.hasAttribute("readonly"):
            return None
        return "control"
    if getattr(element, "isContentEditable", False):
        return "host"
    return None


def _selection(element: Any) -> tuple[int, int]:
    start, end, _ = element._current_selection()
    return start, end


#: The key of an ``email`` field's typed text in its element's ``_cache``.
_TYPED = "testing: typed email text"
_ASCII_WHITESPACE = "\t\n\f\r "


def _typed(element: Any) -> tuple[str, tuple[int, int]]:
    """The text being edited and its selection: an ``email`` field's as typed (its value is
    that text sanitized: edge spaces stripped), while its value is still the typed text's."""
    if element.localName == "input" and element.type == "email" and element._cache:
        entry = element._cache.get(_TYPED)
        if entry is not None and _sanitized_email(entry[0]) == element.value:
            return entry[0], (entry[1], entry[1])
    return element.value, _selection(element)


def _sanitized_email(text: str) -> str:
    return text.replace("\n", "").replace("\r", "").strip(_ASCII_WHITESPACE)


def _set(element: Any, value: str, caret: int) -> None:
    """The user's edit: the value set unsanitized (the value sanitization algorithm runs for
    the ``value`` setter and attribute, not for typing: an ``email`` field keeps its inner
    spaces as typed; its edge spaces stay in the field, not in its value, as Chromium's),
    the dirty value flag set, the caret after the edit."""
    if element.localName == "input":
        if element.type == "email":
            element._cached()[_TYPED] = (value, caret)
            value = _sanitized_email(value)
            caret = min(caret, len(value))
        element._value_state = value
    else:
        element._raw_value = value
    element._dirty_value = True
    element._selection = (caret, caret, "forward")


def insert(element: Any, view: Any, text: str, input_type: str = "insertText") -> None:
    """Insert ``text`` at the element's selection (replacing what is selected)."""
    if editable_kind(element) == "host":
        _host_insert(element, view, text, input_type)
        return
    data = None if input_type == "insertLineBreak" else text
    if not fire_input("beforeinput", element, view, input_type, data, True):
        return
    if not fire_text_input(element, view, text):
        return
    value, (start, end) = _typed(element)
    _set(element, value[:start] + text + value[end:], start + len(text))
    fire_input("input", element, view, input_type, data, False)


def _host_insert(host: Any, view: Any, text: str, input_type: str) -> None:
    """An editing host's insertion (:mod:`._host_editing`): Enter's paragraph (a line break
    in a ``plaintext-only`` host), Shift+Enter's line break, text."""
    if input_type == "insertParagraph":
        if host_caret.is_plaintext(host):
            host_editing.line_break(host, view)
        else:
            host_editing.paragraph(host, view)
    elif input_type == "insertLineBreak":
        host_editing.line_break(host, view)
    else:
        host_editing.insert(host, view, text)


def replace_all(element: Any, view: Any, text: str) -> None:
    """``fill``'s insertion: ``text`` replacing the whole value (an editing host's contents
    selected, then the text inserted)."""
    if editable_kind(element) == "host":
        host_caret.select_contents(element)
        host_editing.insert(element, view, text)
        return
    if not fire_input("beforeinput", element, view, "insertText", text, True):
        return
    if not fire_text_input(element, view, text):
        return
    _set(element, text, len(text))
    fire_input("input", element, view, "insertText", text, False)


def delete(element: Any, view: Any, forward: bool) -> None:
    """Backspace (``forward`` false) or Delete: the selection, else the character before or
    after the caret; ``beforeinput`` even where there is nothing to delete, ``input`` only
    where something was."""
    if editable_kind(element) == "host":
        host_editing.delete(element, view, forward)
        return
    input_type = "deleteContentForward" if forward else "deleteContentBackward"
    if not fire_input("beforeinput", element, view, input_type, None, True):
        return
    value, (start, end) = _typed(element)
    if start == end:
        if forward and end < len(value):
            end += 1
        elif not forward and start > 0:
            start -= 1
        else:
            return
    _set(element, value[:start] + value[end:], start)
    fire_input("input", element, view, input_type, None, False)


def select_all(element: Any) -> None:
    """Control+A: the control's whole value selected, and a ``select`` event fired at once
    if that changed the selection (``select()``'s is queued)."""
    kind = editable_kind(element)
    if kind == "host":
        host_caret.select_all(element)
    if kind != "control":
        return
    old = element._current_selection()
    element._selection = (0, len(element.value), "forward")
    if old != element._selection:
        fire_an_event("select", element, bubbles=True)


def caret_to_end(element: Any) -> None:
    """A press in a text control: the caret at its value's end (the zero layout: the press
    is at the box's centre, past a short value's text), no event."""
    kind = editable_kind(element)
    if kind == "control":
        length = len(element.value)
        element._selection = (length, length, "forward")
    elif kind == "host":
        host_caret.caret_to_end(element)


def select_word(element: Any) -> None:
    """A double click in a text control: the word before the caret selected (its last word,
    the caret at the end), a ``select`` event queued."""
    if editable_kind(element) != "control":
        return
    value = element.value
    end = len(value)
    start = end
    while start > 0 and not value[start - 1].isspace():
        start -= 1
    element._set_the_selection_range(start, end, None)


def move_caret(element: Any, key: str) -> None:
    """The caret keys in a text control: ``ArrowLeft``/``ArrowRight`` (a selection collapses
    to its start or end), ``Home``/``ArrowUp``, ``End``/``ArrowDown`` (one line: the value's
    ends); no event."""
    kind = editable_kind(element)
    if kind == "host":
        host_caret.move_caret(element, key)
    if kind != "control":
        return
    start, end = _selection(element)
    length = len(element.value)
    if key == "ArrowLeft":
        caret = start - 1 if start == end and start > 0 else start
    elif key == "ArrowRight":
        caret = end + 1 if start == end and end < length else end
    elif key in ("Home", "ArrowUp", "PageUp"):
        caret = 0
    else:
        caret = length
    element._selection = (caret, caret, "forward")
