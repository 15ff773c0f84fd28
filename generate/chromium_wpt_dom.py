"""``wpt/expectations/dom/chromium.json``: Chromium 156's results on the DOM runner's own pinned
WPT files (issue 43's third column beside webapi's and jsdom's).

Each test file of the DOM suite (``wpt/dom.py``, ``dom/ranges`` left out: its 43,856 subtests
take minutes in a browser and are not among the issue's directories) is loaded in Chromium from a
local server that answers as the runner's navigation fetcher does (``wpt/wpt_dom_resources``:
the data root's files with their ``.headers``, the emulated WPT Python handlers) under WPT's
host name, with the page WPT's server makes of a ``.window.js``/``.any.js`` file (the harness,
its ``// META: script=`` lines, the script). testharness.js's completion callback gives each
subtest's status. Stored per file: the harness status and the subtests Chromium does not pass
(most pass: the file stays small), so a subtest is Chromium's pass when the file has a record
and does not list it.

``python -m generate chromium-wpt-dom /usr/bin/chromium`` writes the file (a few minutes);
it needs the DOM suite's data (``WPT_DOM_DATA``, see docs/wpt.md) and Playwright.
"""

from __future__ import annotations

import http.server
import json
import socketserver
import sys
import threading
from pathlib import Path
from typing import Any

from . import GeneratorUnavailable

ROOT = Path(__file__).resolve().parents[1]
#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "dom" / "chromium.json"
#: The port WPT's host name is served on (the runner's pages have this origin).
PORT = 8000
#: testharness.js's statuses (its ``Test`` constants) by number.
STATUSES = {0: "PASS", 1: "FAIL", 2: "TIMEOUT", 3: "NOTRUN", 4: "PRECONDITION_FAILED"}
HARNESS_STATUSES = {0: "OK", 1: "ERROR", 2: "TIMEOUT", 3: "PRECONDITION_FAILED"}

_COLLECT = """
window.__wptResults = null;
window.addEventListener('load', () => {
  if (window.add_completion_callback) add_completion_callback((tests, status) => {
    window.__wptResults = {status: status.status,
                           tests: tests.map(t => ({name: t.name, status: t.status}))};
  });
});
"""


def _script_test_page(script: Path) -> bytes:
    """The page WPT's server makes of a ``.window.js``/``.any.js`` test: the harness, the
    scripts its ``// META: script=`` lines name, then the test."""
    lines = script.read_text(encoding="utf-8").splitlines()
    metas = [line.split("script=", 1)[1].strip() for line in lines if "META: script=" in line]
    page = '<!doctype html><meta charset=utf-8><script src="/resources/testharness.js"></script>'
    page += '<script src="/resources/testharnessreport.js"></script>'
    page += "".join(f'<script src="{meta}"></script>' for meta in metas)
    page += f'<div id=log></div><script src="{script.name}"></script>'
    return page.encode("utf-8")


