"""The ``Storage`` interface's steps (https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface):
``length``, ``key()``, ``getItem()``, ``setItem()``, ``removeItem()``, ``clear()``, the
supported property names, and the "reorder" and "broadcast" algorithms.

A ``Storage`` object's map is a storage proxy map: a view of its storage bottle's map
(:mod:`webapi.html.browsing._storage_bottle`), shared with every other ``Storage`` object of the
same origin (and, for ``sessionStorage``, the same top-level traversable). Broadcasting calls the
listener of each other ``Storage`` object of the bottle (``StorageShed.local_storage_for(...,
listener=...)``) with what the ``storage`` event carries: the Window queues the event's task.
"""

from __future__ import annotations

from collections.abc import Callable, KeysView
from typing import Any, ClassVar, Literal

from webapi.dom import DOMException

from ._storage_bottle import StorageBottle

__all__ = ["StorageImpl", "StorageListener", "broadcast", "quota_exceeded", "reorder"]

#: What a listener of a ``Storage`` object is called with when another ``Storage`` object of
#: its bottle changes the map: ``key``, ``oldValue``, ``newValue``, ``url`` (the changing
#: document's URL) and ``storageArea`` (the listener's own ``Storage`` object), the
#: ``StorageEvent``'s members.
StorageListener = Callable[[str | None, str | None, str | None, str, Any], object]


class StorageImpl:
    """https://html.spec.whatwg.org/multipage/webstorage.html#storage-2: a type (``"local"``
    or ``"session"``), a map (its bottle's), the URL of its document (the ``url`` of the
    events it causes) and the listener that receives the events others cause."""

    __slots__ = ("__weakref__", "_bottle", "_listener", "_type", "_url")
    _interface_class: ClassVar[type[Any]]

    def __init__(
        self,
        bottle: StorageBottle,
        type: Literal["local", "session"],
        url: str,
        listener: StorageListener | None,
    ) -> None:
        self._bottle = bottle
        self._type = type
        self._url = url
        self._listener = listener
        bottle.add_proxy(self)

    @property
    def _length(self) -> int:
        """https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-length"""
        return len(self._bottle.map)

    def _key(self, index: int) -> str | None:
        """https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-key"""
        bottle = self._bottle
        # "If index is greater than or equal to this's map's size, then return null."
        if index >= len(bottle.map):
            return None
        # "Let keys be the result of running get the keys on this's map. Return keys[index]."
        return bottle.keys()[index]

    def _supported_property_names(self) -> KeysView[str]:
        """https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface:
        "the result of running get the keys on this's map" (a view: ``len()`` without a
        list)."""
        return self._bottle.map.keys()

    def _get_item(self, key: str) -> str | None:
        """https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-getitem"""
        return self._bottle.map.get(key)

    def _set_item(self, key: str, value: str) -> None:
        """https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-setitem"""
        bottle = self._bottle
        old_value = bottle.map.get(key)
        reorder_it = True
        if old_value is not None:
            # "If oldValue is value, then return."
            if old_value == value:
                return
            reorder_it = False
        # "If value cannot be stored, then throw a "QuotaExceededError" DOMException." and
        # "Set this's map[key] to value."
        if not bottle.store(key, value):
            raise quota_exceeded(key)
        if reorder_it:
            reorder(self)
        broadcast(self, key, old_value, value)

    def _remove_item(self, key: str) -> None:
        """https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-removeitem"""
        bottle = self._bottle
        old_value = bottle.map.get(key)
        if old_value is None:
            return
        bottle.remove(key)
        reorder(self)
        broadcast(self, key, old_value, None)

    def _clear(self) -> None:
        """https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-clear"""
        bottle = self._bottle
        if not bottle.map:
            return
        bottle.clear()
        broadcast(self, None, None, None)


def quota_exceeded(key: str) -> DOMException:
    """The ``QuotaExceededError`` of a value that cannot be stored (Chromium's message without
    its "Failed to execute 'setItem' on 'Storage': ")."""
    return DOMException(f"Setting the value of '{key}' exceeded the quota.", "QuotaExceededError")


def reorder(storage: StorageImpl) -> None:
    """https://html.spec.whatwg.org/multipage/webstorage.html#concept-storage-reorder: "in an
    implementation-defined manner". webapi keeps insertion order (a new key goes last, a
    changed value keeps its place), which the bottle's map already has: nothing to do.
    Chromium's order is its hash table's (docs/storage.md)."""


def broadcast(
    storage: StorageImpl, key: str | None, old_value: str | None, new_value: str | None
) -> None:
    """https://html.spec.whatwg.org/multipage/webstorage.html#concept-storage-broadcast:
    every other ``Storage`` object of the bottle (same type, same origin, and for session
    storage the same top-level traversable: the bottle is per those) gets its listener called
    with ``key``, ``old_value``, ``new_value``, ``storage``'s URL and itself. The spec's
    "queue a global task ... to fire an event named storage" is the listener's to do: the
    Window's queues the ``StorageEvent`` on its event loop (a listener's exception reaches
    the caller of ``setItem``, ``removeItem`` or ``clear``: the Window's only queues)."""
    url = storage._url
    for remote in storage._bottle.proxies():
        if remote is storage or remote._listener is None:
            continue
        remote._listener(key, old_value, new_value, url, remote)
