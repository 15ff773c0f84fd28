"""Section ``clone``: ``webapi.html.structuredClone`` of a nested value of about 1 MB (issue 55)
against ``copy.deepcopy``, the deep copy a Python user reaches for (run on its own:
``python -m benchmarks.structured_clone [--rounds N] [--quick]``, or ``--only clone``).

The value: a list of records as a JSON API would give them (dicts of strings, numbers, booleans,
None, lists of tags, nested dicts), with a few shared sub-dicts, tuples and datetimes, about
``SIZE`` bytes as JSON. Beside them, for perspective, ``pickle.loads(pickle.dumps(value))``
(C, and no copy of a ``str``'s identity rules) and the two halves of the clone
(``StructuredSerializeInternal``, ``StructuredDeserialize``).

Median thread-CPU time per call over the rounds, contenders interleaved
(:func:`~benchmarks._common.batched_rounds`, the cyclic GC off during each timing); the ratio is
the median over rounds of the two contenders' quotient in the same round. Target: ≤ 3x
``copy.deepcopy``.
"""

from __future__ import annotations

import argparse
import copy
import datetime
import json
import pickle
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from benchmarks._common import batched_rounds, fmt, table

__all__ = ["CloneResult", "nested_value", "report", "run"]

SIZE = 1_000_000
TARGET = 3.0


@dataclass
class CloneResult:
    size: int
    json_bytes: int
    ms: dict[str, float]
    ratio: float


def nested_value(size: int = SIZE, seed: int = 55) -> list[Any]:
    """A list of records of about ``size`` bytes as JSON (shared sub-dicts, tuples and
    datetimes among them, which JSON would write again each time)."""
    rng = random.Random(seed)
    shared = [{"id": i, "name": f"team {i}", "active": i % 2 == 0} for i in range(20)]
    when = datetime.datetime(2026, 11, 26, tzinfo=datetime.UTC)
    value: list[Any] = []
    total = 0
    while total < size:
        record = {
            "id": len(value),
            "name": f"user {rng.randrange(10**6)}",
            "email": f"u{rng.randrange(10**6)}@example.com",
            "score": rng.random() * 100,
            "verified": rng.random() < 0.5,
            "manager": None,
            "tags": [f"tag{rng.randrange(50)}" for _ in range(rng.randrange(1, 6))],
            "address": {"city": f"city {rng.randrange(500)}", "zip": f"{rng.randrange(10**5):05}"},
            "history": [
                {"at": rng.randrange(10**9), "event": rng.choice(["login", "buy", "view"])}
                for _ in range(rng.randrange(4))
            ],
            "team": rng.choice(shared),
            "position": (rng.random(), rng.random()),
            "created": when,
        }
        value.append(record)
        total += len(json.dumps(record, default=str)) + 2
    return value


def _contenders(value: object) -> dict[str, Callable[[], object]]:
    from webapi.html import structuredClone
    from webapi.html.common._structured_clone import (
        StructuredDeserialize,
        StructuredSerializeInternal,
    )

    serialized = StructuredSerializeInternal(value)
    return {
        "structuredClone": lambda: structuredClone(value),
        "copy.deepcopy": lambda: copy.deepcopy(value),
        "pickle round trip": lambda: pickle.loads(pickle.dumps(value, pickle.HIGHEST_PROTOCOL)),
        "  StructuredSerializeInternal": lambda: StructuredSerializeInternal(value),
        "  StructuredDeserialize": lambda: StructuredDeserialize(serialized),
    }


def run(rounds: int = 7, quick: bool = False) -> CloneResult:
    size = SIZE // 10 if quick else SIZE
    value = nested_value(size)
    timed = batched_rounds(_contenders(value), rounds=3 if quick else rounds)
    return CloneResult(
        size=size,
        json_bytes=len(json.dumps(value, default=str)),
        ms={name: timed.median_ms(name) for name in timed.per_call_ns},
        ratio=timed.ratio("structuredClone", "copy.deepcopy"),
    )


def report(result: CloneResult) -> str:
    deepcopy_ms = result.ms["copy.deepcopy"]
    rows = [[name, fmt(ms, 1), fmt(ms / deepcopy_ms, 2, "x")] for name, ms in result.ms.items()]
    verdict = "met" if result.ratio <= TARGET else "MISSED"
    return "\n".join(
        [
            f"## structuredClone of a nested value ({result.json_bytes:,} bytes as JSON)",
            "",
            table(["contender", "ms per call", "/ copy.deepcopy"], rows),
            "",
            f"structuredClone / copy.deepcopy (median of the rounds' quotients): "
            f"{result.ratio:.2f}x, target ≤ {TARGET}x: {verdict}",
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    print(report(run(args.rounds, args.quick)))


if __name__ == "__main__":
    main()
