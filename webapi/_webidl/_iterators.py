"""Value pair iterators and ``forEach`` for ``iterable<K, V>`` declarations.

Spec: https://webidl.spec.whatwg.org/#idl-iterable and
https://webidl.spec.whatwg.org/#es-default-iterator-object

An iterator holds the implementation object, a getter for its current list of
value pairs, and an index.  The list is looked up again on every step, so the
iterator sees what happened since the previous step, including a new list being
put in place (``URLSearchParams`` methods and a ``URL``'s ``search`` and ``href``
setters replace theirs).  Unlike a JavaScript iterator, once a Python iterator
has raised ``StopIteration`` it keeps doing so (the Python iterator protocol),
even if pairs are added afterwards.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

from ._callbacks import bind_this, positional_capacity, require_callable
from ._coroutines import is_coroutine, run_a_coroutine

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, Final, Generic, TypeVar

    S = TypeVar("S")
    K = TypeVar("K")
    V = TypeVar("V")

    #: Gets an implementation object's current list of value pairs.
    PairsGetter = Callable[[S], Sequence[tuple[K, V]]]
else:
    # At run time the type parameters are not needed: subscripting the stand-in for
    # typing.Generic gives the class itself.
    S = K = V = None

    class Generic:
        __slots__ = ()

        def __class_getitem__(cls, parameters: object) -> type:
            return cls


__all__ = [
    "IndexedIterator",
    "PairEntryIterator",
    "PairKeyIterator",
    "PairValueIterator",
    "index_key",
    "indexed_for_each",
    "pair_for_each",
]

_EXHAUSTED: Final = sys.maxsize


class _PairIterator(Generic[S, K, V]):
    """What the three iterators share; each is its own iterator (``__iter__`` from
    ``collections.abc.Iterator``)."""

    __slots__ = ("_index", "_pairs", "_source")

    _source: S
    _pairs: PairsGetter[S, K, V]
    _index: int

    def __init__(self, source: S, pairs: PairsGetter[S, K, V]) -> None:
        self._source = source
        self._pairs = pairs
        self._index = 0

    def _next_pair(self) -> tuple[K, V]:
        pairs = self._pairs(self._source)
        index = self._index
        if index < len(pairs):
            self._index = index + 1
            return pairs[index]
        self._index = _EXHAUSTED
        raise StopIteration


class PairEntryIterator(_PairIterator[S, K, V], Iterator[tuple[K, V]]):
    """Yields ``(key, value)`` tuples: ``entries()`` and ``__iter__``."""

    __slots__ = ()

    __next__ = _PairIterator._next_pair  # the pair itself (no call more per step)


class PairKeyIterator(_PairIterator[S, K, V], Iterator[K]):
    """Yields the keys: ``keys()``."""

    __slots__ = ()

    def __next__(self) -> K:
        return self._next_pair()[0]


class PairValueIterator(_PairIterator[S, K, V], Iterator[V]):
    """Yields the values: ``values()``."""

    __slots__ = ()

    def __next__(self) -> V:
        return self._next_pair()[1]


def pair_for_each(
    owner: object,
    source: S,
    pairs: PairsGetter[S, K, V],
    callback: object,
    this_arg: object,
    prefix: str,
) -> None:
    """https://webidl.spec.whatwg.org/#es-forEach: call ``callback(value, key,
    owner)`` for each pair, re-reading the list after every call (a coroutine it returns runs
    as JavaScript runs an async function: :func:`run_a_coroutine`)."""
    function = bind_this(require_callable(callback, prefix, 1), this_arg)
    accepted = positional_capacity(function, 3)
    index = 0
    while True:
        current = pairs(source)
        if index >= len(current):
            return
        key, value = current[index]
        if accepted == 3:
            result = function(value, key, owner)
        elif accepted == 2:
            result = function(value, key)
        elif accepted == 1:
            result = function(value)
        else:
            result = function()
        if result is not None and is_coroutine(result):  # an async def's
            run_a_coroutine(result)
        index += 1


# --- interfaces with an indexed property getter ------------------------------------------
#
# https://webidl.spec.whatwg.org/#es-iterator: an interface that supports indexed properties
# has @@iterator %Array.prototype.values%; one that also declares a value iterator
# (``iterable<V>;``) has Array.prototype's entries, keys, values and forEach too
# (https://webidl.spec.whatwg.org/#es-iterable). Array's iterators read the length at each
# step (https://tc39.es/ecma262/#sec-%arrayiteratorprototype%.next), so they see the live
# collection change; here ``len(obj)`` and ``obj[index]`` (the generated __len__ and
# __getitem__: the length attribute and the indexed getter).


class IndexedIterator(Iterator["Any"]):
    """Array's iterator over an object with indexed properties: ``kind`` ``"values"``,
    ``"keys"`` (the indices) or ``"entries"`` (``(index, value)`` tuples)."""

    __slots__ = ("_index", "_kind", "_source")

    def __init__(self, source: Any, kind: str = "values") -> None:
        self._source = source
        self._index = 0
        self._kind = kind

    def __next__(self) -> Any:
        index = self._index
        if index >= len(self._source):
            self._index = _EXHAUSTED
            raise StopIteration
        self._index = index + 1
        if self._kind == "keys":
            return index
        value = self._source[index]
        return (index, value) if self._kind == "entries" else value


def index_key(key: object, interface: str) -> int:
    """A key of ``obj[key]`` for an indexed property that is neither an ``int`` nor a
    ``slice`` (nor, with a named getter, a ``str``): its ``__index__`` (a ``bool``, NumPy's
    integers), else the ``TypeError`` Python's sequences raise."""
    index = getattr(type(key), "__index__", None)
    if index is None:
        raise TypeError(f"{interface} indices must be integers or slices, not {type(key).__name__}")
    return int(index(key))


def indexed_for_each(owner: Any, callback: object, this_arg: object, prefix: str) -> None:
    """https://tc39.es/ecma262/#sec-array.prototype.foreach: ``callback(value, index,
    owner)`` for each index below the length read first, while it is still below the
    current length (as many of those arguments as it accepts; a ``this_arg`` other than
    ``None`` is passed first; a coroutine it returns runs as JavaScript runs an async
    function: :func:`run_a_coroutine`)."""
    function = bind_this(require_callable(callback, prefix, 1), this_arg)
    accepted = positional_capacity(function, 3)
    for index in range(len(owner)):
        if index >= len(owner):  # HasProperty: an index past the current length
            continue
        result = function(*(owner[index], index, owner)[:accepted])
        if result is not None and is_coroutine(result):  # an async def's
            run_a_coroutine(result)
