"""webapi's ``fetch()`` inside Pyodide in a page of headless Chromium, over the real
``js.fetch`` (:class:`webapi.fetch.JSFetchTransport`; its unit tests use stand-ins), against
the page's own ``fetch()`` on the same scenarios (issue 54: "Under Pyodide: the same
differential's scenarios that a browser can send, through ``js.fetch``").

The site is the URL viewer's (``pyodide/run.py``'s ``build_viewer``: the pinned Pyodide
runtime, webapi's wheel and its dependencies) served from two loopback origins that also
answer the fetch differential's hops (``tests/fetch/_client_chromium.py``'s :func:`answer`,
its log of every request that reached them). The scenarios are that differential's that a
transport handing the browser a method, a URL, headers and a body expresses whole: from the
page's origin, every hop on it, no ``mode``, ``credentials``, ``redirect``, ``referrer`` or
``referrerPolicy`` (the browser's defaults then, as ``JSFetchTransport``'s); and 200 of its
generated ones of another seed made such (every hop on the page's origin, the init's method,
body and headers). Each runs twice, the page's ``fetch()`` then webapi's, each hop logged:
the requests that reached the server (method, path, headers in order, body) and the final
response (status, type, URL, redirected, text, header names) must be equal. About 45 seconds
on a two-core machine (the wheel's build and Pyodide's start most of it). 217 scenarios, all
equal (before ``JSFetchTransport`` handed the browser the request's header list alone, none
was: the Node-like client's ``Accept-Language: *`` replaced the browser's).
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
_INIT_KEYS = {"method", "body", "headers"}


def expressible(scenario: dict[str, Any]) -> bool:
    """Whether a scenario is one a transport given a method, URL, headers and body expresses
    whole: on the page's origin throughout, with the browser's default mode, credentials,
    redirect mode and referrer."""
    return (
        scenario["start"] == "A"
        and all(hop.get("to", "A") == "A" for hop in scenario["hops"])
        and set(scenario["init"]) <= _INIT_KEYS
    )


def on_the_page_origin(scenario: dict[str, Any]) -> dict[str, Any]:
    """A generated scenario made one a transport expresses whole: started and redirected on
    the page's origin, its init the method, body and headers."""
    hops = [{**hop, "to": "A"} if "to" in hop else hop for hop in scenario["hops"]]
    init = {k: v for k, v in scenario["init"].items() if k in _INIT_KEYS}
    return {"start": "A", "hops": hops, "init": init}


SCENARIOS = {
    **{n: s for n, s in scenarios_module.SCENARIOS.items() if expressible(s)},
    **{
        f"j{name[1:]}": on_the_page_origin(scenario)
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
            headers = list(self.headers.items())
            host = self.headers.get("host", "")
            key = "B" if host.endswith(f":{ports['PB']}") else "A"
            log.append(
                scenarios_module.hop_record(key, self.command, self.path, headers, body, ports)
            )
            status, out, data = scenarios_module.answer(
                key, self.command, self.path, headers, ports
            )
            self.send_response_only(status)
            for name, value in out:
                self.send_header(name, value)
            self.send_header("Connection", "close")
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data)
            self.close_connection = True

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


def test_the_scenarios_are_many_and_varied() -> None:
    assert len(SCENARIOS) >= 100
    assert {s["init"].get("method", "GET") for s in SCENARIOS.values()} >= {"GET", "POST", "PUT"}
    assert any(len(s["hops"]) > 2 for s in SCENARIOS.values())  # redirect chains


def test_webapi_over_js_fetch_sends_and_reads_what_the_page_fetch_does() -> None:
    runner = _runner()
    if runner.installed_pyodide_version() is None and shutil.which("npm") is None:
        _unavailable("npm is not on PATH, and the site needs the pinned pyodide npm package")
    site = runner.build_viewer(SITE)
    (site / "fetch-js.html").write_text(PAGE, "utf-8")
    differ: list[tuple[str, Any, Any]] = []
    with _serve(site, runner) as (ports, log), chromium_browser() as browser:
        context = browser.new_context()
        page = context.new_page()
        page.set_default_timeout(LOAD_TIMEOUT_MS)
        page.goto(scenarios_module.origin_of("A", ports) + "/fetch-js.html")
        page.evaluate("() => window.ready.then(() => true)")
        for name, scenario in SCENARIOS.items():
            url = scenarios_module.scenario_url(name, ports, SCENARIOS)
            records = []
            for side in ("page", "webapi"):
                context.clear_cookies()
                start = len(log)
                if side == "page":
                    final = page.evaluate(scenarios_module.RUN, [url, scenario["init"]])
                else:
                    final = page.evaluate(
                        "([python, url, init]) => webapi(python, url, init)",
                        [PYTHON, url, scenario["init"]],
                    )
                records.append(
                    {
                        "hops": log[start:],
                        "final": scenarios_module.final_record(final, ports),
                    }
                )
            if records[0] != records[1]:
                differ.append((name, records[0], records[1]))
    assert differ == [], differ[:3]
