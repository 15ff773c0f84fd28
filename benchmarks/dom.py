"""The DOM against Python's HTML trees (issue 43's speed and memory goals), on the html
section's page (:func:`benchmarks.html_tokenizer.page`) at about 100 KB and 1 MB:

- **parse**: ``DOMParser().parseFromString(text, "text/html")`` (a ``Document`` of webapi's
  public nodes) against ``html5lib.parse(text)`` and ``BeautifulSoup(text, "html.parser")``;
  goals 0.6x html5lib and 0.7x BeautifulSoup or less;
- **outerHTML**: ``document.documentElement.outerHTML`` against ``str(soup)``; goal 1x or less;
- **href walk**: ``[a.href for a in document.getElementsByTagName("a")]`` (the document made
  with the page's URL, so each ``href`` is resolved by the URL Standard's parser) against
  ``[urljoin(url, a.get("href", "")) for a in soup.find_all("a")]``; goal 1x or less;
- **memory**: the bytes a parsed tree keeps (``tracemalloc``: traced memory after the parse and
  a collection, less before), webapi's ``Document`` against BeautifulSoup's tree and
  html5lib's; goal 0.5x BeautifulSoup's or less.

Times are thread CPU time (:func:`benchmarks._common.batched_rounds`): each contender's call
repeated within one timing until it lasts at least 5 ms, the contenders of a row timed in turn
within each round (the order rotating), the cyclic GC off during a timing; the figure is the
median over rounds, per call.
Trees used by the outerHTML and href rows are built once, outside the timing.

Run: ``python -m benchmarks.dom [--rounds N] [--sizes 100000,1000000]``. Without html5lib or
bs4 their columns are left out.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from functools import partial
from typing import Any
from urllib.parse import urljoin

from benchmarks._common import batched_rounds, retained_bytes
from benchmarks.html_tokenizer import page

__all__ = ["GOALS", "main", "run"]

URL = "https://www.example.com/news/index.html"
#: (row, peer) -> the goal for webapi / peer.
GOALS = {
    ("parse", "html5lib"): 0.6,
    ("parse", "BeautifulSoup"): 0.7,
    ("outerHTML", "BeautifulSoup"): 1.0,
    ("href walk", "BeautifulSoup"): 1.0,
    ("memory", "BeautifulSoup"): 0.5,
}


def _parsers() -> dict[str, Callable[[str], Any]]:
    from webapi.html.browsing._elements_bindings import DOMParser

    parser = DOMParser()
    found: dict[str, Callable[[str], Any]] = {
        "webapi": lambda text: parser.parseFromString(text, "text/html")
    }
    try:
        import html5lib  # type: ignore[import-untyped]

        found["html5lib"] = lambda text: html5lib.parse(text)
    except ImportError:
        pass
    try:
        import bs4

        found["BeautifulSoup"] = lambda text: bs4.BeautifulSoup(text, "html.parser")
    except ImportError:
        pass
    return found


def _rounds(contenders: dict[str, Callable[[], object]], rounds: int) -> dict[str, float]:
    """Median thread CPU ms per call of each contender over ``rounds``, each timing of at
    least 5 ms (:func:`benchmarks._common.batched_rounds`)."""
    timed = batched_rounds(contenders, rounds)
    return {name: timed.median_ms(name) for name in contenders}


def run_page(size: int, rounds: int) -> dict[str, dict[str, float]]:
    """One page's rows: row -> contender -> ms (memory: MB)."""
    from webapi.html import document_from_response

    text = page(size)
    parsers = _parsers()
    rows: dict[str, dict[str, float]] = {}
    rows["parse"] = _rounds({n: partial(p, text) for n, p in parsers.items()}, rounds)
    document: Any = document_from_response(text.encode(), URL, "text/html;charset=utf-8")
    walk: dict[str, Callable[[], object]] = {
        "webapi": lambda: [a.href for a in document.getElementsByTagName("a")]
    }
    outer: dict[str, Callable[[], object]] = {"webapi": lambda: document.documentElement.outerHTML}
    if "BeautifulSoup" in parsers:
        soup = parsers["BeautifulSoup"](text)
        outer["BeautifulSoup"] = lambda: str(soup)
        walk["BeautifulSoup"] = lambda: [
            urljoin(URL, a.get("href", "")) for a in soup.find_all("a")
        ]
    rows["outerHTML"] = _rounds(outer, rounds)
    rows["href walk"] = _rounds(walk, rounds)
    rows["memory"] = {n: retained_bytes(partial(p, text)) / 1e6 for n, p in parsers.items()}
    return rows


def run(sizes: list[int], rounds: int) -> dict[int, dict[str, dict[str, float]]]:
    return {size: run_page(size, rounds) for size in sizes}


def report(results: dict[int, dict[str, dict[str, float]]]) -> str:
    lines = [
        "| page | row | webapi | html5lib | BeautifulSoup | webapi/html5lib | "
        "webapi/BeautifulSoup | goal |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for size, rows in results.items():
        for row, found in rows.items():
            unit = " MB" if row == "memory" else " ms"
            cells = [
                f"{found[n]:.2f}{unit}" if n in found else ""
                for n in ("webapi", "html5lib", "BeautifulSoup")
            ]
            ratios, goals = [], []
            for peer in ("html5lib", "BeautifulSoup"):
                if peer in found:
                    ratio = found["webapi"] / found[peer]
                    goal = GOALS.get((row, peer))
                    mark = "" if goal is None else (" ok" if ratio <= goal else " MISSED")
                    ratios.append(f"{ratio:.2f}x{mark}")
                    if goal is not None:
                        goals.append(f"<= {goal}x {peer}")
                else:
                    ratios.append("")
            lines.append(
                f"| {size // 1000:,} KB | {row} | {' | '.join(cells)} | {' | '.join(ratios)} | "
                f"{', '.join(goals)} |"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.dom")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--sizes", default="100000,1000000")
    args = parser.parse_args(argv)
    sizes = [int(size) for size in args.sizes.split(",")]
    print(report(run(sizes, args.rounds)))


if __name__ == "__main__":
    main()