def start_server(
    data: Path, port: int = PORT, overrides: dict[str, bytes] | None = None
) -> socketserver.TCPServer:
    """The stand-in for WPT's server on 127.0.0.1:``port`` (0: any free port), in a thread;
    a path of ``overrides`` (``resources/testdriver-vendor.js``) is answered with its bytes."""
    sys.path.insert(0, str(ROOT))
    from wpt import wpt_dom_resources as resources

    resources.ROOT = data

    class Handler(http.server.BaseHTTPRequestHandler):
        def log_message(self, *_: Any) -> None:
            pass

        def do_GET(self) -> None:
            path = self.path.split("?")[0].lstrip("/")
            if overrides and path in overrides:
                self._send(200, [("Content-Type", "text/javascript")], overrides[path])
                return
            for suffix in (".window.html", ".any.html"):
                script = data / (path.removesuffix(".html") + ".js")
                if path.endswith(suffix) and script.is_file():
                    self._send(200, [("Content-Type", "text/html")], _script_test_page(script))
                    return
            answer = resources.serve(f"http://{resources.HOST}{self.path}")
            if answer is None:
                self._send(404, [], b"")
            else:
                self._send(*answer)

        do_POST = do_GET

        def _send(self, status: int, headers: list[tuple[str, str]], body: bytes) -> None:
            self.send_response(status)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
        daemon_threads = True

    server = Server(("127.0.0.1", port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


#: The folders of a suite whose files Chromium's run records apart (``chromium-ranges.json``,
#: ``chromium-sanitizer.json``, ``chromium-selection.json``): ``dom/ranges``' 43,856 subtests
#: take minutes in a browser; ``sanitizer-api``'s and ``selection``'s files came after the html
#: suite's record.
APART = {"dom": ("dom/ranges/",), "html": ("sanitizer-api/", "selection/")}


def compared_files(
    name: str = "dom", ranges: bool = False, folder: str | None = None
) -> tuple[Path, list[str]]:
    """The data root of the suite ``name`` (the DOM's by default; ``domxpath``) and the test
    files another implementation is run on (here and in :mod:`generate.jsdom_wpt_dom`): all
    but those of the suite's folders of :data:`APART` (``dom/ranges``), or with ``ranges``
    only those of its first folder there, or of ``folder`` (:mod:`generate.chromium_wpt_dom_ranges`,
    :mod:`generate.chromium_wpt_html_sanitizer`, :mod:`generate.chromium_wpt_html_selection`)."""
    sys.path.insert(0, str(ROOT))
    from wpt import dom

    suite = dom.SUITES[name]
    data = suite.data_root()
    if data is None:
        raise GeneratorUnavailable(suite.missing_message())
    files = suite.test_files()
    apart = APART.get(name, ())
    if ranges:
        wanted = folder or apart[0]
        return data, [path for path in files if path.startswith(wanted)]
    return data, [path for path in files if not path.startswith(apart)]


def provenance(suite: str) -> dict[str, str]:
    """What a record of another engine's run on the files of ``suite`` says of itself beside
    the engine's version: when it was made (``date``, UTC) and on which data (``data``: the
    manifest's repository and commit)."""
    import datetime

    sys.path.insert(0, str(ROOT))
    from wpt import dom

    manifest, pinned = dom.SUITES[suite].manifest(), dom.SUITES[suite].manifest_path
    return {
        "date": datetime.datetime.now(datetime.UTC).date().isoformat(),
        "data": f"{manifest['repository']} {manifest['commit']} (wpt/{pinned.name})",
    }


def launch_chromium(playwright: Any, chromium: str | Path) -> Any:
    """Chromium at ``chromium``, launched as the records run it: no sandbox, and
    ``web-platform.test`` resolved to the runner's loopback server."""
    return playwright.chromium.launch(
        executable_path=str(chromium),
        args=["--no-sandbox", "--host-resolver-rules=MAP web-platform.test 127.0.0.1"],
    )


def error_result(error: BaseException) -> dict[str, str]:
    """The record of a page that never completed: ERROR and the first line of what stopped
    it."""
    first_line = str(error).splitlines()[0] if str(error) else type(error).__name__
    return {"status": "ERROR", "message": first_line[:200]}


def chromium_record(version: str, chromium: str | Path, suite: str, results: dict[str, Any]) -> str:
    """A Chromium run's record of ``suite``'s files, as JSON text: the browser, its version,
    the :func:`provenance` and the results per file."""
    document = {
        "browser": f"Chromium {version} ({chromium})",
        "version": version,
        **provenance(suite),
        "files": results,
    }
    return json.dumps(document, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def generate(
    chromium: Path, suite: str = "dom", ranges: bool = False, folder: str | None = None
) -> str:
    """Run the files of ``suite`` (the DOM's by default; with ``ranges``, those of its first
    folder of :data:`APART`, ``dom/ranges``', or of ``folder``) in ``chromium``; the JSON text
    of the target file, which
    says when it was recorded (``date``), with which Chromium (``version``, the browser's full
    version) and on which data (``data``: the manifest's repository and commit)."""
    data, files = compared_files(suite, ranges, folder)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as error:
        raise GeneratorUnavailable("Playwright for Python is not installed") from error
    server = start_server(data)
    results: dict[str, Any] = {}
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright, chromium)
            version = browser.version
            context = browser.new_context()
            context.add_init_script(_COLLECT)
            for path in files:
                page = context.new_page()
                url = f"http://web-platform.test:{PORT}/" + path.removesuffix(".js")
                url += ".html" if path.endswith(".js") else ""
                try:
                    page.goto(url, timeout=30_000)
                    page.wait_for_function("window.__wptResults", timeout=60_000)
                    outcome = page.evaluate("window.__wptResults")
                    results[path] = {
                        "status": HARNESS_STATUSES.get(outcome["status"], "ERROR"),
                        "subtests": len(outcome["tests"]),
                        "not passing": {
                            test["name"]: STATUSES.get(test["status"], "FAIL")
                            for test in outcome["tests"]
                            if test["status"] != 0
                        },
                    }
                except Exception as error:  # (a page that never completes: recorded)
                    results[path] = error_result(error)
                page.close()
            browser.close()
    finally:
        server.shutdown()
    return chromium_record(version, chromium, suite, results)
