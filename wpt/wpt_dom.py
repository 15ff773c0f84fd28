#!/usr/bin/env python3
"""The web-platform-tests runner: WPT's testharness.js files executed against webapi inside
Pyodide under the pinned Node 26 (``oracles/``), with a JavaScript shim generated from the
IDL (``idl/jsshim.py``).  Two suites (``wpt/dom.py``): the DOM's (dom/nodes, dom/events,
dom/abort, dom/collections, dom/lists and domparsing) and, with ``--suite fetch``, those of
the File API's Blob and File, XHR's FormData and Fetch's Request, Response, Body and Headers.

Usage, from the repository root with the project's virtual environment::

    python -m wpt.wpt_dom                       # every test file; pass counts per folder
    python -m wpt.wpt_dom dom/nodes/Node-*      # the files matching the patterns
    python -m wpt.wpt_dom --counts              # the counts of the last run again
    python -m wpt.wpt_dom --write-expectations  # the last run's failures as expectations
    python -m wpt.wpt_dom --suite fetch         # the fetch suite (every option as above)

The files come from ``wpt/dom.py``'s locator (``$WPT_DOM_DATA``, ``../shared/wpt-dom``,
``../shared/wpt``; ``$WPT_FETCH_DATA``, ``../shared/wpt-fetch``, ``../shared/wpt`` for the
fetch suite); the results go to ``build/wpt-dom/results.json`` (``build/wpt-fetch/``): per
file the harness status, each subtest's status and message, and how the page's document was
made.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
OUT_DIR = REPO / "build" / "wpt-dom"
RESULTS = OUT_DIR / "results.json"
#: The home of every suite's expectations and records: ``wpt/expectations/SUITE/``, with
#: ``expectations.json`` (every failing subtest of the pinned files, with its reason),
#: ``reasons.json`` (the human reasons, a rule per glob of files), ``chromium.json`` and
#: ``jsdom.json`` (the recorded runs of the other engines, where generated).
EXPECTATIONS_HOME = HERE / "expectations"


def suite_file(suite: str, name: str) -> Path:
    """The file ``name`` (``expectations.json``, ``reasons.json``, ``chromium.json``,
    ``jsdom.json``) of the suite ``suite``'s folder of :data:`EXPECTATIONS_HOME`."""
    return EXPECTATIONS_HOME / suite / name


#: The suites (``wpt/dom.py``'s, by name).
SUITE_NAMES = (
    "dom",
    "fetch",
    "domxpath",
    "window",
    "cssom",
    "html",
    "fetch-network",
    "encoding-streams",
    "shadow-dom",
    "aria",
)
#: Each suite's expectations.
SUITE_EXPECTATIONS = {name: suite_file(name, "expectations.json") for name in SUITE_NAMES}
#: The DOM suite's.
EXPECTATIONS = SUITE_EXPECTATIONS["dom"]


def out_dir(suite: str) -> Path:
    """Where a suite's run writes its shim, configuration and results."""
    return REPO / "build" / f"wpt-{suite}"


#: testharness.js's timeouts times this: 1, its own timeouts (a shorter one, 0.3, made
#: ``abort-signal-timeout.html`` pass by a race of its timers against the harness's).
TIMEOUT_MULTIPLIER = 1.0
#: A file's results are awaited this long at most (the harness's own timeout, 10 s, ends a
#: file first), or, for a file that sets ``timeout=long`` (the harness's 60 s), the longer one.
FILE_TIMEOUT_MS = 20_000
LONG_FILE_TIMEOUT_MS = 70_000
#: Folders whose files get shorter timeouts: the harness's times ``timeoutMultiplier``, the
#: runner's ``fileTimeout`` (ms; ``timeout=long`` or not). The window suite's navigation files:
#: most wait for a message from a frame's script, which the runner does not run (one realm a
#: page), and would cost the harness's 10 s (or the runner's 20 s) each; webapi's navigations
#: through the runner's stand-in server finish in a few tasks.
QUICK = {
    "folders": ["html/browsers/browsing-the-web/"],
    "timeoutMultiplier": 0.25,
    "fileTimeout": 4_000,
}
#: Files that do so much in one page that a loaded machine (CI runs three processes on two
#: cores) can take more than the harness's 10 s: they get the harness's long timeout, as a
#: file's ``timeout=long`` gives it (its timeouts times 6: 60 s), and the runner's long file
#: timeout; with why.
SLOW = {
    "css/css-cascade/all-prop-revert-layer.html": (
        "383 subtests, each setting a layer's declarations and reading getComputedStyle of "
        "the longhands again: some 9 s alone on a quiet machine; CI's loaded one timed out"
    ),
    "css/css-cascade/all-prop-initial-xml.html": (
        "every longhand's initial value read through getComputedStyle in an XML document: "
        "10-13 s on this machine beside another run; CI's loaded one timed out"
    ),
    "css/css-cascade/all-prop-revert-layer-noop.html": (
        "every longhand set and reverted in a layer, read back: 6-7 s beside another run"
    ),
    "css/css-cascade/all-prop-revert-noop.html": (
        "every longhand set and reverted, read back: 5-6 s beside another run"
    ),
}


