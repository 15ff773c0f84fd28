"""The ``ProgressEvent`` interface's impl (https://xhr.spec.whatwg.org/#interface-progressevent)
and "fire a progress event" (https://xhr.spec.whatwg.org/#concept-event-fire-progress)."""

from __future__ import annotations

from typing import ClassVar

from webapi.dom.engine import EventImpl, EventTargetImpl, fire_an_event

__all__ = ["ProgressEventImpl", "fire_a_progress_event"]


class ProgressEventImpl(EventImpl):
    """https://xhr.spec.whatwg.org/#interface-progressevent"""

    __slots__ = ("_length_computable", "_loaded", "_total")
    _dictionary_members: ClassVar[dict[str, str]] = {
        **EventImpl._dictionary_members,
        "lengthComputable": "_length_computable",
        "loaded": "_loaded",
        "total": "_total",
    }
    _length_computable: bool
    _loaded: float
    _total: float

    def _created(self) -> None:
        EventImpl._created(self)
        self._length_computable = False
        self._loaded = self._total = 0.0


def fire_a_progress_event(e: str, target: EventTargetImpl, transmitted: int, length: int) -> None:
    """https://xhr.spec.whatwg.org/#concept-event-fire-progress: fire an event named ``e`` at
    ``target`` using ProgressEvent, ``loaded`` ``transmitted``, ``total`` ``length``, and
    ``lengthComputable`` whether ``length`` is not 0."""
    fire_an_event(
        e,
        target,
        ProgressEventImpl,
        _loaded=float(transmitted),
        _total=float(length),
        _length_computable=length != 0,
    )
