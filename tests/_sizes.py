"""The sizes of the deep and wide tree tests (``tests/dom``, ``tests/html``): the default run
takes a tree five times deeper than Python's recursion limit (a walk that recurses raises
RecursionError long before its end) and the slow tier the full 200,000 levels (past what the C
stack of a recursive walk in C would take); the wide trees 10,000 children by default and
100,000 in the slow tier."""

from __future__ import annotations

import sys

import pytest

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
