"""The Python side of ``Storage`` (not a spec section): ``repr()``; no copying or pickling (a
``Storage`` object is a view of a bottle shared with other documents: copy ``dict(storage)``,
or save the shed, ``StorageShed.save``)."""

from __future__ import annotations

from typing import Any, NoReturn

__all__ = ["StorageExtras"]


class StorageExtras:
    """``Storage``'s: ``repr()`` (the type and the number of items), no copying or pickling."""

    __slots__ = ()

    def __repr__(self) -> str:
        storage: Any = self
        return f"<Storage {storage._type} length={len(storage._bottle.map)}>"

    def __reduce_ex__(self, protocol: Any) -> NoReturn:
        raise TypeError(
            "cannot pickle or copy a Storage object: it is a view of an origin's storage "
            "(copy dict(storage), or save the StorageShed)"
        )