def _imports() -> Any:
    """``pyodide/run.py`` (the wheel, the Pyodide runtime), imported from its folder."""
    import importlib

    sys.path.insert(0, str(REPO))
    sys.path.insert(0, str(REPO / "pyodide"))
    return importlib.import_module("run")


def run_tests(
    tests: list[str], data: Path, source: Path | None = None, suite: str = "dom"
) -> dict[str, Any]:
    """Run ``tests`` (paths of the manifest of ``suite``) with the files under ``data``; the
    results.  ``source``: a checkout whose ``webapi`` is imported instead of this one's wheel
    (another branch's DOM, read only)."""
    run = _imports()
    from idl.jsshim import emit_shim, read_definitions
    from oracles import node26_path
    from wpt.dom import SUITES

    node = node26_path()
    if node is None:
        raise run.SetupError("Node 26 not installed: run `npm ci --prefix oracles/node`")
    runtime = run.ensure_runtime()
    directory = out_dir(suite)
    directory.mkdir(parents=True, exist_ok=True)
    wheels = run.fresh_wheels(directory / "wheels", (), runtime)
    shim = directory / "shim.js"
    # The IDL of the checkout whose webapi runs.
    idl_dir = (source or REPO) / "idl"
    window = SUITES[suite].window
    cssom = SUITES[suite].cssom
    extra = SUITES[suite].idl_files
    shim.write_text(emit_shim(idl_dir, window, cssom, extra), encoding="utf-8")
    idl, _ = read_definitions(idl_dir, window, cssom, extra)
    out = directory / "results.partial.json"
    config = {
        "indexURL": f"{runtime}/",
        "wheels": [str(wheel) for wheel in wheels],
        "runner": str(HERE),
        "data": str(data.resolve()),
        "shim": str(shim),
        "runtime": str(HERE / "wpt-dom-runtime.js"),
        "interfaces": [interface.name for interface in idl.interfaces]
        + (["ComputedStyleDeclaration"] if cssom else []),
        "tests": tests,
        "source": str(source.resolve()) if source else None,
        "timeoutMultiplier": TIMEOUT_MULTIPLIER,
        "fileTimeout": FILE_TIMEOUT_MS,
        "longFileTimeout": LONG_FILE_TIMEOUT_MS,
        "out": str(out),
        # (a stand-in XMLHttpRequest reading the data root, for the suites that need one)
        "xhr": SUITES[suite].xhr,
        # (a stand-in fetch() reading the data root, for the pages of these folders)
        "fetchFolders": [f"{folder}/" for folder in SUITES[suite].fetch_folders],
        # (the frames of these folders' pages run their scripts, as the window suite's do)
        "frameScriptFolders": [f"{folder}/" for folder in SUITES[suite].frame_script_folders],
        # (the page's global backed by webapi's Window: the window suite)
        "window": window,
        # (a page's `window.onload = ...` called for the load event where the global is not
        # webapi's Window: the html suite's alone so far; in the dom and shadow-dom suites it
        # would move four files whose expectations were written without it)
        "windowOnload": suite == "html",
        # (shorter timeouts for the files of QUICK's folders)
        "quick": QUICK,
        # (the harness's long timeout for the files SLOW names)
        "slow": {"files": list(SLOW), "timeoutMultiplier": 6},
        # (fetch() and XMLHttpRequest over the stand-in server: the fetch-network suite)
        "network": SUITES[suite].network,
        # (testdriver.js's Get Computed Role and Label answered by webapi.aria: the aria suite)
        "testdriver": SUITES[suite].testdriver,
    }
    config_path = directory / "config.json"
    config_path.write_text(json.dumps(config, indent=1), encoding="utf-8")
    command = [str(node), str(HERE / "wpt-dom.mjs"), str(config_path)]
    subprocess.run(command, check=True, cwd=HERE)
    results: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return results


def check_runtime(function: str, folder: Path) -> Any:
    """``function({shim, runtime})`` evaluated in the pinned Node 26, given the paths of this
    checkout's shim (written into ``folder``) and runtime: the tests' checks of the runtime
    with a stand-in bridge (skips where Node 26 or widlparser is missing)."""
    import pytest

    pytest.importorskip("widlparser")
    sys.path.insert(0, str(REPO))
    from idl.jsshim import emit_shim
    from oracles import node26_evaluate

    shim = folder / "shim.js"
    shim.write_text(emit_shim(), encoding="utf-8")
    runtime = HERE / "wpt-dom-runtime.js"
    return node26_evaluate(function, {"shim": str(shim), "runtime": str(runtime)})


