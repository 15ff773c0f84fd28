"""``wpt/expectations/dom/chromium-ranges.json``: Chromium's results on the DOM suite's
``dom/ranges`` files, which :mod:`generate.chromium_wpt_dom` leaves out (43,856 subtests: minutes
in a browser), run the same way. With it the runner's denominators count the subtests of the
ranges files whose harness stops early in webapi (``wpt/wpt_dom.py``'s ``file_counts``: the
most subtests any engine ran).

``python -m generate chromium-wpt-dom-ranges /usr/bin/chromium`` writes the file; it needs the
DOM suite's data (with ``dom/ranges/Range-test-iframe.html``, which the manifest pins by URL)
and Playwright.
"""

from __future__ import annotations

from pathlib import Path

from .chromium_wpt_dom import ROOT
from .chromium_wpt_dom import generate as generate_suite

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "dom" / "chromium-ranges.json"


def generate(chromium: Path) -> str:
    """Run the DOM suite's ``dom/ranges`` files in ``chromium``; the JSON text of the target
    file."""
    return generate_suite(chromium, "dom", ranges=True)
