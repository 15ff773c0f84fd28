"""webapi against the JavaScript ``URL`` of the runtime Pyodide runs in, on every input of the
web-platform-tests URL data.

For each ``urltestdata`` case both parse the input (against the base, if any) and every
component (``href``, ``origin``, ``protocol`` ... ``hash``) or the failure is compared.  The
differences are listed at the end of the run (see ``conftest.py``).  A runtime's parser can be
older than the spec, so a difference alone is not a failure: the WPT data decides, and the test
fails only where it does not agree with webapi (webapi's own agreement with the data is checked,
case by case, by ``tests/wpt``).
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

import wpt
from webapi import URL
from webapi.url import URLParseError

pytestmark = pytest.mark.skipif(
    sys.platform != "emscripten",
    reason="compares with the JavaScript URL of the runtime: inside Pyodide only "
    "(python pyodide/run.py)",
)

FILES = ("urltestdata.json", "urltestdata-javascript-only.json")
COMPONENTS = wpt.URL_ATTRIBUTES
FAILURE = "(failure)"

#: A parse result: the components, or ``{"href": FAILURE}`` (everything else absent).
Result = dict[str, str]


def _ours(input: str, base: str | None) -> Result:
    try:
        url = URL(input, base)
    except URLParseError:
        return {"href": FAILURE}
    return {name: getattr(url, name) for name in COMPONENTS}


def _theirs(input: str, base: str | None) -> Result:
    js = importlib.import_module("js")
    js_exception = importlib.import_module("pyodide.ffi").JsException
    try:
        url = js.URL.new(input) if base is None else js.URL.new(input, base)
    except js_exception:
        return {"href": FAILURE}
    return {name: str(getattr(url, name)) for name in COMPONENTS}


def _expected(case: dict[str, Any]) -> Result:
    if case.get("failure"):
        return {"href": FAILURE}
    return {name: case[name] for name in COMPONENTS if name in case}


def _runtime() -> str:
    js = importlib.import_module("js")
    process = getattr(js, "process", None)
    if process is not None:
        return f"Node {process.version}"
    return str(js.navigator.userAgent)


def _agrees(ours: Result, theirs: Result, expected: Result) -> str:
    """Which side the WPT data agrees with, on the components it gives."""

    def same(result: Result) -> bool:
        return all(result.get(name) == value for name, value in expected.items())

    if same(ours):
        return "webapi"
    if same(theirs):
        return "JavaScript"
    return "neither"


def _compare(name: str, report: dict[str, Any]) -> None:
    stats = {"inputs": 0, "differ": 0, "webapi_right": 0, "js_right": 0, "neither": 0}
    counters = {"webapi": "webapi_right", "JavaScript": "js_right", "neither": "neither"}
    for case in wpt.cases(name):
        data = case.data
        input, base = data["input"], data.get("base")
        stats["inputs"] += 1
        ours, theirs = _ours(input, base), _theirs(input, base)
        if ours == theirs:
            continue
        expected = _expected(data)
        agrees = _agrees(ours, theirs, expected)
        stats["differ"] += 1
        stats[counters[agrees]] += 1
        if FAILURE in (ours["href"], theirs["href"]):
            names = ["href"]  # one side failed: its href says it all
        else:
            names = [n for n in COMPONENTS if ours.get(n) != theirs.get(n)]
        failure = bool(data.get("failure"))
        report["differences"].append(
            {
                "file": name,
                "index": case.index,
                "input": input,
                "base": base,
                "agrees": agrees,
                "components": {
                    n: {
                        "webapi": ours.get(n, FAILURE),
                        "js": theirs.get(n, FAILURE),
                        "expected": FAILURE if failure else expected.get(n),
                    }
                    for n in names
                },
            }
        )
    report["files"][name] = stats


def test_webapi_and_the_runtime_url_differ_only_where_the_runtime_is_behind(
    js_url_report: dict[str, Any],
) -> None:
    report = js_url_report
    report.update(runtime=_runtime(), files={}, differences=[])
    for name in FILES:
        _compare(name, report)
    directory = os.environ.get("WEBAPI_PYODIDE_REPORT_DIR")
    if directory:
        path = Path(directory) / "js-url-differences.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        report["path"] = str(path)
    assert report["files"]["urltestdata.json"]["inputs"] > 800
    wrong = [d for d in report["differences"] if d["agrees"] != "webapi"]
    assert not wrong, f"{len(wrong)} inputs where the WPT data does not agree with webapi"
