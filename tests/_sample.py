"""Sampled families: the default tier runs a fixed, stratified sample of each data-driven or
generated family of tests, the slow tier all of it.

A *family* is one parametrized test function over many cases of the same kind: the cases of a
data file (html5lib's, the WPT's URL, encoding, MIME type, selector and IDNA data, test262's),
generated differentials' recorded samples, the recorded answers of Chromium compared case by
case, property tables, tables of arguments.  Such a family carries the ``sampled`` marker
(:func:`sampled`), and then:

* its cases are grouped into *strata* (``by``: a parameter's value, such as the data file or
  the category of the case, or a function of the parameters; one stratum when not given);
* of each stratum the default tier keeps ``ceil(rate * n)`` cases, at least one: those whose
  stable hash (CRC-32 of the family's name and the case's id, :func:`rank`) is lowest, so the
  sample is the same in every process and every run, does not depend on the order of the
  cases, and changes by at most a case or two when a case is added or removed;
* the cases named in ``keep`` (the cases that were once bugs, or the edges of a range: ids, or
  ``fnmatch`` patterns of ids) are always in the sample;
* every other case is marked ``slow`` (``tests/conftest.py`` does it before the ``-m``
  selection): the same test body, the same assertions, run by ``pytest -m slow``.  Nothing
  loses coverage: the slow tier runs the whole family.  Where the run deselects the slow tier
  (:data:`DROP_SLOW`: the default run's ``-m 'not slow'``, no test named by its node id) the
  other cases are not even made into items (:func:`drop_complements`, while the family is
  parametrized): each process of the default run built and deselected some 11,000 of them.

This module holds the rule (:func:`choose`); ``tests/conftest.py`` applies it to each family
when a run is collected (:func:`drop_complements`, then :func:`mark_complements`).  A test that
loops over its cases itself (one item for a whole data file: html5lib's trees, a differential's
recorded answers) takes the same rule through :func:`subset` and :data:`WHOLE`: its default run
checks the sample, its slow run (``[whole]``) every case, with the same assertions.

``tests/_sizes.tiered`` is the older form (every fifth case of a list, the first case of each
key), still used where a table is cut by stride (over a product of lists, a stride prime to the
inner lengths reaches every value); the WPT data's files and the upstream URL ports, once cut by
stride and then sampled, are sampled families alone.
"""

from __future__ import annotations

import math
import zlib
from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from fnmatch import fnmatchcase
from typing import Any, TypeVar

import pytest

#: The marker's name.
MARKER = "sampled"
#: The share of each stratum the default tier keeps (at least one case of each).
RATE = 0.1

Stratum = str | Callable[[Mapping[str, Any]], Hashable] | None
T = TypeVar("T")

#: Whether the run deselects the slow tier and names no test by its node id (``tests/conftest.py``
#: sets it when the run is configured): then the cases a run would deselect as ``slow`` (a
#: sampled family's complement, a ``pytest.param`` marked ``slow``) are not made into items.
DROP_SLOW = False

#: The parameter of a test that loops over its cases: ``False`` (id ``sample``) in the default
#: tier, the sample of :func:`subset`; ``True`` (id ``whole``, marked ``slow``) every case.
WHOLE = [
    pytest.param(False, id="sample"),
    pytest.param(True, id="whole", marks=pytest.mark.slow),
]


def sampled(
    by: Stratum = None, *, rate: float = RATE, keep: Sequence[str] = ()
) -> pytest.MarkDecorator:
    """The ``sampled`` marker for a family: the default tier runs ``rate`` of each stratum
    (``by``: the name of a parameter whose value is the stratum, or a function of the case's
    parameters; one stratum when ``None``), at least one case of each, and the cases whose id
    matches one of ``keep`` (``fnmatch`` patterns); the slow tier runs every case."""
    if not 0 < rate <= 1:
        raise ValueError(f"rate must be in (0, 1], not {rate!r}")
    return getattr(pytest.mark, MARKER)(by=by, rate=rate, keep=tuple(keep))


def rank(family: str, case: str) -> int:
    """A case's place in its family's sample order: CRC-32 of ``family`` and ``case`` (stable
    across processes, runs and platforms, unlike ``hash()``)."""
    return zlib.crc32(f"{family}\0{case}".encode("utf-8", "surrogatepass"))


