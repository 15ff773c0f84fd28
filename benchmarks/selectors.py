"""Selectors: webapi's ``querySelectorAll`` (at the impl level, over the DOM tree of the html
section's 100 KB page) against soupsieve's ``select`` (over BeautifulSoup's tree of the same page,
``html.parser``), issue 44's ten selectors of the kind scrapers write. Each selector is timed for
both contenders in turn, the order alternating, thread CPU time; the figure is the median over
rounds of each contender's total for the ten, and the ratio webapi / soupsieve (the issue's
goal: 0.25 or less). The trees are built once, outside the timing; answers are compared (the
count of elements each selects) and printed beside the times.

Run: ``python -m benchmarks.selectors [--rounds N]``. Without soupsieve and bs4 the peer is
left out.
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from typing import Any

from benchmarks._common import median
from benchmarks.html_tokenizer import page

__all__ = ["SELECTORS", "main", "run"]

#: Issue 44's selectors of the kind scrapers write.
SELECTORS = [
    "a[href]",
    "div.product > h2 a",
    "table tr:nth-child(2n) td",
    "ul li:not(.ad)",
    "[data-id]",
    "form input[type=hidden]",
    ":is(h1,h2,h3)",
    "a:has(> img)",
    "#main p:first-of-type",
    'meta[name="description" i]',
]


def _contenders(text: str) -> dict[str, Callable[[str], int]]:
    from tests.selectors._trees import html_document
    from webapi.selectors.engine import query_selector_all

    document = html_document(text)
    found: dict[str, Callable[[str], int]] = {
        "webapi": lambda selector: len(query_selector_all(document, selector))
    }
    try:
        import bs4
        import soupsieve
    except ImportError:
        return found
    soup = bs4.BeautifulSoup(text, "html.parser")
    found["soupsieve"] = lambda selector: len(soupsieve.select(selector, soup))
    return found


def run(rounds: int = 7) -> dict[str, Any]:
    """Per contender: the median total over rounds (ms) and the counts it selected."""
    text = page()
    contenders = _contenders(text)
    counts = {name: [call(s) for s in SELECTORS] for name, call in contenders.items()}
    totals: dict[str, list[float]] = {name: [] for name in contenders}
    names = list(contenders)
    for r in range(rounds):
        gc.collect()
        gc.disable()
        try:
            for name in names if r % 2 == 0 else reversed(names):
                start = time.thread_time_ns()
                for selector in SELECTORS:
                    contenders[name](selector)
                totals[name].append((time.thread_time_ns() - start) / 1e6)
        finally:
            gc.enable()
    return {name: {"ms": median(totals[name]), "counts": counts[name]} for name in contenders}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.selectors")
    parser.add_argument("--rounds", type=int, default=7)
    results = run(parser.parse_args(argv).rounds)
    for name, result in results.items():
        print(f"{name:10} {result['ms']:9.1f} ms  counts {result['counts']}")
    if "soupsieve" in results:
        ratio = results["webapi"]["ms"] / results["soupsieve"]["ms"]
        print(f"webapi / soupsieve: {ratio:.2f}x (goal: 0.25x or less)")


if __name__ == "__main__":
    main()
