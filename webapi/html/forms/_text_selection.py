"""The APIs for the text control selections
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection):
``select()``, ``selectionStart``, ``selectionEnd``, ``selectionDirection``,
``setSelectionRange()`` and ``setRangeText()`` of ``input`` and ``textarea``.

Each element keeps its selection (start and end offsets in UTF-16 code units of the relevant
value, and its direction); the offsets are clamped to the relevant value's length when read, so
a value changed by other means (a ``value`` attribute, a ``textarea``'s children) leaves a
selection within it. A change of the selection by these APIs queues a ``select`` event (a task
of the element's document's event loop) and schedules a ``selectionchange`` at the element (the
Selection API's: one task however many changes come before it, bubbling). The selection
direction "none" is "forward", as on Chromium's Linux and Windows builds: setting "forward" over
"none" changes nothing and queues no event (the Standard leaves it to the platform whether a
selection can have the direction none).

Where the Standard leaves room, webapi does what Chromium 156 does: a ``textarea`` whose
children change while its dirty value flag is false has its cursor put at the beginning; but
webapi clamps the selection of an ``input`` whose ``value`` attribute shortened its value,
where Chromium keeps offsets past the value's end (``tests/html/test_text_selection.py``).
"""

from __future__ import annotations

from webapi._lazy import lazy_imports
from webapi.dom import DOMException
from webapi.dom.engine import fire_an_event

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.eventloop import event_loop_of
else:  # (the event loop loads with the first select event queued)
    lazy_imports(globals(), "webapi.eventloop", ("event_loop_of",))

__all__ = [
    "SELECTION_APPLIES",
    "SELECT_APPLIES",
    "TextControlSelection",
    "code_units",
]

#: https://html.spec.whatwg.org/multipage/input.html#do-not-apply: the ``input`` types that
#: ``selectionStart``, ``selectionEnd``, ``selectionDirection``, ``setRangeText()`` and
#: ``setSelectionRange()`` apply to.
SELECTION_APPLIES = frozenset({"text", "search", "url", "tel", "password"})
#: The ``input`` types that ``select()`` applies to (for the date and time, number, color and
#: file ones only where the control has selectable text: webapi renders none, so ``select()``
#: does nothing for them, as Chromium's selection attributes show nothing for them either).
SELECT_APPLIES = SELECTION_APPLIES | {"email"}


def code_units(value: str) -> int:
    """The length of ``value`` in UTF-16 code units."""
    if value.isascii():
        return len(value)
    return len(value) + sum(1 for c in value if c > "\uffff")


def _to_code_units(value: str) -> bytes:
    return value.encode("utf-16-le", "surrogatepass")


def _from_code_units(units: bytes) -> str:
    return units.decode("utf-16-le", "surrogatepass")


def _not_applicable(element: Any) -> DOMException:
    return DOMException(
        f"The input element's type ('{element._type}') does not support selection.",
        "InvalidStateError",
    )


