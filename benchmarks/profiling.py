"""Section ``profile`` (not in the default run): cProfile of webapi's parse + href per corpus.

Prints the top functions by own time (``tottime``), and the slowest lines of each corpus (each
line timed on its own, best of 3), for whoever optimizes the engine. cProfile's overhead per
call inflates small functions: read the order, not the absolute times.
"""

from __future__ import annotations

import contextlib
import cProfile
import pstats
import time
from dataclasses import dataclass

from benchmarks._common import table
from benchmarks.contenders import webapi_parse_href
from benchmarks.corpora import Corpus, Item
from webapi import URL

__all__ = ["CorpusProfile", "ProfileResult", "report", "run"]


@dataclass
class FunctionRow:
    function: str
    ncalls: int
    tottime_ms: float
    cumtime_ms: float


@dataclass
class CorpusProfile:
    corpus: str
    lines: int
    total_ms: float
    top: list[FunctionRow]
    slowest_lines: list[tuple[str, float]]


@dataclass
class ProfileResult:
    corpora: list[CorpusProfile]


def _short(filename: str, line: int, name: str) -> str:
    if filename == "~":
        return name
    parts = filename.replace("\\", "/").split("/")
    filename = "/".join(parts[parts.index("webapi") :]) if "webapi" in parts else parts[-1]
    return f"{filename}:{line}({name})"


def _slowest_lines(items: list[Item], count: int) -> list[tuple[str, float]]:
    timed = []
    for line, base in items:
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter_ns()
            with contextlib.suppress(ValueError):
                URL(line, base).href  # noqa: B018
            best = min(best, time.perf_counter_ns() - start)
        timed.append((line, best / 1000))
    timed.sort(key=lambda pair: -pair[1])
    return timed[:count]


def profile_corpus(corpus: Corpus, top: int = 15, slowest: int = 10) -> CorpusProfile:
    webapi_parse_href(corpus.items)  # warm-up
    profiler = cProfile.Profile()
    profiler.enable()
    webapi_parse_href(corpus.items)
    profiler.disable()
    stats = pstats.Stats(profiler)
    raw = stats.stats  # type: ignore[attr-defined]
    rows = []
    for (filename, line, name), (_, ncalls, tottime, cumtime, _) in raw.items():
        rows.append(FunctionRow(_short(filename, line, name), ncalls, tottime * 1e3, cumtime * 1e3))
    rows.sort(key=lambda row: -row.tottime_ms)
    total = sum(row.tottime_ms for row in rows)
    return CorpusProfile(
        corpus.name, len(corpus.items), total, rows[:top], _slowest_lines(corpus.items, slowest)
    )


def run(corpora: list[Corpus], top: int = 15, slowest: int = 10) -> ProfileResult:
    return ProfileResult([profile_corpus(c, top, slowest) for c in corpora])


def report(result: ProfileResult) -> str:
    out = ["## profile of webapi parse + href (cProfile, top functions by own time)"]
    for c in result.corpora:
        rows = [
            [
                r.function,
                str(r.ncalls),
                f"{r.tottime_ms:.1f}",
                f"{100 * r.tottime_ms / c.total_ms:.1f}%",
                f"{r.cumtime_ms:.1f}",
            ]
            for r in c.top
        ]
        out += [
            "",
            f"### {c.corpus}: {c.lines} lines, {c.total_ms:.0f} ms under the profiler",
            "",
            table(["function", "ncalls", "tottime ms", "share", "cumtime ms"], rows),
            "",
            "slowest lines (µs, best of 3): "
            + "; ".join(f"{us:.1f} {line[:90]!r}" for line, us in c.slowest_lines),
        ]
    return "\n".join(out)
