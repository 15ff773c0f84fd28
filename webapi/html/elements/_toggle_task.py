"""The toggle event task shared by ``details``, ``dialog`` and popovers: the HTML Standard's
"queue a details toggle event task"
(https://html.spec.whatwg.org/multipage/interactive-elements.html#queue-a-details-toggle-event-task),
"queue a dialog toggle event task" (#queue-a-dialog-toggle-event-task) and "queue a popover
toggle event task" (https://html.spec.whatwg.org/multipage/popover.html) are the same steps
over each element's toggle task tracker: a pending task's old state is kept, the task removed
and a new one queued, which fires a ``ToggleEvent`` named ``toggle``."""

from __future__ import annotations

from webapi._lazy import lazy_imports
from webapi.dom.engine import fire_an_event

from ..common._activation import impl_class

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.eventloop import event_loop_of
else:  # (the event loop loads with the first toggle event queued)
    lazy_imports(globals(), "webapi.eventloop", ("event_loop_of",))

__all__ = ["ToggleTaskTracker", "queue_a_toggle_event_task", "requeue_in_the_new_document"]


class ToggleTaskTracker:
    """A toggle task tracker (the task and its old state): ``live`` until a later toggle
    replaces the task; the new state and the document it was queued for with it."""

    __slots__ = ("document", "live", "new_state", "old_state")

    def __init__(self, old_state: str, new_state: str, document: Any) -> None:
        self.old_state = old_state
        self.new_state = new_state
        self.document = document
        self.live = True


def queue_a_toggle_event_task(
    element: Any, old_state: str, new_state: str, holder: Any = None
) -> None:
    """Queue ``element``'s toggle event task (its tracker in ``holder._toggle_task``, the
    element's own by default; a popover's is in its popover record)."""
    if holder is None:
        holder = element
    pending: ToggleTaskTracker | None = holder._toggle_task
    if pending is not None:  # 1.
        old_state = pending.old_state
        pending.live = False
    document = element._node_document
    tracker = holder._toggle_task = ToggleTaskTracker(old_state, new_state, document)

    def fire() -> None:  # 2.
        if not tracker.live:
            return
        holder._toggle_task = None
        from ..common._events import ToggleEvent

        fire_an_event(
            "toggle",
            element,
            impl_class(ToggleEvent),
            _old_state=tracker.old_state,
            _new_state=new_state,
        )

    event_loop_of(document).queue_a_task(fire, document)


def requeue_in_the_new_document(element: Any) -> None:
    """The element's pending toggle task, queued for the document it left, queued again for
    its node document now. An element the fragment parser made (``innerHTML``) gets its
    attributes in the parser's own document, whose tasks never run once it is dropped;
    Chromium fires the ``toggle`` of an open ``details`` inserted so."""
    pending: ToggleTaskTracker | None = element._toggle_task
    if pending is not None and pending.live and pending.document is not element._node_document:
        queue_a_toggle_event_task(element, pending.old_state, pending.new_state)
