"""Timers on the virtual clock (issue 55's speed row): ``count`` calls of
``window.setTimeout(callback, 0)`` in a window of ``webapi.html.open_window`` (its virtual
clock), then the window's loop run until idle, every callback run once, in order. Target: 100,000
in ≤ 1 s.

Thread CPU time of the scheduling and of the run, best of the rounds, measured two ways: with
the cyclic garbage collector collected before and off during (as
:func:`benchmarks._common.batched_rounds` times everything), and with it on (Python's collector
walks the timers still pending at each of its collections: the difference is the interpreter's,
not webapi's).

Run: ``python -m benchmarks.timers [--count N] [--rounds N]``.
"""

from __future__ import annotations

import argparse
import gc
from typing import Any

from benchmarks._common import CLOCK  # thread CPU time where there is one (not in Pyodide)

__all__ = ["main", "run"]

TARGET_S = 1.0


def _once(count: int) -> tuple[float, float]:
    """(scheduling, running) seconds of ``count`` timers in a new window."""
    from webapi.html import open_window

    window: Any = open_window(b"<!DOCTYPE html><title>timers</title>")
    loop = window.event_loop
    ran: list[int] = []
    started = CLOCK()
    for index in range(count):
        window.setTimeout(ran.append, 0, index)
    scheduled = CLOCK()
    loop.run_until_idle(limit=2 * count + 10)
    done = CLOCK()
    if ran != list(range(count)):
        raise AssertionError("the callbacks did not each run once, in order")
    return (scheduled - started) / 1e9, (done - scheduled) / 1e9


def run(count: int = 100_000, rounds: int = 3) -> dict[str, Any]:
    """Seconds (thread CPU) to schedule and to run ``count`` timers, best of ``rounds``, with
    the garbage collector off and on."""
    result: dict[str, Any] = {"count": count}
    for collector in ("off", "on"):
        best: tuple[float, float] | None = None
        for _ in range(rounds):
            gc.collect()
            if collector == "off":
                gc.disable()
            try:
                timed = _once(count)
            finally:
                gc.enable()
            if best is None or sum(timed) < sum(best):
                best = timed
        assert best is not None
        result[f"gc {collector}"] = {"schedule": best[0], "run": best[1], "total": sum(best)}
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    result = run(args.count, args.rounds)
    for collector in ("off", "on"):
        row = result[f"gc {collector}"]
        print(
            f"{result['count']:,} setTimeout(0), garbage collector {collector}: schedule "
            f"{row['schedule']:.3f} s, run {row['run']:.3f} s, total {row['total']:.3f} s "
            f"(target {TARGET_S:.1f} s)"
        )


if __name__ == "__main__":
    main()
