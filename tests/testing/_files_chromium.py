"""Chromium's logs of the ``set_input_files`` cases (:mod:`tests.testing._files_cases`), each
run by Playwright's own ``set_input_files`` in Chromium 156 on a new page.
``python -m tests.testing._files_chromium`` records them in :data:`DATA`."""

from __future__ import annotations

import functools
import gzip
import json
import tempfile
from pathlib import Path
from typing import Any

from tests.testing._files_cases import LOG_SCRIPT, PAGE, cases, make_files, run_calls

__all__ = ["DATA", "ask", "load"]

DATA = Path(__file__).with_name("_files_chromium.json.gz")


def ask(browser: Any, case: dict[str, Any], folder: Path) -> dict[str, Any]:
    """Chromium's log of one case: ``{"events", "errors"}``."""
    page = browser.new_page()
    try:
        page.set_content(PAGE)
        page.evaluate(LOG_SCRIPT)
        errors = run_calls(page, case, folder)
        return {"events": page.evaluate("window.__log"), "errors": errors}
    finally:
        page.close()


@functools.cache
def load() -> dict[str, Any]:
    """The recorded logs (:data:`DATA`): case name -> log."""
    found: dict[str, Any] = json.loads(gzip.decompress(DATA.read_bytes()))
    return found


def _record() -> None:
    from oracles.chromium import browser

    logs = {}
    with tempfile.TemporaryDirectory() as name, browser() as launched:
        folder = Path(name)
        make_files(folder)
        for case in cases():
            logs[case["name"]] = ask(launched, case, folder)
    DATA.write_bytes(gzip.compress(json.dumps(logs, sort_keys=True).encode(), mtime=0))
    print(f"wrote {DATA}: {len(logs)} logs")


if __name__ == "__main__":
    _record()