def choose(
    family: str,
    cases: Iterable[tuple[str, Hashable]],
    *,
    rate: float = RATE,
    keep: Sequence[str] = (),
) -> set[str]:
    """The ids of ``cases`` (``(id, stratum)`` pairs) the default tier runs: of each stratum
    the ``ceil(rate * n)`` cases of lowest :func:`rank` (at least one), and every case whose id
    matches one of ``keep`` (``fnmatch`` patterns, case-sensitive)."""
    strata: defaultdict[Hashable, list[str]] = defaultdict(list)
    chosen: set[str] = set()
    for case, stratum in cases:
        strata[stratum].append(case)
        if any(fnmatchcase(case, pattern) for pattern in keep):
            chosen.add(case)
    for members in strata.values():
        count = max(1, math.ceil(rate * len(members)))
        chosen.update(sorted(members, key=lambda case: (rank(family, case), case))[:count])
    return chosen


def subset(
    family: str,
    cases: Iterable[T],
    case_id: Callable[[T], str],
    by: Callable[[T], Hashable] | None = None,
    *,
    rate: float = RATE,
    keep: Sequence[str] = (),
) -> list[T]:
    """The cases of a looping test's default run, in their order: those :func:`choose` keeps of
    ``family`` (the test's name), each case known by ``case_id`` (unique within the family)
    and its stratum by ``by``."""
    listed = list(cases)
    chosen = choose(
        family,
        [(case_id(case), None if by is None else by(case)) for case in listed],
        rate=rate,
        keep=keep,
    )
    return [case for case in listed if case_id(case) in chosen]


def _stratum(callspec: Any, by: Stratum) -> Hashable:
    if by is None or callspec is None:
        return None
    if callable(by):
        return by(callspec.params)
    value = callspec.params[by]
    return value if isinstance(value, Hashable) else repr(value)


def _is_slow(callspec: Any) -> bool:
    return any(mark.name == "slow" for mark in callspec.marks)


def drop_complements(metafunc: pytest.Metafunc) -> int:
    """Where the run deselects the slow tier (:data:`DROP_SLOW`), leave out of a function's
    parametrization (``metafunc``, once every ``pytest_generate_tests`` has parametrized it) the
    calls the run would deselect: those a ``pytest.param`` marked ``slow``, and of a ``sampled``
    family those outside its sample (the sample chosen of all its calls, as
    :func:`mark_complements` chooses it; marked ``slow`` where every call would be left out,
    for no calls would make one unparametrized item of the function); returns how many were
    left out."""
    calls = metafunc._calls
    if not DROP_SLOW or not calls:
        return 0
    marker = metafunc.definition.get_closest_marker(MARKER)
    if marker is not None:
        by: Stratum = marker.kwargs.get("by")
        chosen = choose(
            metafunc.definition.nodeid,
            [(callspec.id, _stratum(callspec, by)) for callspec in calls],
            rate=marker.kwargs.get("rate", RATE),
            keep=marker.kwargs.get("keep", ()),
        )
        for callspec in calls:
            if callspec.id not in chosen:
                callspec.marks.append(pytest.mark.slow.mark)
    kept = [callspec for callspec in calls if not _is_slow(callspec)]
    if not kept:  # (no calls would make one item of the function, unparametrized)
        return 0
    dropped = len(calls) - len(kept)
    calls[:] = kept
    return dropped


def mark_complements(items: Sequence[pytest.Item]) -> int:
    """Mark ``slow`` the cases of each ``sampled`` family outside its sample (a family: the
    items of one test function, its class and module included); returns how many.  Where
    :func:`drop_complements` chose the samples already (:data:`DROP_SLOW`), nothing: the items
    are then the samples only."""
    if DROP_SLOW:
        return 0
    families: defaultdict[str, list[pytest.Item]] = defaultdict(list)
    for item in items:
        if item.get_closest_marker(MARKER) is not None and hasattr(item, "callspec"):
            function = getattr(item, "originalname", item.name)
            families[f"{item.nodeid.partition('[')[0].rpartition('::')[0]}::{function}"].append(
                item
            )
    marked = 0
    for family, members in families.items():
        marker = members[0].get_closest_marker(MARKER)
        assert marker is not None
        by: Stratum = marker.kwargs.get("by")
        cases = [(item.callspec.id, _stratum(item.callspec, by)) for item in members]  # type: ignore[attr-defined]
        chosen = choose(
            family, cases, rate=marker.kwargs.get("rate", RATE), keep=marker.kwargs.get("keep", ())
        )
        for item in members:
            if item.callspec.id not in chosen:  # type: ignore[attr-defined]
                item.add_marker(pytest.mark.slow)
                marked += 1
    return marked
