"""``wpt/expectations/shadow-dom/chromium.json``: Chromium 156's results on the shadow-dom
suite's pinned WPT files (``wpt/wpt-shadow-dom-manifest.json``), run as
:mod:`generate.chromium_wpt_dom` runs the DOM suite's (the same local stand-in for WPT's
server).

``python -m generate chromium-wpt-shadow-dom /usr/bin/chromium`` writes the file (under a
minute); it needs the suite's data (``../shared/wpt-tests``, see docs/wpt.md) and Playwright.
"""

from __future__ import annotations

from pathlib import Path

from .chromium_wpt_dom import ROOT
from .chromium_wpt_dom import generate as generate_suite

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "shadow-dom" / "chromium.json"


def generate(chromium: Path) -> str:
    """Run the shadow-dom suite's files in ``chromium``; the JSON text of the target file."""
    return generate_suite(chromium, "shadow-dom")