def run_suite_for_test(name: str) -> dict[str, Any]:
    """The results of every file of the suite ``name`` (``dom``, ``fetch``), for a slow test:
    a skip where the pinned files (``../shared/wpt-dom``, ``../shared/wpt-fetch``: every one
    of them is there), Node 26 or the Pyodide runtime are missing, a failure instead where
    ``WEBAPI_REQUIRE_DATA=1`` (the files) or ``WEBAPI_REQUIRE_PYODIDE=1`` (the runtime) say
    so, as CI does; files that differ from the manifest fail."""
    import os

    import pytest

    sys.path.insert(0, str(REPO))
    from oracles import node26
    from wpt.dom import SUITES

    suite = SUITES[name]
    root = suite.data_root()
    if root is None:
        message = f"external data missing: {suite.missing_message()}"
        if os.environ.get("WEBAPI_REQUIRE_DATA") == "1":
            pytest.fail(f"{message} (WEBAPI_REQUIRE_DATA=1 makes that a failure)")
        pytest.skip(message)
    bad = suite.verify(root)
    assert not bad, f"files under {root} differ from the manifest: {bad[:10]}"
    node26()
    # A folder whose pinned download cannot be had here (no network to its URL, nothing in
    # wpt/_cache) is not run: its pages would fail or stop the run for want of the file.
    lacking = suite.folders_without_downloads(root)
    _NOT_HAD[name] = lacking
    if lacking:
        import warnings

        warnings.warn(
            f"{name}: not run, a pinned download cannot be had: {sorted(lacking)}", stacklevel=2
        )
    tests = [path for path in suite.test_files() if not _in_folders(path, lacking)]
    try:
        return run_tests(tests, root, suite=name)
    except _imports().SetupError as error:
        message = f"the Pyodide runtime cannot be set up: {error}"
        if os.environ.get("WEBAPI_REQUIRE_PYODIDE") == "1":
            pytest.fail(f"{message} (WEBAPI_REQUIRE_PYODIDE=1 makes that a failure)")
        pytest.skip(message)


def assert_expectations_well_formed(name: str) -> dict[str, Any]:
    """The suite ``name``'s expectations, checked to name every file it executes, each with
    the number of subtests it emits (one that emits fewer fails) and a reason, a non-empty
    string, for its harness status and each failing subtest; returned for a suite's own
    checks."""
    from wpt.dom import SUITES

    expectations: dict[str, Any] = json.loads(SUITE_EXPECTATIONS[name].read_text(encoding="utf-8"))
    assert set(expectations) == set(SUITES[name].test_files())
    for entry in expectations.values():
        assert set(entry) <= {"count", "harness", "subtests"}
        assert isinstance(entry["count"], int) and entry["count"] >= len(entry.get("subtests", {}))
        reasons = [entry.get("harness", "x"), *entry.get("subtests", {}).values()]
        assert all(isinstance(reason, str) and reason for reason in reasons)
    return expectations


#: The folders :func:`run_suite_for_test` left out of a suite's run, by suite.
_NOT_HAD: dict[str, set[str]] = {}


def _in_folders(path: str, folders: set[str]) -> bool:
    return any(path.startswith(f"{each}/") for each in folders)


def assert_matches_expectations(results: dict[str, Any], name: str) -> None:
    """A slow test's check: the run of the suite ``name`` is what its expectations say (but
    for the folders left out of the run for want of a pinned download)."""
    listed = json.loads(SUITE_EXPECTATIONS[name].read_text(encoding="utf-8"))
    lacking = _NOT_HAD.get(name, set())
    listed = {path: entry for path, entry in listed.items() if not _in_folders(path, lacking)}
    found = differences(results, listed)
    print(format_counts(results))
    assert not found, "\n".join(found[:50])


def folder(path: str) -> str:
    """The directory a test file is counted under (``dom/nodes``, ``fetch/api/body``, ``dom``
    for the files at the root of ``dom/``)."""
    from wpt.dom import SUITES

    return next(d for suite in SUITES.values() for d in suite.directories if suite.holds(d, path))


#: Chromium 156's results on the same pinned files (``python -m generate chromium-wpt-dom``).
CHROMIUM = suite_file("dom", "chromium.json")
#: jsdom's, run for real (``python -m generate jsdom-wpt-dom``).
JSDOM_RUN = suite_file("dom", "jsdom.json")
#: The same records of the other suites' files, beside each of the two (``python -m generate
#: chromium-wpt-domxpath``, ``jsdom-wpt-domxpath``): a file's record is looked up in all.
OTHER_RECORDS = {
    CHROMIUM: (
        suite_file("dom", "chromium-ranges.json"),
        suite_file("html", "chromium-sanitizer.json"),
        suite_file("html", "chromium-selection.json"),
        *(suite_file(name, "chromium.json") for name in SUITE_NAMES if name != "dom"),
    ),
    JSDOM_RUN: tuple(suite_file(name, "jsdom.json") for name in SUITE_NAMES if name != "dom"),
}


