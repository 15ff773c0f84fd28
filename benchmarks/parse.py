"""Section ``parse``: parse each corpus line and read ``href``, contenders in alternating rounds."""

from __future__ import annotations

from dataclasses import dataclass, field

from benchmarks._common import alternate_rounds, fmt, median, ratio, table
from benchmarks.contenders import (
    ada,
    ada_href,
    parse_href_contenders,
    urlsplit_mode,
    webapi_href,
    webapi_parse_href,
)
from benchmarks.corpora import Corpus

__all__ = ["CorpusResult", "ParseResult", "report", "run"]

#: The targets of the issue: webapi / urlsplit, at most (and the stretch goal).
TARGET = 2.0
STRETCH = 1.5


@dataclass
class CorpusResult:
    corpus: str
    lines: int
    relative: int
    rounds: int
    #: contender -> median µs per line over the kept rounds
    us_per_url: dict[str, float]
    #: contender -> µs per line of every kept round
    rounds_us: dict[str, list[float]]
    #: contender -> lines that failed to parse
    failures: dict[str, int]
    webapi_vs_urlsplit: float | None
    webapi_vs_ada: float | None
    #: lines whose webapi href differs from ada's (None: ada not installed)
    differs_from_ada: int | None = None
    differs_examples: list[tuple[str, str | None, str | None]] = field(default_factory=list)


@dataclass
class ParseResult:
    urlsplit: str
    corpora: list[CorpusResult]


def _compare_with_ada(
    corpus: Corpus, limit: int = 5
) -> tuple[int, list[tuple[str, str | None, str | None]]]:
    count = 0
    examples: list[tuple[str, str | None, str | None]] = []
    for line, base in corpus.items:
        ours, theirs = webapi_href(line, base), ada_href(line, base)
        if ours != theirs:
            count += 1
            if len(examples) < limit:
                examples.append((line, ours, theirs))
    return count, examples


def run_corpus(
    corpus: Corpus, rounds: int, with_ada: bool = True, check: bool = True
) -> CorpusResult:
    n = len(corpus.items)
    contenders = parse_href_contenders(corpus.items, with_ada)
    samples = alternate_rounds(contenders, rounds)
    us = {name: [ns / 1000 / n for ns in values] for name, values in samples.items()}
    medians = {name: median(values) for name, values in us.items()}
    failures = {"webapi": webapi_parse_href(corpus.items)}
    failures.update({name: fn() for name, fn in contenders.items() if name != "webapi"})
    result = CorpusResult(
        corpus=corpus.name,
        lines=n,
        relative=corpus.relative,
        rounds=rounds,
        us_per_url=medians,
        rounds_us=us,
        failures=failures,
        webapi_vs_urlsplit=ratio(medians["webapi"], medians["urlsplit"]),
        webapi_vs_ada=ratio(medians["webapi"], medians.get("ada")),
    )
    if check and with_ada and ada() is not None:
        result.differs_from_ada, result.differs_examples = _compare_with_ada(corpus)
    return result


def run(
    corpora: list[Corpus], rounds: int, with_ada: bool = True, check: bool = True
) -> ParseResult:
    return ParseResult(
        urlsplit=urlsplit_mode(),
        corpora=[run_corpus(c, rounds, with_ada, check) for c in corpora],
    )


def report(result: ParseResult) -> str:
    header = [
        "corpus",
        "lines",
        "relative",
        "webapi µs",
        "urlsplit µs",
        "ada µs",
        "webapi/urlsplit",
        "webapi/ada",
        "urlsplit/ada",
        f"target ≤{TARGET:g}x",
    ]
    rows = []
    for c in result.corpora:
        r = c.webapi_vs_urlsplit
        verdict = (
            "-" if r is None else "met" if r <= STRETCH else "met*" if r <= TARGET else "MISSED"
        )
        rows.append(
            [
                c.corpus,
                str(c.lines),
                str(c.relative),
                fmt(c.us_per_url["webapi"]),
                fmt(c.us_per_url["urlsplit"]),
                fmt(c.us_per_url.get("ada")),
                fmt(r, 2, "x"),
                fmt(c.webapi_vs_ada, 2, "x"),
                fmt(ratio(c.us_per_url["urlsplit"], c.us_per_url.get("ada")), 2, "x"),
                verdict,
            ]
        )
    lines = [
        "## parse + href (median µs per URL over rounds; lower is better)",
        "",
        table(header, rows),
        "",
        f"met: ≤{STRETCH:g}x (stretch goal); met*: ≤{TARGET:g}x only. "
        f"urlsplit = {result.urlsplit}; relative lines use urljoin first.",
    ]
    for c in result.corpora:
        fails = ", ".join(f"{name} {count}" for name, count in c.failures.items())
        spread = ", ".join(f"{name} {fmt(min(v))}-{fmt(max(v))}" for name, v in c.rounds_us.items())
        lines.append(f"{c.corpus}: {c.rounds} rounds, range µs {spread}; failed lines: {fails}")
        if c.differs_from_ada is not None:
            lines.append(f"  webapi href differs from ada on {c.differs_from_ada} lines")
            for line, ours, theirs in c.differs_examples:
                lines.append(f"    {line!r}: webapi {ours!r}, ada {theirs!r}")
    return "\n".join(lines)
