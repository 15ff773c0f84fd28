"""Section ``params``: ``URLSearchParams`` parse + serialize against ``parse_qsl`` + ``urlencode``.

The workload is every non-empty query (between the first ``?`` and the first ``#``) of the
absolute lines of each corpus. webapi: ``str(URLSearchParams(query))``; urllib:
``urlencode(parse_qsl(query, keep_blank_values=True))`` (the WHATWG parser keeps empty values,
so ``keep_blank_values`` makes the work comparable); ada: ``str(ada_url.URLSearchParams(query))``.
"""

from __future__ import annotations

from dataclasses import dataclass

from benchmarks._common import fmt, interleaved_chunks, median_us_per_item, ratio, table
from benchmarks.contenders import query_runners
from benchmarks.corpora import Corpus

__all__ = ["ParamsResult", "QueryResult", "queries_of", "report", "run", "run_queries"]

TARGET = 0.6
#: Queries per chunk (see ``interleaved_chunks``).
CHUNK = 500
URLLIB = "parse_qsl+urlencode"


@dataclass
class QueryResult:
    corpus: str
    queries: int
    mean_length: float
    us_per_query: dict[str, float]
    webapi_vs_urllib: float | None
    webapi_vs_ada: float | None


@dataclass
class ParamsResult:
    corpora: list[QueryResult]


def queries_of(lines: list[str]) -> list[str]:
    out = []
    for line in lines:
        before_fragment = line.partition("#")[0]
        if "?" in before_fragment:
            query = before_fragment.partition("?")[2]
            if query:
                out.append(query)
    return out


def run_queries(name: str, queries: list[str], rounds: int, with_ada: bool = True) -> QueryResult:
    n = max(1, len(queries))
    us = median_us_per_item(interleaved_chunks(query_runners(with_ada), queries, rounds, CHUNK), n)
    return QueryResult(
        corpus=name,
        queries=len(queries),
        mean_length=sum(map(len, queries)) / n,
        us_per_query=us,
        webapi_vs_urllib=ratio(us["webapi"], us[URLLIB]),
        webapi_vs_ada=ratio(us["webapi"], us.get("ada")),
    )


def run(corpora: list[Corpus], rounds: int, with_ada: bool = True) -> ParamsResult:
    results = []
    for corpus in corpora:
        queries = queries_of([line for line, base in corpus.items if base is None])
        if queries:
            results.append(run_queries(corpus.name, queries, rounds, with_ada))
    return ParamsResult(results)


def report(result: ParamsResult) -> str:
    header = [
        "queries of",
        "count",
        "mean len",
        "webapi µs",
        "urllib µs",
        "ada µs",
        "webapi/urllib",
        "webapi/ada",
        f"target ≤{TARGET:g}x",
    ]
    rows = []
    for q in result.corpora:
        r = q.webapi_vs_urllib
        rows.append(
            [
                q.corpus,
                str(q.queries),
                fmt(q.mean_length, 1),
                fmt(q.us_per_query["webapi"]),
                fmt(q.us_per_query[URLLIB]),
                fmt(q.us_per_query.get("ada")),
                fmt(r, 2, "x"),
                fmt(q.webapi_vs_ada, 2, "x"),
                "-" if r is None else "met" if r <= TARGET else "MISSED",
            ]
        )
    return "\n".join(
        [
            "## URLSearchParams parse + serialize (median thread-CPU µs per query string)",
            "",
            table(header, rows),
            "",
            "webapi: str(URLSearchParams(q)); urllib: urlencode(parse_qsl(q, "
            "keep_blank_values=True)); ada: str(ada_url.URLSearchParams(q)).",
        ]
    )