def _recorded_files(path: Path) -> dict[str, Any]:
    """The per-file records of :data:`CHROMIUM` or :data:`JSDOM_RUN`, with those of the other
    suites' files (:data:`OTHER_RECORDS`; none where a file is not generated)."""
    files: dict[str, Any] = {}
    for each in (path, *OTHER_RECORDS.get(path, ())):
        if each.is_file():
            files.update(json.loads(each.read_text(encoding="utf-8"))["files"])
    return files


def recorded_count(record: dict[str, Any] | None) -> int:
    """How many subtests another engine ran in a file by its ``record`` (0 where it has none
    or its page never completed)."""
    if record is None or record.get("not passing") is None:
        return 0
    return int(record.get("subtests", 0))


def one_realm(path: str) -> dict[str, str]:
    """The subtests of ``path`` whose passes are not meaningful in a runner with one realm a
    page (``wpt/dom.py``'s ``Suite.one_realm``), with the reason."""
    from wpt.dom import SUITES

    for suite in SUITES.values():
        if path in suite.one_realm:
            return suite.one_realm[path]
    return {}


def binding(path: str) -> str | None:
    """Why the passes of ``path`` are the runner's JavaScript binding's rather than webapi's
    (``wpt/dom.py``'s ``Suite.binding``), or None."""
    from wpt.dom import SUITES

    return next((s.binding[path] for s in SUITES.values() if path in s.binding), None)


def file_counts(
    path: str, result: dict[str, Any], records: tuple[dict[str, Any], ...] = ()
) -> dict[str, int]:
    """One file's counts: ``ran`` (the subtests webapi's run emitted), ``subtests`` (the
    denominator: the most subtests any engine ran in the file, webapi's run or ``records``,
    Chromium's and jsdom's: a file whose harness stops early in webapi does not hide the
    subtests it did not reach), ``passed`` (webapi's passes, those that are not meaningful
    with one realm and those the JavaScript binding makes left out), ``one realm`` and
    ``binding`` (those: :func:`one_realm`, :func:`binding`)."""
    subtests = result["subtests"]
    ignored = one_realm(path)
    passing = [subtest["name"] for subtest in subtests if subtest["status"] == "PASS"]
    not_meaningful = sum(1 for name in passing if name in ignored)
    denominator = max([len(subtests), *(recorded_count(r.get(path)) for r in records)])
    counted = len(passing) - not_meaningful
    made_by_binding = counted if binding(path) is not None else 0
    return {
        "ran": len(subtests),
        "subtests": denominator,
        "passed": counted - made_by_binding,
        "one realm": not_meaningful,
        "binding": made_by_binding,
    }


def counts(results: dict[str, Any]) -> dict[str, Counter[str]]:
    """Per directory: files, subtests (the denominators: :func:`file_counts`), the subtests
    webapi's run emitted, passing subtests, passes not meaningful with one realm, and the
    files whose subtests all pass (every one of the denominator, harness OK)."""
    records = (_recorded_files(CHROMIUM), _recorded_files(JSDOM_RUN))
    table: dict[str, Counter[str]] = {}
    for path, result in results.items():
        row = table.setdefault(folder(path), Counter())
        found = file_counts(path, result, records)
        row.update(found)
        row["files"] += 1
        clean = (
            result["status"] == "OK"
            and found["subtests"]
            and (found["passed"] == found["subtests"])
        )
        row["files passing"] += int(bool(clean))
    return table


def format_counts(results: dict[str, Any]) -> str:
    table = counts(results)
    total: Counter[str] = Counter()
    lines = [
        f"{'directory':<18}{'files':>7}{'all pass':>10}{'subtests':>10}{'ran':>8}{'pass':>8}"
        f"{'one realm':>11}{'binding':>9}"
    ]
    for name in [*sorted(table), "total"]:
        row = total if name == "total" else table[name]
        if name != "total":
            total.update(row)
        lines.append(
            f"{name:<18}{row['files']:>7}{row['files passing']:>10}"
            f"{row['subtests']:>10}{row['ran']:>8}{row['passed']:>8}{row['one realm']:>11}"
            f"{row['binding']:>9}"
        )
    return "\n".join(lines)


