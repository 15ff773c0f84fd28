"""Memory of one live window over many navigations (issue 73 item 3): the resident set size
(RSS) of a process whose one window (``open_window`` with a callable transport, on its
virtual clock) navigates again and again. webapi has no back/forward cache: each document the
window left must be freed (its session history entries keep URLs and states, not documents),
so the RSS after the last navigation is within a small margin of the RSS after
``--checkpoint`` of them (**flat**); a window that kept its documents grows by a page's tree
every navigation.

Scenarios (each in a process of its own):

- ``navigations``: ``location.href`` to a new URL, then the loop run until the new document
  has loaded, ``--count`` times (pushes: the session history holds its 50 entries);
- ``traversals``: two pages, then ``history.back()`` and ``history.forward()`` in turn, each
  reloading its page through the transport, ``--count`` times;
- ``frame navigations``: the ``iframe`` of a page navigated by its window's ``location.href``
  ``--count`` times (its entries in the page's joint session history, capped at 50);
- ``popups``: a ``target=_blank`` link clicked and the window it opened closed, ``--count``
  times;
- ``refresh loop``: a page of ``<meta http-equiv=refresh content=0>`` that reloads itself,
  ``--reloads`` times (100,000 by default), as the window's event loop runs it on the virtual
  clock (``open_window(refresh=True)``, then ``event_loop.advance(0)``: each call runs the
  loop's 100,000-task guard, about 33,000 reloads).

The pages are ``benchmarks/html_tokenizer.py``'s generated page of ``--size`` characters (the
refresh loop's a small one: 100,000 parses). No ``gc.collect()``. RSS from
``/proc/self/statm`` (``benchmarks.dom_memory.rss_mb``) after the first unit, after
``--checkpoint`` (a tenth of the units by default) and after all of them.

Run: ``python -m benchmarks.navigation_memory [--count 10000] [--reloads 100000] [--size
10000] [--only "navigations,refresh loop"]``. Measured figures: ``benchmarks/README.md``
("Stand-alone: memory of one live window").
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from typing import Any

from benchmarks.dom_memory import child_rss, flat, rss_mb

__all__ = ["SCENARIOS", "flat", "main", "run_scenario"]

HTML = {"Content-Type": "text/html; charset=utf-8"}
REFRESH_PAGE = b"<!doctype html><meta http-equiv=refresh content=0><title>again</title><p>again"


def _page(size: int) -> bytes:
    from benchmarks.html_tokenizer import page

    return page(size).encode()


def _navigations(count: int, size: int, record: Callable[[int], None]) -> None:
    from webapi.html import open_window

    body = _page(size)
    window = open_window("https://shop.example/0", transport=lambda request: (200, HTML, body))
    for index in range(1, count + 1):
        window.location.href = f"https://shop.example/{index}"
        window.event_loop.run_until_idle()
        record(index)


def _traversals(count: int, size: int, record: Callable[[int], None]) -> None:
    from webapi.html import open_window

    body = _page(size)
    window = open_window("https://shop.example/a", transport=lambda request: (200, HTML, body))
    window.location.href = "https://shop.example/b"
    window.event_loop.run_until_idle()
    for index in range(1, count + 1):
        if index % 2:
            window.history.back()
        else:
            window.history.forward()
        window.event_loop.run_until_idle()
        record(index)


def _frame_navigations(count: int, size: int, record: Callable[[int], None]) -> None:
    from webapi.html import open_window

    body = _page(size)
    top = b"<!doctype html><title>top</title><iframe src=/frame/0></iframe>"

    def transport(request: Any) -> Any:
        return (200, HTML, body if "/frame/" in request.url else top)

    window = open_window("https://shop.example/", transport=transport)
    for index in range(1, count + 1):
        window[0].location.href = f"https://shop.example/frame/{index}"
        window.event_loop.run_until_idle()
        record(index)


def _popups(count: int, size: int, record: Callable[[int], None]) -> None:
    from webapi.html import open_window

    body = _page(size)
    window = open_window(
        b"<!doctype html><a target=_blank href=/popup>open</a>",
        url="https://shop.example/",
        transport=lambda request: (200, HTML, body),
    )
    link = window.document.querySelector("a")
    for index in range(1, count + 1):
        link.click()
        window.event_loop.run_until_idle()
        window.opened_windows[-1].close()
        window.event_loop.run_until_idle()
        record(index)


def _refresh_loop(count: int, size: int, record: Callable[[int], None]) -> None:
    from webapi.html import open_window

    del size
    reloads = [0]
    done = b"<!doctype html><title>done</title>"

    def transport(request: Any) -> Any:
        if reloads[0] > count:
            return (200, HTML, done)
        if reloads[0]:
            record(reloads[0])
        reloads[0] += 1
        return (200, HTML, REFRESH_PAGE)

    window = open_window("https://shop.example/", transport=transport, refresh=True)
    while window.document.title != "done":
        window.event_loop.advance(0)


#: Scenario name -> (its function, whether its count is --reloads rather than --count).
SCENARIOS: dict[str, tuple[Callable[[int, int, Callable[[int], None]], None], bool]] = {
    "navigations": (_navigations, False),
    "traversals": (_traversals, False),
    "frame navigations": (_frame_navigations, False),
    "popups": (_popups, False),
    "refresh loop": (_refresh_loop, True),
}


def run_scenario(name: str, count: int, checkpoint: int, size: int) -> dict[str, float]:
    """In this process: ``count`` units of the scenario; RSS (MB) after the first, after
    ``checkpoint`` and after ``count``, and the seconds they took."""
    scenario = SCENARIOS[name][0]
    found: dict[str, float] = {}

    def record(index: int) -> None:
        if index in (1, checkpoint, count):
            found[str(index)] = rss_mb()

    start = time.perf_counter()
    scenario(count, size, record)
    found["seconds"] = time.perf_counter() - start
    return found


def _child(name: str, count: int, checkpoint: int, size: int) -> dict[str, float]:
    arguments = [name, "--count", str(count), "--checkpoint", str(checkpoint)]
    return child_rss("benchmarks.navigation_memory", [*arguments, "--size", str(size)])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.navigation_memory")
    parser.add_argument("--count", type=int, default=10_000, help="navigations, popups...")
    parser.add_argument("--reloads", type=int, default=100_000, help="the refresh loop's")
    parser.add_argument("--checkpoint", type=int, default=0, help="default: a tenth")
    parser.add_argument("--size", type=int, default=10_000, help="the page's size in characters")
    parser.add_argument("--only", default="", help="comma-separated scenario names")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        checkpoint = args.checkpoint or max(args.count // 10, 1)
        print(json.dumps(run_scenario(args.child, args.count, checkpoint, args.size)))
        return
    names = [name.strip() for name in args.only.split(",") if name.strip()] or list(SCENARIOS)
    unknown = [name for name in names if name not in SCENARIOS]
    if unknown:
        choices = ", ".join(SCENARIOS)
        parser.error(f"unknown scenario(s) {', '.join(unknown)}; choose from {choices}")
    print("| scenario | units | RSS @1 | RSS @checkpoint | RSS @end | growth | s | flat |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name in names:
        count = args.reloads if SCENARIOS[name][1] else args.count
        checkpoint = args.checkpoint or max(count // 10, 1)
        if not 1 <= checkpoint <= count:
            parser.error("--checkpoint must be between 1 and the count")
        found = _child(name, count, checkpoint, args.size)
        growth = found[str(count)] - found[str(checkpoint)]
        mark = "ok" if flat(found, count, checkpoint) else "GROWS"
        print(
            f"| {name} | {count:,} | {found['1']:.0f} MB | {found[str(checkpoint)]:.0f} MB "
            f"(@{checkpoint:,}) | {found[str(count)]:.0f} MB | {growth:+.1f} MB | "
            f"{found['seconds']:.0f} | {mark} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
