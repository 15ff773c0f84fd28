"""End to end: every case of WPT's urlpatterntestdata.json through Chromium's native
``URLPattern`` (Debian's /usr/bin/chromium, headless, through Playwright) and through
``webapi.URLPattern``, each judged against the WPT data as upstream's urlpatterntests.js judges
it.  webapi must agree with WPT on every case; Chromium may differ only on the cases listed in
:data:`CHROMIUM_DIFFERS` (documented in docs/urlpattern.md), and each of those must still differ.
Writes ``build/chromium-urlpattern-differences.json``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

import wpt
from oracles.chromium import evaluate

pytestmark = pytest.mark.needs_subprocess

REPO = Path(__file__).resolve().parents[2]
REPORT = REPO / "build" / "chromium-urlpattern-differences.json"
COMPONENTS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")

#: WPT case index -> where Chromium 156 departs from the WPT data (docs/urlpattern.md): none
#: (Chromium 156 passes all 369 cases).
CHROMIUM_DIFFERS: dict[int, str] = {}

ANSWER_FUNCTION = r"""(cases) => {
const components = COMPONENTS_JSON;
function attempt(f) {
  try { return {value: f()}; } catch (e) { return {error: e.constructor.name}; }
}
function plain(result) {
  if (result === null) return null;
  const out = {inputs: result.inputs};
  for (const c of components) {
    const groups = {};
    for (const [k, v] of Object.entries(result[c].groups)) groups[k] = v === undefined ? null : v;
    out[c] = {input: result[c].input, groups};
  }
  return out;
}
return cases.map(({pattern, inputs}) => {
  let p;
  try { p = new URLPattern(...pattern); } catch (e) { return {error: e.constructor.name}; }
  const strings = {};
  for (const c of components) strings[c] = p[c];
  return {strings, test: attempt(() => p.test(...inputs)),
          exec: attempt(() => plain(p.exec(...inputs)))};
});
}""".replace("COMPONENTS_JSON", json.dumps(COMPONENTS))


def _chromium_answers(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    answers: list[dict[str, Any]] = evaluate(ANSWER_FUNCTION, cases)
    return answers


def _webapi_answer(case: dict[str, Any]) -> dict[str, Any]:
    from webapi import URLPattern

    def attempt(f: Any) -> dict[str, Any]:
        try:
            return {"value": f()}
        except TypeError:
            return {"error": "TypeError"}

    try:
        pattern = URLPattern(*case["pattern"])
    except TypeError:
        return {"error": "TypeError"}
    inputs = case["inputs"]
    return {
        "strings": {c: getattr(pattern, c) for c in COMPONENTS},
        "test": attempt(lambda: pattern.test(*inputs)),
        "exec": attempt(lambda: pattern.exec(*inputs)),
    }


def _verdict(entry: dict[str, Any], answer: dict[str, Any]) -> list[str]:
    """Where ``answer`` departs from the WPT entry (empty: it agrees), judged as
    urlpatterntests.js judges (and tests/urlpattern/test_urlpattern_wpt_data.py)."""
    sys.path.insert(0, str(REPO / "tests" / "urlpattern"))
    from test_urlpattern_wpt_data import expected_pattern_string

    if entry.get("expected_obj") == "error":
        return [] if "error" in answer else ["constructs, WPT expects a TypeError"]
    if "error" in answer:
        return ["throws, WPT expects a pattern"]
    problems = [
        f"{c}: {answer['strings'][c]!r}, WPT {expected_pattern_string(entry, c)!r}"
        for c in COMPONENTS
        if answer["strings"][c] != expected_pattern_string(entry, c)
    ]
    expected_match = entry.get("expected_match")
    if expected_match == "error":
        if "error" not in answer["test"] or "error" not in answer["exec"]:
            problems.append("test()/exec() do not throw, WPT expects a TypeError")
        return problems
    if "error" in answer["test"] or "error" in answer["exec"]:
        return [*problems, "test()/exec() throw"]
    truthy = isinstance(expected_match, dict) or bool(expected_match)
    if answer["test"]["value"] is not truthy:
        problems.append(f"test() is {answer['test']['value']}, WPT {truthy}")
    result = answer["exec"]["value"]
    if not isinstance(expected_match, dict):
        if result is not None:
            problems.append("exec() matches, WPT expects null")
        return problems
    if result is None:
        return [*problems, "exec() is null, WPT expects a match"]
    inputs = entry.get("inputs", [])
    expected_inputs = expected_match.get("inputs", inputs)
    got_inputs = [
        i if isinstance(i, str) else {c: i.get(c) for c in COMPONENTS} for i in result["inputs"]
    ]
    want_inputs = [
        i if isinstance(i, str) else {c: i.get(c) for c in COMPONENTS} for i in expected_inputs
    ]
    if got_inputs != want_inputs:
        problems.append(f"exec().inputs {got_inputs!r}, WPT {want_inputs!r}")
    empty = entry.get("exactly_empty_components", ())
    for c in COMPONENTS:
        expected = expected_match.get(c) or {
            "input": "",
            "groups": {} if c in empty else {"0": ""},
        }
        if result[c] != expected:
            problems.append(f"exec().{c} {result[c]!r}, WPT {expected!r}")
    return problems


def test_wpt_urlpattern_cases_in_chromium_and_webapi() -> None:
    cases = wpt.cases("urlpattern/urlpatterntestdata.json")
    payload = [{"pattern": c.data["pattern"], "inputs": c.data.get("inputs", [])} for c in cases]
    chromium = _chromium_answers(payload)
    webapi_wrong = {}
    chromium_differs = {}
    for case, sent, theirs in zip(cases, payload, chromium, strict=True):
        ours = _webapi_answer(sent)
        if problems := _verdict(case.data, ours):
            webapi_wrong[case.index] = problems
        if problems := _verdict(case.data, theirs):
            chromium_differs[case.index] = {"pattern": sent, "problems": problems}
    REPORT.parent.mkdir(exist_ok=True)
    REPORT.write_text(json.dumps(chromium_differs, ensure_ascii=False, indent=1) + "\n")
    print(f"{len(cases)} WPT cases; Chromium differs on {len(chromium_differs)}")
    from webapi.js.regexp import _translate as _regexp

    if getattr(_regexp, "STAND_IN", False):  # the cases only the real translator passes
        sys.path.insert(0, str(REPO / "tests" / "urlpattern"))
        from test_urlpattern_wpt_data import NEEDS_REAL_TRANSLATOR

        for index in NEEDS_REAL_TRANSLATOR:
            webapi_wrong.pop(index, None)
    assert not webapi_wrong, webapi_wrong
    assert set(chromium_differs) == set(CHROMIUM_DIFFERS), json.dumps(
        {i: chromium_differs.get(i) for i in set(chromium_differs) ^ set(CHROMIUM_DIFFERS)},
        ensure_ascii=False,
    )[:6000]
