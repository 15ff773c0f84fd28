"""What Python users expect of ``FormData`` beyond the IDL: ``len()`` (the number of entries),
``name in form``, ``repr()``, copying and pickling (a new entry list, the immutable Files
shared)."""

from __future__ import annotations

from ._form_data_impl import FormDataImpl

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Any, Self

    from ._entry_list import Entry

__all__ = ["FormDataExtras"]


def _restore_form_data(cls: type[FormDataExtras], entries: list[Entry]) -> FormDataExtras:
    """A pickled or copied FormData made again with these entries."""
    impl = FormDataImpl()
    impl.entry_list = list(entries)
    form = cls.__new__(cls)
    form._impl = impl
    return form


class FormDataExtras:
    """The mixin of the generated ``FormData``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: FormDataImpl

    def __len__(self) -> int:
        """The number of entries (what iterating gives)."""
        return len(self._impl.entry_list)

    def __contains__(self, name: object) -> bool:
        """``name in form``: ``form.has(name)`` for a ``str``; False for anything else."""
        return isinstance(name, str) and self._impl.has(name)

    def __repr__(self) -> str:
        entries = ", ".join(f"({name!r}, {value!r})" for name, value in self._impl.entry_list)
        return f"{type(self).__name__}([{entries}])"

    def __copy__(self) -> Self:
        return _restore_form_data(type(self), self._impl.entry_list)  # type: ignore[return-value]

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self.__copy__()  # the entries are immutable: strings and Files

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore_form_data, (type(self), list(self._impl.entry_list)))
