"""The differential run against ada: ``python -m tests.differential.run``.

Runs the WPT inputs once, then generated cases ``start .. start + cases - 1`` of the run
with ``--seed`` on ``--jobs`` processes, classifies every mismatch (``divergences``), and
prints the count of each class, the unexplained mismatches, and the wall time.  Exits 1
when any mismatch is unexplained or a case raised.  See ``docs/differential.md``.

    python -m tests.differential.run --cases 1000000 --seed 20260721 --jobs 2
    python -m tests.differential.run --seed 20260721 --case 4242      # one case, in detail
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
import traceback
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .ada_backend import ADA_AVAILABLE, ada_version
from .cases import Case, case_from_json
from .divergences import classify
from .generators import code_point_cases, generate, wpt_cases
from .harness import Stats, compare

__all__ = ["DEFAULT_SEED", "Report", "main", "run_cases", "run_generated"]

DEFAULT_SEED = 20260721
#: How many cases a worker runs per task.
CHUNK = 2000
#: How many examples of each class a report keeps.
SAMPLES = 3


@dataclass
class Report:
    """What a run found."""

    cases: int = 0
    mismatches: Counter[str] = field(default_factory=Counter)
    samples: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    unexplained: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    params_repaired: int = 0

    def merge(self, other: Report) -> None:
        self.cases += other.cases
        self.mismatches.update(other.mismatches)
        for name, examples in other.samples.items():
            kept = self.samples.setdefault(name, [])
            kept.extend(examples[: SAMPLES - len(kept)])
        self.unexplained.extend(other.unexplained)
        self.errors.extend(other.errors)
        self.params_repaired += other.params_repaired

    @property
    def failed(self) -> bool:
        return bool(self.unexplained or self.errors)


def run_cases(cases: Iterable[tuple[int | str, Case]]) -> Report:
    """Compare each ``(label, case)`` and classify what differs."""
    report = Report()
    stats = Stats()
    for label, case in cases:
        report.cases += 1
        try:
            mismatch = compare(case, stats)
            if mismatch is None:
                continue
            name = classify(mismatch)
        except Exception:
            report.errors.append(
                {"index": label, "case": case.to_json(), "traceback": traceback.format_exc()}
            )
            continue
        if name is None:
            report.unexplained.append({"index": label, **mismatch.to_json()})
            continue
        report.mismatches[name] += 1
        examples = report.samples.setdefault(name, [])
        if len(examples) < SAMPLES:
            examples.append({"index": label, **mismatch.to_json()})
    report.params_repaired = stats.params_repaired
    return report


def _generated(seed: int, start: int, stop: int) -> Iterator[tuple[int | str, Case]]:
    for index in range(start, stop):
        yield index, generate(seed, index)


def _chunk(task: tuple[int, int, int]) -> Report:
    seed, start, stop = task
    return run_cases(_generated(seed, start, stop))


def _code_point_chunk(task: tuple[int, int]) -> Report:
    return run_cases(code_point_cases(*task))


def run_code_points(
    start: int = 0, stop: int = 0x110000, jobs: int = 1, progress: bool = False
) -> Report:
    """Every scalar value in ``range(start, stop)`` in ``CODE_POINT_TEMPLATES`` (and more)."""
    step = 0x400
    tasks = [(lo, min(lo + step, stop)) for lo in range(start, stop, step)]
    report = Report()
    began = time.monotonic()
    with multiprocessing.get_context("fork").Pool(max(jobs, 1)) as pool:
        for result in pool.imap_unordered(_code_point_chunk, tasks):
            report.merge(result)
            if progress:
                _progress(report, (stop - start) * 10, began)
    return report


def run_generated(
    seed: int, start: int, count: int, jobs: int = 1, progress: bool = False
) -> Report:
    """Generated cases ``start .. start + count - 1`` of run ``seed``."""
    tasks = [
        (seed, lo, min(lo + CHUNK, start + count)) for lo in range(start, start + count, CHUNK)
    ]
    report = Report()
    began = time.monotonic()
    if jobs <= 1:
        results: Iterable[Report] = map(_chunk, tasks)
        for result in results:
            report.merge(result)
            if progress:
                _progress(report, count, began)
        return report
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        for result in pool.imap_unordered(_chunk, tasks):
            report.merge(result)
            if progress:
                _progress(report, count, began)
    return report


def _progress(report: Report, total: int, began: float) -> None:
    elapsed = time.monotonic() - began
    print(
        f"\r{report.cases:>10,} / {total:,} cases, {sum(report.mismatches.values()):,} "
        f"documented, {len(report.unexplained)} unexplained, {len(report.errors)} errors, "
        f"{elapsed:,.0f} s",
        end="",
        file=sys.stderr,
        flush=True,
    )


def _show_case(seed: int, index: int) -> int:
    case = generate(seed, index)
    print(json.dumps(case.to_json(), ensure_ascii=False, indent=2))
    mismatch = compare(case)
    if mismatch is None:
        print("webapi and ada agree")
        return 0
    print(mismatch.describe())
    name = classify(mismatch)
    print(f"class: {name or 'UNEXPLAINED'}")
    return 0 if name else 1


def _summary(report: Report, wall: float, args: argparse.Namespace) -> dict[str, Any]:
    from webapi.url import UNICODE_VERSION

    return {
        "seed": args.seed,
        "start": args.start,
        "mode": "replay" if args.replay else "code-points" if args.code_points else "generated",
        "generated_cases": args.cases,
        "other_cases": report.cases - args.cases,
        "cases": report.cases,
        "jobs": args.jobs,
        "wall_seconds": round(wall, 1),
        "ada_version": ada_version(),
        "webapi_unicode_version": UNICODE_VERSION,
        "documented_mismatches": dict(report.mismatches.most_common()),
        "unexplained_mismatches": len(report.unexplained),
        "errors": len(report.errors),
        "params_lists_repaired": report.params_repaired,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.differential.run", description=__doc__)
    parser.add_argument("--cases", type=int, default=1_000_000, help="generated cases to run")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--start", type=int, default=0, help="index of the first case")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--no-wpt", action="store_true", help="skip the WPT inputs")
    parser.add_argument("--case", type=int, help="show one case of the run and exit")
    parser.add_argument(
        "--code-points",
        action="store_true",
        help="instead: every scalar value in every CODE_POINT_TEMPLATES template (~11M cases)",
    )
    parser.add_argument("--replay", help="instead: run the mismatches saved by --save")
    parser.add_argument("--save", help="write the report (JSON) to this file")
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    args = parser.parse_args(argv)
    if not ADA_AVAILABLE:
        print("ada-url is not installed: pip install ada-url", file=sys.stderr)
        return 2
    if args.case is not None:
        return _show_case(args.seed, args.case)
    began = time.monotonic()
    report = Report()
    if args.replay:
        with open(args.replay, encoding="utf-8") as saved:
            data = json.load(saved)
        items = data["unexplained"] + data["errors"]
        for name, examples in data["samples"].items():
            items.extend({**example, "class": name} for example in examples)
        report.merge(
            run_cases((item.get("index", "?"), case_from_json(item["case"])) for item in items)
        )
        args.cases = 0
    elif args.code_points:
        report.merge(run_code_points(0, 0x110000, args.jobs, not args.quiet))
        args.cases = 0
    elif not args.no_wpt:
        report.merge(run_cases((f"wpt:{i}", case) for i, case in enumerate(wpt_cases())))
    if not (args.replay or args.code_points):
        report.merge(run_generated(args.seed, args.start, args.cases, args.jobs, not args.quiet))
    wall = time.monotonic() - began
    if not args.quiet:
        print(file=sys.stderr)
    summary = _summary(report, wall, args)
    print(json.dumps(summary, indent=2))
    for name, examples in report.samples.items():
        print(f"\n{name}: {report.mismatches[name]:,}, e.g.")
        for example in examples:
            print("  " + json.dumps(example, ensure_ascii=False))
    for title, items in (("UNEXPLAINED", report.unexplained), ("ERRORS", report.errors)):
        if items:
            print(f"\n{title} ({len(items)}):")
            for item in items[:50]:
                print("  " + json.dumps(item, ensure_ascii=False))
    if args.save:
        with open(args.save, "w", encoding="utf-8") as out:
            json.dump(
                {
                    "summary": summary,
                    "samples": report.samples,
                    "unexplained": report.unexplained,
                    "errors": report.errors,
                },
                out,
                ensure_ascii=False,
                indent=1,
            )
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
