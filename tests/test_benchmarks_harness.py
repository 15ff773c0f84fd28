"""``benchmarks/_common.py``'s timing harness (issue 58 item 12): each contender's call is
repeated within one timing until the timing lasts at least ``MIN_TIMING_NS``, the contenders
interleaved. Nothing here is timed: the contenders advance a fake clock by a known cost."""

from __future__ import annotations

from collections.abc import Callable

from benchmarks import _common
from benchmarks._common import (
    MIN_TIMING_NS,
    alternate_rounds,
    batched_rounds,
    interleaved_chunks,
    repeat_count,
)


class FakeClock:
    """A clock that moves only when a fake contender says it spent time."""

    def __init__(self) -> None:
        self.now = 0
        self.calls: list[str] = []

    def __call__(self) -> int:
        return self.now

    def contender(self, name: str, cost_ns: int) -> Callable[[], None]:
        def call() -> None:
            self.now += cost_ns
            self.calls.append(name)

        return call


def test_a_tiny_call_is_repeated_until_a_timing_lasts_5_ms() -> None:
    clock = FakeClock()
    count, elapsed = repeat_count(clock.contender("c", 60_000), clock=clock)  # a 0.06 ms call
    assert MIN_TIMING_NS == 5_000_000
    assert elapsed == count * 60_000 >= MIN_TIMING_NS
    assert count < 2 * MIN_TIMING_NS // 60_000  # not grossly more than needed


def test_batched_rounds_time_each_contender_in_batches_of_at_least_5_ms() -> None:
    clock = FakeClock()
    contenders = {
        "tiny": clock.contender("tiny", 1_000),
        "small": clock.contender("small", 60_000),
        "long": clock.contender("long", 7_000_000),
    }
    timed = batched_rounds(contenders, rounds=5, clock=clock)
    assert timed.counts["long"] == 1
    assert timed.counts["small"] * 60_000 >= MIN_TIMING_NS
    assert timed.counts["tiny"] * 1_000 >= MIN_TIMING_NS
    # Per call, whatever the batch: the known costs.
    assert timed.per_call_ns == {
        "tiny": [1_000.0] * 5,
        "small": [60_000.0] * 5,
        "long": [7_000_000.0] * 5,
    }
    assert timed.median_ms("small") == 0.06
    assert timed.ratio("small", "tiny") == 60.0


def test_batched_rounds_interleave_and_rotate_the_contenders() -> None:
    clock = FakeClock()
    names = ["a", "b", "c"]
    timed = batched_rounds(
        {n: clock.contender(n, MIN_TIMING_NS) for n in names}, rounds=3, clock=clock
    )
    assert timed.counts == dict.fromkeys(names, 1)
    # Calibration (a, b, c), then rounds starting with a, b and c in turn.
    assert clock.calls == ["a", "b", "c", "a", "b", "c", "b", "c", "a", "c", "a", "b"]


def test_without_warmup_a_long_call_runs_once_per_round() -> None:
    clock = FakeClock()
    samples = alternate_rounds(
        {"jar": clock.contender("jar", 30 * 10**9)}, rounds=1, warmup=0, clock=clock
    )
    assert samples == {"jar": [30 * 10**9]} and clock.calls == ["jar"]


def test_alternate_rounds_batch_too() -> None:
    clock = FakeClock()
    samples = alternate_rounds({"x": clock.contender("x", 2_000)}, rounds=3, clock=clock)
    assert samples == {"x": [2_000, 2_000, 2_000]}
    assert len(clock.calls) >= 4 * MIN_TIMING_NS // 2_000  # calibration + 3 rounds of >= 5 ms


def test_interleaved_chunks_grow_chunks_and_repeat_calls_to_5_ms() -> None:
    clock = FakeClock()
    batches: dict[str, list[int]] = {"fast": [], "slow": []}

    def runner(name: str, cost_per_item: int) -> Callable[[list[int]], None]:
        def run(items: list[int]) -> None:
            clock.now += cost_per_item * len(items)
            batches[name].append(len(items))

        return run

    items = list(range(100_000))
    samples = interleaved_chunks(
        {"fast": runner("fast", 100), "slow": runner("slow", 1_000)},
        items,
        rounds=2,
        chunk=500,
        clock=clock,
    )
    # One pass over the items per round, per call: the known costs.
    assert samples == {"fast": [10_000_000] * 2, "slow": [100_000_000] * 2}
    # Chunks grew until the fastest runner's timing lasts 5 ms: 50,000 items of 100 ns.
    assert max(batches["fast"]) == 50_000 and max(batches["slow"]) == 50_000


def test_interleaved_chunks_repeat_a_whole_list_that_is_too_quick() -> None:
    clock = FakeClock()
    sizes: list[int] = []

    def run(items: list[int]) -> None:
        clock.now += 1_000 * len(items)
        sizes.append(len(items))

    samples = interleaved_chunks({"x": run}, [1, 2, 3, 4], rounds=1, chunk=2, clock=clock)
    assert samples == {"x": [4_000]}
    # Chunks of 4 items (the whole list), each call repeated to 5 ms: 1,250 calls per timing.
    assert sizes[-1] == 4 and sizes.count(4) >= 2 * MIN_TIMING_NS // 4_000


def test_the_clock_is_thread_cpu_time_where_there_is_one() -> None:
    import time

    assert _common.CLOCK is getattr(time, "thread_time_ns", time.perf_counter_ns)
