"""Storage sheds (https://storage.spec.whatwg.org/#storage-shed): where ``localStorage`` and
``sessionStorage`` keep their items, and the Python face a program (or the Window) reaches
them through.

The Storage Standard's user agent holds one shed for local storage, and each top-level
traversable (a tab) one for its session storage; a shed maps a storage key (an origin) to a
shelf, whose default bucket holds the ``"localStorage"`` or ``"sessionStorage"`` bottle. A
:class:`StorageShed` is one user agent's storage: its local storage bottles by origin, and
its session storage bottles by top-level traversable (any hashable key the program gives:
the Window's traversable object, a tab's name) and origin. It is a plain object a program
makes, keeps, saves to JSON (``save``, ``load``, ``to_dict``, ``from_dict``: the local storage,
as a browser profile keeps it; session storage lives as long as its tab) and clears.

``local_storage_for(origin)`` and ``session_storage_for(traversable, origin)`` are the
"obtain a local/session storage bottle map" steps and the ``localStorage`` /
``sessionStorage`` getters after them: a new ``Storage`` object over the bottle (the getters
cache it in the document's storage holder: ask once per document and keep it). An opaque
origin (``data:``, ``file:``, ``about:blank`` without a creator, sandboxed documents) has no
storage key: ``SecurityError``, as Chromium throws for ``localStorage`` in a ``data:`` URL.
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Mapping
from os import PathLike
from typing import TYPE_CHECKING, Literal

from webapi._webidl import argument_error, require_str
from webapi.dom import DOMException
from webapi.url import (
    OpaqueOrigin,
    Origin,
    TupleOrigin,
    URLRecord,
    serialize_origin,
    url_origin,
    url_serialize,
)
from webapi.url.engine import url_record_argument

from ._storage import StorageImpl, StorageListener, quota_exceeded
from ._storage_bottle import CHROMIUM_QUOTA, StorageBottle

if TYPE_CHECKING:
    from webapi.url import URL

    from ._storage_bindings import Storage

__all__ = ["StorageShed", "obtain_storage_key"]


def obtain_storage_key(origin: Origin) -> str | None:
    """https://storage.spec.whatwg.org/#obtain-a-storage-key: the storage key of an
    environment whose origin is ``origin`` (a storage key is an origin: here its
    serialization), or None (failure) for an opaque origin. webapi's user never disables
    storage."""
    if isinstance(origin, OpaqueOrigin):
        return None
    return serialize_origin(origin)


def _storage_key(value: object, function: str) -> tuple[str, str]:
    """The storage key of ``value`` (an origin, or a URL whose origin it is) and the URL the
    ``Storage`` object's events carry by default (the URL's serialization, or the origin's);
    ``SecurityError`` for an opaque origin."""
    if isinstance(value, (TupleOrigin, OpaqueOrigin)):
        origin: Origin = value
        href = None
    else:
        record = url_record_argument(value, function, "origin", "an origin or ")
        origin = url_origin(record)
        href = url_serialize(record)
    key = obtain_storage_key(origin)
    if key is None:
        raise DOMException("Storage is disabled for an opaque origin.", "SecurityError")
    return key, key if href is None else href


def _quota(value: object, function: str) -> int | None:
    if value is None or (type(value) is int and value >= 0):
        return value
    raise argument_error(function, "quota", value, "a non-negative int or None")


class StorageShed:
    """One user agent's Web Storage: ``localStorage`` by origin, ``sessionStorage`` by
    top-level traversable and origin, each bottle limited to ``quota`` UTF-16 code units of
    keys and values (Chromium's 5,242,880 by default; None for no limit).

    >>> shed = StorageShed()
    >>> storage = shed.local_storage_for("https://example.com/page")
    >>> storage.setItem("theme", "dark")
    >>> shed.local_storage_for("https://example.com:443/other")["theme"]
    'dark'
    >>> shed.to_dict()
    {'https://example.com': {'theme': 'dark'}}
    """

    __slots__ = ("_local", "_session", "quota")

    def __init__(self, quota: int | None = CHROMIUM_QUOTA) -> None:
        #: the quota of each bottle made from now on
        self.quota: int | None = _quota(quota, "StorageShed")
        self._local: dict[str, StorageBottle] = {}
        self._session: dict[tuple[Hashable, str], StorageBottle] = {}

    def __repr__(self) -> str:
        return f"<StorageShed local={sorted(self._local)!r}>"

    def _local_bottle(self, key: str) -> StorageBottle:
        bottle = self._local.get(key)
        if bottle is None:
            bottle = self._local[key] = StorageBottle(self.quota)
        return bottle

    def local_storage_for(
        self,
        origin: Origin | URL | URLRecord | str,
        url: str | None = None,
        listener: StorageListener | None = None,
    ) -> Storage:
        """A new ``Storage`` object over ``origin``'s local storage
        (https://html.spec.whatwg.org/multipage/webstorage.html#dom-localstorage): ``origin``
        an origin, or a URL (a ``URL``, a URL string) whose origin it is. ``url`` is the URL
        of the document the object is for, the ``url`` of the ``storage`` events its changes
        cause (by default ``origin`` serialized: a URL's ``href``, an origin's
        serialization); ``listener(key, oldValue, newValue, url, storageArea)`` is called
        when another ``Storage`` object of the same origin changes the items (the broadcast:
        the Window fires its ``storage`` event). ``SecurityError`` for an opaque origin."""
        key, href = _storage_key(origin, "local_storage_for")
        return _new_storage(self._local_bottle(key), "local", href, url, listener)

    def session_storage_for(
        self,
        traversable: Hashable,
        origin: Origin | URL | URLRecord | str,
        url: str | None = None,
        listener: StorageListener | None = None,
    ) -> Storage:
        """A new ``Storage`` object over ``origin``'s session storage in the top-level
        traversable ``traversable`` (any hashable key: the objects of one tab share it)
        (https://html.spec.whatwg.org/multipage/webstorage.html#dom-sessionstorage); ``url``
        and ``listener`` as for :meth:`local_storage_for`, the listener called for changes
        made in the same traversable only. ``SecurityError`` for an opaque origin."""
        if not isinstance(traversable, Hashable):
            raise argument_error("session_storage_for", "traversable", traversable, "hashable")
        key, href = _storage_key(origin, "session_storage_for")
        bottle = self._session.get((traversable, key))
        if bottle is None:
            bottle = self._session[traversable, key] = StorageBottle(self.quota)
        return _new_storage(bottle, "session", href, url, listener)

    def clear(self, origin: Origin | URL | URLRecord | str | None = None) -> None:
        """Remove the local and session storage items of ``origin``, or of every origin
        (None), as a browser's "clear site data" does: ``Storage`` objects over them see them
        empty, and no ``storage`` event is fired."""
        if origin is None:
            bottles = [*self._local.values(), *self._session.values()]
        else:
            key = _storage_key(origin, "clear")[0]
            bottles = [bottle for (_, k), bottle in self._session.items() if k == key]
            if key in self._local:
                bottles.append(self._local[key])
        for bottle in bottles:
            bottle.clear()

    def close_traversable(self, traversable: Hashable) -> None:
        """Forget the session storage of the top-level traversable ``traversable`` (a closed
        tab): ``Storage`` objects already made keep their items, new ones start empty."""
        for key in [key for key in self._session if key[0] == traversable]:
            del self._session[key]

    def to_dict(self) -> dict[str, dict[str, str]]:
        """The local storage: ``{origin: {key: value}}`` (origins serialized, as
        ``URL.origin``; items in their order), origins without items left out. Session
        storage is not included (it lives as long as its tab)."""
        return {key: dict(bottle.map) for key, bottle in self._local.items() if bottle.map}

    @classmethod
    def from_dict(
        cls, data: Mapping[str, Mapping[str, str]], quota: int | None = CHROMIUM_QUOTA
    ) -> StorageShed:
        """A shed whose local storage holds ``data`` (what :meth:`to_dict` gives: origins or
        URLs, each with its items, strings only); ``QuotaExceededError`` where an origin's
        items exceed ``quota``."""
        if not isinstance(data, Mapping):
            raise argument_error("StorageShed.from_dict", "data", data, "a mapping")
        shed = cls(quota)
        for origin, items in data.items():
            require_str(origin, "StorageShed.from_dict", "data")
            if not isinstance(items, Mapping):
                raise argument_error("StorageShed.from_dict", "data", items, "a mapping")
            bottle = shed._local_bottle(_storage_key(origin, "StorageShed.from_dict")[0])
            for key, value in items.items():
                require_str(key, "StorageShed.from_dict", "data")
                require_str(value, "StorageShed.from_dict", "data")
                if not bottle.store(key, value):
                    raise quota_exceeded(key)
        return shed

    def save(self, path: str | PathLike[str]) -> None:
        """Write :meth:`to_dict` to the JSON file ``path`` (non-ASCII characters, lone surrogates
        too, as JSON's ``\\uXXXX`` escapes)."""
        with open(path, "w", encoding="utf-8") as file:
            json.dump(self.to_dict(), file)

    @classmethod
    def load(cls, path: str | PathLike[str], quota: int | None = CHROMIUM_QUOTA) -> StorageShed:
        """A shed from the JSON file ``path`` that :meth:`save` wrote (:meth:`from_dict`)."""
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
        return cls.from_dict(data, quota)


def _new_storage(
    bottle: StorageBottle,
    type: Literal["local", "session"],
    href: str,
    url: str | None,
    listener: StorageListener | None,
) -> Storage:
    """A new ``Storage`` object whose map is a proxy of ``bottle``'s."""
    from ._storage_bindings import Storage

    function = "local_storage_for" if type == "local" else "session_storage_for"
    url = href if url is None else require_str(url, function, "url")
    if listener is not None and not callable(listener):
        raise argument_error(function, "listener", listener, "a callable or None")
    storage = Storage.__new__(Storage)
    StorageImpl.__init__(storage, bottle, type, url, listener)
    return storage
