"""Issue #33's URL table: parse + ``href`` of each corpus, webapi and the two C++ parsers' Python
bindings (upa-url, pybind11; ada-url, cffi), each as a ratio of the uncached ``urlsplit`` +
``geturl()`` measured in the same runs; the median and the range over several runs.

``python -m benchmarks.url_table [--runs 5] [--rounds 5] [--sample 20000] [--json OUT]``

A run is what the ``parse`` section does for one corpus (``benchmarks/contenders.py``): one
warm-up round, then ``--rounds`` rounds, the contenders interleaved in chunks of 500 lines with
the order rotating, thread CPU time; its ratio is the quotient of the contenders' medians over
the rounds. The runs of the three corpora alternate (run 1 of each corpus, then run 2, ...), so
that a stretch of load on the shared machine falls on every corpus alike. A contender that is not
installed is left out (its column says so).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from benchmarks._common import fmt, interleaved_chunks, median, table
from benchmarks.contenders import ada, parse_href_runners, upa
from benchmarks.corpora import Corpus, load_all

__all__ = ["main", "run"]

#: The peers' columns, in the issue's order.
PEERS = ("webapi", "upa", "ada")
CHUNK = 500


def run(corpora: list[Corpus], runs: int, rounds: int) -> dict[str, dict[str, list[float]]]:
    """Corpus -> contender -> its ratio to ``urlsplit`` in each run."""
    runners = parse_href_runners(with_ada=True, with_upa=True)
    ratios: dict[str, dict[str, list[float]]] = {
        c.name: {name: [] for name in runners if name != "urlsplit"} for c in corpora
    }
    for _ in range(runs):
        for corpus in corpora:
            samples = interleaved_chunks(runners, corpus.items, rounds, CHUNK)
            base = median(samples["urlsplit"])
            for name, values in samples.items():
                if name != "urlsplit":
                    ratios[corpus.name][name].append(median(values) / base)
    return ratios


def report(ratios: dict[str, dict[str, list[float]]], runs: int, rounds: int) -> str:
    header = ["corpus", *(f"{name} / urlsplit" for name in PEERS)]
    rows = []
    for corpus, by_name in ratios.items():
        row = [corpus]
        for name in PEERS:
            values = by_name.get(name)
            if not values:
                row.append("not installed")
                continue
            row.append(f"{fmt(median(values), 2)} ({fmt(min(values), 2)} to {fmt(max(values), 2)})")
        rows.append(row)
    versions = ", ".join(
        f"{name} {'installed' if module is not None else 'missing'}"
        for name, module in (("upa-url", upa()), ("ada-url", ada()))
    )
    return (
        f"## parse + href / urlsplit + geturl: median (range) of {runs} runs of {rounds} "
        f"rounds ({versions})\n\n" + table(header, rows)
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sample", type=int, default=20000, help="lines per corpus (0: all)")
    parser.add_argument("--json", help="also write the ratios of every run as JSON")
    args = parser.parse_args(argv)
    ratios = run(load_all(args.sample or None), args.runs, args.rounds)
    print(report(ratios, args.runs, args.rounds))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(ratios, out, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
