"""The Python side of ``Storage`` (not a spec section): ``repr()``; a mutable mapping's
``update()``, ``pop()`` and ``setdefault()`` over the IDL's operations (the generated class
has the rest: ``storage[k]``, ``del``, ``in``, ``len()``, iteration, ``keys()``, ``values()``,
``items()``, ``get()``, and the IDL's ``clear()``); no copying or pickling (a ``Storage``
object is a view of a bottle shared with other documents: copy ``dict(storage)``, or save the
shed, ``StorageShed.save``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, NoReturn

__all__ = ["StorageExtras"]

_ABSENT: Any = object()


class StorageExtras:
    """``Storage``'s: ``repr()`` (the type and the number of items), ``update()``, ``pop()``,
    ``setdefault()``; no copying or pickling."""

    __slots__ = ()

    def __repr__(self) -> str:
        storage: Any = self
        return f"<Storage {storage._type} length={len(storage._bottle.map)}>"

    def __reduce_ex__(self, protocol: Any) -> NoReturn:
        raise TypeError(
            "cannot pickle or copy a Storage object: it is a view of an origin's storage "
            "(copy dict(storage), or save the StorageShed)"
        )

    def update(
        self, items: Mapping[str, Any] | Iterable[tuple[str, Any]] = (), /, **more: Any
    ) -> None:
        """``storage[key] = value`` for each pair of ``items`` (a mapping, or pairs) and of
        the keyword arguments, in order, as ``dict.update``: each a ``setItem`` (its storage
        event, its quota)."""
        storage: Any = self
        pairs = items.items() if isinstance(items, Mapping) else items
        for key, value in [*pairs, *more.items()]:
            storage[key] = value

    def pop(self, key: str, default: Any = _ABSENT) -> Any:
        """The value of ``key``, removed (``removeItem``); ``default`` where there is none, or
        ``KeyError`` without a default."""
        storage: Any = self
        value = storage.get(key)
        if value is None:
            if default is _ABSENT:
                raise KeyError(key)
            return default
        storage.removeItem(key)
        return value

    def setdefault(self, key: str, default: str | int | float) -> str:
        """The value of ``key``; where there is none, ``default`` is set (``setItem``) and
        returned as stored (a string)."""
        storage: Any = self
        value = storage.get(key)
        if value is None:
            storage[key] = default
            value = storage[key]
        return str(value)
