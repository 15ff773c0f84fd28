"""webapi's ``fetch()`` inside Pyodide in a page of headless Chromium, over the real
``js.fetch`` (:class:`webapi.fetch.JSFetchTransport`; its unit tests use stand-ins), against
the page's own ``fetch()`` on the same scenarios (issue 54: "Under Pyodide: the same
differential's scenarios that a browser can send, through ``js.fetch``").

The site is the URL viewer's (``pyodide/run.py``'s ``build_viewer``: the pinned Pyodide
runtime, webapi's wheel and its dependencies) served from two loopback origins (and
``localhost``, a third site) that also answer the fetch differential's hops
(``tests/fetch/_client_chromium.py``'s :func:`answer`, its log of every request that reached
them). The scenarios are that differential's (issue #54's 17 and 800 generated: methods and
bodies, redirect chains across the three origins, ``Set-Cookie`` on hops, CORS answers and
preflights, modes, credentials, redirect modes, referrers and policies, headers) and 200 of
another seed. Each runs on both sides, each in its own browser context (its own preflight
cache and cookies): the page's ``fetch()``, and webapi's (``JSFetchTransport`` hands the
browser the request's headers and its mode, credentials, redirect mode, referrer, policy and
cache mode; the browser's filtered response comes back with its type). The requests that
reached the server (method, path, headers in order, body) and the final response (status,
type, URL, redirected, text, header names) must be equal: **832 of 1,017 are, the other 185
are one class** (:func:`relative_referrer`, its witness checked). About a minute on a
two-core machine. Before ``JSFetchTransport`` handed the browser the request's header list
alone and its members, none was equal (the Node-like client's ``Accept-Language: *``
replaced the browser's) and the modes, redirect modes and types differed.
"""

from __future__ import annotations

import functools
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from _load import module_from_file

from oracles.chromium import browser as chromium_browser
from oracles.chromium import unavailable as _unavailable
from tests.fetch import _client_chromium as scenarios_module

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
SITE = REPO / "build" / "fetch-js-transport"
LOAD_TIMEOUT_MS = 180_000

#: The differential's scenarios (issue #54's 17 and 800 generated), and 200 more of another
#: seed.
SCENARIOS = {
    **scenarios_module.SCENARIOS,
    **{
        f"j{name[1:]}": scenario
        for name, scenario in scenarios_module.generated(200, seed=5400).items()
    },
}

#: webapi's side, in Pyodide: ``run_webapi(url, init)`` gives the final record as the page's
#: ``RUN`` writes it (a list), from ``fetch(url, init, transport=JSFetchTransport())``.
PYTHON = """
import json
from webapi.fetch import JSFetchTransport, fetch
from webapi.fileapi import Blob
from webapi.url import URLSearchParams

def _init(init):
    init = dict(init)
    body = init.get("body")
    if isinstance(body, dict):
        if "params" in body:
            init["body"] = URLSearchParams(body["params"])
        elif "blob" in body:
            init["body"] = Blob([body["blob"]], {"type": body["type"]})
        else:
            init["body"] = bytes(body["bytes"])
    return init

async def run_webapi(url, init_json):
    try:
        response = await fetch(url, _init(json.loads(init_json)), transport=JSFetchTransport())
    except TypeError:
        return json.dumps(["TypeError"])
    try:
        text = await response.text()
    except Exception as error:
        text = "body: " + type(error).__name__
    names = sorted(name for name, _ in response.headers)
    return json.dumps(
        [response.status, response.type, response.url, response.redirected, text, names]
    )
"""

PAGE = """<!DOCTYPE html><meta charset=utf-8><title>fetch over js.fetch</title>
<script type=module>
import { loadPyodide } from "./pyodide/pyodide.mjs";
window.ready = (async () => {
  const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
  const wheels = await (await fetch("wheels.json")).json();
  await pyodide.loadPackage(wheels.map((name) => new URL(`wheels/${name}`, location.href).href));
  return pyodide;
})();
window.webapi = async (python, url, init) => {
  const pyodide = await window.ready;
  if (!window.loaded) { pyodide.runPython(python); window.loaded = true; }
  const run = pyodide.globals.get("run_webapi");
  return JSON.parse(await run(url, JSON.stringify(init)));
};
</script>
"""


