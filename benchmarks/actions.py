"""Playwright's actions over a webapi window (issue 75's speed row: "actions <= 1 ms each"):
``click`` (a ``type=button`` button: the action's events, not a form submission's work),
``fill``, ``press``, ``check``/``uncheck`` and ``select_option`` through
``webapi.testing.Locator``, on a page of a form among 200 paragraphs; thread CPU time per
action, best of the rounds.

Run: ``python -m benchmarks.actions [--count N] [--rounds N]``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from benchmarks._common import CLOCK  # thread CPU time where there is one (not in Pyodide)

__all__ = ["main", "run"]

TARGET_MS = 1.0
_PAGE = (
    b"<!DOCTYPE html><title>actions</title>"
    + b"<p>filler paragraph</p>" * 100
    + b"<form><label>Name <input id=name></label><input id=agree type=checkbox>"
    b"<select id=fruit><option>Apple<option>Banana</select>"
    b"<button id=go type=button>Go</button></form>" + b"<p>filler paragraph</p>" * 100
)


def _actions(page: Any) -> dict[str, Callable[[int], None]]:
    button, name = page.locator("#go"), page.locator("#name")
    agree, fruit = page.locator("#agree"), page.locator("#fruit")
    return {
        "click": lambda i: button.click(),
        "fill": lambda i: name.fill(f"value {i}"),
        "press": lambda i: name.press("a"),
        "check/uncheck": lambda i: agree.check() if i % 2 == 0 else agree.uncheck(),
        "select_option": lambda i: fruit.select_option(index=i % 2),
    }


def run(count: int = 300, rounds: int = 3) -> dict[str, float]:
    """Milliseconds (thread CPU) per action, best of ``rounds`` of ``count`` each."""
    from webapi.testing import Page

    page = Page.open(_PAGE)
    result: dict[str, float] = {}
    for label, action in _actions(page).items():
        action(0)
        best = None
        for _ in range(rounds):
            started = CLOCK()
            for index in range(count):
                action(index)
            spent = (CLOCK() - started) / 1e6 / count
            best = spent if best is None else min(best, spent)
        assert best is not None
        result[label] = best
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    for label, milliseconds in run(args.count, args.rounds).items():
        print(f"{label}: {milliseconds:.3f} ms per action (target {TARGET_MS:.1f} ms)")


if __name__ == "__main__":
    main()
