"""The web-platform-tests expectations' one home, ``wpt/expectations/SUITE/``: every suite has
its folder, and every failure its ``expectations.json`` lists carries a human reason, one of
the rules of the ``reasons.json`` beside it (a reason per file, directory or glob, as jsdom's
``to-run.yaml``), never a class of failure the runner made up from a message."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from wpt import dom, wpt_dom


def test_every_suite_has_its_folder_of_expectations() -> None:
    assert set(wpt_dom.SUITE_NAMES) == set(dom.SUITES)
    for name in wpt_dom.SUITE_NAMES:
        assert wpt_dom.SUITE_EXPECTATIONS[name].is_file(), name
        assert wpt_dom.SUITE_EXPECTATIONS[name].parent == wpt_dom.EXPECTATIONS_HOME / name
    # (nothing left in the test folders, where they were)
    tests = Path(__file__).resolve().parent
    assert not list(tests.glob("*/wpt_*_expectations.json"))
    assert not list(tests.glob("*/wpt_*_reasons.json"))


@pytest.mark.parametrize("name", wpt_dom.SUITE_NAMES)
def test_every_listed_failure_has_a_human_reason(name: str) -> None:
    missing = wpt_dom.unreasoned(name)
    assert not missing, f"{len(missing)} failures without a rule's reason: {missing[:20]}"


def test_a_failure_without_a_rule_is_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rules = [{"files": "dom/a*.html", "failure": "* (timeout)", "reason": "slow frame"}]
    result = {"status": "TIMEOUT", "message": None, "subtests": []}
    assert wpt_dom.harness_reason("dom/a.html", result, rules) == "slow frame (timeout)"
    assert wpt_dom.harness_reason("dom/b.html", result, rules) == "other failure (timeout)"
    listed = {
        "dom/a.html": {
            "count": 1,
            "harness": "slow frame (timeout)",
            "subtests": {"x": "slow frame"},
        },
        "dom/b.html": {"count": 1, "subtests": {"y": "assert_equals failed"}},
    }
    (tmp_path / "expectations.json").write_text(json.dumps(listed), encoding="utf-8")
    (tmp_path / "reasons.json").write_text(json.dumps({"rules": rules}), encoding="utf-8")
    monkeypatch.setitem(wpt_dom.SUITE_EXPECTATIONS, "dom", tmp_path / "expectations.json")
    monkeypatch.setitem(wpt_dom.SUITE_REASONS, "dom", tmp_path / "reasons.json")
    assert wpt_dom.unreasoned("dom") == ["dom/b.html: y: assert_equals failed"]


#: Records made before their generators wrote where they come from (regenerating one adds
#: its date, version and data: take it out of the set then).
UNDATED = {
    "dom/chromium.json",
    "dom/jsdom.json",
    "html/chromium.json",
    "html/jsdom.json",
    "window/jsdom.json",
    "cssom/jsdom.json",
    "fetch-network/jsdom.json",
}


def test_records_say_when_with_which_engine_and_on_which_data() -> None:
    # Each recorded run of Chromium or jsdom carries its date, the engine's full version and
    # the pinned data's commit (generate/chromium_wpt_dom.py's provenance).
    home = wpt_dom.EXPECTATIONS_HOME
    records = sorted([*home.glob("*/chromium*.json"), *home.glob("*/jsdom.json")])
    undated = set()
    for path in records:
        document = json.loads(path.read_text(encoding="utf-8"))
        if "date" not in document:
            undated.add(path.relative_to(home).as_posix())
            continue
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", document["date"]), path
        pattern = r"\d+\.\d+\.\d+\.\d+" if path.name.startswith("chromium") else r"\d+\.\d+\.\d+"
        assert re.fullmatch(pattern, document["version"]), path
        assert re.match(r"web-platform-tests/wpt [0-9a-f]{40} \(wpt/", document["data"]), path
    assert undated == UNDATED