class TextControlSelection:
    """The selection of a text control: ``input``'s and ``textarea``'s impl classes derive
    from it and give ``_selection`` (start, end, direction) a slot, ``_relevant_value()`` and
    ``_set_relevant_value(value)`` (setRangeText's change: the dirty value flag set)."""

    __slots__ = ()

    _selection: tuple[int, int, str]

    def _relevant_value(self) -> str:
        raise NotImplementedError

    def _set_relevant_value(self, value: str) -> None:
        raise NotImplementedError

    def _selection_applies(self) -> bool:
        """Whether the selection attributes and methods apply (always for ``textarea``)."""
        return True

    def _select_applies(self) -> bool:
        return self._selection_applies()

    def _current_selection(self) -> tuple[int, int, str]:
        """The selection, clamped to the relevant value's length."""
        start, end, direction = self._selection
        length = code_units(self._relevant_value())
        if end > length:
            end = length
            start = min(start, end)
            self._selection = (start, end, direction)  # type: ignore[misc]
        return start, end, direction

    def _move_cursor_to_end(self) -> None:
        """Move the text entry cursor position to the end of the text control, unselecting
        any selected text and resetting the selection direction to "none" (a value setter's
        step, which fires no ``select`` event)."""
        length = code_units(self._relevant_value())
        self._selection = (length, length, "forward")  # type: ignore[misc]

    def _move_cursor_to_beginning(self) -> None:
        """The text entry cursor position at the beginning, the direction reset (no
        ``select`` event)."""
        self._selection = (0, 0, "forward")  # type: ignore[misc]

    # --- https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-select

    def _select(self) -> None:
        """``select()``: the whole value selected (nothing for an ``input`` it does not
        apply to, which has no selectable text)."""
        if not self._select_applies():
            return
        self._set_the_selection_range(0, code_units(self._relevant_value()), None)

    @property
    def _selection_start(self) -> int | None:
        """The selection's start (null for an ``input`` it does not apply to)."""
        if not self._selection_applies():
            return None
        return self._current_selection()[0]

    @_selection_start.setter
    def _selection_start(self, value: int | None) -> None:
        self._set_selection_start(value)

    def _set_selection_start(self, value: int | None) -> None:
        """The ``selectionStart`` setter steps."""
        if not self._selection_applies():  # 1.
            raise _not_applicable(self)
        _, end, direction = self._current_selection()  # 2.
        start = 0 if value is None else value
        if end < start:  # 3.
            end = start
        self._set_the_selection_range(start, end, direction)  # 4.

    @property
    def _selection_end(self) -> int | None:
        """The selection's end (null for an ``input`` it does not apply to)."""
        if not self._selection_applies():
            return None
        return self._current_selection()[1]

    @_selection_end.setter
    def _selection_end(self, value: int | None) -> None:
        self._set_selection_end(value)

    def _set_selection_end(self, value: int | None) -> None:
        """The ``selectionEnd`` setter steps."""
        if not self._selection_applies():
            raise _not_applicable(self)
        start, _, direction = self._current_selection()
        self._set_the_selection_range(start, value, direction)

    @property
    def _selection_direction(self) -> str | None:
        """The selection direction ("forward" for none, as on Chromium's platforms)."""
        if not self._selection_applies():
            return None
        return self._current_selection()[2]

    @_selection_direction.setter
    def _selection_direction(self, value: str | None) -> None:
        if not self._selection_applies():
            raise _not_applicable(self)
        start, end, _ = self._current_selection()
        self._set_the_selection_range(start, end, value)

    def _set_selection_range(self, start: int, end: int, direction: str | None = None) -> None:
        """``setSelectionRange(start, end, direction)``."""
        if not self._selection_applies():  # 1.
            raise _not_applicable(self)
        self._set_the_selection_range(start, end, direction)  # 2.

    def _set_the_selection_range(
        self, start: int | None, end: int | None, direction: str | None
    ) -> None:
        """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#set-the-selection-range:
        queues a ``select`` event if the selection changed, in extent or direction (the
        direction none is forward)."""
        length = code_units(self._relevant_value())
        start = 0 if start is None else min(start, length)  # 1. (and 3.: past the end)
        end = 0 if end is None else min(end, length)  # 2.
        if end <= start:  # 3.
            start = end
        if direction != "backward":  # 4. (none: forward, on this platform)
            direction = "forward"
        old = self._current_selection()
        self._selection = (start, end, direction)  # type: ignore[misc]  # 5.
        if old != self._selection:  # 6.
            _queue_select_event(self)
            # https://w3c.github.io/selection-api/#selectionchange-event: "When an input or
            # textarea element provide a text selection and its selection changes (in either
            # extent or direction), the user agent must schedule a selectionchange event on
            # the element."
            _schedule_a_selectionchange_event(self)

    def _set_range_text(
        self,
        replacement: str,
        start: int | None = None,
        end: int | None = None,
        selection_mode: str = "preserve",
    ) -> None:
        """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-setrangetext"""
        if not self._selection_applies():  # 1.
            raise _not_applicable(self)
        selection_start, selection_end, _ = self._current_selection()
        if start is None or end is None:  # 3. (one argument)
            start, end, selection_mode = selection_start, selection_end, "preserve"
        elif start > end:  # 4.
            raise DOMException(
                f"The provided start value ({start}) is larger than the provided end value "
                f"({end}).",
                "IndexSizeError",
            )
        units = _to_code_units(self._relevant_value())
        length = len(units) // 2
        start = min(start, length)  # 5.
        end = min(end, length)  # 6.
        # 7. (the selection start and end read above); 8.-9. the replacement
        new_value = units[: 2 * start] + _to_code_units(replacement) + units[2 * end :]
        self._set_relevant_value(_from_code_units(new_value))  # (2. the dirty value flag)
        new_length = code_units(replacement)  # 10.
        new_end = start + new_length  # 11.
        if selection_mode == "select":  # 12.
            new_selection = (start, new_end)
        elif selection_mode == "start":
            new_selection = (start, start)
        elif selection_mode == "end":
            new_selection = (new_end, new_end)
        else:  # preserve
            delta = new_length - (end - start)
            if selection_start > end:
                selection_start += delta
            elif selection_start > start:
                selection_start = start
            if selection_end > end:
                selection_end += delta
            elif selection_end > start:
                selection_end = new_end
            new_selection = (selection_start, selection_end)
        self._set_the_selection_range(*new_selection, None)  # 13.


def _schedule_a_selectionchange_event(element: Any) -> None:
    """https://w3c.github.io/selection-api/#scheduling-selectionhange-event for a text control:
    one task at a time queued to fire ``selectionchange`` at ``element`` (bubbling), however
    many changes come before it runs."""
    if element._selectionchange_scheduled:  # 1.
        return
    element._selectionchange_scheduled = True  # 2.

    def fire() -> None:  # https://w3c.github.io/selection-api/#firing-selectionhange-event
        element._selectionchange_scheduled = False  # 1.
        fire_an_event("selectionchange", element, bubbles=True)  # 2.

    document = element._node_document
    event_loop_of(document).queue_a_task(fire, document)  # 3.


def _queue_select_event(element: Any) -> None:
    """Queue an element task on the user interaction task source given ``element`` to fire an
    event named ``select`` at it, with ``bubbles`` true."""

    def fire() -> None:
        fire_an_event("select", element, bubbles=True)

    document = element._node_document
    event_loop_of(document).queue_a_task(fire, document)
