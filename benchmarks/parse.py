"""Section ``parse``: parse each corpus line and read ``href``, contenders interleaved in chunks."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from benchmarks._common import fmt, interleaved_chunks, median, ratio, table
from benchmarks.contenders import (
    ada,
    ada_href,
    parse_href_contenders,
    parse_href_runners,
    urlsplit_mode,
    webapi_href,
    webapi_parse_href,
)
from benchmarks.corpora import Corpus, Item

__all__ = [
    "CATEGORIES",
    "CategoryResult",
    "CorpusResult",
    "ParseResult",
    "category",
    "report",
    "run",
]

#: Lines per chunk: each chunk is timed for every contender in turn (see ``interleaved_chunks``).
CHUNK = 500

#: The line categories the synthetic corpus is broken down into (``category``).
CATEGORIES = (
    "plain",
    "relative",
    "IDN",
    "percent/odd",
    "IPv4",
    "IPv6",
    "file",
    "other schemes",
)
_SPECIAL_NETWORK = {"http", "https", "ws", "wss", "ftp"}
_SCHEME = re.compile(r"[\x00-\x20]*([A-Za-z][A-Za-z0-9+.\-]*):")
_AUTHORITY = re.compile(r"[/\\]*([^/\\?#]*)")
_IPV4ISH = re.compile(
    r"(?:0[xX][0-9a-fA-F]*|[0-9]+)(?:\.(?:0[xX][0-9a-fA-F]*|[0-9]+))*\.?", re.ASCII
)
_PLAIN = re.compile(r"[A-Za-z0-9\-._~!$&'()*+,;=:@/?#\[\]]*", re.ASCII)


def category(line: str, base: str | None) -> str:
    """Which of ``CATEGORIES`` a line belongs to (decided from the text alone, untimed)."""
    if base is not None:
        return "relative"
    m = _SCHEME.match(line)
    scheme = m.group(1).lower() if m else ""
    if scheme == "file":
        return "file"
    if scheme not in _SPECIAL_NETWORK:
        return "other schemes"
    rest = line[m.end() :] if m else line
    authority = _AUTHORITY.match(rest)
    host = authority.group(1).rpartition("@")[2] if authority else ""
    if host.startswith("["):
        return "IPv6"
    hostname = host.rpartition(":")[0] if ":" in host else host
    if _IPV4ISH.fullmatch(hostname):
        return "IPv4"
    if not hostname.isascii() or "xn--" in hostname.lower():
        return "IDN"
    if "%" in line or not _PLAIN.fullmatch(line.strip()):
        return "percent/odd"
    return "plain"


@dataclass
class CategoryResult:
    category: str
    lines: int
    #: contender -> median µs per line over the kept rounds
    us_per_url: dict[str, float]
    webapi_vs_urlsplit: float | None
    webapi_vs_ada: float | None


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
    #: the synthetic corpus per line category (empty for the others)
    categories: list[CategoryResult] = field(default_factory=list)


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
    samples = interleaved_chunks(parse_href_runners(with_ada), corpus.items, rounds, CHUNK)
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
    if corpus.name == "synthetic":
        result.categories = run_categories(corpus.items, rounds, with_ada)
    return result


def run_categories(items: list[Item], rounds: int, with_ada: bool = True) -> list[CategoryResult]:
    """Each category's lines timed on their own (same method as the whole corpus)."""
    groups: dict[str, list[Item]] = {name: [] for name in CATEGORIES}
    for line, base in items:
        groups[category(line, base)].append((line, base))
    out = []
    for name, group in groups.items():
        if not group:
            continue
        samples = interleaved_chunks(parse_href_runners(with_ada), group, rounds, CHUNK)
        us = {k: median([ns / 1000 / len(group) for ns in v]) for k, v in samples.items()}
        out.append(
            CategoryResult(
                name,
                len(group),
                us,
                ratio(us["webapi"], us["urlsplit"]),
                ratio(us["webapi"], us.get("ada")),
            )
        )
    return out


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
        "## parse + href (median thread-CPU µs per URL over rounds; lower is better)",
        "",
        table(header, rows),
        "",
        f"met: ≤{STRETCH:g}x (stretch goal); met*: ≤{TARGET:g}x only. "
        f"urlsplit = {result.urlsplit}; relative lines: urlsplit(urljoin(base, line)).geturl(). "
        f"Contenders interleaved in chunks of {CHUNK} lines, order rotating; "
        "time.thread_time_ns.",
    ]
    for c in result.corpora:
        fails = ", ".join(f"{name} {count}" for name, count in c.failures.items())
        spread = ", ".join(f"{name} {fmt(min(v))}-{fmt(max(v))}" for name, v in c.rounds_us.items())
        lines.append(f"{c.corpus}: {c.rounds} rounds, range µs {spread}; failed lines: {fails}")
        if c.differs_from_ada is not None:
            lines.append(f"  webapi href differs from ada on {c.differs_from_ada} lines")
            for line, ours, theirs in c.differs_examples:
                lines.append(f"    {line!r}: webapi {ours!r}, ada {theirs!r}")
    for c in result.corpora:
        if not c.categories:
            continue
        rows = [
            [
                k.category,
                str(k.lines),
                fmt(k.us_per_url["webapi"]),
                fmt(k.us_per_url["urlsplit"]),
                fmt(k.us_per_url.get("ada")),
                fmt(k.webapi_vs_urlsplit, 2, "x"),
                fmt(k.webapi_vs_ada, 2, "x"),
            ]
            for k in c.categories
        ]
        lines += [
            "",
            f"### {c.corpus} per line category",
            "",
            table(
                [
                    "category",
                    "lines",
                    "webapi µs",
                    "urlsplit µs",
                    "ada µs",
                    "webapi/urlsplit",
                    "webapi/ada",
                ],
                rows,
            ),
        ]
    return "\n".join(lines)
