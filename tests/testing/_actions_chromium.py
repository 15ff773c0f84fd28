"""Chromium's event logs for the actions differential (:mod:`tests.testing._actions_cases`):
each case run by Playwright's own actions in Chromium 156, on a new page. ``python -m
tests.testing._actions_chromium`` records them in :data:`DATA` (``--again``: every case
again; ``--again=PREFIX``: the cases whose names start with PREFIX)."""

from __future__ import annotations

import functools
import gzip
import json
from pathlib import Path
from typing import Any

from tests.testing._actions_cases import EVENTS, FIELDS, LOG_SCRIPT, STATE_SCRIPT, call, cases

__all__ = ["DATA", "ask", "load"]

DATA = Path(__file__).with_name("_actions_chromium.json.gz")
#: Waits for what an action queued (a ``select`` event): a task after the next frame.
_SETTLE = "() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))"


def ask(browser: Any, case: dict[str, Any]) -> dict[str, Any]:
    """Chromium's log of one case: ``{"events": [[type, target, *FIELDS]], "state"}``."""
    page = browser.new_page()
    try:
        page.set_content(case["html"])
        page.evaluate(LOG_SCRIPT, [EVENTS, list(FIELDS), case.get("cancel")])
        for selector, method, args in case["steps"]:
            call(page.locator(selector), method, args)
        page.evaluate(_SETTLE)
        return {"events": page.evaluate("window.__log"), "state": page.evaluate(STATE_SCRIPT)}
    finally:
        page.close()


@functools.cache
def load() -> dict[str, Any]:
    """The recorded logs (:data:`DATA`): case name -> log."""
    found: dict[str, Any] = json.loads(gzip.decompress(DATA.read_bytes()))
    return found


def _record(again: bool | str = False) -> None:
    """Ask Chromium for the cases not recorded yet (``again``: for every case; a string:
    for the cases whose names start with it)."""
    from oracles.chromium import browser

    logs = {} if again is True or not DATA.exists() else dict(load())
    if isinstance(again, str):  # (the cases whose names start so, asked again)
        logs = {name: log for name, log in logs.items() if not name.startswith(again)}
    with browser() as launched:
        for case in cases():
            if case["name"] not in logs:
                logs[case["name"]] = ask(launched, case)
    DATA.write_bytes(gzip.compress(json.dumps(logs, sort_keys=True).encode(), mtime=0))
    print(f"wrote {DATA}: {len(logs)} logs")


if __name__ == "__main__":
    import sys

    prefix = [a.split("=", 1)[1] for a in sys.argv if a.startswith("--again=")]
    _record(again=prefix[0] if prefix else "--again" in sys.argv)
