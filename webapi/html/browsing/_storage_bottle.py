"""Storage bottles, the Storage Standard's place for one origin's ``localStorage`` or
``sessionStorage`` items (https://storage.spec.whatwg.org/#storage-bottle), and the quota
Chromium puts on them.

A bottle has a map (key to value, both strings), a quota, and its proxy map reference set: the
``Storage`` objects that are views of it (one per document that asked), which the broadcast
step reads. The map keeps insertion order (the HTML Standard leaves the order to the
implementation: "reorder"); a bottle keeps the list of its keys for ``key(index)``, made again
after a key comes or goes, so that reading every ``key(i)`` is linear.

Quota (measured in Chromium 156, ``tests/html/test_storage_chromium.py``): the keys and values
of one bottle may hold 5,242,880 UTF-16 code units in all (10 MiB at two bytes each, whatever
the characters: ASCII, Latin-1 and CJK alike), the same for ``localStorage`` and
``sessionStorage``; replacing a value counts the new one, not both.
"""

from __future__ import annotations

import weakref
from itertools import count
from typing import Any, Final

__all__ = ["CHROMIUM_QUOTA", "StorageBottle", "code_units"]

#: Chromium's quota of one storage bottle, in UTF-16 code units of its keys and values
#: (``kPerStorageAreaQuota``, 10 MiB, at two bytes a code unit).
CHROMIUM_QUOTA: Final = 5_242_880

_ids = count()


def code_units(value: str) -> int:
    """The length of ``value`` in UTF-16 code units (JavaScript's ``length``): a code point
    above U+FFFF counts two; a lone surrogate, one."""
    if value.isascii():
        return len(value)
    # (encoding is some ten times faster than max(value) to find a code point above U+FFFF)
    return len(value.encode("utf-16-le", "surrogatepass")) >> 1


class StorageBottle:
    """https://storage.spec.whatwg.org/#storage-bottle: ``map`` (``dict[str, str]``), ``quota``
    (UTF-16 code units of keys and values, or None for none), ``usage`` (what the map holds,
    in the same units) and the ``Storage`` objects over it."""

    __slots__ = ("_key_list", "_proxies", "map", "quota", "usage")

    def __init__(self, quota: int | None) -> None:
        self.map: dict[str, str] = {}
        self.quota = quota
        self.usage = 0
        #: the keys in order, for key(index); None after a key came or went
        self._key_list: list[str] | None = []
        #: https://storage.spec.whatwg.org/#storage-bottle-proxy-map-reference-set, in the order
        #: the objects were made (weakly: a Storage nobody holds fires nothing)
        self._proxies: weakref.WeakValueDictionary[int, Any] = weakref.WeakValueDictionary()

    def keys(self) -> list[str]:
        """The map's keys in order ("get the keys"), kept until a key comes or goes: do not
        change the list."""
        keys = self._key_list
        if keys is None:
            keys = self._key_list = list(self.map)
        return keys

    def store(self, key: str, value: str) -> bool:
        """``map[key] = value`` and True, or False where that would take the map beyond the
        quota ("if value cannot be stored"): the old value of ``key``, if any, no longer
        counted; the usage and the list of keys kept."""
        map_ = self.map
        old = map_.get(key)
        size = code_units(value)
        change = code_units(key) + size if old is None else size - code_units(old)
        quota = self.quota
        if quota is not None and self.usage + change > quota:
            return False
        self.usage += change
        if old is None:
            keys = self._key_list
            if keys is not None:
                keys.append(key)
        map_[key] = value
        return True

    def remove(self, key: str) -> None:
        """Remove ``map[key]`` (present)."""
        value = self.map.pop(key)
        self.usage -= code_units(key) + code_units(value)
        keys = self._key_list
        if keys is not None:
            if keys and keys[-1] == key:
                keys.pop()
            else:
                self._key_list = None

    def clear(self) -> None:
        """Empty the map (the same dict: every ``Storage`` over it sees it empty)."""
        self.map.clear()
        self.usage = 0
        self._key_list = []

    def add_proxy(self, storage: Any) -> None:
        """Append ``storage`` (a ``Storage`` object, ``webapi.html.browsing._storage``'s, which
        imports this module) to the proxy map reference set."""
        self._proxies[next(_ids)] = storage

    def proxies(self) -> list[Any]:
        """The ``Storage`` objects over this bottle still alive, oldest first."""
        return list(self._proxies.values())
