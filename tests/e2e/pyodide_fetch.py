"""The machinery of the tests that run webapi's ``fetch()`` inside Pyodide in a page of
headless Chromium over the real ``js.fetch`` (:class:`webapi.fetch.JSFetchTransport`):
``test_fetch_js_transport_chromium.py`` (the document client's scenarios against the page's
own ``fetch()``) and ``test_fetch_js_differential_chromium.py`` (the generated differential's
20,000 against Chromium's recorded answers).

The site is the URL viewer's (``pyodide/run.py``'s ``build_viewer``: the pinned Pyodide
runtime, webapi's wheel and its dependencies), served from two loopback origins (and
``localhost``, a third site) that also answer the fetch differential's hops
(``tests/fetch/_client_chromium.py``'s :func:`respond`, its log of every request that reached
them); the page (:data:`PAGE_HTML`, at the path :func:`serve` is given) loads Pyodide and the
wheels, and :func:`call` runs a Python function in it."""

from __future__ import annotations

import functools
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any

from _load import module_from_file

from oracles.chromium import unavailable as _unavailable
from tests.fetch import _client_chromium as scenarios_module

REPO = Path(__file__).resolve().parents[2]
#: How long the page may take to load Pyodide and the wheels (and a call to answer).
LOAD_TIMEOUT_MS = 180_000

#: The page: Pyodide and the site's wheels loaded (``window.ready``); ``webapi(python, name,
#: args)`` runs the module source ``python`` once (its first call) and awaits its function
#: ``name`` on ``args`` (strings), whose answer, a JSON text, it parses.
PAGE_HTML = """<!DOCTYPE html><meta charset=utf-8><title>fetch over js.fetch</title>
<script type=module>
import { loadPyodide } from "./pyodide/pyodide.mjs";
window.ready = (async () => {
  const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
  const wheels = await (await fetch("wheels.json")).json();
  await pyodide.loadPackage(wheels.map((name) => new URL(`wheels/${name}`, location.href).href));
  return pyodide;
})();
const loaded = new Set();
window.webapi = async (python, name, args) => {
  const pyodide = await window.ready;
  if (!loaded.has(python)) { pyodide.runPython(python); loaded.add(python); }
  const run = pyodide.globals.get(name);
  return JSON.parse(await run(...args));
};
</script>
"""


def runner() -> Any:
    """``pyodide/run.py`` as a module."""
    return module_from_file("webapi_pyodide_run", REPO / "pyodide" / "run.py", register=True)


def build_site(dest: Path) -> tuple[Any, Path]:
    """The runner and the viewer's site built in ``dest`` (the test skips where the pinned
    Pyodide cannot be had)."""
    run = runner()
    if run.installed_pyodide_version() is None and shutil.which("npm") is None:
        _unavailable("npm is not on PATH, and the site needs the pinned pyodide npm package")
    return run, run.build_viewer(dest)


@contextmanager
def serve(
    site: Path, run: Any, page: str, close: bool = True
) -> Iterator[tuple[dict[str, int], list[list[Any]]]]:
    """The site, the page (:data:`PAGE_HTML`) at the path ``page`` (its query ignored) and
    the differential's hops (every method) on two loopback origins (ports PA and PB); yields
    the ports and the log of the hops. ``close``: each hop's connection closed after it."""
    log: list[list[Any]] = []
    ports: dict[str, int] = {}
    page_path = page.split("?")[0]
    html = PAGE_HTML.encode()

    class Handler(run._Handler):  # type: ignore[misc]
        protocol_version = "HTTP/1.1"

        def _hop(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            body = self.rfile.read(length) if length else b""
            scenarios_module.respond(self, body, ports, log, close=close)

        def end_headers(self) -> None:
            if self.path.startswith("/h/"):  # (the hop's own headers, as the differential's)
                BaseHTTPRequestHandler.end_headers(self)
            else:
                super().end_headers()

        def _page(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(html)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(html)

        def do_GET(self) -> None:
            if self.path.startswith("/h/"):
                self._hop()
            elif self.path.split("?")[0] == page_path:
                self._page()
            else:
                super().do_GET()

        def do_HEAD(self) -> None:
            if self.path.startswith("/h/"):
                self._hop()
            else:
                super().do_HEAD()

        def __getattr__(self, name: str) -> Any:  # (every other method: "patch", "Custom")
            if name.startswith("do_"):
                return self._hop
            raise AttributeError(name)

    with scenarios_module.two_loopback_servers(
        functools.partial(Handler, directory=str(site)), ports
    ):
        yield ports, log


def open_page(context: Any, url: str) -> Any:
    """A page of the browser ``context`` at ``url`` (one :func:`serve` serves the page at),
    Pyodide and the wheels loaded."""
    page = context.new_page()
    page.set_default_timeout(LOAD_TIMEOUT_MS)
    page.goto(url)
    page.evaluate("() => window.ready.then(() => true)")
    return page


def call(page: Any, python: str, name: str, *args: str) -> Any:
    """The answer (JSON, parsed) of the Python function ``name`` of the module source
    ``python`` (run in the page once) awaited on ``args``."""
    return page.evaluate(
        "([python, name, args]) => webapi(python, name, args)", [python, name, list(args)]
    )
