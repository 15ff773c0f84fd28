"""The text a reader sees (issue 53): webapi's ``visible_text`` (the HTML parse, the cascade of
the page's style sheet and ``body.innerText``) against html-text's ``extract_text`` (lxml's
parse and its own rules, no style sheet), on the same bytes, each including its parse.

The page is the html section's news page (:func:`benchmarks.html_tokenizer.page`) at about
100 KB and 1 MB with a sheet of a few hundred rules added to its head (:func:`style_sheet`:
class, ID, type, descendant and child rules, attribute selectors, ``@media`` blocks, some
hiding elements of the page, ``!important``), so that the cascade has real work.

Timing: :func:`benchmarks._common.batched_rounds` (the contenders interleaved round by round,
thread CPU time, the median of the rounds). html-text is in the bench extra
(``pip install -e '.[bench]'``); without it webapi's times are shown alone.

Run: ``python -m benchmarks.text [--rounds N]``.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Any

from benchmarks._common import batched_rounds, fmt, table
from benchmarks.html_tokenizer import page

__all__ = ["main", "run", "style_sheet", "styled_page"]


def style_sheet(rules: int = 400) -> str:
    """A sheet of ``rules`` rules of the kinds real sheets have (deterministic)."""
    kinds = (
        ".story-{i} h2 {{ text-transform: none; }}",
        "#block-{i} > .inner {{ display: block; }}",
        "article .meta-{i} {{ white-space: nowrap; }}",
        "nav li.item-{i} {{ display: inline-block; }}",
        "[data-slot='{i}'] {{ visibility: hidden; }}",
        "ul.list-{i} > li + li {{ float: left; }}",
        "@media (max-width: {w}px) {{ .col-{i} {{ display: none; }} }}",
        ".btn-{i}:hover, .btn-{i}:focus {{ position: relative; }}",
        "div.card-{i} p:first-child {{ text-transform: uppercase; }}",
        "table.t-{i} td:nth-child(2n) {{ white-space: pre; }}",
    )
    out = [
        ".ad, .sponsored, [hidden] { display: none !important; }",
        "footer small { text-transform: uppercase; }",
        ".nav > li { display: inline-block; }",
    ]
    for i in range(rules):
        out.append(kinds[i % len(kinds)].format(i=i, w=300 + i))
    return "\n".join(out)


def styled_page(size: int, rules: int = 400) -> bytes:
    """The news page of about ``size`` characters with :func:`style_sheet` in its head."""
    text = page(size)
    return text.replace("</head>", f"<style>\n{style_sheet(rules)}\n</style>\n</head>", 1).encode()


def run(rounds: int = 7, sizes: tuple[int, ...] = (100_000, 1_000_000)) -> list[dict[str, Any]]:
    """Each size's median seconds per contender and the median of webapi's time over
    html-text's in the same round."""
    from webapi.html import visible_text

    html_text: Any
    try:
        html_text = importlib.import_module("html_text")
    except ImportError:
        html_text = None
    results = []
    for size in sizes:
        data = styled_page(size)
        contenders = {"webapi visible_text": lambda data=data: visible_text(data)}
        if html_text is not None:
            contenders["html-text extract_text"] = lambda data=data: html_text.extract_text(
                data.decode("utf-8")
            )
        batched = batched_rounds(contenders, rounds=rounds)
        medians = {name: batched.median_ns(name) / 1e9 for name in contenders}
        ratio = (
            batched.ratio("webapi visible_text", "html-text extract_text")
            if html_text is not None
            else None
        )
        results.append({"bytes": len(data), "seconds": medians, "ratio": ratio})
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    rows = []
    for result in run(args.rounds):
        seconds = result["seconds"]
        mine = seconds["webapi visible_text"]
        theirs = seconds.get("html-text extract_text")
        rows.append(
            [
                f"{result['bytes'] // 1000} KB",
                fmt(mine * 1000, 1, " ms"),
                fmt(None if theirs is None else theirs * 1000, 1, " ms"),
                fmt(result["ratio"], 2, "x"),
            ]
        )
    print(table(["page", "webapi", "html-text", "webapi / html-text"], rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
