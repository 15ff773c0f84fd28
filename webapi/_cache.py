"""Caches bounded in bytes (not a spec section: what webapi's caches of pure functions share).

A cache keyed by its callers' inputs is bounded by what its entries hold, not by how many
there are: 64 parsed base URLs of 4 MB each would keep hundreds of megabytes.  Each entry's
size is counted when it is stored (``sys.getsizeof`` of its strings and containers, as the
caller reckons it); an entry larger than ``entry_limit`` is not kept at all, and an entry that
would take the total past ``budget`` empties the cache first.  Emptying instead of evicting
the least recently used entry keeps a hit a plain ``dict`` lookup, with no bookkeeping.

Thread-safe: a lookup is one ``dict`` read; storing takes a lock, so that the byte count and
the entries agree (two threads missing the same key compute its value twice, and the first
stored wins).  Values are shared between callers and must never be changed.
"""

from __future__ import annotations

import sys
import threading
from typing import Generic, ParamSpec, TypeVar

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = [
    "ENTRY_OVERHEAD",
    "BoundedCache",
    "bounded_cache",
    "bounded_cache_by_arguments",
    "str_size",
    "strings_size",
]

K = TypeVar("K")
V = TypeVar("V")
R = TypeVar("R")
P = ParamSpec("P")

#: What a stored entry costs besides its key and value: its ``dict`` slot and the growth of
#: the table (CPython's dict keeps about 1.5 slots of 24 bytes, plus an index, per entry).
ENTRY_OVERHEAD = 64


def str_size(value: str | None) -> int:
    """The bytes a string holds (``sys.getsizeof``; ``None`` and interned constants: 0)."""
    return 0 if value is None else sys.getsizeof(value)


class BoundedCache(Generic[K, V]):
    """A mapping of keys to values that holds at most ``budget`` bytes in all (as counted by
    :meth:`store`'s ``size``), and no entry of more than ``entry_limit`` bytes.

    ``entries`` is the plain ``dict`` to read (``cache.entries[key]``, ``.get``): reading
    never changes the cache."""

    __slots__ = ("_lock", "budget", "entries", "entry_limit", "size")

    def __init__(self, budget: int, entry_limit: int) -> None:
        self.entries: dict[K, V] = {}
        self.budget = budget
        self.entry_limit = entry_limit
        #: The bytes of the entries stored since the cache was last emptied.
        self.size = 0
        self._lock = threading.Lock()

    def store(self, key: K, value: V, size: int) -> None:
        """Keep ``value`` for ``key``, ``size`` being the bytes the two hold (the entry's
        overhead is added here); a ``size`` over ``entry_limit`` keeps nothing."""
        size += ENTRY_OVERHEAD
        if size > self.entry_limit:
            return
        with self._lock:
            if key in self.entries:
                return
            if self.size + size > self.budget:
                self.entries.clear()
                self.size = 0
            self.entries[key] = value
            self.size += size

    def clear(self) -> None:
        """Forget every entry."""
        with self._lock:
            self.entries.clear()
            self.size = 0


class _Cached(Generic[K, R]):
    """A function of one hashable argument whose results are remembered in a
    :class:`BoundedCache` (what :func:`bounded_cache` returns)."""

    __slots__ = ("__wrapped__", "cache", "size_of")

    def __init__(
        self, function: Callable[[K], R], cache: BoundedCache[K, R], size_of: Callable[[K, R], int]
    ) -> None:
        self.__wrapped__ = function
        self.cache = cache
        self.size_of = size_of

    def __call__(self, argument: K) -> R:
        try:
            return self.cache.entries[argument]
        except KeyError:
            pass
        result = self.__wrapped__(argument)
        self.cache.store(argument, result, self.size_of(argument, result))
        return result

    def cache_clear(self) -> None:
        """Forget every remembered result (as ``functools.lru_cache``'s ``cache_clear``)."""
        self.cache.clear()


def bounded_cache(
    budget: int, entry_limit: int, size_of: Callable[[K, R], int]
) -> Callable[[Callable[[K], R]], _Cached[K, R]]:
    """A decorator remembering a pure function's results in a :class:`BoundedCache`
    (``functools.lru_cache`` bounded in bytes); ``size_of(argument, result)`` counts the
    bytes an entry holds."""

    def decorate(function: Callable[[K], R]) -> _Cached[K, R]:
        return _Cached(function, BoundedCache(budget, entry_limit), size_of)

    return decorate


class _CachedByArguments(Generic[P, R]):
    """A function of several hashable positional arguments whose results are remembered in a
    :class:`BoundedCache` keyed by the arguments' tuple (what
    :func:`bounded_cache_by_arguments` returns); exceptions are not remembered, and a call
    with keyword arguments is not cached."""

    __slots__ = ("__dict__", "__wrapped__", "cache", "size_of")

    def __init__(
        self,
        function: Callable[P, R],
        cache: BoundedCache[tuple[object, ...], R],
        size_of: Callable[[tuple[object, ...], Any], int],
    ) -> None:
        self.__wrapped__ = function
        # the function's name and docstring (functools.update_wrapper's, into __dict__)
        self.__dict__.update(
            __doc__=function.__doc__,
            __name__=getattr(function, "__name__", ""),
            __qualname__=getattr(function, "__qualname__", ""),
        )
        self.cache = cache
        self.size_of = size_of

    def __call__(self, *arguments: P.args, **keywords: P.kwargs) -> R:
        if keywords:
            return self.__wrapped__(*arguments, **keywords)
        try:
            return self.cache.entries[arguments]
        except KeyError:
            pass
        result = self.__wrapped__(*arguments, **keywords)
        self.cache.store(arguments, result, self.size_of(arguments, result))
        return result

    def cache_clear(self) -> None:
        """Forget every remembered result (as ``functools.lru_cache``'s ``cache_clear``)."""
        self.cache.clear()


def strings_size(arguments: tuple[object, ...], result: object) -> int:
    """The bytes of the ``str`` arguments and ``str`` result of a call (other values are
    taken as small and shared: bools, option records, callbacks)."""
    size = sys.getsizeof(arguments)
    for argument in arguments:
        if isinstance(argument, str):
            size += sys.getsizeof(argument)
    if isinstance(result, str):
        size += sys.getsizeof(result)
    return size


def bounded_cache_by_arguments(
    budget: int,
    entry_limit: int,
    size_of: Callable[[tuple[object, ...], Any], int] = strings_size,
) -> Callable[[Callable[P, R]], _CachedByArguments[P, R]]:
    """:func:`bounded_cache` for a function of several positional arguments (all hashable):
    ``functools.lru_cache`` bounded in bytes; ``size_of(arguments, result)`` counts the bytes
    an entry holds (by default, :func:`strings_size`)."""

    def decorate(function: Callable[P, R]) -> _CachedByArguments[P, R]:
        return _CachedByArguments(function, BoundedCache(budget, entry_limit), size_of)

    return decorate
