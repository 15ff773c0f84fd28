"""The sampled families' rule (tests/_sample.py): the default tier's sample is stable (the same
for the same cases, in any order, in any process), stratified (each stratum its share, at least
one case), keeps the cases named, and the slow tier gets exactly the others."""

from __future__ import annotations

import random

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
