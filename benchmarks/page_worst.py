"""The worst page of the memory, first-read and clone rows (issue 77 items 2 and 3), on each
kind of page of :data:`benchmarks.page_kinds.PAGE_KINDS` (about 100 KB) and, besides, a small
news page (about 2 KB), a 1 MB news page and a 1.7 MB documentation page:

- **memory**: the bytes a parsed tree keeps (``tracemalloc``: traced memory after the parse
  and a collection, less before; each parser run once first), webapi's ``Document`` against
  ``BeautifulSoup(text, "html.parser")``'s tree; goal 0.4x or less;
- **textContent, first read**: ``document.documentElement.textContent`` read once on each of
  documents parsed before the timing (nothing kept yet) against lxml.html's
  ``root.text_content()`` on trees parsed the same way; goal 3x or less;
- **cloneNode**: ``document.documentElement.cloneNode(True)`` against ``copy.deepcopy`` of
  lxml.html's root (:func:`benchmarks._common.batched_rounds`); goal 3x or less;
- **innerText, first read** (issue 77 item 4): ``document.body.innerText`` read once on each
  of documents parsed before the timing (the cascade and the text: nothing computed yet)
  against html-text's ``extract_text`` of lxml.html's tree parsed the same way; goal 1.5x or
  less; and the same read against webapi's own parse of the page (``innerText / parse``);
  goal 1x or less.

Times are thread CPU, the contenders interleaved (the order rotating each round), the cyclic
GC off during a timing, medians of the rounds; a first-read timing reads as many new
documents as make it last about 5 ms (at most 20). Each row's report ends with its worst page.

Run: ``python -m benchmarks.page_worst [--rounds N] [--pages news,forum]``.
"""

from __future__ import annotations

import argparse
import copy
import gc
from collections.abc import Callable
from typing import Any

from benchmarks._common import CLOCK, MIN_TIMING_NS, batched_rounds, median, retained_bytes
from benchmarks.html_tokenizer import page as news_page
from benchmarks.page_kinds import PAGE_KINDS, docs_page

__all__ = ["GOALS", "PAGES", "main", "run"]

#: row -> (peer, goal for webapi / peer)
GOALS = {
    "memory": ("bs4", 0.4),
    "textContent, first read": ("lxml", 3.0),
    "cloneNode": ("lxml", 3.0),
    "innerText, first read": ("html-text", 1.5),
    "innerText / parse": ("parse", 1.0),
}
#: The pages: the kinds of page, and a small and two large ones.
PAGES: dict[str, Callable[[], str]] = {
    **PAGE_KINDS,
    "news 2 KB": lambda: news_page(2_000),
    "news 1 MB": lambda: news_page(1_000_000),
    "docs 1.7 MB": lambda: docs_page(1_700_000),
}


def _first_reads(
    parsers: dict[str, Callable[[], Any]], readers: dict[str, Callable[[Any], object]], rounds: int
) -> dict[str, float]:
    """Median thread CPU ms of one read of a new tree, per contender."""
    counts = {}
    for name, parse in parsers.items():
        tree = parse()
        start = CLOCK()
        readers[name](tree)
        counts[name] = max(1, min(20, MIN_TIMING_NS // max(1, CLOCK() - start)))
    samples: dict[str, list[float]] = {name: [] for name in parsers}
    names = list(parsers)
    for r in range(rounds):
        k = r % len(names)
        for name in names[k:] + names[:k]:
            trees = [parsers[name]() for _ in range(counts[name])]
            read = readers[name]
            gc.collect()
            gc.disable()
            try:
                start = CLOCK()
                for tree in trees:
                    read(tree)
                elapsed = CLOCK() - start
            finally:
                gc.enable()
            samples[name].append(elapsed / counts[name] / 1e6)
            del trees
    return {name: median(found) for name, found in samples.items()}


def run_page(text: str, rounds: int) -> dict[str, dict[str, float]]:
    """One page's rows: row -> contender -> ms (memory: MB)."""
    import bs4
    import html_text  # type: ignore[import-untyped,unused-ignore]
    import lxml.html  # type: ignore[import-untyped,unused-ignore]

    from webapi.html.browsing._elements_bindings import DOMParser

    parser = DOMParser()

    def ours() -> Any:
        return parser.parseFromString(text, "text/html")

    def soup() -> Any:
        return bs4.BeautifulSoup(text, "html.parser")

    def tree() -> Any:
        return lxml.html.fromstring(text)

    ours()
    soup()
    rows = {"memory": {"webapi": retained_bytes(ours) / 1e6, "bs4": retained_bytes(soup) / 1e6}}
    rows["textContent, first read"] = _first_reads(
        {"webapi": ours, "lxml": tree},
        {
            "webapi": lambda document: document.documentElement.textContent,
            "lxml": lambda root: root.text_content(),
        },
        rounds,
    )
    root = ours().documentElement
    theirs = tree()
    timed = batched_rounds(
        {"webapi": lambda: root.cloneNode(True), "lxml": lambda: copy.deepcopy(theirs)}, rounds
    )
    rows["cloneNode"] = {name: timed.median_ms(name) for name in ("webapi", "lxml")}
    rows["innerText, first read"] = _first_reads(
        {"webapi": ours, "html-text": tree},
        {
            "webapi": lambda document: document.body.innerText,
            "html-text": html_text.extract_text,
        },
        rounds,
    )
    rows["innerText / parse"] = {
        "webapi": rows["innerText, first read"]["webapi"],
        "parse": _first_reads({"parse": lambda: text}, {"parse": _parse_with(parser)}, rounds)[
            "parse"
        ],
    }
    return rows


def _parse_with(parser: Any) -> Callable[[str], object]:
    def parse(text: str) -> object:
        return parser.parseFromString(text, "text/html")

    return parse


def run(pages: list[str], rounds: int) -> dict[str, dict[str, dict[str, float]]]:
    """page -> row -> contender -> ms (memory: MB)."""
    return {name: run_page(PAGES[name](), rounds) for name in pages}


def report(results: dict[str, dict[str, dict[str, float]]]) -> str:
    lines = [
        "| row | page | webapi | peer | ratio | goal |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for row, (peer, goal) in GOALS.items():
        unit = "MB" if row == "memory" else "ms"
        worst = ("", 0.0)
        for name, rows in results.items():
            found = rows[row]
            ratio = found["webapi"] / found[peer]
            worst = max(worst, (name, ratio), key=lambda pair: pair[1])
            lines.append(
                f"| {row} | {name} | {found['webapi']:.3f} {unit} | {peer} {found[peer]:.3f} "
                f"{unit} | {ratio:.2f}x | <= {goal}x |"
            )
        mark = "ok" if worst[1] <= goal else "MISSED"
        lines.append(f"| {row} | **worst: {worst[0]}** | | | {worst[1]:.2f}x | {mark} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.page_worst")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--pages", default=",".join(PAGES))
    args = parser.parse_args(argv)
    print(report(run(args.pages.split(","), args.rounds)))


if __name__ == "__main__":
    main()
