"""The tree the JavaScript RegExp parser builds and the ``re`` emitter reads.

Flags (``i``, ``m``, ``s``, also as modifiers ``(?i:...)``) are resolved while parsing: a
character matcher already holds the set of ASCII code points it accepts, an assertion already
knows whether it is multiline.  Captures keep JavaScript's numbering (left parentheses in order).
"""

from __future__ import annotations

from dataclasses import dataclass, field


class Node:
    """A node of the pattern tree."""

    __slots__ = ()


@dataclass(slots=True, eq=False)
class Chars(Node):
    """One character from ``ascii`` (code points < 128).  ``others``: non-ASCII characters too
    (a best effort for the complement forms, for the ``re`` translation, exact on ASCII
    subjects).  ``wide``: every code point matched, as ``_charset.Boundaries`` (the
    matcher's; None: the ASCII ones alone)."""

    ascii: frozenset[int]
    others: bool = False
    wide: tuple[int, ...] | None = None


@dataclass(slots=True, eq=False)
class Empty(Node):
    """Matches the empty string."""


@dataclass(slots=True, eq=False)
class Assertion(Node):
    """``^``, ``$`` (``multiline`` or not), ``\\b``, ``\\B``: kind is one of "start", "end",
    "line-start", "line-end", "word", "not-word"."""

    kind: str


@dataclass(slots=True, eq=False)
class Look(Node):
    """Lookahead or lookbehind, positive or negative."""

    body: Node
    behind: bool
    negative: bool


@dataclass(slots=True, eq=False)
class Group(Node):
    """A capturing group (JavaScript number ``index``, ``name`` when it has one)."""

    body: Node
    index: int
    name: str | None = None


@dataclass(slots=True, eq=False)
class Seq(Node):
    """Terms matched one after the other."""

    items: list[Node] = field(default_factory=list)


@dataclass(slots=True, eq=False)
class Alt(Node):
    """Alternatives, tried in order."""

    items: list[Node] = field(default_factory=list)


@dataclass(slots=True, eq=False)
class Quant(Node):
    """``body{min,max}`` (``max`` None: unbounded), greedy or lazy."""

    body: Node
    min: int
    max: int | None
    greedy: bool


@dataclass(slots=True, eq=False)
class BackRef(Node):
    """``\\N`` or ``\\k<name>``: the groups it may refer to (several for a duplicated name)."""

    groups: list[int]
    ignore_case: bool


@dataclass(slots=True, eq=False)
class Fail(Node):
    """Never matches; ``keep`` is emitted after it only so that its groups keep their numbers."""

    keep: Node | None = None
