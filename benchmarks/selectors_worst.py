"""Selectors on every kind of page, the worst page reported (issue 77 item 1): webapi's
``querySelector`` and ``querySelectorAll`` against selectolax (``css_first`` / ``css``, lexbor
in C) and soupsieve (``select_one`` / ``select`` over BeautifulSoup's tree), on the pages of
:data:`benchmarks.page_kinds.PAGE_KINDS`, with one list of selectors for all of them
(:data:`SELECTORS`): some select nothing on some pages or on all of them (where a
``querySelector`` cannot stop early), ``:is(h1, h2, h3) a`` among them.

Rows (each a ratio per page and selector; the report gives the worst page and selector):

- ``querySelector`` / ``querySelectorAll`` same document: webapi / selectolax (goal <= 3x);
- the same on a new document (each query the first after the parse:
  :func:`benchmarks.selectors.as_parsed`): webapi / selectolax (goal <= 4x), and webapi /
  soupsieve (goal <= 0.1x);
- ``querySelectorAll`` after a tree change: before each query an element (a ``div`` with a
  link) is appended to an element in the middle of the page, or removed again (every other
  call), through the DOM (``appendChild`` / ``remove``, timed with the query); webapi /
  selectolax's ``css`` (goal <= 3x).

Timing: :func:`benchmarks._common.batched_rounds` (calls batched to 5 ms, contenders
interleaved round by round, thread CPU time, medians). Answers are compared untimed; a peer's
ratio is left out where it gives another answer.

Run: ``python -m benchmarks.selectors_worst [--rounds N] [--pages news,forum] [--json OUT]``.
"""

from __future__ import annotations

import argparse
import gc
from collections.abc import Callable
from typing import Any

from benchmarks._common import fmt, table, write_results
from benchmarks.page_kinds import PAGE_KINDS
from benchmarks.selectors import (
    _selectolax,
    _soupsieve,
    _webapi,
    _webapi_new,
    answered_and_timed,
)

__all__ = ["GOALS", "ROWS", "SELECTORS", "main", "report", "run", "worst"]

#: One list for every page: some select nothing on a page (or on every page).
SELECTORS = [
    "a",
    "p a",
    ":is(h1, h2, h3) a",
    "div p",
    "ul > li",
    "li a",
    "td a",
    "img[alt]",
    'a[href^="https://"]',
    ".missing",
    "#missing",
    "div.missing",
    "div .missing a",
    "p span.none",
    "section > h2 + p",
    "ul li:nth-child(2)",
    "form input[type=hidden]",
    "svg path",
    "div > span:not(.x)",
    "article .byline time, .post .date",
]

#: Row -> (webapi contender, peer contender, method, goal).
ROWS: dict[str, tuple[str, str, str, float]] = {
    "querySelector same document / selectolax": ("webapi", "selectolax", "first", 3.0),
    "querySelector new document / selectolax": ("webapi (new)", "selectolax", "first", 4.0),
    "querySelectorAll same document / selectolax": ("webapi", "selectolax", "all", 3.0),
    "querySelectorAll new document / selectolax": ("webapi (new)", "selectolax", "all", 4.0),
    "querySelectorAll after a tree change / selectolax": (
        "webapi (changed)",
        "selectolax",
        "all",
        3.0,
    ),
    "querySelector new document / soupsieve": ("webapi (new)", "soupsieve", "first", 0.1),
    "querySelectorAll new document / soupsieve": ("webapi (new)", "soupsieve", "all", 0.1),
}
GOALS = {row: goal for row, (_, _, _, goal) in ROWS.items()}

Calls = tuple[Callable[[str], Any], Callable[[str], Any] | None, Callable[[Any], Any]]


