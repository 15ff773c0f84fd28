"""Section ``memory``: bytes per live ``URL`` object, measured with ``tracemalloc``.

For each kind of object, the same ``n`` lines (the first ``n`` of the real-web corpus that
webapi parses) are first built once and dropped (so that lazily imported modules, interned
strings and caches are warmed up), then: collect, note the traced size, build ``n`` objects into
a list allocated before tracing starts, note the traced size again (``live``), drop them,
collect, note it once more (``retained``: what stays after the objects are gone, e.g. caches
that grew). Bytes per object = (live - before) / n; retained per object = (retained - before)
/ n. The input strings exist before and after, so they are not counted; everything an object
holds (its parsed components, its serialization) is.

Kinds: ``URL(line)``; the same after reading ``href``; the same after reading ``searchParams``;
``urlsplit(line)`` (uncached), the ``SplitResult`` the issue compares against. ada's objects
live mostly in C++ memory that ``tracemalloc`` does not see, so ada is not measured.
"""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass

from benchmarks._common import fmt, table
from benchmarks.contenders import uncached_urlsplit
from webapi import URL

__all__ = ["KINDS", "MemoryResult", "ObjectMemory", "measure", "report", "run"]

TARGET = 250


def _url(line: str) -> object:
    return URL(line)


def _url_href(line: str) -> object:
    url = URL(line)
    url.href  # noqa: B018
    return url


def _url_search_params(line: str) -> object:
    url = URL(line)
    url.href  # noqa: B018
    url.searchParams  # noqa: B018
    return url


def _split_result(line: str) -> object:
    with uncached_urlsplit() as split:
        return split(line)


KINDS: dict[str, Callable[[str], object]] = {
    "URL": _url,
    "URL after .href": _url_href,
    "URL after .searchParams": _url_search_params,
    "SplitResult (urlsplit)": _split_result,
}


@dataclass
class ObjectMemory:
    kind: str
    objects: int
    bytes_per_object: float
    retained_per_object: float


@dataclass
class MemoryResult:
    objects: int
    kinds: list[ObjectMemory]


def measure(kind: str, make: Callable[[str], object], lines: list[str]) -> ObjectMemory:
    n = len(lines)
    held: list[object] = [None] * n
    for i, line in enumerate(lines):  # warm-up: lazy imports, caches
        held[i] = make(line)
    for i in range(n):
        held[i] = None
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for i, line in enumerate(lines):
            held[i] = make(line)
        gc.collect()
        live = tracemalloc.get_traced_memory()[0]
        for i in range(n):
            held[i] = None
        gc.collect()
        retained = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    del held
    return ObjectMemory(kind, n, (live - before) / n, (retained - before) / n)


def usable_lines(lines: list[str], n: int) -> list[str]:
    """The first ``n`` lines that webapi parses (so every kind builds ``n`` objects)."""
    out = []
    for line in lines:
        try:
            URL(line)
        except ValueError:
            continue
        out.append(line)
        if len(out) == n:
            break
    return out


def run(lines: list[str], n: int) -> MemoryResult:
    chosen = usable_lines(lines, n)
    return MemoryResult(len(chosen), [measure(k, make, chosen) for k, make in KINDS.items()])


def report(result: MemoryResult) -> str:
    header = ["object", "bytes/object", "retained/object", f"target ≤{TARGET}"]
    rows = []
    for k in result.kinds:
        verdict = "-"
        if k.kind.startswith("URL"):
            verdict = "met" if k.bytes_per_object <= TARGET else "MISSED"
        rows.append([k.kind, fmt(k.bytes_per_object, 0), fmt(k.retained_per_object, 0), verdict])
    return "\n".join(
        [
            f"## memory per live object (tracemalloc, {result.objects} objects, real-web lines)",
            "",
            table(header, rows),
            "",
            "retained: traced bytes left after the objects are dropped (caches), per object.",
        ]
    )
