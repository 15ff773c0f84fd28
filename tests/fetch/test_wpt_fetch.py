"""WPT's own tests of the File API's ``Blob`` and ``File``, XHR's ``FormData`` and Fetch's
``Request``, ``Response``, Body and ``Headers``, run for real: the testharness.js files of
``FileAPI/blob``, ``FileAPI/file``, ``xhr/formdata``, ``fetch/api/request``,
``fetch/api/response``, ``fetch/api/body`` and ``fetch/api/headers`` (pinned in
``wpt/wpt-fetch-manifest.json``), executed against webapi inside Pyodide under the pinned
Node 26 by the DOM's runner (``wpt/wpt_dom.py --suite fetch``), through the shim
``idl/jsshim.py`` describes from the IDL.

The default tier checks the pieces (the manifest, the locator, the shim's Promise and pair
iterator descriptions, the expectations file, the reading of undici's expectations); the slow
tier runs every file and compares each subtest's result with
``wpt/expectations/fetch/expectations.json``, where every subtest that does not pass is listed
with the class of its failure (``python -m wpt.wpt_dom --suite fetch
--write-expectations`` rewrites it from the last run).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from wpt import wpt_dom  # the runner's command
from wpt.dom import FETCH

EXPECTATIONS = wpt_dom.SUITE_EXPECTATIONS["fetch"]


def test_manifest_pins_one_commit_and_every_directory() -> None:
    manifest = FETCH.manifest()
    assert manifest["repository"] == "web-platform-tests/wpt"
    assert manifest["commit"] == "0d4f5079526492412a427152fcc1d08958bdf952"
    files = manifest["files"]
    assert all(re.fullmatch(r"[0-9a-f]{64}", sha256) for sha256 in files.values())
    assert {"resources/testharness.js", "resources/testharnessreport.js"} <= set(files)
    assert set(manifest["tests"]) <= set(files)
    for path in manifest["tests"]:
        assert not re.search(r"\.(sub|https)\.|-manual|\.worker\.js$|resources/", path), path
    # Every directory the issue names has tests, counted under it.
    assert {FETCH.folder(path) for path in manifest["tests"]} == set(FETCH.directories)
    assert {wpt_dom.folder(path) for path in manifest["tests"]} == set(FETCH.directories)
    # The scripts they load are pinned too.
    assert "FileAPI/support/Blob.js" in files and "fetch/api/resources/utils.js" in files


def test_locator_takes_its_own_variable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert FETCH.env_var == "WPT_FETCH_DATA"
    monkeypatch.setenv("WPT_FETCH_DATA", str(tmp_path))
    assert FETCH.candidates() == [tmp_path]
    assert FETCH.data_root() is None
    message = FETCH.missing_message()
    assert "WPT_FETCH_DATA" in message and FETCH.manifest()["commit"] in message
    for name in ("resources/testharness.js", "resources/testharnessreport.js"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("", encoding="utf-8")
    assert FETCH.data_root() == tmp_path
    assert "resources/testharness.js" in FETCH.verify(tmp_path)
    monkeypatch.delenv("WPT_FETCH_DATA")
    assert [path.name for path in FETCH.candidates()] == ["wpt-fetch", "wpt"]


@pytest.fixture(scope="module")
def shim() -> dict[str, Any]:
    pytest.importorskip("widlparser")
    from idl.jsshim import describe, read_definitions

    definitions, names = read_definitions()
    assert {"fetch.webidl", "fileapi.webidl", "xhr.webidl"} <= set(names)
    return describe(definitions)


def _interface(shim: dict[str, Any], name: str) -> dict[str, Any]:
    return next(i for i in shim["interfaces"] if i["name"] == name)


def test_shim_describes_promises_pairs_and_buffers(shim: dict[str, Any]) -> None:
    text = _interface(shim, "Blob")["operations"]["text"][0]["returns"]
    assert text == {"t": "Promise", "k": "Promise", "p": [{"t": "USVString", "k": "primitive"}]}
    headers = _interface(shim, "Headers")
    assert [t["t"] for t in headers["pair_iterable"]] == ["ByteString", "ByteString"]
    form_data = _interface(shim, "FormData")
    assert form_data["pair_iterable"][1]["k"] == "union"
    assert len(form_data["operations"]["append"]) == 2  # the string and the Blob overloads
    (constructor,) = _interface(shim, "Headers")["constructors"]
    init = constructor["arguments"][0]["type"]
    assert {member["k"] for member in init["p"]} == {"sequence", "record"}
    # Response.json is a static operation and, through Body, an operation of instances.
    response = _interface(shim, "Response")
    assert "json" in response["static_operations"] and "json" in response["operations"]
    blob_part = _interface(shim, "Blob")["constructors"][0]["arguments"][0]["type"]["p"][0]
    assert {member["t"] for member in blob_part["p"]} == {"BufferSource", "Blob", "USVString"}


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    wpt_dom.assert_expectations_well_formed("fetch")


def test_failure_classes_of_the_suite() -> None:
    classify = wpt_dom.failure_class
    assert classify("FAIL", "ReadableStream is not defined").startswith("streams")
    assert classify("FAIL", "webapi has no Response.body: 'Response' object").startswith("streams")
    unhandled = 'promise_test: Unhandled rejection with value: object "ReferenceError: fetch is'
    assert classify("FAIL", unhandled + ' not defined"').startswith("the network")
    assert classify("FAIL", 'object "ReferenceError: FileReader is not defined"') == (
        "FileReader is not defined (an interface or global)"
    )
    # the shim's conversion (new FormData(undefined, null)), not webapi's
    shim = "new FormData: parameter 1 is not of type 'HTMLFormElement'."
    assert classify("FAIL", shim).startswith("runner: the shim refuses undefined")


def test_differences_name_new_failures_passes_and_harness_changes() -> None:
    results = {
        "a.any.js": {
            "status": "OK",
            "subtests": [
                {"name": "x", "status": "PASS"},
                {"name": "y", "status": "FAIL", "message": "assert_equals: 1"},
            ],
        },
        "b.any.js": {"status": "ERROR", "message": "boom", "subtests": []},
    }
    assert wpt_dom.differences(results, wpt_dom.expectations_of(results)) == []
    listed = {
        "a.any.js": {"count": 3, "subtests": {"x": "timeout"}},
        "b.any.js": {"count": 0},
        "c.any.js": {"count": 1},
    }
    assert wpt_dom.differences(results, listed) == [
        "a.any.js: emits 2 subtests, fewer than the 3 expected",
        "a.any.js: newly failing: y",
        "a.any.js: now passes: x",
        "b.any.js: harness None -> other failure (error)",
        "c.any.js: not run",
    ]
    # A file the expectations do not list, and one that emits more subtests than listed.
    listed = {"a.any.js": {"count": 1, "subtests": {"y": "assert_equals failed"}}}
    assert wpt_dom.differences(results, listed) == [
        "a.any.js: emits 2 subtests, 1 expected",
        "b.any.js: not in the expectations",
    ]


def test_undici_expectations_are_read_by_page_name() -> None:
    expectation = {
        "fetch": {
            "api": {
                "headers": {
                    "headers-basic.any.html": {
                        "success": True,
                        "cases": [
                            {"name": "a", "success": True},
                            {"name": "b", "success": False},
                        ],
                    }
                }
            }
        }
    }
    path = "fetch/api/headers/headers-basic.any.js"
    cases = wpt_dom.undici_record(path, expectation)
    assert cases is not None and [case["name"] for case in cases] == ["a", "b"]
    assert wpt_dom.undici_record("fetch/api/headers/other.any.js", expectation) is None
    assert wpt_dom.undici_record("FileAPI/blob/Blob-slice.any.js", expectation) is None
    results = {
        path: {"status": "OK", "subtests": [{"name": "a", "status": "PASS"}] * 2},
        "FileAPI/blob/Blob-slice.any.js": {"status": "OK", "subtests": []},
    }
    table = wpt_dom.undici_table(results, expectation)
    assert "| fetch/api/headers | 1 | 2 of 2 | 1 | 2 of 2 | 1 of 2 |" in table
    assert "| FileAPI/blob | 1 | 0 of 0 | 0 | - | no record |" in table


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("fetch")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "fetch")


# --- the runtime's conversions, with a stand-in for the Python side ----------------------------

#: Runs the shim and wpt/wpt-dom-runtime.js in a fresh context of Node 26 with a bridge
#: whose "Python objects" are plain JavaScript objects, and returns what the page observes and
#: what the bridge received.
_RUNTIME_CHECK = r"""async (input) => {
  const vm = require("node:vm");
  const fs = require("node:fs");
  let next = 1;
  class Py {
    constructor(chain, fields = {}) {
      Object.assign(this, { chain, id: next++, type: "object" }, fields);
    }
    destroy() {}
    copy() { return this; }
    toJs() { return new Uint8Array(this.bytes); }
    [Symbol.iterator]() { return this.items[Symbol.iterator](); }
  }
  const calls = [];
  const blob = new Py("Blob");
  const bridge = {
    key: (value) => value.id,
    interface: (value) => value.chain,
    get: () => undefined,
    set: () => undefined,
    call: (target, name, ...args) => {
      calls.push([target.chain, name, ...args.map((a) => (a instanceof Py ? a.chain : a))]);
      if (name === "text") return new Py("coroutine", { result: "abc" });
      const bytes = new Py("bytes", { bytes: [7, 8] });
      if (name === "arrayBuffer") return new Py("coroutine", { result: bytes });
      if (name === "entries") return new Py("iterator", { pending: [["a", "1"], ["b", "2"]] });
      return undefined;
    },
    construct: (name, ...args) => {
      calls.push([`new ${name}`, ...args.map((a) => (a instanceof Py ? a.chain : a))]);
      return name === "EventTarget" ? new Py("EventTarget") : new Py(name);
    },
    static: (name, operation, ...args) => {
      calls.push([`${name}.${operation}`, ...args]);
      return new Py(name);
    },
    settle: (value) => Promise.resolve(value.result),
    next: (iterator) => {
      const item = iterator.pending.shift();
      return item === undefined ? undefined : new Py("tuple", { items: item });
    },
    bytes: (view) => ({ bytes: Array.from(view) }),
    json_text: () => undefined,
    json_value: (text) => ({ json: text }),
    callback: (fn) => Object.assign(new Py("function"), { fn }),
    dictionary: (...pairs) => ({ pairs }),
    sequence: (...items) => items.map((item) => (item instanceof Py ? item.chain : item)),
  };
  const context = vm.createContext({});
  const global = vm.runInContext("globalThis", context);
  Object.assign(global, { DOMException, URLSearchParams });
  const source = [input.shim, input.runtime].map((f) => fs.readFileSync(f, "utf8")).join("\n");
  const install = new vm.Script(source).runInContext(context);
  const idl = vm.runInContext("WEBAPI_IDL", context);
  const api = install(global, idl, { bridge, isPy: (v) => v instanceof Py, report: () => {} });
  global.blob = api.wrap(blob);
  const out = await vm.runInContext(`(async () => {
    const out = {};
    const headers = new Headers({ b: "1", a: "2" });
    try { new Headers({ "\u0100": "x" }); } catch (e) { out.byteString = e instanceof TypeError; }
    new Blob([new Uint8Array([1, 2, 3]).subarray(1), "s", blob]);
    const form = new FormData();
    form.append("a", "b");
    form.append("a", blob);
    form.append("a", blob, "name");
    const text = blob.text();
    out.promise = [text instanceof Promise, await text];
    const buffer = await blob.arrayBuffer();
    out.buffer = [buffer instanceof ArrayBuffer, Array.from(new Uint8Array(buffer))];
    const iterator = headers.entries();
    out.iterator = [Object.prototype.toString.call(iterator),
      Object.getPrototypeOf(Object.getPrototypeOf(iterator)) ===
        Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())),
      headers[Symbol.iterator] === headers.entries];
    out.entries = [...iterator];
    Response.json({ a: [1, "x"] });
    return out;
  })()`, context);
  return { out, calls };
}"""


@pytest.mark.needs_subprocess
def test_runtime_promises_buffers_records_pairs_and_overloads(tmp_path: Path) -> None:
    seen = wpt_dom.check_runtime(_RUNTIME_CHECK, tmp_path)
    out, calls = seen["out"], seen["calls"]
    constructed = [call for call in calls if call[0].startswith("new ")]
    # A record: the own enumerable properties in order; a ByteString above U+00FF refused
    # before webapi is called.
    assert constructed[1] == ["new Headers", {"pairs": ["b", "1", "a", "2"]}]
    assert out["byteString"] is True and len([c for c in constructed if c[0] == "new Headers"]) == 1
    # A view's bytes only; a string; webapi's Blob itself.
    assert constructed[2] == ["new Blob", [{"bytes": [2, 3]}, "s", "Blob"]]
    # The overload by the argument's type, not by the count alone.
    appends = [call for call in calls if call[1:2] == ["append"]]
    assert appends == [
        ["FormData", "append", "a", "b"],
        ["FormData", "append", "a", "Blob"],
        ["FormData", "append", "a", "Blob", "name"],
    ]
    # An awaitable becomes a Promise of the page; bytes a new ArrayBuffer of the page.
    assert out["promise"] == [True, "abc"]
    assert out["buffer"] == [True, [7, 8]]
    assert out["iterator"] == ["[object Headers Iterator]", True, True]
    assert out["entries"] == [["a", "1"], ["b", "2"]]
    # Response.json's data is the JSON text JSON.stringify makes of it, parsed by Python.
    assert ["Response.json", {"json": '{"a":[1,"x"]}'}] in calls
