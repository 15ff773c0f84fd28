"""Chromium 156's answers to the Selection API cases (:mod:`tests.html._selection_cases`).
``python -m tests.html._selection_chromium`` records them in :data:`DATA`."""

from __future__ import annotations

import functools
import gzip
import json
from pathlib import Path
from typing import Any

from tests.html._selection_cases import PAGE, RUN_SCRIPT, cases

__all__ = ["DATA", "ask", "load"]

DATA = Path(__file__).with_name("_selection_chromium.json.gz")


def ask(browser: Any, ops: list[Any]) -> Any:
    """Chromium's answer to one sequence."""
    page = browser.new_page()
    try:
        page.set_content(PAGE)
        return page.evaluate(RUN_SCRIPT, ops)
    finally:
        page.close()


@functools.cache
def load() -> list[Any]:
    """The recorded answers, in the order of :func:`cases`."""
    found: list[Any] = json.loads(gzip.decompress(DATA.read_bytes()))
    return found


def _record() -> None:
    from oracles.chromium import browser

    with browser() as launched:
        answers = [ask(launched, ops) for ops in cases()]
    DATA.write_bytes(gzip.compress(json.dumps(answers).encode(), mtime=0))
    print(f"wrote {DATA}: {len(answers)} answers")


if __name__ == "__main__":
    _record()