#: The classes of failure an expectation names, from the failure's message (first match).
FAILURE_CLASSES = (
    (re.compile(r"no public Document"), "webapi has no public Document"),
    (
        re.compile(
            r"\b(ReadableStream|WritableStream|TransformStream)\b|"
            r"webapi has no (Response\.body|Request\.body|Blob\.stream|\w+\.textStream)"
        ),
        "streams: out of scope (ReadableStream)",
    ),
    (
        re.compile(r"\b(fetch|XMLHttpRequest) is not (defined|a constructor|a function)"),
        "the network: fetch() and XMLHttpRequest are not run",
    ),
    (
        re.compile(r"new FormData: parameter 1 is not of type"),
        "runner: the shim refuses undefined for an optional argument that a given one follows",
    ),
    (
        re.compile(r"ReferenceError: (\w+) is not defined"),
        "{0} is not defined (an interface or global)",
    ),
    (
        re.compile(r"must be an instance of Blob\. Received an instance of Blob"),
        "runner: URL.createObjectURL is Node's, which takes no webapi Blob",
    ),
    (
        re.compile(r"'redirect' on 'Response': Invalid URL '/"),
        "webapi's Response.redirect parses without a base URL",
    ),
    (re.compile(r"no public class (\w+)"), "webapi lacks the {0} interface"),
    (re.compile(r"webapi has no ([A-Za-z]+\.[A-Za-z_]+)"), "webapi lacks {0}"),
    (re.compile(r"webapi raised (\w+)"), "webapi raised {0} (a defect)"),
    (re.compile(r"Illegal invocation"), "runner: member used on a non-webapi object"),
    (re.compile(r"^(\w+) is not defined"), "{0} is not defined (an interface or global)"),
    # (a global no property names reads undefined in the runner's pages, whose global has the
    # window's named properties in its prototype chain: `new X()` of no X)
    (
        re.compile(r'(?:^|TypeError: )(\w+) is not a (?:constructor|function)(?:$|")'),
        "{0} is not defined (an interface or global)",
    ),
    (re.compile(r"([\w.]+) is not a function"), "{0} is not a function (a member webapi lacks)"),
    (re.compile(r"reading '(\w+)'"), "reading {0} of undefined (a member webapi lacks)"),
    (re.compile(r"setting '(\w+)'"), "setting {0} of undefined (a member webapi lacks)"),
    (
        re.compile(r"A value of type object with tag \[object Object\] was thrown"),
        "runner: an exception thrown by a JavaScript callback comes back through Python as "
        "another object",
    ),
    (re.compile(r"assert_throws_dom|assert_throws_js"), "wrong or missing exception"),
    (re.compile(r"(assert_\w+)"), "{0} failed"),
)


def failure_class(status: str, message: str | None) -> str:
    """The class of a failure (an expectation's reason)."""
    if status != "FAIL":
        return status.lower()
    text = message or ""
    for pattern, reason in FAILURE_CLASSES:
        match = pattern.search(text)
        if match:
            return reason.format(*match.groups())
    return "other failure"


#: Each suite's reasons: glob rules naming why failures fail, as jsdom's to-run.yaml does
#: (``[{"files": GLOB, "failure": GLOB, "reason": TEXT}, ...]``; ``failure`` matches the
#: failure's class, :func:`failure_class`).
SUITE_REASONS = {name: suite_file(name, "reasons.json") for name in SUITE_NAMES}


def reasons_of(name: str) -> list[dict[str, str]]:
    """The reason rules of the suite ``name`` (none where it has no file)."""
    path = SUITE_REASONS[name]
    if not path.is_file():
        return []
    rules: list[dict[str, str]] = json.loads(path.read_text(encoding="utf-8"))["rules"]
    return rules


def reason(path: str, failure: str, rules: list[dict[str, str]]) -> str:
    """A failure's reason: the first rule whose ``files`` glob matches the test file and whose
    ``failure`` glob matches its class, else the class itself."""
    for rule in rules:
        if fnmatch.fnmatchcase(path, rule["files"]) and fnmatch.fnmatchcase(
            failure, rule["failure"]
        ):
            return rule["reason"]
    return failure


def harness_reason(path: str, result: dict[str, Any], rules: list[dict[str, str]]) -> str:
    """Why a file's harness did not finish (``"REASON (status)"``): the first rule of ``rules``
    whose ``failure`` glob matches ``"CLASS (status)"``, else that class."""
    status = result["status"].lower()
    failure = failure_class("FAIL", result.get("message")) + f" ({status})"
    found = reason(path, failure, rules)
    return failure if found == failure else f"{found} ({status})"


def unreasoned(name: str) -> list[str]:
    """The failures the suite ``name``'s expectations list without a human reason (one that is
    not the ``reason`` of a rule of its ``reasons.json``, but a class of failure the runner
    made up): every listed failure should have one."""
    listed: dict[str, Any] = json.loads(SUITE_EXPECTATIONS[name].read_text(encoding="utf-8"))
    reasons = {rule["reason"] for rule in reasons_of(name)}
    found = []
    for path, entry in listed.items():
        harness = entry.get("harness")
        if harness is not None and re.sub(r" \(\w+\)$", "", harness) not in reasons:
            found.append(f"{path}: harness: {harness}")
        found += [
            f"{path}: {subtest}: {why}"
            for subtest, why in entry.get("subtests", {}).items()
            if why not in reasons
        ]
    return found


