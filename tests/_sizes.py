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
