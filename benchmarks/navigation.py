"""Section ``navigation``: a navigation to a 100 KB page through a callable transport
(``location.href = url`` in a window of ``webapi.html.open_window``, then the window's loop run
until the new document has loaded: the request, ``fetch()``, the events, the document by MIME
type) against parsing the same bytes into a ``Document``
(``webapi.html.document_from_response``) (issue 55; run on its own:
``python -m benchmarks.navigation [--rounds N] [--quick]``, or ``--only navigation``).

Median thread-CPU time per call over the rounds, contenders interleaved
(:func:`~benchmarks._common.batched_rounds`); the ratio is the median over rounds of the two
contenders' quotient in the same round. Target: ≤ 1.2x.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from benchmarks._common import batched_rounds, fmt, table

__all__ = ["NavigationResult", "page", "report", "run"]

SIZE = 100_000
TARGET = 1.2


@dataclass
class NavigationResult:
    size: int
    ms: dict[str, float]
    ratio: float


def page(size: int = SIZE) -> bytes:
    """An HTML page of about ``size`` bytes: a table of products with links and a form."""
    rows = []
    total = 0
    index = 0
    while total < size:
        row = (
            f"<tr><td><a href='/item/{index}'>Item {index}</a></td>"
            f"<td class=price>{index * 7 % 1000}.99</td>"
            f"<td><form action=/cart method=post><input type=hidden name=id value={index}>"
            f"<button>Add</button></form></td></tr>\n"
        )
        rows.append(row)
        total += len(row)
        index += 1
    return (
        "<!doctype html><html><head><meta charset=utf-8><title>Catalogue</title></head><body>"
        "<h1>Catalogue</h1><table>" + "".join(rows) + "</table></body></html>"
    ).encode()


def _contenders(body: bytes) -> dict[str, Callable[[], object]]:
    from webapi.html import document_from_response, open_window

    headers = {"Content-Type": "text/html; charset=utf-8"}

    def transport(request: Any) -> Any:
        return (200, headers, body)

    window = open_window(b"", url="https://shop.example/", transport=transport)
    loop = window.event_loop
    flip = [0]

    def navigate() -> object:
        flip[0] ^= 1
        window.location.href = f"https://shop.example/catalogue/{flip[0]}"
        loop.run_until_idle()
        return window.document

    def parse() -> object:
        return document_from_response(
            body, "https://shop.example/catalogue", headers["Content-Type"]
        )

    return {"navigation": navigate, "document_from_response": parse}


def run(rounds: int = 7, quick: bool = False) -> NavigationResult:
    size = SIZE // 10 if quick else SIZE
    body = page(size)
    timed = batched_rounds(_contenders(body), rounds=3 if quick else rounds)
    return NavigationResult(
        size=len(body),
        ms={name: timed.median_ms(name) for name in timed.per_call_ns},
        ratio=timed.ratio("navigation", "document_from_response"),
    )


def report(result: NavigationResult) -> str:
    base = result.ms["document_from_response"]
    rows = [[name, fmt(ms, 2), fmt(ms / base, 2, "x")] for name, ms in result.ms.items()]
    verdict = "met" if result.ratio <= TARGET else "MISSED"
    return "\n".join(
        [
            f"## A navigation to a {result.size:,}-byte page through a callable transport",
            "",
            table(["contender", "ms per call", "/ document_from_response"], rows),
            "",
            f"navigation / document_from_response (median of the rounds' quotients): "
            f"{result.ratio:.2f}x, target ≤ {TARGET}x: {verdict}",
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    print(report(run(args.rounds, args.quick)))


if __name__ == "__main__":
    main()
