"""``wpt/expectations/html/chromium.json``: Chromium 156's results on the html suite's pinned
WPT files (``wpt/wpt-html-manifest.json``: the reflection harness, ``html/dom/elements``, the
forms, tables, interactive elements and pseudo-classes), run as :mod:`generate.chromium_wpt_dom`
runs the DOM suite's (the same local stand-in for WPT's server, on loopback).

``python -m generate chromium-wpt-html /usr/bin/chromium`` writes the file (a few minutes); it
needs the suite's data (``../shared/wpt-tests``, see docs/wpt.md) and Playwright.
"""

from __future__ import annotations

from pathlib import Path

from .chromium_wpt_dom import ROOT
from .chromium_wpt_dom import generate as generate_suite

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "html" / "chromium.json"


def generate(chromium: Path) -> str:
    """Run the html suite's files in ``chromium``; the JSON text of the target file."""
    return generate_suite(chromium, "html")
