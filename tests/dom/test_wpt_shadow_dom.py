"""WPT's own ``shadow-dom/`` tests run for real (issue #74): the testharness.js files of shadow
trees, slots, events across shadow boundaries, declarative shadow roots and focus delegation,
pinned in ``wpt/wpt-shadow-dom-manifest.json``, executed against webapi inside Pyodide under
the pinned Node 26 by the DOM's runner (``python -m wpt.wpt_dom --suite shadow-dom``).

The default tier checks the pieces (the manifest, the locator, the expectations and their
reasons, the other engines' records); the slow tier runs every file (about two minutes) and
compares each subtest's result with ``wpt/expectations/shadow-dom/expectations.json``
(``python -m wpt.wpt_dom --suite shadow-dom --write-expectations`` rewrites it from the last
run). The files are ``../shared/wpt-tests``' (docs/wpt.md, "The shadow-dom suite").
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from wpt import wpt_dom  # the runner's command
from wpt.dom import SHADOW_DOM


def test_manifest_pins_the_harness_and_the_suite_files() -> None:
    manifest = SHADOW_DOM.manifest()
    assert {"resources/testharness.js", "resources/testharnessreport.js"} <= set(manifest["files"])
    other = manifest["other_versions"]
    assert all(re.fullmatch(r"[0-9a-f]{64}", sha) for sha in SHADOW_DOM.pinned().values())
    # (every file read from another snapshot than the DOM suite's commit names where)
    assert set(other["provenance"]) == set(other["files"])
    tests = manifest["tests"]
    assert len(tests) == 122 and set(tests) <= set(other["files"])
    assert {wpt_dom.folder(path) for path in tests} == {"shadow-dom"}
    assert "shadow-dom/resources/shadow-dom.js" in other["files"]
    # No reftest, test of user input through WebDriver, manual or crash test, nor a file of
    # the layout the suite leaves out (named with why: SHADOW_DOM.excluded).
    for path in tests:
        assert not any(part in path for part in ("-manual", "-crash", "-ref.", ".sub."))
    assert "shadow-dom/focus-navigation/focus-navigation-slot-fallback.html" not in tests
    assert "shadow-dom/DocumentOrShadowRoot-prototype-elementFromPoint.html" not in tests
    assert len(SHADOW_DOM.excluded) == 6


def test_locator_looks_in_the_shared_wpt_tests(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("WPT_SHADOW_DOM_DATA", raising=False)
    names = [path.name for path in SHADOW_DOM.candidates()]
    assert names == ["wpt-shadow-dom", "wpt-tests", "wpt"]
    monkeypatch.setenv("WPT_SHADOW_DOM_DATA", str(tmp_path))
    assert SHADOW_DOM.data_root() is None
    assert "WPT_SHADOW_DOM_DATA" in SHADOW_DOM.missing_message()


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    expectations = wpt_dom.assert_expectations_well_formed("shadow-dom")
    assert expectations["shadow-dom/Element-interface-attachShadow.html"] == {"count": 6}
    assert not wpt_dom.unreasoned("shadow-dom")


def test_jsdom_and_chromium_records_cover_every_file() -> None:
    # (python -m generate jsdom-wpt-shadow-dom / chromium-wpt-shadow-dom: their runs, read
    # with the DOM suite's records by --records)
    expectations = json.loads(wpt_dom.SUITE_EXPECTATIONS["shadow-dom"].read_text("utf-8"))
    for record in (wpt_dom.CHROMIUM, wpt_dom.JSDOM_RUN):
        files = wpt_dom._recorded_files(record)
        assert set(expectations) <= set(files), record.name


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("shadow-dom")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "shadow-dom")