def expectations_of(
    results: dict[str, Any], rules: list[dict[str, str]] | None = None
) -> dict[str, Any]:
    """The expectations of a run: per file the number of subtests it emits (``count``), its
    harness status when not OK and every subtest that did not pass, with its reason (a rule of
    ``rules`` that names it, else its class of failure)."""
    expected: dict[str, Any] = {}
    for path in sorted(results):
        result = results[path]
        entry: dict[str, Any] = {"count": len(result["subtests"])}
        if result["status"] != "OK":
            entry["harness"] = harness_reason(path, result, rules or [])
        failing = {
            subtest["name"]: reason(
                path, failure_class(subtest["status"], subtest.get("message")), rules or []
            )
            for subtest in result["subtests"]
            if subtest["status"] != "PASS"
        }
        if failing:
            entry["subtests"] = failing
        expected[path] = entry
    return expected


def differences(results: dict[str, Any], listed: dict[str, Any]) -> list[str]:
    """How a run differs from the expectations ``listed``: a file not run or not listed, a
    file that emits fewer (or more) subtests than its ``count``, a harness status that
    changed, a subtest newly failing, a listed failure that now passes (the slow tests'
    check)."""
    expected = expectations_of(results)
    found = []
    for path in sorted(set(expected) | set(listed)):
        if path not in expected:
            found.append(f"{path}: not run")
            continue
        if path not in listed:
            found.append(f"{path}: not in the expectations")
            continue
        now, before = expected[path], listed[path]
        if now["count"] < before.get("count", 0):
            found.append(
                f"{path}: emits {now['count']} subtests, fewer than the {before['count']} expected"
            )
        elif now["count"] != before.get("count"):
            found.append(f"{path}: emits {now['count']} subtests, {before.get('count')} expected")
        if ("harness" in now) != ("harness" in before):
            found.append(f"{path}: harness {before.get('harness')} -> {now.get('harness')}")
        failing, was = set(now.get("subtests", {})), set(before.get("subtests", {}))
        found += [f"{path}: newly failing: {name}" for name in sorted(failing - was)]
        found += [f"{path}: now passes: {name}" for name in sorted(was - failing)]
    return found


# --- jsdom's expectations ---------------------------------------------------------------------


def _glob_pattern(pattern: str) -> re.Pattern[str]:
    """A regular expression of one of jsdom's to-run.yaml keys (minimatch: ``*``, ``**``,
    ``!(...)``)."""
    out = []
    i = 0
    while i < len(pattern):
        if pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern.startswith("!(", i):
            end = pattern.index(")", i)
            out.append(f"(?!{re.escape(pattern[i + 2 : end])}$)[^/]*")
            i = end + 1
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(out) + "$")


def jsdom_name(path: str) -> str:
    """The name jsdom's runner gives a test file (a script test is the page WPT's server
    makes of it)."""
    return re.sub(r"\.(any|window)\.js$", r".\1.html", path)


def _yaml_key(text: str) -> str:
    """A key of to-run.yaml: plain, or double-quoted with JSON's escapes."""
    text = text.strip()
    return str(json.loads(text)) if text.startswith('"') else text


def jsdom_expectations(to_run_yaml: str) -> dict[str, list[tuple[re.Pattern[str], Any]]]:
    """jsdom's ``test/web-platform-tests/to-run.yaml``: per directory of this runner
    (``DIR:``), its keys as patterns with their expectation (``"status"`` for the whole file,
    or failing subtest -> status).  The sections are read line by line (the shapes they use:
    ``file: [status, reason]``, or ``file:`` then ``  "subtest": [status, reason]`` lines),
    so no YAML library is needed."""
    from wpt.dom import SUITES

    directories = {d for suite in SUITES.values() for d in suite.directories}
    sections: dict[str, list[tuple[re.Pattern[str], Any]]] = {}
    for text in re.split(r"^---$", to_run_yaml, flags=re.MULTILINE):
        match = re.search(r"^DIR: (\S+)$", text, re.MULTILINE)
        if match is None or match.group(1) not in directories:
            continue
        entries: list[tuple[re.Pattern[str], Any]] = []
        for line in text.splitlines():
            if not line.strip() or line.startswith("DIR:"):
                continue
            key, _, value = line.rpartition(": [") if "[" in line else (line, "", "")
            status = value.split(",")[0].strip() if value else None
            if line.startswith(" "):
                entries[-1][1][_yaml_key(key)] = status
            elif status is None:
                entries.append((_glob_pattern(_yaml_key(key.rstrip().rstrip(":"))), {}))
            else:
                entries.append((_glob_pattern(_yaml_key(key)), status))
        sections[match.group(1)] = entries
    return sections


