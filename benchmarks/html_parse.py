"""Parsing against html5lib and BeautifulSoup on every kind of page (issue 58 item 13: parse
0.5x html5lib and 0.5x ``BeautifulSoup(text, "html.parser")`` or less on each page):

- **article**: the html section's page (:func:`benchmarks.html_tokenizer.page`), a news
  article of paragraphs, links, lists and character references;
- **tag soup**: the markup tree construction repairs (:func:`soup_page`): misnested
  formatting (the adoption agency), text in a table (foster parenting), nested links,
  ``font`` soup, list items left open, misnested inline elements;
- **tables**: a table-heavy page (:func:`table_page`): tables of rows of cells, each cell with
  text or a link (the "in row" and "in cell" insertion modes).

Each page about ``--size`` characters; the parse row of :mod:`benchmarks.dom`
(``DOMParser().parseFromString(text, "text/html")``, ``html5lib.parse(text)``,
``BeautifulSoup(text, "html.parser")``), timed by :func:`benchmarks._common.batched_rounds`
(thread CPU time, contenders interleaved within each round, the GC off during a timing). The
ratios are medians over rounds of webapi's time over the peer's in the same round.

Run: ``python -m benchmarks.html_parse [--rounds N] [--size 100000]``. Without html5lib or
bs4 their columns are left out.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from functools import partial

from benchmarks._common import batched_rounds
from benchmarks.dom import _parsers
from benchmarks.html_tokenizer import page as article_page

__all__ = ["GOAL", "PAGES", "main", "run", "soup_page", "table_page"]

#: The goal for webapi / peer on every page.
GOAL = 0.5

#: The tag soup's pieces, picked at random (a fixed seed).
_SOUP = (
    "<p><b>bold <i>both</b> italic</i> text</p>",
    "<table><tr>stray text<td>cell <a href=x>l1<a href=y>l2</a></td></tr>more</table>",
    "<font color=red><font size=2><b>x<p>para</font> y</b></font>",
    "<a href=/a>one <div>block <a href=/b>two</a></div></a>",
    "<ul><li>item <li>item two<ol><li>nested</ul>",
    "<div><span>t<em>e</span>m</em> words here &amp; more</div>",
)


def soup_page(size: int = 100_000) -> str:
    """A page of about ``size`` characters of tag soup (:data:`_SOUP`'s pieces)."""
    pick = random.Random(1)
    parts: list[str] = []
    length = 0
    while length < size:
        piece = pick.choice(_SOUP)
        parts.append(piece)
        length += len(piece)
    return "<!doctype html><html><body>" + "".join(parts) + "</body></html>"


def table_page(size: int = 100_000) -> str:
    """A page of about ``size`` characters of tables: a header row, then ten rows of four
    cells (numbers, a link, a header cell) in each."""
    parts: list[str] = []
    length = 0
    table = 0
    while length < size:
        rows = "".join(
            f"<tr><td>{table}</td><td class=n>{table * 3 + row}</td>"
            f"<td><a href=/r{table}/{row}>row {row}</a></td><th>h</th></tr>"
            for row in range(10)
        )
        piece = f"<table><thead><tr><th>a<th>b<th>c<th>d</thead><tbody>{rows}</tbody></table>"
        parts.append(piece)
        length += len(piece)
        table += 1
    return "<!doctype html><title>tables</title>" + "".join(parts)


PAGES: dict[str, Callable[[int], str]] = {
    "article": article_page,
    "tag soup": soup_page,
    "tables": table_page,
}


def run(size: int, rounds: int) -> dict[str, dict[str, float]]:
    """Page -> ``webapi``, ``html5lib``, ``BeautifulSoup`` (median ms per parse) and
    ``webapi/<peer>`` (the median ratio)."""
    parsers = _parsers()
    results: dict[str, dict[str, float]] = {}
    for name, make in PAGES.items():
        text = make(size)
        timed = batched_rounds({n: partial(p, text) for n, p in parsers.items()}, rounds)
        found = {n: timed.median_ms(n) for n in parsers}
        for peer in parsers:
            if peer != "webapi":
                found["webapi/" + peer] = timed.ratio("webapi", peer)
        results[name] = found
    return results


def report(results: dict[str, dict[str, float]]) -> str:
    lines = [
        "| page | webapi ms | html5lib ms | BeautifulSoup ms | webapi/html5lib | "
        "webapi/BeautifulSoup |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for name, found in results.items():
        cells = [
            f"{found[n]:.1f}" if n in found else "" for n in ("webapi", "html5lib", "BeautifulSoup")
        ]
        for peer in ("html5lib", "BeautifulSoup"):
            ratio = found.get("webapi/" + peer)
            mark = "" if ratio is None else (" ok" if ratio <= GOAL else " MISSED")
            cells.append("" if ratio is None else f"{ratio:.2f}x{mark}")
        lines.append(f"| {name} | {' | '.join(cells)} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.html_parse")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--size", type=int, default=100_000)
    args = parser.parse_args(argv)
    print(report(run(args.size, args.rounds)))


if __name__ == "__main__":
    main()