def _webapi_changed(text: str) -> Calls:
    """webapi with a change of the tree through the DOM before each query: a ``div`` holding
    a link appended to the element in the middle of the body's elements, removed again the
    next time."""
    query_all, _, describe = _webapi(text)
    document: Any = query_all.__self__  # type: ignore[attr-defined]
    body = document.body
    every = body.getElementsByTagName("*")
    parent = every.item(every.length // 2)
    added = document.createElement("div")
    added.className = "added"
    link = document.createElement("a")
    link.setAttribute("href", "/added")
    added.appendChild(link)
    state = [False]

    def select_all(selector: str) -> Any:
        if state[0]:
            added.remove()
        else:
            parent.appendChild(added)
        state[0] = not state[0]
        return query_all(selector)

    return select_all, None, describe


def _contenders(text: str) -> dict[str, Calls]:
    return {
        "webapi": _webapi(text),
        "webapi (new)": _webapi_new(text),
        "webapi (changed)": _webapi_changed(text),
        "selectolax": _selectolax(text),
        "soupsieve": _soupsieve(text),
    }


def run(
    rounds: int = 5, pages: list[str] | None = None, min_ns: int | None = None
) -> dict[str, Any]:
    """Per page, method (``all``, ``first``) and selector: each contender's median ms per call,
    the ratios of :data:`ROWS` (median over rounds), whether each agrees with webapi."""
    results: dict[str, Any] = {}
    for page_name in pages or list(PAGE_KINDS):
        text = PAGE_KINDS[page_name]()
        found = _contenders(text)
        # the trees built kept out of the collections each timing starts with (a collection
        # over them costs more than most calls: gc.collect() before each timing)
        gc.collect()
        gc.freeze()
        per_method: dict[str, Any] = {}
        for method in ("all", "first"):
            calls = {
                name: (c[0] if method == "all" else c[1])
                for name, c in found.items()
                if (c[0] if method == "all" else c[1]) is not None
            }
            rows = []
            for selector in SELECTORS:
                answers, timed = answered_and_timed(
                    calls,  # type: ignore[arg-type]
                    found,
                    selector,
                    rounds,
                    min_ns,
                    unanswered=("webapi (changed)",),
                )
                rows.append(
                    {
                        "selector": selector,
                        "elements": _count(answers["webapi"]),
                        "ms": {n: timed.median_ms(n) for n in calls},
                        "ratio": {
                            f"{mine} / {peer}": timed.ratio(mine, peer)
                            for mine, peer, m, _ in ROWS.values()
                            if m == method
                        },
                        "same": {n: a == answers["webapi"] for n, a in answers.items()},
                    }
                )
            per_method[method] = rows
        results[page_name] = per_method
        gc.unfreeze()
    return results


def _count(answer: Any) -> int:
    if answer is None:
        return 0
    return len(answer) if isinstance(answer, list) else 1


def worst(results: dict[str, Any]) -> dict[str, Any]:
    """Per row of :data:`ROWS`: the worst page and selector (where the peer agrees), the worst
    page by its summed times, and how many (page, selector) pairs are over the goal."""
    summary: dict[str, Any] = {}
    for row, (mine, peer, method, goal) in ROWS.items():
        key = f"{mine} / {peer}"
        pairs = []
        pages = []
        for page_name, per_method in results.items():
            agreed = [r for r in per_method[method] if r["same"].get(peer)]
            pairs += [(r["ratio"][key], page_name, r["selector"]) for r in agreed]
            if agreed:
                total = sum(r["ms"][mine] for r in agreed) / sum(r["ms"][peer] for r in agreed)
                pages.append((total, page_name))
        top = max(pairs)
        summary[row] = {
            "goal": goal,
            "worst": top[0],
            "worst_page": top[1],
            "worst_selector": top[2],
            "worst_page_total": max(pages)[0],
            "worst_page_total_name": max(pages)[1],
            "over": sum(ratio > goal for ratio, _, _ in pairs),
            "pairs": len(pairs),
        }
    return summary


def report(results: dict[str, Any]) -> str:
    """Per page and method, each selector's times and ratios; then the worst of each row."""
    lines = []
    for page_name, per_method in results.items():
        for method, rows in per_method.items():
            names = list(rows[0]["ms"])
            keys = list(rows[0]["ratio"])
            header = [f"{page_name}: {method}", "n"] + [f"{n} ms" for n in names] + keys
            body = []
            for r in rows:
                cells = [r["selector"], str(r["elements"])]
                cells += [
                    fmt(r["ms"][n], 4) + ("" if r["same"].get(n, True) else " (differs)")
                    for n in names
                ]
                cells += [fmt(r["ratio"][k]) for k in keys]
                body.append(cells)
            lines += ["", table(header, body)]
    lines.append("")
    body = []
    for row, s in worst(results).items():
        body.append(
            [
                row,
                f"<= {fmt(s['goal'])}x",
                f"{fmt(s['worst'])}x ({s['worst_page']}, {s['worst_selector']})",
                f"{fmt(s['worst_page_total'])}x ({s['worst_page_total_name']})",
                f"{s['over']} of {s['pairs']}",
            ]
        )
    header = ["row", "goal", "worst page and selector", "worst page (summed)", "over"]
    lines.append(table(header, body))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.selectors_worst")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--pages", default=",".join(PAGE_KINDS))
    parser.add_argument("--min-ms", type=float, default=None, help="shortest timing (ms)")
    parser.add_argument("--json", metavar="OUT", help="write every figure to OUT")
    args = parser.parse_args(argv)
    min_ns = None if args.min_ms is None else int(args.min_ms * 1e6)
    results = run(args.rounds, args.pages.split(","), min_ns)
    print(report(results))
    if args.json:
        write_results(args.json, results)


if __name__ == "__main__":
    main()
