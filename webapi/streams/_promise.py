"""The Streams Standard's promises are Web IDL's: :class:`webapi.eventloop.Promise` (this
module names them as the stream modules import them)."""

from __future__ import annotations

from webapi.eventloop import (
    Promise as StreamPromise,
)
from webapi.eventloop import (
    Thrown,
    current_event_loop,
    promise_from_result,
    promise_rejected_with,
    promise_resolved_with,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = [
    "StreamPromise",
    "Thrown",
    "promise_from_result",
    "promise_rejected_with",
    "promise_resolved_with",
    "queue_microtask",
]


def queue_microtask(steps: Callable[[], object]) -> None:
    """https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-microtask on the
    current thread's event loop."""
    current_event_loop().queue_a_microtask(steps)
