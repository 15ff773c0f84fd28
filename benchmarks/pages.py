"""A scraper's fields from many pages, per core: ``python -m benchmarks.pages [--pages N]``.

The pages of ``benchmarks.pages_corpus`` (1,000 by default), their fields
(``benchmarks.pages_corpus.FIELDS``: the title, the ``h1``, every link resolved against the base
URL, the ``rel=next`` link as written, the table's cells, the body's text) read by:

- ``webapi.dask.extract_table``: the browser's decoding, tree, selectors, ``a.href`` and
  ``innerText``;
- BeautifulSoup (``html.parser``) and ``urllib.parse.urljoin``, with ``get_text()``;
- parsel (lxml) and ``urljoin``, the body's text nodes joined;
- selectolax (Lexbor) and ``urljoin``, with ``text()``.

Each is timed in this process (processor time, so pages per second per core), the best of
``--rounds``; the table also says on how many pages each field is exactly Chromium 156's
answer (``benchmarks.pages_chromium``: recorded for the 1,000 pages; the other libraries'
trees and text depart from the browser's: an implied ``tbody``, a base URL, a
``windows-1252`` query, text hidden by a style sheet).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin

from benchmarks.pages_chromium import load
from benchmarks.pages_corpus import FIELDS, pages

__all__ = ["CONTENDERS", "main", "measure"]

Row = dict[str, Any]
Reader = Callable[[str, bytes], Row]


def _webapi_rows(corpus: list[tuple[str, bytes]]) -> list[Row]:
    from webapi.dask import Page, extract_table

    table = extract_table(
        [Page(url, body, [("Content-Type", "text/html")]) for url, body in corpus], FIELDS
    )
    return table.drop_columns(["url"]).to_pylist()  # type: ignore[no-any-return]


def _join(base: str, href: str) -> str:
    """``urljoin``, the value as written where it raises (``http://[bad/``)."""
    try:
        return urljoin(base, href)
    except ValueError:
        return href


def _base(url: str, href: str | None) -> str:
    return url if href is None else _join(url, href)


def _soup(url: str, body: bytes) -> Row:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(body, "html.parser")
    title, heading = soup.find("title"), soup.find("h1")
    base = soup.find("base", href=True)
    base_url = _base(url, str(base["href"]) if base is not None else None)
    nxt = soup.select_one("a[rel=next]")
    return {
        "title": title.string if title is not None else None,
        "heading": heading.string if heading is not None else None,
        "links": [_join(base_url, str(a["href"])) for a in soup.find_all("a", href=True)],
        "next": nxt.get("href") if nxt is not None else None,
        "cells": [td.get_text() for td in soup.select("table td")],
        "text": soup.body.get_text() if soup.body is not None else "",
    }


def _parsel(url: str, body: bytes) -> Row:
    from parsel import Selector

    page = Selector(body=body, base_url=url)
    base_url = _base(url, page.css("base::attr(href)").get())
    return {
        "title": page.css("title::text").get(),
        "heading": page.css("h1::text").get(),
        "links": [_join(base_url, href) for href in page.css("a::attr(href)").getall()],
        "next": page.css("a[rel=next]::attr(href)").get(),
        "cells": page.xpath("//table/tbody/tr/td/text()").getall(),
        "text": "".join(page.xpath("//body//text()").getall()),
    }


def _selectolax(url: str, body: bytes) -> Row:
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(body)
    title, heading = tree.css_first("title"), tree.css_first("h1")
    base = tree.css_first("base[href]")
    base_url = _base(url, base.attributes.get("href") if base is not None else None)
    nxt = tree.css_first("a[rel=next]")
    return {
        "title": title.text() if title is not None else None,
        "heading": heading.text(deep=False) if heading is not None else None,
        "links": [_join(base_url, a.attributes.get("href") or "") for a in tree.css("a[href]")],
        "next": nxt.attributes.get("href") if nxt is not None else None,
        "cells": [td.text() for td in tree.css("table td")],
        "text": tree.body.text() if tree.body is not None else "",
    }


def _each(reader: Reader) -> Callable[[list[tuple[str, bytes]]], list[Row]]:
    def rows(corpus: list[tuple[str, bytes]]) -> list[Row]:
        return [reader(url, body) for url, body in corpus]

    return rows


#: Name -> a function from the pages to their rows.
CONTENDERS: dict[str, Callable[[list[tuple[str, bytes]]], list[Row]]] = {
    "webapi (extract_table)": _webapi_rows,
    "BeautifulSoup html.parser + urljoin": _each(_soup),
    "parsel (lxml) + urljoin": _each(_parsel),
    "selectolax (Lexbor) + urljoin": _each(_selectolax),
}


def measure(count: int, rounds: int) -> tuple[int, list[tuple[str, float, dict[str, int]]]]:
    """The number of pages Chromium's answers are recorded for (of ``count``), and
    ``(name, pages per processor second, {field: pages where it is exactly Chromium's})`` of
    each contender that is installed."""
    corpus = list(pages(count))
    chromium: list[Row] = load()["answers"][:count]
    results = []
    for name, run in CONTENDERS.items():
        try:
            run(corpus[:2])
        except ImportError:
            continue
        best = float("inf")
        rows: list[Row] = []
        for _ in range(rounds):
            started = time.process_time()
            rows = run(corpus)
            best = min(best, time.process_time() - started)
        pairs = list(zip(rows, chromium, strict=False))
        same = {f: sum(mine[f] == theirs[f] for mine, theirs in pairs) for f in FIELDS}
        results.append((name, count / best, same))
    return len(chromium), results


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.pages")
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    recorded, results = measure(args.pages, args.rounds)
    names = list(FIELDS)
    print(f"{args.pages:,} pages; fields exactly Chromium 156's answers, of {recorded:,}:")
    print("| reader | pages/s per core | " + " | ".join(names) + " |")
    print("|---|---:|" + "---:|" * len(names))
    for name, rate, same in results:
        cells = " | ".join(f"{same[field]:,}" for field in names)
        print(f"| {name} | {rate:,.0f} | {cells} |")


if __name__ == "__main__":
    main()
