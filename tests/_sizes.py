"""The sizes of the deep and wide tree tests (``tests/dom``, ``tests/html``): the default run
takes a tree five times deeper than Python's recursion limit (a walk that recurses raises
RecursionError long before its end) and the slow tier the full 200,000 levels (past what the C
stack of a recursive walk in C would take); the wide trees 10,000 children by default and
100,000 in the slow tier; of the long lists of cases (upstream data, tables of arguments)
every fifth by default and the others in the slow tier (:func:`tiered`)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Hashable, Iterable, Sequence

import pytest
from _pytest.mark import ParameterSet

#: The default run's deep trees: five times the recursion limit.
DEEP = 5_000
assert 5 * sys.getrecursionlimit() <= DEEP

#: Levels of the deep trees: the default run's, then the slow tier's.
DEPTHS = [
    pytest.param(DEEP, id="5,000-deep"),
    pytest.param(200_000, id="200,000-deep", marks=pytest.mark.slow),
]

#: Children of the wide trees: the default run's, then the slow tier's.
WIDTHS = [
    pytest.param(10_000, id="10,000-wide"),
    pytest.param(100_000, id="100,000-wide", marks=pytest.mark.slow),
]


def examples(count: int) -> int:
    """The examples of a hypothesis test that sets its own number (``count``, more than the
    profile's): ``count`` where the profile takes 100 or more (the slow tier's reruns,
    ``tests/test_slow_reruns.py``), else scaled as the profile scales the others (the default
    run's 30: ``count`` x 30 / 100)."""
    from hypothesis import settings

    profile = settings.default.max_examples
    return count if profile >= 100 else max(profile, count * profile // 100)


#: Of a long list of cases, the default run takes every ``STRIDE``-th (from the first).
STRIDE = 5


def tiered(
    cases: Iterable[object],
    stride: int = STRIDE,
    *,
    unpack: bool = False,
    key: Callable[[Sequence[object]], Hashable] | None = None,
) -> list[ParameterSet]:
    """``cases`` as pytest parameters, every ``stride``-th (the first, the ``stride + 1``-th,
    ...) in the default run and the others marked ``slow``: a fixed sample spread over the
    whole list, so the default run checks each kind of case the list has and the slow tier
    every case.  A case is one value, a tuple of values with ``unpack`` (several argument
    names), or a ``pytest.param`` (its id and marks kept).  With ``key`` (of a case's values),
    the first case of each key is in the default run too (each parameter of a table once).
    Over a product of lists, a ``stride`` prime to the inner lengths reaches every value.
    Where the run deselects the slow tier the slow cases are made into no item (tests/_sample.py's
    ``drop_complements``), once pytest has given every case its id: so a case has the same id
    in both tiers (pytest numbers equal ids in order), and a sampled family's sample is chosen
    of all its cases in both."""
    params = []
    seen: set[Hashable] = set()
    for index, case in enumerate(cases):
        first = False
        if key is not None:
            values = case.values if isinstance(case, ParameterSet) else case if unpack else (case,)
            group = key(values)  # type: ignore[arg-type]
            first = group not in seen
            seen.add(group)
        marks = () if index % stride == 0 or first else (pytest.mark.slow,)
        if isinstance(case, ParameterSet):
            params.append(pytest.param(*case.values, id=case.id, marks=(*case.marks, *marks)))
        elif unpack:
            params.append(pytest.param(*case, marks=marks))  # type: ignore[misc]
        else:
            params.append(pytest.param(case, marks=marks))
    return params
