"""URLPatternImpl against Chromium's URLPattern (Debian's /usr/bin/chromium, headless, through
Playwright) on generated patterns and inputs, including those on which Node (ada) diverges
from the spec: non-special protocols' pathnames and relative URLs without a base."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from _urlpattern_diff import ANSWER_FUNCTION, cases, mismatches

CHROMIUM = Path(os.environ.get("WEBAPI_CHROMIUM") or "/usr/bin/chromium")
#: The flags that keep Chromium off the network here (see tests/e2e/test_viewer.py).
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _unavailable(reason: str) -> None:
    if os.environ.get("WEBAPI_REQUIRE_E2E") == "1":
        pytest.fail(f"{reason} (and WEBAPI_REQUIRE_E2E=1 makes that a failure)")
    pytest.skip(reason)


@pytest.mark.needs_subprocess
def test_generated_patterns_agree_with_chromium() -> None:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright is not installed (pip install playwright; no browser download)")
    if not CHROMIUM.exists():
        _unavailable(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    generated = cases(seed=20260321, count=400, ada_safe=False)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        try:
            page = browser.new_page()
            answers = page.evaluate(ANSWER_FUNCTION, generated)
        finally:
            browser.close()
    found = mismatches(generated, answers)
    assert not found, json.dumps(found[:3], ensure_ascii=False, indent=1)[:6000]