def jsdom_outcome(
    path: str, subtests: list[str], sections: dict[str, list[tuple[re.Pattern[str], Any]]]
) -> tuple[bool, int | None]:
    """Whether jsdom's expectations have every subtest of ``path`` pass, and how many of the
    ``subtests`` (the names this runner saw) they have pass: None where a whole file is
    expected to fail (some subtests, unknown which)."""
    directory = folder(path)
    name = jsdom_name(path)[len(directory) + 1 :]
    for pattern, expectation in sections.get(directory, []):
        if not pattern.match(name):
            continue
        if isinstance(expectation, dict):
            failing = {key for key in expectation if key in subtests}
            return False, len(subtests) - len(failing)
        return False, None
    return True, len(subtests)


def recorded_passed(record: dict[str, Any] | None) -> int | None:
    """How many subtests another implementation passes in a file by its ``record`` (a file's
    entry of :data:`CHROMIUM` or :data:`JSDOM_RUN`: the subtests it ran less those it did not
    pass); None where it has no record of the file, 0 where its page never completed."""
    if record is None:
        return None
    failing = record.get("not passing")
    if failing is None:  # (the page never completed)
        return 0
    return max(0, int(record.get("subtests", 0)) - len(failing))


def with_not_executed(results: dict[str, Any], not_executed: dict[str, str]) -> dict[str, Any]:
    """``results`` with the suite's files the runner does not execute as files that ran no
    subtest: the tables count them as failing (their denominators are the other engines'
    records), with the reason as the message."""
    added = {
        path: {"status": "NOTRUN", "message": why, "subtests": []}
        for path, why in not_executed.items()
        if path not in results
    }
    return {**results, **added}


def jsdom_table(results: dict[str, Any], to_run_yaml: str | None) -> str:
    """Per directory: this run's files whose subtests all pass and passing subtests out of the
    denominators (:func:`file_counts`), beside jsdom's by its expectations over the same files
    (the subtests this run saw), jsdom's run and Chromium's where :data:`JSDOM_RUN` and
    :data:`CHROMIUM` record the file (without ``to_run_yaml``, the columns of its
    expectations are left out)."""
    sections = jsdom_expectations(to_run_yaml or "")
    chromium, jsdom_run = _recorded_files(CHROMIUM), _recorded_files(JSDOM_RUN)
    rows: dict[str, Counter[str]] = {}
    for path, result in results.items():
        names = [subtest["name"] for subtest in result["subtests"]]
        found = file_counts(path, result, (chromium, jsdom_run))
        clean, jsdom_passed = jsdom_outcome(path, names, sections)
        row = rows.setdefault(folder(path), Counter())
        row["files"] += 1
        row["subtests"] += found["subtests"]
        row["webapi files"] += int(
            result["status"] == "OK"
            and bool(found["subtests"])
            and found["passed"] == found["subtests"]
        )
        row["webapi"] += found["passed"]
        row["one realm"] += found["one realm"]
        row["binding"] += found["binding"]
        row["jsdom files"] += int(clean)
        row["jsdom"] += jsdom_passed or 0
        row["jsdom whole-file failures"] += int(jsdom_passed is None)
        chromium_count = recorded_passed(chromium.get(path))
        row["chromium"] += chromium_count or 0
        row["chromium files"] += int(chromium_count is not None)
        run_count = recorded_passed(jsdom_run.get(path))
        row["jsdom run"] += run_count or 0
        row["jsdom run files"] += int(run_count is not None)
    header = (
        "directory",
        "files",
        "webapi all pass",
        "jsdom all pass",
        "subtests",
        "webapi",
        "webapi one realm",
        "webapi binding",
        "jsdom at least",
        "jsdom files failing",
        "jsdom run (files run)",
        "Chromium 156 (files run)",
    )
    keep = [i for i in range(len(header)) if to_run_yaml is not None or i not in (3, 8, 9)]
    shown = [header[i] for i in keep]
    lines = ["| " + " | ".join(shown) + " |", "|" + " --- |" * len(shown)]
    total: Counter[str] = Counter()
    for name in [*sorted(rows), "total"]:
        row = total if name == "total" else rows[name]
        if name != "total":
            total.update(row)
        cells = (
            name,
            row["files"],
            row["webapi files"],
            row["jsdom files"],
            row["subtests"],
            row["webapi"],
            row["one realm"],
            row["binding"],
            row["jsdom"],
            row["jsdom whole-file failures"],
            f"{row['jsdom run']} ({row['jsdom run files']})",
            f"{row['chromium']} ({row['chromium files']})",
        )
        lines.append("| " + " | ".join(str(cells[i]) for i in keep) + " |")
    return "\n".join(lines)


# --- undici's expectations --------------------------------------------------------------------


