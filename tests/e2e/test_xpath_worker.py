"""webapi's XPath in a Web Worker of headless Chromium, through Pyodide (issue 52): a worker has
no ``document``, no ``DOMParser`` and no ``XPathEvaluator``; webapi's are the only ones there.

The site is the URL viewer's (``pyodide/run.py``'s ``build_viewer``: the pinned Pyodide runtime,
webapi's wheel and its dependencies, all from the page's origin), with a page and a module
worker written beside it: the worker loads Pyodide and the wheels, parses an HTML page with
webapi's ``DOMParser`` and asks ``document.evaluate`` for every result type; the page asks its
own Chromium ``document.evaluate`` the same on the same markup, and the answers must be equal.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from _load import module_from_file

from oracles.chromium import browser as chromium_browser
from oracles.chromium import unavailable as _unavailable

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
SITE = REPO / "build" / "xpath-worker"
LOAD_TIMEOUT_MS = 180_000

MARKUP = (
    "<!DOCTYPE html><title>t</title><table id=t><tr><td class=a>one<td>two</tr>"
    "<tr><td class=a>three<td>four</table><template><p>in a template</p></template>"
    "<svg><a id=s></a></svg><p lang=fr>un <b>deux</b></p><DIV ID=Up>upper</DIV>"
)

#: (expression, result type): each asked on both sides (types: 0 any, 1 number, 2 string,
#: 3 boolean, 7 ordered snapshot, 9 first ordered node).
QUERIES = [
    ("//tbody/tr/td[@class='a']", 7),
    ("count(//td)", 1),
    ("string(//table//td[last()])", 2),
    ("boolean(//template/p)", 3),
    ("//svg", 7),
    ("//*[local-name()='a']", 7),
    ("//DIV[@id='Up']", 9),
    ("normalize-space(//p)", 0),
    ("count(//td[position() mod 2 = 1][@class])", 1),
    ("//tr[1]/td | //tr[2]/td[1]", 7),
]

#: The worker's Python: the answers of webapi's document.evaluate, each a JSON value.
WORKER_PYTHON = """
import json
from webapi.html import DOMParser

def describe(result, kind):
    if kind == 1 or result.resultType == 1:
        return result.numberValue
    if kind == 2 or result.resultType == 2:
        return result.stringValue
    if kind == 3 or result.resultType == 3:
        return result.booleanValue
    if kind == 9:
        node = result.singleNodeValue
        return None if node is None else [node.nodeName, node.textContent]
    return [
        [result.snapshotItem(i).nodeName, result.snapshotItem(i).textContent]
        for i in range(result.snapshotLength)
    ]

document = DOMParser().parseFromString(MARKUP, "text/html")
answers = [
    describe(document.evaluate(expression, document, None, kind, None), kind)
    for expression, kind in QUERIES
]
json.dumps(answers)
"""

WORKER = """
import { loadPyodide } from "./pyodide/pyodide.mjs";

self.onmessage = async (event) => {
  const globals = [typeof document, typeof DOMParser, typeof XPathEvaluator];
  try {
    const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
    const wheels = await (await fetch(new URL("wheels.json", import.meta.url))).json();
    const base = import.meta.url;
    await pyodide.loadPackage(wheels.map((name) => new URL(`wheels/${name}`, base).href));
    pyodide.globals.set("MARKUP", event.data.markup);
    pyodide.globals.set("QUERIES", pyodide.toPy(event.data.queries));
    const answers = pyodide.runPython(event.data.python);
    self.postMessage({ globals, answers: JSON.parse(answers) });
  } catch (error) {
    self.postMessage({ globals, error: String(error && error.stack || error) });
  }
};
"""

PAGE = """<!DOCTYPE html><meta charset=utf-8><title>XPath in a worker</title>
<script>
function describe(result, kind) {
  if (kind === 1 || result.resultType === 1) return result.numberValue;
  if (kind === 2 || result.resultType === 2) return result.stringValue;
  if (kind === 3 || result.resultType === 3) return result.booleanValue;
  if (kind === 9) {
    const node = result.singleNodeValue;
    return node === null ? null : [node.nodeName, node.textContent];
  }
  const found = [];
  for (let i = 0; i < result.snapshotLength; i++) {
    found.push([result.snapshotItem(i).nodeName, result.snapshotItem(i).textContent]);
  }
  return found;
}
window.run = (markup, queries, python) => new Promise((resolve) => {
  const document_ = new DOMParser().parseFromString(markup, "text/html");
  const chromium = queries.map(([expression, kind]) =>
    describe(document_.evaluate(expression, document_, null, kind, null), kind));
  const worker = new Worker("xpath-worker.mjs", { type: "module" });
  worker.onmessage = (event) => resolve({ chromium, worker: event.data });
  worker.onerror = (event) => resolve({ chromium, worker: { error: event.message } });
  worker.postMessage({ markup, queries, python });
});
</script>
"""


def _runner() -> Any:
    return module_from_file("webapi_pyodide_run", REPO / "pyodide" / "run.py", register=True)


def test_webapi_evaluates_xpath_in_a_worker_as_chromium_does_in_a_page() -> None:
    runner = _runner()
    if runner.installed_pyodide_version() is None and shutil.which("npm") is None:
        _unavailable("npm is not on PATH, and the site needs the pinned pyodide npm package")
    site = runner.build_viewer(SITE)
    (site / "xpath-worker.mjs").write_text(WORKER, "utf-8")
    (site / "xpath-worker.html").write_text(PAGE, "utf-8")
    with chromium_browser() as browser, runner.serve(site) as url:
        page = browser.new_page()
        requests: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        page.goto(url + "xpath-worker.html")
        page.set_default_timeout(LOAD_TIMEOUT_MS)
        result = page.evaluate(
            "([markup, queries, python]) => run(markup, queries, python)",
            [MARKUP, QUERIES, WORKER_PYTHON],
        )
    worker = result["worker"]
    assert "error" not in worker, worker.get("error")
    # a worker has none of the three: webapi's are the only ones there
    assert worker["globals"] == ["undefined", "undefined", "undefined"]
    assert json.dumps(worker["answers"]) == json.dumps(result["chromium"])
    assert all(r.startswith(url) for r in requests)  # everything from the page's origin
