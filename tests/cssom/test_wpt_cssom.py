"""WPT's own tests of the CSSOM and the cascade run for real (issue #53): the testharness.js
files of ``css/cssom`` and ``css/css-cascade`` that need no layout, pinned in
``wpt/wpt-cssom-manifest.json`` (``../shared/wpt-tests``' copies), executed against webapi
inside Pyodide under the pinned Node 26 by the DOM's runner (``python -m wpt.wpt_dom --suite
cssom``) with the page's global backed by webapi's ``Window`` and the CSSOM's IDL in the shim:
``element.style`` and its property attributes, ``document.styleSheets``, the sheets and rules,
``getComputedStyle`` are webapi's.

The default tier checks the pieces (the manifest and its exclusions, the expectations, the
shim's property attributes); the slow tier runs every file (about 4 minutes on this machine)
and compares each subtest's result with ``wpt/expectations/cssom/expectations.json`` (``python
-m wpt.wpt_dom --suite cssom --write-expectations`` rewrites it from the last run).
docs/wpt.md, "The cssom suite".
"""

from __future__ import annotations

import fnmatch
import json
from typing import Any

import pytest

from wpt import wpt_dom  # the runner's command
from wpt.dom import CSSOM

EXPECTATIONS = wpt_dom.SUITE_EXPECTATIONS["cssom"]


def test_manifest_pins_the_harness_and_the_files_without_layout() -> None:
    manifest = CSSOM.manifest()
    assert manifest["commit"] == "0d4f5079526492412a427152fcc1d08958bdf952"
    assert set(manifest["files"]) == {"resources/testharness.js", "resources/testharnessreport.js"}
    other = manifest["other_versions"]
    assert set(other["provenance"]) == set(other["files"])
    tests = manifest["tests"]
    assert set(tests) <= set(CSSOM.pinned())
    assert {wpt_dom.folder(path) for path in tests} == {"css/cssom", "css/css-cascade"}
    # every excluded glob leaves out a file (none is stale), and none of them is listed
    assert all(CSSOM.excluded.values())
    assert not [p for p in tests for glob in CSSOM.excluded if fnmatch.fnmatch(p, glob)]
    assert "css/cssom/CSSStyleRule.html" in tests
    assert "css/cssom/caretPositionFromPoint.html" not in tests
    assert CSSOM.window and CSSOM.cssom and not CSSOM.xhr


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    wpt_dom.assert_expectations_well_formed("cssom")


def test_the_files_given_the_long_timeout_are_run_and_say_why() -> None:
    # (wpt_dom.SLOW: a loaded machine took all-prop-revert-layer.html past the harness's 10 s)
    tests = set(CSSOM.test_files())
    assert "css/css-cascade/all-prop-revert-layer.html" in wpt_dom.SLOW
    assert all(path in tests and why for path, why in wpt_dom.SLOW.items())


@pytest.mark.slow  # (3 s: the shim of every property; the slow tier's suite runs it too)
def test_shim_has_the_property_attributes_and_the_sheets() -> None:
    pytest.importorskip("widlparser")
    from idl.jsshim import emit_shim

    text = emit_shim(window=True, cssom=True)
    description = json.loads(text.split("const WEBAPI_IDL = ", 1)[1].rstrip(";\n"))
    interfaces = {i["name"]: i for i in description["interfaces"]}
    names = {a["name"] for a in interfaces["CSSStyleDeclaration"]["attributes"]}
    # camel-cased, webkit-cased and dashed attributes (cssom-1's CSSStyleProperties)
    assert {"backgroundColor", "background-color", "cssFloat", "cssText"} <= names
    assert {"webkitAppearance", "WebkitAppearance", "-webkit-appearance"} <= names
    assert {"CSSStyleSheet", "CSSRuleList", "CSSMediaRule", "StyleSheetList"} <= set(interfaces)
    window = interfaces["Window"]["operations"]
    assert "getComputedStyle" in window
    computed = interfaces["ComputedStyleDeclaration"]
    assert computed["inherits"] == "CSSStyleDeclaration"
    assert computed["indexed_getter"] == "item"  # (style[i], for-of)
    # the shim without the suite's flag is as before
    assert "backgroundColor" not in emit_shim(window=True)


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("cssom")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "cssom")


def test_jsdom_and_chromium_records_cover_every_file() -> None:
    # (python -m generate jsdom-wpt-cssom / chromium-wpt-cssom: their runs, read with the
    # DOM suite's records by --records)
    expectations = json.loads(EXPECTATIONS.read_text(encoding="utf-8"))
    for record in (wpt_dom.CHROMIUM, wpt_dom.JSDOM_RUN):
        files = wpt_dom._recorded_files(record)
        assert set(expectations) <= set(files), record.name
