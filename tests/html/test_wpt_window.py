"""WPT's own tests of HTML's ``Window`` run for real (issue #55): the testharness.js files of
``html/webappapis/timers``, ``html/webappapis/microtask-queuing``,
``html/webappapis/structured-clone``, ``webstorage``, ``webmessaging`` (MessageChannel's,
MessagePort's, MessageEvent's and BroadcastChannel's files), and
``html/browsers/history/the-history-interface`` and ``the-location-interface``, and
``html/browsers/browsing-the-web`` (navigation across documents: its testharness files, none
of which needs rendering, less those driven by WebDriver and the ``.sub.`` ones), pinned in
``wpt/wpt-window-manifest.json``, executed against webapi inside Pyodide under the pinned
Node 26 by the DOM's runner (``python -m wpt.wpt_dom --suite window``) with the page's global
object backed by webapi's ``Window``: the page's ``setTimeout``, ``queueMicrotask``,
``localStorage``, ``MessageChannel``, ``location`` and ``history`` are webapi's, not Node's.

The default tier checks the pieces (the manifest, the expectations, the runtime's window with
a stand-in bridge); the slow tier runs every file and compares each subtest's result with
``wpt/expectations/window/expectations.json`` (``python -m wpt.wpt_dom --suite window
--write-expectations`` rewrites it from the last run). docs/wpt.md, "The window suite".
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from wpt import wpt_dom  # the runner's command
from wpt.dom import WINDOW

EXPECTATIONS = wpt_dom.SUITE_EXPECTATIONS["window"]
DIRECTORIES = {
    "html/webappapis/timers",
    "html/webappapis/microtask-queuing",
    "html/webappapis/structured-clone",
    "webstorage",
    "webmessaging",
    "webmessaging/broadcastchannel",
    "webmessaging/message-channels",
    "html/browsers/history/the-history-interface",
    "html/browsers/history/the-location-interface",
    "html/browsers/browsing-the-web",
}


def test_manifest_pins_the_harness_and_the_windows_files() -> None:
    manifest = WINDOW.manifest()
    assert manifest["commit"] == "0d4f5079526492412a427152fcc1d08958bdf952"
    assert set(manifest["files"]) == {"resources/testharness.js", "resources/testharnessreport.js"}
    other = manifest["other_versions"]
    assert set(other["provenance"]) == set(other["files"])
    assert set(manifest["tests"]) <= set(WINDOW.pinned())
    assert {wpt_dom.folder(path) for path in manifest["tests"]} == DIRECTORIES
    # The battery of structured-clone tests and its harness are loaded by the two test files.
    assert "html/webappapis/structured-clone/structured-clone-battery-of-tests.js" in other["files"]
    # webmessaging's root: the channel files only (the others post across origins: .sub.)
    root = [path for path in manifest["tests"] if wpt_dom.folder(path) == "webmessaging"]
    assert root and all(
        path.split("/")[1].startswith(("Channel_", "MessagePort_", "MessageEvent")) for path in root
    )
    assert WINDOW.window and not WINDOW.xhr
    # browsing-the-web: navigating-across-documents/ only (back-forward-cache/ and
    # remote-context-helper/ hold resources), less testdriver.js's six and the .sub. files
    navigation = [path for path in manifest["tests"] if path.startswith("html/browsers/browsing")]
    assert len(navigation) == 111 and all("/navigating-across-documents/" in p for p in navigation)
    assert not any(".sub." in path or "user-click" in path for path in navigation)


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    wpt_dom.assert_expectations_well_formed("window")


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("window")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "window")


# --- the runtime's window, with a stand-in for the Python side --------------------------------

#: The shim (with the Window's IDL) and wpt/wpt-dom-runtime.js in a fresh context of Node 26,
#: given a "Python Window" (host.window): the global's prototype is the shim's Window, and
#: setTimeout, queueMicrotask, localStorage and location are that window's members, called
#: through the bridge with the page's function as a callback.
_WINDOW_CHECK = r"""async (input) => {
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
  const calls = [];
  const pyWindow = new Py("Window,EventTarget");
  const bridge = {
    key: (value) => value.id,
    interface: (value) => value.chain,
    get: (target, name) => {
      calls.push(["get", name]);
      return name === "localStorage" ? new Py("Storage") : undefined;
    },
    set: () => undefined,
    call: (target, name, ...args) => {
      const shown = args.map((a) => (a instanceof Py ? a.chain : a));
      calls.push(["call", target === pyWindow ? "window" : target.chain, name, ...shown]);
      if (name === "setTimeout") { args[0].fn(); return 7; }
      return undefined;
    },
    construct: (name) => new Py(name),
    callback: (fn) => Object.assign(new Py("function"), { fn }),
    dictionary: (...pairs) => ({ pairs }),
    sequence: (...items) => items,
  };
  const context = vm.createContext({});
  const global = vm.runInContext("globalThis", context);
  Object.assign(global, { DOMException, URLSearchParams });
  const source = [input.shim, input.runtime].map((f) => fs.readFileSync(f, "utf8")).join("\n");
  const install = new vm.Script(source).runInContext(context);
  const idl = vm.runInContext("WEBAPI_IDL", context);
  const host = { bridge, isPy: (v) => v instanceof Py, report: () => {}, window: pyWindow };
  install(global, idl, host);
  const out = vm.runInContext(`
    const seen = [];
    const id = setTimeout((a) => seen.push("fired"), 5);
    queueMicrotask(() => seen.push("micro"));
    ({ id, seen, proto: Object.getPrototypeOf(globalThis) === Window.prototype,
       storage: Object.prototype.toString.call(localStorage) })
  `, context);
  return { calls, id: out.id, seen: out.seen, proto: out.proto, storage: out.storage };
}"""


@pytest.mark.needs_subprocess
def test_runtime_makes_the_page_global_webapis_window(tmp_path: Path) -> None:
    pytest.importorskip("widlparser")
    import sys

    sys.path.insert(0, str(wpt_dom.REPO))
    from idl.jsshim import emit_shim
    from oracles import node26_evaluate

    shim = tmp_path / "shim.js"
    shim.write_text(emit_shim(window=True), encoding="utf-8")
    runtime = wpt_dom.HERE / "wpt-dom-runtime.js"
    out = node26_evaluate(_WINDOW_CHECK, {"shim": str(shim), "runtime": str(runtime)})
    assert out["proto"] is True  # the global is a Window of the shim's IDL
    # setTimeout(handler, 5): the window's, the handler a callback (a function, not a string)
    assert ["call", "window", "setTimeout", "function", 5] in out["calls"]
    assert ["call", "window", "queueMicrotask", "function"] in out["calls"]
    assert out["id"] == 7 and out["seen"] == ["fired"]
    assert ["get", "localStorage"] in out["calls"] and out["storage"] == "[object Storage]"


def test_jsdom_and_chromium_records_cover_every_file() -> None:
    # (python -m generate jsdom-wpt-window / chromium-wpt-window: their runs, read with the
    # DOM suite's records by --records)
    expectations = json.loads(EXPECTATIONS.read_text(encoding="utf-8"))
    for record in (wpt_dom.CHROMIUM, wpt_dom.JSDOM_RUN):
        files = wpt_dom._recorded_files(record)
        assert set(expectations) <= set(files), record.name
