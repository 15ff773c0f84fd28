"""What Python code gets of ``Location`` and ``History`` beyond their Web IDL members (the
mixins of the generated classes): ``repr()``; pickling and copying refuse (each is a view of a
window's navigable, not a value: copy ``location.href`` or ``history.state``)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["HistoryExtras", "LocationExtras"]


class _NotAValue:
    """Pickling and copying raise ``TypeError``."""

    if not TYPE_CHECKING:
        __slots__ = ()

    def __reduce__(self) -> Any:
        raise TypeError(
            f"a {type(self).__name__} cannot be pickled or copied: it is a view of a window"
        )

    def __copy__(self) -> Any:
        raise TypeError(f"a {type(self).__name__} cannot be copied: it is a view of a window")

    def __deepcopy__(self, memo: object) -> Any:
        raise TypeError(f"a {type(self).__name__} cannot be copied: it is a view of a window")


class LocationExtras(_NotAValue):
    """The hand-written members of :class:`~webapi.html.Location`."""

    if not TYPE_CHECKING:
        __slots__ = ()

    def __repr__(self) -> str:
        return f"<Location {self._window._navigable.active_document._url}>"  # type: ignore[attr-defined]


class HistoryExtras(_NotAValue):
    """The hand-written members of :class:`~webapi.html.History`."""

    if not TYPE_CHECKING:
        __slots__ = ()

    def __repr__(self) -> str:
        from ._session_history import joint_script_history, session_history_of

        history = session_history_of(self._window._navigable)  # type: ignore[attr-defined]
        index, length = joint_script_history(history)
        return f"<History entry {index + 1} of {length}>"
