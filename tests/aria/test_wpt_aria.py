"""WPT's ``accname/``, ``html-aam/`` and ``wai-aria/role/`` tests run for real (issue #75's first
proof): their testharness.js files ask WebDriver for an element's computed role and label
through testdriver.js (``test_driver.get_computed_role``, ``get_computed_label``), which the
runner's own ``resources/testdriver-vendor.js`` answers from ``webapi.aria`` (``python -m
wpt.wpt_dom --suite aria``); Chromium 156's run (``python -m generate chromium-wpt-aria``)
answers from its accessibility tree through the DevTools protocol, as ChromeDriver does.

The default tier checks the pieces (the manifest and its pinned downloads, the expectations
and their reasons, Chromium's record, what the bridge answers); the slow tier runs every file
(under a minute) and compares each subtest's result with
``wpt/expectations/aria/expectations.json``. The test files are not in ``../shared``: the
manifest pins them by URL and sha256, their text in ``wpt/_cache/`` (docs/wpt.md, "The aria
suite").
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from webapi.html import DOMParser
from wpt import wpt_dom  # the runner's command
from wpt.dom import ARIA


def test_manifest_pins_the_harness_testdriver_and_the_downloaded_tests() -> None:
    manifest = ARIA.manifest()
    assert {"resources/testharness.js", "resources/testharnessreport.js"} <= set(manifest["files"])
    other = manifest["other_versions"]
    assert "resources/testdriver.js" in other["files"]
    assert "wai-aria/scripts/aria-utils.js" in other["files"]
    assert set(other["provenance"]) == set(other["files"])
    downloads = ARIA.downloads()
    # (every test file is a download: ../shared/wpt-tests has none of them)
    assert set(manifest["tests"]) == set(downloads)
    assert len(downloads) == 25
    for name, entry in downloads.items():
        assert re.fullmatch(r"[0-9a-f]{64}", entry["sha256"])
        prefix = "https://raw.githubusercontent.com/web-platform-tests/wpt/"
        assert re.fullmatch(re.escape(prefix) + r"[0-9a-f]{40}/" + re.escape(name), entry["url"])
    assert {wpt_dom.folder(path) for path in manifest["tests"]} == {
        "accname",
        "html-aam",
        "wai-aria/role",
    }
    assert ARIA.testdriver and ARIA.idl_files == ("aria.webidl",)


def test_a_folder_whose_downloads_cannot_be_had_is_named(tmp_path: Path) -> None:
    lacking = ARIA.folders_without_downloads(tmp_path)
    assert lacking == {"accname/name", "html-aam", "wai-aria/role"}


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    expectations = wpt_dom.assert_expectations_well_formed("aria")
    assert expectations["wai-aria/role/tab-roles.html"] == {"count": 37}
    assert not wpt_dom.unreasoned("aria")


def test_chromium_record_covers_every_file() -> None:
    # (python -m generate chromium-wpt-aria: read with the other suites' records by
    # --records; jsdom has no computed role or name, so no jsdom record is made)
    expectations = json.loads(wpt_dom.SUITE_EXPECTATIONS["aria"].read_text("utf-8"))
    files = wpt_dom._recorded_files(wpt_dom.CHROMIUM)
    assert set(expectations) <= set(files)
    record = json.loads(wpt_dom.suite_file("aria", "chromium.json").read_text("utf-8"))
    assert record["version"].startswith("156.")


def test_chromium_record_counts_each_failing_subtest_of_a_shared_name() -> None:
    from generate.chromium_wpt_aria import not_passing

    tests = [
        {"name": "orphan", "status": 1},
        {"name": "orphan", "status": 0},
        {"name": "orphan", "status": 1},
    ]
    assert not_passing(tests) == {"orphan": "FAIL", "orphan [3]": "FAIL"}


def test_the_bridge_answers_webapis_role_and_label() -> None:
    # (what the runner's testdriver-vendor.js gives get_computed_role and get_computed_label)
    sys.path.insert(0, str(wpt_dom.HERE))
    try:
        from wpt_dom_bridge import Bridge
    finally:
        sys.path.remove(str(wpt_dom.HERE))
    document = DOMParser().parseFromString(
        "<nav aria-label=Site><a id=a href=/>Home</a></nav><span id=s>x</span>", "text/html"
    )
    link, span = document.getElementById("a"), document.getElementById("s")
    assert Bridge.computed_accessibility("role", link) == "link"
    assert Bridge.computed_accessibility("label", link) == "Home"
    assert Bridge.computed_accessibility("role", span) == "generic"
    assert Bridge.computed_accessibility("label", span) == ""


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("aria")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "aria")