def undici_record(path: str, expectation: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The subtests undici's ``test/web-platform-tests/expectation.json`` records for a test
    file (``{"fetch": {"api": {"body": {"formdata.any.html": {"success": ..., "cases": [{"name",
    "success"}, ...]}}}}}``; a script test under the name of the page WPT's server makes of
    it), or None where it records none."""
    node: Any = expectation
    for part in jsdom_name(path).split("/"):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    cases = node.get("cases") if isinstance(node, dict) else None
    return list(cases) if isinstance(cases, list) else None


def undici_table(results: dict[str, Any], expectation: dict[str, Any]) -> str:
    """Per directory: this run's passing subtests, beside those undici's expectations record
    as passing in the same files (its own subtests: a file undici runs under other query
    strings, or whose harness stops elsewhere, has other subtests)."""
    rows: dict[str, Counter[str]] = {}
    for path, result in results.items():
        row = rows.setdefault(folder(path), Counter())
        subtests = result["subtests"]
        row["files"] += 1
        row["subtests"] += len(subtests)
        row["webapi"] += sum(1 for subtest in subtests if subtest["status"] == "PASS")
        cases = undici_record(path, expectation)
        if cases is not None:
            row["undici files"] += 1
            row["undici subtests"] += len(cases)
            row["undici"] += sum(1 for case in cases if case.get("success"))
            row["webapi recorded"] += sum(1 for subtest in subtests if subtest["status"] == "PASS")
            row["subtests recorded"] += len(subtests)
    header = (
        "directory",
        "files",
        "webapi passes",
        "files undici records",
        "webapi passes in those",
        "undici passes in those",
    )
    lines = ["| " + " | ".join(header) + " |", "|" + " --- |" * len(header)]
    total: Counter[str] = Counter()
    for name in [*sorted(rows), "total"]:
        row = total if name == "total" else rows[name]
        if name != "total":
            total.update(row)
        recorded = bool(row["undici files"])
        cells = (
            name,
            row["files"],
            f"{row['webapi']:,} of {row['subtests']:,}",
            row["undici files"],
            f"{row['webapi recorded']:,} of {row['subtests recorded']:,}" if recorded else "-",
            f"{row['undici']:,} of {row['undici subtests']:,}" if recorded else "no record",
        )
        lines.append("| " + " | ".join(str(cell) for cell in cells) + " |")
    return "\n".join(lines)


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("patterns", nargs="*", help="glob patterns of test paths")
    parser.add_argument("--counts", action="store_true", help="the last run's counts")
    parser.add_argument("--write-expectations", action="store_true")
    parser.add_argument("--results", type=Path, default=RESULTS, help="a run's results")
    parser.add_argument("--jsdom", type=Path, help="jsdom's to-run.yaml: compare with it")
    parser.add_argument(
        "--records",
        action="store_true",
        help="the last run beside jsdom's and Chromium's recorded runs",
    )
    parser.add_argument("--source", type=Path, help="import webapi from this checkout instead")
    parser.add_argument(
        "--suite",
        default="dom",
        help=(
            "dom (the default), fetch, domxpath, window, cssom, html, fetch-network, "
            "encoding-streams, shadow-dom or aria"
        ),
    )
    parser.add_argument(
        "--undici", type=Path, help="undici's test/web-platform-tests/expectation.json"
    )
    options = parser.parse_args(arguments)
    sys.path.insert(0, str(REPO))
    from wpt import dom

    suite = dom.SUITES[options.suite]
    results_path = options.results
    if results_path == RESULTS:
        results_path = out_dir(suite.name) / "results.json"
    if (
        options.counts
        or options.write_expectations
        or options.jsdom
        or options.undici
        or options.records
    ):
        results = json.loads(results_path.read_text(encoding="utf-8"))
    else:
        data = suite.data_root()
        if data is None:
            print(suite.missing_message())
            return 1
        tests = [
            path
            for path in suite.test_files()
            if not options.patterns or any(fnmatch.fnmatch(path, p) for p in options.patterns)
        ]
        results = run_tests(tests, data, options.source, suite.name)
        results_path.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    if options.write_expectations:
        expectations = SUITE_EXPECTATIONS[suite.name]
        expectations.write_text(
            json.dumps(
                expectations_of(results, reasons_of(suite.name)), indent=1, ensure_ascii=False
            )
            + "\n",
            encoding="utf-8",
        )
        print(f"wrote {expectations.relative_to(REPO)}")
    if options.jsdom or options.records:
        to_run = options.jsdom.read_text(encoding="utf-8") if options.jsdom else None
        # (the window and html suites' files not executed count as failing)
        counted = (
            with_not_executed(results, suite.not_executed)
            if suite.window or suite.name == "html"
            else results
        )
        print(jsdom_table(counted, to_run))
        return 0
    if options.undici:
        print(undici_table(results, json.loads(options.undici.read_text(encoding="utf-8"))))
        return 0
    print(format_counts(results))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
