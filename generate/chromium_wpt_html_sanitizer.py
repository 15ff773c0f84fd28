"""``wpt/expectations/html/chromium-sanitizer.json``: Chromium 156's results on the html suite's
``sanitizer-api`` files (the HTML Sanitizer API: ``setHTML``, ``Document.parseHTML``, the
``Sanitizer``'s configurations), which :mod:`generate.chromium_wpt_html` leaves out, run the
same way. With it the runner's denominators count the subtests those files have in Chromium
(``wpt/wpt_dom.py``'s ``file_counts``: the most subtests any engine ran); jsdom has no
Sanitizer API, so no jsdom record is made of them.

``python -m generate chromium-wpt-html-sanitizer /usr/bin/chromium`` writes the file (seconds);
it needs the html suite's data with the ``sanitizer-api`` files the manifest pins by URL
(``downloads``) and Playwright.
"""

from __future__ import annotations

from pathlib import Path

from .chromium_wpt_dom import ROOT
from .chromium_wpt_dom import generate as generate_suite

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "html" / "chromium-sanitizer.json"


def generate(chromium: Path) -> str:
    """Run the html suite's ``sanitizer-api`` files in ``chromium``; the JSON text of the target
    file."""
    return generate_suite(chromium, "html", ranges=True)
