"""The sampled families' rule (tests/_sample.py): the default tier's sample is stable (the same
for the same cases, in any order, in any process), stratified (each stratum its share, at least
one case), keeps the cases named, and the slow tier gets exactly the others."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import cast

import pytest

from tests import _sample

CASES = [(f"case-{index}", f"file-{index % 7}" if index < 700 else "lone") for index in range(701)]


def test_the_sample_is_the_same_in_any_order() -> None:
    chosen = _sample.choose("tests/x.py::test_f", CASES)
    shuffled = CASES[:]
    random.Random(3).shuffle(shuffled)
    assert _sample.choose("tests/x.py::test_f", shuffled) == chosen
    # another family draws another sample of the same cases
    assert _sample.choose("tests/x.py::test_g", CASES) != chosen


def test_each_stratum_gives_its_share_and_at_least_one() -> None:
    chosen = _sample.choose("tests/x.py::test_f", CASES, rate=0.1)
    strata = dict(CASES)
    counts = {stratum: 0 for stratum in strata.values()}
    for case in chosen:
        counts[strata[case]] += 1
    assert counts == {**{f"file-{index}": 10 for index in range(7)}, "lone": 1}


def test_the_cases_named_are_kept() -> None:
    keep = ("case-3", "case-69?")
    chosen = _sample.choose("tests/x.py::test_f", CASES, keep=keep)
    assert {"case-3", *(f"case-69{digit}" for digit in range(10))} <= chosen
    without = _sample.choose("tests/x.py::test_f", CASES)
    assert chosen - without <= {"case-3", *(f"case-69{digit}" for digit in range(10))}


def test_a_case_added_moves_the_sample_little() -> None:
    before = _sample.choose("tests/x.py::test_f", CASES)
    after = _sample.choose("tests/x.py::test_f", [*CASES, ("case-new", "file-1")])
    assert len(before ^ after) <= 2


def test_the_rank_is_a_stable_hash() -> None:
    # CRC-32 of the family and the case: a constant, the same in every process and run (unlike
    # hash() of a str, salted per process)
    assert _sample.rank("tests/x.py::test_f", "case-1") == 2_277_847_210


def test_a_rate_outside_zero_to_one_is_refused() -> None:
    with pytest.raises(ValueError, match="rate"):
        _sample.sampled(rate=0)
    with pytest.raises(ValueError, match="rate"):
        _sample.sampled(rate=1.5)


@pytest.mark.parametrize("number", range(20))
@_sample.sampled(by=lambda params: params["number"] % 2, rate=0.2, keep=("8",))
def test_a_family_marked_runs_its_sample_by_default(
    number: int, request: pytest.FixtureRequest
) -> None:
    # the complement of this family is marked slow: the default tier runs 2 + 2 + "8"
    chosen = _sample.choose(
        request.node.nodeid.partition("[")[0],
        [(str(value), value % 2) for value in range(20)],
        rate=0.2,
        keep=("8",),
    )
    assert len(chosen) == 5 and "8" in chosen
    slow = request.node.get_closest_marker("slow") is not None
    assert slow == (str(number) not in chosen)


class _Definition:
    """A test function's definition as :func:`_sample.drop_complements` reads it."""

    __slots__ = ("marker", "nodeid")

    def __init__(self, nodeid: str, marker: pytest.Mark | None) -> None:
        self.nodeid, self.marker = nodeid, marker

    def get_closest_marker(self, name: str) -> pytest.Mark | None:
        return self.marker if name == _sample.MARKER else None


class _Call:
    """A planned call of a parametrized function (pytest's ``CallSpec``: its id, its parameters,
    its marks)."""

    __slots__ = ("id", "marks", "params")

    def __init__(self, number: int, *, slow: bool = False) -> None:
        self.id, self.params = str(number), {"number": number}
        self.marks: list[pytest.Mark] = [pytest.mark.slow.mark] if slow else []


class _Metafunc:
    __slots__ = ("_calls", "definition")

    def __init__(self, calls: list[_Call], marker: pytest.Mark | None) -> None:
        self._calls, self.definition = calls, _Definition("tests/x.py::C::test_f", marker)


class _Item:
    """A collected item as :func:`_sample.mark_complements` reads and marks it."""

    __slots__ = ("callspec", "marker", "marks", "name", "nodeid", "originalname")

    def __init__(self, call: _Call, marker: pytest.Mark) -> None:
        self.callspec, self.marker, self.marks = call, marker, list(call.marks)
        self.originalname, self.name = "test_f", f"test_f[{call.id}]"
        self.nodeid = f"tests/x.py::C::{self.name}"

    def get_closest_marker(self, name: str) -> pytest.Mark | None:
        if name == _sample.MARKER:
            return self.marker
        return next((mark for mark in self.marks if mark.name == name), None)

    def add_marker(self, marker: pytest.MarkDecorator) -> None:
        self.marks.append(marker.mark)


FAMILY = _sample.sampled(by=lambda params: params["number"] % 3, rate=0.2, keep=("17",)).mark


#: The rule's functions over the stand-ins of pytest's objects above.
_drop = cast(Callable[[_Metafunc], int], _sample.drop_complements)
_mark = cast(Callable[[list[_Item]], int], _sample.mark_complements)


def _ids(calls: list[_Call]) -> set[str]:
    return {call.id for call in calls}


def test_the_default_run_makes_items_of_the_sample_only(monkeypatch: pytest.MonkeyPatch) -> None:
    # a slow tier's run (or one naming tests) makes every call an item and marks the complement
    # slow; the default run makes the sample only: the same sample, and the slow tier's items
    # are exactly the others
    calls = [_Call(number, slow=number == 4) for number in range(30)]
    monkeypatch.setattr(_sample, "DROP_SLOW", False)
    every = _Metafunc(list(calls), FAMILY)
    assert _drop(every) == 0 and _ids(every._calls) == _ids(calls)
    items = [_Item(call, FAMILY) for call in every._calls]
    assert _mark(items) > 0
    slow = {item.callspec.id for item in items if item.get_closest_marker("slow") is not None}

    monkeypatch.setattr(_sample, "DROP_SLOW", True)
    sample = _Metafunc([_Call(number, slow=number == 4) for number in range(30)], FAMILY)
    dropped = _drop(sample)
    kept = _ids(sample._calls)
    assert kept | slow == _ids(calls) and not kept & slow and dropped == len(slow)
    chosen = _sample.choose(
        "tests/x.py::C::test_f", [(str(n), n % 3) for n in range(30)], rate=0.2, keep=("17",)
    )
    assert kept == chosen - {"4"} and "17" in kept
    # the items made are the whole family there: they are not sampled again
    assert _mark([_Item(call, FAMILY) for call in sample._calls]) == 0


def test_the_default_run_leaves_out_a_call_marked_slow(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_sample, "DROP_SLOW", True)
    unsampled = _Metafunc([_Call(0), _Call(1, slow=True), _Call(2)], None)
    assert _drop(unsampled) == 1 and _ids(unsampled._calls) == {"0", "2"}
    # no call left would make one unparametrized item: then every call stays, the complement
    # marked slow (the run deselects it)
    lone = _Metafunc([_Call(0), _Call(1, slow=True)], _sample.sampled(rate=0.5).mark)
    # (the sample of one is "1", itself marked slow)
    assert _sample.choose("tests/x.py::C::test_f", [("0", None), ("1", None)], rate=0.5) == {"1"}
    assert _drop(lone) == 0 and _ids(lone._calls) == {"0", "1"}
    assert all(call.marks for call in lone._calls)
