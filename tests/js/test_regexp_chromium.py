"""End to end: the two places where V8 has departed from ECMA-262, checked in Chromium 156
(Debian's /usr/bin/chromium, headless, through Playwright): a one-letter ``\\q{}`` string under
``i``, where Chromium departs as Node 26 does and webapi reads it as both do; and a class after
a modifier group, where Node 26's V8 departs and Chromium follows ECMA-262, as webapi does.
The hand tables of tests/js/test_regexp.py and generated modifier-dense patterns, through the
``re`` translation and the ECMA-262 matcher (the RegExp differential's comparison)."""

from __future__ import annotations

from typing import Any

import pytest
from test_regexp import NODE26_MODIFIER_LEAK, V8_CLASS_STRING_CASE
from test_regexp_differential import Case, compare, generate_modifiers

from oracles.chromium import evaluate

pytestmark = pytest.mark.needs_subprocess

#: The RegExp differential's answers, in a page: per case ``{"error": message}`` or
#: ``{"results": [...]}`` (the match array of each subject, or null).
PAGE_FUNCTION = r"""(cases) => cases.map(([source, icase, subjects]) => {
  let re;
  try { re = new RegExp(source, icase ? "viy" : "vy"); }
  catch (e) { return {error: String(e.message)}; }
  return {results: subjects.map((s) => {
    re.lastIndex = 0;
    const m = re.exec(s);
    return m === null ? null : Array.from(m, (x) => x === undefined ? null : x);
  })};
})"""


def _chromium(cases: list[Case]) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = evaluate(PAGE_FUNCTION, cases)
    return result


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
def test_chromium_reads_classes_as_webapi_does() -> None:
    tables: list[Case] = [(s, True, [t], False) for s, t, _ in V8_CLASS_STRING_CASE]
    tables += [(s, i, [t], False) for s, i, t, _, _ in NODE26_MODIFIER_LEAK]
    generated = generate_modifiers(3000, seed=20261123)
    answers = _chromium(tables + generated)
    expected = [m for *_, m in V8_CLASS_STRING_CASE]
    expected += [ecma for *_, ecma in NODE26_MODIFIER_LEAK]
    got = [answer["results"][0] is not None for answer in answers[: len(tables)]]
    assert got == expected
    report = compare(tables + generated, answers, node26=False)
    assert report.pairs >= 3000 and report.matches > 300
    assert report.differences == [], "\n".join(report.differences[:30])
    assert not report.untranslatable, report.untranslatable_examples
