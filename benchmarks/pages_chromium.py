"""Chromium's answers for the fields of ``benchmarks.pages`` (issue 76: the fields' exact
matches with Chromium 156's answers, beside pages per second): each page of
``benchmarks.pages_corpus`` loaded in headless Chromium (``oracles.chromium``'s browser and
flags) from its own URL (``https://shop0.example/catalogue/0/item-0.html``...: a Playwright route
answers every request with the page's bytes, ``Content-Type: text/html`` without a charset,
as the benchmark's pages are labelled; any other request, 204), and each field of
``benchmarks.pages_corpus.FIELDS`` read by the DOM in JavaScript as a scraper means it:

- ``title``, ``heading``: the first Text child of the ``title`` (``h1``) elements, in tree
  order (parsel's ``title::text`` then ``get()``);
- ``links``: ``a.href`` of each ``a`` element with an ``href`` attribute;
- ``next``: the first ``a[rel=next]``'s ``href`` attribute, as written;
- ``cells``: the Text nodes of ``document.evaluate("//table/tbody/tr/td/text()")``;
- ``text``: the body's ``innerText``.

Recorded in ``pages_chromium.json.gz`` beside this file (``python -m benchmarks.pages_chromium
[--pages N]`` writes it again; all 1,000 pages took some 5 minutes on a loaded machine):
the benchmark counts each contender's exact matches against it, the default tests compare
webapi's rows with it (``tests/test_dask_fields_chromium.py``), and a slow test asks Chromium
again (``tests/e2e/test_dask_fields_chromium.py``).
"""

from __future__ import annotations

import argparse
import gzip
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from benchmarks.pages_corpus import FIELDS, page, page_url

__all__ = ["READ", "RECORDED", "ask", "load", "main"]

#: The recorded answers: ``{"browser": version, "answers": [row of page 0, row of page 1...]}``.
RECORDED = Path(__file__).with_name("pages_chromium.json.gz")

#: The fields of :data:`benchmarks.pages_corpus.FIELDS`, read by Chromium's DOM.
READ = """() => {
  const texts = (query) => Array.from(document.querySelectorAll(query)).flatMap((e) =>
    Array.from(e.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.data));
  const next = document.querySelector("a[rel=next]");
  const cells = document.evaluate("//table/tbody/tr/td/text()", document, null,
    XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  const found = [];
  for (let i = 0; i < cells.snapshotLength; i++) found.push(cells.snapshotItem(i).data);
  const root = document.body || document.documentElement;
  return {
    title: texts("title")[0] ?? null,
    heading: texts("h1")[0] ?? null,
    links: Array.from(document.querySelectorAll("a"))
      .filter((a) => a.hasAttribute("href")).map((a) => a.href),
    next: next === null ? null : next.getAttribute("href"),
    cells: found,
    text: root === null ? "" : root.innerText,
  };
}"""


def ask(indices: Iterable[int]) -> tuple[str, list[dict[str, Any]]]:
    """Chromium's version and its answers (a row of :data:`READ`'s fields) for the pages
    ``indices``, each loaded from its URL."""
    from oracles.chromium import browser

    wanted = list(indices)
    bodies = {page_url(index): page(index) for index in wanted}

    def answer(route: Any) -> None:
        body = bodies.get(route.request.url.split("#", 1)[0])
        if body is None:
            route.fulfill(status=204)
        else:
            route.fulfill(status=200, body=body, headers={"Content-Type": "text/html"})

    rows = []
    with browser() as launched:
        context = launched.new_context()
        tab = context.new_page()
        tab.route("**/*", answer)
        for index in wanted:
            tab.goto(page_url(index), wait_until="domcontentloaded")
            row: dict[str, Any] = tab.evaluate(READ)
            rows.append({field: row[field] for field in FIELDS})
        version = str(launched.version)
        context.close()
    return version, rows


def load() -> dict[str, Any]:
    """The recorded answers (:data:`RECORDED`)."""
    found: dict[str, Any] = json.loads(gzip.decompress(RECORDED.read_bytes()))
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.pages_chromium")
    parser.add_argument("--pages", type=int, default=1000)
    args = parser.parse_args(argv)
    version, rows = ask(range(args.pages))
    text = json.dumps({"browser": version, "answers": rows}, ensure_ascii=False, indent=0)
    RECORDED.write_bytes(gzip.compress((text + "\n").encode("utf-8"), 9, mtime=0))
    print(f"wrote {RECORDED}: {len(rows):,} pages, Chromium {version}")


if __name__ == "__main__":
    main()
