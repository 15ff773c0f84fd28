"""How long an input the compiled expression of a component may be given: ``re`` backtracks.

A component without custom regexp groups is matched by :mod:`._linear_matcher` in linear time;
its compiled ``re`` pattern is some ten times faster on the short inputs URLs have, but it
backtracks (``/*/*/z`` against ``/x/x/.../y`` is cubic, optional groups exponential).
:func:`backtracking_input_limit` gives the longest input on which ``re``'s work is bounded by
:data:`WORK` (paths tried × their length), from a bound on the ways
https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list's expression
can be tried on an input of ``n`` code points: the product, over its pieces, of

- a wildcard group ``(<value>)``, ``(?:<prefix>(<value>)<suffix>)``: its ends, ``n + 1``
  (``n + 2`` with ``?``: also without it);
- ``(?:<fixed text>)?``: 2; ``(?:<fixed text>)*`` and ``+``: its iteration counts, ``n + 2``;
- a repeated group (``((?:<value>)*)``, ``(?:<prefix>((?:<value>)(?:<suffix><prefix>
  (?:<value>))*)<suffix>)?`` and their ``+`` forms): the ways to cut the input into
  iterations, ``2 ** (n + 2)``; but where the value is a segment wildcard and
  ``<suffix><prefix>`` starts with the delimiter, every iteration but the last ends right
  before a delimiter (the wildcard cannot pass one, the next iteration starts with it), so
  the ways are the iteration counts times the last one's ends, ``(n + 2) ** 2``;
- fixed text without modifier: 1.

Each way costs at most ``n + 1`` steps of input, so ``re`` runs within ``WORK`` × (the
expression's length) steps on an input up to the limit.
"""

from __future__ import annotations

from typing import Final

from ._parts import FIXED_TEXT, NONE, OPTIONAL, SEGMENT_WILDCARD, Options, Part

__all__ = ["WORK", "backtracking_input_limit"]

#: The ways × steps ``re`` may take on one input.
WORK: Final = 1 << 16


def _work(part_list: list[Part], options: Options, n: int) -> int:
    """A bound on the ways × steps for an input of ``n`` code points, or WORK + 1 once past
    WORK."""
    work = n + 1
    delimiter = options.delimiter_code_point
    for part in part_list:
        modifier = part.modifier
        if modifier == NONE and part.type == FIXED_TEXT:
            continue
        if part.type == FIXED_TEXT:
            ways = 1 if not part.value else 2 if modifier == OPTIONAL else n + 2
        elif modifier == NONE:
            ways = n + 1
        elif modifier == OPTIONAL:
            ways = n + 2
        elif (
            part.type == SEGMENT_WILDCARD
            and delimiter
            and (part.suffix + part.prefix).startswith(delimiter)
        ):
            ways = (n + 2) ** 2
        else:
            ways = 1 << (n + 2) if n < WORK.bit_length() else WORK + 1
        work *= ways
        if work > WORK:
            return WORK + 1
    return work


def backtracking_input_limit(part_list: list[Part], options: Options) -> int:
    """The longest input (in code points) the compiled expression of ``part_list`` (without
    custom regexp groups) runs on within :data:`WORK`; -1 for none."""
    low, high = -1, WORK  # _work(low) <= WORK (or low == -1) < _work(high + 1)
    while low < high:
        middle = (low + high + 1) // 2
        if _work(part_list, options, middle) <= WORK:
            low = middle
        else:
            high = middle - 1
    return low
