"""``wpt/expectations/fetch/chromium.json``: Chromium's results on the fetch suite's pinned WPT
files (``wpt/wpt-fetch-manifest.json``: Blob, File, FormData, Request, Response, Body,
Headers), run as :mod:`generate.chromium_wpt_dom` runs the DOM suite's (the same local
stand-in for WPT's server). With it the runner's denominators count the subtests of the files
whose harness stops early in webapi.

``python -m generate chromium-wpt-fetch /usr/bin/chromium`` writes the file; it needs the
suite's data (``../shared/wpt-fetch``, see docs/wpt.md) and Playwright.
"""

from __future__ import annotations

from pathlib import Path

from .chromium_wpt_dom import ROOT
from .chromium_wpt_dom import generate as generate_suite

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "fetch" / "chromium.json"


def generate(chromium: Path) -> str:
    """Run the fetch suite's files in ``chromium``; the JSON text of the target file."""
    return generate_suite(chromium, "fetch")