def _runner() -> Any:
    return module_from_file("webapi_pyodide_run", REPO / "pyodide" / "run.py", register=True)


@contextmanager
def _serve(site: Path, runner: Any) -> Iterator[tuple[dict[str, int], list[list[Any]]]]:
    """The site and the differential's hops on two loopback origins (ports PA and PB)."""
    log: list[list[Any]] = []
    ports: dict[str, int] = {}

    class Handler(runner._Handler):  # type: ignore[misc]
        protocol_version = "HTTP/1.1"

        def _hop(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            body = self.rfile.read(length) if length else b""
            scenarios_module.respond(self, body, ports, log, close=True)

        def do_GET(self) -> None:
            if self.path.startswith("/h/"):
                self._hop()
            else:
                super().do_GET()

        def do_HEAD(self) -> None:
            if self.path.startswith("/h/"):
                self._hop()
            else:
                super().do_HEAD()

        do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _hop

    handler = functools.partial(Handler, directory=str(site))
    servers = [ThreadingHTTPServer(("127.0.0.1", 0), handler) for _ in range(2)]
    ports["PA"], ports["PB"] = (s.server_address[1] for s in servers)
    threads = [threading.Thread(target=s.serve_forever, args=(0.05,), daemon=True) for s in servers]
    for thread in threads:
        thread.start()
    try:
        yield ports, log
    finally:
        for server in servers:
            server.shutdown()
            server.server_close()


def relative_referrer(scenario: dict[str, Any]) -> bool:
    """The one class apart: a relative ``referrer`` (``/ref?r=1#f``). The page's ``Request``
    parses it against the page's URL; webapi's Node-like client has no base URL (as undici's:
    a relative URL is a ``TypeError`` there), so the call rejects before anything is sent."""
    referrer = scenario["init"].get("referrer")
    return isinstance(referrer, str) and referrer.startswith("/")


def test_webapi_over_js_fetch_sends_and_reads_what_the_page_fetch_does() -> None:
    runner = _runner()
    if runner.installed_pyodide_version() is None and shutil.which("npm") is None:
        _unavailable("npm is not on PATH, and the site needs the pinned pyodide npm package")
    site = runner.build_viewer(SITE)
    (site / "fetch-js.html").write_text(PAGE, "utf-8")
    differ: list[tuple[str, Any, Any]] = []
    relative: list[Any] = []
    with _serve(site, runner) as (ports, log), chromium_browser() as browser:
        # one browser context a side: each its own preflight cache and cookies
        contexts = {side: browser.new_context() for side in ("page", "webapi")}
        pages = {side: context.new_page() for side, context in contexts.items()}
        for page in pages.values():
            page.set_default_timeout(LOAD_TIMEOUT_MS)
            page.goto(scenarios_module.origin_of("A", ports) + "/fetch-js.html")
        pages["webapi"].evaluate("() => window.ready.then(() => true)")
        for name, scenario in SCENARIOS.items():
            url = scenarios_module.scenario_url(name, ports, SCENARIOS)
            records = []
            for side, page in pages.items():
                contexts[side].clear_cookies()
                start = len(log)
                if side == "page":
                    final = page.evaluate(scenarios_module.RUN, [url, scenario["init"]])
                else:
                    final = page.evaluate(
                        "([python, url, init]) => webapi(python, url, init)",
                        [PYTHON, url, scenario["init"]],
                    )
                records.append(
                    {"hops": log[start:], "final": scenarios_module.final_record(final, ports)}
                )
            if relative_referrer(scenario):
                relative.append(records[1])
            elif records[0] != records[1]:
                differ.append((name, records[0], records[1]))
    assert differ == [], differ[:3]
    # the class's witness: each such call rejected, having sent nothing
    assert relative and all(r == {"hops": [], "final": ["TypeError"]} for r in relative)
