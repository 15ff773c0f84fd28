"""WPT's own DOM tests, run for real: the testharness.js files of dom/nodes, dom/events,
dom/abort, dom/collections, dom/lists and domparsing (pinned in ``wpt/wpt-dom-manifest.json``),
executed against webapi inside Pyodide under the pinned Node 26 by ``wpt/wpt_dom.py``,
through the JavaScript shim ``idl/jsshim.py`` describes from the DOM's IDL.

The default tier checks the pieces (the manifest, the locator, the shim's description, the
expectations file, jsdom's patterns); the slow tier runs every file and compares each
subtest's result with ``wpt/expectations/dom/expectations.json``, where every subtest that does
not pass is listed with the class of its failure: a failure not listed, or a listed one that
now passes, fails the test (``python -m wpt.wpt_dom --write-expectations`` rewrites the
file from the last run).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from wpt import (
    dom,
    wpt_dom,  # the runner's command
    wpt_dom_bridge,  # the runner's Python side
)

# --- the manifest and the locator -------------------------------------------------------------


def test_manifest_pins_one_commit_and_every_file() -> None:
    manifest = dom.manifest()
    assert manifest["repository"] == "web-platform-tests/wpt"
    assert re.fullmatch(r"[0-9a-f]{40}", manifest["commit"])
    files = manifest["files"]
    assert all(re.fullmatch(r"[0-9a-f]{64}", sha256) for sha256 in files.values())
    assert set(dom.HARNESS) <= set(files)
    # Files of another version (support files, the .xht test): pinned to their bytes.
    other = manifest["other_versions"]["files"]
    assert all(re.fullmatch(r"[0-9a-f]{64}", sha256) for sha256 in other.values())
    assert not set(other) & set(files)
    assert set(manifest["tests"]) <= set(files) | set(other)
    assert {
        "dom/nodes/Node-isEqualNode-iframe1.xml",
        "dom/nodes/Document-createElement-namespace-tests/bare_svg.xhtml",
        "resources/webidl2/lib/webidl2.js",  # (resources/WebIDLParser.js links to it)
    } <= set(other)
    assert "dom/nodes/ParentNode-querySelector-All-xht.xht" in manifest["tests"]
    for path in manifest["tests"]:
        assert any(path.startswith(directory + "/") for directory in dom.DIRECTORIES), path
        assert not re.search(r"\.sub\.|-manual|resources/", path), path  # (.https. files run)
    # Every directory the issue names has tests.
    assert {wpt_dom.folder(path) for path in manifest["tests"]} == set(dom.DIRECTORIES)


#: The test files at the root of dom/ (not in a folder), pinned to the bytes ../shared has.
ROOT_FILES = [
    "dom/attributes-are-nodes.html",
    "dom/eventPathRemoved.html",
    "dom/historical.html",
    "dom/interface-objects.html",
    "dom/window-extends-event-target.html",
]


def test_the_files_at_the_root_of_dom_are_pinned_with_where_they_were_read() -> None:
    manifest = dom.manifest()
    other = manifest["other_versions"]
    assert [path for path in manifest["tests"] if re.fullmatch(r"dom/[^/]+", path)] == ROOT_FILES
    for path in ROOT_FILES:
        assert path in other["files"] and path not in manifest["files"]
        source = other["provenance"][path]
        assert source["repository"] == "lightpanda-io/wpt" and source["path"] == path
        assert re.fullmatch(r"[0-9a-f]{40}", source["commit"])
        assert re.fullmatch(r"[0-9a-f]{40}", source["last_changed_by"])
    # Counted under "dom", which holds the files directly in dom/ only.
    assert {wpt_dom.folder(path) for path in ROOT_FILES} == {"dom"}
    assert wpt_dom.folder("dom/nodes/Node-appendChild.html") == "dom/nodes"
    assert dom.DOM.holds("dom", "dom/historical.html")
    assert not dom.DOM.holds("dom", "dom/observable/x.html")
    assert not dom.DOM.holds("dom/nodes", "dom/historical.html")


def test_a_manifest_written_from_a_checkout_takes_the_root_of_dom_but_no_other_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = '<script src="/resources/testharness.js"></script><script src="../common.js"></script>'
    for name in (
        "resources/testharness.js",
        "resources/testharnessreport.js",
        "dom/common.js",
        "dom/historical.html",
        "dom/nodes/Node-x.html",
        "dom/observable/tentative/y.html",
        "dom/xslt/z.html",
    ):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(page if name.endswith(".html") else "", encoding="utf-8")
    suite = dom.Suite("dom", "DOM", ("dom/nodes", "dom"), {}, top_level=("dom",))
    monkeypatch.setattr(suite, "manifest_path", tmp_path / "manifest.json")
    written = dom.write_manifest(tmp_path, "web-platform-tests/wpt", "0" * 40, suite)
    assert written["tests"] == ["dom/nodes/Node-x.html", "dom/historical.html"]
    assert "dom/common.js" in written["files"]


def test_loaded_scripts_resolve_against_the_test_file() -> None:
    page = '<script src="/resources/testharness.js"></script><script src="../common.js">'
    assert dom.loaded_scripts("dom/nodes/x.html", page) == [
        "resources/testharness.js",
        "dom/common.js",
    ]
    script = "// META: title=x\n// META: script=resources/helper.js\n// META: script=/common/a.js\n"
    assert dom.loaded_scripts("dom/abort/x.any.js", script) == [
        "dom/abort/resources/helper.js",
        "common/a.js",
    ]


def test_loaded_documents_are_the_frames_sources() -> None:
    page = (
        '<iframe src="/common/dummy.xml"></iframe><IFRAME id=a src=sub/f.html?x#y></IFRAME>'
        '<frame src="../t.htm"><iframe src="about:blank"></iframe>'
        '<iframe src="{{location[scheme]}}://x/"></iframe><img src="no.png">'
        '<script>frame.src = "encoding.py?label=" + label; f.src = "data:text/html,x";'
        "g.src = 'https://other.test/a.html'</script>"
    )
    assert dom.loaded_documents("dom/nodes/x.html", page) == [
        "common/dummy.xml",
        "dom/nodes/sub/f.html",
        "dom/t.htm",
        "dom/nodes/encoding.py",
    ]


def test_locator_takes_the_variable_and_says_what_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(dom.ENV_VAR, str(tmp_path))
    assert dom.data_root() is None
    message = dom.missing_message()
    assert dom.manifest()["commit"] in message and str(tmp_path) in message
    for name in dom.HARNESS:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("", encoding="utf-8")
    assert dom.data_root() == tmp_path
    # Files that are not the pinned bytes are named.
    assert set(dom.HARNESS) <= set(dom.verify(tmp_path))


def test_a_folder_whose_download_cannot_be_had_is_named(tmp_path: Path) -> None:
    # (the slow tests leave such folders out of the run: offline, nothing in wpt/_cache)
    from wpt.dom import SUITES

    assert SUITES["dom"].folders_without_downloads(tmp_path) == {"dom/ranges", "domparsing"}
    assert SUITES["html"].folders_without_downloads(tmp_path) == {"sanitizer-api"}
    for name in SUITES["dom"].downloads():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("", encoding="utf-8")
    assert SUITES["dom"].folders_without_downloads(tmp_path) == set()


@pytest.mark.parametrize("suite", ["dom", "fetch"])
def test_missing_files_fail_where_ci_requires_them(
    suite: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # CI (WEBAPI_REQUIRE_DATA=1) runs the slow tests from ../shared/wpt-dom and wpt-fetch,
    # which hold every pinned file: a missing file there is a failure, not a skip.
    monkeypatch.setenv(dom.SUITES[suite].env_var, str(tmp_path))
    monkeypatch.setenv("WEBAPI_REQUIRE_DATA", "1")
    with pytest.raises(pytest.fail.Exception, match="WEBAPI_REQUIRE_DATA=1"):
        wpt_dom.run_suite_for_test(suite)
    monkeypatch.setenv("WEBAPI_REQUIRE_DATA", "0")
    with pytest.raises(pytest.skip.Exception, match="external data missing"):
        wpt_dom.run_suite_for_test(suite)


# --- the shim ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def shim() -> dict[str, Any]:
    pytest.importorskip("widlparser")
    from idl.jsshim import describe, read_definitions

    definitions, names = read_definitions()
    assert "dom.webidl" in names
    return describe(definitions)


def _interface(shim: dict[str, Any], name: str) -> dict[str, Any]:
    return next(i for i in shim["interfaces"] if i["name"] == name)


def test_shim_describes_inheritance_constants_and_types(shim: dict[str, Any]) -> None:
    node = _interface(shim, "Node")
    assert node["inherits"] == "EventTarget"
    assert node["constants"]["ELEMENT_NODE"] == 1
    assert node["constants"]["DOCUMENT_POSITION_CONTAINED_BY"] == 0x10
    append = node["operations"]["appendChild"][0]
    assert append["arguments"][0]["type"] == {"t": "Node", "k": "interface"}
    text_content = next(a for a in node["attributes"] if a["name"] == "textContent")
    assert text_content["type"] == {"t": "DOMString", "k": "primitive", "n": True}
    assert "readonly" not in text_content
    assert next(a for a in node["attributes"] if a["name"] == "nodeType")["readonly"]


def test_shim_describes_unscopable_members(shim: dict[str, Any]) -> None:
    # [Unscopable] (the ChildNode and ParentNode mixins' members): the prototype's
    # @@unscopables, which an event handler's `with` scopes respect
    element = _interface(shim, "Element")
    assert set(element["unscopables"]) >= {
        "before",
        "after",
        "replaceWith",
        "remove",
        "prepend",
        "append",
    }
    assert len(element["unscopables"]) == len(set(element["unscopables"]))
    assert "unscopables" not in _interface(shim, "Node")


def test_shim_describes_collections_and_special_members(shim: dict[str, Any]) -> None:
    node_list = _interface(shim, "NodeList")
    assert node_list["indexed_getter"] == "item"
    assert node_list["iterable"]["t"] == "Node"
    collection = _interface(shim, "HTMLCollection")
    assert (collection["indexed_getter"], collection["named_getter"]) == ("item", "namedItem")
    assert "iterable" not in collection
    # [LegacyUnenumerableNamedProperties]: HTMLCollection's names are not enumerable,
    # DOMStringMap's (an unnamed getter, setter and deleter) are.
    assert collection["unenumerable_named"] is True
    dataset = _interface(shim, "DOMStringMap")
    assert "unenumerable_named" not in dataset
    assert dataset["named_getter"] == "__named_getter__"
    assert dataset["named_setter"] == "__named_setter__"
    assert _interface(shim, "DOMTokenList")["stringifier"] == "value"
    element = _interface(shim, "Element")
    class_list = next(a for a in element["attributes"] if a["name"] == "classList")
    assert class_list["putForwards"] == "value"


def test_shim_describes_constructors_statics_and_callbacks(shim: dict[str, Any]) -> None:
    event = _interface(shim, "Event")
    (constructor,) = event["constructors"]
    init = constructor["arguments"][1]
    assert init["type"] == {"t": "EventInit", "k": "dictionary"} and init["optional"]
    assert {m["name"] for m in shim["dictionaries"]["EventInit"]} == {
        "bubbles",
        "cancelable",
        "composed",
    }
    # A dictionary's members include those it inherits, the ancestor's first, each sorted.
    assert [m["name"] for m in shim["dictionaries"]["AddEventListenerOptions"]] == [
        "capture",
        "once",
        "passive",
        "signal",
    ]
    signal = _interface(shim, "AbortSignal")
    # Web IDL's escaped identifier "_any" is the operation "any".
    assert set(signal["static_operations"]) >= {"abort", "any"}
    target = _interface(shim, "EventTarget")
    callback = target["operations"]["addEventListener"][0]["arguments"][1]["type"]
    assert callback == {"t": "EventListener", "k": "callback interface", "n": True}
    options = target["operations"]["addEventListener"][0]["arguments"][2]["type"]
    assert options["k"] == "union"
    assert {p["t"] for p in options["p"]} == {"AddEventListenerOptions", "boolean"}
    onabort = next(a for a in signal["attributes"] if a["name"] == "onabort")
    assert onabort["type"]["t"] == "EventHandler"


def test_emitted_shim_is_one_javascript_statement() -> None:
    pytest.importorskip("widlparser")
    from idl.jsshim import emit_shim

    text = emit_shim()
    assert text.startswith("// The webapi DOM runner's JavaScript shim")
    body = text.split("const WEBAPI_IDL = ", 1)[1]
    assert body.endswith(";\n")
    assert json.loads(body[:-2])["enums"]


# --- expectations and jsdom -------------------------------------------------------------------


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    # Every file executed, with the number of subtests it emits: one that emits fewer fails.
    wpt_dom.assert_expectations_well_formed("dom")


def test_failures_carry_a_reason_from_glob_rules() -> None:
    rules = [
        {"files": "dom/ranges/Range-mutations-*.html", "failure": "getSelection*", "reason": "R"}
    ]
    failure = "getSelection is not defined (an interface or global)"
    assert wpt_dom.reason("dom/ranges/Range-mutations-dataChange.html", failure, rules) == "R"
    assert wpt_dom.reason("dom/ranges/Range-set.html", failure, rules) == failure
    result = {"status": "OK", "subtests": [{"name": "a", "status": "FAIL", "message": failure}]}
    written = wpt_dom.expectations_of({"dom/ranges/Range-mutations-x.html": result}, rules)
    assert written["dom/ranges/Range-mutations-x.html"]["subtests"] == {"a": "R"}
    # The suite's rules: each names failures the expectations list (no dead rule); one line
    # gives the 2,813 getSelection subtests their reason.
    rules = wpt_dom.reasons_of("dom")
    expectations = json.loads(wpt_dom.EXPECTATIONS.read_text(encoding="utf-8"))
    reasons = [r for entry in expectations.values() for r in entry.get("subtests", {}).values()]
    harnesses = [entry["harness"] for entry in expectations.values() if "harness" in entry]
    reasons += [re.sub(r" \(\w+\)$", "", harness) for harness in harnesses]
    assert all(rule["reason"] in reasons for rule in rules)
    selection = next(rule for rule in rules if "getSelection" in rule["failure"])
    assert reasons.count(selection["reason"]) == 2813


def test_harness_timeouts_are_its_own() -> None:
    # 0.3 made abort-signal-timeout.html pass by a race of its timers against the harness's.
    assert wpt_dom.TIMEOUT_MULTIPLIER == 1.0
    # (the harness's own timeouts, 10 s and 60 s with timeout=long, end a file first)
    assert wpt_dom.FILE_TIMEOUT_MS > 10_000 and wpt_dom.LONG_FILE_TIMEOUT_MS > 60_000


def _result(*statuses: str, status: str = "OK") -> dict[str, Any]:
    return {
        "status": status,
        "subtests": [{"name": f"s{i}", "status": s} for i, s in enumerate(statuses)],
    }


def test_denominator_is_the_most_subtests_any_engine_ran() -> None:
    # webapi's harness stops after 1 subtest; Chromium ran 132, jsdom 130.
    records = (
        {"f.html": {"status": "OK", "subtests": 132, "not passing": {}}},
        {"f.html": {"status": "OK", "subtests": 130, "not passing": {"x": "FAIL"}}},
    )
    found = wpt_dom.file_counts("f.html", _result("PASS", status="ERROR"), records)
    assert found == {"ran": 1, "subtests": 132, "passed": 1, "one realm": 0, "binding": 0}
    # A record whose page never completed ran nothing; webapi's own count is the floor.
    never = ({"f.html": {"status": "ERROR", "message": "timeout"}},)
    assert wpt_dom.file_counts("f.html", _result("PASS", "FAIL"), never)["subtests"] == 2
    assert wpt_dom.recorded_passed(records[1]["f.html"]) == 129


def test_one_realm_passes_are_not_counted() -> None:
    path = "dom/traversal/TreeWalker-realm.html"
    names = list(dom.DOM.one_realm[path])
    result = {"status": "OK", "subtests": [{"name": n, "status": "PASS"} for n in names]}
    assert wpt_dom.file_counts(path, result) == {
        "ran": 2,
        "subtests": 2,
        "passed": 0,
        "one realm": 2,
        "binding": 0,
    }
    row = wpt_dom.counts({path: result})["dom/traversal"]
    assert (row["passed"], row["one realm"], row["files passing"]) == (0, 2, 0)
    assert all(
        reasons and all("realm" in reason for reason in reasons.values())
        for reasons in dom.DOM.one_realm.values()
    )


def test_binding_passes_are_counted_apart() -> None:
    # interface-objects.html's 23 subtests check the shim's global properties, not webapi.
    path = "dom/interface-objects.html"
    assert "shim" in (wpt_dom.binding(path) or "")
    result = {"status": "OK", "subtests": [{"name": f"{i}", "status": "PASS"} for i in range(23)]}
    found = wpt_dom.file_counts(path, result)
    assert (found["passed"], found["binding"], found["one realm"]) == (0, 23, 0)
    row = wpt_dom.counts({path: result})["dom"]
    assert (row["passed"], row["binding"], row["files passing"]) == (0, 23, 0)
    assert wpt_dom.binding("dom/historical.html") is None


def test_failure_classes() -> None:
    assert wpt_dom.failure_class("TIMEOUT", None) == "timeout"
    message = "webapi has no Document.createEvent(): 'Document' object has no attribute"
    assert wpt_dom.failure_class("FAIL", message) == "webapi lacks Document.createEvent"
    assert wpt_dom.failure_class("FAIL", "assert_equals: expected 1") == "assert_equals failed"
    assert wpt_dom.failure_class("FAIL", "boom") == "other failure"
    assert wpt_dom.failure_class("FAIL", "DOMParser is not defined").startswith("DOMParser ")
    missing = "webapi has no the MutationObserver constructor: no public class MutationObserver"
    assert wpt_dom.failure_class("FAIL", missing) == "webapi lacks the MutationObserver interface"


def test_jsdom_patterns_and_names() -> None:
    to_run = (
        "DIR: dom/nodes\n\nmoveBefore/**: [fail-slow, Not implemented]\n"
        'Node-x.html:\n  "one": [fail, Unknown]\n---\n'
        "DIR: other\n\nbroken: [fail, :not yaml]\n"
    )
    sections = wpt_dom.jsdom_expectations(to_run)
    assert set(sections) == {"dom/nodes"}
    assert wpt_dom.jsdom_outcome("dom/nodes/moveBefore/tentative/a.html", ["a"], sections) == (
        False,
        None,
    )
    assert wpt_dom.jsdom_outcome("dom/nodes/Node-x.html", ["one", "two"], sections) == (False, 1)
    assert wpt_dom.jsdom_outcome("dom/nodes/Node-y.html", ["a", "b"], sections) == (True, 2)
    assert wpt_dom.jsdom_name("dom/abort/event.any.js") == "dom/abort/event.any.html"
    assert wpt_dom._glob_pattern("!(a.html)").match("b.html")
    assert not wpt_dom._glob_pattern("!(a.html)").match("a.html")


def test_chromium_column_counts_the_subtests_chromium_ran() -> None:
    record = {"status": "OK", "subtests": 3, "not passing": {"b": "FAIL"}}
    assert wpt_dom.recorded_passed(record) == 2
    assert wpt_dom.recorded_passed({"status": "ERROR", "message": "timeout"}) == 0
    assert wpt_dom.recorded_passed(None) is None


@pytest.mark.parametrize("record", ["CHROMIUM", "JSDOM_RUN"])
def test_records_cover_the_suite_but_ranges(record: str) -> None:
    path = getattr(wpt_dom, record)
    if not path.is_file():
        pytest.skip(f"{path.name}: python -m generate chromium-wpt-dom / jsdom-wpt-dom")
    files = json.loads(path.read_text(encoding="utf-8"))["files"]
    wanted = {path for path in dom.SUITES["dom"].test_files() if not path.startswith("dom/ranges/")}
    assert set(files) == wanted


def test_bridge_answers_unnamed_named_properties() -> None:
    from webapi.html import DOMParser

    document = DOMParser().parseFromString(
        "<form><input name=n></form><p data-user-id=1>", "text/html"
    )
    dataset = document.querySelector("p").dataset
    bridge = wpt_dom_bridge.Bridge
    assert bridge.named_property(dataset, "userId") == "1"
    assert bridge.named_property(dataset, "other") is None
    assert bridge.set_named_property(dataset, "fooBar", "2") is None
    assert document.querySelector("p").getAttribute("data-foo-bar") == "2"
    assert bridge.delete_named_property(dataset, "fooBar") is None
    assert bridge.delete_named_property(dataset, "fooBar") is None  # (none: nothing)
    assert not document.querySelector("p").hasAttribute("data-foo-bar")
    raised = bridge.set_named_property(dataset, "a-b", "x")  # (SyntaxError in the spec)
    assert isinstance(raised, wpt_dom_bridge.Raised)
    # a form's named property (its control), and undefined for a name it has not
    form = document.querySelector("form")
    assert bridge.named_property(form, "n") is form.firstChild
    assert bridge.named_property(form, "missing") is None
    assert bridge.indexed_property(form, 0) is form.firstChild
    assert bridge.indexed_property(form, 1) is None
    select = document.createElement("select")
    option = document.createElement("option")
    assert bridge.set_indexed_property(select, 1, option) is None
    assert select.length == 2 and select[1] is option
    assert isinstance(bridge.set_indexed_property(select, 0, "x"), wpt_dom_bridge.Raised)


def test_bridge_lists_supported_property_names_for_own_keys() -> None:
    from webapi.html import DOMParser

    document = DOMParser().parseFromString(
        "<p id=a data-user-id=1 data-x-=2 class=c><b name=n></b>", "text/html"
    )
    p = document.querySelector("p")
    names = wpt_dom_bridge.Bridge.supported_property_names
    assert json.loads(names(p.dataset)) == ["userId", "x-"]
    assert json.loads(names(p.attributes)) == ["id", "data-user-id", "data-x-", "class"]
    assert json.loads(names(document.getElementsByTagName("*")))[:1] == ["a"]
    assert json.loads(names(document.createTextNode("t"))) == []


# --- the run ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("dom")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "dom")


# --- the runtime, with a stand-in for the Python side -------------------------------------

#: Runs the shim and wpt/wpt-dom-runtime.js in a fresh context of Node 26 with a bridge
#: whose "Python objects" are plain JavaScript objects, and returns what the page observes.
_RUNTIME_CHECK = r"""(input) => {
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
  const raised = (kind, name, message) =>
    Object.assign(new Py(""), { type: "Raised", kind, name, message });
  const missing = (name) => raised("TypeError", "TypeError", `webapi has no ${name}`);
  const element = new Py("Element", { props: { nodeType: 1, parentNode: undefined } });
  const text = new Py("Text,CharacterData", { props: {} });
  element.props.childNodes = new Py("NodeList", { props: { length: 2 } });
  const bridge = {
    key: (value) => value.id,
    interface: (value) => value.chain,
    get: (target, name) => (name in target.props ? target.props[name] : missing(name)),
    set: (target, name, value) => { calls.push(["set", name, value]); },
    call: (target, name, ...args) => {
      if (name === "item") return [element, text][args[0]];
      calls.push([name, ...args]);
      if (name === "appendChild") return raised("DOMException", "HierarchyRequestError", "no");
      return name.endsWith("Attribute") ? undefined : missing(name);
    },
    construct: (name) => (name === "EventTarget" ? new Py("EventTarget") : missing(name)),
    static: () => undefined,
    callback: (fn) => Object.assign(new Py("function"), { fn }),
    dictionary: (...pairs) => ({ pairs }),
    sequence: (...items) => items,
    // the unnamed getter, setter and deleter (DOMStringMap's, HTMLFormElement's getter)
    named_property: (target, name) => (target.named ? target.named[name] : undefined),
    set_named_property: (target, name, value) => { calls.push(["named set", name, value]); },
    delete_named_property: (target, name) => { calls.push(["named delete", name]); },
    supported_property_names: (target) => JSON.stringify(Object.keys(target.named || {})),
  };
  const dataset = new Py("DOMStringMap", { named: { userId: "1" }, props: {} });
  const form = new Py("HTMLFormElement,HTMLElement,Element,Node,EventTarget", { props: {} });
  const context = vm.createContext({});
  const global = vm.runInContext("globalThis", context);
  global.DOMException = DOMException;
  const source = [input.shim, input.runtime].map((f) => fs.readFileSync(f, "utf8")).join("\n");
  const install = new vm.Script(source).runInContext(context);
  const idl = vm.runInContext("WEBAPI_IDL", context);
  const api = install(global, idl, { bridge, isPy: (v) => v instanceof Py, report: () => {} });
  global.el = api.wrap(element);
  global.dataset = api.wrap(dataset);
  global.form = api.wrap(form);
  global.calls = calls;
  return vm.runInContext(`(() => {
    const out = {};
    const list = el.childNodes;
    out.sameWrapper = [el === list[0], list === el.childNodes, list[1] instanceof Text];
    out.instanceOf = [el instanceof Element, el instanceof Node, el instanceof EventTarget,
                      Element.prototype instanceof Node, list[1] instanceof CharacterData];
    out.constants = [Node.ELEMENT_NODE, el.ELEMENT_NODE, Node.DOCUMENT_POSITION_CONTAINED_BY];
    out.nullParent = el.parentNode;
    out.list = [list.length, list[2], 1 in list, 2 in list, Object.keys(list), String(list),
                [...list].length, typeof list.forEach];
    el.setAttribute(null, undefined);
    el.toggleAttribute("a", 0);
    out.calls = calls.slice();
    try { el.appendChild(el); } catch (e) {
      out.domException = [e instanceof DOMException, e.name, e.code];
    }
    try { el.appendChild({}); } catch (e) {
      out.notANode = [e instanceof TypeError, e.constructor === TypeError];
    }
    try { el.setAttribute("a"); } catch (e) { out.tooFew = e instanceof TypeError; }
    try { Element.prototype.setAttribute.call({}, "a", "b"); } catch (e) {
      out.illegal = e.message;
    }
    try { new Node(); } catch (e) { out.illegalConstructor = e.message; }
    try { el.closest("p"); } catch (e) { out.missing = [e instanceof TypeError, e.message]; }
    out.toStringTag = Object.prototype.toString.call(el);
    const before = calls.length;
    dataset.fooBar = 2;
    delete dataset.fooBar;
    out.named = [dataset.userId, "userId" in dataset, "other" in dataset, Object.keys(dataset),
                 form.activated, "activated" in form, calls.slice(before)];
    return out;
  })()`, context);
}"""


@pytest.mark.needs_subprocess
def test_runtime_conversions_identity_and_exceptions(tmp_path: Path) -> None:
    seen = wpt_dom.check_runtime(_RUNTIME_CHECK, tmp_path)
    assert seen["sameWrapper"] == [True, True, True]
    assert seen["instanceOf"] == [True, True, True, True, True]
    assert seen["constants"] == [1, 1, 16]
    assert seen["nullParent"] is None
    # Indexed access through the Proxy (out of range: undefined, None in JSON), iteration.
    assert seen["list"] == [2, None, True, False, ["0", "1"], "[object NodeList]", 2, "function"]
    # DOMString: null -> "null", undefined -> "undefined"; boolean: 0 -> false.
    assert seen["calls"] == [["setAttribute", "null", "undefined"], ["toggleAttribute", "a", False]]
    assert seen["domException"] == [True, "HierarchyRequestError", 3]
    assert seen["notANode"] == [True, True]
    assert seen["tooFew"] is True
    assert seen["illegal"] == "Illegal invocation"
    assert seen["illegalConstructor"] == "Illegal constructor"
    assert seen["missing"][0] is True and "closest" in seen["missing"][1]
    assert seen["toStringTag"] == "[object Element]"
    # Unnamed named getters answer through the bridge (a form's lookups no longer throw:
    # Event-dispatch-single-activation-behavior.html's handlers look names up in it).
    assert seen["named"] == [
        "1",
        True,
        False,
        ["userId"],
        None,
        False,
        [["named set", "fooBar", "2"], ["named delete", "fooBar"]],
    ]
