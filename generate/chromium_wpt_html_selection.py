"""``wpt/expectations/html/chromium-selection.json``: Chromium 156's results on the html suite's
``selection`` files (the Selection API: ``getSelection()``, ``Selection``'s ranges, anchor and
focus, ``selectionchange``), which :mod:`generate.chromium_wpt_html` leaves out, run the same
way. With it the runner's denominators count the subtests those files have in Chromium
(``wpt/wpt_dom.py``'s ``file_counts``: the most subtests any engine ran); no jsdom record is
made of them yet.

``python -m generate chromium-wpt-html-selection /usr/bin/chromium`` writes the file (a minute
or two: the ``addRange-*`` and ``selectAllChildren`` files have thousands of subtests); it needs
the html suite's data and Playwright.
"""

from __future__ import annotations

from pathlib import Path

from .chromium_wpt_dom import ROOT
from .chromium_wpt_dom import generate as generate_suite

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "html" / "chromium-selection.json"


def generate(chromium: Path) -> str:
    """Run the html suite's ``selection`` files in ``chromium``; the JSON text of the target
    file."""
    return generate_suite(chromium, "html", ranges=True, folder="selection/")
