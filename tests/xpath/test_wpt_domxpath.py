"""WPT's own ``domxpath/`` tests run for real: the testharness.js files of ``domxpath/``
(``document.evaluate``, ``XPathEvaluator``, ``createExpression``, ``createNSResolver``,
``XPathResult``, resolvers as functions and objects, and ``xml_xpath_runner.html``'s 1,024
cases), pinned in ``wpt/wpt-domxpath-manifest.json``, executed against webapi inside Pyodide
under the pinned Node 26 by the DOM's runner (``python -m wpt.wpt_dom --suite domxpath``).

The default tier checks the pieces (the manifest, the locator, the expectations file, the
runtime's calls of an ``XPathNSResolver``); the slow tier runs every file (about 15 s) and
compares each subtest's result with ``wpt/expectations/domxpath/expectations.json``
(``python -m wpt.wpt_dom --suite domxpath --write-expectations`` rewrites it from the last
run). The files are ``../shared/wpt-tests``' (docs/wpt.md, "The domxpath suite").
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from wpt import wpt_dom  # the runner's command
from wpt.dom import DOMXPATH

EXPECTATIONS = wpt_dom.SUITE_EXPECTATIONS["domxpath"]


def test_manifest_pins_the_harness_and_every_domxpath_file() -> None:
    manifest = DOMXPATH.manifest()
    assert manifest["repository"] == "web-platform-tests/wpt"
    assert manifest["commit"] == "0d4f5079526492412a427152fcc1d08958bdf952"
    files = manifest["files"]
    assert {"resources/testharness.js", "resources/testharnessreport.js"} <= set(files)
    # The domxpath/ files are of another version, each with where its bytes were read.
    other = manifest["other_versions"]
    pinned = DOMXPATH.pinned()
    assert all(re.fullmatch(r"[0-9a-f]{64}", sha256) for sha256 in pinned.values())
    assert set(other["provenance"]) == set(other["files"])
    assert all(path.startswith("domxpath/") for path in other["files"])
    assert {"domxpath/helpers.js", "domxpath/xml_xpath_tests.xml"} <= set(other["files"])
    assert set(manifest["tests"]) <= set(pinned)
    assert len(manifest["tests"]) == 27 and "domxpath/xml_xpath_runner.html" in manifest["tests"]
    assert {wpt_dom.folder(path) for path in manifest["tests"]} == {"domxpath"}
    # The frame documents the cross-realm tests load are of the commit.
    assert {"common/blank.html", "common/dummy.xml"} <= set(files)


def test_locator_looks_in_the_shared_wpt_tests(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("WPT_DOMXPATH_DATA", raising=False)
    assert [path.name for path in DOMXPATH.candidates()] == ["wpt-domxpath", "wpt-tests", "wpt"]
    monkeypatch.setenv("WPT_DOMXPATH_DATA", str(tmp_path))
    assert DOMXPATH.candidates() == [tmp_path]
    assert DOMXPATH.data_root() is None
    assert "WPT_DOMXPATH_DATA" in DOMXPATH.missing_message()
    assert DOMXPATH.xhr  # (xml_xpath_runner.html reads its cases with XMLHttpRequest)


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    expectations = wpt_dom.assert_expectations_well_formed("domxpath")
    assert expectations["domxpath/xml_xpath_runner.html"]["count"] == 1024


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("domxpath")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "domxpath")


# --- the runtime's calls of an XPathNSResolver, with a stand-in for the Python side ------------

#: The shim and wpt/wpt-dom-runtime.js in a fresh context of Node 26 with a bridge whose
#: "Python objects" are plain JavaScript objects: a resolver given to document.evaluate is
#: called as webapi would call it (its callable, with the prefix), and what it returns, what
#: it throws, and what the page's error reporting saw are returned.
_RESOLVER_CHECK = r"""async (input) => {
  const vm = require("node:vm");
  const fs = require("node:fs");
  let next = 1;
  class Py {
    constructor(chain, fields = {}) {
      Object.assign(this, { chain, id: next++, type: "object" }, fields);
    }
    destroy() {}
    copy() { return this; }
  }
  const answers = [];
  const bridge = {
    key: (value) => value.id,
    interface: (value) => value.chain,
    get: () => undefined,
    set: () => undefined,
    // document.evaluate(expression, node, resolver): webapi calls the resolver with "foo".
    call: (target, name, ...args) => {
      if (name === "evaluate" && args[2] instanceof Py) {
        const answer = args[2].fn("foo");
        answers.push(answer === undefined ? "None" : answer);
      }
      return undefined;
    },
    construct: (name) => new Py(name),
    callback: (fn) => Object.assign(new Py("function"), { fn }),
    dictionary: (...pairs) => ({ pairs }),
    sequence: (...items) => items,
  };
  const reported = [];
  const context = vm.createContext({});
  const global = vm.runInContext("globalThis", context);
  Object.assign(global, { DOMException, URLSearchParams });
  const source = [input.shim, input.runtime].map((f) => fs.readFileSync(f, "utf8")).join("\n");
  const install = new vm.Script(source).runInContext(context);
  const idl = vm.runInContext("WEBAPI_IDL", context);
  const report = (e) => reported.push(String(e && (e.name || e)));
  const host = { bridge, isPy: (v) => v instanceof Py, report };
  const api = install(global, idl, host);
  global.doc = api.wrap(new Py("Document"));
  global.node = api.wrap(new Py("Element"));
  vm.runInContext(`
    const seen = [];
    doc.evaluate("/foo:bar", node, (prefix) => {
      seen.push(["function", prefix, true]);
      return "urn:f";
    });
    const object = {
      lookupNamespaceURI(prefix) { seen.push(["object", prefix, this === object]); return 7; },
    };
    doc.evaluate("/foo:bar", node, object);
    doc.evaluate("/foo:bar", node, () => null);
    doc.evaluate("/foo:bar", node, () => undefined);
    doc.evaluate("/foo:bar", node, () => Symbol());
    doc.evaluate("/foo:bar", node, () => ({ toString() { throw { name: "thrown" }; } }));
    doc.evaluate("/foo:bar", node, { lookupNamespaceURI: {} });
    doc.evaluate("/foo:bar", node, { get lookupNamespaceURI() { throw { name: "get" }; } });
    globalThis.seen = seen;
  `, context);
  return { answers, reported, seen: vm.runInContext("seen", context) };
}"""


@pytest.mark.needs_subprocess
def test_runtime_calls_a_resolver_function_or_object(tmp_path: Path) -> None:
    out = wpt_dom.check_runtime(_RESOLVER_CHECK, tmp_path)
    # A function is called, an object's lookupNamespaceURI with the object as this.
    assert out["seen"] == [["function", "foo", True], ["object", "foo", True]]
    # Its result converted as Web IDL's DOMString? (null and undefined: None); a conversion
    # or a call that throws is reported to the page and leaves the prefix unresolved.
    assert out["answers"] == ["urn:f", "7", "None", "None", "None", "None", "None", "None"]
    assert out["reported"] == ["TypeError", "thrown", "TypeError", "get"]


def test_jsdom_and_chromium_records_cover_every_file() -> None:
    # (python -m generate jsdom-wpt-domxpath / chromium-wpt-domxpath: their runs, read with the
    # DOM suite's records by --records)
    expectations = json.loads(EXPECTATIONS.read_text(encoding="utf-8"))
    for record in (wpt_dom.CHROMIUM, wpt_dom.JSDOM_RUN):
        files = wpt_dom._recorded_files(record)
        for path, entry in expectations.items():
            assert files[path]["subtests"] == entry["count"], (record.name, path)
    # The table counts them beside webapi's run.
    results = {
        "domxpath/fn-lang.html": {
            "status": "OK",
            "subtests": [{"name": f"{i}", "status": "PASS"} for i in range(7)],
        }
    }
    table = wpt_dom.jsdom_table(results, None)
    assert "| domxpath | 1 | 1 | 7 | 7 | 0 | 0 | 0 (1) | 7 (1) |" in table
